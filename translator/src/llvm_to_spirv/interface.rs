//! Entry-point interfaces from SPIR-V 1.4 on: the module-scope variables that an
//! entry point's call tree references.
//!
//! Source: SPIR-V 1.6 spec 3.52.6 `OpEntryPoint` ("Interface is a list of ids of
//! global OpVariable instructions ... Starting with version 1.4, the interface's
//! storage classes are all storage classes used in declaring all global variables
//! referenced by the entry point's call tree").
//!
//! Listing every module-scope variable in every entry point is also valid, but
//! makes the module quadratic in the number of kernels (3000 kernels with one
//! `__local` array each: 36 MB of interface operands), so each entry point gets
//! the variables its call tree uses. The index works on the emitted words: an
//! operand word that equals a variable, a function or a module-scope value built
//! from them counts as a reference. A literal that happens to equal such an id only
//! adds a variable the entry point may list anyway; no reference is missed.
//!
//! Debug information is no use of a variable or a function: module-scope `OpExtInst`s
//! (the debug and non-semantic sets, the only ones allowed there; OpenCL.DebugInfo.100's
//! DebugFunction names its OpFunction) are not scanned, nor are `OpLine`s, and an
//! `OpExtInst`'s set and instruction number are not operands. Their literals (source
//! lines and columns, up to the size of the source) would otherwise name arbitrary
//! functions and variables, joining every kernel's call tree to every other's.

use rustc_hash::{FxHashMap, FxHashSet};
use spirv::{Op, Word};

/// What a result id is, for the reference scan.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Other,
    /// A module-scope `OpVariable`.
    Variable,
    /// An `OpFunction` (declared or defined).
    Function,
    /// A module-scope value that refers to variables or functions (`OpSpecConstantOp`
    /// on a variable's address, `OpConstantFunctionPointerINTEL`, a composite of them).
    Through,
}

/// Module-scope variables and functions referenced by each function, directly or
/// through module-scope values.
pub(super) struct InterfaceIndex {
    kinds: Vec<Kind>,
    /// For `Kind::Through` ids: the variables and functions they refer to (transitively).
    through: FxHashMap<Word, Vec<Word>>,
    /// Per defined function: referenced variables, functions and `Through` values.
    refs: FxHashMap<Word, Vec<Word>>,
}

/// Calls `f(opcode, instruction words)` for each instruction of a section.
fn each_inst(words: &[u32], mut f: impl FnMut(u32, &[u32])) {
    for inst in llvm_spirv_binary::stream::section_instructions(words).map_while(Result::ok) {
        f(u32::from(inst.opcode), inst.words);
    }
}

impl InterfaceIndex {
    /// Indexes the module-scope section (`globals`: types, constants, variables) and the
    /// function sections (`functions`: declarations and definitions).
    pub(super) fn new(globals: &[u32], functions: &[&[u32]]) -> Self {
        let mut index = InterfaceIndex { kinds: Vec::new(), through: FxHashMap::default(), refs: FxHashMap::default() };
        each_inst(globals, |op, w| {
            if op == Op::Variable as u32 {
                if let Some(&id) = w.get(2) {
                    index.set(id, Kind::Variable);
                }
            }
        });
        for section in functions {
            each_inst(section, |op, w| {
                if op == Op::Function as u32 {
                    if let Some(&id) = w.get(2) {
                        index.set(id, Kind::Function);
                    }
                }
            });
        }
        // Module-scope values referring to variables or functions (in module order, so
        // operands are classified before their users; types never refer to either).
        each_inst(globals, |op, w| {
            let is_type = spirv::Op::from_u32(op).is_some_and(spirv::Op::is_type);
            if is_type || w.len() < 3 || op == Op::ExtInst as u32 || op == Op::Line as u32 {
                return;
            }
            let id = w[2];
            let mut found: Vec<Word> = Vec::new();
            let first_operand = if op == Op::Variable as u32 { 4 } else { 3 };
            for &o in w.get(first_operand..).unwrap_or(&[]) {
                match index.kind(o) {
                    Kind::Variable | Kind::Function => found.push(o),
                    Kind::Through => found.extend(index.through.get(&o).into_iter().flatten().copied()),
                    Kind::Other => {}
                }
            }
            if op == Op::Variable as u32 {
                // An initializer naming other variables: they are reached through this one.
                if !found.is_empty() {
                    index.through.entry(id).or_default().extend(found);
                }
            } else if !found.is_empty() && index.kind(id) == Kind::Other {
                index.set(id, Kind::Through);
                index.through.insert(id, found);
            }
        });
        for section in functions {
            let mut current: Option<(Word, FxHashSet<Word>)> = None;
            each_inst(section, |op, w| {
                if op == Op::Function as u32 {
                    current = w.get(2).map(|&id| (id, FxHashSet::default()));
                    return;
                }
                if op == Op::FunctionEnd as u32 {
                    if let Some((id, set)) = current.take() {
                        let mut v: Vec<Word> = set.into_iter().collect();
                        v.sort_unstable();
                        index.refs.insert(id, v);
                    }
                    return;
                }
                if op == Op::Line as u32 {
                    return;
                }
                if let Some((_, set)) = current.as_mut() {
                    for (i, &o) in w.iter().enumerate().skip(1) {
                        // OpExtInst: result type, result, set, instruction number, operands.
                        let literal = op == Op::ExtInst as u32 && (i == 3 || i == 4);
                        if !literal && index.kind(o) != Kind::Other {
                            set.insert(o);
                        }
                    }
                }
            });
        }
        index
    }

    fn set(&mut self, id: Word, kind: Kind) {
        let i = id as usize;
        if i >= self.kinds.len() {
            self.kinds.resize(i + 1, Kind::Other);
        }
        self.kinds[i] = kind;
    }

    fn kind(&self, id: Word) -> Kind {
        self.kinds.get(id as usize).copied().unwrap_or(Kind::Other)
    }

    /// The module-scope variables referenced by the call tree of `function`, sorted.
    pub(super) fn interface(&self, function: Word) -> Vec<Word> {
        let mut vars = FxHashSet::default();
        let mut seen = FxHashSet::default();
        let mut stack = vec![function];
        while let Some(f) = stack.pop() {
            if !seen.insert(f) {
                continue;
            }
            let visit = |id: Word, stack: &mut Vec<Word>, vars: &mut FxHashSet<Word>| match self.kind(id) {
                Kind::Variable => {
                    vars.insert(id);
                    // Variables whose initializers name other variables reach those too.
                    for &t in self.through.get(&id).into_iter().flatten() {
                        match self.kind(t) {
                            Kind::Variable => {
                                vars.insert(t);
                            }
                            _ => stack.push(t),
                        }
                    }
                }
                Kind::Function => stack.push(id),
                Kind::Through | Kind::Other => {}
            };
            for &r in self.refs.get(&f).into_iter().flatten() {
                if self.kind(r) == Kind::Through {
                    for &t in self.through.get(&r).into_iter().flatten() {
                        visit(t, &mut stack, &mut vars);
                    }
                } else {
                    visit(r, &mut stack, &mut vars);
                }
            }
        }
        let mut out: Vec<Word> = vars.into_iter().collect();
        out.sort_unstable();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::InterfaceIndex;
    use crate::llvm_to_spirv::builder::push_fixed;
    use spirv::Op;

    #[test]
    fn interface_follows_calls_and_module_scope_values() {
        let mut globals = Vec::new();
        push_fixed(&mut globals, Op::TypeInt, &[1, 32, 0]);
        push_fixed(&mut globals, Op::TypePointer, &[2, 4, 1]);
        push_fixed(&mut globals, Op::Variable, &[2, 10, 4]); // used by f
        push_fixed(&mut globals, Op::Variable, &[2, 11, 4]); // used by g (called by f)
        push_fixed(&mut globals, Op::Variable, &[2, 12, 4]); // used through a constant by h
        push_fixed(&mut globals, Op::SpecConstantOp, &[2, 13, Op::InBoundsPtrAccessChain as u32, 12, 1]);
        push_fixed(&mut globals, Op::Variable, &[2, 14, 4]); // unused
        push_fixed(&mut globals, Op::Variable, &[2, 15, 5, 12]); // initializer names 12
        let mut defs = Vec::new();
        for (f, body) in [
            (20u32, vec![(Op::Load, vec![1, 30, 10]), (Op::FunctionCall, vec![1, 31, 21])]),
            (21, vec![(Op::Store, vec![11, 30])]),
            (22, vec![(Op::Load, vec![1, 32, 13])]),
            (23, vec![(Op::Load, vec![1, 33, 15])]),
        ] {
            push_fixed(&mut defs, Op::Function, &[1, f, 0, 3]);
            push_fixed(&mut defs, Op::Label, &[40 + f]);
            for (op, w) in body {
                push_fixed(&mut defs, op, &w);
            }
            push_fixed(&mut defs, Op::FunctionEnd, &[]);
        }
        // Debug information uses nothing: a DebugFunction naming function 21, a source line
        // equal to variable 14's id, an OpLine whose line is that id too, and an extended
        // instruction numbered 14.
        push_fixed(&mut globals, Op::ExtInst, &[1, 16, 9, 20, 50, 51, 52, 14, 0, 53, 54, 55, 56, 21]);
        push_fixed(&mut defs, Op::Function, &[1, 24, 0, 3]);
        push_fixed(&mut defs, Op::Label, &[64]);
        push_fixed(&mut defs, Op::Line, &[50, 14, 14]);
        push_fixed(&mut defs, Op::ExtInst, &[1, 34, 8, 14, 30]);
        push_fixed(&mut defs, Op::ExtInst, &[1, 35, 9, 23, 16]);
        push_fixed(&mut defs, Op::FunctionEnd, &[]);
        let index = InterfaceIndex::new(&globals, &[&[], &defs]);
        assert_eq!(index.interface(24), Vec::<u32>::new());
        assert_eq!(index.interface(20), vec![10, 11]);
        assert_eq!(index.interface(21), vec![11]);
        assert_eq!(index.interface(22), vec![12]);
        assert_eq!(index.interface(23), vec![12, 15]);
    }
}
