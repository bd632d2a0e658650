//! Reading a SPIR-V binary: header, word offsets and grammar-driven operand
//! decoding into rspirv's instructions, with every failure located by word offset.
//!
//! Two decoders give the same instructions: a fast one (below, [`fast`]) that walks
//! rspirv's grammar tables itself, allocates each instruction's operands once with
//! their exact length and looks opcodes up in a table, and rspirv's own parser. The
//! fast one declines (returns `None`) on anything unusual — any malformed
//! instruction, and the few operand kinds it leaves to rspirv — and then rspirv's
//! parser decodes the whole module as before, so errors and their wording are
//! rspirv's in every case. One addition: the fast one also decodes constants of
//! integer widths other than 8/16/32/64 (SPV_INTEL_arbitrary_precision_integers),
//! which rspirv refuses.
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
        return Err(Error::InvalidHeader {
            reason: "a SPIR-V module is a whole number of words, at least the 5 header words",
        });
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
    let Some((major, minor)) = super::supported_version(words[1]) else {
        return Err(Error::InvalidHeader { reason: "unsupported version (expected 1.0 .. 1.6)" });
    };
    let bound = words[3];
    let offsets = instruction_offsets(words)?;
    let insts = match fast::decode(words, &offsets, bound) {
        Some(insts) => insts,
        None => parse_rspirv(words, &offsets, bound)?,
    };
    let insts = merge_continued(insts)?;
    Ok(Parsed { version: (major, minor), bound, generator: words[2], insts })
}

/// The instruction an `Op...ContinuedINTEL` continues (SPV_INTEL_long_composites, also
/// named SPV_INTEL_long_constant_composite): its operands go on the end of that one's.
fn continued_head(op: spirv::Op) -> Option<spirv::Op> {
    use spirv::Op as O;
    Some(match op {
        O::TypeStructContinuedINTEL => O::TypeStruct,
        O::ConstantCompositeContinuedINTEL => O::ConstantComposite,
        O::SpecConstantCompositeContinuedINTEL => O::SpecConstantComposite,
        O::CompositeConstructContinuedINTEL => O::CompositeConstruct,
        _ => return None,
    })
}

/// Joins every `Op...ContinuedINTEL` to the instruction before it, so that the rest of
/// the reader sees one `OpTypeStruct` / `OpConstantComposite` / `OpSpecConstantComposite`
/// / `OpCompositeConstruct` with all its operands (SPV_INTEL_long_composites: the
/// continuations immediately follow the instruction they continue).
///
/// Errors: [`Error::InvalidInstruction`] for a continuation not preceded by its head.
fn merge_continued(insts: Vec<Inst>) -> Result<Vec<Inst>> {
    if !insts.iter().any(|i| continued_head(i.inst.class.opcode).is_some()) {
        return Ok(insts);
    }
    let mut out: Vec<Inst> = Vec::with_capacity(insts.len());
    for it in insts {
        let Some(head) = continued_head(it.inst.class.opcode) else {
            out.push(it);
            continue;
        };
        match out.last_mut() {
            Some(prev) if prev.inst.class.opcode == head => prev.inst.operands.extend(it.inst.operands),
            _ => {
                return Err(Error::InvalidInstruction {
                    offset: it.offset,
                    opcode: it.inst.class.opcode as u32,
                    reason: "a continued-composite instruction that does not follow the instruction it continues",
                })
            }
        }
    }
    Ok(out)
}

/// Every instruction's word offset (after the header), with truncation errors located exactly.
fn instruction_offsets(words: &[u32]) -> Result<Vec<usize>> {
    let mut offsets = Vec::new();
    let mut at = 5usize;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        let opcode = words[at] & 0xffff;
        if count == 0 {
            return Err(Error::InvalidInstruction { offset: at, opcode, reason: "word count is zero" });
        }
        if at + count > words.len() {
            return Err(Error::InvalidInstruction {
                offset: at,
                opcode,
                reason: "instruction runs past the end of the module",
            });
        }
        offsets.push(at);
        at += count;
    }
    Ok(offsets)
}

/// rspirv's parser over the whole module (the reference for [`fast::decode`], and the
/// decoder whose errors are reported).
fn parse_rspirv(words: &[u32], offsets: &[usize], bound: u32) -> Result<Vec<Inst>> {
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
        if words[at] & 0xffff == spirv::Op::Source as u32
            && count >= 2
            && spirv::SourceLanguage::from_u32(words[at + 1]).is_none()
        {
            let w = patched.get_or_insert_with(|| words.to_vec());
            raw_sources.push((index, w[at + 1]));
            w[at + 1] = spirv::SourceLanguage::Unknown as u32;
        }
    }
    let stream = patched.as_deref().unwrap_or(words);
    let mut collector = Collector { offsets, insts: Vec::with_capacity(offsets.len()) };
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
        let op = crate::grammar::core_instruction(op_word).map(|g| g.opcode).ok_or(Error::InvalidInstruction {
            offset: at,
            opcode: spirv::Op::SpecConstantOp as u32,
            reason: "unknown opcode in OpSpecConstantOp",
        })?;
        let mut operands = vec![dr::Operand::LiteralSpecConstantOpInteger(op)];
        // Operands after the opcode: ids, except the literal indices of the composite/shuffle forms.
        let literal_tail =
            matches!(op, spirv::Op::CompositeExtract | spirv::Op::CompositeInsert | spirv::Op::VectorShuffle);
        let id_count = match op {
            spirv::Op::CompositeExtract => 1,
            spirv::Op::CompositeInsert | spirv::Op::VectorShuffle => 2,
            _ => usize::MAX,
        };
        for (k, &w) in words[at + 4..at + count].iter().enumerate() {
            operands.push(if literal_tail && k >= id_count {
                dr::Operand::LiteralBit32(w)
            } else {
                dr::Operand::IdRef(w)
            });
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
        let checked = if op == spirv::Op::ExtInst {
            &i.inst.operands[..i.inst.operands.len().min(1)]
        } else {
            &i.inst.operands[..]
        };
        for o in checked {
            if let dr::Operand::IdRef(id) | dr::Operand::IdScope(id) | dr::Operand::IdMemorySemantics(id) = o {
                if too_big(*id) {
                    return Err(Error::InvalidId { offset: i.offset, opcode: op, id: *id });
                }
            }
        }
    }
    Ok(insts)
}

/// The fast decoder: the same instructions as rspirv's parser for every module it
/// accepts, or `None` (then rspirv's parser runs and reports any error).
mod fast {
    use super::Inst;
    use rspirv::binary::{Consumer, ParseAction};
    use rspirv::dr;
    use rspirv::dr::Operand as O;
    use rspirv::grammar::{OperandKind as K, OperandQuantifier as Q};
    use spirv::{Op, Word};

    use crate::grammar::Class;

    /// Why an instruction was not decoded here.
    enum Miss {
        /// An operand kind left to rspirv: decode this one instruction with rspirv's parser.
        Delegate,
        /// Anything malformed: give up and let rspirv's parser decode the whole module.
        Fail,
    }

    /// rspirv's `TypeTracker`: the scalar type of type ids and of values of scalar type,
    /// which decides the width of `OpConstant`/`OpSpecConstant`/`OpSwitch` literals.
    #[derive(Clone, Copy)]
    enum Tracked {
        Int(u32),
        Float(u32),
    }

    /// The words of one instruction being decoded (rspirv's `Decoder` with its limit).
    struct Cursor<'w> {
        words: &'w [u32],
        pos: usize,
        end: usize,
    }

    impl Cursor<'_> {
        fn word(&mut self) -> Result<u32, Miss> {
            if self.pos >= self.end {
                return Err(Miss::Fail);
            }
            let w = self.words.get(self.pos).copied().ok_or(Miss::Fail)?;
            self.pos += 1;
            Ok(w)
        }

        /// A NUL-terminated UTF-8 literal string within the instruction.
        fn string(&mut self) -> Result<String, Miss> {
            let words = self.words.get(self.pos..self.end).ok_or(Miss::Fail)?;
            let mut len = None;
            for (k, w) in words.iter().enumerate() {
                if let Some(z) = w.to_ne_bytes().iter().position(|&b| b == 0) {
                    len = Some((k, k * 4 + z));
                    break;
                }
            }
            let (last, len) = len.ok_or(Miss::Fail)?;
            let mut bytes = Vec::with_capacity(len);
            for w in &words[..=last] {
                bytes.extend_from_slice(&w.to_ne_bytes());
            }
            bytes.truncate(len);
            let s = String::from_utf8(bytes).map_err(|_| Miss::Fail)?;
            self.pos += last + 1;
            Ok(s)
        }
    }

    macro_rules! simple_kinds {
        (enums: [$($e:ident),* $(,)?], flags: [$($f:ident),* $(,)?]) => {
            /// Enumerant and bit-mask operands without parameters; `None` for other kinds.
            fn simple(kind: K, cur: &mut Cursor) -> Result<Option<O>, Miss> {
                Ok(Some(match kind {
                    $(K::$e => O::$e(spirv::$e::from_u32(cur.word()?).ok_or(Miss::Fail)?),)*
                    $(K::$f => O::$f(spirv::$f::from_bits(cur.word()?).ok_or(Miss::Fail)?),)*
                    _ => return Ok(None),
                }))
            }
        };
    }

    simple_kinds! {
        enums: [
            SourceLanguage, ExecutionModel, AddressingModel, MemoryModel, StorageClass, Dim,
            SamplerAddressingMode, SamplerFilterMode, ImageFormat, ImageChannelOrder,
            ImageChannelDataType, FPRoundingMode, FPDenormMode, QuantizationModes,
            FPOperationMode, OverflowModes, LinkageType, AccessQualifier, HostAccessQualifier,
            FunctionParameterAttribute, BuiltIn, Scope, GroupOperation, KernelEnqueueFlags,
            Capability, RayQueryIntersection, RayQueryCommittedIntersectionType,
            RayQueryCandidateIntersectionType, PackedVectorFormat, CooperativeMatrixLayout,
            CooperativeMatrixUse, InitializationModeQualifier, LoadCacheControl, StoreCacheControl,
        ],
        flags: [
            FPFastMathMode, SelectionControl, FunctionControl, MemorySemantics,
            KernelProfilingInfo, RayFlags, FragmentShadingRate, CooperativeMatrixOperands,
        ]
    }

    /// One logical operand of `kind` (rspirv's `parse_operand`); the kinds with
    /// parameters other than memory access and the common decorations are delegated.
    fn operand(kind: K, cur: &mut Cursor, ops: &mut Vec<O>) -> Result<(), Miss> {
        match kind {
            K::IdRef => ops.push(O::IdRef(cur.word()?)),
            K::IdScope => ops.push(O::IdScope(cur.word()?)),
            K::IdMemorySemantics => ops.push(O::IdMemorySemantics(cur.word()?)),
            K::LiteralInteger | K::LiteralFloat => ops.push(O::LiteralBit32(cur.word()?)),
            K::LiteralExtInstInteger => ops.push(O::LiteralExtInstInteger(cur.word()?)),
            K::LiteralString => ops.push(O::LiteralString(cur.string()?)),
            K::PairIdRefLiteralInteger => {
                ops.push(O::IdRef(cur.word()?));
                ops.push(O::LiteralBit32(cur.word()?));
            }
            K::PairIdRefIdRef => {
                ops.push(O::IdRef(cur.word()?));
                ops.push(O::IdRef(cur.word()?));
            }
            K::MemoryAccess => {
                use spirv::MemoryAccess as M;
                let m = M::from_bits(cur.word()?).ok_or(Miss::Fail)?;
                ops.push(O::MemoryAccess(m));
                if m.contains(M::ALIGNED) {
                    ops.push(O::LiteralBit32(cur.word()?));
                }
                if m.contains(M::MAKE_POINTER_AVAILABLE) {
                    ops.push(O::IdScope(cur.word()?));
                }
                if m.contains(M::MAKE_POINTER_VISIBLE) {
                    ops.push(O::IdScope(cur.word()?));
                }
                if m.contains(M::ALIAS_SCOPE_INTEL_MASK) {
                    ops.push(O::IdRef(cur.word()?));
                }
                if m.contains(M::NO_ALIAS_INTEL_MASK) {
                    ops.push(O::IdRef(cur.word()?));
                }
            }
            K::Decoration => {
                use spirv::Decoration as D;
                let d = D::from_u32(cur.word()?).ok_or(Miss::Fail)?;
                // rspirv's parse_decoration_arguments for the decorations OpenCL modules use;
                // the rest are delegated.
                match d {
                    D::RelaxedPrecision
                    | D::Restrict
                    | D::Aliased
                    | D::Volatile
                    | D::Constant
                    | D::Coherent
                    | D::NonWritable
                    | D::NonReadable
                    | D::SaturatedConversion
                    | D::NoContraction
                    | D::NoSignedWrap
                    | D::NoUnsignedWrap
                    | D::Invariant
                    | D::Flat
                    | D::Uniform => ops.push(O::Decoration(d)),
                    D::SpecId | D::ArrayStride | D::MatrixStride | D::Offset | D::Alignment | D::MaxByteOffset => {
                        ops.push(O::Decoration(d));
                        ops.push(O::LiteralBit32(cur.word()?));
                    }
                    D::BuiltIn => {
                        ops.push(O::Decoration(d));
                        ops.push(O::BuiltIn(spirv::BuiltIn::from_u32(cur.word()?).ok_or(Miss::Fail)?));
                    }
                    D::FuncParamAttr => {
                        ops.push(O::Decoration(d));
                        ops.push(O::FunctionParameterAttribute(
                            spirv::FunctionParameterAttribute::from_u32(cur.word()?).ok_or(Miss::Fail)?,
                        ));
                    }
                    D::FPRoundingMode => {
                        ops.push(O::Decoration(d));
                        ops.push(O::FPRoundingMode(spirv::FPRoundingMode::from_u32(cur.word()?).ok_or(Miss::Fail)?));
                    }
                    D::FPFastMathMode => {
                        ops.push(O::Decoration(d));
                        ops.push(O::FPFastMathMode(spirv::FPFastMathMode::from_bits(cur.word()?).ok_or(Miss::Fail)?));
                    }
                    D::LinkageAttributes => {
                        ops.push(O::Decoration(d));
                        ops.push(O::LiteralString(cur.string()?));
                        ops.push(O::LinkageType(spirv::LinkageType::from_u32(cur.word()?).ok_or(Miss::Fail)?));
                    }
                    D::AlignmentId | D::MaxByteOffsetId => {
                        ops.push(O::Decoration(d));
                        ops.push(O::IdRef(cur.word()?));
                    }
                    D::UserSemantic => {
                        ops.push(O::Decoration(d));
                        ops.push(O::LiteralString(cur.string()?));
                    }
                    _ => return Err(Miss::Delegate),
                }
            }
            K::ImageOperands | K::LoopControl | K::ExecutionMode => return Err(Miss::Delegate),
            kind => match simple(kind, cur)? {
                Some(o) => ops.push(o),
                None => return Err(Miss::Delegate),
            },
        }
        Ok(())
    }

    /// rspirv's parser on one instruction alone (for the delegated operand kinds, none
    /// of which depends on earlier instructions).
    fn delegated(words: &[u32]) -> Option<dr::Instruction> {
        struct One(Option<dr::Instruction>);
        impl Consumer for One {
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
                self.0 = Some(inst);
                ParseAction::Continue
            }
        }
        let mut stream = Vec::with_capacity(5 + words.len());
        stream.extend_from_slice(&[spirv::MAGIC_NUMBER, 0x0001_0000, 0, 0x003f_ffff, 0]);
        stream.extend_from_slice(words);
        let mut one = One(None);
        rspirv::binary::parse_words(&stream, &mut one).ok()?;
        one.0
    }

    struct Decoder<'w> {
        words: &'w [u32],
        classes: &'static [Option<Class>],
        tracked: rustc_hash::FxHashMap<Word, Tracked>,
        ops: Vec<O>,
    }

    impl Decoder<'_> {
        /// A literal of the scalar type tracked for `ty` (rspirv's `parse_literal`, and for
        /// integers of other widths, SPV_INTEL_arbitrary_precision_integers, which rspirv
        /// refuses: one word up to 32 bits, two up to 64, as spec 2.2.1 "Literal" lays out).
        fn literal(&mut self, ty: Word, cur: &mut Cursor) -> Result<(), Miss> {
            let wide = match self.tracked.get(&ty) {
                None | Some(Tracked::Int(1..=32) | Tracked::Float(16 | 32)) => false,
                Some(Tracked::Int(33..=64) | Tracked::Float(64)) => true,
                Some(_) => return Err(Miss::Fail),
            };
            if wide {
                let low = u64::from(cur.word()?);
                let high = u64::from(cur.word()?);
                self.ops.push(O::LiteralBit64((high << 32) | low));
            } else {
                self.ops.push(O::LiteralBit32(cur.word()?));
            }
            Ok(())
        }

        /// The instruction at word `at`.
        fn instruction(&mut self, at: usize) -> Result<dr::Instruction, Miss> {
            let first = self.words.get(at).copied().ok_or(Miss::Fail)?;
            let count = (first >> 16) as usize;
            let class = self.classes.get((first & 0xffff) as usize).copied().flatten().ok_or(Miss::Fail)?;
            let mut cur = Cursor { words: self.words, pos: at + 1, end: at + count };
            self.ops.clear();
            if class.opcode == Op::SpecConstantOp {
                return self.spec_constant_op(class, &mut cur);
            }
            let (mut rtype, mut rid) = (None, None);
            let mut index = 0;
            while let Some(lo) = class.operands.get(index) {
                if cur.pos >= cur.end {
                    match lo.quantifier {
                        Q::One => return Err(Miss::Fail),
                        Q::ZeroOrOne | Q::ZeroOrMore => break,
                    }
                }
                match lo.kind {
                    K::IdResultType => rtype = Some(cur.word()?),
                    K::IdResult => rid = Some(cur.word()?),
                    K::LiteralContextDependentNumber => {
                        if !matches!(class.opcode, Op::Constant | Op::SpecConstant) {
                            return Err(Miss::Fail);
                        }
                        self.literal(rtype.ok_or(Miss::Fail)?, &mut cur)?;
                    }
                    K::PairLiteralIntegerIdRef => {
                        let Some(&O::IdRef(selector)) = self.ops.first() else { return Err(Miss::Fail) };
                        if class.opcode != Op::Switch {
                            return Err(Miss::Fail);
                        }
                        self.literal(selector, &mut cur)?;
                        self.ops.push(O::IdRef(cur.word()?));
                    }
                    K::LiteralSpecConstantOpInteger => return Err(Miss::Fail),
                    // Source languages newer than rspirv's grammar stay raw numbers.
                    K::SourceLanguage if class.opcode == Op::Source => {
                        let w = cur.word()?;
                        self.ops.push(spirv::SourceLanguage::from_u32(w).map_or(O::LiteralBit32(w), O::SourceLanguage));
                    }
                    kind => operand(kind, &mut cur, &mut self.ops)?,
                }
                if !matches!(lo.quantifier, Q::ZeroOrMore) {
                    index += 1;
                }
            }
            if cur.pos != cur.end {
                return Err(Miss::Fail);
            }
            Ok(dr::Instruction { class, result_type: rtype, result_id: rid, operands: self.ops.drain(..).collect() })
        }

        /// `OpSpecConstantOp` as the rspirv path of `parse` decodes it: ids, except the
        /// literal indices of the composite and shuffle forms.
        fn spec_constant_op(&mut self, class: Class, cur: &mut Cursor) -> Result<dr::Instruction, Miss> {
            if cur.end < cur.pos + 3 {
                return Err(Miss::Fail);
            }
            let rtype = cur.word()?;
            let rid = cur.word()?;
            let op_word = cur.word()?;
            let op = self.classes.get(op_word as u16 as usize).copied().flatten().ok_or(Miss::Fail)?.opcode;
            self.ops.push(O::LiteralSpecConstantOpInteger(op));
            let literal_tail = matches!(op, Op::CompositeExtract | Op::CompositeInsert | Op::VectorShuffle);
            let id_count = match op {
                Op::CompositeExtract => 1,
                Op::CompositeInsert | Op::VectorShuffle => 2,
                _ => usize::MAX,
            };
            let mut k = 0;
            while cur.pos < cur.end {
                let w = cur.word()?;
                self.ops.push(if literal_tail && k >= id_count { O::LiteralBit32(w) } else { O::IdRef(w) });
                k += 1;
            }
            Ok(dr::Instruction {
                class,
                result_type: Some(rtype),
                result_id: Some(rid),
                operands: self.ops.drain(..).collect(),
            })
        }

        /// rspirv's `TypeTracker::track`.
        fn track(&mut self, inst: &dr::Instruction) {
            let Some(rid) = inst.result_id else { return };
            let op = inst.class.opcode;
            if op.is_type() {
                let t = match (op, inst.operands.first(), inst.operands.get(1)) {
                    (Op::TypeInt, Some(&O::LiteralBit32(bits)), Some(O::LiteralBit32(_))) => Tracked::Int(bits),
                    (Op::TypeFloat, Some(&O::LiteralBit32(bits)), _) => Tracked::Float(bits),
                    _ => return,
                };
                self.tracked.insert(rid, t);
            } else if let Some(t) = inst.result_type.and_then(|t| self.tracked.get(&t).copied()) {
                self.tracked.insert(rid, t);
            }
        }
    }

    /// Decodes the instructions at `offsets` (validated word counts), or `None` if
    /// anything is malformed (including ids at or above `bound`).
    pub(super) fn decode(words: &[u32], offsets: &[usize], bound: u32) -> Option<Vec<Inst>> {
        let mut d = Decoder {
            words,
            classes: crate::grammar::core_instructions(),
            tracked: rustc_hash::FxHashMap::default(),
            ops: Vec::new(),
        };
        let mut insts = Vec::with_capacity(offsets.len());
        for &at in offsets {
            let inst = match d.instruction(at) {
                Ok(inst) => inst,
                Err(Miss::Delegate) => {
                    let count = (words.get(at)? >> 16) as usize;
                    delegated(words.get(at..at + count)?)?
                }
                Err(Miss::Fail) => return None,
            };
            d.track(&inst);
            let too_big = |id: u32| id == 0 || id >= bound;
            if inst.result_id.is_some_and(too_big) || inst.result_type.is_some_and(too_big) {
                return None;
            }
            // Extended-instruction operands past the set are checked where they are used (as in `parse`).
            let checked = if inst.class.opcode == Op::ExtInst {
                &inst.operands[..inst.operands.len().min(1)]
            } else {
                &inst.operands[..]
            };
            if checked
                .iter()
                .any(|o| matches!(o, O::IdRef(id) | O::IdScope(id) | O::IdMemorySemantics(id) if too_big(*id)))
            {
                return None;
            }
            insts.push(Inst { inst, offset: at });
        }
        Some(insts)
    }
}

#[cfg(test)]
mod tests {
    use super::{fast, instruction_offsets, parse, parse_rspirv, words_from_bytes};

    /// The fast decoder gives rspirv's instructions whenever it accepts a module;
    /// returns whether it accepted.
    fn same_as_rspirv(words: &[u32]) -> bool {
        let Ok(offsets) = instruction_offsets(words) else { return false };
        let bound = words[3];
        let Some(fast) = fast::decode(words, &offsets, bound) else { return false };
        let slow = match parse_rspirv(words, &offsets, bound) {
            Ok(slow) => slow,
            Err(e) => unreachable!("the fast decoder accepted a module rspirv rejects: {e}"),
        };
        assert_eq!(fast.len(), slow.len());
        for (f, s) in fast.iter().zip(&slow) {
            assert_eq!((f.offset, &f.inst), (s.offset, &s.inst));
        }
        true
    }

    fn op(opcode: spirv::Op, operands: &[u32]) -> Vec<u32> {
        let mut w = vec![((operands.len() as u32 + 1) << 16) | opcode as u32];
        w.extend_from_slice(operands);
        w
    }

    fn string(s: &str) -> Vec<u32> {
        let mut bytes = s.as_bytes().to_vec();
        bytes.resize(s.len() / 4 * 4 + 4, 0);
        bytes.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
    }

    fn module(insts: &[Vec<u32>]) -> Vec<u32> {
        let mut w = vec![spirv::MAGIC_NUMBER, 0x0001_0000, 0, 100, 0];
        for i in insts {
            w.extend_from_slice(i);
        }
        w
    }

    #[test]
    fn fast_decoder_matches_rspirv_on_every_operand_shape() {
        use spirv::Op as O;
        let named = |opcode, id: u32, s: &str| op(opcode, &[&[id][..], &string(s)].concat());
        let insts = vec![
            op(O::Capability, &[6]),
            op(O::Extension, &string("SPV_KHR_no_integer_wrap_decoration")),
            op(O::ExtInstImport, &[&[40][..], &string("OpenCL.std")].concat()),
            op(O::MemoryModel, &[2, 2]),
            op(O::EntryPoint, &[&[6, 12][..], &string("k"), &[30]].concat()),
            op(O::ExecutionMode, &[12, 17, 1, 1, 1]),
            op(O::Source, &[3, 200000]),
            op(O::Source, &[99, 100]),
            named(O::Name, 2, "a name"),
            named(O::String, 41, ""),
            op(O::Decorate, &[6, 1, 3]),
            op(O::Decorate, &[&[2, 41][..], &string("abc"), &[0]].concat()),
            op(O::Decorate, &[2, 21]),
            op(O::Decorate, &[30, 11, 28]),
            op(O::Decorate, &[2, 5599, 3]),
            op(O::Decorate, &[2, 5921, 1]),
            op(O::MemberDecorate, &[20, 0, 35, 4]),
            op(O::TypeInt, &[1, 64, 0]),
            op(O::Constant, &[1, 2, 0xdead_beef, 0x1234]),
            op(O::TypeFloat, &[3, 16]),
            op(O::Constant, &[3, 4, 0x3c00]),
            op(O::TypeInt, &[5, 32, 0]),
            op(O::SpecConstant, &[5, 6, 7]),
            op(O::SpecConstantOp, &[5, 7, O::IAdd as u32, 6, 6]),
            op(O::SpecConstantOp, &[5, 8, O::CompositeExtract as u32, 9, 0, 1]),
            op(O::SpecConstantOp, &[5, 9, O::VectorShuffle as u32, 9, 9, 0, 1, 0xffff_ffff]),
            op(O::TypeVoid, &[10]),
            op(O::TypeFunction, &[11, 10]),
            op(O::TypePointer, &[15, 5, 5]),
            op(O::Variable, &[15, 30, 5]),
            op(O::Function, &[10, 12, 0, 11]),
            op(O::Label, &[13]),
            op(O::Load, &[5, 14, 30, 2, 4]),
            op(O::Load, &[5, 16, 30]),
            op(O::Store, &[30, 16, 3, 4]),
            op(O::ExtInst, &[5, 17, 40, 165, 16, 99]),
            op(O::AtomicIAdd, &[5, 18, 30, 6, 6, 16]),
            op(O::ControlBarrier, &[6, 6, 6]),
            op(O::LoopMerge, &[13, 13, 8, 4]),
            op(O::SelectionMerge, &[13, 0]),
            op(O::Switch, &[2, 13, 5, 0, 13, 6, 7, 13]),
            op(O::Switch, &[16, 13, 5, 13, 6, 13]),
            op(O::Phi, &[5, 19, 16, 13, 6, 13]),
            op(O::ImageSampleExplicitLod, &[5, 21, 16, 16, 2, 6]),
            op(O::Return, &[]),
            op(O::FunctionEnd, &[]),
        ];
        assert!(same_as_rspirv(&module(&insts)));
        // Malformed instructions: the fast decoder declines (rspirv reports them) or agrees.
        let bad = [
            op(O::Name, &[2, 0x6161_6161]),
            op(O::Decorate, &[2, 0x7fff_0000]),
            op(O::MemoryModel, &[2, 2, 2]),
            op(O::TypeInt, &[5]),
            op(O::Load, &[5, 14, 30, 2]),
            op(O::Constant, &[1, 2, 5]),
            op(O::Name, &[2, 0x0000_80ff]),
            op(O::Load, &[5, 101, 30]),
            op(O::SpecConstantOp, &[5, 9, 0xfff0, 9]),
            vec![(1 << 16) | 0xfff0],
        ];
        for b in bad {
            let words = module(&[op(O::TypeInt, &[1, 64, 0]), b.clone()]);
            assert!(!same_as_rspirv(&words), "accepted {b:x?}");
        }
    }

    #[test]
    fn fast_decoder_matches_rspirv_on_test_modules() {
        let mut dirs = vec![std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../spirv-text/tests/data"))];
        // More modules to compare, e.g. a directory of `.spv` files the forward
        // translation wrote from the conformance inputs.
        if let Some(dir) = std::env::var_os("LLVM_SPIRV_PARSE_CROSSCHECK_DIR") {
            dirs.push(dir.into());
        }
        let (mut seen, mut accepted) = (0, 0);
        for dir in dirs {
            let Ok(entries) = std::fs::read_dir(&dir) else { continue };
            for e in entries.flatten() {
                if e.path().extension().is_some_and(|x| x == "spv") {
                    let Ok(bytes) = std::fs::read(e.path()) else { continue };
                    let Ok(words) = words_from_bytes(&bytes) else { continue };
                    seen += 1;
                    accepted += usize::from(same_as_rspirv(&words));
                }
            }
        }
        eprintln!("{accepted} of {seen} modules decoded by the fast decoder");
        assert!(seen == 0 || accepted > 0);
    }

    #[test]
    fn continued_composites_join_the_instruction_they_continue() {
        use spirv::Op as O;
        let words = module(&[
            op(O::Capability, &[6]),
            op(O::Capability, &[6089]),
            op(O::MemoryModel, &[2, 2]),
            op(O::TypeInt, &[1, 32, 0]),
            op(O::Constant, &[1, 2, 7]),
            op(O::TypeStruct, &[3, 1]),
            op(O::TypeStructContinuedINTEL, &[1, 1]),
            op(O::TypeStructContinuedINTEL, &[1]),
            op(O::ConstantComposite, &[3, 4, 2, 2]),
            op(O::ConstantCompositeContinuedINTEL, &[2, 2]),
        ]);
        let ops: Vec<_> = match parse(&words) {
            Ok(parsed) => parsed.insts.iter().map(|i| (i.inst.class.opcode, i.inst.operands.len())).collect(),
            Err(e) => unreachable!("{e}"),
        };
        assert_eq!(
            ops,
            [
                (O::Capability, 1),
                (O::Capability, 1),
                (O::MemoryModel, 2),
                (O::TypeInt, 2),
                (O::Constant, 1),
                (O::TypeStruct, 4),
                (O::ConstantComposite, 4)
            ]
        );
        // A continuation after another instruction is refused with its offset.
        let orphan = module(&[
            op(O::Capability, &[6]),
            op(O::MemoryModel, &[2, 2]),
            op(O::TypeInt, &[1, 32, 0]),
            op(O::TypeStructContinuedINTEL, &[1]),
        ]);
        assert!(matches!(parse(&orphan), Err(super::Error::InvalidInstruction { offset: 14, .. })));
    }
}
