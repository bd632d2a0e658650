//! Module-scope values: constants, specialization constants, `OpUndef`,
//! samplers and global variables.
//!
//! Sources: SPIR-V 1.6 spec 3.52.7 "Constant-Creation Instructions", 3.52.8
//! "Memory Instructions" (OpVariable), 2.12 "Specialization"; LinkageAttributes
//! (spec 3.20) -> LLVM linkage.

use super::{Error, FastMap, Operands, Reader, Result, Slot};
use crate::llvm;
use rspirv::dr;
use spirv::{Op, Word};

/// A composite constant whose constituents share sub-constants can denote far more scalars
/// than the module has words (40 nested `{prev, prev}` are 2^40 scalars in 1.6 KB). LLVM holds
/// it as a DAG, but its bitcode writer enumerates the types of an instruction's constant
/// operand as a tree (`ValueEnumerator::EnumerateOperandType`, LLVM 19), in time exponential in
/// the nesting; the initializer of a global is enumerated as a DAG. So a function body uses a
/// constant whose tree exceeds [`MAX_INLINE_CONSTANT`] nodes through a private constant global
/// holding it, loaded once per function at the top of the entry block.
pub(super) const MAX_INLINE_CONSTANT: u64 = 1 << 16;

/// Bookkeeping of the constants used through a global (see [`MAX_INLINE_CONSTANT`]).
#[derive(Default)]
pub(super) struct ExpandedConstants<'c> {
    /// Tree sizes (nodes) of composite constants.
    pub tree_sizes: FastMap<Word, u64>,
    /// The global holding each such constant.
    globals: FastMap<Word, llvm::Value<'c>>,
    /// The current function's load of each such constant.
    pub loads: FastMap<Word, llvm::Value<'c>>,
}

impl<'c> Reader<'c, '_> {
    /// The value a function body uses for module-scope constant `id` translated as `v`: `v`
    /// itself, or for a constant too large as a tree, its load (see [`MAX_INLINE_CONSTANT`]).
    pub(super) fn body_constant(&mut self, id: Word, v: llvm::Value<'c>) -> Result<llvm::Value<'c>> {
        let Some(entry) = self.entry_block else { return Ok(v) };
        if self.expanded.tree_sizes.get(&id).is_none_or(|&n| n <= MAX_INLINE_CONSTANT) {
            return Ok(v);
        }
        if let Some(&l) = self.expanded.loads.get(&id) {
            return Ok(l);
        }
        let g = match self.expanded.globals.get(&id) {
            Some(&g) => g,
            None => {
                let g = self.module.add_global(v.ty(), "", 0)?;
                g.set_initializer(v)?;
                g.set_linkage(llvm::Linkage::LLVMPrivateLinkage)?;
                g.set_global_constant(true)?;
                g.set_unnamed_addr()?;
                self.expanded.globals.insert(id, g);
                g
            }
        };
        let b = llvm::Builder::new(self.ctx);
        match entry.instructions().next() {
            Some(first) => b.position_before(first)?,
            None => b.position_at_end(entry),
        }
        let l = b.load(v.ty(), g)?;
        self.expanded.loads.insert(id, l);
        Ok(l)
    }

    /// The integer value of constant `id` (zero-extended).
    pub(super) fn constant_u64(&self, id: Word, offset: usize, opcode: Op) -> Result<u64> {
        let inst = self.lookup(id, offset, opcode)?;
        match inst.class.opcode {
            Op::Constant | Op::SpecConstant => Ok(constant_bits(inst)),
            Op::ConstantNull => Ok(0),
            _ => Err(Error::InvalidOperands { offset, opcode, reason: "expected an integer constant" }),
        }
    }

    /// The integer value of any module-scope integer constant `id`, spec-constant
    /// operations folded.
    pub(super) fn constant_value_u64(&mut self, id: Word, offset: usize, opcode: Op) -> Result<u64> {
        let def = self.defs.get(&id).copied().ok_or(Error::InvalidId { offset, opcode, id })?;
        if !self.in_module_scope(def) {
            return Err(Error::InvalidOperands { offset, opcode, reason: "expected a module-scope constant" });
        }
        self.global_value(id)?.const_int_zext().ok_or(Error::InvalidOperands {
            offset,
            opcode,
            reason: "expected an integer constant",
        })
    }

    /// The LLVM value of a module-scope id, created on first use.
    pub(super) fn global_value(&mut self, id: Word) -> Result<llvm::Value<'c>> {
        if let Some(Slot::Value(v)) = self.slots.get(&id) {
            return Ok(*v);
        }
        let &index = self.defs.get(&id).ok_or(Error::InvalidId { offset: 0, opcode: Op::Nop, id })?;
        let offset = self.insts[index].offset;
        if !self.types_in_progress.insert(id) {
            return Err(Error::InvalidOperands {
                offset,
                opcode: self.insts[index].inst.class.opcode,
                reason: "a constant refers to itself",
            });
        }
        let v =
            self.make_global_value(id, index, offset).map_err(|e| e.at(offset, self.insts[index].inst.class.opcode));
        self.types_in_progress.remove(&id);
        v
    }

    fn make_global_value(&mut self, id: Word, index: usize, offset: usize) -> Result<llvm::Value<'c>> {
        let inst = self.insts[index].inst.clone();
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let is_value = matches!(
            opcode,
            Op::Constant
                | Op::SpecConstant
                | Op::ConstantTrue
                | Op::ConstantFalse
                | Op::SpecConstantTrue
                | Op::SpecConstantFalse
                | Op::ConstantNull
                | Op::Undef
                | Op::ConstantComposite
                | Op::SpecConstantComposite
                | Op::SpecConstantOp
                | Op::Variable
                | Op::ConstantFunctionPointerINTEL
                | Op::AsmINTEL
        );
        if !is_value {
            return Err(Error::InvalidId { offset, opcode, id });
        }
        let ty_id = inst.result_type.ok_or_else(|| bad("missing result type"))?;
        let v = match opcode {
            Op::Constant | Op::SpecConstant => {
                let ty = self.ty(ty_id, offset, opcode)?;
                if !matches!(
                    ty.kind(),
                    llvm::TypeKind::LLVMIntegerTypeKind
                        | llvm::TypeKind::LLVMHalfTypeKind
                        | llvm::TypeKind::LLVMBFloatTypeKind
                        | llvm::TypeKind::LLVMFloatTypeKind
                        | llvm::TypeKind::LLVMDoubleTypeKind
                ) {
                    return Err(bad("OpConstant of a non-scalar type"));
                }
                if ty.int_width().is_some_and(|w| w > 64) {
                    // SPV_INTEL_arbitrary_precision_integers: one literal word per 32 bits.
                    let words32 = inst
                        .operands
                        .iter()
                        .map(|o| match o {
                            dr::Operand::LiteralBit32(w) => Ok(*w),
                            _ => Err(bad("a wide integer constant's words")),
                        })
                        .collect::<Result<Vec<u32>>>()?;
                    let words: Vec<u64> = words32
                        .chunks(2)
                        .map(|c| u64::from(c[0]) | c.get(1).map_or(0, |h| u64::from(*h) << 32))
                        .collect();
                    if opcode == Op::SpecConstant && self.spec_override(id).is_some() {
                        return Err(Error::UnsupportedOpcode {
                            offset,
                            opcode,
                            reason: "a specialization value for an integer wider than 64 bits",
                        });
                    }
                    llvm::Value::const_int_of_words(ty, &words)?
                } else {
                    let mut bits = constant_bits(&inst);
                    if opcode == Op::SpecConstant {
                        bits = self.spec_override(id).unwrap_or(bits);
                    }
                    self.scalar_constant(ty, bits)?
                }
            }
            Op::ConstantTrue | Op::ConstantFalse | Op::SpecConstantTrue | Op::SpecConstantFalse => {
                let mut b = matches!(opcode, Op::ConstantTrue | Op::SpecConstantTrue);
                if let Some(bits) = self.spec_override(id) {
                    b = bits != 0;
                }
                llvm::Value::const_int(llvm::Type::int_n::<1>(self.ctx), b as u64)?
            }
            Op::ConstantNull => {
                let ty = self.ty(ty_id, offset, opcode)?;
                llvm::Value::const_null(ty)?
            }
            Op::Undef => {
                let ty = self.ty(ty_id, offset, opcode)?;
                llvm::Value::undef(ty)
            }
            Op::ConstantComposite | Op::SpecConstantComposite => {
                let ty = self.ty(ty_id, offset, opcode)?;
                let mut parts = Vec::with_capacity(inst.operands.len());
                for i in 0..inst.operands.len() {
                    let pid = inst.id(i).ok_or_else(|| bad("composite part is not an id"))?;
                    parts.push(self.value(pid, offset, opcode)?);
                }
                let expected = super::instructions::member_types(ty);
                if expected.len() != parts.len() || expected.iter().zip(&parts).any(|(t, p)| *t != p.ty()) {
                    return Err(bad("constituents do not match the composite type"));
                }
                // The constant's size written out as a tree (shared constituents counted at
                // each use), from its constituents' sizes: one addition per constituent.
                let mut tree = 1u64;
                for i in 0..inst.operands.len() {
                    let part = inst.id(i).and_then(|p| self.expanded.tree_sizes.get(&p)).copied().unwrap_or(1);
                    tree = tree.saturating_add(part);
                }
                self.expanded.tree_sizes.insert(id, tree);
                match ty.kind() {
                    llvm::TypeKind::LLVMVectorTypeKind => llvm::Value::const_vector(&parts)?,
                    llvm::TypeKind::LLVMArrayTypeKind => {
                        let e = ty.element_type().ok_or_else(|| bad("array without element type"))?;
                        llvm::Value::const_array(e, &parts)?
                    }
                    llvm::TypeKind::LLVMStructTypeKind => llvm::Value::const_struct(ty, &parts)?,
                    _ => return Err(bad("composite constant of a non-composite type")),
                }
            }
            Op::SpecConstantOp => self.spec_constant_op(&inst, offset)?,
            Op::AsmINTEL => {
                // SPV_INTEL_inline_assembly: Asm Type (the OpTypeFunction), Target, the
                // template and the constraints; SideEffectsINTEL is `sideeffect`. The target
                // (OpAsmTargetINTEL) has no LLVM counterpart.
                let fty_id = inst.id(0).ok_or_else(|| bad("missing Asm Type"))?;
                let function_type = self.ty(fty_id, offset, opcode)?;
                let string = |i: usize| match inst.operands.get(i) {
                    Some(dr::Operand::LiteralString(s)) => Ok(s.clone()),
                    _ => Err(bad("missing assembly string")),
                };
                let asm = llvm::InlineAsm {
                    function_type,
                    template: string(2)?,
                    constraints: string(3)?,
                    side_effects: self.decoration(id, spirv::Decoration::SideEffectsINTEL).is_some(),
                };
                if function_type.return_type() != Some(self.ty(ty_id, offset, opcode)?) {
                    return Err(bad("the Result Type is not the Asm Type's return type"));
                }
                llvm::Value::new_inline_asm(&asm)?
            }
            Op::ConstantFunctionPointerINTEL => {
                // SPV_INTEL_function_pointers: the function itself, in the pointer's address space.
                let ty = self.ty(ty_id, offset, opcode)?;
                let fid = inst.id(0).ok_or_else(|| bad("missing function operand"))?;
                let f = self.value(fid, offset, opcode)?;
                if !f.is_function() || ty.pointer_address_space().is_none() {
                    return Err(bad("operand is not an OpFunction or the result type is not a pointer"));
                }
                if f.ty() == ty {
                    f
                } else {
                    llvm::Value::const_cast(llvm::Opcode::LLVMAddrSpaceCast, f, ty)
                        .map_err(|_| bad("function pointer in an incompatible address space"))?
                }
            }
            Op::Variable => {
                let v = self.global_variable(id, &inst, offset)?;
                if matches!(self.slots.get(&id), Some(Slot::BuiltinPtr(..) | Slot::SamplerVar(_))) {
                    return Ok(v);
                }
                v
            }
            Op::ConstantSampler => {
                // Materialised per function as a call (see samplers in images.rs); keep a marker.
                return Err(Error::UnsupportedOpcode {
                    offset,
                    opcode,
                    reason: "sampler constants outside a function body",
                });
            }
            _ => return Err(Error::InvalidId { offset, opcode, id }),
        };
        self.slots.insert(id, Slot::Value(v));
        Ok(v)
    }

    /// A `-spec-const` override for the SpecId of `id`.
    fn spec_override(&self, id: Word) -> Option<u64> {
        let spec_id = self.decoration(id, spirv::Decoration::SpecId)?.operands.first().and_then(super::literal_u32)?;
        self.options.spec_constants.get(&spec_id).map(|o| o.bits)
    }

    /// An integer or float constant of `ty` from its bits.
    pub(super) fn scalar_constant(&self, ty: llvm::Type<'c>, bits: u64) -> Result<llvm::Value<'c>> {
        Ok(match ty.kind() {
            llvm::TypeKind::LLVMHalfTypeKind => {
                llvm::Value::const_real(ty, crate::numeric::half_bits_to_f64(bits as u16))?
            }
            // bfloat16 is the high half of a binary32: exact in f64.
            llvm::TypeKind::LLVMBFloatTypeKind => {
                llvm::Value::const_real(ty, f32::from_bits(((bits as u32) & 0xffff) << 16) as f64)?
            }
            llvm::TypeKind::LLVMFloatTypeKind => llvm::Value::const_real(ty, f32::from_bits(bits as u32) as f64)?,
            llvm::TypeKind::LLVMDoubleTypeKind => llvm::Value::const_real(ty, f64::from_bits(bits))?,
            _ => llvm::Value::const_int(ty, bits)?,
        })
    }

    /// `OpSpecConstantOp` with the pointer and integer operations a Kernel module may use there.
    fn spec_constant_op(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let opcode = Op::SpecConstantOp;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let Some(dr::Operand::LiteralSpecConstantOpInteger(op)) = inst.operands.first() else {
            return Err(bad("missing opcode"));
        };
        let ty_id = inst.result_type.ok_or_else(|| bad("missing result type"))?;
        let ty = self.ty(ty_id, offset, opcode)?;
        let mut args = Vec::new();
        let mut literals = Vec::new();
        for (i, o) in inst.operands.iter().enumerate().skip(1) {
            match o {
                dr::Operand::LiteralBit32(l) => literals.push(*l),
                _ => {
                    let id = inst.id(i).ok_or_else(|| bad("operand is not an id"))?;
                    args.push((id, self.value(id, offset, opcode)?));
                }
            }
        }
        let first = args.first().map(|a| a.1).ok_or_else(|| bad("missing operand"))?;
        // Pointers our address-space mapping makes one LLVM type need no cast, and pointers it
        // puts in different address spaces (function pointers in the code section, see
        // `-spirv-emit-function-ptr-addr-space`) an addrspacecast, whatever the SPIR-V cast.
        let cast = |o| {
            match (first.ty().pointer_address_space(), ty.pointer_address_space()) {
                _ if first.ty() == ty => Ok(first),
                (Some(a), Some(b)) if a != b => llvm::Value::const_cast(llvm::Opcode::LLVMAddrSpaceCast, first, ty),
                _ => llvm::Value::const_cast(o, first, ty),
            }
            .map_err(|_| bad("cast"))
        };
        let not_constant = || bad("composite operand is not a constant of that shape");
        match op {
            // Composite operations on constants (spec 3.52.12), folded element-wise.
            Op::VectorShuffle => {
                let (a, b) = (first, args.get(1).map(|x| x.1).ok_or_else(|| bad("missing operand"))?);
                let (Some(na), Some(nb)) = (a.ty().vector_size(), b.ty().vector_size()) else {
                    return Err(not_constant());
                };
                let elem = ty.element_type().ok_or_else(not_constant)?;
                let mut lanes = Vec::with_capacity(literals.len());
                for &k in &literals {
                    lanes.push(if k == u32::MAX {
                        llvm::Value::poison(elem)
                    } else if k < na {
                        a.aggregate_element(k).ok_or_else(not_constant)?
                    } else if k < na + nb {
                        b.aggregate_element(k - na).ok_or_else(not_constant)?
                    } else {
                        return Err(bad("shuffle component index out of range"));
                    });
                }
                if ty.vector_size() != Some(lanes.len() as u32) || lanes.iter().any(|l| l.ty() != elem) {
                    return Err(bad("shuffle result type does not match"));
                }
                Ok(llvm::Value::const_vector(&lanes)?)
            }
            Op::CompositeExtract => {
                let mut v = first;
                for &k in &literals {
                    v = match v.aggregate_element(k) {
                        Some(e) => e,
                        // A lane of a vector that does not fold (a constant expression).
                        None if v.ty().vector_size().is_some() => {
                            let lane = llvm::Value::const_int(llvm::Type::int(self.ctx, 32)?, u64::from(k))?;
                            llvm::Value::const_extract_element(v, lane).map_err(|_| not_constant())?
                        }
                        None => return Err(not_constant()),
                    };
                }
                if v.ty() != ty {
                    return Err(bad("extracted component type does not match the result type"));
                }
                Ok(v)
            }
            Op::CompositeInsert => {
                let obj = first;
                let agg = args.get(1).map(|x| x.1).ok_or_else(|| bad("missing composite"))?;
                if agg.ty() != ty || literals.is_empty() {
                    return Err(bad("composite type does not match the result type"));
                }
                if let (Some(_), [k]) = (agg.ty().vector_size(), literals.as_slice()) {
                    if agg.aggregate_element(0).is_none() {
                        // A vector that does not fold (a constant expression): insertelement.
                        let lane = llvm::Value::const_int(llvm::Type::int(self.ctx, 32)?, u64::from(*k))?;
                        return llvm::Value::const_insert_element(agg, obj, lane).map_err(|_| not_constant());
                    }
                }
                Ok(const_insert(agg, obj, &literals).ok_or_else(not_constant)?)
            }
            Op::InBoundsPtrAccessChain | Op::PtrAccessChain => {
                let base_ty = self.type_of(args[0].0).ok_or_else(|| bad("base without a type"))?;
                let (_, pointee) = self.pointee(base_ty).ok_or_else(|| bad("base is not a pointer"))?;
                let src = self.ty(pointee, offset, opcode)?;
                let idx: Vec<_> = args[1..].iter().map(|a| a.1).collect();
                Ok(llvm::Value::const_gep(src, first, &idx, *op == Op::InBoundsPtrAccessChain)?)
            }
            Op::Bitcast => {
                if first.ty() == ty {
                    Ok(first)
                } else {
                    cast(llvm::Opcode::LLVMBitCast)
                }
            }
            Op::PtrCastToGeneric
            | Op::GenericCastToPtr
            | &Op::CrossWorkgroupCastToPtrINTEL
            | &Op::PtrCastToCrossWorkgroupINTEL => cast(llvm::Opcode::LLVMAddrSpaceCast),
            Op::ConvertPtrToU => cast(llvm::Opcode::LLVMPtrToInt),
            Op::ConvertUToPtr => cast(llvm::Opcode::LLVMIntToPtr),
            op if FLOAT_SPEC_OPS.contains(op) => {
                let values: Vec<llvm::Value<'c>> = args.iter().map(|a| a.1).collect();
                fold_float(*op, &values, ty)?.ok_or(Error::UnsupportedOpcode {
                    offset,
                    opcode: *op,
                    reason: "OpSpecConstantOp on operands that are not scalar numeric constants",
                })
            }
            _ => {
                // Operands that do not fold (constant expressions): the operations LLVM keeps
                // as constant expressions stay expressions.
                let unfolded = args.iter().any(|(_, v)| v.const_int_zext().is_none());
                let binary = match op {
                    Op::IAdd => Some(llvm::Opcode::LLVMAdd),
                    Op::ISub => Some(llvm::Opcode::LLVMSub),
                    Op::BitwiseXor => Some(llvm::Opcode::LLVMXor),
                    _ => None,
                };
                if let (true, Some(b), [(_, x), (_, y)]) = (unfolded, binary, args.as_slice()) {
                    return llvm::Value::const_binary(b, *x, *y).map_err(|_| bad("operands of mismatched types"));
                }
                // LLVM 19 has no constant expressions for most integer operations: fold them here.
                let width = ty.int_width().ok_or(Error::UnsupportedOpcode {
                    offset,
                    opcode: *op,
                    reason: "this opcode inside OpSpecConstantOp",
                })?;
                if let (true, Op::UConvert, [(_, x)]) = (unfolded, *op, args.as_slice()) {
                    if x.ty().int_width().is_some_and(|w| w > width) {
                        return cast(llvm::Opcode::LLVMTrunc);
                    }
                }
                let vals: Vec<(u64, i64, u32)> = args
                    .iter()
                    .map(|(_, v)| match (v.const_int_zext(), v.const_int_sext(), v.ty().int_width()) {
                        (Some(z), Some(s), Some(w)) => Ok((z, s, w)),
                        _ => Err(Error::UnsupportedOpcode {
                            offset,
                            opcode: *op,
                            reason: "OpSpecConstantOp on operands that are not integer constants",
                        }),
                    })
                    .collect::<Result<_>>()?;
                let folded = fold_integer(*op, &vals, width).ok_or(Error::UnsupportedOpcode {
                    offset,
                    opcode: *op,
                    reason: "this opcode inside OpSpecConstantOp",
                })?;
                // Division by zero and over-wide shifts are poison, as LLVM folds them.
                Ok(folded.map_or_else(|| Ok(llvm::Value::poison(ty)), |f| llvm::Value::const_int(ty, f))?)
            }
        }
    }

    /// A module-scope `OpVariable` -> an LLVM global (BuiltIn variables are handled at their loads).
    fn global_variable(&mut self, id: Word, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let opcode = Op::Variable;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let ptr_ty = inst.result_type.ok_or_else(|| bad("missing result type"))?;
        let (sc, pointee) = self.pointee(ptr_ty).ok_or_else(|| bad("result type is not a pointer"))?;
        if let Some(b) = self.builtin_of(id) {
            if self.options.builtin_format == super::BuiltinFormat::Function {
                self.slots.insert(id, Slot::BuiltinPtr(b, None));
                // A placeholder value: loads through BuiltinPtr never use it.
                return Ok(llvm::Value::undef(llvm::Type::pointer(self.ctx, 7)?));
            }
        }
        if let Some(init) = inst.id(1) {
            let is_sampler =
                self.defs.get(&init).is_some_and(|&i| self.insts[i].inst.class.opcode == Op::ConstantSampler);
            if is_sampler {
                self.slots.insert(id, Slot::SamplerVar(init));
                // A placeholder value: loads through SamplerVar never use it.
                return Ok(llvm::Value::undef(llvm::Type::pointer(self.ctx, 2)?));
            }
        }
        let as_ = super::types::address_space(sc).ok_or_else(|| bad("storage class without an address space"))?;
        let vty = self.ty(pointee, offset, opcode)?;
        let name = self.linkage_name(id).or_else(|| self.names.get(&id).cloned()).unwrap_or_default();
        let name = match self.builtin_of(id) {
            Some(b) => format!("__spirv_BuiltIn{}", crate::spec_names::builtin_name(b)),
            None => name,
        };
        let g = self.module.add_global(vty, &name, as_)?;
        let linkage = self.linkage_type(id);
        match inst.id(1) {
            Some(init) => {
                let v = self.value(init, offset, opcode)?;
                g.set_initializer(v)?;
            }
            _ if linkage.is_none() && sc != spirv::StorageClass::Input => {
                g.set_initializer(if sc == spirv::StorageClass::Workgroup {
                    llvm::Value::undef(vty)
                } else {
                    llvm::Value::const_null(vty)?
                })?;
            }
            _ => {}
        }
        // LinkageAttributes (spec 3.20) -> LLVM linkage, as the Khronos translator reads it: an
        // exported variable without initializer is a tentative definition (`common`, zero
        // initialized); an imported one with an initializer is `available_externally`.
        match linkage {
            Some(spirv::LinkageType::Export)
                if inst.id(1).is_none()
                    && vty.is_sized()
                    && sc != spirv::StorageClass::UniformConstant
                    && self.decoration(id, spirv::Decoration::Constant).is_none() =>
            {
                g.set_initializer(llvm::Value::const_null(vty)?)?;
                g.set_linkage(llvm::Linkage::LLVMCommonLinkage)?
            }
            Some(spirv::LinkageType::Import) if inst.id(1).is_some() => {
                g.set_linkage(llvm::Linkage::LLVMAvailableExternallyLinkage)?
            }
            Some(spirv::LinkageType::Export) | Some(spirv::LinkageType::Import) => {
                g.set_linkage(llvm::Linkage::LLVMExternalLinkage)?
            }
            // SPV_KHR_linkonce_odr.
            Some(spirv::LinkageType::LinkOnceODR) => g.set_linkage(llvm::Linkage::LLVMLinkOnceODRLinkage)?,
            _ if sc == spirv::StorageClass::Input => g.set_linkage(llvm::Linkage::LLVMExternalLinkage)?,
            _ => g.set_linkage(llvm::Linkage::LLVMInternalLinkage)?,
        }
        if self.decoration(id, spirv::Decoration::Constant).is_some() || sc == spirv::StorageClass::UniformConstant {
            g.set_global_constant(true)?;
            // A constant byte array (a string, a memset/memcpy source) has no identity of its
            // own: `unnamed_addr`, as the Khronos translator reads it.
            if vty.array_length().is_some() && vty.element_type().and_then(|e| e.int_width()) == Some(8) {
                g.set_unnamed_addr()?;
            }
        }
        // As the Khronos translator: an alignment only where SPIR-V gives one.
        if let Some(a) = self
            .decoration(id, spirv::Decoration::Alignment)
            .and_then(|d| d.operands.first())
            .and_then(super::literal_u32)
        {
            g.set_alignment(a)?;
        }
        self.attach_decorations(id, g)?;
        Ok(g)
    }

    /// The BuiltIn decoration of `id`.
    pub(super) fn builtin_of(&self, id: Word) -> Option<spirv::BuiltIn> {
        match self.decoration(id, spirv::Decoration::BuiltIn)?.operands.first()? {
            dr::Operand::BuiltIn(b) => Some(*b),
            _ => None,
        }
    }

    /// The name in `LinkageAttributes`.
    pub(super) fn linkage_name(&self, id: Word) -> Option<String> {
        match self.decoration(id, spirv::Decoration::LinkageAttributes)?.operands.first()? {
            dr::Operand::LiteralString(s) => Some(s.clone()),
            _ => None,
        }
    }

    /// The linkage type in `LinkageAttributes`.
    pub(super) fn linkage_type(&self, id: Word) -> Option<spirv::LinkageType> {
        match self.decoration(id, spirv::Decoration::LinkageAttributes)?.operands.get(1)? {
            dr::Operand::LinkageType(t) => Some(*t),
            _ => None,
        }
    }
}

/// The value bits of an `OpConstant`/`OpSpecConstant` (one or two words, low first).
pub(super) fn constant_bits(inst: &dr::Instruction) -> u64 {
    match inst.operands.first() {
        Some(dr::Operand::LiteralBit32(v)) => *v as u64,
        Some(dr::Operand::LiteralBit64(v)) => *v,
        _ => 0,
    }
}

/// Folds an integer `OpSpecConstantOp` on constant operands given as (zero-extended,
/// sign-extended, width); the result is truncated to `width` by the caller's constant.
/// `None` for opcodes that are not integer operations or divide by zero.
/// A constant aggregate with the element at `path` replaced by `obj` (`None` if `agg` is not
/// a constant of that shape).
fn const_insert<'c>(agg: llvm::Value<'c>, obj: llvm::Value<'c>, path: &[u32]) -> Option<llvm::Value<'c>> {
    let (&k, rest) = path.split_first()?;
    let t = agg.ty();
    let n = match t.kind() {
        llvm::TypeKind::LLVMVectorTypeKind => t.vector_size()? as u64,
        llvm::TypeKind::LLVMArrayTypeKind => t.array_length()?,
        llvm::TypeKind::LLVMStructTypeKind => super::instructions::member_types(t).len() as u64,
        _ => return None,
    };
    if k as u64 >= n || n > 1 << 16 {
        return None;
    }
    let mut parts = Vec::with_capacity(n as usize);
    for i in 0..n as u32 {
        let e = agg.aggregate_element(i)?;
        parts.push(if i == k {
            if rest.is_empty() {
                if obj.ty() != e.ty() {
                    return None;
                }
                obj
            } else {
                const_insert(e, obj, rest)?
            }
        } else {
            e
        });
    }
    Some(match t.kind() {
        llvm::TypeKind::LLVMVectorTypeKind => llvm::Value::const_vector(&parts).ok()?,
        llvm::TypeKind::LLVMArrayTypeKind => llvm::Value::const_array(t.element_type()?, &parts).ok()?,
        _ => llvm::Value::const_struct(t, &parts).ok()?,
    })
}

/// The floating-point and int <-> float conversion opcodes the Kernel capability allows in
/// OpSpecConstantOp (SPIR-V spec 3.52.7 "OpSpecConstantOp"), folded by [`fold_float`].
const FLOAT_SPEC_OPS: &[Op] = &[
    Op::FNegate,
    Op::FAdd,
    Op::FSub,
    Op::FMul,
    Op::FDiv,
    Op::FRem,
    Op::FMod,
    Op::ConvertFToS,
    Op::ConvertFToU,
    Op::ConvertSToF,
    Op::ConvertUToF,
    Op::FConvert,
];

/// Whether `t` is a scalar floating-point type.
fn is_float(t: llvm::Type<'_>) -> bool {
    use llvm::TypeKind as K;
    matches!(t.kind(), K::LLVMHalfTypeKind | K::LLVMBFloatTypeKind | K::LLVMFloatTypeKind | K::LLVMDoubleTypeKind)
}

/// Folds a floating-point `OpSpecConstantOp` ([`FLOAT_SPEC_OPS`]) on scalar constants into a
/// constant of `ty`: arithmetic in the result's precision (`float` in `f32`, `half` through
/// `f32` and one rounding, which is exact for these operations), OpFRem with the sign of
/// the dividend, OpFMod with the sign of the divisor; float -> integer conversions round
/// toward zero and give poison out of range (as LLVM's `fptosi`/`fptoui`). `Ok(None)` for
/// operands or a result that are not scalar numbers of the expected kinds.
fn fold_float<'c>(op: Op, args: &[llvm::Value<'c>], ty: llvm::Type<'c>) -> Result<Option<llvm::Value<'c>>> {
    let single = ty.kind() != llvm::TypeKind::LLVMDoubleTypeKind;
    let f = |k: usize| args.get(k).and_then(|a| a.const_fp());
    let real = |v: f64| -> Result<Option<llvm::Value<'c>>> { Ok(Some(llvm::Value::const_real(ty, v)?)) };
    // Binary arithmetic in the result's precision.
    let binary = || -> Result<Option<llvm::Value<'c>>> {
        match (f(0), f(1), is_float(ty)) {
            (Some(a), Some(b), true) if single => real(f64::from(arith(op, a as f32, b as f32))),
            (Some(a), Some(b), true) => real(arith(op, a, b)),
            _ => Ok(None),
        }
    };
    match op {
        Op::FNegate => match (f(0), is_float(ty)) {
            (Some(a), true) => real(-a),
            _ => Ok(None),
        },
        Op::FAdd | Op::FSub | Op::FMul | Op::FDiv | Op::FRem | Op::FMod => binary(),
        Op::FConvert => match (f(0), is_float(ty)) {
            (Some(a), true) => real(a),
            _ => Ok(None),
        },
        Op::ConvertSToF | Op::ConvertUToF => {
            let v = args.first().and_then(|a| {
                if op == Op::ConvertSToF {
                    a.const_int_sext().map(|v| v as f64)
                } else {
                    a.const_int_zext().map(|v| v as f64)
                }
            });
            match (v, is_float(ty)) {
                (Some(v), true) => real(v),
                _ => Ok(None),
            }
        }
        Op::ConvertFToS | Op::ConvertFToU => {
            let (Some(a), Some(w)) = (f(0), ty.int_width()) else { return Ok(None) };
            let t = a.trunc();
            let (lo, hi) = if op == Op::ConvertFToS {
                (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
            } else {
                (0.0, 2f64.powi(w as i32))
            };
            if !(t >= lo && t < hi) {
                return Ok(Some(llvm::Value::poison(ty)));
            }
            let bits = if t < 0.0 { (t as i64) as u64 } else { t as u64 };
            Ok(Some(llvm::Value::const_int(ty, bits)?))
        }
        _ => Ok(None),
    }
}

/// `a op b` for the binary floating-point opcodes (OpFRem: the sign of `a`; OpFMod: the
/// sign of `b`), in the precision of `T`.
fn arith<T>(op: Op, a: T, b: T) -> T
where
    T: Copy
        + PartialOrd
        + Default
        + std::ops::Add<Output = T>
        + std::ops::Sub<Output = T>
        + std::ops::Mul<Output = T>
        + std::ops::Div<Output = T>
        + std::ops::Rem<Output = T>,
{
    let zero = T::default();
    match op {
        Op::FAdd => a + b,
        Op::FSub => a - b,
        Op::FMul => a * b,
        Op::FDiv => a / b,
        Op::FRem => a % b,
        _ => {
            let r = a % b;
            if r != zero && (r < zero) != (b < zero) {
                r + b
            } else {
                r
            }
        }
    }
}

/// Folds an integer `OpSpecConstantOp`: `None` if the opcode is not foldable here,
/// `Some(None)` for a poison result (division by zero, shift by at least the width).
fn fold_integer(op: Op, v: &[(u64, i64, u32)], width: u32) -> Option<Option<u64>> {
    let z = |i: usize| v.get(i).map(|x| x.0);
    let s = |i: usize| v.get(i).map(|x| x.1);
    let mask = |w: u32| if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
    let poison = match op {
        Op::UDiv | Op::SDiv | Op::UMod | Op::SRem | Op::SMod => z(1)? == 0,
        Op::ShiftLeftLogical | Op::ShiftRightLogical | Op::ShiftRightArithmetic => z(1)? >= u64::from(v.first()?.2),
        _ => false,
    };
    if poison {
        return Some(None);
    }
    let shift = |i: usize| z(i).map(|x| (x % width.max(1) as u64) as u32);
    Some(Some(
        match op {
            Op::IAdd => z(0)?.wrapping_add(z(1)?),
            Op::ISub => z(0)?.wrapping_sub(z(1)?),
            Op::IMul => z(0)?.wrapping_mul(z(1)?),
            Op::UDiv => z(0)?.checked_div(z(1)?)?,
            Op::SDiv => s(0)?.checked_div(s(1)?)? as u64,
            Op::UMod => z(0)?.checked_rem(z(1)?)?,
            Op::SRem => s(0)?.checked_rem(s(1)?)? as u64,
            Op::SMod => {
                let (a, b) = (s(0)?, s(1)?);
                let r = a.checked_rem(b)?;
                (if r != 0 && (r < 0) != (b < 0) { r + b } else { r }) as u64
            }
            Op::ShiftLeftLogical => z(0)?.checked_shl(shift(1)?)?,
            Op::ShiftRightLogical => (z(0)? & mask(v.first()?.2)).checked_shr(shift(1)?)?,
            Op::ShiftRightArithmetic => s(0)?.checked_shr(shift(1)?)? as u64,
            Op::BitwiseAnd | Op::LogicalAnd => z(0)? & z(1)?,
            Op::BitwiseOr | Op::LogicalOr => z(0)? | z(1)?,
            Op::BitwiseXor | Op::LogicalNotEqual => z(0)? ^ z(1)?,
            Op::LogicalEqual | Op::IEqual => (z(0)? & mask(v.first()?.2) == z(1)? & mask(v.get(1)?.2)) as u64,
            Op::INotEqual => (z(0)? != z(1)?) as u64,
            Op::ULessThan => (z(0)? < z(1)?) as u64,
            Op::UGreaterThan => (z(0)? > z(1)?) as u64,
            Op::ULessThanEqual => (z(0)? <= z(1)?) as u64,
            Op::UGreaterThanEqual => (z(0)? >= z(1)?) as u64,
            Op::SLessThan => (s(0)? < s(1)?) as u64,
            Op::SGreaterThan => (s(0)? > s(1)?) as u64,
            Op::SLessThanEqual => (s(0)? <= s(1)?) as u64,
            Op::SGreaterThanEqual => (s(0)? >= s(1)?) as u64,
            Op::Not => !z(0)?,
            Op::LogicalNot => (z(0)? == 0) as u64,
            Op::SNegate => 0u64.wrapping_sub(z(0)?),
            Op::UConvert => z(0)?,
            Op::SConvert => s(0)? as u64,
            Op::Select => {
                if z(0)? != 0 {
                    z(1)?
                } else {
                    z(2)?
                }
            }
            _ => return None,
        } & mask(width),
    ))
}

#[cfg(test)]
mod tests {
    use super::fold_integer;
    use spirv::Op;

    fn c(v: i64, w: u32) -> (u64, i64, u32) {
        let m = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
        (v as u64 & m, v, w)
    }

    #[test]
    fn folds_signed_and_unsigned_integer_operations() {
        assert_eq!(fold_integer(Op::IAdd, &[c(7, 32), c(-2, 32)], 32), Some(Some(5)));
        assert_eq!(fold_integer(Op::SDiv, &[c(-7, 32), c(2, 32)], 32), Some(Some((-3i64 as u64) & 0xffff_ffff)));
        assert_eq!(fold_integer(Op::UDiv, &[c(7, 32), c(2, 32)], 32), Some(Some(3)));
        assert_eq!(fold_integer(Op::SMod, &[c(-7, 32), c(3, 32)], 32), Some(Some(2)));
        assert_eq!(fold_integer(Op::SRem, &[c(-7, 32), c(3, 32)], 32), Some(Some((-1i64 as u64) & 0xffff_ffff)));
        assert_eq!(fold_integer(Op::SConvert, &[c(-1, 8)], 32), Some(Some(0xffff_ffff)));
        assert_eq!(fold_integer(Op::UConvert, &[c(-1, 8)], 32), Some(Some(0xff)));
        assert_eq!(fold_integer(Op::ShiftRightArithmetic, &[c(-8, 32), c(1, 32)], 32), Some(Some(0xffff_fffc)));
        assert_eq!(fold_integer(Op::UDiv, &[c(1, 32), c(0, 32)], 32), Some(None));
        assert_eq!(fold_integer(Op::ShiftLeftLogical, &[c(1, 32), c(32, 32)], 32), Some(None));
        assert_eq!(fold_integer(Op::SLessThan, &[c(-1, 32), c(0, 32)], 1), Some(Some(1)));
    }
}
