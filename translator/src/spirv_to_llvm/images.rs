//! Images and samplers -> OpenCL C image builtins (CL) or `__spirv_*` calls (SPV-IR, where
//! OpSampledImage is a `__spirv_SampledImage` call returning `target("spirv.SampledImage", ...)`).
//!
//! Sources: SPIR-V 1.6 spec 3.52.10 "Image Instructions"; OpenCL C 3.0 spec
//! 6.15.15 (read_image*, write_image*, get_image_*) and 6.15.15.1 for the
//! sampler bit layout used by `__translate_sampler_initializer`.

use super::{Error, Operands, Reader, Result, Slot, TargetEnv};
use crate::llvm;
use rspirv::dr;
use spirv::{Op, Word};

impl<'c> Reader<'c, '_> {
    /// `OpConstantSampler` -> `__translate_sampler_initializer(i32 bits)` at the point of use.
    pub(super) fn sampler_constant(&mut self, def: &dr::Instruction) -> llvm::Value<'c> {
        let addressing = def.operands.first().and_then(super::literal_u32).unwrap_or(0);
        let normalized = def.operands.get(1).and_then(super::literal_u32).unwrap_or(0);
        let filter = def.operands.get(2).and_then(super::literal_u32).unwrap_or(0);
        let bits = (normalized & 1) | (addressing << 1) | ((filter + 1) << 4);
        let i32t = llvm::Type::int(self.ctx, 32);
        let sampler = llvm::Type::target_ext(self.ctx, "spirv.Sampler", &[], &[]);
        let call = self.call_named(
            "__translate_sampler_initializer",
            sampler,
            &[llvm::Value::const_int(i32t, bits as u64)],
            false,
        );
        // A plain C function in the Khronos translator (not `spir_func`).
        call.set_call_conv(super::C_CC);
        if let Some(f) = self.builtin_fns.get("__translate_sampler_initializer") {
            f.set_function_call_conv(super::C_CC);
        }
        call
    }

    /// Image instructions; `Ok(false)` if `inst` is none of them.
    pub(super) fn translate_image(&mut self, inst: &dr::Instruction, offset: usize) -> Result<bool> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        if opcode == Op::SampledImage && self.options.target_env != TargetEnv::SpvIr {
            let (i, s) =
                (inst.id(0).ok_or_else(|| bad("missing image"))?, inst.id(1).ok_or_else(|| bad("missing sampler"))?);
            let img = self.value(i, offset, opcode)?;
            let smp = self.value(s, offset, opcode)?;
            if let Some(id) = inst.result_id {
                self.slots.insert(id, Slot::SampledImage(img, smp));
            }
            return Ok(true);
        }
        if self.options.target_env == TargetEnv::SpvIr {
            return Ok(false);
        }
        let ret = match inst.result_type {
            Some(t) => Some(self.ty(t, offset, opcode)?),
            None => None,
        };
        let suffix = |t: llvm::Type<'c>| match t.element_type().unwrap_or(t).kind() {
            llvm::TypeKind::LLVMFloatTypeKind => "f",
            llvm::TypeKind::LLVMHalfTypeKind => "h",
            _ => "i",
        };
        let operand = |this: &mut Self, k: usize| -> Result<(llvm::Value<'c>, Word)> {
            let id = inst.id(k).ok_or_else(|| bad("missing operand"))?;
            Ok((this.value(id, offset, opcode)?, id))
        };
        match opcode {
            Op::ImageSampleExplicitLod => {
                let sid = inst.id(0).ok_or_else(|| bad("missing sampled image"))?;
                let Some(Slot::SampledImage(img, smp)) = self.slots.get(&sid).copied() else { return Ok(false) };
                let (coord, cid) = operand(self, 1)?;
                let ret = ret.ok_or_else(|| bad("missing result type"))?;
                let params = [
                    self.mangled(img.ty(), None, false),
                    self.mangled(smp.ty(), None, false),
                    self.mangled(coord.ty(), Some(cid), false),
                ];
                let v = self.call_builtin(&format!("read_image{}", suffix(ret)), ret, &[img, smp, coord], &params);
                self.define(inst, v);
            }
            Op::ImageRead => {
                let (img, iid) = operand(self, 0)?;
                let (coord, cid) = operand(self, 1)?;
                let ret = ret.ok_or_else(|| bad("missing result type"))?;
                let params = [self.mangled(img.ty(), Some(iid), false), self.mangled(coord.ty(), Some(cid), false)];
                let v = self.call_builtin(&format!("read_image{}", suffix(ret)), ret, &[img, coord], &params);
                self.define(inst, v);
            }
            Op::ImageWrite => {
                let (img, iid) = operand(self, 0)?;
                let (coord, cid) = operand(self, 1)?;
                let (texel, tid) = operand(self, 2)?;
                let params = [
                    self.mangled(img.ty(), Some(iid), false),
                    self.mangled(coord.ty(), Some(cid), false),
                    self.mangled(texel.ty(), Some(tid), false),
                ];
                let void = llvm::Type::void(self.ctx);
                self.call_builtin(&format!("write_image{}", suffix(texel.ty())), void, &[img, coord, texel], &params);
            }
            Op::ImageQuerySizeLod | Op::ImageQuerySize => {
                let (img, _) = operand(self, 0)?;
                let ret = ret.ok_or_else(|| bad("missing result type"))?;
                let p = [self.mangled(img.ty(), None, false)];
                let ints = img.ty().target_ext_int_params();
                let arrayed = ints.get(2).copied().unwrap_or(0) != 0;
                let lanes = ret.vector_size().unwrap_or(1);
                let elem = ret.element_type().unwrap_or(ret);
                let mut acc = if lanes > 1 { llvm::Value::undef(ret) } else { llvm::Value::const_null(ret) };
                let i32t = llvm::Type::int(self.ctx, 32);
                for k in 0..lanes {
                    let (name, t) = if arrayed && k == lanes - 1 {
                        (
                            "get_image_array_size",
                            llvm::Type::int(self.ctx, if self.module.triple().starts_with("spir64") { 64 } else { 32 }),
                        )
                    } else {
                        (["get_image_width", "get_image_height", "get_image_depth"][k.min(2) as usize], i32t)
                    };
                    let c = self.call_builtin(name, t, &[img], &p);
                    let c = self.int_resize(c, elem, false);
                    acc = if lanes > 1 { self.insert(acc, c, k) } else { c };
                }
                self.define(inst, acc);
            }
            Op::ImageQueryFormat | Op::ImageQueryOrder => {
                let (img, _) = operand(self, 0)?;
                let ret = ret.ok_or_else(|| bad("missing result type"))?;
                let name = if opcode == Op::ImageQueryFormat {
                    "get_image_channel_data_type"
                } else {
                    "get_image_channel_order"
                };
                let p = [self.mangled(img.ty(), None, false)];
                let v = self.call_builtin(name, ret, &[img], &p);
                self.define(inst, v);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
}
