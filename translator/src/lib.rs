//! Translator core (work in progress).
#![deny(clippy::panic, clippy::todo, clippy::dbg_macro)]
pub mod llvm;
pub mod llvm_to_spirv;
