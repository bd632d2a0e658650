//! LLVM intrinsics without a single SPIR-V instruction, expanded into several:
//! overflow-checking arithmetic, saturating float-to-int conversions, bit
//! reversal, funnel shifts, floating-point class tests, lifetime markers and
//! constrained (strict FP) operations.
//!
//! Sources: LLVM Language Reference ("Arithmetic with Overflow Intrinsics", "llvm.fshl", "llvm.fshr",
//! "llvm.fptosi.sat", "llvm.bitreverse", "llvm.is.fpclass", "llvm.lifetime.start",
//! "Constrained Floating-Point Intrinsics"); SPIR-V 1.6 spec 3.52.13
//! (OpIAddCarry, OpISubBorrow), 3.52.14
//! (OpBitReverse, OpBitCount), 3.52.15 (OpIsNan & co.), 3.52.8 (OpLifetimeStart/Stop).

use super::{Error, Result, Translator};
use crate::llvm;
use spirv::{Op, Word};

/// The `*.with.overflow` intrinsics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Overflow {
    UAdd,
    USub,
    UMul,
    SAdd,
    SSub,
    SMul,
}

/// `llvm.is.fpclass` test bits (LLVM `FPClassTest`).
const SNAN: u64 = 1 << 0;
const QNAN: u64 = 1 << 1;
const NEG_INF: u64 = 1 << 2;
const NEG_NORMAL: u64 = 1 << 3;
const NEG_SUBNORMAL: u64 = 1 << 4;
const NEG_ZERO: u64 = 1 << 5;
const POS_ZERO: u64 = 1 << 6;
const POS_SUBNORMAL: u64 = 1 << 7;
const POS_NORMAL: u64 = 1 << 8;
const POS_INF: u64 = 1 << 9;
const ALL_CLASSES: u64 = 0x3ff;

/// The standard-width type a saturating conversion `inst` (`llvm.fpto{s,u}i.sat` to a
/// non-standard width) may be computed in: the type every use extends it to, when every
/// use is a `sext` (signed) or `zext` (unsigned) to one type of a standard width. Clamping
/// in that type gives the extended value directly.
pub(super) fn sat_widened_type(inst: llvm::Value<'_>) -> Option<llvm::Type<'_>> {
    let name = inst.called_value()?.name();
    let ext = if name.starts_with("llvm.fptosi.sat.") {
        llvm::Opcode::LLVMSExt
    } else if name.starts_with("llvm.fptoui.sat.") {
        llvm::Opcode::LLVMZExt
    } else {
        return None;
    };
    let users = inst.users();
    let first = users.first()?.ty();
    let standard = |t: llvm::Type<'_>| {
        let scalar = t.element_type().filter(|_| t.vector_size().is_some()).unwrap_or(t);
        matches!(scalar.int_width(), Some(8 | 16 | 32 | 64))
    };
    let all_extend = users.iter().all(|u| u.opcode() == Some(ext) && u.operand(0) == Some(inst) && u.ty() == first);
    (all_extend && standard(first)).then_some(first)
}

/// The bit layout of an IEEE binary floating-point format.
#[derive(Clone, Copy)]
struct FloatLayout {
    /// Total width in bits.
    bits: u32,
    /// Stored mantissa (fraction) bits.
    mantissa: u32,
}

impl FloatLayout {
    fn sign_bit(self) -> u64 {
        1u64 << (self.bits - 1)
    }
    /// All exponent bits set (the pattern of +infinity).
    fn exponent_mask(self) -> u64 {
        (self.sign_bit() - 1) & !((1u64 << self.mantissa) - 1)
    }
}

/// One `llvm.is.fpclass` being lowered: the operand, its float type, the result type and
/// the `OpSignBitSet` of the operand once computed.
struct FpClassTest {
    x: Word,
    fty: Word,
    rty: Word,
    layout: FloatLayout,
    sign: Option<Word>,
}

/// `round.*` metadata of constrained intrinsics -> FPRoundingMode (`round.dynamic` has none).
fn constrained_rounding(md: &str) -> Option<spirv::FPRoundingMode> {
    Some(match md {
        "round.tonearest" => spirv::FPRoundingMode::RTE,
        "round.towardzero" => spirv::FPRoundingMode::RTZ,
        "round.upward" => spirv::FPRoundingMode::RTP,
        "round.downward" => spirv::FPRoundingMode::RTN,
        _ => return None,
    })
}

impl<'c> Translator<'c, '_> {
    /// A vector of `bool` with the lanes of `ty` (or `bool`).
    fn bool_like(&mut self, ty: Word) -> Result<Word> {
        let (_, lanes) = self.scalar_and_lanes(ty);
        let b = self.bool_type()?;
        if lanes > 1 {
            self.vector_type(b, lanes)
        } else {
            Ok(b)
        }
    }

    /// For an `llvm.u{add,sub}.with.overflow` call: the Function variable its
    /// OpIAddCarry/OpISubBorrow pair goes through (see [`Translator::emit_with_overflow`]),
    /// made with the allocas.
    pub(super) fn plan_carry_variable(&mut self, call: llvm::Value<'c>) -> Result<()> {
        let Some(callee) = call.called_value() else { return Ok(()) };
        let name = callee.name_bytes();
        if !(name.starts_with(b"llvm.uadd.with.overflow.") || name.starts_with(b"llvm.usub.with.overflow.")) {
            return Ok(());
        }
        let Some(&a) = call.call_args().first() else { return Ok(()) };
        if self.odd_int(a.ty()).is_some() {
            return Ok(());
        }
        let pair = llvm::Type::literal_struct(self.ctx, &[a.ty(), a.ty()], false)?;
        let ptr = self.pointer_to(pair, 0, false)?;
        let var = self.out.id();
        self.emit(Op::Variable, &[ptr, var, spirv::StorageClass::Function as u32])?;
        if let Some(f) = self.func.as_mut() {
            f.call_variables.insert(call, (var, ptr));
        }
        Ok(())
    }

    /// `llvm.{u,s}{add,sub,mul}.with.overflow` (LangRef "Arithmetic with Overflow
    /// Intrinsics"): `{ result, overflowed }`, lane-wise for vectors, in the Khronos
    /// translator's forms where it has one:
    /// - unsigned add/sub: OpIAddCarry/OpISubBorrow through a Function variable (the pair
    ///   stored, then loaded with its ABI alignment), overflow a non-zero carry or borrow, the
    ///   result built by OpCompositeInsert into an OpUndef (and left unnamed: the reference
    ///   rewrites the call into other instructions);
    /// - unsigned mul: a call to the function `spirv.llvm_umul_with_overflow_<T>` (see
    ///   [`crate::emulated_intrinsics`], which the reverse translation turns back into the
    ///   intrinsic), signed add: a call to `llvm_sadd_with_overflow_<T>`; their bodies are
    ///   [`Translator::overflow_parts`] inserted into an OpUndef of the result;
    /// - the others inline ([`Translator::overflow_parts`]).
    ///
    /// Legalized widths (see `legalize.rs`) compute in the container
    /// ([`Translator::odd_overflow_parts`]).
    pub(super) fn emit_with_overflow(&mut self, inst: llvm::Value<'c>, kind: Overflow) -> Result<()> {
        let args = inst.call_args();
        let (Some(&a), Some(&b)) = (args.first(), args.get(1)) else {
            return Err(self.invalid(inst, "overflow intrinsic needs two operands"));
        };
        let scalar = a.ty().element_type().filter(|_| a.ty().vector_size().is_some()).unwrap_or(a.ty());
        if scalar.int_width().is_none_or(|w| w < 2) {
            return Err(self.unsupported(inst, "overflow intrinsics on i1 or non-integer operands"));
        }
        let ty = self.value_type(a)?;
        let bty = self.bool_like(ty)?;
        let x = self.canonical_operand(a)?;
        let y = self.canonical_operand(b)?;
        let rty = self.value_type(inst)?;
        if let Some(w) = self.odd_int(a.ty()) {
            let (value, overflow) = self.odd_overflow_parts(kind, ty, bty, x, y, w)?;
            let id = self.value_id(inst)?;
            return self.emit(Op::CompositeConstruct, &[rty, id, value, overflow]);
        }
        let carry_var = self.func.as_ref().and_then(|f| f.call_variables.get(&inst).copied());
        if let (Overflow::UAdd | Overflow::USub, Some((var, _))) = (kind, carry_var) {
            // `{ T, T }`, the OpIAddCarry/OpISubBorrow result and the carry variable's pointee.
            let pair_llvm = llvm::Type::literal_struct(self.ctx, &[a.ty(), a.ty()], false)?;
            let pair = self.type_id(pair_llvm)?;
            // OpIAddCarry / OpISubBorrow, from the table the reverse reads too.
            let callee = inst.called_value().map(|f| f.name()).unwrap_or_default();
            let op = crate::two_result_arith::op_for_intrinsic(&callee)
                .ok_or_else(|| self.invalid(inst, "carry intrinsic without its instruction"))?;
            let r = self.emit_result(op, pair, &[x, y])?;
            self.emit(Op::Store, &[var, r])?;
            let align = self.module.abi_alignment_of(pair_llvm)?;
            let loaded = self.emit_result(Op::Load, pair, &[var, spirv::MemoryAccess::ALIGNED.bits(), align])?;
            let lo = self.emit_result(Op::CompositeExtract, ty, &[loaded, 0])?;
            let hi = self.emit_result(Op::CompositeExtract, ty, &[loaded, 1])?;
            let zero = self.const_splat(ty, 0)?;
            let overflow = self.emit_result(Op::INotEqual, bty, &[hi, zero])?;
            let undef = self.undef(rty)?;
            let with_value = self.emit_result(Op::CompositeInsert, rty, &[lo, undef, 0])?;
            let r = self.emit_result(Op::CompositeInsert, rty, &[overflow, with_value, 1])?;
            self.named_ids.insert(r);
            return self.define_alias(inst, rty, r);
        }
        let helper = match kind {
            Overflow::UMul | Overflow::SAdd => inst.called_value().map(|f| f.name()),
            _ => None,
        };
        let operand = a.ty();
        if let Some(intrinsic) = helper {
            let name = match kind {
                Overflow::UMul => crate::emulated_intrinsics::helper_name(&intrinsic, false),
                _ => intrinsic.replace('.', "_"),
            };
            let f = self.helper_function(&name, rty, &[ty, ty], |t, p| {
                let (value, overflow) = t.overflow_parts(kind, operand, ty, bty, p[0], p[1])?;
                let undef = t.undef(rty)?;
                let with_value = t.emit_result(Op::CompositeInsert, rty, &[value, undef, 0])?;
                t.emit_result(Op::CompositeInsert, rty, &[overflow, with_value, 1]).map(Some)
            })?;
            let id = self.value_id(inst)?;
            return self.emit(Op::FunctionCall, &[rty, id, f, x, y]);
        }
        let (value, overflow) = self.overflow_parts(kind, a.ty(), ty, bty, x, y)?;
        let id = self.value_id(inst)?;
        self.emit(Op::CompositeConstruct, &[rty, id, value, overflow])
    }

    /// The wrapped result and the overflow flag (of `bty`, `bool` or a vector of it) of
    /// `x <kind> y` on integers of type `ty` (a standard width, scalar or vector; `operand` in
    /// LLVM):
    /// - unsigned add/sub: OpIAddCarry/OpISubBorrow, flag a non-zero carry or borrow;
    /// - multiplications: the high half from OpenCL.std `u_mul_hi`/`s_mul_hi` (OpenCL
    ///   consumers, the Intel CPU runtime among them, do not all implement
    ///   OpUMulExtended/OpSMulExtended), flag a high half other than zero (unsigned) or
    ///   than the low half's sign (signed);
    /// - signed add/sub: flag the sign of `(x ^ r) & (y ^ r)` / `(x ^ y) & (x ^ r)`.
    pub(super) fn overflow_parts(
        &mut self,
        kind: Overflow,
        operand: llvm::Type<'c>,
        ty: Word,
        bty: Word,
        x: Word,
        y: Word,
    ) -> Result<(Word, Word)> {
        let zero = self.const_splat(ty, 0)?;
        match kind {
            Overflow::UAdd | Overflow::USub => {
                let op = if kind == Overflow::UAdd { Op::IAddCarry } else { Op::ISubBorrow };
                let pair = llvm::Type::literal_struct(self.ctx, &[operand, operand], false)?;
                let pair = self.type_id(pair)?;
                let r = self.emit_result(op, pair, &[x, y])?;
                let lo = self.emit_result(Op::CompositeExtract, ty, &[r, 0])?;
                let hi = self.emit_result(Op::CompositeExtract, ty, &[r, 1])?;
                Ok((lo, self.emit_result(Op::INotEqual, bty, &[hi, zero])?))
            }
            Overflow::UMul | Overflow::SMul => {
                let lo = self.emit_result(Op::IMul, ty, &[x, y])?;
                let hi =
                    self.emit_ext_inst(ty, if kind == Overflow::UMul { "u_mul_hi" } else { "s_mul_hi" }, &[x, y])?;
                let reference = if kind == Overflow::SMul {
                    let w = self.scalar_width(ty).unwrap_or(32);
                    let shift = self.const_splat(ty, (w - 1) as u64)?;
                    self.emit_result(Op::ShiftRightArithmetic, ty, &[lo, shift])?
                } else {
                    zero
                };
                Ok((lo, self.emit_result(Op::INotEqual, bty, &[hi, reference])?))
            }
            Overflow::SAdd | Overflow::SSub => {
                let op = if kind == Overflow::SAdd { Op::IAdd } else { Op::ISub };
                let r = self.emit_result(op, ty, &[x, y])?;
                let (p, q) = if kind == Overflow::SAdd {
                    (self.emit_result(Op::BitwiseXor, ty, &[x, r])?, self.emit_result(Op::BitwiseXor, ty, &[y, r])?)
                } else {
                    (self.emit_result(Op::BitwiseXor, ty, &[x, y])?, self.emit_result(Op::BitwiseXor, ty, &[x, r])?)
                };
                let both = self.emit_result(Op::BitwiseAnd, ty, &[p, q])?;
                Ok((r, self.emit_result(Op::SLessThan, bty, &[both, zero])?))
            }
        }
    }

    /// [`Translator::overflow_parts`] for a legalized width N in its container C > N
    /// (operands zero-extended, see `legalize.rs`): sums, differences and (signed, on
    /// operands sign-extended in the container) the exact results never overflow the
    /// container, so the flag says whether the exact result leaves the N-bit range:
    /// - unsigned add: `r >> N != 0`; unsigned sub: `x < y`; unsigned mul: a non-zero
    ///   `u_mul_hi` or `lo >> N`;
    /// - signed add/sub: `r` differs from its low N bits sign-extended; signed mul: that, or
    ///   `s_mul_hi` other than the sign of the low half;
    ///
    /// and the value is the low N bits.
    fn odd_overflow_parts(
        &mut self,
        kind: Overflow,
        ty: Word,
        bty: Word,
        x: Word,
        y: Word,
        w: super::legalize::OddWidth,
    ) -> Result<(Word, Word)> {
        let zero = self.const_splat(ty, 0)?;
        let n = self.const_splat(ty, u64::from(w.bits))?;
        let (raw, overflow) = match kind {
            Overflow::UAdd => {
                let r = self.emit_result(Op::IAdd, ty, &[x, y])?;
                let high = self.emit_result(Op::ShiftRightLogical, ty, &[r, n])?;
                (r, self.emit_result(Op::INotEqual, bty, &[high, zero])?)
            }
            Overflow::USub => {
                (self.emit_result(Op::ISub, ty, &[x, y])?, self.emit_result(Op::ULessThan, bty, &[x, y])?)
            }
            Overflow::UMul => {
                let lo = self.emit_result(Op::IMul, ty, &[x, y])?;
                let hi = self.emit_ext_inst(ty, "u_mul_hi", &[x, y])?;
                let hi_set = self.emit_result(Op::INotEqual, bty, &[hi, zero])?;
                let above = self.emit_result(Op::ShiftRightLogical, ty, &[lo, n])?;
                let above_set = self.emit_result(Op::INotEqual, bty, &[above, zero])?;
                (lo, self.emit_result(Op::LogicalOr, bty, &[hi_set, above_set])?)
            }
            Overflow::SAdd | Overflow::SSub | Overflow::SMul => {
                let sx = self.sign_extend_in_container(ty, x, w)?;
                let sy = self.sign_extend_in_container(ty, y, w)?;
                let op = match kind {
                    Overflow::SAdd => Op::IAdd,
                    Overflow::SSub => Op::ISub,
                    _ => Op::IMul,
                };
                let r = self.emit_result(op, ty, &[sx, sy])?;
                let narrowed = self.sign_extend_in_container(ty, r, w)?;
                let outside = self.emit_result(Op::INotEqual, bty, &[r, narrowed])?;
                if kind != Overflow::SMul {
                    (r, outside)
                } else {
                    let hi = self.emit_ext_inst(ty, "s_mul_hi", &[sx, sy])?;
                    let shift = self.const_splat(ty, u64::from(w.container - 1))?;
                    let sign = self.emit_result(Op::ShiftRightArithmetic, ty, &[r, shift])?;
                    let hi_differs = self.emit_result(Op::INotEqual, bty, &[hi, sign])?;
                    (r, self.emit_result(Op::LogicalOr, bty, &[outside, hi_differs])?)
                }
            }
        };
        Ok((self.mask_to_width(ty, raw, w)?, overflow))
    }

    /// `llvm.fpto{s,u}i.sat`: the conversion decorated `SaturatedConversion` (NaN gives 0,
    /// out-of-range values the nearest bound, as OpenCL's `convert_<type>_sat`). For a
    /// legalized result width N the result is clamped to the N-bit range: when every use
    /// extends it with the conversion's signedness to one standard type (see
    /// [`sat_widened_type`]) the conversion is to that type and the clamp two (signed) or one
    /// (unsigned) compare-and-select, as the Khronos translator writes it (the extensions
    /// are then the value itself); otherwise the container result is clamped and masked.
    pub(super) fn emit_fp_to_int_sat(&mut self, inst: llvm::Value<'c>, signed: bool) -> Result<()> {
        let a = *inst.call_args().first().ok_or_else(|| self.invalid(inst, "conversion without operand"))?;
        let x = self.canonical_operand(a)?;
        let op = if signed { Op::ConvertFToS } else { Op::ConvertFToU };
        if let (Some(w), Some(wide)) = (self.odd_int(inst.ty()), sat_widened_type(inst)) {
            let ty = self.type_id(wide)?;
            let bty = self.bool_like(ty)?;
            let raw = self.emit_result(op, ty, &[x])?;
            self.decorate(raw, spirv::Decoration::SaturatedConversion, &[]);
            let clamped = if signed {
                let max = self.const_splat(ty, w.mask() >> 1)?;
                // -2^(N-1) in the wide type's two's complement.
                let wide_bits = self.scalar_width(ty).unwrap_or(64);
                let wide_mask = if wide_bits >= 64 { u64::MAX } else { (1u64 << wide_bits) - 1 };
                let min = self.const_splat(ty, !(w.mask() >> 1) & wide_mask)?;
                let above = self.emit_result(Op::SGreaterThanEqual, bty, &[raw, max])?;
                let below = self.emit_result(Op::SLessThanEqual, bty, &[raw, min])?;
                let capped = self.emit_result(Op::Select, ty, &[above, max, raw])?;
                self.emit_result(Op::Select, ty, &[below, min, capped])?
            } else {
                let max = self.const_splat(ty, w.mask())?;
                let above = self.emit_result(Op::UGreaterThanEqual, bty, &[raw, max])?;
                self.emit_result(Op::Select, ty, &[above, max, raw])?
            };
            return self.define_alias(inst, ty, clamped);
        }
        let ty = self.value_type(inst)?;
        let Some(w) = self.odd_int(inst.ty()) else {
            let id = self.value_id(inst)?;
            self.emit(op, &[ty, id, x])?;
            self.decorate(id, spirv::Decoration::SaturatedConversion, &[]);
            return Ok(());
        };
        let raw = self.emit_result(op, ty, &[x])?;
        self.decorate(raw, spirv::Decoration::SaturatedConversion, &[]);
        let clamped = if signed {
            let max = self.const_splat(ty, w.mask() >> 1)?;
            let container_mask = if w.container == 64 { u64::MAX } else { (1u64 << w.container) - 1 };
            let min = self.const_splat(ty, !(w.mask() >> 1) & container_mask)?;
            let c = self.emit_ext_inst(ty, "s_clamp", &[raw, min, max])?;
            self.mask_to_width(ty, c, w)?
        } else {
            let max = self.const_splat(ty, w.mask())?;
            self.emit_ext_inst(ty, "u_min", &[raw, max])?
        };
        self.define_alias(inst, ty, clamped)
    }

    /// `llvm.bitreverse`: OpBitReverse under SPV_KHR_bit_instructions, otherwise a call to
    /// a generated function `llvm_bitreverse_<type>` (as the Khronos translator names it)
    /// swapping bits, pairs and nibbles, then bytes.
    pub(super) fn emit_bitreverse(&mut self, inst: llvm::Value<'c>, name: &str) -> Result<()> {
        let a = *inst.call_args().first().ok_or_else(|| self.invalid(inst, "bitreverse without operand"))?;
        if self.odd_int(a.ty()).is_some() {
            return Err(self.unsupported(inst, "bitreverse of an integer of non-standard width"));
        }
        let ty = self.value_type(inst)?;
        let x = self.canonical_operand(a)?;
        if self.options.allows("SPV_KHR_bit_instructions") {
            self.require_capability(spirv::Capability::BitInstructions, || "llvm.bitreverse".into())?;
            let id = self.value_id(inst)?;
            return self.emit(Op::BitReverse, &[ty, id, x]);
        }
        let helper_name = name.replace('.', "_");
        let helper = self.helper_function(&helper_name, ty, &[ty], |t, params| {
            let width = t.scalar_width(ty).unwrap_or(32);
            let mut v = params[0];
            for (shift, pattern) in
                [(1u64, 0x5555_5555_5555_5555u64), (2, 0x3333_3333_3333_3333), (4, 0x0f0f_0f0f_0f0f_0f0f)]
            {
                let s = t.const_splat(ty, shift)?;
                let m = t.const_splat(ty, pattern & (u64::MAX >> (64 - width)))?;
                let hi = t.emit_result(Op::ShiftRightLogical, ty, &[v, s])?;
                let hi = t.emit_result(Op::BitwiseAnd, ty, &[hi, m])?;
                let lo = t.emit_result(Op::BitwiseAnd, ty, &[v, m])?;
                let lo = t.emit_result(Op::ShiftLeftLogical, ty, &[lo, s])?;
                v = t.emit_result(Op::BitwiseOr, ty, &[hi, lo])?;
            }
            if width > 8 {
                v = t.bswap_value(ty, v, width)?;
            }
            Ok(Some(v))
        })?;
        let id = self.value_id(inst)?;
        self.emit(Op::FunctionCall, &[ty, id, helper, x])
    }

    /// `llvm.is.fpclass(x, mask)` (LangRef "llvm.is.fpclass"): the union of the tested
    /// classes, in the Khronos translator's order (NaNs, infinities, normals, subnormals,
    /// zeros), each class with its sign condition (`OpSignBitSet`, computed once):
    /// - both NaNs `OpIsNan`; quiet ones `|bits| >= quiet bit pattern` (`0x7fc00000` for
    ///   float), signalling ones `OpIsNan && !quiet`;
    /// - infinities `OpIsInf`, normals `OpIsNormal`;
    /// - subnormals `(|bits| - 1) <u mantissa mask`, zeros `|bits| == 0`, `bits == 0` or
    ///   `bits == sign bit` (exact bit tests, independent of denormal flushing);
    ///
    /// where `|bits|` is the integer bit pattern with the sign cleared. A mask of no class
    /// is false, of every class true; a mask whose complement tests fewer classes is the
    /// complement's test negated (`OpLogicalNot`).
    pub(super) fn emit_is_fpclass(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let args = inst.call_args();
        let (Some(&a), Some(mask)) = (args.first(), args.get(1).and_then(|m| m.const_int_zext())) else {
            return Err(self.invalid(inst, "llvm.is.fpclass needs a value and a constant test mask"));
        };
        let rty = self.value_type(inst)?;
        let mask = mask & ALL_CLASSES;
        if mask == 0 || mask == ALL_CLASSES {
            let c = self.const_splat(rty, (mask != 0) as u64)?;
            return self.define_alias(inst, rty, c);
        }
        let scalar = a.ty().element_type().filter(|_| a.ty().vector_size().is_some()).unwrap_or(a.ty());
        let layout = match scalar.kind() {
            llvm::TypeKind::LLVMHalfTypeKind => FloatLayout { bits: 16, mantissa: 10 },
            llvm::TypeKind::LLVMBFloatTypeKind => FloatLayout { bits: 16, mantissa: 7 },
            llvm::TypeKind::LLVMFloatTypeKind => FloatLayout { bits: 32, mantissa: 23 },
            llvm::TypeKind::LLVMDoubleTypeKind => FloatLayout { bits: 64, mantissa: 52 },
            _ => return Err(self.unsupported(inst, "llvm.is.fpclass of this floating-point type")),
        };
        let x = self.canonical_operand(a)?;
        let fty = self.value_type(a)?;
        let inverted = (ALL_CLASSES & !mask).count_ones() < mask.count_ones();
        let tested = if inverted { ALL_CLASSES & !mask } else { mask };
        let mut test = FpClassTest { x, fty, rty, layout, sign: None };
        let mut r = self.fpclass_union(&mut test, tested)?;
        if inverted {
            r = self.emit_result(Op::LogicalNot, rty, &[r])?;
        }
        self.define_alias(inst, rty, r)
    }

    /// The test of the classes in `mask` (neither empty nor all) on `t.x`.
    fn fpclass_union(&mut self, t: &mut FpClassTest, mask: u64) -> Result<Word> {
        let rty = t.rty;
        let mut terms: Vec<Word> = Vec::new();
        match (mask & SNAN != 0, mask & QNAN != 0) {
            (true, true) => terms.push(self.emit_result(Op::IsNan, rty, &[t.x])?),
            (false, false) => {}
            (signalling, _) => {
                let abs = self.fpclass_abs_bits(t)?;
                let ity = self.int_like_float(t.fty)?;
                let quiet_nan = self.const_splat(ity, t.layout.exponent_mask() | (1 << (t.layout.mantissa - 1)))?;
                let quiet = self.emit_result(Op::UGreaterThanEqual, rty, &[abs, quiet_nan])?;
                if signalling {
                    let nan = self.emit_result(Op::IsNan, rty, &[t.x])?;
                    let not_quiet = self.emit_result(Op::LogicalNot, rty, &[quiet])?;
                    terms.push(self.emit_result(Op::LogicalAnd, rty, &[nan, not_quiet])?);
                } else {
                    terms.push(quiet);
                }
            }
        }
        for (neg, pos, op) in [(NEG_INF, POS_INF, Op::IsInf), (NEG_NORMAL, POS_NORMAL, Op::IsNormal)] {
            if mask & (neg | pos) != 0 {
                let class = self.emit_result(op, rty, &[t.x])?;
                terms.push(self.fpclass_signed(t, class, mask & neg != 0, mask & pos != 0)?);
            }
        }
        if mask & (NEG_SUBNORMAL | POS_SUBNORMAL) != 0 {
            let abs = self.fpclass_abs_bits(t)?;
            let ity = self.int_like_float(t.fty)?;
            let one = self.const_splat(ity, 1)?;
            let mantissa = self.const_splat(ity, (1u64 << t.layout.mantissa) - 1)?;
            let below = self.emit_result(Op::ISub, ity, &[abs, one])?;
            let sub = self.emit_result(Op::ULessThan, rty, &[below, mantissa])?;
            terms.push(self.fpclass_signed(t, sub, mask & NEG_SUBNORMAL != 0, mask & POS_SUBNORMAL != 0)?);
        }
        if mask & (NEG_ZERO | POS_ZERO) != 0 {
            let ity = self.int_like_float(t.fty)?;
            let (bits, pattern) = match (mask & NEG_ZERO != 0, mask & POS_ZERO != 0) {
                (true, true) => (self.fpclass_abs_bits(t)?, 0),
                (neg, _) => {
                    let bits = self.emit_result(Op::Bitcast, ity, &[t.x])?;
                    (bits, if neg { t.layout.sign_bit() } else { 0 })
                }
            };
            let c = self.const_splat(ity, pattern)?;
            terms.push(self.emit_result(Op::IEqual, rty, &[bits, c])?);
        }
        let mut acc = terms.first().copied().ok_or_else(|| self.internal("empty class test"))?;
        for term in terms.into_iter().skip(1) {
            acc = self.emit_result(Op::LogicalOr, rty, &[acc, term])?;
        }
        Ok(acc)
    }

    /// The integer bit pattern of `t.x` with the sign bit cleared.
    fn fpclass_abs_bits(&mut self, t: &FpClassTest) -> Result<Word> {
        let ity = self.int_like_float(t.fty)?;
        let bits = self.emit_result(Op::Bitcast, ity, &[t.x])?;
        let clear = self.const_splat(ity, t.layout.sign_bit() - 1)?;
        self.emit_result(Op::BitwiseAnd, ity, &[bits, clear])
    }

    /// `class` restricted by sign: itself for both signs, `sign && class` for the
    /// negative one, `!sign && class` for the positive one.
    fn fpclass_signed(&mut self, t: &mut FpClassTest, class: Word, neg: bool, pos: bool) -> Result<Word> {
        if neg && pos {
            return Ok(class);
        }
        let sign = match t.sign {
            Some(s) => s,
            None => {
                let s = self.emit_result(Op::SignBitSet, t.rty, &[t.x])?;
                t.sign = Some(s);
                s
            }
        };
        let condition = if neg { sign } else { self.emit_result(Op::LogicalNot, t.rty, &[sign])? };
        self.emit_result(Op::LogicalAnd, t.rty, &[condition, class])
    }

    /// The integer type with the width and lanes of float type `ty`.
    fn int_like_float(&mut self, ty: Word) -> Result<Word> {
        let (_, lanes) = self.scalar_and_lanes(ty);
        let w = self.scalar_width(ty).unwrap_or(32);
        let i = self.int_type(w)?;
        if lanes > 1 {
            self.vector_type(i, lanes)
        } else {
            Ok(i)
        }
    }

    /// `llvm.lifetime.start/end(size, ptr)` (LLVM 19) or `(ptr)` (LLVM 22, the whole object)
    /// -> OpLifetimeStart/Stop on the Function-storage pointer (generic pointers are cast
    /// back); a size of -1 ("the whole object") or none is 0, and a non-zero size takes an
    /// `i8` pointer (SPIR-V 1.6 spec, OpLifetimeStart). Markers on other storage classes
    /// are dropped (they are hints).
    pub(super) fn emit_lifetime(&mut self, inst: llvm::Value<'c>, start: bool) -> Result<()> {
        let args = inst.call_args();
        let (size, p) = match args.as_slice() {
            [size, p] => (size.const_int_sext(), *p),
            [p] => (None, *p),
            _ => return Err(self.invalid(inst, "lifetime marker needs (size, pointer) or (pointer)")),
        };
        let size = match size {
            Some(n) if n >= 0 && n <= u32::MAX as i64 => n as u32,
            _ => 0,
        };
        let pty = self.value_type(p)?;
        let Some((sc, pointee)) = self.pointer_parts(pty) else { return Ok(()) };
        let mut ptr = self.value_id(p)?;
        let mut pty = pty;
        if sc == spirv::StorageClass::Generic {
            let f = self.pointer_type(spirv::StorageClass::Function, pointee)?;
            ptr = self.emit_result(Op::GenericCastToPtr, f, &[ptr])?;
            pty = f;
        } else if sc != spirv::StorageClass::Function {
            return Ok(());
        }
        if size != 0 {
            let i8 = self.type_id(self.i8_ty)?;
            let want = self.pointer_type(spirv::StorageClass::Function, i8)?;
            ptr = self.coerce(ptr, pty, want)?;
        }
        self.emit(if start { Op::LifetimeStart } else { Op::LifetimeStop }, &[ptr, size])
    }

    /// `llvm.experimental.constrained.<op>`: the plain operation; a static rounding mode
    /// (`round.tonearest` ...) becomes an FPRoundingMode decoration on conversions and
    /// arithmetic, exception behaviour is dropped (SPIR-V has no FP exceptions).
    pub(super) fn emit_constrained(&mut self, inst: llvm::Value<'c>, op: &str) -> Result<()> {
        let args = inst.call_args();
        let values: Vec<_> = args.iter().copied().filter(|a| !a.is_metadata()).collect();
        let rounding = args.iter().filter_map(|a| a.md_string()).find_map(|m| constrained_rounding(&m));
        let ty = self.value_type(inst)?;
        let mut ops = Vec::new();
        for v in &values {
            ops.push(self.canonical_operand(*v)?);
        }
        let (spv, decorate_rounding) = match op {
            "fadd" => (Op::FAdd, true),
            "fsub" => (Op::FSub, true),
            "fmul" => (Op::FMul, true),
            "fdiv" => (Op::FDiv, true),
            "frem" => (Op::FRem, true),
            "sitofp" => (Op::ConvertSToF, true),
            "uitofp" => (Op::ConvertUToF, true),
            "fptosi" => (Op::ConvertFToS, false),
            "fptoui" => (Op::ConvertFToU, false),
            "fpext" => (Op::FConvert, false),
            "fptrunc" => (Op::FConvert, true),
            "fcmp" | "fcmps" => {
                let pred = args.iter().filter_map(|a| a.md_string()).find(|m| !m.starts_with("fpexcept"));
                let cmp = match pred.as_deref() {
                    Some("oeq") => Op::FOrdEqual,
                    Some("ogt") => Op::FOrdGreaterThan,
                    Some("oge") => Op::FOrdGreaterThanEqual,
                    Some("olt") => Op::FOrdLessThan,
                    Some("ole") => Op::FOrdLessThanEqual,
                    Some("one") => Op::FOrdNotEqual,
                    Some("ord") => Op::Ordered,
                    Some("ueq") => Op::FUnordEqual,
                    Some("ugt") => Op::FUnordGreaterThan,
                    Some("uge") => Op::FUnordGreaterThanEqual,
                    Some("ult") => Op::FUnordLessThan,
                    Some("ule") => Op::FUnordLessThanEqual,
                    Some("une") => Op::FUnordNotEqual,
                    Some("uno") => Op::Unordered,
                    _ => return Err(self.unsupported(inst, "constrained comparison with an unknown predicate")),
                };
                (cmp, false)
            }
            "fma" | "fmuladd" => {
                let id = self.value_id(inst)?;
                self.emit_ext_inst_into(id, ty, "fma", &ops)?;
                return Ok(());
            }
            "sqrt" | "sin" | "cos" | "exp" | "exp2" | "log" | "log2" | "log10" | "pow" | "floor" | "ceil" | "trunc"
            | "round" | "rint" | "nearbyint" | "fabs" => {
                let ext = match op {
                    "nearbyint" => "rint",
                    "fabs" => "fabs",
                    o => o,
                };
                let id = self.value_id(inst)?;
                self.emit_ext_inst_into(id, ty, ext, &ops)?;
                return Ok(());
            }
            "maxnum" | "minnum" => {
                let id = self.value_id(inst)?;
                self.emit_ext_inst_into(id, ty, if op == "maxnum" { "fmax" } else { "fmin" }, &ops)?;
                return Ok(());
            }
            _ => {
                return Err(Error::UnsupportedIntrinsic {
                    function: self.fname(),
                    intrinsic: format!("llvm.experimental.constrained.{op}"),
                });
            }
        };
        let id = self.value_id(inst)?;
        let mut full = vec![ty, id];
        full.extend(ops);
        self.emit(spv, &full)?;
        if let (Some(mode), true) = (rounding, decorate_rounding) {
            self.decorate(id, spirv::Decoration::FPRoundingMode, &[mode as u32]);
        }
        Ok(())
    }

    /// `llvm.fshl`/`llvm.fshr` (LangRef): `a` and `b` concatenated (`a` high), shifted by
    /// `c` modulo the width N, the high (fshl) or low (fshr) N bits. A rotate (`a == b`) of a
    /// standard width is OpenCL.std `rotate`; otherwise, with `s = c mod N` and never a shift
    /// by N or more (undefined in SPIR-V):
    /// `fshl = (a << s) | ((b >> 1) >> (N - 1 - s))`, `fshr = ((a << 1) << (N - 1 - s)) | (b >> s)`
    /// (logical shifts, lane-wise for vectors). A legalized width (see `legalize.rs`) computes
    /// in its container, `mod N` by `OpUMod`, and masks the result back to N bits.
    pub(super) fn emit_funnel_shift(&mut self, inst: llvm::Value<'c>, left: bool) -> Result<()> {
        let args = inst.call_args();
        let (Some(&a), Some(&b), Some(&c)) = (args.first(), args.get(1), args.get(2)) else {
            return Err(self.invalid(inst, "funnel shift needs three operands"));
        };
        let scalar = inst.ty().element_type().filter(|_| inst.ty().vector_size().is_some()).unwrap_or(inst.ty());
        let bits = scalar.int_width().ok_or_else(|| self.invalid(inst, "funnel shift of a non-integer"))?;
        let ty = self.value_type(inst)?;
        let odd = self.odd_int(inst.ty());
        if bits == 1 {
            // Shifts modulo 1 are by 0: fshl gives `a`, fshr `b`.
            let x = self.canonical_operand(if left { a } else { b })?;
            return self.define_alias(inst, ty, x);
        }
        let x = self.canonical_operand(a)?;
        let amount = self.canonical_operand(c)?;
        if a == b && odd.is_none() {
            // rotr(x, n) == rotate(x, -n): OpenCL.std rotate takes the amount modulo the width.
            let amount = if left { amount } else { self.emit_result(Op::SNegate, ty, &[amount])? };
            let id = self.value_id(inst)?;
            return self.emit_ext_inst_into(id, ty, "rotate", &[x, amount]);
        }
        let y = self.canonical_operand(b)?;
        let s = match odd {
            None => {
                let m = self.const_splat(ty, u64::from(bits) - 1)?;
                self.emit_result(Op::BitwiseAnd, ty, &[amount, m])?
            }
            Some(_) => {
                let n = self.const_splat(ty, u64::from(bits))?;
                self.emit_result(Op::UMod, ty, &[amount, n])?
            }
        };
        let one = self.const_splat(ty, 1)?;
        let top = self.const_splat(ty, u64::from(bits) - 1)?;
        let rest = self.emit_result(Op::ISub, ty, &[top, s])?;
        let (hi, lo) = if left {
            let hi = self.emit_result(Op::ShiftLeftLogical, ty, &[x, s])?;
            let y1 = self.emit_result(Op::ShiftRightLogical, ty, &[y, one])?;
            (hi, self.emit_result(Op::ShiftRightLogical, ty, &[y1, rest])?)
        } else {
            let x1 = self.emit_result(Op::ShiftLeftLogical, ty, &[x, one])?;
            let hi = self.emit_result(Op::ShiftLeftLogical, ty, &[x1, rest])?;
            (hi, self.emit_result(Op::ShiftRightLogical, ty, &[y, s])?)
        };
        match odd {
            None => {
                let id = self.value_id(inst)?;
                self.emit(Op::BitwiseOr, &[ty, id, hi, lo])
            }
            Some(w) => {
                let joined = self.emit_result(Op::BitwiseOr, ty, &[hi, lo])?;
                let r = self.mask_to_width(ty, joined, w)?;
                self.define_alias(inst, ty, r)
            }
        }
    }
}
