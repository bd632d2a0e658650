//! Vectors of pointers under SPV_INTEL_masked_gather_scatter: `llvm.masked.gather` /
//! `llvm.masked.scatter`, and the instructions on such vectors that SPIR-V validators
//! accept only on scalar pointers.
//!
//! The extension lets `OpTypeVector` have physical pointer components ("2.2.2. Types") and
//! adds `OpMaskedGatherINTEL` (Result Type, PtrVector, literal Alignment, Mask, FillEmpty)
//! and `OpMaskedScatterINTEL` (InputVector, PtrVector, literal Alignment, Mask). A vector of
//! pointers is typed canonically, like a pointer kept in memory: each component is an `i8*`
//! of its storage class (see `types.rs`); loads, stores, variables, function parameters,
//! `select`, `phi` and the element instructions take it as it is.
//!
//! SPIRV-Tools 2025.5 rejects the pointer conversions and access chains of the core
//! specification on vectors of pointers (`OpGenericCastToPtr`, `OpPtrCastToGeneric`,
//! `OpBitcast`, `OpConvertPtrToU`, `OpConvertUToPtr`, `OpPtrAccessChain` need a pointer or
//! scalar Result Type), so these are done lane by lane: `OpCompositeExtract` of each lane,
//! the scalar instruction, and `OpCompositeInsert`s into an `OpUndef` of the vector type.
//! The values are those of the vector instruction.

use super::types::SpirvType;
use super::{Result, Translator};
use crate::llvm;
use spirv::{Op, Word};

impl<'c> Translator<'c, '_> {
    /// The components of vector type `ty` when they are pointers: (component type, count).
    pub(super) fn pointer_vector_parts(&self, ty: Word) -> Option<(Word, u32)> {
        match self.type_key(ty) {
            Some(SpirvType::Vector(e, n)) if self.pointer_parts(*e).is_some() => Some((*e, *n)),
            _ => None,
        }
    }

    /// Builds a vector of type `ty` from `lanes` values, one per component:
    /// `OpCompositeInsert`s into the module-scope `OpUndef` of `ty` (the form the reverse
    /// translation's `insertelement` chain gives back).
    fn gather_lanes(&mut self, ty: Word, lanes: &[Word]) -> Result<Word> {
        let mut acc = self.undef(ty)?;
        for (i, &l) in lanes.iter().enumerate() {
            acc = self.emit_result(Op::CompositeInsert, ty, &[l, acc, i as u32])?;
        }
        Ok(acc)
    }

    /// Converts vector of pointers `id` of type `from` to vector type `to` of as many pointer
    /// components, lane by lane with [`Translator::coerce`] (`OpBitcast`,
    /// `OpPtrCastToGeneric`, `OpGenericCastToPtr`, ...).
    pub(super) fn coerce_pointer_lanes(&mut self, id: Word, from: Word, to: Word) -> Result<Word> {
        let (Some((fe, n)), Some((te, m))) = (self.pointer_vector_parts(from), self.pointer_vector_parts(to)) else {
            return Err(self.internal("pointer-vector conversion of a non-pointer vector"));
        };
        if n != m {
            return Err(self.internal("pointer-vector conversion between different lengths"));
        }
        let mut lanes = Vec::with_capacity(n as usize);
        for i in 0..n {
            let e = self.emit_result(Op::CompositeExtract, fe, &[id, i])?;
            lanes.push(self.coerce(e, fe, te)?);
        }
        self.gather_lanes(to, &lanes)
    }

    /// Lane `lane` of operand `v` of `inst`: for a vector operand its component (an
    /// `OpCompositeExtract`), for a scalar the value itself (a GEP's scalar base or index
    /// applies to every lane).
    fn lane_of(&mut self, v: llvm::Value<'c>, lane: u32) -> Result<Word> {
        let id = self.canonical_operand(v)?;
        if v.ty().kind() != llvm::TypeKind::LLVMVectorTypeKind {
            return Ok(id);
        }
        let vt = self.type_id(v.ty())?;
        let (e, _) = self.scalar_and_lanes(vt);
        self.emit_result(Op::CompositeExtract, e, &[id, lane])
    }

    /// A `getelementptr` whose result is a vector of pointers (a vector base, or a scalar
    /// base with vector indices): per lane, the lane's base as a pointer to the source
    /// element type, `OpPtrAccessChain` (`OpInBoundsPtrAccessChain` for `inbounds`) with the
    /// lane's indices, and the result back as the canonical component.
    pub(super) fn emit_vector_gep(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let base = inst.operand(0).ok_or_else(|| self.invalid(inst, "GEP without a base"))?;
        let src = inst.gep_source_element_type().ok_or_else(|| self.invalid(inst, "GEP without a source type"))?;
        let ty = self.value_type(inst)?;
        let (re, n) = self
            .pointer_vector_parts(ty)
            .ok_or_else(|| self.unsupported(inst, "vector GEP without a vector-of-pointers result"))?;
        let (sc, _) = self.pointer_parts(re).ok_or_else(|| self.internal("vector GEP of non-pointer lanes"))?;
        let src_id = self.type_id(src)?;
        let lane_base_ty = self.pointer_type(sc, src_id)?;
        let indices: Vec<_> = (1..inst.num_operands()).filter_map(|i| inst.operand(i)).collect();
        let pointee = self.gep_result_type(src, &indices).unwrap_or(self.i8_ty);
        let pointee = self.type_id(pointee)?;
        let lane_result_ty = self.pointer_type(sc, pointee)?;
        let base_ty = self.value_type(base)?;
        let base_lane_ty = self.pointer_vector_parts(base_ty).map_or(base_ty, |(e, _)| e);
        let op = if inst.is_in_bounds() { Op::InBoundsPtrAccessChain } else { Op::PtrAccessChain };
        let mut lanes = Vec::with_capacity(n as usize);
        for lane in 0..n {
            let b = if base.ty().kind() == llvm::TypeKind::LLVMVectorTypeKind {
                self.lane_of(base, lane)?
            } else {
                self.value_id(base)?
            };
            let b = self.coerce(b, base_lane_ty, lane_base_ty)?;
            let mut ops = vec![b];
            for &idx in &indices {
                if self.odd_int(idx.ty()).is_some() {
                    return Err(self.unsupported(inst, "vector GEP with an index of non-standard width"));
                }
                ops.push(self.lane_of(idx, lane)?);
            }
            let r = self.emit_result(op, lane_result_ty, &ops)?;
            lanes.push(self.coerce(r, lane_result_ty, re)?);
        }
        let v = self.gather_lanes(ty, &lanes)?;
        self.define_alias(inst, ty, v)
    }

    /// `ptrtoint` / `inttoptr` of vectors: `OpConvertPtrToU` / `OpConvertUToPtr` lane by lane.
    pub(super) fn emit_pointer_vector_conversion(&mut self, inst: llvm::Value<'c>, op: Op) -> Result<()> {
        let src = inst.operand(0).ok_or_else(|| self.invalid(inst, "cast without operand"))?;
        if self.odd_int(inst.ty()).is_some() || self.odd_int(src.ty()).is_some() {
            return Err(self.unsupported(inst, "pointer-vector conversion to or from integers of non-standard width"));
        }
        let ty = self.value_type(inst)?;
        let (e, n) = self.scalar_and_lanes(ty);
        let mut lanes = Vec::with_capacity(n as usize);
        for lane in 0..n {
            let x = self.lane_of(src, lane)?;
            lanes.push(self.emit_result(op, e, &[x])?);
        }
        let v = self.gather_lanes(ty, &lanes)?;
        self.define_alias(inst, ty, v)
    }

    /// Vector of pointers `v` as a vector of `size_t` addresses (`OpConvertPtrToU` per
    /// lane), for comparisons.
    pub(super) fn pointer_lanes_as_integers(&mut self, v: llvm::Value<'c>) -> Result<Word> {
        let n = v.ty().vector_size().unwrap_or(0);
        let size = self.size_type()?;
        let ty = self.vector_type(size, n)?;
        let mut lanes = Vec::with_capacity(n as usize);
        for lane in 0..n {
            let x = self.lane_of(v, lane)?;
            lanes.push(self.emit_result(Op::ConvertPtrToU, size, &[x])?);
        }
        self.gather_lanes(ty, &lanes)
    }

    /// `llvm.masked.gather(ptrs, align, mask, passthru)` -> `OpMaskedGatherINTEL` and
    /// `llvm.masked.scatter(value, ptrs, align, mask)` -> `OpMaskedScatterINTEL`
    /// (SPV_INTEL_masked_gather_scatter), the pointers as pointers to the data's component
    /// type. Without the extension the functions holding them were scalarized by LLVM's
    /// `scalarizer` (vector_lengths.rs), which turns these intrinsics into per-lane
    /// conditional loads and stores; what reaches here without it is refused by name. LLVM 22
    /// has no `align` operand: the alignment is the pointers' `align` attribute.
    pub(super) fn emit_masked_gather_scatter(&mut self, inst: llvm::Value<'c>, name: &str, gather: bool) -> Result<()> {
        let args = inst.call_args();
        // The pointers' position; the alignment operand follows them where this LLVM has one
        // (llvm::MASKED_GATHER_SCATTER_TAKE_ALIGNMENT), else it is their `align` attribute.
        let ptrs_at = usize::from(!gather);
        let with_operand = usize::from(llvm::MASKED_GATHER_SCATTER_TAKE_ALIGNMENT);
        let mask_at = ptrs_at + 1 + with_operand;
        let data = if gather { Some(inst) } else { args.first().copied() };
        let (Some(data), Some(&ptrs), Some(&mask)) = (data, args.get(ptrs_at), args.get(mask_at)) else {
            return Err(self.invalid(inst, "masked gather/scatter with missing operands"));
        };
        let align = if llvm::MASKED_GATHER_SCATTER_TAKE_ALIGNMENT {
            let a = args.get(ptrs_at + 1).and_then(|a| a.const_int_zext());
            a.ok_or_else(|| self.invalid(inst, "alignment is not a constant"))?
        } else {
            let at = llvm::AttributeIndex::Param(ptrs_at as u32);
            inst.call_site_enum_attribute(at, self.attrs.align).unwrap_or(0)
        };
        let align = u32::try_from(align).map_err(|_| self.invalid(inst, "alignment out of range"))?;
        self.require_extension(super::vector_lengths::MASKED_GATHER_SCATTER, || name.to_string())?;
        self.out.capability(spirv::Capability::MaskedGatherScatterINTEL);
        let data_ty = self.value_type(data)?;
        let (elem, _) = self.scalar_and_lanes(data_ty);
        let have = self.value_type(ptrs)?;
        let (pe, n) =
            self.pointer_vector_parts(have).ok_or_else(|| self.invalid(inst, "the pointers are not a vector"))?;
        let (sc, _) = self.pointer_parts(pe).ok_or_else(|| self.internal("pointer vector of non-pointers"))?;
        let lane_ty = self.pointer_type(sc, elem)?;
        let want = self.vector_type(lane_ty, n)?;
        let p = self.value_id(ptrs)?;
        let p = if have == want { p } else { self.coerce_pointer_lanes(p, have, want)? };
        let m = self.canonical_operand(mask)?;
        if gather {
            let passthru =
                *args.get(mask_at + 1).ok_or_else(|| self.invalid(inst, "masked gather without a pass-through"))?;
            let fill = self.canonical_operand(passthru)?;
            let id = self.value_id(inst)?;
            return self.emit(Op::MaskedGatherINTEL, &[data_ty, id, p, align, m, fill]);
        }
        let v = self.canonical_operand(data)?;
        self.emit(Op::MaskedScatterINTEL, &[v, p, align, m])
    }
}
