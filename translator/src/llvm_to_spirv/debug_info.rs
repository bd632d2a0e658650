//! Debug information, forward: LLVM debug metadata and debug records to the debug extended
//! instruction set chosen by [`Options::debug_info`] (OpenCL.DebugInfo.100 by default,
//! NonSemantic.Shader.DebugInfo.100 / .200).
//!
//! - Module-level debug instructions (compile unit, sources, types, subprograms, scopes,
//!   variables, expressions) are `OpExtInst`s of the types-and-globals section, made once per
//!   LLVM node (memoized by node identity) when first referenced; a node's id is reserved
//!   before its operands are made, so the cycles of composite types (a member's parent is
//!   its composite) are forward references.
//! - Numbers (lines, sizes, flags, enumerants) are literals in OpenCL.DebugInfo.100 and ids
//!   of 32-bit `OpConstant`s in the NonSemantic sets (their specifications, "Instructions").
//! - Instruction locations: `OpLine` / `OpNoLine` (OpenCL.DebugInfo.100) or `DebugLine` /
//!   `DebugNoLine` (NonSemantic), and `DebugScope` / `DebugNoScope` whenever the location's
//!   scope or inlined-at changes; both start afresh in every block (they end with it). None
//!   are placed among `OpPhi`s, before `OpVariable`s or between a merge and its branch.
//! - `#dbg_declare` / `#dbg_value` records become `DebugDeclare` / `DebugValue` with a
//!   `DebugExpression` of `DebugOperation`s (the `DW_OP` table of [`crate::debug_info`]); a
//!   record whose expression the set cannot express (or that has several location
//!   operands) is dropped with a warning on stderr, the rest of the module is kept.
//! - Where LLVM has no node (a void return type, an unknown array bound), `DebugInfoNone`.

use super::{builder, Error, FastMap, FastSet, Result, Translator};
use crate::debug_info::{
    composite_of_dw_tag, dw_tag, encoding_of_dw_ate, imported_entity_of_dw_tag, operation_of_dw_op,
    qualifier_of_dw_tag, source_language_of_dw_lang, spirv_flag, spirv_flags_of_llvm, BaseTypeEncoding, DebugInfoSet,
    DebugInstruction as D,
};
use crate::llvm;
use crate::llvm::debug_info::{DebugRecordKind, DiNode, IntField, MetadataKind as K, NodeField, StrField};
use spirv::Word;

/// `DebugCompilationUnit`'s `Version` (the debug info specifications' version, 1.00).
const DEBUG_INFO_VERSION: u32 = 0x0001_0000;
/// `DW_OP_deref`.
const DW_OP_DEREF: u64 = 0x06;
/// `DW_OP_constu`, `DW_OP_consts`, `DW_OP_stack_value`.
const DW_OP_CONSTU: u64 = 0x10;
const DW_OP_CONSTS: u64 = 0x11;
const DW_OP_STACK_VALUE: u64 = 0x9f;
/// `DW_OP_LLVM_arg`: location operand N of a `DIArgList`.
const DW_OP_LLVM_ARG: u64 = 0x1005;
/// `DIFlags::Vector`: an array type that is an OpenCL vector.
const DI_FLAG_VECTOR: u32 = 1 << 11;

/// A line: the file (string or DebugSource), line and column.
type Line = (Word, u32, u32);
/// A scope: the scope node and its inlined-at location.
type Scope<'c> = (DiNode<'c>, Option<DiNode<'c>>);

/// The debug translation state of one module.
pub(super) struct DebugState<'c> {
    set: DebugInfoSet,
    /// The debug set's `OpExtInstImport`.
    import: Word,
    /// `OpTypeVoid`, the result type of every debug instruction.
    void: Word,
    /// Debug instruction of each LLVM node.
    nodes: FastMap<DiNode<'c>, Word>,
    /// `OpString`s by content.
    strings: FastMap<String, Word>,
    /// `DebugExpression`s by `DIExpression` elements.
    expressions: FastMap<Vec<u64>, Word>,
    /// The `OpString` of each file's path (`OpLine`'s File, looked up per instruction).
    file_strings: FastMap<DiNode<'c>, Word>,
    /// The `DebugInfoNone`, once made.
    none: Option<Word>,
    /// The first compile unit: the parent of file-level scopes.
    unit: Option<Word>,
    /// The LLVM function of each subprogram with a body.
    functions: FastMap<DiNode<'c>, llvm::Value<'c>>,
    /// The current line in the current block.
    line: Option<Line>,
    /// The current scope in the current block.
    scope: Option<Scope<'c>>,
    /// Instructions of the current function already translated (a `DebugValue` names only
    /// those).
    emitted: FastSet<llvm::Value<'c>>,
    /// Nodes whose id is reserved but whose instruction is not made yet.
    in_progress: FastSet<DiNode<'c>>,
    /// The placeholder type of cycles and absent types (`DebugTypeBasic "void"`), once made.
    void_type: Option<Word>,
    /// Warnings already given (each once).
    warned: FastSet<String>,
    /// The body's length before and after the current instruction's line and scope, and the
    /// line and scope before them (taken back when the instruction makes nothing).
    location_mark: Option<(usize, usize, Option<Line>, Option<Scope<'c>>)>,
    /// Member functions of composites, made once no node is in progress.
    pending: Vec<DiNode<'c>>,
    /// The split DWARF object (dwoId, file) the DebugBuildIdentifier and DebugStoragePath
    /// say, once written.
    split_dwarf: Option<(u64, String)>,
}

/// What a node's handler made under the node's reserved id.
enum Made {
    /// The instruction, under the reserved id.
    Emitted,
    /// Nothing: the node stands for another instruction (a typedef spirv-val does not accept,
    /// a lexical block file).
    Alias(Word),
    /// Nothing: the node has no counterpart (`DebugInfoNone` under the reserved id).
    Nothing,
}

/// Debug instruction operands: ids, and numbers the set encodes as literals or constants.
#[derive(Clone, Copy)]
enum Arg {
    Id(Word),
    Num(u32),
}

impl<'c> Translator<'c, '_> {
    /// Starts debug translation when the module has a compile unit: imports the set (and
    /// SPV_KHR_non_semantic_info for a NonSemantic one below SPIR-V 1.6), makes the compile
    /// units and the module's global variables' debug instructions.
    pub(super) fn debug_info_start(&mut self) -> Result<()> {
        let units = self.module.compile_units();
        if units.is_empty() {
            return Ok(());
        }
        self.module.use_debug_records();
        let set = self.options.debug_info;
        if set.is_non_semantic() {
            // Declared whatever the final version (valid in 1.6 too, where it is core).
            self.out.extension("SPV_KHR_non_semantic_info");
        }
        let import = self.out.id();
        let mut ops = vec![import];
        builder::string_words(set.import_name(), &mut ops);
        builder::push_fixed(&mut self.out.sections.ext_inst_imports, spirv::Op::ExtInstImport, &ops);
        let void = self.void_type()?;
        let functions = self.module.functions().filter_map(|f| Some((f.subprogram()?, f))).collect();
        self.debug = Some(DebugState {
            set,
            import,
            void,
            nodes: FastMap::default(),
            strings: FastMap::default(),
            file_strings: FastMap::default(),
            expressions: FastMap::default(),
            none: None,
            unit: None,
            functions,
            line: None,
            scope: None,
            emitted: FastSet::default(),
            in_progress: FastSet::default(),
            void_type: None,
            warned: FastSet::default(),
            location_mark: None,
            pending: Vec::new(),
            split_dwarf: None,
        });
        for cu in units {
            let id = self.di(Some(cu))?;
            if let Some(d) = self.debug.as_mut() {
                d.unit.get_or_insert(id);
            }
            for e in tuple(cu.node(NodeField::ImportedEntities)) {
                self.di(Some(e))?;
            }
        }
        Ok(())
    }

    /// The module's debug entities in the order LLVM's `DebugInfoFinder` reaches them (as the
    /// Khronos translator makes them): the types, then the subprograms, then the other scopes;
    /// then the `DebugGlobalVariable`s of the global variables (after the module's globals
    /// are made, which they name). Local variables, expressions and inlined-at locations
    /// follow as the function bodies first use them.
    pub(super) fn debug_info_globals(&mut self) -> Result<()> {
        if self.debug.is_none() {
            return Ok(());
        }
        let found = Finder::module(self.module);
        for n in found.types.into_iter().chain(found.subprograms).chain(found.scopes) {
            self.di(Some(n))?;
        }
        for g in self.module.globals() {
            for gve in g.global_debug_info() {
                if let Some(&id) = self.globals.get(&g) {
                    self.debug_global_variable(gve, Some(id))?;
                }
            }
        }
        for cu in self.module.compile_units() {
            for gve in
                cu.node(NodeField::GlobalVariables).map(|l| l.operands()).unwrap_or_default().into_iter().flatten()
            {
                self.debug_global_variable(gve, None)?;
            }
        }
        Ok(())
    }

    /// End of the module: the compile units' producers where the set has no operand for
    /// them (`OpModuleProcessed "Debug info producer: <producer>"`, as the Khronos
    /// translator writes it; SPIR-V 1.1, used when the options allow raising the version),
    /// and in the NonSemantic sets a `DebugEntryPoint` (compiler signature: the producer;
    /// arguments: the unit's flags) for every kernel and main subprogram.
    pub(super) fn debug_info_finish(&mut self) -> Result<()> {
        let Some(set) = self.debug.as_ref().map(|d| d.set) else { return Ok(()) };
        for cu in self.module.compile_units() {
            let producer = cu.string(StrField::Producer).unwrap_or_default();
            if set != DebugInfoSet::ShaderDebugInfo200 && !producer.is_empty() {
                if self.options.raise_version_for_features && self.options.max_version >= (1, 1) {
                    self.out.require_version((1, 1));
                    let mut ops = Vec::new();
                    builder::input_string_words(&format!("Debug info producer: {producer}"), &mut ops).map_err(
                        |_| Error::UnsupportedInstructionSize { construct: "debug info producer".into(), words: 0 },
                    )?;
                    builder::push_inst(&mut self.out.sections.debug_names, spirv::Op::ModuleProcessed, &ops).map_err(
                        |words| Error::UnsupportedInstructionSize { construct: "debug info producer".into(), words },
                    )?;
                } else {
                    self.debug_warn(format!(
                        "the producer of the compile unit ('{}') needs OpModuleProcessed (SPIR-V 1.1) and was not kept",
                        crate::excerpt(&producer)
                    ));
                }
            }
        }
        // Subprograms of declared functions (LLVM keeps them for call sites at -O2):
        // DebugFunctionDeclaration, so that no subprogram is lost.
        let declared: Vec<DiNode<'c>> =
            self.module.functions().filter(|f| f.is_declaration()).filter_map(|f| f.subprogram()).collect();
        for sp in declared {
            self.di(Some(sp))?;
        }
        if !set.is_non_semantic() {
            return Ok(());
        }
        let functions: Vec<llvm::Value<'c>> = self.module.functions().filter(|f| !f.is_declaration()).collect();
        for f in functions {
            let Some(sp) = f.subprogram() else { continue };
            let is_kernel = f.function_call_conv() == Some(super::cfg::SPIR_KERNEL_CC);
            let is_main = sp.int(IntField::SpFlags).unwrap_or(0) & (1 << 8) != 0;
            if !is_kernel && !is_main {
                continue;
            }
            let Some(cu) = sp.node(NodeField::Unit) else { continue };
            let ops = [
                Arg::Id(self.di(Some(sp))?),
                Arg::Id(self.di(Some(cu))?),
                Arg::Id(self.debug_string(&cu.string(StrField::Producer).unwrap_or_default())?),
                Arg::Id(self.debug_string(&cu.string(StrField::Flags).unwrap_or_default())?),
            ];
            let id = self.out.id();
            self.debug_global_with_id(id, D::EntryPoint, &ops)?;
        }
        Ok(())
    }

    /// Start of a function body's block: locations and scopes end with the previous block.
    pub(super) fn debug_block_start(&mut self) {
        if let Some(d) = self.debug.as_mut() {
            d.line = None;
            d.scope = None;
        }
    }

    /// Start of a function: forgets the previous function's instructions; makes the
    /// function's `DebugFunction` (NonSemantic sets: `DebugFunctionDefinition` follows in
    /// the entry block, [`Translator::debug_function_definition`]).
    pub(super) fn debug_function_start(&mut self, f: llvm::Value<'c>) -> Result<()> {
        let Some(d) = self.debug.as_mut() else { return Ok(()) };
        d.emitted.clear();
        d.line = None;
        d.scope = None;
        if let Some(sp) = f.subprogram() {
            self.di(Some(sp))?;
        }
        Ok(())
    }

    /// `DebugFunctionDefinition` of a NonSemantic set, in the entry block after its
    /// `OpVariable`s.
    pub(super) fn debug_function_definition(&mut self, f: llvm::Value<'c>, function: Word) -> Result<()> {
        let Some(d) = self.debug.as_ref() else { return Ok(()) };
        if !d.set.is_non_semantic() {
            return Ok(());
        }
        let Some(sp) = f.subprogram() else { return Ok(()) };
        let dfn = self.di(Some(sp))?;
        self.debug_local(D::FunctionDefinition, &[Arg::Id(dfn), Arg::Id(function)])
    }

    /// Before instruction `inst`: its debug records (`DebugDeclare` / `DebugValue`), then its
    /// line and scope. Nothing before `OpPhi`s.
    pub(super) fn debug_before_instruction(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        if self.debug.is_none() || inst.opcode() == Some(llvm::Opcode::LLVMPHI) {
            return Ok(());
        }
        for rec in inst.debug_records() {
            self.debug_record(&rec)?;
        }
        let before = self.func.as_ref().map_or(0, |f| f.body.len());
        let state = self.debug.as_ref().map(|d| (d.line, d.scope));
        let loc = inst.debug_location();
        self.debug_location(loc, true)?;
        let after = self.func.as_ref().map_or(0, |f| f.body.len());
        if let (Some(d), Some((line, scope))) = (self.debug.as_mut(), state) {
            d.location_mark = Some((before, after, line, scope));
        }
        Ok(())
    }

    /// After instruction `inst` was translated. An instruction translated into nothing in
    /// the body (a constant sampler, a no-op cast) has no location: the line and scope made
    /// for it are taken back.
    pub(super) fn debug_after_instruction(&mut self, inst: llvm::Value<'c>) {
        let len = self.func.as_ref().map_or(0, |f| f.body.len());
        let Some(d) = self.debug.as_mut() else { return };
        d.emitted.insert(inst);
        if let Some((before, after, line, scope)) = d.location_mark.take() {
            if after > before && len == after {
                d.line = line;
                d.scope = scope;
                if let Some(f) = self.func.as_mut() {
                    f.body.truncate(before);
                }
            }
        }
    }

    /// Sets the current scope (and, with `line`, the current line) to location `loc`.
    fn debug_location(&mut self, loc: Option<DiNode<'c>>, line: bool) -> Result<()> {
        let Some(d) = self.debug.as_ref() else { return Ok(()) };
        let (set, cur_line, cur_scope) = (d.set, d.line, d.scope);
        let Some(loc) = loc else {
            // No location: end the current line and scope.
            if line && cur_line.is_some() {
                if set.is_non_semantic() {
                    self.debug_local(D::NoLine, &[])?;
                } else {
                    self.emit(spirv::Op::NoLine, &[])?;
                }
            }
            if line && cur_scope.is_some() {
                self.debug_local(D::NoScope, &[])?;
            }
            if let Some(d) = self.debug.as_mut() {
                if line {
                    d.line = None;
                    d.scope = None;
                }
            }
            return Ok(());
        };
        let scope = loc.node(NodeField::Scope);
        let inlined = loc.node(NodeField::InlinedAt);
        if let Some(scope) = scope {
            if cur_scope != Some((scope, inlined)) {
                let s = self.di(Some(scope))?;
                let mut ops = vec![Arg::Id(s)];
                if let Some(at) = inlined {
                    ops.push(Arg::Id(self.di(Some(at))?));
                }
                self.debug_local(D::Scope, &ops)?;
                if let Some(d) = self.debug.as_mut() {
                    d.scope = Some((scope, inlined));
                }
            }
        }
        if !line {
            return Ok(());
        }
        let file = loc.node(NodeField::File);
        let (l, c) = (loc.int(IntField::Line).unwrap_or(0) as u32, loc.int(IntField::Column).unwrap_or(0) as u32);
        let file_id = match file {
            Some(f) if set.is_non_semantic() => self.di(Some(f))?,
            Some(f) => self.debug_file_string(f)?,
            None => return Ok(()),
        };
        if self.debug.as_ref().and_then(|d| d.line) == Some((file_id, l, c)) {
            return Ok(());
        }
        if set.is_non_semantic() {
            // One line; the columns are the half-open range [c, c + 1) of the location's
            // column, as the Khronos translator writes them.
            let end = c.saturating_add(1);
            self.debug_local(D::Line, &[Arg::Id(file_id), Arg::Num(l), Arg::Num(l), Arg::Num(c), Arg::Num(end)])?;
        } else {
            self.emit(spirv::Op::Line, &[file_id, l, c])?;
        }
        if let Some(d) = self.debug.as_mut() {
            d.line = Some((file_id, l, c));
        }
        Ok(())
    }

    /// One debug record: `DebugDeclare` / `DebugValue` in the record's scope.
    fn debug_record(&mut self, rec: &llvm::debug_info::DebugRecord<'c>) -> Result<()> {
        let (inst, var_node) = match (rec.kind, rec.variable) {
            (DebugRecordKind::Declare, Some(v)) => (D::Declare, v),
            (DebugRecordKind::Value | DebugRecordKind::Assign, Some(v)) => (D::Value, v),
            // Labels have no debug instruction; a record without a variable says nothing.
            _ => return Ok(()),
        };
        let var_name = var_node.string(StrField::Name).unwrap_or_default();
        let set = self.debug_set();
        let mut elements = rec.expression.map(|e| e.expression_elements()).unwrap_or_default();
        // Several location operands (`!DIArgList`): DebugValue has one Value, which
        // NonSemantic.Shader.DebugInfo.200's DW_OP_LLVM_arg reads for every index; so a list
        // of one value repeated is expressible there, another list nowhere.
        let location = match rec.values.as_slice() {
            [] => None,
            [v] => *v,
            [first, rest @ ..] if set == DebugInfoSet::ShaderDebugInfo200 && rest.iter().all(|v| v == first) => *first,
            values => {
                self.debug_warn(format!(
                    "a debug record of variable '{var_name}' over {} location operands (DIArgList) has no {} form; the variable's location is unknown from there",
                    values.len(),
                    set.import_name()
                ));
                return self.debug_value_unknown(rec, var_node);
            }
        };
        if rec.values.len() == 1 && !self.debug_allows_dw_op(DW_OP_LLVM_ARG) {
            // A one-operand list read as `DW_OP_LLVM_arg 0` (LLVM's variadic form) says what
            // the plain form says (DIExpression::convertToNonVariadicExpression).
            strip_single_llvm_arg(&mut elements);
        }
        let mut inst = inst;
        if inst == D::Declare
            && !location.is_some_and(|v| v.is_argument() || v.opcode() == Some(llvm::Opcode::LLVMAlloca))
        {
            // DebugDeclare names an OpVariable or OpFunctionParameter; another address is the
            // variable's value behind a dereference (what `#dbg_declare` means).
            inst = D::Value;
            elements.insert(0, DW_OP_DEREF);
        }
        // The variable, then the value, then the expression (the order the Khronos
        // translator makes them in).
        let var = self.di(Some(var_node))?;
        let Some(expr) = self.debug_expression(&elements, &var_name)? else {
            // The value's expression has no form here: its location is unknown from here on
            // (a declare, which holds for the whole scope, is just dropped).
            return if inst == D::Value { self.debug_value_unknown(rec, var_node) } else { Ok(()) };
        };
        // A value not translated here (an instruction after this point, or one translated
        // into no result) reads as an OpUndef of its type, as undef and poison do: the
        // variable has no known value from here on. Consumers (the Khronos reader in the
        // Intel runtime among them) expect a value there, not DebugInfoNone.
        let value = match location {
            Some(v) if v.is_undef() || v.is_poison() => self.debug_undef(v)?,
            Some(v) => match self.debug_value_id(v)? {
                Some(id) => Some(id),
                None => self.debug_undef(v)?,
            },
            None => None,
        };
        let value = match (value, inst) {
            (Some(v), _) => v,
            // A declare of nothing locates nothing; a value record without a value (its
            // operand was deleted) says the same as none.
            (None, _) => return Ok(()),
        };
        // The record's own location (line and scope) precedes its instruction.
        self.debug_location(rec.location, true)?;
        self.debug_local(inst, &[Arg::Id(var), Arg::Id(value), Arg::Id(expr)])
    }

    /// `DebugValue` of an `OpUndef` (of the record's first location's type) with an empty
    /// expression: variable `var` has no known location from here on. Nothing when the
    /// record has no typed location.
    fn debug_value_unknown(&mut self, rec: &llvm::debug_info::DebugRecord<'c>, var: DiNode<'c>) -> Result<()> {
        let Some(first) = rec.values.iter().flatten().next().copied() else { return Ok(()) };
        let v = self.di(Some(var))?;
        let Some(undef) = self.debug_undef(first)? else { return Ok(()) };
        let name = var.string(StrField::Name).unwrap_or_default();
        let Some(expr) = self.debug_expression(&[], &name)? else { return Ok(()) };
        self.debug_location(rec.location, true)?;
        self.debug_local(D::Value, &[Arg::Id(v), Arg::Id(undef), Arg::Id(expr)])
    }

    /// Whether the chosen set (with [`super::Options::allow_extra_diexpressions`]) has a
    /// DebugOperation for `DIExpression` element `dw_op`.
    fn debug_allows_dw_op(&self, dw_op: u64) -> bool {
        operation_of_dw_op(dw_op)
            .is_some_and(|(_, r)| r.availability.allows(self.debug_set()) || self.options.allow_extra_diexpressions)
    }

    /// An `OpUndef` of value `v`'s type; `None` for a type without a SPIR-V counterpart.
    fn debug_undef(&mut self, v: llvm::Value<'c>) -> Result<Option<Word>> {
        let Ok(ty) = self.type_id(v.ty()) else { return Ok(None) };
        self.undef(ty).map(Some)
    }

    /// The id of a debug record's location operand, when it has one here: arguments,
    /// constants, globals and instructions already translated.
    fn debug_value_id(&mut self, v: llvm::Value<'c>) -> Result<Option<Word>> {
        if v.is_instruction() {
            let emitted = self.debug.as_ref().is_some_and(|d| d.emitted.contains(&v));
            return Ok(if emitted { self.locals.get(&v).copied() } else { None });
        }
        if v.is_argument() {
            return Ok(self.locals.get(&v).copied());
        }
        if v.is_function() {
            return Ok(self.globals.get(&v).copied());
        }
        if v.is_constant() {
            return self.value_id(v).map(Some);
        }
        Ok(None)
    }

    /// The `DebugExpression` of `DIExpression` elements `elements`; `None` (with a warning
    /// naming variable `var`) when the set cannot express one of its operations.
    ///
    /// One per expression (as LLVM uniques them), each with its own `DebugOperation`s.
    fn debug_expression(&mut self, elements: &[u64], var: &str) -> Result<Option<Word>> {
        if let Some(&id) = self.debug.as_ref().and_then(|d| d.expressions.get(elements)) {
            return Ok(Some(id));
        }
        let set = self.debug_set();
        let mut ops = Vec::new();
        let mut i = 0;
        while i < elements.len() {
            let e = elements[i];
            let Some((code, row)) = operation_of_dw_op(e).filter(|_| self.debug_allows_dw_op(e)) else {
                let name =
                    operation_of_dw_op(e).map_or_else(|| format!("{e:#x}"), |(_, r)| format!("DW_OP_{}", r.name));
                self.debug_warn(format!(
                    "DWARF operation {name} of the location of variable '{var}' cannot be expressed in {}; that location was dropped",
                    set.import_name()
                ));
                return Ok(None);
            };
            let arity = usize::from(row.arity);
            let Some(literals) = elements.get(i + 1..i + 1 + arity) else {
                self.debug_warn(format!(
                    "DWARF expression of variable '{var}' ends inside DW_OP_{}; that location was dropped",
                    row.name
                ));
                return Ok(None);
            };
            let mut args = vec![Arg::Num(code)];
            for &l in literals {
                match u32::try_from(l) {
                    Ok(l) => args.push(Arg::Num(l)),
                    // A 64-bit operand: an id of a 64-bit constant in NonSemantic.Shader.DebugInfo.200;
                    // one literal word (OpenCL.DebugInfo.100) or a 32-bit constant
                    // (NonSemantic.Shader.DebugInfo.100, as spirv-val checks) cannot hold it.
                    Err(_) if set == DebugInfoSet::ShaderDebugInfo200 => args.push(Arg::Id(self.const_u64(l)?)),
                    Err(_) => {
                        self.debug_warn(format!(
                            "operand {l:#x} of DW_OP_{} in the location of variable '{var}' does not fit the 32-bit operand of {}; that location was dropped",
                            row.name,
                            set.import_name()
                        ));
                        return Ok(None);
                    }
                }
            }
            let words = self.debug_words(&args)?;
            ops.push(self.debug_global(D::Operation, &words)?);
            i += 1 + arity;
        }
        let id = self.debug_global(D::Expression, &ops)?;
        if let Some(d) = self.debug.as_mut() {
            d.expressions.insert(elements.to_vec(), id);
        }
        Ok(Some(id))
    }

    /// A `DebugGlobalVariable` for global variable expression `gve`, naming OpVariable
    /// `variable` (else the expression's constant or `DebugInfoNone`); once per node.
    fn debug_global_variable(&mut self, gve: DiNode<'c>, variable: Option<Word>) -> Result<()> {
        if self.debug.as_ref().is_some_and(|d| d.nodes.contains_key(&gve)) {
            return Ok(());
        }
        let Some(var) = gve.node(NodeField::Variable) else { return Ok(()) };
        let elements = gve.node(NodeField::Expression).map(|e| e.expression_elements()).unwrap_or_default();
        let name = var.string(StrField::Name).unwrap_or_default();
        let variable = match variable {
            Some(v) => v,
            None => self.debug_global_value(var, &elements, &name)?,
        };
        let id = self.out.id();
        if let Some(d) = self.debug.as_mut() {
            d.nodes.insert(gve, id);
        }
        let flags = {
            let local = var.int(IntField::IsLocal).unwrap_or(0) != 0;
            let def = var.int(IntField::IsDefinition).unwrap_or(0) != 0;
            spirv_flags_of_llvm(0, u32::from(local) << 2 | u32::from(def) << 3).0
        };
        let mut ops = vec![
            Arg::Id(self.debug_string(&name)?),
            Arg::Id(self.di(var.node(NodeField::Type))?),
            Arg::Id(self.debug_source_of(var)?),
            Arg::Num(line(var)),
            Arg::Num(0),
            Arg::Id(self.debug_parent(var.node(NodeField::Scope))?),
            Arg::Id(self.debug_string(&var.string(StrField::LinkageName).unwrap_or_default())?),
            Arg::Id(variable),
            Arg::Num(flags),
        ];
        if let Some(decl) = var.node(NodeField::Declaration) {
            ops.push(Arg::Id(self.di(Some(decl))?));
        }
        self.debug_global_with_id(id, D::GlobalVariable, &ops)
    }

    /// The Variable operand of a `DebugGlobalVariable` without an OpVariable: its
    /// expression's `DebugExpression` in NonSemantic.Shader.DebugInfo.200 (as the Khronos
    /// translator writes it); in the sets spirv-val checks, which take only an OpVariable or
    /// OpConstant there, `DW_OP_constu/consts N, DW_OP_stack_value` is an `OpConstant` N of
    /// the variable's size and other expressions are dropped (`DebugInfoNone`, a warning).
    fn debug_global_value(&mut self, var: DiNode<'c>, elements: &[u64], name: &str) -> Result<Word> {
        if elements.is_empty() {
            return self.debug_none();
        }
        if !self.debug_validated() {
            if let Some(e) = self.debug_expression(elements, name)? {
                return Ok(e);
            }
        }
        if let [op, n, DW_OP_STACK_VALUE] = *elements {
            // The reverse reads the constant as `DW_OP_constu`: a negative `DW_OP_consts`
            // has no such form.
            if op == DW_OP_CONSTU || (op == DW_OP_CONSTS && (n as i64) >= 0) {
                let bits = var.node(NodeField::Type).and_then(|t| t.int(IntField::SizeInBits)).unwrap_or(32);
                return if bits > 32 { self.const_u64(n) } else { self.const_u32(n as u32) };
            }
        }
        self.debug_warn(format!(
            "the location expression of global variable '{name}' has no {} form and was dropped",
            self.debug_set().import_name()
        ));
        self.debug_none()
    }

    /// The debug instruction of LLVM node `node` (`DebugInfoNone` for `None` and for nodes
    /// without a counterpart), made once.
    fn di(&mut self, node: Option<DiNode<'c>>) -> Result<Word> {
        let Some(node) = node else { return self.debug_none() };
        if let Some(d) = self.debug.as_ref() {
            if let Some(&id) = d.nodes.get(&node) {
                if !d.in_progress.contains(&node) {
                    return Ok(id);
                }
                // A cycle (a member's type pointing back to its composite): no set allows a
                // forward reference there (spirv-val checks the unknown .200 set's ids too).
                self.debug_warn(format!(
                    "debug type cycle through '{}' cut with a placeholder type (forward references are not allowed here)",
                    node.string(StrField::Name).unwrap_or_default()
                ));
                return self.debug_void_type();
            }
        }
        // Reserve the id first: composite types reach themselves through their members.
        let id = self.out.id();
        let made = self.di_make(node, id)?;
        // Member functions of the composites made, once nothing is in progress.
        while let Some(m) = self.debug.as_mut().filter(|d| d.in_progress.is_empty()).and_then(|d| d.pending.pop()) {
            if !self.debug.as_ref().is_some_and(|d| d.nodes.contains_key(&m)) {
                self.di(Some(m))?;
            }
        }
        Ok(made)
    }

    /// Makes node `node`'s instruction under reserved id `id`; returns the id that stands
    /// for the node.
    fn di_make(&mut self, node: DiNode<'c>, id: Word) -> Result<Word> {
        if let Some(d) = self.debug.as_mut() {
            d.nodes.insert(node, id);
            d.in_progress.insert(node);
        }
        let made = match node.kind() {
            K::LLVMDICompileUnitMetadataKind => self.di_compile_unit(node, id),
            K::LLVMDIFileMetadataKind => self.di_source(node, id),
            K::LLVMDIBasicTypeMetadataKind => self.di_basic_type(node, id),
            K::LLVMDIDerivedTypeMetadataKind => self.di_derived_type(node, id),
            K::LLVMDICompositeTypeMetadataKind => self.di_composite_type(node, id),
            K::LLVMDISubroutineTypeMetadataKind => self.di_subroutine_type(node, id),
            K::LLVMDISubprogramMetadataKind => self.di_subprogram(node, id),
            K::LLVMDILexicalBlockMetadataKind => self.di_lexical_block(node, id),
            K::LLVMDILexicalBlockFileMetadataKind => self.di_lexical_block_file(node),
            K::LLVMDINamespaceMetadataKind => self.di_namespace(node, id),
            K::LLVMDILocalVariableMetadataKind => self.di_local_variable(node, id),
            K::LLVMDILocationMetadataKind => self.di_inlined_at(node, id),
            K::LLVMDIModuleMetadataKind => self.di_module(node, id),
            K::LLVMDIImportedEntityMetadataKind => self.di_imported_entity(node, id),
            _ => Ok(Made::Nothing),
        };
        if let Some(d) = self.debug.as_mut() {
            d.in_progress.remove(&node);
        }
        match made? {
            Made::Emitted => Ok(id),
            Made::Alias(other) => {
                if let Some(d) = self.debug.as_mut() {
                    d.nodes.insert(node, other);
                }
                Ok(other)
            }
            Made::Nothing => {
                // No counterpart: the node reads as DebugInfoNone from now on.
                let none = self.debug_none()?;
                if let Some(d) = self.debug.as_mut() {
                    d.nodes.insert(node, none);
                }
                Ok(none)
            }
        }
    }

    fn di_compile_unit(&mut self, cu: DiNode<'c>, id: Word) -> Result<Made> {
        let set = self.debug_set();
        let source = self.di(cu.node(NodeField::UnitFile))?;
        let dw_lang = cu.int(IntField::Language).unwrap_or(0) as u32;
        let lang = source_language_of_dw_lang(dw_lang, set).unwrap_or(spirv::SourceLanguage::Unknown as u32);
        let dwarf = self.module.dwarf_version();
        let mut ops = vec![Arg::Num(DEBUG_INFO_VERSION), Arg::Num(dwarf), Arg::Id(source), Arg::Num(lang)];
        if set == DebugInfoSet::ShaderDebugInfo200 {
            if let Some(p) = cu.string(StrField::Producer) {
                ops.push(Arg::Id(self.debug_string(&p)?));
            }
        }
        if set.is_non_semantic() {
            self.debug_split_dwarf(cu)?;
        }
        self.debug_global_with_id(id, D::CompilationUnit, &ops)?;
        Ok(Made::Emitted)
    }

    /// The NonSemantic sets' split DWARF object of the module, once: DebugBuildIdentifier
    /// (the unit's `dwoId:` as decimal text; Flags `IdentifierPossibleDuplicates`, as an id
    /// of 0 for "none" is shared) and DebugStoragePath (`splitDebugFilename:`). A later unit
    /// naming another object is warned about (the sets hold one per module).
    fn debug_split_dwarf(&mut self, cu: DiNode<'c>) -> Result<()> {
        const IDENTIFIER_POSSIBLE_DUPLICATES: u32 = 1;
        let dwo = (cu.int(IntField::DwoId).unwrap_or(0), cu.string(StrField::SplitDebugFilename).unwrap_or_default());
        match self.debug.as_ref().and_then(|d| d.split_dwarf.clone()) {
            Some(known) if known == dwo => return Ok(()),
            Some(_) => {
                self.debug_warn(format!(
                    "the split DWARF object (dwoId {}, '{}') of a second compile unit was dropped (one per module)",
                    dwo.0, dwo.1
                ));
                return Ok(());
            }
            None => {}
        }
        let identifier = self.debug_string(&dwo.0.to_string())?;
        let path = self.debug_string(&dwo.1)?;
        let args = [Arg::Id(identifier), Arg::Num(IDENTIFIER_POSSIBLE_DUPLICATES)];
        let id = self.out.id();
        self.debug_global_with_id(id, D::BuildIdentifier, &args)?;
        let id = self.out.id();
        self.debug_global_with_id(id, D::StoragePath, &[Arg::Id(path)])?;
        if let Some(d) = self.debug.as_mut() {
            d.split_dwarf = Some(dwo);
        }
        Ok(())
    }

    fn di_source(&mut self, file: DiNode<'c>, id: Word) -> Result<Made> {
        let path = self.debug_string(&file_path(file))?;
        let mut ops = vec![Arg::Id(path)];
        let mut text = file.string(StrField::Source);
        if let (Some(kind), Some(sum)) = (file.int(IntField::ChecksumKind), file.string(StrField::Checksum)) {
            // The Khronos translator's interchange form of a DIFile checksum: a comment line
            // `//__CSK_<kind>:<value>` after the text.
            let kind = match kind {
                1 => "MD5",
                2 => "SHA1",
                _ => "SHA256",
            };
            let t = text.get_or_insert_with(String::new);
            t.push_str(&format!("//__CSK_{kind}:{sum}"));
        }
        if let Some(t) = text {
            // One OpString holds at most 65535 words.
            if t.len() < 4 * 0xfff0 {
                ops.push(Arg::Id(self.debug_string(&t)?));
            } else {
                self.debug_warn(format!(
                    "source text of '{}' is too long for one OpString and was not kept",
                    file_path(file)
                ));
            }
        }
        self.debug_global_with_id(id, D::Source, &ops)?;
        Ok(Made::Emitted)
    }

    fn di_basic_type(&mut self, t: DiNode<'c>, id: Word) -> Result<Made> {
        let set = self.debug_set();
        let name = self.debug_string(&t.string(StrField::Name).unwrap_or_default())?;
        let size = self.debug_size(t.int(IntField::SizeInBits).unwrap_or(0))?;
        let dw_ate = t.int(IntField::Encoding).unwrap_or(0) as u32;
        let encoding = match encoding_of_dw_ate(dw_ate, set) {
            Some(e) => e,
            None => {
                self.debug_warn(format!(
                    "encoding {dw_ate:#x} of basic type '{}' has no {} encoding; written as Unspecified",
                    t.string(StrField::Name).unwrap_or_default(),
                    set.import_name()
                ));
                BaseTypeEncoding::Unspecified
            }
        };
        let mut ops = vec![Arg::Id(name), Arg::Id(size), Arg::Num(encoding as u32)];
        if set.is_non_semantic() {
            ops.push(Arg::Num(self.debug_flags(t)));
        }
        self.debug_global_with_id(id, D::TypeBasic, &ops)?;
        Ok(Made::Emitted)
    }

    fn di_derived_type(&mut self, t: DiNode<'c>, id: Word) -> Result<Made> {
        let set = self.debug_set();
        let tag = t.int(IntField::Tag).unwrap_or(0) as u32;
        let base = t.node(NodeField::Type);
        if let Some(q) = qualifier_of_dw_tag(tag) {
            let b = self.di_type(base)?;
            self.debug_global_with_id(id, D::TypeQualifier, &[Arg::Id(b), Arg::Num(q as u32)])?;
            return Ok(Made::Emitted);
        }
        match tag {
            dw_tag::POINTER_TYPE | dw_tag::REFERENCE_TYPE | dw_tag::RVALUE_REFERENCE_TYPE => {
                let b = self.di_type(base)?;
                let space = t.int(IntField::AddressSpace);
                let sc = match space {
                    None if set.is_non_semantic() => crate::debug_info::NO_STORAGE_CLASS,
                    _ => super::types::storage_class(space.unwrap_or(0) as u32, false)
                        .unwrap_or(spirv::StorageClass::Generic) as u32,
                };
                let mut flags = self.debug_flags(t);
                if tag == dw_tag::REFERENCE_TYPE {
                    flags |= spirv_flag::LVALUE_REFERENCE;
                } else if tag == dw_tag::RVALUE_REFERENCE_TYPE {
                    flags |= spirv_flag::RVALUE_REFERENCE;
                }
                self.debug_global_with_id(id, D::TypePointer, &[Arg::Id(b), Arg::Num(sc), Arg::Num(flags)])?;
            }
            dw_tag::TYPEDEF => {
                let base_is_basic = base.is_some_and(|b| matches!(b.kind(), K::LLVMDIBasicTypeMetadataKind));
                if !base_is_basic && self.debug_validated() {
                    // spirv-val takes only a DebugTypeBasic as a typedef's base type.
                    let b = self.di_type(base)?;
                    self.debug_warn(format!(
                        "typedef '{}' of a non-basic type is written as its base type ({} accepts only basic types there)",
                        t.string(StrField::Name).unwrap_or_default(),
                        set.import_name()
                    ));
                    return Ok(Made::Alias(b));
                }
                let ops = [
                    Arg::Id(self.debug_string(&t.string(StrField::Name).unwrap_or_default())?),
                    Arg::Id(self.di(base)?),
                    Arg::Id(self.debug_source_of(t)?),
                    Arg::Num(line(t)),
                    Arg::Num(0),
                    Arg::Id(self.debug_parent(t.node(NodeField::Scope))?),
                ];
                self.debug_global_with_id(id, D::Typedef, &ops)?;
            }
            dw_tag::MEMBER => {
                let mut ops = vec![
                    Arg::Id(self.debug_string(&t.string(StrField::Name).unwrap_or_default())?),
                    Arg::Id(self.di_type(base)?),
                    Arg::Id(self.debug_source_of(t)?),
                    Arg::Num(line(t)),
                    Arg::Num(0),
                ];
                if !set.is_non_semantic() {
                    ops.push(Arg::Id(self.debug_parent(t.node(NodeField::Scope))?));
                }
                ops.push(Arg::Id(self.debug_size(t.int(IntField::OffsetInBits).unwrap_or(0))?));
                ops.push(Arg::Id(self.debug_size(t.int(IntField::SizeInBits).unwrap_or(0))?));
                ops.push(Arg::Num(self.debug_flags(t)));
                self.debug_global_with_id(id, D::TypeMember, &ops)?;
            }
            dw_tag::INHERITANCE => {
                let mut ops = Vec::new();
                if !set.is_non_semantic() {
                    ops.push(Arg::Id(self.debug_parent(t.node(NodeField::Scope))?));
                }
                ops.push(Arg::Id(self.di(base)?));
                ops.push(Arg::Id(self.debug_size(t.int(IntField::OffsetInBits).unwrap_or(0))?));
                ops.push(Arg::Id(self.debug_size(t.int(IntField::SizeInBits).unwrap_or(0))?));
                ops.push(Arg::Num(self.debug_flags(t)));
                self.debug_global_with_id(id, D::TypeInheritance, &ops)?;
            }
            dw_tag::PTR_TO_MEMBER_TYPE => {
                let ops = [Arg::Id(self.di(base)?), Arg::Id(self.di(t.node(NodeField::ExtraData))?)];
                self.debug_global_with_id(id, D::TypePtrToMember, &ops)?;
            }
            _ => {
                self.debug_warn(format!(
                    "debug type with DW_TAG {tag:#x} has no debug instruction; written as DebugInfoNone"
                ));
                return Ok(Made::Nothing);
            }
        }
        Ok(Made::Emitted)
    }

    fn di_composite_type(&mut self, t: DiNode<'c>, id: Word) -> Result<Made> {
        let set = self.debug_set();
        let tag = t.int(IntField::Tag).unwrap_or(0) as u32;
        let elements: Vec<DiNode<'c>> =
            t.node(NodeField::Elements).map(|l| l.operands()).unwrap_or_default().into_iter().flatten().collect();
        let name = t.string(StrField::Name).unwrap_or_default();
        if let Some(c) = composite_of_dw_tag(tag) {
            let mut ops = vec![
                Arg::Id(self.debug_string(&name)?),
                Arg::Num(c as u32),
                Arg::Id(self.debug_source_of(t)?),
                Arg::Num(line(t)),
                Arg::Num(0),
                Arg::Id(self.debug_parent(t.node(NodeField::Scope))?),
                Arg::Id(self.debug_string(&t.string(StrField::LinkageName).unwrap_or_default())?),
                Arg::Id(self.debug_size(t.int(IntField::SizeInBits).unwrap_or(0))?),
                Arg::Num(self.debug_flags(t)),
            ];
            // Members: data members and bases (DebugTypeMember / DebugTypeInheritance).
            // Member functions are no members for spirv-val (OpenCL.DebugInfo.100 refuses a
            // DebugFunctionDeclaration there, the NonSemantic sets the forward reference to
            // it, whose Parent is the composite): they follow the composite, and the reverse
            // lists them in the composite their Parent names. Nested types and the like have
            // no place.
            let (methods, members): (Vec<DiNode<'c>>, Vec<DiNode<'c>>) = elements
                .into_iter()
                .filter(|e| match e.kind() {
                    K::LLVMDIDerivedTypeMetadataKind => {
                        matches!(e.int(IntField::Tag).map(|t| t as u32), Some(dw_tag::MEMBER | dw_tag::INHERITANCE))
                    }
                    K::LLVMDISubprogramMetadataKind => true,
                    _ => false,
                })
                .partition(|e| matches!(e.kind(), K::LLVMDISubprogramMetadataKind));
            if set.is_non_semantic() {
                // No forward references: the members first (they name no parent here).
                for m in members {
                    ops.push(Arg::Id(self.di(Some(m))?));
                }
                self.debug_global_with_id(id, D::TypeComposite, &ops)?;
            } else {
                // OpenCL.DebugInfo.100: the members name their composite as Parent, and only
                // the composite's member list may refer forward, so the composite comes first.
                let mut later = Vec::new();
                for m in members {
                    let known = self.debug.as_ref().and_then(|d| d.nodes.get(&m).copied());
                    match known {
                        Some(mid) => ops.push(Arg::Id(mid)),
                        None => {
                            let mid = self.out.id();
                            if let Some(d) = self.debug.as_mut() {
                                d.nodes.insert(m, mid);
                                d.in_progress.insert(m);
                            }
                            ops.push(Arg::Id(mid));
                            later.push((m, mid));
                        }
                    }
                }
                self.debug_global_with_id(id, D::TypeComposite, &ops)?;
                if let Some(d) = self.debug.as_mut() {
                    d.in_progress.remove(&t);
                }
                for (m, mid) in later {
                    self.di_make(m, mid)?;
                }
            }
            if let Some(d) = self.debug.as_mut() {
                d.in_progress.remove(&t);
            }
            // Made once no node is in progress (a member function's type may reach back
            // through types being made, which cannot be named yet).
            if let Some(d) = self.debug.as_mut() {
                d.pending.extend(methods);
            }
            return Ok(Made::Emitted);
        }
        match tag {
            dw_tag::ARRAY_TYPE => return self.di_array_type(t, id, &elements),
            dw_tag::ENUMERATION_TYPE => {
                let mut ops = vec![
                    Arg::Id(self.debug_string(&name)?),
                    Arg::Id(self.di(t.node(NodeField::Type))?),
                    Arg::Id(self.debug_source_of(t)?),
                    Arg::Num(line(t)),
                    Arg::Num(0),
                    Arg::Id(self.debug_parent(t.node(NodeField::Scope))?),
                    Arg::Id(self.debug_size(t.int(IntField::SizeInBits).unwrap_or(0))?),
                    Arg::Num(self.debug_flags(t)),
                ];
                for e in elements.iter().filter(|e| matches!(e.kind(), K::LLVMDIEnumeratorMetadataKind)) {
                    let v = e.int(IntField::EnumeratorValue).unwrap_or(0);
                    let value = if set.is_non_semantic() || v <= u64::from(u32::MAX) {
                        self.const_u32(v as u32)?
                    } else {
                        self.const_u64(v)?
                    };
                    ops.push(Arg::Id(value));
                    ops.push(Arg::Id(self.debug_string(&e.string(StrField::Name).unwrap_or_default())?));
                }
                self.debug_global_with_id(id, D::TypeEnum, &ops)?;
            }
            _ => {
                self.debug_warn(format!(
                    "debug type '{name}' with DW_TAG {tag:#x} has no debug instruction; written as DebugInfoNone"
                ));
                return Ok(Made::Nothing);
            }
        }
        Ok(Made::Emitted)
    }

    /// `DW_TAG_array_type`: DebugTypeVector (`DIFlagVector`), else in
    /// NonSemantic.Shader.DebugInfo.200 DebugTypeArray over DebugTypeSubranges (every bound
    /// a constant, variable or expression), or DebugTypeArrayDynamic when the array has a
    /// data location, associated, allocated or rank; in the other sets DebugTypeArray of
    /// element counts (a constant, or a variable of an unsigned basic type, as spirv-val
    /// takes), dropping what they cannot express with a warning.
    fn di_array_type(&mut self, t: DiNode<'c>, id: Word, elements: &[DiNode<'c>]) -> Result<Made> {
        let set = self.debug_set();
        let name = t.string(StrField::Name).unwrap_or_default();
        let base = self.di(t.node(NodeField::Type))?;
        let subranges: Vec<DiNode<'c>> = elements
            .iter()
            .copied()
            .filter(|e| matches!(e.kind(), K::LLVMDISubrangeMetadataKind | K::LLVMDIGenericSubrangeMetadataKind))
            .collect();
        // Constant counts (0: unknown or not a constant).
        let counts: Vec<u64> = subranges
            .iter()
            .map(|e| e.int(IntField::SubrangeCount).map_or(0, |c| if (c as i64) < 0 { 0 } else { c }))
            .collect();
        let flags = t.int(IntField::Flags).unwrap_or(0) as u32;
        let lanes = counts.iter().product::<u64>();
        let fortran =
            [NodeField::DataLocation, NodeField::Associated, NodeField::Allocated, NodeField::Rank].map(|f| t.node(f));
        // spirv-val takes DebugTypeVector of 1 to 4 components only (of a basic type).
        let vector_ok = !self.debug_validated()
            || ((1..=4).contains(&lanes)
                && t.node(NodeField::Type).is_some_and(|b| matches!(b.kind(), K::LLVMDIBasicTypeMetadataKind)));
        if flags & DI_FLAG_VECTOR != 0 && !vector_ok {
            self.debug_warn(format!(
                "vector type '{name}' of {lanes} elements is written as an array ({} vectors have 1 to 4 basic components)",
                set.import_name()
            ));
        }
        if flags & DI_FLAG_VECTOR != 0 && vector_ok {
            self.debug_global_with_id(id, D::TypeVector, &[Arg::Id(base), Arg::Num(lanes as u32)])?;
            return Ok(Made::Emitted);
        }
        if set == DebugInfoSet::ShaderDebugInfo200 {
            let mut subs = Vec::with_capacity(subranges.len());
            for s in &subranges {
                subs.push(self.debug_subrange(*s, &name)?);
            }
            if fortran.iter().any(Option::is_some) {
                let mut ops = vec![Arg::Id(base)];
                for f in fortran {
                    ops.push(Arg::Id(self.debug_bound(f, &name)?));
                }
                ops.extend(subs.into_iter().map(Arg::Id));
                self.debug_global_with_id(id, D::TypeArrayDynamic, &ops)?;
            } else {
                let ops: Vec<Arg> = std::iter::once(base).chain(subs).map(Arg::Id).collect();
                self.debug_global_with_id(id, D::TypeArray, &ops)?;
            }
            return Ok(Made::Emitted);
        }
        if fortran.iter().any(Option::is_some) {
            self.debug_warn(format!(
                "the data location, associated, allocated and rank of array type '{name}' have no {} form and were dropped",
                set.import_name()
            ));
        }
        // Element counts: a positive constant, or a variable of an unsigned basic type.
        let mut ops = vec![Arg::Id(base)];
        let mut unknown = false;
        for (s, &c) in subranges.iter().zip(&counts) {
            let lower = s.node(NodeField::BoundLower);
            if lower.is_some_and(|l| l.value().and_then(|v| v.const_int_sext()) != Some(0)) {
                self.debug_warn(format!(
                    "a lower bound of array type '{name}' other than 0 has no {} form and was dropped",
                    set.import_name()
                ));
            }
            if c > 0 {
                ops.push(Arg::Id(self.debug_size(c)?));
                continue;
            }
            let var = s.node(NodeField::BoundCount).filter(|v| {
                matches!(v.kind(), K::LLVMDILocalVariableMetadataKind)
                    && v.node(NodeField::Type).is_some_and(|ty| {
                        matches!(ty.kind(), K::LLVMDIBasicTypeMetadataKind)
                            && encoding_of_dw_ate(ty.int(IntField::Encoding).unwrap_or(0) as u32, set)
                                == Some(BaseTypeEncoding::Unsigned)
                    })
            });
            match var {
                Some(v) => ops.push(Arg::Id(self.di(Some(v))?)),
                None => {
                    unknown = true;
                    ops.push(Arg::Id(self.debug_size(0)?));
                }
            }
        }
        if unknown && !set.is_non_semantic() {
            // OpenCL.DebugInfo.100 requires a positive constant bound or an unsigned variable.
            self.debug_warn(format!(
                "array type '{name}' without a known bound is written as its element type in {}",
                set.import_name()
            ));
            return Ok(Made::Alias(base));
        }
        self.debug_global_with_id(id, D::TypeArray, &ops)?;
        Ok(Made::Emitted)
    }

    /// A `DebugTypeSubrange` (NonSemantic.Shader.DebugInfo.200) of subrange `s` of array
    /// type `array` (for messages), its bounds in the set's operand order (an absent
    /// optional one, the stride, is left out).
    fn debug_subrange(&mut self, s: DiNode<'c>, array: &str) -> Result<Word> {
        let fields = [
            ("Count", NodeField::BoundCount),
            ("Lower Bound", NodeField::BoundLower),
            ("Upper Bound", NodeField::BoundUpper),
            ("Stride", NodeField::BoundStride),
        ];
        let layout = D::TypeSubrange.operands(self.debug_set()).unwrap_or(&[]);
        let mut ops = Vec::with_capacity(4);
        for (name, quantity) in layout {
            let Some(&(_, field)) = fields.iter().find(|(n, _)| n == name) else { continue };
            let bound = s.node(field);
            if bound.is_none() && *quantity == crate::debug_info::Quantity::Optional {
                continue;
            }
            ops.push(self.debug_bound(bound, array)?);
        }
        self.debug_global(D::TypeSubrange, &ops)
    }

    /// A bound or attribute of an array type (NonSemantic.Shader.DebugInfo.200): absent is
    /// `DebugInfoNone`, a constant a 64-bit `OpConstant`, a local variable its
    /// `DebugLocalVariable`, an expression its `DebugExpression`; a global variable (made
    /// after the types) or an expression the set cannot express is dropped with a warning.
    fn debug_bound(&mut self, b: Option<DiNode<'c>>, array: &str) -> Result<Word> {
        let Some(b) = b else { return self.debug_none() };
        if let Some(v) = b.value().and_then(|v| v.const_int_sext()) {
            return self.const_u64(v as u64);
        }
        match b.kind() {
            K::LLVMDILocalVariableMetadataKind => self.di(Some(b)),
            K::LLVMDIExpressionMetadataKind => match self.debug_expression(&b.expression_elements(), array)? {
                Some(e) => Ok(e),
                None => self.debug_none(),
            },
            _ => {
                self.debug_warn(format!(
                    "a bound of array type '{array}' that is a global variable or of another form was dropped"
                ));
                self.debug_none()
            }
        }
    }

    fn di_subroutine_type(&mut self, t: DiNode<'c>, id: Word) -> Result<Made> {
        let types = t.node(NodeField::Elements).map(|l| l.operands()).unwrap_or_default();
        let mut ops = vec![Arg::Num(self.debug_flags(t))];
        // The return type: none is void.
        match types.first().copied().flatten() {
            Some(r) => ops.push(Arg::Id(self.di(Some(r))?)),
            None => ops.push(Arg::Id(self.void_type()?)),
        }
        for p in types.iter().skip(1) {
            match p {
                // A trailing null is `...` (variadic): no debug type says so in the
                // validated sets.
                None if self.debug_validated() => {
                    self.debug_warn("the variadic marker of a function type has no debug type and was dropped".into())
                }
                p => ops.push(Arg::Id(self.di(*p)?)),
            }
        }
        self.debug_global_with_id(id, D::TypeFunction, &ops)?;
        Ok(Made::Emitted)
    }

    fn di_subprogram(&mut self, sp: DiNode<'c>, id: Word) -> Result<Made> {
        let set = self.debug_set();
        let di_flags = sp.int(IntField::Flags).unwrap_or(0) as u32;
        let sp_flags = sp.int(IntField::SpFlags).unwrap_or(0) as u32;
        let (flags, _) = spirv_flags_of_llvm(di_flags, sp_flags);
        let mut ops = vec![
            Arg::Id(self.debug_string(&sp.string(StrField::Name).unwrap_or_default())?),
            Arg::Id(self.di(sp.node(NodeField::Type))?),
            Arg::Id(self.debug_source_of(sp)?),
            Arg::Num(line(sp)),
            Arg::Num(0),
            Arg::Id(self.debug_subprogram_parent(sp)?),
            Arg::Id(self.debug_string(&sp.string(StrField::LinkageName).unwrap_or_default())?),
            Arg::Num(flags),
        ];
        let is_definition = sp_flags & (1 << 3) != 0;
        if !is_definition {
            self.debug_global_with_id(id, D::FunctionDeclaration, &ops)?;
            return Ok(Made::Emitted);
        }
        ops.push(Arg::Num(sp.int(IntField::ScopeLine).unwrap_or(0) as u32));
        if !set.is_non_semantic() {
            let f = self.debug.as_ref().and_then(|d| d.functions.get(&sp).copied());
            let function = match f {
                Some(f) if !f.is_declaration() => self.function_id(f)?,
                _ => self.debug_none()?,
            };
            ops.push(Arg::Id(function));
        }
        let decl = sp.node(NodeField::Declaration);
        // `targetFuncName:` (the function a wrapper stands for): DebugFunction's Target
        // Function Name, after Declaration (DebugInfoNone when absent), in
        // NonSemantic.Shader.DebugInfo.200.
        let target = sp.string(StrField::TargetFuncName).filter(|t| !t.is_empty());
        let has_target = D::Function.operands(set).is_some_and(|l| l.iter().any(|(n, _)| *n == "Target Function Name"));
        if let (Some(t), false) = (&target, has_target) {
            self.debug_warn(format!(
                "the target function name '{t}' of subprogram '{}' has no {} operand and was dropped",
                sp.string(StrField::Name).unwrap_or_default(),
                set.import_name()
            ));
        }
        let target = target.filter(|_| has_target);
        if decl.is_some() || target.is_some() {
            ops.push(Arg::Id(self.di(decl)?));
        }
        if let Some(t) = target {
            ops.push(Arg::Id(self.debug_string(&t)?));
        }
        self.debug_global_with_id(id, D::Function, &ops)?;
        if let Some(d) = self.debug.as_mut() {
            d.in_progress.remove(&sp);
        }
        // Variables kept although optimized away: made once no node is in progress (their
        // scope may be a lexical block being made, which reached this subprogram).
        let retained: Vec<DiNode<'c>> = sp
            .node(NodeField::RetainedNodes)
            .map(|l| l.operands())
            .unwrap_or_default()
            .into_iter()
            .flatten()
            .filter(|n| matches!(n.kind(), K::LLVMDILocalVariableMetadataKind | K::LLVMDIImportedEntityMetadataKind))
            .collect();
        if let Some(d) = self.debug.as_mut() {
            d.pending.extend(retained.into_iter().rev());
        }
        Ok(Made::Emitted)
    }

    fn di_lexical_block(&mut self, b: DiNode<'c>, id: Word) -> Result<Made> {
        let ops = [
            Arg::Id(self.debug_source_of(b)?),
            Arg::Num(line(b)),
            Arg::Num(b.int(IntField::Column).unwrap_or(0) as u32),
            Arg::Id(self.debug_parent(b.node(NodeField::Scope))?),
        ];
        self.debug_global_with_id(id, D::LexicalBlock, &ops)?;
        Ok(Made::Emitted)
    }

    /// A lexical block file (a discriminator or a change of file inside a scope) stands for
    /// its parent scope: DebugLexicalBlockDiscriminator is no lexical scope for spirv-val
    /// (`DebugScope`'s Scope must be one).
    fn di_lexical_block_file(&mut self, b: DiNode<'c>) -> Result<Made> {
        let parent = self.debug_parent(b.node(NodeField::Scope))?;
        Ok(Made::Alias(parent))
    }

    /// A namespace: a named `DebugLexicalBlock` (the specifications' "Name" operand).
    fn di_namespace(&mut self, n: DiNode<'c>, id: Word) -> Result<Made> {
        let source = self.debug_source_of(n)?;
        let ops = [
            Arg::Id(source),
            Arg::Num(0),
            Arg::Num(0),
            Arg::Id(self.debug_parent(n.node(NodeField::Scope))?),
            Arg::Id(self.debug_string(&n.string(StrField::Name).unwrap_or_default())?),
        ];
        self.debug_global_with_id(id, D::LexicalBlock, &ops)?;
        Ok(Made::Emitted)
    }

    fn di_local_variable(&mut self, v: DiNode<'c>, id: Word) -> Result<Made> {
        let mut ops = vec![
            Arg::Id(self.debug_string(&v.string(StrField::Name).unwrap_or_default())?),
            Arg::Id(self.di(v.node(NodeField::Type))?),
            Arg::Id(self.debug_source_of(v)?),
            Arg::Num(line(v)),
            Arg::Num(0),
            Arg::Id(self.debug_parent(v.node(NodeField::Scope))?),
            Arg::Num(self.debug_flags(v)),
        ];
        let arg = v.int(IntField::ArgNumber).unwrap_or(0) as u32;
        if arg != 0 {
            ops.push(Arg::Num(arg));
        }
        self.debug_global_with_id(id, D::LocalVariable, &ops)?;
        Ok(Made::Emitted)
    }

    /// A `DIModule`: `DebugModule` (NonSemantic.Shader.DebugInfo.200) or `DebugModuleINTEL`
    /// (OpenCL.DebugInfo.100 with SPV_INTEL_debug_module allowed); else nothing, with a
    /// warning.
    fn di_module(&mut self, m: DiNode<'c>, id: Word) -> Result<Made> {
        let set = self.debug_set();
        let name = m.string(StrField::Name).unwrap_or_default();
        let which = match set {
            DebugInfoSet::ShaderDebugInfo200 => D::Module,
            DebugInfoSet::OpenClDebugInfo100 if self.options.allows("SPV_INTEL_debug_module") => {
                self.out.extension("SPV_INTEL_debug_module");
                self.out.capability(spirv::Capability::DebugInfoModuleINTEL);
                D::ModuleINTEL
            }
            DebugInfoSet::OpenClDebugInfo100 => {
                self.debug_warn(format!(
                    "module '{name}' needs SPV_INTEL_debug_module (DebugModuleINTEL) in OpenCL.DebugInfo.100 and was dropped"
                ));
                return Ok(Made::Nothing);
            }
            DebugInfoSet::ShaderDebugInfo100 => {
                self.debug_warn(format!("module '{name}' has no {} instruction and was dropped", set.import_name()));
                return Ok(Made::Nothing);
            }
        };
        // By the operands' grammar names: DebugModuleINTEL has Parent before Line.
        let named = [
            ("Name", Arg::Id(self.debug_string(&name)?)),
            ("Source", Arg::Id(self.debug_source_of(m)?)),
            ("Line", Arg::Num(line(m))),
            ("Parent", Arg::Id(self.debug_parent(m.node(NodeField::Scope))?)),
            ("ConfigurationMacros", Arg::Id(self.debug_string(&m.string(StrField::ConfigMacros).unwrap_or_default())?)),
            ("IncludePath", Arg::Id(self.debug_string(&m.string(StrField::IncludePath).unwrap_or_default())?)),
            ("APINotesFile", Arg::Id(self.debug_string(&m.string(StrField::ApiNotes).unwrap_or_default())?)),
            ("IsDeclaration", Arg::Num(m.int(IntField::IsDecl).unwrap_or(0) as u32)),
        ];
        let layout = which.operands(set).unwrap_or(&[]);
        let ops: Vec<Arg> =
            layout.iter().filter_map(|(n, _)| named.iter().find(|(m, _)| m == n).map(|(_, a)| *a)).collect();
        self.debug_global_with_id(id, which, &ops)?;
        Ok(Made::Emitted)
    }

    /// A `DIImportedEntity` (a C++ using-directive or -declaration, a Fortran USE):
    /// `DebugImportedEntity`.
    fn di_imported_entity(&mut self, e: DiNode<'c>, id: Word) -> Result<Made> {
        let tag = e.int(IntField::Tag).unwrap_or(0) as u32;
        let Some(kind) = imported_entity_of_dw_tag(tag) else {
            self.debug_warn(format!("imported entity with DW_TAG {tag:#x} has no debug instruction and was dropped"));
            return Ok(Made::Nothing);
        };
        let entity = self.di(e.node(NodeField::Entity))?;
        if Some(entity) == self.debug.as_ref().and_then(|d| d.none) {
            self.debug_warn(format!(
                "an import (DW_TAG {tag:#x}) of an entity {} cannot express was dropped",
                self.debug_set().import_name()
            ));
            return Ok(Made::Nothing);
        }
        let ops = [
            Arg::Id(self.debug_string(&e.string(StrField::Name).unwrap_or_default())?),
            Arg::Num(kind),
            Arg::Id(self.debug_source_of(e)?),
            Arg::Id(entity),
            Arg::Num(line(e)),
            Arg::Num(0),
            Arg::Id(self.debug_parent(e.node(NodeField::Scope))?),
        ];
        self.debug_global_with_id(id, D::ImportedEntity, &ops)?;
        Ok(Made::Emitted)
    }

    /// A `DILocation` as the inlined-at of a scope: `DebugInlinedAt` (its column too where
    /// the set has a Column operand, NonSemantic.Shader.DebugInfo.200).
    fn di_inlined_at(&mut self, loc: DiNode<'c>, id: Word) -> Result<Made> {
        let mut ops = vec![Arg::Num(line(loc))];
        if D::InlinedAt.operands(self.debug_set()).is_some_and(|l| l.iter().any(|(n, _)| *n == "Column")) {
            ops.push(Arg::Num(loc.int(IntField::Column).unwrap_or(0) as u32));
        }
        ops.push(Arg::Id(self.di(loc.node(NodeField::Scope))?));
        if let Some(at) = loc.node(NodeField::InlinedAt) {
            ops.push(Arg::Id(self.di(Some(at))?));
        }
        self.debug_global_with_id(id, D::InlinedAt, &ops)?;
        Ok(Made::Emitted)
    }

    /// The parent of a scope-level node: the scope's debug instruction, the compile unit for
    /// file-level nodes (no scope, a file, a compile unit).
    fn debug_parent(&mut self, scope: Option<DiNode<'c>>) -> Result<Word> {
        match scope {
            Some(s) if self.debug.as_ref().is_some_and(|d| d.in_progress.contains(&s)) => {
                // A scope being made (a union nested in the struct whose member it types,
                // in the NonSemantic sets where members precede their composite): it cannot be
                // named yet, and a Parent must be a lexical scope, so the enclosing one stands.
                self.debug_warn(format!(
                    "the scope '{}' encloses a type it is made of: the type's Parent is the next enclosing scope",
                    s.string(StrField::Name).unwrap_or_default()
                ));
                self.debug_parent(s.node(NodeField::Scope))
            }
            Some(s) if !matches!(s.kind(), K::LLVMDIFileMetadataKind) => self.di(Some(s)),
            _ => match self.debug.as_ref().and_then(|d| d.unit) {
                Some(u) => Ok(u),
                None => self.debug_none(),
            },
        }
    }

    /// A subprogram's parent: its scope, or for a file-level one its own compile unit (a
    /// module may link several).
    fn debug_subprogram_parent(&mut self, sp: DiNode<'c>) -> Result<Word> {
        let scope = sp.node(NodeField::Scope);
        let file_level =
            scope.is_none_or(|s| matches!(s.kind(), K::LLVMDIFileMetadataKind | K::LLVMDICompileUnitMetadataKind));
        match sp.node(NodeField::Unit) {
            Some(unit) if file_level => self.di(Some(unit)),
            _ => self.debug_parent(scope),
        }
    }

    /// The `DebugSource` of a node's file; for a node without one (a namespace) in the
    /// validated sets, which require a DebugSource there, the first compile unit's.
    fn debug_source_of(&mut self, n: DiNode<'c>) -> Result<Word> {
        let file = n.node(NodeField::File);
        if file.is_none() && self.debug_validated() {
            let unit_file = self.module.compile_units().first().and_then(|cu| cu.node(NodeField::UnitFile));
            return self.di(unit_file);
        }
        self.di(file)
    }

    /// The DebugInfoFlags of a node's `DIFlags` (`FlagBitField` in
    /// NonSemantic.Shader.DebugInfo.200 only).
    fn debug_flags(&self, n: DiNode<'c>) -> u32 {
        let flags = spirv_flags_of_llvm(n.int(IntField::Flags).unwrap_or(0) as u32, 0).0;
        if self.debug_set() == DebugInfoSet::ShaderDebugInfo200 {
            flags
        } else {
            flags & !spirv_flag::BIT_FIELD
        }
    }

    /// A size, offset or count operand: an integer constant (32-bit when it fits, else 64-bit
    /// in OpenCL.DebugInfo.100; always 32-bit in the NonSemantic sets).
    fn debug_size(&mut self, v: u64) -> Result<Word> {
        if v <= u64::from(u32::MAX) || self.debug_set().is_non_semantic() {
            self.const_u32(v as u32)
        } else {
            self.const_u64(v)
        }
    }

    fn debug_set(&self) -> DebugInfoSet {
        self.debug.as_ref().map(|d| d.set).unwrap_or_default()
    }

    /// A warning to [`super::Options::warnings`], once per message: debug information the
    /// chosen set cannot hold.
    fn debug_warn(&mut self, message: String) {
        if let Some(d) = self.debug.as_mut() {
            crate::warnings::report_once(self.options.warnings.as_ref(), &mut d.warned, message);
        }
    }

    /// Whether the set is checked by spirv-val's debug rules (all but the Khronos
    /// translator's NonSemantic.Shader.DebugInfo.200, which spirv-val does not know).
    fn debug_validated(&self) -> bool {
        self.debug_set() != DebugInfoSet::ShaderDebugInfo200
    }

    /// The type of an absent base type (`void *`, `const void`) and of cut cycles:
    /// `DebugTypeBasic "void"` of size 0, `Unspecified` (the validated sets require a debug
    /// type there; `DebugInfoNone` is none).
    fn debug_void_type(&mut self) -> Result<Word> {
        if let Some(id) = self.debug.as_ref().and_then(|d| d.void_type) {
            return Ok(id);
        }
        let name = self.debug_string("void")?;
        let size = self.const_u32(0)?;
        let mut args = vec![Arg::Id(name), Arg::Id(size), Arg::Num(BaseTypeEncoding::Unspecified as u32)];
        if self.debug_set().is_non_semantic() {
            args.push(Arg::Num(0));
        }
        let id = self.out.id();
        self.debug_global_with_id(id, D::TypeBasic, &args)?;
        if let Some(d) = self.debug.as_mut() {
            d.void_type = Some(id);
        }
        Ok(id)
    }

    /// The debug type of an optional base type: absent is `void` ([`Self::debug_void_type`])
    /// in the validated sets, `DebugInfoNone` in NonSemantic.Shader.DebugInfo.200.
    fn di_type(&mut self, t: Option<DiNode<'c>>) -> Result<Word> {
        match t {
            None if self.debug_validated() => self.debug_void_type(),
            t => self.di(t),
        }
    }

    /// The module's one `DebugInfoNone`.
    fn debug_none(&mut self) -> Result<Word> {
        if let Some(id) = self.debug.as_ref().and_then(|d| d.none) {
            return Ok(id);
        }
        let id = self.debug_global(D::InfoNone, &[])?;
        if let Some(d) = self.debug.as_mut() {
            d.none = Some(id);
        }
        Ok(id)
    }

    /// The `OpString` of file `f`'s path, made once per file node.
    fn debug_file_string(&mut self, f: DiNode<'c>) -> Result<Word> {
        if let Some(&id) = self.debug.as_ref().and_then(|d| d.file_strings.get(&f)) {
            return Ok(id);
        }
        let id = self.debug_string(&file_path(f))?;
        if let Some(d) = self.debug.as_mut() {
            d.file_strings.insert(f, id);
        }
        Ok(id)
    }

    /// An `OpString`, once per content.
    fn debug_string(&mut self, s: &str) -> Result<Word> {
        if let Some(&id) = self.debug.as_ref().and_then(|d| d.strings.get(s)) {
            return Ok(id);
        }
        let id = self.out.id();
        let mut ops = vec![id];
        builder::input_string_words(s, &mut ops).map_err(|_| Error::UnsupportedInstructionSize {
            construct: format!("debug string \"{}\"", crate::excerpt(s)),
            words: 0,
        })?;
        builder::push_inst(&mut self.out.sections.debug_strings, spirv::Op::String, &ops).map_err(|words| {
            Error::UnsupportedInstructionSize { construct: format!("debug string \"{}\"", crate::excerpt(s)), words }
        })?;
        if let Some(d) = self.debug.as_mut() {
            d.strings.insert(s.to_string(), id);
        }
        Ok(id)
    }

    /// Operand words: numbers as literals (OpenCL.DebugInfo.100) or 32-bit constants.
    fn debug_words(&mut self, args: &[Arg]) -> Result<Vec<Word>> {
        let ns = self.debug_set().is_non_semantic();
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            out.push(match *a {
                Arg::Id(id) => id,
                Arg::Num(n) if ns => self.const_u32(n)?,
                Arg::Num(n) => n,
            });
        }
        Ok(out)
    }

    /// A module-level debug instruction with a fresh id.
    fn debug_global(&mut self, inst: D, operands: &[Word]) -> Result<Word> {
        let id = self.out.id();
        self.push_debug_global(id, inst, operands)?;
        Ok(id)
    }

    /// A module-level debug instruction with reserved id `id`.
    fn debug_global_with_id(&mut self, id: Word, inst: D, args: &[Arg]) -> Result<()> {
        let words = self.debug_words(args)?;
        self.push_debug_global(id, inst, &words)
    }

    fn push_debug_global(&mut self, id: Word, inst: D, operands: &[Word]) -> Result<()> {
        let Some(d) = self.debug.as_ref() else { return Err(self.internal("debug instruction without debug state")) };
        let mut ops = Vec::with_capacity(operands.len() + 4);
        ops.extend_from_slice(&[d.void, id, d.import, inst.number()]);
        ops.extend_from_slice(operands);
        builder::push_inst(&mut self.out.sections.debug_globals, spirv::Op::ExtInst, &ops).map_err(|words| {
            Error::UnsupportedInstructionSize { construct: format!("module-scope {} %{id}", inst.name()), words }
        })
    }

    /// A debug instruction in the current function body.
    fn debug_local(&mut self, inst: D, args: &[Arg]) -> Result<()> {
        let words = self.debug_words(args)?;
        let Some(d) = self.debug.as_ref() else { return Err(self.internal("debug instruction without debug state")) };
        let (void, import) = (d.void, d.import);
        let id = self.out.id();
        let mut ops = Vec::with_capacity(words.len() + 4);
        ops.extend_from_slice(&[void, id, import, inst.number()]);
        ops.extend_from_slice(&words);
        self.emit(spirv::Op::ExtInst, &ops)
    }
}

/// The operands of a tuple node (none when absent).
fn tuple(list: Option<DiNode<'_>>) -> Vec<DiNode<'_>> {
    list.map(|l| l.operands()).unwrap_or_default().into_iter().flatten().collect()
}

/// Whether a node is a type (`DIType`).
fn is_type(n: DiNode<'_>) -> bool {
    matches!(
        n.kind(),
        K::LLVMDIBasicTypeMetadataKind
            | K::LLVMDIDerivedTypeMetadataKind
            | K::LLVMDICompositeTypeMetadataKind
            | K::LLVMDISubroutineTypeMetadataKind
            | K::LLVMDIStringTypeMetadataKind
    )
}

/// The debug nodes of a module in LLVM 19's `DebugInfoFinder::processModule` order: each
/// compile unit (its global variables' scopes and types, enum types, retained types and
/// imported entities), then each function's subprogram and the variables and locations of
/// its instructions and debug records. Each node is listed once, where first reached.
#[derive(Default)]
struct Finder<'c> {
    seen: FastSet<DiNode<'c>>,
    types: Vec<DiNode<'c>>,
    subprograms: Vec<DiNode<'c>>,
    scopes: Vec<DiNode<'c>>,
}

impl<'c> Finder<'c> {
    fn module(module: &llvm::Module<'c>) -> Self {
        let mut f = Finder::default();
        for cu in module.compile_units() {
            f.unit(cu);
        }
        for func in module.functions() {
            if let Some(sp) = func.subprogram() {
                f.subprogram(sp);
            }
            for bb in func.basic_blocks() {
                for inst in bb.instructions() {
                    f.location(inst.debug_location());
                    for rec in inst.debug_records() {
                        if let Some(v) = rec.variable {
                            f.variable(v);
                        }
                        f.location(rec.location);
                    }
                }
            }
        }
        f
    }

    fn unit(&mut self, cu: DiNode<'c>) {
        if !self.seen.insert(cu) {
            return;
        }
        for gve in tuple(cu.node(NodeField::GlobalVariables)) {
            if let Some(v) = gve.node(NodeField::Variable).filter(|v| self.seen.insert(*v)) {
                self.scope(v.node(NodeField::Scope));
                self.ty(v.node(NodeField::Type));
            }
        }
        for t in tuple(cu.node(NodeField::EnumTypes)) {
            self.ty(Some(t));
        }
        for t in tuple(cu.node(NodeField::RetainedNodes)) {
            if matches!(t.kind(), K::LLVMDISubprogramMetadataKind) {
                self.subprogram(t);
            } else {
                self.ty(Some(t));
            }
        }
        for e in tuple(cu.node(NodeField::ImportedEntities)) {
            match e.node(NodeField::Entity) {
                Some(t) if is_type(t) => self.ty(Some(t)),
                Some(sp) if matches!(sp.kind(), K::LLVMDISubprogramMetadataKind) => self.subprogram(sp),
                Some(n) => self.scope(n.node(NodeField::Scope)),
                None => {}
            }
        }
    }

    fn location(&mut self, loc: Option<DiNode<'c>>) {
        let mut loc = loc;
        while let Some(l) = loc {
            self.scope(l.node(NodeField::Scope));
            loc = l.node(NodeField::InlinedAt);
        }
    }

    fn variable(&mut self, v: DiNode<'c>) {
        if self.seen.insert(v) {
            self.scope(v.node(NodeField::Scope));
            self.ty(v.node(NodeField::Type));
        }
    }

    fn ty(&mut self, t: Option<DiNode<'c>>) {
        let Some(t) = t.filter(|t| is_type(*t)) else { return };
        if !self.seen.insert(t) {
            return;
        }
        self.types.push(t);
        self.scope(t.node(NodeField::Scope));
        match t.kind() {
            K::LLVMDISubroutineTypeMetadataKind => {
                for e in tuple(t.node(NodeField::Elements)) {
                    self.ty(Some(e));
                }
            }
            K::LLVMDICompositeTypeMetadataKind => {
                self.ty(t.node(NodeField::Type));
                for e in tuple(t.node(NodeField::Elements)) {
                    if matches!(e.kind(), K::LLVMDISubprogramMetadataKind) {
                        self.subprogram(e);
                    } else {
                        self.ty(Some(e));
                    }
                }
            }
            K::LLVMDIDerivedTypeMetadataKind => self.ty(t.node(NodeField::Type)),
            _ => {}
        }
    }

    fn scope(&mut self, s: Option<DiNode<'c>>) {
        let Some(s) = s else { return };
        match s.kind() {
            _ if is_type(s) => self.ty(Some(s)),
            K::LLVMDICompileUnitMetadataKind => self.unit(s),
            K::LLVMDISubprogramMetadataKind => self.subprogram(s),
            _ => {
                if !self.seen.insert(s) {
                    return;
                }
                self.scopes.push(s);
                if matches!(
                    s.kind(),
                    K::LLVMDILexicalBlockMetadataKind
                        | K::LLVMDILexicalBlockFileMetadataKind
                        | K::LLVMDINamespaceMetadataKind
                        | K::LLVMDIModuleMetadataKind
                ) {
                    self.scope(s.node(NodeField::Scope));
                }
            }
        }
    }

    fn subprogram(&mut self, sp: DiNode<'c>) {
        if !self.seen.insert(sp) {
            return;
        }
        self.subprograms.push(sp);
        self.scope(sp.node(NodeField::Scope));
        if let Some(cu) = sp.node(NodeField::Unit) {
            self.unit(cu);
        }
        self.ty(sp.node(NodeField::Type));
        for p in tuple(sp.node(NodeField::TemplateParams)) {
            self.ty(p.node(NodeField::Type));
        }
    }
}

/// A file's path as the debug instructions name it: the file name when absolute, else
/// directory and file name joined with `/`.
fn file_path(file: DiNode<'_>) -> String {
    let name = file.string(StrField::Filename).unwrap_or_default();
    let dir = file.string(StrField::Directory).unwrap_or_default();
    if name.starts_with('/') || dir.is_empty() {
        name
    } else {
        format!("{}/{name}", dir.trim_end_matches('/'))
    }
}

/// Removes the `DW_OP_LLVM_arg 0` of an expression over one location operand that reads it
/// once, first (what LLVM's `DIExpression::convertToNonVariadicExpression` accepts).
fn strip_single_llvm_arg(elements: &mut Vec<u64>) {
    if elements.starts_with(&[DW_OP_LLVM_ARG, 0]) && !elements[2..].contains(&DW_OP_LLVM_ARG) {
        elements.drain(..2);
    }
}

/// A node's line (0 when it has none).
fn line(n: DiNode<'_>) -> u32 {
    n.int(IntField::Line).unwrap_or(0) as u32
}
