//! Integer types of non-standard widths (`i2`, `i24`, `i48`, ...).
//!
//! Plain SPIR-V for OpenCL has integers of 8, 16, 32 and 64 bits only (OpenCL
//! SPIR-V Environment spec 2.4 "Validation Rules"; `Int8`/`Int16`/`Int64`
//! capabilities). clang -O2 creates others (`trunc i64 %x to i2` feeding a
//! `switch i2`), and SYCL/HLS code uses `_BitInt(N)`.
//!
//! # The rule
//!
//! - With `SPV_INTEL_arbitrary_precision_integers` allowed, `iN` is
//!   `OpTypeInt N 0` as is (capability `ArbitraryPrecisionIntegersINTEL`), as
//!   the Khronos translator does; nothing below applies.
//! - Otherwise an `iN` with 1 < N < 64 other than 8/16/32 is *legalized*: it
//!   lives in its **container**, the next standard width (i2..i7 -> i8,
//!   i9..i15 -> i16, i17..i31 -> i32, i33..i63 -> i64), which is also its
//!   allocation size under the SPIR data layouts, so memory layout is unchanged.
//!   Widths above 64 are an error.
//! - **Invariant:** the container's bits above N are zero (the value is
//!   zero-extended). Constants satisfy it by construction (`ConstantInt`s are
//!   read zero-extended); every instruction producing a legalized value keeps it:
//!   - `and`/`or`/`xor`, `udiv`/`urem`, `lshr`, `zext`, `select`, `phi`, loads and
//!     calls need nothing;
//!   - `add`/`sub`/`mul`/`shl`, `trunc` to iN, `fptoui`/`fptosi`/`ptrtoint` to iN
//!     compute in the container and **mask** with `2^N - 1` afterwards;
//!   - `sdiv`/`srem`/`ashr`, signed comparisons, `sext` and `sitofp` from iN and
//!     `smin`/`smax`/`abs` first **sign-extend within the container**
//!     (`shl` then `ashr` by C - N), and mask results that are iN.
//! - `ctlz` subtracts C - N; `cttz` caps the result at N. Intrinsics whose
//!   container result would differ otherwise (saturating arithmetic, byte swaps)
//!   are rejected with an error naming them; funnel shifts take their amount
//!   modulo N and mask (`expansions.rs`). `bitcast`s
//!   between a legalized integer and another type are rejected too (the sizes
//!   no longer match).
//! - `nsw`/`nuw` are not carried over to legalized operations.

use super::{Result, Translator};
use crate::llvm;
use spirv::{Op, Word};

/// A legalized integer width: the LLVM width and its container's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct OddWidth {
    /// N, the LLVM width.
    pub bits: u32,
    /// C, the container width (8, 16, 32 or 64).
    pub container: u32,
}

impl OddWidth {
    /// `2^N - 1`.
    pub fn mask(self) -> u64 {
        (1u64 << self.bits) - 1
    }
}

/// The container of width `bits`, if it is one that gets legalized.
pub(super) fn odd_width(bits: u32) -> Option<OddWidth> {
    let container = match bits {
        8 | 16 | 32 | 64 => return None,
        2..=7 => 8,
        9..=15 => 16,
        17..=31 => 32,
        33..=63 => 64,
        _ => return None,
    };
    Some(OddWidth { bits, container })
}

impl<'c> Translator<'c, '_> {
    /// Whether integer types of non-standard widths are kept as they are
    /// (`SPV_INTEL_arbitrary_precision_integers` allowed).
    pub(super) fn native_odd_ints(&self) -> bool {
        self.options.allows("SPV_INTEL_arbitrary_precision_integers")
    }

    /// The legalized width of an integer (or integer vector) type; `None` for standard
    /// widths, non-integers and when odd widths are native.
    pub(super) fn odd_int(&self, ty: llvm::Type<'c>) -> Option<OddWidth> {
        if self.native_odd_ints() {
            return None;
        }
        let scalar = ty.element_type().filter(|_| ty.vector_size().is_some()).unwrap_or(ty);
        match scalar.int_width()? {
            // SPV_INTEL_int4: `i4` is OpTypeInt 4 (Int4TypeINTEL) as it is.
            4 if self.options.allows("SPV_INTEL_int4") => None,
            w => odd_width(w),
        }
    }

    /// `x & (2^N - 1)` lane-wise: restores the invariant after a wrapping operation.
    pub(super) fn mask_to_width(&mut self, ty: Word, x: Word, w: OddWidth) -> Result<Word> {
        let mask = self.const_splat(ty, w.mask())?;
        self.emit_result(Op::BitwiseAnd, ty, &[x, mask])
    }

    /// Sign-extends the low N bits of `x` across its container: `(x << (C-N)) >>s (C-N)`.
    pub(super) fn sign_extend_in_container(&mut self, ty: Word, x: Word, w: OddWidth) -> Result<Word> {
        let shift = self.const_splat(ty, (w.container - w.bits) as u64)?;
        let up = self.emit_result(Op::ShiftLeftLogical, ty, &[x, shift])?;
        self.emit_result(Op::ShiftRightArithmetic, ty, &[up, shift])
    }

    /// Operand `i` of `inst`, sign-extended within its container when its type is legalized.
    pub(super) fn signed_operand(&mut self, inst: llvm::Value<'c>, i: u32) -> Result<Word> {
        let v = inst.operand(i).ok_or_else(|| self.invalid(inst, "missing operand"))?;
        let x = self.canonical_operand(v)?;
        match self.odd_int(v.ty()) {
            Some(w) => {
                let ty = self.value_type(v)?;
                self.sign_extend_in_container(ty, x, w)
            }
            None => Ok(x),
        }
    }

    /// The legalized width of `inst`'s result when the binary operator `op` on it needs the
    /// legalized form (see the module docs): wrapping and signed operators on an odd-width
    /// integer; `None` when the plain instruction is exact.
    pub(super) fn odd_binary_width(&self, inst: llvm::Value<'c>, op: llvm::Opcode) -> Option<OddWidth> {
        use llvm::Opcode as O;
        let w = self.odd_int(inst.ty())?;
        matches!(op, O::LLVMAdd | O::LLVMSub | O::LLVMMul | O::LLVMShl | O::LLVMSDiv | O::LLVMSRem | O::LLVMAShr)
            .then_some(w)
    }

    /// A binary operator on a legalized type of width `w` ([`Translator::odd_binary_width`]).
    pub(super) fn emit_odd_binary(
        &mut self,
        inst: llvm::Value<'c>,
        op: llvm::Opcode,
        spv: Op,
        w: OddWidth,
    ) -> Result<()> {
        use llvm::Opcode as O;
        let ty = self.value_type(inst)?;
        let (a, b) = match op {
            O::LLVMSDiv | O::LLVMSRem => (self.signed_operand(inst, 0)?, self.signed_operand(inst, 1)?),
            O::LLVMAShr => (self.signed_operand(inst, 0)?, self.value_operand(inst, 1)?),
            _ => (self.value_operand(inst, 0)?, self.value_operand(inst, 1)?),
        };
        let raw = self.emit_result(spv, ty, &[a, b])?;
        let result = self.mask_to_width(ty, raw, w)?;
        self.define_alias(inst, ty, result)
    }

    /// Whether the integer-to-integer conversion `inst` has a legalized type on either side.
    pub(super) fn is_odd_int_cast(&self, inst: llvm::Value<'c>) -> bool {
        inst.operand(0).is_some_and(|src| self.odd_int(src.ty()).is_some()) || self.odd_int(inst.ty()).is_some()
    }

    /// Integer-to-integer conversions (`trunc`, `zext`, `sext`) where either side is
    /// legalized ([`Translator::is_odd_int_cast`]).
    pub(super) fn emit_odd_int_cast(&mut self, inst: llvm::Value<'c>, op: llvm::Opcode) -> Result<()> {
        use llvm::Opcode as O;
        let src = inst.operand(0).ok_or_else(|| self.invalid(inst, "cast without operand"))?;
        let (from, to) = (self.odd_int(src.ty()), self.odd_int(inst.ty()));
        let ty = self.value_type(inst)?;
        if super::expansions::sat_widened_type(src).is_some() {
            // The saturating conversion was computed, clamped, in this very type.
            let x = self.value_id(src)?;
            return self.define_alias(inst, ty, x);
        }
        let sty = self.value_type(src)?;
        let mut x = self.canonical_operand(src)?;
        if op == O::LLVMSExt {
            if let Some(w) = from {
                x = self.sign_extend_in_container(sty, x, w)?;
            }
        }
        if self.scalar_width(sty) != self.scalar_width(ty) {
            let conv = if op == O::LLVMSExt { Op::SConvert } else { Op::UConvert };
            x = self.emit_result(conv, ty, &[x])?;
        }
        // zext keeps the zero upper bits; trunc and sext into iN need the mask.
        if let (Some(w), true) = (to, op != O::LLVMZExt) {
            x = self.mask_to_width(ty, x, w)?;
        }
        self.define_alias(inst, ty, x)
    }
}

#[cfg(test)]
mod tests {
    use super::odd_width;

    #[test]
    fn containers_are_the_next_standard_width() {
        assert_eq!(odd_width(2).map(|w| w.container), Some(8));
        assert_eq!(odd_width(7).map(|w| w.container), Some(8));
        assert_eq!(odd_width(9).map(|w| w.container), Some(16));
        assert_eq!(odd_width(24).map(|w| w.container), Some(32));
        assert_eq!(odd_width(48).map(|w| w.container), Some(64));
        assert_eq!(odd_width(2).map(|w| w.mask()), Some(3));
        assert_eq!(odd_width(63).map(|w| w.mask()), Some(u64::MAX >> 1));
        for standard in [1, 8, 16, 32, 64, 65, 128] {
            assert_eq!(odd_width(standard), None, "i{standard}");
        }
    }
}
