//! Reading a SPIR-V binary for the reverse translation: the workspace's one decoder
//! (`llvm_spirv_binary`: header, instruction stream with word offsets, operands typed
//! by the grammar) with its errors mapped into this direction's [`Error`], then the
//! `Op...ContinuedINTEL` continuations joined to the instruction they continue.
//!
//! Source: SPIR-V 1.6 spec 2.3 "Physical Layout of a SPIR-V Module and
//! Instruction" (header words, word count in the high 16 bits of word 0).

use super::error::{Error, Result};
use llvm_spirv_binary as binary;

/// One instruction with the word offset it starts at.
pub(super) type Inst = binary::Decoded;

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
///
/// Errors: [`Error::InvalidHeader`] for a length that is not a whole number of words
/// of at least the five header words, or a bad magic number.
pub fn words_from_bytes(bytes: &[u8]) -> Result<Vec<u32>> {
    binary::words_from_bytes(bytes).map_err(|e| match e {
        binary::Error::InvalidMagic { .. } => Error::InvalidHeader { reason: BAD_MAGIC },
        _ => Error::InvalidHeader { reason: "a SPIR-V module is a whole number of words, at least the 5 header words" },
    })
}

const BAD_MAGIC: &str = "bad magic number (expected 0x07230203)";

/// This direction's error for a decoder error, with its word offset.
fn decode_error(e: binary::Error) -> Error {
    use binary::Error as D;
    let at = |offset, opcode: u16, reason| Error::InvalidInstruction { offset, opcode: u32::from(opcode), reason };
    match e {
        D::InvalidWordCount { offset, opcode } => at(offset, opcode, "word count is zero"),
        D::InvalidTruncated { offset, opcode, .. } => at(offset, opcode, "instruction runs past the end of the module"),
        D::InvalidOperands { offset, opcode, problem } => at(offset, opcode, problem.describe()),
        D::InvalidString { offset, opcode } | D::InvalidStringPadding { offset, opcode } => {
            at(offset, opcode, "operand does not decode (bad enumerant or string)")
        }
        D::InvalidId { offset, opcode, id } => match spirv::Op::from_u32(u32::from(opcode)) {
            Some(opcode) => Error::InvalidId { offset, opcode, id },
            None => at(offset, opcode, "unknown opcode"),
        },
        D::InvalidMagic { .. } => Error::InvalidHeader { reason: BAD_MAGIC },
        _ => Error::InvalidHeader { reason: "a SPIR-V module is a whole number of words, at least the 5 header words" },
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
        return Err(Error::InvalidHeader { reason: BAD_MAGIC });
    }
    let Some((major, minor)) = super::supported_version(words[1]) else {
        return Err(Error::InvalidHeader { reason: "unsupported version (expected 1.0 .. 1.6)" });
    };
    let module = binary::decode(words).map_err(decode_error)?;
    let insts = merge_continued(module.instructions)?;
    Ok(Parsed { version: (major, minor), bound: module.header.bound, generator: module.header.generator, insts })
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

#[cfg(test)]
mod tests {
    use super::parse;

    fn op(opcode: spirv::Op, operands: &[u32]) -> Vec<u32> {
        let mut w = vec![((operands.len() as u32 + 1) << 16) | opcode as u32];
        w.extend_from_slice(operands);
        w
    }

    fn module(insts: &[Vec<u32>]) -> Vec<u32> {
        let mut w = vec![spirv::MAGIC_NUMBER, 0x0001_0000, 0, 100, 0];
        for i in insts {
            w.extend_from_slice(i);
        }
        w
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
