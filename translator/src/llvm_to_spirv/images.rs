//! Images and samplers: `read_image*`, `write_image*`, `get_image_*` and
//! sampler initializers.
//!
//! Sources: OpenCL C 3.0 spec 6.15.15 "Image Read and Write Functions";
//! SPIR-V 1.6 spec 3.52.10 "Image Instructions", 3.9 "Sampler Addressing
//! Mode", 3.10 "Sampler Filter Mode"; OpenCL C 3.0 6.15.15.1 for the sampler
//! bit layout (normalized coords bit 0, addressing mode bits 1-3, filter bits 4-5).

use super::types::SpirvType;
use super::{Error, Result, Translator};
use crate::llvm;
use spirv::{Op, Word};

/// The texel type of `read_image<kind>` / `write_image<kind>`, as far as the signedness
/// image operands need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Texel {
    /// `i`: signed integer texels (`SignExtend`).
    Signed,
    /// `ui`: unsigned integer texels (`ZeroExtend`).
    Unsigned,
    /// `f`, `h` and others.
    Other,
}

/// An image query builtin (OpenCL C 3.0 "Image Query Functions").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ImageQuery {
    /// `get_image_width`: OpImageQuerySize[Lod] component 0.
    Width,
    /// `get_image_height`: component 1.
    Height,
    /// `get_image_depth`: component 2.
    Depth,
    /// `get_image_array_size`: the last component (array images only).
    ArraySize,
    /// `get_image_dim`: the spatial components.
    Dim,
    /// `get_image_channel_data_type`: OpImageQueryFormat.
    ChannelDataType,
    /// `get_image_channel_order`: OpImageQueryOrder.
    ChannelOrder,
    /// `get_image_num_samples`: OpImageQuerySamples.
    NumSamples,
    /// `get_image_num_mip_levels`: OpImageQueryLevels.
    NumMipLevels,
}

/// An image builtin (OpenCL C 3.0 6.15.15 "Image Read and Write Functions").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ImageCall {
    /// `read_image<kind>`: OpImageRead, or OpSampledImage + OpImageSampleExplicitLod.
    Read(Texel),
    /// `write_image<kind>`: OpImageWrite.
    Write(Texel),
    /// `get_image_*`.
    Query(ImageQuery),
}

/// The image builtin named `base`, if it is one.
pub(super) fn classify_image(base: &str) -> Option<ImageCall> {
    let texel = |kind: &str| match kind {
        "i" => Texel::Signed,
        "ui" => Texel::Unsigned,
        _ => Texel::Other,
    };
    if let Some(kind) = base.strip_prefix("read_image") {
        return Some(ImageCall::Read(texel(kind)));
    }
    if let Some(kind) = base.strip_prefix("write_image") {
        return Some(ImageCall::Write(texel(kind)));
    }
    Some(ImageCall::Query(match base {
        "get_image_width" => ImageQuery::Width,
        "get_image_height" => ImageQuery::Height,
        "get_image_depth" => ImageQuery::Depth,
        "get_image_array_size" => ImageQuery::ArraySize,
        "get_image_dim" => ImageQuery::Dim,
        "get_image_channel_data_type" => ImageQuery::ChannelDataType,
        "get_image_channel_order" => ImageQuery::ChannelOrder,
        "get_image_num_samples" => ImageQuery::NumSamples,
        "get_image_num_mip_levels" => ImageQuery::NumMipLevels,
        _ => return None,
    }))
}

impl<'c> Translator<'c, '_> {
    /// `__translate_sampler_initializer(i32 bits)` -> `OpConstantSampler`.
    pub(super) fn emit_sampler_initializer(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let bits = inst
            .call_args()
            .first()
            .and_then(|v| v.const_int_zext())
            .ok_or_else(|| self.unsupported(inst, "sampler initializers must be constants"))?;
        let id = self.sampler_constant(inst, bits)?;
        let ty = self.make_type(SpirvType::Sampler)?;
        self.define_alias(inst, ty, id)
    }

    /// The `OpConstantSampler` of OpenCL sampler bits (normalized coordinates bit 0,
    /// addressing mode bits 1-3, filter mode bits 4-5; a filter field of 0 means nearest,
    /// as `CLK_FILTER_NEAREST` is the default), one per use as the Khronos translator writes them.
    pub(super) fn sampler_constant(&mut self, inst: llvm::Value<'c>, bits: u64) -> Result<Word> {
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
            0 | 1 => spirv::SamplerFilterMode::Nearest,
            2 => spirv::SamplerFilterMode::Linear,
            _ => return Err(self.invalid(inst, "unknown sampler filter mode")),
        };
        self.out.capability(spirv::Capability::LiteralSampler);
        let ty = self.make_type(SpirvType::Sampler)?;
        let id = self.out.id();
        self.emit_global(Op::ConstantSampler, &[ty, id, addressing as u32, normalized, filter as u32])?;
        Ok(id)
    }

    /// SPV_EXT_image_raw10_raw12: a channel data type compared (or switched on) against
    /// `CLK_UNSIGNED_INT_RAW10_EXT` / `..._RAW12_EXT` (0x10E3 / 0x10E4) is a use of the
    /// extension's image channel data types.
    fn raw10_raw12_uses(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let is_raw = |v: llvm::Value<'c>| matches!(v.const_int_zext(), Some(0x10E3 | 0x10E4));
        let uses = inst.users().into_iter().any(|u| match u.opcode() {
            Some(llvm::Opcode::LLVMICmp) => (0..2).filter_map(|i| u.operand(i)).any(is_raw),
            Some(llvm::Opcode::LLVMSwitch) => {
                u.switch_parts().is_some_and(|(_, _, cases)| cases.iter().any(|(v, _)| is_raw(*v)))
            }
            _ => false,
        });
        if !uses {
            return Ok(());
        }
        const EXT: &str = "SPV_EXT_image_raw10_raw12";
        if !self.options.allows(EXT) {
            return Err(Error::ExtensionNotAllowed {
                construct: "the RAW10/RAW12 image channel data types".into(),
                extension: EXT.into(),
            });
        }
        self.out.extension(EXT);
        Ok(())
    }

    /// The texel signedness image operand of `read_image<kind>`/`write_image<kind>`
    /// (`SignExtend` for `i`, `ZeroExtend` for `ui`; SPIR-V 1.4), when the version may be
    /// raised for it.
    fn texel_signedness(&mut self, texel: Texel) -> spirv::ImageOperands {
        let signedness = match texel {
            Texel::Signed => spirv::ImageOperands::SIGN_EXTEND,
            Texel::Unsigned => spirv::ImageOperands::ZERO_EXTEND,
            Texel::Other => spirv::ImageOperands::NONE,
        };
        if !signedness.is_empty() && self.options.raise_version_for_features && self.options.max_version >= (1, 4) {
            self.out.require_version((1, 4));
            signedness
        } else {
            spirv::ImageOperands::NONE
        }
    }

    /// An image builtin as [`classify_image`] gives it. An image argument that is not an
    /// image, or `get_image_array_size` of an image that is not arrayed, has no mapping:
    /// [`Error::UnsupportedBuiltin`], as for any builtin without one.
    pub(super) fn emit_image_builtin(&mut self, inst: llvm::Value<'c>, call: ImageCall) -> Result<()> {
        let args = inst.call_args();
        let img = *args.first().ok_or_else(|| self.unmapped_builtin(inst))?;
        if img.ty().kind() != llvm::TypeKind::LLVMTargetExtTypeKind && !self.objects.contains_key(&img) {
            return Err(self.unmapped_builtin(inst));
        }
        let img_ty = self.value_type(img)?;
        let Some(SpirvType::Image { dim, arrayed, ms, .. }) = self.type_key(img_ty).cloned() else {
            return Err(self.unmapped_builtin(inst));
        };
        let image = self.value_id(img)?;
        let query = match call {
            ImageCall::Read(texel) => return self.emit_read_image(inst, texel, img_ty, image, ms != 0),
            ImageCall::Write(texel) => return self.emit_write_image(inst, texel, image),
            ImageCall::Query(q) => q,
        };
        let ty = self.value_type(inst)?;
        let i32t = self.int_type(32)?;
        match query {
            ImageQuery::ChannelDataType | ImageQuery::ChannelOrder => {
                let op = if query == ImageQuery::ChannelDataType { Op::ImageQueryFormat } else { Op::ImageQueryOrder };
                if op == Op::ImageQueryFormat {
                    self.raw10_raw12_uses(inst)?;
                }
                let id = self.value_id(inst)?;
                return self.emit(op, &[ty, id, image]);
            }
            ImageQuery::NumSamples | ImageQuery::NumMipLevels => {
                let op = if query == ImageQuery::NumSamples { Op::ImageQuerySamples } else { Op::ImageQueryLevels };
                let r = self.emit_result(op, i32t, &[image])?;
                return self.define_int(inst, ty, r);
            }
            _ => {}
        }
        let spatial = match dim {
            x if x == spirv::Dim::Dim1D as u32 || x == spirv::Dim::DimBuffer as u32 => 1,
            x if x == spirv::Dim::Dim2D as u32 => 2,
            _ => 3,
        };
        let lanes = spatial + arrayed;
        let component = match query {
            ImageQuery::Width => Some(0),
            ImageQuery::Height => Some(1),
            ImageQuery::Depth => Some(2),
            ImageQuery::ArraySize if arrayed != 0 => Some(lanes - 1),
            ImageQuery::Dim => None,
            _ => return Err(self.unmapped_builtin(inst)),
        };
        let size_ty = if lanes == 1 { i32t } else { self.vector_type(i32t, lanes)? };
        // Multisampled and buffer images have no levels of detail (OpImageQuerySizeLod rule).
        let size = if dim == spirv::Dim::DimBuffer as u32 || ms != 0 {
            self.emit_result(Op::ImageQuerySize, size_ty, &[image])?
        } else {
            let zero = self.const_u32(0)?;
            self.emit_result(Op::ImageQuerySizeLod, size_ty, &[image, zero])?
        };
        match component {
            Some(_) if lanes == 1 => self.define_int(inst, ty, size)?,
            Some(c) => {
                let v = self.emit_result(Op::CompositeExtract, i32t, &[size, c])?;
                self.define_int(inst, ty, v)?;
            }
            None => {
                // get_image_dim: int2 for 2D, int4 (w = 0) for 3D; array images drop the array
                // size. A shuffle with a zero vector, as the Khronos translator writes it.
                let (_, want) = self.scalar_and_lanes(ty);
                if want == lanes && ty == size_ty {
                    return self.define_alias(inst, ty, size);
                }
                let zero = self.const_null(size_ty)?;
                let id = self.value_id(inst)?;
                let mut ops = vec![ty, id, size, zero];
                ops.extend((0..want).map(|c| if c < spatial { c } else { lanes }));
                self.emit(Op::VectorShuffle, &ops)?;
            }
        }
        Ok(())
    }

    /// `write_image{f,i,ui,h}(image, coord[, lod], texel)`: OpImageWrite (the Lod operand
    /// of `cl_khr_mipmap_image_writes`).
    fn emit_write_image(&mut self, inst: llvm::Value<'c>, texel: Texel, image: Word) -> Result<()> {
        let args = inst.call_args();
        let coord =
            self.value_id(*args.get(1).ok_or_else(|| self.invalid(inst, "write_image without coordinates"))?)?;
        let signedness = self.texel_signedness(texel);
        match args.len() {
            3 => {
                let texel = self.value_id(args[2])?;
                let mut ops = vec![image, coord, texel];
                if !signedness.is_empty() {
                    ops.push(signedness.bits());
                }
                self.emit(Op::ImageWrite, &ops)
            }
            // write_image*(image, coord, lod, texel) (cl_khr_mipmap_image_writes).
            4 => {
                let lod = self.value_id(args[2])?;
                let texel = self.value_id(args[3])?;
                self.emit(Op::ImageWrite, &[image, coord, texel, (spirv::ImageOperands::LOD | signedness).bits(), lod])
            }
            _ => Err(self.invalid(inst, "write_image needs (image, coord[, lod], texel)")),
        }
    }

    /// Defines `inst` of integer type `ty` from the `i32` `v` (widened for `size_t` results).
    fn define_int(&mut self, inst: llvm::Value<'c>, ty: Word, v: Word) -> Result<()> {
        let i32t = self.int_type(32)?;
        if ty == i32t {
            return self.define_alias(inst, ty, v);
        }
        let id = self.value_id(inst)?;
        self.emit(Op::UConvert, &[ty, id, v])
    }

    /// A gradient operand of a sampled read from an image of type `img_ty`: SPIR-V's Grad
    /// dx/dy have one component per dimension of the image (1, 2 or 3; SPIR-V spec "Image
    /// Operands", Grad), while OpenCL C passes the gradients of `image3d_t` as `float4`
    /// (OpenCL C 3.0 6.15.15.2 "Built-in Image Sampler-less Read Functions" / `cl_khr_mipmap_image`):
    /// a longer vector keeps its leading components (OpVectorShuffle).
    fn gradient(&mut self, img_ty: Word, g: llvm::Value<'c>) -> Result<Word> {
        let id = self.value_id(g)?;
        let dims = match self.type_key(img_ty) {
            Some(SpirvType::Image { dim, .. }) if *dim == spirv::Dim::Dim3D as u32 => 3,
            Some(SpirvType::Image { dim, .. }) if *dim == spirv::Dim::Dim2D as u32 => 2,
            _ => 1,
        };
        let gty = self.value_type(g)?;
        let (scalar, lanes) = self.scalar_and_lanes(gty);
        if lanes <= dims {
            return Ok(id);
        }
        let vty = self.vector_type(scalar, dims)?;
        let mut ops = vec![id, id];
        ops.extend(0..dims);
        self.emit_result(Op::VectorShuffle, vty, &ops)
    }

    /// `read_image{f,i,ui,h}(image, [sampler,] coord [, lod | sample | grad_x, grad_y])`:
    /// with a sampler OpSampledImage + OpImageSampleExplicitLod (Lod 0 unless given, or
    /// Grad), else OpImageRead (Sample for multisampled images). Depth images read one
    /// component: the instruction returns a 4-vector and lane 0 is extracted.
    fn emit_read_image(
        &mut self,
        inst: llvm::Value<'c>,
        texel: Texel,
        img_ty: Word,
        image: Word,
        multisampled: bool,
    ) -> Result<()> {
        let args = inst.call_args();
        let ty = self.value_type(inst)?;
        let (scalar, lanes) = self.scalar_and_lanes(ty);
        let texel_ty = if lanes == 1 { self.vector_type(scalar, 4)? } else { ty };
        let sampler_arg = args.get(1).filter(|a| {
            a.ty().kind() == llvm::TypeKind::LLVMTargetExtTypeKind && !self.objects.contains_key(a)
                || self.objects.get(a).is_some_and(|t| self.type_key(*t) == Some(&SpirvType::Sampler))
                || (a.ty().kind() == llvm::TypeKind::LLVMTargetExtTypeKind
                    && a.ty()
                        .target_ext_name()
                        .as_deref()
                        .and_then(llvm_spirv_mangling::SpirvTypeName::from_target_ext_name)
                        == Some(llvm_spirv_mangling::SpirvTypeName::Sampler))
        });
        // SPIR 1.2 passes samplers as i32 constants: read_image*(image, i32 bits, coord).
        let const_sampler =
            args.get(1).filter(|a| args.len() >= 3 && a.ty().int_width() == Some(32) && a.const_int_zext().is_some());
        let signedness = self.texel_signedness(texel);
        let raw = if sampler_arg.is_some() || const_sampler.is_some() {
            let sampler = match (sampler_arg, const_sampler) {
                (Some(s), _) => self.value_id(*s)?,
                (None, Some(c)) => self.sampler_constant(inst, c.const_int_zext().unwrap_or(0))?,
                _ => return Err(self.internal("sampler without a value")),
            };
            let coord =
                self.value_id(*args.get(2).ok_or_else(|| self.invalid(inst, "read_image without coordinates"))?)?;
            let sampled_ty = self.make_type(SpirvType::SampledImage(img_ty))?;
            let si = self.emit_result(Op::SampledImage, sampled_ty, &[image, sampler])?;
            // Named as the Khronos translator names it.
            self.emit_name(si, "TempSampledImage")?;
            let mut ops = vec![si, coord];
            match args.len() {
                5 => {
                    let dx = self.gradient(img_ty, args[3])?;
                    let dy = self.gradient(img_ty, args[4])?;
                    ops.extend([(spirv::ImageOperands::GRAD | signedness).bits(), dx, dy]);
                }
                4 => {
                    let lod = self.value_id(args[3])?;
                    ops.extend([(spirv::ImageOperands::LOD | signedness).bits(), lod]);
                }
                _ => {
                    let f32 = self.make_type(SpirvType::float(32))?;
                    let zero = self.const_scalar(f32, 0)?;
                    ops.extend([(spirv::ImageOperands::LOD | signedness).bits(), zero]);
                }
            }
            self.emit_result(Op::ImageSampleExplicitLod, texel_ty, &ops)?
        } else {
            let coord =
                self.value_id(*args.get(1).ok_or_else(|| self.invalid(inst, "read_image without coordinates"))?)?;
            let mut ops = vec![image, coord];
            match (args.get(2), multisampled) {
                (Some(s), true) => {
                    let sample = self.value_id(*s)?;
                    ops.extend([(spirv::ImageOperands::SAMPLE | signedness).bits(), sample]);
                }
                (Some(l), false) => {
                    let lod = self.value_id(*l)?;
                    ops.extend([(spirv::ImageOperands::LOD | signedness).bits(), lod]);
                }
                (None, _) if !signedness.is_empty() => ops.push(signedness.bits()),
                (None, _) => {}
            }
            self.emit_result(Op::ImageRead, texel_ty, &ops)?
        };
        if texel_ty == ty {
            return self.define_alias(inst, ty, raw);
        }
        let id = self.value_id(inst)?;
        self.emit(Op::CompositeExtract, &[ty, id, raw, 0])
    }
}
