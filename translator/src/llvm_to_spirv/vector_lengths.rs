//! Vectors SPIR-V for OpenCL has no type for: of other lengths (`<5 x i32>`, `<7 x i32>`,
//! ...) and of pointers (`<2 x ptr addrspace(1)>`, made by LLVM's SLP vectorizer).
//!
//! `OpTypeVector` of a Kernel module has 2, 3 or 4 components, or 8 and 16 under the
//! `Vector16` capability (SPIR-V spec 2.16.1 "Universal Validation Rules", 3.32.6
//! `OpTypeVector`); `SPV_INTEL_vector_compute` (capability `VectorAnyINTEL`) allows any
//! count. OpenCL C has no other lengths, but LLVM's optimizer makes them: clang-22 at -O2
//! narrows the load of an `int8` whose last lane is dead to `load <7 x i32>`. Vectors of
//! pointers have no type at all (components are numerical or boolean scalars), unless
//! `SPV_INTEL_masked_gather_scatter` is allowed: then they are kept, as `OpTypeVector`s of
//! pointers.
//!
//! # The rule
//!
//! Without an extension allowing the length, each function holding such a vector (as an
//! instruction's type or an operand's) is *scalarized* before translation by LLVM's own
//! `scalarizer` pass, loads and stores included ([`llvm::Module::scalarize`]): every
//! element becomes its own value, so the memory touched and the results are those of the
//! original instructions, and only legal types remain. The pass runs on a copy of the
//! module, so the caller's module is left as it was; a module without such vectors is not
//! copied. What the pass cannot split (a function's parameters or return, a call's
//! argument, a `bitcast`, a vector inside an aggregate) keeps the vector, and its
//! translation is refused naming the type, as before.

use super::Options;
use crate::llvm;

/// Whether an `OpTypeVector` of `n` components exists in an OpenCL Kernel module without
/// extensions: 2, 3, 4, 8, 16 (spec 3.32.6 `OpTypeVector`, capability `Vector16` for 8, 16).
pub(super) fn native_vector_length(n: u32) -> bool {
    matches!(n, 2 | 3 | 4 | 8 | 16)
}

/// SPV_EXT_long_vector: `OpTypeVector` of any positive component count (capability
/// `LongVectorEXT`, SPIR-V 1.3).
pub(super) const LONG_VECTOR: &str = "SPV_EXT_long_vector";
/// SPV_INTEL_vector_compute: `OpTypeVector` of any component count (capability `VectorAnyINTEL`).
pub(super) const VECTOR_COMPUTE: &str = "SPV_INTEL_vector_compute";

/// Whether `options` allow vectors of any length (SPV_EXT_long_vector where
/// `--spirv-max-version` reaches SPIR-V 1.3, or SPV_INTEL_vector_compute).
pub(super) fn any_vector_length(options: &Options) -> bool {
    (options.allows(LONG_VECTOR) && options.max_version >= (1, 3)) || options.allows(VECTOR_COMPUTE)
}

/// The extension that allows vectors of pointers (`OpTypeVector` of physical pointers,
/// capability `MaskedGatherScatterINTEL`) and adds `OpMaskedGatherINTEL` /
/// `OpMaskedScatterINTEL`.
pub(super) const MASKED_GATHER_SCATTER: &str = "SPV_INTEL_masked_gather_scatter";

/// Whether `options` allow vectors of pointers (SPV_INTEL_masked_gather_scatter, "2.2.2.
/// Types": a vector's components may be physical pointers).
pub(super) fn pointer_vectors(options: &Options) -> bool {
    options.allows(MASKED_GATHER_SCATTER)
}

/// Whether `ty` is a vector without an `OpTypeVector` under `options`: of a length SPIR-V
/// lacks, or of pointers without SPV_INTEL_masked_gather_scatter (an `OpTypeVector`'s
/// components are numerical or boolean scalars, spec 3.32.6).
fn foreign_vector(ty: llvm::Type<'_>, options: &Options) -> bool {
    if ty.kind() != llvm::TypeKind::LLVMVectorTypeKind {
        return false;
    }
    let pointers =
        ty.element_type().is_some_and(|e| e.kind() == llvm::TypeKind::LLVMPointerTypeKind) && !pointer_vectors(options);
    let length = ty.vector_size().is_some_and(|n| n > 0 && !native_vector_length(n)) && !any_vector_length(options);
    pointers || length
}

/// The positions, in module order, of the function definitions of `module` in which an
/// instruction, or an operand of one, is a vector without an `OpTypeVector` under
/// `options` (one walk over the instructions); ascending.
pub(super) fn functions_to_scalarize(module: &llvm::Module<'_>, options: &Options) -> Vec<usize> {
    module
        .functions()
        .enumerate()
        .filter(|(_, f)| !f.is_declaration())
        .filter(|(_, f)| {
            f.basic_blocks().into_iter().flat_map(|bb| bb.instructions()).any(|inst| {
                foreign_vector(inst.ty(), options) || inst.operands().any(|op| foreign_vector(op.ty(), options))
            })
        })
        .map(|(i, _)| i)
        .collect()
}

/// A copy of `module` with the functions at `positions` ([`functions_to_scalarize`])
/// scalarized; the copy keeps the module's function order, so the positions name the same
/// functions in it.
pub(super) fn scalarized_copy<'c>(
    module: &llvm::Module<'c>,
    positions: &[usize],
) -> Result<llvm::Module<'c>, llvm::LlvmError> {
    let copy = module.clone_module();
    let functions: Vec<llvm::Value<'c>> =
        copy.functions().enumerate().filter(|(i, _)| positions.binary_search(i).is_ok()).map(|(_, f)| f).collect();
    copy.scalarize(&functions)?;
    Ok(copy)
}
