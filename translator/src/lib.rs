//! `llvm_spirv`: a bidirectional SPIR-V ⇄ LLVM IR translator.
//!
//! * [`llvm_to_spirv`] — LLVM 19 modules (OpenCL C as clang-19 emits it for
//!   `spir`, `spir64`, `spirv32`, `spirv64`) to SPIR-V words.
//! * [`spirv_to_llvm`] — SPIR-V to verified LLVM 19 IR in the conventions of
//!   "SPIR-V representation in LLVM IR" (`docs/SPIRVRepresentationInLLVM.rst` of the
//!   Khronos SPIRV-LLVM-Translator; "the representation document" in the docs), bitcode
//!   or text.
//! * [`llvm`] — the one thin safe wrapper over the LLVM C API (`llvm-sys` 191);
//!   nothing else in the workspace calls `llvm-sys`.
//! * [`numeric`] — binary16 conversions shared by both directions.
//! * [`regularize`] — `-s`: a module as the SPIR-V-friendly IR it translates to.
//! * [`spec_names`] — enumerant names as the LLVM 19 toolchain spells them (from
//!   `llvm_spirv_binary`, the workspace's one SPIR-V decoder and grammar tables, which
//!   also reads the binaries of [`spirv_to_llvm`]).
//!
//! # Layout: one fact, one place
//! * Every OpenCL C ⇄ SPIR-V correspondence is one table read both ways: `cl_tables.rs`
//!   (work-item functions ⇄ BuiltIn, by-argument-kind `OpenCL.std` names, relational
//!   functions, collective arithmetic and group operations, image shapes and access,
//!   OpenCL object types, pipes, enqueue), `cl_atomics.rs`, `two_result_arith.rs`,
//!   `fast_math.rs`; the `target("spirv.*")` / `__spirv_*` type names are
//!   `llvm_spirv_mangling::SpirvTypeName`; capabilities, extensions and opcode versions
//!   come from the grammar (`opcode_versions.rs`, generated; the metadata crate's tables).
//! * Forward, a call is classified once (`llvm_to_spirv/builtin_calls.rs`: demangled name
//!   → typed `BuiltinCall`), then one exhaustive match calls the family's handler
//!   (`groups.rs`, `images.rs`, `atomics.rs`, ...). Demangling, strict and lenient, is in
//!   `llvm_spirv_mangling`.
//! * Reverse, an instruction's opcode is matched once (`spirv_to_llvm/dispatch.rs`), each
//!   arm calling a handler in the family's file; the module is decoded by
//!   `llvm_spirv_binary` (errors carry word offsets).
//! * One SPIR-V type model for both directions: `spirv_type.rs`'s `SpirvType`, one variant
//!   per `OpType*` with its encoding (forward) and decoding (reverse); each direction keeps
//!   one cached definition per type (`llvm_to_spirv/types.rs`, `spirv_to_llvm/types.rs`).
//! * Every LLVM call goes through [`llvm`], whose safe functions check what LLVM release
//!   builds do not (`llvm::Error`).
//! * What reading SPIR-V refuses is checked in one pass before any LLVM call
//!   (`spirv_to_llvm/read_checks.rs`, also run by the CLI for `-to-binary`/`-to-text`); the
//!   operand rules extension specifications state are `llvm_spirv_binary::operand_rules`.
//! * The names of the helper functions that stand for LLVM intrinsics (`spirv.llvm_*`) are
//!   made and recognised in one place, `emulated_intrinsics.rs`, for both directions.
#![deny(clippy::panic, clippy::todo, clippy::dbg_macro)]

// The LLVM major is a build choice (features `llvm19`, the default, and `llvm22`); the
// bindings are named `llvm_sys` for the wrapper in [`llvm`], the only code that uses them.
#[cfg(all(feature = "llvm19", feature = "llvm22"))]
compile_error!("features `llvm19` and `llvm22` are exclusive: build with `--no-default-features --features llvm22`");
#[cfg(not(any(feature = "llvm19", feature = "llvm22")))]
compile_error!("choose the LLVM major: feature `llvm19` (the default) or `llvm22`");
#[cfg(all(feature = "llvm19", not(feature = "llvm22")))]
extern crate llvm_sys_191 as llvm_sys;
#[cfg(feature = "llvm22")]
extern crate llvm_sys_221 as llvm_sys;

/// The LLVM major this build reads and writes (feature `llvm19`, the default, or `llvm22`).
#[cfg(not(feature = "llvm22"))]
pub const LLVM_MAJOR: u32 = 19;
/// The LLVM major this build reads and writes (feature `llvm19`, the default, or `llvm22`).
#[cfg(feature = "llvm22")]
pub const LLVM_MAJOR: u32 = 22;

/// The crate version and the LLVM major it was built for, as `--version` prints them:
/// `0.1.0 (LLVM 19)`.
#[cfg(not(feature = "llvm22"))]
pub const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (LLVM 19)");
/// The crate version and the LLVM major it was built for, as `--version` prints them:
/// `0.1.0 (LLVM 22)`.
#[cfg(feature = "llvm22")]
pub const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (LLVM 22)");
mod cl_atomics;
mod cl_tables;
pub mod debug_info;
mod emulated_intrinsics;
pub mod extensions;
mod fast_math;
pub mod function_variants;
/// The core grammar indexed by opcode (the workspace's one table, in `llvm_spirv_binary`).
use llvm_spirv_binary::grammar;
pub mod llvm;
pub mod llvm_to_spirv;
mod memory_aliasing;
mod number_formats;
pub mod numeric;
mod opcode_versions;
pub mod regularize;
/// Enumerant names as the LLVM 19 toolchain spells them (the workspace's one table, in
/// `llvm_spirv_binary`).
pub use llvm_spirv_binary::names as spec_names;
pub mod spirv_to_llvm;
mod spirv_type;
mod two_result_arith;
mod vc_attributes;
pub mod warnings;
pub use warnings::WarningSink;

/// The `spirv` crate (SPIR-V enums and opcodes from the grammar) this library uses.
pub use spirv;

/// At most [`EXCERPT_CHARS`] characters of `text`, followed by `…` when it was cut: what an
/// error message quotes of an offending name or token, so that one error stays one short
/// line whatever the input holds.
pub fn excerpt(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(EXCERPT_CHARS) {
        Some((at, _)) => format!("{}…", &text[..at]).into(),
        None => text.into(),
    }
}

/// How many characters of an offending token an error message quotes (see [`excerpt`]).
pub const EXCERPT_CHARS: usize = 80;
