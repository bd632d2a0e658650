//! Itanium C++ ABI mangling and demangling of OpenCL C builtins and of the
//! `__spirv_*` builtins of the document "SPIR-V representation in LLVM IR"
//! (`docs/SPIRVRepresentationInLLVM.rst` of the Khronos SPIRV-LLVM-Translator;
//! "the representation document" in this crate's docs).
//!
//! * [`Type`] / [`Signature`] — the type model (Itanium 5.1.5 "Type
//!   encodings" restricted to what clang emits for OpenCL on `spir64`).
//! * [`mangle`] / [`demangle`] — exact clang-compatible encoding and
//!   decoding, including 5.1.8 "Compression" (substitutions).
//! * [`demangle_lenient`] — also the names other producers write: the SPIR 1.2
//!   qualifier order, qualified by-value parameters, SYCL's function templates
//!   ([`parse_function_template`]); [`unmangled_prefix`] for the bare name.
//! * [`SpirvBuiltinName`] — build/parse `__spirv_{Op}_{Postfixes}`,
//!   `__spirv_ocl_{Name}__{Postfixes}`, `__spirv_BuiltIn{Var}`.
//! * [`SpirvType`] — the representation document's `__spirv_Image__...`-style opaque types.
//!
//! ```
//! use llvm_spirv_mangling::{demangle, mangle};
//! let name = "_Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicjPjj12memory_orderS4_12memory_scope";
//! let sig = demangle(name).unwrap();
//! assert_eq!(sig.params[0].to_string(), "volatile __local atomic_uint*");
//! assert_eq!(mangle(&sig.name, &sig.params), name);
//! ```
#![deny(clippy::panic, clippy::todo, clippy::dbg_macro)]
#![warn(missing_docs)]

mod demangle;
mod error;
mod lenient;
mod mangle;
mod spirv_names;
mod spirv_types;
mod types;

pub use demangle::{demangle, demangle_type};
pub use error::{Error, Result};
pub use lenient::{
    demangle_function_template, demangle_lenient, drop_value_cv_qualifiers, leading_template_params,
    parse_function_template, reference_index, repair_qualifier_order, split_mangled_type, unmangled_prefix,
    FunctionTemplate,
};
pub use mangle::{mangle, mangle_into, mangle_type, mangle_type_into};
pub use spirv_names::{
    PipeAccess, Postfix, RoundingMode, SpirvBuiltinKind, SpirvBuiltinName, OCL_EXT_SET, SPIRV_PREFIX,
};
pub use spirv_types::{SpirvImage, SpirvType, SpirvTypeName};
pub use types::{
    Access, AddrSpace, AvcType, CvQuals, FunctionType, ImageKind, OclType, PointerType, Scalar, Signature, Type,
};
