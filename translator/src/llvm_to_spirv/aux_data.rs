//! `--spirv-preserve-auxdata`: what SPIR-V cannot otherwise express of a function or
//! global variable, kept as instructions of the `NonSemantic.AuxData` extended instruction
//! set (SPV_KHR_non_semantic_info; core in SPIR-V 1.6), as the Khronos translator does.
//!
//! - Every function attribute of each translated function (definition or used declaration):
//!   `NonSemanticAuxDataFunctionAttribute Function Name [Value]`, where a string attribute
//!   `"key"="value"` gives `Name` = `key` and `Value` = `value` (absent when empty), and an
//!   enum or int attribute its textual form (`nounwind`, `alignstack(8)`) as `Name`.
//! - Every metadata attachment of each translated function except `!dbg`,
//!   `!spirv.Decorations` and `!spirv.ParameterDecorations` (translated elsewhere):
//!   `NonSemanticAuxDataFunctionMetadata Function Name Operands...`, an `OpString` for an
//!   `MDString` operand and the constant's id for a constant one.
//! - The same for module-scope variables: `NonSemanticAuxDataGlobalVariableMetadata`.
//!
//! The instructions come after the last function (they name functions, which the
//! types-and-globals section could only reference forward), function by function in module
//! order, attributes before metadata, then global variables. Below SPIR-V 1.6 they need the extension
//! SPV_KHR_non_semantic_info, so a `--spirv-ext=-SPV_KHR_non_semantic_info` is an error; when
//! `--spirv-max-version` allows 1.6 the module is raised to 1.6 instead.
//!
//! Reverse: `spirv_to_llvm/aux_data.rs`. Grammar: `extinst.nonsemantic.auxiliarydata.grammar.json`.

use super::error::{Error, Result};
use super::{builder, Translator};
use crate::llvm;
use crate::spec_names::text::{
    AUX_DATA_FUNCTION_ATTRIBUTE, AUX_DATA_FUNCTION_METADATA, AUX_DATA_GLOBAL_VARIABLE_METADATA,
};
use rustc_hash::FxHashMap;
use spirv::Word;

/// The import name of the set.
pub(crate) const AUX_DATA_SET: &str = "NonSemantic.AuxData";
/// The extension the set needs below SPIR-V 1.6.
const EXTENSION: &str = "SPV_KHR_non_semantic_info";

/// Metadata kinds translated by other means, never repeated as auxiliary data.
pub(crate) fn is_translated_elsewhere(kind_name: &str) -> bool {
    kind_name == "dbg"
        || kind_name == llvm_spirv_metadata::decoration::SPIRV_DECORATIONS
        || kind_name == llvm_spirv_metadata::decoration::SPIRV_PARAMETER_DECORATIONS
}

/// The state of one emission: the import, `void` and the strings made so far.
struct AuxOut {
    import: Word,
    void: Word,
    strings: FxHashMap<String, Word>,
    insts: Vec<u32>,
}

impl<'c> Translator<'c, '_> {
    /// Emits the auxiliary data of every translated function and global variable when
    /// `--spirv-preserve-auxdata` is on. Call after all functions are emitted.
    ///
    /// Errors: [`Error::ExtensionNotAllowed`] when SPIR-V 1.6 is above
    /// `--spirv-max-version` and `--spirv-ext` denies SPV_KHR_non_semantic_info;
    /// [`Error::UnsupportedAuxData`] for a metadata operand that is neither a string nor a
    /// constant (a nested node).
    pub(super) fn emit_aux_data(&mut self) -> Result<()> {
        if !self.options.preserve_aux_data {
            return Ok(());
        }
        let mut items: Vec<(llvm::Value<'c>, Word)> = Vec::new();
        for f in self.module.functions() {
            if let Some(&id) = self.globals.get(&f) {
                items.push((f, id));
            }
        }
        for g in self.module.globals() {
            if let Some(&id) = self.globals.get(&g) {
                items.push((g, id));
            }
        }
        let mut pending = Vec::new();
        for &(v, id) in &items {
            let attrs = if v.is_function() { v.function_attributes() } else { Vec::new() };
            let mds: Vec<(String, llvm::Value<'c>)> = v
                .global_metadata(self.ctx)
                .into_iter()
                .filter_map(|(kind, node)| Some((self.ctx.md_kind_name(kind)?, node)))
                .filter(|(name, _)| !is_translated_elsewhere(name))
                .collect();
            if !attrs.is_empty() || !mds.is_empty() {
                pending.push((v, id, attrs, mds));
            }
        }
        if pending.is_empty() {
            return Ok(());
        }
        self.aux_data_version()?;
        let import = self.out.id();
        let mut ops = vec![import];
        builder::string_words(AUX_DATA_SET, &mut ops);
        builder::push_fixed(&mut self.out.sections.ext_inst_imports, spirv::Op::ExtInstImport, &ops);
        let void = self.void_type()?;
        let mut out = AuxOut { import, void, strings: FxHashMap::default(), insts: Vec::new() };
        for (v, id, attrs, mds) in pending {
            let owner = v.name();
            for attr in attrs {
                let mut operands = vec![id];
                match attr {
                    llvm::FunctionAttribute::String { key, value } => {
                        operands.push(self.aux_string(&mut out, &key, &owner)?);
                        if !value.is_empty() {
                            operands.push(self.aux_string(&mut out, &value, &owner)?);
                        }
                    }
                    llvm::FunctionAttribute::Enum { text } => operands.push(self.aux_string(&mut out, &text, &owner)?),
                }
                self.aux_inst(&mut out, AUX_DATA_FUNCTION_ATTRIBUTE, &operands, &owner)?;
            }
            let number = if v.is_function() { AUX_DATA_FUNCTION_METADATA } else { AUX_DATA_GLOBAL_VARIABLE_METADATA };
            for (name, node) in mds {
                let mut operands = vec![id, self.aux_string(&mut out, &name, &owner)?];
                for op in node.md_operands() {
                    let unsupported =
                        |reason| Error::UnsupportedAuxData { owner: owner.clone(), name: name.clone(), reason };
                    let op = op.ok_or_else(|| unsupported("a null operand"))?;
                    if let Some(text) = op.md_string() {
                        operands.push(self.aux_string(&mut out, &text, &owner)?);
                    } else if op.is_constant() {
                        operands.push(self.constant_id(op)?);
                    } else {
                        return Err(unsupported("an operand that is neither a string nor a constant"));
                    }
                }
                self.aux_inst(&mut out, number, &operands, &owner)?;
            }
        }
        // After the last function: they name functions, and SPIR-V allows non-semantic
        // instructions there (forward references from the globals section are not).
        self.out.sections.function_defs.extend(out.insts);
        Ok(())
    }

    /// Version 1.6, or SPV_KHR_non_semantic_info below it.
    fn aux_data_version(&mut self) -> Result<()> {
        if self.options.max_version >= (1, 6) {
            self.out.require_version((1, 6));
        } else if !self.options.denied_extensions.contains(EXTENSION) {
            self.out.extension(EXTENSION);
        } else {
            return Err(Error::ExtensionNotAllowed {
                construct: "auxiliary data (--spirv-preserve-auxdata)".into(),
                extension: EXTENSION.into(),
            });
        }
        Ok(())
    }

    /// An `OpString`, once per content.
    fn aux_string(&mut self, out: &mut AuxOut, s: &str, owner: &str) -> Result<Word> {
        if let Some(&id) = out.strings.get(s) {
            return Ok(id);
        }
        let construct = || format!("auxiliary data string \"{}\" of '{owner}'", crate::excerpt(s));
        let id = self.out.id();
        let mut ops = vec![id];
        builder::input_string_words(s, &mut ops).map_err(|_| Error::UnsupportedString { construct: construct() })?;
        builder::push_inst(&mut self.out.sections.debug_strings, spirv::Op::String, &ops)
            .map_err(|words| Error::UnsupportedInstructionSize { construct: construct(), words })?;
        out.strings.insert(s.to_string(), id);
        Ok(id)
    }

    /// `OpExtInst %void %id %import number operands...`.
    fn aux_inst(&mut self, out: &mut AuxOut, number: u32, operands: &[Word], owner: &str) -> Result<()> {
        let mut ops = vec![out.void, self.out.id(), out.import, number];
        ops.extend_from_slice(operands);
        builder::push_inst(&mut out.insts, spirv::Op::ExtInst, &ops).map_err(|words| {
            Error::UnsupportedInstructionSize { construct: format!("auxiliary data of '{owner}'"), words }
        })
    }
}
