//! The core SPIR-V grammar indexed by opcode.
//!
//! rspirv's `INSTRUCTION_TABLE` is generated from the SPIR-V JSON grammar
//! (`spirv.core.grammar.json`, the machine-readable form of spec 3.52
//! "Instructions"); its own `lookup_opcode` is a linear search, so every reader of
//! the workspace looks opcodes up here instead.

use rspirv::grammar::{Instruction, INSTRUCTION_TABLE};
use std::sync::OnceLock;

/// A core grammar entry: opcode, operand kinds and quantifiers, capabilities.
pub type Class = &'static Instruction<'static>;

/// Grammar entries by opcode; for an opcode listed twice, the first entry, as
/// `INSTRUCTION_TABLE.lookup_opcode` finds it. Built once.
pub fn core_instructions() -> &'static [Option<Class>] {
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
pub fn core_instruction(opcode: u32) -> Option<Class> {
    core_instructions().get(opcode as usize).copied().flatten()
}
