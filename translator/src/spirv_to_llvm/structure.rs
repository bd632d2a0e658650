//! The module's structural rules, checked in one pass over the decoded
//! instructions before any LLVM call: a module breaking them would otherwise
//! reach LLVM's builder with no insertion block, a second terminator or a
//! PHI in the middle of a block.
//!
//! Sources: SPIR-V 1.6 spec 2.4 "Logical Layout of a Module" (section
//! order, one OpMemoryModel, function layout) and 2.16 "Validation Rules"
//! (a block is an OpLabel followed by instructions ending in one
//! terminator, OpPhi first in its block, function-scope OpVariable in the
//! first block, every result id defined once, a result type is a type).

use super::parse::Inst;
use super::{Error, FastMap, FastSet, Result};
use rspirv::dr;
use spirv::Op;

/// Where an opcode may appear (SPIR-V spec 2.4).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Section {
    Capability,
    Extension,
    ExtInstImport,
    MemoryModel,
    EntryPoint,
    ExecutionMode,
    DebugSource,
    DebugName,
    ModuleProcessed,
    Annotation,
    /// Types, constants, module-scope variables (and OpUndef, OpLine, OpExtInst, also allowed in functions).
    Declaration,
    /// Function definitions and declarations.
    Function,
}

/// The section of a module-scope-only opcode (`opname`: its grammar name); `None` for
/// the opcodes of function bodies.
fn section(op: Op, opname: &str) -> Option<Section> {
    use Section as S;
    Some(match op {
        Op::Capability => S::Capability,
        Op::Extension => S::Extension,
        Op::ExtInstImport => S::ExtInstImport,
        Op::MemoryModel => S::MemoryModel,
        Op::EntryPoint => S::EntryPoint,
        Op::ExecutionMode | Op::ExecutionModeId => S::ExecutionMode,
        Op::String | Op::SourceExtension | Op::Source | Op::SourceContinued => S::DebugSource,
        Op::Name | Op::MemberName => S::DebugName,
        Op::ModuleProcessed => S::ModuleProcessed,
        Op::Decorate
        | Op::MemberDecorate
        | Op::DecorateId
        | Op::DecorateString
        | Op::MemberDecorateString
        | Op::DecorationGroup
        | Op::GroupDecorate
        | Op::GroupMemberDecorate => S::Annotation,
        Op::AsmTargetINTEL | Op::AsmINTEL => S::Declaration,
        // OpConstantPipeStorage makes its object inside a block (spirv-val), despite its name.
        Op::ConstantPipeStorage => return None,
        _ if is_declaration(opname) => S::Declaration,
        _ => return None,
    })
}

/// Types and constants (module scope only), by the grammar's naming (`OpType*`,
/// `OpConstant*`, `OpSpecConstant*`, the INTEL continuations included).
fn is_declaration(name: &str) -> bool {
    name.starts_with("Type") || name.starts_with("Constant") || name.starts_with("SpecConstant")
}

/// Opcodes allowed both in the declaration section and in function bodies.
fn in_both(op: Op) -> bool {
    matches!(op, Op::Variable | Op::Undef | Op::Line | Op::NoLine | Op::ExtInst | Op::Nop)
        || super::aliasing::is_alias_declaration(op)
}

/// Block terminators (SPIR-V spec 2.2.4 "Control Flow": "Termination Instruction").
fn is_terminator(op: Op) -> bool {
    matches!(
        op,
        Op::Branch
            | Op::BranchConditional
            | Op::Switch
            | Op::Return
            | Op::ReturnValue
            | Op::Kill
            | Op::Unreachable
            | Op::TerminateInvocation
    )
}

/// Instructions whose result type may be OpTypeVoid: a function's return type, a call
/// of a function (or inline assembly) returning nothing, an extended instruction (the
/// non-semantic debug information sets declare void results). Every other result type
/// names the type of a value (SPIR-V spec 2.2.1 "Instructions": a Result Type is the
/// type of the result).
fn allows_void_result(op: Op) -> bool {
    matches!(
        op,
        Op::Function
            | Op::FunctionCall
            | Op::ExtInst
            | Op::ExtInstWithForwardRefsKHR
            | Op::AsmCallINTEL
            // SPV_INTEL_inline_assembly: the Result Type of OpAsmINTEL is the assembly's
            // return type.
            | Op::AsmINTEL
            | Op::FunctionPointerCallINTEL
            // SPV_INTEL_task_sequence: the result of a task function returning void.
            | Op::TaskSequenceGetINTEL
    )
}

/// The `<id>` operands of an instruction (its Result Type and Result `<id>` apart). Of an
/// extended instruction only the set: its other operands are decoded as ids whatever
/// their kind in the set's grammar (`parse.rs`), and checked where they are used.
fn id_operands(inst: &dr::Instruction) -> impl Iterator<Item = u32> + '_ {
    let extended = matches!(inst.class.opcode, Op::ExtInst | Op::ExtInstWithForwardRefsKHR);
    let checked = if extended { &inst.operands[..inst.operands.len().min(1)] } else { &inst.operands[..] };
    checked.iter().filter_map(|o| match o {
        dr::Operand::IdRef(id) | dr::Operand::IdScope(id) | dr::Operand::IdMemorySemantics(id) => Some(*id),
        _ => None,
    })
}

/// Instructions that carry no semantics for block layout (OpLine, OpNoLine, OpNop).
fn is_debug_line(op: Op) -> bool {
    matches!(op, Op::Line | Op::NoLine | Op::Nop)
}

/// Where the pass is inside a function.
#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    /// Outside every function.
    Module,
    /// After OpFunction, among its OpFunctionParameter.
    Parameters,
    /// Inside a block; `first`: the function's first block; `phis`: only OpPhi (and lines) so far.
    Block { first: bool, phis: bool },
    /// After a block's terminator: an OpLabel or OpFunctionEnd must follow.
    Terminated,
}

/// Checks the structural rules of the module (see the module doc), naming the
/// offending instruction's opcode and word offset.
///
/// Errors: [`Error::InvalidInstruction`] for an instruction out of place,
/// [`Error::InvalidId`] for an id defined twice, a result type that is not a type
/// (or is void where a value is produced), an `<id>` operand that nothing in the module
/// defines, or an operand of a type declaration that no earlier instruction defines
/// (only OpTypeForwardPointer declares a type ahead, spec 2.4),
/// [`Error::InvalidModule`] for a second OpMemoryModel.
pub(super) fn check(insts: &[Inst]) -> Result<()> {
    let mut state = State::Module;
    let mut current = Section::Capability;
    let mut memory_model = false;
    let mut function_offset = 0usize;
    let mut defined: FastSet<u32> = FastSet::default();
    defined.reserve(insts.len());
    let mut types: FastSet<u32> = FastSet::default();
    let mut voids: FastSet<u32> = FastSet::default();
    // Parameter counts of the function types; the current function's expected and seen.
    let mut function_types: FastMap<u32, usize> = FastMap::default();
    let (mut expected_params, mut params) = (None, 0usize);
    for it in insts {
        let inst = &it.inst;
        let op = inst.class.opcode;
        let offset = it.offset;
        let fail = |reason| Err(Error::InvalidInstruction { offset, opcode: op as u32, reason });
        if let Some(t) = inst.result_type {
            if !types.contains(&t) {
                return Err(Error::InvalidId { offset, opcode: op, id: t });
            }
            if voids.contains(&t) && !allows_void_result(op) {
                return fail("a result type of OpTypeVoid on an instruction that produces a value");
            }
        }
        // Type declarations use only ids declared before them (spec 2.4); a type naming
        // itself is reported where types are made.
        if inst.class.opname.starts_with("Type") && op != Op::TypeForwardPointer {
            let declared = |id: &u32| defined.contains(id) || types.contains(id) || Some(*id) == inst.result_id;
            if let Some(id) = id_operands(inst).find(|id| !declared(id)) {
                return Err(Error::InvalidId { offset, opcode: op, id });
            }
        }
        if let Some(id) = inst.result_id {
            if !defined.insert(id) {
                return Err(Error::InvalidId { offset, opcode: op, id });
            }
            if inst.class.opname.starts_with("Type") {
                types.insert(id);
            }
            if op == Op::TypeVoid {
                voids.insert(id);
            }
            if op == Op::TypeFunction {
                function_types.insert(id, inst.operands.len().saturating_sub(1));
            }
        }
        if op == Op::TypeForwardPointer {
            // Declares a pointer type id ahead of its OpTypePointer (SPV_KHR_physical_storage_buffer, Addresses).
            if let Some(dr::Operand::IdRef(p)) = inst.operands.first() {
                types.insert(*p);
            }
        }
        if op == Op::MemoryModel {
            if memory_model {
                return Err(Error::InvalidModule { reason: "more than one OpMemoryModel" });
            }
            memory_model = true;
        }
        let storage = match inst.operands.first() {
            Some(dr::Operand::StorageClass(s)) if op == Op::Variable => Some(*s),
            _ => None,
        };
        match state {
            State::Module => {
                if op == Op::Function {
                    expected_params = match inst.operands.get(1) {
                        Some(dr::Operand::IdRef(t)) => function_types.get(t).copied(),
                        _ => None,
                    };
                    params = 0;
                    current = Section::Function;
                    function_offset = offset;
                    state = State::Parameters;
                    continue;
                }
                if op == Op::FunctionEnd {
                    return fail("OpFunctionEnd outside a function");
                }
                let s = match section(op, inst.class.opname) {
                    Some(s) => s,
                    None if in_both(op) => Section::Declaration,
                    None => return fail("a function-body instruction outside a function"),
                };
                if storage == Some(spirv::StorageClass::Function) {
                    return fail("an OpVariable of storage class Function outside a function");
                }
                // Non-semantic OpExtInsts (NonSemantic.AuxData) may follow the last function.
                if op == Op::ExtInst && current == Section::Function {
                    continue;
                }
                if s < current && !(is_debug_line(op) && current >= Section::Declaration) {
                    return fail("instruction out of the order of the module's sections (SPIR-V spec 2.4)");
                }
                if current == Section::Function {
                    return fail("a module-scope instruction after the first function");
                }
                current = s;
            }
            _ if op == Op::Function => {
                return Err(Error::InvalidInstruction {
                    offset,
                    opcode: op as u32,
                    reason: "OpFunction before the previous function's OpFunctionEnd",
                });
            }
            _ if section(op, inst.class.opname).is_some() => {
                return fail("a module-scope instruction inside a function")
            }
            State::Parameters
                if matches!(op, Op::FunctionEnd | Op::Label) && expected_params.is_some_and(|n| n != params) =>
            {
                return fail(if expected_params.is_some_and(|n| n > params) {
                    "fewer OpFunctionParameter than the function type has"
                } else {
                    "more OpFunctionParameter than the function type has"
                });
            }
            State::Parameters => match op {
                Op::FunctionParameter => params += 1,
                Op::FunctionEnd => state = State::Module,
                Op::Label => state = State::Block { first: true, phis: true },
                _ if is_debug_line(op) => {}
                _ => return fail("an instruction before the function's first OpLabel"),
            },
            State::Block { first, phis } => match op {
                Op::Label => return fail("OpLabel before the previous block's terminator"),
                Op::FunctionEnd => return fail("OpFunctionEnd before the last block's terminator"),
                Op::FunctionParameter => return fail("OpFunctionParameter after the function's first OpLabel"),
                Op::Phi if !phis => return fail("OpPhi after a non-OpPhi instruction of its block"),
                Op::Variable if !first => return fail("an OpVariable outside the function's first block"),
                Op::Variable if storage != Some(spirv::StorageClass::Function) => {
                    return fail("an OpVariable inside a function whose storage class is not Function")
                }
                _ if is_terminator(op) => state = State::Terminated,
                _ => state = State::Block { first, phis: phis && (op == Op::Phi || is_debug_line(op)) },
            },
            State::Terminated => match op {
                Op::Label => state = State::Block { first: false, phis: true },
                Op::FunctionEnd => state = State::Module,
                _ if is_debug_line(op) => {}
                _ => return fail("an instruction after its block's terminator"),
            },
        }
    }
    if state != State::Module {
        return Err(Error::InvalidInstruction {
            offset: function_offset,
            opcode: Op::Function as u32,
            reason: "OpFunction without OpFunctionEnd",
        });
    }
    // Elsewhere an `<id>` may refer ahead (branch targets, OpPhi, calls): it must be
    // defined somewhere in the module. The sections before the declarations (entry point
    // interfaces, names, decorations) are metadata the translation looks up by id, and
    // the Khronos translator accepts them naming ids nothing defines.
    for it in insts {
        let op = it.inst.class.opcode;
        if section(op, it.inst.class.opname).is_some_and(|s| s < Section::Declaration) {
            continue;
        }
        if let Some(id) = id_operands(&it.inst).find(|id| !defined.contains(id)) {
            return Err(Error::InvalidId { offset: it.offset, opcode: it.inst.class.opcode, id });
        }
    }
    Ok(())
}
