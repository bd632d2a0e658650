//! The instruction dispatcher and the uniform mappings: arithmetic, bitwise,
//! comparisons, casts, select, vector and aggregate operations.
//!
//! Sources: SPIR-V 1.6 spec 3.52.11 "Conversion Instructions", 3.52.13
//! "Arithmetic Instructions", 3.52.14 "Bit Instructions", 3.52.15 "Relational
//! and Logical Instructions", 3.52.12 "Composite Instructions"; LLVM Language
//! Reference for the source semantics.

use super::types::SpirvType;
use super::{Error, Result, Translator};
use crate::llvm;
use llvm::{IntPredicate as IP, Opcode as O, RealPredicate as RP};
use spirv::{Op, Word};

/// The extension of the `AllowContract`/`AllowReassoc` fast-math bits.
const FP_FAST_MATH_MODE_INTEL: &str = "SPV_INTEL_fp_fast_math_mode";

/// The SPIR-V opcode of an integer/float binary operator on non-bool operands.
fn binary_op(op: O) -> Option<Op> {
    Some(match op {
        O::LLVMAdd => Op::IAdd,
        O::LLVMSub => Op::ISub,
        O::LLVMMul => Op::IMul,
        O::LLVMUDiv => Op::UDiv,
        O::LLVMSDiv => Op::SDiv,
        O::LLVMURem => Op::UMod,
        O::LLVMSRem => Op::SRem,
        O::LLVMFAdd => Op::FAdd,
        O::LLVMFSub => Op::FSub,
        O::LLVMFMul => Op::FMul,
        O::LLVMFDiv => Op::FDiv,
        O::LLVMFRem => Op::FRem,
        O::LLVMShl => Op::ShiftLeftLogical,
        O::LLVMLShr => Op::ShiftRightLogical,
        O::LLVMAShr => Op::ShiftRightArithmetic,
        O::LLVMAnd => Op::BitwiseAnd,
        O::LLVMOr => Op::BitwiseOr,
        O::LLVMXor => Op::BitwiseXor,
        _ => return None,
    })
}

/// The SPIR-V opcode of a binary operator on `i1` (bool) operands.
fn bool_binary_op(op: O) -> Option<Op> {
    Some(match op {
        O::LLVMAnd | O::LLVMMul => Op::LogicalAnd,
        O::LLVMOr => Op::LogicalOr,
        O::LLVMXor | O::LLVMAdd | O::LLVMSub => Op::LogicalNotEqual,
        _ => return None,
    })
}

/// The SPIR-V opcode of an integer comparison.
fn icmp_op(p: IP) -> Op {
    match p {
        IP::LLVMIntEQ => Op::IEqual,
        IP::LLVMIntNE => Op::INotEqual,
        IP::LLVMIntUGT => Op::UGreaterThan,
        IP::LLVMIntUGE => Op::UGreaterThanEqual,
        IP::LLVMIntULT => Op::ULessThan,
        IP::LLVMIntULE => Op::ULessThanEqual,
        IP::LLVMIntSGT => Op::SGreaterThan,
        IP::LLVMIntSGE => Op::SGreaterThanEqual,
        IP::LLVMIntSLT => Op::SLessThan,
        IP::LLVMIntSLE => Op::SLessThanEqual,
    }
}

/// The SPIR-V opcode of a float comparison; `None` for the constant predicates `false`/`true`.
fn fcmp_op(p: RP) -> Option<Op> {
    Some(match p {
        RP::LLVMRealOEQ => Op::FOrdEqual,
        RP::LLVMRealOGT => Op::FOrdGreaterThan,
        RP::LLVMRealOGE => Op::FOrdGreaterThanEqual,
        RP::LLVMRealOLT => Op::FOrdLessThan,
        RP::LLVMRealOLE => Op::FOrdLessThanEqual,
        RP::LLVMRealONE => Op::FOrdNotEqual,
        RP::LLVMRealORD => Op::Ordered,
        RP::LLVMRealUNO => Op::Unordered,
        RP::LLVMRealUEQ => Op::FUnordEqual,
        RP::LLVMRealUGT => Op::FUnordGreaterThan,
        RP::LLVMRealUGE => Op::FUnordGreaterThanEqual,
        RP::LLVMRealULT => Op::FUnordLessThan,
        RP::LLVMRealULE => Op::FUnordLessThanEqual,
        RP::LLVMRealUNE => Op::FUnordNotEqual,
        RP::LLVMRealPredicateFalse | RP::LLVMRealPredicateTrue => return None,
    })
}

impl<'c> Translator<'c, '_> {
    /// Whether constant lane `lane` of `extractelement`/`insertelement` `inst` lies inside its
    /// vector operand (operand 0).
    fn lane_in_range(&self, inst: llvm::Value<'c>, lane: u64) -> bool {
        let lanes = inst.operand(0).and_then(|v| v.ty().vector_size()).unwrap_or(0);
        lane < u64::from(lanes)
    }

    /// For a value of bfloat16 type `ty` (scalar or vector): the same shape in 32-bit float.
    /// SPV_KHR_bfloat16 allows bfloat16 only in conversions, so arithmetic and comparisons
    /// run in float, which gives the same results: binary32 has more than twice bfloat16's
    /// 8-bit precision plus 2 bits, so rounding the float result to bfloat16 equals rounding
    /// the exact result once (IEEE 754 double-rounding bound, for +, -, *, /).
    fn bfloat_widened(&mut self, ty: Word) -> Result<Option<Word>> {
        let (scalar, lanes) = self.scalar_and_lanes(ty);
        if !matches!(
            self.type_key(scalar),
            Some(SpirvType::Float { encoding: Some(spirv::FPEncoding::BFloat16KHR), .. })
        ) {
            return Ok(None);
        }
        let float = self.make_type(SpirvType::float(32))?;
        Ok(Some(if lanes > 1 { self.vector_type(float, lanes)? } else { float }))
    }

    /// Translates one instruction of the current function.
    pub(super) fn emit_instruction(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let op = inst.opcode().ok_or_else(|| self.internal("non-instruction in a basic block"))?;
        match op {
            O::LLVMRet | O::LLVMBr | O::LLVMSwitch | O::LLVMUnreachable => self.emit_terminator(inst, op),
            O::LLVMIndirectBr
            | O::LLVMInvoke
            | O::LLVMResume
            | O::LLVMCallBr
            | O::LLVMCleanupRet
            | O::LLVMCatchRet
            | O::LLVMCatchSwitch => self.emit_terminator(inst, op),
            O::LLVMFNeg => {
                let ty = self.value_type(inst)?;
                let a = self.value_operand(inst, 0)?;
                let id = self.value_id(inst)?;
                if let Some(wide) = self.bfloat_widened(ty)? {
                    let wa = self.emit_result(Op::FConvert, wide, &[a])?;
                    let r = self.emit_result(Op::FNegate, wide, &[wa])?;
                    return self.emit(Op::FConvert, &[ty, id, r]);
                }
                self.emit(Op::FNegate, &[ty, id, a])?;
                self.fast_math_decoration_v16(inst, id);
                Ok(())
            }
            O::LLVMAdd
            | O::LLVMSub
            | O::LLVMMul
            | O::LLVMUDiv
            | O::LLVMSDiv
            | O::LLVMURem
            | O::LLVMSRem
            | O::LLVMFAdd
            | O::LLVMFSub
            | O::LLVMFMul
            | O::LLVMFDiv
            | O::LLVMFRem
            | O::LLVMShl
            | O::LLVMLShr
            | O::LLVMAShr
            | O::LLVMAnd
            | O::LLVMOr
            | O::LLVMXor => self.emit_binary(inst, op),
            // Emitted at the top of the entry block, but for run-time counts.
            O::LLVMAlloca if super::memory::is_variable_length_alloca(inst) => self.emit_variable_length_array(inst),
            O::LLVMAlloca => Ok(()),
            O::LLVMLoad => self.emit_load(inst),
            O::LLVMStore => self.emit_store(inst),
            O::LLVMGetElementPtr => self.emit_gep(inst),
            O::LLVMTrunc
            | O::LLVMZExt
            | O::LLVMSExt
            | O::LLVMFPToUI
            | O::LLVMFPToSI
            | O::LLVMUIToFP
            | O::LLVMSIToFP
            | O::LLVMFPTrunc
            | O::LLVMFPExt
            | O::LLVMPtrToInt
            | O::LLVMIntToPtr
            | O::LLVMBitCast
            | O::LLVMAddrSpaceCast => self.emit_cast(inst, op),
            O::LLVMICmp => self.emit_icmp(inst),
            O::LLVMFCmp => self.emit_fcmp(inst),
            O::LLVMPHI => self.emit_phi(inst),
            O::LLVMCall => self.emit_call(inst),
            O::LLVMSelect => self.emit_select(inst),
            // Constant lane numbers become literals (OpComposite*), as the Khronos translator writes them.
            O::LLVMExtractElement => {
                let ty = self.value_type(inst)?;
                let v = self.value_operand(inst, 0)?;
                let lane = inst.operand(1).and_then(|i| i.const_int_zext());
                let id = self.value_id(inst)?;
                match lane {
                    // LLVM LangRef "extractelement": a constant lane past the end gives poison.
                    Some(l) if !self.lane_in_range(inst, l) => self.emit(Op::Undef, &[ty, id]),
                    Some(l) => self.emit(Op::CompositeExtract, &[ty, id, v, l as u32]),
                    None => {
                        let i = self.value_operand(inst, 1)?;
                        self.emit(Op::VectorExtractDynamic, &[ty, id, v, i])
                    }
                }
            }
            O::LLVMInsertElement => {
                let ty = self.value_type(inst)?;
                let v = self.value_operand(inst, 0)?;
                let e = self.value_operand(inst, 1)?;
                let lane = inst.operand(2).and_then(|i| i.const_int_zext());
                let id = self.value_id(inst)?;
                match lane {
                    // LLVM LangRef "insertelement": a constant lane past the end gives poison.
                    Some(l) if !self.lane_in_range(inst, l) => self.emit(Op::Undef, &[ty, id]),
                    Some(l) => self.emit(Op::CompositeInsert, &[ty, id, e, v, l as u32]),
                    None => {
                        let i = self.value_operand(inst, 2)?;
                        self.emit(Op::VectorInsertDynamic, &[ty, id, v, e, i])
                    }
                }
            }
            O::LLVMShuffleVector => {
                let ty = self.value_type(inst)?;
                let a = self.value_operand(inst, 0)?;
                let b = self.value_operand(inst, 1)?;
                let id = self.value_id(inst)?;
                let mut ops = vec![ty, id, a, b];
                ops.extend(inst.shuffle_mask().into_iter().map(|m| m.unwrap_or(u32::MAX)));
                self.emit(Op::VectorShuffle, &ops)
            }
            O::LLVMExtractValue => {
                let ty = self.value_type(inst)?;
                let agg = self.value_operand(inst, 0)?;
                let id = self.value_id(inst)?;
                let mut ops = vec![ty, id, agg];
                ops.extend(inst.aggregate_indices());
                self.emit(Op::CompositeExtract, &ops)
            }
            O::LLVMInsertValue => {
                let ty = self.value_type(inst)?;
                let agg = self.value_operand(inst, 0)?;
                let obj = self.value_operand(inst, 1)?;
                let id = self.value_id(inst)?;
                let mut ops = vec![ty, id, obj, agg];
                ops.extend(inst.aggregate_indices());
                self.emit(Op::CompositeInsert, &ops)
            }
            O::LLVMFreeze => {
                let src = inst.operand(0).ok_or_else(|| self.invalid(inst, "freeze without operand"))?;
                let ty = self.value_type(inst)?;
                // LangRef "'freeze' Instruction": a frozen undef/poison is one arbitrary but
                // fixed value; OpUndef may differ at each use, so it becomes the null value.
                let s = if src.is_undef() || src.is_poison() { self.const_null(ty)? } else { self.operand(src, ty)? };
                self.define_alias(inst, ty, s)
            }
            O::LLVMAtomicRMW => self.emit_atomic_rmw(inst),
            O::LLVMAtomicCmpXchg => self.emit_cmpxchg(inst),
            O::LLVMFence => self.emit_fence(inst),
            _ => Err(self.unsupported(inst, "instruction without a SPIR-V counterpart")),
        }
    }

    /// Operand `i` of `inst` with its canonical type.
    pub(super) fn value_operand(&mut self, inst: llvm::Value<'c>, i: u32) -> Result<Word> {
        let v = inst.operand(i).ok_or_else(|| self.invalid(inst, "missing operand"))?;
        self.canonical_operand(v)
    }

    /// Makes `inst` stand for the existing id `src` (no-op casts, freeze). If `inst`
    /// was already referenced (a PHI's forward reference), defines it with `OpCopyObject`.
    pub(super) fn define_alias(&mut self, inst: llvm::Value<'c>, ty: Word, src: Word) -> Result<()> {
        match self.locals.get(&inst) {
            Some(&id) => self.emit(Op::CopyObject, &[ty, id, src]),
            None => {
                self.locals.insert(inst, src);
                Ok(())
            }
        }
    }

    /// `bitcast <N x i1> %m to iN` (the lanes as bits, lane 0 the least significant; LLVM
    /// LangRef "'bitcast .. to' Instruction"; `scalarize-masked-mem-intrin` makes it of a
    /// run-time mask): the OR of `select(lane i, 1 << i, 0)` over the lanes, in the
    /// integer's type (its container for non-standard widths, whose bits above N stay 0).
    fn emit_bool_vector_to_int(&mut self, inst: llvm::Value<'c>, src: llvm::Value<'c>) -> Result<()> {
        let lanes = src.ty().vector_size().unwrap_or(0);
        if lanes > 64 {
            return Err(self.unsupported(inst, "bitcast of more than 64 i1 lanes to an integer"));
        }
        let ty = self.value_type(inst)?;
        let m = self.canonical_operand(src)?;
        let bool_ty = self.bool_type()?;
        let zero = self.const_splat(ty, 0)?;
        let mut acc = zero;
        for i in 0..lanes {
            let bit = self.emit_result(Op::CompositeExtract, bool_ty, &[m, i])?;
            let one = self.const_splat(ty, 1u64 << i)?;
            let v = self.emit_result(Op::Select, ty, &[bit, one, zero])?;
            acc = if i == 0 { v } else { self.emit_result(Op::BitwiseOr, ty, &[acc, v])? };
        }
        self.define_alias(inst, ty, acc)
    }

    fn emit_binary(&mut self, inst: llvm::Value<'c>, op: O) -> Result<()> {
        let ty = self.value_type(inst)?;
        let is_bool = inst.ty().element_type().unwrap_or(inst.ty()).int_width() == Some(1);
        let spv = if is_bool { bool_binary_op(op) } else { binary_op(op) };
        let spv = spv.ok_or_else(|| self.unsupported(inst, "operator on i1 operands without a logical counterpart"))?;
        if matches!(op, O::LLVMFAdd | O::LLVMFSub) {
            self.note_fp_contraction(inst);
        }
        if let Some(w) = self.odd_binary_width(inst, op) {
            return self.emit_odd_binary(inst, op, spv, w);
        }
        let a = self.value_operand(inst, 0)?;
        let b = self.value_operand(inst, 1)?;
        let id = self.value_id(inst)?;
        if let Some(wide) = self.bfloat_widened(ty)? {
            let (wa, wb) = (self.emit_result(Op::FConvert, wide, &[a])?, self.emit_result(Op::FConvert, wide, &[b])?);
            let r = self.emit_result(spv, wide, &[wa, wb])?;
            self.fast_math_decoration(inst, r);
            return self.emit(Op::FConvert, &[ty, id, r]);
        }
        self.emit(spv, &[ty, id, a, b])?;
        self.fast_math_decoration(inst, id);
        if (inst.has_nsw() || inst.has_nuw()) && self.allow_no_wrap_decorations() {
            if inst.has_nsw() {
                self.decorate(id, spirv::Decoration::NoSignedWrap, &[]);
            }
            if inst.has_nuw() {
                self.decorate(id, spirv::Decoration::NoUnsignedWrap, &[]);
            }
        }
        Ok(())
    }

    /// Whether `NoSignedWrap`/`NoUnsignedWrap` may be used: SPIR-V 1.4 when
    /// [`super::Options::raise_version_for_features`] asks for it (raises the module version),
    /// else SPV_KHR_no_integer_wrap_decoration when allowed.
    fn allow_no_wrap_decorations(&mut self) -> bool {
        if self.options.raise_version_for_features && self.options.max_version >= (1, 4) {
            self.out.require_version((1, 4));
            true
        } else if self.options.allows("SPV_KHR_no_integer_wrap_decoration") {
            self.out.extension("SPV_KHR_no_integer_wrap_decoration");
            true
        } else {
            false
        }
    }

    /// The address space casts SPIR-V has (by LLVM address space, as the Khronos translator
    /// checks them): private (0), global (1) and local (3) convert only to generic (4), global
    /// also to global_device/global_host (5, 6), which convert only to global and generic.
    fn check_address_space_cast(&self, inst: llvm::Value<'c>, src: llvm::Value<'c>) -> Result<()> {
        let space = |t: llvm::Type<'c>| t.element_type().unwrap_or(t).pointer_address_space();
        let (Some(from), Some(to)) = (space(src.ty()), space(inst.ty())) else {
            return Ok(());
        };
        let rule = match (from, to) {
            _ if from == to || from == 4 || to == 4 => return Ok(()),
            (1, 5 | 6) | (5 | 6, 1) => return Ok(()),
            (5 | 6, _) => "Casts from global_device/global_host only allowed to global/generic",
            (0 | 1 | 3, _) => "Casts from private/local/global address space are allowed only to generic",
            _ => return Ok(()),
        };
        Err(Error::InvalidAddressSpaceCast {
            function: self.fname(),
            instruction: inst.to_ir_string().trim().to_string(),
            rule,
        })
    }

    /// `FPFastMathMode` from LLVM fast-math flags (SPIR-V spec 3.15; table in
    /// `crate::fast_math`). `contract`/`reassoc` need SPV_INTEL_fp_fast_math_mode (declared,
    /// with capability `FPFastMathModeINTEL`, when used); without it they are dropped.
    pub(super) fn fast_math_decoration(&mut self, inst: llvm::Value<'c>, id: Word) {
        let flags = inst.fast_math_flags().0;
        if flags == 0 {
            return;
        }
        let intel = self.options.allows(FP_FAST_MATH_MODE_INTEL);
        let mode = crate::fast_math::to_spirv(flags, intel);
        if mode.is_empty() {
            return;
        }
        if mode.intersects(spirv::FPFastMathMode::ALLOW_CONTRACT | spirv::FPFastMathMode::ALLOW_REASSOC) {
            self.out.extension(FP_FAST_MATH_MODE_INTEL);
            self.out.capability(spirv::Capability::FPFastMathModeINTEL);
        }
        self.decorate(id, spirv::Decoration::FPFastMathMode, &[mode.bits()]);
    }

    /// `FPFastMathMode` on an instruction that takes it only from SPIR-V 1.6 on (OpFNegate
    /// and the comparisons, spec 3.15): decorated when the version may be raised to 1.6
    /// (and then raised), else the flags are dropped, as the Khronos translator does.
    fn fast_math_decoration_v16(&mut self, inst: llvm::Value<'c>, id: Word) {
        if inst.fast_math_flags().0 != 0
            && self.options.raise_version_for_features
            && self.options.max_version >= (1, 6)
        {
            self.out.require_version((1, 6));
            self.fast_math_decoration(inst, id);
        }
    }

    fn emit_icmp(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let pred = inst.int_predicate().ok_or_else(|| self.invalid(inst, "icmp without predicate"))?;
        let ty = self.value_type(inst)?;
        let (Some(a), Some(b)) = (inst.operand(0), inst.operand(1)) else {
            return Err(self.invalid(inst, "icmp needs two operands"));
        };
        let operand_ty = a.ty();
        let scalar = operand_ty.element_type().unwrap_or(operand_ty);
        let signed = matches!(pred, IP::LLVMIntSGT | IP::LLVMIntSGE | IP::LLVMIntSLT | IP::LLVMIntSLE);
        let (mut x, mut y) = if signed && self.odd_int(operand_ty).is_some() {
            (self.signed_operand(inst, 0)?, self.signed_operand(inst, 1)?)
        } else {
            (self.canonical_operand(a)?, self.canonical_operand(b)?)
        };
        if scalar.kind() == llvm::TypeKind::LLVMPointerTypeKind {
            if operand_ty.vector_size().is_some() {
                // Vectors of pointers (SPV_INTEL_masked_gather_scatter): the addresses as
                // integers, converted lane by lane (pointer_vectors.rs).
                let (Some(a), Some(b)) = (inst.operand(0), inst.operand(1)) else {
                    return Err(self.invalid(inst, "icmp needs two operands"));
                };
                x = self.pointer_lanes_as_integers(a)?;
                y = self.pointer_lanes_as_integers(b)?;
                let id = self.value_id(inst)?;
                return self.emit(icmp_op(pred), &[ty, id, x, y]);
            }
            // Pointer equality is OpPtrEqual/OpPtrNotEqual from SPIR-V 1.4 on, when the version
            // may be raised for it (as the Khronos translator); otherwise, and for the ordered
            // comparisons, the addresses are compared as integers.
            let equality = match pred {
                IP::LLVMIntEQ => Some(Op::PtrEqual),
                IP::LLVMIntNE => Some(Op::PtrNotEqual),
                _ => None,
            };
            if let Some(op) = equality.filter(|_| self.options.raise_version_for_features) {
                if self.options.max_version >= (1, 4) {
                    let id = self.value_id(inst)?;
                    return self.emit(op, &[ty, id, x, y]);
                }
            }
            let size = self.size_type()?;
            x = self.emit_result(Op::ConvertPtrToU, size, &[x])?;
            y = self.emit_result(Op::ConvertPtrToU, size, &[y])?;
        }
        let spv = if scalar.int_width() == Some(1) {
            match pred {
                IP::LLVMIntEQ => Op::LogicalEqual,
                IP::LLVMIntNE => Op::LogicalNotEqual,
                _ => return Err(self.unsupported(inst, "ordered comparison of i1 values")),
            }
        } else {
            icmp_op(pred)
        };
        let id = self.value_id(inst)?;
        self.emit(spv, &[ty, id, x, y])
    }

    fn emit_fcmp(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let pred = inst.real_predicate().ok_or_else(|| self.invalid(inst, "fcmp without predicate"))?;
        let ty = self.value_type(inst)?;
        match fcmp_op(pred) {
            Some(spv) => {
                let mut a = self.value_operand(inst, 0)?;
                let mut b = self.value_operand(inst, 1)?;
                let id = self.value_id(inst)?;
                let operand_ty = match inst.operand(0) {
                    Some(v) => self.value_type(v)?,
                    None => return Err(self.invalid(inst, "fcmp needs two operands")),
                };
                if let Some(wide) = self.bfloat_widened(operand_ty)? {
                    a = self.emit_result(Op::FConvert, wide, &[a])?;
                    b = self.emit_result(Op::FConvert, wide, &[b])?;
                }
                self.emit(spv, &[ty, id, a, b])?;
                self.fast_math_decoration_v16(inst, id);
                Ok(())
            }
            None => {
                let c = self.const_splat(ty, (pred == RP::LLVMRealPredicateTrue) as u64)?;
                self.define_alias(inst, ty, c)
            }
        }
    }

    fn emit_select(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let ty = self.value_type(inst)?;
        let (Some(c), Some(a), Some(b)) = (inst.operand(0), inst.operand(1), inst.operand(2)) else {
            return Err(self.invalid(inst, "select needs three operands"));
        };
        if matches!(self.type_key(ty), Some(SpirvType::Struct { .. } | SpirvType::Array(..))) {
            return Err(self.unsupported(inst, "select of aggregates needs SPIR-V 1.4"));
        }
        let mut cond = self.value_id(c)?;
        let (_, lanes) = self.scalar_and_lanes(ty);
        if lanes > 1 && c.ty().vector_size().is_none() {
            // SPIR-V 1.0: a vector select needs a vector condition.
            let b = self.bool_type()?;
            let bv = self.vector_type(b, lanes)?;
            cond = self.emit_result(Op::CompositeConstruct, bv, &vec![cond; lanes as usize])?;
        }
        let x = self.operand(a, ty)?;
        let y = self.operand(b, ty)?;
        let id = self.value_id(inst)?;
        self.emit(Op::Select, &[ty, id, cond, x, y])
    }

    pub(super) fn emit_cast(&mut self, inst: llvm::Value<'c>, op: O) -> Result<()> {
        let src = inst.operand(0).ok_or_else(|| self.invalid(inst, "cast without operand"))?;
        let ty = self.value_type(inst)?;
        let from_bool = src.ty().element_type().unwrap_or(src.ty()).int_width() == Some(1);
        let to_bool = inst.ty().element_type().unwrap_or(inst.ty()).int_width() == Some(1);
        match op {
            O::LLVMBitCast if from_bool && src.ty().vector_size().is_some() && inst.ty().int_width().is_some() => {
                return self.emit_bool_vector_to_int(inst, src);
            }
            O::LLVMBitCast if self.odd_int(src.ty()).is_some() || self.odd_int(inst.ty()).is_some() => {
                let s = self.canonical_operand(src)?;
                if self.value_type(src)? == ty {
                    return self.define_alias(inst, ty, s);
                }
                return Err(self.unsupported(
                    inst,
                    "bitcast of an integer of non-standard width (legalized to a wider container)",
                ));
            }
            O::LLVMBitCast if src.ty().kind() != llvm::TypeKind::LLVMPointerTypeKind => {
                let s = self.canonical_operand(src)?;
                if self.value_type(src)? == ty {
                    return self.define_alias(inst, ty, s);
                }
                let id = self.value_id(inst)?;
                return self.emit(Op::Bitcast, &[ty, id, s]);
            }
            O::LLVMBitCast if self.value_type(src)? == ty => {
                // A pointer bitcast that changes nothing in SPIR-V either is still an
                // instruction, as the Khronos translator writes it.
                let s = self.value_id(src)?;
                let id = self.value_id(inst)?;
                return self.emit(Op::Bitcast, &[ty, id, s]);
            }
            O::LLVMBitCast | O::LLVMAddrSpaceCast => {
                if op == O::LLVMAddrSpaceCast {
                    self.check_address_space_cast(inst, src)?;
                }
                let s = self.operand(src, ty)?;
                return self.define_alias(inst, ty, s);
            }
            O::LLVMTrunc if to_bool => {
                // (x & 1) != 0
                let x = self.canonical_operand(src)?;
                let sty = self.value_type(src)?;
                let one = self.const_splat(sty, 1)?;
                let zero = self.const_splat(sty, 0)?;
                let masked = self.emit_result(Op::BitwiseAnd, sty, &[x, one])?;
                let id = self.value_id(inst)?;
                return self.emit(Op::INotEqual, &[ty, id, masked, zero]);
            }
            O::LLVMZExt | O::LLVMSExt | O::LLVMUIToFP | O::LLVMSIToFP if from_bool => {
                let c = self.canonical_operand(src)?;
                let id = self.value_id(inst)?;
                let int_ty = if matches!(op, O::LLVMZExt | O::LLVMSExt) { ty } else { self.int_like(ty)? };
                let all_ones = self.odd_int(inst.ty()).map_or(u64::MAX, |w| w.mask());
                let on = if op == O::LLVMSExt || op == O::LLVMSIToFP { all_ones } else { 1 };
                let t = self.const_splat(int_ty, on)?;
                let f = self.const_splat(int_ty, 0)?;
                if int_ty == ty {
                    return self.emit(Op::Select, &[ty, id, c, t, f]);
                }
                let sel = self.emit_result(Op::Select, int_ty, &[c, t, f])?;
                let conv = if op == O::LLVMSIToFP { Op::ConvertSToF } else { Op::ConvertUToF };
                return self.emit(conv, &[ty, id, sel]);
            }
            // Vectors of pointers (SPV_INTEL_masked_gather_scatter): lane by lane.
            O::LLVMPtrToInt if src.ty().kind() == llvm::TypeKind::LLVMVectorTypeKind => {
                return self.emit_pointer_vector_conversion(inst, Op::ConvertPtrToU)
            }
            O::LLVMIntToPtr if inst.ty().kind() == llvm::TypeKind::LLVMVectorTypeKind => {
                return self.emit_pointer_vector_conversion(inst, Op::ConvertUToPtr)
            }
            O::LLVMTrunc | O::LLVMZExt | O::LLVMSExt if self.is_odd_int_cast(inst) => {
                return self.emit_odd_int_cast(inst, op)
            }
            _ => {}
        }
        let spv = match op {
            O::LLVMTrunc | O::LLVMZExt => Op::UConvert,
            O::LLVMSExt => Op::SConvert,
            O::LLVMFPTrunc | O::LLVMFPExt => Op::FConvert,
            O::LLVMFPToUI => Op::ConvertFToU,
            O::LLVMFPToSI => Op::ConvertFToS,
            O::LLVMUIToFP => Op::ConvertUToF,
            O::LLVMSIToFP => Op::ConvertSToF,
            O::LLVMPtrToInt => Op::ConvertPtrToU,
            O::LLVMIntToPtr => Op::ConvertUToPtr,
            _ => return Err(self.unsupported(inst, "cast without a SPIR-V counterpart")),
        };
        if to_bool {
            return Err(self.unsupported(inst, "conversion to i1 other than trunc"));
        }
        let s = match op {
            O::LLVMSIToFP => self.signed_operand(inst, 0)?,
            // Any pointer converts to an integer as it is.
            O::LLVMPtrToInt if !self.objects.contains_key(&src) => self.value_id(src)?,
            _ => self.canonical_operand(src)?,
        };
        if let Some(w) = self.odd_int(inst.ty()) {
            // fptoui/fptosi/ptrtoint into a legalized integer: convert to the container, then mask.
            let raw = self.emit_result(spv, ty, &[s])?;
            let masked = self.mask_to_width(ty, raw, w)?;
            return self.define_alias(inst, ty, masked);
        }
        let id = self.value_id(inst)?;
        self.emit(spv, &[ty, id, s])?;
        if op == O::LLVMFPTrunc || op == O::LLVMFPExt {
            self.fast_math_decoration(inst, id);
        }
        Ok(())
    }

    /// An integer type with the lanes and width of float type `ty` (for bool -> float casts via select).
    fn int_like(&mut self, ty: Word) -> Result<Word> {
        let (_, lanes) = self.scalar_and_lanes(ty);
        let w = self.scalar_width(ty).unwrap_or(32);
        let i = self.int_type(w)?;
        if lanes == 1 {
            Ok(i)
        } else {
            self.vector_type(i, lanes)
        }
    }
}
