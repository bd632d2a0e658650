//! The crate's single error type.
//!
//! Every variant names what was being decoded (`context`: the metadata name,
//! such as `spirv.Decorations` or `kernel_arg_type_qual`) and carries the
//! offending node or string itself, so a message can be shown to a user
//! without any further lookup.

use std::fmt;

use crate::model::MdNode;

/// Convenience alias for results of this crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// The enumerant whose extra operands a [`Error::Grammar`] is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GrammarItem {
    /// A decoration (SPIR-V spec 3.20).
    Decoration(spirv::Decoration),
    /// An execution mode (SPIR-V spec 3.6).
    ExecutionMode(spirv::ExecutionMode),
    /// Loop control bits (SPIR-V spec 3.23).
    LoopControl(spirv::LoopControl),
}

impl fmt::Display for GrammarItem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GrammarItem::Decoration(d) => write!(f, "decoration {d:?}"),
            GrammarItem::ExecutionMode(m) => write!(f, "execution mode {m:?}"),
            GrammarItem::LoopControl(l) => write!(f, "loop control {l:?}"),
        }
    }
}

/// What is wrong with a decoration's (or execution mode's, or loop
/// control's) extra operands, compared with the SPIR-V grammar
/// (SPIR-V spec section 3 "Binary Form", operand kinds with parameters).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GrammarProblem {
    /// Fewer operands than the grammar requires.
    TooFewOperands {
        /// Number of operands given.
        found: usize,
    },
    /// More operands than the grammar allows.
    TooManyOperands {
        /// Number of operands given.
        found: usize,
    },
    /// An operand of the wrong kind (an integer where a string is expected,
    /// for instance).
    WrongKind {
        /// Zero-based index among the extra operands.
        index: usize,
        /// The grammar's operand kind (`LiteralString`, `LinkageType`, ...).
        expected: &'static str,
        /// What was given (`integer`, `string`, `value`).
        found: &'static str,
    },
    /// An integer that is not a valid enumerant of the operand's kind.
    InvalidValue {
        /// Zero-based index among the extra operands.
        index: usize,
        /// The grammar's operand kind.
        kind: &'static str,
        /// The rejected value.
        value: u32,
    },
    /// A string literal that cannot be encoded in SPIR-V (it contains a NUL
    /// character, or it is longer than one instruction can hold).
    UnencodableString {
        /// Zero-based index among the extra operands.
        index: usize,
    },
}

impl fmt::Display for GrammarProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GrammarProblem::TooFewOperands { found } => {
                write!(f, "too few extra operands ({found})")
            }
            GrammarProblem::TooManyOperands { found } => {
                write!(f, "too many extra operands ({found})")
            }
            GrammarProblem::WrongKind { index, expected, found } => {
                write!(f, "extra operand {index} is a {found}, expected {expected}")
            }
            GrammarProblem::InvalidValue { index, kind, value } => {
                write!(f, "extra operand {index}: {value} is not a valid {kind}")
            }
            GrammarProblem::UnencodableString { index } => {
                write!(f, "extra operand {index}: string contains NUL or is too long for SPIR-V")
            }
        }
    }
}

/// What is wrong with the syntax of an annotation string ("SPIR-V representation in LLVM IR", section
/// "Member decoration through pointer annotations").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SyntaxProblem {
    /// The string has no `{...}` block at all.
    Empty,
    /// Expected `{` to open a block.
    ExpectedOpenBrace,
    /// Expected a decoration name or number after `{`.
    ExpectedName,
    /// Expected an argument (a word or a quoted string).
    ExpectedArgument,
    /// Expected `}` (or a separator) after an argument.
    ExpectedCloseBrace,
    /// A quoted string is not terminated.
    UnterminatedString,
}

impl fmt::Display for SyntaxProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SyntaxProblem::Empty => "no {...} decoration block",
            SyntaxProblem::ExpectedOpenBrace => "expected '{'",
            SyntaxProblem::ExpectedName => "expected a reserved name or decoration number",
            SyntaxProblem::ExpectedArgument => "expected a word or a quoted string",
            SyntaxProblem::ExpectedCloseBrace => "expected '}' or a separator",
            SyntaxProblem::UnterminatedString => "unterminated quoted string",
        })
    }
}

/// What is wrong with one well-formed `{...}` block of an annotation string.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BlockProblem {
    /// The name is neither a reserved name of the representation document's table nor a number.
    UnknownReservedName,
    /// The number is not a SPIR-V decoration known to the grammar.
    UnknownDecorationId(u32),
    /// The argument selects none of the decorations sharing the reserved name: `pump` takes
    /// exactly one argument, `1` (Singlepump) or `2` (Doublepump).
    BadSelector,
    /// An argument that must be an integer literal is not one.
    NotAnInteger {
        /// Zero-based argument index.
        index: usize,
    },
    /// The decoration takes an `<id>` operand, which an annotation string
    /// cannot express.
    IdOperand {
        /// Zero-based argument index.
        index: usize,
    },
    /// The arguments do not match the decoration's grammar.
    Grammar(GrammarProblem),
}

impl fmt::Display for BlockProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BlockProblem::UnknownReservedName => f.write_str("unknown reserved name"),
            BlockProblem::UnknownDecorationId(id) => write!(f, "unknown decoration {id}"),
            BlockProblem::BadSelector => f.write_str("the argument selects no decoration (pump takes 1 or 2)"),
            BlockProblem::NotAnInteger { index } => {
                write!(f, "argument {index} is not an integer literal")
            }
            BlockProblem::IdOperand { index } => {
                write!(f, "argument {index} would be an <id>, not expressible here")
            }
            BlockProblem::Grammar(p) => write!(f, "{p}"),
        }
    }
}

/// The error of every decoder and fallible encoder of this crate.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A node has the wrong number of operands.
    #[error("{context}: {node} has {found} operand(s), expected {expected}")]
    OperandCount {
        /// Metadata being decoded.
        context: &'static str,
        /// The offending node.
        node: MdNode,
        /// Human-readable expected count (`"2"`, `"2 or 3"`, `"at least 1"`).
        expected: &'static str,
        /// Actual count.
        found: usize,
    },
    /// An operand has the wrong kind.
    #[error("{context}: operand {index} of {node} is a {found}, expected {expected}")]
    OperandKind {
        /// Metadata being decoded.
        context: &'static str,
        /// The offending node.
        node: MdNode,
        /// Zero-based operand index.
        index: usize,
        /// What the format requires there.
        expected: &'static str,
        /// What was found (see [`crate::MdOperand::kind_name`]).
        found: &'static str,
    },
    /// An integer operand does not fit the format's width.
    #[error("{context}: operand {index} of {node} does not fit in {bits} bits")]
    IntegerRange {
        /// Metadata being decoded.
        context: &'static str,
        /// The offending node.
        node: MdNode,
        /// Zero-based operand index.
        index: usize,
        /// Width the value must fit in.
        bits: u32,
    },
    /// An integer operand is not a known value of a SPIR-V enumeration.
    #[error("{context}: operand {index} of {node}: {value} is not a valid SPIR-V {kind}")]
    UnknownEnumerant {
        /// Metadata being decoded.
        context: &'static str,
        /// The offending node.
        node: MdNode,
        /// Zero-based operand index.
        index: usize,
        /// The SPIR-V operand kind (`Capability`, `Decoration`, ...).
        kind: &'static str,
        /// The rejected value.
        value: u64,
    },
    /// A string operand is not one of the keywords the format allows.
    #[error("{context}: operand {index} of {node}: unknown keyword {word:?}")]
    UnknownKeyword {
        /// Metadata being decoded.
        context: &'static str,
        /// The offending node.
        node: MdNode,
        /// Zero-based operand index.
        index: usize,
        /// The rejected word.
        word: String,
    },
    /// A decoration, execution mode or loop control does not match the
    /// SPIR-V grammar.
    #[error("{context}: {item} in {node}: {problem} (grammar: {expected})")]
    Grammar {
        /// Metadata being decoded or encoded.
        context: &'static str,
        /// The offending node (for values built in Rust: their encoding).
        node: MdNode,
        /// What was checked.
        item: GrammarItem,
        /// The grammar's operand kinds, e.g. `LiteralString, LinkageType`.
        expected: &'static str,
        /// What is wrong.
        problem: GrammarProblem,
    },
    /// An annotation string is not a sequence of `{...}` blocks.
    #[error("annotation {annotation:?}: {problem} at byte {offset}")]
    AnnotationSyntax {
        /// The whole annotation string.
        annotation: String,
        /// Byte offset of the problem.
        offset: usize,
        /// What is wrong.
        problem: SyntaxProblem,
    },
    /// One `{...}` block of an annotation string cannot be turned into a
    /// decoration.
    #[error("annotation {annotation:?}: block {{{block}}}: {problem}")]
    AnnotationBlock {
        /// The whole annotation string.
        annotation: String,
        /// The block's text between the braces.
        block: String,
        /// What is wrong.
        problem: BlockProblem,
    },
    /// A decoration cannot be written as an annotation string.
    #[error("decoration {decoration:?} cannot be written in an annotation string: {problem}")]
    NotAnnotatable {
        /// The decoration.
        decoration: spirv::Decoration,
        /// Why (an `<id>` operand or a string containing `"`).
        problem: BlockProblem,
    },
    /// A string operand contains a double quote, which the annotation
    /// grammar cannot quote.
    #[error("decoration {decoration:?}: string {value:?} contains '\"' and cannot be written in an annotation string")]
    UnquotableString {
        /// The decoration.
        decoration: spirv::Decoration,
        /// The string.
        value: String,
    },
    /// The `kernel_arg_*` metadata lists disagree on the argument count.
    #[error("{context}: {node} describes {found} argument(s), other kernel_arg_* metadata describe {expected}")]
    ArgumentCount {
        /// The `kernel_arg_*` name or `spirv.ParameterDecorations`.
        context: &'static str,
        /// The offending node.
        node: MdNode,
        /// Argument count expected.
        expected: usize,
        /// Argument count found.
        found: usize,
    },
    /// An `OpString` of the form `kernel_arg_type.<kernel>.<t1>,<t2>,...,`
    /// is malformed.
    #[error("OpString {string:?}: malformed {context} list (unbalanced '<>' or missing trailing ',')")]
    ArgTypeString {
        /// The metadata name the string stands for (`kernel_arg_type`).
        context: &'static str,
        /// The whole `OpString` literal.
        string: String,
    },
}
