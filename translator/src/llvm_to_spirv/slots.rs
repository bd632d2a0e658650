//! Pointee inference through memory slots of pointer type ("type scavenging").
//!
//! With opaque pointers, a pointer stored into a local slot (`alloca ptr addrspace(N)`,
//! as clang emits for every pointer variable at -O0) and loaded back would have the
//! canonical `i8` pointee, so each use of the loaded pointer needs an `OpBitcast`. Here the
//! module is read once and pointer values that are the same pointer are put in one class
//! (union-find): a cast (`addrspacecast`, `bitcast`, `freeze`) and its operand, the values
//! stored into a slot and the values loaded from it, the pointer arguments of a call to a
//! defined function and its parameters. Each class collects the pointees its members are
//! used with as addresses (load, store, GEP, atomic, mangled builtin parameters) and the
//! pointees fixed by definition (allocas, GEPs, globals, `byval`/`sret` types). When they
//! all agree on one type `T`, the class's slots become `OpVariable`s of pointer to pointer
//! to `T` (their loads yield pointers to `T`) and its parameters take `T` as pointee.
//! Otherwise (no evidence, conflicting evidence, OpenCL objects or function pointers in
//! the class) nothing changes and casts convert as before.
//!
//! A slot is an `alloca` of a pointer type, of count 1, in the private address space,
//! used only as the address of loads and stores of its allocated type (and by
//! `llvm.lifetime.*`); any other use (its address stored, passed, cast, offset) leaves it
//! canonical and its class without a type.

use super::{FastMap, FastSet, Result, Translator};
use crate::llvm;
use spirv::Word;

/// A class member: a pointer value, or the contents of a slot (`true`).
type Node<'c> = (llvm::Value<'c>, bool);

/// What a class knows about its pointee.
#[derive(Clone, Copy, PartialEq)]
enum Evidence<'c> {
    /// Nothing yet.
    None,
    /// All uses and definitions agree on this type.
    One(llvm::Type<'c>),
    /// Disagreement, or a member that must keep its own type.
    Conflict,
}

impl<'c> Evidence<'c> {
    fn add(self, t: llvm::Type<'c>) -> Self {
        self.join(Evidence::One(t))
    }

    fn join(self, other: Self) -> Self {
        match (self, other) {
            (Evidence::None, e) | (e, Evidence::None) => e,
            (Evidence::One(a), Evidence::One(b)) if a == b => Evidence::One(a),
            _ => Evidence::Conflict,
        }
    }
}

/// Union-find over [`Node`]s with per-node evidence, filled in one pass over the module.
#[derive(Default)]
struct Classes<'c> {
    index: FastMap<Node<'c>, usize>,
    nodes: Vec<Node<'c>>,
    parent: Vec<usize>,
    /// Evidence gathered per pointer value (address uses), folded into classes at the end.
    uses: FastMap<llvm::Value<'c>, Evidence<'c>>,
}

impl<'c> Classes<'c> {
    fn node(&mut self, n: Node<'c>) -> usize {
        if let Some(&i) = self.index.get(&n) {
            return i;
        }
        let i = self.nodes.len();
        self.index.insert(n, i);
        self.nodes.push(n);
        self.parent.push(i);
        i
    }

    fn find(&mut self, mut i: usize) -> usize {
        while self.parent[i] != i {
            self.parent[i] = self.parent[self.parent[i]];
            i = self.parent[i];
        }
        i
    }

    fn union(&mut self, a: Node<'c>, b: Node<'c>) {
        let (a, b) = (self.node(a), self.node(b));
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent[ra] = rb;
        }
    }

    fn used_as(&mut self, addr: llvm::Value<'c>, t: Evidence<'c>) {
        let e = self.uses.entry(strip_casts(addr)).or_insert(Evidence::None);
        *e = e.join(t);
    }
}

/// A pointer value without its constant-expression pointer casts (same pointer, same pointee).
fn strip_casts(mut v: llvm::Value<'_>) -> llvm::Value<'_> {
    while matches!(v.const_expr_opcode(), Some(llvm::Opcode::LLVMAddrSpaceCast | llvm::Opcode::LLVMBitCast)) {
        match v.operand(0) {
            Some(a) => v = a,
            None => break,
        }
    }
    v
}

/// Whether pointer `v` is a literal (`null`, `undef`, `poison`): it points to nothing, so
/// it joins no class (one `null` stored into unrelated slots must not tie them together).
pub(super) fn is_pointer_literal(v: llvm::Value<'_>) -> bool {
    v.is_constant()
        && !(v.is_global_variable() || v.is_function() || v.aliasee().is_some())
        && v.const_expr_opcode().is_none()
}

/// Whether `v` can be a typed slot (see the module documentation).
fn is_slot_candidate(v: llvm::Value<'_>) -> bool {
    v.opcode() == Some(llvm::Opcode::LLVMAlloca)
        && v.ty().pointer_address_space() == Some(0)
        && v.allocated_type().is_some_and(|t| t.kind() == llvm::TypeKind::LLVMPointerTypeKind)
        && v.operand(0).and_then(|c| c.const_int_zext()) == Some(1)
}

impl<'c> Translator<'c, '_> {
    /// Infers the pointee of pointers kept in slots, and of parameters reaching slots or
    /// calls, for the defined `functions` (after [`Translator::infer_param_pointees`]).
    pub(super) fn infer_slot_pointees(&mut self, functions: &[llvm::Value<'c>]) {
        use llvm::Opcode as O;
        let ptr_kind = llvm::TypeKind::LLVMPointerTypeKind;
        let mut c = Classes::default();
        let mut rejected: FastSet<llvm::Value<'c>> = FastSet::default();
        for f in functions {
            for (i, p) in f.params().into_iter().enumerate() {
                let idx = llvm::AttributeIndex::Param(i as u32);
                if let Some(t) =
                    f.type_attribute(idx, self.attrs.byval).or_else(|| f.type_attribute(idx, self.attrs.sret))
                {
                    c.used_as(p, Evidence::One(t));
                }
            }
            for bb in f.basic_blocks() {
                for inst in bb.instructions() {
                    let op = inst.opcode();
                    // Slot candidates used other than as the address of a load or store of
                    // their allocated type keep their canonical type.
                    let slot_use = match op {
                        Some(O::LLVMLoad) => Some(0),
                        Some(O::LLVMStore) => Some(1),
                        Some(O::LLVMCall)
                            if inst.called_value().is_some_and(|f| f.name_bytes().starts_with(b"llvm.lifetime.")) =>
                        {
                            None
                        }
                        _ => Some(u32::MAX),
                    };
                    if let Some(allowed) = slot_use {
                        for (i, o) in inst.operands().enumerate() {
                            if is_slot_candidate(o) && i as u32 != allowed {
                                rejected.insert(o);
                            }
                        }
                    }
                    match op {
                        Some(O::LLVMLoad) => {
                            let Some(addr) = inst.operand(0) else { continue };
                            if is_slot_candidate(addr) {
                                if addr.allocated_type() == Some(inst.ty()) {
                                    c.union((inst, false), (addr, true));
                                } else {
                                    rejected.insert(addr);
                                }
                            } else {
                                let e = self.access_evidence(inst, inst.ty());
                                c.used_as(addr, e);
                            }
                        }
                        Some(O::LLVMStore) => {
                            let (Some(val), Some(addr)) = (inst.operand(0), inst.operand(1)) else { continue };
                            if is_slot_candidate(addr) {
                                if is_pointer_literal(val) {
                                    // Stores nothing the slot's pointee depends on.
                                } else if addr.allocated_type() == Some(val.ty()) {
                                    c.union((strip_casts(val), false), (addr, true));
                                } else {
                                    rejected.insert(addr);
                                }
                            } else {
                                let e = self.access_evidence(val, val.ty());
                                c.used_as(addr, e);
                            }
                        }
                        Some(O::LLVMGetElementPtr) => {
                            if let (Some(base), Some(t)) = (inst.operand(0), inst.gep_source_element_type()) {
                                c.used_as(base, Evidence::One(t));
                            }
                        }
                        Some(O::LLVMAtomicRMW | O::LLVMAtomicCmpXchg) => {
                            if let (Some(addr), Some(v)) = (inst.operand(0), inst.operand(1)) {
                                c.used_as(addr, Evidence::One(v.ty()));
                            }
                        }
                        Some(O::LLVMAddrSpaceCast | O::LLVMBitCast | O::LLVMFreeze) => {
                            if let Some(a) = inst.operand(0).filter(|a| a.ty().kind() == ptr_kind) {
                                if inst.ty().kind() == ptr_kind {
                                    c.union((inst, false), (strip_casts(a), false));
                                }
                            }
                        }
                        Some(O::LLVMCall) => {
                            let typed = self.builtin_call_pointees(inst);
                            let Some(callee) = inst.called_value() else { continue };
                            // Other pointers passed to a declaration go as its canonical `i8*`
                            // parameters (imports, pipe and printf functions, ...).
                            if callee.is_function()
                                && callee.is_declaration()
                                && !callee.name_bytes().starts_with(b"llvm.")
                            {
                                for a in inst.call_args() {
                                    if a.ty().kind() == ptr_kind && !typed.iter().any(|(t, _)| *t == a) {
                                        c.used_as(a, Evidence::One(self.i8_ty));
                                    }
                                }
                            }
                            for (a, t) in typed {
                                c.used_as(a, Evidence::One(t));
                            }
                            if callee.is_function() && !callee.is_declaration() {
                                let args = inst.call_args();
                                let params = callee.params();
                                if args.len() == params.len() {
                                    for (a, p) in args.into_iter().zip(params) {
                                        if a.ty().kind() == ptr_kind && !is_pointer_literal(a) {
                                            c.union((strip_casts(a), false), (p, false));
                                        }
                                    }
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        self.apply_slot_classes(c, &rejected);
    }

    /// The evidence an access of `value` (of LLVM type `t`) gives about its address:
    /// OpenCL objects and function pointers are accessed as their own types.
    fn access_evidence(&self, value: llvm::Value<'c>, t: llvm::Type<'c>) -> Evidence<'c> {
        if self.objects.contains_key(&value) || self.fn_pointer_values.contains_key(&value) {
            Evidence::Conflict
        } else {
            Evidence::One(t)
        }
    }

    /// Folds the evidence into classes and records the agreed pointees.
    fn apply_slot_classes(&mut self, mut c: Classes<'c>, rejected: &FastSet<llvm::Value<'c>>) {
        use llvm::Opcode as O;
        let n = c.nodes.len();
        let mut class = vec![Evidence::None; n];
        for i in 0..n {
            let (v, contents) = c.nodes[i];
            let mut e = if contents { Evidence::None } else { c.uses.get(&v).copied().unwrap_or(Evidence::None) };
            if !contents {
                let op = v.opcode().or_else(|| v.const_expr_opcode());
                if self.objects.contains_key(&v)
                    || self.fn_pointer_values.contains_key(&v)
                    || self.value_types.contains_key(&v)
                    || v.is_function()
                {
                    e = Evidence::Conflict;
                } else if v.is_global_variable() || matches!(op, Some(O::LLVMAlloca | O::LLVMGetElementPtr)) {
                    let mut visiting = rustc_hash::FxHashSet::default();
                    e = e.add(self.pointee_of(v, &mut visiting));
                }
            } else if rejected.contains(&v) {
                e = Evidence::Conflict;
            }
            let r = c.find(i);
            class[r] = class[r].join(e);
        }
        for i in 0..n {
            let r = c.find(i);
            let Evidence::One(t) = class[r] else { continue };
            let (v, contents) = c.nodes[i];
            if contents {
                self.slot_pointees.insert(v, t);
            } else if v.is_argument() {
                self.param_pointees.insert(v, t);
            }
        }
    }

    /// The SPIR-V type of the pointer a typed slot holds (`None` for other addresses).
    pub(super) fn slot_element_type(&mut self, slot: llvm::Value<'c>) -> Result<Option<Word>> {
        let Some(&t) = self.slot_pointees.get(&slot) else { return Ok(None) };
        let held = slot.allocated_type().and_then(|a| a.pointer_address_space()).unwrap_or(0);
        self.pointer_to(t, held, false).map(Some)
    }
}
