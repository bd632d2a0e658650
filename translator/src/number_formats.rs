//! Number-format conversion builtins of OpenCL C ⇄ their SPIR-V instructions, one table
//! read by both directions (forward: clang's call → instruction; reverse: instruction →
//! the OpenCL C call in the CL1.2 / CL2.0 target environments).
//!
//! Sources: the OpenCL extensions `cl_intel_bfloat16_conversions` ("New OpenCL C
//! Functions": `ushort intel_convert_bfloat16_as_ushort(float)`,
//! `float intel_convert_as_bfloat16_float(ushort)` and their `N` = 2, 3, 4, 8, 16 vector
//! forms) and `cl_intel_tensor_float32_conversions`
//! (`float intel_round_as_tensor_float32_float(float)` and vector forms); the SPIR-V
//! extensions SPV_INTEL_bfloat16_conversion (OpConvertFToBF16INTEL, OpConvertBF16ToFINTEL:
//! "a 16-bit integer type whose bit pattern represents a bfloat16 value") and
//! SPV_INTEL_tensor_float32_conversion (OpRoundFToTF32INTEL: 32-bit float to 32-bit float).

use spirv::Op;

/// The vector sizes OpenCL C has (OpenCL C 3.0 6.3.1 "Built-in Vector Data Types"); the
/// scalar form's names carry no size.
pub(crate) const VECTOR_SIZES: [u32; 5] = [2, 3, 4, 8, 16];

/// A component type of a conversion builtin's signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Component {
    /// `float` (32-bit IEEE 754).
    Float,
    /// `ushort` (a 16-bit integer holding bfloat16 bits).
    Ushort,
}

impl Component {
    /// The component's LLVM IR spelling, as the signature rules name it.
    pub(crate) fn llvm_name(self) -> &'static str {
        match self {
            Component::Float => "float",
            Component::Ushort => "i16",
        }
    }
}

/// One family of size-suffixed conversion builtins: the OpenCL C name is
/// `{prefix}{N}{infix}{N}` (`N` empty for scalars), e.g.
/// `intel_convert_bfloat164_as_ushort4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SizedConversion {
    /// The name up to the first size.
    pub(crate) prefix: &'static str,
    /// The name between the two sizes.
    pub(crate) infix: &'static str,
    /// The instruction.
    pub(crate) op: Op,
    /// The result's component.
    pub(crate) result: Component,
    /// The argument's component.
    pub(crate) input: Component,
    /// How the Khronos translator names the builtin in its signature errors, as two
    /// halves around the size (`ConvertBFloat16` `N` `AsUShort` `N`).
    pub(crate) rule_name: (&'static str, &'static str),
    /// Whether the reverse direction writes the OpenCL C call in the CL1.2 / CL2.0
    /// environments, as the Khronos translator does for the bfloat16 conversions (the
    /// others stay the SPV-IR `__spirv_*` call there too).
    pub(crate) reverse_in_cl: bool,
    /// The capability that allows the instruction on cooperative matrices
    /// (SPV_INTEL_joint_matrix 3.42.11 "Conversion Instructions": the bfloat16
    /// conversions with CooperativeMatrixBFloat16ComponentTypeINTEL, OpRoundFToTF32INTEL
    /// with CooperativeMatrixTF32ComponentTypeINTEL).
    pub(crate) matrix_capability: spirv::Capability,
}

/// The conversion builtins by family.
pub(crate) const SIZED_CONVERSIONS: [SizedConversion; 3] = [
    SizedConversion {
        prefix: "intel_convert_bfloat16",
        infix: "_as_ushort",
        op: Op::ConvertFToBF16INTEL,
        result: Component::Ushort,
        input: Component::Float,
        rule_name: ("ConvertBFloat16", "AsUShort"),
        reverse_in_cl: true,
        matrix_capability: spirv::Capability::CooperativeMatrixBFloat16ComponentTypeINTEL,
    },
    SizedConversion {
        prefix: "intel_convert_as_bfloat16",
        infix: "_float",
        op: Op::ConvertBF16ToFINTEL,
        result: Component::Float,
        input: Component::Ushort,
        rule_name: ("ConvertAsBFloat16", "Float"),
        reverse_in_cl: true,
        matrix_capability: spirv::Capability::CooperativeMatrixBFloat16ComponentTypeINTEL,
    },
    SizedConversion {
        prefix: "intel_round_as_tensor_float32",
        infix: "_float",
        op: Op::RoundFToTF32INTEL,
        result: Component::Float,
        input: Component::Float,
        rule_name: ("RoundAsTensorFloat32", "Float"),
        reverse_in_cl: false,
        matrix_capability: spirv::Capability::CooperativeMatrixTF32ComponentTypeINTEL,
    },
];

impl SizedConversion {
    /// The OpenCL C name of the form with `lanes` components (1: the scalar form).
    pub(crate) fn name(&self, lanes: u32) -> String {
        let n = if lanes == 1 { String::new() } else { lanes.to_string() };
        format!("{}{n}{}{n}", self.prefix, self.infix)
    }

    /// The signature rule a call breaks, in the Khronos translator's words, when its
    /// result has `result` components of `result_ok` type and its argument `input`
    /// components of `input_ok` type (`None` components: not a vector); `lanes` is the
    /// size its name gives (1 for the scalar form). `None` when the call is well formed.
    pub(crate) fn signature_rule(
        &self,
        lanes: u32,
        result: (bool, Option<u32>),
        input: (bool, Option<u32>),
    ) -> Option<String> {
        let (a, b) = self.rule_name;
        let (r, i) = (self.result.llvm_name(), self.input.llvm_name());
        if lanes == 1 {
            let ok = result == (true, None) && input == (true, None);
            return (!ok).then(|| format!("Op{a}{b} must be of {r} and take {i}"));
        }
        if !(result.0 && input.0 && result.1.is_some() && input.1.is_some()) {
            return Some(format!("Op{a}N{b}N must be of <N x {r}> and take <N x {i}>"));
        }
        let ok = result.1 == Some(lanes) && input.1 == Some(lanes);
        (!ok).then(|| format!("{a}{lanes}{b}{lanes} must be of <{lanes} x {r}> and take <{lanes} x {i}>"))
    }
}

/// The operand of a conversion instruction a rule is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Operand {
    /// The result.
    Result,
    /// The converted value.
    Input,
}

/// The shape of a conversion instruction's operand: whether its component (its element
/// for a vector) is the table's type for it, and its component count (1 for a scalar).
pub(crate) type OperandShape = (bool, u32);

/// Whether `t`'s component (its element for a vector) is `c`, and its component count
/// (`None`: not a vector).
pub(crate) fn component_shape(t: crate::llvm::Type<'_>, c: Component) -> (bool, Option<u32>) {
    let lanes = t.vector_size();
    let e = t.element_type().filter(|_| lanes.is_some()).unwrap_or(t);
    let ok = match c {
        Component::Float => e.kind() == crate::llvm::TypeKind::LLVMFloatTypeKind,
        Component::Ushort => e.int_width() == Some(16),
    };
    (ok, lanes)
}

/// [`component_shape`] as [`SizedConversion::operand_rule`] takes it (a scalar has 1
/// component); a cooperative or joint matrix (`target("spirv.CooperativeMatrixKHR", T,
/// ...)`, `target("spirv.JointMatrixINTEL", T, ...)`) by its component type `T`, as one
/// component (whether two matrices have the same shape is [`matrix_params`]'s to tell).
pub(crate) fn operand_shape(t: crate::llvm::Type<'_>, c: Component) -> OperandShape {
    let t = match matrix_params(t) {
        Some(_) => match t.target_ext_type_params().first() {
            Some(&component) => component,
            None => return (false, 1),
        },
        None => t,
    };
    let (ok, lanes) = component_shape(t, c);
    (ok, lanes.unwrap_or(1))
}

/// The integer parameters of a cooperative or joint matrix type (its shape: scope, rows,
/// columns, use, ...), `None` for other types.
pub(crate) fn matrix_params(t: crate::llvm::Type<'_>) -> Option<Vec<u32>> {
    use llvm_spirv_mangling::SpirvTypeName as N;
    match N::from_target_ext_name(&t.target_ext_name()?)? {
        N::CooperativeMatrixKHR | N::JointMatrixINTEL => Some(t.target_ext_int_params()),
        _ => None,
    }
}

impl SizedConversion {
    /// The operand rule of the instruction (SPV_INTEL_bfloat16_conversion,
    /// SPV_INTEL_tensor_float32_conversion "Validation Rules") that a result and input of
    /// these shapes break, in the Khronos translator's words; `None` when they keep them.
    /// Both directions check it: forward on `__spirv_*` calls, reverse on the instruction.
    pub(crate) fn operand_rule(&self, result: OperandShape, input: OperandShape) -> Option<&'static str> {
        let wrong = |operand, component| match (operand, component) {
            (Operand::Result, Component::Ushort) => "Result value must be a scalar or vector of integer 16-bit type",
            (Operand::Result, Component::Float) => {
                "Result value must be a scalar or vector of floating-point 32-bit type"
            }
            (Operand::Input, Component::Ushort) => "Input value must be a scalar or vector of integer 16-bit type",
            (Operand::Input, Component::Float) => {
                "Input value must be a scalar or vector of floating-point 32-bit type"
            }
        };
        if !result.0 {
            return Some(wrong(Operand::Result, self.result));
        }
        if !input.0 {
            return Some(wrong(Operand::Input, self.input));
        }
        (result.1 != input.1).then_some("Input type must have the same number of components as result type")
    }
}

/// The conversion builtin named `base` (an unmangled OpenCL C name) and the component
/// count its name gives (1 for the scalar form).
pub(crate) fn sized_conversion_by_name(base: &str) -> Option<(SizedConversion, u32)> {
    SIZED_CONVERSIONS.iter().find_map(|c| {
        let rest = base.strip_prefix(c.prefix)?;
        if rest == c.infix {
            return Some((*c, 1));
        }
        VECTOR_SIZES.iter().find_map(|&n| {
            let size = n.to_string();
            let tail = rest.strip_prefix(size.as_str())?.strip_prefix(c.infix)?;
            (tail == size).then_some((*c, n))
        })
    })
}

/// The conversion builtin family of instruction `op` (the inverse of the table by opcode).
pub(crate) fn sized_conversion_of_op(op: Op) -> Option<SizedConversion> {
    SIZED_CONVERSIONS.iter().find(|c| c.op == op).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_both_ways() {
        for c in SIZED_CONVERSIONS {
            for n in std::iter::once(1).chain(VECTOR_SIZES) {
                let name = c.name(n);
                assert_eq!(sized_conversion_by_name(&name), Some((c, n)), "{name}");
            }
            assert_eq!(sized_conversion_of_op(c.op), Some(c));
        }
        assert_eq!(SIZED_CONVERSIONS[0].name(1), "intel_convert_bfloat16_as_ushort");
        assert_eq!(SIZED_CONVERSIONS[1].name(16), "intel_convert_as_bfloat1616_float16");
        // Mismatched or unknown sizes are no builtin.
        assert_eq!(sized_conversion_by_name("intel_convert_bfloat162_as_ushort4"), None);
        assert_eq!(sized_conversion_by_name("intel_convert_bfloat165_as_ushort5"), None);
        assert_eq!(sized_conversion_by_name("intel_convert_bfloat16_as_ushort2"), None);
        assert_eq!(sized_conversion_by_name("intel_convert_bfloat16"), None);
    }

    #[test]
    fn operand_rules() {
        let [to_bf16, from_bf16, tf32] = SIZED_CONVERSIONS;
        assert_eq!(to_bf16.operand_rule((true, 4), (true, 4)), None);
        assert_eq!(
            to_bf16.operand_rule((false, 1), (true, 1)),
            Some("Result value must be a scalar or vector of integer 16-bit type")
        );
        assert_eq!(
            from_bf16.operand_rule((true, 1), (false, 1)),
            Some("Input value must be a scalar or vector of integer 16-bit type")
        );
        assert_eq!(
            from_bf16.operand_rule((true, 3), (true, 4)),
            Some("Input type must have the same number of components as result type")
        );
        assert_eq!(
            tf32.operand_rule((false, 2), (true, 2)),
            Some("Result value must be a scalar or vector of floating-point 32-bit type")
        );
    }

    #[test]
    fn signature_rules_name_the_form() {
        let to_bf16 = SIZED_CONVERSIONS[0];
        let from_bf16 = SIZED_CONVERSIONS[1];
        assert_eq!(to_bf16.signature_rule(1, (true, None), (true, None)), None);
        assert_eq!(
            to_bf16.signature_rule(1, (true, None), (false, None)).as_deref(),
            Some("OpConvertBFloat16AsUShort must be of i16 and take float")
        );
        assert_eq!(
            from_bf16.signature_rule(1, (true, Some(2)), (true, None)).as_deref(),
            Some("OpConvertAsBFloat16Float must be of float and take i16")
        );
        assert_eq!(to_bf16.signature_rule(4, (true, Some(4)), (true, Some(4))), None);
        assert_eq!(
            to_bf16.signature_rule(2, (false, Some(2)), (true, Some(2))).as_deref(),
            Some("OpConvertBFloat16NAsUShortN must be of <N x i16> and take <N x float>")
        );
        assert_eq!(
            from_bf16.signature_rule(2, (true, Some(8)), (true, Some(4))).as_deref(),
            Some("ConvertAsBFloat162Float2 must be of <2 x float> and take <2 x i16>")
        );
    }
}

/// The arbitrary-precision families of SPV_INTEL_arbitrary_precision_fixed_point and
/// SPV_INTEL_arbitrary_precision_floating_point (`SPV_ALTERA_*` in the current grammar),
/// by the capability their instructions declare: the family's words in the Khronos
/// translator's errors, its extension's SPV_INTEL name, and the prefix of the functions
/// the reverse direction calls (`intel_arbitrary_fixed_sqrt.i13.i5`).
pub(crate) const ARBITRARY_PRECISION: [ArbitraryPrecisionFamily; 2] = [
    ArbitraryPrecisionFamily {
        capability: spirv::Capability::ArbitraryPrecisionFixedPointALTERA,
        family: "Fixed point",
        extension: "SPV_INTEL_arbitrary_precision_fixed_point",
        op_prefix: "Fixed",
        function_prefix: "intel_arbitrary_fixed_",
    },
    ArbitraryPrecisionFamily {
        capability: spirv::Capability::ArbitraryPrecisionFloatingPointALTERA,
        family: "Floating point",
        extension: "SPV_INTEL_arbitrary_precision_floating_point",
        op_prefix: "ArbitraryFloat",
        function_prefix: "intel_arbitrary_float_",
    },
];

/// One arbitrary-precision family (see [`ARBITRARY_PRECISION`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ArbitraryPrecisionFamily {
    /// The capability of its instructions.
    pub(crate) capability: spirv::Capability,
    /// Its name in errors (`Fixed point`).
    pub(crate) family: &'static str,
    /// Its extension (SPV_INTEL spelling).
    pub(crate) extension: &'static str,
    /// The common prefix of its instruction names (`Fixed`).
    pub(crate) op_prefix: &'static str,
    /// The common prefix of the functions the reverse direction calls.
    pub(crate) function_prefix: &'static str,
}

/// The arbitrary-precision family of instruction `op` (by its grammar capability).
pub(crate) fn arbitrary_precision_family(op: Op) -> Option<ArbitraryPrecisionFamily> {
    let g = crate::grammar::core_instruction(op as u32)?;
    ARBITRARY_PRECISION.iter().find(|f| g.capabilities.contains(&f.capability)).copied()
}

impl ArbitraryPrecisionFamily {
    /// The function the reverse direction calls for instruction `op` of this family, without
    /// its type suffixes: the instruction's name without the family prefix and vendor
    /// suffix, lower-cased, with the casts' words joined by `_`
    /// (`ArbitraryFloatCastFromIntINTEL` → `intel_arbitrary_float_cast_from_int`).
    pub(crate) fn function_name(&self, op: Op) -> String {
        let name = crate::spec_names::op_name(op);
        let stem = name.strip_prefix(self.op_prefix).unwrap_or(name);
        let stem = stem.strip_suffix("INTEL").or_else(|| stem.strip_suffix("ALTERA")).unwrap_or(stem);
        let words = match stem {
            "CastFromInt" => "cast_from_int".to_string(),
            "CastToInt" => "cast_to_int".to_string(),
            other => other.to_ascii_lowercase(),
        };
        format!("{}{words}", self.function_prefix)
    }

    /// The index (among the literal and id operands after the result) of the operand that
    /// is a boolean flag, passed as `i1`: a fixed-point instruction's signedness `S`, and
    /// a cast's `FromSign` / `ToSign`, `pown`'s `SignOfB` (SPV_INTEL_arbitrary_precision_*
    /// "Instructions").
    pub(crate) fn boolean_operand(&self, op: Op) -> Option<usize> {
        match op {
            _ if self.op_prefix == "Fixed" => Some(1),
            Op::ArbitraryFloatCastFromIntALTERA | Op::ArbitraryFloatCastToIntALTERA => Some(2),
            Op::ArbitraryFloatPowNINTEL => Some(3),
            _ => None,
        }
    }
}

#[cfg(test)]
mod arbitrary_precision_tests {
    use super::*;

    #[test]
    fn families_and_function_names() {
        let fixed = arbitrary_precision_family(Op::FixedSinCosPiALTERA).unwrap();
        assert_eq!(fixed.function_name(Op::FixedSinCosPiALTERA), "intel_arbitrary_fixed_sincospi");
        assert_eq!(fixed.boolean_operand(Op::FixedSqrtALTERA), Some(1));
        let float = arbitrary_precision_family(Op::ArbitraryFloatCastFromIntALTERA).unwrap();
        assert_eq!(float.function_name(Op::ArbitraryFloatCastFromIntALTERA), "intel_arbitrary_float_cast_from_int");
        assert_eq!(float.function_name(Op::ArbitraryFloatATan2INTEL), "intel_arbitrary_float_atan2");
        assert_eq!(float.function_name(Op::ArbitraryFloatGTALTERA), "intel_arbitrary_float_gt");
        assert_eq!(float.boolean_operand(Op::ArbitraryFloatCastToIntALTERA), Some(2));
        assert_eq!(float.boolean_operand(Op::ArbitraryFloatAddALTERA), None);
        assert_eq!(float.boolean_operand(Op::ArbitraryFloatPowNINTEL), Some(3));
        assert_eq!(arbitrary_precision_family(Op::IAdd), None);
    }
}

/// A number format named by the `__builtin_spirv_*` conversion builtins ("SPIR-V
/// representation in LLVM IR for FP8, FP4 and Int4 datatypes" of the Khronos translator's
/// documentation): the formats LLVM IR has no type for live in integers of their width
/// (FP8 in `i8`, FP4 and Int4 in `i4`) and take their SPIR-V type at the conversion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Format {
    /// `FP16`: IEEE 754 binary16, LLVM `half`.
    Fp16,
    /// `BF16`: bfloat16 (SPV_KHR_bfloat16 `BFloat16KHR`), LLVM `bfloat`.
    Bf16,
    /// `E4M3`: SPV_EXT_float8 `Float8E4M3EXT`, in `i8`.
    E4M3,
    /// `E5M2`: SPV_EXT_float8 `Float8E5M2EXT`, in `i8`.
    E5M2,
    /// `E2M1` of the `INTEL` builtins: SPV_INTEL_float4 `Float4E2M1INTEL`, in `i4`.
    E2M1,
    /// `Int4`: a 4-bit integer (SPV_INTEL_int4 `Int4TypeINTEL`), `i4`.
    Int4,
    /// `Int8`: an 8-bit integer, `i8`.
    Int8,
}

impl Format {
    /// The format's word in builtin names.
    pub(crate) fn word(self) -> &'static str {
        match self {
            Format::Fp16 => "FP16",
            Format::Bf16 => "BF16",
            Format::E4M3 => "E4M3",
            Format::E5M2 => "E5M2",
            Format::E2M1 => "E2M1",
            Format::Int4 => "Int4",
            Format::Int8 => "Int8",
        }
    }

    /// Whether the format is an integer one (the conversion's signed-integer side).
    pub(crate) fn is_int(self) -> bool {
        matches!(self, Format::Int4 | Format::Int8)
    }

    /// Whether LLVM IR carries the format in an integer of its width, so that the SPIR-V
    /// value is an `OpBitcast` of it (FP8 and FP4).
    pub(crate) fn is_mini_float(self) -> bool {
        matches!(self, Format::E4M3 | Format::E5M2 | Format::E2M1)
    }

    /// The width in bits.
    pub(crate) fn width(self) -> u32 {
        match self {
            Format::Fp16 | Format::Bf16 => 16,
            Format::E4M3 | Format::E5M2 | Format::Int8 => 8,
            Format::E2M1 | Format::Int4 => 4,
        }
    }

    /// The SPIR-V scalar type of the format.
    pub(crate) fn spirv_type(self) -> crate::spirv_type::SpirvType {
        use crate::spirv_type::SpirvType;
        use spirv::FPEncoding as E;
        let float = |encoding| SpirvType::Float { width: self.width(), encoding };
        match self {
            Format::Fp16 => float(None),
            Format::Bf16 => float(Some(E::BFloat16KHR)),
            Format::E4M3 => float(Some(E::Float8E4M3EXT)),
            Format::E5M2 => float(Some(E::Float8E5M2EXT)),
            Format::E2M1 => float(Some(E::Float4E2M1INTEL)),
            Format::Int4 | Format::Int8 => SpirvType::Int { width: self.width(), signed: false },
        }
    }

    /// The format of a SPIR-V scalar type (`None`: no format of these builtins).
    pub(crate) fn of_spirv_type(t: &crate::spirv_type::SpirvType) -> Option<Format> {
        [Format::Fp16, Format::Bf16, Format::E4M3, Format::E5M2, Format::E2M1, Format::Int4, Format::Int8]
            .into_iter()
            .find(|f| match (f.spirv_type(), t) {
                (
                    crate::spirv_type::SpirvType::Int { width: a, .. },
                    crate::spirv_type::SpirvType::Int { width: b, .. },
                ) => a == *b,
                (a, b) => a == *b,
            })
    }
}

/// How a `__builtin_spirv_*` conversion rounds and saturates: the word its name starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Rounding {
    /// `Convert`: the core conversion (round to nearest even, the encodings' own overflow).
    Convert,
    /// `ClampConvert`: overflow clamps to the largest normal value of the sign
    /// (SPV_INTEL_fp_conversions OpClampConvertFToFINTEL / OpClampConvertFToSINTEL; to
    /// FP8 with SPV_EXT_float8 allowed, OpFConvert decorated
    /// SaturatedToLargestFloat8NormalConversionEXT).
    Clamp,
    /// `StochasticRound`: OpStochasticRoundFToFINTEL (takes a seed, optionally a pointer
    /// receiving the next seed).
    Stochastic,
    /// `ClampStochasticRound`: OpClampStochasticRoundFToFINTEL / OpClampStochasticRoundFToSINTEL.
    ClampStochastic,
}

impl Rounding {
    /// The rounding's word in builtin names.
    pub(crate) fn word(self) -> &'static str {
        match self {
            Rounding::Convert => "Convert",
            Rounding::Clamp => "ClampConvert",
            Rounding::Stochastic => "StochasticRound",
            Rounding::ClampStochastic => "ClampStochasticRound",
        }
    }

    /// Whether the builtin takes a seed (and optionally a next-seed pointer) after the value.
    pub(crate) fn takes_seed(self) -> bool {
        matches!(self, Rounding::Stochastic | Rounding::ClampStochastic)
    }
}

/// The prefix of every conversion builtin of [`MINI_CONVERSIONS`] (and of the names the
/// forward direction refuses when the table has no such builtin).
pub(crate) const BUILTIN_PREFIX: &str = "__builtin_spirv_";

/// One `__builtin_spirv_{Rounding}{From}To{To}{EXT|INTEL}` conversion builtin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct MiniConversion {
    /// Rounding and saturation.
    pub(crate) rounding: Rounding,
    /// The converted value's format.
    pub(crate) from: Format,
    /// The result's format.
    pub(crate) to: Format,
    /// Whether the name ends in `EXT` (SPV_EXT_float8's own conversions) rather than `INTEL`.
    pub(crate) ext: bool,
}

const fn mc(rounding: Rounding, from: Format, to: Format, ext: bool) -> MiniConversion {
    MiniConversion { rounding, from, to, ext }
}

/// The conversion builtins, both directions' table ("SPIR-V representation in LLVM IR for
/// FP8, FP4 and Int4 datatypes"): SPV_EXT_float8 with SPV_KHR_bfloat16 (`Convert*EXT`
/// between FP16/BF16 and E4M3/E5M2: OpFConvert), SPV_INTEL_int4 (`ConvertInt4To*INTEL`:
/// OpConvertSToF, `Convert*ToInt4INTEL`: OpConvertFToS, `ConvertInt4ToInt8INTEL`:
/// OpSConvert), SPV_INTEL_float4 (`Convert*E2M1*INTEL`: OpFConvert) and
/// SPV_INTEL_fp_conversions (`ClampConvert`, `StochasticRound`, `ClampStochasticRound`).
pub(crate) const MINI_CONVERSIONS: &[MiniConversion] = {
    use Format::*;
    use Rounding::*;
    &[
        // SPV_EXT_float8.
        mc(Convert, Fp16, E4M3, true),
        mc(Convert, Bf16, E4M3, true),
        mc(Convert, Fp16, E5M2, true),
        mc(Convert, Bf16, E5M2, true),
        mc(Convert, E4M3, Fp16, true),
        mc(Convert, E5M2, Fp16, true),
        mc(Convert, E4M3, Bf16, true),
        mc(Convert, E5M2, Bf16, true),
        // SPV_INTEL_int4.
        mc(Convert, Int4, E4M3, false),
        mc(Convert, Int4, E5M2, false),
        mc(Convert, Int4, Fp16, false),
        mc(Convert, Int4, Bf16, false),
        mc(Convert, Fp16, Int4, false),
        mc(Convert, Bf16, Int4, false),
        mc(Convert, Int4, Int8, false),
        // SPV_INTEL_float4.
        mc(Convert, E2M1, E4M3, false),
        mc(Convert, E2M1, E5M2, false),
        mc(Convert, E2M1, Fp16, false),
        mc(Convert, E2M1, Bf16, false),
        mc(Convert, Fp16, E2M1, false),
        mc(Convert, Bf16, E2M1, false),
        // SPV_INTEL_fp_conversions.
        mc(Clamp, Fp16, E2M1, false),
        mc(Clamp, Bf16, E2M1, false),
        mc(Clamp, Fp16, E4M3, false),
        mc(Clamp, Bf16, E4M3, false),
        mc(Clamp, Fp16, E5M2, false),
        mc(Clamp, Bf16, E5M2, false),
        mc(Clamp, Fp16, Int4, false),
        mc(Clamp, Bf16, Int4, false),
        mc(Stochastic, Fp16, E5M2, false),
        mc(Stochastic, Fp16, E4M3, false),
        mc(Stochastic, Bf16, E5M2, false),
        mc(Stochastic, Bf16, E4M3, false),
        mc(Stochastic, Fp16, E2M1, false),
        mc(Stochastic, Bf16, E2M1, false),
        mc(ClampStochastic, Fp16, Int4, false),
        mc(ClampStochastic, Bf16, Int4, false),
        mc(ClampStochastic, Fp16, E5M2, false),
        mc(ClampStochastic, Fp16, E4M3, false),
        mc(ClampStochastic, Bf16, E5M2, false),
        mc(ClampStochastic, Bf16, E4M3, false),
        mc(ClampStochastic, Fp16, E2M1, false),
        mc(ClampStochastic, Bf16, E2M1, false),
    ]
};

/// The suffix of the saturating spelling of an SPV_EXT_float8 conversion to FP8
/// (`__builtin_spirv_ConvertFP16ToE4M3EXT_sat`: the same conversion as
/// `ClampConvertFP16ToE4M3INTEL` with SPV_EXT_float8).
pub(crate) const SATURATING_SUFFIX: &str = "_sat";

impl MiniConversion {
    /// The builtin's (unmangled) name.
    pub(crate) fn name(&self) -> String {
        let vendor = if self.ext { "EXT" } else { "INTEL" };
        format!("{BUILTIN_PREFIX}{}{}To{}{vendor}", self.rounding.word(), self.from.word(), self.to.word())
    }

    /// Whether the result is FP8 and saturates (`ClampConvert` to E4M3/E5M2): with
    /// SPV_EXT_float8 allowed, OpFConvert decorated SaturatedToLargestFloat8NormalConversionEXT
    /// (SPV_EXT_float8 "Decorations") instead of OpClampConvertFToFINTEL.
    pub(crate) fn saturates_to_fp8(&self) -> bool {
        self.rounding == Rounding::Clamp && matches!(self.to, Format::E4M3 | Format::E5M2)
    }

    /// The instruction of the conversion (for [`MiniConversion::saturates_to_fp8`]
    /// conversions, the SPV_INTEL_fp_conversions one).
    pub(crate) fn op(&self) -> Op {
        match (self.rounding, self.from.is_int(), self.to.is_int()) {
            (Rounding::Convert, false, false) => Op::FConvert,
            (Rounding::Convert, true, false) => Op::ConvertSToF,
            (Rounding::Convert, false, true) => Op::ConvertFToS,
            (Rounding::Convert, true, true) => Op::SConvert,
            (Rounding::Clamp, _, false) => Op::ClampConvertFToFINTEL,
            (Rounding::Clamp, _, true) => Op::ClampConvertFToSINTEL,
            (Rounding::Stochastic, _, _) => Op::StochasticRoundFToFINTEL,
            (Rounding::ClampStochastic, _, false) => Op::ClampStochasticRoundFToFINTEL,
            (Rounding::ClampStochastic, _, true) => Op::ClampStochasticRoundFToSINTEL,
        }
    }
}

/// The conversion builtin named `base` (an unmangled name) and whether it has the
/// [`SATURATING_SUFFIX`]; `None` when the table has no such builtin.
pub(crate) fn mini_conversion_by_name(base: &str) -> Option<(MiniConversion, bool)> {
    let (stem, saturating) = match base.strip_suffix(SATURATING_SUFFIX) {
        Some(stem) => (stem, true),
        None => (base, false),
    };
    MINI_CONVERSIONS.iter().find(|c| c.name() == stem).map(|c| (*c, saturating))
}

/// The conversion builtin of instruction `op` from format `from` to format `to`;
/// `saturated` is the SaturatedToLargestFloat8NormalConversionEXT decoration (an OpFConvert
/// to FP8 with it is `ClampConvert`). `None`: no builtin (a plain conversion).
pub(crate) fn mini_conversion_of(op: Op, from: Format, to: Format, saturated: bool) -> Option<MiniConversion> {
    let wanted = |c: &&MiniConversion| c.from == from && c.to == to;
    if op == Op::FConvert && saturated {
        return MINI_CONVERSIONS.iter().filter(wanted).find(|c| c.saturates_to_fp8()).copied();
    }
    MINI_CONVERSIONS.iter().filter(wanted).find(|c| c.op() == op).copied()
}

#[cfg(test)]
mod mini_conversion_tests {
    use super::*;

    #[test]
    fn names_and_instructions_read_both_ways() {
        for c in MINI_CONVERSIONS {
            assert_eq!(mini_conversion_by_name(&c.name()), Some((*c, false)), "{}", c.name());
            if !c.saturates_to_fp8() {
                assert_eq!(mini_conversion_of(c.op(), c.from, c.to, false), Some(*c), "{}", c.name());
            } else {
                assert_eq!(mini_conversion_of(Op::FConvert, c.from, c.to, true), Some(*c), "{}", c.name());
                assert_eq!(mini_conversion_of(c.op(), c.from, c.to, false), Some(*c), "{}", c.name());
            }
        }
        let (c, sat) = mini_conversion_by_name("__builtin_spirv_ConvertFP16ToE4M3EXT_sat").unwrap();
        assert!(sat);
        assert_eq!(c.op(), Op::FConvert);
        assert_eq!(mini_conversion_by_name("__builtin_spirv_ConvertFP16ToE4M3INTEL"), None);
        assert_eq!(mini_conversion_by_name("boo__builtin_spirv_f"), None);
        let c = mini_conversion_by_name("__builtin_spirv_ClampStochasticRoundBF16ToInt4INTEL").unwrap().0;
        assert_eq!(c.op(), Op::ClampStochasticRoundFToSINTEL);
        assert!(c.rounding.takes_seed());
        // A plain half -> float conversion is no builtin.
        assert_eq!(mini_conversion_of(Op::FConvert, Format::Fp16, Format::Bf16, false), None);
        assert_eq!(
            mini_conversion_of(Op::FConvert, Format::E4M3, Format::Fp16, false).map(|c| c.name()).as_deref(),
            Some("__builtin_spirv_ConvertE4M3ToFP16EXT")
        );
    }

    #[test]
    fn formats_map_to_their_spirv_types() {
        for f in [Format::Fp16, Format::Bf16, Format::E4M3, Format::E5M2, Format::E2M1, Format::Int4, Format::Int8] {
            assert_eq!(Format::of_spirv_type(&f.spirv_type()), Some(f));
        }
        let signed8 = crate::spirv_type::SpirvType::Int { width: 8, signed: true };
        assert_eq!(Format::of_spirv_type(&signed8), Some(Format::Int8));
        assert_eq!(Format::of_spirv_type(&crate::spirv_type::SpirvType::float(32)), None);
    }
}
