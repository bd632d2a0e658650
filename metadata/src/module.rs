//! Module-scope SPIR-V instructions as named metadata.
//!
//! "SPIR-V representation in LLVM IR", section "SPIR-V instructions mapped to LLVM metadata": every
//! module-scope instruction `Op<Name>` is stored as
//! `!spirv.<Name> = !{!I1, !I2, ...}`, one tuple per instruction, holding the
//! instruction's operands. The rows of the representation document's table and example:
//!
//! | instruction          | tuple                                           | type              |
//! |----------------------|-------------------------------------------------|-------------------|
//! | `OpSource`           | `!{i32 lang, i32 version[, !{!"file"}]}`        | [`Source`]        |
//! | `OpSourceExtension`  | `!{!"cl_khr_fp16"}`                             | [`SourceExtension`] |
//! | `OpExtension`        | `!{!"SPV_KHR_expect_assume"}`                   | [`Extension`]     |
//! | `OpCapability`       | `!{i32 capability}`                             | [`Capability`]    |
//! | `OpMemoryModel`      | `!{i32 addressing, i32 memory-model}`           | [`MemoryModel`]   |
//! | `OpEntryPoint`       | `!{i32 model, fn, !"name", interface...}`       | [`EntryPoint`]    |
//! | `OpExecutionMode`    | `!{fn-or-entry-point, i32 mode, i32 literal...}`| [`ExecutionMode`] |
//! | generator word       | `!{i16 id, i16 version}`                        | [`Generator`]     |
//!
//! Enumerants are checked against the SPIR-V spec's enumerations (sections
//! 3.2 Source Language, 3.3 Execution Model, 3.4 Addressing Model, 3.5
//! Memory Model, 3.6 Execution Mode, 3.31 Capability); execution-mode
//! literals are checked against the grammar (see [`crate::grammar`]).

use crate::decoration::{int_operand, node_operand, str_operand};
use crate::error::{Error, GrammarItem, Result};
use crate::grammar::{self, Literal};
use crate::model::{MdNode, MdOperand, NamedMd, ValueRef};

/// `spirv.Source`.
pub const SPIRV_SOURCE: &str = "spirv.Source";
/// `spirv.SourceExtension`.
pub const SPIRV_SOURCE_EXTENSION: &str = "spirv.SourceExtension";
/// `spirv.Extension`.
pub const SPIRV_EXTENSION: &str = "spirv.Extension";
/// `spirv.Capability`.
pub const SPIRV_CAPABILITY: &str = "spirv.Capability";
/// `spirv.MemoryModel`.
pub const SPIRV_MEMORY_MODEL: &str = "spirv.MemoryModel";
/// `spirv.EntryPoint`.
pub const SPIRV_ENTRY_POINT: &str = "spirv.EntryPoint";
/// `spirv.ExecutionMode`.
pub const SPIRV_EXECUTION_MODE: &str = "spirv.ExecutionMode";
/// `spirv.Generator`.
pub const SPIRV_GENERATOR: &str = "spirv.Generator";

/// All the named metadata this module owns, in the order
/// [`ModuleMetadata::encode`] emits them.
pub const MODULE_METADATA_NAMES: [&str; 8] = [
    SPIRV_SOURCE,
    SPIRV_SOURCE_EXTENSION,
    SPIRV_EXTENSION,
    SPIRV_CAPABILITY,
    SPIRV_MEMORY_MODEL,
    SPIRV_ENTRY_POINT,
    SPIRV_EXECUTION_MODE,
    SPIRV_GENERATOR,
];

fn count(context: &'static str, node: &MdNode, ok: bool, expected: &'static str) -> Result<()> {
    if ok {
        Ok(())
    } else {
        Err(Error::OperandCount { context, node: node.clone(), expected, found: node.len() })
    }
}

fn enumerant<T>(
    context: &'static str,
    node: &MdNode,
    index: usize,
    kind: &'static str,
    from: impl Fn(u32) -> Option<T>,
) -> Result<T> {
    let v = int_operand(context, node, index, 32, "i32 enumerant")?;
    u32::try_from(v).ok().and_then(from).ok_or_else(|| Error::UnknownEnumerant {
        context,
        node: node.clone(),
        index,
        kind,
        value: v,
    })
}

/// `OpSource` (SPIR-V spec 3.49.2): source language, its version, and the
/// optional file name (an `OpString` in SPIR-V).
///
/// The representation document writes the file as a nested tuple, `!{i32 3, i32 102000,
/// !{!"/path/file.cl"}}`; a bare string third operand is accepted as well.
/// The version is the SPIR-V `OpSource` version (OpenCL C 1.2 is `102000`,
/// see [`Source::opencl_version`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Source {
    /// Source language.
    pub language: spirv::SourceLanguage,
    /// Source language version.
    pub version: u32,
    /// File name, if any.
    pub file: Option<String>,
}

impl Source {
    /// The `OpSource` version word for OpenCL `major.minor` (`100000 *
    /// major + 1000 * minor`), as the Khronos translator encodes it.
    pub fn opencl_version(major: u32, minor: u32) -> u32 {
        major * 100_000 + minor * 1000
    }

    /// Decodes one `!spirv.Source` tuple.
    pub fn decode(node: &MdNode) -> Result<Self> {
        const C: &str = SPIRV_SOURCE;
        count(C, node, matches!(node.len(), 2 | 3), "2 or 3")?;
        let language = enumerant(C, node, 0, "SourceLanguage", spirv::SourceLanguage::from_u32)?;
        let version = int_operand(C, node, 1, 32, "i32 version")? as u32;
        let file = match node.get(2) {
            None => None,
            Some(MdOperand::String(s)) => Some(s.clone()),
            Some(MdOperand::Node(inner)) => {
                count(C, inner, inner.len() == 1, "1 (the file name)")?;
                Some(str_operand(C, inner, 0, "file name string")?.to_owned())
            }
            Some(other) => {
                return Err(Error::OperandKind {
                    context: C,
                    node: node.clone(),
                    index: 2,
                    expected: "file node !{!\"name\"}",
                    found: other.kind_name(),
                })
            }
        };
        Ok(Source { language, version, file })
    }

    /// Encodes the tuple, with the file as a nested `!{!"name"}` tuple.
    pub fn encode(&self) -> MdNode {
        let mut ops = vec![MdOperand::i32(self.language as u32), MdOperand::i32(self.version)];
        if let Some(f) = &self.file {
            ops.push(MdOperand::Node(MdNode::new(vec![MdOperand::string(f)])));
        }
        MdNode::new(ops)
    }
}

fn decode_single_string(context: &'static str, node: &MdNode) -> Result<String> {
    count(context, node, node.len() == 1, "1")?;
    Ok(str_operand(context, node, 0, "string")?.to_owned())
}

/// `OpSourceExtension` (SPIR-V spec 3.49.2): `!{!"cl_khr_fp16"}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SourceExtension(pub String);

impl SourceExtension {
    /// Decodes one `!spirv.SourceExtension` tuple.
    pub fn decode(node: &MdNode) -> Result<Self> {
        decode_single_string(SPIRV_SOURCE_EXTENSION, node).map(SourceExtension)
    }
    /// Encodes the tuple.
    pub fn encode(&self) -> MdNode {
        MdNode::new(vec![MdOperand::string(&self.0)])
    }
}

/// `OpExtension` (SPIR-V spec 3.49.8): `!{!"SPV_KHR_..."}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Extension(pub String);

impl Extension {
    /// Decodes one `!spirv.Extension` tuple.
    pub fn decode(node: &MdNode) -> Result<Self> {
        decode_single_string(SPIRV_EXTENSION, node).map(Extension)
    }
    /// Encodes the tuple.
    pub fn encode(&self) -> MdNode {
        MdNode::new(vec![MdOperand::string(&self.0)])
    }
}

/// `OpCapability` (SPIR-V spec 3.49.9): `!{i32 capability}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Capability(pub spirv::Capability);

impl Capability {
    /// Decodes one `!spirv.Capability` tuple.
    pub fn decode(node: &MdNode) -> Result<Self> {
        const C: &str = SPIRV_CAPABILITY;
        count(C, node, node.len() == 1, "1")?;
        enumerant(C, node, 0, "Capability", spirv::Capability::from_u32).map(Capability)
    }
    /// Encodes the tuple.
    pub fn encode(&self) -> MdNode {
        MdNode::new(vec![MdOperand::i32(self.0 as u32)])
    }
}

/// `OpMemoryModel` (SPIR-V spec 3.49.7): `!{i32 addressing, i32 memory}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MemoryModel {
    /// Addressing model (`Physical32` = 1 for `spir`, `Physical64` = 2 for
    /// `spir64`; "SPIR-V representation in LLVM IR", section "Target triple and datalayout string").
    pub addressing: spirv::AddressingModel,
    /// Memory model (`OpenCL` = 2).
    pub memory: spirv::MemoryModel,
}

impl MemoryModel {
    /// The addressing model for a target triple's architecture ("SPIR-V representation in LLVM IR",
    /// section "Target triple and datalayout string"): `spir` ->
    /// `Physical32`, `spir64` -> `Physical64`.
    pub fn addressing_for_arch(arch: &str) -> Option<spirv::AddressingModel> {
        match arch {
            "spir" => Some(spirv::AddressingModel::Physical32),
            "spir64" => Some(spirv::AddressingModel::Physical64),
            _ => None,
        }
    }

    /// The target triple architecture for an addressing model (inverse of
    /// [`MemoryModel::addressing_for_arch`]).
    pub fn arch_for_addressing(addressing: spirv::AddressingModel) -> Option<&'static str> {
        ["spir", "spir64"].into_iter().find(|a| Self::addressing_for_arch(a) == Some(addressing))
    }

    /// Decodes one `!spirv.MemoryModel` tuple.
    pub fn decode(node: &MdNode) -> Result<Self> {
        const C: &str = SPIRV_MEMORY_MODEL;
        count(C, node, node.len() == 2, "2")?;
        Ok(MemoryModel {
            addressing: enumerant(C, node, 0, "AddressingModel", spirv::AddressingModel::from_u32)?,
            memory: enumerant(C, node, 1, "MemoryModel", spirv::MemoryModel::from_u32)?,
        })
    }
    /// Encodes the tuple.
    pub fn encode(&self) -> MdNode {
        MdNode::new(vec![MdOperand::i32(self.addressing as u32), MdOperand::i32(self.memory as u32)])
    }
}

/// `OpEntryPoint` (SPIR-V spec 3.49.7):
/// `!{i32 model, <function or null>, !"name", <interface value>...}`.
///
/// The representation document leaves the function and interface operands "TBD"; this crate
/// fixes them as a value operand (or `null` when the adapter has no function
/// to refer to) and trailing value operands.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct EntryPoint {
    /// Execution model (`Kernel` = 6).
    pub execution_model: spirv::ExecutionModel,
    /// The entry point function.
    pub function: Option<ValueRef>,
    /// The entry point name.
    pub name: String,
    /// The interface variables.
    pub interface: Vec<ValueRef>,
}

impl EntryPoint {
    /// Decodes one `!spirv.EntryPoint` tuple.
    pub fn decode(node: &MdNode) -> Result<Self> {
        const C: &str = SPIRV_ENTRY_POINT;
        count(C, node, node.len() >= 3, "at least 3")?;
        let execution_model = enumerant(C, node, 0, "ExecutionModel", spirv::ExecutionModel::from_u32)?;
        let function = match node.get(1) {
            Some(MdOperand::Value(v)) => Some(*v),
            Some(MdOperand::Null) => None,
            other => {
                return Err(Error::OperandKind {
                    context: C,
                    node: node.clone(),
                    index: 1,
                    expected: "function value or null",
                    found: other.map_or("nothing", MdOperand::kind_name),
                })
            }
        };
        let name = str_operand(C, node, 2, "entry point name")?.to_owned();
        let interface = node.operands()[3..]
            .iter()
            .enumerate()
            .map(|(i, op)| {
                op.as_value().ok_or_else(|| Error::OperandKind {
                    context: C,
                    node: node.clone(),
                    index: i + 3,
                    expected: "interface variable value",
                    found: op.kind_name(),
                })
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(EntryPoint { execution_model, function, name, interface })
    }

    /// Encodes the tuple.
    pub fn encode(&self) -> MdNode {
        let mut ops = vec![
            MdOperand::i32(self.execution_model as u32),
            self.function.map_or(MdOperand::Null, MdOperand::Value),
            MdOperand::string(&self.name),
        ];
        ops.extend(self.interface.iter().copied().map(MdOperand::Value));
        MdNode::new(ops)
    }
}

/// What an `OpExecutionMode` tuple applies to: the representation document's table uses the
/// function itself (`void ()* @worker`), its example the entry point's tuple.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ExecutionModeTarget {
    /// The entry point function.
    Function(ValueRef),
    /// The entry point, by its `!spirv.EntryPoint` tuple.
    EntryPoint(EntryPoint),
}

/// `OpExecutionMode` (SPIR-V spec 3.49.7):
/// `!{<target>, i32 mode, i32 literal...}`, e.g. `VecTypeHint` (30) with one
/// literal, `LocalSizeHint` (18) with three.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ExecutionMode {
    /// The entry point the mode applies to.
    pub target: ExecutionModeTarget,
    /// The execution mode.
    pub mode: spirv::ExecutionMode,
    /// Its literal operands (count checked against the grammar).
    pub literals: Vec<u32>,
}

impl ExecutionMode {
    /// Decodes one `!spirv.ExecutionMode` tuple.
    pub fn decode(node: &MdNode) -> Result<Self> {
        const C: &str = SPIRV_EXECUTION_MODE;
        count(C, node, node.len() >= 2, "at least 2")?;
        let target = match node.get(0) {
            Some(MdOperand::Value(v)) => ExecutionModeTarget::Function(*v),
            Some(MdOperand::Node(_)) => {
                ExecutionModeTarget::EntryPoint(EntryPoint::decode(node_operand(C, node, 0, "")?)?)
            }
            other => {
                return Err(Error::OperandKind {
                    context: C,
                    node: node.clone(),
                    index: 0,
                    expected: "function value or entry point node",
                    found: other.map_or("nothing", MdOperand::kind_name),
                })
            }
        };
        let mode = enumerant(C, node, 1, "ExecutionMode", spirv::ExecutionMode::from_u32)?;
        let literals = match node.operands() {
            // A mode of `<id>` operands (OpExecutionModeId) as the values of its constants
            // in one node, `!{ptr @f, i32 mode, !{i32 value...}}`, as the Khronos translator
            // writes `MaximumRegistersIdINTEL`.
            [_, _, MdOperand::Node(values)] => (0..values.len())
                .map(|i| int_operand(C, values, i, 32, "i32 constant value").map(|v| v as u32))
                .collect::<Result<Vec<_>>>()?,
            _ => (2..node.len())
                .map(|i| match node.get(i).and_then(MdOperand::as_str) {
                    // A literal of an enumerant kind by its name (`!"AutoINTEL"`).
                    Some(name) => enumerant_literal_value(mode, i - 2, name).ok_or_else(|| Error::OperandKind {
                        context: C,
                        node: node.clone(),
                        index: i,
                        expected: "i32 literal or the name of the operand's enumerant",
                        found: "unknown name",
                    }),
                    None => int_operand(C, node, i, 32, "i32 literal").map(|v| v as u32),
                })
                .collect::<Result<Vec<_>>>()?,
        };
        let em = ExecutionMode { target, mode, literals };
        em.validate_node(node)?;
        Ok(em)
    }

    fn validate_node(&self, node: &MdNode) -> Result<()> {
        let Some(g) = grammar::execution_mode_grammar(self.mode) else {
            return Err(Error::UnknownEnumerant {
                context: SPIRV_EXECUTION_MODE,
                node: node.clone(),
                index: 1,
                kind: "ExecutionMode",
                value: u64::from(self.mode as u32),
            });
        };
        // The values of a mode of `<id>` operands stand for constants' ids.
        let lits: Vec<Literal<'_>> = self
            .literals
            .iter()
            .enumerate()
            .map(|(i, &v)| match g.operand(i) {
                Some(o) if o.class == grammar::OperandClass::Id => Literal::Id,
                _ => Literal::Int(v),
            })
            .collect();
        grammar::check_execution_mode(self.mode, g, &lits).map_err(|problem| Error::Grammar {
            context: SPIRV_EXECUTION_MODE,
            node: node.clone(),
            item: GrammarItem::ExecutionMode(self.mode),
            expected: &g.signature,
            problem,
        })
    }

    /// Checks the literal count against the grammar of the mode.
    pub fn validate(&self) -> Result<()> {
        self.validate_node(&self.encode())
    }

    /// Encodes the tuple.
    pub fn encode(&self) -> MdNode {
        let mut ops = vec![
            match &self.target {
                ExecutionModeTarget::Function(v) => MdOperand::Value(*v),
                ExecutionModeTarget::EntryPoint(e) => MdOperand::Node(e.encode()),
            },
            MdOperand::i32(self.mode as u32),
        ];
        ops.extend(self.literals.iter().enumerate().map(|(i, &l)| match enumerant_literal_name(self.mode, i, l) {
            Some(name) => MdOperand::string(name),
            None => MdOperand::i32(l),
        }));
        MdNode::new(ops)
    }
}

/// The name of literal `index` of execution mode `mode` when the grammar gives it a named
/// enumerant kind and `value` is one of its enumerants: `NamedMaximumRegistersINTEL`'s
/// `NamedMaximumNumberOfRegisters` (`AutoINTEL`), which the Khronos translator writes by
/// name in `!spirv.ExecutionMode`. `None` for other literals (written as `i32`).
fn enumerant_literal_name(mode: spirv::ExecutionMode, index: usize, value: u32) -> Option<String> {
    let kind = grammar::execution_mode_grammar(mode)?.operand(index)?.kind.as_str();
    match kind {
        "NamedMaximumNumberOfRegisters" => {
            spirv::NamedMaximumNumberOfRegisters::from_u32(value).map(|v| format!("{v:?}"))
        }
        _ => None,
    }
}

/// The value of enumerant `name` for literal `index` of execution mode `mode`
/// ([`enumerant_literal_name`] read back).
fn enumerant_literal_value(mode: spirv::ExecutionMode, index: usize, name: &str) -> Option<u32> {
    let kind = grammar::execution_mode_grammar(mode)?.operand(index)?.kind.as_str();
    match kind {
        "NamedMaximumNumberOfRegisters" => name.parse::<spirv::NamedMaximumNumberOfRegisters>().ok().map(|v| v as u32),
        _ => None,
    }
}

/// The generator magic number, word 2 of the SPIR-V header (SPIR-V spec
/// 2.3 "Physical Layout"): `!{i16 id, i16 version}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Generator {
    /// Generator id (high 16 bits of the word).
    pub id: u16,
    /// Generator version (low 16 bits).
    pub version: u16,
}

impl Generator {
    /// Decodes one `!spirv.Generator` tuple.
    pub fn decode(node: &MdNode) -> Result<Self> {
        const C: &str = SPIRV_GENERATOR;
        count(C, node, node.len() == 2, "2")?;
        Ok(Generator {
            id: int_operand(C, node, 0, 16, "i16 generator id")? as u16,
            version: int_operand(C, node, 1, 16, "i16 generator version")? as u16,
        })
    }
    /// Encodes the tuple with `i16` operands.
    pub fn encode(&self) -> MdNode {
        MdNode::new(vec![MdOperand::i16(self.id), MdOperand::i16(self.version)])
    }
    /// The header word (`id << 16 | version`).
    pub fn word(&self) -> u32 {
        (u32::from(self.id) << 16) | u32::from(self.version)
    }
    /// From a header word.
    pub fn from_word(word: u32) -> Self {
        Generator { id: (word >> 16) as u16, version: (word & 0xFFFF) as u16 }
    }
}

/// All module-scope `!spirv.*` named metadata of a module.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct ModuleMetadata {
    /// `!spirv.Source`.
    pub sources: Vec<Source>,
    /// `!spirv.SourceExtension`.
    pub source_extensions: Vec<SourceExtension>,
    /// `!spirv.Extension`.
    pub extensions: Vec<Extension>,
    /// `!spirv.Capability`.
    pub capabilities: Vec<Capability>,
    /// `!spirv.MemoryModel`.
    pub memory_models: Vec<MemoryModel>,
    /// `!spirv.EntryPoint`.
    pub entry_points: Vec<EntryPoint>,
    /// `!spirv.ExecutionMode`.
    pub execution_modes: Vec<ExecutionMode>,
    /// `!spirv.Generator`.
    pub generators: Vec<Generator>,
}

fn decode_all<T>(nodes: &[MdNode], f: fn(&MdNode) -> Result<T>, out: &mut Vec<T>) -> Result<()> {
    for n in nodes {
        out.push(f(n)?);
    }
    Ok(())
}

impl ModuleMetadata {
    /// Whether `name` is one of the named metadata this type owns.
    pub fn owns(name: &str) -> bool {
        MODULE_METADATA_NAMES.contains(&name)
    }

    /// Decodes all the `!spirv.*` module metadata found in `named`; other
    /// named metadata (`!opencl.ocl.version`, `!llvm.ident`, ...) are
    /// ignored. Several `NamedMd` of the same name are concatenated.
    pub fn decode(named: &[NamedMd]) -> Result<Self> {
        let mut m = ModuleMetadata::default();
        for md in named {
            let nodes = &md.nodes[..];
            match md.name.as_str() {
                SPIRV_SOURCE => decode_all(nodes, Source::decode, &mut m.sources)?,
                SPIRV_SOURCE_EXTENSION => decode_all(nodes, SourceExtension::decode, &mut m.source_extensions)?,
                SPIRV_EXTENSION => decode_all(nodes, Extension::decode, &mut m.extensions)?,
                SPIRV_CAPABILITY => decode_all(nodes, Capability::decode, &mut m.capabilities)?,
                SPIRV_MEMORY_MODEL => decode_all(nodes, MemoryModel::decode, &mut m.memory_models)?,
                SPIRV_ENTRY_POINT => decode_all(nodes, EntryPoint::decode, &mut m.entry_points)?,
                SPIRV_EXECUTION_MODE => decode_all(nodes, ExecutionMode::decode, &mut m.execution_modes)?,
                SPIRV_GENERATOR => decode_all(nodes, Generator::decode, &mut m.generators)?,
                _ => {}
            }
        }
        Ok(m)
    }

    /// Encodes the non-empty lists as named metadata, in
    /// [`MODULE_METADATA_NAMES`] order.
    pub fn encode(&self) -> Vec<NamedMd> {
        fn named<T>(name: &str, items: &[T], f: fn(&T) -> MdNode) -> Option<NamedMd> {
            (!items.is_empty()).then(|| NamedMd::new(name, items.iter().map(f).collect()))
        }
        [
            named(SPIRV_SOURCE, &self.sources, Source::encode),
            named(SPIRV_SOURCE_EXTENSION, &self.source_extensions, SourceExtension::encode),
            named(SPIRV_EXTENSION, &self.extensions, Extension::encode),
            named(SPIRV_CAPABILITY, &self.capabilities, Capability::encode),
            named(SPIRV_MEMORY_MODEL, &self.memory_models, MemoryModel::encode),
            named(SPIRV_ENTRY_POINT, &self.entry_points, EntryPoint::encode),
            named(SPIRV_EXECUTION_MODE, &self.execution_modes, ExecutionMode::encode),
            named(SPIRV_GENERATOR, &self.generators, Generator::encode),
        ]
        .into_iter()
        .flatten()
        .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::GrammarProblem;

    fn n(ops: Vec<MdOperand>) -> MdNode {
        MdNode::new(ops)
    }
    fn s(text: &str) -> MdOperand {
        MdOperand::string(text)
    }
    fn i(v: u32) -> MdOperand {
        MdOperand::i32(v)
    }

    /// A module in the shape of the representation document's example, with our own values:
    /// OpenCL C 2.0 from a file, two source extensions, one SPIR-V
    /// extension, two capabilities, Physical64/OpenCL, two kernels with
    /// execution modes referring to the entry point tuple and to the
    /// function, and a generator.
    fn example() -> Vec<NamedMd> {
        let ep1 = n(vec![i(6), MdOperand::Value(ValueRef(1)), s("scale"), MdOperand::Value(ValueRef(10))]);
        let ep2 = n(vec![i(6), MdOperand::Null, s("reduce")]);
        vec![
            NamedMd::new(SPIRV_SOURCE, vec![n(vec![i(3), i(200_000), MdOperand::Node(n(vec![s("/src/k.cl")]))])]),
            NamedMd::new(
                SPIRV_SOURCE_EXTENSION,
                vec![n(vec![s("cl_khr_int64_base_atomics")]), n(vec![s("cl_khr_3d_image_writes")])],
            ),
            NamedMd::new(SPIRV_EXTENSION, vec![n(vec![s("SPV_KHR_no_integer_wrap_decoration")])]),
            NamedMd::new(SPIRV_CAPABILITY, vec![n(vec![i(6)]), n(vec![i(11)])]),
            NamedMd::new(SPIRV_MEMORY_MODEL, vec![n(vec![i(2), i(2)])]),
            NamedMd::new(SPIRV_ENTRY_POINT, vec![ep1.clone(), ep2]),
            NamedMd::new(
                SPIRV_EXECUTION_MODE,
                vec![
                    n(vec![MdOperand::Node(ep1), i(17), i(64), i(1), i(1)]),
                    n(vec![MdOperand::Value(ValueRef(2)), i(31)]),
                    n(vec![MdOperand::Value(ValueRef(2)), i(30), i(0x0004_0004)]),
                ],
            ),
            NamedMd::new(SPIRV_GENERATOR, vec![n(vec![MdOperand::i16(6), MdOperand::i16(14)])]),
        ]
    }

    #[test]
    fn module_round_trip() {
        let named = example();
        let m = ModuleMetadata::decode(&named).unwrap();
        assert_eq!(m.sources[0].language, spirv::SourceLanguage::OpenCL_C);
        assert_eq!(m.sources[0].version, Source::opencl_version(2, 0));
        assert_eq!(m.sources[0].file.as_deref(), Some("/src/k.cl"));
        assert_eq!(m.capabilities[1].0, spirv::Capability::Int64);
        assert_eq!(m.memory_models[0].addressing, spirv::AddressingModel::Physical64);
        assert_eq!(m.entry_points[1].function, None);
        assert_eq!(m.execution_modes[0].mode, spirv::ExecutionMode::LocalSize);
        assert!(matches!(m.execution_modes[0].target, ExecutionModeTarget::EntryPoint(_)));
        assert_eq!(m.execution_modes[1].mode, spirv::ExecutionMode::ContractionOff);
        assert_eq!(m.generators[0].word(), 0x0006_000E);
        assert_eq!(m.encode(), named);
    }

    #[test]
    fn other_named_metadata_is_ignored() {
        let mut named = example();
        named.insert(0, NamedMd::new("opencl.ocl.version", vec![n(vec![i(2), i(0)])]));
        let m = ModuleMetadata::decode(&named).unwrap();
        assert_eq!(m.encode(), example());
        assert!(ModuleMetadata::owns("spirv.Capability"));
        assert!(!ModuleMetadata::owns("opencl.ocl.version"));
    }

    #[test]
    fn triple_arch_and_addressing_model() {
        for arch in ["spir", "spir64"] {
            let a = MemoryModel::addressing_for_arch(arch).unwrap();
            assert_eq!(MemoryModel::arch_for_addressing(a), Some(arch));
        }
        assert_eq!(MemoryModel::addressing_for_arch("x86_64"), None);
        assert_eq!(MemoryModel::arch_for_addressing(spirv::AddressingModel::Logical), None);
    }

    #[test]
    fn source_with_bare_string_and_without_file() {
        let bare = n(vec![i(3), i(102_000), s("a.cl")]);
        let src = Source::decode(&bare).unwrap();
        assert_eq!(src.file.as_deref(), Some("a.cl"));
        let plain = n(vec![i(4), i(100_000)]);
        assert_eq!(Source::decode(&plain).unwrap().encode(), plain);
    }

    #[test]
    fn malformed_module_metadata() {
        let bad = n(vec![i(3)]);
        let err = Source::decode(&bad).unwrap_err();
        assert!(matches!(err, Error::OperandCount { context: SPIRV_SOURCE, found: 1, .. }));
        assert!(err.to_string().contains("spirv.Source") && err.to_string().contains("!{i32 3}"));

        let bad = n(vec![i(123_456)]);
        let err = Capability::decode(&bad).unwrap_err();
        assert!(matches!(err, Error::UnknownEnumerant { kind: "Capability", .. }), "{err}");

        let bad = n(vec![MdOperand::i16(6), MdOperand::i32(70_000)]);
        assert!(matches!(Generator::decode(&bad), Err(Error::IntegerRange { index: 1, bits: 16, .. })));

        // LocalSize needs three literals.
        let bad = n(vec![MdOperand::Value(ValueRef(1)), i(17), i(8)]);
        let err = ExecutionMode::decode(&bad).unwrap_err();
        assert!(matches!(&err, Error::Grammar { problem: GrammarProblem::TooFewOperands { found: 1 }, .. }), "{err}");

        let bad = n(vec![s("x"), i(17)]);
        assert!(matches!(ExecutionMode::decode(&bad), Err(Error::OperandKind { index: 0, found: "string", .. })));
        let bad = n(vec![i(6), MdOperand::Null, s("k"), i(3)]);
        assert!(matches!(EntryPoint::decode(&bad), Err(Error::OperandKind { index: 3, .. })));
        let bad = n(vec![s("cl_khr_fp16"), s("extra")]);
        assert!(matches!(
            SourceExtension::decode(&bad),
            Err(Error::OperandCount { context: SPIRV_SOURCE_EXTENSION, .. })
        ));
        let named = vec![NamedMd::new(SPIRV_MEMORY_MODEL, vec![n(vec![i(9), i(2)])])];
        assert!(matches!(ModuleMetadata::decode(&named), Err(Error::UnknownEnumerant { kind: "AddressingModel", .. })));
    }
}
