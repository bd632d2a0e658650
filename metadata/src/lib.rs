//! The `spirv.*` metadata codec.
#![deny(clippy::panic, clippy::todo, clippy::dbg_macro)]
#![warn(missing_docs)]

pub mod decoration;
pub mod error;
pub mod grammar;
pub mod model;
pub mod module;

pub use decoration::*;
pub use error::*;
pub use model::*;
pub use module::*;
