//! The instructions with a natural LLVM counterpart: arithmetic, bitwise, comparisons,
//! conversions, composites, memory and calls. Their handlers are called from the one
//! opcode `match` in `dispatch.rs`.
//!
//! Constant operands: the instructions the Khronos reader creates directly (conversions and
//! OpBitcast, access chains, OpFNegate, OpVectorExtractDynamic / OpVectorInsertDynamic, the
//! lanes of a vector OpCompositeConstruct with a run-time constituent) are built through
//! [`llvm::NoFold`], so each stays an instruction when its operands are constants; those it
//! builds with an IRBuilder (binary operators, comparisons, OpSelect, OpNot, OpSNegate,
//! OpCompositeExtract / OpCompositeInsert, OpVectorShuffle) fold as they do there.
//!
//! Sources: SPIR-V 1.6 spec 3.52.8 "Memory", 3.52.11 "Conversion", 3.52.12
//! "Composite", 3.52.13 "Arithmetic", 3.52.14 "Bit", 3.52.15 "Relational and
//! Logical Instructions"; LLVM Language Reference for the targets.

use super::{Error, Operands, Reader, Result, Slot};
use crate::llvm;
use llvm::{IntPredicate as IP, Opcode as O, RealPredicate as RP};
use rspirv::dr;
use spirv::{Op, Word};

/// The component kind of an arithmetic or comparison operand (a scalar or a vector of it).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scalar {
    Int,
    Float,
    Pointer,
    Other,
}

fn scalar_kind(t: llvm::Type<'_>) -> Scalar {
    use llvm::TypeKind as K;
    let s = if t.kind() == K::LLVMVectorTypeKind { t.element_type().unwrap_or(t) } else { t };
    match s.kind() {
        K::LLVMIntegerTypeKind => Scalar::Int,
        K::LLVMHalfTypeKind | K::LLVMBFloatTypeKind | K::LLVMFloatTypeKind | K::LLVMDoubleTypeKind => Scalar::Float,
        K::LLVMPointerTypeKind => Scalar::Pointer,
        _ => Scalar::Other,
    }
}

/// SPIR-V spec 3.52.13 "Arithmetic Instructions" / 3.52.15 "Relational and Logical
/// Instructions": both operands have one type, whose components are of `kind` (checked
/// here, as LLVM's builder and constant folder assume it).
fn same_scalar_operands(a: llvm::Value<'_>, b: llvm::Value<'_>, kind: Scalar) -> std::result::Result<(), &'static str> {
    if a.ty() != b.ty() {
        return Err("operands of different types");
    }
    if scalar_kind(a.ty()) != kind {
        return Err(match kind {
            Scalar::Float => "operand is not a floating-point scalar or vector",
            _ => "operand is not an integer or boolean scalar or vector",
        });
    }
    Ok(())
}

/// The [`Error::InvalidOperands`] of an `opcode` instruction at word `offset`, for a reason.
pub(super) fn invalid(opcode: Op, offset: usize) -> impl Fn(&'static str) -> Error + Copy {
    move |reason| Error::InvalidOperands { offset, opcode, reason }
}

impl<'c> Reader<'c, '_> {
    /// Id operand `k` of `inst` as a value.
    ///
    /// Errors: [`Error::InvalidOperands`] when operand `k` is not an id; the errors of
    /// [`Reader::value`] for the id.
    pub(super) fn operand(&mut self, inst: &dr::Instruction, k: usize, offset: usize) -> Result<llvm::Value<'c>> {
        let opcode = inst.class.opcode;
        let id = inst.id(k).ok_or(Error::InvalidOperands { offset, opcode, reason: "missing id operand" })?;
        self.value(id, offset, opcode)
    }

    /// The LLVM type of `inst`'s result.
    ///
    /// Errors: [`Error::InvalidOperands`] when `inst` has no result type; the errors of
    /// [`Reader::ty`].
    pub(super) fn result_ty(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Type<'c>> {
        let opcode = inst.class.opcode;
        let t = inst.result_type.ok_or(Error::InvalidOperands { offset, opcode, reason: "missing result type" })?;
        self.ty(t, offset, opcode)
    }

    /// Runs `handler`, a translation of `inst` to one LLVM value, and records that value as
    /// `inst`'s result (name and decorations applied).
    pub(super) fn defined_by(
        &mut self,
        inst: &dr::Instruction,
        offset: usize,
        handler: fn(&mut Self, &dr::Instruction, usize) -> Result<llvm::Value<'c>>,
    ) -> Result<()> {
        let v = handler(self, inst, offset)?;
        self.define(inst, v)?;
        Ok(())
    }

    /// A binary operator with LLVM opcode `bop` (SPIR-V spec 3.52.13 "Arithmetic
    /// Instructions", 3.52.14 "Bit Instructions", the logical ones of 3.52.15). A shift amount
    /// of another width than the shifted value is resized to it (SPIR-V allows it, LLVM not).
    ///
    /// Errors: [`Error::InvalidOperands`] unless both operands are of one integer (or, for
    /// the float operators, float) scalar or vector type.
    pub(super) fn binary(&mut self, inst: &dr::Instruction, offset: usize, bop: O) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = invalid(opcode, offset);
        let a = self.operand(inst, 0, offset)?;
        let mut b = self.operand(inst, 1, offset)?;
        if matches!(opcode, Op::ShiftLeftLogical | Op::ShiftRightLogical | Op::ShiftRightArithmetic) && a.ty() != b.ty()
        {
            b = self.int_resize(b, a.ty(), false)?;
        }
        let float = matches!(bop, O::LLVMFAdd | O::LLVMFSub | O::LLVMFMul | O::LLVMFDiv | O::LLVMFRem);
        same_scalar_operands(a, b, if float { Scalar::Float } else { Scalar::Int }).map_err(bad)?;
        let v = self.builder.binop(bop, a, b)?;
        self.flags(inst, v);
        self.define(inst, v)?;
        Ok(())
    }

    /// An integer (or pointer) comparison `icmp p` (SPIR-V spec 3.52.15 "Relational and
    /// Logical Instructions").
    ///
    /// Errors: [`Error::InvalidOperands`] unless both operands are of one integer, boolean
    /// or pointer scalar or vector type.
    pub(super) fn int_compare(&mut self, inst: &dr::Instruction, offset: usize, p: IP) -> Result<()> {
        let bad = invalid(inst.class.opcode, offset);
        let (a, b) = (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?);
        if scalar_kind(a.ty()) != Scalar::Pointer {
            same_scalar_operands(a, b, Scalar::Int).map_err(bad)?;
        } else if a.ty() != b.ty() {
            return Err(bad("operands of different types"));
        }
        let v = self.builder.icmp(p, a, b)?;
        self.define(inst, v)?;
        Ok(())
    }

    /// A float comparison `fcmp p` (SPIR-V spec 3.52.15 "Relational and Logical
    /// Instructions"), with the instruction's fast-math flags.
    ///
    /// Errors: [`Error::InvalidOperands`] unless both operands are of one float scalar or
    /// vector type.
    pub(super) fn float_compare(&mut self, inst: &dr::Instruction, offset: usize, p: RP) -> Result<()> {
        let bad = invalid(inst.class.opcode, offset);
        let (a, b) = (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?);
        same_scalar_operands(a, b, Scalar::Float).map_err(bad)?;
        let v = self.builder.fcmp(p, a, b)?;
        self.flags(inst, v);
        self.define(inst, v)?;
        Ok(())
    }

    /// OpFNegate -> `fneg` (an instruction on constants too), with its fast-math flags.
    pub(super) fn fnegate(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let a = self.operand(inst, 0, offset)?;
        let v = self.builder.no_fold().fneg(a)?;
        self.flags(inst, v);
        Ok(v)
    }

    /// OpSNegate -> `sub 0, a`: OpSNegate wraps (spec 3.52.13), so `nsw` only comes from a
    /// NoSignedWrap decoration. The Khronos translator writes `sub nsw`, which would make the
    /// negation of the minimum value poison.
    pub(super) fn snegate(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let a = self.operand(inst, 0, offset)?;
        let v = self.builder.binop(O::LLVMSub, llvm::Value::const_null(a.ty())?, a)?;
        self.flags(inst, v);
        Ok(v)
    }

    /// OpNot / OpLogicalNot -> `xor a, -1`.
    pub(super) fn not(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let a = self.operand(inst, 0, offset)?;
        Ok(self.builder.binop(O::LLVMXor, a, all_ones(a.ty())?)?)
    }

    /// OpSMod (spec 3.52.13): the remainder has the sign of the divisor. srem, then add the
    /// divisor when the operands' signs differ and the remainder is not zero.
    pub(super) fn smod(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let (a, b) = (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?);
        let zero = llvm::Value::const_null(a.ty())?;
        let r = self.builder.binop(O::LLVMSRem, a, b)?;
        r.set_name("srem.res");
        let x = self.builder.binop(O::LLVMXor, a, b)?;
        x.set_name("xor.res");
        let differ = self.builder.icmp(IP::LLVMIntSLT, x, zero)?;
        differ.set_name("cmpsign.res");
        let nonzero = self.builder.icmp(IP::LLVMIntNE, r, zero)?;
        nonzero.set_name("cmpsrem.res");
        let sum = self.builder.binop(O::LLVMAdd, r, b)?;
        sum.set_nsw();
        sum.set_name("add.res");
        let fix = self.builder.binop(O::LLVMAnd, differ, nonzero)?;
        fix.set_name("cmp.res");
        Ok(self.builder.select(fix, sum, r)?)
    }

    /// OpSizeOf (spec 3.52.8): the size in bytes of the pointee, a constant of the 32-bit
    /// result type. The operand is a pointer (also accepted: a pointer type).
    ///
    /// Errors: [`Error::InvalidOperands`] for an operand that is no pointer, an unsized
    /// pointee or a result type that is not an integer scalar.
    pub(super) fn size_of(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let opcode = inst.class.opcode;
        let bad = invalid(opcode, offset);
        let p = inst.id(0).ok_or_else(|| bad("missing pointer operand"))?;
        let ptr_ty = if self.spv_types.contains_key(&p) { Some(p) } else { self.type_of(p) };
        let (_, pointee) = ptr_ty.and_then(|t| self.pointee(t)).ok_or_else(|| bad("the operand is not a pointer"))?;
        let pt = self.ty(pointee, offset, opcode)?;
        if !pt.is_sized() {
            return Err(bad("the pointee has no size"));
        }
        let t = self.result_ty(inst, offset)?;
        if t.int_width().is_none() || t.vector_size().is_some() {
            return Err(bad("the result type must be an integer scalar"));
        }
        Ok(llvm::Value::const_int(t, self.module.abi_size_of(pt)?)?)
    }

    /// OpCopyLogical (spec 3.52.12): the same bits seen as a logically matching type;
    /// through memory, as the Khronos translator does.
    ///
    /// Errors: [`Error::InvalidOperands`] when the operand and result types differ in size.
    pub(super) fn copy_logical(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let a = self.operand(inst, 0, offset)?;
        let t = self.result_ty(inst, offset)?;
        if !a.ty().is_sized() || !t.is_sized() || self.module.abi_size_of(a.ty()) != self.module.abi_size_of(t) {
            return Err(bad("the operand and result types do not match logically"));
        }
        let slot = self.entry_alloca(a.ty())?;
        self.builder.store(a, slot)?;
        Ok(self.builder.load(t, slot)?)
    }

    /// OpPtrEqual / OpPtrNotEqual (spec 3.52.8): LLVM's `icmp eq/ne` of the pointers.
    ///
    /// Errors: [`Error::InvalidOperands`] unless the operands are pointers of one type.
    pub(super) fn ptr_compare(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let (a, b) = (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?);
        if a.ty().pointer_address_space().is_none() || a.ty() != b.ty() {
            return Err(bad("the operands must be pointers of one type"));
        }
        let p = if inst.class.opcode == Op::PtrEqual { IP::LLVMIntEQ } else { IP::LLVMIntNE };
        Ok(self.builder.icmp(p, a, b)?)
    }

    /// OpPtrDiff (spec 3.52.8): the distance in elements of the pointee type,
    /// `(ptrtoint a - ptrtoint b) sdiv exact sizeof(pointee)` (LLVM's CreatePtrDiff).
    ///
    /// Errors: [`Error::InvalidOperands`] unless the operands are pointers of one type to a
    /// sized pointee.
    pub(super) fn ptr_diff(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let opcode = inst.class.opcode;
        let bad = invalid(opcode, offset);
        let (a, b) = (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?);
        if !is_pointer_like(a.ty()) || a.ty() != b.ty() {
            return Err(bad("the operands must be pointers of one type"));
        }
        let pid = inst.id(0).and_then(|p| self.type_of(p)).and_then(|t| self.pointee(t));
        let (_, pointee) = pid.ok_or_else(|| bad("the operand is not a pointer"))?;
        let et = self.ty(pointee, offset, opcode)?;
        if !et.is_sized() || self.module.abi_size_of(et)? == 0 {
            return Err(bad("the pointee has no size"));
        }
        let t = self.result_ty(inst, offset)?;
        let it = llvm::Type::int(self.ctx, 8 * self.module.abi_size_of(a.ty())? as u32)?;
        let ai = self.builder.cast(O::LLVMPtrToInt, a, it)?;
        let bi = self.builder.cast(O::LLVMPtrToInt, b, it)?;
        let d = self.builder.binop(O::LLVMSub, ai, bi)?;
        let n = llvm::Value::const_int(it, self.module.abi_size_of(et)?)?;
        let q = self.builder.binop(O::LLVMSDiv, d, n)?;
        q.set_exact();
        self.int_resize(q, t, true)
    }

    /// OpFMod: frem has the sign of the dividend; FMod the sign of the divisor (SPIR-V spec
    /// 3.52.13): r = frem a, b; c = copysign(r, b); r and c differ exactly when a nonzero r
    /// has the wrong sign, and then the result is r + b.
    pub(super) fn fmod(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let (a, b) = (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?);
        let r = self.builder.binop(O::LLVMFRem, a, b)?;
        r.set_name("frem.res");
        let suffix = float_suffix(a.ty());
        let fty = llvm::Type::function(a.ty(), &[a.ty(), a.ty()], false)?;
        let copysign = self.intrinsic(&format!("llvm.copysign.{suffix}"), fty)?;
        let c = self.builder.call(fty, copysign, &[r, b])?;
        c.set_name("copysign.res");
        let sum = self.builder.binop(O::LLVMFAdd, r, b)?;
        sum.set_name("fadd.res");
        let differ = self.builder.fcmp(RP::LLVMRealONE, r, c)?;
        differ.set_name("cmp.res");
        Ok(self.builder.select(differ, sum, c)?)
    }

    /// OpSelect -> `select`.
    pub(super) fn select(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let (c, a, b) =
            (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?, self.operand(inst, 2, offset)?);
        Ok(self.builder.select(c, a, b)?)
    }

    /// The numeric conversions (spec 3.52.11 "Conversion Instructions": OpConvertFToU,
    /// OpConvertFToS, OpConvertSToF, OpConvertUToF, OpUConvert, OpSConvert, OpFConvert,
    /// OpSatConvertSToU, OpSatConvertUToS). The decision made here: a conversion whose
    /// meaning LLVM's cast instructions carry ([`Reader::conversion_is_plain`]: no
    /// SaturatedConversion or FPRoundingMode decoration, not a SatConvert) is a plain cast;
    /// any other is the OpenCL C `convert_*` builtin (`__spirv_*` in SPV-IR), see
    /// [`Reader::decorated_conversion`].
    pub(super) fn convert(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        // FP8, FP4 and Int4 conversions are `__builtin_spirv_*` calls (number_formats.rs).
        if let Some(c) = self.mini_conversion(inst) {
            return self.mini_conversion_call(inst, offset, c);
        }
        if !self.conversion_is_plain(inst) {
            return self.decorated_conversion(inst, offset);
        }
        let a = self.operand(inst, 0, offset)?;
        let t = self.result_ty(inst, offset)?;
        let v = self.conversion(inst.class.opcode, a, t);
        self.define(inst, v?)?;
        Ok(())
    }

    /// OpConvertPtrToU -> `ptrtoint`. On an opaque handle (invalid SPIR-V that DPC++ emits
    /// for ESIMD `get_surface_index()` on an image) the `__spirv_ConvertPtrToU` call the
    /// Khronos translator keeps.
    ///
    /// Errors: [`Error::InvalidOperands`] unless the operand is a pointer and the result an
    /// integer.
    pub(super) fn convert_ptr_to_u(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let a = self.operand(inst, 0, offset)?;
        let t = self.result_ty(inst, offset)?;
        if !is_int_like(t) {
            return Err(bad("result type is not an integer"));
        }
        let a_ty = inst.id(0).and_then(|x| self.type_of(x));
        let opaque = a_ty.and_then(|x| self.spv_types.get(&x)).is_some_and(|d| d.opaque_address_space().is_some());
        if opaque {
            let p = self.mangled(a.ty(), a_ty, false);
            let r = self.mangled(t, None, false);
            Ok(self.call_builtin(&format!("__spirv_ConvertPtrToU_R{r}"), t, &[a], &[p])?)
        } else if is_pointer_like(a.ty()) {
            Ok(self.builder.no_fold().cast(O::LLVMPtrToInt, a, t)?)
        } else {
            Err(bad("operand is not a pointer"))
        }
    }

    /// OpConvertUToPtr -> `inttoptr`.
    ///
    /// Errors: [`Error::InvalidOperands`] unless the operand is an integer and the result a
    /// pointer.
    pub(super) fn convert_u_to_ptr(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let a = self.operand(inst, 0, offset)?;
        let t = self.result_ty(inst, offset)?;
        if !is_int_like(a.ty()) || !is_pointer_like(t) {
            return Err(bad("needs an integer operand and a pointer result"));
        }
        Ok(self.builder.no_fold().cast(O::LLVMIntToPtr, a, t)?)
    }

    /// OpPtrCastToGeneric / OpGenericCastToPtr, and SPV_INTEL_usm_storage_classes'
    /// OpPtrCastToCrossWorkgroupINTEL / OpCrossWorkgroupCastToPtrINTEL (between
    /// CrossWorkgroup and DeviceOnlyINTEL/HostOnlyINTEL, address spaces 1 and 5/6) ->
    /// `addrspacecast` (the operand itself when
    /// the types agree). A cast of a pointer into a builtin variable is a step of its
    /// reinterpreted view instead ([`Reader::builtin_view_step`]).
    ///
    /// Errors: [`Error::InvalidOperands`] unless operand and result are pointers.
    pub(super) fn generic_cast(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        if self.steps_builtin_view(inst) {
            return self.builtin_view_step(inst, offset);
        }
        let bad = invalid(inst.class.opcode, offset);
        let a = self.operand(inst, 0, offset)?;
        let t = self.result_ty(inst, offset)?;
        if !is_pointer_like(a.ty()) || !is_pointer_like(t) {
            return Err(bad("operand and result must be pointers"));
        }
        let v = if a.ty() == t { a } else { self.builder.no_fold().cast(O::LLVMAddrSpaceCast, a, t)? };
        self.define(inst, v)?;
        Ok(())
    }

    /// OpBitcast (spec 3.52.11), as the Khronos translator lowers it: every cast an
    /// instruction (constants too). Pointers of one storage class are one LLVM type, and the
    /// cast between their pointee types stays as a no-op `bitcast`; a numeric type cast to
    /// itself is the operand. A cast of a pointer into a builtin variable is a step of its
    /// reinterpreted view instead ([`Reader::builtin_view_step`]).
    pub(super) fn bitcast(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        if self.steps_builtin_view(inst) {
            return self.builtin_view_step(inst, offset);
        }
        let a = self.operand(inst, 0, offset)?;
        let t = self.result_ty(inst, offset)?;
        let nf = self.builder.no_fold();
        let is_ptr = |t: llvm::Type<'c>| t.kind() == llvm::TypeKind::LLVMPointerTypeKind;
        let v = if a.ty() == t {
            if is_ptr(t) {
                nf.keep_bitcast(a)?
            } else {
                a
            }
        } else if is_ptr(a.ty()) && is_ptr(t) {
            nf.cast(O::LLVMAddrSpaceCast, a, t)?
        } else if is_ptr(a.ty()) {
            // Pointer -> integer or vector: through an integer of the vector's width.
            let bits = self.bit_width(t);
            let int = llvm::Type::int(self.ctx, bits)?;
            let i = nf.cast(O::LLVMPtrToInt, a, int)?;
            nf.cast(O::LLVMBitCast, i, t)?
        } else if is_ptr(t) {
            let bits = self.bit_width(a.ty());
            let int = llvm::Type::int(self.ctx, bits)?;
            let i = nf.cast(O::LLVMBitCast, a, int)?;
            nf.cast(O::LLVMIntToPtr, i, t)?
        } else {
            nf.cast(O::LLVMBitCast, a, t)?
        };
        self.define(inst, v)?;
        Ok(())
    }

    /// OpCopyObject: the operand itself.
    pub(super) fn copy_object(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        self.operand(inst, 0, offset)
    }

    /// OpUndef -> `undef` of the result type.
    pub(super) fn undef(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        Ok(llvm::Value::undef(self.result_ty(inst, offset)?))
    }

    /// OpBitReverse (spec 3.52.14; SPV_KHR_bit_instructions) -> `llvm.bitreverse`.
    ///
    /// Errors: [`Error::InvalidOperands`] unless the operand is an integer scalar or vector.
    pub(super) fn bit_reverse(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let a = self.operand(inst, 0, offset)?;
        let Some(suffix) = int_suffix(a.ty()) else {
            return Err(bad("the operand must be an integer scalar or vector"));
        };
        let fty = llvm::Type::function(a.ty(), &[a.ty()], false)?;
        let f = self.intrinsic(&format!("llvm.bitreverse.{suffix}"), fty)?;
        Ok(self.builder.call(fty, f, &[a])?)
    }

    /// OpFmaKHR (SPV_KHR_fma) -> `llvm.fma` on its three float operands, in every target
    /// environment (the instruction is the intrinsic's exact fused multiply-add).
    ///
    /// Errors: [`Error::InvalidOperands`] unless the three operands are floats of the result type.
    pub(super) fn fma_khr(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let ty = self.result_ty(inst, offset)?;
        let mut args = Vec::with_capacity(3);
        for k in 0..3 {
            args.push(self.operand(inst, k, offset)?);
        }
        let float = matches!(
            scalar_of(ty).kind(),
            llvm::TypeKind::LLVMHalfTypeKind
                | llvm::TypeKind::LLVMBFloatTypeKind
                | llvm::TypeKind::LLVMFloatTypeKind
                | llvm::TypeKind::LLVMDoubleTypeKind
        );
        if args.iter().any(|a| a.ty() != ty) || !float {
            return Err(bad("the operands must be floats of the result type"));
        }
        let fty = llvm::Type::function(ty, &[ty, ty, ty], false)?;
        let f = self.intrinsic(&format!("llvm.fma.{}", float_suffix(ty)), fty)?;
        Ok(self.builder.call(fty, f, &args)?)
    }

    /// OpAssumeTrueKHR (SPV_KHR_expect_assume) -> `llvm.assume`.
    ///
    /// Errors: [`Error::InvalidOperands`] unless the condition is a boolean scalar.
    pub(super) fn assume_true(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let bad = invalid(inst.class.opcode, offset);
        let c = self.operand(inst, 0, offset)?;
        if c.ty().int_width() != Some(1) || c.ty().vector_size().is_some() {
            return Err(bad("the condition must be a boolean scalar"));
        }
        let fty = llvm::Type::function(llvm::Type::void(self.ctx), &[c.ty()], false)?;
        let f = self.intrinsic("llvm.assume", fty)?;
        self.builder.call(fty, f, &[c])?;
        Ok(())
    }

    /// OpExpectKHR (SPV_KHR_expect_assume) -> `llvm.expect.<type>`.
    ///
    /// Errors: [`Error::InvalidOperands`] unless both operands are integer scalars or
    /// vectors of one type.
    pub(super) fn expect(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let (v, e) = (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?);
        let Some(suffix) = int_suffix(v.ty()) else {
            return Err(bad("the operands must be integer scalars or vectors"));
        };
        if e.ty() != v.ty() {
            return Err(bad("the value and the expected value differ in type"));
        }
        let fty = llvm::Type::function(v.ty(), &[v.ty(), v.ty()], false)?;
        let f = self.intrinsic(&format!("llvm.expect.{suffix}"), fty)?;
        Ok(self.builder.call(fty, f, &[v, e])?)
    }

    /// OpArithmeticFenceEXT (SPV_EXT_arithmetic_fence, SPV_INTEL_arithmetic_fence) ->
    /// `llvm.arithmetic.fence.<type>` (LLVM LangRef "'llvm.arithmetic.fence' Intrinsic").
    ///
    /// Errors: [`Error::InvalidOperands`] unless the operand is a float scalar or vector.
    pub(super) fn arithmetic_fence(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        use llvm::TypeKind as K;
        let bad = invalid(inst.class.opcode, offset);
        let x = self.operand(inst, 0, offset)?;
        let ty = x.ty();
        let scalar = ty.element_type().unwrap_or(ty).kind();
        if !matches!(scalar, K::LLVMHalfTypeKind | K::LLVMBFloatTypeKind | K::LLVMFloatTypeKind | K::LLVMDoubleTypeKind)
        {
            return Err(bad("the operand must be a float scalar or vector"));
        }
        let fty = llvm::Type::function(ty, &[ty], false)?;
        let f = self.intrinsic(&format!("llvm.arithmetic.fence.{}", float_suffix(ty)), fty)?;
        Ok(self.builder.call(fty, f, &[x])?)
    }

    /// OpMaskedGatherINTEL -> `llvm.masked.gather` and OpMaskedScatterINTEL ->
    /// `llvm.masked.scatter` (SPV_INTEL_masked_gather_scatter; LLVM LangRef "Masked
    /// Vector Gather and Scatter Intrinsics"), the literal alignment as the `i32` operand or,
    /// where this LLVM has none ([`llvm::MASKED_GATHER_SCATTER_TAKE_ALIGNMENT`]), as the
    /// pointers' `align` attribute.
    ///
    /// Errors: [`Error::InvalidOperands`] unless the pointers are a vector of pointers, the
    /// mask a vector of `i1` and the data a vector, all of one length.
    pub(super) fn masked_gather_scatter(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let bad = invalid(inst.class.opcode, offset);
        let gather = inst.class.opcode == Op::MaskedGatherINTEL;
        let (data_at, ptr_at) = if gather { (None, 0) } else { (Some(0), 1) };
        let ptrs = self.operand(inst, ptr_at, offset)?;
        let align = inst.lit(ptr_at + 1).ok_or_else(|| bad("missing alignment literal"))?;
        let mask = self.operand(inst, ptr_at + 2, offset)?;
        let data_ty = match data_at {
            Some(i) => self.operand(inst, i, offset)?.ty(),
            None => self.result_ty(inst, offset)?,
        };
        let n = data_ty.vector_size().ok_or_else(|| bad("the data must be a vector"))?;
        let mask_ok = mask.ty().vector_size() == Some(n) && scalar_of(mask.ty()).int_width() == Some(1);
        if !is_pointer_like(ptrs.ty()) || ptrs.ty().vector_size() != Some(n) || !mask_ok {
            return Err(bad("needs a vector of pointers and an i1 mask of the data's length"));
        }
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let align_operand = llvm::Value::const_int(i32t, u64::from(align))?;
        let suffix = format!("{}.{}", type_suffix(data_ty), type_suffix(ptrs.ty()));
        // (result, name, parameters, arguments, position of the pointers)
        let (ret, name, mut params, mut args, ptrs_at) = if gather {
            let fill = self.operand(inst, 3, offset)?;
            if fill.ty() != data_ty {
                return Err(bad("the fill value must be of the result type"));
            }
            (data_ty, "gather", vec![ptrs.ty(), mask.ty(), data_ty], vec![ptrs, mask, fill], 0)
        } else {
            let data = self.operand(inst, 0, offset)?;
            (llvm::Type::void(self.ctx), "scatter", vec![data_ty, ptrs.ty(), mask.ty()], vec![data, ptrs, mask], 1)
        };
        if llvm::MASKED_GATHER_SCATTER_TAKE_ALIGNMENT {
            params.insert(ptrs_at + 1, i32t);
            args.insert(ptrs_at + 1, align_operand);
        }
        let fty = llvm::Type::function(ret, &params, false)?;
        let f = self.intrinsic(&format!("llvm.masked.{name}.{suffix}"), fty)?;
        let call = self.builder.call(fty, f, &args)?;
        if !llvm::MASKED_GATHER_SCATTER_TAKE_ALIGNMENT && align > 0 {
            let at = llvm::AttributeIndex::Param(ptrs_at as u32);
            call.add_call_site_enum_attribute(self.ctx, at, llvm::attribute_kind("align"), u64::from(align))?;
        }
        if gather {
            self.define(inst, call)?;
        }
        Ok(())
    }

    /// OpAsmCallINTEL (SPV_INTEL_inline_assembly) -> a `call` of the OpAsmINTEL's inline
    /// assembly value with the arguments.
    ///
    /// Errors: [`Error::InvalidOperands`] unless the callee is an OpAsmINTEL and the
    /// arguments match its function type.
    pub(super) fn asm_call(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let asm = self.operand(inst, 0, offset)?;
        let parts = asm.inline_asm().ok_or_else(|| bad("the Asm operand is not an OpAsmINTEL"))?;
        let fty = parts.function_type;
        let mut args = Vec::with_capacity(inst.operands.len().saturating_sub(1));
        for i in 1..inst.operands.len() {
            args.push(self.operand(inst, i, offset)?);
        }
        if args.iter().map(|a| a.ty()).ne(fty.param_types()) {
            return Err(bad("the arguments do not match the assembly's parameter types"));
        }
        Ok(self.builder.call(fty, asm, &args)?)
    }

    /// OpVectorExtractDynamic -> `extractelement` (an instruction on constants too).
    ///
    /// Errors: [`Error::InvalidOperands`] unless a vector and an integer index.
    pub(super) fn vector_extract_dynamic(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let (v, i) = (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?);
        if v.ty().vector_size().is_none() || i.ty().int_width().is_none() {
            return Err(bad("needs a vector and an integer index"));
        }
        Ok(self.builder.no_fold().extract_element(v, i)?)
    }

    /// OpVectorInsertDynamic -> `insertelement` (an instruction on constants too).
    ///
    /// Errors: [`Error::InvalidOperands`] unless a vector, a component of its type and an
    /// integer index.
    pub(super) fn vector_insert_dynamic(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let (v, e, i) =
            (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?, self.operand(inst, 2, offset)?);
        if v.ty().element_type() != Some(e.ty()) || v.ty().vector_size().is_none() || i.ty().int_width().is_none() {
            return Err(bad("needs a vector, a component of its type and an integer index"));
        }
        Ok(self.builder.no_fold().insert_element(v, e, i)?)
    }

    /// OpVectorShuffle -> `shufflevector`; LLVM shuffles two vectors of one type, so the
    /// shorter operand is widened first.
    ///
    /// Errors: [`Error::InvalidOperands`] unless two vectors of one component type and
    /// component indices in range.
    pub(super) fn vector_shuffle(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let (a, b) = (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?);
        let (Some(na), Some(nb)) = (a.ty().vector_size(), b.ty().vector_size()) else {
            return Err(bad("operands must be vectors"));
        };
        if a.ty().element_type() != b.ty().element_type()
            || inst.operands[2..].iter().filter_map(super::literal_u32).any(|m| m != u32::MAX && m >= na + nb)
        {
            return Err(bad("component index out of range or mismatched vectors"));
        }
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let n = na.max(nb);
        let widen = |this: &Self, v: llvm::Value<'c>, len: u32| -> Result<llvm::Value<'c>> {
            if len == n {
                return Ok(v);
            }
            let m: Vec<_> = (0..n)
                .map(|k| if k < len { llvm::Value::const_int(i32t, k as u64) } else { Ok(llvm::Value::poison(i32t)) })
                .collect::<std::result::Result<_, _>>()?;
            Ok(this.builder.shuffle_vector(v, llvm::Value::poison(v.ty()), llvm::Value::const_vector(&m)?)?)
        };
        let (a, b) = (widen(self, a, na)?, widen(self, b, nb)?);
        let lanes: Vec<_> = inst.operands[2..]
            .iter()
            .filter_map(super::literal_u32)
            .map(|m| match m {
                u32::MAX => Ok(llvm::Value::poison(i32t)),
                m if m < na => llvm::Value::const_int(i32t, m as u64),
                m => llvm::Value::const_int(i32t, (m - na + n) as u64),
            })
            .collect::<std::result::Result<_, _>>()?;
        let mask = llvm::Value::const_vector(&lanes)?;
        Ok(self.builder.shuffle_vector(a, b, mask)?)
    }

    /// OpCompositeExtract -> `extractvalue` / `extractelement` along the index path.
    ///
    /// Errors: [`Error::InvalidOperands`] for an index out of range of the composite.
    pub(super) fn composite_extract(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let mut v = self.operand(inst, 0, offset)?;
        for idx in inst.operands[1..].iter().filter_map(super::literal_u32) {
            if member_types(v.ty()).len() <= idx as usize {
                return Err(bad("index out of range of the composite"));
            }
            v = self.extract(v, idx)?;
        }
        Ok(v)
    }

    /// OpCompositeInsert -> `insertvalue` / `insertelement` along the index path.
    ///
    /// Errors: [`Error::InvalidOperands`] for an index out of range or an object of another
    /// type than the indexed component.
    pub(super) fn composite_insert(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let obj = self.operand(inst, 0, offset)?;
        let agg = self.operand(inst, 1, offset)?;
        let path: Vec<u32> = inst.operands[2..].iter().filter_map(super::literal_u32).collect();
        let mut t = agg.ty();
        for &idx in &path {
            t = *member_types(t).get(idx as usize).ok_or_else(|| bad("index out of range of the composite"))?;
        }
        if t != obj.ty() {
            return Err(bad("object type differs from the indexed component"));
        }
        self.insert_path(agg, obj, &path)
    }

    /// OpCompositeConstruct. A struct or array (not a matrix) with a run-time constituent is
    /// stored member by member into a private temporary and loaded whole, as the Khronos
    /// translator builds it; vectors are built from poison, aggregates from undef. A vector
    /// of constants is a constant; one with a run-time constituent is a chain of
    /// `insertelement` instructions from the first lane on, constant lanes included.
    ///
    /// Errors: [`Error::InvalidOperands`] when the constituents do not match the composite's
    /// components in type or count.
    pub(super) fn composite_construct(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let bad = invalid(inst.class.opcode, offset);
        let t = self.result_ty(inst, offset)?;
        let members = member_types(t);
        let mut total = 0usize;
        for k in 0..inst.operands.len() {
            let part = self.operand(inst, k, offset)?;
            let lanes = if t.vector_size().is_some() { part.ty().vector_size().unwrap_or(1) as usize } else { 1 };
            let want = members.get(total).copied();
            let elem = part
                .ty()
                .element_type()
                .filter(|_| t.vector_size().is_some() && part.ty().vector_size().is_some())
                .unwrap_or(part.ty());
            if want != Some(elem) {
                return Err(bad("constituent type does not match the composite"));
            }
            total += lanes;
        }
        if total != members.len() {
            return Err(bad("constituent count does not match the composite"));
        }
        let vector_parts = t.kind() == llvm::TypeKind::LLVMVectorTypeKind;
        let aggregate = matches!(t.kind(), llvm::TypeKind::LLVMStructTypeKind | llvm::TypeKind::LLVMArrayTypeKind);
        if aggregate
            && !matches!(self.spv_types.get(&inst.result_type.unwrap_or(0)), Some(super::types::SpirvType::Matrix(..)))
        {
            let mut parts = Vec::with_capacity(inst.operands.len());
            for k in 0..inst.operands.len() {
                parts.push(self.operand(inst, k, offset)?);
            }
            if parts.iter().any(|p| !p.is_constant()) {
                let i32t = llvm::Type::int_n::<32>(self.ctx);
                let slot = self.entry_alloca(t)?;
                for (k, part) in parts.into_iter().enumerate() {
                    let idx = [llvm::Value::const_int(i32t, 0)?, llvm::Value::const_int(i32t, k as u64)?];
                    let gep = self.builder.gep(t, slot, &idx, true)?;
                    gep.set_name("gep");
                    self.builder.store(part, gep)?;
                }
                let v = self.builder.load(t, slot)?;
                v.set_name("load");
                self.define(inst, v)?;
                return Ok(());
            }
        }
        let mut acc = if vector_parts { llvm::Value::poison(t) } else { llvm::Value::undef(t) };
        let n = inst.operands.len();
        let mut run_time = false;
        for k in 0..n {
            run_time |= !self.operand(inst, k, offset)?.is_constant();
        }
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let put = |this: &Self, acc: llvm::Value<'c>, e: llvm::Value<'c>, lane: u32| -> Result<llvm::Value<'c>> {
            if vector_parts && run_time {
                Ok(this.builder.no_fold().insert_element(acc, e, llvm::Value::const_int(i32t, lane as u64)?)?)
            } else {
                this.insert(acc, e, lane)
            }
        };
        let mut lane = 0u32;
        for k in 0..n {
            let part = self.operand(inst, k, offset)?;
            if vector_parts && part.ty().vector_size().is_some() {
                // A vector built from smaller vectors: copy lane by lane.
                for j in 0..part.ty().vector_size().unwrap_or(0) {
                    let e = self.extract(part, j)?;
                    acc = put(self, acc, e, lane)?;
                    lane += 1;
                }
            } else {
                acc = put(self, acc, part, lane)?;
                lane += 1;
            }
        }
        self.define(inst, acc)?;
        Ok(())
    }

    /// OpCopyMemory -> `llvm.memcpy` of the pointee's allocation size, as the Khronos
    /// translator emits it (the size is pointer-sized: i32 for Physical32); a copy of an
    /// unsized target extension type (an opaque object) is a load and a store.
    ///
    /// Errors: [`Error::InvalidOperands`] for a source that is no typed pointer or a copy
    /// of another unsized type.
    pub(super) fn copy_memory(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = invalid(opcode, offset);
        let (dst, src) = (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?);
        let ptr_ty = self.type_of(inst.id(1).unwrap_or(0)).ok_or_else(|| bad("source without type"))?;
        let (_, pointee) = self.pointee(ptr_ty).ok_or_else(|| bad("source is not a pointer"))?;
        let t = self.ty(pointee, offset, opcode)?;
        if !t.is_sized() {
            if t.kind() != llvm::TypeKind::LLVMTargetExtTypeKind {
                return Err(bad("copy of an unsized type"));
            }
            let v = self.builder.load(t, src)?;
            self.builder.store(v, dst)?;
            return Ok(());
        }
        let ptr_bits = 8 * self.module.abi_size_of(llvm::Type::pointer(self.ctx, 0)?)? as u32;
        let size_t = llvm::Type::int(self.ctx, if ptr_bits == 32 { 32 } else { 64 })?;
        let n = llvm::Value::const_int(size_t, self.module.abi_size_of(t)?)?;
        let access = self.memory_access(inst, 2, inst.id(0).unwrap_or(0));
        self.memcpy(dst, src, n, access)?;
        Ok(())
    }

    /// OpCopyMemorySized -> `llvm.memcpy` of the given size.
    ///
    /// Errors: [`Error::InvalidOperands`] unless two pointers and an integer size.
    pub(super) fn copy_memory_sized(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let bad = invalid(inst.class.opcode, offset);
        let (dst, src, n) =
            (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?, self.operand(inst, 2, offset)?);
        if n.ty().int_width().is_none()
            || dst.ty().pointer_address_space().is_none()
            || src.ty().pointer_address_space().is_none()
        {
            return Err(bad("needs two pointers and an integer size"));
        }
        let access = self.memory_access(inst, 3, inst.id(0).unwrap_or(0));
        // SPIR-V 1.4: a second memory-operand set applies to the source.
        let first_len = match inst.operands.get(3) {
            Some(dr::Operand::MemoryAccess(m)) => 1 + m.contains(spirv::MemoryAccess::ALIGNED) as usize,
            _ => 0,
        };
        let source = match inst.operands.get(3 + first_len) {
            Some(dr::Operand::MemoryAccess(_)) if first_len > 0 => Some(self.memory_access(inst, 3 + first_len, 0)),
            _ => None,
        };
        match source {
            Some((src_volatile, src_align, _)) => {
                let call = self.memcpy(dst, src, n, (access.0 || src_volatile, 0, access.2))?;
                let kind = llvm::attribute_kind("align");
                for (i, a) in [(0, access.1), (1, src_align)] {
                    if a.is_power_of_two() {
                        call.add_call_site_enum_attribute(self.ctx, llvm::AttributeIndex::Param(i), kind, a as u64)?;
                    }
                }
            }
            None => {
                self.memcpy(dst, src, n, access)?;
            }
        }
        Ok(())
    }

    /// OpFunctionCall -> `call` with the callee's calling convention.
    ///
    /// Errors: [`Error::InvalidOperands`] when the callee is not an OpFunction or the
    /// arguments do not match its parameters in count and type.
    pub(super) fn function_call(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let opcode = inst.class.opcode;
        let bad = invalid(opcode, offset);
        let fid = inst.id(0).ok_or_else(|| bad("missing callee"))?;
        let callee = self.value(fid, offset, opcode)?;
        let mut args = Vec::new();
        for k in 1..inst.operands.len() {
            args.push(self.operand(inst, k, offset)?);
        }
        if !callee.is_function() {
            return Err(bad("callee is not an OpFunction"));
        }
        let fty = callee.global_value_type().ok_or_else(|| bad("callee is not a function"))?;
        let params = fty.param_types();
        if params.len() != args.len() {
            return Err(bad("argument count differs from the callee's parameters"));
        }
        if params.iter().zip(&args).any(|(p, a)| *p != a.ty()) {
            return Err(bad("an argument's type differs from the callee's parameter type"));
        }
        let call = self.builder.call(fty, callee, &args)?;
        call.set_call_conv(call_conv_of(callee))?;
        // The call site repeats the callee's `nounwind` (every OpFunction has it), as the
        // Khronos translator's calls carry their callee's function attributes.
        if callee.enum_attribute(llvm::AttributeIndex::Function, self.attr.nounwind).is_some() {
            call.add_call_site_attribute(self.ctx, llvm::AttributeIndex::Function, self.attr.nounwind)?;
        }
        // An emulated intrinsic (see `cfg::emulated_intrinsic`) returns its literal struct;
        // the result type (a named struct of the same members) where a use needs it exactly.
        let ret = fty.return_type();
        if let (Some(ret), Some(id)) = (ret, inst.result_id) {
            let rt = self.result_ty(inst, offset)?;
            if ret != rt && ret.kind() == llvm::TypeKind::LLVMStructTypeKind && self.has_typed_use(id) {
                if member_types(ret) != member_types(rt) {
                    return Err(bad("the result type differs from the callee's return type"));
                }
                let mut v = llvm::Value::undef(rt);
                for k in 0..member_types(rt).len() as u32 {
                    let m = self.builder.extract_value(call, k)?;
                    v = self.builder.insert_value(v, m, k)?;
                }
                return Ok(v);
            }
        }
        Ok(call)
    }

    /// OpFunctionPointerCallINTEL (SPV_INTEL_function_pointers): an indirect call; the
    /// function type is the result type and the arguments' types.
    ///
    /// Errors: [`Error::InvalidOperands`] when the called value is not a pointer.
    pub(super) fn function_pointer_call(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let ptr = self.operand(inst, 0, offset)?;
        if ptr.ty().pointer_address_space().is_none() {
            return Err(bad("the called value is not a function pointer"));
        }
        let mut args = Vec::new();
        for k in 1..inst.operands.len() {
            args.push(self.operand(inst, k, offset)?);
        }
        let ret = self.result_ty(inst, offset)?;
        let params: Vec<llvm::Type<'c>> = args.iter().map(|a| a.ty()).collect();
        let call = self.builder.call(llvm::Type::function(ret, &params, false)?, ptr, &args)?;
        call.set_call_conv(super::SPIR_FUNC_CC)?;
        if let Some(id) = inst.result_id {
            self.argument_attributes_of(inst, id, call, offset)?;
        }
        Ok(call)
    }

    /// The call-site parameter attributes of the `ArgumentAttributeINTEL` decorations of
    /// indirect call `id` (SPV_INTEL_function_pointers), named as the metadata crate's
    /// `ATTRIBUTE_TABLE` names `FuncParamAttr`; `byval`/`sret` take the argument's pointee.
    ///
    /// Errors: [`Error::InvalidOperands`] for an argument index past the call's arguments.
    fn argument_attributes_of(
        &mut self,
        inst: &dr::Instruction,
        id: Word,
        call: llvm::Value<'c>,
        offset: usize,
    ) -> Result<()> {
        let Some(list) = self.argument_attributes.get(&id).cloned() else { return Ok(()) };
        for (arg, attr) in list {
            let Some(dr::Operand::IdRef(a)) = inst.operands.get(arg as usize + 1) else {
                return Err(invalid(inst.class.opcode, offset)("ArgumentAttributeINTEL names no argument of the call"));
            };
            let d = super::Decoration {
                kind: spirv::Decoration::FuncParamAttr,
                operands: vec![dr::Operand::FunctionParameterAttribute(attr)],
            };
            let Some((name, _)) = self.parameter_attribute(&d) else { continue };
            let kind = llvm::attribute_kind(name);
            let at = llvm::AttributeIndex::Param(arg);
            if matches!(name, "byval" | "sret") {
                let pointee = self.type_of(*a).and_then(|t| self.pointee(t)).map(|(_, p)| p);
                if let Some(p) = pointee {
                    let t = self.ty(p, offset, inst.class.opcode)?;
                    call.add_call_site_type_attribute(self.ctx, at, kind, t)?;
                }
            } else {
                call.add_call_site_attribute(self.ctx, at, kind)?;
            }
        }
        Ok(())
    }

    /// OpAny / OpAll -> `llvm.vector.reduce.or/and` of the boolean vector.
    pub(super) fn any_all(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let a = self.operand(inst, 0, offset)?;
        let n = a.ty().vector_size().unwrap_or(1);
        let which = if inst.class.opcode == Op::Any { "or" } else { "and" };
        let name = format!("llvm.vector.reduce.{which}.v{n}i1");
        let i1 = llvm::Type::int_n::<1>(self.ctx);
        let fty = llvm::Type::function(i1, &[a.ty()], false)?;
        let f = self.intrinsic(&name, fty)?;
        Ok(self.builder.call(fty, f, &[a])?)
    }

    /// Sets the LLVM fast-math flags of an `FPFastMathMode` decoration `d` on `v` (when `v`
    /// takes them: a float operation, comparison or call).
    fn fast_math_flags(d: &super::Decoration, v: llvm::Value<'c>) {
        let bits = d.operands.first().and_then(super::literal_u32).unwrap_or(0);
        let f = crate::fast_math::to_llvm(bits);
        if f != 0 {
            v.set_fast_math_flags(llvm::FastMathFlags(f));
        }
    }

    /// Applies the `FPFastMathMode` decoration of `inst` (an OpExtInst call) to `v`.
    pub(super) fn call_fast_math_flags(&self, inst: &dr::Instruction, v: llvm::Value<'c>) {
        let Some(id) = inst.result_id else { return };
        for d in self.decorations_of(id).iter().filter(|d| d.kind == spirv::Decoration::FPFastMathMode) {
            Self::fast_math_flags(d, v);
        }
    }

    /// Applies nsw/nuw and fast-math decorations of `inst` to `v`.
    fn flags(&self, inst: &dr::Instruction, v: llvm::Value<'c>) {
        let Some(id) = inst.result_id else { return };
        for d in self.decorations_of(id) {
            match d.kind {
                spirv::Decoration::NoSignedWrap => v.set_nsw(),
                spirv::Decoration::NoUnsignedWrap => v.set_nuw(),
                spirv::Decoration::FPFastMathMode => Self::fast_math_flags(d, v),
                _ => {}
            }
        }
    }

    /// Whether a conversion has no SaturatedConversion/FPRoundingMode decoration that changes its meaning.
    fn conversion_is_plain(&self, inst: &dr::Instruction) -> bool {
        if matches!(inst.class.opcode, Op::SatConvertSToU | Op::SatConvertUToS) {
            return false;
        }
        let Some(id) = inst.result_id else { return true };
        let sat = self.decoration(id, spirv::Decoration::SaturatedConversion).is_some();
        let rounding = self.decoration(id, spirv::Decoration::FPRoundingMode).is_some();
        // Rounding on float->int is the default toward zero only for RTZ; anything else needs the builtin.
        !sat && !rounding
    }

    /// A plain conversion instruction.
    pub(super) fn conversion(&self, op: Op, a: llvm::Value<'c>, t: llvm::Type<'c>) -> Result<llvm::Value<'c>> {
        let from_w = a.ty().element_type().unwrap_or(a.ty()).int_width();
        let to_w = t.element_type().unwrap_or(t).int_width();
        let o = match op {
            Op::ConvertFToU => O::LLVMFPToUI,
            Op::ConvertFToS => O::LLVMFPToSI,
            Op::ConvertSToF => O::LLVMSIToFP,
            Op::ConvertUToF => O::LLVMUIToFP,
            Op::UConvert | Op::SConvert => match (from_w, to_w) {
                (Some(f), Some(t)) if f > t => O::LLVMTrunc,
                (Some(f), Some(t)) if f == t => return Ok(a),
                _ if op == Op::UConvert => O::LLVMZExt,
                _ => O::LLVMSExt,
            },
            _ => {
                let fw = a.ty().element_type().unwrap_or(a.ty()).kind();
                let tw = t.element_type().unwrap_or(t).kind();
                if fw == tw {
                    return Ok(a);
                }
                let rank = |k| match k {
                    llvm::TypeKind::LLVMHalfTypeKind | llvm::TypeKind::LLVMBFloatTypeKind => 0,
                    llvm::TypeKind::LLVMFloatTypeKind => 1,
                    _ => 2,
                };
                if rank(fw) == rank(tw) {
                    // half <-> bfloat: no LLVM cast between two 16-bit formats; through float,
                    // which holds every value of both exactly.
                    let f32t = llvm::Type::f32(self.ctx);
                    let wide = match t.vector_size() {
                        Some(n) => llvm::Type::vector(f32t, n)?,
                        None => f32t,
                    };
                    let w = self.builder.cast(O::LLVMFPExt, a, wide)?;
                    return Ok(self.builder.cast(O::LLVMFPTrunc, w, t)?);
                }
                if rank(fw) > rank(tw) {
                    O::LLVMFPTrunc
                } else {
                    O::LLVMFPExt
                }
            }
        };
        Ok(self.builder.no_fold().cast(o, a, t)?)
    }

    /// Total bit width of a scalar or vector integer/float type.
    fn bit_width(&self, t: llvm::Type<'c>) -> u32 {
        let e = t.element_type().unwrap_or(t);
        let w = match e.kind() {
            llvm::TypeKind::LLVMHalfTypeKind | llvm::TypeKind::LLVMBFloatTypeKind => 16,
            llvm::TypeKind::LLVMFloatTypeKind => 32,
            llvm::TypeKind::LLVMDoubleTypeKind => 64,
            _ => e.int_width().unwrap_or(64),
        };
        w * t.vector_size().unwrap_or(1)
    }

    /// Zero/sign-extends or truncates integer `v` to `t`.
    pub(super) fn int_resize(&self, v: llvm::Value<'c>, t: llvm::Type<'c>, signed: bool) -> Result<llvm::Value<'c>> {
        let fw = v.ty().element_type().unwrap_or(v.ty()).int_width().unwrap_or(0);
        let tw = t.element_type().unwrap_or(t).int_width().unwrap_or(0);
        let op = if fw > tw {
            O::LLVMTrunc
        } else if fw == tw {
            return Ok(v);
        } else if signed {
            O::LLVMSExt
        } else {
            O::LLVMZExt
        };
        Ok(self.builder.cast(op, v, t)?)
    }

    /// `llvm.memcpy(dst, src, n, volatile)` with `align` (bytes, 0 for none) on both pointers,
    /// from the copy's memory operands (`Volatile`, `Aligned`).
    fn memcpy(
        &mut self,
        dst: llvm::Value<'c>,
        src: llvm::Value<'c>,
        n: llvm::Value<'c>,
        // Nontemporal is a hint LLVM's memcpy intrinsic cannot carry.
        (volatile, align, _nontemporal): (bool, u32, bool),
    ) -> Result<llvm::Value<'c>> {
        let name = format!(
            "llvm.memcpy.p{}.p{}.i{}",
            dst.ty().pointer_address_space().unwrap_or(0),
            src.ty().pointer_address_space().unwrap_or(0),
            n.ty().int_width().unwrap_or(64)
        );
        let i1 = llvm::Type::int_n::<1>(self.ctx);
        let void = llvm::Type::void(self.ctx);
        let fty = llvm::Type::function(void, &[dst.ty(), src.ty(), n.ty(), i1], false)?;
        let f = self.intrinsic(&name, fty)?;
        let call = self.builder.call(fty, f, &[dst, src, n, llvm::Value::const_int(i1, volatile as u64)?])?;
        if align > 0 {
            let kind = llvm::attribute_kind("align");
            for i in 0..2 {
                call.add_call_site_enum_attribute(self.ctx, llvm::AttributeIndex::Param(i), kind, align as u64)?;
            }
        }
        Ok(call)
    }

    /// Component `i` of a vector or aggregate.
    pub(super) fn extract(&self, v: llvm::Value<'c>, i: u32) -> Result<llvm::Value<'c>> {
        if v.ty().kind() == llvm::TypeKind::LLVMVectorTypeKind {
            let i32t = llvm::Type::int_n::<32>(self.ctx);
            Ok(self.builder.extract_element(v, llvm::Value::const_int(i32t, i as u64)?)?)
        } else {
            Ok(self.builder.extract_value(v, i)?)
        }
    }

    /// `agg` with component `i` replaced by `e`.
    pub(super) fn insert(&self, agg: llvm::Value<'c>, e: llvm::Value<'c>, i: u32) -> Result<llvm::Value<'c>> {
        if agg.ty().kind() == llvm::TypeKind::LLVMVectorTypeKind {
            let i32t = llvm::Type::int_n::<32>(self.ctx);
            Ok(self.builder.insert_element(agg, e, llvm::Value::const_int(i32t, i as u64)?)?)
        } else {
            Ok(self.builder.insert_value(agg, e, i)?)
        }
    }

    /// `agg` with the component at `path` replaced by `obj`.
    fn insert_path(&self, agg: llvm::Value<'c>, obj: llvm::Value<'c>, path: &[u32]) -> Result<llvm::Value<'c>> {
        match path {
            [] => Ok(obj),
            [i] => self.insert(agg, obj, *i),
            [i, rest @ ..] => {
                let inner = self.extract(agg, *i)?;
                let updated = self.insert_path(inner, obj, rest)?;
                self.insert(agg, updated, *i)
            }
        }
    }

    /// A declaration of intrinsic `name` with type `fty`.
    pub(super) fn intrinsic(&mut self, name: &str, fty: llvm::Type<'c>) -> Result<llvm::Value<'c>> {
        if let Some(f) = self.module.function(name) {
            return Ok(f);
        }
        Ok(self.module.add_function(name, fty)?)
    }

    /// OpIAddCarry, OpISubBorrow, OpUMulExtended, OpSMulExtended in their LLVM form from
    /// [`crate::two_result_arith`]. The carry and the borrow, as the Khronos translator writes
    /// them: `llvm.uadd.with.overflow` / `llvm.usub.with.overflow`, the overflow bit
    /// zero-extended to the operand type, and both repacked into a literal `{ T, T }` built
    /// from `undef`. The extended multiplications: the generic `__spirv_*` call.
    ///
    /// Errors: [`Error::InvalidOperands`] unless both operands are integer scalars or vectors
    /// of one type and the result a struct of two members of that type.
    pub(super) fn two_result_arith(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        use crate::two_result_arith::LlvmForm;
        let opcode = inst.class.opcode;
        let Some(LlvmForm::WithOverflow(name)) = crate::two_result_arith::llvm_form(opcode) else {
            return self.generic_call(inst, offset);
        };
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let (Some(x), Some(y)) = (inst.id(0), inst.id(1)) else {
            return Err(bad("missing operand"));
        };
        let (a, b) = (self.value(x, offset, opcode)?, self.value(y, offset, opcode)?);
        let t = a.ty();
        same_scalar_operands(a, b, Scalar::Int).map_err(bad)?;
        let rt = self.result_ty(inst, offset)?;
        if rt.kind() != llvm::TypeKind::LLVMStructTypeKind || member_types(rt) != [t, t] {
            return Err(bad("the result must be a struct of two members of the operand type"));
        }
        let suffix = int_suffix(t).ok_or_else(|| bad("operand is not an integer scalar or vector"))?;
        let i1 = llvm::Type::int_n::<1>(self.ctx);
        let flag_ty = t.vector_size().map_or(Ok(i1), |n| llvm::Type::vector(i1, n))?;
        let with_flag = llvm::Type::literal_struct(self.ctx, &[t, flag_ty], false)?;
        let fty = llvm::Type::function(with_flag, &[t, t], false)?;
        let f = self.intrinsic(&format!("llvm.{name}.{suffix}"), fty)?;
        let r = self.builder.call(fty, f, &[a, b])?;
        let low = self.builder.extract_value(r, 0)?;
        let flag = self.builder.extract_value(r, 1)?;
        let flag = self.builder.cast(O::LLVMZExt, flag, t)?;
        // The Khronos translator's literal `{ T, T }`; the result type itself (a named struct)
        // where a use needs that exact type (a return, call argument, phi, ...), which the
        // verifier checks. Stores and member reads take either.
        let literal = llvm::Type::literal_struct(self.ctx, &[t, t], false)?;
        let typed_use = literal != rt && inst.result_id.is_some_and(|id| self.has_typed_use(id));
        let pair = if typed_use { rt } else { literal };
        let v = self.builder.insert_value(llvm::Value::undef(pair), low, 0)?;
        let v = self.builder.insert_value(v, flag, 1)?;
        self.define(inst, v)?;
        Ok(())
    }

    /// Whether `id` is used where its exact LLVM type matters: as an operand of anything but
    /// OpStore's object or OpCompositeExtract's composite. One scan of the module on the first
    /// call (debug and annotation instructions name ids without using them).
    fn has_typed_use(&mut self, id: Word) -> bool {
        let set = self.typed_uses.get_or_insert_with(|| {
            let mut set = super::FastSet::default();
            for i in &self.insts {
                let inst = &i.inst;
                let skip = match inst.class.opcode {
                    Op::Store => Some(1),
                    Op::CompositeExtract => Some(0),
                    Op::Name | Op::MemberName | Op::Decorate | Op::MemberDecorate | Op::DecorateId => continue,
                    Op::GroupDecorate | Op::GroupMemberDecorate | Op::EntryPoint | Op::ExecutionMode => continue,
                    _ => None,
                };
                for (k, o) in inst.operands.iter().enumerate() {
                    if let (dr::Operand::IdRef(u), false) = (o, skip == Some(k)) {
                        set.insert(*u);
                    }
                }
            }
            set
        });
        set.contains(&id)
    }

    /// OpLifetimeStart / OpLifetimeStop -> `llvm.lifetime.start/end.p<AS>(i64 size, ptr)`, in every
    /// target environment, as the Khronos translator's reader does; a Size of 0 ("unknown",
    /// SPIR-V spec 3.52.8) is `i64 -1`, LLVM's unknown size. LLVM 22's markers take the
    /// pointer alone and only on an `alloca` ([`llvm::LIFETIME_MARKERS_TAKE_SIZE`]): there,
    /// a marker on another pointer is left out (markers are optimisation hints).
    pub(super) fn lifetime(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let p = self.value(inst.id(0).ok_or_else(|| bad("missing pointer"))?, offset, opcode)?;
        let space = p.ty().pointer_address_space().ok_or_else(|| bad("the object is not a pointer"))?;
        let size = inst.lit(1).ok_or_else(|| bad("missing size"))?;
        let which = if opcode == Op::LifetimeStart { "start" } else { "end" };
        let name = format!("llvm.lifetime.{which}.p{space}");
        if !llvm::LIFETIME_MARKERS_TAKE_SIZE {
            if p.is_alloca() {
                let fty = llvm::Type::function(llvm::Type::void(self.ctx), &[p.ty()], false)?;
                let f = self.intrinsic(&name, fty)?;
                self.builder.call(fty, f, &[p])?;
            }
            return Ok(());
        }
        let i64t = llvm::Type::int_n::<64>(self.ctx);
        let size = if size == 0 { u64::MAX } else { u64::from(size) };
        let fty = llvm::Type::function(llvm::Type::void(self.ctx), &[i64t, p.ty()], false)?;
        let f = self.intrinsic(&name, fty)?;
        self.builder.call(fty, f, &[llvm::Value::const_int(i64t, size)?, p])?;
        Ok(())
    }

    /// OpVariableLengthArrayINTEL (SPV_INTEL_variable_length_array) -> `alloca T, iN %length`
    /// where it stands, `T` the pointee of the result type, with its `Alignment` decoration.
    ///
    /// Errors: [`Error::InvalidOperands`] unless the result type is a pointer and the length
    /// an integer scalar.
    pub(super) fn variable_length_array(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let ptr_ty = inst.result_type.ok_or_else(|| bad("missing result type"))?;
        let (_, pointee) = self.pointee(ptr_ty).ok_or_else(|| bad("the result type is not a pointer"))?;
        let t = self.ty(pointee, offset, inst.class.opcode)?;
        let len = self.operand(inst, 0, offset)?;
        if len.ty().int_width().is_none() {
            return Err(bad("the length must be an integer scalar"));
        }
        let a = self.builder.array_alloca(t, len)?;
        let id = inst.result_id.unwrap_or(0);
        if let Some(al) = self
            .decoration(id, spirv::Decoration::Alignment)
            .and_then(|d| d.operands.first())
            .and_then(super::literal_u32)
        {
            a.set_alignment(al)?;
        }
        Ok(a)
    }

    /// OpSaveMemoryINTEL -> `call ptr @llvm.stacksave.p<N>()`, OpRestoreMemoryINTEL ->
    /// `call void @llvm.stackrestore.p<N>(ptr)` (SPV_INTEL_variable_length_array; LLVM
    /// LangRef "'llvm.stacksave' Intrinsic", overloaded on the pointer's address space).
    ///
    /// Errors: [`Error::InvalidOperands`] unless the result type (save) or the operand
    /// (restore) is a pointer.
    pub(super) fn stack_memory(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let bad = invalid(inst.class.opcode, offset);
        if inst.class.opcode == Op::SaveMemoryINTEL {
            let t = self.result_ty(inst, offset)?;
            let space = t.pointer_address_space().ok_or_else(|| bad("the result type is not a pointer"))?;
            let fty = llvm::Type::function(t, &[], false)?;
            let f = self.intrinsic(&format!("llvm.stacksave.p{space}"), fty)?;
            let v = self.builder.call(fty, f, &[])?;
            self.define(inst, v)?;
            return Ok(());
        }
        let p = self.operand(inst, 0, offset)?;
        let space = p.ty().pointer_address_space().ok_or_else(|| bad("the operand is not a pointer"))?;
        let fty = llvm::Type::function(llvm::Type::void(self.ctx), &[p.ty()], false)?;
        let f = self.intrinsic(&format!("llvm.stackrestore.p{space}"), fty)?;
        self.builder.call(fty, f, &[p])?;
        Ok(())
    }

    /// Function-scope `OpVariable` -> `alloca` (+ store of the initializer).
    pub(super) fn local_variable(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = Op::Variable;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let ptr_ty = inst.result_type.ok_or_else(|| bad("missing result type"))?;
        let (_, pointee) = self.pointee(ptr_ty).ok_or_else(|| bad("result type is not a pointer"))?;
        let t = self.ty(pointee, offset, opcode)?;
        let a = self.builder.alloca(t)?;
        let id = inst.result_id.unwrap_or(0);
        if let Some(al) = self
            .decoration(id, spirv::Decoration::Alignment)
            .and_then(|d| d.operands.first())
            .and_then(super::literal_u32)
        {
            a.set_alignment(al)?;
        }
        if let Some(init) = inst.id(1) {
            let v = self.value(init, offset, opcode)?;
            self.builder.store(v, a)?;
        }
        self.define(inst, a)?;
        self.variable_annotations(id, a)?;
        Ok(())
    }

    /// Memory-operand words of a load/store (spec 3.26 Memory Operands): (volatile, alignment,
    /// nontemporal).
    fn memory_access(&self, inst: &dr::Instruction, first: usize, target: Word) -> (bool, u32, bool) {
        let mut volatile = self.decoration(target, spirv::Decoration::Volatile).is_some();
        let mut align = 0;
        let mut nontemporal = false;
        if let Some(dr::Operand::MemoryAccess(m)) = inst.operands.get(first) {
            volatile |= m.contains(spirv::MemoryAccess::VOLATILE);
            nontemporal = m.contains(spirv::MemoryAccess::NONTEMPORAL);
            if m.contains(spirv::MemoryAccess::ALIGNED) {
                align = inst.operands.get(first + 1).and_then(super::literal_u32).unwrap_or(0);
            }
        }
        (volatile, align, nontemporal)
    }

    /// Applies memory operands to a `load`/`store`: `volatile`, `align`, `!nontemporal !{i32 1}`.
    fn apply_memory_access(&self, v: llvm::Value<'c>, (volatile, align, nontemporal): (bool, u32, bool)) -> Result<()> {
        if volatile {
            v.set_volatile(true)?;
        }
        if align.is_power_of_two() {
            v.set_alignment(align)?;
        }
        if nontemporal {
            let one = llvm::Value::const_int(llvm::Type::int_n::<32>(self.ctx), 1)?;
            let node = self.ctx.md_node(&[llvm::Metadata::constant(one)?]);
            v.set_instruction_metadata(self.ctx, self.ctx.md_kind_id("nontemporal"), node)?;
        }
        Ok(())
    }

    pub(super) fn load(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = Op::Load;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let pid = inst.id(0).ok_or_else(|| bad("missing pointer"))?;
        if let Some(Slot::SamplerVar(c)) = self.slots.get(&pid).copied() {
            let def = self.lookup(c, offset, opcode)?.clone();
            let v = self.sampler_constant(&def, offset)?;
            self.define(inst, v)?;
            return Ok(());
        }
        if let Some(Slot::BuiltinView { builtin, bytes, component }) = self.slots.get(&pid).copied() {
            let v = self.load_builtin_view(inst, offset, builtin, bytes, component)?;
            self.define(inst, v)?;
            return Ok(());
        }
        if let Some(Slot::BuiltinPtr(b, index)) = self.slots.get(&pid).copied() {
            let t = self.ty(inst.result_type.ok_or_else(|| bad("missing type"))?, offset, opcode)?;
            let v = self.load_builtin(b, index, t, offset)?;
            self.define(inst, v)?;
            return Ok(());
        }
        let p = self.value(pid, offset, opcode)?;
        if p.ty().kind() != llvm::TypeKind::LLVMPointerTypeKind {
            return Err(bad("pointer operand is not a pointer"));
        }
        let t = self.ty(inst.result_type.ok_or_else(|| bad("missing type"))?, offset, opcode)?;
        let v = self.builder.load(t, p)?;
        self.apply_memory_access(v, self.memory_access(inst, 1, pid))?;
        self.apply_alias_operands(v, inst, 1, offset)?;
        self.define(inst, v)?;
        Ok(())
    }

    pub(super) fn store(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = Op::Store;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let pid = inst.id(0).ok_or_else(|| bad("missing pointer"))?;
        let p = self.value(pid, offset, opcode)?;
        if p.ty().kind() != llvm::TypeKind::LLVMPointerTypeKind {
            return Err(bad("pointer operand is not a pointer"));
        }
        let v = self.value(inst.id(1).ok_or_else(|| bad("missing value"))?, offset, opcode)?;
        let s = self.builder.store(v, p)?;
        self.apply_memory_access(s, self.memory_access(inst, 2, pid))?;
        self.apply_alias_operands(s, inst, 2, offset)?;
        Ok(())
    }

    /// Access chains -> GEP. `OpAccessChain` indexes from the pointee (a leading 0);
    /// `OpPtrAccessChain` steps over the pointer first. Chains into builtin variables
    /// stay symbolic until loaded; a pointer access chain into one reinterpreted (the base a
    /// builtin view, or a cast of the variable) is a step of that view instead
    /// ([`Reader::builtin_view_step`]).
    pub(super) fn access_chain(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        if self.steps_builtin_view(inst) {
            return self.builtin_view_step(inst, offset);
        }
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let base_id = inst.id(0).ok_or_else(|| bad("missing base"))?;
        let mut idx = Vec::new();
        for k in 1..inst.operands.len() {
            let id = inst.id(k).ok_or_else(|| bad("index is not an id"))?;
            idx.push(self.value(id, offset, opcode)?);
        }
        if let Some(Slot::BuiltinPtr(b, None)) = self.slots.get(&base_id).copied() {
            let ptr_chain = matches!(opcode, Op::PtrAccessChain | Op::InBoundsPtrAccessChain);
            let component = if ptr_chain { idx.get(1) } else { idx.first() };
            if let Some(id) = inst.result_id {
                self.slots.insert(id, Slot::BuiltinPtr(b, component.copied()));
            }
            return Ok(());
        }
        let base = self.value(base_id, offset, opcode)?;
        let base_ty = self.type_of(base_id).ok_or_else(|| bad("base without a type"))?;
        // SPV_INTEL_masked_gather_scatter: a vector of pointers indexes lane by lane (a
        // vector GEP), its lanes' pointee the source type.
        let lane_ty = match self.spv_types.get(&base_ty) {
            Some(crate::spirv_type::SpirvType::Vector(e, _)) => *e,
            _ => base_ty,
        };
        let (_, pointee) = self.pointee(lane_ty).ok_or_else(|| bad("base is not a pointer"))?;
        let src = self.ty(pointee, offset, opcode)?;
        if matches!(opcode, Op::AccessChain | Op::InBoundsAccessChain) {
            let zero = llvm::Value::const_int(llvm::Type::int_n::<32>(self.ctx), 0)?;
            idx.insert(0, zero);
        }
        if !is_pointer_like(base.ty()) {
            return Err(bad("base is not a pointer"));
        }
        let mut walk = src;
        for (k, i) in idx.iter().enumerate() {
            if i.ty().element_type().unwrap_or(i.ty()).int_width().is_none() {
                return Err(bad("index is not an integer"));
            }
            if k == 0 {
                continue;
            }
            walk = match walk.kind() {
                llvm::TypeKind::LLVMStructTypeKind => {
                    let field = i.const_int_zext().ok_or_else(|| bad("struct index must be a constant"))?;
                    *member_types(walk).get(field as usize).ok_or_else(|| bad("struct index out of range"))?
                }
                llvm::TypeKind::LLVMArrayTypeKind | llvm::TypeKind::LLVMVectorTypeKind => {
                    walk.element_type().ok_or_else(|| bad("no element type"))?
                }
                _ => return Err(bad("index into a non-composite type")),
            };
        }
        let in_bounds = matches!(opcode, Op::InBoundsAccessChain | Op::InBoundsPtrAccessChain);
        // An instruction also on a constant base (a global) with constant indices, as the
        // Khronos translator's `GetElementPtrInst::Create`.
        let v = self.builder.no_fold().gep(src, base, &idx, in_bounds)?;
        self.define(inst, v)?;
        self.member_annotations(inst, offset, v)
    }
}

/// The component types of a vector, array or struct type (empty for others).
pub(super) fn member_types<'c>(t: llvm::Type<'c>) -> Vec<llvm::Type<'c>> {
    match t.kind() {
        llvm::TypeKind::LLVMStructTypeKind => t.struct_fields(),
        llvm::TypeKind::LLVMVectorTypeKind | llvm::TypeKind::LLVMArrayTypeKind => {
            let n = t.vector_size().map(u64::from).or(t.array_length()).unwrap_or(0).min(1 << 20);
            t.element_type().map(|e| vec![e; n as usize]).unwrap_or_default()
        }
        _ => Vec::new(),
    }
}

/// The intrinsic type suffix of an integer scalar or vector type (`i32`, `v4i8`); `None`
/// for other types.
pub(super) fn int_suffix(t: llvm::Type<'_>) -> Option<String> {
    let w = t.element_type().unwrap_or(t).int_width()?;
    Some(match t.vector_size() {
        Some(n) => format!("v{n}i{w}"),
        None => format!("i{w}"),
    })
}

/// The overloaded-intrinsic suffix of a scalar or vector type, as LLVM mangles it: `i32`,
/// `f64`, `bf16`, `p1` (a pointer in address space 1), `v4i32`, `v4p4`.
pub(super) fn type_suffix(t: llvm::Type<'_>) -> String {
    let e = scalar_of(t);
    let s = match e.kind() {
        llvm::TypeKind::LLVMPointerTypeKind => format!("p{}", e.pointer_address_space().unwrap_or(0)),
        llvm::TypeKind::LLVMIntegerTypeKind => format!("i{}", e.int_width().unwrap_or(0)),
        _ => float_suffix(e),
    };
    match t.vector_size() {
        Some(n) => format!("v{n}{s}"),
        None => s,
    }
}

/// The intrinsic type suffix of a float scalar or vector type (`f32`, `v2f16`).
pub(super) fn float_suffix(t: llvm::Type<'_>) -> String {
    let e = t.element_type().unwrap_or(t);
    let s = match e.kind() {
        llvm::TypeKind::LLVMHalfTypeKind => "f16",
        llvm::TypeKind::LLVMBFloatTypeKind => "bf16",
        llvm::TypeKind::LLVMDoubleTypeKind => "f64",
        _ => "f32",
    };
    match t.vector_size() {
        Some(n) => format!("v{n}{s}"),
        None => s.to_string(),
    }
}

/// A value with every bit set (scalar or vector integer).
fn all_ones<'c>(t: llvm::Type<'c>) -> Result<llvm::Value<'c>> {
    match (t.vector_size(), t.element_type()) {
        (Some(n), Some(e)) => Ok(llvm::Value::const_vector(&vec![llvm::Value::const_int(e, u64::MAX)?; n as usize])?),
        _ => Ok(llvm::Value::const_int(t, u64::MAX)?),
    }
}

/// The calling convention to use when calling `callee`.
fn call_conv_of(callee: llvm::Value<'_>) -> u32 {
    callee.function_call_conv().unwrap_or(super::SPIR_FUNC_CC)
}

/// A pointer or a vector of pointers (what `ptrtoint` / `addrspacecast` take).
fn is_pointer_like(t: llvm::Type<'_>) -> bool {
    scalar_of(t).kind() == llvm::TypeKind::LLVMPointerTypeKind
}

/// An integer or a vector of integers.
fn is_int_like(t: llvm::Type<'_>) -> bool {
    scalar_of(t).int_width().is_some()
}

/// The element type of a vector, or the type itself.
fn scalar_of(t: llvm::Type<'_>) -> llvm::Type<'_> {
    if t.kind() == llvm::TypeKind::LLVMVectorTypeKind {
        t.element_type().unwrap_or(t)
    } else {
        t
    }
}
