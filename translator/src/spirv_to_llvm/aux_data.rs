//! `--spirv-preserve-auxdata` on reverse: function attributes and function and global
//! variable metadata restored from the `NonSemantic.AuxData` instructions the forward
//! translation (`llvm_to_spirv/aux_data.rs`) or the Khronos translator wrote.
//!
//! - `NonSemanticAuxDataFunctionAttribute F Name Value`: string attribute `"Name"="Value"`.
//! - `NonSemanticAuxDataFunctionAttribute F Name`: the enum attribute `Name` when LLVM knows
//!   that name (`nounwind`), the int attribute for `name(N)` (`alignstack(8)`), else the
//!   string attribute `"Name"` (as the Khronos translator; `memory(none)` stays a string).
//! - `NonSemanticAuxDataFunctionMetadata F Name Ops...` and
//!   `NonSemanticAuxDataGlobalVariableMetadata V Name Ops...`: `!Name !{ops}`, an `OpString`
//!   operand as an `MDString`, any other as the constant it names.
//!
//! What the translation already set (an attribute or metadata kind present) is kept, as in
//! the Khronos translator. Without the option the instructions are ignored (non-semantic).

use super::error::{Error, Result};
use super::{Operands, Reader};
use crate::llvm::{self, AttributeIndex};
use crate::spec_names::text::{
    AUX_DATA_FUNCTION_ATTRIBUTE, AUX_DATA_FUNCTION_METADATA, AUX_DATA_GLOBAL_VARIABLE_METADATA,
};
use rspirv::dr;
use spirv::{Op, Word};

impl<'c> Reader<'c, '_> {
    /// Applies every module-scope `NonSemantic.AuxData` instruction when
    /// `--spirv-preserve-auxdata` is on. Call after all functions are translated.
    ///
    /// Errors: [`Error::InvalidOperands`] for an instruction missing its target or name,
    /// whose name is not an `OpString`, or whose target is not a function (global variable);
    /// [`Error::InvalidLlvmOperands`] when LLVM refuses the attribute or metadata.
    pub(super) fn restore_aux_data(&mut self) -> Result<()> {
        if !self.options.preserve_aux_data {
            return Ok(());
        }
        let imports: Vec<Word> = self
            .insts
            .iter()
            .filter(|it| it.inst.class.opcode == Op::ExtInstImport && it.inst.string(0) == Some("NonSemantic.AuxData"))
            .filter_map(|it| it.inst.result_id)
            .collect();
        if imports.is_empty() {
            return Ok(());
        }
        let aux: Vec<(usize, dr::Instruction)> = self
            .insts
            .iter()
            .filter(|it| it.inst.class.opcode == Op::ExtInst && it.inst.id(0).is_some_and(|s| imports.contains(&s)))
            .map(|it| (it.offset, it.inst.clone()))
            .collect();
        for (offset, inst) in aux {
            self.aux_instruction(&inst, offset)?;
        }
        Ok(())
    }

    /// One `NonSemantic.AuxData` instruction.
    fn aux_instruction(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let bad = |reason| Error::InvalidOperands { offset, opcode: Op::ExtInst, reason };
        let number = inst.lit(1).ok_or_else(|| bad("missing NonSemantic.AuxData instruction number"))?;
        if ![AUX_DATA_FUNCTION_ATTRIBUTE, AUX_DATA_FUNCTION_METADATA, AUX_DATA_GLOBAL_VARIABLE_METADATA]
            .contains(&number)
        {
            // Other instructions of the set (global variable attributes, linkage, instruction
            // metadata) are written by neither translator; non-semantic, so ignorable.
            return Ok(());
        }
        let target_id = inst.id(2).ok_or_else(|| bad("missing target of NonSemantic.AuxData"))?;
        if self.folded_wrappers.contains(&target_id) {
            return Ok(());
        }
        let name =
            self.aux_string(inst.id(3), offset).ok_or_else(|| bad("NonSemantic.AuxData name is not an OpString"))?;
        let target = self.value(target_id, offset, Op::ExtInst)?;
        let at = |e: llvm::Error| Error::InvalidLlvmOperands { location: Some((offset, Op::ExtInst)), source: e };
        if number == AUX_DATA_FUNCTION_ATTRIBUTE {
            if !target.is_function() {
                return Err(bad("NonSemanticAuxDataFunctionAttribute of something that is not a function"));
            }
            let value = match inst.id(4) {
                Some(id) => Some(
                    self.aux_string(Some(id), offset)
                        .ok_or_else(|| bad("NonSemanticAuxDataFunctionAttribute value is not an OpString"))?,
                ),
                None => None,
            };
            return self.aux_attribute(target, &name, value.as_deref()).map_err(at);
        }
        let wants_function = number == AUX_DATA_FUNCTION_METADATA;
        if target.is_function() != wants_function || !(target.is_function() || target.is_global_variable()) {
            return Err(bad("NonSemantic.AuxData metadata on the wrong kind of target"));
        }
        let kind = self.ctx.md_kind_id(&name);
        if target.global_metadata(self.ctx).iter().any(|(k, _)| *k == kind) {
            return Ok(());
        }
        let mut ops = Vec::new();
        for k in 4..inst.operands.len() {
            let id = inst.id(k).ok_or_else(|| bad("NonSemantic.AuxData metadata operand is not an id"))?;
            match self.aux_string(Some(id), offset) {
                Some(text) => ops.push(self.ctx.md_string(&text)),
                None => {
                    let v = self.value(id, offset, Op::ExtInst)?;
                    ops.push(llvm::Metadata::constant(v).map_err(at)?);
                }
            }
        }
        let node = self.ctx.md_node(&ops);
        target.set_global_metadata(kind, node).map_err(at)
    }

    /// The text of the `OpString` `id`, `None` when `id` is absent or names something else.
    fn aux_string(&self, id: Option<Word>, offset: usize) -> Option<String> {
        let d = self.lookup(id?, offset, Op::ExtInst).ok()?;
        (d.class.opcode == Op::String).then(|| d.string(0).map(str::to_string)).flatten()
    }

    /// Adds attribute `name` (with string `value`) to function `f` unless present.
    fn aux_attribute(&self, f: llvm::Value<'c>, name: &str, value: Option<&str>) -> llvm::checks::Result<()> {
        let index = AttributeIndex::Function;
        if let Some(value) = value {
            if f.string_attribute(index, name).is_none() {
                f.add_string_attribute(self.ctx, index, name, value)?;
            }
            return Ok(());
        }
        // `name` or `name(N)`: an enum or int attribute LLVM knows.
        let (base, payload) = match name.strip_suffix(')').and_then(|s| s.split_once('(')) {
            Some((base, n)) => (base, n.parse::<u64>().ok()),
            None => (name, Some(0)),
        };
        let kind = llvm::attribute_kind(base);
        if kind != 0 && f.enum_attribute(index, kind).is_some() {
            return Ok(());
        }
        if let (true, Some(payload)) = (kind != 0, payload) {
            if f.add_enum_attribute(self.ctx, index, kind, payload).is_ok() {
                return Ok(());
            }
        }
        if f.string_attribute(index, name).is_none() {
            f.add_string_attribute(self.ctx, index, name, "")?;
        }
        Ok(())
    }
}
