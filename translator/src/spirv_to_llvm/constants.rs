//! Module-scope values: constants, specialization constants, `OpUndef`,
//! samplers and global variables.
//!
//! Sources: SPIR-V 1.6 spec 3.52.7 "Constant-Creation Instructions", 3.52.8
//! "Memory Instructions" (OpVariable), 2.12 "Specialization"; LinkageAttributes
//! (spec 3.20) -> LLVM linkage.

use super::{Error, Operands, Reader, Result, Slot};
use crate::llvm;
use rspirv::dr;
use spirv::{Op, Word};

impl<'c> Reader<'c, '_> {
    /// The integer value of constant `id` (zero-extended).
    pub(super) fn constant_u64(&self, id: Word, offset: usize, opcode: Op) -> Result<u64> {
        let inst = self.lookup(id, offset, opcode)?;
        match inst.class.opcode {
            Op::Constant | Op::SpecConstant => Ok(constant_bits(inst)),
            Op::ConstantNull => Ok(0),
            _ => Err(Error::InvalidOperands { offset, opcode, reason: "expected an integer constant" }),
        }
    }

    /// The LLVM value of a module-scope id, created on first use.
    pub(super) fn global_value(&mut self, id: Word) -> Result<llvm::Value<'c>> {
        if let Some(Slot::Value(v)) = self.slots.get(&id) {
            return Ok(*v);
        }
        let &index = self.defs.get(&id).ok_or(Error::InvalidId { offset: 0, opcode: Op::Nop, id })?;
        let offset = self.insts[index].offset;
        if !self.types_in_progress.insert(id) {
            return Err(Error::InvalidOperands { offset, opcode: self.insts[index].inst.class.opcode, reason: "a constant refers to itself" });
        }
        let v = self.make_global_value(id, index, offset);
        self.types_in_progress.remove(&id);
        v
    }

    fn make_global_value(&mut self, id: Word, index: usize, offset: usize) -> Result<llvm::Value<'c>> {
        let inst = self.insts[index].inst.clone();
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let is_value = matches!(
            opcode,
            Op::Constant | Op::SpecConstant | Op::ConstantTrue | Op::ConstantFalse | Op::SpecConstantTrue | Op::SpecConstantFalse
                | Op::ConstantNull | Op::Undef | Op::ConstantComposite | Op::SpecConstantComposite | Op::SpecConstantOp | Op::Variable
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
                    llvm::TypeKind::LLVMIntegerTypeKind | llvm::TypeKind::LLVMHalfTypeKind | llvm::TypeKind::LLVMFloatTypeKind | llvm::TypeKind::LLVMDoubleTypeKind
                ) {
                    return Err(bad("OpConstant of a non-scalar type"));
                }
                let mut bits = constant_bits(&inst);
                if opcode == Op::SpecConstant {
                    bits = self.spec_override(id).unwrap_or(bits);
                }
                self.scalar_constant(ty, bits)
            }
            Op::ConstantTrue | Op::ConstantFalse | Op::SpecConstantTrue | Op::SpecConstantFalse => {
                let mut b = matches!(opcode, Op::ConstantTrue | Op::SpecConstantTrue);
                if let Some(bits) = self.spec_override(id) {
                    b = bits != 0;
                }
                llvm::Value::const_int(llvm::Type::int(self.ctx, 1), b as u64)
            }
            Op::ConstantNull => {
                let ty = self.ty(ty_id, offset, opcode)?;
                llvm::Value::const_null(ty)
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
                match ty.kind() {
                    llvm::TypeKind::LLVMVectorTypeKind => llvm::Value::const_vector(&parts),
                    llvm::TypeKind::LLVMArrayTypeKind => {
                        let e = ty.element_type().ok_or_else(|| bad("array without element type"))?;
                        llvm::Value::const_array(e, &parts)
                    }
                    llvm::TypeKind::LLVMStructTypeKind => llvm::Value::const_struct(ty, &parts),
                    _ => return Err(bad("composite constant of a non-composite type")),
                }
            }
            Op::SpecConstantOp => self.spec_constant_op(&inst, offset)?,
            Op::Variable => {
                let v = self.global_variable(id, &inst, offset)?;
                if matches!(self.slots.get(&id), Some(Slot::BuiltinPtr(..))) {
                    return Ok(v);
                }
                v
            }
            Op::ConstantSampler => {
                // Materialised per function as a call (see samplers in images.rs); keep a marker.
                return Err(Error::UnsupportedOpcode { offset, opcode, reason: "sampler constants outside a function body" });
            }
            _ => return Err(Error::InvalidId { offset, opcode, id }),
        };
        self.slots.insert(id, Slot::Value(v));
        Ok(v)
    }

    /// A `-spec-const` override for the SpecId of `id`.
    fn spec_override(&self, id: Word) -> Option<u64> {
        let spec_id = self.decoration(id, spirv::Decoration::SpecId)?.operands.first().and_then(super::literal_u32)?;
        self.options.spec_constants.get(&spec_id).copied()
    }

    /// An integer or float constant of `ty` from its bits.
    pub(super) fn scalar_constant(&self, ty: llvm::Type<'c>, bits: u64) -> llvm::Value<'c> {
        match ty.kind() {
            llvm::TypeKind::LLVMHalfTypeKind => llvm::Value::const_real(ty, crate::numeric::half_bits_to_f64(bits as u16)),
            llvm::TypeKind::LLVMFloatTypeKind => llvm::Value::const_real(ty, f32::from_bits(bits as u32) as f64),
            llvm::TypeKind::LLVMDoubleTypeKind => llvm::Value::const_real(ty, f64::from_bits(bits)),
            _ => llvm::Value::const_int(ty, bits),
        }
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
        for i in 1..inst.operands.len() {
            let id = inst.id(i).ok_or_else(|| bad("operand is not an id"))?;
            args.push((id, self.value(id, offset, opcode)?));
        }
        let first = args.first().map(|a| a.1).ok_or_else(|| bad("missing operand"))?;
        let cast = |o| llvm::Value::const_cast(o, first, ty).ok_or_else(|| bad("cast"));
        match op {
            Op::InBoundsPtrAccessChain | Op::PtrAccessChain => {
                let base_ty = self.type_of(args[0].0).ok_or_else(|| bad("base without a type"))?;
                let (_, pointee) = self.pointee(base_ty).ok_or_else(|| bad("base is not a pointer"))?;
                let src = self.ty(pointee, offset, opcode)?;
                let idx: Vec<_> = args[1..].iter().map(|a| a.1).collect();
                Ok(llvm::Value::const_gep(src, first, &idx, *op == Op::InBoundsPtrAccessChain))
            }
            Op::Bitcast => {
                if first.ty() == ty {
                    Ok(first)
                } else {
                    cast(llvm::Opcode::LLVMBitCast)
                }
            }
            Op::PtrCastToGeneric | Op::GenericCastToPtr => cast(llvm::Opcode::LLVMAddrSpaceCast),
            Op::ConvertPtrToU => cast(llvm::Opcode::LLVMPtrToInt),
            Op::ConvertUToPtr => cast(llvm::Opcode::LLVMIntToPtr),
            Op::UConvert if ty.int_width() < first.ty().int_width() => cast(llvm::Opcode::LLVMTrunc),
            _ => Err(Error::UnsupportedOpcode { offset, opcode: *op, reason: "this opcode inside OpSpecConstantOp" }),
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
                return Ok(llvm::Value::undef(llvm::Type::pointer(self.ctx, 7)));
            }
        }
        let as_ = super::types::address_space(sc).ok_or_else(|| bad("storage class without an address space"))?;
        let vty = self.ty(pointee, offset, opcode)?;
        let name = self.linkage_name(id).or_else(|| self.names.get(&id).cloned()).unwrap_or_default();
        let name = match self.builtin_of(id) {
            Some(b) => format!("__spirv_BuiltIn{b:?}"),
            None => name,
        };
        let g = self.module.add_global(vty, &name, as_);
        let linkage = self.linkage_type(id);
        match inst.id(1) {
            Some(init) if linkage != Some(spirv::LinkageType::Import) => {
                let v = self.value(init, offset, opcode)?;
                g.set_initializer(v);
            }
            _ if linkage.is_none() && sc != spirv::StorageClass::Input => {
                g.set_initializer(if sc == spirv::StorageClass::Workgroup { llvm::Value::undef(vty) } else { llvm::Value::const_null(vty) });
            }
            _ => {}
        }
        match linkage {
            Some(spirv::LinkageType::Export) | Some(spirv::LinkageType::Import) => g.set_linkage(llvm::Linkage::LLVMExternalLinkage),
            _ if sc == spirv::StorageClass::Input => g.set_linkage(llvm::Linkage::LLVMExternalLinkage),
            _ => g.set_linkage(llvm::Linkage::LLVMInternalLinkage),
        }
        if self.decoration(id, spirv::Decoration::Constant).is_some() || sc == spirv::StorageClass::UniformConstant {
            g.set_global_constant(true);
        }
        if let Some(a) = self.decoration(id, spirv::Decoration::Alignment).and_then(|d| d.operands.first()).and_then(super::literal_u32) {
            g.set_alignment(a);
        }
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
