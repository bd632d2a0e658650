//! The one SPIR-V binary decoder of the workspace, in three layers as in
//! rspirv's `binary` module, and the grammar and name tables every crate reads.
//!
//! 1. [`header`]: bytes to words in either byte order, and the five header words
//!    (SPIR-V spec 2.3 "Physical Layout of a SPIR-V Module and Instruction",
//!    table "First Words of Physical Layout").
//! 2. [`stream`]: the instruction stream, each instruction with the word offset it
//!    starts at (word count in the high 16 bits of its first word, opcode in the low
//!    16, spec 2.3), and literal strings (spec 2.2.1 "Instructions", "Literal").
//! 3. [`mod@decode`]: operands typed by the SPIR-V grammar into rspirv's
//!    [`rspirv::dr::Instruction`]s, ids checked against the bound.
//!
//! [`operand_rules`] checks the operand rules instructions' specifications state beyond
//! the grammar. [`grammar`] indexes the core grammar by opcode; [`names`] gives enumerants the
//! spellings the LLVM 19 toolchain and the Khronos translator's text format use.
//!
//! Every error names the word offset (header included) of the instruction, or of
//! the word, where the input stops making sense. The input words are never
//! rewritten: what is decoded is what was read.
#![deny(clippy::panic, clippy::todo, clippy::dbg_macro, clippy::unwrap_used, clippy::expect_used)]
#![warn(missing_docs)]

pub mod decode;
pub mod grammar;
pub mod header;
pub mod layout;
pub mod names;
pub mod operand_rules;
pub mod stream;

pub use decode::{decode, decode_one, Decoded, Module};
pub use header::{normalize, words_from_bytes, Header};
pub use layout::{in_layout_order, raise_bound_to_result_ids};
pub use stream::{instructions, split, RawInstruction, RawInstructions};

/// Why an instruction's operands do not decode (the instruction's grammar entry
/// comes from the SPIR-V JSON grammar, spec 3.52 "Instructions").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OperandProblem {
    /// The opcode is not in the grammar.
    UnknownOpcode,
    /// The word count ends before an operand the grammar requires.
    Missing,
    /// Words remain after the last operand the grammar allows.
    Excess,
    /// An operand does not decode: a bad enumerant or bit mask, a literal string
    /// without its NUL or not UTF-8, or an operand that runs past the word count.
    Undecodable,
    /// An `OpConstant`/`OpSpecConstant`/`OpSwitch` literal whose type is neither an
    /// integer of 1 to 64 bits nor a 16-, 32- or 64-bit float (spec 2.2.1 "Literal").
    ConstantType,
    /// The opcode operand of `OpSpecConstantOp` is not in the grammar.
    SpecConstantOpcode,
    /// Anything else rspirv's generated operand parser refuses.
    Malformed,
}

impl OperandProblem {
    /// A short description, as the error messages print it.
    pub fn describe(self) -> &'static str {
        match self {
            OperandProblem::UnknownOpcode => "unknown opcode",
            OperandProblem::Missing => "missing operand",
            OperandProblem::Excess => "more operands than the grammar allows",
            OperandProblem::Undecodable => "operand does not decode (bad enumerant or string)",
            OperandProblem::ConstantType => "OpConstant of a type it cannot have",
            OperandProblem::SpecConstantOpcode => "unknown opcode in OpSpecConstantOp",
            OperandProblem::Malformed => "malformed instruction",
        }
    }
}

impl std::fmt::Display for OperandProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.describe())
    }
}

/// Errors of the decoder; every variant is malformed input (`Invalid*`).
///
/// Offsets count words from the start of the module, header included, so the first
/// instruction is at word 5 (spec 2.3 "Physical Layout of a SPIR-V Module and
/// Instruction").
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The byte length is not a multiple of four.
    #[error("invalid SPIR-V binary: {bytes} bytes is not a whole number of words")]
    InvalidByteLength {
        /// Bytes in the input.
        bytes: usize,
    },
    /// The binary is shorter than the five-word header.
    #[error("invalid SPIR-V binary: {words} words, the header alone needs 5")]
    InvalidHeader {
        /// Words in the input.
        words: usize,
    },
    /// The first word is not the SPIR-V magic number (in either byte order where
    /// both are accepted).
    #[error("invalid SPIR-V binary: magic number {found:#010x}")]
    InvalidMagic {
        /// The first word.
        found: u32,
    },
    /// An instruction declares a word count of zero.
    #[error("invalid instruction at word {offset}: opcode {opcode} with word count 0")]
    InvalidWordCount {
        /// Word offset of the instruction.
        offset: usize,
        /// Its opcode.
        opcode: u16,
    },
    /// An instruction extends past the end of the module.
    #[error("invalid instruction at word {offset}: opcode {opcode} needs {needed} words, {available} remain")]
    InvalidTruncated {
        /// Word offset of the instruction.
        offset: usize,
        /// Its opcode.
        opcode: u16,
        /// Its declared word count.
        needed: usize,
        /// Words left in the module.
        available: usize,
    },
    /// A literal string operand has no terminating NUL inside its instruction.
    #[error("invalid literal string at word {offset} (opcode {opcode}): no terminating NUL")]
    InvalidString {
        /// Word offset where the string starts.
        offset: usize,
        /// Opcode of the instruction.
        opcode: u16,
    },
    /// The bytes after a literal string's NUL are not zero.
    #[error("invalid literal string padding at word {offset} (opcode {opcode})")]
    InvalidStringPadding {
        /// Word offset of the last word of the string.
        offset: usize,
        /// Opcode of the instruction.
        opcode: u16,
    },
    /// The operands of an instruction do not fit its grammar.
    #[error("invalid instruction at word {offset} (opcode {opcode}): {problem}")]
    InvalidOperands {
        /// Word offset of the instruction.
        offset: usize,
        /// Its opcode.
        opcode: u16,
        /// What is wrong.
        problem: OperandProblem,
    },
    /// A result id, result type or id operand is 0 or not below the header's bound
    /// (spec 2.3: "all `<id>`s in this module are guaranteed to satisfy 0 < id < Bound").
    #[error("invalid id {id} at word {offset} (opcode {opcode}): not in 1 .. bound")]
    InvalidId {
        /// Word offset of the instruction.
        offset: usize,
        /// Its opcode.
        opcode: u16,
        /// The id.
        id: u32,
    },
}
