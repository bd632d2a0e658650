//! Reading a SPIR-V binary: header, word offsets and rspirv's grammar-driven
//! operand decoding, with every failure located by word offset.
//!
//! Source: SPIR-V 1.6 spec 2.3 "Physical Layout of a SPIR-V Module and
//! Instruction" (header words, word count in the high 16 bits of word 0).

use super::error::{Error, Result};
use rspirv::binary::{Consumer, ParseAction};
use rspirv::dr;

/// One instruction with the word offset it starts at.
pub(super) struct Inst {
    /// rspirv's decoded instruction (opcode, result type/id, operands).
    pub inst: dr::Instruction,
    /// Offset in words from the start of the module.
    pub offset: usize,
}

/// The decoded module: header fields and the instruction stream in order.
pub(super) struct Parsed {
    /// (major, minor).
    pub version: (u8, u8),
    /// The id bound.
    pub bound: u32,
    /// The generator word (tool id in the high 16 bits, its version in the low 16).
    pub generator: u32,
    /// Instructions in module order.
    pub insts: Vec<Inst>,
}

/// Converts bytes to words, accepting either endianness (spec 3.1: the magic
/// number tells the byte order).
pub fn words_from_bytes(bytes: &[u8]) -> Result<Vec<u32>> {
    if bytes.len() < 20 || bytes.len() % 4 != 0 {
        return Err(Error::InvalidHeader { reason: "a SPIR-V module is a whole number of words, at least the 5 header words" });
    }
    let le: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    match le[0] {
        spirv::MAGIC_NUMBER => Ok(le),
        m if m.swap_bytes() == spirv::MAGIC_NUMBER => Ok(le.into_iter().map(u32::swap_bytes).collect()),
        _ => Err(Error::InvalidHeader { reason: "bad magic number (expected 0x07230203)" }),
    }
}

struct Collector<'a> {
    offsets: &'a [usize],
    insts: Vec<Inst>,
}

impl Consumer for Collector<'_> {
    fn initialize(&mut self) -> ParseAction {
        ParseAction::Continue
    }
    fn finalize(&mut self) -> ParseAction {
        ParseAction::Continue
    }
    fn consume_header(&mut self, _: dr::ModuleHeader) -> ParseAction {
        ParseAction::Continue
    }
    fn consume_instruction(&mut self, inst: dr::Instruction) -> ParseAction {
        let offset = self.offsets.get(self.insts.len()).copied().unwrap_or(0);
        self.insts.push(Inst { inst, offset });
        ParseAction::Continue
    }
}

/// Parses `words` (host order, magic first).
///
/// Errors: [`Error::InvalidHeader`] for a bad header or version,
/// [`Error::InvalidInstruction`] with the word offset for a zero or overlong
/// word count, an unknown opcode, or operands that do not fit the grammar,
/// [`Error::InvalidId`] for ids at or above the bound.
pub(super) fn parse(words: &[u32]) -> Result<Parsed> {
    if words.len() < 5 || words[0] != spirv::MAGIC_NUMBER {
        return Err(Error::InvalidHeader { reason: "bad magic number (expected 0x07230203)" });
    }
    let major = (words[1] >> 16) as u8;
    let minor = (words[1] >> 8) as u8;
    if major != 1 || minor > 6 || words[1] & 0xff00_00ff != 0 {
        return Err(Error::InvalidHeader { reason: "unsupported version (expected 1.0 .. 1.6)" });
    }
    let bound = words[3];
    // Pre-scan word counts: every instruction's offset, and truncation errors located exactly.
    let mut offsets = Vec::new();
    let mut at = 5usize;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        let opcode = words[at] & 0xffff;
        if count == 0 {
            return Err(Error::InvalidInstruction { offset: at, opcode, reason: "word count is zero" });
        }
        if at + count > words.len() {
            return Err(Error::InvalidInstruction { offset: at, opcode, reason: "instruction runs past the end of the module" });
        }
        offsets.push(at);
        at += count;
    }
    // rspirv decodes an OpSpecConstantOp's operands with the inner opcode's grammar but
    // without its quantifiers (variadic indices fail). Hand rspirv an OpSpecConstantComposite
    // of the same length instead and decode these instructions here.
    let mut patched: Option<Vec<u32>> = None;
    let mut spec_ops = Vec::new();
    for (index, &at) in offsets.iter().enumerate() {
        if words[at] & 0xffff == spirv::Op::SpecConstantOp as u32 {
            let w = patched.get_or_insert_with(|| words.to_vec());
            w[at] = (w[at] & 0xffff_0000) | spirv::Op::SpecConstantComposite as u32;
            spec_ops.push(index);
        }
    }
    // Source languages newer than rspirv's grammar (spec 3.2 "Source Language" keeps
    // growing): hand rspirv `Unknown` and restore the raw enumerant afterwards.
    let mut raw_sources = Vec::new();
    for (index, &at) in offsets.iter().enumerate() {
        let count = (words[at] >> 16) as usize;
        if words[at] & 0xffff == spirv::Op::Source as u32 && count >= 2 && spirv::SourceLanguage::from_u32(words[at + 1]).is_none() {
            let w = patched.get_or_insert_with(|| words.to_vec());
            raw_sources.push((index, w[at + 1]));
            w[at + 1] = spirv::SourceLanguage::Unknown as u32;
        }
    }
    let stream = patched.as_deref().unwrap_or(words);
    let mut collector = Collector { offsets: &offsets, insts: Vec::with_capacity(offsets.len()) };
    if let Err(state) = rspirv::binary::parse_words(stream, &mut collector) {
        let index = collector.insts.len();
        let offset = offsets.get(index).copied().unwrap_or(words.len());
        let opcode = words.get(offset).map(|w| w & 0xffff).unwrap_or(0);
        use rspirv::binary::ParseState as S;
        let reason = match state {
            S::OpcodeUnknown(..) => "unknown opcode",
            S::OperandExpected(..) => "missing operand",
            S::OperandExceeded(..) => "more operands than the grammar allows",
            S::OperandError(_) => "operand does not decode (bad enumerant or string)",
            S::TypeUnsupported(..) => "OpConstant of a type it cannot have",
            S::SpecConstantOpIntegerIncorrect(..) => "bad OpSpecConstantOp opcode",
            _ => "malformed instruction",
        };
        return Err(Error::InvalidInstruction { offset, opcode, reason });
    }
    let mut insts = collector.insts;
    for (index, raw) in raw_sources {
        if let Some(op) = insts.get_mut(index).and_then(|it| it.inst.operands.first_mut()) {
            *op = dr::Operand::LiteralBit32(raw);
        }
    }
    for index in spec_ops {
        let Some(it) = insts.get_mut(index) else { continue };
        let at = it.offset;
        let count = (words[at] >> 16) as usize;
        let op_word = words.get(at + 3).copied().unwrap_or(0);
        let op = rspirv::grammar::CoreInstructionTable::lookup_opcode(op_word as u16)
            .map(|g| g.opcode)
            .ok_or(Error::InvalidInstruction { offset: at, opcode: spirv::Op::SpecConstantOp as u32, reason: "unknown opcode in OpSpecConstantOp" })?;
        let mut operands = vec![dr::Operand::LiteralSpecConstantOpInteger(op)];
        // Operands after the opcode: ids, except the literal indices of the composite/shuffle forms.
        let literal_tail = matches!(op, spirv::Op::CompositeExtract | spirv::Op::CompositeInsert | spirv::Op::VectorShuffle);
        let id_count = match op {
            spirv::Op::CompositeExtract => 1,
            spirv::Op::CompositeInsert | spirv::Op::VectorShuffle => 2,
            _ => usize::MAX,
        };
        for (k, &w) in words[at + 4..at + count].iter().enumerate() {
            operands.push(if literal_tail && k >= id_count { dr::Operand::LiteralBit32(w) } else { dr::Operand::IdRef(w) });
        }
        it.inst = dr::Instruction::new(spirv::Op::SpecConstantOp, it.inst.result_type, it.inst.result_id, operands);
    }
    for i in &insts {
        let op = i.inst.class.opcode;
        let too_big = |id: u32| id == 0 || id >= bound;
        if i.inst.result_id.is_some_and(too_big) || i.inst.result_type.is_some_and(too_big) {
            return Err(Error::InvalidId { offset: i.offset, opcode: op, id: i.inst.result_id.unwrap_or(0) });
        }
        // Extended-instruction operands are all decoded as ids; the literal ones are
        // only known from the set's grammar, so their ids are checked where they are used.
        let checked = if op == spirv::Op::ExtInst { &i.inst.operands[..i.inst.operands.len().min(1)] } else { &i.inst.operands[..] };
        for o in checked {
            if let dr::Operand::IdRef(id) | dr::Operand::IdScope(id) | dr::Operand::IdMemorySemantics(id) = o {
                if too_big(*id) {
                    return Err(Error::InvalidId { offset: i.offset, opcode: op, id: *id });
                }
            }
        }
    }
    Ok(Parsed { version: (major, minor), bound, generator: words[2], insts })
}
