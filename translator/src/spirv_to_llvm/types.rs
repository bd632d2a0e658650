//! SPIR-V types -> LLVM types, one cached definition per type id.
//!
//! The type model is the crate's [`SpirvType`] (shared with the forward direction, which
//! encodes what [`SpirvType::decode`] reads); the reader keeps each declared id's
//! [`SpirvType`] and the LLVM type made from it.
//!
//! Sources: SPIR-V 1.6 spec 3.52.6 "Type-Declaration Instructions"; the
//! the representation document's "Address spaces" table; clang-19's `target("spirv.*")` spelling of
//! OpenCL types (image parameters: sampled type, dim, depth, arrayed, MS,
//! sampled, format, access).

use super::{Error, Reader, Result};
use crate::llvm;
pub(super) use crate::spirv_type::SpirvType;
use llvm_spirv_mangling::SpirvTypeName;
use rspirv::dr;
use spirv::Word;

/// How deeply types may nest (arrays of structs of vectors ...) before the input is refused.
const MAX_TYPE_DEPTH: usize = 256;

impl SpirvType {
    /// The address space of the pointer standing for this OpenCL opaque type in the OpenCL
    /// target environments, as the Khronos translator's `getOCLOpaqueTypeAddrSpace` gives it:
    /// images, sampled images, pipes and buffer surfaces global (1), samplers constant (2), events, device
    /// events, queues and reserve ids private (0). `None` for the types that are not opaque
    /// OpenCL objects. The representation document's SPV-IR mangling (`PU3AS133__spirv_Image__...`) uses the
    /// same address spaces.
    pub(super) fn opaque_address_space(&self) -> Option<u32> {
        Some(match self {
            SpirvType::Image { .. }
            | SpirvType::SampledImage(_)
            | SpirvType::Pipe(_)
            | SpirvType::PipeStorage
            | SpirvType::BufferSurface(_) => 1,
            SpirvType::Sampler => 2,
            SpirvType::Event | SpirvType::DeviceEvent | SpirvType::Queue | SpirvType::ReserveId => 0,
            // Not an OpenCL C object; its mangled name (`PU3AS125__spirv_TaskSequenceINTEL`)
            // is global as the Khronos translator's.
            SpirvType::TaskSequenceINTEL => 1,
            _ => return None,
        })
    }
}

/// Address space of a storage class (the representation document's table; Input is 7 as in the Khronos translator).
pub(super) fn address_space(sc: spirv::StorageClass) -> Option<u32> {
    use spirv::StorageClass as S;
    match sc {
        S::Private => Some(0),
        S::Input => Some(7),
        // The representation document's table (0..=6), kept in the metadata crate.
        other => llvm_spirv_metadata::storage_class_to_addr_space(other),
    }
}

/// Type-widening capabilities a module declares (they precede its types).
#[derive(Clone, Copy, Default)]
pub(super) struct TypeCaps {
    /// VectorAnyINTEL (SPV_INTEL_vector_compute) or LongVectorEXT (SPV_EXT_long_vector):
    /// vectors of any component count.
    pub vector_any: bool,
    /// ArbitraryPrecisionIntegersINTEL (SPV_INTEL_arbitrary_precision_integers): OpTypeInt of
    /// any width; LLVM has `iN`, so widths up to 64 (one or two constant words) are read.
    pub arbitrary_int: bool,
    /// Int4TypeINTEL (SPV_INTEL_int4): OpTypeInt of width 4.
    pub int4: bool,
}

/// The widest LLVM integer type (`IntegerType::MAX_INT_BITS`).
const MAX_INT_WIDTH: u32 = (1 << 23) - 1;

/// The type an instruction declares, if it is a type declaration, under the capabilities
/// `caps` the module declared before it: the shared decoder ([`SpirvType::decode`]), then
/// the widths and counts this direction reads.
///
/// Errors: [`Error::InvalidOperands`] for a missing or malformed operand, a vector count
/// or matrix column count the spec does not allow; [`Error::UnsupportedOpcode`] for
/// integer and float widths LLVM or the declared capabilities do not give.
pub(super) fn describe(inst: &dr::Instruction, offset: usize, caps: TypeCaps) -> Result<Option<SpirvType>> {
    use spirv::Op as O;
    let bad = |reason| Error::InvalidOperands { offset, opcode: inst.class.opcode, reason };
    let Some(ty) = SpirvType::decode(inst).map_err(|e| bad(e.reason()))? else {
        // A core type declaration the decoder does not know (OpTypeNamedBarrier) is refused
        // where it is declared, naming it, rather than failing later at a use.
        let op = inst.class.opcode;
        if op != O::TypeForwardPointer && inst.class.opname.starts_with("Type") && inst.class.extensions.is_empty() {
            return Err(Error::UnsupportedOpcode { offset, opcode: op, reason: "a type with no LLVM form here" });
        }
        return Ok(None);
    };
    match ty {
        SpirvType::Int { width: w, .. }
            if !(matches!(w, 8 | 16 | 32 | 64)
                || (caps.arbitrary_int && (1..=MAX_INT_WIDTH).contains(&w))
                || (caps.int4 && w == 4)) =>
        {
            return Err(Error::UnsupportedOpcode {
                offset,
                opcode: O::TypeInt,
                reason: if caps.arbitrary_int {
                    "integer widths above LLVM's 2^23 - 1 (SPV_INTEL_arbitrary_precision_integers)"
                } else {
                    "integer widths other than 8, 16, 32, 64 (without ArbitraryPrecisionIntegersINTEL)"
                },
            });
        }
        // FP8 (SPV_EXT_float8) and FP4 (SPV_INTEL_float4) of their encodings' widths.
        SpirvType::Float {
            width: 8,
            encoding: Some(spirv::FPEncoding::Float8E4M3EXT | spirv::FPEncoding::Float8E5M2EXT),
        }
        | SpirvType::Float { width: 4, encoding: Some(spirv::FPEncoding::Float4E2M1INTEL) } => {}
        SpirvType::Float { width, .. } if !matches!(width, 16 | 32 | 64) => {
            return Err(Error::UnsupportedOpcode {
                offset,
                opcode: O::TypeFloat,
                reason: "float widths other than 16, 32, 64",
            });
        }
        // Capability VectorAnyINTEL (SPV_INTEL_vector_compute) or LongVectorEXT
        // (SPV_EXT_long_vector) allows any count.
        SpirvType::Vector(_, n) if !(matches!(n, 2 | 3 | 4 | 8 | 16) || (caps.vector_any && n >= 1)) => {
            return Err(bad(
                "vector component count must be 2, 3, 4, 8 or 16 (any with VectorAnyINTEL or LongVectorEXT)",
            ));
        }
        SpirvType::Matrix(_, n) if n < 2 => return Err(bad("a matrix has at least 2 columns")),
        _ => {}
    }
    Ok(Some(ty))
}

impl<'c> Reader<'c, '_> {
    /// The description of type `id`.
    pub(super) fn spv_type(&self, id: Word, offset: usize, opcode: spirv::Op) -> Result<&SpirvType> {
        self.spv_types.get(&id).ok_or(Error::InvalidId { offset, opcode, id })
    }

    /// The LLVM type of SPIR-V type `id` (pointers are opaque; cycles cannot arise).
    /// The LLVM name of OpTypeStruct `id`: its OpName, else `structtype` (LLVM numbers
    /// repeats: `structtype.0`, `structtype.1` ...), as in the Khronos translator.
    fn struct_name(&self, id: Word) -> String {
        self.names.get(&id).cloned().filter(|n| !n.is_empty()).unwrap_or_else(|| "structtype".to_string())
    }

    /// Makes the LLVM struct of every OpTypeStruct, bodies to come, in declaration order: the
    /// numbering of repeated names follows the module (as in the Khronos translator), not
    /// the order in which the structs are first used.
    pub(super) fn make_struct_shells(&mut self) {
        let ids: Vec<Word> = self
            .insts
            .iter()
            .filter(|it| it.inst.class.opcode == spirv::Op::TypeStruct)
            .filter_map(|it| it.inst.result_id)
            .filter(|id| !self.types.contains_key(id))
            .collect();
        for id in ids {
            let shell = llvm::Type::named_struct(self.ctx, &self.struct_name(id));
            self.struct_shells.insert(id, shell);
        }
    }

    pub(super) fn ty(&mut self, id: Word, offset: usize, opcode: spirv::Op) -> Result<llvm::Type<'c>> {
        if self.types_in_progress.contains(&id) {
            return Err(Error::InvalidOperands {
                offset,
                opcode,
                reason: "a type contains itself (only pointers may close a cycle)",
            });
        }
        if let Some(&t) = self.types.get(&id) {
            return Ok(t);
        }
        if self.types_in_progress.len() >= MAX_TYPE_DEPTH {
            return Err(Error::UnsupportedOpcode { offset, opcode, reason: "types nested deeper than 256 levels" });
        }
        self.types_in_progress.insert(id);
        let t = self.make_ty(id, offset, opcode);
        self.types_in_progress.remove(&id);
        t
    }

    fn make_ty(&mut self, id: Word, offset: usize, opcode: spirv::Op) -> Result<llvm::Type<'c>> {
        let desc = self.spv_type(id, offset, opcode)?.clone();
        let ctx = self.ctx;
        let unsupported = |reason| Error::UnsupportedOpcode { offset, opcode, reason };
        let t = match desc {
            SpirvType::Void => llvm::Type::void(ctx),
            SpirvType::Bool => llvm::Type::int_n::<1>(ctx),
            SpirvType::Int { width: w, .. } => llvm::Type::int(ctx, w)?,
            // SPV_KHR_bfloat16: `OpTypeFloat 16 BFloat16KHR` is LLVM's `bfloat`.
            SpirvType::Float { width: 16, encoding: Some(spirv::FPEncoding::BFloat16KHR) } => llvm::Type::bfloat(ctx),
            // FP8 and FP4 (SPV_EXT_float8, SPV_INTEL_float4) live in integers of their width
            // ("SPIR-V representation in LLVM IR for FP8, FP4 and Int4 datatypes").
            SpirvType::Float {
                width: w,
                encoding:
                    Some(
                        spirv::FPEncoding::Float8E4M3EXT
                        | spirv::FPEncoding::Float8E5M2EXT
                        | spirv::FPEncoding::Float4E2M1INTEL,
                    ),
            } => llvm::Type::int(ctx, w)?,
            SpirvType::Float { width: w, .. } => llvm::Type::float(ctx, w).ok_or_else(|| unsupported("float width"))?,
            SpirvType::Vector(e, n) => {
                let e = self.ty(e, offset, opcode)?;
                llvm::Type::vector(e, n)?
            }
            SpirvType::Matrix(col, n) => {
                let c = self.ty(col, offset, opcode)?;
                if c.vector_size().is_none() {
                    return Err(Error::InvalidOperands {
                        offset,
                        opcode,
                        reason: "a matrix column type must be a vector",
                    });
                }
                llvm::Type::array(c, n as u64)?
            }
            SpirvType::Array(e, len) => {
                let e = self.ty(e, offset, opcode)?;
                let n = self.constant_u64(len, offset, opcode)?;
                llvm::Type::array(e, n)?
            }
            SpirvType::RuntimeArray(e) => {
                let e = self.ty(e, offset, opcode)?;
                llvm::Type::array(e, 0)?
            }
            SpirvType::Struct { members, .. } => {
                let packed = self.decoration(id, spirv::Decoration::CPacked).is_some();
                let mut fields = Vec::with_capacity(members.len());
                let st = Some(match self.struct_shells.remove(&id) {
                    Some(shell) => shell,
                    None => llvm::Type::named_struct(ctx, &self.struct_name(id)),
                });
                for m in members {
                    fields.push(self.ty(m, offset, opcode)?);
                }
                match st {
                    Some(st) => {
                        st.set_struct_body(&fields, packed)?;
                        st
                    }
                    None => llvm::Type::literal_struct(ctx, &fields, packed)?,
                }
            }
            // Function pointers (SPV_INTEL_function_pointers): in the code section's address
            // space under `-spirv-emit-function-ptr-addr-space`, whatever the storage class.
            SpirvType::Pointer(sc, p)
                if sc == spirv::StorageClass::CodeSectionINTEL
                    || matches!(self.spv_types.get(&p), Some(SpirvType::Function(..))) =>
            {
                let as_ = if self.options.function_ptr_addr_space {
                    super::CODE_SECTION_ADDR_SPACE
                } else {
                    super::types::address_space(sc).unwrap_or(0)
                };
                llvm::Type::pointer(ctx, as_)?
            }
            SpirvType::Pointer(sc, _) => {
                let as_ = super::types::address_space(sc)
                    .ok_or_else(|| unsupported("storage class without an LLVM address space"))?;
                llvm::Type::pointer(ctx, as_)?
            }
            SpirvType::Function(ret, params) => {
                let r = self.ty(ret, offset, opcode)?;
                let mut ps = Vec::with_capacity(params.len());
                for p in params {
                    ps.push(self.ty(p, offset, opcode)?);
                }
                llvm::Type::function(r, &ps, false)?
            }
            ref opaque @ (SpirvType::Image { .. }
            | SpirvType::SampledImage(_)
            | SpirvType::Sampler
            | SpirvType::Event
            | SpirvType::DeviceEvent
            | SpirvType::ReserveId
            | SpirvType::Queue
            | SpirvType::Pipe(_)
            | SpirvType::PipeStorage
            | SpirvType::BufferSurface(_)) => self.opaque_ty(opaque, offset, opcode)?,
            SpirvType::Opaque(name) => llvm::Type::named_struct(ctx, &name),
            // Not an OpenCL C object: `target("spirv.TaskSequenceINTEL")` in every environment.
            SpirvType::TaskSequenceINTEL => {
                llvm::Type::target_ext(ctx, &SpirvTypeName::TaskSequenceINTEL.target_ext_name(), &[], &[])
            }
            ref matrix @ (SpirvType::CooperativeMatrixKHR { .. } | SpirvType::JointMatrixINTEL { .. }) => {
                self.cooperative_matrix_ty(matrix, offset, opcode)?
            }
        };
        self.types.insert(id, t);
        Ok(t)
    }

    /// The LLVM type of an OpenCL opaque SPIR-V type (image, sampled image, sampler, event,
    /// device event, queue, reserve id, pipe, pipe storage) under the target environment:
    /// in the OpenCL environments a pointer in the type's address space
    /// ([`SpirvType::opaque_address_space`]), as the Khronos translator gives OpenCL C its
    /// `%opencl.image2d_ro_t*` & co. (opaque pointers since LLVM 17); in SPV-IR the
    /// `target("spirv.*")` type spelling every operand of the SPIR-V type.
    fn opaque_ty(&mut self, desc: &SpirvType, offset: usize, opcode: spirv::Op) -> Result<llvm::Type<'c>> {
        let ctx = self.ctx;
        if self.options.target_env != super::TargetEnv::SpvIr {
            return Ok(llvm::Type::pointer(ctx, desc.opaque_address_space().unwrap_or(0))?);
        }
        let image = |this: &mut Self, img: &SpirvType, name: SpirvTypeName| -> Result<llvm::Type<'c>> {
            let SpirvType::Image { sampled_type, dim, depth, arrayed, ms, sampled, format, access } = *img else {
                return Err(Error::InvalidOperands { offset, opcode, reason: "OpTypeSampledImage of a non-image" });
            };
            let st = this.ty(sampled_type, offset, opcode)?;
            Ok(llvm::Type::target_ext(
                ctx,
                &name.target_ext_name(),
                &[st],
                &[dim, depth, arrayed, ms, sampled, format, access.unwrap_or(0)],
            ))
        };
        Ok(match desc {
            SpirvType::Image { .. } => image(self, desc, SpirvTypeName::Image)?,
            SpirvType::SampledImage(img) => {
                let img = self.spv_types.get(img).cloned().unwrap_or(SpirvType::Void);
                image(self, &img, SpirvTypeName::SampledImage)?
            }
            SpirvType::Pipe(a) => llvm::Type::target_ext(ctx, &SpirvTypeName::Pipe.target_ext_name(), &[], &[*a]),
            SpirvType::BufferSurface(a) => {
                llvm::Type::target_ext(ctx, &SpirvTypeName::BufferSurfaceINTEL.target_ext_name(), &[], &[*a])
            }
            other => {
                let name = other.opaque_base_name().map_or_else(|| "spirv.Opaque".to_string(), |n| n.target_ext_name());
                llvm::Type::target_ext(ctx, &name, &[], &[])
            }
        })
    }

    /// The pointee type id of pointer type `id`.
    pub(super) fn pointee(&self, id: Word) -> Option<(spirv::StorageClass, Word)> {
        match self.spv_types.get(&id)? {
            SpirvType::Pointer(sc, p) => Some((*sc, *p)),
            _ => None,
        }
    }

    /// The result type id of the instruction defining `id`.
    pub(super) fn type_of(&self, id: Word) -> Option<Word> {
        self.insts[*self.defs.get(&id)?].inst.result_type
    }
}
