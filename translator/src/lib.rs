//! Translator core (work in progress).
#![deny(clippy::panic, clippy::todo, clippy::dbg_macro)]
pub mod llvm;
pub mod numeric;
pub mod llvm_to_spirv;
pub mod spirv_to_llvm;
