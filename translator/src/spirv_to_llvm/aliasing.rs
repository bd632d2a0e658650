//! SPV_INTEL_memory_access_aliasing: alias declarations as LLVM scoped alias metadata, and
//! the memory operands and decorations referring to them as `!alias.scope` / `!noalias`
//! (the correspondence: `crate::memory_aliasing`).
//!
//! A domain becomes `distinct !{!self}`, a scope `distinct !{!self, !domain}`, a list
//! `!{!scope, ...}` (LLVM Language Reference, "'noalias' and 'alias.scope' Metadata").
//! The declarations may be at module scope (the Khronos translator) or in a block (LLVM's
//! SPIR-V backend); they are made once each, before the functions, in module order
//! (a declaration's operands precede it).

use super::{Error, Operands, Reader, Result};
use crate::llvm;
use crate::memory_aliasing::{operand_index, ALIAS_KINDS};
use rspirv::dr;
use spirv::{Op, Word};

/// Whether `op` declares an alias domain, scope or scope list.
pub(super) fn is_alias_declaration(op: Op) -> bool {
    matches!(op, Op::AliasDomainDeclINTEL | Op::AliasScopeDeclINTEL | Op::AliasScopeListDeclINTEL)
}

impl<'c> Reader<'c, '_> {
    /// The metadata of every alias declaration of the module, by result id.
    ///
    /// Errors: [`Error::InvalidOperands`] for a scope whose domain, or a list whose scope,
    /// is no earlier declaration of that kind.
    pub(super) fn alias_metadata(&mut self) -> Result<()> {
        for i in 0..self.insts.len() {
            let inst = &self.insts[i].inst;
            let opcode = inst.class.opcode;
            if !is_alias_declaration(opcode) {
                continue;
            }
            let offset = self.insts[i].offset;
            let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
            let id = inst.result_id.ok_or_else(|| bad("missing result id"))?;
            let operand = |k: usize, want: Op| -> Result<llvm::Metadata<'c>> {
                let target = inst.id(k).ok_or_else(|| bad("missing operand"))?;
                let is_want = self.defs.get(&target).is_some_and(|&d| self.insts[d].inst.class.opcode == want);
                match self.alias_md.get(&target) {
                    Some(&m) if is_want => Ok(m),
                    _ => Err(bad("an operand is no earlier alias declaration of the expected kind")),
                }
            };
            let node = match opcode {
                Op::AliasDomainDeclINTEL => self.ctx.md_self_referential_node(&[]),
                Op::AliasScopeDeclINTEL => {
                    let domain = operand(0, Op::AliasDomainDeclINTEL)?;
                    self.ctx.md_self_referential_node(&[domain])
                }
                _ => {
                    let scopes = (0..inst.operands.len())
                        .map(|k| operand(k, Op::AliasScopeDeclINTEL))
                        .collect::<Result<Vec<_>>>()?;
                    self.ctx.md_node(&scopes)
                }
            };
            self.alias_md.insert(id, node);
        }
        Ok(())
    }

    /// `!alias.scope` / `!noalias` on load or store `v` from the alias bits of the memory
    /// operands of `inst` starting at operand `first` (the mask).
    ///
    /// Errors: [`Error::InvalidOperands`] for a list operand that is missing or no
    /// OpAliasScopeListDeclINTEL.
    pub(super) fn apply_alias_operands(
        &self,
        v: llvm::Value<'c>,
        inst: &dr::Instruction,
        first: usize,
        offset: usize,
    ) -> Result<()> {
        let Some(dr::Operand::MemoryAccess(mask)) = inst.operands.get(first) else { return Ok(()) };
        for kind in &ALIAS_KINDS {
            let Some(k) = operand_index(*mask, kind.memory_access) else { continue };
            let list = inst.id(first + 1 + k);
            self.set_alias_list(v, kind.metadata, list, offset, inst.class.opcode)?;
        }
        Ok(())
    }

    /// `!alias.scope` / `!noalias` on instruction `v` from the `AliasScopeINTEL` /
    /// `NoAliasINTEL` decorations of `id`.
    ///
    /// Errors: as [`Reader::apply_alias_operands`].
    pub(super) fn alias_decorations(&self, id: Word, v: llvm::Value<'c>) -> Result<()> {
        if !v.is_instruction() {
            return Ok(());
        }
        for kind in &ALIAS_KINDS {
            let Some(d) = self.decorations_of(id).iter().find(|d| d.kind == kind.decoration) else { continue };
            let list = match d.operands.first() {
                Some(dr::Operand::IdRef(l)) => Some(*l),
                _ => None,
            };
            self.set_alias_list(v, kind.metadata, list, 0, Op::Decorate)?;
        }
        Ok(())
    }

    fn set_alias_list(
        &self,
        v: llvm::Value<'c>,
        kind: &str,
        list: Option<Word>,
        offset: usize,
        opcode: Op,
    ) -> Result<()> {
        let is_list = |l: &Word| {
            self.defs.get(l).is_some_and(|&d| self.insts[d].inst.class.opcode == Op::AliasScopeListDeclINTEL)
        };
        let node = list.filter(is_list).and_then(|l| self.alias_md.get(&l)).ok_or(Error::InvalidOperands {
            offset,
            opcode,
            reason: "an alias operand is no OpAliasScopeListDeclINTEL",
        })?;
        v.set_instruction_metadata(self.ctx, self.ctx.md_kind_id(kind), *node)?;
        Ok(())
    }
}
