//! Images and samplers: `read_image*`, `write_image*`, `get_image_*` and
//! sampler initializers.
//!
//! Sources: OpenCL C 3.0 spec 6.15.15 "Image Read and Write Functions";
//! SPIR-V 1.6 spec 3.52.10 "Image Instructions", 3.9 "Sampler Addressing
//! Mode", 3.10 "Sampler Filter Mode"; OpenCL C 3.0 6.15.15.1 for the sampler
//! bit layout (normalized coords bit 0, addressing mode bits 1-3, filter bits 4-5).

use super::types::TypeKey;
use super::{Result, Translator};
use crate::llvm;
use spirv::Op;

impl<'c> Translator<'c, '_> {
    /// `__translate_sampler_initializer(i32 bits)` -> `OpConstantSampler`.
    pub(super) fn emit_sampler_initializer(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let bits = inst
            .call_args()
            .first()
            .and_then(|v| v.const_int_zext())
            .ok_or_else(|| self.unsupported(inst, "sampler initializers must be constants"))?;
        let normalized = (bits & 1) as u32;
        let addressing = match (bits >> 1) & 7 {
            0 => spirv::SamplerAddressingMode::None,
            1 => spirv::SamplerAddressingMode::ClampToEdge,
            2 => spirv::SamplerAddressingMode::Clamp,
            3 => spirv::SamplerAddressingMode::Repeat,
            4 => spirv::SamplerAddressingMode::RepeatMirrored,
            _ => return Err(self.invalid(inst, "unknown sampler addressing mode")),
        };
        let filter = match (bits >> 4) & 3 {
            1 => spirv::SamplerFilterMode::Nearest,
            2 => spirv::SamplerFilterMode::Linear,
            _ => return Err(self.invalid(inst, "unknown sampler filter mode")),
        };
        self.out.capability(spirv::Capability::LiteralSampler);
        let ty = self.make_type(TypeKey::Sampler)?;
        let key = (ty, bits);
        let id = match self.scalar_consts.get(&key) {
            Some(&id) => id,
            None => {
                let id = self.out.id();
                self.emit_global(Op::ConstantSampler, &[ty, id, addressing as u32, normalized, filter as u32])?;
                self.scalar_consts.insert(key, id);
                id
            }
        };
        self.define_alias(inst, ty, id)
    }

    /// Image builtins; `Ok(false)` if `base` is not one.
    pub(super) fn emit_image_builtin(&mut self, inst: llvm::Value<'c>, base: &str) -> Result<bool> {
        let args = inst.call_args();
        let Some(&img) = args.first() else { return Ok(false) };
        if img.ty().kind() != llvm::TypeKind::LLVMTargetExtTypeKind {
            return Ok(false);
        }
        let img_ty = self.value_type(img)?;
        let Some(TypeKey::Image { dim, arrayed, .. }) = self.type_key(img_ty).cloned() else { return Ok(false) };
        let image = self.value_id(img)?;
        if base.starts_with("read_image") {
            let ty = self.value_type(inst)?;
            let id = self.value_id(inst)?;
            if args.len() == 3 {
                // read_image*(image, sampler, coord): sample with an explicit Lod of 0.
                let sampler = self.value_id(args[1])?;
                let coord = self.value_id(args[2])?;
                let sampled_ty = self.make_type(TypeKey::SampledImage(img_ty))?;
                let si = self.emit_result(Op::SampledImage, sampled_ty, &[image, sampler])?;
                let f32 = self.make_type(TypeKey::Float(32))?;
                let zero = self.const_scalar(f32, 0)?;
                self.emit(Op::ImageSampleExplicitLod, &[ty, id, si, coord, spirv::ImageOperands::LOD.bits(), zero])?;
            } else {
                let coord = self.value_id(*args.get(1).ok_or_else(|| self.invalid(inst, "read_image without coordinates"))?)?;
                self.emit(Op::ImageRead, &[ty, id, image, coord])?;
            }
            return Ok(true);
        }
        if base.starts_with("write_image") {
            let coord = self.value_id(*args.get(1).ok_or_else(|| self.invalid(inst, "write_image without coordinates"))?)?;
            let texel = match args.len() {
                3 => self.value_id(args[2])?,
                _ => return Err(self.unsupported(inst, "write_image with a level of detail (cl_khr_mipmap_image_writes)")),
            };
            self.emit(Op::ImageWrite, &[image, coord, texel])?;
            return Ok(true);
        }
        let size_lanes = |dim: u32| -> u32 {
            let d = match dim {
                x if x == spirv::Dim::Dim1D as u32 || x == spirv::Dim::DimBuffer as u32 => 1,
                x if x == spirv::Dim::Dim2D as u32 => 2,
                _ => 3,
            };
            d + arrayed
        };
        let component = match base {
            "get_image_width" => Some(0),
            "get_image_height" => Some(1),
            "get_image_depth" => Some(2),
            "get_image_array_size" => Some(size_lanes(dim) - 1),
            "get_image_dim" => None,
            "get_image_channel_data_type" | "get_image_channel_order" => {
                let op = if base.ends_with("data_type") { Op::ImageQueryFormat } else { Op::ImageQueryOrder };
                let ty = self.value_type(inst)?;
                let id = self.value_id(inst)?;
                self.emit(op, &[ty, id, image])?;
                return Ok(true);
            }
            _ => return Ok(false),
        };
        let lanes = size_lanes(dim);
        let i32t = self.int_type(32)?;
        let size_ty = if lanes == 1 { i32t } else { self.vector_type(i32t, lanes)? };
        let size = if dim == spirv::Dim::DimBuffer as u32 {
            self.emit_result(Op::ImageQuerySize, size_ty, &[image])?
        } else {
            let zero = self.const_u32(0)?;
            self.emit_result(Op::ImageQuerySizeLod, size_ty, &[image, zero])?
        };
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        match component {
            Some(_) if lanes == 1 => self.emit(Op::CopyObject, &[ty, id, size])?,
            Some(c) => self.emit(Op::CompositeExtract, &[ty, id, size, c])?,
            None => {
                // get_image_dim: int2 for 2D, int4 (w = 0) for 3D; array images drop the array size.
                let (_, want) = self.scalar_and_lanes(ty);
                let mut comps = Vec::with_capacity(want as usize);
                for c in 0..want {
                    if c < lanes - arrayed {
                        comps.push(self.emit_result(Op::CompositeExtract, i32t, &[size, c])?);
                    } else {
                        comps.push(self.const_u32(0)?);
                    }
                }
                let mut ops = vec![ty, id];
                ops.extend(comps);
                self.emit(Op::CompositeConstruct, &ops)?;
            }
        }
        Ok(true)
    }
}
