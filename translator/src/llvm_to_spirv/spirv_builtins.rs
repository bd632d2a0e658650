//! Calls to `__spirv_*` builtins: the "SPIR-V friendly" LLVM IR of the representation document
//! document "SPIR-V representation in LLVM IR" (sections "SPIR-V Instructions
//! Mapped to LLVM Function Calls", "SPIR-V Extended Instructions Mapped to LLVM
//! Function Calls", "SPIR-V Builtin Variables Mapped to LLVM Function Calls").
//!
//! `__spirv_{OpName}{_Postfixes}(args...)` becomes `Op{OpName}` with the
//! operands its grammar entry (`rspirv::grammar`, generated from the SPIR-V
//! JSON grammar) lists: `<id>` operands take the next argument's value,
//! literal and enumerant operands the next argument's constant value (the representation document:
//! "literal operands ... are mapped to function call arguments with type
//! i32"); a result type comes from the call's type. The grammar also gives the
//! capability and extension the instruction needs. Postfixes add decorations
//! (`_sat` SaturatedConversion, `_rt?` FPRoundingMode) or operands the call
//! cannot carry (`_To{Global|Local|Private}`). `__spirv_ocl_{name}` is the
//! `OpenCL.std` instruction `name`; `__spirv_BuiltIn{Var}` reads the BuiltIn
//! variable. Instructions whose operands do not map uniformly have a
//! function here. A `__spirv_` name that is no instruction of the grammar is an
//! ordinary call to an imported function.

use super::builtin_calls::BuiltinCall;
use super::{Error, Result, Translator};
use crate::llvm;
use llvm_spirv_mangling as mangling;
use mangling::{Postfix, SpirvBuiltinKind, SpirvBuiltinName};
use rspirv::grammar::{OperandKind as K, OperandQuantifier as Q};
use spirv::{Op, Word};

/// The core grammar entry of `Op<name>` (`name` without `Op`, in either the old
/// or the new spelling of renamed opcodes: see [`crate::spec_names`]).
fn core_instruction(name: &str) -> Option<&'static rspirv::grammar::Instruction<'static>> {
    crate::grammar::core_instruction(crate::spec_names::op_by_name(name)? as Word)
}

/// SPV_INTEL_task_sequence: `target("spirv.TaskSequenceINTEL")` and the
/// `__spirv_TaskSequence{Create,Async,Get,Release}INTEL` instructions.
pub(super) const TASK_SEQUENCE: &str = "SPV_INTEL_task_sequence";

/// `<id>` operands that name a function ("Function" in the grammar), by instruction and
/// argument position: the function's id rather than a function pointer.
const FUNCTION_OPERANDS: &[(Op, usize)] = &[
    (Op::TaskSequenceCreateINTEL, 0),
    // Device-side enqueue (SPIR-V spec 3.52.25): the Invoke operand is an OpFunction.
    (Op::EnqueueKernel, 6),
    (Op::GetKernelNDrangeSubGroupCount, 1),
    (Op::GetKernelNDrangeMaxSubGroupSize, 1),
    (Op::GetKernelWorkGroupSize, 0),
    (Op::GetKernelPreferredWorkGroupSizeMultiple, 0),
    (Op::GetKernelLocalSizeForSubgroupCount, 1),
    (Op::GetKernelMaxNumSubgroups, 0),
];

/// How a grammar operand is filled from call arguments.
enum OperandClass {
    /// One `<id>`.
    Id,
    /// One 32-bit literal or enumerant (a constant argument).
    Literal,
    /// A bit mask followed by the `<id>` parameters its bits need (the remaining arguments).
    MaskWithIds,
    /// Two `<id>`s.
    IdPair,
    /// A literal and an `<id>`.
    LiteralId,
    /// An `<id>` and a literal.
    IdLiteral,
    /// Not expressible as call arguments (strings, floats).
    Unsupported,
}

fn operand_class(kind: K) -> OperandClass {
    match kind {
        K::IdRef | K::IdScope | K::IdMemorySemantics => OperandClass::Id,
        K::ImageOperands | K::MemoryAccess | K::CooperativeMatrixOperands => OperandClass::MaskWithIds,
        K::PairIdRefIdRef => OperandClass::IdPair,
        K::PairLiteralIntegerIdRef => OperandClass::LiteralId,
        K::PairIdRefLiteralInteger => OperandClass::IdLiteral,
        K::LiteralString | K::LiteralFloat | K::IdResult | K::IdResultType => OperandClass::Unsupported,
        _ => OperandClass::Literal,
    }
}

/// Instructions whose result is `bool` (or a vector of it) and the positions of their
/// `bool` arguments. SPIR-V friendly IR carries booleans as integers (`i8`, `<4 x i8>`):
/// integer arguments in those positions are compared with zero, and an integer result
/// is selected from the boolean one (1 or, for vectors, all ones; else 0).
const BOOLEAN_OPS: &[(&str, &[usize])] = &[
    ("IsNan", &[]),
    ("IsInf", &[]),
    ("IsFinite", &[]),
    ("IsNormal", &[]),
    ("SignBitSet", &[]),
    ("LessOrGreater", &[]),
    ("Ordered", &[]),
    ("Unordered", &[]),
    ("IEqual", &[]),
    ("INotEqual", &[]),
    ("UGreaterThan", &[]),
    ("SGreaterThan", &[]),
    ("UGreaterThanEqual", &[]),
    ("SGreaterThanEqual", &[]),
    ("ULessThan", &[]),
    ("SLessThan", &[]),
    ("ULessThanEqual", &[]),
    ("SLessThanEqual", &[]),
    ("FOrdEqual", &[]),
    ("FUnordEqual", &[]),
    ("FOrdNotEqual", &[]),
    ("FUnordNotEqual", &[]),
    ("FOrdLessThan", &[]),
    ("FUnordLessThan", &[]),
    ("FOrdGreaterThan", &[]),
    ("FUnordGreaterThan", &[]),
    ("FOrdLessThanEqual", &[]),
    ("FUnordLessThanEqual", &[]),
    ("FOrdGreaterThanEqual", &[]),
    ("FUnordGreaterThanEqual", &[]),
    ("LogicalEqual", &[0, 1]),
    ("LogicalNotEqual", &[0, 1]),
    ("LogicalOr", &[0, 1]),
    ("LogicalAnd", &[0, 1]),
    ("LogicalNot", &[0]),
    ("Any", &[0]),
    ("All", &[0]),
    ("GroupAll", &[1]),
    ("GroupAny", &[1]),
    ("GroupNonUniformElect", &[]),
    ("GroupNonUniformAll", &[1]),
    ("GroupNonUniformAny", &[1]),
    ("GroupNonUniformAllEqual", &[]),
    ("GroupNonUniformInverseBallot", &[]),
    ("GroupNonUniformBallotBitExtract", &[]),
    ("GroupNonUniformLogicalAnd", &[2]),
    ("GroupNonUniformLogicalOr", &[2]),
    ("GroupNonUniformLogicalXor", &[2]),
];

/// Instructions with `bool` arguments but a non-`bool` result: (name, argument positions).
const BOOLEAN_ARGUMENT_OPS: &[(&str, &[usize])] = &[("Select", &[0]), ("GroupNonUniformBallot", &[1])];

/// The scalar kind of a conversion instruction's operand or result.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ScalarKind {
    Int,
    Float,
    Pointer,
}

/// The kinds of operand and result of the core conversion instructions (SPIR-V spec 3.52.11
/// "Conversion Instructions"; vectors of the kind too); `None` for other instructions.
fn conversion_kinds(op: Op) -> Option<(ScalarKind, ScalarKind)> {
    use ScalarKind::{Float, Int, Pointer};
    Some(match op {
        Op::ConvertFToU | Op::ConvertFToS => (Float, Int),
        Op::ConvertSToF | Op::ConvertUToF => (Int, Float),
        Op::UConvert | Op::SConvert | Op::SatConvertSToU | Op::SatConvertUToS => (Int, Int),
        Op::FConvert => (Float, Float),
        Op::ConvertPtrToU => (Pointer, Int),
        Op::ConvertUToPtr => (Int, Pointer),
        Op::PtrCastToGeneric | Op::GenericCastToPtr | Op::GenericCastToPtrExplicit => (Pointer, Pointer),
        _ => return None,
    })
}

/// The scalar kind of an LLVM type (of its elements for a vector, of its components for a
/// cooperative matrix).
fn scalar_kind(t: llvm::Type<'_>) -> Option<ScalarKind> {
    // Conversions apply to cooperative and joint matrices component-wise
    // (SPV_KHR_cooperative_matrix, SPV_INTEL_joint_matrix).
    if matches!(
        t.target_ext_name().as_deref().and_then(mangling::SpirvTypeName::from_target_ext_name),
        Some(mangling::SpirvTypeName::CooperativeMatrixKHR | mangling::SpirvTypeName::JointMatrixINTEL)
    ) {
        return scalar_kind(*t.target_ext_type_params().first()?);
    }
    let e = t.element_type().filter(|_| t.vector_size().is_some()).unwrap_or(t);
    match e.kind() {
        llvm::TypeKind::LLVMIntegerTypeKind => Some(ScalarKind::Int),
        llvm::TypeKind::LLVMPointerTypeKind => Some(ScalarKind::Pointer),
        llvm::TypeKind::LLVMHalfTypeKind
        | llvm::TypeKind::LLVMBFloatTypeKind
        | llvm::TypeKind::LLVMFloatTypeKind
        | llvm::TypeKind::LLVMDoubleTypeKind => Some(ScalarKind::Float),
        _ => None,
    }
}

/// SPIR-V versions that made capabilities core (those the generic mapping meets).
fn capability_version(cap: spirv::Capability) -> Option<(u8, u8)> {
    use spirv::Capability as C;
    Some(match cap {
        C::GroupNonUniform
        | C::GroupNonUniformVote
        | C::GroupNonUniformArithmetic
        | C::GroupNonUniformBallot
        | C::GroupNonUniformShuffle
        | C::GroupNonUniformShuffleRelative
        | C::GroupNonUniformClustered
        | C::GroupNonUniformQuad => (1, 3),
        C::SubgroupDispatch | C::PipeStorage | C::NamedBarrier => (1, 1),
        _ => return None,
    })
}

/// A call to a `__spirv_*` function that is not a BuiltIn variable or `printf` (those
/// are [`BuiltinCall::BuiltInVariable`] and [`BuiltinCall::Printf`]).
#[derive(Clone, Debug)]
pub(super) enum SpirvCall {
    /// `__spirv_ocl_{name}`: the `OpenCL.std` instruction of this grammar entry.
    OpenClStd {
        /// The grammar entry.
        grammar: &'static rspirv::grammar::ExtendedInstruction<'static>,
        /// The parsed name (its postfixes add decorations).
        name: SpirvBuiltinName,
    },
    /// `__spirv_SpecConstant(i32 id, T default)`: OpSpecConstant[True|False].
    SpecConstant,
    /// `__spirv_SpecConstantComposite(parts...)`: OpSpecConstantComposite.
    SpecConstantComposite,
    /// `__spirv_AtomicCompareExchange[Weak]` returning a floating-point value: the
    /// instruction on the same-width integer.
    FloatCompareExchange(Op),
    /// `__spirv_{Op}{_Postfixes}`: core instruction `Op` of this grammar entry.
    Instruction {
        /// The grammar entry.
        grammar: &'static rspirv::grammar::Instruction<'static>,
        /// The parsed name (instruction and postfixes).
        name: SpirvBuiltinName,
    },
}

/// The `__spirv_*` builtin a declaration names: `name` is its (possibly mangled) name,
/// `sig` its demangled signature, `fn_ty` its LLVM function type. `None` for names that are
/// not `__spirv_` builtins of the grammar: other `__spirv_` names (user functions such as
/// `__spirv_GlobalInvocationId_x`, instructions newer than the grammar, extended
/// instruction sets other than `OpenCL.std`) are calls to imported functions, as in the
/// Khronos translator.
pub(super) fn classify_spirv(
    name: &str,
    sig: Option<&mangling::Signature>,
    fn_ty: Option<llvm::Type<'_>>,
) -> Option<BuiltinCall> {
    let unmangled = sig.map_or_else(|| mangling::unmangled_prefix(name), |s| s.name.as_str());
    if !unmangled.starts_with(mangling::SPIRV_PREFIX) {
        return None;
    }
    let parsed = SpirvBuiltinName::parse(unmangled).ok()?;
    let spirv = |c: SpirvCall| Some(BuiltinCall::Spirv(c));
    match &parsed.kind {
        SpirvBuiltinKind::BuiltIn(var) => {
            let builtin = var.parse::<spirv::BuiltIn>().ok()?;
            let vector = fn_ty.is_some_and(|t| !t.param_types().is_empty());
            Some(BuiltinCall::BuiltInVariable { builtin, vector })
        }
        SpirvBuiltinKind::ExtInst { set, name: ext } if set == mangling::OCL_EXT_SET => {
            let grammar = rspirv::grammar::OPENCL_STD_100_INSTRUCTION_TABLE.iter().find(|i| i.opname == ext)?;
            if ext == "printf" {
                // The format and the variadic arguments as OpenCL C `printf` takes them.
                return Some(BuiltinCall::Printf);
            }
            spirv(SpirvCall::OpenClStd { grammar, name: parsed })
        }
        SpirvBuiltinKind::ExtInst { .. } => None,
        SpirvBuiltinKind::Op(op) => {
            let float_result = fn_ty.and_then(|t| t.return_type()).is_some_and(super::atomics::is_float_atomic_value);
            match op.as_str() {
                "SpecConstant" => spirv(SpirvCall::SpecConstant),
                "SpecConstantComposite" => spirv(SpirvCall::SpecConstantComposite),
                // OpAtomicCompareExchange takes integers only: floats go through their bits.
                "AtomicCompareExchange" if float_result => {
                    spirv(SpirvCall::FloatCompareExchange(Op::AtomicCompareExchange))
                }
                "AtomicCompareExchangeWeak" if float_result => {
                    spirv(SpirvCall::FloatCompareExchange(Op::AtomicCompareExchangeWeak))
                }
                _ => {
                    let grammar = core_instruction(op)?;
                    spirv(SpirvCall::Instruction { grammar, name: parsed.clone() })
                }
            }
        }
    }
}

impl<'c> Translator<'c, '_> {
    /// A call to a `__spirv_*` function as [`classify_spirv`] gives it; `params` are the
    /// mangled parameter types (none for an unmangled name).
    pub(super) fn emit_spirv_builtin(
        &mut self,
        inst: llvm::Value<'c>,
        call: &SpirvCall,
        params: &[mangling::Type],
    ) -> Result<()> {
        match call {
            SpirvCall::OpenClStd { grammar, name } => self.emit_spirv_ocl(inst, grammar, name, params),
            // Already emitted where an alloca uses it as its length (`memory.rs`).
            SpirvCall::SpecConstant if self.locals.contains_key(&inst) => Ok(()),
            SpirvCall::SpecConstant => self.emit_spec_constant(inst),
            SpirvCall::SpecConstantComposite => self.emit_spec_constant_composite(inst),
            SpirvCall::FloatCompareExchange(op) => self.emit_spirv_float_compare_exchange(inst, *op),
            SpirvCall::Instruction { grammar, name } => self.emit_spirv_op(inst, grammar, name, params),
        }
    }

    /// The operand rules of the number-format conversions (`crate::number_formats`'s
    /// table: `OpConvertFToBF16INTEL` takes `float` to `i16` of as many components,
    /// `OpConvertBF16ToFINTEL` the reverse, `OpRoundFToTF32INTEL` `float` to `float`), on
    /// cooperative matrices too ([`Translator::check_matrix_conversion`]).
    ///
    /// Errors: [`Error::InvalidOperandTypes`] with the rule the call breaks, those of
    /// [`Translator::check_matrix_conversion`].
    fn check_number_format_conversion(
        &mut self,
        inst: llvm::Value<'c>,
        g: &rspirv::grammar::Instruction<'static>,
    ) -> Result<()> {
        let Some(c) = crate::number_formats::sized_conversion_of_op(g.opcode) else { return Ok(()) };
        self.check_matrix_conversion(inst, c)?;
        self.check_conversion_operands(inst, c)
    }

    /// [`crate::number_formats::SizedConversion::operand_rule`] on `inst`'s result and
    /// argument (a matrix by its component type).
    ///
    /// Errors: [`Error::InvalidOperandTypes`] with the rule the call breaks.
    pub(super) fn check_conversion_operands(
        &self,
        inst: llvm::Value<'c>,
        c: crate::number_formats::SizedConversion,
    ) -> Result<()> {
        use crate::number_formats::operand_shape;
        let input = match inst.call_args().as_slice() {
            [x] => operand_shape(x.ty(), c.input),
            _ => (false, 0),
        };
        match c.operand_rule(operand_shape(inst.ty(), c.result), input) {
            Some(rule) => Err(Error::InvalidOperandTypes {
                function: self.fname(),
                op: crate::spec_names::op_name(c.op).to_string(),
                rule,
            }),
            None => Ok(()),
        }
    }

    /// A number-format conversion `c` on cooperative matrices (SPV_INTEL_joint_matrix
    /// 3.42.11 "Conversion Instructions"): the result and input are matrices of the same
    /// shape, and the table's matrix capability is declared. Whether `inst`'s result or
    /// argument is a matrix.
    ///
    /// Errors: [`Error::MatrixConversionNotAllowed`] without SPV_INTEL_joint_matrix,
    /// [`Error::InvalidOperandTypes`] for matrices of different shapes or a matrix and a
    /// non-matrix.
    pub(super) fn check_matrix_conversion(
        &mut self,
        inst: llvm::Value<'c>,
        c: crate::number_formats::SizedConversion,
    ) -> Result<bool> {
        use crate::number_formats::matrix_params;
        let op = || crate::spec_names::op_name(c.op).to_string();
        let args = inst.call_args();
        let shapes = (matrix_params(inst.ty()), args.first().and_then(|x| matrix_params(x.ty())));
        if shapes.0.is_none() && shapes.1.is_none() {
            return Ok(false);
        }
        if !self.options.allows(super::matrix::JOINT_MATRIX_INTEL) {
            return Err(Error::MatrixConversionNotAllowed { function: self.fname(), op: op() });
        }
        if shapes.0 != shapes.1 {
            return Err(Error::InvalidOperandTypes {
                function: self.fname(),
                op: op(),
                rule: "Input and result must be cooperative matrices of the same shape",
            });
        }
        self.require_capability(c.matrix_capability, || format!("Op{} on cooperative matrices", op()))?;
        Ok(true)
    }

    /// The extensions the Matrix Multiply Accumulate Operands bits of `inst` (an instruction
    /// with such an operand, `g`) need beyond the instruction's own: the packed fp4 bits
    /// (SPV_INTEL_subgroup_matrix_multiply_accumulate_float4) and the E8M0 scale bits
    /// (SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate), which enable no capability;
    /// any bit needs the operand kind's own capability, SubgroupMatrixMultiplyAccumulateINTEL.
    ///
    /// Errors: [`Error::ExtensionNotAllowed`] naming the instruction and the bits.
    fn check_matrix_multiply_operands(
        &mut self,
        inst: llvm::Value<'c>,
        g: &rspirv::grammar::Instruction<'static>,
    ) -> Result<()> {
        use spirv::MatrixMultiplyAccumulateOperands as M;
        const BITS: [(M, &str, &str); 2] = [
            (
                M::MATRIX_A_PACKED_FLOAT4_E2_M1_INTEL.union(M::MATRIX_B_PACKED_FLOAT4_E2_M1_INTEL),
                "FP4 operand flags",
                "SPV_INTEL_subgroup_matrix_multiply_accumulate_float4",
            ),
            (
                M::SCALE_A_FLOAT8_E8_M0_INTEL.union(M::SCALE_B_FLOAT8_E8_M0_INTEL),
                "E8M0 scale operand flags",
                "SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate",
            ),
        ];
        let operands = g.operands.iter().filter(|o| !matches!(o.kind, K::IdResultType | K::IdResult));
        let Some(at) = operands.clone().position(|o| o.kind == K::MatrixMultiplyAccumulateOperands) else {
            return Ok(());
        };
        let Some(mask) = inst.call_args().get(at).and_then(|a| a.const_int_zext()) else { return Ok(()) };
        // The operand kind is SPV_INTEL_subgroup_matrix_multiply_accumulate's (3.2.53, which
        // the scaled extension depends on and reuses): its capability with any bit.
        let base = spirv::Capability::SubgroupMatrixMultiplyAccumulateINTEL;
        if mask != 0 && !g.capabilities.contains(&base) {
            let op = crate::spec_names::op_name(g.opcode);
            self.require_capability(base, || format!("{op} with Matrix Multiply Accumulate Operands"))?;
        }
        for (bits, what, ext) in BITS {
            if mask & u64::from(bits.bits()) != 0 {
                let op = crate::spec_names::op_name(g.opcode);
                self.require_extension(ext, || format!("{op} with {what}"))?;
            }
        }
        Ok(())
    }

    /// The operand rules of OpTaskSequenceCreateINTEL (SPV_INTEL_task_sequence): the
    /// Function is a function (not a value computed at run time); Pipelined is -1 (the
    /// compiler's choice of initiation interval), 0 (not pipelined) or an interval; the
    /// cluster mode (UseStallEnableClusters) is -1 (default), 0 or 1; GetCapacity and
    /// AsyncCapacity are unsigned 32-bit counts. The literals are read as signed values of
    /// their argument's width, as the Khronos translator reads them.
    fn check_task_sequence_create(&self, inst: llvm::Value<'c>, op: &str) -> Result<()> {
        if op != "TaskSequenceCreateINTEL" {
            return Ok(());
        }
        let args = inst.call_args();
        let literal = |i: usize| args.get(i).and_then(|a| a.const_int_sext());
        let in_range = |i: usize, min: i64, max: i64| literal(i).is_some_and(|v| (min..=max).contains(&v));
        let rule = if !args.first().is_some_and(|f| f.is_function()) {
            Some("First argument is expected to be a function")
        } else if !in_range(1, -1, i64::from(i32::MAX)) {
            Some("Pipeline must be a 32 bit integer with the value bigger or equal to -1")
        } else if !in_range(2, -1, 1) {
            Some("ClusterMode valid values are -1, 0, 1")
        } else if !in_range(3, 0, i64::from(u32::MAX)) {
            Some("GetCapacity must be an unsigned 32-bit integer")
        } else if !in_range(4, 0, i64::from(u32::MAX)) {
            Some("AsyncCapacity must be an unsigned 32-bit integer")
        } else {
            None
        };
        match rule {
            Some(rule) => Err(Error::InvalidOperandTypes { function: self.fname(), op: op.to_string(), rule }),
            None => Ok(()),
        }
    }

    /// The operand rule of SPV_INTEL_bindless_images: the handle of
    /// `OpConvertHandleTo{Image,Sampler,SampledImage}INTEL` is an integer scalar as wide as
    /// the addressing model's pointers (32 bits under Physical32, 64 under Physical64).
    fn check_bindless_handle(&self, inst: llvm::Value<'c>, op: &str) -> Result<()> {
        if !matches!(
            op,
            "ConvertHandleToImageINTEL" | "ConvertHandleToSamplerINTEL" | "ConvertHandleToSampledImageINTEL"
        ) {
            return Ok(());
        }
        let want = if self.addressing64 { 64 } else { 32 };
        match inst.call_args().first().map(|a| (a.ty().vector_size(), a.ty().int_width())) {
            Some((None, Some(w))) if w == want => Ok(()),
            _ => Err(Error::InvalidOperandTypes {
                function: self.fname(),
                op: op.to_string(),
                rule: "Parameter value must be a 32-bit scalar in case of Physical32 addressing model or a 64-bit scalar in case of Physical64 addressing model",
            }),
        }
    }

    /// SPV_INTEL_device_barrier: OpControlBarrier whose Execution scope may be Device or
    /// CrossDevice (a constant of either, or a run-time value) needs DeviceBarrierINTEL when
    /// the extension is allowed (SPV_INTEL_device_barrier, "Validation Rules"). Without it
    /// the barrier is written as it is, as the Khronos translator does.
    fn check_device_barrier(&mut self, inst: llvm::Value<'c>, op: Op) -> Result<()> {
        const EXTENSION: &str = "SPV_INTEL_device_barrier";
        if op != Op::ControlBarrier || !self.options.allows(EXTENSION) {
            return Ok(());
        }
        let device_wide = match inst.call_args().first().map(|a| a.const_int_zext()) {
            Some(Some(v)) => v == spirv::Scope::Device as u64 || v == spirv::Scope::CrossDevice as u64,
            Some(None) => true,
            None => false,
        };
        if device_wide {
            self.require_capability(spirv::Capability::DeviceBarrierINTEL, || "OpControlBarrier".to_string())?;
        }
        Ok(())
    }

    /// `__spirv_ocl_{name}`: the `OpenCL.std` instruction `name` on the call's arguments;
    /// literal operands (`vloadn`'s N, rounding modes) come from constant arguments or,
    /// for N, from the result's lanes.
    fn emit_spirv_ocl(
        &mut self,
        inst: llvm::Value<'c>,
        g: &rspirv::grammar::ExtendedInstruction<'static>,
        name: &SpirvBuiltinName,
        params: &[mangling::Type],
    ) -> Result<()> {
        let ext = g.opname;
        let args = inst.call_args();
        let ty = self.value_type(inst)?;
        let mut ops = Vec::new();
        let mut ai = 0;
        for lo in g.operands.iter().filter(|o| !matches!(o.kind, K::IdResult | K::IdResultType)) {
            loop {
                match (operand_class(lo.kind), args.get(ai)) {
                    (OperandClass::Id, Some(&a)) => {
                        ops.push(self.spirv_arg(inst, a, params.get(ai))?);
                        ai += 1;
                    }
                    (OperandClass::Literal, Some(&a)) => {
                        ops.push(self.literal_arg(inst, a)?);
                        ai += 1;
                    }
                    // vloadn & co.: N is the result's lane count.
                    (OperandClass::Literal, None) if lo.kind == K::LiteralInteger => {
                        let (_, lanes) = self.scalar_and_lanes(ty);
                        ops.push(lanes);
                    }
                    (_, None) => break,
                    _ => return Err(self.unsupported(inst, "OpenCL.std operand that a call argument cannot carry")),
                }
                if lo.quantifier != Q::ZeroOrMore || ai >= args.len() {
                    break;
                }
            }
        }
        if ext == "fma" {
            return self.emit_fma(inst, &ops);
        }
        let id = self.value_id(inst)?;
        self.emit_ext_inst_into(id, ty, ext, &ops)?;
        self.postfix_decorations(id, name);
        Ok(())
    }

    /// The value of type `t` a `byval(t)` pointer argument `a` passes: OpLoad from the
    /// pointer seen as a `t` pointer.
    fn load_byval_arg(&mut self, inst: llvm::Value<'c>, a: llvm::Value<'c>, t: llvm::Type<'c>) -> Result<Word> {
        let ty = self.type_id(t)?;
        let sc =
            self.storage_class_of(a).ok_or_else(|| self.invalid(inst, "byval argument without a storage class"))?;
        let want = self.pointer_type(sc, ty)?;
        let p = self.operand(a, want)?;
        self.emit_result(Op::Load, ty, &[p])
    }

    /// A constant integer argument as a literal word.
    fn literal_arg(&self, inst: llvm::Value<'c>, a: llvm::Value<'c>) -> Result<Word> {
        a.const_int_zext()
            .map(|v| v as u32)
            .ok_or_else(|| self.unsupported(inst, "literal operand of a __spirv_ call must be a constant"))
    }

    /// An `<id>` argument; pointers get the pointee their mangled parameter type gives.
    fn spirv_arg(&mut self, inst: llvm::Value<'c>, a: llvm::Value<'c>, param: Option<&mangling::Type>) -> Result<Word> {
        if a.ty().kind() == llvm::TypeKind::LLVMPointerTypeKind {
            let pointee =
                param.and_then(|p| p.pointee()).and_then(|p| self.mangled_type_id(p).transpose()).transpose()?;
            if let Some(pt) = pointee {
                let sc = self
                    .storage_class_of(a)
                    .ok_or_else(|| self.invalid(inst, "pointer argument without a storage class"))?;
                let want = self.pointer_type(sc, pt)?;
                return self.operand(a, want);
            }
            return self.value_id(a);
        }
        self.canonical_operand(a)
    }

    /// `SaturatedConversion` and `FPRoundingMode` decorations from `_sat` / `_rt?` postfixes.
    fn postfix_decorations(&mut self, id: Word, name: &SpirvBuiltinName) {
        if name.is_sat() {
            self.decorate(id, spirv::Decoration::SaturatedConversion, &[]);
        }
        if let Some(r) = name.rounding() {
            self.decorate(id, spirv::Decoration::FPRoundingMode, &[r.spirv_value()]);
        }
    }

    /// Declares what the grammar says `g` needs: one of its capabilities (the one naming
    /// the operand width when they differ by width, else the first other than Shader) with the SPIR-V version
    /// or extension that capability needs and, when the instruction belongs to extensions,
    /// the first allowed one.
    fn require_for(
        &mut self,
        inst: llvm::Value<'c>,
        g: &rspirv::grammar::Instruction<'static>,
        width_of: Option<Word>,
    ) -> Result<()> {
        let width = width_of.and_then(|t| self.scalar_width(t)).map(|w| w.to_string());
        let by_width = width
            .and_then(|w| g.capabilities.iter().find(|c| crate::spec_names::capability_name(**c).contains(w.as_str())));
        // A Kernel module never takes Shader where the grammar offers another capability
        // (OpBitFieldInsert & co.: Shader or BitInstructions).
        let kernel = g.capabilities.iter().find(|&&c| c != spirv::Capability::Shader);
        if let Some(&cap) = by_width.or(kernel).or(g.capabilities.first()) {
            self.require_capability(cap, || format!("Op{}", crate::spec_names::op_name(g.opcode)))?;
            if let Some(v) = capability_version(cap) {
                self.require_spirv_version(v, || format!("Op{}", crate::spec_names::op_name(g.opcode)))?;
            }
        }
        // An instruction's extensions are alternatives to its capabilities (the AMD extension
        // listed on OpGroupIAdd & co. is not needed with the core Groups capability).
        if g.capabilities.is_empty() && !g.extensions.is_empty() {
            match g.extensions.iter().find(|e| self.options.allows(e)) {
                Some(e) => self.out.extension(e),
                None => {
                    return Err(Error::ExtensionNotAllowed {
                        construct: format!(
                            "Op{} (in function '{}': `{}`)",
                            crate::spec_names::op_name(g.opcode),
                            self.fname(),
                            inst.to_ir_string().trim()
                        ),
                        extension: g.extensions[0].into(),
                    })
                }
            }
        }
        Ok(())
    }

    /// `__spirv_{Op}(args...)`: the grammar-driven mapping of core instruction `g`.
    fn emit_spirv_op(
        &mut self,
        inst: llvm::Value<'c>,
        g: &rspirv::grammar::Instruction<'static>,
        name: &SpirvBuiltinName,
        params: &[mangling::Type],
    ) -> Result<()> {
        let op = name.op_name().ok_or_else(|| self.internal("__spirv_ instruction call without an instruction"))?;
        self.check_number_format_conversion(inst, g)?;
        self.check_arbitrary_precision(g)?;
        self.check_bindless_handle(inst, op)?;
        self.check_task_sequence_create(inst, op)?;
        self.check_matrix_multiply_operands(inst, g)?;

        self.check_device_barrier(inst, g.opcode)?;
        let mut args = inst.call_args();
        if let Some((from, to)) = conversion_kinds(g.opcode) {
            let input = args.first().map(|a| scalar_kind(a.ty()));
            if input != Some(Some(from)) || scalar_kind(inst.ty()) != Some(to) {
                let rule = match from {
                    ScalarKind::Int => "Input value must be a scalar or vector of integer type",
                    ScalarKind::Float => "Input value must be a scalar or vector of floating-point type",
                    ScalarKind::Pointer => "Input value must be a pointer",
                };
                let rule = if input == Some(Some(from)) {
                    match to {
                        ScalarKind::Int => "Result value must be a scalar or vector of integer type",
                        ScalarKind::Float => "Result value must be a scalar or vector of floating-point type",
                        ScalarKind::Pointer => "Result value must be a pointer",
                    }
                } else {
                    rule
                };
                return Err(Error::InvalidOperandTypes { function: self.fname(), op: op.to_string(), rule });
            }
        }
        // Before SPIR-V 1.5 the lane of OpGroupNonUniformBroadcast must be a constant
        // (spec 3.52.24 "Non-Uniform Instructions").
        if g.opcode == Op::GroupNonUniformBroadcast && args.get(2).is_some_and(|a| !a.is_constant()) {
            let f = self.fname();
            self.require_spirv_version((1, 5), || {
                format!("OpGroupNonUniformBroadcast with a non-constant lane (in function '{f}')")
            })?;
        }
        // A struct result returned through an `sret` pointer (IAddCarry & co.).
        let sret = match (args.first(), inst.called_value()) {
            (Some(&p), Some(f)) => f.type_attribute(llvm::AttributeIndex::Param(0), self.attrs.sret).map(|t| (p, t)),
            _ => None,
        };
        if sret.is_some() {
            args.remove(0);
        }
        let params: &[mangling::Type] = if sret.is_some() && !params.is_empty() { &params[1..] } else { params };
        let has_result = g.operands.first().is_some_and(|o| o.kind == K::IdResultType);
        let returns_value = inst.ty().kind() != llvm::TypeKind::LLVMVoidTypeKind;
        let boolean = BOOLEAN_OPS.iter().find(|(n, _)| *n == op).map(|(_, a)| *a);
        let bool_args =
            boolean.or_else(|| BOOLEAN_ARGUMENT_OPS.iter().find(|(n, _)| *n == op).map(|(_, a)| *a)).unwrap_or(&[]);
        let int_result =
            boolean.is_some() && inst.ty().element_type().unwrap_or(inst.ty()).int_width().is_some_and(|w| w > 1);
        let result_ty = match (has_result, sret) {
            (false, _) => None,
            (true, Some((_, t))) => Some(self.type_id(t)?),
            (true, None) if int_result => {
                let b = self.bool_type()?;
                Some(match inst.ty().vector_size() {
                    Some(n) => self.vector_type(b, n)?,
                    None => b,
                })
            }
            // OpSampledImage makes the sampled image type of its image operand, whatever
            // pointer the call returns; users of the call see that type.
            (true, None) if g.opcode == Op::SampledImage => {
                let image = *args.first().ok_or_else(|| self.invalid(inst, "__spirv_SampledImage without an image"))?;
                let image_ty = self.value_type(image)?;
                let t = self.make_type(super::types::SpirvType::SampledImage(image_ty))?;
                self.objects.insert(inst, t);
                self.value_types.insert(inst, t);
                Some(t)
            }
            (true, None) => Some(self.value_type(inst)?),
        };
        let width_of = result_ty.or_else(|| args.last().and_then(|a| self.type_id(a.ty()).ok()));
        // An atomic's value type decides its extra capabilities (64- and 16-bit integers,
        // bfloat16, whose capability replaces the grammar's float-width ones).
        let bfloat_atomic = match width_of {
            Some(t) if op_name_starts(g.opcode, "Atomic") => {
                self.note_atomic_width(g.opcode, t, || format!("Op{}", crate::spec_names::op_name(g.opcode)))?
            }
            _ => false,
        };
        if !bfloat_atomic {
            self.require_for(inst, g, width_of)?;
        }
        let mut ops = Vec::new();
        let mut ai = 0;
        for lo in g.operands.iter().filter(|o| !matches!(o.kind, K::IdResult | K::IdResultType)) {
            loop {
                let Some(&a) = args.get(ai) else {
                    // Operands a call cannot carry, given by postfixes.
                    if let (K::StorageClass, Some(sc)) = (lo.kind, name.postfixes.iter().find_map(to_storage_class)) {
                        ops.push(sc as u32);
                    }
                    break;
                };
                match operand_class(lo.kind) {
                    OperandClass::Id if bool_args.contains(&ai) => {
                        let id = self.bool_arg(a)?;
                        ops.push(id);
                        ai += 1;
                    }
                    OperandClass::Id => {
                        // A `byval(T)` pointer passes a T value (clang's form of a wide
                        // `_BitInt` argument): the operand is the value loaded from it.
                        let param = (ai + usize::from(sret.is_some())) as u32;
                        let byval = inst
                            .called_value()
                            .and_then(|f| f.type_attribute(llvm::AttributeIndex::Param(param), self.attrs.byval));
                        let id = match byval {
                            Some(t) => self.load_byval_arg(inst, a, t)?,
                            // An operand naming a function (OpTaskSequenceCreateINTEL's
                            // Function) is the function's id, not a pointer to it.
                            None if a.is_function() && FUNCTION_OPERANDS.contains(&(g.opcode, ai)) => {
                                self.function_id(a)?
                            }
                            None => self.spirv_op_pointer_arg(inst, &args, g.opcode, ai, result_ty, params.get(ai))?,
                        };
                        ops.push(id);
                        ai += 1;
                    }
                    OperandClass::Literal => {
                        ops.push(self.literal_arg(inst, a)?);
                        ai += 1;
                    }
                    OperandClass::MaskWithIds => {
                        let mask = self.literal_arg(inst, a)?;
                        // Image operands newer than SPIR-V 1.0: SignExtend/ZeroExtend (1.4),
                        // Nontemporal (1.6).
                        if lo.kind == K::ImageOperands {
                            let bits = spirv::ImageOperands::from_bits_truncate(mask);
                            if bits.contains(spirv::ImageOperands::NONTEMPORAL) {
                                self.require_spirv_version((1, 6), || "image operand Nontemporal".into())?;
                            } else if bits
                                .intersects(spirv::ImageOperands::SIGN_EXTEND | spirv::ImageOperands::ZERO_EXTEND)
                            {
                                self.require_spirv_version((1, 4), || "image operands SignExtend/ZeroExtend".into())?;
                            }
                        }
                        if lo.kind == K::CooperativeMatrixOperands {
                            self.require_matrix_operands(mask)?;
                        }
                        ops.push(mask);
                        ai += 1;
                        // Of all mask parameters only MemoryAccess `Aligned` (0x2, the lowest
                        // bit with one) is a literal; the others are <id>s.
                        if lo.kind == K::MemoryAccess && mask & spirv::MemoryAccess::ALIGNED.bits() != 0 {
                            if let Some(&p) = args.get(ai) {
                                ops.push(self.literal_arg(inst, p)?);
                                ai += 1;
                            }
                        }
                        while let Some(&p) = args.get(ai) {
                            ops.push(self.spirv_arg(inst, p, params.get(ai))?);
                            ai += 1;
                        }
                    }
                    OperandClass::IdPair | OperandClass::IdLiteral | OperandClass::LiteralId => {
                        let Some(&b) = args.get(ai + 1) else { break };
                        let (x, y) = match operand_class(lo.kind) {
                            OperandClass::IdPair => {
                                (self.spirv_arg(inst, a, params.get(ai))?, self.spirv_arg(inst, b, params.get(ai + 1))?)
                            }
                            OperandClass::IdLiteral => {
                                (self.spirv_arg(inst, a, params.get(ai))?, self.literal_arg(inst, b)?)
                            }
                            _ => (self.literal_arg(inst, a)?, self.spirv_arg(inst, b, params.get(ai + 1))?),
                        };
                        ops.extend([x, y]);
                        ai += 2;
                    }
                    OperandClass::Unsupported => {
                        return Err(self.unsupported(inst, "SPIR-V operand kind that a call argument cannot carry"));
                    }
                }
                if lo.quantifier != Q::ZeroOrMore || ai >= args.len() {
                    break;
                }
            }
        }
        if ai < args.len() {
            return Err(self.invalid(inst, "more arguments than the SPIR-V instruction has operands"));
        }
        // The texel's signedness, as image operands (SPIR-V 1.4), as the Khronos translator
        // states it: from the `_R<type>` postfix or the texel parameter's mangled type, or
        // for templated SYCL names from the template argument the texel refers to.
        if matches!(g.opcode, Op::ImageRead | Op::ImageSampleExplicitLod | Op::ImageWrite) {
            let callee = inst.called_value().map(|f| f.name()).unwrap_or_default();
            let write = g.opcode == Op::ImageWrite;
            let declared = if write {
                params.get(2).cloned()
            } else {
                name.postfixes.iter().find_map(|p| match p {
                    Postfix::Return(t) => Some(t.clone()),
                    _ => None,
                })
            };
            let sign = match declared {
                Some(t) if t.is_signed_integer() => spirv::ImageOperands::SIGN_EXTEND,
                Some(t) if t.is_unsigned_integer() => spirv::ImageOperands::ZERO_EXTEND,
                Some(_) => spirv::ImageOperands::NONE,
                None => template_texel_signedness(&callee, write),
            };
            let mask_at = if write { 3 } else { 2 };
            let explicit = ops.get(mask_at).map_or(0, |m| *m)
                & (spirv::ImageOperands::SIGN_EXTEND | spirv::ImageOperands::ZERO_EXTEND).bits();
            if !sign.is_empty()
                && explicit == 0
                && self.options.raise_version_for_features
                && self.options.max_version >= (1, 4)
            {
                self.out.require_version((1, 4));
                match ops.get_mut(mask_at) {
                    Some(mask) => *mask |= sign.bits(),
                    None => ops.push(sign.bits()),
                }
            }
        }
        match result_ty {
            Some(ty) if sret.is_some() || int_result => {
                let id = self.out.id();
                let mut full = vec![ty, id];
                full.extend(ops);
                self.emit(g.opcode, &full)?;
                self.postfix_decorations(id, name);
                if let Some((p, t)) = sret {
                    let want = self.pointer_like(p, t)?;
                    let ptr = self.operand(p, want)?;
                    self.emit(Op::Store, &[ptr, id])?;
                } else {
                    let ity = self.value_type(inst)?;
                    let (_, lanes) = self.scalar_and_lanes(ity);
                    let one = self.const_splat(ity, if lanes > 1 { u64::MAX } else { 1 })?;
                    let zero = self.const_splat(ity, 0)?;
                    let out = self.value_id(inst)?;
                    self.emit(Op::Select, &[ity, out, id, one, zero])?;
                }
            }
            Some(ty) => {
                let id = self.value_id(inst)?;
                let mut full = vec![ty, id];
                full.extend(ops);
                self.emit(g.opcode, &full)?;
                self.postfix_decorations(id, name);
            }
            None if returns_value => {
                return Err(self.invalid(inst, "call returns a value but the SPIR-V instruction has no result"))
            }
            None => self.emit(g.opcode, &ops)?,
        }
        Ok(())
    }

    /// An `<id>` argument of a core instruction. Pointers without a mangled pointee get the
    /// pointee the instruction implies: the stored value's type for stores, else the result type.
    fn spirv_op_pointer_arg(
        &mut self,
        inst: llvm::Value<'c>,
        args: &[llvm::Value<'c>],
        op: Op,
        i: usize,
        result_ty: Option<Word>,
        param: Option<&mangling::Type>,
    ) -> Result<Word> {
        let a = args[i];
        let is_ptr = a.ty().kind() == llvm::TypeKind::LLVMPointerTypeKind;
        if !is_ptr || i != 0 {
            return self.spirv_arg(inst, a, param);
        }
        // The accessed type (the loaded or stored value's) wins over the mangled pointee.
        let implied = match op {
            Op::Store | Op::AtomicStore => {
                let v = if op == Op::Store { args.get(1) } else { args.get(3) };
                match v {
                    Some(v) => Some(self.value_type(*v)?),
                    None => None,
                }
            }
            _ if op_name_starts(op, "Atomic") || op == Op::Load => result_ty,
            _ => None,
        };
        match implied {
            Some(pointee) => {
                let sc = self
                    .storage_class_of(a)
                    .ok_or_else(|| self.invalid(inst, "pointer argument without a storage class"))?;
                let want = self.pointer_type(sc, pointee)?;
                self.operand(a, want)
            }
            None => self.spirv_arg(inst, a, param),
        }
    }

    /// Emits core instruction `Op<name>` (with the capability and extension its grammar entry
    /// needs) with a fresh result of type `result_ty` (none for instructions without a result).
    pub(super) fn emit_core(
        &mut self,
        inst: llvm::Value<'c>,
        op: Op,
        result_ty: Option<Word>,
        operands: &[Word],
    ) -> Result<Word> {
        let g = crate::grammar::core_instruction(op as Word).ok_or_else(|| Error::UnsupportedBuiltin {
            function: self.fname(),
            callee: inst.called_value().map(|c| c.name()).unwrap_or_default(),
            reason: "its SPIR-V instruction is missing from the SPIR-V grammar this translator knows",
        })?;
        self.require_for(inst, g, result_ty)?;
        match result_ty {
            Some(ty) => self.emit_result(g.opcode, ty, operands),
            None => self.emit(g.opcode, operands).map(|_| 0),
        }
    }

    /// [`Translator::emit_core`] defining `inst` with its type `ty`.
    pub(super) fn emit_core_into(&mut self, inst: llvm::Value<'c>, op: Op, ty: Word, operands: &[Word]) -> Result<()> {
        let r = self.emit_core(inst, op, Some(ty), operands)?;
        self.define_alias(inst, ty, r)
    }

    /// An integer (vector) argument as `bool`: `x != 0`; `i1` values as they are.
    pub(super) fn bool_arg(&mut self, a: llvm::Value<'c>) -> Result<Word> {
        if let (Some(v), None) = (a.const_int_zext(), a.ty().vector_size()) {
            let b = self.bool_type()?;
            return self.const_scalar(b, (v != 0) as u64);
        }
        let x = self.canonical_operand(a)?;
        if a.ty().element_type().unwrap_or(a.ty()).int_width() != Some(1) {
            let ty = self.value_type(a)?;
            let (_, lanes) = self.scalar_and_lanes(ty);
            let zero = self.const_splat(ty, 0)?;
            let b = self.bool_type()?;
            let bty = if lanes > 1 { self.vector_type(b, lanes)? } else { b };
            return self.emit_result(Op::INotEqual, bty, &[x, zero]);
        }
        Ok(x)
    }

    /// `__spirv_SpecConstant(i32 id, T default)`: a module-scope `OpSpecConstant`
    /// (`OpSpecConstantTrue/False` for `bool`) decorated `SpecId id`.
    pub(super) fn emit_spec_constant(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let args = inst.call_args();
        let (Some(id_arg), Some(default)) = (args.first(), args.get(1)) else {
            return Err(self.invalid(inst, "__spirv_SpecConstant needs (i32 id, default value)"));
        };
        let spec_id = self.literal_arg(inst, *id_arg)?;
        let ty = self.value_type(inst)?;
        let id = self.out.id();
        match self.type_key(ty).cloned() {
            Some(super::types::SpirvType::Bool) => {
                let on = default
                    .const_int_zext()
                    .ok_or_else(|| self.invalid(inst, "non-constant specialization default"))?
                    != 0;
                self.emit_global(if on { Op::SpecConstantTrue } else { Op::SpecConstantFalse }, &[ty, id])?;
            }
            Some(super::types::SpirvType::Float { encoding: Some(spirv::FPEncoding::BFloat16KHR), .. }) => {
                let bits = self
                    .constant_bits(*default)
                    .ok_or_else(|| self.invalid(inst, "non-constant specialization default"))?;
                self.emit_global(Op::SpecConstant, &[ty, id, bits as u32])?;
            }
            Some(
                super::types::SpirvType::Int { width: w, .. }
                | super::types::SpirvType::Float { width: w, encoding: None },
            ) => {
                let bits = self
                    .constant_bits(*default)
                    .ok_or_else(|| self.invalid(inst, "non-constant specialization default"))?;
                let mut ops = vec![ty, id, bits as u32];
                if w > 32 {
                    ops.push((bits >> 32) as u32);
                }
                self.emit_global(Op::SpecConstant, &ops)?;
            }
            _ => return Err(self.unsupported(inst, "specialization constant of a non-scalar type")),
        }
        self.decorate(id, spirv::Decoration::SpecId, &[spec_id]);
        self.define_alias(inst, ty, id)
    }

    /// `__spirv_SpecConstantComposite(parts...)`: a module-scope `OpSpecConstantComposite`.
    fn emit_spec_constant_composite(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let ty = self.value_type(inst)?;
        let mut ops = vec![ty, 0];
        for a in inst.call_args() {
            ops.push(self.value_id(a)?);
        }
        let id = self.out.id();
        ops[1] = id;
        self.emit_global(Op::SpecConstantComposite, &ops)?;
        self.define_alias(inst, ty, id)
    }

    /// The bits of a scalar integer or floating-point constant as its SPIR-V literal holds them.
    pub(super) fn constant_bits(&self, c: llvm::Value<'c>) -> Option<u64> {
        if let Some(v) = c.const_int_zext() {
            return Some(v);
        }
        let v = c.const_fp()?;
        Some(match c.ty().kind() {
            llvm::TypeKind::LLVMHalfTypeKind => super::constants::f64_to_half_bits(v) as u64,
            llvm::TypeKind::LLVMBFloatTypeKind => super::constants::f64_to_bfloat16_bits(v) as u64,
            llvm::TypeKind::LLVMFloatTypeKind => (v as f32).to_bits() as u64,
            _ => v.to_bits(),
        })
    }

    /// Raises the module version to `v` or fails if `--spirv-max-version` is lower.
    pub(super) fn require_spirv_version(&mut self, v: (u8, u8), construct: impl FnOnce() -> String) -> Result<()> {
        if v > self.options.max_version {
            return Err(Error::UnsupportedVersion {
                construct: construct(),
                needed_major: v.0,
                needed_minor: v.1,
                max_major: self.options.max_version.0,
                max_minor: self.options.max_version.1,
            });
        }
        self.out.require_version(v);
        Ok(())
    }
}

/// Whether the grammar name of `op` starts with `prefix` (after `Op`).
fn op_name_starts(op: Op, prefix: &str) -> bool {
    crate::spec_names::op_name(op).starts_with(prefix)
}

/// The storage class of a `_To{Global|Local|Private}` postfix.
fn to_storage_class(p: &Postfix) -> Option<spirv::StorageClass> {
    match p {
        Postfix::To(a) => super::types::storage_class(a.number(), false),
        _ => None,
    }
}

/// The texel signedness of a templated `__spirv_ImageRead` / `__spirv_ImageSampleExplicitLod`
/// (the return type) or `__spirv_ImageWrite` (the third parameter) name, such as
/// `_Z17__spirv_ImageReadIDv4_j14ocl_image3d_roDv4_iET_T0_T1_`: the scalar type code
/// (`c a s i l` signed, `h t j m` unsigned) of that type, given directly or as a
/// reference `T_`, `T0_`, ... to a template argument (or `S_`, ... to a substitution), as
/// [`mangling::parse_function_template`] resolves them.
fn template_texel_signedness(name: &str, write: bool) -> spirv::ImageOperands {
    let Some(t) = mangling::parse_function_template(name) else { return spirv::ImageOperands::NONE };
    let templates: &[&str] =
        if write { &["__spirv_ImageWrite"] } else { &["__spirv_ImageRead", "__spirv_ImageSampleExplicitLod"] };
    if !templates.contains(&t.name) {
        return spirv::ImageOperands::NONE;
    }
    let texel = if write { t.params.get(2).copied() } else { Some(t.return_type) }.unwrap_or("");
    let code = match texel.strip_prefix("Dv") {
        Some(v) => v.split_once('_').map_or("", |(_, t)| t),
        None => texel,
    };
    match code.as_bytes().first() {
        Some(b'c' | b'a' | b's' | b'i' | b'l') => spirv::ImageOperands::SIGN_EXTEND,
        Some(b'h' | b't' | b'j' | b'm') => spirv::ImageOperands::ZERO_EXTEND,
        _ => spirv::ImageOperands::NONE,
    }
}

#[cfg(test)]
mod tests {
    use super::core_instruction;

    #[test]
    fn grammar_names() {
        assert!(core_instruction("GroupNonUniformIAdd").is_some());
        assert!(core_instruction("NoSuchThing").is_none());
        // Renamed in the 0.4 grammar; clang and SYCL still write the old name.
        assert!(core_instruction("FixedSqrtINTEL").is_some());
    }
}
