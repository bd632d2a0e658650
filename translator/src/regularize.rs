//! Regularization (`llvm-spirv -s`): an LLVM module rewritten into the SPIR-V-friendly
//! LLVM IR that it translates to.
//!
//! The Khronos translator's `-s` runs its pre-translation passes (builtin calls to
//! `__spirv_*` calls, builtin work-item functions to `__spirv_BuiltIn*` variables,
//! lowering of intrinsics and types SPIR-V lacks) and writes the module they leave. This
//! translator does that work while it emits SPIR-V, not by rewriting the LLVM module (the
//! one exception, vectors of lengths SPIR-V lacks, is LLVM's scalarizer run on a copy:
//! `llvm_to_spirv/vector_lengths.rs`), so its regularized module is the SPIR-V it produces read back in the representation of
//! "SPIR-V representation in LLVM IR" (`--spirv-target-env=SPV-IR`,
//! `--spirv-builtin-format=global`): every lowering the forward translation applies
//! appears in it, and translating it again gives the same SPIR-V meaning.

use crate::{llvm_to_spirv, spirv_to_llvm};

/// Extensions whose instructions regularization writes whatever `--spirv-ext` allows: the
/// Khronos translator's `-s` rewrites `cl_khr_integer_dot_product`'s `dot` /
/// `dot_acc_sat` to `__spirv_{S,U,SU}Dot{AccSat}KHR` calls in every case, and only its
/// SPIR-V writer expands them into core instructions when SPV_KHR_integer_dot_product is not
/// allowed (an emission choice, not a regularization).
const REGULARIZED_REGARDLESS: [&str; 1] = ["SPV_KHR_integer_dot_product"];

/// Why [`regularize_bytes`] failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The module does not translate (what the forward translation reports for it).
    #[error(transparent)]
    Forward(#[from] llvm_to_spirv::Error),
    /// The translation's SPIR-V does not read back: a bug in this translator.
    #[error("internal error: the regularized module does not read back: {0}")]
    Reverse(#[from] spirv_to_llvm::Error),
}

/// Regularizes the LLVM module in `bytes` (bitcode or textual IR; `name` is used in
/// messages) under the forward `options`, and returns the result in `format`.
///
/// Errors: [`Error::Forward`] with the forward translation's error when the module does not
/// translate (so `-s` rejects what translation rejects); [`Error::Reverse`] if the
/// translation's own output fails to read back or to verify.
pub fn regularize_bytes(
    bytes: &[u8],
    name: &str,
    options: &llvm_to_spirv::Options,
    format: spirv_to_llvm::OutputFormat,
) -> Result<Vec<u8>, Error> {
    let mut options = options.clone();
    options.allowed_extensions.extend(REGULARIZED_REGARDLESS.iter().map(|e| e.to_string()));
    let words = llvm_to_spirv::translate_bytes(bytes, name, &options)?;
    let reverse = spirv_to_llvm::Options {
        target_env: spirv_to_llvm::TargetEnv::SpvIr,
        builtin_format: spirv_to_llvm::BuiltinFormat::Global,
        ..spirv_to_llvm::Options::default()
    };
    Ok(spirv_to_llvm::translate_words(words, &reverse, format)?)
}
