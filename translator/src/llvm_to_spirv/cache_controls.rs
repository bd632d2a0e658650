//! Cache controls asked for on a memory instruction's pointer operands
//! (`!spirv.DecorationCacheControlINTEL`, SPV_INTEL_cache_controls).
//!
//! SPV_INTEL_cache_controls ("Decoration": CacheControlLoadINTEL, CacheControlStoreINTEL)
//! decorates pointers, not instructions: the cache controls of one access are those of a
//! pointer used only by it. So each decorated operand of a load, store, call or atomic
//! becomes a fresh copy of the pointer, `OpPtrAccessChain %p 0` (i32 zero, as the Khronos
//! translator writes the `getelementptr T, ptr %p, i32 0` it makes for them), carrying the
//! operand's decorations; the instruction uses the copy. `T`, the copy's pointee, is what
//! the instruction accesses: the loaded type, the stored (for atomics: the operand) value's
//! type, `i8` for calls. The copy stands for the operand while the instruction is translated;
//! every use of that value in the instruction takes it (a call passing the same pointer
//! twice passes the decorated copy twice).
//!
//! As in the Khronos translator, the attachment on an instruction that accesses no memory
//! has no pointer to decorate and is ignored.

use super::metadata::md_node;
use super::{Error, Result, Translator};
use crate::llvm;
use llvm_spirv_metadata as md;
use spirv::Word;

/// The values an instruction's decorated operands stood for before, to restore after it:
/// (operand, its previous id, its previous type).
pub(super) type Saved<'c> = Vec<(llvm::Value<'c>, Option<Word>, Option<Word>)>;

impl<'c> Translator<'c, '_> {
    /// Emits the decorated pointer copies `inst`'s `!spirv.DecorationCacheControlINTEL`
    /// asks for and makes them stand for the operands; returns what to restore with
    /// [`Translator::restore_cache_control_operands`] once `inst` is translated.
    ///
    /// Errors: [`Error::InvalidSpirvMetadata`] for a malformed list,
    /// [`Error::InvalidInstruction`] when the operand it names is no pointer, and the
    /// decorations' capability and extension errors.
    pub(super) fn cache_control_operands(&mut self, inst: llvm::Value<'c>) -> Result<Saved<'c>> {
        let kind = self.ctx.md_kind_id(md::SPIRV_CACHE_CONTROL_DECORATIONS);
        let Some(node) = inst.instruction_metadata(kind) else { return Ok(Vec::new()) };
        use llvm::Opcode as O;
        let accessed = match inst.opcode() {
            Some(O::LLVMLoad) => Some(inst.ty()),
            Some(O::LLVMStore) => inst.operand(0).map(|v| v.ty()),
            Some(O::LLVMAtomicRMW | O::LLVMAtomicCmpXchg) => inst.operand(1).map(|v| v.ty()),
            Some(O::LLVMCall) => None,
            _ => return Ok(Vec::new()),
        };
        let list = md::OperandCacheControls::decode(&md_node(node)).map_err(|e| Error::InvalidSpirvMetadata {
            name: md::SPIRV_CACHE_CONTROL_DECORATIONS.into(),
            owner: self.fname(),
            source: Box::new(e),
        })?;
        // One copy per operand, with every decoration naming it, in the list's order.
        let mut operands: Vec<(u32, md::DecorationList)> = Vec::new();
        for (dec, n) in list.0 {
            match operands.iter_mut().find(|(m, _)| *m == n) {
                Some((_, l)) => l.0.push(dec),
                None => operands.push((n, md::DecorationList(vec![dec]))),
            }
        }
        let mut saved = Vec::with_capacity(operands.len());
        for (n, decorations) in operands {
            let ptr = inst
                .operand(n)
                .filter(|p| p.ty().kind() == llvm::TypeKind::LLVMPointerTypeKind)
                .ok_or_else(|| self.invalid(inst, "cache controls must decorate a pointer operand"))?;
            let pointee = match accessed {
                Some(t) => self.type_id(t)?,
                None => self.int_type(8)?,
            };
            let sc = self
                .storage_class_of(ptr)
                .ok_or_else(|| self.invalid(inst, "cache-controlled pointer without a storage class"))?;
            let pty = self.pointer_type(sc, pointee)?;
            let base = self.operand(ptr, pty)?;
            let zero = self.const_u32(0)?;
            let copy = self.emit_result(spirv::Op::PtrAccessChain, pty, &[base, zero])?;
            self.decorations_from_list(&decorations, copy)?;
            saved.push((ptr, self.locals.insert(ptr, copy), self.value_types.insert(ptr, pty)));
        }
        Ok(saved)
    }

    /// Makes the operands [`Translator::cache_control_operands`] replaced stand for what
    /// they stood for before.
    pub(super) fn restore_cache_control_operands(&mut self, saved: Saved<'c>) {
        for (v, id, ty) in saved.into_iter().rev() {
            match id {
                Some(id) => self.locals.insert(v, id),
                None => self.locals.remove(&v),
            };
            match ty {
                Some(ty) => self.value_types.insert(v, ty),
                None => self.value_types.remove(&v),
            };
        }
    }
}
