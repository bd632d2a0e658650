//! Errors of the reverse translation (SPIR-V -> LLVM IR).
//!
//! `Invalid*` variants are malformed modules (each located by its word
//! offset and opcode); `Unsupported*` variants are valid SPIR-V this
//! translator does not map yet, naming the opcode, capability or extension.

use crate::llvm::LlvmError;

/// Errors of [`super::translate`].
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The header is not a SPIR-V header.
    #[error("invalid SPIR-V header: {reason}")]
    InvalidHeader {
        /// What is wrong.
        reason: &'static str,
    },
    /// An instruction does not decode.
    #[error("invalid instruction (opcode {opcode}) at word {offset}: {reason}")]
    InvalidInstruction {
        /// Word offset of the instruction.
        offset: usize,
        /// Its opcode number.
        opcode: u32,
        /// What is wrong.
        reason: &'static str,
    },
    /// An id is 0, at or above the bound, or refers to the wrong kind of definition.
    #[error("invalid id %{id} in Op{opcode:?} at word {offset}")]
    InvalidId {
        /// Word offset of the instruction using it.
        offset: usize,
        /// The instruction's opcode.
        opcode: spirv::Op,
        /// The id.
        id: u32,
    },
    /// An instruction's operands break a rule of the SPIR-V spec.
    #[error("invalid Op{opcode:?} at word {offset}: {reason}")]
    InvalidOperands {
        /// Word offset.
        offset: usize,
        /// Opcode.
        opcode: spirv::Op,
        /// What is wrong.
        reason: &'static str,
    },
    /// The module lacks a required instruction.
    #[error("invalid module: {reason}")]
    InvalidModule {
        /// What is missing.
        reason: &'static str,
    },
    /// A valid instruction this translator does not map.
    #[error("unsupported Op{opcode:?} at word {offset}: {reason}")]
    UnsupportedOpcode {
        /// Word offset.
        offset: usize,
        /// Opcode.
        opcode: spirv::Op,
        /// Why.
        reason: &'static str,
    },
    /// A capability this translator does not support.
    #[error("unsupported capability {capability:?} at word {offset}")]
    UnsupportedCapability {
        /// Word offset.
        offset: usize,
        /// The capability.
        capability: spirv::Capability,
    },
    /// An extended instruction set other than OpenCL.std.
    #[error("unsupported extended instruction set \"{name}\" at word {offset}")]
    UnsupportedExtInstSet {
        /// Word offset.
        offset: usize,
        /// The set's name.
        name: String,
    },
    /// A bad `-spec-const` override.
    #[error("invalid specialization constant override '{spec}': {reason}")]
    InvalidSpecConstOverride {
        /// The option's text.
        spec: String,
        /// What is wrong.
        reason: &'static str,
    },
    /// The produced module failed the LLVM verifier: a translator bug.
    #[error("internal error: the LLVM module produced for function '{function}' does not verify: {source}")]
    InternalVerifier {
        /// The first function named in the report, or `module`.
        function: String,
        /// LLVM's report.
        source: LlvmError,
    },
}

/// Result alias of the reverse translation.
pub type Result<T> = std::result::Result<T, Error>;
