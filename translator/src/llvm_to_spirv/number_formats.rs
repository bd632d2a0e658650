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
use crate::number_formats::{component_shape as shape, sized_conversion_by_name, SizedConversion};

/// A number-format builtin call, by what translates it.
#[derive(Clone, Copy, Debug)]
pub(super) enum NumberFormatCall {
    /// A size-suffixed conversion builtin with the component count its name gives (1 for
    /// the scalar form).
    Sized(SizedConversion, u32),
}

/// The number-format builtin `base` (an unmangled OpenCL C name) is, or `None`.
pub(super) fn classify_number_format(base: &str) -> Option<NumberFormatCall> {
    sized_conversion_by_name(base).map(|(c, lanes)| NumberFormatCall::Sized(c, lanes))
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
