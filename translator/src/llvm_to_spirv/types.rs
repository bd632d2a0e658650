//! Types: the one place that creates SPIR-V types, one cached definition per type.
//!
//! The type model is the crate's [`SpirvType`] (shared with the reverse direction; its
//! opcode and operands are the `OpType*` instruction, SPIR-V spec "Type-Declaration
//! Instructions"). Non-aggregate types are unique by their defining operands (SPIR-V 1.6
//! spec, 2.8 "Types": "it is invalid to declare multiple non-aggregate, non-pointer type
//! `<id>`s having the same opcode and operands"); [`SpirvType`] equality is that rule.
//! Structs carry the identity of the LLVM type they come from (`tag`), so distinct LLVM
//! structs stay distinct while each is declared once.

use super::spirv_builtins::TASK_SEQUENCE;
use super::{Error, Result, Translator};
use crate::llvm;
pub(super) use crate::spirv_type::SpirvType;
use spirv::{FPEncoding, Word};

/// Storage class of an LLVM address space (SPIR 1.2 numbering, as clang emits for OpenCL C).
pub(super) fn storage_class(address_space: u32, module_scope: bool) -> Option<spirv::StorageClass> {
    use spirv::StorageClass as S;
    match address_space {
        0 if module_scope => Some(S::Private),
        7 => Some(S::Input),
        // SPV_INTEL_function_pointers: clang's program address space for functions.
        9 => Some(S::CodeSectionINTEL),
        // The representation document's table (0..=6), kept in the metadata crate.
        other => llvm_spirv_metadata::addr_space_to_storage_class(other),
    }
}

impl<'c> Translator<'c, '_> {
    /// Declares the type `key` once and returns its id: the capabilities and extensions
    /// it needs, then its `OpType*` instruction (and `CPacked` for a packed struct).
    ///
    /// Errors: [`Error::ExtensionNotAllowed`] / [`Error::UnsupportedCapability`] when the
    /// type needs an extension or capability the options do not allow,
    /// [`Error::UnsupportedType`] for the types only the reverse direction reads (matrix,
    /// runtime array, `OpTypeOpaque`, 8-bit float encodings), and the emitter's errors.
    pub(super) fn make_type(&mut self, key: SpirvType) -> Result<Word> {
        if let Some(&id) = self.type_keys.get(&key) {
            return Ok(id);
        }
        let id = self.out.id();
        self.require_type(&key)?;
        let mut ops = vec![id];
        key.push_operands(&mut ops);
        self.emit_global(key.opcode(), &ops)?;
        if let SpirvType::Struct { packed: true, .. } = key {
            self.decorate(id, spirv::Decoration::CPacked, &[]);
        }
        self.type_defs.insert(id, key.clone());
        self.type_keys.insert(key, id);
        Ok(id)
    }

    /// Declares the capabilities and extensions type `key` needs.
    fn require_type(&mut self, key: &SpirvType) -> Result<()> {
        match key {
            SpirvType::Void
            | SpirvType::Bool
            | SpirvType::Array(..)
            | SpirvType::Struct { .. }
            | SpirvType::Function(..)
            | SpirvType::SampledImage(_)
            | SpirvType::Sampler
            | SpirvType::Event => {}
            SpirvType::Int { width, .. } => match width {
                // SPV_INTEL_int4 "Int4TypeINTEL": OpTypeInt of width 4.
                4 if self.options.allows("SPV_INTEL_int4") => {
                    self.require_capability(spirv::Capability::Int4TypeINTEL, || "i4".into())?
                }
                8 => self.out.capability(spirv::Capability::Int8),
                16 => self.out.capability(spirv::Capability::Int16),
                32 => {}
                64 => self.out.capability(spirv::Capability::Int64),
                w => {
                    // Only reached with the extension allowed (see legalize.rs).
                    self.require_extension("SPV_INTEL_arbitrary_precision_integers", || format!("i{w}"))?;
                    self.out.capability(spirv::Capability::ArbitraryPrecisionIntegersINTEL);
                }
            },
            SpirvType::Float { encoding: Some(FPEncoding::BFloat16KHR), .. } => {
                self.require_extension("SPV_KHR_bfloat16", || {
                    "bfloat (NOTE: LLVM module contains bfloat type, translation of which requires this extension)"
                        .into()
                })?;
                self.out.capability(spirv::Capability::BFloat16TypeKHR);
            }
            // SPV_EXT_float8 "Float8EXT": OpTypeFloat 8 Float8E4M3EXT / Float8E5M2EXT.
            SpirvType::Float { encoding: Some(FPEncoding::Float8E4M3EXT | FPEncoding::Float8E5M2EXT), .. } => {
                self.require_capability(spirv::Capability::Float8EXT, || "an FP8 (E4M3, E5M2) value".into())?
            }
            // SPV_INTEL_float4 "Float4E2M1INTEL": OpTypeFloat 4 Float4E2M1INTEL.
            SpirvType::Float { encoding: Some(FPEncoding::Float4E2M1INTEL), .. } => {
                self.require_capability(spirv::Capability::Float4E2M1INTEL, || "an FP4 (E2M1) value".into())?
            }
            SpirvType::Float { width, encoding: None } => match width {
                // As the Khronos translator (its SPIRVTypeFloat's required capabilities):
                // `OpTypeFloat 16` declares Float16Buffer, and also Float16 when the source
                // enabled cl_khr_fp16 (the extension that makes half a value type in OpenCL C).
                // A half *value* needs Float16 in any case (`value_type`).
                16 => {
                    self.out.capability(spirv::Capability::Float16Buffer);
                    if self.fp16_source {
                        self.out.capability(spirv::Capability::Float16);
                    }
                }
                64 => self.out.capability(spirv::Capability::Float64),
                _ => {}
            },
            SpirvType::Vector(_, n) => {
                if *n > 4 {
                    self.out.capability(spirv::Capability::Vector16);
                }
                if !super::vector_lengths::native_vector_length(*n) {
                    self.declare_long_vector(*n, || format!("a vector of {n} components"))?;
                }
            }
            SpirvType::Pointer(sc, pointee) => {
                if matches!(*sc, spirv::StorageClass::DeviceOnlyINTEL | spirv::StorageClass::HostOnlyINTEL) {
                    self.require_extension("SPV_INTEL_usm_storage_classes", || "address spaces 5 and 6".into())?;
                    self.out.capability(spirv::Capability::USMStorageClassesINTEL);
                }
                if *sc == spirv::StorageClass::CodeSectionINTEL {
                    self.require_capability(spirv::Capability::FunctionPointersINTEL, || {
                        "address space 9 (CodeSectionINTEL)".into()
                    })?;
                }
                // The rest from the grammar: Generic needs GenericPointer, Private (module-scope
                // address space 0 under SPV_INTEL_vector_compute) VectorComputeINTEL, ...
                let sc_operand = rspirv::dr::Operand::StorageClass(*sc);
                self.require_operand_capabilities(sc_operand, || format!("OpTypePointer {sc:?}"))?;
                // A pointer to a function is SPV_INTEL_function_pointers' (core SPIR-V has none).
                if matches!(self.type_key(*pointee), Some(SpirvType::Function(..))) {
                    self.require_capability(spirv::Capability::FunctionPointersINTEL, || {
                        "a pointer to a function".into()
                    })?;
                }
            }
            SpirvType::Image { dim, ms, access, .. } => {
                self.out.capability(spirv::Capability::ImageBasic);
                if *access == Some(spirv::AccessQualifier::ReadWrite as u32) {
                    self.out.capability(spirv::Capability::ImageReadWrite);
                }
                if *dim == spirv::Dim::Dim1D as u32 {
                    self.out.capability(spirv::Capability::Sampled1D);
                } else if *dim == spirv::Dim::DimBuffer as u32 {
                    self.out.capability(spirv::Capability::SampledBuffer);
                }
                if *ms != 0 {
                    self.out.capability(spirv::Capability::ImageMipmap);
                }
            }
            SpirvType::DeviceEvent | SpirvType::Queue => self.out.capability(spirv::Capability::DeviceEnqueue),
            SpirvType::ReserveId | SpirvType::Pipe(_) => self.out.capability(spirv::Capability::Pipes),
            SpirvType::PipeStorage => self.out.capability(spirv::Capability::PipeStorage),
            SpirvType::BufferSurface(_) => {
                self.require_extension("SPV_INTEL_vector_compute", || {
                    "target(\"spirv.BufferSurfaceINTEL\", ...)".into()
                })?;
                self.out.capability(spirv::Capability::VectorComputeINTEL);
            }
            SpirvType::CooperativeMatrixKHR { component, .. } => {
                self.require_extension(super::matrix::COOPERATIVE_MATRIX_KHR, || {
                    "target(\"spirv.CooperativeMatrixKHR\", ...)".into()
                })?;
                self.out.capability(spirv::Capability::CooperativeMatrixKHR);
                // SPV_KHR_bfloat16 "Capabilities": BFloat16CooperativeMatrixKHR for a
                // cooperative matrix of bfloat16 components.
                if matches!(
                    self.type_key(*component),
                    Some(SpirvType::Float { encoding: Some(FPEncoding::BFloat16KHR), .. })
                ) {
                    self.out.capability(spirv::Capability::BFloat16CooperativeMatrixKHR);
                }
            }
            // SPV_INTEL_joint_matrix (legacy revision): JointMatrixINTEL, and the capability
            // of a Component Type Interpretation (`matrix.rs`, which reads its value).
            SpirvType::JointMatrixINTEL { .. } => {
                self.require_capability(spirv::Capability::JointMatrixINTEL, || {
                    "target(\"spirv.JointMatrixINTEL\", ...)".into()
                })?;
            }
            SpirvType::TaskSequenceINTEL => {
                self.require_extension(TASK_SEQUENCE, || "target(\"spirv.TaskSequenceINTEL\")".into())?;
                self.out.capability(spirv::Capability::TaskSequenceINTEL);
            }
            SpirvType::Matrix(..) | SpirvType::RuntimeArray(_) | SpirvType::Opaque(_) => {
                return Err(Error::UnsupportedType {
                    ty: format!("{:?}", key.opcode()),
                    reason: "a type only the reverse direction reads (Shader and opaque types)",
                })
            }
        }
        Ok(())
    }

    /// `OpTypeVoid`.
    pub(super) fn void_type(&mut self) -> Result<Word> {
        self.make_type(SpirvType::Void)
    }
    /// `OpTypeBool`.
    pub(super) fn bool_type(&mut self) -> Result<Word> {
        self.make_type(SpirvType::Bool)
    }
    /// `OpTypeInt bits 0`.
    pub(super) fn int_type(&mut self, bits: u32) -> Result<Word> {
        self.make_type(SpirvType::int(bits))
    }
    /// `OpTypeInt` of the pointer width (`size_t`).
    pub(super) fn size_type(&mut self) -> Result<Word> {
        self.int_type(if self.addressing64 { 64 } else { 32 })
    }
    /// `OpTypeVector elem n`.
    pub(super) fn vector_type(&mut self, elem: Word, n: u32) -> Result<Word> {
        self.make_type(SpirvType::Vector(elem, n))
    }
    /// `OpTypePointer sc pointee`.
    /// Without SPV_INTEL_usm_storage_classes, global_device and global_host are plain
    /// CrossWorkgroup (as in the Khronos translator).
    pub(super) fn pointer_type(&mut self, sc: spirv::StorageClass, pointee: Word) -> Result<Word> {
        let usm = matches!(sc, spirv::StorageClass::DeviceOnlyINTEL | spirv::StorageClass::HostOnlyINTEL);
        let sc = if usm && !self.options.allows("SPV_INTEL_usm_storage_classes") {
            spirv::StorageClass::CrossWorkgroup
        } else {
            sc
        };
        self.make_type(SpirvType::Pointer(sc, pointee))
    }
    /// The constant `OpTypeArray` length `n`: an integer of the address size (the Khronos
    /// translator's `size_t`: 64 bits under Physical64, else 32 bits when `n` fits).
    pub(super) fn array_length(&mut self, n: u64) -> Result<Word> {
        if self.addressing64 || n > u64::from(u32::MAX) {
            self.const_u64(n)
        } else {
            self.const_u32(n as u32)
        }
    }

    /// `OpTypeFunction ret params...`.
    pub(super) fn function_type(&mut self, ret: Word, params: Vec<Word>) -> Result<Word> {
        self.make_type(SpirvType::Function(ret, params))
    }

    /// Declares what allows an `OpTypeVector` of `n` components, a length other than 2, 3,
    /// 4, 8, 16: SPV_INTEL_vector_compute (capability `VectorAnyINTEL`) when allowed, as
    /// before SPV_EXT_long_vector existed (so `--spirv-ext=+all` keeps its output), else
    /// SPV_EXT_long_vector (capability `LongVectorEXT`; the extension requires SPIR-V 1.3,
    /// so only where `--spirv-max-version` reaches it). `ty` names the type in the error.
    ///
    /// Errors: [`Error::UnsupportedVectorLength`] when neither is allowed, or `n` is 0.
    fn declare_long_vector(&mut self, n: u32, ty: impl FnOnce() -> String) -> Result<()> {
        use super::vector_lengths::{LONG_VECTOR, VECTOR_COMPUTE};
        if n > 0 && self.options.allows(VECTOR_COMPUTE) {
            self.out.capability(spirv::Capability::VectorAnyINTEL);
            self.out.extension(VECTOR_COMPUTE);
        } else if n > 0 && self.options.allows(LONG_VECTOR) && self.options.max_version >= (1, 3) {
            self.out.require_version((1, 3));
            self.out.capability(spirv::Capability::LongVectorEXT);
            self.out.extension(LONG_VECTOR);
        } else {
            return Err(Error::UnsupportedVectorLength { ty: ty(), length: n });
        }
        Ok(())
    }

    /// The SPIR-V type of an LLVM type; pointers become `i8*` in their storage class.
    ///
    /// Integers of non-standard widths are legalized to a container width or kept
    /// under SPV_INTEL_arbitrary_precision_integers (see `legalize.rs`).
    ///
    /// Errors: [`Error::UnsupportedType`] for integer widths above 64 without the extension,
    /// float formats other than half/float/double, labels, tokens and metadata; [`Error::UnsupportedVectorLength`] for vector lengths
    /// other than 2/3/4/8/16 without SPV_EXT_long_vector or SPV_INTEL_vector_compute.
    pub(super) fn type_id(&mut self, ty: llvm::Type<'c>) -> Result<Word> {
        if let Some(&id) = self.llvm_types.get(&ty) {
            return Ok(id);
        }
        use llvm::TypeKind as K;
        let unsupported = |reason| Error::UnsupportedType { ty: ty.to_ir_string(), reason };
        let id = match ty.kind() {
            K::LLVMVoidTypeKind => self.void_type()?,
            K::LLVMIntegerTypeKind => match ty.int_width() {
                Some(1) => self.bool_type()?,
                Some(w @ (8 | 16 | 32 | 64)) => self.int_type(w)?,
                Some(w) if self.native_odd_ints() || (w == 4 && self.options.allows("SPV_INTEL_int4")) => {
                    self.int_type(w)?
                }
                Some(w) => match super::legalize::odd_width(w) {
                    Some(odd) => self.int_type(odd.container)?,
                    None => return Err(Error::UnsupportedIntegerWidth { width: w }),
                },
                None => return Err(unsupported("integer type without a width")),
            },
            K::LLVMHalfTypeKind => self.make_type(SpirvType::float(16))?,
            K::LLVMBFloatTypeKind => self.make_type(SpirvType::bfloat16())?,
            K::LLVMFloatTypeKind => self.make_type(SpirvType::float(32))?,
            K::LLVMDoubleTypeKind => self.make_type(SpirvType::float(64))?,
            K::LLVMVectorTypeKind => {
                let n = ty.vector_size().unwrap_or(0);
                if !super::vector_lengths::native_vector_length(n)
                    && (n == 0 || !super::vector_lengths::any_vector_length(self.options))
                {
                    return Err(Error::UnsupportedVectorLength { ty: ty.to_ir_string(), length: n });
                }
                let elem = ty.element_type().ok_or_else(|| unsupported("vector without element type"))?;
                if elem.kind() == K::LLVMPointerTypeKind {
                    // Spec 3.32.5 OpTypeVector: Component Type is a numerical or boolean scalar;
                    // SPV_INTEL_masked_gather_scatter adds physical pointers. Without it the
                    // vectors a function body holds were scalarized (vector_lengths.rs); those
                    // left (at a function's interface) are refused, in the Khronos
                    // translator's words.
                    self.require_extension(super::vector_lengths::MASKED_GATHER_SCATTER, || {
                        format!(
                            "NOTE: LLVM module contains vector of pointers, translation of which requires this extension ({})",
                            ty.to_ir_string()
                        )
                    })?;
                    self.out.capability(spirv::Capability::MaskedGatherScatterINTEL);
                }
                let e = self.type_id(elem)?;
                self.vector_type(e, n)?
            }
            K::LLVMArrayTypeKind => {
                // Spec 3.32.6 OpTypeArray: Length must be at least 1. A zero-length array (a
                // flexible trailing member, an empty initializer) becomes a one-element array, as
                // the Khronos translator writes it.
                let n = ty.array_length().unwrap_or(0).max(1);
                let elem = ty.element_type().ok_or_else(|| unsupported("array without element type"))?;
                let e = self.type_id(elem)?;
                let len = self.array_length(n)?;
                self.make_type(SpirvType::Array(e, len))?
            }
            K::LLVMStructTypeKind => {
                if ty.is_opaque_struct() {
                    return Err(unsupported("opaque structs without a body"));
                }
                let mut members = Vec::new();
                for f in ty.struct_fields() {
                    members.push(self.type_id(f)?);
                }
                let id = self.make_type(SpirvType::Struct {
                    members,
                    packed: ty.is_packed_struct(),
                    tag: ty.raw() as usize,
                })?;
                if let Some(name) = ty.struct_name() {
                    self.emit_name(id, &name)?;
                }
                id
            }
            K::LLVMPointerTypeKind => {
                let as_ = ty.pointer_address_space().unwrap_or(0);
                let sc = storage_class(as_, false)
                    .ok_or_else(|| unsupported("address space without a SPIR-V storage class"))?;
                let i8 = self.type_id(self.i8_ty)?;
                self.pointer_type(sc, i8)?
            }
            K::LLVMTargetExtTypeKind => self.target_ext_type(ty)?,
            K::LLVMFunctionTypeKind => {
                let ret = ty.return_type().ok_or_else(|| unsupported("function type without return type"))?;
                let r = self.type_id(ret)?;
                let mut ps = Vec::new();
                for p in ty.param_types() {
                    ps.push(self.type_id(p)?);
                }
                self.function_type(r, ps)?
            }
            // SPV_INTEL_token_type's OpTypeTokenINTEL (6113) is in no published grammar and
            // not implemented here.
            K::LLVMTokenTypeKind => {
                return Err(unsupported("no SPIR-V counterpart (SPV_INTEL_token_type is not implemented)"))
            }
            _ => return Err(unsupported("no SPIR-V counterpart")),
        };
        self.llvm_types.insert(ty, id);
        Ok(id)
    }

    /// The SPIR-V type of a pointer to `pointee` in `address_space` (inside a function).
    pub(super) fn pointer_to(
        &mut self,
        pointee: llvm::Type<'c>,
        address_space: u32,
        module_scope: bool,
    ) -> Result<Word> {
        let sc = storage_class(address_space, module_scope).ok_or_else(|| Error::UnsupportedType {
            ty: format!("ptr addrspace({address_space})"),
            reason: "address space without a SPIR-V storage class",
        })?;
        let p = self.type_id(pointee)?;
        self.pointer_type(sc, p)
    }

    /// OpenCL types as clang-19 spells them: `target("spirv.Image", void, dim, depth, arrayed, ms, sampled, format, access)` and friends.
    fn target_ext_type(&mut self, ty: llvm::Type<'c>) -> Result<Word> {
        let name = ty.target_ext_name().unwrap_or_default();
        let ints = ty.target_ext_int_params();
        let types = ty.target_ext_type_params();
        let unsupported = |reason| Error::UnsupportedType { ty: ty.to_ir_string(), reason };
        let image_key = |this: &mut Self| -> Result<SpirvType> {
            if ints.len() < 7 || types.len() != 1 {
                return Err(unsupported("spirv.Image needs a sampled type and 7 integer parameters"));
            }
            // The operands' ranges (SPIR-V spec 3.52.6 OpTypeImage): Dim, ImageFormat and
            // AccessQualifier enumerants; Depth and Sampled 0..=2; Arrayed and MS 0 or 1.
            let valid = spirv::Dim::from_u32(ints[0]).is_some()
                && ints[1] <= 2
                && ints[2] <= 1
                && ints[3] <= 1
                && ints[4] <= 2
                && spirv::ImageFormat::from_u32(ints[5]).is_some()
                && spirv::AccessQualifier::from_u32(ints[6]).is_some();
            if !valid {
                return Err(unsupported("spirv.Image parameter out of the range of its OpTypeImage operand"));
            }
            let sampled_type = this.type_id(types[0])?;
            Ok(SpirvType::Image {
                sampled_type,
                dim: ints[0],
                depth: ints[1],
                arrayed: ints[2],
                ms: ints[3],
                sampled: ints[4],
                format: ints[5],
                access: Some(ints[6]),
            })
        };
        use llvm_spirv_mangling::SpirvTypeName as N;
        match N::from_target_ext_name(&name) {
            Some(N::Image) => {
                let key = image_key(self)?;
                self.make_type(key)
            }
            Some(N::SampledImage) => {
                let key = image_key(self)?;
                let img = self.make_type(key)?;
                self.make_type(SpirvType::SampledImage(img))
            }
            Some(name @ (N::CooperativeMatrixKHR | N::JointMatrixINTEL)) => self.cooperative_matrix_type(ty, name),
            Some(N::Pipe) => {
                let access =
                    ints.first().copied().ok_or_else(|| unsupported("spirv.Pipe needs an access qualifier"))?;
                self.make_type(SpirvType::Pipe(access))
            }
            Some(N::BufferSurfaceINTEL) => {
                let access = ints
                    .first()
                    .copied()
                    .filter(|a| spirv::AccessQualifier::from_u32(*a).is_some())
                    .ok_or_else(|| unsupported("spirv.BufferSurfaceINTEL needs an access qualifier"))?;
                self.make_type(SpirvType::BufferSurface(access))
            }
            Some(other) => match SpirvType::parameterless_opaque(other) {
                Some(t) => self.make_type(t),
                None => Err(unsupported("unknown target extension type")),
            },
            None => Err(unsupported("unknown target extension type")),
        }
    }

    /// The key a type id was made from.
    pub(super) fn type_key(&self, id: Word) -> Option<&SpirvType> {
        self.type_defs.get(&id)
    }

    /// Storage class and pointee of a pointer type id.
    pub(super) fn pointer_parts(&self, id: Word) -> Option<(spirv::StorageClass, Word)> {
        match self.type_key(id)? {
            SpirvType::Pointer(sc, p) => Some((*sc, *p)),
            _ => None,
        }
    }

    /// The scalar component type and lane count of a scalar or vector type id.
    pub(super) fn scalar_and_lanes(&self, id: Word) -> (Word, u32) {
        match self.type_key(id) {
            Some(SpirvType::Vector(e, n)) => (*e, *n),
            _ => (id, 1),
        }
    }

    /// Bit width of an integer or float type id (scalar or vector component).
    pub(super) fn scalar_width(&self, id: Word) -> Option<u32> {
        let (s, _) = self.scalar_and_lanes(id);
        match self.type_key(s)? {
            SpirvType::Int { width, .. } | SpirvType::Float { width, .. } => Some(*width),
            SpirvType::Bool => Some(1),
            _ => None,
        }
    }
}
