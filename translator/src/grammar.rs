//! The core SPIR-V grammar (rspirv's `INSTRUCTION_TABLE`, generated from the
//! SPIR-V JSON grammar) indexed by opcode, for both directions: rspirv's own
//! `lookup_opcode` is a linear search.

use rspirv::grammar::{Instruction, INSTRUCTION_TABLE};
use std::sync::OnceLock;

/// A core grammar entry.
pub(crate) type Class = &'static Instruction<'static>;

/// Grammar entries by opcode; for an opcode listed twice, the first entry, as
/// `INSTRUCTION_TABLE.lookup_opcode` finds it. Built once.
pub(crate) fn core_instructions() -> &'static [Option<Class>] {
    static TABLE: OnceLock<Vec<Option<Class>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let len = INSTRUCTION_TABLE.iter().map(|c| c.opcode as usize + 1).max().unwrap_or(0);
        let mut table: Vec<Option<Class>> = vec![None; len];
        for c in INSTRUCTION_TABLE.iter() {
            if let Some(slot @ None) = table.get_mut(c.opcode as usize) {
                *slot = Some(c);
            }
        }
        table
    })
}

/// The grammar entry of `opcode`; `None` for an opcode the grammar does not list.
pub(crate) fn core_instruction(opcode: spirv::Word) -> Option<Class> {
    core_instructions().get(opcode as usize).copied().flatten()
}
