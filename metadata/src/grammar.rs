//! SPIR-V grammar look-ups for enumerants that take extra operands.
//!
//! SPIR-V spec section 3 ("Binary Form"): a `Decoration` or an
//! `ExecutionMode` enumerant is followed by the extra operands its grammar
//! entry lists (`LinkageAttributes` takes `LiteralString, LinkageType`,
//! `LocalSizeHint` takes three `LiteralInteger`s, ...).
//!
//! The table is not typed in by hand: it is derived, once, from the workspace's
//! SPIR-V decoder (`llvm_spirv_binary`, whose enumerant parameters follow rspirv's
//! operand parser, generated from the official SPIR-V JSON grammar). For every
//! enumerant an `OpDecorate` / `OpExecutionMode` carrying zero words is decoded,
//! and the operands it produces give the parameter list and the kind of each
//! parameter. Validation then decodes the real words the same way, which also
//! checks enumerant operands (a `FuncParamAttr` of 99 is rejected).
//!
//! One correction is applied: rspirv (0.12 and 0.13) drops the `*` quantifier of
//! `BankBitsINTEL`'s `LiteralInteger` parameter (the SPIR-V grammar declares
//! "Bank Bits" as zero or more literals, and the representation document's member-decoration
//! example `{bank_bits:1,2,3}` uses three), so that entry is marked variadic.

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use rspirv::dr;

use crate::error::GrammarProblem;

/// The class of value an extra operand holds in metadata.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OperandClass {
    /// A 32-bit literal: `LiteralInteger` or an enumerant of a value or
    /// bit-mask kind (`LinkageType`, `FunctionParameterAttribute`, ...).
    Integer,
    /// A `LiteralString`.
    String,
    /// An `<id>` (`IdRef`, `IdScope`, `IdMemorySemantics`).
    Id,
}

impl OperandClass {
    /// The name used in error messages for a model operand of this class.
    pub fn name(self) -> &'static str {
        match self {
            OperandClass::Integer => "integer",
            OperandClass::String => "string",
            OperandClass::Id => "value",
        }
    }
}

/// One extra operand in the grammar of an enumerant.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct GrammarOperand {
    /// The SPIR-V operand kind, e.g. `LiteralInteger`, `LiteralString`,
    /// `LinkageType`, `IdRef`.
    pub kind: String,
    /// The class of value it takes.
    pub class: OperandClass,
}

/// The extra operands of one `Decoration` or `ExecutionMode` enumerant.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct EnumerantGrammar {
    /// The operands, in order.
    pub operands: Vec<GrammarOperand>,
    /// Whether the last operand may repeat zero or more times.
    pub variadic: bool,
    /// The operand list as text, e.g. `LiteralString, LinkageType` (the
    /// [`fmt::Display`] form).
    pub signature: String,
}

impl EnumerantGrammar {
    fn with_signature(mut self) -> Self {
        self.signature = self.to_string();
        self
    }

    /// The expected operand for position `index`, if any.
    pub fn operand(&self, index: usize) -> Option<&GrammarOperand> {
        match self.operands.get(index) {
            Some(op) => Some(op),
            None if self.variadic => self.operands.last(),
            None => None,
        }
    }
}

impl fmt::Display for EnumerantGrammar {
    /// `LiteralString, LinkageType`, `LiteralInteger*`, or `no operands`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.operands.is_empty() {
            return f.write_str("no operands");
        }
        for (i, op) in self.operands.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(&op.kind)?;
            if self.variadic && i + 1 == self.operands.len() {
                f.write_str("*")?;
            }
        }
        Ok(())
    }
}

/// A literal to validate against an [`EnumerantGrammar`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Literal<'a> {
    Int(u32),
    Str(&'a str),
    Id,
}

impl Literal<'_> {
    fn class(self) -> OperandClass {
        match self {
            Literal::Int(_) => OperandClass::Integer,
            Literal::Str(_) => OperandClass::String,
            Literal::Id => OperandClass::Id,
        }
    }
}

const OP_EXECUTION_MODE: u16 = 16;
const OP_DECORATE: u16 = 71;
const OP_LOOP_MERGE: u16 = 246;
/// Enumerant parameters are probed with up to this many words.
const MAX_PROBE_WORDS: usize = 8;

/// Decodes `Op<opcode> %1 <enumerant> <params>` with the workspace's decoder
/// (`llvm_spirv_binary::decode_one`, whose enumerant parameters follow the SPIR-V
/// JSON grammar) and returns the decoded parameters, or `None` if they do not decode.
fn parse_params(opcode: u16, enumerant: u32, params: &[u32]) -> Option<Vec<dr::Operand>> {
    // OpLoopMerge has two <id>s before its enumerant, the others one.
    let ids: &[u32] = if opcode == OP_LOOP_MERGE { &[1, 2] } else { &[1] };
    let word_count = u16::try_from(2 + ids.len() + params.len()).ok()?;
    let mut words = vec![(u32::from(word_count) << 16) | u32::from(opcode)];
    words.extend_from_slice(ids);
    words.push(enumerant);
    words.extend_from_slice(params);
    let inst = llvm_spirv_binary::decode_one(&words).ok()?;
    // Operands: the <id>s, the enumerant, then its parameters.
    Some(inst.operands.into_iter().skip(ids.len() + 1).collect())
}

/// Number of literal parameters that loop control bit `bit` takes (SPIR-V
/// spec 3.23 "Loop Control"), from rspirv's generated parser. `None` for
/// `DependencyArrayINTEL` and `LoopCountINTEL`, whose parameter lists
/// rspirv 0.13 does not model (variadic / several literals).
pub fn loop_control_param_count(bit: spirv::LoopControl) -> Option<usize> {
    if bit.bits().count_ones() != 1
        || bit.intersects(spirv::LoopControl::DEPENDENCY_ARRAY_ALTERA | spirv::LoopControl::LOOP_COUNT_ALTERA)
    {
        return None;
    }
    (0..=MAX_PROBE_WORDS).find(|&n| parse_params(OP_LOOP_MERGE, bit.bits(), &vec![0; n]).is_some())
}

/// Number of parameter words loop control bit `bit` takes when its parameters start at
/// `rest` (SPIR-V spec 3.23 "Loop Control"; SPV_INTEL_fpga_loop_controls for the two
/// bits the grammar lists shorter than the extension lays them out): `DependencyArrayINTEL`
/// takes a count N and N (array <id>, safelen) pairs, `LoopCountINTEL` three 64-bit
/// literals (6 words), the others [`loop_control_param_count`]. `None` for an unknown or
/// combined bit, or a `DependencyArrayINTEL` without its count.
pub fn loop_control_param_words(bit: spirv::LoopControl, rest: &[u32]) -> Option<usize> {
    if bit == spirv::LoopControl::DEPENDENCY_ARRAY_ALTERA {
        rest.first().map(|&n| 1 + 2 * n as usize)
    } else if bit == spirv::LoopControl::LOOP_COUNT_ALTERA {
        Some(6)
    } else {
        loop_control_param_count(bit)
    }
}

fn classify(op: &dr::Operand) -> GrammarOperand {
    let (kind, class) = match op {
        dr::Operand::LiteralBit32(_) | dr::Operand::LiteralBit64(_) => {
            ("LiteralInteger".to_owned(), OperandClass::Integer)
        }
        dr::Operand::LiteralString(_) => ("LiteralString".to_owned(), OperandClass::String),
        dr::Operand::IdRef(_) => ("IdRef".to_owned(), OperandClass::Id),
        dr::Operand::IdScope(_) => ("IdScope".to_owned(), OperandClass::Id),
        dr::Operand::IdMemorySemantics(_) => ("IdMemorySemantics".to_owned(), OperandClass::Id),
        other => {
            // Enumerant operand: the Debug form is `Kind(Value)`.
            let debug = format!("{other:?}");
            let kind = debug.split('(').next().unwrap_or("enumerant").to_owned();
            (kind, OperandClass::Integer)
        }
    };
    GrammarOperand { kind, class }
}

fn probe(opcode: u16, enumerant: u32) -> Option<EnumerantGrammar> {
    (0..=MAX_PROBE_WORDS).find_map(|n| {
        parse_params(opcode, enumerant, &vec![0; n]).map(|ops| {
            EnumerantGrammar { operands: ops.iter().map(classify).collect(), variadic: false, signature: String::new() }
                .with_signature()
        })
    })
}

fn build_table(opcode: u16, known: impl Fn(u32) -> bool) -> HashMap<u32, EnumerantGrammar> {
    (0..=u32::from(u16::MAX)).filter(|&v| known(v)).filter_map(|v| probe(opcode, v).map(|g| (v, g))).collect()
}

fn decoration_table() -> &'static HashMap<u32, EnumerantGrammar> {
    static TABLE: OnceLock<HashMap<u32, EnumerantGrammar>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = build_table(OP_DECORATE, |v| spirv::Decoration::from_u32(v).is_some());
        if let Some(g) = table.get_mut(&(spirv::Decoration::BankBitsINTEL as u32)) {
            g.variadic = true;
            g.signature = g.to_string();
        }
        table
    })
}

fn execution_mode_table() -> &'static HashMap<u32, EnumerantGrammar> {
    static TABLE: OnceLock<HashMap<u32, EnumerantGrammar>> = OnceLock::new();
    TABLE.get_or_init(|| build_table(OP_EXECUTION_MODE, |v| spirv::ExecutionMode::from_u32(v).is_some()))
}

/// The extra operands of decoration `decoration` (SPIR-V spec 3.20
/// "Decoration").
pub fn decoration_grammar(decoration: spirv::Decoration) -> Option<&'static EnumerantGrammar> {
    decoration_table().get(&(decoration as u32))
}

/// The extra literal operands of execution mode `mode` (SPIR-V spec 3.6
/// "Execution Mode").
pub fn execution_mode_grammar(mode: spirv::ExecutionMode) -> Option<&'static EnumerantGrammar> {
    execution_mode_table().get(&(mode as u32))
}

/// Encodes a string literal as SPIR-V words (UTF-8, NUL-terminated,
/// zero-padded; SPIR-V spec 2.2.1 "Literal").
pub(crate) fn string_words(s: &str) -> Vec<u32> {
    let mut bytes = s.as_bytes().to_vec();
    bytes.push(0);
    while bytes.len() % 4 != 0 {
        bytes.push(0);
    }
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn words_of(literals: &[Literal<'_>]) -> Vec<u32> {
    let mut words = Vec::new();
    for lit in literals {
        match lit {
            Literal::Int(v) => words.push(*v),
            Literal::Str(s) => words.extend(string_words(s)),
            Literal::Id => words.push(1),
        }
    }
    words
}

fn check(
    opcode: u16,
    enumerant: u32,
    grammar: &'static EnumerantGrammar,
    literals: &[Literal<'_>],
) -> Result<(), GrammarProblem> {
    let n = grammar.operands.len();
    let min = if grammar.variadic { n.saturating_sub(1) } else { n };
    let found = literals.len();
    if found < min {
        return Err(GrammarProblem::TooFewOperands { found });
    }
    if !grammar.variadic && found > n {
        return Err(GrammarProblem::TooManyOperands { found });
    }
    for (index, lit) in literals.iter().enumerate() {
        let Some(expected) = grammar.operand(index) else {
            return Err(GrammarProblem::TooManyOperands { found });
        };
        if expected.class != lit.class() {
            return Err(GrammarProblem::WrongKind { index, expected: &expected.kind, found: lit.class().name() });
        }
        if let Literal::Str(s) = lit {
            if s.contains('\0') {
                return Err(GrammarProblem::UnencodableString { index });
            }
        }
    }
    // rspirv's parser knows the variadic operand as a single one: hand it
    // exactly one (repeats are literals of an already checked class).
    let normalized: Vec<Literal<'_>>;
    let literals = if grammar.variadic {
        let mut v: Vec<Literal<'_>> = literals.iter().take(min).copied().collect();
        v.push(literals.get(min).copied().unwrap_or(Literal::Int(0)));
        normalized = v;
        &normalized[..]
    } else {
        literals
    };
    let words = words_of(literals);
    if words.len() > usize::from(u16::MAX) - 3 {
        let index = literals.iter().position(|l| matches!(l, Literal::Str(_))).unwrap_or(0);
        return Err(GrammarProblem::UnencodableString { index });
    }
    if parse_params(opcode, enumerant, &words).is_some() {
        return Ok(());
    }
    // The generated parser rejected an enumerant value: find which one by
    // checking each non-literal integer operand in isolation.
    for (index, lit) in literals.iter().enumerate() {
        let (Literal::Int(value), Some(expected)) = (lit, grammar.operand(index)) else {
            continue;
        };
        if expected.kind == "LiteralInteger" {
            continue;
        }
        let isolated: Vec<Literal<'_>> = literals
            .iter()
            .enumerate()
            .map(|(i, l)| match l {
                Literal::Int(_) if i != index => Literal::Int(0),
                other => *other,
            })
            .collect();
        if parse_params(opcode, enumerant, &words_of(&isolated)).is_none() {
            return Err(GrammarProblem::InvalidValue { index, kind: &expected.kind, value: *value });
        }
    }
    Err(GrammarProblem::InvalidValue {
        index: 0,
        kind: grammar.operands.first().map_or("operand", |o| &o.kind),
        value: literals
            .iter()
            .find_map(|l| match l {
                Literal::Int(v) => Some(*v),
                _ => None,
            })
            .unwrap_or(0),
    })
}

/// Checks `literals` against the grammar of `decoration`. `None` grammar
/// (decoration unknown to rspirv's tables) is reported by the caller.
pub(crate) fn check_decoration(
    decoration: spirv::Decoration,
    grammar: &'static EnumerantGrammar,
    literals: &[Literal<'_>],
) -> Result<(), GrammarProblem> {
    check(OP_DECORATE, decoration as u32, grammar, literals)
}

/// Checks `literals` against the grammar of execution mode `mode`.
pub(crate) fn check_execution_mode(
    mode: spirv::ExecutionMode,
    grammar: &'static EnumerantGrammar,
    literals: &[Literal<'_>],
) -> Result<(), GrammarProblem> {
    check(OP_EXECUTION_MODE, mode as u32, grammar, literals)
}

#[cfg(test)]
mod tests {
    use super::*;
    use spirv::Decoration as D;

    #[test]
    fn every_decoration_has_a_grammar() {
        for v in 0..=u32::from(u16::MAX) {
            if let Some(d) = spirv::Decoration::from_u32(v) {
                assert!(decoration_grammar(d).is_some(), "{d:?}");
            }
        }
    }

    #[test]
    fn known_entries() {
        let g = decoration_grammar(D::LinkageAttributes).unwrap();
        assert_eq!(g.to_string(), "LiteralString, LinkageType");
        assert_eq!(decoration_grammar(D::Restrict).unwrap().to_string(), "no operands");
        assert_eq!(decoration_grammar(D::FuncParamAttr).unwrap().to_string(), "FunctionParameterAttribute");
        assert_eq!(decoration_grammar(D::BankBitsINTEL).unwrap().to_string(), "LiteralInteger*");
        assert_eq!(decoration_grammar(D::MergeINTEL).unwrap().to_string(), "LiteralString, LiteralString");
        assert_eq!(
            decoration_grammar(D::CacheControlLoadINTEL).unwrap().to_string(),
            "LiteralInteger, LoadCacheControl"
        );
        let m = execution_mode_grammar(spirv::ExecutionMode::LocalSizeHint).unwrap();
        assert_eq!(m.operands.len(), 3);
        use spirv::LoopControl as L;
        assert_eq!(loop_control_param_count(L::UNROLL), Some(0));
        assert_eq!(loop_control_param_count(L::PARTIAL_COUNT), Some(1));
        assert_eq!(loop_control_param_count(L::MAX_REINVOCATION_DELAY_ALTERA), Some(1));
        assert_eq!(loop_control_param_count(L::LOOP_COUNT_ALTERA), None);
        assert_eq!(loop_control_param_count(L::UNROLL | L::DONT_UNROLL), None);
    }

    #[test]
    fn checks_values() {
        let g = decoration_grammar(D::FuncParamAttr).unwrap();
        assert_eq!(check_decoration(D::FuncParamAttr, g, &[Literal::Int(4)]), Ok(()));
        assert_eq!(
            check_decoration(D::FuncParamAttr, g, &[Literal::Int(99)]),
            Err(GrammarProblem::InvalidValue { index: 0, kind: "FunctionParameterAttribute", value: 99 })
        );
        let g = decoration_grammar(D::LinkageAttributes).unwrap();
        assert_eq!(
            check_decoration(D::LinkageAttributes, g, &[Literal::Str("v"), Literal::Int(7)]),
            Err(GrammarProblem::InvalidValue { index: 1, kind: "LinkageType", value: 7 })
        );
        assert_eq!(
            check_decoration(D::LinkageAttributes, g, &[Literal::Int(1), Literal::Int(0)]),
            Err(GrammarProblem::WrongKind { index: 0, expected: "LiteralString", found: "integer" })
        );
        let g = decoration_grammar(D::BankBitsINTEL).unwrap();
        let three = [Literal::Int(1), Literal::Int(2), Literal::Int(3)];
        assert_eq!(check_decoration(D::BankBitsINTEL, g, &three), Ok(()));
        assert_eq!(check_decoration(D::BankBitsINTEL, g, &[]), Ok(()));
    }
}
