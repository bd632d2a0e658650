//! Number-format conversion builtins of OpenCL C: `cl_intel_bfloat16_conversions`
//! (`intel_convert_bfloat16{N}_as_ushort{N}` → OpConvertFToBF16INTEL,
//! `intel_convert_as_bfloat16{N}_float{N}` → OpConvertBF16ToFINTEL; SPV_INTEL_bfloat16_conversion)
//! and `cl_intel_tensor_float32_conversions` (`intel_round_as_tensor_float32{N}_float{N}` →
//! OpRoundFToTF32INTEL; SPV_INTEL_tensor_float32_conversion). The names and instructions
//! are `crate::number_formats`'s table; the instruction's grammar entry gives its
//! capability and extension (refused with `RequiresExtension` when `--spirv-ext` does not
//! allow it).

use super::{Error, Result, Translator};
use crate::llvm;
use crate::number_formats::{
    component_shape as shape, mini_conversion_by_name, sized_conversion_by_name, Format, MiniConversion,
    SizedConversion, BUILTIN_PREFIX,
};
use spirv::{Op, Word};

/// A number-format builtin call, by what translates it.
#[derive(Clone, Copy, Debug)]
pub(super) enum NumberFormatCall {
    /// A size-suffixed conversion builtin with the component count its name gives (1 for
    /// the scalar form).
    Sized(SizedConversion, u32),
    /// A `__builtin_spirv_*` conversion of `crate::number_formats::MINI_CONVERSIONS`, and
    /// whether its name has the `_sat` suffix.
    Mini(MiniConversion, bool),
    /// A `__builtin_spirv_*` name the table does not have: refused by name (never an
    /// imported function). `microscaling`: an `EXT` conversion naming a format of
    /// SPV_EXT_ocp_microscaling_types (E2M1, E8M0, E2M3, E3M2 or Int4 `...EXT`), whose
    /// encodings the published grammar this translator builds on does not have.
    UnknownBuiltinSpirv {
        /// Whether the name is one of SPV_EXT_ocp_microscaling_types' conversions.
        microscaling: bool,
    },
}

/// The number-format builtin `base` (an unmangled OpenCL C name) is, or `None`.
pub(super) fn classify_number_format(base: &str) -> Option<NumberFormatCall> {
    sized_conversion_by_name(base).map(|(c, lanes)| NumberFormatCall::Sized(c, lanes))
}

/// The `__builtin_spirv_*` call `base` (the unmangled name) is, or `None` for other names.
pub(super) fn classify_builtin_spirv(base: &str) -> Option<NumberFormatCall> {
    base.starts_with(BUILTIN_PREFIX).then(|| match mini_conversion_by_name(base) {
        Some((c, saturating)) => NumberFormatCall::Mini(c, saturating),
        None => NumberFormatCall::UnknownBuiltinSpirv {
            microscaling: base.ends_with("EXT")
                && ["E2M1", "E8M0", "E2M3", "E3M2", "Int4"].iter().any(|f| base.contains(f)),
        },
    })
}

impl<'c> Translator<'c, '_> {
    /// Refuses an arbitrary-precision fixed-point or floating-point instruction `g` when
    /// neither spelling of its extension is allowed, as the Khronos translator does (before
    /// the generic capability requirement, whose message names no family).
    ///
    /// Errors: [`Error::ArbitraryPrecisionNotAllowed`].
    pub(super) fn check_arbitrary_precision(&self, g: &rspirv::grammar::Instruction<'static>) -> Result<()> {
        let Some(f) = crate::number_formats::arbitrary_precision_family(g.opcode) else { return Ok(()) };
        let exts = rspirv::dr::Operand::Capability(f.capability).required_extensions();
        if exts.iter().any(|e| self.options.allows(e)) || self.options.allows(f.extension) {
            return Ok(());
        }
        Err(Error::ArbitraryPrecisionNotAllowed {
            function: self.fname(),
            op: crate::spec_names::op_name(g.opcode).to_string(),
            family: f.family,
            extension: f.extension,
        })
    }

    /// Translates `inst`, a call [`classify_number_format`] found to be `call`.
    pub(super) fn emit_number_format(&mut self, inst: llvm::Value<'c>, call: &NumberFormatCall) -> Result<()> {
        match *call {
            NumberFormatCall::Sized(conversion, lanes) => self.emit_sized_conversion(inst, conversion, lanes),
            NumberFormatCall::Mini(conversion, saturating) => self.emit_mini_conversion(inst, conversion, saturating),
            NumberFormatCall::UnknownBuiltinSpirv { microscaling } => Err(Error::UnsupportedBuiltin {
                function: self.fname(),
                callee: inst.called_value().map(|f| f.name()).unwrap_or_default(),
                reason: if microscaling {
                    "SPV_EXT_ocp_microscaling_types conversions are not supported (their FP encodings and capabilities are missing from the SPIR-V grammar this translator knows)"
                } else {
                    "no `__builtin_spirv_*` conversion of this name (SPIR-V representation in LLVM IR for FP8, FP4 and Int4 datatypes)"
                },
            }),
        }
    }

    /// `{prefix}{N}{infix}{N}(x)`: the table's instruction on `x`, after the signature
    /// check the extension's function list implies (result and argument of its component
    /// types, both with the `N` components the name gives); the scalar form on cooperative
    /// matrices of the same shape ([`Translator::check_matrix_conversion`]).
    ///
    /// Errors: [`Error::InvalidBuiltinSignature`] with the rule the call breaks;
    /// `RequiresExtension` when the instruction's extension is not allowed; those of
    /// [`Translator::check_matrix_conversion`].
    fn emit_sized_conversion(&mut self, inst: llvm::Value<'c>, c: SizedConversion, lanes: u32) -> Result<()> {
        let args = inst.call_args();
        let x = match args.as_slice() {
            [x] => Some(*x),
            _ => None,
        };
        let input = x.map_or((false, None), |x| shape(x.ty(), c.input));
        // The scalar form on cooperative matrices (SPV_INTEL_joint_matrix 3.42.11; the
        // reverse direction's OpenCL C spelling of the instruction on matrices).
        if lanes == 1 && self.check_matrix_conversion(inst, c)? {
            self.check_conversion_operands(inst, c)?;
        } else if let Some(rule) = c.signature_rule(lanes, shape(inst.ty(), c.result), input) {
            return Err(Error::InvalidBuiltinSignature {
                function: self.fname(),
                callee: inst.called_value().map(|f| f.name()).unwrap_or_default(),
                rule,
            });
        }
        let ty = self.value_type(inst)?;
        let x = x.ok_or_else(|| self.internal("a conversion builtin whose signature passed without its argument"))?;
        let x = self.canonical_operand(x)?;
        self.emit_core_into(inst, c.op, ty, &[x])
    }
}

impl<'c> Translator<'c, '_> {
    /// `__builtin_spirv_{Rounding}{From}To{To}{EXT|INTEL}(value[, seed[, next_seed]])`
    /// ("SPIR-V representation in LLVM IR for FP8, FP4 and Int4 datatypes"): the value (an
    /// `i8`/`i4` holding an FP8/FP4 value is first `OpBitcast` to its `OpTypeFloat`), the
    /// table's instruction to the result format, and an FP8/FP4 result `OpBitcast` back to
    /// the call's integer type. A `ClampConvert` to FP8 with SPV_EXT_float8 allowed (and the
    /// `_sat` spelling of an SPV_EXT_float8 conversion to FP8) is OpFConvert decorated
    /// SaturatedToLargestFloat8NormalConversionEXT (SPV_EXT_float8 "Decorations").
    ///
    /// Errors: [`Error::ConversionBuiltinsNotAllowed`] unless SPV_EXT_float8 or
    /// SPV_INTEL_int4 is allowed (the Khronos translator's gate for these builtins);
    /// [`Error::InvalidOperandTypes`] for `_sat` on a conversion whose result is not FP8;
    /// [`Error::InvalidBuiltinSignature`] when the value or result is not the formats' LLVM
    /// type with one lane count, or the seed operands are missing or extra;
    /// `RequiresExtension` when a format's or the instruction's extension is not allowed.
    fn emit_mini_conversion(&mut self, inst: llvm::Value<'c>, c: MiniConversion, saturating: bool) -> Result<()> {
        let callee = inst.called_value().map(|f| f.aliasee().unwrap_or(f));
        if !self.options.allows("SPV_EXT_float8") && !self.options.allows("SPV_INTEL_int4") {
            return Err(Error::ConversionBuiltinsNotAllowed {
                declaration: callee.map(|f| f.to_ir_string().trim().to_string()).unwrap_or_default(),
            });
        }
        let callee_name = callee.map(|f| f.name()).unwrap_or_default();
        if saturating && !(c.rounding == crate::number_formats::Rounding::Convert && c.ext && c.to.is_mini_float()) {
            return Err(Error::InvalidOperandTypes {
                function: self.fname(),
                op: callee_name,
                rule: "_sat suffix is only valid on conversions whose result is Float8E4M3EXT or Float8E5M2EXT.",
            });
        }
        let args = inst.call_args();
        let bad =
            |rule: String| Error::InvalidBuiltinSignature { function: self.fname(), callee: callee_name.clone(), rule };
        let lanes = |t: llvm::Type<'c>| t.vector_size().unwrap_or(1);
        let fits = |t: llvm::Type<'c>, f: Format| {
            let e = t.element_type().filter(|_| t.vector_size().is_some()).unwrap_or(t);
            match f {
                Format::Fp16 => e.kind() == llvm::TypeKind::LLVMHalfTypeKind,
                Format::Bf16 => e.kind() == llvm::TypeKind::LLVMBFloatTypeKind,
                _ => e.int_width() == Some(f.width()),
            }
        };
        let operand_count = if c.rounding.takes_seed() { 2..=3 } else { 1..=1 };
        let value = match args.first() {
            Some(&v) if operand_count.contains(&args.len()) => v,
            _ => {
                let seed = if c.rounding.takes_seed() {
                    ", an i32 seed and optionally a pointer to the next seed"
                } else {
                    ""
                };
                return Err(bad(format!("{} takes the value{seed}", c.name())));
            }
        };
        if !fits(value.ty(), c.from) || !fits(inst.ty(), c.to) || lanes(value.ty()) != lanes(inst.ty()) {
            return Err(bad(format!(
                "{} converts {} to {} (packed operands are not supported): scalars or vectors of one component count",
                c.name(),
                c.from.word(),
                c.to.word()
            )));
        }
        if c.rounding.takes_seed() && args.get(1).is_some_and(|s| s.ty().int_width() != Some(32)) {
            return Err(bad(format!("{}: the seed must be an i32", c.name())));
        }
        // FP4 and Int4 values are `i4`, a SPIR-V type of its own only with SPV_INTEL_int4.
        if c.from.width() == 4 || c.to.width() == 4 {
            self.require_extension("SPV_INTEL_int4", || format!("the i4 operand of {}", c.name()))?;
        }
        let n = lanes(value.ty());
        let from_ty = self.format_type(c.from, n)?;
        let to_ty = self.format_type(c.to, n)?;
        let mut x = self.canonical_operand(value)?;
        if c.from.is_mini_float() {
            x = self.emit_result(Op::Bitcast, from_ty, &[x])?;
        }
        let mut operands = vec![x];
        if let Some(&seed) = args.get(1) {
            operands.push(self.canonical_operand(seed)?);
        }
        // SPV_INTEL_fp_conversions: Next Seed points to a 32-bit integer.
        if let Some(&next) = args.get(2) {
            let want = self.pointer_like(next, llvm::Type::int_n::<32>(self.ctx))?;
            operands.push(self.operand(next, want)?);
        }
        let fp8_saturation = saturating || (c.saturates_to_fp8() && self.options.allows("SPV_EXT_float8"));
        let op = if fp8_saturation { Op::FConvert } else { c.op() };
        let r = self.emit_core(inst, op, Some(to_ty), &operands)?;
        if fp8_saturation {
            self.decorate(r, spirv::Decoration::SaturatedToLargestFloat8NormalConversionEXT, &[]);
        }
        let ty = self.value_type(inst)?;
        if c.to.is_mini_float() {
            // The call's `!spirv.Decorations` (FPRoundingMode, ...) decorate the conversion.
            self.decoration_targets.insert(inst, r);
            let cast = self.emit_result(Op::Bitcast, ty, &[r])?;
            self.define_alias(inst, ty, cast)
        } else {
            self.define_alias(inst, ty, r)
        }
    }

    /// The SPIR-V type of format `f` with `lanes` components (1: the scalar), with the
    /// capabilities and extension its type declaration needs.
    fn format_type(&mut self, f: Format, lanes: u32) -> Result<Word> {
        let scalar = self.make_type(f.spirv_type())?;
        if lanes == 1 {
            Ok(scalar)
        } else {
            self.vector_type(scalar, lanes)
        }
    }
}
