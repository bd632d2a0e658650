//! The logical layout of a module (SPIR-V spec 2.4 "Logical Layout of a Module"):
//! the section each module-level instruction belongs to, and a module's instructions
//! put in section order.
//!
//! A module written by hand (or by a tool that appends as it goes) may hold its
//! module-level instructions out of order, e.g. an `OpDecorate` after the types. The
//! Khronos translator reads a module into its own representation and writes it back in
//! layout order; [`in_layout_order`] does the same on the words: a stable sort of the
//! instructions before the first `OpFunction` by section, everything from the first
//! `OpFunction` on left as it is. A module already in layout order comes back unchanged.

use crate::header::Header;
use crate::stream::instructions;
use crate::Error;
use spirv::Op;
use std::borrow::Cow;

/// The section (spec 2.4, in order) of a module-level instruction with opcode `opcode`:
/// 0 capabilities, 1 extensions, 2 extended instruction set imports, 3 the memory
/// model, 4 entry points, 5 execution modes, 6 `OpString`/`OpSource*`, 7 names, 8
/// `OpModuleProcessed`, 9 annotations, 10 everything else (types, constants, global
/// variables, `OpUndef`, `OpLine`, `OpExtInst`, ...). SPV_INTEL_function_variants' conditional
/// capability, extension and entry point go with their unconditional forms.
pub fn section(opcode: u16) -> u8 {
    let Some(op) = Op::from_u32(u32::from(opcode)) else { return 10 };
    match op {
        Op::Capability | Op::ConditionalCapabilityINTEL => 0,
        Op::Extension | Op::ConditionalExtensionINTEL => 1,
        Op::ExtInstImport => 2,
        Op::MemoryModel => 3,
        Op::EntryPoint | Op::ConditionalEntryPointINTEL => 4,
        Op::ExecutionMode | Op::ExecutionModeId => 5,
        Op::String | Op::SourceExtension | Op::Source | Op::SourceContinued => 6,
        Op::Name | Op::MemberName => 7,
        Op::ModuleProcessed => 8,
        Op::Decorate
        | Op::MemberDecorate
        | Op::DecorateId
        | Op::DecorateString
        | Op::MemberDecorateString
        | Op::DecorationGroup
        | Op::GroupDecorate
        | Op::GroupMemberDecorate => 9,
        _ => 10,
    }
}

/// `words` (a module, host order) with its module-level instructions in layout order
/// (see the module documentation); borrowed when they already are.
///
/// Errors: as [`Header::read`], then the first framing error of the instruction stream
/// ([`Error::InvalidWordCount`], [`Error::InvalidTruncated`]).
pub fn in_layout_order(words: &[u32]) -> Result<Cow<'_, [u32]>, Error> {
    Header::read(words)?;
    let mut module_level = Vec::new();
    let mut functions_at = words.len();
    for inst in instructions(words) {
        let inst = inst?;
        if inst.opcode == Op::Function as u16 {
            functions_at = inst.offset;
            break;
        }
        module_level.push((section(inst.opcode), inst.words));
    }
    if module_level.windows(2).all(|w| w[0].0 <= w[1].0) {
        return Ok(Cow::Borrowed(words));
    }
    module_level.sort_by_key(|&(s, _)| s);
    let mut out = Vec::with_capacity(words.len());
    out.extend_from_slice(&words[..5]);
    for (_, inst) in module_level {
        out.extend_from_slice(inst);
    }
    out.extend_from_slice(&words[functions_at..]);
    Ok(Cow::Owned(out))
}

/// Raises the header's bound (word 3) of `words` to one more than the largest result id
/// its instructions define, where it is lower (SPIR-V spec 2.3 "Physical Layout": every id
/// is below the bound). The Khronos translator derives the bound of a module it reads from
/// the ids it holds, so a hand-written module with a stale bound reads as if it were right.
/// Result ids are found through the grammar (the `IdResult` operand), so literals and
/// extended-instruction operands never count. Instructions the grammar does not list, and
/// a malformed instruction stream (left for the module's reader to report), change nothing.
pub fn raise_bound_to_result_ids(words: &mut [u32]) {
    use rspirv::grammar::OperandKind;
    if words.len() < 5 || Header::read(words).is_err() {
        return;
    }
    let mut max_result = None;
    for inst in instructions(words) {
        let Ok(inst) = inst else { return };
        let Some(class) = crate::grammar::core_instruction(u32::from(inst.opcode)) else { continue };
        let at = match class.operands.first().map(|o| o.kind) {
            Some(OperandKind::IdResult) => 1,
            Some(OperandKind::IdResultType) if class.operands.get(1).map(|o| o.kind) == Some(OperandKind::IdResult) => {
                2
            }
            _ => continue,
        };
        if let Some(&id) = inst.words.get(at) {
            max_result = max_result.max(Some(id));
        }
    }
    if let Some(id) = max_result {
        words[3] = words[3].max(id.saturating_add(1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inst(op: Op, operands: &[u32]) -> Vec<u32> {
        let mut v = vec![((operands.len() as u32 + 1) << 16) | op as u32];
        v.extend_from_slice(operands);
        v
    }

    fn module(insts: &[Vec<u32>]) -> Vec<u32> {
        let mut w = vec![0x0723_0203, 0x0001_0000, 0, 20, 0];
        for i in insts {
            w.extend_from_slice(i);
        }
        w
    }

    #[test]
    fn ordered_module_is_borrowed() {
        let m = module(&[
            inst(Op::Capability, &[6]),
            inst(Op::MemoryModel, &[2, 2]),
            inst(Op::Decorate, &[3, 44, 4]),
            inst(Op::TypeInt, &[2, 32, 0]),
            inst(Op::Function, &[1, 4, 0, 5]),
            inst(Op::Decorate, &[3, 44, 4]),
        ]);
        assert!(matches!(in_layout_order(&m), Ok(Cow::Borrowed(_))));
    }

    #[test]
    fn late_decoration_moves_before_types_and_functions_stay() {
        let cap = inst(Op::Capability, &[6]);
        let model = inst(Op::MemoryModel, &[2, 2]);
        let int = inst(Op::TypeInt, &[2, 32, 0]);
        let deco = inst(Op::Decorate, &[7, 44, 4]);
        let name = inst(Op::Name, &[2, 0x61]);
        let func = inst(Op::Function, &[1, 4, 0, 5]);
        let end = inst(Op::FunctionEnd, &[]);
        let m =
            module(&[cap.clone(), model.clone(), int.clone(), deco.clone(), name.clone(), func.clone(), end.clone()]);
        let expected = module(&[cap, model, name, deco, int, func, end]);
        assert_eq!(in_layout_order(&m).map(|c| c.into_owned()), Ok(expected));
    }

    #[test]
    fn truncated_instruction_is_an_error() {
        let mut m = module(&[inst(Op::Capability, &[6])]);
        m.push((5 << 16) | Op::Name as u32);
        assert!(matches!(in_layout_order(&m), Err(Error::InvalidTruncated { .. })));
    }

    #[test]
    fn a_stale_bound_is_raised_to_the_largest_result_id() {
        // OpTypeInt %7 (result at word 1), OpConstant %uint %9 65536 (result at word 2,
        // the literal 65536 not an id).
        let mut m =
            module(&[inst(Op::Capability, &[6]), inst(Op::TypeInt, &[7, 32, 0]), inst(Op::Constant, &[7, 9, 65536])]);
        m[3] = 3;
        raise_bound_to_result_ids(&mut m);
        assert_eq!(m[3], 10);
        // A bound already above every result id stays as stated.
        m[3] = 30;
        raise_bound_to_result_ids(&mut m);
        assert_eq!(m[3], 30);
    }
}
