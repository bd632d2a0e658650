//! LLVM intrinsics clang-19 emits for OpenCL C at -O0 and -O2.
//!
//! Uniform mappings to `OpenCL.std` extended instructions are a table;
//! the rest (memory intrinsics, byte swaps, reductions, funnel shifts) get a
//! function each. Hints without semantics are dropped (see the module docs).
//! Sources: LLVM Language Reference, "Intrinsic Functions"; OpenCL
//! Extended Instruction Set Specification 1.0 (OpenCL.std).

use super::expansions::Overflow;
use super::{Error, Result, Translator};
use crate::llvm;
use spirv::{Op, Word};

/// What an intrinsic becomes.
#[derive(Clone, Copy)]
enum Lowering {
    /// Nothing: a hint without semantic effect.
    Drop,
    /// The value of operand 0 (`expect`, annotations).
    Operand0,
    /// An `OpenCL.std` instruction on the first `n` arguments.
    ExtInst(&'static str, usize),
    /// A function in this file.
    Special(Custom),
}

#[derive(Clone, Copy)]
enum Custom {
    Memcpy,
    Memmove,
    Memset,
    FmulAdd,
    Bswap,
    Reduce(Op),
    ReduceExt(&'static str),
    /// Integer min/max: `a <op> b ? a : b` per step (as the Khronos translator writes it).
    ReduceSelect(Op),
    /// `vector.reduce.fmaximum/fminimum` (NaN-propagating).
    ReduceIeee {
        max: bool,
    },
    /// `maximum`/`minimum` (NaN-propagating, -0 < +0).
    Ieee {
        max: bool,
    },
    FunnelShift {
        left: bool,
    },
    Lifetime {
        start: bool,
    },
    BitCount,
    BitReverse,
    WithOverflow(Overflow),
    FpToIntSat {
        signed: bool,
    },
    IsFpClass,
    ReadCycleCounter,
    Constrained,
    /// `OpAssumeTrueKHR` under SPV_KHR_expect_assume, else dropped.
    Assume,
    /// `OpExpectKHR` under SPV_KHR_expect_assume, else the value.
    Expect,
    /// `OpFmaKHR` under SPV_KHR_fma, else OpenCL.std `fma`.
    Fma,
    /// `llvm.var.annotation` / `llvm.ptr.annotation`: decorations of the annotated pointer
    /// (see `metadata.rs`); the pointer form's result is its operand.
    Annotation {
        returns_pointer: bool,
    },
    /// `OpArithmeticFenceEXT` under SPV_EXT_arithmetic_fence / SPV_INTEL_arithmetic_fence,
    /// else the value (with a warning), as the Khronos translator.
    ArithmeticFence,
    /// `OpSaveMemoryINTEL` / `OpRestoreMemoryINTEL` (SPV_INTEL_variable_length_array).
    StackMemory {
        save: bool,
    },
    /// `OpMaskedGatherINTEL` / `OpMaskedScatterINTEL` (SPV_INTEL_masked_gather_scatter).
    MaskedGatherScatter {
        gather: bool,
    },
}

/// The extensions of `OpArithmeticFenceEXT` (6145) and its capability (6144), in order of
/// preference: SPV_EXT_arithmetic_fence and the SPV_INTEL_arithmetic_fence it promoted, which
/// define the same instruction and capability.
const ARITHMETIC_FENCE_EXTENSIONS: [&str; 2] = ["SPV_EXT_arithmetic_fence", "SPV_INTEL_arithmetic_fence"];

/// Intrinsic base names (without `llvm.` and type suffixes) and their lowering.
const INTRINSICS: &[(&str, Lowering)] = {
    use Custom::*;
    use Lowering::*;
    &[
        ("lifetime.start", Special(Lifetime { start: true })),
        ("lifetime.end", Special(Lifetime { start: false })),
        // `llvm.debugtrap` is a breakpoint: execution goes on, nothing to translate.
        ("debugtrap", Drop),
        // No instruction of OpenCL SPIR-V ends an invocation abnormally. Before `unreachable`
        // (what clang emits) the OpUnreachable keeps the invocation from going on; elsewhere
        // the trap is dropped, as the Khronos translator drops it (its tests expect
        // `llvm.ubsantrap` before `ret` to translate).
        ("trap", Drop),
        ("ubsantrap", Drop),
        ("invariant.start", Drop),
        ("invariant.end", Drop),
        ("assume", Special(Assume)),
        ("experimental.noalias.scope.decl", Drop),
        ("dbg.declare", Drop),
        ("dbg.value", Drop),
        ("dbg.label", Drop),
        ("dbg.assign", Drop),
        ("var.annotation", Special(Annotation { returns_pointer: false })),
        ("donothing", Drop),
        ("sideeffect", Drop),
        ("expect", Special(Expect)),
        ("expect.with.probability", Special(Expect)),
        ("ptr.annotation", Special(Annotation { returns_pointer: true })),
        ("annotation", Operand0),
        ("arithmetic.fence", Special(ArithmeticFence)),
        ("masked.gather", Special(MaskedGatherScatter { gather: true })),
        ("masked.scatter", Special(MaskedGatherScatter { gather: false })),
        ("stacksave", Special(StackMemory { save: true })),
        ("stackrestore", Special(StackMemory { save: false })),
        ("launder.invariant.group", Operand0),
        ("strip.invariant.group", Operand0),
        ("memcpy", Special(Memcpy)),
        ("memcpy.inline", Special(Memcpy)),
        ("memmove", Special(Memmove)),
        ("memset", Special(Memset)),
        ("memset.inline", Special(Memset)),
        ("fmuladd", Special(FmulAdd)),
        ("bswap", Special(Bswap)),
        ("fshl", Special(FunnelShift { left: true })),
        ("fshr", Special(FunnelShift { left: false })),
        ("fabs", ExtInst("fabs", 1)),
        ("sqrt", ExtInst("sqrt", 1)),
        ("fma", Special(Fma)),
        ("minnum", ExtInst("fmin", 2)),
        ("maxnum", ExtInst("fmax", 2)),
        ("floor", ExtInst("floor", 1)),
        ("ceil", ExtInst("ceil", 1)),
        ("trunc", ExtInst("trunc", 1)),
        ("rint", ExtInst("rint", 1)),
        ("nearbyint", ExtInst("rint", 1)),
        ("roundeven", ExtInst("rint", 1)),
        ("round", ExtInst("round", 1)),
        ("copysign", ExtInst("copysign", 2)),
        ("exp", ExtInst("exp", 1)),
        ("exp2", ExtInst("exp2", 1)),
        ("exp10", ExtInst("exp10", 1)),
        ("log", ExtInst("log", 1)),
        ("log2", ExtInst("log2", 1)),
        ("log10", ExtInst("log10", 1)),
        ("pow", ExtInst("pow", 2)),
        ("powi", ExtInst("pown", 2)),
        ("ldexp", ExtInst("ldexp", 2)),
        ("sin", ExtInst("sin", 1)),
        ("cos", ExtInst("cos", 1)),
        ("tan", ExtInst("tan", 1)),
        ("smax", ExtInst("s_max", 2)),
        ("smin", ExtInst("s_min", 2)),
        ("umax", ExtInst("u_max", 2)),
        ("umin", ExtInst("u_min", 2)),
        ("abs", ExtInst("s_abs", 1)),
        ("ctpop", Special(BitCount)),
        ("bitreverse", Special(BitReverse)),
        ("uadd.with.overflow", Special(WithOverflow(Overflow::UAdd))),
        ("usub.with.overflow", Special(WithOverflow(Overflow::USub))),
        ("umul.with.overflow", Special(WithOverflow(Overflow::UMul))),
        ("sadd.with.overflow", Special(WithOverflow(Overflow::SAdd))),
        ("ssub.with.overflow", Special(WithOverflow(Overflow::SSub))),
        ("smul.with.overflow", Special(WithOverflow(Overflow::SMul))),
        ("fptosi.sat", Special(FpToIntSat { signed: true })),
        ("fptoui.sat", Special(FpToIntSat { signed: false })),
        ("is.fpclass", Special(IsFpClass)),
        ("readcyclecounter", Special(ReadCycleCounter)),
        ("experimental.constrained", Special(Constrained)),
        ("maximum", Special(Ieee { max: true })),
        ("minimum", Special(Ieee { max: false })),
        ("vector.reduce.fmaximum", Special(ReduceIeee { max: true })),
        ("vector.reduce.fminimum", Special(ReduceIeee { max: false })),
        ("ctlz", ExtInst("clz", 1)),
        ("cttz", ExtInst("ctz", 1)),
        ("sadd.sat", ExtInst("s_add_sat", 2)),
        ("uadd.sat", ExtInst("u_add_sat", 2)),
        ("ssub.sat", ExtInst("s_sub_sat", 2)),
        ("usub.sat", ExtInst("u_sub_sat", 2)),
        ("vector.reduce.add", Special(Reduce(Op::IAdd))),
        ("vector.reduce.mul", Special(Reduce(Op::IMul))),
        ("vector.reduce.and", Special(Reduce(Op::BitwiseAnd))),
        ("vector.reduce.or", Special(Reduce(Op::BitwiseOr))),
        ("vector.reduce.xor", Special(Reduce(Op::BitwiseXor))),
        ("vector.reduce.fadd", Special(Reduce(Op::FAdd))),
        ("vector.reduce.fmul", Special(Reduce(Op::FMul))),
        ("vector.reduce.smax", Special(ReduceSelect(Op::SGreaterThan))),
        ("vector.reduce.smin", Special(ReduceSelect(Op::SLessThan))),
        ("vector.reduce.umax", Special(ReduceSelect(Op::UGreaterThan))),
        ("vector.reduce.umin", Special(ReduceSelect(Op::ULessThan))),
        ("vector.reduce.fmax", Special(ReduceExt("fmax"))),
        ("vector.reduce.fmin", Special(ReduceExt("fmin"))),
    ]
};

/// The lowering of intrinsic `name` (`llvm.fabs.f32` -> `fabs`): the longest table key that
/// equals the name without `llvm.` or is followed by a `.` type suffix.
fn lookup(name: &str) -> Option<Lowering> {
    let base = name.strip_prefix("llvm.")?;
    INTRINSICS
        .iter()
        .filter(|(k, _)| base == *k || (base.starts_with(k) && base.as_bytes().get(k.len()) == Some(&b'.')))
        .max_by_key(|(k, _)| k.len())
        .map(|(_, l)| *l)
}

/// The value an annotation applies to: through chains of `llvm.ptr.annotation` and pointer
/// `bitcast` instructions (which typed-pointer IR needed to pass any pointer as the
/// intrinsic's `i8*`; the Khronos translator looks through them). An `addrspacecast` is a
/// pointer of its own and keeps the annotation.
fn annotated_base(mut v: llvm::Value<'_>) -> llvm::Value<'_> {
    use llvm::Opcode as O;
    loop {
        let next = match v.opcode() {
            Some(O::LLVMBitCast) => v.operand(0),
            Some(O::LLVMCall) if v.called_value().is_some_and(|f| f.name().starts_with("llvm.ptr.annotation")) => {
                v.call_args().first().copied()
            }
            _ => None,
        };
        match next {
            Some(a) => v = a,
            None => return v,
        }
    }
}

/// The text of an annotation string argument: a global holding a NUL-terminated `i8`
/// array, possibly behind casts or a GEP.
pub(super) fn annotation_string(mut v: llvm::Value<'_>) -> Option<String> {
    while !v.is_global_variable() {
        v = v.operand(0)?;
    }
    let init = v.initializer()?;
    let n = init.ty().array_length()?;
    let mut bytes = Vec::with_capacity(n as usize);
    for i in 0..n as u32 {
        match init.aggregate_element(i)?.const_int_zext()? {
            0 => break,
            b => bytes.push(b as u8),
        }
    }
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

impl<'c> Translator<'c, '_> {
    /// A call to intrinsic `name`.
    pub(super) fn emit_intrinsic(&mut self, inst: llvm::Value<'c>, name: &str) -> Result<()> {
        let Some(lowering) = lookup(name) else {
            // `--spirv-allow-unknown-intrinsics`: a call to an imported function of that name.
            if self.options.allow_unknown_intrinsics.iter().any(|p| name.starts_with(p.as_str())) {
                let callee = inst.called_value().ok_or_else(|| self.invalid(inst, "call without a callee"))?;
                return self.emit_function_call(inst, callee);
            }
            return Err(Error::UnsupportedIntrinsic { function: self.fname(), intrinsic: name.to_string() });
        };
        let args = inst.call_args();
        match lowering {
            Lowering::Drop => Ok(()),
            Lowering::Operand0 => {
                let a = *args.first().ok_or_else(|| self.invalid(inst, "intrinsic without operand"))?;
                let ty = self.value_type(inst)?;
                let id = self.operand(a, ty)?;
                self.define_alias(inst, ty, id)
            }
            Lowering::ExtInst(op, n)
                if self.odd_int(inst.ty()).is_some()
                    || args.first().is_some_and(|a| self.odd_int(a.ty()).is_some()) =>
            {
                self.emit_odd_ext_intrinsic(inst, op, n)
            }
            Lowering::ExtInst(op, n) => {
                let mut ops = Vec::with_capacity(n);
                for a in args.iter().take(n) {
                    ops.push(self.canonical_operand(*a)?);
                }
                let ty = self.value_type(inst)?;
                let id = self.value_id(inst)?;
                // An approximable (`afn`) single-precision square root or tangent may use the
                // native one (OpenCL C 3.0 6.15.2.3: native_* are defined for float), as the
                // Khronos translator does.
                let scalar = inst.ty().element_type().unwrap_or(inst.ty());
                let approx = inst.fast_math_flags().0 & llvm::FastMathFlags::APPROX_FUNC != 0;
                let native = approx && scalar.kind() == llvm::TypeKind::LLVMFloatTypeKind;
                let op = match op {
                    "sqrt" if native => "native_sqrt",
                    "tan" if native => "native_tan",
                    other => other,
                };
                self.emit_ext_inst_into(id, ty, op, &ops)?;
                self.fast_math_decoration(inst, id);
                Ok(())
            }
            Lowering::Special(Custom::Annotation { returns_pointer }) => {
                let (Some(&ptr), Some(&text)) = (args.first(), args.get(1)) else {
                    return Err(self.invalid(inst, "annotation without pointer and string"));
                };
                let base = annotated_base(ptr);
                let member = if returns_pointer { super::metadata::struct_member(base) } else { None };
                if let Some(s) = annotation_string(text) {
                    match member {
                        Some((ty, index, gep)) => self.member_annotation_decorations(ty, index, gep, &s)?,
                        None => {
                            let target = self.value_id(base)?;
                            self.annotation_decorations(target, &s)?;
                        }
                    }
                }
                if !returns_pointer {
                    return Ok(());
                }
                let ty = self.value_type(inst)?;
                let id = self.operand(ptr, ty)?;
                self.define_alias(inst, ty, id)
            }
            Lowering::Special(Custom::Memcpy) => self.emit_memcpy(inst, false),
            Lowering::Special(Custom::Memmove) => self.emit_memcpy(inst, true),
            Lowering::Special(Custom::Memset) => self.emit_memset(inst),
            Lowering::Special(Custom::FmulAdd) => {
                // Fusion is allowed, not required: OpenCL.std `mad`, or (as the Khronos
                // translator without --spirv-replace-fmuladd-with-ocl-mad) fmul + fadd.
                let mut ops = Vec::new();
                for a in args.iter().take(3) {
                    ops.push(self.canonical_operand(*a)?);
                }
                let [a, b, c] = ops[..] else {
                    return Err(self.invalid(inst, "fmuladd needs three operands"));
                };
                let ty = self.value_type(inst)?;
                let id = self.value_id(inst)?;
                if self.options.fmuladd_as_mad {
                    return self.emit_ext_inst_into(id, ty, "mad", &ops);
                }
                let mul = self.emit_result(Op::FMul, ty, &[a, b])?;
                self.emit(Op::FAdd, &[ty, id, mul, c])
            }
            Lowering::Special(Custom::Bswap) => self.emit_bswap(inst),
            Lowering::Special(Custom::Reduce(op)) => {
                // On i1 lanes the bitwise reductions are the logical ones; `or` and `and`
                // of a whole boolean vector are OpAny and OpAll (spec 3.52.15).
                let is_bool = inst.ty().int_width() == Some(1);
                if let ([vec], true, spirv::Op::BitwiseOr | spirv::Op::BitwiseAnd) =
                    (inst.call_args().as_slice(), is_bool, op)
                {
                    let v = self.canonical_operand(*vec)?;
                    let ty = self.value_type(inst)?;
                    let id = self.value_id(inst)?;
                    let any_all = if op == spirv::Op::BitwiseOr { spirv::Op::Any } else { spirv::Op::All };
                    return self.emit(any_all, &[ty, id, v]);
                }
                let op = match op {
                    spirv::Op::BitwiseAnd if is_bool => spirv::Op::LogicalAnd,
                    spirv::Op::BitwiseOr if is_bool => spirv::Op::LogicalOr,
                    spirv::Op::BitwiseXor if is_bool => spirv::Op::LogicalNotEqual,
                    other => other,
                };
                self.emit_reduce(inst, |t, ty, a, b| t.emit_result(op, ty, &[a, b]))
            }
            Lowering::Special(Custom::ReduceSelect(Op::SGreaterThan | Op::SLessThan))
                if self.odd_int(inst.ty()).is_some() =>
            {
                Err(self.unsupported(inst, "signed min/max reductions of integers of non-standard width"))
            }
            Lowering::Special(Custom::ReduceSelect(cmp)) => self.emit_reduce(inst, |t, ty, a, b| {
                let bool_ty = t.bool_type()?;
                let c = t.emit_result(cmp, bool_ty, &[a, b])?;
                t.emit_result(Op::Select, ty, &[c, a, b])
            }),
            Lowering::Special(Custom::ReduceExt(name)) => {
                self.emit_reduce(inst, |t, ty, a, b| t.emit_ext_inst(ty, name, &[a, b]))
            }
            Lowering::Special(Custom::Lifetime { start }) => self.emit_lifetime(inst, start),
            Lowering::Special(Custom::Assume) => {
                if !self.options.allows("SPV_KHR_expect_assume") {
                    return Ok(());
                }
                self.require_capability(spirv::Capability::ExpectAssumeKHR, || name.to_string())?;
                let c = *args.first().ok_or_else(|| self.invalid(inst, "assume without a condition"))?;
                let cond = self.value_id(c)?;
                self.emit(Op::AssumeTrueKHR, &[cond])
            }
            Lowering::Special(Custom::Expect) => {
                let (Some(&v), Some(&e)) = (args.first(), args.get(1)) else {
                    return Err(self.invalid(inst, "expect needs a value and the expected value"));
                };
                let ty = self.value_type(inst)?;
                let x = self.canonical_operand(v)?;
                if !self.options.allows("SPV_KHR_expect_assume") {
                    return self.define_alias(inst, ty, x);
                }
                self.require_capability(spirv::Capability::ExpectAssumeKHR, || name.to_string())?;
                let expected = self.canonical_operand(e)?;
                let id = self.value_id(inst)?;
                self.emit(Op::ExpectKHR, &[ty, id, x, expected])
            }
            Lowering::Special(Custom::Fma) => {
                let mut ops = Vec::with_capacity(3);
                for a in args.iter().take(3) {
                    ops.push(self.canonical_operand(*a)?);
                }
                self.emit_fma(inst, &ops)
            }
            Lowering::Special(Custom::BitCount) if args.first().is_some_and(|a| self.odd_int(a.ty()).is_some()) => {
                self.emit_odd_ext_intrinsic(inst, "popcount", 1)
            }
            Lowering::Special(Custom::BitCount) => {
                let a = *args.first().ok_or_else(|| self.invalid(inst, "ctpop without operand"))?;
                let x = self.canonical_operand(a)?;
                let ty = self.value_type(inst)?;
                let id = self.value_id(inst)?;
                self.emit(Op::BitCount, &[ty, id, x])
            }
            Lowering::Special(Custom::BitReverse) => self.emit_bitreverse(inst, name),
            Lowering::Special(Custom::WithOverflow(kind)) => self.emit_with_overflow(inst, kind),
            Lowering::Special(Custom::FpToIntSat { signed }) => self.emit_fp_to_int_sat(inst, signed),
            Lowering::Special(Custom::IsFpClass) => self.emit_is_fpclass(inst),
            Lowering::Special(Custom::ReadCycleCounter) => {
                // OpReadClockKHR at device scope (SPV_KHR_shader_clock); without the
                // extension the Khronos translator rejects the intrinsic, and so do we.
                if !self.options.allows("SPV_KHR_shader_clock") {
                    return Err(Error::UnsupportedIntrinsic { function: self.fname(), intrinsic: name.to_string() });
                }
                self.require_capability(spirv::Capability::ShaderClockKHR, || name.to_string())?;
                let ty = self.value_type(inst)?;
                let scope = self.const_u32(spirv::Scope::Device as u32)?;
                let id = self.value_id(inst)?;
                self.emit(Op::ReadClockKHR, &[ty, id, scope])
            }
            Lowering::Special(Custom::Constrained) => {
                let op = name.strip_prefix("llvm.experimental.constrained.").unwrap_or_default();
                let op = op.split('.').next().unwrap_or_default();
                self.emit_constrained(inst, op)
            }
            Lowering::Special(Custom::Ieee { max }) => {
                let (Some(&a), Some(&b)) = (args.first(), args.get(1)) else {
                    return Err(self.invalid(inst, "maximum/minimum need two operands"));
                };
                let ty = self.value_type(inst)?;
                let x = self.canonical_operand(a)?;
                let y = self.canonical_operand(b)?;
                let r = self.ieee_min_max(ty, x, y, max)?;
                self.define_alias(inst, ty, r)
            }
            Lowering::Special(Custom::ReduceIeee { max }) => {
                self.emit_reduce(inst, |t, ty, a, b| t.ieee_min_max(ty, a, b, max))
            }
            Lowering::Special(Custom::FunnelShift { left }) => self.emit_funnel_shift(inst, left),
            Lowering::Special(Custom::ArithmeticFence) => self.emit_arithmetic_fence(inst, name),
            Lowering::Special(Custom::StackMemory { save }) => self.emit_stack_memory(inst, name, save),
            Lowering::Special(Custom::MaskedGatherScatter { gather }) => {
                self.emit_masked_gather_scatter(inst, name, gather)
            }
        }
    }

    /// `llvm.stacksave` -> `OpSaveMemoryINTEL` (a Function-storage `i8*` to the current
    /// stack state), `llvm.stackrestore(p)` -> `OpRestoreMemoryINTEL p`
    /// (SPV_INTEL_variable_length_array: the variable-length arrays made after the save are
    /// released). Without the extension: a call to an imported function of that name under
    /// `--spirv-allow-unknown-intrinsics`, else [`Error::IntrinsicNeedsExtension`], as the
    /// Khronos translator.
    fn emit_stack_memory(&mut self, inst: llvm::Value<'c>, name: &str, save: bool) -> Result<()> {
        use super::memory::VARIABLE_LENGTH_ARRAY;
        if !self.options.allows(VARIABLE_LENGTH_ARRAY) {
            if self.options.allow_unknown_intrinsics.iter().any(|p| name.starts_with(p.as_str())) {
                let callee = inst.called_value().ok_or_else(|| self.invalid(inst, "call without a callee"))?;
                return self.emit_function_call(inst, callee);
            }
            return Err(Error::IntrinsicNeedsExtension {
                function: self.fname(),
                intrinsic: if save { "llvm.stacksave" } else { "llvm.stackrestore" },
                extension: VARIABLE_LENGTH_ARRAY,
                call: inst.to_ir_string().trim().to_string(),
            });
        }
        self.out.extension(VARIABLE_LENGTH_ARRAY);
        self.out.capability(spirv::Capability::VariableLengthArrayINTEL);
        if save {
            let ty = self.value_type(inst)?;
            let id = self.value_id(inst)?;
            return self.emit(Op::SaveMemoryINTEL, &[ty, id]);
        }
        let p = *inst.call_args().first().ok_or_else(|| self.invalid(inst, "stackrestore without a pointer"))?;
        let p = self.canonical_operand(p)?;
        self.emit(Op::RestoreMemoryINTEL, &[p])
    }

    /// `llvm.arithmetic.fence(x)` -> `OpArithmeticFenceEXT` (SPV_EXT_arithmetic_fence,
    /// "OpArithmeticFenceEXT": the result is `x`, and no fast-math transformation moves an
    /// operation across it). Under SPV_INTEL_arithmetic_fence alone the module also declares
    /// SPV_EXT_arithmetic_fence: the capability's number (6144) is registered under that name,
    /// and validators require it. Without either extension the fence is dropped and its value
    /// used (the Khronos translator's fallback; the computation is the same, only the
    /// optimization barrier is gone), with a warning.
    fn emit_arithmetic_fence(&mut self, inst: llvm::Value<'c>, name: &str) -> Result<()> {
        let a = *inst.call_args().first().ok_or_else(|| self.invalid(inst, "arithmetic fence without operand"))?;
        let ty = self.value_type(inst)?;
        let x = self.canonical_operand(a)?;
        let Some(ext) = ARITHMETIC_FENCE_EXTENSIONS.into_iter().find(|e| self.options.allows(e)) else {
            self.warn(format!(
                "{name} in function '{}' dropped: it needs --spirv-ext=+{}",
                self.fname(),
                ARITHMETIC_FENCE_EXTENSIONS[0]
            ));
            return self.define_alias(inst, ty, x);
        };
        self.out.extension(ext);
        self.out.extension(ARITHMETIC_FENCE_EXTENSIONS[0]);
        self.out.capability(spirv::Capability::ArithmeticFenceEXT);
        let id = self.value_id(inst)?;
        self.emit(Op::ArithmeticFenceEXT, &[ty, id, x])
    }

    /// An `OpenCL.std` intrinsic on a legalized integer type (see `legalize.rs`):
    /// unsigned operations as they are, signed ones on sign-extended operands with the
    /// result masked, `clz` corrected by the container's extra bits, `ctz` capped at N.
    fn emit_odd_ext_intrinsic(&mut self, inst: llvm::Value<'c>, op: &'static str, n: usize) -> Result<()> {
        let ty = self.value_type(inst)?;
        let args = inst.call_args();
        let Some(w) = args.first().and_then(|a| self.odd_int(a.ty())) else {
            return Err(self.unsupported(inst, "intrinsic with a result of non-standard integer width"));
        };
        let signed = matches!(op, "s_max" | "s_min" | "s_abs");
        if !(signed || matches!(op, "u_max" | "u_min" | "popcount" | "clz" | "ctz")) {
            return Err(self.unsupported(
                inst,
                "this intrinsic on an integer of non-standard width (legalized to a wider container)",
            ));
        }
        let mut ops = Vec::with_capacity(n);
        for &a in args.iter().take(n) {
            let x = self.canonical_operand(a)?;
            ops.push(if signed { self.sign_extend_in_container(ty, x, w)? } else { x });
        }
        let raw = self.emit_ext_inst(ty, op, &ops)?;
        let result = match op {
            "clz" => {
                let extra = self.const_splat(ty, (w.container - w.bits) as u64)?;
                self.emit_result(Op::ISub, ty, &[raw, extra])?
            }
            "ctz" => {
                let cap = self.const_splat(ty, w.bits as u64)?;
                self.emit_ext_inst(ty, "u_min", &[raw, cap])?
            }
            _ if signed => self.mask_to_width(ty, raw, w)?,
            _ => raw,
        };
        self.define_alias(inst, ty, result)
    }

    /// A fused multiply-add defining `inst`: `OpFmaKHR` under SPV_KHR_fma, else OpenCL.std `fma`.
    pub(super) fn emit_fma(&mut self, inst: llvm::Value<'c>, ops: &[Word]) -> Result<()> {
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        if self.options.allows("SPV_KHR_fma") {
            self.out.extension("SPV_KHR_fma");
            self.out.capability(spirv::Capability::FMAKHR);
            let mut full = vec![ty, id];
            full.extend_from_slice(ops);
            return self.emit(Op::FmaKHR, &full);
        }
        self.emit_ext_inst_into(id, ty, "fma", ops)?;
        self.fast_math_decoration(inst, id);
        Ok(())
    }

    /// `llvm.bswap` as shifts and masks, byte by byte.
    fn emit_bswap(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let a = *inst.call_args().first().ok_or_else(|| self.invalid(inst, "bswap without operand"))?;
        let ty = self.value_type(inst)?;
        let width = self.scalar_width(ty).unwrap_or(0);
        if !matches!(width, 16 | 32 | 64) || self.odd_int(inst.ty()).is_some() {
            return Err(self.unsupported(inst, "bswap of this width"));
        }
        let x = self.canonical_operand(a)?;
        let result = self.bswap_value(ty, x, width)?;
        self.define_alias(inst, ty, result)
    }

    /// The bytes of `x` (of integer type `ty`, `width` bits) in reverse order.
    pub(super) fn bswap_value(&mut self, ty: Word, x: Word, width: u32) -> Result<Word> {
        let bytes = width / 8;
        let mut acc: Option<Word> = None;
        for i in 0..bytes {
            // Byte i moves to byte (bytes-1-i).
            let from = i * 8;
            let to = (bytes - 1 - i) * 8;
            let mask = self.const_splat(ty, 0xffu64 << from)?;
            let masked = self.emit_result(Op::BitwiseAnd, ty, &[x, mask])?;
            let moved = if to > from {
                let s = self.const_splat(ty, (to - from) as u64)?;
                self.emit_result(Op::ShiftLeftLogical, ty, &[masked, s])?
            } else {
                let s = self.const_splat(ty, (from - to) as u64)?;
                self.emit_result(Op::ShiftRightLogical, ty, &[masked, s])?
            };
            acc = Some(match acc {
                None => moved,
                Some(prev) => self.emit_result(Op::BitwiseOr, ty, &[prev, moved])?,
            });
        }
        acc.ok_or_else(|| self.internal("empty bswap"))
    }

    /// IEEE 754-2019 `maximum`/`minimum` (LLVM `llvm.maximum`): NaN if either operand is
    /// NaN, -0 below +0, else OpenCL.std `fmax`/`fmin`.
    pub(super) fn ieee_min_max(&mut self, ty: Word, x: Word, y: Word, max: bool) -> Result<Word> {
        let (_, lanes) = self.scalar_and_lanes(ty);
        let b = self.bool_type()?;
        let bty = if lanes > 1 { self.vector_type(b, lanes)? } else { b };
        let m = self.emit_ext_inst(ty, if max { "fmax" } else { "fmin" }, &[x, y])?;
        // Equal operands (only +0/-0 can differ): pick by sign.
        let eq = self.emit_result(Op::FOrdEqual, bty, &[x, y])?;
        let neg = self.emit_result(Op::SignBitSet, bty, &[x])?;
        let (if_neg, if_pos) = if max { (y, x) } else { (x, y) };
        let signed = self.emit_result(Op::Select, ty, &[neg, if_neg, if_pos])?;
        let r = self.emit_result(Op::Select, ty, &[eq, signed, m])?;
        let nan_x = self.emit_result(Op::IsNan, bty, &[x])?;
        let nan_y = self.emit_result(Op::IsNan, bty, &[y])?;
        let any_nan = self.emit_result(Op::LogicalOr, bty, &[nan_x, nan_y])?;
        let nan = self.emit_result(Op::FAdd, ty, &[x, y])?;
        self.emit_result(Op::Select, ty, &[any_nan, nan, r])
    }

    /// `llvm.vector.reduce.*`: extract every lane, then combine them. The ordered float
    /// forms (`fadd`/`fmul`, which take a start value) fold left to right from it; the
    /// others combine neighbouring pairs level by level (a balanced tree), as the Khronos
    /// translator does.
    fn emit_reduce(
        &mut self,
        inst: llvm::Value<'c>,
        combine: impl Fn(&mut Self, Word, Word, Word) -> Result<Word>,
    ) -> Result<()> {
        let args = inst.call_args();
        let (start, vec) = match args.len() {
            2 => (Some(args[0]), args[1]),
            1 => (None, args[0]),
            _ => return Err(self.invalid(inst, "reduction needs a vector operand")),
        };
        let ty = self.value_type(inst)?;
        let v = self.canonical_operand(vec)?;
        let lanes = vec.ty().vector_size().ok_or_else(|| self.invalid(inst, "reduction of a non-vector"))?;
        let mut values = Vec::with_capacity(lanes as usize);
        for i in 0..lanes {
            // As the Khronos translator: dynamic extracts with constant lane numbers.
            let index = self.const_u32(i)?;
            values.push(self.emit_result(Op::VectorExtractDynamic, ty, &[v, index])?);
        }
        let result = match start {
            Some(s) => {
                let mut acc = self.canonical_operand(s)?;
                for lane in values {
                    acc = combine(self, ty, acc, lane)?;
                }
                acc
            }
            None => {
                while values.len() > 1 {
                    let mut next = Vec::with_capacity(values.len().div_ceil(2));
                    for pair in values.chunks(2) {
                        next.push(match pair {
                            [a, b] => combine(self, ty, *a, *b)?,
                            [a] => *a,
                            _ => return Err(self.internal("empty reduction level")),
                        });
                    }
                    values = next;
                }
                values.pop().ok_or_else(|| self.internal("empty reduction"))?
            }
        };
        // Legalized lanes: wrapping sums and products get their upper bits cleared once.
        let result = match self.odd_int(inst.ty()) {
            Some(w) => self.mask_to_width(ty, result, w)?,
            None => result,
        };
        self.define_alias(inst, ty, result)
    }
}

#[cfg(test)]
mod tests {
    use super::{lookup, Lowering};

    #[test]
    fn longest_key_wins_and_suffixes_are_types() {
        assert!(matches!(lookup("llvm.fabs.f32"), Some(Lowering::ExtInst("fabs", 1))));
        assert!(matches!(lookup("llvm.memcpy.inline.p0.p0.i64"), Some(Lowering::Special(_))));
        assert!(matches!(lookup("llvm.vector.reduce.add.v4i32"), Some(Lowering::Special(_))));
        assert!(matches!(lookup("llvm.sadd.sat.i32"), Some(Lowering::ExtInst("s_add_sat", 2))));
        assert!(lookup("llvm.fabsx.f32").is_none());
        assert!(matches!(lookup("llvm.sadd.with.overflow.i32"), Some(Lowering::Special(_))));
        assert!(matches!(lookup("llvm.experimental.constrained.fadd.f32"), Some(Lowering::Special(_))));
        assert!(lookup("llvm.readcyclecounterx").is_none());
        assert!(lookup("fabs").is_none());
    }
}
