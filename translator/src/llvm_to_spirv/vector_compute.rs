//! SPV_INTEL_vector_compute attributes of functions, return values and parameters as
//! decorations (the correspondence: `crate::vc_attributes`).

use super::{Error, Result, Translator};
use crate::llvm;
use crate::vc_attributes::{float_control_modes, VcAttribute, VcSite, VcValue, FLOAT_CONTROL_ATTRIBUTE, VC_ATTRIBUTES};
use spirv::Word;

/// The extension.
const VECTOR_COMPUTE: &str = "SPV_INTEL_vector_compute";

impl<'c> Translator<'c, '_> {
    /// The decorations of `f`'s function and return attributes on its id `id` (with the
    /// extension allowed; nothing otherwise, as the Khronos translator ignores them).
    ///
    /// Errors: [`Error::InvalidMetadata`] for a value that is no 32-bit integer.
    pub(super) fn vc_function_decorations(&mut self, f: llvm::Value<'c>, id: Word) -> Result<()> {
        if !self.options.allows(VECTOR_COMPUTE) {
            return Ok(());
        }
        for a in VC_ATTRIBUTES {
            for site in a.sites {
                let at = match site {
                    VcSite::Function => llvm::AttributeIndex::Function,
                    VcSite::Return => llvm::AttributeIndex::Return,
                    VcSite::Parameter => continue,
                };
                self.vc_decoration(f, at, a, id)?;
            }
        }
        Ok(())
    }

    /// The decorations of parameter `index` of `f`'s attributes on its id `id`.
    ///
    /// Errors: as [`Translator::vc_function_decorations`].
    pub(super) fn vc_parameter_decorations(&mut self, f: llvm::Value<'c>, index: u32, id: Word) -> Result<()> {
        if !self.options.allows(VECTOR_COMPUTE) {
            return Ok(());
        }
        for a in VC_ATTRIBUTES.iter().filter(|a| a.sites.contains(&VcSite::Parameter)) {
            self.vc_decoration(f, llvm::AttributeIndex::Param(index), a, id)?;
        }
        Ok(())
    }

    /// The execution modes of kernel `f`'s `"VCFloatControl"` (`crate::vc_attributes`'
    /// fields) on its entry point `id`, with SPV_INTEL_vector_compute allowed. Each mode
    /// declares its capability and what enables it (SPV_KHR_float_controls or SPIR-V 1.4,
    /// SPV_INTEL_float_controls2); a mode that nothing allowed enables is left out with a
    /// warning naming it, as are bits outside the fields.
    ///
    /// Errors: [`Error::InvalidMetadata`] for a value that is no 32-bit integer.
    pub(super) fn vc_float_control(&mut self, id: Word, f: llvm::Value<'c>) -> Result<()> {
        if !self.options.allows(VECTOR_COMPUTE) {
            return Ok(());
        }
        let Some(text) = f.string_attribute(llvm::AttributeIndex::Function, FLOAT_CONTROL_ATTRIBUTE) else {
            return Ok(());
        };
        let control = text.trim().parse::<u32>().map_err(|_| Error::InvalidMetadata {
            name: FLOAT_CONTROL_ATTRIBUTE.into(),
            owner: f.name(),
            reason: "the attribute's value is no 32-bit unsigned integer",
        })?;
        let (modes, unknown) = float_control_modes(control);
        if unknown != 0 {
            self.warn(format!(
                "\"{FLOAT_CONTROL_ATTRIBUTE}\"=\"{control}\" on {}: bits {unknown:#x} have no execution mode; left out",
                f.name()
            ));
        }
        for (mode, width) in modes {
            let operand = rspirv::dr::Operand::ExecutionMode(mode);
            match self.require_operand_capabilities(operand, || format!("OpExecutionMode {mode:?}")) {
                Ok(()) => {
                    self.out.execution_mode(id, mode, &[width]);
                }
                Err(e) => self.warn(format!("\"{FLOAT_CONTROL_ATTRIBUTE}\" on {}: {e}; left out", f.name())),
            }
        }
        Ok(())
    }

    /// The decoration of attribute `a` at `at` of `f`, if present, on `id`.
    fn vc_decoration(&mut self, f: llvm::Value<'c>, at: llvm::AttributeIndex, a: &VcAttribute, id: Word) -> Result<()> {
        let Some(text) = f.string_attribute(at, a.name) else { return Ok(()) };
        let number = |t: &str| {
            t.parse::<u32>().map_err(|_| Error::InvalidMetadata {
                name: a.name.into(),
                owner: f.name(),
                reason: "the attribute's value is no 32-bit unsigned integer",
            })
        };
        let literal = match (a.value, text.trim()) {
            (VcValue::Flag, _) | (VcValue::OptionalLiteral, "") => None,
            (VcValue::Literal, t) => Some(number(t)?),
            // The grammar gives the decoration no operand: level 0 only.
            (VcValue::OptionalLiteral, t) => match number(t)? {
                0 => None,
                _ => {
                    return Err(Error::UnsupportedType {
                        ty: format!("\"{}\"=\"{t}\" on {}", a.name, f.name()),
                        reason: "SingleElementVectorINTEL has no operand for an indirection level other than 0",
                    })
                }
            },
        };
        self.out.extension(VECTOR_COMPUTE);
        self.out.capability(spirv::Capability::VectorComputeINTEL);
        self.decorate(id, a.decoration, literal.as_slice());
        Ok(())
    }
}
