//! SPV_INTEL_memory_access_aliasing: `!alias.scope` / `!noalias` as alias declarations and
//! the memory operands or decorations referring to them (the correspondence:
//! `crate::memory_aliasing`). Without the extension the metadata is left out, as the
//! Khronos translator leaves it out (it only enables optimisations).

use super::builder::{push_fixed, push_inst};
use super::{Error, Result, Translator};
use crate::llvm;
use crate::memory_aliasing::{ALIAS_KINDS, EXTENSION};
use spirv::{Op, Word};

impl<'c> Translator<'c, '_> {
    /// The alias-scope-list ids of `inst`'s `!alias.scope` and `!noalias` (in
    /// [`ALIAS_KINDS`] order): `None` for metadata that is absent or an empty list, and for
    /// both without the extension. Declares the lists, scopes and domains on first use.
    ///
    /// Errors: [`Error::InvalidMetadata`] for a list whose operands are not scopes
    /// `!{!self, !domain, ...}`.
    pub(super) fn alias_lists(&mut self, inst: llvm::Value<'c>) -> Result<[Option<Word>; 2]> {
        let mut out = [None, None];
        if !self.options.allows(EXTENSION) {
            return Ok(out);
        }
        for (kind, slot) in ALIAS_KINDS.iter().zip(&mut out) {
            if let Some(list) = inst.instruction_metadata(self.ctx.md_kind_id(kind.metadata)) {
                *slot = self.alias_list_decl(kind.metadata, list)?;
            }
        }
        Ok(out)
    }

    /// `AliasScopeINTEL` / `NoAliasINTEL` on the result of `inst`, an instruction other than
    /// a non-atomic load or store (those take memory operands, `load_store_operands`). An
    /// instruction without a result id cannot be decorated: its metadata is left out with a
    /// warning naming it.
    ///
    /// Errors: as [`Translator::alias_lists`].
    pub(super) fn alias_decorations(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        use llvm::Opcode as O;
        let plain_access = matches!(inst.opcode(), Some(O::LLVMLoad | O::LLVMStore))
            && inst.ordering().is_none_or(|o| o == llvm::AtomicOrdering::LLVMAtomicOrderingNotAtomic);
        if plain_access || !self.options.allows(EXTENSION) {
            return Ok(());
        }
        let lists = self.alias_lists(inst)?;
        if lists.iter().all(Option::is_none) {
            return Ok(());
        }
        let Some(&id) = self.locals.get(&inst) else {
            self.warn(format!(
                "{}: alias metadata of an instruction without a SPIR-V result ({:?}) left out",
                self.fname(),
                inst.opcode()
            ));
            return Ok(());
        };
        for (kind, list) in ALIAS_KINDS.iter().zip(lists) {
            if let Some(list) = list {
                self.decorate(id, kind.decoration, &[list]);
            }
        }
        Ok(())
    }

    /// OpAliasScopeListDeclINTEL for `list` (metadata `kind`), once per node; `None` for an
    /// empty list.
    fn alias_list_decl(&mut self, kind: &str, list: llvm::Value<'c>) -> Result<Option<Word>> {
        if let Some(&id) = self.alias_decls.get(&list) {
            return Ok(Some(id));
        }
        let scopes = list.md_operands();
        if scopes.is_empty() {
            return Ok(None);
        }
        let mut ops = Vec::with_capacity(scopes.len() + 1);
        ops.push(0);
        for scope in scopes {
            let scope = scope.ok_or_else(|| self.bad_alias(kind, "a null operand in an alias scope list"))?;
            ops.push(self.alias_scope_decl(kind, scope)?);
        }
        let id = self.out.id();
        ops[0] = id;
        push_inst(&mut self.out.sections.globals, Op::AliasScopeListDeclINTEL, &ops)
            .map_err(|words| Error::UnsupportedInstructionSize { construct: format!("!{kind} list"), words })?;
        self.alias_decls.insert(list, id);
        Ok(Some(id))
    }

    /// OpAliasScopeDeclINTEL for `scope` `!{!self, !domain, ...}`, once per node.
    fn alias_scope_decl(&mut self, kind: &str, scope: llvm::Value<'c>) -> Result<Word> {
        if let Some(&id) = self.alias_decls.get(&scope) {
            return Ok(id);
        }
        let ops = scope.md_operands();
        let domain = match ops.as_slice() {
            [Some(me), Some(domain), ..] if *me == scope && !domain.md_operands().is_empty() => *domain,
            _ => return Err(self.bad_alias(kind, "an alias scope is not !{!self, !domain, ...}")),
        };
        let domain = self.alias_domain_decl(kind, domain)?;
        let id = self.out.id();
        push_fixed(&mut self.out.sections.globals, Op::AliasScopeDeclINTEL, &[id, domain]);
        self.alias_decls.insert(scope, id);
        Ok(id)
    }

    /// OpAliasDomainDeclINTEL for `domain` `!{!self, ...}`, once per node; declares the
    /// extension and capability.
    fn alias_domain_decl(&mut self, kind: &str, domain: llvm::Value<'c>) -> Result<Word> {
        if let Some(&id) = self.alias_decls.get(&domain) {
            return Ok(id);
        }
        if domain.md_operands().first().copied().flatten() != Some(domain) {
            return Err(self.bad_alias(kind, "an alias domain is not !{!self, ...}"));
        }
        self.out.extension(EXTENSION);
        self.out.capability(spirv::Capability::MemoryAccessAliasingINTEL);
        let id = self.out.id();
        push_fixed(&mut self.out.sections.globals, Op::AliasDomainDeclINTEL, &[id]);
        self.alias_decls.insert(domain, id);
        Ok(id)
    }

    fn bad_alias(&self, kind: &str, reason: &'static str) -> Error {
        Error::InvalidMetadata { name: kind.into(), owner: self.fname(), reason }
    }
}
