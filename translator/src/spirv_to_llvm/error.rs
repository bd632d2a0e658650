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
    #[error("InvalidInstruction: invalid Op{opcode:?} at word {offset}: {reason}")]
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
    /// An instruction of the shader execution models only: every capability the grammar
    /// enables it with is `Shader` or implies it, which an OpenCL kernel module cannot
    /// declare (OpenCL SPIR-V environment spec 5.1), so an OpenCL module has no meaning
    /// for it (the Khronos translator's words, then which instruction and why).
    #[error(
        "UnimplementedOpCode: Unimplemented opcode {opcode} (Op{name} at word {offset} needs capability {capabilities}, which an OpenCL kernel module cannot declare)"
    )]
    UnsupportedShaderOpcode {
        /// Word offset.
        offset: usize,
        /// Opcode number.
        opcode: u32,
        /// The instruction's grammar name.
        name: &'static str,
        /// The capabilities that would enable it, ` or `-separated.
        capabilities: String,
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
    /// A debug extended instruction whose operands break its set's grammar (a number
    /// operand that is not an integer constant, a name that is not an OpString, ...).
    #[error("invalid {instruction} at word {offset}: {reason}")]
    InvalidDebugInstruction {
        /// Word offset.
        offset: usize,
        /// The instruction's name (`DebugTypeBasic`, ...).
        instruction: &'static str,
        /// What is wrong.
        reason: &'static str,
    },
    /// `-spec-const` text that is not `id:type:value` items (message as the Khronos translator's).
    #[error("Invalid format of -spec-const option: \"{spec}\". Expected format: -spec-const \"<id1:type1:value1 id2:type2:value2 ...>\"")]
    SpecConstFormat {
        /// The option's text.
        spec: String,
    },
    /// A `-spec-const` id that is not a 32-bit unsigned integer.
    #[error("Invalid id for '-spec-const' option! In \"{item}\": \"{id}\" must be a 32-bit unsigned integer")]
    SpecConstId {
        /// The item.
        item: String,
        /// The id text.
        id: String,
    },
    /// A `-spec-const` type other than i1, i8, i16, i32, i64, f16, f32, f64.
    #[error("Invalid type for '-spec-const' option! In \"{item}\": \"{ty}\" - is not allowed type. Allowed types are: i1, i8, i16, i32, i64, f16, f32, f64")]
    SpecConstType {
        /// The item.
        item: String,
        /// The type text.
        ty: String,
    },
    /// A `-spec-const` value that does not fit its type.
    #[error(
        "Invalid value for '-spec-const' option! In \"{item}\": can't convert \"{value}\" to {bits}-bit {kind} number"
    )]
    SpecConstValue {
        /// The item.
        item: String,
        /// The value text.
        value: String,
        /// The type's width.
        bits: u32,
        /// `integer` or `floating point`.
        kind: &'static str,
    },
    /// A `-spec-const` id that no specialization constant of the module has.
    #[error(
        "CL_INVALID_SPEC_ID. \"{item}\": There is no specialization constant with id = {id} in the SPIR-V module."
    )]
    SpecConstUnknownId {
        /// The item.
        item: String,
        /// The SpecId.
        id: u32,
    },
    /// A `-spec-const` type whose size differs from the module's constant.
    #[error("CL_INVALID_VALUE. In \"{item}\": Size of type {ty} ({bytes} bytes) does not match the size of the specialization constant in the module ({module_bytes} bytes)")]
    SpecConstSize {
        /// The item.
        item: String,
        /// The type text.
        ty: String,
        /// Its size.
        bytes: u32,
        /// The module constant's size.
        module_bytes: u32,
    },
    /// The LLVM wrapper refused to build an instruction, constant or type from the operands
    /// a SPIR-V instruction gives (types that do not fit, an index past a struct's members;
    /// the check that failed is in `source`, see [`crate::llvm::checks`]). `location` is the
    /// instruction's word offset and opcode, set by `Error::at` where it is known.
    #[error("invalid operands for LLVM{}: {source}", located(.location))]
    InvalidLlvmOperands {
        /// Word offset and opcode of the instruction, when known.
        location: Option<(usize, spirv::Op)>,
        /// The wrapper's check that failed.
        source: crate::llvm::Error,
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

impl From<crate::llvm::Error> for Error {
    fn from(source: crate::llvm::Error) -> Self {
        Error::InvalidLlvmOperands { location: None, source }
    }
}

impl Error {
    /// Locates an [`Error::InvalidLlvmOperands`] without location at the instruction at
    /// word `offset` with `opcode`; other errors are returned as they are.
    pub(crate) fn at(self, offset: usize, opcode: spirv::Op) -> Self {
        match self {
            Error::InvalidLlvmOperands { location: None, source } => {
                Error::InvalidLlvmOperands { location: Some((offset, opcode)), source }
            }
            e => e,
        }
    }
}

/// ` in Op{opcode} at word {offset}` for a known location, nothing otherwise.
fn located(location: &Option<(usize, spirv::Op)>) -> String {
    location.map_or_else(String::new, |(offset, opcode)| format!(" in Op{opcode:?} at word {offset}"))
}

/// Result alias of the reverse translation.
pub type Result<T> = std::result::Result<T, Error>;
