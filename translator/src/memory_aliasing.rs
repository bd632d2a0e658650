//! SPV_INTEL_memory_access_aliasing: LLVM's scoped alias metadata and its SPIR-V form, one
//! table read by both directions.
//!
//! LLVM attaches `!alias.scope` and `!noalias` to memory accesses and calls, each a list
//! `!{!scope, ...}` of scopes `distinct !{!self, !domain[, !"name"]}` of domains
//! `distinct !{!self[, !"name"]}` (LLVM Language Reference, "'noalias' and 'alias.scope'
//! Metadata"). The extension declares them at module scope as OpAliasDomainDeclINTEL,
//! OpAliasScopeDeclINTEL (domain operand) and OpAliasScopeListDeclINTEL (scope operands),
//! and refers to a list by the memory-operand bits `AliasScopeINTELMask` /
//! `NoAliasINTELMask` of OpLoad/OpStore (each followed by the list's id), or by the
//! decorations `AliasScopeINTEL` / `NoAliasINTEL` of other instructions (calls), all under
//! the capability `MemoryAccessAliasingINTEL`. Names are not written (the optional Name
//! operands): a name is a comment to LLVM.

use spirv::{Decoration, MemoryAccess};

/// The extension.
pub(crate) const EXTENSION: &str = "SPV_INTEL_memory_access_aliasing";

/// One kind of alias metadata.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AliasKind {
    /// The LLVM metadata kind.
    pub metadata: &'static str,
    /// The memory-operand bit of a load or store (its id operand follows the bit's
    /// position: bits in increasing order).
    pub memory_access: MemoryAccess,
    /// The decoration of another instruction.
    pub decoration: Decoration,
}

/// The kinds, in memory-operand bit order.
pub(crate) const ALIAS_KINDS: [AliasKind; 2] = [
    AliasKind {
        metadata: "alias.scope",
        memory_access: MemoryAccess::ALIAS_SCOPE_INTEL_MASK,
        decoration: Decoration::AliasScopeINTEL,
    },
    AliasKind {
        metadata: "noalias",
        memory_access: MemoryAccess::NO_ALIAS_INTEL_MASK,
        decoration: Decoration::NoAliasINTEL,
    },
];

/// The memory-operand bits followed by an id operand (SPIR-V 3.26 "Memory Operands"):
/// `MakePointerAvailable`, `MakePointerVisible` and the two alias bits. `Aligned` is
/// followed by a literal.
const ID_BITS: [MemoryAccess; 4] = [
    MemoryAccess::MAKE_POINTER_AVAILABLE,
    MemoryAccess::MAKE_POINTER_VISIBLE,
    MemoryAccess::ALIAS_SCOPE_INTEL_MASK,
    MemoryAccess::NO_ALIAS_INTEL_MASK,
];

/// The index, among the operands following memory-operand mask `mask`, of the operand of
/// bit `bit` (one of [`ID_BITS`] or `Aligned`), if `mask` has it.
pub(crate) fn operand_index(mask: MemoryAccess, bit: MemoryAccess) -> Option<usize> {
    if !mask.contains(bit) {
        return None;
    }
    let before = |b: MemoryAccess| b.bits() < bit.bits() && mask.contains(b);
    let aligned = usize::from(before(MemoryAccess::ALIGNED));
    Some(aligned + ID_BITS.iter().filter(|b| before(**b)).count())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alias_lists_follow_the_alignment_and_each_other() {
        let m = MemoryAccess::ALIGNED | MemoryAccess::ALIAS_SCOPE_INTEL_MASK | MemoryAccess::NO_ALIAS_INTEL_MASK;
        assert_eq!(operand_index(m, MemoryAccess::ALIGNED), Some(0));
        assert_eq!(operand_index(m, MemoryAccess::ALIAS_SCOPE_INTEL_MASK), Some(1));
        assert_eq!(operand_index(m, MemoryAccess::NO_ALIAS_INTEL_MASK), Some(2));
        assert_eq!(operand_index(MemoryAccess::NO_ALIAS_INTEL_MASK, MemoryAccess::NO_ALIAS_INTEL_MASK), Some(0));
        assert_eq!(operand_index(MemoryAccess::ALIGNED, MemoryAccess::NO_ALIAS_INTEL_MASK), None);
        assert!(ALIAS_KINDS.windows(2).all(|w| w[0].memory_access.bits() < w[1].memory_access.bits()));
    }
}
