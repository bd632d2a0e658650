//! Grammar-driven walk over one instruction's operands.
//!
//! The same walk serves the binary decoder (operands come from words) and the
//! text reader (operands come from tokens): a [`Source`] supplies values and
//! reports how many operand words are left, so both sides take identical
//! decisions about optional and repeated operands. Operand shapes come from
//! `rspirv`'s grammar tables, including the parameters of enumerants
//! (`dr::Operand::additional_operands`).

use rspirv::dr::Operand;
use rspirv::grammar::{LogicalOperand, OperandKind, OperandQuantifier};
use spirv::Op;

use crate::names::{NameKind, SetKind};
use crate::Error;

/// Which spelling rules the walk follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// The Khronos translator's text format: decoration literals are plain
    /// words except for the decorations the translator special-cases.
    Khronos,
    /// Full grammar decoding, for the human-oriented disassembler.
    Full,
}

/// Supplier of operand values. Methods are only called while
/// [`Source::remaining`] is non-zero.
pub(crate) trait Source {
    /// Operand words left in the instruction.
    fn remaining(&self) -> usize;
    /// An `<id>` operand.
    fn id(&mut self) -> Result<u32, Error>;
    /// A literal word (integer, ext-inst number, ...).
    fn word(&mut self) -> Result<u32, Error>;
    /// A value or bit enumerant printed as a number.
    fn enumerant(&mut self, kind: OperandKind) -> Result<u32, Error>;
    /// A value printed by name in the Khronos format.
    fn named(&mut self, kind: NameKind) -> Result<u32, Error>;
    /// A literal string; returns its bytes (without the terminating NUL).
    fn string(&mut self) -> Result<Vec<u8>, Error>;
    /// Marks the position of the translator's extra space (between the two
    /// strings of `MergeINTEL`).
    fn extra_space(&mut self) {}
    /// All remaining words, whose structure is not decoded further.
    fn rest(&mut self) -> Result<(), Error>;
}

/// Per-module facts the walk needs.
#[derive(Default, Debug)]
pub(crate) struct Context {
    /// Result id and name of each `OpExtInstImport`.
    pub(crate) imports: std::collections::HashMap<u32, Vec<u8>>,
}

impl Context {
    /// The kind of the extended instruction set imported as `id`.
    pub(crate) fn set_kind(&self, id: u32) -> Option<SetKind> {
        self.imports.get(&id).and_then(|n| crate::names::set_kind(n))
    }

    /// Whether `id` imports a `NonSemantic.Shader.DebugInfo` set.
    pub(crate) fn is_nonsemantic_debug(&self, id: u32) -> bool {
        self.imports.get(&id).is_some_and(|n| crate::names::is_nonsemantic_debug_set(n))
    }

    /// Records an `OpExtInstImport`.
    pub(crate) fn note_import(&mut self, opcode: u16, words: &[u32]) {
        if opcode == Op::ExtInstImport as u16 && words.len() >= 3 {
            if let Ok((name, _)) = crate::binary::decode_string(&words[2..], 0, opcode) {
                self.imports.insert(words[1], name);
            }
        }
    }
}

#[derive(PartialEq, Eq)]
enum Flow {
    Go,
    Stop,
}

/// Walks the operands of one instruction of opcode `op`.
pub(crate) fn walk<S: Source>(op: u16, mode: Mode, ctx: &Context, s: &mut S) -> Result<(), Error> {
    special_or_grammar(op, mode, ctx, s)?;
    if s.remaining() > 0 {
        s.rest()?;
    }
    Ok(())
}

fn special_or_grammar<S: Source>(op: u16, mode: Mode, ctx: &Context, s: &mut S) -> Result<Flow, Error> {
    const CAPABILITY: u16 = Op::Capability as u16;
    const DECORATE: u16 = Op::Decorate as u16;
    const DECORATE_ID: u16 = Op::DecorateId as u16;
    const DECORATE_STRING: u16 = Op::DecorateString as u16;
    const MEMBER_DECORATE: u16 = Op::MemberDecorate as u16;
    const MEMBER_DECORATE_STRING: u16 = Op::MemberDecorateString as u16;
    const EXT_INST: u16 = Op::ExtInst as u16;
    const SPEC_CONSTANT_ARCHITECTURE: u16 = Op::SpecConstantArchitectureINTEL as u16;
    const SPEC_CONSTANT_CAPABILITIES: u16 = Op::SpecConstantCapabilitiesINTEL as u16;
    match op {
        CAPABILITY => {
            if s.remaining() > 0 {
                s.named(NameKind::Capability)?;
            }
            Ok(Flow::Go)
        }
        DECORATE | DECORATE_ID | DECORATE_STRING => {
            if s.remaining() == 0 {
                return Ok(Flow::Stop);
            }
            s.id()?;
            if s.remaining() == 0 {
                return Ok(Flow::Stop);
            }
            let dec = s.named(NameKind::Decoration)?;
            let site = match op {
                DECORATE => DecSite::Decorate,
                DECORATE_ID => DecSite::DecorateId,
                _ => DecSite::DecorateString,
            };
            decoration_parameters(dec, site, mode, s)
        }
        MEMBER_DECORATE | MEMBER_DECORATE_STRING => {
            if s.remaining() == 0 {
                return Ok(Flow::Stop);
            }
            s.id()?;
            if s.remaining() == 0 {
                return Ok(Flow::Stop);
            }
            s.word()?;
            if s.remaining() == 0 {
                return Ok(Flow::Stop);
            }
            let dec = s.named(NameKind::Decoration)?;
            let site = if op == MEMBER_DECORATE { DecSite::MemberDecorate } else { DecSite::DecorateString };
            decoration_parameters(dec, site, mode, s)
        }
        EXT_INST => ext_inst(ctx, s),
        SPEC_CONSTANT_ARCHITECTURE => spec_constant_architecture(s),
        // The reference prints the capabilities as numbers: result type, result, then words.
        SPEC_CONSTANT_CAPABILITIES => {
            for _ in 0..2 {
                if s.remaining() == 0 {
                    break;
                }
                s.id()?;
            }
            Ok(Flow::Stop)
        }
        _ => match llvm_spirv_binary::grammar::core_instruction(u32::from(op)) {
            Some(inst) if !is_override_only(op) => operands(inst.operands, mode, s),
            _ => Ok(Flow::Stop),
        },
    }
}

/// Opcodes whose `rspirv` grammar entry describes another instruction
/// than the one the reference knows under that number (none at present; kept
/// as the single place to route such opcodes to plain-word printing).
fn is_override_only(_op: u16) -> bool {
    false
}

/// SPV_INTEL_function_variants' `OpSpecConstantArchitectureINTEL`: result type, result,
/// category, family, the comparison's opcode (printed by name without `Op`, as the
/// reference does), architecture.
fn spec_constant_architecture<S: Source>(s: &mut S) -> Result<Flow, Error> {
    for _ in 0..2 {
        if s.remaining() == 0 {
            return Ok(Flow::Stop);
        }
        s.id()?;
    }
    for _ in 0..2 {
        if s.remaining() == 0 {
            return Ok(Flow::Stop);
        }
        s.word()?;
    }
    if s.remaining() == 0 {
        return Ok(Flow::Stop);
    }
    s.named(NameKind::Opcode)?;
    Ok(Flow::Go)
}

/// `OpExtInst`: result type, result, set, extended opcode (printed by name
/// for the sets the translator knows, see `SPIRVExtInst::encode`), then
/// operands, all `<id>`s or literals printed as numbers.
fn ext_inst<S: Source>(ctx: &Context, s: &mut S) -> Result<Flow, Error> {
    for _ in 0..2 {
        if s.remaining() == 0 {
            return Ok(Flow::Stop);
        }
        s.id()?;
    }
    if s.remaining() == 0 {
        return Ok(Flow::Stop);
    }
    let set = s.id()?;
    if s.remaining() == 0 {
        return Ok(Flow::Stop);
    }
    match ctx.set_kind(set) {
        Some(kind) => s.named(NameKind::ExtOp(kind))?,
        None => s.word()?,
    };
    while s.remaining() > 0 {
        s.id()?;
    }
    Ok(Flow::Go)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum DecSite {
    Decorate,
    DecorateId,
    MemberDecorate,
    DecorateString,
}

const LINKAGE_ATTRIBUTES: u32 = 41;
const USER_SEMANTIC: u32 = 5635;
const MEMORY_INTEL: u32 = 5826;
const MERGE_INTEL: u32 = 5834;
const HOST_ACCESS_INTEL: u32 = 6188;
const INIT_MODE_INTEL: u32 = 6190;
const LEGACY_HOST_ACCESS_INTEL: u32 = 6147;
const LEGACY_INIT_MODE_INTEL: u32 = 6148;
const FUNC_PARAM_DESC_INTEL: u32 = 9625;

/// The literals of a decoration.
///
/// Khronos mode follows the reference's `SPIRVDecorate::encode` /
/// `SPIRVMemberDecorate::encode` (lib/SPIRV/libSPIRV/SPIRVDecorate.cpp): only
/// `LinkageAttributes` (string + linkage type name), `MemoryINTEL`,
/// `UserSemantic` and `FuncParamDescINTEL` (a string), `MergeINTEL` (two
/// strings separated by two spaces), `HostAccessINTEL` (qualifier name +
/// string) and `InitModeINTEL` (qualifier name) have symbolic literals; the
/// member form only the string ones; every other decoration's literals are
/// plain words. `OpDecorateString` follows the grammar.
fn decoration_parameters<S: Source>(dec: u32, site: DecSite, mode: Mode, s: &mut S) -> Result<Flow, Error> {
    let khronos_grammar = match site {
        DecSite::DecorateString => true,
        DecSite::DecorateId => false,
        DecSite::Decorate => matches!(
            dec,
            LINKAGE_ATTRIBUTES
                | USER_SEMANTIC
                | MEMORY_INTEL
                | MERGE_INTEL
                | HOST_ACCESS_INTEL
                | INIT_MODE_INTEL
                | LEGACY_HOST_ACCESS_INTEL
                | LEGACY_INIT_MODE_INTEL
                | FUNC_PARAM_DESC_INTEL
        ),
        DecSite::MemberDecorate => {
            matches!(dec, USER_SEMANTIC | MEMORY_INTEL | MERGE_INTEL | FUNC_PARAM_DESC_INTEL)
        }
    };
    if mode == Mode::Khronos && !khronos_grammar {
        return Ok(Flow::Stop);
    }
    match dec {
        LINKAGE_ATTRIBUTES => {
            if s.remaining() > 0 {
                s.string()?;
            }
            if s.remaining() > 0 {
                s.named(NameKind::LinkageType)?;
            }
            Ok(Flow::Go)
        }
        MERGE_INTEL => {
            if s.remaining() > 0 {
                s.string()?;
                s.extra_space();
            }
            if s.remaining() > 0 {
                s.string()?;
            }
            Ok(Flow::Go)
        }
        HOST_ACCESS_INTEL | LEGACY_HOST_ACCESS_INTEL => {
            if s.remaining() > 0 {
                s.named(NameKind::HostAccess)?;
            }
            if s.remaining() > 0 {
                s.string()?;
            }
            Ok(Flow::Go)
        }
        INIT_MODE_INTEL | LEGACY_INIT_MODE_INTEL => {
            if s.remaining() > 0 {
                s.named(NameKind::InitMode)?;
            }
            Ok(Flow::Go)
        }
        FUNC_PARAM_DESC_INTEL => {
            if s.remaining() > 0 {
                s.string()?;
            }
            Ok(Flow::Go)
        }
        // 6168 is HostAccessINTEL in the stale spirv 0.3 numbering only.
        6168 => Ok(Flow::Stop),
        _ => match spirv::Decoration::from_u32(dec) {
            Some(d) => operands(&Operand::Decoration(d).additional_operands(), mode, s),
            None => Ok(Flow::Stop),
        },
    }
}

/// Walks a list of logical operands.
fn operands<S: Source>(list: &[LogicalOperand], mode: Mode, s: &mut S) -> Result<Flow, Error> {
    for lo in list {
        match lo.quantifier {
            OperandQuantifier::One | OperandQuantifier::ZeroOrOne => {
                if s.remaining() == 0 {
                    return Ok(Flow::Stop);
                }
                if operand(lo.kind, mode, s)? == Flow::Stop {
                    return Ok(Flow::Stop);
                }
            }
            OperandQuantifier::ZeroOrMore => {
                while s.remaining() > 0 {
                    if operand(lo.kind, mode, s)? == Flow::Stop {
                        return Ok(Flow::Stop);
                    }
                }
            }
        }
    }
    Ok(Flow::Go)
}

/// Walks one logical operand (with the parameters of its enumerant).
fn operand<S: Source>(kind: OperandKind, mode: Mode, s: &mut S) -> Result<Flow, Error> {
    use OperandKind as K;
    match kind {
        K::IdResultType | K::IdResult | K::IdRef | K::IdMemorySemantics | K::IdScope => {
            s.id()?;
        }
        K::LiteralInteger | K::LiteralFloat | K::LiteralExtInstInteger | K::LiteralSpecConstantOpInteger => {
            s.word()?;
        }
        K::LiteralString => {
            s.string()?;
        }
        // The width of these depends on a type: the rest is plain words
        // (no string or named operand ever follows them).
        K::LiteralContextDependentNumber | K::PairLiteralIntegerIdRef => return Ok(Flow::Stop),
        K::PairIdRefLiteralInteger => {
            s.id()?;
            if s.remaining() > 0 {
                s.word()?;
            }
        }
        K::PairIdRefIdRef => {
            s.id()?;
            if s.remaining() > 0 {
                s.id()?;
            }
        }
        K::LinkageType if mode == Mode::Khronos => {
            s.named(NameKind::LinkageType)?;
        }
        K::HostAccessQualifier if mode == Mode::Khronos => {
            s.named(NameKind::HostAccess)?;
        }
        K::InitializationModeQualifier if mode == Mode::Khronos => {
            s.named(NameKind::InitMode)?;
        }
        K::Capability if mode == Mode::Khronos => {
            s.named(NameKind::Capability)?;
        }
        K::Decoration => {
            let dec = s.named(NameKind::Decoration)?;
            return decoration_parameters(dec, DecSite::DecorateString, mode, s);
        }
        _ => {
            let v = s.enumerant(kind)?;
            if let Some(o) = llvm_spirv_binary::decode::enumerant(kind, v) {
                let params = o.additional_operands();
                if !params.is_empty() {
                    return operands(&params, mode, s);
                }
            }
        }
    }
    Ok(Flow::Go)
}
