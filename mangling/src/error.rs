//! The crate's single error type.

use thiserror::Error;

/// Everything that can go wrong while demangling an Itanium-mangled builtin
/// name (Itanium C++ ABI 5.1 "External names") or parsing a `__spirv_*` name
/// ("SPIR-V representation in LLVM IR", sections "SPIR-V
/// Instructions Mapped to LLVM Function Calls" and "SPIR-V Types Mapped to
/// LLVM Types").
///
/// Every variant carries the whole input (`name`) and the byte offset into it
/// (`offset`) at which the problem was detected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// The input does not start with `_Z` (Itanium 5.1.2
    /// `<mangled-name> ::= _Z <encoding>`).
    #[error("`{name}` is not an Itanium-mangled name: expected `_Z` at byte {offset}")]
    NotMangled {
        /// The input.
        name: String,
        /// Byte offset of the problem.
        offset: usize,
    },
    /// The input ended while `expected` was being parsed.
    #[error("`{name}`: unexpected end of input at byte {offset}, expected {expected}")]
    UnexpectedEnd {
        /// The input.
        name: String,
        /// Byte offset of the problem (the input length).
        offset: usize,
        /// What the grammar required here.
        expected: &'static str,
    },
    /// A character that the grammar does not allow at this position.
    #[error("`{name}`: unexpected {found:?} at byte {offset}, expected {expected}")]
    UnexpectedChar {
        /// The input.
        name: String,
        /// Byte offset of the offending character.
        offset: usize,
        /// The offending character.
        found: char,
        /// What the grammar required here.
        expected: &'static str,
    },
    /// A `<number>`/`<seq-id>` that overflows, has a leading zero, or is zero
    /// where a positive value is required (Itanium 5.1.4 `<number>`, 5.1.8
    /// `<seq-id>`).
    #[error("`{name}`: invalid number at byte {offset}")]
    InvalidNumber {
        /// The input.
        name: String,
        /// Byte offset of the number.
        offset: usize,
    },
    /// A substitution `S_`/`S<seq-id>_` (Itanium 5.1.8) that names a
    /// candidate that does not exist, or one of the wrong kind for its
    /// position (e.g. a qualified type outside a pointee).
    #[error("`{name}`: invalid substitution #{index} at byte {offset} ({available} candidates)")]
    InvalidSubstitution {
        /// The input.
        name: String,
        /// Byte offset of the `S`.
        offset: usize,
        /// The zero-based candidate index the substitution denotes.
        index: usize,
        /// How many candidates existed at that point.
        available: usize,
    },
    /// A construct that is valid Itanium but outside the OpenCL builtin
    /// subset this crate models (e.g. nested names, templates, unknown vendor
    /// qualifiers, qualifiers outside a pointee).
    #[error("`{name}`: unsupported construct at byte {offset}: {what}")]
    Unsupported {
        /// The input.
        name: String,
        /// Byte offset of the construct.
        offset: usize,
        /// Which construct.
        what: &'static str,
    },
    /// Input left over after a complete `<encoding>`.
    #[error("`{name}`: trailing characters at byte {offset}")]
    TrailingInput {
        /// The input.
        name: String,
        /// Byte offset of the first unconsumed character.
        offset: usize,
    },
    /// Nesting depth or expansion work exceeded the parser's limit (guards
    /// against stack exhaustion and exponential substitution expansion).
    #[error("`{name}`: {limit} limit exceeded at byte {offset}")]
    LimitExceeded {
        /// The input.
        name: String,
        /// Byte offset where the limit was hit.
        offset: usize,
        /// Which limit.
        limit: &'static str,
    },
    /// A `__spirv_*` builtin function or variable name that does not follow
    /// the representation document's convention `__spirv_{OpCodeName}{_OptionalPostfixes}`,
    /// `__spirv_{ExtendedInstructionSetName}_{Name}{__OptionalPostfixes}` or
    /// `__spirv_BuiltIn{VariableName}`.
    #[error("`{name}`: invalid __spirv_ builtin name at byte {offset}: expected {expected}")]
    InvalidSpirvName {
        /// The input.
        name: String,
        /// Byte offset of the problem.
        offset: usize,
        /// What the convention required here.
        expected: &'static str,
    },
    /// A `__spirv_*` type name that does not follow the representation document's section
    /// "SPIR-V Types Mapped to LLVM Types".
    #[error("`{name}`: invalid __spirv_ type name at byte {offset}: expected {expected}")]
    InvalidSpirvType {
        /// The input.
        name: String,
        /// Byte offset of the problem.
        offset: usize,
        /// What the convention required here.
        expected: &'static str,
    },
}

impl Error {
    /// The input the error is about.
    pub fn name(&self) -> &str {
        match self {
            Error::NotMangled { name, .. }
            | Error::UnexpectedEnd { name, .. }
            | Error::UnexpectedChar { name, .. }
            | Error::InvalidNumber { name, .. }
            | Error::InvalidSubstitution { name, .. }
            | Error::Unsupported { name, .. }
            | Error::TrailingInput { name, .. }
            | Error::LimitExceeded { name, .. }
            | Error::InvalidSpirvName { name, .. }
            | Error::InvalidSpirvType { name, .. } => name,
        }
    }

    /// The byte offset into [`Error::name`] at which the problem was found.
    pub fn offset(&self) -> usize {
        match self {
            Error::NotMangled { offset, .. }
            | Error::UnexpectedEnd { offset, .. }
            | Error::UnexpectedChar { offset, .. }
            | Error::InvalidNumber { offset, .. }
            | Error::InvalidSubstitution { offset, .. }
            | Error::Unsupported { offset, .. }
            | Error::TrailingInput { offset, .. }
            | Error::LimitExceeded { offset, .. }
            | Error::InvalidSpirvName { offset, .. }
            | Error::InvalidSpirvType { offset, .. } => *offset,
        }
    }
}

/// Result alias for this crate's parsers (Itanium 5.1 demangling and the
/// the representation document's `__spirv_` name conventions).
pub type Result<T> = std::result::Result<T, Error>;

/// The character starting at `offset` in `s` (U+FFFD if `offset` is not on a
/// character boundary or is past the end).
pub(crate) fn char_at(s: &str, offset: usize) -> char {
    s.get(offset..).and_then(|rest| rest.chars().next()).unwrap_or('\u{FFFD}')
}
