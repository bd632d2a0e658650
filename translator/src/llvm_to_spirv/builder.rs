//! SPIR-V module assembly: id allocation, one word buffer per logical-layout
//! section, capabilities and extensions declared on demand.
//!
//! Source: SPIR-V 1.6 spec, 2.3 "Physical Layout of a SPIR-V Module and
//! Instruction" and 2.4 "Logical Layout of a Module".

use rustc_hash::FxHashSet as HashSet;

/// SPIR-V magic number (spec 3.1).
pub const MAGIC: u32 = 0x0723_0203;
/// Generator id written in the header: the upper 16 bits are the tool id
/// (6 = Khronos LLVM/SPIR-V Translator, as registered in the SPIR-V registry's
/// generator list; we use it as a drop-in), the lower 16 bits our version.
pub const GENERATOR: u32 = (6 << 16) | 14;

/// Appends one instruction: the word count/opcode word, then `operands`.
///
/// Returns `Err(words)` when the instruction would exceed 65535 words.
pub fn push_inst(buf: &mut Vec<u32>, op: spirv::Op, operands: &[u32]) -> Result<(), usize> {
    let words = operands.len() + 1;
    if words > 0xffff {
        return Err(words);
    }
    buf.push(((words as u32) << 16) | op as u32);
    buf.extend_from_slice(operands);
    Ok(())
}

/// Appends an instruction whose operands are a few words fixed by its shape (ids, enumerants,
/// a short constant string such as `"OpenCL.std"`), which always fits one instruction
/// (spec 2.3 "Physical Layout": word count below 65536); [`push_inst`] is for operand lists
/// that grow with the input.
pub fn push_fixed(buf: &mut Vec<u32>, op: spirv::Op, operands: &[u32]) {
    debug_assert!(operands.len() < 64, "Op{op:?} with {} operands is not fixed-size", operands.len());
    buf.push((((operands.len() + 1) as u32) << 16) | op as u32);
    buf.extend_from_slice(operands);
}

/// A string with a NUL character, which would end a SPIR-V literal string early (SPIR-V 1.6
/// spec 2.2.1, "Literal").
#[derive(Debug)]
pub struct NulInString;

/// [`string_words`] for a string taken from the input.
///
/// # Errors
/// [`NulInString`] when `s` holds a NUL character: the caller names the construct.
pub fn input_string_words(s: &str, out: &mut Vec<u32>) -> Result<(), NulInString> {
    if s.contains('\0') {
        return Err(NulInString);
    }
    string_words(s, out);
    Ok(())
}

/// Encodes a literal string as SPIR-V words: UTF-8 bytes, NUL-terminated,
/// zero-padded to a word boundary, little-endian within each word (spec 2.2.1).
pub fn string_words(s: &str, out: &mut Vec<u32>) {
    let bytes = s.as_bytes();
    for chunk in bytes.chunks(4) {
        let mut w = [0u8; 4];
        w[..chunk.len()].copy_from_slice(chunk);
        out.push(u32::from_le_bytes(w));
    }
    if bytes.len() % 4 == 0 {
        out.push(0);
    }
}

/// The sections of a module in logical-layout order (spec 2.4), each a word buffer.
#[derive(Default)]
pub struct Sections {
    /// OpCapability, written by [`ModuleBuilder::finish`] from the declared set in
    /// capability-number order (the Khronos translator keeps its capabilities in a map keyed
    /// by the capability enumerant, so they come out sorted by number whatever declared them
    /// first).
    pub capabilities: Vec<u32>,
    /// OpExtension, in name order (written by [`ModuleBuilder::finish`] from the declared
    /// set: the Khronos translator keeps its extensions in an ordered set, so they come out
    /// sorted by name whatever declared them first).
    pub extensions: Vec<u32>,
    /// OpExtInstImport.
    pub ext_inst_imports: Vec<u32>,
    /// OpMemoryModel.
    pub memory_model: Vec<u32>,
    /// OpEntryPoint.
    pub entry_points: Vec<u32>,
    /// OpExecutionMode.
    pub execution_modes: Vec<u32>,
    /// OpString, OpSource, OpSourceExtension.
    pub debug_strings: Vec<u32>,
    /// OpName, OpMemberName.
    pub debug_names: Vec<u32>,
    /// OpDecorate, OpMemberDecorate.
    pub annotations: Vec<u32>,
    /// Types, constants, module-scope OpVariable and OpUndef.
    pub globals: Vec<u32>,
    /// Module-scope debug extended instructions (OpenCL.DebugInfo.100,
    /// NonSemantic.Shader.DebugInfo.*), in the order they are made: after every type,
    /// constant and global variable, as the Khronos translator lays them out (they name
    /// those; nothing else names them).
    pub debug_globals: Vec<u32>,
    /// Function declarations (no body); the spec puts them before definitions.
    pub function_decls: Vec<u32>,
    /// Function definitions.
    pub function_defs: Vec<u32>,
}

/// Ids, sections and the module-level sets that are declared on demand.
#[derive(Default)]
pub struct ModuleBuilder {
    next_id: u32,
    /// The section buffers.
    pub sections: Sections,
    capabilities: HashSet<u32>,
    /// Each declared extension's `OpExtension` instruction words, by name.
    extensions: std::collections::BTreeMap<String, Vec<u32>>,
    /// (target, member or `u32::MAX`, decoration) of every decoration written, for
    /// [`ModuleBuilder::decoration`].
    decorated: HashSet<(spirv::Word, u32, u32)>,
    /// The operand words of every decoration written, so an identical one is not repeated.
    decorated_exact: HashSet<Vec<u32>>,
    /// The operand words (entry point, mode, literals) of every `OpExecutionMode` written.
    execution_modes: HashSet<Vec<u32>>,
    /// The operand words (entry point, mode, ids) of every `OpExecutionModeId` written.
    execution_mode_ids: HashSet<Vec<u32>>,
    /// The lowest SPIR-V version (major, minor) the used features need.
    pub min_version: (u8, u8),
}

impl ModuleBuilder {
    /// A builder whose first id is 1.
    pub fn new() -> Self {
        ModuleBuilder { next_id: 1, min_version: (1, 0), ..Default::default() }
    }

    /// Allocates a fresh result id.
    pub fn id(&mut self) -> spirv::Word {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// The id the next [`ModuleBuilder::id`] call returns.
    pub fn peek_id(&self) -> spirv::Word {
        self.next_id
    }

    /// Declares a capability once (idempotent); [`ModuleBuilder::finish`] writes the
    /// declared set sorted by number.
    pub fn capability(&mut self, cap: spirv::Capability) {
        self.capabilities.insert(cap as u32);
    }

    /// Whether capability `cap` is declared.
    pub fn has_capability(&self, cap: spirv::Capability) -> bool {
        self.capabilities.contains(&(cap as u32))
    }

    /// Appends `OpExecutionMode %entry mode literals...` once: the same mode with the same
    /// literals is not repeated (the same mode with other literals, e.g. `DenormPreserve 32`
    /// and `DenormPreserve 64`, is another request). Returns whether it was written.
    pub fn execution_mode(&mut self, entry: spirv::Word, mode: spirv::ExecutionMode, literals: &[u32]) -> bool {
        let mut ops = Vec::with_capacity(literals.len() + 2);
        ops.extend_from_slice(&[entry, mode as u32]);
        ops.extend_from_slice(literals);
        if self.execution_modes.contains(&ops) {
            return false;
        }
        push_fixed(&mut self.sections.execution_modes, spirv::Op::ExecutionMode, &ops);
        self.execution_modes.insert(ops);
        true
    }

    /// Appends `OpExecutionModeId %entry mode ids...` once (SPIR-V 1.2; the caller requires
    /// the version). Returns whether it was written.
    pub fn execution_mode_id(&mut self, entry: spirv::Word, mode: spirv::ExecutionMode, ids: &[u32]) -> bool {
        let mut ops = Vec::with_capacity(ids.len() + 2);
        ops.extend_from_slice(&[entry, mode as u32]);
        ops.extend_from_slice(ids);
        if !self.execution_mode_ids.insert(ops.clone()) {
            return false;
        }
        push_fixed(&mut self.sections.execution_modes, spirv::Op::ExecutionModeId, &ops);
        true
    }

    /// Whether `OpExecutionMode %entry mode literals...` is written.
    pub fn has_execution_mode(&self, entry: spirv::Word, mode: spirv::ExecutionMode, literals: &[u32]) -> bool {
        let mut ops = Vec::with_capacity(literals.len() + 2);
        ops.extend_from_slice(&[entry, mode as u32]);
        ops.extend_from_slice(literals);
        self.execution_modes.contains(&ops)
    }

    /// Declares an extension the translator names itself (a grammar extension name or a
    /// literal of the translator, a few words long) once (idempotent).
    pub fn extension(&mut self, name: &'static str) {
        let declared = self.extension_from_input(name);
        debug_assert!(declared.is_ok(), "the translator's own extension names fit one instruction");
    }

    /// Declares an extension named by the input (`!spirv.Extension`) once (idempotent).
    ///
    /// # Errors
    /// `Err(words)`, the word count it would need, for a name too long for one instruction
    /// (SPIR-V spec 2.3 "Physical Layout of a SPIR-V Module and Instruction").
    pub fn extension_from_input(&mut self, name: &str) -> Result<(), usize> {
        if self.extensions.contains_key(name) {
            return Ok(());
        }
        let mut ops = Vec::new();
        string_words(name, &mut ops);
        let mut inst = Vec::with_capacity(ops.len() + 1);
        push_inst(&mut inst, spirv::Op::Extension, &ops)?;
        self.extensions.insert(name.to_string(), inst);
        Ok(())
    }

    /// Appends `OpDecorate` (`member` `None`) or `OpMemberDecorate` with operands
    /// `target [member] decoration literals...`, once: an identical decoration is never
    /// written twice, and a decoration that SPIR-V allows only once per target (every one
    /// but those [`decoration_may_repeat`] names; SPIR-V 1.6 spec 2.16.1 and `spirv-val`'s
    /// "decorated with X multiple times is not allowed") keeps its first value.
    ///
    /// Returns `Err(words)` when the instruction would exceed 65535 words.
    pub fn decoration(
        &mut self,
        target: spirv::Word,
        member: Option<u32>,
        decoration: u32,
        literals: &[u32],
    ) -> Result<(), usize> {
        let mut ops = Vec::with_capacity(literals.len() + 3);
        ops.push(target);
        ops.extend(member);
        ops.push(decoration);
        ops.extend_from_slice(literals);
        let first_of_kind = self.decorated.insert((target, member.unwrap_or(u32::MAX), decoration));
        if !(first_of_kind || decoration_may_repeat(decoration)) || self.decorated_exact.contains(&ops) {
            return Ok(());
        }
        let op = if member.is_some() { spirv::Op::MemberDecorate } else { spirv::Op::Decorate };
        push_inst(&mut self.sections.annotations, op, &ops)?;
        self.decorated_exact.insert(ops);
        Ok(())
    }

    /// Raises the minimum version to at least `v`.
    pub fn require_version(&mut self, v: (u8, u8)) {
        if v > self.min_version {
            self.min_version = v;
        }
    }

    /// Concatenates the header and sections into the module's words.
    ///
    /// Capabilities are written sorted by number and extensions sorted by name (the
    /// Khronos translator's ordered containers).
    ///
    /// Like the Khronos translator, integer types and constants come first in the
    /// types-and-constants section, then the other types, then the rest (see
    /// [`hoist_integer_types`]).
    pub fn finish(self, version: (u8, u8)) -> Vec<u32> {
        let mut s = self.sections;
        s.globals = hoist_integer_types(&s.globals);
        s.extensions.extend(self.extensions.into_values().flatten());
        let mut caps: Vec<u32> = self.capabilities.into_iter().collect();
        caps.sort_unstable();
        s.capabilities.extend(caps.into_iter().flat_map(|c| [(2 << 16) | spirv::Op::Capability as u32, c]));
        let total = 5
            + s.capabilities.len()
            + s.extensions.len()
            + s.ext_inst_imports.len()
            + s.memory_model.len()
            + s.entry_points.len()
            + s.execution_modes.len()
            + s.debug_strings.len()
            + s.debug_names.len()
            + s.annotations.len()
            + s.globals.len()
            + s.debug_globals.len()
            + s.function_decls.len()
            + s.function_defs.len();
        let mut out = Vec::with_capacity(total);
        out.extend_from_slice(&[
            MAGIC,
            ((version.0 as u32) << 16) | ((version.1 as u32) << 8),
            GENERATOR,
            self.next_id,
            0,
        ]);
        for sec in [
            &s.capabilities,
            &s.extensions,
            &s.ext_inst_imports,
            &s.memory_model,
            &s.entry_points,
            &s.execution_modes,
            &s.debug_strings,
            &s.debug_names,
            &s.annotations,
            &s.globals,
            &s.debug_globals,
            &s.function_decls,
            &s.function_defs,
        ] {
            out.extend_from_slice(sec);
        }
        out
    }
}

/// `ArgumentAttributeINTEL` (SPV_INTEL_function_pointers), newer than the `spirv` crate.
pub const ARGUMENT_ATTRIBUTE_INTEL: u32 = 6409;

/// Whether a target may carry decoration `decoration` (a `spirv::Decoration` number) more
/// than once with different operands: several parameter attributes (`FuncParamAttr`), user
/// strings (`UserSemantic`), cache levels (SPV_INTEL_cache_controls) and argument attributes
/// (SPV_INTEL_function_pointers `ArgumentAttributeINTEL`).
pub fn decoration_may_repeat(decoration: u32) -> bool {
    use spirv::Decoration as D;
    decoration == ARGUMENT_ATTRIBUTE_INTEL
        || [D::FuncParamAttr, D::UserSemantic, D::CacheControlLoadINTEL, D::CacheControlStoreINTEL]
            .iter()
            .any(|d| *d as u32 == decoration)
}

/// Reorders a types-and-constants section as the Khronos translator lays it out: every
/// `OpTypeInt`, then the integer constants, then the other types, then the other constants
/// and variables, each group in its original order (its module writer sorts the section
/// into these four lists).
///
/// An integer constant here is an `OpConstant`, `OpSpecConstant`, `OpConstantNull` or
/// `OpUndef` of an integer type, or an `OpSpecConstantOp` of an integer type whose id
/// operands are all hoisted integer constants (the Khronos translator hoists every
/// integer-typed constant, even one computed from a later variable; ours keep their place
/// then, so that every id is defined before its use, SPIR-V 1.6 spec 2.4 "Logical Layout").
/// Types only refer to other types and integer constants, so the order stays valid.
fn hoist_integer_types(globals: &[u32]) -> Vec<u32> {
    use spirv::Op as O;
    let mut int_types = HashSet::default();
    let mut int_consts = HashSet::default();
    let (mut ints, mut consts, mut types, mut rest) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for raw in llvm_spirv_binary::stream::section_instructions(globals).map_while(Result::ok) {
        let (op, inst) = (O::from_u32(u32::from(raw.opcode)), raw.words);
        let int_typed = inst.len() > 2 && int_types.contains(&inst[1]);
        let is_int_constant = int_typed
            && match op {
                Some(O::Constant | O::SpecConstant | O::ConstantNull | O::Undef) => true,
                Some(O::SpecConstantOp) => inst.len() > 4 && inst[4..].iter().all(|id| int_consts.contains(id)),
                _ => false,
            };
        if op == Some(O::TypeInt) && inst.len() > 1 {
            int_types.insert(inst[1]);
            ints.extend_from_slice(inst);
        } else if is_int_constant {
            int_consts.insert(inst[2]);
            consts.extend_from_slice(inst);
        } else if op.is_some_and(|op| is_type(op as u32)) {
            types.extend_from_slice(inst);
        } else {
            rest.extend_from_slice(inst);
        }
    }
    ints.extend(consts);
    ints.extend(types);
    ints.extend(rest);
    ints
}

/// Whether an opcode declares a type (`OpType*`, including SPV_INTEL_long_composites'
/// `OpTypeStructContinuedINTEL`), by the grammar's classification, which leaves out
/// `OpTypeTaskSequenceINTEL` (SPV_INTEL_task_sequence) and the internal grammar's
/// `OpTypeJointMatrixINTEL` (SPV_INTEL_joint_matrix).
fn is_type(op: u32) -> bool {
    use spirv::Op as O;
    O::from_u32(op).is_some_and(|op| op.is_type() || matches!(op, O::TypeTaskSequenceINTEL | O::TypeJointMatrixINTEL))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_nul_terminated_and_padded() {
        let mut w = Vec::new();
        string_words("abcd", &mut w);
        assert_eq!(w, vec![u32::from_le_bytes(*b"abcd"), 0]);
        w.clear();
        string_words("OpenCL.std", &mut w);
        assert_eq!(w, vec![u32::from_le_bytes(*b"Open"), u32::from_le_bytes(*b"CL.s"), u32::from_le_bytes(*b"td\0\0")]);
    }

    #[test]
    fn instruction_word_count_is_in_the_high_half() {
        let mut buf = Vec::new();
        push_inst(&mut buf, spirv::Op::TypeInt, &[5, 32, 0]).unwrap();
        assert_eq!(buf, vec![(4 << 16) | 21, 5, 32, 0]);
        assert_eq!(push_inst(&mut buf, spirv::Op::ConstantComposite, &vec![0; 70000]), Err(70001));
    }

    #[test]
    fn integer_types_and_constants_come_first() {
        let mut g = Vec::new();
        push_inst(&mut g, spirv::Op::TypeVoid, &[1]).unwrap();
        push_inst(&mut g, spirv::Op::TypeFloat, &[2, 32]).unwrap();
        push_inst(&mut g, spirv::Op::Constant, &[2, 3, 0]).unwrap();
        push_inst(&mut g, spirv::Op::TypeInt, &[4, 32, 0]).unwrap();
        push_inst(&mut g, spirv::Op::Constant, &[4, 5, 7]).unwrap();
        push_inst(&mut g, spirv::Op::TypeVector, &[6, 2, 4]).unwrap();
        let mut want = Vec::new();
        push_inst(&mut want, spirv::Op::TypeInt, &[4, 32, 0]).unwrap();
        push_inst(&mut want, spirv::Op::Constant, &[4, 5, 7]).unwrap();
        push_inst(&mut want, spirv::Op::TypeVoid, &[1]).unwrap();
        push_inst(&mut want, spirv::Op::TypeFloat, &[2, 32]).unwrap();
        push_inst(&mut want, spirv::Op::TypeVector, &[6, 2, 4]).unwrap();
        push_inst(&mut want, spirv::Op::Constant, &[2, 3, 0]).unwrap();
        assert_eq!(hoist_integer_types(&g), want);
    }

    #[test]
    fn every_integer_type_precedes_the_integer_constants() {
        use spirv::Op as O;
        let mut g = Vec::new();
        push_inst(&mut g, O::TypeInt, &[1, 32, 0]).unwrap();
        push_inst(&mut g, O::Constant, &[1, 2, 7]).unwrap();
        push_inst(&mut g, O::TypeFloat, &[3, 32]).unwrap();
        push_inst(&mut g, O::TypeInt, &[4, 64, 0]).unwrap();
        push_inst(&mut g, O::ConstantNull, &[4, 5]).unwrap();
        push_inst(&mut g, O::TypePointer, &[6, 5, 1]).unwrap();
        push_inst(&mut g, O::Variable, &[6, 7, 5]).unwrap();
        // Integer arithmetic on integer constants is hoisted; a conversion of a variable is not.
        push_inst(&mut g, O::SpecConstantOp, &[1, 8, O::IAdd as u32, 2, 2]).unwrap();
        push_inst(&mut g, O::SpecConstantOp, &[4, 9, O::ConvertPtrToU as u32, 7]).unwrap();
        let mut want = Vec::new();
        push_inst(&mut want, O::TypeInt, &[1, 32, 0]).unwrap();
        push_inst(&mut want, O::TypeInt, &[4, 64, 0]).unwrap();
        push_inst(&mut want, O::Constant, &[1, 2, 7]).unwrap();
        push_inst(&mut want, O::ConstantNull, &[4, 5]).unwrap();
        push_inst(&mut want, O::SpecConstantOp, &[1, 8, O::IAdd as u32, 2, 2]).unwrap();
        push_inst(&mut want, O::TypeFloat, &[3, 32]).unwrap();
        push_inst(&mut want, O::TypePointer, &[6, 5, 1]).unwrap();
        push_inst(&mut want, O::Variable, &[6, 7, 5]).unwrap();
        push_inst(&mut want, O::SpecConstantOp, &[4, 9, O::ConvertPtrToU as u32, 7]).unwrap();
        assert_eq!(hoist_integer_types(&g), want);
    }

    #[test]
    fn capabilities_are_declared_once_and_written_by_number() {
        let mut b = ModuleBuilder::new();
        b.capability(spirv::Capability::Kernel);
        b.capability(spirv::Capability::Int64);
        b.capability(spirv::Capability::Addresses);
        b.capability(spirv::Capability::Kernel);
        let words = b.finish((1, 0));
        let cap = (2 << 16) | spirv::Op::Capability as u32;
        // The header's five words, then the capabilities alone (no other section is filled).
        assert_eq!(words[5..], [cap, 4, cap, 6, cap, 11]);
    }
}
