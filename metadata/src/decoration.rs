//! `spirv.Decorations` and `spirv.ParameterDecorations`.
//!
//! "SPIR-V representation in LLVM IR", section "Function parameter, instruction and global variable
//! decoration through metadata":
//!
//! * a *decoration-node* is `!{i32 <Decoration>, <extra operand>...}`, the
//!   extra operands being integer (`i32`) or string (`!"..."`) literals;
//! * a *decoration-list* is a tuple of decoration-nodes, `!{!1, !2}`;
//! * `!spirv.Decorations !L` on an instruction or global variable refers to a
//!   decoration-list;
//! * `!spirv.ParameterDecorations !P` on a function refers to a tuple of N
//!   decoration-lists, one per argument (`!{}` for an undecorated one).
//!
//! Each decoration-node is checked against the SPIR-V grammar of its
//! decoration (SPIR-V spec 3.20 "Decoration"; see [`crate::grammar`]).
//! Besides the representation document's literals, an `<id>` extra operand (`AlignmentId`,
//! `MaxByteOffsetId`, ...) may be given as a value operand (`ptr @g`), which
//! the translator maps to the value's SPIR-V id.

use crate::error::{Error, GrammarItem, Result};
use crate::grammar::{self, Literal};
use crate::model::{MdNode, MdOperand, ValueRef};

/// Name of the instruction / global variable attachment ("SPIR-V representation in LLVM IR", section "Function
/// parameter, instruction and global variable decoration through metadata").
pub const SPIRV_DECORATIONS: &str = "spirv.Decorations";
/// Name of the function attachment holding one decoration-list per argument.
pub const SPIRV_PARAMETER_DECORATIONS: &str = "spirv.ParameterDecorations";

/// One extra operand of a decoration (SPIR-V spec 2.2.1: literals and
/// `<id>`s).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum DecorationOperand {
    /// A 32-bit literal: `LiteralInteger` or an enumerant
    /// (`LinkageType Export` is `Int(0)`). Encoded as `i32`.
    Int(u32),
    /// A `LiteralString`, encoded as `!"..."`.
    String(String),
    /// An `<id>` operand, encoded as a value operand.
    Id(ValueRef),
}

impl DecorationOperand {
    fn literal(&self) -> Literal<'_> {
        match self {
            DecorationOperand::Int(v) => Literal::Int(*v),
            DecorationOperand::String(s) => Literal::Str(s),
            DecorationOperand::Id(_) => Literal::Id,
        }
    }

    /// The integer, if this is [`DecorationOperand::Int`].
    pub fn as_int(&self) -> Option<u32> {
        match self {
            DecorationOperand::Int(v) => Some(*v),
            _ => None,
        }
    }

    /// The string, if this is [`DecorationOperand::String`].
    pub fn as_str(&self) -> Option<&str> {
        match self {
            DecorationOperand::String(s) => Some(s),
            _ => None,
        }
    }

    fn encode(&self) -> MdOperand {
        match self {
            DecorationOperand::Int(v) => MdOperand::i32(*v),
            DecorationOperand::String(s) => MdOperand::String(s.clone()),
            DecorationOperand::Id(v) => MdOperand::Value(*v),
        }
    }
}

/// A SPIR-V decoration with its extra operands (`OpDecorate %x <kind>
/// <operands>`), the content of one decoration-node.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Decoration {
    /// The decoration.
    pub kind: spirv::Decoration,
    /// Its extra operands, in grammar order.
    pub operands: Vec<DecorationOperand>,
}

/// Reads operand `index` of `node` as an integer of at most `bits` bits.
pub(crate) fn int_operand(
    context: &'static str,
    node: &MdNode,
    index: usize,
    bits: u32,
    expected: &'static str,
) -> Result<u64> {
    match node.get(index) {
        Some(MdOperand::Int { value, .. }) => {
            if bits < 64 && *value >> bits != 0 {
                Err(Error::IntegerRange { context, node: node.clone(), index, bits })
            } else {
                Ok(*value)
            }
        }
        other => Err(Error::OperandKind {
            context,
            node: node.clone(),
            index,
            expected,
            found: other.map_or("nothing", MdOperand::kind_name),
        }),
    }
}

/// Reads operand `index` of `node` as a string.
pub(crate) fn str_operand<'a>(
    context: &'static str,
    node: &'a MdNode,
    index: usize,
    expected: &'static str,
) -> Result<&'a str> {
    match node.get(index) {
        Some(MdOperand::String(s)) => Ok(s),
        other => Err(Error::OperandKind {
            context,
            node: node.clone(),
            index,
            expected,
            found: other.map_or("nothing", MdOperand::kind_name),
        }),
    }
}

/// Reads operand `index` of `node` as a nested node.
pub(crate) fn node_operand<'a>(
    context: &'static str,
    node: &'a MdNode,
    index: usize,
    expected: &'static str,
) -> Result<&'a MdNode> {
    match node.get(index) {
        Some(MdOperand::Node(n)) => Ok(n),
        other => Err(Error::OperandKind {
            context,
            node: node.clone(),
            index,
            expected,
            found: other.map_or("nothing", MdOperand::kind_name),
        }),
    }
}

impl Decoration {
    /// A decoration with the given operands (not validated; see
    /// [`Decoration::validate`]).
    pub fn new(kind: spirv::Decoration, operands: Vec<DecorationOperand>) -> Self {
        Decoration { kind, operands }
    }

    /// A decoration without extra operands.
    pub fn simple(kind: spirv::Decoration) -> Self {
        Decoration { kind, operands: Vec::new() }
    }

    /// A decoration whose extra operands are all 32-bit literals.
    pub fn with_ints(kind: spirv::Decoration, ints: &[u32]) -> Self {
        Decoration { kind, operands: ints.iter().copied().map(DecorationOperand::Int).collect() }
    }

    /// Checks the extra operands against the SPIR-V grammar of the
    /// decoration: count, kind of each operand and enumerant values.
    pub fn validate(&self) -> Result<()> {
        self.validate_in(SPIRV_DECORATIONS)
    }

    pub(crate) fn validate_in(&self, context: &'static str) -> Result<()> {
        let Some(g) = grammar::decoration_grammar(self.kind) else {
            return Err(Error::UnknownEnumerant {
                context,
                node: self.encode(),
                index: 0,
                kind: "Decoration",
                value: u64::from(self.kind as u32),
            });
        };
        let literals: Vec<Literal<'_>> = self.operands.iter().map(|o| o.literal()).collect();
        grammar::check_decoration(self.kind, g, &literals).map_err(|problem| Error::Grammar {
            context,
            node: self.encode(),
            item: GrammarItem::Decoration(self.kind),
            expected: &g.signature,
            problem,
        })
    }

    /// Decodes a decoration-node `!{i32 <id>, <operand>...}` and validates
    /// it against the grammar.
    pub fn decode(node: &MdNode) -> Result<Self> {
        Self::decode_in(SPIRV_DECORATIONS, node)
    }

    pub(crate) fn decode_in(context: &'static str, node: &MdNode) -> Result<Self> {
        if node.is_empty() {
            return Err(Error::OperandCount { context, node: node.clone(), expected: "at least 1", found: 0 });
        }
        let id = int_operand(context, node, 0, 32, "decoration number (i32)")?;
        let kind = u32::try_from(id).ok().and_then(spirv::Decoration::from_u32).ok_or_else(|| {
            Error::UnknownEnumerant { context, node: node.clone(), index: 0, kind: "Decoration", value: id }
        })?;
        let mut operands = Vec::with_capacity(node.len() - 1);
        for (index, op) in node.operands().iter().enumerate().skip(1) {
            operands.push(match op {
                MdOperand::Int { .. } => {
                    DecorationOperand::Int(int_operand(context, node, index, 32, "integer or string literal")? as u32)
                }
                MdOperand::String(s) => DecorationOperand::String(s.clone()),
                MdOperand::Value(v) => DecorationOperand::Id(*v),
                other => {
                    return Err(Error::OperandKind {
                        context,
                        node: node.clone(),
                        index,
                        expected: "integer or string literal",
                        found: other.kind_name(),
                    })
                }
            });
        }
        // A decoration the grammar gives no operands, written as a flag `!{i32 D, i32 1}` (the
        // form DPC++ gives `sycl-conduit`, `sycl-stable`, `Restrict` ... parameter properties):
        // the decoration itself.
        if operands == [DecorationOperand::Int(1)]
            && grammar::decoration_grammar(kind).is_some_and(|g| g.operands.is_empty() && !g.variadic)
        {
            operands.clear();
        }
        let dec = Decoration { kind, operands };
        dec.validate_in(context).map_err(|e| match e {
            Error::Grammar { context, item, expected, problem, .. } => {
                Error::Grammar { context, node: node.clone(), item, expected, problem }
            }
            other => other,
        })?;
        Ok(dec)
    }

    /// Encodes the decoration-node. Integers are written as `i32`.
    pub fn encode(&self) -> MdNode {
        std::iter::once(MdOperand::i32(self.kind as u32))
            .chain(self.operands.iter().map(DecorationOperand::encode))
            .collect()
    }
}

/// A decoration-list: the node `!spirv.Decorations` refers to.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct DecorationList(pub Vec<Decoration>);

impl DecorationList {
    /// Decodes `!{!<decoration-node>, ...}`.
    pub fn decode(node: &MdNode) -> Result<Self> {
        Self::decode_in(SPIRV_DECORATIONS, node)
    }

    pub(crate) fn decode_in(context: &'static str, node: &MdNode) -> Result<Self> {
        (0..node.len())
            .map(|i| {
                let dn = node_operand(context, node, i, "decoration-node")?;
                Decoration::decode_in(context, dn)
            })
            .collect::<Result<Vec<_>>>()
            .map(DecorationList)
    }

    /// Encodes the decoration-list.
    pub fn encode(&self) -> MdNode {
        self.0.iter().map(|d| MdOperand::Node(d.encode())).collect()
    }

    /// Validates every decoration against the grammar.
    pub fn validate(&self) -> Result<()> {
        self.0.iter().try_for_each(Decoration::validate)
    }

    /// The decorations of the given kind.
    pub fn of_kind(&self, kind: spirv::Decoration) -> impl Iterator<Item = &Decoration> {
        self.0.iter().filter(move |d| d.kind == kind)
    }
}

/// The node `!spirv.ParameterDecorations` refers to: one decoration-list
/// per function argument.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct ParameterDecorations(pub Vec<DecorationList>);

impl ParameterDecorations {
    /// Decodes `!{!<decoration-list>, ...}` (any number of arguments).
    pub fn decode(node: &MdNode) -> Result<Self> {
        const CTX: &str = SPIRV_PARAMETER_DECORATIONS;
        (0..node.len())
            .map(|i| DecorationList::decode_in(CTX, node_operand(CTX, node, i, "decoration-list")?))
            .collect::<Result<Vec<_>>>()
            .map(ParameterDecorations)
    }

    /// Decodes and checks that there is exactly one decoration-list per
    /// argument of a function with `arg_count` arguments.
    pub fn decode_for_arity(node: &MdNode, arg_count: usize) -> Result<Self> {
        if node.len() != arg_count {
            return Err(Error::ArgumentCount {
                context: SPIRV_PARAMETER_DECORATIONS,
                node: node.clone(),
                expected: arg_count,
                found: node.len(),
            });
        }
        Self::decode(node)
    }

    /// Encodes the tuple of decoration-lists.
    pub fn encode(&self) -> MdNode {
        self.0.iter().map(|l| MdOperand::Node(l.encode())).collect()
    }

    /// Whether no argument has any decoration (then the attachment can be
    /// omitted).
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|l| l.0.is_empty())
    }
}

/// Name of the instruction attachment asking for cache controls on the instruction's pointer
/// operands (SPV_INTEL_cache_controls, as DPC++ and MLIR's XeVM dialect write it).
pub const SPIRV_CACHE_CONTROL_DECORATIONS: &str = "spirv.DecorationCacheControlINTEL";

/// The node `!spirv.DecorationCacheControlINTEL` refers to on a memory instruction:
/// `!{!{i32 <decoration>, i32 <cache level>, i32 <cache control>, i32 <operand>}, ...}`,
/// each entry a `CacheControlLoadINTEL` (6442) or `CacheControlStoreINTEL` (6443)
/// decoration (SPV_INTEL_cache_controls, "Decoration") for the instruction's pointer
/// operand number `<operand>` (LLVM operand order: a store's pointer is operand 1, a
/// call's arguments come first).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct OperandCacheControls(pub Vec<(Decoration, u32)>);

impl OperandCacheControls {
    /// Decodes the list; each decoration is validated against the grammar.
    ///
    /// # Errors
    /// [`Error::OperandCount`] for an entry without exactly four operands,
    /// [`Error::UnknownEnumerant`] for a decoration other than the two cache controls,
    /// and the errors of [`Decoration::decode`].
    pub fn decode(node: &MdNode) -> Result<Self> {
        const CTX: &str = SPIRV_CACHE_CONTROL_DECORATIONS;
        (0..node.len())
            .map(|i| {
                let entry = node_operand(CTX, node, i, "cache control node")?;
                if entry.len() != 4 {
                    return Err(Error::OperandCount {
                        context: CTX,
                        node: entry.clone(),
                        expected: "4",
                        found: entry.len(),
                    });
                }
                let operand = int_operand(CTX, entry, 3, 32, "operand number (i32)")? as u32;
                let dec = Decoration::decode_in(CTX, &MdNode::new(entry.operands()[..3].to_vec()))?;
                if !matches!(
                    dec.kind,
                    spirv::Decoration::CacheControlLoadINTEL | spirv::Decoration::CacheControlStoreINTEL
                ) {
                    return Err(Error::UnknownEnumerant {
                        context: CTX,
                        node: entry.clone(),
                        index: 0,
                        kind: "cache control Decoration",
                        value: u64::from(dec.kind as u32),
                    });
                }
                Ok((dec, operand))
            })
            .collect::<Result<Vec<_>>>()
            .map(OperandCacheControls)
    }

    /// Encodes the list.
    pub fn encode(&self) -> MdNode {
        self.0
            .iter()
            .map(|(d, operand)| {
                let mut n: Vec<MdOperand> = d.encode().operands().to_vec();
                n.push(MdOperand::i32(*operand));
                MdOperand::Node(MdNode::new(n))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::GrammarProblem;
    use spirv::Decoration as D;

    fn n(ops: Vec<MdOperand>) -> MdNode {
        MdNode::new(ops)
    }

    #[test]
    fn global_variable_list_round_trip() {
        // A global decorated `Constant` and `LinkageAttributes "g" Import`.
        let list = n(vec![
            MdOperand::Node(n(vec![MdOperand::i32(22)])),
            MdOperand::Node(n(vec![MdOperand::i32(41), MdOperand::string("g"), MdOperand::i32(1)])),
        ]);
        let decoded = DecorationList::decode(&list).unwrap();
        assert_eq!(
            decoded,
            DecorationList(vec![
                Decoration::simple(D::Constant),
                Decoration::new(
                    D::LinkageAttributes,
                    vec![DecorationOperand::String("g".into()), DecorationOperand::Int(1)]
                ),
            ])
        );
        assert_eq!(decoded.encode(), list);
    }

    #[test]
    fn instruction_list_round_trip() {
        // A store-side cache control: CacheControlStoreINTEL level 0,
        // WriteBackINTEL (2).
        let list = n(vec![MdOperand::Node(n(vec![MdOperand::i32(6443), MdOperand::i32(0), MdOperand::i32(2)]))]);
        let decoded = DecorationList::decode(&list).unwrap();
        assert_eq!(decoded.0[0].kind, D::CacheControlStoreINTEL);
        assert_eq!(decoded.encode(), list);
    }

    #[test]
    fn parameter_decorations_round_trip() {
        // Three arguments: the first `NoAlias` + `NoCapture` parameter
        // attributes, the second nothing, the third `Volatile`.
        let p = n(vec![
            MdOperand::Node(n(vec![
                MdOperand::Node(n(vec![MdOperand::i32(38), MdOperand::i32(4)])),
                MdOperand::Node(n(vec![MdOperand::i32(38), MdOperand::i32(5)])),
            ])),
            MdOperand::Node(n(vec![])),
            MdOperand::Node(n(vec![MdOperand::Node(n(vec![MdOperand::i32(21)]))])),
        ]);
        let decoded = ParameterDecorations::decode_for_arity(&p, 3).unwrap();
        assert_eq!(decoded.0[1], DecorationList::default());
        assert_eq!(decoded.0[2].0, vec![Decoration::simple(D::Volatile)]);
        assert_eq!(decoded.encode(), p);
        assert!(matches!(
            ParameterDecorations::decode_for_arity(&p, 2),
            Err(Error::ArgumentCount { expected: 2, found: 3, .. })
        ));
    }

    #[test]
    fn id_operand_round_trip() {
        let node = n(vec![MdOperand::i32(46), MdOperand::Value(ValueRef(9))]);
        let d = Decoration::decode(&node).unwrap();
        assert_eq!(d.kind, D::AlignmentId);
        assert_eq!(d.encode(), node);
    }

    #[test]
    fn malformed_nodes_name_the_node() {
        // Restrict takes no operand; `i32 1` is its flag form, any other operand an error.
        let flag = n(vec![MdOperand::i32(19), MdOperand::i32(1)]);
        assert_eq!(Decoration::decode(&flag).unwrap(), Decoration::simple(D::Restrict));
        let bad = n(vec![MdOperand::i32(19), MdOperand::i32(2)]);
        let err = Decoration::decode(&bad).unwrap_err();
        assert_eq!(
            err,
            Error::Grammar {
                context: SPIRV_DECORATIONS,
                node: bad.clone(),
                item: GrammarItem::Decoration(D::Restrict),
                expected: "no operands",
                problem: GrammarProblem::TooManyOperands { found: 1 },
            }
        );
        assert!(err.to_string().contains("!{i32 19, i32 2}"), "{err}");

        // LinkageAttributes with the name as an integer.
        let bad = n(vec![MdOperand::i32(41), MdOperand::i32(5), MdOperand::i32(0)]);
        let msg = Decoration::decode(&bad).unwrap_err().to_string();
        assert!(msg.contains("LinkageAttributes") && msg.contains("LiteralString"), "{msg}");

        // Unknown decoration number.
        let bad = n(vec![MdOperand::i32(99_999)]);
        assert!(matches!(Decoration::decode(&bad), Err(Error::UnknownEnumerant { value: 99_999, .. })));

        // Not a node in the list.
        let bad = n(vec![MdOperand::i32(22)]);
        assert!(matches!(DecorationList::decode(&bad), Err(Error::OperandKind { index: 0, found: "integer", .. })));

        // Empty decoration-node, nested node operand, too-wide integer.
        assert!(matches!(Decoration::decode(&n(vec![])), Err(Error::OperandCount { found: 0, .. })));
        let bad = n(vec![MdOperand::i32(44), MdOperand::Node(n(vec![]))]);
        assert!(matches!(Decoration::decode(&bad), Err(Error::OperandKind { index: 1, found: "node", .. })));
        let bad = n(vec![MdOperand::i32(44), MdOperand::i64(1 << 40)]);
        assert!(matches!(Decoration::decode(&bad), Err(Error::IntegerRange { index: 1, bits: 32, .. })));
        // FuncParamAttr 42 is not a FunctionParameterAttribute.
        let bad = n(vec![MdOperand::i32(38), MdOperand::i32(42)]);
        let msg = Decoration::decode(&bad).unwrap_err().to_string();
        assert!(msg.contains("FunctionParameterAttribute"), "{msg}");
    }

    #[test]
    fn operand_cache_controls_round_trip_and_refuse_other_decorations() {
        let entry = |k: u32, op: u32| {
            MdOperand::Node(n(vec![MdOperand::i32(k), MdOperand::i32(0), MdOperand::i32(1), MdOperand::i32(op)]))
        };
        let list = n(vec![entry(6442, 0), entry(6443, 1)]);
        let cc = OperandCacheControls::decode(&list).unwrap();
        assert_eq!(cc.0.len(), 2);
        assert_eq!(cc.0[0], (Decoration::with_ints(D::CacheControlLoadINTEL, &[0, 1]), 0));
        assert_eq!(cc.0[1].1, 1);
        assert_eq!(cc.encode(), list);
        // Alignment is no cache control; three operands are too few.
        assert!(matches!(
            OperandCacheControls::decode(&n(vec![entry(44, 0)])),
            Err(Error::Grammar { .. } | Error::UnknownEnumerant { .. })
        ));
        let short = n(vec![MdOperand::Node(n(vec![MdOperand::i32(6442), MdOperand::i32(0), MdOperand::i32(1)]))]);
        assert!(matches!(OperandCacheControls::decode(&short), Err(Error::OperandCount { .. })));
    }
}
