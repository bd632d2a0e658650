//! The instruction dispatcher: every opcode of a function body is matched once, here, in
//! one `match` on [`spirv::Op`], and each arm calls the handler that translates it. No
//! handler declines: where the translation depends on more than the opcode, the one
//! handler of that opcode decides, and says so in its documentation:
//!
//! - the target environment: the arms marked [`Reader::in_cl`] have an OpenCL C builtin
//!   form in CL1.2 / CL2.0 and keep the generic `__spirv_<OpName>` call in SPV-IR;
//! - decorations: a conversion with SaturatedConversion or FPRoundingMode is a builtin
//!   call, any other an LLVM cast ([`Reader::convert`]);
//! - operands: a cast or pointer access chain whose base is a builtin variable seen
//!   through another type steps through that view ([`Reader::steps_builtin_view`]); an
//!   atomic, barrier, group, pipe or event instruction whose scope is not a constant the
//!   builtin can take, or whose group operation has no builtin, keeps the generic call (its
//!   handler's documentation says which).
//!
//! Where each family lives:
//!
//! | opcodes | file |
//! |---|---|
//! | control flow: branches, switch, return, phi, merges | `cfg.rs` |
//! | arithmetic, comparisons, conversions, composites, memory, calls | `instructions.rs` |
//! | matrix arithmetic (`Matrix` capability); cooperative matrices | `matrix.rs` |
//! | casts and access chains through reinterpreted builtin variables | `builtin_vars.rs` |
//! | atomics and barriers (split barriers included) | `atomics.rs` |
//! | images and samplers | `images.rs` |
//! | decorated conversions, `popcount`, `dot` (integer dot products included), bit-field and clock functions, float classification, `to_*` casts, OpExtInst, the generic `__spirv_*` call | `opencl_builtins.rs` |
//! | group and subgroup instructions | `groups.rs` |
//! | pipes | `pipes.rs` |
//! | async copies, event waits, device-side enqueue and events | `events.rs` |
//! | number-format conversions (`cl_intel_bfloat16_conversions`), arbitrary-precision fixed and floating point | `number_formats.rs` |
//!
//! Any opcode no arm names is the generic `__spirv_<OpName>(operands...)` call ("SPIR-V
//! representation in LLVM IR", section "SPIR-V Instructions Mapped to LLVM Function
//! Calls"), or the [`super::Error::UnsupportedOpcode`] error naming the opcode and its word
//! offset where it has no call form ([`Reader::generic_call`]).
//!
//! Sources: SPIR-V 1.6 spec 3.52 "Instructions" (the opcode families).

use super::{Reader, Result, TargetEnv};
use crate::llvm;
use llvm::{IntPredicate as IP, Opcode as O, RealPredicate as RP};
use rspirv::dr;
use spirv::Op;

impl<'c> Reader<'c, '_> {
    /// Translates instruction `i` of a function body (any instruction but OpLabel and
    /// OpFunctionParameter, which [`Reader::translate_function`] takes itself).
    ///
    /// Errors: those of the instruction's handler.
    pub(super) fn translate_instruction(&mut self, i: usize) -> Result<()> {
        let offset = self.insts[i].offset;
        let inst = self.insts[i].inst.clone();
        let inst = &inst;
        // Instructions on cooperative matrices (matrix.rs): calls whatever their opcode.
        if self.on_cooperative_matrix(inst) {
            return self.cooperative_matrix_instruction(inst, offset);
        }
        match inst.class.opcode {
            // Locations (debug_info.rs); annotations inside a body: nothing to translate.
            Op::Line => self.op_line(inst),
            Op::NoLine => self.op_no_line(),
            Op::Nop | Op::Name | Op::Decorate => Ok(()),
            // SPV_INTEL_memory_access_aliasing declarations: metadata, made before the
            // functions (aliasing.rs).
            Op::AliasDomainDeclINTEL | Op::AliasScopeDeclINTEL | Op::AliasScopeListDeclINTEL => Ok(()),

            // Control flow (cfg.rs).
            Op::Branch => self.branch(inst, offset),
            Op::BranchConditional => self.branch_conditional(inst, offset),
            Op::Switch => self.switch(inst, offset),
            Op::Return | Op::ReturnValue => self.return_(inst, offset),
            Op::Unreachable | Op::Kill => self.unreachable(),
            Op::Phi => self.phi(inst, offset),
            Op::LoopMerge | Op::LoopControlINTEL => self.loop_merge(inst, offset),
            Op::SelectionMerge => Ok(()),

            // Matrix arithmetic (matrix.rs).
            Op::VectorTimesScalar => self.defined_by(inst, offset, Self::vector_times_scalar),
            Op::MatrixTimesScalar => self.defined_by(inst, offset, Self::matrix_times_scalar),
            Op::MatrixTimesVector => self.defined_by(inst, offset, Self::matrix_times_vector),
            Op::Transpose => self.defined_by(inst, offset, Self::transpose_matrix),
            Op::CooperativeMatrixLengthKHR => self.cooperative_matrix_length(inst, offset),

            // Binary operators with an LLVM opcode (instructions.rs).
            Op::IAdd => self.binary(inst, offset, O::LLVMAdd),
            Op::ISub => self.binary(inst, offset, O::LLVMSub),
            Op::IMul => self.binary(inst, offset, O::LLVMMul),
            Op::UDiv => self.binary(inst, offset, O::LLVMUDiv),
            Op::SDiv => self.binary(inst, offset, O::LLVMSDiv),
            Op::UMod => self.binary(inst, offset, O::LLVMURem),
            Op::SRem => self.binary(inst, offset, O::LLVMSRem),
            Op::FAdd => self.binary(inst, offset, O::LLVMFAdd),
            Op::FSub => self.binary(inst, offset, O::LLVMFSub),
            Op::FMul => self.binary(inst, offset, O::LLVMFMul),
            Op::FDiv => self.binary(inst, offset, O::LLVMFDiv),
            Op::FRem => self.binary(inst, offset, O::LLVMFRem),
            Op::ShiftLeftLogical => self.binary(inst, offset, O::LLVMShl),
            Op::ShiftRightLogical => self.binary(inst, offset, O::LLVMLShr),
            Op::ShiftRightArithmetic => self.binary(inst, offset, O::LLVMAShr),
            Op::BitwiseAnd | Op::LogicalAnd => self.binary(inst, offset, O::LLVMAnd),
            Op::BitwiseOr | Op::LogicalOr => self.binary(inst, offset, O::LLVMOr),
            Op::BitwiseXor => self.binary(inst, offset, O::LLVMXor),

            // Integer, boolean and pointer comparisons (instructions.rs).
            Op::IEqual | Op::LogicalEqual => self.int_compare(inst, offset, IP::LLVMIntEQ),
            Op::INotEqual | Op::LogicalNotEqual => self.int_compare(inst, offset, IP::LLVMIntNE),
            Op::UGreaterThan => self.int_compare(inst, offset, IP::LLVMIntUGT),
            Op::UGreaterThanEqual => self.int_compare(inst, offset, IP::LLVMIntUGE),
            Op::ULessThan => self.int_compare(inst, offset, IP::LLVMIntULT),
            Op::ULessThanEqual => self.int_compare(inst, offset, IP::LLVMIntULE),
            Op::SGreaterThan => self.int_compare(inst, offset, IP::LLVMIntSGT),
            Op::SGreaterThanEqual => self.int_compare(inst, offset, IP::LLVMIntSGE),
            Op::SLessThan => self.int_compare(inst, offset, IP::LLVMIntSLT),
            Op::SLessThanEqual => self.int_compare(inst, offset, IP::LLVMIntSLE),

            // Float comparisons (instructions.rs).
            Op::FOrdEqual => self.float_compare(inst, offset, RP::LLVMRealOEQ),
            Op::FOrdNotEqual | Op::LessOrGreater => self.float_compare(inst, offset, RP::LLVMRealONE),
            Op::FOrdLessThan => self.float_compare(inst, offset, RP::LLVMRealOLT),
            Op::FOrdGreaterThan => self.float_compare(inst, offset, RP::LLVMRealOGT),
            Op::FOrdLessThanEqual => self.float_compare(inst, offset, RP::LLVMRealOLE),
            Op::FOrdGreaterThanEqual => self.float_compare(inst, offset, RP::LLVMRealOGE),
            Op::FUnordEqual => self.float_compare(inst, offset, RP::LLVMRealUEQ),
            Op::FUnordNotEqual => self.float_compare(inst, offset, RP::LLVMRealUNE),
            Op::FUnordLessThan => self.float_compare(inst, offset, RP::LLVMRealULT),
            Op::FUnordGreaterThan => self.float_compare(inst, offset, RP::LLVMRealUGT),
            Op::FUnordLessThanEqual => self.float_compare(inst, offset, RP::LLVMRealULE),
            Op::FUnordGreaterThanEqual => self.float_compare(inst, offset, RP::LLVMRealUGE),
            Op::Ordered => self.float_compare(inst, offset, RP::LLVMRealORD),
            Op::Unordered => self.float_compare(inst, offset, RP::LLVMRealUNO),

            // Other arithmetic and logical instructions (instructions.rs).
            Op::FNegate => self.defined_by(inst, offset, Self::fnegate),
            Op::SNegate => self.defined_by(inst, offset, Self::snegate),
            Op::Not | Op::LogicalNot => self.defined_by(inst, offset, Self::not),
            Op::SMod => self.defined_by(inst, offset, Self::smod),
            Op::FMod => self.defined_by(inst, offset, Self::fmod),
            Op::Select => self.defined_by(inst, offset, Self::select),
            Op::BitReverse => self.defined_by(inst, offset, Self::bit_reverse),
            Op::FmaKHR => self.defined_by(inst, offset, Self::fma_khr),
            Op::Any | Op::All => self.defined_by(inst, offset, Self::any_all),
            Op::IAddCarry | Op::ISubBorrow | Op::UMulExtended | Op::SMulExtended => self.two_result_arith(inst, offset),
            Op::AssumeTrueKHR => self.assume_true(inst, offset),
            Op::ExpectKHR => self.defined_by(inst, offset, Self::expect),
            Op::ArithmeticFenceEXT => self.defined_by(inst, offset, Self::arithmetic_fence),

            // Conversions and casts (instructions.rs; decorated conversions and
            // OpGenericCastToPtrExplicit in opencl_builtins.rs).
            Op::ConvertFToU
            | Op::ConvertFToS
            | Op::ConvertSToF
            | Op::ConvertUToF
            | Op::UConvert
            | Op::SConvert
            | Op::FConvert
            | Op::SatConvertSToU
            | Op::SatConvertUToS => self.convert(inst, offset),
            Op::ConvertPtrToU => self.defined_by(inst, offset, Self::convert_ptr_to_u),
            Op::ConvertUToPtr => self.defined_by(inst, offset, Self::convert_u_to_ptr),
            Op::PtrCastToGeneric
            | Op::GenericCastToPtr
            | Op::CrossWorkgroupCastToPtrINTEL
            | Op::PtrCastToCrossWorkgroupINTEL => self.generic_cast(inst, offset),
            Op::GenericCastToPtrExplicit => self.generic_cast_to_ptr_explicit(inst, offset),
            Op::Bitcast => self.bitcast(inst, offset),
            Op::CopyObject => self.defined_by(inst, offset, Self::copy_object),
            Op::CopyLogical => self.defined_by(inst, offset, Self::copy_logical),
            Op::Undef => self.defined_by(inst, offset, Self::undef),

            // Composites (instructions.rs).
            Op::VectorExtractDynamic => self.defined_by(inst, offset, Self::vector_extract_dynamic),
            Op::VectorInsertDynamic => self.defined_by(inst, offset, Self::vector_insert_dynamic),
            Op::VectorShuffle => self.defined_by(inst, offset, Self::vector_shuffle),
            Op::CompositeExtract => self.defined_by(inst, offset, Self::composite_extract),
            Op::CompositeInsert => self.defined_by(inst, offset, Self::composite_insert),
            Op::CompositeConstruct => self.composite_construct(inst, offset),

            // Memory (instructions.rs).
            Op::Variable => self.local_variable(inst, offset),
            Op::Load => self.load(inst, offset),
            Op::Store => self.store(inst, offset),
            Op::AccessChain | Op::InBoundsAccessChain | Op::PtrAccessChain | Op::InBoundsPtrAccessChain => {
                self.access_chain(inst, offset)
            }
            Op::LifetimeStart | Op::LifetimeStop => self.lifetime(inst, offset),
            Op::VariableLengthArrayINTEL => self.defined_by(inst, offset, Self::variable_length_array),
            Op::SaveMemoryINTEL | Op::RestoreMemoryINTEL => self.stack_memory(inst, offset),
            Op::MaskedGatherINTEL | Op::MaskedScatterINTEL => self.masked_gather_scatter(inst, offset),
            Op::CopyMemory => self.copy_memory(inst, offset),
            Op::CopyMemorySized => self.copy_memory_sized(inst, offset),
            Op::SizeOf => self.defined_by(inst, offset, Self::size_of),
            Op::GenericPtrMemSemantics => self.in_cl(inst, offset, Self::generic_ptr_mem_semantics),
            Op::PtrEqual | Op::PtrNotEqual => self.defined_by(inst, offset, Self::ptr_compare),
            Op::PtrDiff => self.defined_by(inst, offset, Self::ptr_diff),

            // Calls (instructions.rs; OpExtInst in opencl_builtins.rs).
            Op::FunctionCall => self.defined_by(inst, offset, Self::function_call),
            Op::FunctionPointerCallINTEL => self.defined_by(inst, offset, Self::function_pointer_call),
            Op::AsmCallINTEL => self.defined_by(inst, offset, Self::asm_call),
            Op::ExtInst => self.ext_inst(inst, offset),

            // Barriers and atomics (atomics.rs).
            Op::ControlBarrier => self.in_cl(inst, offset, Self::control_barrier),
            Op::MemoryBarrier => self.in_cl(inst, offset, Self::memory_barrier),
            Op::ControlBarrierArriveINTEL | Op::ControlBarrierWaitINTEL => {
                self.in_cl(inst, offset, Self::split_barrier)
            }
            Op::AtomicLoad
            | Op::AtomicStore
            | Op::AtomicExchange
            | Op::AtomicIAdd
            | Op::AtomicISub
            | Op::AtomicAnd
            | Op::AtomicOr
            | Op::AtomicXor
            | Op::AtomicSMin
            | Op::AtomicSMax
            | Op::AtomicUMin
            | Op::AtomicUMax
            | Op::AtomicIIncrement
            | Op::AtomicIDecrement
            | Op::AtomicCompareExchange
            | Op::AtomicCompareExchangeWeak
            | Op::AtomicFlagTestAndSet
            | Op::AtomicFlagClear
            | Op::AtomicFAddEXT
            | Op::AtomicFMinEXT
            | Op::AtomicFMaxEXT => self.in_cl(inst, offset, Self::atomic),

            // Images (images.rs).
            Op::SampledImage => self.in_cl(inst, offset, Self::sampled_image),
            Op::Image => self.in_cl(inst, offset, Self::image_of_sampled),
            Op::ImageSampleExplicitLod => self.in_cl(inst, offset, Self::image_sample_explicit_lod),
            // OpImageFetch reads one texel at integer coordinates without a sampler: in
            // OpenCL C that is `read_image*` (images.rs).
            Op::ImageRead | Op::ImageFetch => self.in_cl(inst, offset, Self::image_read),
            Op::ImageWrite => self.in_cl(inst, offset, Self::image_write),
            Op::ImageQuerySize | Op::ImageQuerySizeLod => self.in_cl(inst, offset, Self::image_query_size),
            Op::ImageQueryLevels | Op::ImageQuerySamples => self.in_cl(inst, offset, Self::image_query_count),
            Op::ImageQueryFormat | Op::ImageQueryOrder => self.in_cl(inst, offset, Self::image_query_channel),

            // Core instructions with an OpenCL C builtin (opencl_builtins.rs).
            Op::BitCount => self.in_cl(inst, offset, Self::bit_count),
            Op::Dot => self.in_cl(inst, offset, Self::dot),
            Op::SDot | Op::UDot | Op::SUDot | Op::SDotAccSat | Op::UDotAccSat | Op::SUDotAccSat => {
                self.in_cl(inst, offset, Self::integer_dot)
            }
            Op::BitFieldInsert | Op::BitFieldSExtract | Op::BitFieldUExtract => {
                self.in_cl(inst, offset, Self::bit_field)
            }
            Op::ReadClockKHR => self.in_cl(inst, offset, Self::read_clock),
            Op::IsNan | Op::IsInf | Op::IsFinite | Op::IsNormal | Op::SignBitSet => self.float_class(inst, offset),

            // Group and subgroup instructions (groups.rs).
            Op::GroupNonUniformShuffle
            | Op::GroupNonUniformShuffleXor
            | Op::GroupNonUniformShuffleUp
            | Op::GroupNonUniformShuffleDown
            | Op::GroupNonUniformRotateKHR
            | Op::SubgroupShuffleINTEL
            | Op::SubgroupShuffleXorINTEL
            | Op::SubgroupShuffleDownINTEL
            | Op::SubgroupShuffleUpINTEL => self.in_cl(inst, offset, Self::group_shuffle),
            Op::SubgroupBlockReadINTEL
            | Op::SubgroupBlockWriteINTEL
            | Op::SubgroupImageBlockReadINTEL
            | Op::SubgroupImageBlockWriteINTEL => self.in_cl(inst, offset, Self::group_block_io),
            Op::SubgroupImageMediaBlockReadINTEL | Op::SubgroupImageMediaBlockWriteINTEL => {
                self.in_cl(inst, offset, Self::group_media_block_io)
            }
            Op::GroupAll
            | Op::GroupAny
            | Op::GroupBroadcast
            | Op::GroupNonUniformElect
            | Op::GroupNonUniformAll
            | Op::GroupNonUniformAny
            | Op::GroupNonUniformAllEqual
            | Op::GroupNonUniformBroadcast
            | Op::GroupNonUniformBroadcastFirst
            | Op::GroupNonUniformBallot
            | Op::GroupNonUniformInverseBallot
            | Op::GroupNonUniformBallotBitExtract
            | Op::GroupNonUniformBallotBitCount
            | Op::GroupNonUniformBallotFindLSB
            | Op::GroupNonUniformBallotFindMSB
            | Op::GroupIAdd
            | Op::GroupFAdd
            | Op::GroupNonUniformIAdd
            | Op::GroupNonUniformFAdd
            | Op::GroupIMulKHR
            | Op::GroupFMulKHR
            | Op::GroupNonUniformIMul
            | Op::GroupNonUniformFMul
            | Op::GroupSMin
            | Op::GroupUMin
            | Op::GroupFMin
            | Op::GroupNonUniformSMin
            | Op::GroupNonUniformUMin
            | Op::GroupNonUniformFMin
            | Op::GroupSMax
            | Op::GroupUMax
            | Op::GroupFMax
            | Op::GroupNonUniformSMax
            | Op::GroupNonUniformUMax
            | Op::GroupNonUniformFMax
            | Op::GroupBitwiseAndKHR
            | Op::GroupBitwiseOrKHR
            | Op::GroupBitwiseXorKHR
            | Op::GroupNonUniformBitwiseAnd
            | Op::GroupNonUniformBitwiseOr
            | Op::GroupNonUniformBitwiseXor
            | Op::GroupLogicalAndKHR
            | Op::GroupLogicalOrKHR
            | Op::GroupLogicalXorKHR
            | Op::GroupNonUniformLogicalAnd
            | Op::GroupNonUniformLogicalOr
            | Op::GroupNonUniformLogicalXor => self.in_cl(inst, offset, Self::group),

            // Pipes (pipes.rs).
            Op::IsValidReserveId => self.in_cl(inst, offset, Self::is_valid_reserve_id),
            Op::ReadPipe
            | Op::WritePipe
            | Op::ReservedReadPipe
            | Op::ReservedWritePipe
            | Op::ReserveReadPipePackets
            | Op::ReserveWritePipePackets
            | Op::CommitReadPipe
            | Op::CommitWritePipe
            | Op::GetNumPipePackets
            | Op::GetMaxPipePackets
            | Op::GroupReserveReadPipePackets
            | Op::GroupReserveWritePipePackets
            | Op::GroupCommitReadPipe
            | Op::GroupCommitWritePipe => self.in_cl(inst, offset, Self::pipe),

            // Async copies, events and device-side enqueue (events.rs).
            Op::GroupAsyncCopy
            | Op::GroupWaitEvents
            | Op::GetDefaultQueue
            | Op::EnqueueMarker
            | Op::RetainEvent
            | Op::ReleaseEvent
            | Op::CreateUserEvent
            | Op::IsValidEvent
            | Op::SetUserEventStatus
            | Op::CaptureEventProfilingInfo => self.in_cl(inst, offset, Self::event),
            Op::GetKernelWorkGroupSize
            | Op::GetKernelPreferredWorkGroupSizeMultiple
            | Op::GetKernelNDrangeMaxSubGroupSize
            | Op::GetKernelNDrangeSubGroupCount => self.in_cl(inst, offset, Self::kernel_query),

            // OpenCL C spellings of INTEL instructions (`intel_sigmoid`, cl_tables.rs).
            op if crate::cl_tables::intel_function_name(op).is_some() => self.in_cl(inst, offset, Self::intel_function),

            // Number-format conversions (number_formats.rs).
            Op::ClampConvertFToFINTEL
            | Op::ClampConvertFToSINTEL
            | Op::StochasticRoundFToFINTEL
            | Op::ClampStochasticRoundFToFINTEL
            | Op::ClampStochasticRoundFToSINTEL => self.fp_conversion(inst, offset),
            op if crate::number_formats::sized_conversion_of_op(op).is_some() => {
                self.number_format_conversion(inst, offset)
            }
            // SPV_INTEL_arbitrary_precision_fixed_point / _floating_point, in every environment.
            op if crate::number_formats::arbitrary_precision_family(op).is_some() => {
                self.arbitrary_precision(inst, offset)
            }

            // Everything else: the generic `__spirv_<OpName>` call (opencl_builtins.rs).
            _ => self.generic_call(inst, offset),
        }
    }

    /// `handler` in the OpenCL C environments (CL1.2, CL2.0); in SPV-IR the generic
    /// `__spirv_<OpName>` call ([`Reader::generic_call`]), as "SPIR-V representation in
    /// LLVM IR" writes instructions without an LLVM counterpart.
    fn in_cl(
        &mut self,
        inst: &dr::Instruction,
        offset: usize,
        handler: fn(&mut Self, &dr::Instruction, usize) -> Result<()>,
    ) -> Result<()> {
        if self.options.target_env == TargetEnv::SpvIr {
            self.generic_call(inst, offset)
        } else {
            handler(self, inst, offset)
        }
    }
}
