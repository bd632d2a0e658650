//! Debug information, SPIR-V -> LLVM: the debug extended instruction sets
//! (OpenCL.DebugInfo.100, NonSemantic.Shader.DebugInfo.100 and .200) to LLVM debug
//! metadata, `OpLine` / `DebugLine` and `DebugScope` to instruction `!dbg` locations, and
//! `DebugDeclare` / `DebugValue` to `#dbg_declare` / `#dbg_value` records.
//!
//! Every instruction number is matched once, in [`Reader::debug_node_of`] (nodes: types,
//! scopes, variables, expressions; translated on first use and kept by id) and
//! [`Reader::debug_instruction`] (the instructions of function bodies); each arm calls the
//! instruction's handler. Operands are read by their grammar names through the one layout
//! table, [`crate::debug_info::DebugInstruction::operands`], so the sets' different layouts
//! (no `Parent` of DebugTypeMember in the NonSemantic sets, ...) are one fact; numbers are
//! literals in OpenCL.DebugInfo.100 and ids of `OpConstant`s in the NonSemantic sets
//! ([`Reader::debug_number`]). The DWARF codes come from the shared tables of
//! [`crate::debug_info`].
//!
//! Locations: within a block, `OpLine` (or `DebugLine`) gives the line and column and
//! `DebugScope` the scope (with its inlined-at chain) of the instructions that follow, until
//! `OpNoLine` / `DebugNoLine` / `DebugNoScope` or the block's end (SPIR-V 1.6 3.42.2
//! "OpLine"; OpenCL.DebugInfo.100 "DebugScope"). A location needs a scope: a line without a
//! scope is placed in the function's subprogram.
//!
//! What LLVM 19's C API cannot build is dropped with a warning on standard error naming the
//! instruction (template parameters, dynamic array bounds, string types, macros, the file's
//! text and checksum); an instruction the sets do not define, or whose operands are not what
//! its grammar says, is an error.
//!
//! Sources: "OpenCL.DebugInfo.100 Extended Instruction Set" and
//! "NonSemantic.Shader.DebugInfo.100" (Khronos registry), LLVM Language Reference
//! "Debugging Information Descriptors".

use super::{Error, Operands, Reader, Result, Slot};
use crate::debug_info::{self as tables, DebugInfoSet, DebugInstruction as D, Quantity};
use crate::llvm::{self, Metadata};
use rspirv::dr;
use spirv::{Op, Word};

/// `DW_LANG_OpenCL`, the language of a compile unit whose SourceLanguage has no DWARF code.
const DW_LANG_OPENCL: u32 = 0x15;
/// `DW_ATE_*` 0: no encoding (`DW_TAG_unspecified_type`).
const NO_ENCODING: u32 = 0;
/// LLVM `DIFlagBitField`.
const DI_FLAG_BIT_FIELD: i32 = 1 << 19;
/// LLVM `DIFlagFwdDecl`.
const DI_FLAG_FWD_DECL: i32 = 1 << 2;
/// `DISPFlagLocalToUnit`, `DISPFlagDefinition`, `DISPFlagOptimized` (`DebugInfoFlags.def`).
const SP_LOCAL: u32 = 1 << 2;
const SP_DEFINITION: u32 = 1 << 3;
const SP_OPTIMIZED: u32 = 1 << 4;
/// `Module::ModFlagBehavior`: `Warning` and `Max`.
const FLAG_WARNING: u32 = 2;
const FLAG_MAX: u32 = 7;
/// The name of a type the module gives as a non-debug id (the Khronos translator's).
const UNKNOWN_TYPE: &str = "SPIRV unknown type";
/// The `Dwarf Version` of a unit made for `OpLine`s alone (clang's default).
const DEFAULT_DWARF_VERSION: u32 = 4;
/// Prefix of the `OpModuleProcessed` string carrying the producer for sets without one.
const PRODUCER_PREFIX: &str = "Debug info producer: ";

/// What a debug instruction id stands for once translated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum DebugNode<'c> {
    /// `DebugInfoNone`, `OpTypeVoid` (no type) and instructions without a node of their own.
    Absent,
    /// A metadata node (or, for DebugOperation, nothing: it is read by its expression).
    Node(Metadata<'c>),
}

impl<'c> DebugNode<'c> {
    fn get(self) -> Option<Metadata<'c>> {
        match self {
            DebugNode::Absent => None,
            DebugNode::Node(m) => Some(m),
        }
    }
}

/// The debug-information state of the reverse translation.
#[derive(Default)]
pub(super) struct DebugState<'c, 'm> {
    /// The debug set of each `OpExtInstImport` id that imports one.
    pub sets: super::FastMap<Word, DebugInfoSet>,
    /// Builders, one per compile unit (by its id), in declaration order; the first makes
    /// the nodes that belong to no unit in particular.
    builders: Vec<(Word, llvm::DiBuilder<'m, 'c>)>,
    /// Translated debug instructions by id.
    nodes: super::FastMap<Word, DebugNode<'c>>,
    /// Ids being translated (cycles through composites are broken by their temporaries).
    in_progress: super::FastSet<Word>,
    /// Composite types under construction (their temporaries) by id.
    composites: super::FastMap<Word, Metadata<'c>>,
    /// The subprogram of each local scope node (subprograms and lexical blocks).
    subprogram_of: super::FastMap<Metadata<'c>, Metadata<'c>>,
    /// The root subprogram (outermost caller) of each inlined-at location.
    inlined_root: super::FastMap<Metadata<'c>, Metadata<'c>>,
    /// The function being translated and its subprogram.
    function: Option<(llvm::Value<'c>, Option<Metadata<'c>>)>,
    /// The current `DebugScope`: scope and inlined-at location.
    scope: Option<(Metadata<'c>, Option<Metadata<'c>>)>,
    /// The current line and column (`OpLine` / `DebugLine`).
    line: Option<(u32, u32)>,
    /// The file (`OpString`) of the last `OpLine`.
    line_file: Option<Word>,
    /// `OpModuleProcessed "Debug info producer: ..."`.
    producer: Option<String>,
    /// The member function declarations (DebugFunctionDeclaration) naming each composite
    /// (by id) as their Parent: the composite's elements besides its Members.
    methods_of: super::FastMap<Word, Vec<Word>>,
    /// The subprogram definitions.
    definitions: super::FastSet<Metadata<'c>>,
    /// The subprograms attached to a function.
    attached: super::FastSet<Metadata<'c>>,
    /// Subprograms of declared functions (file-level DebugFunctionDeclarations) with their
    /// linkage name and compile unit: each goes to the function of that name once the
    /// bodies are translated (their calls declare the functions), else to the unit's
    /// retained nodes.
    declared: Vec<(String, Metadata<'c>, Option<Word>)>,
    /// Location operand count of each DebugExpression (by id), read once.
    expression_args: super::FastMap<Word, u32>,
    /// Subprogram of the scope of each DebugLocalVariable / DebugInlinedVariable (by id).
    variable_subprograms: super::FastMap<Word, Option<Metadata<'c>>>,
    /// Compile units whose SourceLanguage number is not one SPIR-V defines, with it.
    invalid_languages: Vec<(Metadata<'c>, u32)>,
    /// The `Dwarf Version` flag is written (once per module).
    dwarf_version_written: bool,
    /// Warnings already reported (each once).
    warned: super::FastSet<String>,
}

/// A compile unit's fields the NonSemantic sets give outside DebugCompilationUnit.
#[derive(Default)]
struct UnitExtras {
    flags: String,
    dwo_id: u64,
    split_name: String,
}

/// A debug instruction's operands, read by grammar name.
struct Ops<'a> {
    set: DebugInfoSet,
    which: D,
    layout: &'static [(&'static str, Quantity)],
    /// The words after the `Instruction` operand.
    words: Vec<u32>,
    offset: usize,
    _inst: std::marker::PhantomData<&'a ()>,
}

impl Ops<'_> {
    /// The position of operand `name` in the layout.
    fn index(&self, name: &'static str) -> Result<usize> {
        self.layout.iter().position(|(n, _)| *n == name).ok_or(Error::UnsupportedOpcode {
            offset: self.offset,
            opcode: Op::ExtInst,
            reason: "a debug instruction operand this set does not have (translator bug)",
        })
    }

    /// The required operand `name`.
    fn get(&self, name: &'static str) -> Result<u32> {
        let i = self.index(name)?;
        self.words.get(i).copied().ok_or_else(|| self.invalid("an operand is missing"))
    }

    /// The optional operand `name`.
    fn opt(&self, name: &'static str) -> Option<u32> {
        self.layout.iter().position(|(n, _)| *n == name).and_then(|i| self.words.get(i).copied())
    }

    /// The variadic operands from `name` on.
    fn rest(&self, name: &'static str) -> Result<&[u32]> {
        let i = self.index(name)?;
        Ok(self.words.get(i..).unwrap_or(&[]))
    }

    fn invalid(&self, reason: &'static str) -> Error {
        Error::InvalidDebugInstruction { offset: self.offset, instruction: self.which.name(), reason }
    }
}

/// The LLVM `DIFlags` of DebugInfoFlags `flags` (the shared table) as the C API's type.
fn di_flags(flags: u32) -> llvm::DiFlags {
    tables::llvm_flags_of_spirv(flags).0 as llvm::DiFlags
}

/// A path split into (directory, file name) at its last separator, as a DIFile holds it.
fn split_path(path: &str) -> (&str, &str) {
    match path.rfind(['/', '\\']) {
        Some(i) => (&path[..i], &path[i + 1..]),
        None => ("", path),
    }
}

impl<'c, 'm> Reader<'c, 'm> {
    /// Reports a construct LLVM cannot express to [`super::Options::warnings`] (dropped,
    /// the run goes on).
    fn warn_dropped(&mut self, which: D, offset: usize, what: &str) {
        let message = format!("{} at word {offset}: {what} dropped (LLVM's C API cannot build it)", which.name());
        crate::warnings::report_once(self.options.warnings.as_ref(), &mut self.debug.warned, message);
    }

    /// Whether `set` (an `OpExtInst` set id) is a debug set.
    pub(super) fn debug_set(&self, set: Word) -> Option<DebugInfoSet> {
        self.debug.sets.get(&set).copied()
    }

    /// The debug instruction defining `id` and its set, if `id` is one.
    fn debug_def(&self, id: Word) -> Option<(usize, DebugInfoSet, D)> {
        let &i = self.defs.get(&id)?;
        let inst = &self.insts[i].inst;
        if inst.class.opcode != Op::ExtInst {
            return None;
        }
        let set = self.debug_set(inst.id(0)?)?;
        let which = D::from_number(set, inst.lit(1)?)?;
        Some((i, set, which))
    }

    /// The operands of the debug instruction at index `i`.
    fn debug_ops(&self, i: usize, set: DebugInfoSet, which: D) -> Result<Ops<'static>> {
        let it = &self.insts[i];
        let layout = which.operands(set).ok_or(Error::InvalidDebugInstruction {
            offset: it.offset,
            instruction: which.name(),
            reason: "the instruction is not in its set",
        })?;
        let words: Vec<u32> = it.inst.operands.iter().skip(2).filter_map(raw_word).collect();
        // A NonSemantic DebugTypeMember naming its composite after Column is in the
        // OpenCL.DebugInfo.100 layout (with Parent), as earlier Khronos translators wrote
        // it in these sets: read by that layout (numbers still constants).
        let layout = match (which, words.get(5)) {
            (D::TypeMember, Some(&w)) if set.is_non_semantic() && self.debug_def(w).is_some() => {
                D::TypeMember.operands(DebugInfoSet::OpenClDebugInfo100).unwrap_or(layout)
            }
            _ => layout,
        };
        Ok(Ops { set, which, layout, words, offset: it.offset, _inst: std::marker::PhantomData })
    }

    /// The value of the integer `OpConstant` (or `OpConstantNull`) `id`.
    fn debug_constant(&self, ops: &Ops<'_>, id: Word) -> Result<u64> {
        let inst = self.defs.get(&id).map(|&i| &self.insts[i].inst);
        match inst.map(|d| (d.class.opcode, d)) {
            Some((Op::Constant | Op::SpecConstant, d)) => match d.operands.first() {
                Some(dr::Operand::LiteralBit32(v)) => Ok(u64::from(*v)),
                Some(dr::Operand::LiteralBit64(v)) => Ok(*v),
                _ => Err(ops.invalid("a number operand is not an integer constant")),
            },
            Some((Op::ConstantNull, _)) => Ok(0),
            _ => Err(ops.invalid("a number operand is not the id of an integer constant")),
        }
    }

    /// Number operand `name`: a literal in OpenCL.DebugInfo.100, the id of an integer
    /// constant in the NonSemantic sets.
    fn debug_number(&self, ops: &Ops<'_>, name: &'static str) -> Result<u64> {
        let w = ops.get(name)?;
        if ops.set.is_non_semantic() {
            if self.is_debug_none(w) {
                // The Khronos translator writes DebugInfoNone for absent flags.
                return Ok(0);
            }
            let is_constant = self.defs.get(&w).is_some_and(|&i| {
                matches!(self.insts[i].inst.class.opcode, Op::Constant | Op::SpecConstant | Op::ConstantNull)
            });
            if !is_constant {
                // A word naming no constant is the number itself (producers writing the
                // OpenCL.DebugInfo.100 literal form in these sets; the Khronos reader takes it).
                return Ok(u64::from(w));
            }
            self.debug_constant(ops, w)
        } else {
            Ok(u64::from(w))
        }
    }

    /// [`Reader::debug_number`] as a 32-bit value.
    fn debug_u32(&self, ops: &Ops<'_>, name: &'static str) -> Result<u32> {
        u32::try_from(self.debug_number(ops, name)?).map_err(|_| ops.invalid("a number operand exceeds 32 bits"))
    }

    /// Operand `name`, the id of an integer constant in every set (sizes, offsets).
    fn debug_size(&self, ops: &Ops<'_>, name: &'static str) -> Result<u64> {
        let id = ops.get(name)?;
        if self.is_debug_none(id) {
            return Ok(0);
        }
        self.debug_constant(ops, id)
    }

    fn is_debug_none(&self, id: Word) -> bool {
        matches!(self.debug_def(id), Some((_, _, D::InfoNone)))
    }

    /// The text of the `OpString` `id` (`""` for DebugInfoNone).
    fn debug_string(&self, ops: &Ops<'_>, id: Word) -> Result<String> {
        if self.is_debug_none(id) {
            return Ok(String::new());
        }
        let inst = self.defs.get(&id).map(|&i| &self.insts[i].inst);
        match inst {
            Some(d) if d.class.opcode == Op::String => Ok(d.string(0).unwrap_or("").to_string()),
            _ => Err(ops.invalid("a name or text operand is not an OpString")),
        }
    }

    /// String operand `name`.
    fn debug_str(&self, ops: &Ops<'_>, name: &'static str) -> Result<String> {
        self.debug_string(ops, ops.get(name)?)
    }

    /// The builder of compile unit `cu` (the first one for `None` or an unknown unit).
    fn di(&self, cu: Option<Word>) -> Result<&llvm::DiBuilder<'m, 'c>> {
        let found = cu.and_then(|c| self.debug.builders.iter().find(|(id, _)| *id == c));
        found
            .or(self.debug.builders.first())
            .map(|(_, b)| b)
            .ok_or(Error::InvalidModule { reason: "debug instructions without a DebugCompilationUnit" })
    }

    /// The node of debug instruction `id`, translating it on first use. Ids that are not
    /// debug instructions are an error.
    pub(super) fn debug_node(&mut self, id: Word) -> Result<DebugNode<'c>> {
        if let Some(&n) = self.debug.nodes.get(&id) {
            return Ok(n);
        }
        if let Some(&temp) = self.debug.composites.get(&id) {
            return Ok(DebugNode::Node(temp));
        }
        let Some((i, set, which)) = self.debug_def(id) else {
            let offset = self.defs.get(&id).map_or(0, |&i| self.insts[i].offset);
            return Err(Error::InvalidDebugInstruction {
                offset,
                instruction: "debug operand",
                reason: "an operand that must be a debug instruction is not one",
            });
        };
        if !self.debug.in_progress.insert(id) {
            return Err(Error::InvalidDebugInstruction {
                offset: self.insts[i].offset,
                instruction: which.name(),
                reason: "the instruction refers to itself",
            });
        }
        let ops = self.debug_ops(i, set, which)?;
        let node = self.debug_node_of(id, &ops);
        self.debug.in_progress.remove(&id);
        let node = node?;
        self.debug.nodes.insert(id, node);
        Ok(node)
    }

    /// The one match on the instructions that make nodes.
    fn debug_node_of(&mut self, id: Word, ops: &Ops<'_>) -> Result<DebugNode<'c>> {
        use DebugNode::{Absent, Node};
        Ok(match ops.which {
            D::InfoNone => Absent,
            D::CompilationUnit => Node(self.debug_compile_unit(id, ops)?),
            D::Source => Node(self.debug_source(ops)?),
            D::TypeBasic => Node(self.debug_type_basic(ops)?),
            D::TypePointer => Node(self.debug_type_pointer(ops)?),
            D::TypeQualifier => Node(self.debug_type_qualifier(ops)?),
            D::TypeArray => Node(self.debug_type_array(ops)?),
            D::TypeVector => Node(self.debug_type_vector(ops)?),
            D::Typedef => Node(self.debug_typedef(ops)?),
            D::TypeFunction => Node(self.debug_type_function(ops)?),
            D::TypeEnum => Node(self.debug_type_enum(ops)?),
            D::TypeComposite => Node(self.debug_type_composite(id, ops)?),
            D::TypeMember => Node(self.debug_type_member(ops, None)?),
            D::TypeInheritance => Node(self.debug_type_inheritance(ops, None)?),
            D::TypePtrToMember => Node(self.debug_type_ptr_to_member(ops)?),
            D::TypeTemplate => self.debug_type_template(ops)?,
            D::TypeTemplateParameter | D::TypeTemplateTemplateParameter | D::TypeTemplateParameterPack => {
                self.warn_dropped(ops.which, ops.offset, "the template parameter");
                Absent
            }
            D::GlobalVariable => Node(self.debug_global_variable(ops)?),
            D::FunctionDeclaration => Node(self.debug_function(ops, false)?),
            D::Function => Node(self.debug_function(ops, true)?),
            D::LexicalBlock => Node(self.debug_lexical_block(ops)?),
            D::LexicalBlockDiscriminator => Node(self.debug_lexical_block_discriminator(ops)?),
            D::InlinedAt => Node(self.debug_inlined_at(ops)?),
            D::LocalVariable => Node(self.debug_local_variable(ops)?),
            D::InlinedVariable => self.debug_node(ops.get("Variable")?)?,
            D::Expression => Node(self.debug_expression(ops)?),
            D::ModuleINTEL | D::Module => Node(self.debug_module_node(ops)?),
            D::TypeSubrange => Node(self.debug_type_subrange(ops)?),
            // Read by the instruction that uses them.
            D::Operation => Absent,
            D::SourceContinued | D::BuildIdentifier | D::StoragePath | D::EntryPoint => Absent,
            D::TypeArrayDynamic => Node(self.debug_type_array_dynamic(ops)?),
            D::ImportedEntity => self.debug_imported_entity(ops)?,
            D::MacroDef | D::MacroUndef | D::TypeString | D::TypeMatrix => {
                self.warn_dropped(ops.which, ops.offset, "the instruction");
                Absent
            }
            // Instructions of function bodies, not nodes: refused where a node is needed.
            D::Scope | D::NoScope | D::Declare | D::Value | D::FunctionDefinition | D::Line | D::NoLine => {
                return Err(ops.invalid("a function-body instruction used as an operand"))
            }
        })
    }

    /// A type operand: `None` for DebugInfoNone and `OpTypeVoid`; an unspecified type named
    /// "SPIRV unknown type" for another non-debug id (as the Khronos translator reads it).
    fn debug_type(&mut self, id: Word) -> Result<Option<Metadata<'c>>> {
        if self.debug_def(id).is_some() {
            return Ok(self.debug_node(id)?.get());
        }
        let is_void = self.defs.get(&id).is_some_and(|&i| self.insts[i].inst.class.opcode == Op::TypeVoid);
        if is_void {
            return Ok(None);
        }
        Ok(Some(self.di(None)?.unspecified_type(UNKNOWN_TYPE)))
    }

    /// A type operand where LLVM needs a type (variables, members, elements): as
    /// [`Reader::debug_type`], with the unknown type for DebugInfoNone.
    fn debug_type_nonnull(&mut self, id: Word) -> Result<Option<Metadata<'c>>> {
        match self.debug_type(id)? {
            Some(t) => Ok(Some(t)),
            None if self.is_debug_none(id) => Ok(Some(self.di(None)?.unspecified_type(UNKNOWN_TYPE))),
            None => Ok(None),
        }
    }

    /// A scope operand: a node, or the file of an `OpString` (a file scope).
    fn debug_scope_operand(&mut self, id: Word) -> Result<Option<Metadata<'c>>> {
        let is_string = self.defs.get(&id).is_some_and(|&i| self.insts[i].inst.class.opcode == Op::String);
        if is_string {
            let path = self.defs.get(&id).and_then(|&i| self.insts[i].inst.string(0)).unwrap_or("").to_string();
            let (dir, name) = split_path(&path);
            return Ok(Some(self.di(None)?.file(name, dir)));
        }
        Ok(self.debug_node(id)?.get())
    }

    /// A type's `Parent` as its LLVM scope: none for the compile unit (what the forward
    /// direction writes for a type without a scope, as clang makes file-level types), else
    /// the scope node.
    fn debug_type_parent(&mut self, ops: &Ops<'_>) -> Result<Option<Metadata<'c>>> {
        let parent = ops.get("Parent")?;
        if self.debug_def(parent).is_some_and(|(_, _, which)| which == D::CompilationUnit) {
            return Ok(None);
        }
        self.debug_scope_operand(parent)
    }

    /// The `Source` operand's DIFile.
    fn debug_file(&mut self, ops: &Ops<'_>) -> Result<Option<Metadata<'c>>> {
        let id = ops.get("Source")?;
        self.debug_scope_operand(id)
    }

    /// The compile unit an instruction belongs to, through its `Parent` chain.
    fn debug_unit_of(&self, mut id: Word) -> Option<Word> {
        for _ in 0..64 {
            let (i, set, which) = self.debug_def(id)?;
            if which == D::CompilationUnit {
                return Some(id);
            }
            let ops = self.debug_ops(i, set, which).ok()?;
            id = ops.opt("Parent").or_else(|| ops.opt("Scope"))?;
        }
        None
    }

    // ---- handlers ----

    /// DebugCompilationUnit -> `DICompileUnit` (and the `Dwarf Version` flag, once).
    fn debug_compile_unit(&mut self, id: Word, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let dwarf = self.debug_u32(ops, "DWARF Version")?;
        let spirv_lang = self.debug_u32(ops, "Language")?;
        let language = tables::dw_lang_of_source_language(spirv_lang)
            .filter(|&l| llvm::is_known_language(l))
            .unwrap_or(DW_LANG_OPENCL);
        let valid_language = spirv::SourceLanguage::from_u32(spirv_lang).is_some()
            || tables::dw_lang_of_source_language(spirv_lang).is_some();
        let producer = match ops.opt("Producer") {
            Some(p) => self.debug_string(ops, p)?,
            None => self.debug.producer.clone().unwrap_or_default(),
        };
        let file = self.debug_file(ops)?.ok_or_else(|| ops.invalid("the compilation unit has no source"))?;
        if !self.debug.dwarf_version_written {
            self.module.add_module_flag(self.ctx, FLAG_MAX, "Dwarf Version", dwarf)?;
            self.debug.dwarf_version_written = true;
        }
        let extras = self.debug_unit_extras(id, ops)?;
        let desc = llvm::CompileUnitDesc {
            language,
            file,
            producer: &producer,
            optimized: self.debug_any_optimized(ops.set),
            flags: &extras.flags,
            runtime_version: 0,
            split_name: &extras.split_name,
            dwo_id: extras.dwo_id,
            sysroot: "",
            sdk: "",
        };
        let cu = self.di(Some(id))?.compile_unit(&desc)?;
        if !valid_language {
            // Kept for consumers as the Khronos translator keeps it: `!"Source Lang Literal"`
            // lists (unit, number) pairs.
            self.debug.invalid_languages.push((cu, spirv_lang));
        }
        Ok(cu)
    }

    /// What the NonSemantic sets say of compile unit `cu` outside DebugCompilationUnit: the
    /// command-line arguments of a DebugEntryPoint naming it (`flags:`), and the module's
    /// DebugBuildIdentifier (`dwoId:`, its decimal text) and DebugStoragePath
    /// (`splitDebugFilename:`), the split DWARF object of the module's units.
    fn debug_unit_extras(&self, cu: Word, unit: &Ops<'_>) -> Result<UnitExtras> {
        let mut extras = UnitExtras::default();
        if !unit.set.is_non_semantic() {
            return Ok(extras);
        }
        for (i, it) in self.insts.iter().enumerate() {
            let inst = &it.inst;
            if inst.class.opcode != Op::ExtInst || inst.id(0).and_then(|s| self.debug_set(s)) != Some(unit.set) {
                continue;
            }
            let which = inst.lit(1).and_then(|n| D::from_number(unit.set, n));
            match which {
                Some(D::EntryPoint) => {
                    let ops = self.debug_ops(i, unit.set, D::EntryPoint)?;
                    if ops.get("Compilation Unit")? == cu && extras.flags.is_empty() {
                        extras.flags = self.debug_str(&ops, "Command-line Arguments")?;
                    }
                }
                Some(D::BuildIdentifier) => {
                    let ops = self.debug_ops(i, unit.set, D::BuildIdentifier)?;
                    let text = self.debug_str(&ops, "Identifier")?;
                    extras.dwo_id = text
                        .trim()
                        .parse()
                        .map_err(|_| ops.invalid("a build identifier that is not a decimal 64-bit number"))?;
                }
                Some(D::StoragePath) => {
                    let ops = self.debug_ops(i, unit.set, D::StoragePath)?;
                    extras.split_name = self.debug_str(&ops, "Path")?;
                }
                _ => {}
            }
        }
        Ok(extras)
    }

    /// Whether a DebugFunction of `set` says FlagIsOptimized (the unit's `isOptimized:`).
    fn debug_any_optimized(&self, set: DebugInfoSet) -> bool {
        self.insts.iter().enumerate().any(|(i, it)| {
            let inst = &it.inst;
            inst.class.opcode == Op::ExtInst
                && inst.id(0).and_then(|s| self.debug_set(s)) == Some(set)
                && inst.lit(1) == Some(D::Function.number())
                && self
                    .debug_ops(i, set, D::Function)
                    .and_then(|ops| self.debug_u32(&ops, "Flags"))
                    .is_ok_and(|f| f & tables::spirv_flag::IS_OPTIMIZED != 0)
        })
    }

    /// DebugSource -> `DIFile` with its text (`source:`) and checksum: the Khronos
    /// translator's interchange form ends the text with `//__CSK_<MD5|SHA1|SHA256>:<value>`
    /// for the checksum (the text before it, when any, is the source).
    fn debug_source(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        const CHECKSUM_PREFIX: &str = "//__CSK_";
        let path = self.debug_str(ops, "File")?;
        let text = match ops.opt("Text") {
            Some(t) if !self.is_debug_none(t) => Some(self.debug_string(ops, t)?),
            _ => None,
        };
        let (mut source, mut checksum) = (text.as_deref(), None);
        if let Some((before, csk)) = text.as_deref().and_then(|t| t.rsplit_once(CHECKSUM_PREFIX)) {
            let kind = csk.split_once(':').and_then(|(k, v)| {
                let n = ["MD5", "SHA1", "SHA256"].iter().position(|name| *name == k)?;
                Some((n as u32 + 1, v))
            });
            if let Some(k) = kind {
                checksum = Some(k);
                source = (!before.is_empty()).then_some(before);
            }
        }
        let (dir, name) = split_path(&path);
        Ok(self.di(None)?.file_with(name, dir, checksum, source))
    }

    /// DebugTypeBasic -> `DIBasicType` (`DW_TAG_unspecified_type` for encoding Unspecified).
    fn debug_type_basic(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let name = self.debug_str(ops, "Name")?;
        let encoding = self.debug_u32(ops, "Encoding")?;
        let dw_ate = tables::dw_ate_of_encoding(encoding).ok_or_else(|| ops.invalid("unknown encoding"))?;
        if dw_ate == NO_ENCODING {
            return Ok(self.di(None)?.unspecified_type(&name));
        }
        let size = self.debug_size(ops, "Size")?;
        let flags = if ops.opt("Flags").is_some() { di_flags(self.debug_u32(ops, "Flags")?) } else { 0 };
        Ok(self.di(None)?.basic_type(&name, size, dw_ate, flags))
    }

    /// DebugTypePointer -> `DW_TAG_pointer_type` (reference types for the reference flags).
    fn debug_type_pointer(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let base = self.debug_type(ops.get("Base Type")?)?;
        let storage = self.debug_u32(ops, "Storage Class")?;
        let flags = self.debug_u32(ops, "Flags")?;
        use tables::spirv_flag as F;
        if flags & F::LVALUE_REFERENCE != 0 {
            return Ok(self.di(None)?.reference_type(tables::dw_tag::REFERENCE_TYPE, base)?);
        }
        if flags & F::RVALUE_REFERENCE != 0 {
            return Ok(self.di(None)?.reference_type(tables::dw_tag::RVALUE_REFERENCE_TYPE, base)?);
        }
        // All ones: a pointer without an address space (`dwarfAddressSpace:` absent).
        let address_space = if storage == crate::debug_info::NO_STORAGE_CLASS {
            None
        } else {
            Some(
                spirv::StorageClass::from_u32(storage)
                    .and_then(super::types::address_space)
                    .ok_or_else(|| ops.invalid("a storage class without an address space"))?,
            )
        };
        let bits = if self.module.triple().starts_with("spir64") { 64 } else { 32 };
        Ok(self.di(None)?.pointer_type(base, bits, 0, address_space)?)
    }

    /// DebugTypeQualifier -> `DW_TAG_const_type` / `volatile` / `restrict` / `atomic`.
    fn debug_type_qualifier(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let base = self.debug_type(ops.get("Base Type")?)?;
        let q = self.debug_u32(ops, "Type Qualifier")?;
        let tag = tables::dw_tag_of_qualifier(q).ok_or_else(|| ops.invalid("unknown type qualifier"))?;
        Ok(self.di(None)?.qualified_type(tag, base)?)
    }

    /// A type's size in bits, through derived types to their base.
    fn debug_size_of(&self, id: Word) -> u64 {
        let mut id = id;
        for _ in 0..64 {
            let Some((i, set, which)) = self.debug_def(id) else { return 0 };
            let Ok(ops) = self.debug_ops(i, set, which) else { return 0 };
            match which {
                D::TypeBasic | D::TypeComposite | D::TypeEnum => return self.debug_size(&ops, "Size").unwrap_or(0),
                D::TypePointer => return if self.module.triple().starts_with("spir64") { 64 } else { 32 },
                D::TypeQualifier => id = ops.get("Base Type").unwrap_or(0),
                D::Typedef => id = ops.get("Base Type").unwrap_or(0),
                D::TypeArray | D::TypeVector => {
                    return self.debug_array_size(ops.get("Base Type").unwrap_or(0), &self.debug_array_dims(&ops));
                }
                _ => return 0,
            }
        }
        0
    }

    /// An array's size in bits, as the Khronos translator reads one back: its element's size
    /// times each dimension's constant count; a negative count (an array of unknown bound)
    /// makes it 0; a count that is not a constant (a variable, an expression) is unknown here
    /// and leaves the size out of it.
    fn debug_array_size(&self, base: Word, counts: &[Option<i64>]) -> u64 {
        counts.iter().flatten().fold(self.debug_size_of(base), |size, &c| size.saturating_mul(c.max(0) as u64))
    }

    /// The constant count of each dimension of a DebugTypeArray / DebugTypeVector (`None`
    /// where it is not a constant).
    fn debug_array_dims(&self, ops: &Ops<'_>) -> Vec<Option<i64>> {
        if ops.set == DebugInfoSet::ShaderDebugInfo200 && ops.which == D::TypeArray {
            let counts = ops.rest("Component Counts").unwrap_or(&[]);
            return counts.iter().map(|&c| self.debug_dimension_count(ops, c)).collect();
        }
        self.debug_counts(ops).into_iter().map(|c| c.1).collect()
    }

    /// The constant count of an array dimension `id` (an integer constant, or a
    /// DebugTypeSubrange whose Count is one); `None` otherwise.
    fn debug_dimension_count(&self, ops: &Ops<'_>, id: Word) -> Option<i64> {
        match self.debug_def(id) {
            None => self.debug_constant(ops, id).ok().map(|v| v as i64),
            Some((i, set, D::TypeSubrange)) => {
                let sub = self.debug_ops(i, set, D::TypeSubrange).ok()?;
                let count = sub.get("Count").ok()?;
                if self.debug_def(count).is_some() {
                    return None;
                }
                self.debug_constant(&sub, count).ok().map(|v| v as i64)
            }
            Some(_) => None,
        }
    }

    /// The (lower bound, count) of each dimension of a DebugTypeArray / DebugTypeVector; a
    /// count that is not a constant is `None` (a variable or unknown bound); the lower bound
    /// is `None` where the instruction gives none (the language's default).
    fn debug_counts(&self, ops: &Ops<'_>) -> Vec<(Option<i64>, Option<i64>)> {
        if ops.which == D::TypeVector {
            let n = self.debug_number(ops, "Component Count").unwrap_or(0) as i64;
            return vec![(None, Some(n))];
        }
        let counts = ops.rest("Component Counts").unwrap_or(&[]);
        let constant = |id: Word| -> Option<i64> {
            if self.debug_def(id).is_some() {
                return None;
            }
            self.debug_constant(ops, id).ok().map(|v| v as i64)
        };
        // The Khronos translator's OpenCL.DebugInfo.100 form puts the lower bounds after
        // the counts (2n operands). The grammar's form has counts only, so 2n constants are
        // read as the Khronos form only when the second half is all zeros (C's lower
        // bounds); a dimension of 0 elements after the first is the one case misread.
        if counts.len() % 2 == 0 && counts.len() >= 2 && !ops.set.is_non_semantic() {
            let (c, l) = counts.split_at(counts.len() / 2);
            if c.iter().all(|&id| constant(id).is_some()) && l.iter().all(|&id| constant(id) == Some(0)) {
                return c.iter().zip(l).map(|(&c, &l)| (constant(l), constant(c))).collect();
            }
        }
        counts.iter().map(|&id| (None, constant(id))).collect()
    }

    /// DebugTypeArray -> `DW_TAG_array_type` with one subrange per dimension.
    fn debug_type_array(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let base_id = ops.get("Base Type")?;
        let base = self.debug_type_nonnull(base_id)?;
        let mut subscripts = Vec::new();
        let counts = ops.rest("Component Counts")?.to_vec();
        if ops.set == DebugInfoSet::ShaderDebugInfo200 && counts.iter().all(|&c| self.debug_def(c).is_some()) {
            // Subranges (DebugTypeSubrange) in NonSemantic.Shader.DebugInfo.200.
            for c in counts {
                subscripts.extend(self.debug_node(c)?.get());
            }
        } else {
            let dims = self.debug_counts(ops);
            let variable = |r: &Self, c: Word| {
                matches!(r.debug_def(c), Some((_, _, D::LocalVariable | D::GlobalVariable | D::Expression)))
            };
            if dims.len() == counts.len() && counts.iter().any(|&c| variable(self, c)) {
                // Counts that are variables (of an unsigned type, the validated sets' form).
                for (&c, (lower, count)) in counts.iter().zip(dims) {
                    let count = match self.debug_bound(ops, c)? {
                        Some(b @ llvm::Bound::Node(_)) => Some(b),
                        _ => Some(llvm::Bound::Constant(count.unwrap_or(-1))),
                    };
                    let lower = lower.map(llvm::Bound::Constant);
                    subscripts.push(self.di(None)?.subrange_bounds(count, lower, None, None)?);
                }
            } else {
                if dims.iter().any(|d| d.1.is_none()) && counts.iter().any(|&c| !self.is_debug_none(c)) {
                    self.warn_dropped(ops.which, ops.offset, "a bound that is not a constant");
                }
                for (lower, count) in dims {
                    let count = Some(llvm::Bound::Constant(count.unwrap_or(-1)));
                    let lower = lower.map(llvm::Bound::Constant);
                    subscripts.push(self.di(None)?.subrange_bounds(count, lower, None, None)?);
                }
            }
        }
        let size = self.debug_array_size(base_id, &self.debug_array_dims(ops));
        Ok(self.di(None)?.array_type(size, base, &subscripts, false)?)
    }

    /// DebugTypeArrayDynamic -> `DW_TAG_array_type` over its subranges with its data
    /// location, associated, allocated and rank.
    fn debug_type_array_dynamic(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let base_id = ops.get("Base Type")?;
        let base = self.debug_type_nonnull(base_id)?;
        let mut attrs = [None; 4];
        for (a, name) in attrs.iter_mut().zip(["Data Location", "Associated", "Allocated", "Rank"]) {
            *a = match self.debug_bound(ops, ops.get(name)?)? {
                None => None,
                Some(llvm::Bound::Node(n)) => Some(n),
                Some(llvm::Bound::Constant(c)) => {
                    let i64t = llvm::Type::int_n::<64>(self.ctx);
                    Some(Metadata::constant(llvm::Value::const_int(i64t, c as u64)?)?)
                }
            };
        }
        let [data_location, associated, allocated, rank] = attrs;
        let fortran = llvm::FortranArray { data_location, associated, allocated, rank };
        let mut subscripts = Vec::new();
        let ranges = ops.rest("Subranges")?.to_vec();
        for &s in &ranges {
            subscripts.extend(self.debug_node(s)?.get());
        }
        let dims: Vec<Option<i64>> = ranges.iter().map(|&s| self.debug_dimension_count(ops, s)).collect();
        let size = self.debug_array_size(base_id, &dims);
        Ok(self.di(None)?.dynamic_array_type(size, base, &subscripts, &fortran)?)
    }

    /// DebugTypeVector -> `DW_TAG_array_type` with `DIFlagVector` (the size rounded up to a
    /// power of two lanes, as clang lays out 3-element vectors).
    fn debug_type_vector(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let base_id = ops.get("Base Type")?;
        let base = self.debug_type_nonnull(base_id)?;
        let n = self.debug_number(ops, "Component Count")?;
        let size = self.debug_size_of(base_id) * n.next_power_of_two();
        let di = self.di(None)?;
        let sub = di.subrange_bounds(Some(llvm::Bound::Constant(n as i64)), None, None, None)?;
        Ok(di.array_type(size, base, &[sub], true)?)
    }

    /// DebugTypedef -> `DW_TAG_typedef`.
    fn debug_typedef(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let name = self.debug_str(ops, "Name")?;
        let base = self.debug_type(ops.get("Base Type")?)?;
        let file = self.debug_file(ops)?;
        let line = self.debug_u32(ops, "Line")?;
        let scope = self.debug_type_parent(ops)?;
        Ok(self.di(None)?.typedef(base, &name, file, line, scope)?)
    }

    /// DebugTypeFunction -> `DISubroutineType`.
    fn debug_type_function(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let flags = di_flags(self.debug_u32(ops, "Flags")?);
        let mut types = vec![self.debug_type(ops.get("Return Type")?)?];
        for p in ops.rest("Parameter Types")?.to_vec() {
            types.push(self.debug_type(p)?);
        }
        Ok(self.di(None)?.subroutine_type(&types, flags)?)
    }

    /// DebugTypeEnum -> `DW_TAG_enumeration_type` (a forward declaration with FlagFwdDecl).
    fn debug_type_enum(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let name = self.debug_str(ops, "Name")?;
        let underlying = self.debug_type(ops.get("Underlying Type")?)?;
        let file = self.debug_file(ops)?;
        let line = self.debug_u32(ops, "Line")?;
        let scope = self.debug_type_parent(ops)?;
        let size_bits = self.debug_size(ops, "Size")?;
        let spirv_flags = self.debug_u32(ops, "Flags")?;
        let flags = di_flags(spirv_flags);
        let desc = llvm::CompositeDesc { scope, name: &name, file, line, size_bits, flags, identifier: "" };
        if flags & DI_FLAG_FWD_DECL != 0 {
            return Ok(self.di(None)?.forward_declaration(tables::dw_tag::ENUMERATION_TYPE, &desc)?);
        }
        let pairs = ops.rest("Value, Name, Value, Name, ...")?.to_vec();
        let mut elements = Vec::new();
        for pair in pairs.chunks(2) {
            let [value, name] = pair else { return Err(ops.invalid("an enumerator without a name")) };
            let v = self.debug_constant(ops, *value)?;
            let n = self.debug_string(ops, *name)?;
            elements.push(self.di(None)?.enumerator(&n, v as i64, false));
        }
        Ok(self.di(None)?.enumeration_type(&desc, &elements, underlying)?)
    }

    /// DebugTypeComposite -> `DW_TAG_structure_type` / `class_type` / `union_type`, its
    /// members made with a temporary standing for it (members name it as their scope).
    fn debug_type_composite(&mut self, id: Word, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let name = self.debug_str(ops, "Name")?;
        let tag_number = self.debug_u32(ops, "Tag")?;
        let tag = tables::dw_tag_of_composite(tag_number).ok_or_else(|| ops.invalid("unknown composite tag"))?;
        let file = self.debug_file(ops)?;
        let line = self.debug_u32(ops, "Line")?;
        let scope = self.debug_type_parent(ops)?;
        let identifier = self.debug_str(ops, "Linkage Name")?;
        let size_bits = self.debug_size(ops, "Size")?;
        let flags = di_flags(self.debug_u32(ops, "Flags")?);
        let desc = llvm::CompositeDesc { scope, name: &name, file, line, size_bits, flags, identifier: &identifier };
        let temp = self.di(None)?.temporary_composite(tag, &desc)?;
        self.debug.composites.insert(id, temp.node());
        let mut members = ops.rest("Members")?.to_vec();
        for m in self.debug.methods_of.get(&id).cloned().unwrap_or_default() {
            // (A declaration being made reached its composite: it is left out of the list.)
            if !members.contains(&m) && !self.debug.in_progress.contains(&m) {
                members.push(m);
            }
        }
        let mut elements = Vec::with_capacity(members.len());
        let mut result = Ok(());
        for m in members {
            match self.debug_member_of(m, temp.node()) {
                Ok(Some(e)) => elements.push(e),
                Ok(None) => {}
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        self.debug.composites.remove(&id);
        let real = result.and_then(|()| Ok(self.di(None)?.composite_type(tag, &desc, &elements)?));
        let di = self.di(None)?;
        match real {
            Ok(real) => {
                di.replace_temporary(temp, real);
                Ok(real)
            }
            Err(e) => {
                let empty = di.composite_type(tag, &desc, &[])?;
                di.replace_temporary(temp, empty);
                Err(e)
            }
        }
    }

    /// An element of a composite: a member or inheritance (made in `scope`, the composite),
    /// or another node (a method's subprogram, a nested type).
    fn debug_member_of(&mut self, id: Word, scope: Metadata<'c>) -> Result<Option<Metadata<'c>>> {
        if let Some(&n) = self.debug.nodes.get(&id) {
            return Ok(n.get());
        }
        let node = match self.debug_def(id) {
            Some((i, set, which @ D::TypeMember)) => {
                let ops = self.debug_ops(i, set, which)?;
                DebugNode::Node(self.debug_type_member(&ops, Some(scope))?)
            }
            Some((i, set, which @ D::TypeInheritance)) => {
                let ops = self.debug_ops(i, set, which)?;
                DebugNode::Node(self.debug_type_inheritance(&ops, Some(scope))?)
            }
            _ => return Ok(self.debug_node(id)?.get()),
        };
        self.debug.nodes.insert(id, node);
        Ok(node.get())
    }

    /// DebugTypeMember -> `DW_TAG_member` (a static member's declaration with FlagStaticMember).
    fn debug_type_member(&mut self, ops: &Ops<'_>, scope: Option<Metadata<'c>>) -> Result<Metadata<'c>> {
        let scope = match (scope, ops.opt("Parent")) {
            (Some(s), _) => s,
            (None, Some(p)) => {
                self.debug_scope_operand(p)?.ok_or_else(|| ops.invalid("a member without a composite"))?
            }
            (None, None) => return Err(ops.invalid("a member used outside its composite")),
        };
        let name = self.debug_str(ops, "Name")?;
        let ty = self.debug_type_nonnull(ops.get("Type")?)?;
        let file = self.debug_file(ops)?;
        let line = self.debug_u32(ops, "Line")?;
        let mut spirv_flags = self.debug_u32(ops, "Flags")?;
        if ops.set != DebugInfoSet::ShaderDebugInfo200 {
            // FlagBitField is NonSemantic.Shader.DebugInfo.200's.
            spirv_flags &= !tables::spirv_flag::BIT_FIELD;
        }
        let flags = di_flags(spirv_flags);
        let mut desc = llvm::MemberDesc { scope, name: &name, file, line, size_bits: 0, offset_bits: 0, flags, ty };
        if spirv_flags & tables::spirv_flag::STATIC_MEMBER != 0 {
            let value = match ops.opt("Value") {
                Some(v) => Some(self.value(v, ops.offset, Op::ExtInst)?),
                None => None,
            };
            return Ok(self.di(None)?.static_member_type(&desc, value)?);
        }
        desc.offset_bits = self.debug_size(ops, "Offset")?;
        desc.size_bits = self.debug_size(ops, "Size")?;
        let storage = (flags & DI_FLAG_BIT_FIELD != 0).then_some(desc.offset_bits);
        Ok(self.di(None)?.member_type(&desc, storage)?)
    }

    /// DebugTypeInheritance -> `DW_TAG_inheritance` in the derived composite.
    fn debug_type_inheritance(&mut self, ops: &Ops<'_>, derived: Option<Metadata<'c>>) -> Result<Metadata<'c>> {
        let derived = match (derived, ops.opt("Child")) {
            (Some(d), _) => d,
            (None, Some(c)) => self.debug_type(c)?.ok_or_else(|| ops.invalid("an inheritance without a child"))?,
            (None, None) => return Err(ops.invalid("an inheritance used outside its composite")),
        };
        let base = self.debug_type(ops.get("Parent")?)?;
        let offset = self.debug_size(ops, "Offset")?;
        let flags = di_flags(self.debug_u32(ops, "Flags")?);
        Ok(self.di(None)?.inheritance(derived, base, offset, flags)?)
    }

    /// DebugTypePtrToMember -> `DW_TAG_ptr_to_member_type`.
    fn debug_type_ptr_to_member(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let pointee = self.debug_type_nonnull(ops.get("Member Type")?)?;
        let class = self.debug_type_nonnull(ops.get("Parent")?)?;
        Ok(self.di(None)?.member_pointer_type(pointee, class, 0)?)
    }

    /// DebugTypeTemplate: its target (the template parameters cannot be attached through
    /// the C API).
    fn debug_type_template(&mut self, ops: &Ops<'_>) -> Result<DebugNode<'c>> {
        if !ops.rest("Parameters")?.is_empty() {
            self.warn_dropped(ops.which, ops.offset, "the template parameters");
        }
        self.debug_node(ops.get("Target")?)
    }

    /// DebugGlobalVariable -> `DIGlobalVariableExpression`, attached to its global.
    fn debug_global_variable(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let name = self.debug_str(ops, "Name")?;
        let ty = self.debug_type_nonnull(ops.get("Type")?)?;
        let file = self.debug_file(ops)?;
        let line = self.debug_u32(ops, "Line")?;
        let scope = self.debug_scope_operand(ops.get("Parent")?)?;
        let linkage = self.debug_str(ops, "Linkage Name")?;
        let flags = self.debug_u32(ops, "Flags")?;
        let declaration = match ops.opt("Static Member Declaration") {
            Some(d) => self.debug_node(d)?.get(),
            None => None,
        };
        let cu = self.debug_unit_of(ops.get("Parent")?);
        let var = ops.get("Variable")?;
        let elements = self.debug_global_location(ops, var)?;
        let di = self.di(cu)?;
        let expr = di.expression(&elements);
        let desc = llvm::GlobalVariableDesc {
            scope,
            name: &name,
            linkage_name: &linkage,
            file,
            line,
            ty,
            local_to_unit: flags & tables::spirv_flag::IS_LOCAL != 0,
            expr,
            declaration,
        };
        let gve = di.global_variable(&desc)?;
        if let Some(Slot::Value(g)) = self.slots.get(&var).copied() {
            if g.kind() == llvm::ValueKind::LLVMGlobalVariableValueKind {
                g.add_debug_global_expression(gve)?;
            }
        }
        Ok(gve)
    }

    /// The `DIExpression` elements of a DebugGlobalVariable's Variable operand `var` when it
    /// names no OpVariable: a DebugExpression's (NonSemantic.Shader.DebugInfo.200), or for
    /// an integer constant N (the validated sets' form of a constant variable)
    /// `DW_OP_constu N, DW_OP_stack_value`; none otherwise.
    fn debug_global_location(&mut self, ops: &Ops<'_>, var: Word) -> Result<Vec<u64>> {
        const DW_OP_CONSTU: u64 = 0x10;
        const DW_OP_STACK_VALUE: u64 = 0x9f;
        if let Some((i, set, D::Expression)) = self.debug_def(var) {
            let e = self.debug_ops(i, set, D::Expression)?;
            return self.debug_expression_elements(&e);
        }
        let opcode = self.defs.get(&var).map(|&i| self.insts[i].inst.class.opcode);
        Ok(match opcode {
            Some(Op::Constant | Op::ConstantNull) => {
                vec![DW_OP_CONSTU, self.debug_constant(ops, var)?, DW_OP_STACK_VALUE]
            }
            _ => Vec::new(),
        })
    }

    /// DebugFunction / DebugFunctionDeclaration -> `DISubprogram`; a DebugFunction of
    /// OpenCL.DebugInfo.100 names its OpFunction, which gets the subprogram.
    fn debug_function(&mut self, ops: &Ops<'_>, definition_form: bool) -> Result<Metadata<'c>> {
        let name = self.debug_str(ops, "Name")?;
        let ty = self.debug_node(ops.get("Type")?)?.get();
        let file = self.debug_file(ops)?;
        let line = self.debug_u32(ops, "Line")?;
        let parent = ops.get("Parent")?;
        let scope = self.debug_scope_operand(parent)?;
        let linkage = self.debug_str(ops, "Linkage Name")?;
        let spirv_flags = self.debug_u32(ops, "Flags")?;
        let (flags, sp) = tables::llvm_flags_of_spirv(spirv_flags);
        let scope_line = if definition_form { self.debug_u32(ops, "Scope Line")? } else { 0 };
        let target_name = match ops.opt("Target Function Name") {
            Some(t) => self.debug_string(ops, t)?,
            None => String::new(),
        };
        let desc = llvm::SubprogramDesc {
            scope,
            name: &name,
            linkage_name: &linkage,
            file,
            line,
            ty,
            local_to_unit: sp & SP_LOCAL != 0,
            definition: sp & SP_DEFINITION != 0,
            scope_line,
            flags: flags as llvm::DiFlags,
            optimized: sp & SP_OPTIMIZED != 0,
            target_name: &target_name,
        };
        let cu = self.debug_unit_of(parent);
        let node = self.di(cu)?.subprogram(&desc)?;
        // The member function's declaration in its class (`declaration:`).
        if let Some(d) = ops.opt("Declaration").filter(|&d| !self.is_debug_none(d)) {
            if let Some(decl) = self.debug_node(d)?.get() {
                if desc.definition {
                    self.di(cu)?.set_subprogram_declaration(node, decl)?;
                } else {
                    self.warn_dropped(ops.which, ops.offset, "the declaration of a subprogram that is no definition");
                }
            }
        }
        self.debug.subprogram_of.insert(node, node);
        if desc.definition {
            self.debug.definitions.insert(node);
        }
        if let Some(f) = ops.opt("Function") {
            self.debug_attach_subprogram(f, node)?;
        }
        let member = matches!(self.debug_def(parent), Some((_, _, D::TypeComposite)));
        if !desc.definition && !member {
            let symbol = if linkage.is_empty() { name } else { linkage };
            self.debug.declared.push((symbol, node, cu));
        }
        Ok(node)
    }

    /// Gives function `f` (an OpFunction id) subprogram `sp`.
    fn debug_attach_subprogram(&mut self, f: Word, sp: Metadata<'c>) -> Result<()> {
        if let Some(Slot::Value(func)) = self.slots.get(&f).copied() {
            if func.is_function() && func.attached_subprogram().is_none() {
                func.set_subprogram(sp)?;
                self.debug.attached.insert(sp);
            }
        }
        Ok(())
    }

    /// DebugLexicalBlock -> `DILexicalBlock`, or `DINamespace` when it has a name.
    fn debug_lexical_block(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let file = self.debug_file(ops)?;
        let line = self.debug_u32(ops, "Line")?;
        let column = self.debug_u32(ops, "Column")?;
        let parent = self.debug_scope_operand(ops.get("Parent")?)?;
        if let Some(n) = ops.opt("Name") {
            let name = self.debug_string(ops, n)?;
            return Ok(self.di(None)?.namespace(parent, &name, false)?);
        }
        let parent = parent.ok_or_else(|| ops.invalid("a lexical block without a parent"))?;
        let block = self.di(None)?.lexical_block(parent, file, line, column)?;
        if let Some(&sp) = self.debug.subprogram_of.get(&parent) {
            self.debug.subprogram_of.insert(block, sp);
        }
        Ok(block)
    }

    /// DebugLexicalBlockDiscriminator -> `DILexicalBlockFile`.
    fn debug_lexical_block_discriminator(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let file = self.debug_file(ops)?;
        let disc = self.debug_u32(ops, "Discriminator")?;
        let parent = self.debug_scope_operand(ops.get("Parent")?)?;
        let parent = parent.ok_or_else(|| ops.invalid("a lexical block without a parent"))?;
        let block = self.di(None)?.lexical_block_file(parent, file, disc)?;
        if let Some(&sp) = self.debug.subprogram_of.get(&parent) {
            self.debug.subprogram_of.insert(block, sp);
        }
        Ok(block)
    }

    /// DebugInlinedAt -> the `DILocation` of the call site (`inlinedAt:`).
    fn debug_inlined_at(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let line = self.debug_u32(ops, "Line")?;
        let column = if ops.opt("Column").is_some() { self.debug_u32(ops, "Column")? } else { 0 };
        let scope = self.debug_node(ops.get("Scope")?)?.get().ok_or_else(|| ops.invalid("no scope"))?;
        let outer = match ops.opt("Inlined") {
            Some(i) => self.debug_node(i)?.get(),
            None => None,
        };
        // Each DebugInlinedAt is one inlining: a distinct call site.
        let loc = self.di(None)?.distinct_location(line, column, scope, outer)?;
        let root = match outer {
            Some(o) => self.debug.inlined_root.get(&o).copied(),
            None => self.debug.subprogram_of.get(&scope).copied(),
        };
        if let Some(root) = root {
            self.debug.inlined_root.insert(loc, root);
        }
        Ok(loc)
    }

    /// DebugLocalVariable -> `DILocalVariable` (a parameter with an argument number).
    fn debug_local_variable(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let name = self.debug_str(ops, "Name")?;
        let ty = self.debug_type_nonnull(ops.get("Type")?)?;
        let file = self.debug_file(ops)?;
        let line = self.debug_u32(ops, "Line")?;
        let scope = self.debug_scope_operand(ops.get("Parent")?)?;
        let scope = scope.ok_or_else(|| ops.invalid("a local variable without a scope"))?;
        let flags = di_flags(self.debug_u32(ops, "Flags")?);
        let arg = match ops.opt("Arg Number") {
            Some(_) => Some(self.debug_u32(ops, "Arg Number")?),
            None => None,
        };
        // Every variable is kept in its subprogram's `retainedNodes`, in the order they are
        // made (as the Khronos translator reads them): a variable without a record (optimized
        // out) would be dropped otherwise.
        let desc = llvm::VariableDesc { scope, name: &name, file, line, ty, flags, arg, always_preserve: true };
        Ok(self.di(None)?.variable(&desc)?)
    }

    /// DebugExpression -> `DIExpression`: each DebugOperation's `DW_OP_*` (the shared table)
    /// followed by its literal operands.
    fn debug_expression(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let words = self.debug_expression_elements(ops)?;
        Ok(self.di(None)?.expression(&words))
    }

    /// The `DIExpression` elements of DebugExpression `ops`.
    fn debug_expression_elements(&self, ops: &Ops<'_>) -> Result<Vec<u64>> {
        let mut words = Vec::new();
        for &op_id in ops.rest("Operands ...")? {
            let Some((i, set, D::Operation)) = self.debug_def(op_id) else {
                return Err(ops.invalid("an expression operand is not a DebugOperation"));
            };
            let op = self.debug_ops(i, set, D::Operation)?;
            let code = self.debug_u32(&op, "OpCode")?;
            let (dw_op, row) =
                tables::dw_op_of_operation(code).ok_or_else(|| op.invalid("unknown DebugOperation code"))?;
            words.push(dw_op);
            let args = op.rest("Operands ...")?;
            if args.len() != usize::from(row.arity) {
                return Err(op.invalid("a DebugOperation with another operand count than its code takes"));
            }
            for &a in args {
                words.push(if set.is_non_semantic() { self.debug_constant(&op, a)? } else { u64::from(a) });
            }
        }
        Ok(words)
    }

    /// DebugModuleINTEL / DebugModule -> `DIModule`.
    fn debug_module_node(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let name = self.debug_str(ops, "Name")?;
        let parent = self.debug_scope_operand(ops.get("Parent")?)?;
        let macros = self.debug_str(ops, "ConfigurationMacros")?;
        let include = self.debug_str(ops, "IncludePath")?;
        let notes = self.debug_str(ops, "APINotesFile")?;
        let file = self.debug_file(ops)?;
        let line = self.debug_u32(ops, "Line")?;
        let is_declaration = self.debug_u32(ops, "IsDeclaration")? != 0;
        // A module's scope is a module or none (the compile unit is no DIModule scope).
        let scope = parent.filter(|p| p.is_module());
        let desc = llvm::ModuleDesc {
            scope,
            name: &name,
            config_macros: &macros,
            include_path: &include,
            api_notes: &notes,
            file,
            line,
            is_declaration,
        };
        Ok(self.di(None)?.module(&desc)?)
    }

    /// DebugImportedEntity -> `DIImportedEntity` (`DW_TAG_imported_module` /
    /// `DW_TAG_imported_declaration`), listed in its unit or subprogram.
    fn debug_imported_entity(&mut self, ops: &Ops<'_>) -> Result<DebugNode<'c>> {
        let name = self.debug_str(ops, "Name")?;
        let kind = self.debug_u32(ops, "Tag")?;
        let tag = tables::dw_tag_of_imported_entity(kind).ok_or_else(|| ops.invalid("unknown imported entity tag"))?;
        let file = self.debug_file(ops)?;
        let line = self.debug_u32(ops, "Line")?;
        let parent = ops.get("Parent")?;
        let scope = self.debug_scope_operand(parent)?.ok_or_else(|| ops.invalid("an import without a scope"))?;
        let Some(entity) = self.debug_node(ops.get("Entity")?)?.get() else {
            self.warn_dropped(ops.which, ops.offset, "an import of nothing (DebugInfoNone)");
            return Ok(DebugNode::Absent);
        };
        let entity = entity.global_variable_of_expression();
        let module = tag == tables::dw_tag::IMPORTED_MODULE;
        let desc = llvm::ImportDesc { module, scope, entity, file, line, name: &name };
        let cu = self.debug_unit_of(parent);
        Ok(DebugNode::Node(self.di(cu)?.imported_entity(&desc)?))
    }

    /// DebugTypeSubrange -> `DISubrange`: each of count, lower bound, upper bound and stride
    /// absent (DebugInfoNone), a constant, a variable or an expression.
    fn debug_type_subrange(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let mut bounds = [None; 4];
        for (b, name) in bounds.iter_mut().zip(["Count", "Lower Bound", "Upper Bound", "Stride"]) {
            // (The stride is optional.)
            let id = if name == "Stride" { ops.opt(name) } else { Some(ops.get(name)?) };
            *b = match id {
                Some(id) => self.debug_bound(ops, id)?,
                None => None,
            };
        }
        let [count, lower, upper, stride] = bounds;
        Ok(self.di(None)?.subrange_bounds(count, lower, upper, stride)?)
    }

    /// A bound or array attribute operand: `None` for DebugInfoNone, a constant (a 64-bit
    /// one sign-extended, a 32-bit one too), or the node of a DebugLocalVariable,
    /// DebugGlobalVariable (its variable) or DebugExpression.
    fn debug_bound(&mut self, ops: &Ops<'_>, id: Word) -> Result<Option<llvm::Bound<'c>>> {
        match self.debug_def(id) {
            Some((_, _, D::InfoNone)) => Ok(None),
            Some((_, _, D::LocalVariable | D::Expression | D::GlobalVariable)) => {
                let Some(n) = self.debug_node(id)?.get() else { return Ok(None) };
                Ok(Some(llvm::Bound::Node(n.global_variable_of_expression())))
            }
            Some(_) => Err(ops.invalid("a bound that is no constant, variable or expression")),
            None => {
                let wide = self.defs.get(&id).is_some_and(|&i| {
                    matches!(self.insts[i].inst.operands.first(), Some(dr::Operand::LiteralBit64(_)))
                });
                let v = self.debug_constant(ops, id)?;
                Ok(Some(llvm::Bound::Constant(if wide { v as i64 } else { i64::from(v as u32 as i32) })))
            }
        }
    }

    // ---- module and function passes ----

    /// Before the function bodies: makes every module-scope debug instruction's node (in
    /// order, so compile units come first) and attaches subprograms to their functions.
    pub(super) fn debug_module(&mut self) -> Result<()> {
        if self.debug.sets.is_empty() {
            return self.debug_lines_only_unit();
        }
        self.debug.producer = self.insts.iter().find_map(|it| {
            (it.inst.class.opcode == Op::ModuleProcessed)
                .then(|| it.inst.string(0).and_then(|s| s.strip_prefix(PRODUCER_PREFIX)).map(str::to_string))
                .flatten()
        });
        // One builder per compile unit, made first: the unit's file precedes it.
        for i in 0..self.insts.len() {
            let inst = &self.insts[i].inst;
            if inst.class.opcode != Op::ExtInst {
                continue;
            }
            let set = inst.id(0).and_then(|s| self.debug_set(s));
            let which = set.and_then(|s| D::from_number(s, inst.lit(1)?));
            match (which, inst.result_id) {
                (Some(D::CompilationUnit), Some(id)) if self.in_module_scope(i) => {
                    self.debug.builders.push((id, llvm::DiBuilder::new(self.ctx, self.module)));
                }
                (Some(D::FunctionDeclaration), Some(id)) if self.in_module_scope(i) => {
                    if let Some(set) = set {
                        let parent = self.debug_ops(i, set, D::FunctionDeclaration)?.opt("Parent");
                        if let Some(p) = parent.filter(|&p| matches!(self.debug_def(p), Some((_, _, D::TypeComposite))))
                        {
                            self.debug.methods_of.entry(p).or_default().push(id);
                        }
                    }
                }
                _ => {}
            }
        }
        if self.debug.builders.is_empty() {
            // Types and files need a builder; no unit holds them.
            self.debug.builders.push((0, llvm::DiBuilder::new(self.ctx, self.module)));
        } else {
            // The module flags come before `!llvm.dbg.cu`, as the Khronos translator orders them.
            let v = llvm::Module::debug_metadata_version();
            self.module.add_module_flag(self.ctx, FLAG_WARNING, "Debug Info Version", v)?;
        }
        for i in 0..self.insts.len() {
            let inst = &self.insts[i].inst;
            if inst.class.opcode != Op::ExtInst {
                continue;
            }
            let Some(id) = inst.result_id else { continue };
            let Some(set) = inst.id(0).and_then(|s| self.debug_set(s)) else { continue };
            let number = inst.lit(1).unwrap_or(u32::MAX);
            let which = D::from_number(set, number).ok_or(Error::UnsupportedOpcode {
                offset: self.insts[i].offset,
                opcode: Op::ExtInst,
                reason: "a debug instruction number its set does not define",
            })?;
            if self.in_module_scope(i) {
                // Members and operations are made with their composite and expression.
                if !matches!(which, D::Operation | D::TypeMember | D::TypeInheritance) {
                    self.debug_node(id)?;
                }
            } else if which == D::FunctionDefinition {
                let ops = self.debug_ops(i, set, which)?;
                let sp = self.debug_node(ops.get("Function")?)?.get();
                if let Some(sp) = sp {
                    self.debug_attach_subprogram(ops.get("Definition")?, sp)?;
                }
            }
        }
        if !self.debug.invalid_languages.is_empty() {
            let i32t = llvm::Type::int_n::<32>(self.ctx);
            let mut entries = Vec::new();
            for &(cu, lang) in &self.debug.invalid_languages {
                let n = Metadata::constant(llvm::Value::const_int(i32t, u64::from(lang))?)?;
                entries.push(self.ctx.md_node(&[cu, n]));
            }
            let list = self.ctx.md_node(&entries);
            let b = Metadata::constant(llvm::Value::const_int(i32t, u64::from(FLAG_WARNING))?)?;
            let flag = self.ctx.md_node(&[b, self.ctx.md_string("Source Lang Literal"), list]);
            self.module.add_named_metadata(self.ctx, "llvm.module.flags", flag)?;
        }
        Ok(())
    }

    /// A module with `OpLine`s and no debug instructions: a compile unit for them (language
    /// and file from `OpSource`, else OpenCL and the first line's file), so that the lines
    /// become locations in subprograms made for their functions.
    fn debug_lines_only_unit(&mut self) -> Result<()> {
        let Some(first) = self.insts.iter().find(|it| it.inst.class.opcode == Op::Line) else { return Ok(()) };
        let line_file = first.inst.id(0);
        let (lang, source_file) = match self.source {
            Some((lang, _, file)) => (tables::dw_lang_of_source_language(lang), file),
            None => (None, None),
        };
        let language = lang.filter(|&l| llvm::is_known_language(l)).unwrap_or(DW_LANG_OPENCL);
        let builder = llvm::DiBuilder::new(self.ctx, self.module);
        self.debug.builders.push((0, builder));
        let v = llvm::Module::debug_metadata_version();
        self.module.add_module_flag(self.ctx, FLAG_WARNING, "Debug Info Version", v)?;
        self.module.add_module_flag(self.ctx, FLAG_MAX, "Dwarf Version", DEFAULT_DWARF_VERSION)?;
        let file = match source_file.or(line_file) {
            Some(f) => self.debug_scope_operand(f)?,
            None => None,
        };
        let file = match file {
            Some(f) => f,
            None => self.di(None)?.file("", ""),
        };
        let desc = llvm::CompileUnitDesc {
            language,
            file,
            producer: "",
            optimized: false,
            flags: "",
            runtime_version: 0,
            split_name: "",
            dwo_id: 0,
            sysroot: "",
            sdk: "",
        };
        self.di(None)?.compile_unit(&desc)?;
        Ok(())
    }

    /// The subprogram made for a function that has lines but no DebugFunction (in a module
    /// with a compile unit): named after the function, at its first line.
    fn debug_subprogram_for_lines(&mut self) -> Result<Option<Metadata<'c>>> {
        let Some((f, None)) = self.debug.function else { return Ok(None) };
        if self.debug.builders.is_empty() {
            return Ok(None);
        }
        let (line, _) = self.debug.line.unwrap_or((0, 0));
        let file = match self.debug.line_file {
            Some(id) => self.debug_scope_operand(id)?,
            None => None,
        };
        let di = self.di(None)?;
        let ty = di.subroutine_type(&[], 0)?;
        let name = f.name();
        let desc = llvm::SubprogramDesc {
            scope: file,
            name: &name,
            linkage_name: "",
            file,
            line,
            ty: Some(ty),
            local_to_unit: false,
            definition: true,
            scope_line: line,
            flags: 0,
            optimized: false,
            target_name: "",
        };
        let sp = di.subprogram(&desc)?;
        f.set_subprogram(sp)?;
        self.debug.subprogram_of.insert(sp, sp);
        self.debug.function = Some((f, Some(sp)));
        Ok(Some(sp))
    }

    /// After the function bodies: gives each declared function without a subprogram the
    /// file-level DebugFunctionDeclaration of its name (LLVM keeps declared callees'
    /// subprograms so), then completes the compile units.
    pub(super) fn debug_finish(&mut self) -> Result<()> {
        for (symbol, sp, cu) in std::mem::take(&mut self.debug.declared) {
            match self.module.function(&symbol) {
                Some(f) if f.is_declaration() && f.attached_subprogram().is_none() => {
                    f.set_subprogram(sp)?;
                    self.debug.attached.insert(sp);
                }
                // The callee is named otherwise here (a builtin of another signedness or
                // OpenCL C version): the subprogram stays in its unit.
                _ => self.di(cu)?.retain_subprogram(sp)?,
            }
        }
        for (_, b) in &self.debug.builders {
            b.finalize();
        }
        Ok(())
    }

    /// At the start of function `f`'s body.
    pub(super) fn debug_function_start(&mut self, f: llvm::Value<'c>) -> Result<()> {
        self.debug.function = Some((f, f.attached_subprogram()));
        self.debug_block_start()
    }

    /// At each OpLabel: locations end with the block.
    pub(super) fn debug_block_start(&mut self) -> Result<()> {
        self.debug.scope = None;
        self.debug.line = None;
        self.builder.set_debug_location(None)?;
        Ok(())
    }

    /// At the end of function `f`'s body: calls to functions with a subprogram need a
    /// location in a function with one (the verifier's rule for inlinable calls); those
    /// without get line 0 of the function's subprogram.
    pub(super) fn debug_function_end(&mut self, f: llvm::Value<'c>) -> Result<()> {
        self.builder.set_debug_location(None)?;
        let fn_sp = self.debug.function.take().and_then(|(_, sp)| sp);
        let Some(sp) = fn_sp else { return Ok(()) };
        let Ok(di) = self.di(None) else { return Ok(()) };
        let mut line0 = None;
        for bb in f.basic_blocks() {
            for inst in bb.instructions() {
                let needs = inst.called_value().is_some_and(|c| c.attached_subprogram().is_some())
                    && !inst.has_debug_location();
                if needs {
                    let loc = match line0 {
                        Some(l) => l,
                        None => *line0.insert(di.location(0, 0, sp, None)?),
                    };
                    inst.set_debug_location(loc)?;
                }
            }
        }
        Ok(())
    }

    /// The builder's location from the current scope and line: none without a scope (and
    /// none when the scope belongs to another function than the one translated).
    fn debug_update_location(&mut self) -> Result<()> {
        let mut fn_sp = self.debug.function.and_then(|(_, sp)| sp);
        if fn_sp.is_none() && self.debug.line.is_some() && self.debug.scope.is_none() {
            fn_sp = self.debug_subprogram_for_lines()?;
        }
        let (scope, inlined) = match self.debug.scope {
            Some(s) => s,
            None => match (self.debug.line, fn_sp) {
                (Some(_), Some(sp)) => (sp, None),
                _ => return self.builder.set_debug_location(None).map_err(Error::from),
            },
        };
        let root = match inlined {
            Some(i) => self.debug.inlined_root.get(&i).copied(),
            None => self.debug.subprogram_of.get(&scope).copied(),
        };
        if root.is_none() || root != fn_sp {
            return self.builder.set_debug_location(None).map_err(Error::from);
        }
        let (line, col) = self.debug.line.unwrap_or((0, 0));
        let loc = self.di(None)?.location(line, col, scope, inlined)?;
        self.builder.set_debug_location(Some(loc))?;
        Ok(())
    }

    /// `OpLine`: the line and column of the instructions that follow.
    pub(super) fn op_line(&mut self, inst: &dr::Instruction) -> Result<()> {
        self.debug.line = Some((inst.lit(1).unwrap_or(0), inst.lit(2).unwrap_or(0)));
        self.debug.line_file = inst.id(0);
        self.debug_update_location()
    }

    /// `OpNoLine`.
    pub(super) fn op_no_line(&mut self) -> Result<()> {
        self.debug.line = None;
        self.debug_update_location()
    }

    /// An `OpExtInst` of a debug set in a function body: the one match on the body's
    /// debug instructions; node instructions found there are made (and kept) as nodes.
    pub(super) fn debug_instruction(&mut self, inst: &dr::Instruction, offset: usize, set: DebugInfoSet) -> Result<()> {
        let number = inst.lit(1).unwrap_or(u32::MAX);
        let which = D::from_number(set, number).ok_or(Error::UnsupportedOpcode {
            offset,
            opcode: Op::ExtInst,
            reason: "a debug instruction number its set does not define",
        })?;
        let Some(&i) = inst.result_id.and_then(|id| self.defs.get(&id)) else {
            return Err(Error::InvalidOperands { offset, opcode: Op::ExtInst, reason: "missing result id" });
        };
        let ops = self.debug_ops(i, set, which)?;
        match which {
            D::Scope => self.debug_scope(&ops),
            D::NoScope => {
                self.debug.scope = None;
                self.debug_update_location()
            }
            D::Line => self.debug_line(&ops),
            D::NoLine => self.op_no_line(),
            D::Declare => self.debug_declare_or_value(&ops, true),
            D::Value => self.debug_declare_or_value(&ops, false),
            // Attached before the bodies (`debug_module`).
            D::FunctionDefinition => Ok(()),
            _ => {
                if let Some(id) = inst.result_id {
                    self.debug_node(id)?;
                }
                Ok(())
            }
        }
    }

    /// A function without a subprogram whose body is in the scope of a subprogram definition
    /// that names no function (OpenCL.DebugInfo.100 allows DebugInfoNone as DebugFunction's
    /// Function): the body tells which function the subprogram describes, and it gets it.
    fn debug_adopt_subprogram(&mut self, scope: Metadata<'c>, inlined: Option<Metadata<'c>>) -> Result<()> {
        let Some((f, None)) = self.debug.function else { return Ok(()) };
        let root = match inlined {
            Some(i) => self.debug.inlined_root.get(&i).copied(),
            None => self.debug.subprogram_of.get(&scope).copied(),
        };
        let Some(sp) = root.filter(|sp| self.debug.definitions.contains(sp) && !self.debug.attached.contains(sp))
        else {
            return Ok(());
        };
        if f.attached_subprogram().is_none() {
            f.set_subprogram(sp)?;
            self.debug.attached.insert(sp);
            self.debug.function = Some((f, Some(sp)));
        }
        Ok(())
    }

    /// DebugScope: the scope (and inlined-at chain) of the instructions that follow.
    fn debug_scope(&mut self, ops: &Ops<'_>) -> Result<()> {
        let scope = self.debug_node(ops.get("Scope")?)?.get().ok_or_else(|| ops.invalid("no scope"))?;
        let inlined = match ops.opt("Inlined At") {
            Some(i) => self.debug_node(i)?.get(),
            None => None,
        };
        self.debug.scope = Some((scope, inlined));
        self.debug_adopt_subprogram(scope, inlined)?;
        self.debug_update_location()
    }

    /// DebugLine: the line and column (the start of the range) of what follows.
    fn debug_line(&mut self, ops: &Ops<'_>) -> Result<()> {
        let line = self.debug_u32(ops, "Line Start")?;
        let col = self.debug_u32(ops, "Column Start")?;
        self.debug.line = Some((line, col));
        self.debug_update_location()
    }

    /// DebugDeclare / DebugValue -> `#dbg_declare` / `#dbg_value` at the current position,
    /// located at the current line in the variable's scope.
    fn debug_declare_or_value(&mut self, ops: &Ops<'_>, declare: bool) -> Result<()> {
        let var = self.debug_node(ops.get("Local Variable")?)?.get().ok_or_else(|| ops.invalid("no variable"))?;
        let expr = self.debug_node(ops.get("Expression")?)?.get().ok_or_else(|| ops.invalid("no expression"))?;
        let value_id = ops.get(if declare { "Variable" } else { "Value" })?;
        let Some(bb) = self.current_label.and_then(|l| self.blocks.get(&l).copied()) else {
            return Err(ops.invalid("a debug record outside a block"));
        };
        let value = if self.is_debug_none(value_id) {
            llvm::Value::poison(llvm::Type::pointer(self.ctx, 0)?)
        } else {
            self.value(value_id, ops.offset, Op::ExtInst)?
        };
        // The location's scope must be in the variable's subprogram: the current scope
        // when it is, else the variable's scope itself.
        let var_scope_sp = self.debug_variable_subprogram(ops)?;
        let (line, col) = self.debug.line.unwrap_or((0, 0));
        let (scope, inlined) = match self.debug.scope {
            Some((s, i)) if self.debug.subprogram_of.get(&s).copied() == var_scope_sp => (s, i),
            _ => {
                let s = self.debug_variable_scope(ops)?;
                (s, None)
            }
        };
        let fn_sp = self.debug.function.and_then(|(_, sp)| sp);
        let root = match inlined {
            Some(i) => self.debug.inlined_root.get(&i).copied(),
            None => var_scope_sp,
        };
        if fn_sp.is_none() || root != fn_sp {
            self.warn_dropped(ops.which, ops.offset, "a record of a variable of another function");
            return Ok(());
        }
        // An expression reading location operands with DW_OP_LLVM_arg reads each from the
        // one Value: a `DIArgList` of as many copies as the highest index read.
        let args = self.debug_expression_arg_count(ops)?;
        let di = self.di(None)?;
        let loc = di.location(line, col, scope, inlined)?;
        match (declare, args) {
            (true, _) => di.declare_at_end(value, var, expr, loc, bb)?,
            (false, 0) => di.value_at_end(value, var, expr, loc, bb)?,
            (false, n) => di.value_list_at_end(value, n, var, expr, loc, bb)?,
        }
        Ok(())
    }

    /// How many location operands the Expression of DebugValue `ops` reads with
    /// `DW_OP_LLVM_arg` (the highest index plus one; 0 when it reads none).
    fn debug_expression_arg_count(&mut self, ops: &Ops<'_>) -> Result<u32> {
        let id = ops.get("Expression")?;
        if let Some(&n) = self.debug.expression_args.get(&id) {
            return Ok(n);
        }
        let n = self.debug_expression_arg_count_of(id, ops)?;
        self.debug.expression_args.insert(id, n);
        Ok(n)
    }

    /// [`Self::debug_expression_arg_count`] of DebugExpression `id`, computed.
    fn debug_expression_arg_count_of(&self, id: Word, ops: &Ops<'_>) -> Result<u32> {
        const DW_OP_LLVM_ARG: u64 = 0x1005;
        let Some((i, set, D::Expression)) = self.debug_def(id) else { return Ok(0) };
        let elements = self.debug_expression_elements(&self.debug_ops(i, set, D::Expression)?)?;
        let mut count = 0u32;
        let mut at = 0;
        while at < elements.len() {
            let e = elements[at];
            let arity = tables::operation_of_dw_op(e).map_or(0, |(_, r)| usize::from(r.arity));
            if e == DW_OP_LLVM_ARG {
                let index = elements.get(at + 1).copied().unwrap_or(0);
                let n = u32::try_from(index).ok().and_then(|i| i.checked_add(1));
                count = count.max(n.ok_or_else(|| ops.invalid("a DW_OP_LLVM_arg index beyond 32 bits"))?);
            }
            at += 1 + arity;
        }
        Ok(count)
    }

    /// The scope node of the variable of a DebugDeclare / DebugValue.
    fn debug_variable_scope(&mut self, ops: &Ops<'_>) -> Result<Metadata<'c>> {
        let mut var = ops.get("Local Variable")?;
        if let Some((i, set, D::InlinedVariable)) = self.debug_def(var) {
            var = self.debug_ops(i, set, D::InlinedVariable)?.get("Variable")?;
        }
        let Some((i, set, D::LocalVariable)) = self.debug_def(var) else {
            return Err(ops.invalid("the variable operand is not a DebugLocalVariable"));
        };
        let v = self.debug_ops(i, set, D::LocalVariable)?;
        self.debug_scope_operand(v.get("Parent")?)?.ok_or_else(|| ops.invalid("a local variable without a scope"))
    }

    fn debug_variable_subprogram(&mut self, ops: &Ops<'_>) -> Result<Option<Metadata<'c>>> {
        let var = ops.get("Local Variable")?;
        if let Some(&sp) = self.debug.variable_subprograms.get(&var) {
            return Ok(sp);
        }
        let s = self.debug_variable_scope(ops)?;
        let sp = self.debug.subprogram_of.get(&s).copied();
        self.debug.variable_subprograms.insert(var, sp);
        Ok(sp)
    }
}

/// The raw word of an `OpExtInst` operand (the decoder reads them all as ids).
fn raw_word(o: &dr::Operand) -> Option<u32> {
    match o {
        dr::Operand::IdRef(v) => Some(*v),
        other => super::literal_u32(other),
    }
}
