//! OpenCL C builtin <-> SPIR-V instruction correspondences read by both directions
//! (forward: clang's call -> instruction; reverse: instruction -> the OpenCL C call
//! for the CL1.2 / CL2.0 target environments).
//!
//! Sources: OpenCL C 3.0 spec 6.15.17 "Pipe Functions" (and clang's `__read_pipe_2`
//! ... lowering of them), 6.15.16 "Enqueuing Kernels" / "Event Functions"; SPIR-V 1.6
//! spec 3.52.23 "Pipe Instructions" and "Device-Side Enqueue Instructions".

use spirv::{AccessQualifier, Op, Scope};

/// (Dim, Depth, Arrayed, MS) of an OpenCL image type (SPIR-V spec 3.8, 3.52.6 OpTypeImage).
pub(crate) fn image_shape(kind: llvm_spirv_mangling::ImageKind) -> (spirv::Dim, u32, u32, u32) {
    use llvm_spirv_mangling::ImageKind as K;
    use spirv::Dim as D;
    match kind {
        K::Image1d => (D::Dim1D, 0, 0, 0),
        K::Image1dArray => (D::Dim1D, 0, 1, 0),
        K::Image1dBuffer => (D::DimBuffer, 0, 0, 0),
        K::Image2d => (D::Dim2D, 0, 0, 0),
        K::Image2dArray => (D::Dim2D, 0, 1, 0),
        K::Image2dDepth => (D::Dim2D, 1, 0, 0),
        K::Image2dArrayDepth => (D::Dim2D, 1, 1, 0),
        K::Image2dMsaa => (D::Dim2D, 0, 0, 1),
        K::Image2dArrayMsaa => (D::Dim2D, 0, 1, 1),
        K::Image2dMsaaDepth => (D::Dim2D, 1, 0, 1),
        K::Image2dArrayMsaaDepth => (D::Dim2D, 1, 1, 1),
        K::Image3d => (D::Dim3D, 0, 0, 0),
    }
}

/// The OpenCL image type of an OpTypeImage's (Dim, Depth, Arrayed, MS), the inverse of
/// [`image_shape`]; `None` for shapes OpenCL C has no image type for (Cube, Rect, ...).
pub(crate) fn image_kind_of_shape(
    dim: u32,
    depth: u32,
    arrayed: u32,
    ms: u32,
) -> Option<llvm_spirv_mangling::ImageKind> {
    let shape = (dim, u32::from(depth != 0), u32::from(arrayed != 0), u32::from(ms != 0));
    llvm_spirv_mangling::ImageKind::ALL.iter().copied().find(|&k| {
        let (d, de, ar, ms) = image_shape(k);
        (d as u32, de, ar, ms) == shape
    })
}

/// The OpenCL C access of an image whose OpTypeImage has access qualifier `q` (SPIR-V spec
/// "Access Qualifier"; OpenCL C 3.0 "Access Qualifiers"); an image without one
/// (`None`) is `read_only`, the OpenCL C default.
pub(crate) fn image_access(q: Option<AccessQualifier>) -> llvm_spirv_mangling::Access {
    use llvm_spirv_mangling::Access as A;
    match q {
        None | Some(AccessQualifier::ReadOnly) => A::ReadOnly,
        Some(AccessQualifier::WriteOnly) => A::WriteOnly,
        Some(AccessQualifier::ReadWrite) => A::ReadWrite,
    }
}

/// The access qualifier operand of the OpTypeImage of an OpenCL C image access (the inverse
/// of [`image_access`]).
pub(crate) fn access_qualifier(a: llvm_spirv_mangling::Access) -> AccessQualifier {
    use llvm_spirv_mangling::Access as A;
    match a {
        A::ReadOnly => AccessQualifier::ReadOnly,
        A::WriteOnly => AccessQualifier::WriteOnly,
        A::ReadWrite => AccessQualifier::ReadWrite,
    }
}

/// OpenCL C object types (OpenCL C 3.0 "Other Built-in Data Types") and the SPIR-V
/// opaque types that stand for them ("SPIR-V representation in LLVM IR", "SPIR-V Types
/// Mapped to LLVM Types"; SPIR-V spec "Type-Declaration Instructions"), read both ways. Images carry operands and are matched by kind
/// ([`image_shape`]); Intel AVC types have no core SPIR-V type.
const OBJECT_TYPES: [(llvm_spirv_mangling::OclType, llvm_spirv_mangling::SpirvTypeName); 5] = {
    use llvm_spirv_mangling::{OclType as O, SpirvTypeName as N};
    [
        (O::Sampler, N::Sampler),
        (O::Event, N::Event),
        (O::ClkEvent, N::DeviceEvent),
        (O::Queue, N::Queue),
        (O::ReserveId, N::ReserveId),
    ]
};

/// The SPIR-V opaque type of an OpenCL C object type without operands (not an image);
/// `None` for images and Intel AVC types.
pub(crate) fn object_spirv_type(o: llvm_spirv_mangling::OclType) -> Option<llvm_spirv_mangling::SpirvTypeName> {
    OBJECT_TYPES.iter().find(|(t, _)| *t == o).map(|&(_, n)| n)
}

/// The OpenCL C object type of a SPIR-V opaque type without operands (the inverse of
/// [`object_spirv_type`]); `None` for images, pipes, sampled images and pipe storage.
pub(crate) fn object_of_spirv_type(n: llvm_spirv_mangling::SpirvTypeName) -> Option<llvm_spirv_mangling::OclType> {
    OBJECT_TYPES.iter().find(|(_, t)| *t == n).map(|&(o, _)| o)
}

/// How an OpenCL C work-item function reads its BuiltIn variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WorkItemShape {
    /// `size_t f(uint dimindx)`: component `dimindx` of a 3-component variable, and
    /// `out_of_range` for `dimindx` >= 3 (OpenCL C 3.0 6.15.1 "Work-Item Functions").
    Indexed {
        /// The value for a dimension index out of range: 1 for sizes, 0 for ids and offsets.
        out_of_range: u64,
    },
    /// `T f(void)`: the scalar variable.
    Scalar,
    /// `uint4 get_sub_group_<x>_mask(void)` (`cl_khr_subgroup_ballot`): the whole `uint4`
    /// variable; SPIR-V 1.3 with capability GroupNonUniformBallot.
    BallotMask,
}

/// An OpenCL C work-item function and the BuiltIn variable it reads (SPIR-V spec "BuiltIn";
/// OpenCL SPIR-V Environment spec "Built-in Variables").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct WorkItemFunction {
    /// The OpenCL C name, e.g. `get_global_id`.
    pub(crate) name: &'static str,
    /// The BuiltIn decoration of the variable.
    pub(crate) builtin: spirv::BuiltIn,
    /// How the function reads the variable.
    pub(crate) shape: WorkItemShape,
}

/// Every work-item function (OpenCL C 3.0 "Work-Item Functions" and "Sub-group Functions",
/// `cl_khr_subgroup_ballot`), read forward by name and reverse by BuiltIn.
const WORK_ITEM_FUNCTIONS: [WorkItemFunction; 22] = {
    use spirv::BuiltIn as B;
    use WorkItemShape::{BallotMask, Indexed, Scalar};
    const fn f(name: &'static str, builtin: B, shape: WorkItemShape) -> WorkItemFunction {
        WorkItemFunction { name, builtin, shape }
    }
    [
        f("get_global_id", B::GlobalInvocationId, Indexed { out_of_range: 0 }),
        f("get_local_id", B::LocalInvocationId, Indexed { out_of_range: 0 }),
        f("get_group_id", B::WorkgroupId, Indexed { out_of_range: 0 }),
        f("get_global_size", B::GlobalSize, Indexed { out_of_range: 1 }),
        f("get_local_size", B::WorkgroupSize, Indexed { out_of_range: 1 }),
        f("get_num_groups", B::NumWorkgroups, Indexed { out_of_range: 1 }),
        f("get_global_offset", B::GlobalOffset, Indexed { out_of_range: 0 }),
        f("get_enqueued_local_size", B::EnqueuedWorkgroupSize, Indexed { out_of_range: 1 }),
        f("get_work_dim", B::WorkDim, Scalar),
        f("get_global_linear_id", B::GlobalLinearId, Scalar),
        f("get_local_linear_id", B::LocalInvocationIndex, Scalar),
        f("get_sub_group_size", B::SubgroupSize, Scalar),
        f("get_max_sub_group_size", B::SubgroupMaxSize, Scalar),
        f("get_num_sub_groups", B::NumSubgroups, Scalar),
        f("get_enqueued_num_sub_groups", B::NumEnqueuedSubgroups, Scalar),
        f("get_sub_group_id", B::SubgroupId, Scalar),
        f("get_sub_group_local_id", B::SubgroupLocalInvocationId, Scalar),
        f("get_sub_group_eq_mask", B::SubgroupEqMask, BallotMask),
        f("get_sub_group_ge_mask", B::SubgroupGeMask, BallotMask),
        f("get_sub_group_gt_mask", B::SubgroupGtMask, BallotMask),
        f("get_sub_group_le_mask", B::SubgroupLeMask, BallotMask),
        f("get_sub_group_lt_mask", B::SubgroupLtMask, BallotMask),
    ]
};

/// The work-item function named `name` (demangled).
pub(crate) fn work_item_by_name(name: &str) -> Option<WorkItemFunction> {
    WORK_ITEM_FUNCTIONS.iter().find(|w| w.name == name).copied()
}

/// The work-item function that reads BuiltIn `builtin`.
pub(crate) fn work_item_by_builtin(builtin: spirv::BuiltIn) -> Option<WorkItemFunction> {
    WORK_ITEM_FUNCTIONS.iter().find(|w| w.builtin == builtin).copied()
}

/// OpenCL C functions whose `OpenCL.std` extended instruction depends on the kind of the
/// first argument: (OpenCL C name, signed integer, unsigned integer, floating point).
/// OpenCL C 3.0 "Integer Functions" / "Common Functions"; the OpenCL Extended Instruction
/// Set specification, "Integer instructions" and "Common instructions".
const BY_ARG_KIND: [(&str, &str, &str, Option<&str>); 15] = [
    ("abs", "s_abs", "u_abs", None),
    ("abs_diff", "s_abs_diff", "u_abs_diff", None),
    ("add_sat", "s_add_sat", "u_add_sat", None),
    ("sub_sat", "s_sub_sat", "u_sub_sat", None),
    ("hadd", "s_hadd", "u_hadd", None),
    ("rhadd", "s_rhadd", "u_rhadd", None),
    ("mad_hi", "s_mad_hi", "u_mad_hi", None),
    ("mad_sat", "s_mad_sat", "u_mad_sat", None),
    ("mul_hi", "s_mul_hi", "u_mul_hi", None),
    ("mad24", "s_mad24", "u_mad24", None),
    ("mul24", "s_mul24", "u_mul24", None),
    ("upsample", "s_upsample", "u_upsample", None),
    ("clamp", "s_clamp", "u_clamp", Some("fclamp")),
    ("max", "s_max", "u_max", Some("fmax_common")),
    ("min", "s_min", "u_min", Some("fmin_common")),
];

/// The kind of a builtin's first argument that selects its extended instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ArgKind {
    /// A signed integer (or an argument of no other kind).
    Signed = 0,
    /// An unsigned integer.
    Unsigned = 1,
    /// A floating-point value.
    Float = 2,
}

/// The `OpenCL.std` instruction of OpenCL C function `name` on a first argument of `kind`;
/// `None` when `name` is not one whose instruction depends on the argument kind.
pub(crate) fn ext_inst_by_arg_kind(name: &str, kind: ArgKind) -> Option<&'static str> {
    let &(_, s, u, f) = BY_ARG_KIND.iter().find(|(n, ..)| *n == name)?;
    Some(match kind {
        ArgKind::Signed => s,
        ArgKind::Unsigned => u,
        ArgKind::Float => f.unwrap_or(s),
    })
}

/// The OpenCL C function of `OpenCL.std` instruction `ext` when its name differs (the
/// inverse of [`ext_inst_by_arg_kind`]), and whether its integer operands are unsigned.
pub(crate) fn opencl_name_of_ext_inst(ext: &str) -> Option<(&'static str, bool)> {
    BY_ARG_KIND.iter().find_map(|&(n, s, u, f)| {
        if ext == s || f == Some(ext) {
            Some((n, false))
        } else if ext == u {
            Some((n, true))
        } else {
            None
        }
    })
}

/// OpenCL C relational functions that are one core instruction (OpenCL C 3.0 6.15.6
/// "Relational Functions"; SPIR-V spec "Relational and Logical Instructions"), read forward
/// by name and reverse by opcode.
const RELATIONAL: [(&str, Op); 14] = [
    ("isnan", Op::IsNan),
    ("isinf", Op::IsInf),
    ("isfinite", Op::IsFinite),
    ("isnormal", Op::IsNormal),
    ("signbit", Op::SignBitSet),
    ("isequal", Op::FOrdEqual),
    ("isnotequal", Op::FUnordNotEqual),
    ("isgreater", Op::FOrdGreaterThan),
    ("isgreaterequal", Op::FOrdGreaterThanEqual),
    ("isless", Op::FOrdLessThan),
    ("islessequal", Op::FOrdLessThanEqual),
    ("islessgreater", Op::FOrdNotEqual),
    ("isordered", Op::Ordered),
    ("isunordered", Op::Unordered),
];

/// The instruction of relational function `name`.
pub(crate) fn relational_op(name: &str) -> Option<Op> {
    RELATIONAL.iter().find(|(n, _)| *n == name).map(|&(_, op)| op)
}

/// The relational function of instruction `op` (the inverse of [`relational_op`]).
pub(crate) fn relational_name(op: Op) -> Option<&'static str> {
    RELATIONAL.iter().find(|(_, o)| *o == op).map(|&(n, _)| n)
}

/// The arithmetic of a work-group / sub-group collective function: its name part
/// (`work_group_reduce_<name>`, `sub_group_non_uniform_scan_inclusive_<name>`, ...) and the
/// instructions for a signed integer, unsigned integer and floating-point argument, in
/// the uniform (`OpGroup*`) and non-uniform (`OpGroupNonUniform*`) spellings; `None` where
/// OpenCL C has no such function (bitwise and logical operations on floats).
///
/// Sources: OpenCL C 3.0 "Work-group Collective Functions", "Subgroup
/// Functions" and the extensions `cl_khr_subgroup_non_uniform_arithmetic`,
/// `cl_khr_subgroup_clustered_reduce`, `cl_khr_work_group_uniform_arithmetic`; SPIR-V spec
/// "Group and Subgroup Instructions", "Non-Uniform Instructions" and
/// SPV_KHR_uniform_group_instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CollectiveArithmetic {
    /// The name part, e.g. `add`, `logical_xor`.
    pub(crate) name: &'static str,
    /// Whether the operands are booleans (`int` predicates in OpenCL C).
    pub(crate) logical: bool,
    /// `OpGroup*` for [signed, unsigned, float] arguments.
    pub(crate) uniform: [Option<Op>; 3],
    /// `OpGroupNonUniform*` for [signed, unsigned, float] arguments.
    pub(crate) non_uniform: [Option<Op>; 3],
}

impl CollectiveArithmetic {
    /// The instruction for an argument of `kind`, uniform or non-uniform.
    pub(crate) fn op(&self, kind: ArgKind, non_uniform: bool) -> Option<Op> {
        let ops = if non_uniform { &self.non_uniform } else { &self.uniform };
        ops[kind as usize]
    }
}

/// Every collective arithmetic, read forward by name and reverse by instruction.
const COLLECTIVE_ARITHMETIC: [CollectiveArithmetic; 10] = {
    const fn c(
        name: &'static str,
        logical: bool,
        uniform: [Option<Op>; 3],
        non_uniform: [Option<Op>; 3],
    ) -> CollectiveArithmetic {
        CollectiveArithmetic { name, logical, uniform, non_uniform }
    }
    const fn same(op: Op) -> [Option<Op>; 3] {
        [Some(op), Some(op), None]
    }
    [
        c(
            "add",
            false,
            [Some(Op::GroupIAdd), Some(Op::GroupIAdd), Some(Op::GroupFAdd)],
            [Some(Op::GroupNonUniformIAdd), Some(Op::GroupNonUniformIAdd), Some(Op::GroupNonUniformFAdd)],
        ),
        c(
            "mul",
            false,
            [Some(Op::GroupIMulKHR), Some(Op::GroupIMulKHR), Some(Op::GroupFMulKHR)],
            [Some(Op::GroupNonUniformIMul), Some(Op::GroupNonUniformIMul), Some(Op::GroupNonUniformFMul)],
        ),
        c(
            "min",
            false,
            [Some(Op::GroupSMin), Some(Op::GroupUMin), Some(Op::GroupFMin)],
            [Some(Op::GroupNonUniformSMin), Some(Op::GroupNonUniformUMin), Some(Op::GroupNonUniformFMin)],
        ),
        c(
            "max",
            false,
            [Some(Op::GroupSMax), Some(Op::GroupUMax), Some(Op::GroupFMax)],
            [Some(Op::GroupNonUniformSMax), Some(Op::GroupNonUniformUMax), Some(Op::GroupNonUniformFMax)],
        ),
        c("and", false, same(Op::GroupBitwiseAndKHR), same(Op::GroupNonUniformBitwiseAnd)),
        c("or", false, same(Op::GroupBitwiseOrKHR), same(Op::GroupNonUniformBitwiseOr)),
        c("xor", false, same(Op::GroupBitwiseXorKHR), same(Op::GroupNonUniformBitwiseXor)),
        c("logical_and", true, same(Op::GroupLogicalAndKHR), same(Op::GroupNonUniformLogicalAnd)),
        c("logical_or", true, same(Op::GroupLogicalOrKHR), same(Op::GroupNonUniformLogicalOr)),
        c("logical_xor", true, same(Op::GroupLogicalXorKHR), same(Op::GroupNonUniformLogicalXor)),
    ]
};

/// The name parts the Khronos translator writes for the uniform bitwise collectives of
/// SPV_KHR_uniform_group_instructions (`OpGroupBitwiseAndKHR` ->
/// `work_group_reduce_bitwise_and`), read back as the arithmetic they stand for.
const UNIFORM_BITWISE_NAMES: [(&str, &str); 3] = [("and", "bitwise_and"), ("or", "bitwise_or"), ("xor", "bitwise_xor")];

/// The collective arithmetic named `name` (`add`, ...; `bitwise_and` & co. as
/// [`UNIFORM_BITWISE_NAMES`] spells them).
pub(crate) fn collective_by_name(name: &str) -> Option<CollectiveArithmetic> {
    let name = UNIFORM_BITWISE_NAMES.iter().find(|(_, b)| *b == name).map_or(name, |&(n, _)| n);
    COLLECTIVE_ARITHMETIC.iter().find(|c| c.name == name).copied()
}

/// The name part the reverse translation writes for collective instruction `op`: the
/// arithmetic's name, or for the uniform bitwise instructions the spelling of
/// [`UNIFORM_BITWISE_NAMES`]; with whether `op` is the unsigned form ([`collective_of_op`]).
pub(crate) fn collective_name_of_op(op: Op) -> Option<(&'static str, bool)> {
    let (c, unsigned) = collective_of_op(op)?;
    let uniform = c.uniform.contains(&Some(op));
    let name = match UNIFORM_BITWISE_NAMES.iter().find(|(n, _)| *n == c.name) {
        Some(&(_, bitwise)) if uniform => bitwise,
        _ => c.name,
    };
    Some((name, unsigned))
}

/// The collective arithmetic of instruction `op`, and whether `op` is the unsigned form
/// (`OpGroupUMin` ...; an instruction shared by signed and unsigned arguments is not).
pub(crate) fn collective_of_op(op: Op) -> Option<(CollectiveArithmetic, bool)> {
    COLLECTIVE_ARITHMETIC.iter().find_map(|c| {
        let slot = |ops: &[Option<Op>; 3]| ops.iter().position(|&o| o == Some(op));
        let k = slot(&c.uniform).or_else(|| slot(&c.non_uniform))?;
        let unsigned = k == ArgKind::Unsigned as usize && c.uniform[0] != Some(op) && c.non_uniform[0] != Some(op);
        Some((*c, unsigned))
    })
}

/// Group operations as the collective function names spell them
/// (`work_group_reduce_add`, `sub_group_non_uniform_scan_inclusive_min`,
/// `sub_group_clustered_reduce_and`; OpenCL C 3.0 "Work-group Collective Functions" and the `cl_khr_subgroup_*`
/// extensions; SPIR-V spec "Group Operation").
const GROUP_OPERATIONS: [(spirv::GroupOperation, &str); 4] = [
    (spirv::GroupOperation::Reduce, "reduce"),
    (spirv::GroupOperation::InclusiveScan, "scan_inclusive"),
    (spirv::GroupOperation::ExclusiveScan, "scan_exclusive"),
    (spirv::GroupOperation::ClusteredReduce, "clustered_reduce"),
];

/// The name part of group operation `g` (`reduce`, ...).
pub(crate) fn group_operation_name(g: spirv::GroupOperation) -> Option<&'static str> {
    GROUP_OPERATIONS.iter().find(|(o, _)| *o == g).map(|&(_, n)| n)
}

/// Splits `<operation>_<arithmetic>` (`scan_inclusive_add`) into the group operation and
/// the arithmetic's name part (the inverse of [`group_operation_name`]).
pub(crate) fn split_group_operation(name: &str) -> Option<(spirv::GroupOperation, &str)> {
    GROUP_OPERATIONS.iter().find_map(|&(g, n)| Some((g, name.strip_prefix(n)?.strip_prefix('_')?)))
}

/// The `cl_khr_subgroup_ballot` bit counts, `sub_group_<name>`: OpGroupNonUniformBallotBitCount
/// with the group operation.
const BALLOT_BIT_COUNTS: [(spirv::GroupOperation, &str); 3] = [
    (spirv::GroupOperation::Reduce, "ballot_bit_count"),
    (spirv::GroupOperation::InclusiveScan, "ballot_inclusive_scan"),
    (spirv::GroupOperation::ExclusiveScan, "ballot_exclusive_scan"),
];

/// The group operation of ballot bit count `sub_group_<name>`.
pub(crate) fn ballot_bit_count_by_name(name: &str) -> Option<spirv::GroupOperation> {
    BALLOT_BIT_COUNTS.iter().find(|(_, n)| *n == name).map(|&(g, _)| g)
}

/// The `sub_group_<name>` part of the ballot bit count with group operation `g`.
pub(crate) fn ballot_bit_count_name(g: spirv::GroupOperation) -> Option<&'static str> {
    BALLOT_BIT_COUNTS.iter().find(|(o, _)| *o == g).map(|&(_, n)| n)
}

/// What a pipe builtin returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PipeResult {
    /// Nothing (`__commit_*`).
    Void,
    /// A `reserve_id_t` (`__reserve_*`).
    ReserveId,
    /// An `int` status or a packet count.
    Int,
}

/// One of clang's pipe functions: its name, the instruction, the scope operand the
/// work-group / sub-group forms add, the result, and the pipe access the name is for
/// (`__get_pipe_num_packets_ro` / `_wo`; `None` for any).
#[derive(Clone, Copy, Debug)]
pub(crate) struct PipeBuiltin {
    /// clang's (unmangled) function name.
    pub name: &'static str,
    /// The SPIR-V instruction.
    pub op: Op,
    /// The execution scope operand of the group forms.
    pub scope: Option<Scope>,
    /// The result.
    pub result: PipeResult,
    /// The pipe access qualifier this name is for, when the name depends on it.
    pub access: Option<AccessQualifier>,
}

const fn pipe(
    name: &'static str,
    op: Op,
    scope: Option<Scope>,
    result: PipeResult,
    access: Option<AccessQualifier>,
) -> PipeBuiltin {
    PipeBuiltin { name, op, scope, result, access }
}

/// clang's pipe functions; their arguments are the instruction's operands after the scope
/// (the packet size and alignment last).
pub(crate) const PIPE_BUILTINS: &[PipeBuiltin] = {
    use AccessQualifier as A;
    use PipeResult as R;
    use Scope as S;
    &[
        pipe("__read_pipe_2", Op::ReadPipe, None, R::Int, None),
        pipe("__write_pipe_2", Op::WritePipe, None, R::Int, None),
        pipe("__read_pipe_4", Op::ReservedReadPipe, None, R::Int, None),
        pipe("__write_pipe_4", Op::ReservedWritePipe, None, R::Int, None),
        pipe("__reserve_read_pipe", Op::ReserveReadPipePackets, None, R::ReserveId, None),
        pipe("__reserve_write_pipe", Op::ReserveWritePipePackets, None, R::ReserveId, None),
        pipe("__commit_read_pipe", Op::CommitReadPipe, None, R::Void, None),
        pipe("__commit_write_pipe", Op::CommitWritePipe, None, R::Void, None),
        pipe("__work_group_reserve_read_pipe", Op::GroupReserveReadPipePackets, Some(S::Workgroup), R::ReserveId, None),
        pipe(
            "__work_group_reserve_write_pipe",
            Op::GroupReserveWritePipePackets,
            Some(S::Workgroup),
            R::ReserveId,
            None,
        ),
        pipe("__sub_group_reserve_read_pipe", Op::GroupReserveReadPipePackets, Some(S::Subgroup), R::ReserveId, None),
        pipe("__sub_group_reserve_write_pipe", Op::GroupReserveWritePipePackets, Some(S::Subgroup), R::ReserveId, None),
        pipe("__work_group_commit_read_pipe", Op::GroupCommitReadPipe, Some(S::Workgroup), R::Void, None),
        pipe("__work_group_commit_write_pipe", Op::GroupCommitWritePipe, Some(S::Workgroup), R::Void, None),
        pipe("__sub_group_commit_read_pipe", Op::GroupCommitReadPipe, Some(S::Subgroup), R::Void, None),
        pipe("__sub_group_commit_write_pipe", Op::GroupCommitWritePipe, Some(S::Subgroup), R::Void, None),
        pipe("__get_pipe_num_packets_ro", Op::GetNumPipePackets, None, R::Int, Some(A::ReadOnly)),
        pipe("__get_pipe_num_packets_wo", Op::GetNumPipePackets, None, R::Int, Some(A::WriteOnly)),
        pipe("__get_pipe_max_packets_ro", Op::GetMaxPipePackets, None, R::Int, Some(A::ReadOnly)),
        pipe("__get_pipe_max_packets_wo", Op::GetMaxPipePackets, None, R::Int, Some(A::WriteOnly)),
    ]
};

impl PipeBuiltin {
    /// The access qualifier of the pipe the builtin works on (its first argument): the
    /// one its name gives, else read-only for the read forms and write-only for the
    /// write forms (OpenCL C 3.0 6.15.17: `read_pipe` needs a `read_only` pipe).
    pub(crate) fn pipe_access(&self) -> AccessQualifier {
        let read = matches!(
            self.op,
            Op::ReadPipe
                | Op::ReservedReadPipe
                | Op::ReserveReadPipePackets
                | Op::CommitReadPipe
                | Op::GroupReserveReadPipePackets
                | Op::GroupCommitReadPipe
        );
        self.access.unwrap_or(if read { AccessQualifier::ReadOnly } else { AccessQualifier::WriteOnly })
    }
}

/// The pipe builtin of clang's function `name`.
pub(crate) fn pipe_builtin(name: &str) -> Option<&'static PipeBuiltin> {
    PIPE_BUILTINS.iter().find(|p| p.name == name)
}

/// The pipe builtin for instruction `op` at `scope` on a pipe with access `access`
/// (a read-write or unknown access takes the `_ro` query names).
pub(crate) fn pipe_builtin_for(
    op: Op,
    scope: Option<Scope>,
    access: Option<AccessQualifier>,
) -> Option<&'static PipeBuiltin> {
    let want = match access {
        Some(AccessQualifier::WriteOnly) => AccessQualifier::WriteOnly,
        _ => AccessQualifier::ReadOnly,
    };
    PIPE_BUILTINS.iter().find(|p| p.op == op && p.scope == scope && p.access.is_none_or(|a| a == want))
}

/// The device-side enqueue and event builtins that are one instruction with the call's
/// operands (OpenCL C name, instruction).
pub(crate) const ENQUEUE_BUILTINS: &[(&str, Op)] = &[
    ("get_default_queue", Op::GetDefaultQueue),
    ("enqueue_marker", Op::EnqueueMarker),
    ("retain_event", Op::RetainEvent),
    ("release_event", Op::ReleaseEvent),
    ("create_user_event", Op::CreateUserEvent),
    ("is_valid_event", Op::IsValidEvent),
    ("set_user_event_status", Op::SetUserEventStatus),
    ("capture_event_profiling_info", Op::CaptureEventProfilingInfo),
];

/// The kernel query builtins of OpenCL C 3.0 6.15.16.4 "Kernel Query Functions" as clang
/// emits them for a block (`__<name>_impl(... , invoke, literal)`, unmangled), their
/// instruction (SPIR-V 1.6 3.52.23), and whether an ND range comes first.
pub(crate) const KERNEL_QUERIES: &[(&str, Op, bool)] = &[
    ("__get_kernel_work_group_size_impl", Op::GetKernelWorkGroupSize, false),
    ("__get_kernel_preferred_work_group_size_multiple_impl", Op::GetKernelPreferredWorkGroupSizeMultiple, false),
    ("__get_kernel_max_sub_group_size_for_ndrange_impl", Op::GetKernelNDrangeMaxSubGroupSize, true),
    ("__get_kernel_sub_group_count_for_ndrange_impl", Op::GetKernelNDrangeSubGroupCount, true),
];

/// The instruction of kernel query `name` and whether it takes an ND range.
pub(crate) fn kernel_query_op(name: &str) -> Option<(Op, bool)> {
    KERNEL_QUERIES.iter().find(|(n, _, _)| *n == name).map(|&(_, op, nd)| (op, nd))
}

/// The clang name of kernel query instruction `op` and whether it takes an ND range.
pub(crate) fn kernel_query_name(op: Op) -> Option<(&'static str, bool)> {
    KERNEL_QUERIES.iter().find(|(_, o, _)| *o == op).map(|&(n, _, nd)| (n, nd))
}

/// The instruction of enqueue/event builtin `name`.
pub(crate) fn enqueue_op(name: &str) -> Option<Op> {
    ENQUEUE_BUILTINS.iter().find(|(n, _)| *n == name).map(|(_, op)| *op)
}

/// The OpenCL C name of enqueue/event instruction `op`.
pub(crate) fn enqueue_name(op: Op) -> Option<&'static str> {
    ENQUEUE_BUILTINS.iter().find(|(_, o)| *o == op).map(|(n, _)| *n)
}

/// OpenCL C spellings of INTEL instructions that take the call's operands as they are:
/// `intel_sigmoid(x)` (float or half, scalar or vector) is OpFSigmoidINTEL
/// (SPV_INTEL_sigmoid, "Modifications to the OpenCL Environment": the Khronos translator
/// reads and writes this name in the OpenCL C environments, `__spirv_FSigmoidINTEL` in
/// SPV-IR).
const INTEL_FUNCTIONS: [(&str, Op); 1] = [("intel_sigmoid", Op::FSigmoidINTEL)];

/// The instruction of INTEL function `name` ([`INTEL_FUNCTIONS`]).
pub(crate) fn intel_function_op(name: &str) -> Option<Op> {
    INTEL_FUNCTIONS.iter().find(|(n, _)| *n == name).map(|&(_, op)| op)
}

/// The INTEL function of instruction `op` (the inverse of [`intel_function_op`]).
pub(crate) fn intel_function_name(op: Op) -> Option<&'static str> {
    INTEL_FUNCTIONS.iter().find(|(_, o)| *o == op).map(|&(n, _)| n)
}

/// `cl_khr_extended_bit_ops` functions (OpenCL Extension Specification, "Extended Bit
/// Operations") and their SPV_KHR_bit_instructions instruction, with the call's operands
/// in order: `bitfield_insert(base, insert, uint offset, uint count)`,
/// `bitfield_extract_{signed,unsigned}(base, uint offset, uint count)`, `bit_reverse(base)`.
/// The reverse translation reads OpBitReverse as `llvm.bitreverse`, as the Khronos
/// translator does.
const BIT_FUNCTIONS: [(&str, Op); 4] = [
    ("bitfield_insert", Op::BitFieldInsert),
    ("bitfield_extract_signed", Op::BitFieldSExtract),
    ("bitfield_extract_unsigned", Op::BitFieldUExtract),
    ("bit_reverse", Op::BitReverse),
];

/// The instruction of extended bit function `name`.
pub(crate) fn bit_function_op(name: &str) -> Option<Op> {
    BIT_FUNCTIONS.iter().find(|(n, _)| *n == name).map(|&(_, op)| op)
}

/// The extended bit function of instruction `op` (the inverse of [`bit_function_op`]).
pub(crate) fn bit_function_name(op: Op) -> Option<&'static str> {
    BIT_FUNCTIONS.iter().find(|(_, o)| *o == op).map(|&(n, _)| n)
}

/// `cl_khr_kernel_clock` functions (OpenCL Extension Specification, "Kernel Clock"):
/// `clock_read_<scope>` (`ulong`) and `clock_read_hilo_<scope>` (`uint2`) are
/// OpReadClockKHR (SPV_KHR_shader_clock) at this Scope, the result type telling the two apart.
const CLOCK_SCOPES: [(&str, Scope); 3] =
    [("device", Scope::Device), ("work_group", Scope::Workgroup), ("sub_group", Scope::Subgroup)];

/// The scope of clock function `name` (`clock_read_device`, `clock_read_hilo_sub_group`, ...)
/// and whether it is the `hilo` (`uint2`) form.
pub(crate) fn clock_by_name(name: &str) -> Option<(Scope, bool)> {
    let rest = name.strip_prefix("clock_read_")?;
    let (hilo, rest) = match rest.strip_prefix("hilo_") {
        Some(r) => (true, r),
        None => (false, rest),
    };
    CLOCK_SCOPES.iter().find(|(n, _)| *n == rest).map(|&(_, s)| (s, hilo))
}

/// The clock function reading at `scope`, `hilo` for the `uint2` form (the inverse of
/// [`clock_by_name`]); `None` for a scope `cl_khr_kernel_clock` has no function for.
pub(crate) fn clock_name(scope: u32, hilo: bool) -> Option<String> {
    let (n, _) = CLOCK_SCOPES.iter().find(|(_, s)| *s as u32 == scope)?;
    Some(format!("clock_read_{}{n}", if hilo { "hilo_" } else { "" }))
}

/// The SPV_KHR_integer_dot_product instructions and the operand signedness they stand
/// for (`cl_khr_integer_dot_product`, OpenCL Extension Specification "Integer Dot
/// Product"): (instruction, first operand signed, second operand signed, `dot_acc_sat`).
/// OpSUDot's first vector is the signed one; `dot(uchar4, char4)` swaps its operands.
const INTEGER_DOT: [(Op, bool, bool, bool); 6] = [
    (Op::SDot, true, true, false),
    (Op::UDot, false, false, false),
    (Op::SUDot, true, false, false),
    (Op::SDotAccSat, true, true, true),
    (Op::UDotAccSat, false, false, true),
    (Op::SUDotAccSat, true, false, true),
];

/// The instruction of an integer dot product whose operands are signed as given (`acc`
/// for `dot_acc_sat*`), and whether its operands swap (unsigned first, signed second).
pub(crate) fn integer_dot_op(signed_a: bool, signed_b: bool, acc: bool) -> (Op, bool) {
    let swap = !signed_a && signed_b;
    let (a, b) = if swap { (signed_b, signed_a) } else { (signed_a, signed_b) };
    let op = INTEGER_DOT.iter().find(|&&(_, sa, sb, c)| (sa, sb, c) == (a, b, acc)).map_or(Op::SDot, |&(op, ..)| op);
    (op, swap)
}

/// The signedness of integer dot product `op`'s operands and whether it accumulates
/// (the inverse of [`integer_dot_op`]).
pub(crate) fn integer_dot_form(op: Op) -> Option<(bool, bool, bool)> {
    INTEGER_DOT.iter().find(|(o, ..)| *o == op).map(|&(_, a, b, acc)| (a, b, acc))
}

/// The OpenCL C name of an integer dot product: `dot` / `dot_acc_sat`, or for packed
/// operands `dot[_acc_sat]_4x8packed_<a><b>_<int|uint>` (`s`/`u` per operand; the
/// result is `uint` when both are unsigned).
pub(crate) fn integer_dot_name(signed_a: bool, signed_b: bool, acc: bool, packed: bool) -> String {
    let base = if acc { "dot_acc_sat" } else { "dot" };
    if !packed {
        return base.to_string();
    }
    let l = |s: bool| if s { 's' } else { 'u' };
    let result = if signed_a || signed_b { "int" } else { "uint" };
    format!("{base}_4x8packed_{}{}_{result}", l(signed_a), l(signed_b))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every table reads back what it maps: name -> entry -> name, and the reverse.
    #[test]
    fn tables_read_both_ways() {
        for w in WORK_ITEM_FUNCTIONS {
            assert_eq!(work_item_by_name(w.name), Some(w));
            assert_eq!(work_item_by_builtin(w.builtin), Some(w));
        }
        for (name, op) in RELATIONAL {
            assert_eq!(relational_op(name), Some(op));
            assert_eq!(relational_name(op), Some(name));
        }
        for (name, s, u, f) in BY_ARG_KIND {
            assert_eq!(ext_inst_by_arg_kind(name, ArgKind::Signed), Some(s));
            assert_eq!(ext_inst_by_arg_kind(name, ArgKind::Unsigned), Some(u));
            assert_eq!(opencl_name_of_ext_inst(s), Some((name, false)));
            assert_eq!(opencl_name_of_ext_inst(u), Some((name, true)));
            if let Some(f) = f {
                assert_eq!(ext_inst_by_arg_kind(name, ArgKind::Float), Some(f));
                assert_eq!(opencl_name_of_ext_inst(f), Some((name, false)));
            }
        }
        for c in COLLECTIVE_ARITHMETIC {
            assert_eq!(collective_by_name(c.name), Some(c));
            for kind in [ArgKind::Signed, ArgKind::Unsigned, ArgKind::Float] {
                for non_uniform in [false, true] {
                    if let Some(op) = c.op(kind, non_uniform) {
                        let (back, unsigned) = collective_of_op(op).expect("listed instruction");
                        assert_eq!(back, c);
                        let distinct_unsigned = c.op(ArgKind::Signed, non_uniform) != Some(op);
                        assert_eq!(unsigned, kind == ArgKind::Unsigned && distinct_unsigned, "{op:?}");
                    }
                }
            }
        }
        assert_eq!(collective_of_op(Op::GroupUMax).map(|(c, u)| (c.name, u)), Some(("max", true)));
        assert_eq!(collective_of_op(Op::GroupNonUniformIAdd).map(|(c, u)| (c.name, u)), Some(("add", false)));
        for op in [Op::GroupBitwiseOrKHR, Op::GroupNonUniformBitwiseOr, Op::GroupLogicalOrKHR] {
            let (name, _) = collective_name_of_op(op).expect("collective");
            assert_eq!(
                collective_by_name(name)
                    .map(|c| c.op(ArgKind::Signed, op != Op::GroupBitwiseOrKHR && op != Op::GroupLogicalOrKHR)),
                Some(Some(op))
            );
        }
        assert_eq!(collective_name_of_op(Op::GroupBitwiseXorKHR), Some(("bitwise_xor", false)));
        assert_eq!(collective_name_of_op(Op::GroupNonUniformBitwiseXor), Some(("xor", false)));
        for (g, n) in GROUP_OPERATIONS {
            assert_eq!(group_operation_name(g), Some(n));
            assert_eq!(split_group_operation(&format!("{n}_logical_and")), Some((g, "logical_and")));
        }
        assert_eq!(split_group_operation("reduce"), None);
        for (g, n) in BALLOT_BIT_COUNTS {
            assert_eq!(ballot_bit_count_by_name(n), Some(g));
            assert_eq!(ballot_bit_count_name(g), Some(n));
        }
        for (o, n) in OBJECT_TYPES {
            assert_eq!(object_spirv_type(o), Some(n));
            assert_eq!(object_of_spirv_type(n), Some(o));
        }
        for a in llvm_spirv_mangling::Access::ALL {
            assert_eq!(image_access(Some(access_qualifier(a))), a);
        }
        for (name, op) in INTEL_FUNCTIONS {
            assert_eq!(intel_function_op(name), Some(op));
            assert_eq!(intel_function_name(op), Some(name));
        }
        for (name, op) in BIT_FUNCTIONS {
            assert_eq!(bit_function_op(name), Some(op));
            assert_eq!(bit_function_name(op), Some(name));
        }
        for (_, scope) in CLOCK_SCOPES {
            for hilo in [false, true] {
                let name = clock_name(scope as u32, hilo).expect("listed scope");
                assert_eq!(clock_by_name(&name), Some((scope, hilo)));
            }
        }
        assert_eq!(clock_name(Scope::Invocation as u32, false), None);
        for (op, a, b, acc) in INTEGER_DOT {
            assert_eq!(integer_dot_op(a, b, acc), (op, false));
            assert_eq!(integer_dot_form(op), Some((a, b, acc)));
        }
        assert_eq!(integer_dot_op(false, true, true), (Op::SUDotAccSat, true));
        assert_eq!(integer_dot_name(false, true, false, true), "dot_4x8packed_us_int");
        assert_eq!(integer_dot_name(false, false, true, true), "dot_acc_sat_4x8packed_uu_uint");
        assert_eq!(clock_by_name("clock_read_hilo_queue"), None);
    }
}
