//! Images and samplers -> OpenCL C image builtins (CL) or `__spirv_*` calls (SPV-IR, where
//! OpSampledImage is a `__spirv_SampledImage` call returning `target("spirv.SampledImage", ...)`).
//!
//! Sources: SPIR-V 1.6 spec 3.52.10 "Image Instructions"; OpenCL C 3.0 spec
//! 6.15.15 (read_image*, write_image*, get_image_*) and 6.15.15.1 for the
//! sampler bit layout used by `__translate_sampler_initializer`.

use super::types::SpirvType;
use super::{Error, Operands, Reader, Result, Slot};
use crate::llvm;
use llvm_spirv_mangling::Type as M;
use rspirv::dr;
use spirv::{Op, Word};

impl<'c> Reader<'c, '_> {
    /// `OpConstantSampler` -> `__translate_sampler_initializer(i32 bits)` at the point of use,
    /// returning the sampler type's LLVM type (`ptr addrspace(2)` in the OpenCL environments).
    pub(super) fn sampler_constant(&mut self, def: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let opcode = Op::ConstantSampler;
        let addressing = def.operands.first().and_then(super::literal_u32).unwrap_or(0);
        let normalized = def.operands.get(1).and_then(super::literal_u32).unwrap_or(0);
        let filter = def.operands.get(2).and_then(super::literal_u32).unwrap_or(0);
        let bits = (normalized & 1) | (addressing << 1) | ((filter + 1) << 4);
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let ty = def.result_type.ok_or(Error::InvalidOperands { offset, opcode, reason: "missing result type" })?;
        let sampler = self.ty(ty, offset, opcode)?;
        let call = self.call_named(
            "__translate_sampler_initializer",
            sampler,
            &[llvm::Value::const_int(i32t, bits as u64)?],
            false,
        )?;
        // A plain C function in the Khronos translator (not `spir_func`).
        call.set_call_conv(super::C_CC)?;
        if let Some(f) = self.builtin_fns.get("__translate_sampler_initializer") {
            f.set_function_call_conv(super::C_CC)?;
        }
        Ok(call)
    }

    /// OpSampledImage in the CL environments: no value, the (image, sampler) pair is
    /// recorded ([`Slot::SampledImage`]) and passed to the sampling builtin.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing or untyped image or sampler.
    pub(super) fn sampled_image(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let (i, s) =
            (inst.id(0).ok_or_else(|| bad("missing image"))?, inst.id(1).ok_or_else(|| bad("missing sampler"))?);
        let image = (self.value(i, offset, opcode)?, self.type_of(i).ok_or_else(|| bad("image without a type"))?);
        let sampler = (self.value(s, offset, opcode)?, self.type_of(s).ok_or_else(|| bad("sampler without a type"))?);
        if let Some(id) = inst.result_id {
            self.slots.insert(id, Slot::SampledImage { image, sampler });
        }
        Ok(())
    }

    /// OpImage (spec 3.52.10): the image of a sampled image. In the OpenCL environments a
    /// sampled image is its (image, sampler) pair (OpSampledImage above), so the result is
    /// the image operand of that pair, the value itself.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing operand; an operand that is not an
    /// OpSampledImage result keeps the generic call.
    pub(super) fn image_of_sampled(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let id = inst.id(0).ok_or(Error::InvalidOperands { offset, opcode, reason: "missing sampled image" })?;
        match self.slots.get(&id) {
            Some(Slot::SampledImage { image, .. }) => {
                let image = image.0;
                self.define(inst, image)
            }
            _ => self.generic_call(inst, offset),
        }
    }

    /// The LLVM type of an image instruction's result, if it has one.
    fn image_result(&mut self, inst: &dr::Instruction, offset: usize) -> Result<Option<llvm::Type<'c>>> {
        match inst.result_type {
            Some(t) => Ok(Some(self.ty(t, offset, inst.class.opcode)?)),
            None => Ok(None),
        }
    }

    /// Operand `k` of an image instruction with its id.
    fn image_operand(&mut self, inst: &dr::Instruction, k: usize, offset: usize) -> Result<(llvm::Value<'c>, Word)> {
        let opcode = inst.class.opcode;
        let id = inst.id(k).ok_or(Error::InvalidOperands { offset, opcode, reason: "missing operand" })?;
        Ok((self.value(id, offset, opcode)?, id))
    }

    /// OpImageSampleExplicitLod -> `read_image{f,i,ui,h}(image, sampler, coord)`: Lod 0 is
    /// the plain form; a non-zero Lod or the gradients are the mipmap forms' trailing
    /// arguments (cl_khr_mipmap_image). A sampled image that is not the result of an
    /// OpSampledImage of this function (no image and sampler to pass) keeps the generic
    /// `__spirv_ImageSampleExplicitLod` call.
    ///
    /// Errors: [`Error::InvalidOperands`] for missing operands; the image operand errors of
    /// [`Reader::image_operands`].
    pub(super) fn image_sample_explicit_lod(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let bad = |reason| Error::InvalidOperands { offset, opcode: inst.class.opcode, reason };
        let ret = self.image_result(inst, offset)?;
        let sid = inst.id(0).ok_or_else(|| bad("missing sampled image"))?;
        let Some(Slot::SampledImage { image: (img, img_ty), sampler: (smp, smp_ty) }) = self.slots.get(&sid).copied()
        else {
            return self.generic_call(inst, offset);
        };
        let (coord, cid) = self.image_operand(inst, 1, offset)?;
        let ret = ret.ok_or_else(|| bad("missing result type"))?;
        let ops = self.image_operands(inst, 2, offset)?;
        let mut args = vec![img, smp, coord];
        let mut params = vec![
            self.mangled(img.ty(), Some(img_ty), false),
            self.mangled(smp.ty(), Some(smp_ty), false),
            self.mangled(coord.ty(), self.type_of(cid), false),
        ];
        for &(v, id) in &ops.extra {
            if ops.lod_is_zero && Some(id) == ops.lod {
                continue;
            }
            params.push(self.mangled(v.ty(), self.type_of(id), false));
            args.push(v);
        }
        let v = self.read_image_call(Some(img_ty), ret, ops.texel_suffix(ret), &args, &params)?;
        self.define(inst, v)?;
        Ok(())
    }

    /// OpImageRead -> `read_image{f,i,ui,h}(image, coord[, sample or lod])`: the sample index
    /// of a multi-sample read (`read_imagef(image2d_msaa_t, int2, int)`), or a Lod, follows
    /// the coordinate.
    ///
    /// Errors: [`Error::InvalidOperands`] for missing operands; the image operand errors of
    /// [`Reader::image_operands`].
    pub(super) fn image_read(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let bad = |reason| Error::InvalidOperands { offset, opcode: inst.class.opcode, reason };
        let ret = self.image_result(inst, offset)?;
        let (img, iid) = self.image_operand(inst, 0, offset)?;
        let (coord, cid) = self.image_operand(inst, 1, offset)?;
        let ret = ret.ok_or_else(|| bad("missing result type"))?;
        let ops = self.image_operands(inst, 2, offset)?;
        let (args, params) = self.image_call_prefix((img, iid), (coord, cid), &ops);
        let v = self.read_image_call(self.type_of(iid), ret, ops.texel_suffix(ret), &args, &params)?;
        self.define(inst, v)?;
        Ok(())
    }

    /// OpImageWrite -> `write_image{f,i,ui,h}(image, coord[, lod], texel)`: the Lod comes
    /// before the texel.
    ///
    /// Errors: [`Error::InvalidOperands`] for missing operands; the image operand errors of
    /// [`Reader::image_operands`].
    pub(super) fn image_write(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        self.image_result(inst, offset)?;
        let (img, iid) = self.image_operand(inst, 0, offset)?;
        let (coord, cid) = self.image_operand(inst, 1, offset)?;
        let (texel, tid) = self.image_operand(inst, 2, offset)?;
        let ops = self.image_operands(inst, 3, offset)?;
        let suffix = ops.texel_suffix(texel.ty());
        let (mut args, mut params) = self.image_call_prefix((img, iid), (coord, cid), &ops);
        params.push(self.mangled(texel.ty(), self.type_of(tid), suffix == "ui"));
        args.push(texel);
        let void = llvm::Type::void(self.ctx);
        self.call_builtin(&format!("write_image{suffix}"), void, &args, &params)?;
        Ok(())
    }

    /// OpImageQuerySize / OpImageQuerySizeLod -> `get_image_width` / `get_image_dim` and
    /// `get_image_array_size` ([`Reader::image_size`]).
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing image or result type.
    pub(super) fn image_query_size(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let bad = |reason| Error::InvalidOperands { offset, opcode: inst.class.opcode, reason };
        let ret = self.image_result(inst, offset)?;
        let (img, iid) = self.image_operand(inst, 0, offset)?;
        let ret = ret.ok_or_else(|| bad("missing result type"))?;
        let v = self.image_size((img, self.type_of(iid)), ret)?;
        self.define(inst, v)?;
        Ok(())
    }

    /// OpImageQueryLevels / OpImageQuerySamples -> `get_image_num_mip_levels` /
    /// `get_image_num_samples` (`int`), resized to the result type.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing image or result type.
    pub(super) fn image_query_count(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let ret = self.image_result(inst, offset)?;
        let (img, iid) = self.image_operand(inst, 0, offset)?;
        let ret = ret.ok_or_else(|| bad("missing result type"))?;
        let name = if opcode == Op::ImageQueryLevels { "get_image_num_mip_levels" } else { "get_image_num_samples" };
        let p = [self.mangled(img.ty(), self.type_of(iid), false)];
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let c = self.call_builtin(name, i32t, &[img], &p)?;
        let v = self.int_resize(c, ret, false)?;
        self.define(inst, v)?;
        Ok(())
    }

    /// OpImageQueryFormat / OpImageQueryOrder -> `get_image_channel_data_type` /
    /// `get_image_channel_order`.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing image or result type.
    pub(super) fn image_query_channel(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let ret = self.image_result(inst, offset)?;
        let (img, iid) = self.image_operand(inst, 0, offset)?;
        let ret = ret.ok_or_else(|| bad("missing result type"))?;
        let name =
            if opcode == Op::ImageQueryFormat { "get_image_channel_data_type" } else { "get_image_channel_order" };
        let p = [self.mangled(img.ty(), self.type_of(iid), false)];
        let v = self.call_builtin(name, ret, &[img], &p)?;
        self.define(inst, v)?;
        Ok(())
    }

    /// The leading arguments of an OpenCL image read or write call and their mangled types:
    /// the image, the coordinate, then the image operands' extra arguments (sample index or
    /// Lod), each value with its SPIR-V id.
    fn image_call_prefix(
        &self,
        (img, iid): (llvm::Value<'c>, Word),
        (coord, cid): (llvm::Value<'c>, Word),
        ops: &ImageOperands<'c>,
    ) -> (Vec<llvm::Value<'c>>, Vec<M>) {
        let mut args = vec![img, coord];
        let mut params =
            vec![self.mangled(img.ty(), self.type_of(iid), false), self.mangled(coord.ty(), self.type_of(cid), false)];
        for &(v, id) in &ops.extra {
            params.push(self.mangled(v.ty(), self.type_of(id), false));
            args.push(v);
        }
        (args, params)
    }

    /// The image operands of `inst` starting at operand `at` (SPIR-V 1.6 spec 3.14 "Image
    /// Operands"): the ids in the order the mask bits give them, the Lod's id and whether it
    /// is the constant 0, and the texel signedness (SignExtend / ZeroExtend).
    fn image_operands(&mut self, inst: &dr::Instruction, at: usize, offset: usize) -> Result<ImageOperands<'c>> {
        let opcode = inst.class.opcode;
        let mask = match inst.operands.get(at) {
            Some(dr::Operand::ImageOperands(m)) => *m,
            Some(_) => return Err(Error::InvalidOperands { offset, opcode, reason: "expected image operands" }),
            None => spirv::ImageOperands::NONE,
        };
        use spirv::ImageOperands as I;
        let known = I::LOD | I::GRAD | I::SAMPLE | I::SIGN_EXTEND | I::ZERO_EXTEND | I::NONTEMPORAL;
        if !known.contains(mask) {
            return Err(Error::UnsupportedOpcode {
                offset,
                opcode,
                reason: "image operands other than Lod, Grad, Sample, SignExtend, ZeroExtend, Nontemporal have no OpenCL C builtin argument",
            });
        }
        let mut extra = Vec::new();
        let mut lod = None;
        let mut lod_is_zero = false;
        for (k, o) in inst.operands.iter().enumerate().skip(at + 1) {
            let dr::Operand::IdRef(id) = o else {
                return Err(Error::InvalidOperands { offset, opcode, reason: "image operand that is not an id" });
            };
            if k == at + 1 && mask.contains(I::LOD) {
                lod = Some(*id);
                lod_is_zero = self.lookup(*id, offset, opcode).is_ok_and(|d| match d.class.opcode {
                    Op::ConstantNull => true,
                    Op::Constant => super::constants::constant_bits(d) == 0,
                    _ => false,
                });
            }
            let mut v = self.value(*id, offset, opcode)?;
            // Grad dx/dy have one component per image dimension, while OpenCL C passes the
            // gradients of an `image3d_t` as `float4` (the forward direction drops the fourth
            // lane): a 3-component gradient is widened back.
            if mask.contains(I::GRAD) && v.ty().vector_size() == Some(3) {
                v = self.narrow_or_widen(v, 4)?;
            }
            extra.push((v, *id));
        }
        Ok(ImageOperands {
            extra,
            lod,
            lod_is_zero,
            zero_extend: mask.contains(I::ZERO_EXTEND),
            sign_extend: mask.contains(I::SIGN_EXTEND),
        })
    }

    /// `read_image{f,h,i,ui}`: a depth image reads one float (OpenCL C 6.15.15.2), which
    /// comes back as lane 0 of the instruction's vector result (the other lanes 0).
    /// `img_ty` is the image's SPIR-V type.
    fn read_image_call(
        &mut self,
        img_ty: Option<Word>,
        ret: llvm::Type<'c>,
        suffix: &str,
        args: &[llvm::Value<'c>],
        params: &[M],
    ) -> Result<llvm::Value<'c>> {
        let depth = matches!(self.image_type(img_ty), Some(SpirvType::Image { depth: 1, .. }));
        let name = format!("read_image{suffix}");
        match (depth, ret.element_type()) {
            (true, Some(elem)) if ret.vector_size().is_some() => {
                let x = self.call_builtin(&name, elem, args, params)?;
                self.insert(llvm::Value::const_null(ret)?, x, 0)
            }
            _ => self.call_builtin(&name, ret, args, params),
        }
    }

    /// `OpImageQuerySize[Lod]` -> `get_image_width` (1D, buffer) or `get_image_dim` (2D: `int2`,
    /// 3D: `int4` narrowed to three lanes), then `get_image_array_size` (`size_t`) in the last
    /// lane of an arrayed image's result; converted to the instruction's result type.
    /// `img` is the image with its SPIR-V type.
    fn image_size(
        &mut self,
        (img, img_ty): (llvm::Value<'c>, Option<Word>),
        ret: llvm::Type<'c>,
    ) -> Result<llvm::Value<'c>> {
        let (dim, arrayed) = match self.image_type(img_ty) {
            Some(&SpirvType::Image { dim, arrayed, .. }) => (dim, arrayed != 0),
            _ => (0, false),
        };
        let p = [self.mangled(img.ty(), img_ty, false)];
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let (mut acc, n) = match dim {
            1 => (self.call_builtin("get_image_dim", llvm::Type::vector(i32t, 2)?, &[img], &p)?, 2),
            2 => {
                let d = self.call_builtin("get_image_dim", llvm::Type::vector(i32t, 4)?, &[img], &p)?;
                (self.narrow_or_widen(d, 3)?, 3)
            }
            _ => (self.call_builtin("get_image_width", i32t, &[img], &p)?, 1),
        };
        if arrayed {
            acc = if n == 1 {
                self.insert(llvm::Value::undef(llvm::Type::vector(i32t, 2)?), acc, 0)?
            } else {
                self.narrow_or_widen(acc, n + 1)?
            };
            let size_t = llvm::Type::int(self.ctx, if self.module.triple().starts_with("spir64") { 64 } else { 32 })?;
            let a = self.call_builtin("get_image_array_size", size_t, &[img], &p)?;
            let a = self.int_resize(a, i32t, false)?;
            acc = self.insert(acc, a, n)?;
        }
        let lanes = ret.vector_size().unwrap_or(1);
        let have = acc.ty().vector_size().unwrap_or(1);
        if lanes != have {
            acc = if lanes == 1 { self.extract(acc, 0)? } else { self.narrow_or_widen(acc, lanes)? };
        }
        self.int_resize(acc, ret, false)
    }

    /// The declaration of image type `ty` (`None` if `ty` is not an OpTypeImage).
    fn image_type(&self, ty: Option<Word>) -> Option<&SpirvType> {
        self.spv_types.get(&ty?).filter(|t| matches!(t, SpirvType::Image { .. }))
    }

    /// The first `n` lanes of vector `v` (poison beyond its length), by `shufflevector`.
    fn narrow_or_widen(&self, v: llvm::Value<'c>, n: u32) -> Result<llvm::Value<'c>> {
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let have = v.ty().vector_size().unwrap_or(1);
        let mask = (0..n)
            .map(|k| if k < have { llvm::Value::const_int(i32t, k as u64) } else { Ok(llvm::Value::poison(i32t)) })
            .collect::<std::result::Result<Vec<_>, _>>()?;
        Ok(self.builder.shuffle_vector(v, llvm::Value::poison(v.ty()), llvm::Value::const_vector(&mask)?)?)
    }
}

/// Image operands of one instruction, as the OpenCL C builtin call takes them.
struct ImageOperands<'c> {
    /// The operand ids after the mask, in mask-bit order, with their values.
    extra: Vec<(llvm::Value<'c>, Word)>,
    /// The Lod operand, if any.
    lod: Option<Word>,
    /// Whether the Lod is the constant 0 (the plain sampler read).
    lod_is_zero: bool,
    /// ZeroExtend: unsigned texels (`read_imageui` / `write_imageui`).
    zero_extend: bool,
    /// SignExtend: signed integer texels.
    sign_extend: bool,
}

impl ImageOperands<'_> {
    /// The builtin suffix for texel type `t`: `f`, `h`, `ui` (ZeroExtend) or `i`.
    fn texel_suffix(&self, t: llvm::Type<'_>) -> &'static str {
        match t.element_type().unwrap_or(t).kind() {
            llvm::TypeKind::LLVMFloatTypeKind => "f",
            llvm::TypeKind::LLVMHalfTypeKind => "h",
            _ if self.zero_extend && !self.sign_extend => "ui",
            _ => "i",
        }
    }
}
