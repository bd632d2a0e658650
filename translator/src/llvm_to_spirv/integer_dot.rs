//! `cl_khr_integer_dot_product` (OpenCL Extension Specification, "Integer Dot
//! Product"): `dot` on integer vectors (`char4`, `uchar4`, `short2`, ...),
//! `dot_acc_sat`, and the packed forms `dot_4x8packed_{uu,ss,us,su}_{uint,int}`
//! and `dot_acc_sat_4x8packed_*` on `uint` operands holding four 8-bit lanes.
//!
//! With SPV_KHR_integer_dot_product allowed, these become OpSDot, OpUDot and
//! OpSUDot and their `AccSat` forms (SPIR-V 1.6 spec 3.52.13). Mixed signedness
//! puts the signed vector first, because OpSUDot takes "Vector 1" signed. The
//! packed forms take the `PackedVectorFormat4x8Bit` operand. The capabilities
//! are DotProduct plus DotProductInput4x8Bit (4 x 8-bit vectors),
//! DotProductInput4x8BitPacked (packed) or DotProductInputAll (other vectors).
//!
//! Without the extension, the product is expanded into core instructions, so
//! runtimes that stop at SPIR-V 1.4 still run it. Each lane is extended to the
//! result width (OpSConvert for signed operands, OpUConvert for unsigned ones),
//! multiplied and summed. This gives the low-order bits of the exact result,
//! which is how OpSDot defines its value. The `_sat` forms sum in 64 bits, add
//! the accumulator there, and clamp to the result's range (`s_clamp`, or
//! `u_min` for the unsigned form) before narrowing. A 64-bit result uses
//! `s_add_sat` / `u_add_sat` instead. Packed operands are first reinterpreted
//! as 4 x i8 vectors (OpBitcast).

use super::{Result, Translator};
use crate::llvm;
use llvm_spirv_mangling as mangling;
use spirv::{Op, Word};

/// One integer dot-product call, as its name and parameter types give it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Form {
    /// The first operand's lanes are signed.
    signed_a: bool,
    /// The second operand's lanes are signed.
    signed_b: bool,
    /// `dot_acc_sat*`: a third operand, added with saturation.
    acc: bool,
    /// `*_4x8packed_*`: 32-bit operands holding four 8-bit lanes.
    packed: bool,
}

impl Form {
    /// The form of the OpenCL C builtin `base` with parameters `params`, or
    /// `None` when it is not an integer dot product (`dot` on floats included).
    pub(super) fn of(base: &str, params: &[mangling::Type]) -> Option<Form> {
        let (acc, rest) = match base.strip_prefix("dot_acc_sat") {
            Some(rest) => (true, rest),
            None => (false, base.strip_prefix("dot")?),
        };
        let want = if acc { 3 } else { 2 };
        if params.len() != want {
            return None;
        }
        if rest.is_empty() {
            let (a, b) = (&params[0], &params[1]);
            if !(a.is_vector() && a.is_integer() && b.is_integer()) {
                return None;
            }
            return Some(Form { signed_a: a.is_signed_integer(), signed_b: b.is_signed_integer(), acc, packed: false });
        }
        // `_4x8packed_uu_uint`, `_4x8packed_ss_int`, `_4x8packed_us_int`, `_4x8packed_su_int`:
        // the name the shared table spells for the signs its letters give.
        let signs = rest.strip_prefix("_4x8packed_")?;
        let mut letters = signs.chars();
        let signed = |c: Option<char>| match c {
            Some('s') => Some(true),
            Some('u') => Some(false),
            _ => None,
        };
        let (signed_a, signed_b) = (signed(letters.next())?, signed(letters.next())?);
        (crate::cl_tables::integer_dot_name(signed_a, signed_b, acc, true) == base).then_some(Form {
            signed_a,
            signed_b,
            acc,
            packed: true,
        })
    }

    /// The SPV_KHR_integer_dot_product opcode and whether the operands swap
    /// (OpSUDot's first vector is the signed one; [`crate::cl_tables::integer_dot_op`]).
    fn opcode(self) -> (Op, bool) {
        crate::cl_tables::integer_dot_op(self.signed_a, self.signed_b, self.acc)
    }

    /// The accumulation (and saturation) is signed unless both inputs are unsigned.
    fn signed_result(self) -> bool {
        self.signed_a || self.signed_b
    }
}

impl<'c, 'm> Translator<'c, 'm> {
    /// Emits `inst`, an integer dot product of form `form` ([`Form::of`] tells it from
    /// other builtins, float `dot` included; see the module doc).
    /// Errors: a result narrower than the operand lanes is `InvalidInstruction`.
    pub(super) fn emit_integer_dot(&mut self, inst: llvm::Value<'c>, form: Form) -> Result<()> {
        let args = inst.call_args();
        let mut ops = Vec::with_capacity(3);
        for &a in args.iter().take(if form.acc { 3 } else { 2 }) {
            ops.push(self.canonical_operand(a)?);
        }
        let [x, y, ..] = ops[..] else { return Err(self.invalid(inst, "integer dot product needs two operands")) };
        let acc = ops.get(2).copied();
        let ty = self.value_type(inst)?;
        if self.options.allows("SPV_KHR_integer_dot_product") {
            self.emit_dot_khr(inst, form, ty, x, y, acc)?;
        } else {
            let value = self.expand_integer_dot(inst, form, ty, x, y, acc)?;
            self.define_alias(inst, ty, value)?;
        }
        Ok(())
    }

    /// OpSDot / OpUDot / OpSUDot (`AccSat` forms with an accumulator).
    fn emit_dot_khr(
        &mut self,
        inst: llvm::Value<'c>,
        form: Form,
        ty: Word,
        x: Word,
        y: Word,
        acc: Option<Word>,
    ) -> Result<()> {
        let (op, swap) = form.opcode();
        let construct = || format!("Op{}", crate::spec_names::op_name(op));
        self.require_capability(spirv::Capability::DotProduct, construct)?;
        let input = if form.packed {
            spirv::Capability::DotProductInput4x8BitPacked
        } else {
            let operand = self.type_id(inst.call_args()[0].ty())?;
            let (elem, lanes) = self.scalar_and_lanes(operand);
            if lanes == 4 && self.scalar_width(elem) == Some(8) {
                spirv::Capability::DotProductInput4x8Bit
            } else {
                spirv::Capability::DotProductInputAll
            }
        };
        self.require_capability(input, construct)?;
        let (v1, v2) = if swap { (y, x) } else { (x, y) };
        let id = self.value_id(inst)?;
        let mut operands = vec![ty, id, v1, v2];
        operands.extend(acc);
        if form.packed {
            operands.push(spirv::PackedVectorFormat::PackedVectorFormat4x8Bit as u32);
        }
        self.emit(op, &operands)
    }

    /// The core-instruction expansion; returns the id of the result.
    fn expand_integer_dot(
        &mut self,
        inst: llvm::Value<'c>,
        form: Form,
        ty: Word,
        x: Word,
        y: Word,
        acc: Option<Word>,
    ) -> Result<Word> {
        let (operand, x, y) = if form.packed {
            let i8 = self.int_type(8)?;
            let v4 = self.vector_type(i8, 4)?;
            (v4, self.emit_result(Op::Bitcast, v4, &[x])?, self.emit_result(Op::Bitcast, v4, &[y])?)
        } else {
            (self.type_id(inst.call_args()[0].ty())?, x, y)
        };
        let (elem, lanes) = self.scalar_and_lanes(operand);
        let elem_width =
            self.scalar_width(elem).ok_or_else(|| self.invalid(inst, "integer dot product of non-integer lanes"))?;
        let width =
            self.scalar_width(ty).ok_or_else(|| self.invalid(inst, "integer dot product with a non-integer result"))?;
        if width < elem_width {
            return Err(self.invalid(inst, "integer dot product result narrower than its operand lanes"));
        }
        let saturating_in_64 = acc.is_some() && width < 64;
        let (wide, wide_width) = if saturating_in_64 { (self.int_type(64)?, 64) } else { (ty, width) };
        let mut sum = None;
        for lane in 0..lanes {
            let a = self.emit_result(Op::CompositeExtract, elem, &[x, lane])?;
            let b = self.emit_result(Op::CompositeExtract, elem, &[y, lane])?;
            let a = self.extend(a, form.signed_a, elem_width, wide, wide_width)?;
            let b = self.extend(b, form.signed_b, elem_width, wide, wide_width)?;
            let product = self.emit_result(Op::IMul, wide, &[a, b])?;
            sum = Some(match sum {
                None => product,
                Some(s) => self.emit_result(Op::IAdd, wide, &[s, product])?,
            });
        }
        let sum = sum.ok_or_else(|| self.invalid(inst, "integer dot product of an empty vector"))?;
        let Some(acc) = acc else { return Ok(sum) };
        let signed = form.signed_result();
        if !saturating_in_64 {
            return self.emit_ext_inst(ty, if signed { "s_add_sat" } else { "u_add_sat" }, &[sum, acc]);
        }
        let acc = self.extend(acc, signed, width, wide, 64)?;
        let total = self.emit_result(Op::IAdd, wide, &[sum, acc])?;
        let max = if signed { (1u64 << (width - 1)) - 1 } else { (1u64 << width) - 1 };
        let max = self.const_scalar(wide, max)?;
        let clamped = if signed {
            let min = self.const_scalar(wide, (-(1i64 << (width - 1))) as u64)?;
            self.emit_ext_inst(wide, "s_clamp", &[total, min, max])?
        } else {
            self.emit_ext_inst(wide, "u_min", &[total, max])?
        };
        self.emit_result(if signed { Op::SConvert } else { Op::UConvert }, ty, &[clamped])
    }

    /// `v` (an integer of `from` bits) widened to `to_ty` (`to` bits), sign- or zero-extended.
    fn extend(&mut self, v: Word, signed: bool, from: u32, to_ty: Word, to: u32) -> Result<Word> {
        if from == to {
            return Ok(v);
        }
        self.emit_result(if signed { Op::SConvert } else { Op::UConvert }, to_ty, &[v])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mangling::{Scalar, Type};

    fn vec(s: Scalar, len: u32) -> Type {
        Type::Vector { elem: s, len }
    }

    #[test]
    fn forms_follow_names_and_parameter_signedness() {
        let c4 = vec(Scalar::Char, 4);
        let uc4 = vec(Scalar::UChar, 4);
        let f4 = vec(Scalar::Float, 4);
        let int = Type::Scalar(Scalar::Int);
        let uint = Type::Scalar(Scalar::UInt);
        let dot = |a: bool, b: bool, acc: bool, packed: bool| Some(Form { signed_a: a, signed_b: b, acc, packed });
        assert_eq!(Form::of("dot", &[c4.clone(), c4.clone()]), dot(true, true, false, false));
        assert_eq!(Form::of("dot", &[uc4.clone(), c4.clone()]), dot(false, true, false, false));
        assert_eq!(Form::of("dot_acc_sat", &[c4.clone(), uc4.clone(), int.clone()]), dot(true, false, true, false));
        assert_eq!(Form::of("dot_4x8packed_us_int", &[uint.clone(), uint.clone()]), dot(false, true, false, true));
        assert_eq!(
            Form::of("dot_acc_sat_4x8packed_uu_uint", &[uint.clone(), uint.clone(), uint.clone()]),
            dot(false, false, true, true)
        );
        // Not integer dot products.
        assert_eq!(Form::of("dot", &[f4.clone(), f4]), None);
        assert_eq!(Form::of("dot", &[int.clone(), int.clone()]), None);
        assert_eq!(Form::of("dot_4x8packed_uu_int", &[uint.clone(), uint.clone()]), None);
        assert_eq!(Form::of("dot_4x8packed_xu_int", &[uint.clone(), uint]), None);
        assert_eq!(Form::of("dotty", &[c4.clone(), c4]), None);
    }

    #[test]
    fn mixed_signedness_puts_the_signed_vector_first() {
        let f = |a, b, acc| Form { signed_a: a, signed_b: b, acc, packed: false }.opcode();
        assert_eq!(f(true, false, false), (Op::SUDot, false));
        assert_eq!(f(false, true, false), (Op::SUDot, true));
        assert_eq!(f(false, true, true), (Op::SUDotAccSat, true));
        assert_eq!(f(false, false, true), (Op::UDotAccSat, false));
    }
}
