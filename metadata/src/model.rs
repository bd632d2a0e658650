//! The crate's own, LLVM-free metadata model.
//!
//! "SPIR-V representation in LLVM IR", section "SPIR-V instructions mapped to LLVM metadata": all
//! the formats of this crate are built from LLVM metadata tuples
//! (`!{i32 1, !"str", !{...}}`) and named metadata
//! (`!spirv.Source = !{!0, !1}`). This module mirrors exactly those shapes so
//! that the translator can adapt real LLVM metadata to and from it with one
//! small walker:
//!
//! | LLVM IR                              | model                                   |
//! |--------------------------------------|-----------------------------------------|
//! | `i32 7` (`ConstantAsMetadata` int)   | [`MdOperand::Int`] `{ bits: 32, value: 7 }` |
//! | `float 1.5` (`ConstantAsMetadata` FP)| [`MdOperand::Float`] (raw IEEE bits)    |
//! | `!"text"` (`MDString`)               | [`MdOperand::String`]                   |
//! | `!{...}` (`MDTuple`)                 | [`MdOperand::Node`]                     |
//! | `null` / missing operand             | [`MdOperand::Null`]                     |
//! | `ptr @f`, `%x` (`ValueAsMetadata`)   | [`MdOperand::Value`] with an adapter-chosen [`ValueRef`] |
//! | `!name = !{!0, !1}`                  | [`NamedMd`]                             |
//!
//! Nodes are values (trees): the translator is responsible for sharing
//! (uniquing) identical nodes when it builds real LLVM metadata.

use std::fmt;

/// An opaque reference to an LLVM value (function, global variable,
/// instruction) that appears as a metadata operand (`ValueAsMetadata`).
///
/// The number is chosen by the adapter (for instance an index into a table
/// of `LLVMValueRef`s); this crate only carries it through unchanged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueRef(pub u64);

/// One operand of a metadata tuple.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum MdOperand {
    /// An integer constant, `iN value`. `value` holds the low `bits` bits of
    /// the constant, zero-extended (so `i32 -1` is `value: 0xFFFF_FFFF`).
    Int {
        /// Bit width of the LLVM integer type (`i16` -> 16, `i32` -> 32).
        bits: u32,
        /// The constant's bit pattern, zero-extended to 64 bits.
        value: u64,
    },
    /// A floating-point constant (`float 2.5`), carried as its IEEE bit
    /// pattern so that the model stays `Eq`/`Hash`.
    Float {
        /// Bit width of the LLVM floating-point type (`half` 16, `float` 32,
        /// `double` 64).
        bits: u32,
        /// The IEEE-754 bit pattern, zero-extended to 64 bits.
        value: u64,
    },
    /// A metadata string, `!"text"`.
    String(String),
    /// A nested metadata tuple, `!{...}`.
    Node(MdNode),
    /// A null operand (`null` in textual IR).
    Null,
    /// A reference to an LLVM value (`ptr @f`).
    Value(ValueRef),
}

impl MdOperand {
    /// `i32 value`.
    pub fn i32(value: u32) -> Self {
        MdOperand::Int { bits: 32, value: u64::from(value) }
    }

    /// `i16 value`.
    pub fn i16(value: u16) -> Self {
        MdOperand::Int { bits: 16, value: u64::from(value) }
    }

    /// `i64 value`.
    pub fn i64(value: u64) -> Self {
        MdOperand::Int { bits: 64, value }
    }

    /// `float value` (32-bit IEEE).
    pub fn f32(value: f32) -> Self {
        MdOperand::Float { bits: 32, value: u64::from(value.to_bits()) }
    }

    /// `!"text"`.
    pub fn string(text: impl Into<String>) -> Self {
        MdOperand::String(text.into())
    }

    /// The integer value if this is an [`MdOperand::Int`].
    pub fn as_int(&self) -> Option<u64> {
        match self {
            MdOperand::Int { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// The text if this is an [`MdOperand::String`].
    pub fn as_str(&self) -> Option<&str> {
        match self {
            MdOperand::String(s) => Some(s),
            _ => None,
        }
    }

    /// The nested node if this is an [`MdOperand::Node`].
    pub fn as_node(&self) -> Option<&MdNode> {
        match self {
            MdOperand::Node(n) => Some(n),
            _ => None,
        }
    }

    /// The value reference if this is an [`MdOperand::Value`].
    pub fn as_value(&self) -> Option<ValueRef> {
        match self {
            MdOperand::Value(v) => Some(*v),
            _ => None,
        }
    }

    /// A short name of the operand's kind, used in error messages.
    pub fn kind_name(&self) -> &'static str {
        match self {
            MdOperand::Int { .. } => "integer",
            MdOperand::Float { .. } => "floating-point constant",
            MdOperand::String(_) => "string",
            MdOperand::Node(_) => "node",
            MdOperand::Null => "null",
            MdOperand::Value(_) => "value",
        }
    }
}

impl From<MdNode> for MdOperand {
    fn from(node: MdNode) -> Self {
        MdOperand::Node(node)
    }
}

/// A metadata tuple, `!{op0, op1, ...}`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct MdNode(pub Vec<MdOperand>);

impl MdNode {
    /// A tuple with the given operands.
    pub fn new(operands: Vec<MdOperand>) -> Self {
        MdNode(operands)
    }

    /// The operands.
    pub fn operands(&self) -> &[MdOperand] {
        &self.0
    }

    /// Number of operands.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the tuple is `!{}`.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Operand `index`, if present.
    pub fn get(&self, index: usize) -> Option<&MdOperand> {
        self.0.get(index)
    }
}

impl FromIterator<MdOperand> for MdNode {
    fn from_iter<T: IntoIterator<Item = MdOperand>>(iter: T) -> Self {
        MdNode(iter.into_iter().collect())
    }
}

/// Named module metadata, `!name = !{!0, !1, ...}` (LLVM `NamedMDNode`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct NamedMd {
    /// The name without the leading `!`, e.g. `spirv.Source`.
    pub name: String,
    /// The referenced tuples, in order.
    pub nodes: Vec<MdNode>,
}

impl NamedMd {
    /// Named metadata `name` with `nodes`.
    pub fn new(name: impl Into<String>, nodes: Vec<MdNode>) -> Self {
        NamedMd { name: name.into(), nodes }
    }
}

/// Writes a metadata string the way LLVM's textual IR does (`\XX` escapes
/// for quotes, backslashes and non-printable bytes).
fn write_md_string(f: &mut fmt::Formatter<'_>, s: &str) -> fmt::Result {
    f.write_str("!\"")?;
    for b in s.bytes() {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            write!(f, "\\{b:02X}")?;
        } else {
            write!(f, "{}", char::from(b))?;
        }
    }
    f.write_str("\"")
}

impl fmt::Display for MdOperand {
    /// LLVM-like textual form: `i32 7`, `!"s"`, `!{...}`, `null`, `value#3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MdOperand::Int { bits, value } => write!(f, "i{bits} {value}"),
            MdOperand::Float { bits, value } => {
                let ty = match bits {
                    16 => "half",
                    32 => "float",
                    64 => "double",
                    _ => "fp",
                };
                write!(f, "{ty} 0x{value:X}")
            }
            MdOperand::String(s) => write_md_string(f, s),
            MdOperand::Node(n) => write!(f, "{n}"),
            MdOperand::Null => f.write_str("null"),
            MdOperand::Value(v) => write!(f, "value#{}", v.0),
        }
    }
}

impl fmt::Display for MdNode {
    /// LLVM-like textual form, `!{i32 1, !"s", !{}}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("!{")?;
        for (i, op) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{op}")?;
        }
        f.write_str("}")
    }
}

impl fmt::Display for NamedMd {
    /// `!name = !{!{...}, ...}` with the nodes inlined.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "!{} = !{{", self.name)?;
        for (i, n) in self.nodes.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{n}")?;
        }
        f.write_str("}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_is_llvm_like() {
        let n = MdNode::new(vec![
            MdOperand::i32(3),
            MdOperand::string("a\"b"),
            MdOperand::Node(MdNode::new(vec![MdOperand::i16(6)])),
            MdOperand::Null,
            MdOperand::Value(ValueRef(2)),
        ]);
        assert_eq!(n.to_string(), "!{i32 3, !\"a\\22b\", !{i16 6}, null, value#2}");
        let named = NamedMd::new("spirv.Capability", vec![MdNode::new(vec![MdOperand::i32(4)])]);
        assert_eq!(named.to_string(), "!spirv.Capability = !{!{i32 4}}");
    }
}
