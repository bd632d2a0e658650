//! SPV_INTEL_fp_max_error: the maximum error, in ULPs, an operation may have.
//!
//! LLVM states it as `!fpmath !{float N}` on a floating-point instruction or call, or as
//! the call-site attribute `"fpbuiltin-max-error"="N"` (the `llvm.fpbuiltin.*` calls); the
//! extension states it as the decoration `FPMaxErrorDecorationINTEL N` (N a 32-bit float
//! literal) on the result, under the capability `FPMaxErrorINTEL`. Without the extension
//! the bound is dropped, as the Khronos translator drops it (it only relaxes accuracy).

use super::{Result, Translator};
use crate::llvm;

/// The extension.
pub(super) const FP_MAX_ERROR: &str = "SPV_INTEL_fp_max_error";

/// The call-site attribute naming a call's maximum error.
pub(super) const FPBUILTIN_MAX_ERROR: &str = "fpbuiltin-max-error";

impl<'c> Translator<'c, '_> {
    /// `FPMaxErrorDecorationINTEL` on `inst`'s result for its `"fpbuiltin-max-error"`
    /// attribute or `!fpmath` bound (when the extension is allowed and `inst` has a
    /// floating-point result and an id). A bound that is no number is ignored, as LLVM
    /// ignores it.
    pub(super) fn fp_max_error_decoration(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        if !self.options.allows(FP_MAX_ERROR) {
            return Ok(());
        }
        use llvm::TypeKind as K;
        let ty = inst.ty();
        let scalar = ty.element_type().filter(|_| ty.kind() == K::LLVMVectorTypeKind).unwrap_or(ty);
        if !matches!(
            scalar.kind(),
            K::LLVMHalfTypeKind | K::LLVMBFloatTypeKind | K::LLVMFloatTypeKind | K::LLVMDoubleTypeKind
        ) {
            return Ok(());
        }
        let bound = match inst.call_site_string_attribute(llvm::AttributeIndex::Function, FPBUILTIN_MAX_ERROR) {
            Some(text) => text.trim().parse::<f32>().ok(),
            None => {
                let kind = self.ctx.md_kind_id("fpmath");
                inst.instruction_metadata(kind)
                    .and_then(|node| node.md_operands().into_iter().next().flatten())
                    .and_then(|v| v.const_fp())
                    .map(|v| v as f32)
            }
        };
        let (Some(bound), Some(&id)) = (bound, self.locals.get(&inst)) else { return Ok(()) };
        self.out.extension(FP_MAX_ERROR);
        self.out.capability(spirv::Capability::FPMaxErrorINTEL);
        self.decorate(id, spirv::Decoration::FPMaxErrorDecorationINTEL, &[bound.to_bits()]);
        Ok(())
    }
}
