//! SPIR-V's integer arithmetic with a two-member struct result and its LLVM form, read by
//! both directions: OpIAddCarry, OpISubBorrow, OpUMulExtended, OpSMulExtended (SPIR-V 1.6
//! spec 3.52.13 "Arithmetic Instructions"). Member 0 is the low result; member 1 the carry,
//! the borrow (1 when Operand 1 < Operand 2), or the high half of the product.
//!
//! The carry and the borrow are LLVM's `llvm.uadd.with.overflow` / `llvm.usub.with.overflow`
//! overflow bit (LLVM Language Reference, "Arithmetic with Overflow Intrinsics"), held in the
//! SPIR-V struct as an integer 0 or 1 of the operand type. No LLVM intrinsic gives the high
//! half of a product (`umul.with.overflow` only says whether it is zero), so the extended
//! multiplications stay `__spirv_UMulExtended` / `__spirv_SMulExtended` calls, as the Khronos
//! translator writes them.

use spirv::Op;

/// How one of the instructions is written in LLVM IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LlvmForm {
    /// `llvm.<name>.<type suffix>(a, b)` returning `{ T, i1 }` (`<N x i1>` for vectors).
    WithOverflow(&'static str),
    /// The generic `__spirv_<OpName>` call returning the struct through an `sret` pointer.
    Builtin,
}

/// The instructions and their LLVM forms.
const TWO_RESULT_ARITHMETIC: &[(Op, LlvmForm)] = &[
    (Op::IAddCarry, LlvmForm::WithOverflow("uadd.with.overflow")),
    (Op::ISubBorrow, LlvmForm::WithOverflow("usub.with.overflow")),
    (Op::UMulExtended, LlvmForm::Builtin),
    (Op::SMulExtended, LlvmForm::Builtin),
];

/// The LLVM form of `op`, `None` for an instruction outside the family.
pub(crate) fn llvm_form(op: Op) -> Option<LlvmForm> {
    TWO_RESULT_ARITHMETIC.iter().find(|(o, _)| *o == op).map(|&(_, f)| f)
}

/// The instruction written as intrinsic `callee` (`llvm.uadd.with.overflow.i32`,
/// `llvm.usub.with.overflow.v4i32`), `None` for other functions.
pub(crate) fn op_for_intrinsic(callee: &str) -> Option<Op> {
    let rest = callee.strip_prefix("llvm.")?;
    TWO_RESULT_ARITHMETIC.iter().find_map(|&(op, form)| match form {
        LlvmForm::WithOverflow(name) => rest.strip_prefix(name)?.starts_with('.').then_some(op),
        LlvmForm::Builtin => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_directions_read_one_table() {
        assert_eq!(op_for_intrinsic("llvm.uadd.with.overflow.i32"), Some(Op::IAddCarry));
        assert_eq!(op_for_intrinsic("llvm.usub.with.overflow.v4i64"), Some(Op::ISubBorrow));
        assert_eq!(op_for_intrinsic("llvm.umul.with.overflow.i32"), None);
        assert_eq!(op_for_intrinsic("llvm.uadd.with.overflowx.i32"), None);
        assert_eq!(llvm_form(Op::IAddCarry), Some(LlvmForm::WithOverflow("uadd.with.overflow")));
        assert_eq!(llvm_form(Op::SMulExtended), Some(LlvmForm::Builtin));
        assert_eq!(llvm_form(Op::IAdd), None);
    }
}
