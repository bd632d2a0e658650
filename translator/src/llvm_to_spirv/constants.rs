//! Constants, constant expressions and module-scope variables.
//!
//! Scalars are `OpConstant` with the value's bits in little-endian word order
//! (SPIR-V 1.6 spec, 2.2.1 "Literal"); aggregates `OpConstantComposite`;
//! `zeroinitializer` and null pointers `OpConstantNull`; `undef`/`poison`
//! `OpUndef`. Constant expressions become `OpSpecConstantOp` with the opcodes
//! the Kernel capability allows there (spec 3.52.3, "OpSpecConstantOp").

use super::types::{storage_class, SpirvType};
use super::{Error, Result, Translator};
use crate::llvm;
use spirv::Word;

pub(super) use crate::numeric::f64_to_half_bits;

/// Converts an `f64` holding a value exactly representable as bfloat16 to its bits
/// (the upper half of the `f32`, rounded to nearest even; NaNs stay quiet NaNs).
pub(super) fn f64_to_bfloat16_bits(v: f64) -> u16 {
    let bits = (v as f32).to_bits();
    if (v as f32).is_nan() {
        return ((bits >> 16) as u16) | 0x40;
    }
    let round = 0x7fff + ((bits >> 16) & 1);
    (bits.wrapping_add(round) >> 16) as u16
}

impl<'c> Translator<'c, '_> {
    /// An `OpConstant` (or `OpConstantTrue/False` for bool) of scalar type `ty` holding `bits`.
    pub(super) fn const_scalar(&mut self, ty: Word, bits: u64) -> Result<Word> {
        if let Some(&id) = self.scalar_consts.get(&(ty, bits)) {
            return Ok(id);
        }
        let id = self.out.id();
        match self.type_key(ty) {
            Some(SpirvType::Bool) => {
                let op = if bits != 0 { spirv::Op::ConstantTrue } else { spirv::Op::ConstantFalse };
                self.emit_global(op, &[ty, id])?;
            }
            Some(SpirvType::Int { width: w, .. } | SpirvType::Float { width: w, encoding: None }) if *w > 32 => {
                // Wider literals take one word per 32 bits, low word first (values above
                // 64 bits are not representable here and read as zero-extended).
                let words = w.div_ceil(32) as usize;
                let mut ops = vec![ty, id, bits as u32, (bits >> 32) as u32];
                ops.resize(words + 2, 0);
                if *w < 64 {
                    ops[3] &= (1u32 << (*w - 32)) - 1;
                }
                self.emit_global(spirv::Op::Constant, &ops)?;
            }
            Some(SpirvType::Float { encoding: Some(spirv::FPEncoding::BFloat16KHR), .. }) => {
                self.emit_global(spirv::Op::Constant, &[ty, id, (bits & 0xffff) as u32])?;
            }
            Some(SpirvType::Int { width: w, .. } | SpirvType::Float { width: w, encoding: None }) => {
                let w = *w;
                let mask = if w >= 32 { u32::MAX as u64 } else { (1u64 << w) - 1 };
                self.emit_global(spirv::Op::Constant, &[ty, id, (bits & mask) as u32])?;
            }
            _ => {
                return Err(Error::Internal { function: self.fname(), reason: "scalar constant of a non-scalar type" })
            }
        }
        self.scalar_consts.insert((ty, bits), id);
        Ok(id)
    }

    /// An `OpConstant` of integer type `ty`, `width` bits wide (above 64:
    /// SPV_INTEL_arbitrary_precision_integers), holding the 64-bit `words` (low first): one
    /// literal word per 32 bits, low first, the bits above `width` cleared (SPIR-V spec 2.2.1
    /// "Literal": "the high-order bits of the last word ... are 0").
    pub(super) fn const_wide_int(&mut self, ty: Word, width: u32, words: &[u64]) -> Result<Word> {
        let id = self.out.id();
        let mut ops = vec![ty, id];
        ops.extend(words.iter().flat_map(|w| [*w as u32, (*w >> 32) as u32]));
        ops.resize(width.div_ceil(32) as usize + 2, 0);
        if width % 32 != 0 {
            if let Some(last) = ops.last_mut() {
                *last &= (1u32 << (width % 32)) - 1;
            }
        }
        self.emit_global(spirv::Op::Constant, &ops)?;
        Ok(id)
    }

    /// `i32` constant.
    pub(super) fn const_u32(&mut self, v: u32) -> Result<Word> {
        let ty = self.int_type(32)?;
        self.const_scalar(ty, v as u64)
    }

    /// `i64` constant.
    pub(super) fn const_u64(&mut self, v: u64) -> Result<Word> {
        let ty = self.int_type(64)?;
        self.const_scalar(ty, v)
    }

    /// A constant of scalar or vector type `ty` with every lane equal to `bits`
    /// (`OpConstantNull` for a zero vector, as the Khronos translator writes it).
    pub(super) fn const_splat(&mut self, ty: Word, bits: u64) -> Result<Word> {
        let (scalar, lanes) = self.scalar_and_lanes(ty);
        if lanes > 1 && bits == 0 {
            return self.const_null(ty);
        }
        let s = self.const_scalar(scalar, bits)?;
        if lanes == 1 {
            return Ok(s);
        }
        self.const_composite(ty, &vec![s; lanes as usize])
    }

    /// `OpConstantComposite`, one per (type, constituents).
    pub(super) fn const_composite(&mut self, ty: Word, parts: &[Word]) -> Result<Word> {
        let key = (ty, parts.to_vec());
        if let Some(&id) = self.composite_consts.get(&key) {
            return Ok(id);
        }
        let id = self.out.id();
        let mut ops = vec![ty, id];
        ops.extend_from_slice(parts);
        self.emit_global(spirv::Op::ConstantComposite, &ops)?;
        self.composite_consts.insert(key, id);
        Ok(id)
    }

    /// `OpConstantNull` of `ty`.
    pub(super) fn const_null(&mut self, ty: Word) -> Result<Word> {
        if let Some(&id) = self.null_consts.get(&ty) {
            return Ok(id);
        }
        let id = self.out.id();
        self.emit_global(spirv::Op::ConstantNull, &[ty, id])?;
        self.null_consts.insert(ty, id);
        Ok(id)
    }

    /// `OpUndef` of `ty` (module scope).
    pub(super) fn undef(&mut self, ty: Word) -> Result<Word> {
        if let Some(&id) = self.undef_consts.get(&ty) {
            return Ok(id);
        }
        let id = self.out.id();
        self.emit_global(spirv::Op::Undef, &[ty, id])?;
        self.undef_consts.insert(ty, id);
        Ok(id)
    }

    /// The id of an LLVM constant (including globals and functions used as values).
    ///
    /// Its SPIR-V type is [`Translator::value_type`] of the constant: canonical,
    /// except for globals and pointer constant expressions, which are typed pointers.
    pub(super) fn constant_id(&mut self, c: llvm::Value<'c>) -> Result<Word> {
        // A global alias is its aliasee; a function pointer taken through one carries the
        // alias's name (as in the Khronos translator).
        if let Some(target) = c.aliasee() {
            let id = self.constant_id(target)?;
            if target.is_function() && self.named_ids.insert(id) {
                self.emit_name(id, &c.name())?;
            }
            return Ok(id);
        }
        if c.is_function() {
            return self.function_pointer_constant(c);
        }
        if let Some(&id) = self.globals.get(&c) {
            return Ok(id);
        }
        use llvm::ValueKind as K;
        let unsupported = |reason| Error::UnsupportedConstant { constant: c.to_ir_string(), reason };
        let ty = c.ty();
        let id = match c.kind() {
            K::LLVMGlobalVariableValueKind => return self.global_id(c),
            K::LLVMConstantIntValueKind if ty.int_width().is_some_and(|w| w > 64) => {
                let t = self.type_id(ty)?;
                let words = c.const_int_words().ok_or_else(|| unsupported("integer constant without its words"))?;
                self.const_wide_int(t, ty.int_width().unwrap_or(0), &words)?
            }
            K::LLVMConstantIntValueKind => {
                let t = self.type_id(ty)?;
                let bits = c.const_int_zext().unwrap_or(0);
                self.const_scalar(t, bits)?
            }
            K::LLVMConstantFPValueKind => {
                let t = self.type_id(ty)?;
                let v = c.const_fp().unwrap_or(0.0);
                let bits = match ty.kind() {
                    llvm::TypeKind::LLVMHalfTypeKind => f64_to_half_bits(v) as u64,
                    llvm::TypeKind::LLVMBFloatTypeKind => f64_to_bfloat16_bits(v) as u64,
                    llvm::TypeKind::LLVMFloatTypeKind => (v as f32).to_bits() as u64,
                    llvm::TypeKind::LLVMDoubleTypeKind => v.to_bits(),
                    _ => return Err(unsupported("floating-point format without a SPIR-V counterpart")),
                };
                self.const_scalar(t, bits)?
            }
            K::LLVMConstantPointerNullValueKind
            | K::LLVMConstantAggregateZeroValueKind
            | K::LLVMConstantTargetNoneValueKind => {
                let t = self.type_id(ty)?;
                self.const_null(t)?
            }
            K::LLVMUndefValueValueKind | K::LLVMPoisonValueKind => {
                let t = self.type_id(ty)?;
                self.undef(t)?
            }
            K::LLVMConstantArrayValueKind
            | K::LLVMConstantStructValueKind
            | K::LLVMConstantVectorValueKind
            | K::LLVMConstantDataArrayValueKind
            | K::LLVMConstantDataVectorValueKind => {
                let n = match ty.kind() {
                    llvm::TypeKind::LLVMArrayTypeKind => ty.array_length().unwrap_or(0),
                    llvm::TypeKind::LLVMVectorTypeKind => ty.vector_size().unwrap_or(0) as u64,
                    _ => ty.struct_fields().len() as u64,
                };
                let mut member_types = self.member_types(ty)?;
                // Each constituent is translated and converted to its member type before the
                // next one (the Khronos translator's order); a table of function pointers is
                // typed by all its entries first.
                let fn_table = self.holds_function_pointers(c);
                let mut elements = Vec::with_capacity(if fn_table { n as usize } else { 0 });
                let mut parts = Vec::with_capacity(n as usize);
                for i in 0..n as u32 {
                    let e = c.aggregate_element(i).ok_or_else(|| unsupported("aggregate element not readable"))?;
                    let (eid, ety) = (self.constant_id(e)?, self.value_type(e)?);
                    if fn_table {
                        elements.push((e, eid, ety));
                    } else {
                        let want = member_types.get(i as usize).copied().unwrap_or(ety);
                        parts.push(self.constituent(e, eid, ety, want)?);
                    }
                }
                let t = match self.function_pointer_aggregate(c, ty, &elements, &mut member_types)? {
                    Some(typed) => typed,
                    None => self.type_id(ty)?,
                };
                for (i, &(e, eid, ety)) in elements.iter().enumerate() {
                    let want = member_types.get(i).copied().unwrap_or(ety);
                    parts.push(self.constituent(e, eid, ety, want)?);
                }
                self.const_composite(t, &parts)?
            }
            K::LLVMConstantExprValueKind => return self.constant_expr(c),
            _ => return Err(unsupported("no SPIR-V counterpart")),
        };
        self.globals.insert(c, id);
        Ok(id)
    }

    /// Whether constant `c` is an aggregate holding function pointers (functions used as
    /// values, directly or in nested aggregates) under SPV_INTEL_function_pointers: such an
    /// aggregate is typed by its members (an array of pointers to the functions' type),
    /// as the Khronos translator types a table of functions.
    pub(super) fn holds_function_pointers(&self, c: llvm::Value<'c>) -> bool {
        use llvm::ValueKind as K;
        if !self.options.allows("SPV_INTEL_function_pointers")
            || !matches!(c.kind(), K::LLVMConstantArrayValueKind | K::LLVMConstantStructValueKind)
        {
            return false;
        }
        let n = c.num_operands();
        (0..n).filter_map(|i| c.aggregate_element(i)).any(|e| {
            let e = e.aliasee().unwrap_or(e);
            e.is_function() || self.holds_function_pointers(e)
        })
    }

    /// The SPIR-V type of aggregate constant `c` of LLVM type `ty` holding function
    /// pointers ([`Translator::holds_function_pointers`]), made from its `elements`' (value,
    /// id, type) triples: an array whose non-null elements share one type is an array of
    /// that type, a struct takes its members' types; `member_types` becomes the types
    /// the elements are coerced to. `None` (nothing changed) for other constants and for
    /// arrays whose elements disagree.
    fn function_pointer_aggregate(
        &mut self,
        c: llvm::Value<'c>,
        ty: llvm::Type<'c>,
        elements: &[(llvm::Value<'c>, Word, Word)],
        member_types: &mut [Word],
    ) -> Result<Option<Word>> {
        if !self.holds_function_pointers(c) {
            return Ok(None);
        }
        let is_null = |e: llvm::Value<'c>| e.kind() == llvm::ValueKind::LLVMConstantPointerNullValueKind;
        let typed = match ty.kind() {
            llvm::TypeKind::LLVMArrayTypeKind => {
                let mut shared = None;
                for &(_, _, ety) in elements.iter().filter(|(e, _, _)| !is_null(*e)) {
                    if shared.is_some_and(|s| s != ety) {
                        return Ok(None);
                    }
                    shared = Some(ety);
                }
                let Some(elem) = shared else { return Ok(None) };
                let n = elements.len().max(1);
                let len = self.array_length(n as u64)?;
                member_types.iter_mut().for_each(|m| *m = elem);
                self.make_type(SpirvType::Array(elem, len))?
            }
            _ => {
                for (m, &(e, _, ety)) in member_types.iter_mut().zip(elements) {
                    if !is_null(e) {
                        *m = ety;
                    }
                }
                let key = SpirvType::Struct {
                    members: member_types.to_vec(),
                    packed: ty.is_packed_struct(),
                    tag: ty.raw() as usize,
                };
                let new = !self.type_keys.contains_key(&key);
                let id = self.make_type(key)?;
                if let (true, Some(name)) = (new, ty.struct_name()) {
                    self.emit_name(id, &name)?;
                }
                id
            }
        };
        self.value_types.insert(c, typed);
        Ok(Some(typed))
    }

    /// Canonical SPIR-V types of the members of an LLVM aggregate type.
    fn member_types(&mut self, ty: llvm::Type<'c>) -> Result<Vec<Word>> {
        match ty.kind() {
            llvm::TypeKind::LLVMStructTypeKind => ty.struct_fields().into_iter().map(|f| self.type_id(f)).collect(),
            _ => {
                let Some(e) = ty.element_type() else { return Ok(Vec::new()) };
                let n = ty.array_length().or(ty.vector_size().map(u64::from)).unwrap_or(0);
                let id = self.type_id(e)?;
                Ok(vec![id; n as usize])
            }
        }
    }

    /// `OpSpecConstantOp` for a constant expression; its type is recorded in `value_types`.
    fn constant_expr(&mut self, c: llvm::Value<'c>) -> Result<Word> {
        use llvm::Opcode as O;
        let unsupported = |reason| Error::UnsupportedConstant { constant: c.to_ir_string(), reason };
        let op = c.const_expr_opcode().ok_or_else(|| unsupported("not a constant expression"))?;
        let operand = |i| c.operand(i).ok_or_else(|| unsupported("missing operand"));
        let (result_ty, spec_op, operands) = match op {
            O::LLVMGetElementPtr => {
                let base = operand(0)?;
                let src = c.gep_source_element_type().ok_or_else(|| unsupported("GEP without source type"))?;
                let base_id = self.constant_id(base)?;
                let base_ty = self.value_type(base)?;
                let (sc, _) = self.pointer_parts(base_ty).ok_or_else(|| unsupported("GEP base is not a pointer"))?;
                let src_id = self.type_id(src)?;
                let want = self.pointer_type(sc, src_id)?;
                let base_id = self.coerce_const(base_id, base_ty, want)?;
                let indices: Vec<_> = (1..c.num_operands()).filter_map(|i| c.operand(i)).collect();
                let result_elem = self
                    .gep_result_type(src, &indices)
                    .ok_or_else(|| unsupported("GEP indices do not fit the type"))?;
                let re = self.type_id(result_elem)?;
                let result_ty = self.pointer_type(sc, re)?;
                let mut ops = vec![base_id];
                for i in indices {
                    ops.push(self.constant_id(i)?);
                }
                let op = if c.is_in_bounds() { spirv::Op::InBoundsPtrAccessChain } else { spirv::Op::PtrAccessChain };
                self.pointees.insert(c, result_elem);
                (result_ty, op, ops)
            }
            O::LLVMBitCast | O::LLVMAddrSpaceCast => {
                let src = operand(0)?;
                let src_id = self.constant_id(src)?;
                let src_ty = self.value_type(src)?;
                let dst = self.value_type(c)?;
                if dst == src_ty {
                    // Same SPIR-V type (e.g. a BuiltIn variable cast to generic stays Input).
                    self.globals.insert(c, src_id);
                    return Ok(src_id);
                }
                if self.pointer_parts(src_ty).is_none() {
                    // A bitcast of numbers (vector lanes regrouped, int <-> float).
                    (dst, spirv::Op::Bitcast, vec![src_id])
                } else {
                    let id = self.coerce_const(src_id, src_ty, dst)?;
                    self.globals.insert(c, id);
                    return Ok(id);
                }
            }
            O::LLVMAdd
            | O::LLVMSub
            | O::LLVMMul
            | O::LLVMXor
            | O::LLVMAnd
            | O::LLVMOr
            | O::LLVMShl
            | O::LLVMLShr
            | O::LLVMAShr => {
                let spec = match op {
                    O::LLVMAdd => spirv::Op::IAdd,
                    O::LLVMSub => spirv::Op::ISub,
                    O::LLVMMul => spirv::Op::IMul,
                    O::LLVMXor => spirv::Op::BitwiseXor,
                    O::LLVMAnd => spirv::Op::BitwiseAnd,
                    O::LLVMOr => spirv::Op::BitwiseOr,
                    O::LLVMShl => spirv::Op::ShiftLeftLogical,
                    O::LLVMLShr => spirv::Op::ShiftRightLogical,
                    _ => spirv::Op::ShiftRightArithmetic,
                };
                if self.odd_int(c.ty()).is_some() {
                    return Err(unsupported("integer constant expression of a non-standard width"));
                }
                let a = self.constant_id(operand(0)?)?;
                let b = self.constant_id(operand(1)?)?;
                (self.type_id(c.ty())?, spec, vec![a, b])
            }
            O::LLVMTrunc => {
                if self.odd_int(c.ty()).is_some() || self.odd_int(operand(0)?.ty()).is_some() {
                    return Err(unsupported("integer constant expression of a non-standard width"));
                }
                let a = self.constant_id(operand(0)?)?;
                (self.type_id(c.ty())?, spirv::Op::UConvert, vec![a])
            }
            // Lane access with a constant index: OpCompositeExtract/Insert take it as a literal.
            O::LLVMExtractElement => {
                let lane = operand(1)?.const_int_zext().ok_or_else(|| unsupported("lane index is not an integer"))?;
                let lane = u32::try_from(lane).map_err(|_| unsupported("lane index out of range"))?;
                let v = self.constant_id(operand(0)?)?;
                (self.type_id(c.ty())?, spirv::Op::CompositeExtract, vec![v, lane])
            }
            O::LLVMInsertElement => {
                let lane = operand(2)?.const_int_zext().ok_or_else(|| unsupported("lane index is not an integer"))?;
                let lane = u32::try_from(lane).map_err(|_| unsupported("lane index out of range"))?;
                let v = self.constant_id(operand(0)?)?;
                let e = self.constant_id(operand(1)?)?;
                (self.type_id(c.ty())?, spirv::Op::CompositeInsert, vec![e, v, lane])
            }
            O::LLVMPtrToInt => {
                let src = operand(0)?;
                let id = self.constant_id(src)?;
                (self.type_id(c.ty())?, spirv::Op::ConvertPtrToU, vec![id])
            }
            O::LLVMIntToPtr => {
                let src = operand(0)?;
                let id = self.constant_id(src)?;
                (self.type_id(c.ty())?, spirv::Op::ConvertUToPtr, vec![id])
            }
            _ => return Err(unsupported("constant expression opcode without an OpSpecConstantOp mapping")),
        };
        let id = self.spec_constant_op(result_ty, spec_op, &operands)?;
        if self.type_id(c.ty())? != result_ty {
            self.value_types.insert(c, result_ty);
        }
        self.globals.insert(c, id);
        Ok(id)
    }

    /// `OpSpecConstantOp %ty %id <op> operands...`.
    fn spec_constant_op(&mut self, ty: Word, op: spirv::Op, operands: &[Word]) -> Result<Word> {
        let id = self.out.id();
        let mut ops = vec![ty, id, op as u32];
        ops.extend_from_slice(operands);
        self.emit_global(spirv::Op::SpecConstantOp, &ops)?;
        Ok(id)
    }

    /// Constituent `e` (id `id`, type `ty`) of an aggregate constant as a value of member
    /// type `want`: a null entry of a typed table is the null of the entry's type, a string
    /// decays to its first character ([`Translator::string_decay`]), other pointers are
    /// converted ([`Translator::coerce_const`]).
    fn constituent(&mut self, e: llvm::Value<'c>, id: Word, ty: Word, want: Word) -> Result<Word> {
        if want != ty && e.kind() == llvm::ValueKind::LLVMConstantPointerNullValueKind {
            return self.const_null(want);
        }
        match self.string_decay(e, id, ty, want)? {
            Some(id) => Ok(id),
            None => self.coerce_const(id, ty, want),
        }
    }

    /// A string global (`[N x i8]`, of pointer type `from`) used as a constituent of an
    /// aggregate constant where a pointer to its `i8` elements (`to`, same storage class) is
    /// wanted: `OpSpecConstantOp InBoundsPtrAccessChain %string %uint_0 %uint_0`, the address
    /// of its first character, as the Khronos translator writes the array-to-pointer decay of
    /// strings in initializers; other pointer mismatches stay [`Translator::coerce_const`]
    /// bitcasts. `None` when `e` is not such a use.
    fn string_decay(&mut self, e: llvm::Value<'c>, id: Word, from: Word, to: Word) -> Result<Option<Word>> {
        let is_string = e.is_global_variable()
            && e.global_value_type().is_some_and(|t| {
                t.kind() == llvm::TypeKind::LLVMArrayTypeKind
                    && t.element_type().and_then(|el| el.int_width()) == Some(8)
            });
        if from == to || !is_string {
            return Ok(None);
        }
        let (Some((fsc, _)), Some((tsc, tp))) = (self.pointer_parts(from), self.pointer_parts(to)) else {
            return Ok(None);
        };
        let i8_ty = self.type_id(self.i8_ty)?;
        if fsc != tsc || tp != i8_ty {
            return Ok(None);
        }
        let zero = self.const_u32(0)?;
        self.spec_constant_op(to, spirv::Op::InBoundsPtrAccessChain, &[id, zero, zero]).map(Some)
    }

    /// Converts a module-scope constant pointer to another pointer type with `OpSpecConstantOp`
    /// (Bitcast, PtrCastToGeneric, GenericCastToPtr). Same types: the id itself.
    pub(super) fn coerce_const(&mut self, id: Word, from: Word, to: Word) -> Result<Word> {
        if from == to {
            return Ok(id);
        }
        let (Some((fsc, _)), Some((tsc, tp))) = (self.pointer_parts(from), self.pointer_parts(to)) else {
            return Err(Error::Internal { function: self.fname(), reason: "constant of mismatched non-pointer type" });
        };
        if fsc == tsc {
            return self.spec_constant_op(to, spirv::Op::Bitcast, &[id]);
        }
        if tsc == spirv::StorageClass::Generic {
            let (_, fp) = self.pointer_parts(from).unwrap_or((fsc, tp));
            let generic = self.pointer_type(spirv::StorageClass::Generic, fp)?;
            let g = self.spec_constant_op(generic, spirv::Op::PtrCastToGeneric, &[id])?;
            return self.coerce_const(g, generic, to);
        }
        Err(Error::Internal {
            function: self.fname(),
            reason: "constant pointer cast between incompatible storage classes",
        })
    }

    /// The module-scope `OpVariable` of a global, emitted (after its initializer's dependencies) on first use.
    ///
    /// Decorations: `Alignment`, `Constant` for `constant` globals, `LinkageAttributes`
    /// Export for external definitions and Import for declarations.
    pub(super) fn global_id(&mut self, g: llvm::Value<'c>) -> Result<Word> {
        if let Some(&id) = self.globals.get(&g) {
            return Ok(id);
        }
        let unsupported = |reason| Error::UnsupportedConstant { constant: g.to_ir_string(), reason };
        if !self.globals_in_progress.insert(g) {
            return Err(unsupported("a global whose initializer refers to itself"));
        }
        let value_ty = g.global_value_type().ok_or_else(|| unsupported("global without a value type"))?;
        if let Some(id) = self.builtin_global(g, value_ty)? {
            self.globals_in_progress.remove(&g);
            return Ok(id);
        }
        let as_ = g.ty().pointer_address_space().unwrap_or(0);
        let sc = storage_class(as_, true).ok_or_else(|| unsupported("address space without a SPIR-V storage class"))?;
        // OpenCL has no module-scope variables in the private address space (OpenCL SPIR-V
        // environment spec 2.2); SPV_INTEL_vector_compute allows them as Private.
        if sc == spirv::StorageClass::Private && !self.options.allows("SPV_INTEL_vector_compute") {
            self.globals_in_progress.remove(&g);
            return Err(Error::InvalidGlobalAddressSpace { global: g.to_ir_string().trim().to_string() });
        }
        // A table of function pointers is typed by its initializer.
        let vt = match g.initializer().filter(|i| self.holds_function_pointers(*i)) {
            Some(init) => {
                self.constant_id(init)?;
                self.value_type(init)?
            }
            None => self.type_id(value_ty)?,
        };
        let ptr_ty = self.pointer_type(sc, vt)?;
        // The storage class the pointer type got (global_device/global_host are
        // CrossWorkgroup without SPV_INTEL_usm_storage_classes).
        let sc = self.pointer_parts(ptr_ty).map_or(sc, |(sc, _)| sc);
        let init = match g.initializer() {
            // A `common` global is a tentative definition: zero-initialized by its linkage.
            // It is exported without an initializer, which the reverse translation reads
            // back as `common` (as the Khronos translator writes and reads it).
            Some(_) if g.linkage() == Some(llvm::Linkage::LLVMCommonLinkage) => None,
            Some(init) if !(init.is_undef() || init.is_poison()) => {
                if sc == spirv::StorageClass::Workgroup {
                    // A zero initializer is dropped (local memory starts undefined, but
                    // OpenCL C gives local variables no initial value anyway).
                    let zero = init.kind() == llvm::ValueKind::LLVMConstantAggregateZeroValueKind
                        || init.kind() == llvm::ValueKind::LLVMConstantPointerNullValueKind
                        || init.const_int_zext() == Some(0)
                        || init.const_fp().is_some_and(|v| v.to_bits() == 0);
                    if zero {
                        None
                    } else {
                        return Err(unsupported("Workgroup (local) variables cannot have initializers"));
                    }
                } else {
                    let id = match self.constant_id(init) {
                        Err(Error::UnsupportedInstructionSize { words, .. })
                            if value_ty.kind() == llvm::TypeKind::LLVMArrayTypeKind =>
                        {
                            self.globals_in_progress.remove(&g);
                            return Err(Error::UnsupportedInstructionSize {
                                construct: format!(
                                    "Global variable has a constant array initializer with a number of elements greater than OpConstantComposite can have (65532). Should the array be split?\nOriginal LLVM value:\n{}",
                                    g.to_ir_string().trim()
                                ),
                                words,
                            });
                        }
                        r => r?,
                    };
                    let ity = self.value_type(init)?;
                    Some(self.coerce_const(id, ity, vt)?)
                }
            }
            // An undefined struct outside Workgroup gets the composite of its members'
            // OpUndef as the Khronos translator writes it; other undefined values none.
            Some(_)
                if value_ty.kind() == llvm::TypeKind::LLVMStructTypeKind && sc != spirv::StorageClass::Workgroup =>
            {
                let mut parts = Vec::new();
                for member in value_ty.struct_fields() {
                    let mty = self.type_id(member)?;
                    parts.push(self.undef(mty)?);
                }
                Some(self.const_composite(vt, &parts)?)
            }
            _ => None,
        };
        let id = self.out.id();
        let mut ops = vec![ptr_ty, id, sc as u32];
        ops.extend(init);
        self.emit_global(spirv::Op::Variable, &ops)?;
        self.globals_in_progress.remove(&g);
        self.globals.insert(g, id);
        self.pointees.insert(g, value_ty);
        if self.type_id(g.ty())? != ptr_ty {
            self.value_types.insert(g, ptr_ty);
        }
        let name = g.name();
        self.emit_name(id, &name)?;
        let align = g.alignment();
        if align > 0 {
            self.decorate(id, spirv::Decoration::Alignment, &[align]);
        }
        if g.is_global_constant() {
            self.decorate(id, spirv::Decoration::Constant, &[]);
        }
        self.linkage_decoration(id, g, &name)?;
        self.global_spirv_decorations(g, id)?;
        Ok(id)
    }

    /// A global named `__spirv_BuiltIn<Name>` (SPIR-V friendly IR, "SPIR-V representation in LLVM IR", section "SPIR-V Builtin
    /// Variables Mapped to ... LLVM Global Variables"): the Input variable decorated
    /// `BuiltIn <Name>`, shared with the builtin functions' accesses; `None` for other globals.
    /// Errors: [`Error::DeprecatedExtension`] for a BuiltIn of a deprecated extension
    /// ([`crate::extensions::deprecated_builtin`]).
    fn builtin_global(&mut self, g: llvm::Value<'c>, value_ty: llvm::Type<'c>) -> Result<Option<Word>> {
        let name = g.name();
        let var = name.strip_prefix("__spirv_BuiltIn");
        if let Some(extension) = var.and_then(crate::extensions::deprecated_builtin) {
            return Err(Error::DeprecatedExtension { extension, value: g.to_ir_string().trim().to_string() });
        }
        let Some(builtin) = var.and_then(|b| b.parse::<spirv::BuiltIn>().ok()) else {
            return Ok(None);
        };
        let vt = self.type_id(value_ty)?;
        let ptr = self.pointer_type(spirv::StorageClass::Input, vt)?;
        let (id, ptr) = match self.builtin_vars.get(&builtin).copied() {
            Some((v, t)) => (v, self.pointer_type(spirv::StorageClass::Input, t)?),
            None => {
                let var = self.out.id();
                self.emit_global(spirv::Op::Variable, &[ptr, var, spirv::StorageClass::Input as u32])?;
                self.decorate(var, spirv::Decoration::BuiltIn, &[builtin as u32]);
                self.decorate(var, spirv::Decoration::Constant, &[]);
                self.emit_name(var, &name)?;
                self.builtin_import(var, &name)?;
                self.builtin_vars.insert(builtin, (var, vt));
                (var, ptr)
            }
        };
        self.globals.insert(g, id);
        self.pointees.insert(g, value_ty);
        self.value_types.insert(g, ptr);
        Ok(Some(id))
    }

    /// The type reached by indexing `source` with GEP `indices` (the first index steps over the pointer).
    pub(super) fn gep_result_type(
        &self,
        source: llvm::Type<'c>,
        indices: &[llvm::Value<'c>],
    ) -> Option<llvm::Type<'c>> {
        let mut ty = source;
        for idx in indices.iter().skip(1) {
            ty = match ty.kind() {
                llvm::TypeKind::LLVMStructTypeKind => {
                    let i = idx.const_int_zext()? as usize;
                    *ty.struct_fields().get(i)?
                }
                llvm::TypeKind::LLVMArrayTypeKind | llvm::TypeKind::LLVMVectorTypeKind => ty.element_type()?,
                _ => return None,
            };
        }
        Some(ty)
    }
}

#[cfg(test)]
mod tests {
    use super::f64_to_half_bits;

    #[test]
    fn half_bits_of_exact_values() {
        assert_eq!(f64_to_half_bits(1.0), 0x3c00);
        assert_eq!(f64_to_half_bits(-2.0), 0xc000);
        assert_eq!(f64_to_half_bits(0.5), 0x3800);
        assert_eq!(f64_to_half_bits(65504.0), 0x7bff);
        assert_eq!(f64_to_half_bits(f64::INFINITY), 0x7c00);
        assert_eq!(f64_to_half_bits(5.960464477539063e-8), 0x0001);
        assert_eq!(f64_to_half_bits(0.0), 0);
        assert_eq!(f64_to_half_bits(-0.0), 0x8000);
    }

    #[test]
    fn bfloat16_bits_of_exact_values() {
        use super::f64_to_bfloat16_bits;
        assert_eq!(f64_to_bfloat16_bits(1.0), 0x3f80);
        assert_eq!(f64_to_bfloat16_bits(-2.0), 0xc000);
        assert_eq!(f64_to_bfloat16_bits(0.5), 0x3f00);
        assert_eq!(f64_to_bfloat16_bits(f64::INFINITY), 0x7f80);
        assert_eq!(f64_to_bfloat16_bits(f64::NAN) & 0x7fc0, 0x7fc0);
    }
}
