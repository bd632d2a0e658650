//! The SPIR-V type model both directions share: one [`SpirvType`] variant per
//! `OpType*` instruction (SPIR-V spec, "Type-Declaration Instructions"), with its
//! encoding ([`SpirvType::opcode`], [`SpirvType::push_operands`]) for the forward emitter and
//! its decoding ([`SpirvType::decode`]) for the reverse reader, a pair whose
//! encode∘decode is the identity (tested below for every variant).
//!
//! Each direction keeps one cached definition per type: forward, `llvm_to_spirv/types.rs`
//! maps a type to its id and back (non-aggregate types are unique by opcode and operands,
//! SPIR-V spec 2.8 "Types", which [`SpirvType`] equality is); reverse,
//! `spirv_to_llvm/types.rs` maps each declared id to its type.
//!
//! Two fields are not operands of the instruction: a struct's `packed` (the `CPacked`
//! decoration, written beside the type) and `tag` (the forward direction's identity of
//! the LLVM struct it comes from, so distinct LLVM structs stay distinct SPIR-V types).
//! Decoding gives both their neutral values (`false`, 0).

use llvm_spirv_binary::stream::encode_string;
use llvm_spirv_mangling::SpirvTypeName;
use rspirv::dr;
use spirv::{FPEncoding, Op, StorageClass, Word};

/// A SPIR-V type: the opcode of its declaration and its operands (the result id aside).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum SpirvType {
    /// `OpTypeVoid`.
    Void,
    /// `OpTypeBool`.
    Bool,
    /// `OpTypeInt Width Signedness`; Kernel modules use signless integers (`signed: false`),
    /// which is all the forward direction writes.
    Int { width: u32, signed: bool },
    /// `OpTypeFloat Width [FP Encoding]`; `encoding` is `Some(BFloat16KHR)` for
    /// SPV_KHR_bfloat16's `bfloat`, `None` for IEEE 754 binary16/32/64.
    Float { width: u32, encoding: Option<FPEncoding> },
    /// `OpTypeVector`: component type and component count.
    Vector(Word, u32),
    /// `OpTypeMatrix`: column type and column count.
    Matrix(Word, u32),
    /// `OpTypeArray`: element type and the id of the length constant.
    Array(Word, Word),
    /// `OpTypeRuntimeArray`: element type.
    RuntimeArray(Word),
    /// `OpTypeStruct`: member types; `packed` is the `CPacked` decoration and `tag` the
    /// forward direction's identity of the LLVM struct (the LLVM type's address, 0 for
    /// structs the translator makes or the reverse reads); neither is an operand.
    Struct { members: Vec<Word>, packed: bool, tag: usize },
    /// `OpTypePointer`: storage class and pointee type.
    Pointer(StorageClass, Word),
    /// `OpTypeFunction`: return type and parameter types.
    Function(Word, Vec<Word>),
    /// `OpTypeImage`: the operands in order; `access` (the Access Qualifier) is optional
    /// in the instruction (Kernel modules write it).
    Image {
        sampled_type: Word,
        dim: u32,
        depth: u32,
        arrayed: u32,
        ms: u32,
        sampled: u32,
        format: u32,
        access: Option<u32>,
    },
    /// `OpTypeSampledImage`: the image type.
    SampledImage(Word),
    /// `OpTypeSampler`.
    Sampler,
    /// `OpTypeEvent`.
    Event,
    /// `OpTypeDeviceEvent`.
    DeviceEvent,
    /// `OpTypeReserveId`.
    ReserveId,
    /// `OpTypeQueue`.
    Queue,
    /// `OpTypePipe`: the access qualifier.
    Pipe(u32),
    /// `OpTypePipeStorage` (SPIR-V 1.1).
    PipeStorage,
    /// `OpTypeBufferSurfaceINTEL` (SPV_INTEL_vector_compute): the access qualifier.
    BufferSurface(u32),
    /// `OpTypeOpaque`: the type's name.
    Opaque(String),
    /// `OpTypeCooperativeMatrixKHR` (SPV_KHR_cooperative_matrix): the component type and
    /// the ids of the 32-bit integer constants giving its Scope, Rows, Columns and Use
    /// (`CooperativeMatrixUse`: 0 MatrixA, 1 MatrixB, 2 Accumulator).
    CooperativeMatrixKHR { component: Word, scope: Word, rows: Word, columns: Word, usage: Word },
    /// `OpTypeJointMatrixINTEL` (SPV_INTEL_joint_matrix, legacy revision, in the form the
    /// Khronos translator writes): the component type and the ids of the 32-bit integer
    /// constants giving Rows, Columns, Layout, Scope and the optional Use and Component
    /// Type Interpretation, in that order ([`JOINT_MATRIX_PARAMS`] of them).
    JointMatrixINTEL { component: Word, params: Vec<Word> },
    /// `OpTypeTaskSequenceINTEL` (SPV_INTEL_task_sequence): the handle of a task sequence.
    TaskSequenceINTEL,
}

/// How many integer parameters `OpTypeJointMatrixINTEL` has after its component type:
/// Rows, Columns, Layout, Scope, then optionally Use and Component Type Interpretation.
pub(crate) const JOINT_MATRIX_PARAMS: std::ops::RangeInclusive<usize> = 4..=6;

/// The two matrix types whose LLVM form is `target("spirv.{Name}", T, ints...)` with the
/// integer parameters in the order of the instruction's constant operands (the
/// representation both directions read: "SPIR-V representation in LLVM IR", "SPIR-V Types
/// Mapped to LLVM Types").
pub(crate) struct MatrixParts {
    /// `CooperativeMatrixKHR` or `JointMatrixINTEL`.
    pub(crate) name: SpirvTypeName,
    /// The component type id.
    pub(crate) component: Word,
    /// The ids of the integer constant operands, in operand (= parameter) order.
    pub(crate) params: Vec<Word>,
}

/// An `OpType*` instruction whose operands do not make a type: which operand is missing
/// or malformed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum TypeOperandError {
    /// An `<id>` operand is missing (or is not an id).
    MissingId,
    /// A literal number operand is missing.
    MissingLiteral,
    /// `OpTypePointer`'s Storage Class is missing.
    MissingStorageClass,
    /// `OpTypeFloat`'s FP Encoding is not an encoding of the grammar.
    UnknownEncoding,
}

impl TypeOperandError {
    /// The problem in words (for the reverse direction's located error).
    pub(crate) fn reason(self) -> &'static str {
        match self {
            TypeOperandError::MissingId => "missing id operand",
            TypeOperandError::MissingLiteral => "missing literal operand",
            TypeOperandError::MissingStorageClass => "missing storage class",
            TypeOperandError::UnknownEncoding => "unknown FP encoding",
        }
    }
}

impl SpirvType {
    /// The name of an OpenCL opaque type without its `OpType` prefix (`Image`, `Sampler`,
    /// `DeviceEvent`, ...): the base of its `target("spirv.*")` spelling and of its SPV-IR
    /// mangled name (`__spirv_Image`); `None` for other types.
    pub(crate) fn opaque_base_name(&self) -> Option<SpirvTypeName> {
        Some(match self {
            SpirvType::Image { .. } => SpirvTypeName::Image,
            SpirvType::SampledImage(_) => SpirvTypeName::SampledImage,
            SpirvType::Sampler => SpirvTypeName::Sampler,
            SpirvType::Event => SpirvTypeName::Event,
            SpirvType::DeviceEvent => SpirvTypeName::DeviceEvent,
            SpirvType::ReserveId => SpirvTypeName::ReserveId,
            SpirvType::Queue => SpirvTypeName::Queue,
            SpirvType::Pipe(_) => SpirvTypeName::Pipe,
            SpirvType::PipeStorage => SpirvTypeName::PipeStorage,
            SpirvType::TaskSequenceINTEL => SpirvTypeName::TaskSequenceINTEL,
            SpirvType::BufferSurface(_) => SpirvTypeName::BufferSurfaceINTEL,
            _ => return None,
        })
    }

    /// The opaque type named `name` when it has no operands (the inverse of
    /// [`SpirvType::opaque_base_name`] for those); `None` for images, sampled images and pipes.
    pub(crate) fn parameterless_opaque(name: SpirvTypeName) -> Option<SpirvType> {
        [
            SpirvType::Sampler,
            SpirvType::Event,
            SpirvType::DeviceEvent,
            SpirvType::ReserveId,
            SpirvType::Queue,
            SpirvType::PipeStorage,
            SpirvType::TaskSequenceINTEL,
        ]
        .into_iter()
        .find(|t| t.opaque_base_name() == Some(name))
    }

    /// The matrix type's name, component and parameter ids ([`MatrixParts`]); `None` for
    /// other types.
    pub(crate) fn matrix_parts(&self) -> Option<MatrixParts> {
        Some(match self {
            SpirvType::CooperativeMatrixKHR { component, scope, rows, columns, usage } => MatrixParts {
                name: SpirvTypeName::CooperativeMatrixKHR,
                component: *component,
                params: vec![*scope, *rows, *columns, *usage],
            },
            SpirvType::JointMatrixINTEL { component, params } => {
                MatrixParts { name: SpirvTypeName::JointMatrixINTEL, component: *component, params: params.clone() }
            }
            _ => return None,
        })
    }

    /// The matrix type `name` of `component` with parameter ids `params` (the inverse of
    /// [`SpirvType::matrix_parts`]); `None` for another name or a parameter count the type
    /// does not have (4 for a cooperative matrix, [`JOINT_MATRIX_PARAMS`] for a joint one).
    pub(crate) fn matrix(name: SpirvTypeName, component: Word, params: &[Word]) -> Option<SpirvType> {
        Some(match (name, params) {
            (SpirvTypeName::CooperativeMatrixKHR, &[scope, rows, columns, usage]) => {
                SpirvType::CooperativeMatrixKHR { component, scope, rows, columns, usage }
            }
            (SpirvTypeName::JointMatrixINTEL, _) if JOINT_MATRIX_PARAMS.contains(&params.len()) => {
                SpirvType::JointMatrixINTEL { component, params: params.to_vec() }
            }
            _ => return None,
        })
    }

    /// `OpTypeInt width 0`: a signless integer, as Kernel modules declare them.
    pub(crate) fn int(width: u32) -> SpirvType {
        SpirvType::Int { width, signed: false }
    }

    /// `OpTypeFloat width`: an IEEE 754 binary float.
    pub(crate) fn float(width: u32) -> SpirvType {
        SpirvType::Float { width, encoding: None }
    }

    /// `OpTypeFloat 16 BFloat16KHR` (SPV_KHR_bfloat16).
    pub(crate) fn bfloat16() -> SpirvType {
        SpirvType::Float { width: 16, encoding: Some(FPEncoding::BFloat16KHR) }
    }

    /// The opcode declaring this type.
    pub(crate) fn opcode(&self) -> Op {
        match self {
            SpirvType::Void => Op::TypeVoid,
            SpirvType::Bool => Op::TypeBool,
            SpirvType::Int { .. } => Op::TypeInt,
            SpirvType::Float { .. } => Op::TypeFloat,
            SpirvType::Vector(..) => Op::TypeVector,
            SpirvType::Matrix(..) => Op::TypeMatrix,
            SpirvType::Array(..) => Op::TypeArray,
            SpirvType::RuntimeArray(_) => Op::TypeRuntimeArray,
            SpirvType::Struct { .. } => Op::TypeStruct,
            SpirvType::Pointer(..) => Op::TypePointer,
            SpirvType::Function(..) => Op::TypeFunction,
            SpirvType::Image { .. } => Op::TypeImage,
            SpirvType::SampledImage(_) => Op::TypeSampledImage,
            SpirvType::Sampler => Op::TypeSampler,
            SpirvType::Event => Op::TypeEvent,
            SpirvType::DeviceEvent => Op::TypeDeviceEvent,
            SpirvType::ReserveId => Op::TypeReserveId,
            SpirvType::Queue => Op::TypeQueue,
            SpirvType::Pipe(_) => Op::TypePipe,
            SpirvType::PipeStorage => Op::TypePipeStorage,
            SpirvType::BufferSurface(_) => Op::TypeBufferSurfaceINTEL,
            SpirvType::Opaque(_) => Op::TypeOpaque,
            SpirvType::CooperativeMatrixKHR { .. } => Op::TypeCooperativeMatrixKHR,
            SpirvType::JointMatrixINTEL { .. } => Op::TypeJointMatrixINTEL,
            SpirvType::TaskSequenceINTEL => Op::TypeTaskSequenceINTEL,
        }
    }

    /// Appends the declaration's operand words after its result id to `out`.
    pub(crate) fn push_operands(&self, out: &mut Vec<Word>) {
        match self {
            SpirvType::Void
            | SpirvType::Bool
            | SpirvType::Sampler
            | SpirvType::Event
            | SpirvType::DeviceEvent
            | SpirvType::ReserveId
            | SpirvType::Queue
            | SpirvType::PipeStorage
            | SpirvType::TaskSequenceINTEL => {}
            SpirvType::Int { width, signed } => out.extend([*width, u32::from(*signed)]),
            SpirvType::Float { width, encoding } => {
                out.push(*width);
                out.extend(encoding.map(|e| e as u32));
            }
            SpirvType::Vector(e, n) | SpirvType::Matrix(e, n) => out.extend([*e, *n]),
            SpirvType::Array(e, len) => out.extend([*e, *len]),
            SpirvType::RuntimeArray(e)
            | SpirvType::SampledImage(e)
            | SpirvType::Pipe(e)
            | SpirvType::BufferSurface(e) => out.push(*e),
            SpirvType::Struct { members, .. } => out.extend_from_slice(members),
            SpirvType::Pointer(sc, pointee) => out.extend([*sc as u32, *pointee]),
            SpirvType::Function(ret, params) => {
                out.push(*ret);
                out.extend_from_slice(params);
            }
            SpirvType::Image { sampled_type, dim, depth, arrayed, ms, sampled, format, access } => {
                out.extend([*sampled_type, *dim, *depth, *arrayed, *ms, *sampled, *format]);
                out.extend(*access);
            }
            SpirvType::Opaque(name) => encode_string(name.as_bytes(), out),
            SpirvType::CooperativeMatrixKHR { component, scope, rows, columns, usage } => {
                out.extend([*component, *scope, *rows, *columns, *usage])
            }
            SpirvType::JointMatrixINTEL { component, params } => {
                out.push(*component);
                out.extend_from_slice(params);
            }
        }
    }

    /// The type an instruction declares: `Ok(None)` for an instruction that declares no
    /// type (any other opcode, and `OpTypeForwardPointer`, which only announces a
    /// pointer's storage class). Range checks (which widths and counts a direction
    /// supports) are the caller's.
    ///
    /// Errors: [`TypeOperandError`] naming the operand that is missing or malformed.
    pub(crate) fn decode(inst: &dr::Instruction) -> Result<Option<SpirvType>, TypeOperandError> {
        let ops = &inst.operands;
        let id = |i: usize| match ops.get(i) {
            // OpTypeCooperativeMatrixKHR's Scope is an `<id>` of kind IdScope.
            Some(dr::Operand::IdRef(id) | dr::Operand::IdScope(id)) => Ok(*id),
            _ => Err(TypeOperandError::MissingId),
        };
        let ids = |from: usize| (from..ops.len()).map(id).collect::<Result<Vec<_>, _>>();
        let lit = |i: usize| ops.get(i).and_then(literal).ok_or(TypeOperandError::MissingLiteral);
        Ok(Some(match inst.class.opcode {
            Op::TypeVoid => SpirvType::Void,
            Op::TypeBool => SpirvType::Bool,
            Op::TypeInt => SpirvType::Int { width: lit(0)?, signed: lit(1)? != 0 },
            Op::TypeFloat => SpirvType::Float { width: lit(0)?, encoding: ops.get(1).map(encoding).transpose()? },
            Op::TypeVector => SpirvType::Vector(id(0)?, lit(1)?),
            Op::TypeMatrix => SpirvType::Matrix(id(0)?, lit(1)?),
            Op::TypeArray => SpirvType::Array(id(0)?, id(1)?),
            Op::TypeRuntimeArray => SpirvType::RuntimeArray(id(0)?),
            Op::TypeStruct => SpirvType::Struct { members: ids(0)?, packed: false, tag: 0 },
            Op::TypePointer => match ops.first() {
                Some(dr::Operand::StorageClass(sc)) => SpirvType::Pointer(*sc, id(1)?),
                _ => return Err(TypeOperandError::MissingStorageClass),
            },
            Op::TypeFunction => SpirvType::Function(id(0)?, ids(1)?),
            Op::TypeImage => SpirvType::Image {
                sampled_type: id(0)?,
                dim: lit(1)?,
                depth: lit(2)?,
                arrayed: lit(3)?,
                ms: lit(4)?,
                sampled: lit(5)?,
                format: lit(6)?,
                access: ops.get(7).and_then(literal),
            },
            Op::TypeSampledImage => SpirvType::SampledImage(id(0)?),
            Op::TypeSampler => SpirvType::Sampler,
            Op::TypeEvent => SpirvType::Event,
            Op::TypeDeviceEvent => SpirvType::DeviceEvent,
            Op::TypeReserveId => SpirvType::ReserveId,
            Op::TypeQueue => SpirvType::Queue,
            Op::TypePipe => SpirvType::Pipe(lit(0)?),
            Op::TypePipeStorage => SpirvType::PipeStorage,
            Op::TypeTaskSequenceINTEL => SpirvType::TaskSequenceINTEL,
            Op::TypeBufferSurfaceINTEL => SpirvType::BufferSurface(lit(0)?),
            Op::TypeOpaque => SpirvType::Opaque(match ops.first() {
                Some(dr::Operand::LiteralString(s)) => s.clone(),
                _ => String::new(),
            }),
            Op::TypeCooperativeMatrixKHR => SpirvType::CooperativeMatrixKHR {
                component: id(0)?,
                scope: id(1)?,
                rows: id(2)?,
                columns: id(3)?,
                usage: id(4)?,
            },
            Op::TypeJointMatrixINTEL => {
                let params = ids(1)?;
                if params.len() < *JOINT_MATRIX_PARAMS.start() {
                    return Err(TypeOperandError::MissingId);
                }
                SpirvType::JointMatrixINTEL { component: id(0)?, params }
            }
            _ => return Ok(None),
        }))
    }
}

/// A literal number or enumerant operand of a type declaration as its word.
fn literal(o: &dr::Operand) -> Option<u32> {
    Some(match o {
        dr::Operand::LiteralBit32(v) => *v,
        dr::Operand::Dim(v) => *v as u32,
        dr::Operand::ImageFormat(v) => *v as u32,
        dr::Operand::AccessQualifier(v) => *v as u32,
        _ => return None,
    })
}

/// `OpTypeFloat`'s FP Encoding operand.
fn encoding(o: &dr::Operand) -> Result<FPEncoding, TypeOperandError> {
    match o {
        dr::Operand::FPEncoding(e) => Ok(*e),
        dr::Operand::LiteralBit32(v) => FPEncoding::from_u32(*v).ok_or(TypeOperandError::UnknownEncoding),
        _ => Err(TypeOperandError::UnknownEncoding),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every opaque type name reads back: parameterless ones to their type, the others
    /// (`Image`, `SampledImage`, `Pipe`) only from a type with operands.
    #[test]
    fn opaque_names_read_both_ways() {
        for (name, _) in SpirvTypeName::ALL {
            match SpirvType::parameterless_opaque(name) {
                Some(t) => assert_eq!(t.opaque_base_name(), Some(name)),
                None => {
                    assert!(matches!(
                        name,
                        SpirvTypeName::Image
                            | SpirvTypeName::SampledImage
                            | SpirvTypeName::Pipe
                            | SpirvTypeName::CooperativeMatrixKHR
                            | SpirvTypeName::JointMatrixINTEL
                            | SpirvTypeName::BufferSurfaceINTEL
                    ))
                }
            }
        }
        assert_eq!(SpirvType::Pipe(1).opaque_base_name(), Some(SpirvTypeName::Pipe));
        assert_eq!(SpirvType::BufferSurface(2).opaque_base_name(), Some(SpirvTypeName::BufferSurfaceINTEL));
        assert_eq!(SpirvType::SampledImage(3).opaque_base_name(), Some(SpirvTypeName::SampledImage));
        assert_eq!(SpirvType::Bool.opaque_base_name(), None);
    }

    /// One value of every variant, with operands that tell the fields apart.
    fn every_variant() -> Vec<SpirvType> {
        use SpirvType as T;
        vec![
            T::Void,
            T::Bool,
            T::int(32),
            T::Int { width: 64, signed: true },
            T::float(16),
            T::bfloat16(),
            T::Vector(5, 4),
            T::Matrix(6, 3),
            T::Array(7, 8),
            T::RuntimeArray(9),
            T::Struct { members: vec![], packed: false, tag: 0 },
            T::Struct { members: vec![10, 11, 10], packed: false, tag: 0 },
            T::Pointer(StorageClass::CrossWorkgroup, 12),
            T::Pointer(StorageClass::Generic, 13),
            T::Function(14, vec![]),
            T::Function(15, vec![16, 17]),
            T::Image { sampled_type: 18, dim: 1, depth: 2, arrayed: 1, ms: 0, sampled: 0, format: 0, access: Some(2) },
            T::Image { sampled_type: 19, dim: 5, depth: 0, arrayed: 0, ms: 1, sampled: 2, format: 1, access: None },
            T::SampledImage(20),
            T::Sampler,
            T::Event,
            T::DeviceEvent,
            T::ReserveId,
            T::Queue,
            T::Pipe(1),
            T::PipeStorage,
            T::BufferSurface(2),
            T::Opaque("opencl.foo".into()),
            T::Opaque("four".into()),
            T::Opaque(String::new()),
            T::CooperativeMatrixKHR { component: 21, scope: 22, rows: 23, columns: 24, usage: 25 },
            T::JointMatrixINTEL { component: 26, params: vec![27, 28, 29, 30] },
            T::JointMatrixINTEL { component: 31, params: vec![32, 33, 34, 35, 36, 37] },
            T::TaskSequenceINTEL,
        ]
    }

    /// The instruction words declaring `ty` as id 100.
    fn instruction(ty: &SpirvType) -> Vec<u32> {
        let mut words = vec![0, 100];
        ty.push_operands(&mut words);
        words[0] = (words.len() as u32) << 16 | ty.opcode() as u32;
        words
    }

    #[test]
    fn encode_then_decode_is_the_identity() {
        let all = every_variant();
        // Every variant is covered: the opcodes of `every_variant` are all of them.
        let opcodes: std::collections::BTreeSet<u32> = all.iter().map(|t| t.opcode() as u32).collect();
        assert_eq!(opcodes.len(), 25);
        for ty in all {
            let words = instruction(&ty);
            let inst = llvm_spirv_binary::decode_one(&words).unwrap();
            assert_eq!(inst.class.opcode, ty.opcode());
            assert_eq!(inst.result_id, Some(100));
            assert_eq!(SpirvType::decode(&inst), Ok(Some(ty.clone())), "{words:?}");
        }
    }

    #[test]
    fn forward_words_are_the_spec_layout() {
        assert_eq!(instruction(&SpirvType::int(8)), [4 << 16 | Op::TypeInt as u32, 100, 8, 0]);
        assert_eq!(instruction(&SpirvType::bfloat16()), [4 << 16 | Op::TypeFloat as u32, 100, 16, 0]);
        assert_eq!(instruction(&SpirvType::float(32)), [3 << 16 | Op::TypeFloat as u32, 100, 32]);
        assert_eq!(
            instruction(&SpirvType::Opaque("abcd".into())),
            [4 << 16 | Op::TypeOpaque as u32, 100, 0x6463_6261, 0]
        );
        // Neither the CPacked decoration nor the identity tag is an operand.
        let packed = SpirvType::Struct { members: vec![1, 2], packed: true, tag: 77 };
        assert_eq!(instruction(&packed), [4 << 16 | Op::TypeStruct as u32, 100, 1, 2]);
        let inst = llvm_spirv_binary::decode_one(&instruction(&packed)).unwrap();
        assert_eq!(
            SpirvType::decode(&inst),
            Ok(Some(SpirvType::Struct { members: vec![1, 2], packed: false, tag: 0 }))
        );
    }

    /// The matrix types read both ways through their parts: the parameter ids in operand
    /// order, and only the parameter counts each type has.
    #[test]
    fn matrix_parts_read_both_ways() {
        for t in every_variant() {
            if let Some(p) = t.matrix_parts() {
                assert_eq!(SpirvType::matrix(p.name, p.component, &p.params), Some(t.clone()));
            }
        }
        let khr = SpirvType::CooperativeMatrixKHR { component: 1, scope: 2, rows: 3, columns: 4, usage: 5 };
        assert_eq!(khr.matrix_parts().map(|p| p.params), Some(vec![2, 3, 4, 5]));
        assert_eq!(SpirvType::matrix(SpirvTypeName::CooperativeMatrixKHR, 1, &[2, 3, 4]), None);
        assert_eq!(SpirvType::matrix(SpirvTypeName::JointMatrixINTEL, 1, &[2, 3, 4]), None);
        assert_eq!(SpirvType::matrix(SpirvTypeName::JointMatrixINTEL, 1, &[2, 3, 4, 5, 6, 7, 8]), None);
        assert_eq!(SpirvType::matrix(SpirvTypeName::Image, 1, &[2, 3, 4, 5]), None);
        assert!(SpirvType::Bool.matrix_parts().is_none());
        // An OpTypeJointMatrixINTEL without Scope is malformed.
        let mut inst = llvm_spirv_binary::decode_one(&instruction(&SpirvType::JointMatrixINTEL {
            component: 1,
            params: vec![2, 3, 4, 5],
        }))
        .unwrap();
        inst.operands.truncate(4);
        assert_eq!(SpirvType::decode(&inst), Err(TypeOperandError::MissingId));
    }

    #[test]
    fn non_type_instructions_decode_to_none() {
        // OpTypeForwardPointer %p CrossWorkgroup; OpNop.
        let fwd = [3 << 16 | Op::TypeForwardPointer as u32, 7, StorageClass::CrossWorkgroup as u32];
        let inst = llvm_spirv_binary::decode_one(&fwd).unwrap();
        assert_eq!(SpirvType::decode(&inst), Ok(None));
        let inst = llvm_spirv_binary::decode_one(&[1 << 16 | Op::Nop as u32]).unwrap();
        assert_eq!(SpirvType::decode(&inst), Ok(None));
    }

    #[test]
    fn missing_operands_are_named() {
        let mut inst = llvm_spirv_binary::decode_one(&instruction(&SpirvType::Vector(5, 4))).unwrap();
        inst.operands.truncate(1);
        assert_eq!(SpirvType::decode(&inst), Err(TypeOperandError::MissingLiteral));
        inst.operands.clear();
        assert_eq!(SpirvType::decode(&inst), Err(TypeOperandError::MissingId));
        let mut ptr =
            llvm_spirv_binary::decode_one(&instruction(&SpirvType::Pointer(StorageClass::Function, 3))).unwrap();
        ptr.operands.remove(0);
        assert_eq!(SpirvType::decode(&ptr), Err(TypeOperandError::MissingStorageClass));
    }
}
