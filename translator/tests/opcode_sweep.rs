//! The core-opcode sweep: every opcode of the SPIR-V grammar (rspirv's table, SPIRV-Headers)
//! that a Kernel module can use (no extension; no capability, or one the OpenCL SPIR-V
//! environment allows) has a row in [`ROWS`], and no opcode is left without one.
//!
//! A row is one of:
//! - [`Kind::Body`]: a small function body using the opcode. It is assembled (`spirv-as`,
//!   SPIR-V 1.4), checked with `spirv-val`, reverse translated in each target environment
//!   (CL1.2, CL2.0, SPV-IR), and the LLVM IR must contain the row's expected lines in order
//!   (`cl` for CL1.2 and CL2.0, `spvir` for SPV-IR). Each reverse output is then translated
//!   forward again; the SPIR-V must pass `spirv-val` and hold the row's `fwd` opcodes (the
//!   forward direction producing the instruction from the LLVM construct of that meaning).
//! - [`Kind::Refused`]: the body is refused in every environment with an error naming
//!   the opcode.
//! - [`Kind::Covered`]: a module-level opcode (type, constant, annotation, debug, mode
//!   setting) or a family with its own snapshot inputs; the named `tests/reverse/*.spvasm`
//!   inputs must contain the opcode (they are translated and checked by `reverse_snapshots`).
//!
//! Sources: SPIR-V 1.6 spec 3.52 "Instructions"; the OpenCL SPIR-V environment spec
//! section 5 "SPIR-V capabilities" (the capability list below).

use llvm_spirv::spirv_to_llvm::{translate, Options, OutputFormat, TargetEnv};
use spirv::{Capability as C, Op};
use std::path::Path;

/// SPIRV-Tools 2025.5 from the test venv (PATH's as the fallback), shared with the kernel tests.
#[allow(dead_code)]
#[path = "../../tests/src/spirv_tools.rs"]
mod spirv_tools;

/// Capabilities the OpenCL SPIR-V environment allows (OpenCL SPIR-V environment spec 5).
const KERNEL_CAPS: &[C] = &[
    C::Addresses,
    C::Linkage,
    C::Kernel,
    C::Vector16,
    C::Float16Buffer,
    C::Float16,
    C::Float64,
    C::Int64,
    C::Int64Atomics,
    C::ImageBasic,
    C::ImageReadWrite,
    C::ImageMipmap,
    C::Pipes,
    C::Groups,
    C::DeviceEnqueue,
    C::LiteralSampler,
    C::Int16,
    C::Int8,
    C::GenericPointer,
    C::SubgroupDispatch,
    C::NamedBarrier,
    C::PipeStorage,
    C::GroupNonUniform,
    C::GroupNonUniformVote,
    C::GroupNonUniformArithmetic,
    C::GroupNonUniformBallot,
    C::GroupNonUniformClustered,
    C::GroupNonUniformShuffle,
    C::GroupNonUniformShuffleRelative,
];

/// How one opcode is checked.
#[derive(Clone, Copy)]
enum Kind {
    /// Reverse of `body` in every environment, then forward again (see the module doc).
    Body,
    /// Refused in every environment by an error containing this text (the opcode's name, or
    /// the instruction that makes it unusable).
    Refused(&'static str),
    /// Not usable in a Kernel module: `spirv-val` rejects the row's module (the reason).
    NotKernel(&'static str),
    /// Exercised by these snapshot inputs under `tests/reverse/`.
    Covered(&'static [&'static str]),
}

/// One opcode's check.
#[derive(Clone, Copy)]
struct Row {
    op: Op,
    kind: Kind,
    /// Module-level lines after the shared types and constants.
    globals: &'static str,
    /// Execution modes after the entry point.
    modes: &'static str,
    /// Debug instructions before the names.
    debug: &'static str,
    /// Annotations after the names.
    annot: &'static str,
    /// Extra kernel parameters (`%id %type` each), after the shared ones.
    params: &'static [(&'static str, &'static str)],
    /// Functions after the kernel.
    funcs: &'static str,
    /// Lines in the kernel's entry block (after the shared `%t`/`%u` booleans).
    body: &'static str,
    /// Expected LLVM IR lines (substrings, in order) in CL1.2 and CL2.0.
    cl: &'static [&'static str],
    /// Expected LLVM IR lines in CL2.0 where they differ from CL1.2; `None`: the `cl` lines.
    cl20: Option<&'static [&'static str]>,
    /// Expected LLVM IR lines in SPV-IR; `None`: the `cl` lines.
    spvir: Option<&'static [&'static str]>,
    /// Opcodes the forward translation of each reverse output must hold; empty: the row's
    /// own opcode. `&[Op::Nop]`: nothing checked (the meaning is structural).
    fwd: &'static [Op],
    /// A known forward gap: the forward translation of the reverse output is refused with an
    /// error containing one of these texts (recorded so that it cannot change unnoticed).
    fwd_gap: &'static [&'static str],
}

const R: Row = Row {
    op: Op::Nop,
    kind: Kind::Body,
    modes: "",
    debug: "",
    annot: "",
    globals: "",
    params: &[],
    funcs: "",
    body: "",
    cl: &[],
    cl20: None,
    spvir: None,
    fwd: &[],
    fwd_gap: &[],
};

const fn body(op: Op, body: &'static str, cl: &'static [&'static str]) -> Row {
    Row { op, body, cl, ..R }
}

const fn covered(op: Op, files: &'static [&'static str]) -> Row {
    Row { op, kind: Kind::Covered(files), ..R }
}

const NOTHING: &[Op] = &[Op::Nop];

/// Write-pipe kernel argument, reservation and packet operations.
const PIPE_W: &str = "%pipe_w = OpTypePipe WriteOnly\n%reserve = OpTypeReserveId\n";
const PIPE_R: &str = "%pipe_r = OpTypePipe ReadOnly\n%reserve = OpTypeReserveId\n";
/// Device-side enqueue: a block invoke function; its literal is a private struct
/// `{ i32 size, i32 align, invoke }` (16 bytes, 8-aligned) seen as a generic `i8*`.
const ENQ_GLOBALS: &str = "%pgen8 = OpTypePointer Generic %i8\n%blk_t = OpTypeFunction %void %pgen8\n%a3 = OpTypeArray %i64 %c3\n%ndt = OpTypeStruct %i32 %a3 %a3 %a3\n%queue = OpTypeQueue\n%devev = OpTypeDeviceEvent\n%pdevev = OpTypePointer Generic %devev\n%evnull = OpConstantNull %pdevev\n%c8 = OpConstant %i32 8\n%blk_s = OpTypeStruct %i32 %i32 %pgen8\n%pf_blk = OpTypePointer Function %blk_s\n";
const ENQ_FUNCS: &str = "%invoke = OpFunction %void None %blk_t\n%ip = OpFunctionParameter %pgen8\n%ie = OpLabel\nOpReturn\nOpFunctionEnd\n";
const fn enq(op: Op, body: &'static str) -> Row {
    Row { globals: ENQ_GLOBALS, funcs: ENQ_FUNCS, ..row(op, body) }
}
/// An event instruction (with the enqueue types).
const fn event(op: Op, body: &'static str) -> Row {
    Row { globals: ENQ_GLOBALS, ..row(op, body) }
}
const fn row(op: Op, body: &'static str) -> Row {
    Row { op, body, ..R }
}
const IMAGE_GLOBALS: &str = "%img = OpTypeImage %void 2D 0 0 0 0 Unknown ReadOnly\n%smp = OpTypeSampler\n%simg = OpTypeSampledImage %img\n%v2f32 = OpTypeVector %f32 2\n%v2i32c = OpConstantComposite %v2i32 %c0 %c1\n";
const IMAGE_PARAMS: &[(&str, &str)] = &[("%im", "%img"), ("%sm", "%smp")];

/// The shared module text before the row's globals; `{caps}` and `{names}` are filled in.
const PRELUDE: &str = r#"
OpCapability Addresses
OpCapability Kernel
OpCapability Linkage
OpCapability Int64
OpCapability Int16
OpCapability Int8
OpCapability Float16
OpCapability Float64
OpCapability Vector16
OpCapability GenericPointer
OpCapability Groups
OpCapability Int64Atomics
OpCapability GroupNonUniform
OpCapability GroupNonUniformVote
OpCapability GroupNonUniformArithmetic
OpCapability GroupNonUniformBallot
OpCapability GroupNonUniformClustered
OpCapability GroupNonUniformShuffle
OpCapability GroupNonUniformShuffleRelative
{caps}
%ocl = OpExtInstImport "OpenCL.std"
OpMemoryModel Physical64 OpenCL
OpEntryPoint Kernel %k "k"
{modes}
{debug}
OpName %a "a"
OpName %b "b"
OpName %x "x"
OpName %y "y"
OpName %p "p"
OpName %q "q"
OpName %va "va"
OpName %vb "vb"
OpName %vx "vx"
OpName %l "l"
OpName %t "t"
OpName %u "u"
{names}
{annot}
%void = OpTypeVoid
%bool = OpTypeBool
%i8 = OpTypeInt 8 0
%i16 = OpTypeInt 16 0
%i32 = OpTypeInt 32 0
%i64 = OpTypeInt 64 0
%f16 = OpTypeFloat 16
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%v2i32 = OpTypeVector %i32 2
%v4i32 = OpTypeVector %i32 4
%v4f32 = OpTypeVector %f32 4
%v4bool = OpTypeVector %bool 4
%s2i32 = OpTypeStruct %i32 %i32
%pg = OpTypePointer CrossWorkgroup %i32
%pf = OpTypePointer Function %i32
%pw = OpTypePointer Workgroup %i32
%pgen = OpTypePointer Generic %i32
%pg8 = OpTypePointer CrossWorkgroup %i8
%pw8 = OpTypePointer Workgroup %i8
%pf8 = OpTypePointer Function %i8
%c0 = OpConstant %i32 0
%c1 = OpConstant %i32 1
%c2 = OpConstant %i32 2
%c3 = OpConstant %i32 3
%c4 = OpConstant %i32 4
%c16 = OpConstant %i32 16
%c264 = OpConstant %i32 264
%c528 = OpConstant %i32 528
%l1 = OpConstant %i64 1
%l4 = OpConstant %i64 4
%f1 = OpConstant %f32 1
{globals}
%fnty = OpTypeFunction %void %i32 %i32 %f32 %f32 %pg %pg %v4i32 %v4i32 %v4f32 %i64{ptypes}
{funcs}
%k = OpFunction %void None %fnty
%a = OpFunctionParameter %i32
%b = OpFunctionParameter %i32
%x = OpFunctionParameter %f32
%y = OpFunctionParameter %f32
%p = OpFunctionParameter %pg
%q = OpFunctionParameter %pg
%va = OpFunctionParameter %v4i32
%vb = OpFunctionParameter %v4i32
%vx = OpFunctionParameter %v4f32
%l = OpFunctionParameter %i64
{params}
%entry = OpLabel
{vars}
%t = OpSLessThan %bool %a %b
%u = OpSGreaterThan %bool %a %b
{body}
OpReturn
OpFunctionEnd
"#;

/// Every checked opcode. Groups follow the grammar's instruction classes.
const ROWS: &[Row] = &[
    // Miscellaneous.
    Row { fwd: NOTHING, ..body(Op::Nop, "OpNop", &[]) },
    Row {
        fwd: &[Op::Undef],
        ..body(Op::Undef, "%r = OpUndef %i32\n%r2 = OpIAdd %i32 %r %a", &["%r2 = add i32 undef, %a"])
    },
    Row {
        fwd: &[Op::Store],
        ..body(Op::SizeOf, "%r = OpSizeOf %i32 %p\nOpStore %p %r", &["store i32 4, ptr addrspace(1) %p"])
    },
    // Debug, extension, mode-setting, type, constant, annotation and function opcodes:
    // module structure, exercised by the snapshot inputs.
    Row { debug: "OpSource OpenCL_C 200\nOpSourceContinued \"x\"\n", fwd: &[Op::Source], ..row(Op::SourceContinued, "") },
    covered(Op::Source, &["debug_info_lines_only.spvasm"]),
    Row { debug: "OpSourceExtension \"cl_khr_fp16\"\n", fwd: NOTHING, ..row(Op::SourceExtension, "") },
    covered(Op::Name, &["arith.spvasm"]),
    Row { debug: "OpName %ms \"ms\"\nOpMemberName %ms 1 \"second\"\n", globals: "%ms = OpTypeStruct %i32 %f32\n%pms = OpTypePointer Function %ms\n", fwd: NOTHING, ..row(Op::MemberName, "%r = OpVariable %pms Function") },
    covered(Op::String, &["debug_info_lines_only.spvasm"]),
    covered(Op::Line, &["debug_info_lines_only.spvasm"]),
    covered(Op::NoLine, &["debug_info_lines_only.spvasm"]),
    covered(Op::ModuleProcessed, &["debug_info_ocl100.spvasm"]),
    covered(Op::Extension, &["arith.spvasm"]),
    covered(Op::ExtInstImport, &["builtins_cl.spvasm"]),
    covered(Op::ExtInst, &["builtins_cl.spvasm"]),
    covered(Op::MemoryModel, &["arith.spvasm"]),
    covered(Op::EntryPoint, &["arith.spvasm"]),
    covered(Op::ExecutionMode, &["kernel_attributes.spvasm"]),
    Row { modes: "OpExecutionModeId %k LocalSizeId %c4 %c1 %c1\n", fwd: &[Op::ExecutionMode], ..row(Op::ExecutionModeId, "") },
    covered(Op::Capability, &["arith.spvasm"]),
    covered(Op::TypeVoid, &["arith.spvasm"]),
    covered(Op::TypeBool, &["arith.spvasm"]),
    covered(Op::TypeInt, &["arith.spvasm"]),
    covered(Op::TypeFloat, &["arith.spvasm"]),
    covered(Op::TypeVector, &["relationals.spvasm"]),
    covered(Op::TypeImage, &["images.spvasm"]),
    covered(Op::TypeSampler, &["images.spvasm"]),
    covered(Op::TypeSampledImage, &["images.spvasm"]),
    covered(Op::TypeArray, &["composite_and_groups.spvasm"]),
    covered(Op::TypeStruct, &["struct_result.spvasm"]),
    Row { fwd: NOTHING, globals: "%opq = OpTypeOpaque \"thing\"\n%popq = OpTypePointer CrossWorkgroup %opq\n%cnull = OpConstantNull %popq\n", ..row(Op::TypeOpaque, "%r = OpPtrEqual %bool %cnull %cnull") },
    covered(Op::TypePointer, &["arith.spvasm"]),
    covered(Op::TypeFunction, &["arith.spvasm"]),
    covered(Op::TypeEvent, &["cl_builtin_families.spvasm"]),
    covered(Op::TypeDeviceEvent, &["opaque_types_cl.spvasm"]),
    covered(Op::TypeReserveId, &["opaque_types_cl.spvasm"]),
    covered(Op::TypeQueue, &["opaque_types_cl.spvasm"]),
    covered(Op::TypePipe, &["opaque_types_cl.spvasm"]),
    Row { globals: "OpTypeForwardPointer %pnode CrossWorkgroup\n%node = OpTypeStruct %i32 %pnode\n%pnode = OpTypePointer CrossWorkgroup %node\n", fwd: NOTHING, ..row(Op::TypeForwardPointer, "%s = OpBitcast %pnode %p\n%r = OpLoad %node %s") },
    covered(Op::TypePipeStorage, &["opaque_types_cl.spvasm"]),
    Row { kind: Kind::Refused("unsupported OpTypeNamedBarrier"), globals: "%nbt = OpTypeNamedBarrier\n", fwd: NOTHING, ..row(Op::TypeNamedBarrier, "%r = OpNamedBarrierInitialize %nbt %c4\nOpMemoryNamedBarrier %r %c2 %c264") },
    covered(Op::ConstantTrue, &["memset_helpers.spvasm"]),
    covered(Op::ConstantFalse, &["memset_helpers.spvasm"]),
    covered(Op::Constant, &["atomics_cl12.spvasm"]),
    covered(Op::ConstantComposite, &["cl_builtin_families.spvasm"]),
    covered(Op::ConstantSampler, &["sampler_var.spvasm"]),
    covered(Op::ConstantNull, &["cl_builtin_families.spvasm"]),
    Row { annot: "OpDecorate %sct SpecId 1\n", globals: "%sct = OpSpecConstantTrue %bool\n", fwd: NOTHING, ..row(Op::SpecConstantTrue, "%r = OpSelect %i32 %sct %a %b") },
    Row { annot: "OpDecorate %scf SpecId 2\n", globals: "%scf = OpSpecConstantFalse %bool\n", fwd: NOTHING, ..row(Op::SpecConstantFalse, "%r = OpSelect %i32 %scf %a %b") },
    covered(Op::SpecConstant, &["globals_spec.spvasm"]),
    Row { annot: "OpDecorate %sc1 SpecId 3\n", globals: "%sc1 = OpSpecConstant %i32 7\n%scc = OpSpecConstantComposite %v2i32 %sc1 %sc1\n", fwd: NOTHING, ..row(Op::SpecConstantComposite, "%r = OpCompositeExtract %i32 %scc 1\nOpStore %p %r") },
    covered(Op::SpecConstantOp, &["spec_fold.spvasm"]),
    covered(Op::Function, &["arith.spvasm"]),
    covered(Op::FunctionParameter, &["arith.spvasm"]),
    covered(Op::FunctionEnd, &["arith.spvasm"]),
    covered(Op::Decorate, &["arith.spvasm"]),
    Row { annot: "OpMemberDecorate %ms 1 UserSemantic \"member\"\n", globals: "%ms = OpTypeStruct %i32 %f32\n%pms = OpTypePointer Function %ms\n%pff = OpTypePointer Function %f32\n", fwd: NOTHING, ..row(Op::MemberDecorate, "%r = OpVariable %pms Function\n%m = OpAccessChain %pff %r %c1\nOpStore %m %x") },
    covered(Op::DecorationGroup, &["composite_and_groups.spvasm"]),
    covered(Op::GroupDecorate, &["composite_and_groups.spvasm"]),
    Row { annot: "%dg = OpDecorationGroup\nOpDecorate %dg UserSemantic \"member\"\nOpGroupMemberDecorate %dg %ms 1\n", globals: "%ms = OpTypeStruct %i32 %f32\n%pms = OpTypePointer Function %ms\n%pff = OpTypePointer Function %f32\n", fwd: NOTHING, ..row(Op::GroupMemberDecorate, "%r = OpVariable %pms Function\n%m = OpAccessChain %pff %r %c1\nOpStore %m %x") },
    covered(Op::Label, &["arith.spvasm"]),
    Row {
        fwd: &[Op::FunctionCall],
        globals: "%ft = OpTypeFunction %i32 %i32\n",
        ..body(Op::FunctionCall, "%r = OpFunctionCall %i32 %callee %a", &["%r = call spir_func i32 @callee(i32 %a)"])
    },
    // Memory.
    Row {
        fwd: &[Op::Variable, Op::Load, Op::Store],
        ..body(
            Op::Variable,
            "%r = OpVariable %pf Function\nOpStore %r %a\n%r2 = OpLoad %i32 %r\nOpStore %p %r2",
            &["%r = alloca i32", "store i32 %a, ptr %r", "%r2 = load i32, ptr %r", "store i32 %r2, ptr addrspace(1) %p"],
        )
    },
    Row {
        fwd: &[Op::Load],
        ..body(Op::Load, "%r = OpLoad %i32 %p Volatile|Aligned 4", &["%r = load volatile i32, ptr addrspace(1) %p, align 4"])
    },
    Row {
        fwd: &[Op::Store],
        ..body(Op::Store, "OpStore %p %a Aligned 8", &["store i32 %a, ptr addrspace(1) %p, align 8"])
    },
    Row {
        fwd: &[Op::CopyMemorySized],
        ..body(
            Op::CopyMemory,
            "OpCopyMemory %q %p Aligned 4",
            &["call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %q, ptr addrspace(1) align 4 %p, i64 4, i1 false)"],
        )
    },
    Row {
        fwd: &[Op::CopyMemorySized],
        ..body(
            Op::CopyMemorySized,
            "OpCopyMemorySized %q %p %l Volatile",
            &["call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %q, ptr addrspace(1) %p, i64 %l, i1 true)"],
        )
    },
    Row {
        cl: &["%r = getelementptr %structtype.0, ptr addrspace(1) %s, i32 0, i32 1"],
        fwd: &[Op::PtrAccessChain],
        globals: "%st = OpTypeStruct %i32 %f32\n%pst = OpTypePointer CrossWorkgroup %st\n%pgf = OpTypePointer CrossWorkgroup %f32\n",
        ..body(
            Op::AccessChain,
            "%s = OpBitcast %pst %p\n%r = OpAccessChain %pgf %s %c1\nOpStore %r %x",
            &["%r = getelementptr %st, ptr addrspace(1) %p, i32 0, i32 1"],
        )
    },
    Row {
        cl: &["%r = getelementptr inbounds %structtype.0, ptr addrspace(1) %s, i32 0, i32 1"],
        fwd: &[Op::InBoundsPtrAccessChain],
        globals: "%st = OpTypeStruct %i32 %f32\n%pst = OpTypePointer CrossWorkgroup %st\n%pgf = OpTypePointer CrossWorkgroup %f32\n",
        ..body(
            Op::InBoundsAccessChain,
            "%s = OpBitcast %pst %p\n%r = OpInBoundsAccessChain %pgf %s %c1\nOpStore %r %x",
            &["%r = getelementptr inbounds %st, ptr addrspace(1) %p, i32 0, i32 1"],
        )
    },
    Row {
        fwd: &[Op::PtrAccessChain],
        ..body(Op::PtrAccessChain, "%r = OpPtrAccessChain %pg %p %l\nOpStore %r %a", &["%r = getelementptr i32, ptr addrspace(1) %p, i64 %l"])
    },
    Row {
        fwd: &[Op::InBoundsPtrAccessChain],
        ..body(
            Op::InBoundsPtrAccessChain,
            "%r = OpInBoundsPtrAccessChain %pg %p %l\nOpStore %r %a",
            &["%r = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %l"],
        )
    },
    Row {
        cl: &["call spir_func i32 @_Z9get_fencePU3AS4v(ptr addrspace(4) %g)", "%r = shl i32 %1, 8"], spvir: Some(&["%r = call spir_func i32 @_Z30__spirv_GenericPtrMemSemanticsPU3AS4i(ptr addrspace(4) %g)"]),
        fwd: &[Op::GenericPtrMemSemantics],
        ..body(
            Op::GenericPtrMemSemantics,
            "%g = OpPtrCastToGeneric %pgen %p\n%r = OpGenericPtrMemSemantics %i32 %g\nOpStore %p %r",
            &["%r = call spir_func i32 @_Z9get_fencePU3AS4v(ptr addrspace(4) %g)"],
        )
    },
    Row {
        fwd: &[Op::PtrEqual],
        ..body(Op::PtrEqual, "%r = OpPtrEqual %bool %p %q", &["%r = icmp eq ptr addrspace(1) %p, %q"])
    },
    Row {
        fwd: &[Op::PtrNotEqual],
        ..body(Op::PtrNotEqual, "%r = OpPtrNotEqual %bool %p %q", &["%r = icmp ne ptr addrspace(1) %p, %q"])
    },
    Row {
        cl: &["ptrtoint ptr addrspace(1) %p to i64", "ptrtoint ptr addrspace(1) %q to i64", "sub i64", "%r = sdiv exact i64"],
        fwd: &[Op::ConvertPtrToU, Op::ISub, Op::SDiv],
        ..body(Op::PtrDiff, "%r = OpPtrDiff %i64 %p %q\nOpStore %p %a", &["%r = ", "sdiv exact i64"])
    },
    Row { kind: Kind::NotKernel("Image"), globals: "%img = OpTypeImage %i32 2D 0 0 0 0 Unknown ReadWrite\n%pimg = OpTypePointer UniformConstant %img\n%pti = OpTypePointer Image %i32\n%iv = OpVariable %pimg UniformConstant\n", ..row(Op::ImageTexelPointer, "%r = OpImageTexelPointer %pti %iv %v2i32c %c0\n%r2 = OpAtomicIAdd %i32 %r %c1 %c0 %c1") },
    // Composites.
    Row {
        fwd: &[Op::VectorExtractDynamic],
        ..body(Op::VectorExtractDynamic, "%r = OpVectorExtractDynamic %i32 %va %a", &["%r = extractelement <4 x i32> %va, i32 %a"])
    },
    Row {
        fwd: &[Op::VectorInsertDynamic],
        ..body(
            Op::VectorInsertDynamic,
            "%r = OpVectorInsertDynamic %v4i32 %va %b %a",
            &["%r = insertelement <4 x i32> %va, i32 %b, i32 %a"],
        )
    },
    Row {
        fwd: &[Op::VectorShuffle],
        ..body(
            Op::VectorShuffle,
            "%r = OpVectorShuffle %v4i32 %va %vb 7 0xFFFFFFFF 2 4",
            &["%r = shufflevector <4 x i32> %va, <4 x i32> %vb, <4 x i32> <i32 7, i32 poison, i32 2, i32 4>"],
        )
    },
    Row {
        cl: &["%r = insertelement <4 x i32> %4, i32 %b, i32 3", "store i32 %a, ptr %gep", "%r2 = load %structtype"],
        fwd: &[Op::CompositeInsert],
        ..body(
            Op::CompositeConstruct,
            "%r = OpCompositeConstruct %v4i32 %a %b %a %b\n%r2 = OpCompositeConstruct %s2i32 %a %b",
            &["insertelement <4 x i32>", "insertvalue { i32, i32 }"],
        )
    },
    Row {
        fwd: &[Op::CompositeExtract],
        ..body(
            Op::CompositeExtract,
            "%r = OpCompositeExtract %i32 %va 3\n%s = OpIAddCarry %s2i32 %a %b\n%r2 = OpCompositeExtract %i32 %s 1",
            &["%r = extractelement <4 x i32> %va, i32 3", "%r2 = extractvalue { i32, i32 } "],
        )
    },
    Row {
        cl: &["%r = insertelement <4 x i32> %va, i32 %a, i32 2", "%r2 = insertvalue %structtype undef, i32 %b, 1"],
        fwd: &[Op::CompositeInsert],
        ..body(
            Op::CompositeInsert,
            "%r = OpCompositeInsert %v4i32 %a %va 2\n%s = OpUndef %s2i32\n%r2 = OpCompositeInsert %s2i32 %b %s 1",
            &["%r = insertelement <4 x i32> %va, i32 %a, i32 2", "%r2 = insertvalue { i32, i32 } undef, i32 %b, 1"],
        )
    },
    Row {
        fwd: &[Op::IAdd],
        ..body(Op::CopyObject, "%r = OpCopyObject %i32 %a\n%r2 = OpIAdd %i32 %r %b", &["%r2 = add i32 %a, %b"])
    },
    Row {
        cl: &["store %structtype.0 %s, ptr %1", "%r = load %structtype.1, ptr %1"],
        fwd: &[Op::Store],
        globals: "%sa = OpTypeStruct %i32 %f32\n%sb = OpTypeStruct %i32 %f32\n%psb = OpTypePointer CrossWorkgroup %sb\n",
        ..body(
            Op::CopyLogical,
            "%s = OpCompositeConstruct %sa %a %x\n%r = OpCopyLogical %sb %s\n%o = OpBitcast %psb %p\nOpStore %o %r",
            &["insertvalue %sb", "store %sb"],
        )
    },
    // Images: their own snapshot inputs (image types are kernel arguments).
    covered(Op::SampledImage, &["images.spvasm"]),
    covered(Op::ImageSampleExplicitLod, &["images.spvasm"]),
    covered(Op::ImageRead, &["opaque_types_cl.spvasm"]),
    covered(Op::ImageWrite, &["images.spvasm"]),
    covered(Op::ImageQueryFormat, &["opaque_types_cl.spvasm"]),
    covered(Op::ImageQueryOrder, &["opaque_types_cl.spvasm"]),
    covered(Op::ImageQuerySizeLod, &["images.spvasm"]),
    covered(Op::ImageQuerySize, &["opaque_types_cl.spvasm"]),
    covered(Op::ImageQueryLevels, &["opaque_types_cl.spvasm"]),
    covered(Op::ImageQuerySamples, &["opaque_types_cl.spvasm"]),
    Row { globals: "%img1 = OpTypeImage %f32 2D 0 0 0 1 Unknown ReadOnly\n%v2i32c = OpConstantComposite %v2i32 %c0 %c1\n", fwd: NOTHING, cl: &["%r = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(ptr addrspace(1) %im, <2 x i32> <i32 0, i32 1>)"], spvir: Some(&[]), params: &[("%im", "%img1")], ..row(Op::ImageFetch, "%r = OpImageFetch %v4f32 %im %v2i32c") },
    Row { globals: IMAGE_GLOBALS, params: IMAGE_PARAMS, fwd: NOTHING, cl: &["%r2 = call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(1) %im)"], spvir: Some(&[]), ..row(Op::Image, "%s = OpSampledImage %simg %im %sm\n%r = OpImage %img %s\n%r2 = OpImageQuerySize %v2i32 %r") },
    // Conversions.
    body(Op::ConvertFToU, "%r = OpConvertFToU %i32 %x", &["%r = fptoui float %x to i32"]),
    body(Op::ConvertFToS, "%r = OpConvertFToS %i32 %x", &["%r = fptosi float %x to i32"]),
    body(Op::ConvertSToF, "%r = OpConvertSToF %f32 %a", &["%r = sitofp i32 %a to float"]),
    body(Op::ConvertUToF, "%r = OpConvertUToF %f32 %a", &["%r = uitofp i32 %a to float"]),
    body(Op::UConvert, "%r = OpUConvert %i64 %a", &["%r = zext i32 %a to i64"]),
    Row { fwd: &[Op::UConvert], ..body(Op::SConvert, "%r = OpSConvert %i16 %a", &["%r = trunc i32 %a to i16"]) },
    body(Op::FConvert, "%r = OpFConvert %f64 %x", &["%r = fpext float %x to double"]),
    // The grammar lists no capability, but SPIR-V 1.6 rev 2+ and spirv-val require Shader.
    Row {
        kind: Kind::NotKernel("Opcode QuantizeToF16 requires one of these capabilities: Shader"),
        ..body(Op::QuantizeToF16, "%r = OpQuantizeToF16 %f32 %x", &[])
    },
    body(Op::ConvertPtrToU, "%r = OpConvertPtrToU %i64 %p", &["%r = ptrtoint ptr addrspace(1) %p to i64"]),
    Row {
        fwd: &[Op::ConvertUToPtr],
        ..body(Op::ConvertUToPtr, "%r = OpConvertUToPtr %pg %l\nOpStore %r %a", &["%r = inttoptr i64 %l to ptr addrspace(1)"])
    },
    Row {
        spvir: Some(&["%r = call spir_func i32 @_Z32__spirv_SatConvertSToU_Ruint_sati(i32 %a)"]),
        ..body(Op::SatConvertSToU, "%r = OpSatConvertSToU %i32 %a", &["%r = call spir_func i32 @_Z16convert_uint_sati(i32 %a)"])
    },
    Row {
        spvir: Some(&["__spirv_SatConvertUToS_Rint_satj(i32 %a)"]),
        ..body(Op::SatConvertUToS, "%r = OpSatConvertUToS %i32 %a", &["%r = call spir_func i32 @_Z15convert_int_satj(i32 %a)"])
    },
    Row {
        fwd: &[Op::PtrCastToGeneric],
        ..body(
            Op::PtrCastToGeneric,
            "%r = OpPtrCastToGeneric %pgen %p\nOpStore %r %a",
            &["%r = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)"],
        )
    },
    Row {
        fwd: &[Op::GenericCastToPtr],
        ..body(
            Op::GenericCastToPtr,
            "%g = OpPtrCastToGeneric %pgen %p\n%r = OpGenericCastToPtr %pg %g\nOpStore %r %a",
            &["%r = addrspacecast ptr addrspace(4) %g to ptr addrspace(1)"],
        )
    },
    Row {
        cl: &["%r = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %1)"], spvir: Some(&["%r = call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ii(ptr addrspace(4) %1, i32 5)"]),
        fwd: &[Op::GenericCastToPtrExplicit],
        ..body(
            Op::GenericCastToPtrExplicit,
            "%g = OpPtrCastToGeneric %pgen %p\n%r = OpGenericCastToPtrExplicit %pg %g CrossWorkgroup\nOpStore %r %a",
            &["%r = call spir_func ptr addrspace(1) @_Z9to_globalPv(ptr addrspace(4) %g)"],
        )
    },
    body(Op::Bitcast, "%r = OpBitcast %f32 %a", &["%r = bitcast i32 %a to float"]),
    // Arithmetic.
    Row { fwd: &[Op::ISub], ..body(Op::SNegate, "%r = OpSNegate %i32 %a", &["%r = sub i32 0, %a"]) },
    body(Op::FNegate, "%r = OpFNegate %f32 %x", &["%r = fneg float %x"]),
    body(Op::IAdd, "%r = OpIAdd %i32 %a %b", &["%r = add i32 %a, %b"]),
    body(Op::FAdd, "%r = OpFAdd %f32 %x %y", &["%r = fadd float %x, %y"]),
    body(Op::ISub, "%r = OpISub %i32 %a %b", &["%r = sub i32 %a, %b"]),
    body(Op::FSub, "%r = OpFSub %f32 %x %y", &["%r = fsub float %x, %y"]),
    body(Op::IMul, "%r = OpIMul %i32 %a %b", &["%r = mul i32 %a, %b"]),
    body(Op::FMul, "%r = OpFMul %f32 %x %y", &["%r = fmul float %x, %y"]),
    body(Op::UDiv, "%r = OpUDiv %i32 %a %b", &["%r = udiv i32 %a, %b"]),
    body(Op::SDiv, "%r = OpSDiv %i32 %a %b", &["%r = sdiv i32 %a, %b"]),
    body(Op::FDiv, "%r = OpFDiv %f32 %x %y", &["%r = fdiv float %x, %y"]),
    body(Op::UMod, "%r = OpUMod %i32 %a %b", &["%r = urem i32 %a, %b"]),
    body(Op::SRem, "%r = OpSRem %i32 %a %b", &["%r = srem i32 %a, %b"]),
    Row { fwd: &[Op::SRem], ..body(Op::SMod, "%r = OpSMod %i32 %a %b", &["srem i32 %a, %b"]) },
    body(Op::FRem, "%r = OpFRem %f32 %x %y", &["%r = frem float %x, %y"]),
    Row { fwd: &[Op::FRem], ..body(Op::FMod, "%r = OpFMod %f32 %x %y", &["frem float %x, %y"]) },
    Row {
        fwd: &[Op::FMul],
        ..body(Op::VectorTimesScalar, "%r = OpVectorTimesScalar %v4f32 %vx %x", &["fmul <4 x float> %vx"])
    },
    Row {
        spvir: Some(&["%r = call spir_func float @_Z11__spirv_DotDv4_fS_(<4 x float> %vx, <4 x float> %vx)"]),
        ..body(Op::Dot, "%r = OpDot %f32 %vx %vx", &["%r = call spir_func float @_Z3dotDv4_fS_(<4 x float> %vx, <4 x float> %vx)"])
    },
    body(Op::IAddCarry, "%r = OpIAddCarry %s2i32 %a %b", &["call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)"]),
    body(Op::ISubBorrow, "%r = OpISubBorrow %s2i32 %a %b", &["call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %a, i32 %b)"]),
    Row { cl: &["__spirv_UMulExtendedii(ptr sret(%structtype) %1, i32 %a, i32 %b)"], ..body(Op::UMulExtended, "%r = OpUMulExtended %s2i32 %a %b", &["zext i32 %a to i64", "mul i64"]) },
    Row { cl: &["__spirv_SMulExtendedii(ptr sret(%structtype) %1, i32 %a, i32 %b)"], ..body(Op::SMulExtended, "%r = OpSMulExtended %s2i32 %a %b", &["sext i32 %a to i64", "mul i64"]) },
    // Relational and logical.
    Row {
        cl: &["%r = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %vc)"], spvir: None,
        fwd: &[Op::Any],
        ..body(Op::Any, "%vc = OpSLessThan %v4bool %va %vb\n%r = OpAny %bool %vc", &["call spir_func i32 @_Z3anyDv4_i("])
    },
    Row {
        cl: &["%r = call i1 @llvm.vector.reduce.and.v4i1(<4 x i1> %vc)"], spvir: None,
        fwd: &[Op::All],
        ..body(Op::All, "%vc = OpSLessThan %v4bool %va %vb\n%r = OpAll %bool %vc", &["call spir_func i32 @_Z3allDv4_i("])
    },
    Row {
        spvir: Some(&["call spir_func i1 @_Z13__spirv_IsNanf(float %x)"]),
        ..body(Op::IsNan, "%r = OpIsNan %bool %x", &["call spir_func i32 @_Z5isnanf(float %x)"])
    },
    Row {
        spvir: Some(&["call spir_func i1 @_Z13__spirv_IsInff(float %x)"]),
        ..body(Op::IsInf, "%r = OpIsInf %bool %x", &["call spir_func i32 @_Z5isinff(float %x)"])
    },
    Row {
        spvir: Some(&["call spir_func i1 @_Z16__spirv_IsFinitef(float %x)"]),
        ..body(Op::IsFinite, "%r = OpIsFinite %bool %x", &["call spir_func i32 @_Z8isfinitef(float %x)"])
    },
    Row {
        spvir: Some(&["call spir_func i1 @_Z16__spirv_IsNormalf(float %x)"]),
        ..body(Op::IsNormal, "%r = OpIsNormal %bool %x", &["call spir_func i32 @_Z8isnormalf(float %x)"])
    },
    Row {
        spvir: Some(&["call spir_func i1 @_Z18__spirv_SignBitSetf(float %x)"]),
        ..body(Op::SignBitSet, "%r = OpSignBitSet %bool %x", &["call spir_func i32 @_Z7signbitf(float %x)"])
    },
    Row { fwd: &[Op::FOrdNotEqual], ..body(Op::LessOrGreater, "%r = OpLessOrGreater %bool %x %y", &["%r = fcmp one float %x, %y"]) },
    body(Op::Ordered, "%r = OpOrdered %bool %x %y", &["%r = fcmp ord float %x, %y"]),
    body(Op::Unordered, "%r = OpUnordered %bool %x %y", &["%r = fcmp uno float %x, %y"]),
    Row { fwd: &[Op::LogicalEqual], ..    Row { fwd: &[Op::IEqual], ..body(Op::LogicalEqual, "%r = OpLogicalEqual %bool %t %u", &["%r = icmp eq i1 %t, %u"]) } },
    Row { fwd: &[Op::LogicalNotEqual], ..    Row { fwd: &[Op::INotEqual], ..body(Op::LogicalNotEqual, "%r = OpLogicalNotEqual %bool %t %u", &["%r = icmp ne i1 %t, %u"]) } },
    body(Op::LogicalOr, "%r = OpLogicalOr %bool %t %u", &["%r = or i1 %t, %u"]),
    body(Op::LogicalAnd, "%r = OpLogicalAnd %bool %t %u", &["%r = and i1 %t, %u"]),
    Row { fwd: &[Op::LogicalNotEqual], ..body(Op::LogicalNot, "%r = OpLogicalNot %bool %t", &["%r = xor i1 %t, true"]) },
    Row {
        fwd: &[Op::Select],
        ..body(
            Op::Select,
            "%r = OpSelect %i32 %t %a %b\n%vc = OpSLessThan %v4bool %va %vb\n%r2 = OpSelect %v4i32 %vc %va %vb\n%r3 = OpSelect %pg %t %p %q\nOpStore %r3 %r",
            &[
                "%r = select i1 %t, i32 %a, i32 %b",
                "%r2 = select <4 x i1> %vc, <4 x i32> %va, <4 x i32> %vb",
                "%r3 = select i1 %t, ptr addrspace(1) %p, ptr addrspace(1) %q",
            ],
        )
    },
    body(Op::IEqual, "%r = OpIEqual %bool %a %b", &["%r = icmp eq i32 %a, %b"]),
    body(Op::INotEqual, "%r = OpINotEqual %bool %a %b", &["%r = icmp ne i32 %a, %b"]),
    body(Op::UGreaterThan, "%r = OpUGreaterThan %bool %a %b", &["%r = icmp ugt i32 %a, %b"]),
    body(Op::SGreaterThan, "%r = OpSGreaterThan %bool %a %b", &["%r = icmp sgt i32 %a, %b"]),
    body(Op::UGreaterThanEqual, "%r = OpUGreaterThanEqual %bool %a %b", &["%r = icmp uge i32 %a, %b"]),
    body(Op::SGreaterThanEqual, "%r = OpSGreaterThanEqual %bool %a %b", &["%r = icmp sge i32 %a, %b"]),
    body(Op::ULessThan, "%r = OpULessThan %bool %a %b", &["%r = icmp ult i32 %a, %b"]),
    body(Op::SLessThan, "%r = OpSLessThan %bool %a %b", &["%r = icmp slt i32 %a, %b"]),
    body(Op::ULessThanEqual, "%r = OpULessThanEqual %bool %a %b", &["%r = icmp ule i32 %a, %b"]),
    body(Op::SLessThanEqual, "%r = OpSLessThanEqual %bool %a %b", &["%r = icmp sle i32 %a, %b"]),
    body(Op::FOrdEqual, "%r = OpFOrdEqual %bool %x %y", &["%r = fcmp oeq float %x, %y"]),
    body(Op::FUnordEqual, "%r = OpFUnordEqual %bool %x %y", &["%r = fcmp ueq float %x, %y"]),
    body(Op::FOrdNotEqual, "%r = OpFOrdNotEqual %bool %x %y", &["%r = fcmp one float %x, %y"]),
    body(Op::FUnordNotEqual, "%r = OpFUnordNotEqual %bool %x %y", &["%r = fcmp une float %x, %y"]),
    body(Op::FOrdLessThan, "%r = OpFOrdLessThan %bool %x %y", &["%r = fcmp olt float %x, %y"]),
    body(Op::FUnordLessThan, "%r = OpFUnordLessThan %bool %x %y", &["%r = fcmp ult float %x, %y"]),
    body(Op::FOrdGreaterThan, "%r = OpFOrdGreaterThan %bool %x %y", &["%r = fcmp ogt float %x, %y"]),
    body(Op::FUnordGreaterThan, "%r = OpFUnordGreaterThan %bool %x %y", &["%r = fcmp ugt float %x, %y"]),
    body(Op::FOrdLessThanEqual, "%r = OpFOrdLessThanEqual %bool %x %y", &["%r = fcmp ole float %x, %y"]),
    body(Op::FUnordLessThanEqual, "%r = OpFUnordLessThanEqual %bool %x %y", &["%r = fcmp ule float %x, %y"]),
    body(Op::FOrdGreaterThanEqual, "%r = OpFOrdGreaterThanEqual %bool %x %y", &["%r = fcmp oge float %x, %y"]),
    body(Op::FUnordGreaterThanEqual, "%r = OpFUnordGreaterThanEqual %bool %x %y", &["%r = fcmp uge float %x, %y"]),
    // Bit instructions.
    body(Op::ShiftRightLogical, "%r = OpShiftRightLogical %i32 %a %b", &["%r = lshr i32 %a, %b"]),
    body(Op::ShiftRightArithmetic, "%r = OpShiftRightArithmetic %i32 %a %b", &["%r = ashr i32 %a, %b"]),
    body(Op::ShiftLeftLogical, "%r = OpShiftLeftLogical %i32 %a %b", &["%r = shl i32 %a, %b"]),
    body(Op::BitwiseOr, "%r = OpBitwiseOr %i32 %a %b", &["%r = or i32 %a, %b"]),
    body(Op::BitwiseXor, "%r = OpBitwiseXor %i32 %a %b", &["%r = xor i32 %a, %b"]),
    body(Op::BitwiseAnd, "%r = OpBitwiseAnd %i32 %a %b", &["%r = and i32 %a, %b"]),
    Row { fwd: &[Op::BitwiseXor], ..body(Op::Not, "%r = OpNot %i32 %a", &["%r = xor i32 %a, -1"]) },
    Row {
        spvir: Some(&["%r = call spir_func i32 @_Z16__spirv_BitCounti(i32 %a)"]),
        ..body(Op::BitCount, "%r = OpBitCount %i32 %a", &["%r = call spir_func i32 @_Z8popcounti(i32 %a)"])
    },
    // Barriers.
    Row {
        cl20: Some(&["call spir_func void @_Z18work_group_barrierj12memory_scope(i32 1, i32 1)"]),
        spvir: Some(&["call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 264)"]),
        ..body(Op::ControlBarrier, "OpControlBarrier %c2 %c2 %c264", &["call spir_func void @_Z7barrierj(i32 1)"])
    },
    Row {
        cl20: Some(&["call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 1, i32 4, i32 1)"]),
        spvir: Some(&["call spir_func void @_Z21__spirv_MemoryBarrierii(i32 2, i32 264)"]),
        ..body(Op::MemoryBarrier, "OpMemoryBarrier %c2 %c264", &["call spir_func void @_Z9mem_fencej(i32 1)"])
    },
    Row { kind: Kind::Refused("unsupported OpTypeNamedBarrier"), globals: "%nbt = OpTypeNamedBarrier\n", fwd: NOTHING, ..row(Op::NamedBarrierInitialize, "%r = OpNamedBarrierInitialize %nbt %c4\nOpMemoryNamedBarrier %r %c2 %c264") },
    Row { kind: Kind::Refused("unsupported OpTypeNamedBarrier"), globals: "%nbt = OpTypeNamedBarrier\n", fwd: NOTHING, ..row(Op::MemoryNamedBarrier, "%r = OpNamedBarrierInitialize %nbt %c4\nOpMemoryNamedBarrier %r %c2 %c264") },
    // Atomics (every form; scopes and semantics in atomics_*.spvasm).
    covered(Op::AtomicLoad, &["atomics_runtime_cl12.spvasm"]),
    covered(Op::AtomicStore, &["atomics_runtime_cl12.spvasm"]),
    covered(Op::AtomicExchange, &["atomics_legacy_names_cl12.spvasm"]),
    covered(Op::AtomicCompareExchange, &["atomics_cl20.spvasm"]),
    covered(Op::AtomicCompareExchangeWeak, &["atomics_runtime_cl20.spvasm"]),
    covered(Op::AtomicIIncrement, &["atomics_cl12.spvasm"]),
    covered(Op::AtomicIDecrement, &["atomics_legacy_names_cl12.spvasm"]),
    covered(Op::AtomicIAdd, &["atomics_cl20.spvasm"]),
    covered(Op::AtomicISub, &["atomics_runtime_cl20.spvasm"]),
    covered(Op::AtomicSMin, &["atomics_legacy_names_cl12.spvasm"]),
    covered(Op::AtomicUMin, &["atomics_legacy_names_cl12.spvasm"]),
    Row {
        cl: &["%r = call spir_func i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) %p, i32 %a)"], cl20: Some(&["%r = call spir_func i32 @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %1, i32 %a, i32 4, i32 1)"]),
        spvir: Some(&["call spir_func i32 @_Z18__spirv_AtomicSMaxPU3AS1iiii(ptr addrspace(1) %p, i32 2, i32 264, i32 %a)"]),
        ..body(
            Op::AtomicSMax,
            "%r = OpAtomicSMax %i32 %p %c2 %c264 %a",
            &["%r = call spir_func i32 @_Z24atomic_fetch_max_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope("],
        )
    },
    covered(Op::AtomicUMax, &["atomics_cl20.spvasm"]),
    covered(Op::AtomicAnd, &["atomics_legacy_names_cl12.spvasm"]),
    covered(Op::AtomicOr, &["atomics_legacy_names_cl12.spvasm"]),
    covered(Op::AtomicXor, &["atomics_legacy_names_cl12.spvasm"]),
    covered(Op::AtomicFlagTestAndSet, &["atomics_runtime_cl20.spvasm"]),
    covered(Op::AtomicFlagClear, &["atomics_runtime_cl20.spvasm"]),
    // Control flow.
    covered(Op::Phi, &["control.spvasm"]),
    covered(Op::LoopMerge, &["control.spvasm"]),
    covered(Op::SelectionMerge, &["control.spvasm"]),
    covered(Op::Branch, &["control.spvasm"]),
    covered(Op::BranchConditional, &["control.spvasm"]),
    covered(Op::Switch, &["control.spvasm"]),
    covered(Op::Return, &["arith.spvasm"]),
    covered(Op::ReturnValue, &["control.spvasm"]),
    Row {
        fwd: &[Op::Unreachable],
        ..body(Op::Unreachable, "OpBranchConditional %t %dead %live\n%dead = OpLabel\nOpUnreachable\n%live = OpLabel", &["unreachable"])
    },
    covered(Op::LifetimeStart, &["lifetime.spvasm"]),
    covered(Op::LifetimeStop, &["lifetime.spvasm"]),
    // Work-group instructions.
    covered(Op::GroupAsyncCopy, &["cl_builtin_families.spvasm"]),
    covered(Op::GroupWaitEvents, &["cl_builtin_families.spvasm"]),
    covered(Op::GroupAll, &["groups.spvasm"]),
    Row {
        spvir: Some(&["%r = call spir_func i1 @_Z16__spirv_GroupAnyib(i32 2, i1 %t)"]),
        ..body(Op::GroupAny, "%r = OpGroupAny %bool %c2 %t", &["call spir_func i32 @_Z14work_group_anyi("])
    },
    covered(Op::GroupBroadcast, &["groups.spvasm"]),
    covered(Op::GroupIAdd, &["dispatch_decisions.spvasm"]),
    covered(Op::GroupFAdd, &["groups.spvasm"]),
    Row {
        spvir: Some(&["%r = call spir_func float @_Z17__spirv_GroupFMiniif(i32 2, i32 1, float %x)"]),
        ..body(Op::GroupFMin, "%r = OpGroupFMin %f32 %c2 InclusiveScan %x", &["%r = call spir_func float @_Z29work_group_scan_inclusive_minf(float %x)"])
    },
    covered(Op::GroupUMin, &["groups_spvir.spvasm"]),
    Row {
        spvir: Some(&["%r = call spir_func i32 @_Z17__spirv_GroupSMiniii(i32 3, i32 2, i32 %a)"]),
        ..body(Op::GroupSMin, "%r = OpGroupSMin %i32 %c3 ExclusiveScan %a", &["%r = call spir_func i32 @_Z28sub_group_scan_exclusive_mini(i32 %a)"])
    },
    Row {
        spvir: Some(&["%r = call spir_func float @_Z17__spirv_GroupFMaxiif(i32 2, i32 0, float %x)"]),
        ..body(Op::GroupFMax, "%r = OpGroupFMax %f32 %c2 Reduce %x", &["%r = call spir_func float @_Z21work_group_reduce_maxf(float %x)"])
    },
    covered(Op::GroupUMax, &["groups.spvasm"]),
    Row {
        spvir: Some(&["%r = call spir_func i32 @_Z17__spirv_GroupSMaxiii(i32 2, i32 0, i32 %a)"]),
        ..body(Op::GroupSMax, "%r = OpGroupSMax %i32 %c2 Reduce %a", &["%r = call spir_func i32 @_Z21work_group_reduce_maxi(i32 %a)"])
    },
    // Pipes.
    Row { globals: PIPE_R, params: &[("%pr", "%pipe_r")], ..row(Op::ReadPipe, "%g = OpPtrCastToGeneric %pgen %p\n%r = OpReadPipe %i32 %pr %g %c4 %c4") },
    covered(Op::WritePipe, &["cl_builtin_families.spvasm"]),
    covered(Op::ReservedReadPipe, &["cl_builtin_families.spvasm"]),
    Row { globals: PIPE_W, params: &[("%pw_", "%pipe_w")], ..row(Op::ReservedWritePipe, "%g = OpPtrCastToGeneric %pgen %p\n%rid = OpReserveWritePipePackets %reserve %pw_ %c1 %c4 %c4\n%r = OpReservedWritePipe %i32 %pw_ %rid %c0 %g %c4 %c4\nOpCommitWritePipe %pw_ %rid %c4 %c4") },
    covered(Op::ReserveReadPipePackets, &["opaque_types_cl.spvasm"]),
    Row { globals: PIPE_W, params: &[("%pw_", "%pipe_w")], ..row(Op::ReserveWritePipePackets, "%g = OpPtrCastToGeneric %pgen %p\n%rid = OpReserveWritePipePackets %reserve %pw_ %c1 %c4 %c4\n%r = OpReservedWritePipe %i32 %pw_ %rid %c0 %g %c4 %c4\nOpCommitWritePipe %pw_ %rid %c4 %c4") },
    covered(Op::CommitReadPipe, &["opaque_types_cl.spvasm"]),
    Row { globals: PIPE_W, params: &[("%pw_", "%pipe_w")], ..row(Op::CommitWritePipe, "%g = OpPtrCastToGeneric %pgen %p\n%rid = OpReserveWritePipePackets %reserve %pw_ %c1 %c4 %c4\n%r = OpReservedWritePipe %i32 %pw_ %rid %c0 %g %c4 %c4\nOpCommitWritePipe %pw_ %rid %c4 %c4") },
    covered(Op::IsValidReserveId, &["opaque_types_cl.spvasm"]),
    covered(Op::GetNumPipePackets, &["opaque_types_cl.spvasm"]),
    Row { globals: PIPE_W, params: &[("%pw_", "%pipe_w")], ..row(Op::GetMaxPipePackets, "%r = OpGetMaxPipePackets %i32 %pw_ %c4 %c4") },
    covered(Op::GroupReserveReadPipePackets, &["cl_builtin_families.spvasm"]),
    Row { globals: PIPE_W, params: &[("%pw_", "%pipe_w")], ..row(Op::GroupReserveWritePipePackets, "%rid = OpGroupReserveWritePipePackets %reserve %c2 %pw_ %c1 %c4 %c4\nOpGroupCommitWritePipe %c2 %pw_ %rid %c4 %c4") },
    covered(Op::GroupCommitReadPipe, &["cl_builtin_families.spvasm"]),
    Row { globals: PIPE_W, params: &[("%pw_", "%pipe_w")], ..row(Op::GroupCommitWritePipe, "%rid = OpGroupReserveWritePipePackets %reserve %c2 %pw_ %c1 %c4 %c4\nOpGroupCommitWritePipe %c2 %pw_ %rid %c4 %c4") },
    Row { cl: &["call spir_func ptr addrspace(1) @_Z27__spirv_ConstantPipeStorageiii(i32 4, i32 4, i32 16)", "%r = call spir_func ptr addrspace(1) @_Z33__spirv_CreatePipeFromPipeStoragePU3AS119__spirv_PipeStorage(ptr addrspace(1) %1)"], spvir: Some(&["%r = call spir_func target(\"spirv.Pipe\", 0) @_Z33__spirv_CreatePipeFromPipeStoragePU3AS119__spirv_PipeStorage(target(\"spirv.PipeStorage\") %1)"]), globals: "%pst = OpTypePipeStorage\n%pipe_r = OpTypePipe ReadOnly\n", ..row(Op::ConstantPipeStorage, "%ps = OpConstantPipeStorage %pst 4 4 16\n%r = OpCreatePipeFromPipeStorage %pipe_r %ps") },
    Row { cl: &["%r = call spir_func ptr addrspace(1) @_Z33__spirv_CreatePipeFromPipeStoragePU3AS119__spirv_PipeStorage(ptr addrspace(1) %1)"], spvir: Some(&["%r = call spir_func target(\"spirv.Pipe\", 0) @_Z33__spirv_CreatePipeFromPipeStoragePU3AS119__spirv_PipeStorage(target(\"spirv.PipeStorage\") %1)"]), globals: "%pst = OpTypePipeStorage\n%pipe_r = OpTypePipe ReadOnly\n", ..row(Op::CreatePipeFromPipeStorage, "%ps = OpConstantPipeStorage %pst 4 4 16\n%r = OpCreatePipeFromPipeStorage %pipe_r %ps") },
    // Device-side enqueue.
    covered(Op::EnqueueMarker, &["cl_builtin_families.spvasm"]),
    Row { cl: &["ptr @invoke, ptr addrspace(4) %bp, i32 16, i32 8)"], ..enq(Op::EnqueueKernel, "%blk = OpVariable %pf_blk Function\n%p8 = OpBitcast %pf8 %blk\n%bp = OpPtrCastToGeneric %pgen8 %p8\n%qu = OpGetDefaultQueue %queue\n%nd = OpBuildNDRange %ndt %l %l %l\n%r = OpEnqueueKernel %i32 %qu %c1 %nd %c0 %evnull %evnull %invoke %bp %c16 %c8") },
    Row { cl: &["%r = call i32 @__get_kernel_sub_group_count_for_ndrange_impl("], spvir: Some(&["__spirv_GetKernelNDrangeSubGroupCount12structtype.0PvPU3AS4cii(%structtype.0 %nd, ptr @invoke, ptr addrspace(4) %bp, i32 16, i32 8)"]), ..enq(Op::GetKernelNDrangeSubGroupCount, "%blk = OpVariable %pf_blk Function\n%p8 = OpBitcast %pf8 %blk\n%bp = OpPtrCastToGeneric %pgen8 %p8\n%nd = OpBuildNDRange %ndt %l %l %l\n%r = OpGetKernelNDrangeSubGroupCount %i32 %nd %invoke %bp %c16 %c8") },
    Row { cl: &["%r = call i32 @__get_kernel_max_sub_group_size_for_ndrange_impl("], spvir: Some(&["__spirv_GetKernelNDrangeMaxSubGroupSize12structtype.0PvPU3AS4cii(%structtype.0 %nd, ptr @invoke, ptr addrspace(4) %bp, i32 16, i32 8)"]), ..enq(Op::GetKernelNDrangeMaxSubGroupSize, "%blk = OpVariable %pf_blk Function\n%p8 = OpBitcast %pf8 %blk\n%bp = OpPtrCastToGeneric %pgen8 %p8\n%nd = OpBuildNDRange %ndt %l %l %l\n%r = OpGetKernelNDrangeMaxSubGroupSize %i32 %nd %invoke %bp %c16 %c8") },
    Row { cl: &["%r = call i32 @__get_kernel_work_group_size_impl(ptr addrspace(4) addrspacecast (ptr @invoke to ptr addrspace(4)), ptr addrspace(4) %bp)"], spvir: Some(&["%r = call spir_func i32 @_Z30__spirv_GetKernelWorkGroupSizePvPU3AS4cii(ptr @invoke, ptr addrspace(4) %bp, i32 16, i32 8)"]), ..enq(Op::GetKernelWorkGroupSize, "%blk = OpVariable %pf_blk Function\n%p8 = OpBitcast %pf8 %blk\n%bp = OpPtrCastToGeneric %pgen8 %p8\n%r = OpGetKernelWorkGroupSize %i32 %invoke %bp %c16 %c8") },
    Row { cl: &["%r = call i32 @__get_kernel_preferred_work_group_size_multiple_impl("], spvir: Some(&["__spirv_GetKernelPreferredWorkGroupSizeMultiplePvPU3AS4cii(ptr @invoke, ptr addrspace(4) %bp, i32 16, i32 8)"]), ..enq(Op::GetKernelPreferredWorkGroupSizeMultiple, "%blk = OpVariable %pf_blk Function\n%p8 = OpBitcast %pf8 %blk\n%bp = OpPtrCastToGeneric %pgen8 %p8\n%r = OpGetKernelPreferredWorkGroupSizeMultiple %i32 %invoke %bp %c16 %c8") },
    covered(Op::RetainEvent, &["opaque_types_cl.spvasm"]),
    covered(Op::ReleaseEvent, &["cl_builtin_families.spvasm"]),
    covered(Op::CreateUserEvent, &["opaque_types_cl.spvasm"]),
    Row { cl: &["%r = call spir_func i1 @_Z14is_valid_event12ocl_clkevent(ptr %ev)"], spvir: Some(&["%r = call spir_func i1 @_Z20__spirv_IsValidEventP19__spirv_DeviceEvent(target(\"spirv.DeviceEvent\") %ev)"]), ..event(Op::IsValidEvent, "%ev = OpCreateUserEvent %devev\n%r = OpIsValidEvent %bool %ev") },
    event(Op::SetUserEventStatus, "%ev = OpCreateUserEvent %devev\nOpSetUserEventStatus %ev %c0"),
    Row { cl: &["call spir_func void @_Z28capture_event_profiling_info12ocl_clkeventiPU3AS4v(ptr %ev, i32 1, ptr addrspace(4) %bp)"], spvir: Some(&["call spir_func void @_Z33__spirv_CaptureEventProfilingInfoP19__spirv_DeviceEventiPU3AS4c(target(\"spirv.DeviceEvent\") %ev, i32 1, ptr addrspace(4) %bp)"]), ..event(Op::CaptureEventProfilingInfo, "%blk = OpVariable %pf_blk Function\n%p8 = OpBitcast %pf8 %blk\n%bp = OpPtrCastToGeneric %pgen8 %p8\n%ev = OpCreateUserEvent %devev\nOpCaptureEventProfilingInfo %ev %c1 %bp") },
    covered(Op::GetDefaultQueue, &["cl_builtin_families.spvasm"]),
    Row { cl: &["call spir_func void @_Z20__spirv_BuildNDRangelll(ptr sret(%structtype.0) ", "__get_kernel_max_sub_group_size_for_ndrange_impl("], spvir: Some(&["call spir_func void @_Z20__spirv_BuildNDRangelll(ptr sret(%structtype.0) "]), ..enq(Op::BuildNDRange, "%blk = OpVariable %pf_blk Function\n%p8 = OpBitcast %pf8 %blk\n%bp = OpPtrCastToGeneric %pgen8 %p8\n%nd = OpBuildNDRange %ndt %l %l %l\n%r = OpGetKernelNDrangeMaxSubGroupSize %i32 %nd %invoke %bp %c16 %c8") },
    Row { cl: &["%r = call spir_func i32 @_Z42__spirv_GetKernelLocalSizeForSubgroupCountiPvPU3AS4cii(i32 4, ptr @invoke, ptr addrspace(4) %bp, i32 16, i32 8)"], ..enq(Op::GetKernelLocalSizeForSubgroupCount, "%blk = OpVariable %pf_blk Function\n%p8 = OpBitcast %pf8 %blk\n%bp = OpPtrCastToGeneric %pgen8 %p8\n%r = OpGetKernelLocalSizeForSubgroupCount %i32 %c4 %invoke %bp %c16 %c8") },
    Row { cl: &["__spirv_GetKernelMaxNumSubgroupsPvPU3AS4cii(ptr @invoke, ptr addrspace(4) %bp, i32 16, i32 8)"], ..enq(Op::GetKernelMaxNumSubgroups, "%blk = OpVariable %pf_blk Function\n%p8 = OpBitcast %pf8 %blk\n%bp = OpPtrCastToGeneric %pgen8 %p8\n%r = OpGetKernelMaxNumSubgroups %i32 %invoke %bp %c16 %c8") },
    // Non-uniform sub-group instructions (every GroupOperation on the arithmetic ones).
    Row {
        spvir: Some(&["%r = call spir_func i1 @_Z28__spirv_GroupNonUniformElecti(i32 3)"]),
        ..body(Op::GroupNonUniformElect, "%r = OpGroupNonUniformElect %bool %c3", &["call spir_func i32 @_Z15sub_group_electv()"])
    },
    Row {
        cl: &["call spir_func i32 @_Z25sub_group_non_uniform_alli(i32 %1)", "%r = icmp ne i32 %2, 0"],
        spvir: Some(&["%r = call spir_func i1 @_Z26__spirv_GroupNonUniformAllib(i32 3, i1 %t)"]),
        ..body(Op::GroupNonUniformAll, "%r = OpGroupNonUniformAll %bool %c3 %t", &["call spir_func i32 @_Z27sub_group_non_uniform_alli("])
    },
    Row {
        cl: &["call spir_func i32 @_Z25sub_group_non_uniform_anyi(i32 %1)", "%r = icmp ne i32 %2, 0"],
        spvir: Some(&["%r = call spir_func i1 @_Z26__spirv_GroupNonUniformAnyib(i32 3, i1 %t)"]),
        ..body(Op::GroupNonUniformAny, "%r = OpGroupNonUniformAny %bool %c3 %t", &["call spir_func i32 @_Z27sub_group_non_uniform_anyi("])
    },
    Row {
        cl: &["call spir_func i32 @_Z31sub_group_non_uniform_all_equali(i32 %a)", "%r = icmp ne i32 %1, 0"],
        spvir: Some(&["%r = call spir_func i1 @_Z31__spirv_GroupNonUniformAllEqualii(i32 3, i32 %a)"]),
        ..body(Op::GroupNonUniformAllEqual, "%r = OpGroupNonUniformAllEqual %bool %c3 %a", &["call spir_func i32 @_Z26sub_group_all_equali(i32 %a)"])
    },
    covered(Op::GroupNonUniformBroadcast, &["groups_spvir.spvasm"]),
    Row {
        cl: &["%r = call spir_func i32 @_Z25sub_group_broadcast_firstj(i32 %a)"],
        spvir: Some(&["%r = call spir_func i32 @_Z37__spirv_GroupNonUniformBroadcastFirstii(i32 3, i32 %a)"]),
        ..body(
            Op::GroupNonUniformBroadcastFirst,
            "%r = OpGroupNonUniformBroadcastFirst %i32 %c3 %a",
            &["%r = call spir_func i32 @_Z25sub_group_broadcast_firsti(i32 %a)"],
        )
    },
    covered(Op::GroupNonUniformBallot, &["groups.spvasm"]),
    Row {
        spvir: Some(&["%r = call spir_func i1 @_Z36__spirv_GroupNonUniformInverseBallotiDv4_j(i32 3, <4 x i32> %va)"]),
        ..body(
            Op::GroupNonUniformInverseBallot,
            "%r = OpGroupNonUniformInverseBallot %bool %c3 %va",
            &["call spir_func i32 @_Z24sub_group_inverse_ballotDv4_j(<4 x i32> %va)"],
        )
    },
    Row {
        cl: &["call spir_func i32 @_Z28sub_group_ballot_bit_extractDv4_jj(<4 x i32> %va, i32 %a)"],
        spvir: Some(&["%r = call spir_func i1 @_Z39__spirv_GroupNonUniformBallotBitExtractiDv4_jj(i32 3, <4 x i32> %va, i32 %a)"]),
        ..body(
            Op::GroupNonUniformBallotBitExtract,
            "%r = OpGroupNonUniformBallotBitExtract %bool %c3 %va %a",
            &["call spir_func i32 @_Z31sub_group_ballot_bit_extractDv4_jj(<4 x i32> %va, i32 %a)"],
        )
    },
    covered(Op::GroupNonUniformBallotBitCount, &["groups.spvasm"]),
    Row {
        cl: &["%r = call spir_func i32 @_Z25sub_group_ballot_find_lsbDv4_j(<4 x i32> %va)"],
        spvir: Some(&["%r = call spir_func i32 @_Z36__spirv_GroupNonUniformBallotFindLSBiDv4_j(i32 3, <4 x i32> %va)"]),
        ..body(
            Op::GroupNonUniformBallotFindLSB,
            "%r = OpGroupNonUniformBallotFindLSB %i32 %c3 %va",
            &["%r = call spir_func i32 @_Z26sub_group_ballot_find_lsbDv4_j(<4 x i32> %va)"],
        )
    },
    Row {
        cl: &["%r = call spir_func i32 @_Z25sub_group_ballot_find_msbDv4_j(<4 x i32> %va)"],
        spvir: Some(&["%r = call spir_func i32 @_Z36__spirv_GroupNonUniformBallotFindMSBiDv4_j(i32 3, <4 x i32> %va)"]),
        ..body(
            Op::GroupNonUniformBallotFindMSB,
            "%r = OpGroupNonUniformBallotFindMSB %i32 %c3 %va",
            &["%r = call spir_func i32 @_Z26sub_group_ballot_find_msbDv4_j(<4 x i32> %va)"],
        )
    },
    covered(Op::GroupNonUniformShuffle, &["subgroup_shuffles.spvasm"]),
    covered(Op::GroupNonUniformShuffleXor, &["subgroup_shuffles.spvasm"]),
    covered(Op::GroupNonUniformShuffleUp, &["subgroup_shuffles.spvasm"]),
    covered(Op::GroupNonUniformShuffleDown, &["subgroup_shuffles.spvasm"]),
    covered(Op::GroupNonUniformIAdd, &["groups.spvasm"]),
    Row {
        spvir: Some(&["%r = call spir_func float @_Z27__spirv_GroupNonUniformFAddiif(i32 3, i32 1, float %x)"]),
        ..body(
            Op::GroupNonUniformFAdd,
            "%r = OpGroupNonUniformFAdd %f32 %c3 InclusiveScan %x",
            &["%r = call spir_func float @_Z40sub_group_non_uniform_scan_inclusive_addf(float %x)"],
        )
    },
    covered(Op::GroupNonUniformIMul, &["groups.spvasm"]),
    Row {
        spvir: Some(&["%r = call spir_func float @_Z27__spirv_GroupNonUniformFMuliifi(i32 3, i32 3, float %x, i32 4)"]),
        ..body(
            Op::GroupNonUniformFMul,
            "%r = OpGroupNonUniformFMul %f32 %c3 ClusteredReduce %x %c4",
            &["%r = call spir_func float @_Z30sub_group_clustered_reduce_mulfj(float %x, i32 4)"],
        )
    },
    Row {
        spvir: Some(&["%r = call spir_func i32 @_Z27__spirv_GroupNonUniformSMiniii(i32 3, i32 0, i32 %a)"]),
        ..body(Op::GroupNonUniformSMin, "%r = OpGroupNonUniformSMin %i32 %c3 Reduce %a", &["%r = call spir_func i32 @_Z32sub_group_non_uniform_reduce_mini(i32 %a)"])
    },
    Row {
        spvir: Some(&["%r = call spir_func i32 @_Z27__spirv_GroupNonUniformUMiniij(i32 3, i32 2, i32 %a)"]),
        ..body(
            Op::GroupNonUniformUMin,
            "%r = OpGroupNonUniformUMin %i32 %c3 ExclusiveScan %a",
            &["%r = call spir_func i32 @_Z40sub_group_non_uniform_scan_exclusive_minj(i32 %a)"],
        )
    },
    Row {
        spvir: Some(&["%r = call spir_func float @_Z27__spirv_GroupNonUniformFMiniif(i32 3, i32 0, float %x)"]),
        ..body(Op::GroupNonUniformFMin, "%r = OpGroupNonUniformFMin %f32 %c3 Reduce %x", &["%r = call spir_func float @_Z32sub_group_non_uniform_reduce_minf(float %x)"])
    },
    Row {
        spvir: Some(&["%r = call spir_func i32 @_Z27__spirv_GroupNonUniformSMaxiiii(i32 3, i32 3, i32 %a, i32 4)"]),
        ..body(
            Op::GroupNonUniformSMax,
            "%r = OpGroupNonUniformSMax %i32 %c3 ClusteredReduce %a %c4",
            &["%r = call spir_func i32 @_Z30sub_group_clustered_reduce_maxij(i32 %a, i32 4)"],
        )
    },
    Row {
        spvir: Some(&["%r = call spir_func i32 @_Z27__spirv_GroupNonUniformUMaxiij(i32 3, i32 1, i32 %a)"]),
        ..body(
            Op::GroupNonUniformUMax,
            "%r = OpGroupNonUniformUMax %i32 %c3 InclusiveScan %a",
            &["%r = call spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_maxj(i32 %a)"],
        )
    },
    Row {
        spvir: Some(&["%r = call spir_func float @_Z27__spirv_GroupNonUniformFMaxiif(i32 3, i32 2, float %x)"]),
        ..body(
            Op::GroupNonUniformFMax,
            "%r = OpGroupNonUniformFMax %f32 %c3 ExclusiveScan %x",
            &["%r = call spir_func float @_Z40sub_group_non_uniform_scan_exclusive_maxf(float %x)"],
        )
    },
    Row {
        cl: &["%r = call spir_func i32 @_Z32sub_group_non_uniform_reduce_andi(i32 %a)"], spvir: Some(&["%r = call spir_func i32 @_Z33__spirv_GroupNonUniformBitwiseAndiii(i32 3, i32 0, i32 %a)"]),
        ..body(
            Op::GroupNonUniformBitwiseAnd,
            "%r = OpGroupNonUniformBitwiseAnd %i32 %c3 Reduce %a",
            &["%r = call spir_func i32 @_Z32sub_group_non_uniform_reduce_andj(i32 %a)"],
        )
    },
    Row {
        cl: &["%r = call spir_func i32 @_Z39sub_group_non_uniform_scan_inclusive_ori(i32 %a)"], spvir: Some(&["%r = call spir_func i32 @_Z32__spirv_GroupNonUniformBitwiseOriii(i32 3, i32 1, i32 %a)"]),
        ..body(
            Op::GroupNonUniformBitwiseOr,
            "%r = OpGroupNonUniformBitwiseOr %i32 %c3 InclusiveScan %a",
            &["%r = call spir_func i32 @_Z39sub_group_non_uniform_scan_inclusive_orj(i32 %a)"],
        )
    },
    Row {
        cl: &["%r = call spir_func i32 @_Z30sub_group_clustered_reduce_xorij(i32 %a, i32 4)"], spvir: Some(&["%r = call spir_func i32 @_Z33__spirv_GroupNonUniformBitwiseXoriiii(i32 3, i32 3, i32 %a, i32 4)"]),
        ..body(
            Op::GroupNonUniformBitwiseXor,
            "%r = OpGroupNonUniformBitwiseXor %i32 %c3 ClusteredReduce %a %c4",
            &["%r = call spir_func i32 @_Z30sub_group_clustered_reduce_xorjj(i32 %a, i32 4)"],
        )
    },
    Row {
        spvir: Some(&["%r = call spir_func i1 @_Z33__spirv_GroupNonUniformLogicalAndiib(i32 3, i32 0, i1 %t)"]),
        ..body(
            Op::GroupNonUniformLogicalAnd,
            "%r = OpGroupNonUniformLogicalAnd %bool %c3 Reduce %t",
            &["call spir_func i32 @_Z40sub_group_non_uniform_reduce_logical_andi("],
        )
    },
    Row {
        spvir: Some(&["%r = call spir_func i1 @_Z32__spirv_GroupNonUniformLogicalOriib(i32 3, i32 2, i1 %t)"]),
        ..body(
            Op::GroupNonUniformLogicalOr,
            "%r = OpGroupNonUniformLogicalOr %bool %c3 ExclusiveScan %t",
            &["call spir_func i32 @_Z47sub_group_non_uniform_scan_exclusive_logical_ori("],
        )
    },
    Row {
        spvir: Some(&["%r = call spir_func i1 @_Z33__spirv_GroupNonUniformLogicalXoriibi(i32 3, i32 3, i1 %t, i32 2)"]),
        ..body(
            Op::GroupNonUniformLogicalXor,
            "%r = OpGroupNonUniformLogicalXor %bool %c3 ClusteredReduce %t %c2",
            &["call spir_func i32 @_Z38sub_group_clustered_reduce_logical_xorij("],
        )
    },
];

/// The opcodes a Kernel module can use, from rspirv's grammar table.
fn kernel_opcodes() -> Vec<Op> {
    rspirv::grammar::INSTRUCTION_TABLE
        .iter()
        .filter(|i| i.extensions.is_empty())
        .filter(|i| i.capabilities.is_empty() || i.capabilities.iter().any(|c| KERNEL_CAPS.contains(c)))
        .map(|i| i.opcode)
        .collect()
}

fn opname(op: Op) -> String {
    format!("Op{op:?}")
}

/// The row's module text.
fn module_text(row: &Row) -> String {
    let mut names = String::new();
    for id in ["r", "r2", "r3", "g", "s", "vc", "o", "m", "rid", "ev", "nd", "bp", "invoke"] {
        if row.body.contains(&format!("%{id} =")) || row.funcs.contains(&format!("%{id} =")) {
            names.push_str(&format!("OpName %{id} \"{id}\"\n"));
        }
    }
    let mut caps = String::new();
    for (needle, cap) in [
        ("OpTypeEvent", "OpCapability Kernel"),
        ("OpTypeNamedBarrier", "OpCapability NamedBarrier"),
        ("OpTypePipeStorage", "OpCapability PipeStorage"),
        ("OpGetKernelLocalSize", "OpCapability SubgroupDispatch"),
        ("OpGetKernelMaxNum", "OpCapability SubgroupDispatch"),
        ("OpTypeImage", "OpCapability ImageBasic"),
        ("OpTypePipe", "OpCapability Pipes"),
        ("OpTypeQueue", "OpCapability DeviceEnqueue"),
        ("OpTypeDeviceEvent", "OpCapability DeviceEnqueue"),
    ] {
        if (row.body.contains(needle) || row.globals.contains(needle)) && !caps.contains(cap) {
            caps.push_str(cap);
            caps.push('\n');
        }
    }
    for (id, _) in row.params {
        names.push_str(&format!("OpName {id} \"{}\"\n", id.trim_start_matches('%')));
    }
    let ptypes: String = row.params.iter().map(|(_, t)| format!(" {t}")).collect();
    let params: String = row.params.iter().map(|(id, t)| format!("{id} = OpFunctionParameter {t}\n")).collect();
    // Function-storage variables open the entry block.
    let (vars, body): (Vec<&str>, Vec<&str>) = row.body.lines().partition(|l| l.contains("OpVariable"));
    let mut text = PRELUDE
        .replace("{caps}", &caps)
        .replace("{modes}", row.modes)
        .replace("{debug}", row.debug)
        .replace("{names}", &names)
        .replace("{annot}", row.annot)
        .replace("{globals}", row.globals)
        .replace("{ptypes}", &ptypes)
        .replace("{params}", &params)
        .replace("{vars}", &vars.join("\n"))
        .replace("{body}", &body.join("\n"))
        .replace("{funcs}", row.funcs);
    if row.op == Op::FunctionCall {
        text.push_str(
            "%callee = OpFunction %i32 None %ft\n%ca = OpFunctionParameter %i32\n%ce = OpLabel\nOpReturnValue %ca\nOpFunctionEnd\n",
        );
        text = text.replace("OpName %a \"a\"", "OpName %a \"a\"\nOpName %callee \"callee\"");
    }
    text
}

fn assemble(text: &str) -> Result<Vec<u32>, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let src = dir.path().join("in.spvasm");
    let out = dir.path().join("in.spv");
    std::fs::write(&src, text).map_err(|e| e.to_string())?;
    let st = spirv_tools::spirv_tool("spirv-as")
        .args(["--target-env", "spv1.4", "-o"])
        .arg(&out)
        .arg(&src)
        .output()
        .map_err(|e| format!("spirv-as: {e}"))?;
    if !st.status.success() {
        return Err(format!("spirv-as: {}", String::from_utf8_lossy(&st.stderr)));
    }
    validate(&out, "spv1.4").map_err(|e| format!("input: {e}"))?;
    let bytes = std::fs::read(&out).map_err(|e| e.to_string())?;
    Ok(bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
}

fn validate(path: &Path, env: &str) -> Result<(), String> {
    let st = spirv_tools::spirv_tool("spirv-val")
        .args(["--target-env", env])
        .arg(path)
        .output()
        .map_err(|e| format!("spirv-val: {e}"))?;
    if st.status.success() {
        Ok(())
    } else {
        Err(format!("spirv-val: {}{}", String::from_utf8_lossy(&st.stdout), String::from_utf8_lossy(&st.stderr)))
    }
}

/// The expected lines, in order, each a substring of a later output line.
fn check_lines(out: &str, expected: &[&str]) -> Result<(), String> {
    let lines: Vec<&str> = out.lines().collect();
    let mut at = 0;
    for pat in expected {
        match lines[at..].iter().position(|l| l.contains(pat)) {
            Some(i) => at += i + 1,
            None => return Err(format!("not found after line {at}: {pat}")),
        }
    }
    Ok(())
}

/// The forward translation of `ir`: valid SPIR-V holding `ops`.
fn forward(ir: &str, ops: &[Op]) -> Result<(), String> {
    let words = llvm_spirv::llvm_to_spirv::translate_bytes(ir.as_bytes(), "sweep.ll", &Default::default())
        .map_err(|e| format!("forward: {e}"))?;
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let path = dir.path().join("out.spv");
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
    validate(&path, "spv1.6").map_err(|e| format!("forward output: {e}"))?;
    let module = rspirv::dr::load_words(&words).map_err(|e| format!("forward output: {e}"))?;
    for op in ops.iter().filter(|&&o| o != Op::Nop) {
        if !module.all_inst_iter().any(|i| i.class.opcode == *op) {
            return Err(format!("forward output has no {}", opname(*op)));
        }
    }
    Ok(())
}

/// Checks one row; returns its failures.
fn check_row(row: &Row) -> Vec<String> {
    let name = opname(row.op);
    match row.kind {
        Kind::Covered(files) => {
            let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/reverse");
            if files.is_empty() {
                return vec![format!("{name}: no input covers it")];
            }
            files
                .iter()
                .filter(|f| {
                    let text = std::fs::read_to_string(dir.join(f)).unwrap_or_default();
                    !text.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| w == name)
                })
                .map(|f| format!("{name}: {f} does not use it"))
                .collect()
        }
        Kind::NotKernel(reason) => match assemble(&module_text(row)) {
            Err(e) if e.contains(reason) => Vec::new(),
            Err(e) => vec![format!("{name}: rejected for another reason: {e}")],
            Ok(_) => vec![format!("{name}: the module validates; give the opcode a Body row")],
        },
        Kind::Body | Kind::Refused(_) => {
            let text = module_text(row);
            // `SWEEP_DUMP=DIR` writes each row's input there (to run the CLI on it).
            if let Some(dir) = std::env::var_os("SWEEP_DUMP") {
                std::fs::write(Path::new(&dir).join(format!("{name}.spvasm")), &text).unwrap_or_default();
            }
            let words = match assemble(&text) {
                Ok(w) => w,
                Err(e) => return vec![format!("{name}: {e}")],
            };
            let mut failures = Vec::new();
            for env in [TargetEnv::Cl12, TargetEnv::Cl20, TargetEnv::SpvIr] {
                let options = Options { target_env: env, ..Options::default() };
                let result = translate(&words, &options, OutputFormat::Text);
                match (row.kind, result) {
                    (Kind::Refused(text), Err(e)) if e.to_string().contains(text) => {}
                    (Kind::Refused(_), Err(e)) => failures.push(format!("{name} {env:?}: another error: {e}")),
                    (Kind::Refused(_), Ok(_)) => {
                        failures.push(format!("{name} {env:?}: translated, expected a refusal"))
                    }
                    (_, Err(e)) => failures.push(format!("{name} {env:?}: {e}")),
                    (_, Ok(bytes)) => {
                        let ir = String::from_utf8_lossy(&bytes).into_owned();
                        let expected = match env {
                            TargetEnv::SpvIr => row.spvir.unwrap_or(row.cl),
                            TargetEnv::Cl20 => row.cl20.unwrap_or(row.cl),
                            _ => row.cl,
                        };
                        if let Err(e) = check_lines(&ir, expected) {
                            failures.push(format!("{name} {env:?}: {e}\n{ir}"));
                            continue;
                        }
                        let ops: &[Op] = if row.fwd.is_empty() { &[row.op] } else { row.fwd };
                        match forward(&ir, ops) {
                            Err(e) if row.fwd_gap.iter().any(|g| e.contains(g)) => {}
                            Err(e) => failures.push(format!("{name} {env:?}: {e}\n{ir}")),
                            Ok(()) if !row.fwd_gap.is_empty() => {
                                failures.push(format!("{name} {env:?}: the recorded forward gap is gone"))
                            }
                            Ok(()) => {}
                        }
                    }
                }
            }
            failures
        }
    }
}

#[test]
fn every_kernel_opcode_has_a_row() {
    let missing: Vec<String> =
        kernel_opcodes().into_iter().filter(|op| !ROWS.iter().any(|r| r.op == *op)).map(opname).collect();
    assert!(missing.is_empty(), "kernel opcodes without a sweep row: {}", missing.join(" "));
}

#[test]
fn sweep() {
    let failures: Vec<String> = ROWS.iter().flat_map(check_row).collect();
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n\n"));
}

/// The spec constants and constants of [`spec_constant_ops`]' modules: `%sa` = 7, `%sb` = 3,
/// `%sx` = 2.5, `%sy` = -1.5, `%st` = true, `%vv` = (7, 3).
const SPEC_PRELUDE: &str = r#"
OpCapability Addresses
OpCapability Kernel
OpCapability Int64
OpCapability Float64
OpMemoryModel Physical64 OpenCL
OpEntryPoint Kernel %k "k"
OpDecorate %sa SpecId 0
OpDecorate %sb SpecId 1
OpDecorate %sx SpecId 2
OpDecorate %sy SpecId 3
OpDecorate %st SpecId 4
%void = OpTypeVoid
%bool = OpTypeBool
%i32 = OpTypeInt 32 0
%i64 = OpTypeInt 64 0
%f32 = OpTypeFloat 32
%f64 = OpTypeFloat 64
%v2i32 = OpTypeVector %i32 2
%pg = OpTypePointer CrossWorkgroup %i32
%pgf = OpTypePointer CrossWorkgroup %f32
%sa = OpSpecConstant %i32 7
%sb = OpSpecConstant %i32 3
%sx = OpSpecConstant %f32 2.5
%sy = OpSpecConstant %f32 -1.5
%st = OpSpecConstantTrue %bool
%c0 = OpConstant %i32 0
%c1 = OpConstant %i32 1
%vv = OpSpecConstantComposite %v2i32 %sa %sb
{decl}
%fn = OpTypeFunction %void %pg %pgf
%k = OpFunction %void None %fn
%p = OpFunctionParameter %pg
%q = OpFunctionParameter %pgf
%e = OpLabel
{store}
OpReturn
OpFunctionEnd
"#;

/// OpSpecConstantOp with each opcode the Kernel capability allows on numbers and
/// composites (SPIR-V spec 3.52.7): the reverse translation folds it to the constant the
/// operation gives on the default values (the store's line in every environment).
#[test]
fn spec_constant_ops() {
    let int = |op: &str, want: i32| {
        (format!("%r = OpSpecConstantOp %i32 {op} %sa %sb"), "OpStore %p %r", format!("store i32 {want}, "))
    };
    let cmp = |op: &str, want: i32| {
        (
            format!("%b = OpSpecConstantOp %bool {op} %sa %sb\n%r = OpSpecConstantOp %i32 Select %b %c1 %c0"),
            "OpStore %p %r",
            format!("store i32 {want}, "),
        )
    };
    let logic = |op: &str, want: i32| {
        (
            format!("%b = OpSpecConstantOp %bool {op} %st %st\n%r = OpSpecConstantOp %i32 Select %b %c1 %c0"),
            "OpStore %p %r",
            format!("store i32 {want}, "),
        )
    };
    let flt = |op: &str, want: &str| {
        (format!("%r = OpSpecConstantOp %f32 {op} %sx %sy"), "OpStore %q %r", format!("store float {want}, "))
    };
    let one = |decl: &str, store: &'static str, want: &str| (decl.to_string(), store, want.to_string());
    let cases = [
        int("IAdd", 10),
        int("ISub", 4),
        int("IMul", 21),
        int("UDiv", 2),
        int("SDiv", 2),
        int("UMod", 1),
        int("SRem", 1),
        int("SMod", 1),
        int("ShiftRightLogical", 0),
        int("ShiftRightArithmetic", 0),
        int("ShiftLeftLogical", 56),
        int("BitwiseOr", 7),
        int("BitwiseXor", 4),
        int("BitwiseAnd", 3),
        one("%r = OpSpecConstantOp %i32 SNegate %sa", "OpStore %p %r", "store i32 -7, "),
        one("%r = OpSpecConstantOp %i32 Not %sa", "OpStore %p %r", "store i32 -8, "),
        cmp("IEqual", 0),
        cmp("INotEqual", 1),
        cmp("ULessThan", 0),
        cmp("SLessThan", 0),
        cmp("UGreaterThan", 1),
        cmp("SGreaterThan", 1),
        cmp("ULessThanEqual", 0),
        cmp("SLessThanEqual", 0),
        cmp("UGreaterThanEqual", 1),
        cmp("SGreaterThanEqual", 1),
        logic("LogicalOr", 1),
        logic("LogicalAnd", 1),
        logic("LogicalEqual", 1),
        logic("LogicalNotEqual", 0),
        one(
            "%b = OpSpecConstantOp %bool LogicalNot %st\n%r = OpSpecConstantOp %i32 Select %b %c1 %c0",
            "OpStore %p %r",
            "store i32 0, ",
        ),
        one("%r = OpSpecConstantOp %i32 Select %st %sa %sb", "OpStore %p %r", "store i32 7, "),
        one(
            "%w = OpSpecConstantOp %i64 UConvert %sa\n%r = OpSpecConstantOp %i32 UConvert %w",
            "OpStore %p %r",
            "store i32 7, ",
        ),
        one(
            "%w = OpSpecConstantOp %i64 SConvert %sa\n%r = OpSpecConstantOp %i32 SConvert %w",
            "OpStore %p %r",
            "store i32 7, ",
        ),
        one("%r = OpSpecConstantOp %i32 CompositeExtract %vv 1", "OpStore %p %r", "store i32 3, "),
        one(
            "%w = OpSpecConstantOp %v2i32 CompositeInsert %sb %vv 0\n%r = OpSpecConstantOp %i32 CompositeExtract %w 0",
            "OpStore %p %r",
            "store i32 3, ",
        ),
        one(
            "%w = OpSpecConstantOp %v2i32 VectorShuffle %vv %vv 1 2\n%r = OpSpecConstantOp %i32 CompositeExtract %w 0",
            "OpStore %p %r",
            "store i32 3, ",
        ),
        flt("FAdd", "1.000000e+00"),
        flt("FSub", "4.000000e+00"),
        flt("FMul", "-3.750000e+00"),
        flt("FDiv", "0xBFFAAAAAA0000000"),
        // 2.5 rem -1.5 = 1.0 (the dividend's sign); mod = 1.0 - 1.5 = -0.5 (the divisor's).
        flt("FRem", "1.000000e+00"),
        flt("FMod", "-5.000000e-01"),
        one("%r = OpSpecConstantOp %f32 FNegate %sx", "OpStore %q %r", "store float -2.500000e+00, "),
        one(
            "%w = OpSpecConstantOp %f64 FConvert %sy\n%r = OpSpecConstantOp %f32 FConvert %w",
            "OpStore %q %r",
            "store float -1.500000e+00, ",
        ),
        one("%r = OpSpecConstantOp %i32 ConvertFToS %sy", "OpStore %p %r", "store i32 -1, "),
        one("%r = OpSpecConstantOp %i32 ConvertFToU %sx", "OpStore %p %r", "store i32 2, "),
        one("%r = OpSpecConstantOp %f32 ConvertSToF %sa", "OpStore %q %r", "store float 7.000000e+00, "),
        one("%r = OpSpecConstantOp %f32 ConvertUToF %sb", "OpStore %q %r", "store float 3.000000e+00, "),
        one("%r = OpSpecConstantOp %f32 Bitcast %sa", "OpStore %q %r", "store float 0x36CC000000000000, "),
    ];
    let mut failures = Vec::new();
    for (decl, store, want) in &cases {
        let text = SPEC_PRELUDE.replace("{decl}", decl).replace("{store}", store);
        let words = match assemble(&text) {
            Ok(w) => w,
            Err(e) => {
                failures.push(format!("{decl}: {e}"));
                continue;
            }
        };
        for env in [TargetEnv::Cl12, TargetEnv::Cl20, TargetEnv::SpvIr] {
            let options = Options { target_env: env, ..Options::default() };
            match translate(&words, &options, OutputFormat::Text) {
                Ok(bytes) => {
                    let ir = String::from_utf8_lossy(&bytes).into_owned();
                    if let Err(e) = check_lines(&ir, &[want]) {
                        failures.push(format!("{decl} {env:?}: {e}"));
                    } else if let Err(e) = forward(&ir, &[Op::Store]) {
                        failures.push(format!("{decl} {env:?}: {e}"));
                    }
                }
                Err(e) => failures.push(format!("{decl} {env:?}: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}
