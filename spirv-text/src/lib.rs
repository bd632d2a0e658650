//! The Khronos SPIRV-LLVM-Translator's internal SPIR-V text format (what
//! `llvm-spirv -spirv-text` / `-to-text` write and `-to-binary` / `-r` read),
//! both ways, plus a `spirv-dis`-style disassembler.
//!
//! # The format
//!
//! ```text
//! 119734787 65536 393230 61 0
//! 2 Capability Addresses
//! 5 ExtInstImport 1 "OpenCL.std"
//! 3 MemoryModel 2 2
//! 5 Decorate 28 LinkageAttributes "foo" Export
//! 5 Constant 3 35 0 1
//! 7 ExtInst 23 54 1 printf 53 45
//! ```
//!
//! * A header line with the five header words in decimal (magic number,
//!   version, generator, bound, schema).
//! * One instruction per line: its word count, its opcode name without `Op`,
//!   then its operands as decimal words (`<id>`s, literals, enumerants, each
//!   word of a 64-bit or `double` literal, low word first, `OpSwitch` literal
//!   pairs, ...). Every item, the last included, is followed by one space.
//! * Literal strings in double quotes; a `"` inside gets a backslash in
//!   front, nothing else is escaped.
//! * Printed by name: capabilities, decorations, the linkage type of
//!   `LinkageAttributes`, the qualifiers of `HostAccessINTEL` /
//!   `InitModeINTEL`, and the extended opcode of `OpExtInst` for the
//!   `OpenCL.std`, debug-info and `NonSemantic.AuxData` sets.
//! * Blank lines where the reference's module writer emits them (between
//!   module sections, after function parameters, after each basic block and
//!   function, after composite types and constants).
//!
//! [`to_text`] keeps the binary's instruction order (so [`from_text`] gives
//! the same words back); for a binary laid out the way the reference writes
//! modules — anything the reference produced — the text is byte-identical to
//! what `llvm-spirv -to-text` writes.
#![deny(clippy::panic, clippy::todo, clippy::dbg_macro)]
#![warn(missing_docs)]

mod binary;
mod disasm;
mod friendly;
/// The text format's spellings (the workspace's one name table, in `llvm_spirv_binary`).
use llvm_spirv_binary::names::text as names;
mod read;
mod walk;
mod write;

/// Errors of this crate.
///
/// `Invalid*` variants describe malformed input, with the word offset (of the
/// instruction, header included) or the 1-based text line where the problem
/// was found and the opcode where known. `Unsupported*` variants describe
/// input that is valid but cannot be handled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The text header is not five numbers starting with `119734787`.
    #[error("invalid SPIR-V text header at line {line}: bad {field}")]
    InvalidTextHeader {
        /// Line of the offending token.
        line: usize,
        /// Which header field.
        field: &'static str,
    },
    /// A token is not what the grammar expects at this point.
    #[error("invalid token {found:?} at line {line}{}: expected {expected}", opcode.map(|o| format!(" (opcode {o})")).unwrap_or_default())]
    InvalidToken {
        /// Line of the token.
        line: usize,
        /// Opcode of the instruction, if already read.
        opcode: Option<u16>,
        /// What was expected.
        expected: &'static str,
        /// The token.
        found: String,
    },
    /// An unknown opcode name.
    #[error("invalid opcode name {name:?} at line {line}")]
    InvalidOpcodeName {
        /// Line of the name.
        line: usize,
        /// The name.
        name: String,
    },
    /// An unknown symbolic name for a capability, decoration, ....
    #[error("invalid {kind} name {name:?} at line {line} (opcode {opcode})")]
    InvalidName {
        /// Line of the name.
        line: usize,
        /// Opcode of the instruction.
        opcode: u16,
        /// Kind of name expected.
        kind: &'static str,
        /// The name.
        name: String,
    },
    /// A quoted string runs to the end of the input.
    #[error("invalid text: unterminated string starting at line {line} (opcode {opcode})")]
    InvalidUnterminatedString {
        /// Line where the string starts.
        line: usize,
        /// Opcode of the instruction.
        opcode: u16,
    },
    /// The operands of an instruction do not fill exactly its stated word count.
    #[error("invalid text at line {line}: operands of opcode {opcode} do not match its word count {stated}")]
    InvalidTextWordCount {
        /// Line of the instruction.
        line: usize,
        /// Its opcode.
        opcode: u16,
        /// The stated word count.
        stated: usize,
    },
    /// A word count that does not fit the 16 bits of the binary encoding.
    #[error("unsupported word count {count} at line {line} (opcode {opcode})")]
    UnsupportedWordCount {
        /// Line of the instruction.
        line: usize,
        /// Its opcode.
        opcode: u16,
        /// The stated word count.
        count: usize,
    },
    /// A malformed binary: the decoder's error (bad header or magic, zero or overlong word
    /// count, bad literal string, ...), with its word offset.
    #[error(transparent)]
    InvalidBinary(#[from] llvm_spirv_binary::Error),
    /// A literal string that is not UTF-8, asked for as a Rust `String`
    /// (use [`to_text_bytes`] to get the text verbatim).
    #[error("unsupported non-UTF-8 string at text byte {text_offset}; use to_text_bytes")]
    UnsupportedNonUtf8 {
        /// Byte offset in the produced text.
        text_offset: usize,
    },
}

/// Writer options; the [`Default`] reproduces `llvm-spirv -to-text`.
///
/// The reference puts a blank line after the names section only when
/// `SPV_INTEL_memory_access_aliasing` is allowed, and one before the inline
/// assembly section only when `SPV_INTEL_inline_assembly` is allowed. Its
/// binary-to-text conversion allows every extension; its direct
/// `-spirv-text` output from LLVM IR allows the ones given with
/// `--spirv-ext`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteOptions {
    /// Blank line between the names and the decorations/types section.
    pub memory_aliasing_break: bool,
    /// Blank line before the inline assembly section.
    pub inline_asm_break: bool,
    /// Write the `OpExtInstImport`s in reverse order, as the reference does
    /// whenever it writes a module it has read (it keeps them in a hash map
    /// that iterates in reverse insertion order): `-to-text` of a binary and
    /// `-to-binary` of a text both reverse them. Its direct `-spirv-text`
    /// output from LLVM IR keeps its creation order instead.
    pub reverse_imports: bool,
}

/// Reader options; the [`Default`] reproduces `llvm-spirv -to-binary`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadOptions {
    /// Reverse the order of the `OpExtInstImport`s, as the reference does
    /// (see [`WriteOptions::reverse_imports`]); with the defaults on both
    /// sides, `from_text(&to_text(w)?)? == w`.
    pub reverse_imports: bool,
}

impl Default for ReadOptions {
    fn default() -> Self {
        ReadOptions { reverse_imports: true }
    }
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions { memory_aliasing_break: true, inline_asm_break: true, reverse_imports: true }
    }
}

/// Converts binary SPIR-V words to the Khronos text format.
///
/// `words` is a whole module, header included, in native or swapped byte
/// order (a swapped module is read as if it had been swapped back). The
/// result is what `llvm-spirv -to-text` writes for the same binary when the
/// binary's instruction order is the reference's own (any binary it wrote);
/// otherwise the instructions keep their binary order, except that the
/// `OpExtInstImport`s are reversed like the reference does (see
/// [`WriteOptions`]). [`from_text`] undoes exactly that, so
/// `from_text(&to_text(w)?)? == w` for every module in native byte order.
///
/// # Errors
/// `Invalid*` for a malformed binary (short header, bad magic, zero or
/// overlong word counts, unterminated strings); [`Error::UnsupportedNonUtf8`]
/// if a string is not UTF-8 (see [`to_text_bytes`]).
pub fn to_text(words: &[u32]) -> Result<String, Error> {
    to_text_with(words, &WriteOptions::default())
}

/// [`to_text`] with explicit [`WriteOptions`].
///
/// # Errors
/// As [`to_text`].
pub fn to_text_with(words: &[u32], opts: &WriteOptions) -> Result<String, Error> {
    let bytes = write::write(words, opts)?;
    String::from_utf8(bytes).map_err(|e| Error::UnsupportedNonUtf8 { text_offset: e.utf8_error().valid_up_to() })
}

/// [`to_text`] returning bytes: strings that are not UTF-8 are copied
/// verbatim, as the reference does.
///
/// # Errors
/// As [`to_text`], without [`Error::UnsupportedNonUtf8`].
pub fn to_text_bytes(words: &[u32], opts: &WriteOptions) -> Result<Vec<u8>, Error> {
    write::write(words, opts)
}

/// Converts the Khronos text format to binary SPIR-V words.
///
/// Accepts what [`to_text`] and the reference write: whitespace (line breaks,
/// blank lines) is not significant outside strings; numbers are decimal; an
/// opcode may also be given with its `Op` prefix or as a number, and a symbolic
/// operand as a number. `from_text(&to_text(w)?)? == w` for every module `w`
/// in native byte order. Unlike the reference, whitespace inside strings is
/// kept.
///
/// # Errors
/// `Invalid*` with the line number for a bad header, an unknown opcode or
/// symbolic name, a token of the wrong kind, an unterminated string, or
/// operands that do not fill the stated word count;
/// [`Error::UnsupportedWordCount`] for a word count above 65535.
pub fn from_text(text: &str) -> Result<Vec<u32>, Error> {
    read::read(text.as_bytes(), &ReadOptions::default())
}

/// [`from_text`] with explicit [`ReadOptions`], for text that is not
/// necessarily UTF-8 (strings are taken byte for byte).
///
/// # Errors
/// As [`from_text`].
pub fn from_text_with(text: &[u8], opts: &ReadOptions) -> Result<Vec<u32>, Error> {
    read::read(text, opts)
}

/// [`from_text`] for text that is not necessarily UTF-8 (strings are taken
/// byte for byte).
///
/// # Errors
/// As [`from_text`].
pub fn from_text_bytes(text: &[u8]) -> Result<Vec<u32>, Error> {
    read::read(text, &ReadOptions::default())
}

/// Whether a file's bytes are the text form rather than a binary module.
///
/// True when the bytes start (after optional whitespace) with the decimal
/// magic number `119734787` followed by whitespace or the end, as the
/// reference's `isSpirvText` decides. A binary module (magic `07230203` in
/// either byte order) is never text.
pub fn is_text(bytes: &[u8]) -> bool {
    read::is_text(bytes)
}

/// Disassembles a module in the style of `spirv-dis --raw-id`: a comment
/// header, then one instruction per line as `%result = OpName operands`, with
/// enumerants, bit masks, extended opcodes and typed constants spelled out.
///
/// # Errors
/// As [`to_text`] for a malformed binary.
pub fn disassemble(words: &[u32]) -> Result<String, Error> {
    disasm::disassemble(words, disasm::IdStyle::Raw)
}

/// Disassembles a module as `spirv-dis` prints it by default: as
/// [`disassemble`], but with SPIRV-Tools' friendly id names (`FriendlyNameMapper`):
/// `OpName`s (sanitised to `[A-Za-z0-9_]`, made unique with `_0`, `_1`, ...
/// suffixes), built-in variables by their `BuiltIn`, types by their shape
/// (`%uint`, `%v4float`, `%_ptr_CrossWorkgroup_uint`, `%_arr_uint_uint_4`,
/// `%_struct_12`), scalar constants by type and value (`%uint_0`, `%float_0_5`,
/// `%int_n1`, `%true`), every other id by its number. The text re-assembles
/// with `spirv-as` to the same module.
///
/// # Errors
/// As [`to_text`] for a malformed binary.
pub fn disassemble_friendly(words: &[u32]) -> Result<String, Error> {
    disasm::disassemble(words, disasm::IdStyle::Friendly)
}
