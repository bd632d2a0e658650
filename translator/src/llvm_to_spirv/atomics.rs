//! Atomics and synchronization: LLVM `atomicrmw`/`cmpxchg`/`fence`/atomic
//! loads and stores, the OpenCL 1.2 `atomic_*`/`atom_*` builtins, the OpenCL
//! 2.0 `atomic_*_explicit` family, barriers and fences.
//!
//! Sources: SPIR-V 1.6 spec 3.27 "Scope", 3.25 "Memory Semantics", 3.52.18
//! "Atomic Instructions", 3.52.19 "Barrier Instructions"; OpenCL C 3.0 spec
//! 6.15.12 "Atomic Functions" and 6.15.9 "Synchronization Functions"; the
//! OpenCL SPIR-V Environment spec 2.2 for the `memory_order` and
//! `memory_scope` encodings.

use super::{Result, Translator};
use crate::llvm;
use llvm_spirv_mangling as mangling;
use spirv::{MemorySemantics as MS, Op, Scope, Word};

/// `memory_order` (clang: relaxed 0, consume 1, acquire 2, release 3, acq_rel 4, seq_cst 5) -> semantics bits.
fn order_semantics(order: u64) -> Option<MS> {
    Some(match order {
        0 => MS::NONE,
        1 | 2 => MS::ACQUIRE,
        3 => MS::RELEASE,
        4 => MS::ACQUIRE_RELEASE,
        5 => MS::SEQUENTIALLY_CONSISTENT,
        _ => return None,
    })
}

/// `memory_scope` (clang: work_item 0, work_group 1, device 2, all_svm_devices 3, sub_group 4) -> Scope.
fn scope_of(scope: u64) -> Option<Scope> {
    Some(match scope {
        0 => Scope::Invocation,
        1 => Scope::Workgroup,
        2 => Scope::Device,
        3 => Scope::CrossDevice,
        4 => Scope::Subgroup,
        _ => return None,
    })
}

/// `cl_mem_fence_flags` (CLK_LOCAL_MEM_FENCE 1, CLK_GLOBAL_MEM_FENCE 2, CLK_IMAGE_MEM_FENCE 4) -> storage bits.
fn fence_flags(flags: u64) -> MS {
    let mut s = MS::NONE;
    if flags & 1 != 0 {
        s |= MS::WORKGROUP_MEMORY;
    }
    if flags & 2 != 0 {
        s |= MS::CROSS_WORKGROUP_MEMORY;
    }
    if flags & 4 != 0 {
        s |= MS::IMAGE_MEMORY;
    }
    s
}

/// LLVM atomic ordering -> semantics bits.
fn llvm_ordering(o: llvm::AtomicOrdering) -> MS {
    use llvm::AtomicOrdering as A;
    match o {
        A::LLVMAtomicOrderingNotAtomic | A::LLVMAtomicOrderingUnordered | A::LLVMAtomicOrderingMonotonic => MS::NONE,
        A::LLVMAtomicOrderingAcquire => MS::ACQUIRE,
        A::LLVMAtomicOrderingRelease => MS::RELEASE,
        A::LLVMAtomicOrderingAcquireRelease => MS::ACQUIRE_RELEASE,
        A::LLVMAtomicOrderingSequentiallyConsistent => MS::SEQUENTIALLY_CONSISTENT,
    }
}

/// The read-modify-write builtins of OpenCL 1.2 (`atomic_`/`atom_` prefix) and 2.0
/// (`atomic_fetch_` prefix, optional `_explicit`): (name stem, signed op, unsigned op).
const RMW: &[(&str, Op, Op)] = &[
    ("add", Op::AtomicIAdd, Op::AtomicIAdd),
    ("sub", Op::AtomicISub, Op::AtomicISub),
    ("and", Op::AtomicAnd, Op::AtomicAnd),
    ("or", Op::AtomicOr, Op::AtomicOr),
    ("xor", Op::AtomicXor, Op::AtomicXor),
    ("min", Op::AtomicSMin, Op::AtomicUMin),
    ("max", Op::AtomicSMax, Op::AtomicUMax),
    ("xchg", Op::AtomicExchange, Op::AtomicExchange),
    ("exchange", Op::AtomicExchange, Op::AtomicExchange),
];

/// The operand of an `addrspacecast` to the generic address space (4) from a named one.
fn strip_generic_cast(p: llvm::Value<'_>) -> llvm::Value<'_> {
    let is_cast = p.opcode() == Some(llvm::Opcode::LLVMAddrSpaceCast) || p.const_expr_opcode() == Some(llvm::Opcode::LLVMAddrSpaceCast);
    if is_cast && p.ty().pointer_address_space() == Some(4) {
        if let Some(src) = p.operand(0).filter(|s| matches!(s.ty().pointer_address_space(), Some(1 | 3))) {
            return src;
        }
    }
    p
}

impl<'c> Translator<'c, '_> {
    /// Storage-class bits for the memory a pointer value points to (none for relaxed orderings).
    fn storage_semantics(&self, ptr: llvm::Value<'c>, order: MS) -> MS {
        if order.is_empty() {
            return MS::NONE;
        }
        match self.storage_class_of(ptr) {
            Some(spirv::StorageClass::Workgroup) => MS::WORKGROUP_MEMORY,
            Some(spirv::StorageClass::CrossWorkgroup) => MS::CROSS_WORKGROUP_MEMORY,
            Some(spirv::StorageClass::Generic) => MS::WORKGROUP_MEMORY | MS::CROSS_WORKGROUP_MEMORY,
            _ => MS::NONE,
        }
    }

    /// Scope and semantics constants for an LLVM atomic instruction on `ptr`.
    /// The default (system) sync scope maps to Device, the widest scope OpenCL devices must support.
    pub(super) fn atomic_scope_semantics(&mut self, inst: llvm::Value<'c>, order: llvm::AtomicOrdering, ptr: llvm::Value<'c>) -> Result<(Word, Word)> {
        let scope = match inst.sync_scope_name().as_deref() {
            Some("singlethread") => Scope::Invocation,
            Some("subgroup" | "wavefront") => Scope::Subgroup,
            Some("workgroup") => Scope::Workgroup,
            Some("all_svm_devices") => Scope::CrossDevice,
            _ => Scope::Device,
        };
        let o = llvm_ordering(order);
        let sem = o | self.storage_semantics(ptr, o);
        Ok((self.const_u32(scope as u32)?, self.const_u32(sem.bits())?))
    }

    /// Declares Int64Atomics when an atomic works on 64-bit values.
    fn note_atomic_width(&mut self, value_ty: Word) {
        if self.scalar_width(value_ty) == Some(64) {
            self.out.capability(spirv::Capability::Int64Atomics);
        }
    }

    /// `atomicrmw` -> OpAtomic*.
    pub(super) fn emit_atomic_rmw(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        use llvm::AtomicRmwBinOp as B;
        let op = match inst.atomic_rmw_op() {
            Some(B::LLVMAtomicRMWBinOpXchg) => Op::AtomicExchange,
            Some(B::LLVMAtomicRMWBinOpAdd) => Op::AtomicIAdd,
            Some(B::LLVMAtomicRMWBinOpSub) => Op::AtomicISub,
            Some(B::LLVMAtomicRMWBinOpAnd) => Op::AtomicAnd,
            Some(B::LLVMAtomicRMWBinOpOr) => Op::AtomicOr,
            Some(B::LLVMAtomicRMWBinOpXor) => Op::AtomicXor,
            Some(B::LLVMAtomicRMWBinOpMax) => Op::AtomicSMax,
            Some(B::LLVMAtomicRMWBinOpMin) => Op::AtomicSMin,
            Some(B::LLVMAtomicRMWBinOpUMax) => Op::AtomicUMax,
            Some(B::LLVMAtomicRMWBinOpUMin) => Op::AtomicUMin,
            Some(B::LLVMAtomicRMWBinOpFAdd) => {
                self.require_extension("SPV_EXT_shader_atomic_float_add", || "atomicrmw fadd".into())?;
                self.out.capability(spirv::Capability::AtomicFloat32AddEXT);
                Op::AtomicFAddEXT
            }
            _ => return Err(self.unsupported(inst, "atomicrmw operation without a SPIR-V atomic")),
        };
        let (Some(ptr), Some(val)) = (inst.operand(0), inst.operand(1)) else {
            return Err(self.invalid(inst, "atomicrmw needs an address and a value"));
        };
        let order = inst.ordering().unwrap_or(llvm::AtomicOrdering::LLVMAtomicOrderingSequentiallyConsistent);
        let (scope, sem) = self.atomic_scope_semantics(inst, order, ptr)?;
        let want = self.pointer_like(ptr, val.ty())?;
        let p = self.operand(ptr, want)?;
        let v = self.canonical_operand(val)?;
        let ty = self.value_type(inst)?;
        self.note_atomic_width(ty);
        let id = self.value_id(inst)?;
        self.emit(op, &[ty, id, p, scope, sem, v])
    }

    /// `cmpxchg` -> OpAtomicCompareExchange, then `{ old, old == expected }`.
    pub(super) fn emit_cmpxchg(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let (Some(ptr), Some(cmp), Some(new)) = (inst.operand(0), inst.operand(1), inst.operand(2)) else {
            return Err(self.invalid(inst, "cmpxchg needs address, expected and new values"));
        };
        let (succ, fail) = inst.cmpxchg_orderings().ok_or_else(|| self.invalid(inst, "cmpxchg without orderings"))?;
        let (scope, eq) = self.atomic_scope_semantics(inst, succ, ptr)?;
        let (_, uneq) = self.atomic_scope_semantics(inst, fail, ptr)?;
        let want = self.pointer_like(ptr, cmp.ty())?;
        let p = self.operand(ptr, want)?;
        let c = self.canonical_operand(cmp)?;
        let n = self.canonical_operand(new)?;
        let vty = self.value_type(cmp)?;
        self.note_atomic_width(vty);
        let old = self.emit_result(Op::AtomicCompareExchange, vty, &[p, scope, eq, uneq, n, c])?;
        let b = self.bool_type()?;
        let ok = self.emit_result(Op::IEqual, b, &[old, c])?;
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        self.emit(Op::CompositeConstruct, &[ty, id, old, ok])
    }

    /// `fence` -> OpMemoryBarrier over workgroup and cross-workgroup memory.
    pub(super) fn emit_fence(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let order = inst.ordering().unwrap_or(llvm::AtomicOrdering::LLVMAtomicOrderingSequentiallyConsistent);
        let scope = match inst.sync_scope_name().as_deref() {
            Some("singlethread") => Scope::Invocation,
            Some("subgroup" | "wavefront") => Scope::Subgroup,
            Some("workgroup") => Scope::Workgroup,
            _ => Scope::Device,
        };
        let sem = llvm_ordering(order) | MS::WORKGROUP_MEMORY | MS::CROSS_WORKGROUP_MEMORY;
        let s = self.const_u32(scope as u32)?;
        let m = self.const_u32(sem.bits())?;
        self.emit(Op::MemoryBarrier, &[s, m])
    }

    /// A constant integer argument of a builtin, or an "unsupported" error naming what it is.
    fn const_arg(&self, inst: llvm::Value<'c>, i: usize, what: &'static str) -> Result<Option<u64>> {
        match inst.call_args().get(i) {
            None => Ok(None),
            Some(v) => v.const_int_zext().map(Some).ok_or_else(|| self.unsupported(inst, what)),
        }
    }

    /// Barriers and fences (OpenCL C 3.0 6.15.9-6.15.10); `Ok(false)` if `base` is none of them.
    pub(super) fn emit_synchronization(&mut self, inst: llvm::Value<'c>, base: &str) -> Result<bool> {
        const NON_CONST_FLAGS: &str = "memory fence flags, orders and scopes must be constants";
        match base {
            "barrier" | "work_group_barrier" | "sub_group_barrier" => {
                let flags = self.const_arg(inst, 0, NON_CONST_FLAGS)?.unwrap_or(0);
                let exec = if base == "sub_group_barrier" { Scope::Subgroup } else { Scope::Workgroup };
                let mem = match self.const_arg(inst, 1, NON_CONST_FLAGS)? {
                    Some(s) => scope_of(s).ok_or_else(|| self.invalid(inst, "unknown memory_scope"))?,
                    None => exec,
                };
                let sem = fence_flags(flags) | MS::SEQUENTIALLY_CONSISTENT;
                let e = self.const_u32(exec as u32)?;
                let m = self.const_u32(mem as u32)?;
                let s = self.const_u32(sem.bits())?;
                self.emit(Op::ControlBarrier, &[e, m, s])?;
                Ok(true)
            }
            "mem_fence" | "read_mem_fence" | "write_mem_fence" => {
                let flags = self.const_arg(inst, 0, NON_CONST_FLAGS)?.unwrap_or(0);
                let order = match base {
                    "read_mem_fence" => MS::ACQUIRE,
                    "write_mem_fence" => MS::RELEASE,
                    _ => MS::ACQUIRE_RELEASE,
                };
                let m = self.const_u32(Scope::Workgroup as u32)?;
                let s = self.const_u32((fence_flags(flags) | order).bits())?;
                self.emit(Op::MemoryBarrier, &[m, s])?;
                Ok(true)
            }
            "atomic_work_item_fence" => {
                let flags = self.const_arg(inst, 0, NON_CONST_FLAGS)?.unwrap_or(0);
                let order = self.const_arg(inst, 1, NON_CONST_FLAGS)?.unwrap_or(5);
                let scope = self.const_arg(inst, 2, NON_CONST_FLAGS)?.unwrap_or(1);
                let o = order_semantics(order).ok_or_else(|| self.invalid(inst, "unknown memory_order"))?;
                let sc = scope_of(scope).ok_or_else(|| self.invalid(inst, "unknown memory_scope"))?;
                let m = self.const_u32(sc as u32)?;
                let s = self.const_u32((fence_flags(flags) | o).bits())?;
                self.emit(Op::MemoryBarrier, &[m, s])?;
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// OpenCL atomic builtins; `Ok(false)` if `base` is not one.
    pub(super) fn emit_atomic_builtin(&mut self, inst: llvm::Value<'c>, base: &str, sig: &mangling::Signature) -> Result<bool> {
        const NON_CONST: &str = "memory orders and scopes must be constants";
        let (stem, explicit) = match base.strip_suffix("_explicit") {
            Some(s) => (s, true),
            None => (base, false),
        };
        let args = inst.call_args();
        let Some(&ptr) = args.first() else { return Ok(false) };
        if ptr.ty().kind() != llvm::TypeKind::LLVMPointerTypeKind {
            return Ok(false);
        }
        // An atomic through a generic pointer that was just cast from a named address
        // space works on that space directly: runtimes resolve named-space atomics
        // faster, and some (the Intel CPU runtime) cannot link generic ones.
        let ptr = strip_generic_cast(ptr);
        // The pointee (through _Atomic) tells the value type and its signedness.
        let pointee = sig.params.first().and_then(|p| p.pointee()).map(|p| p.atomic_inner().unwrap_or(p).clone());
        let unsigned = pointee.as_ref().is_some_and(|p| p.is_unsigned_integer());
        // Order and scope arguments of the explicit forms; defaults seq_cst / device.
        let order_scope = |this: &mut Self, first: usize| -> Result<(MS, Scope)> {
            if !explicit {
                return Ok((MS::SEQUENTIALLY_CONSISTENT, Scope::Device));
            }
            let o = this.const_arg(inst, first, NON_CONST)?.unwrap_or(5);
            let s = this.const_arg(inst, first + 1, NON_CONST)?.unwrap_or(2);
            let o = order_semantics(o).ok_or_else(|| this.invalid(inst, "unknown memory_order"))?;
            let s = scope_of(s).ok_or_else(|| this.invalid(inst, "unknown memory_scope"))?;
            Ok((o, s))
        };
        let legacy = stem.strip_prefix("atomic_").or_else(|| stem.strip_prefix("atom_"));
        let fetch = stem.strip_prefix("atomic_fetch_");
        let value_llvm_ty = |i: usize| args.get(i).map(|a| a.ty());

        // Value type of the atomic object.
        let vty_llvm = if inst.ty().kind() != llvm::TypeKind::LLVMVoidTypeKind && !stem.starts_with("atomic_compare_exchange") && !stem.starts_with("atomic_flag") {
            Some(inst.ty())
        } else {
            value_llvm_ty(if stem.starts_with("atomic_compare_exchange") { 2 } else { 1 })
        };

        let (op, value_args, (order, scope)): (Op, &[usize], (MS, Scope)) = if let Some(stem) = fetch {
            let Some(&(_, s, u)) = RMW.iter().find(|(n, ..)| *n == stem) else { return Ok(false) };
            (if unsigned { u } else { s }, &[1], order_scope(self, 2)?)
        } else if stem == "atomic_exchange" {
            (Op::AtomicExchange, &[1], order_scope(self, 2)?)
        } else if stem == "atomic_load" {
            (Op::AtomicLoad, &[], order_scope(self, 1)?)
        } else if stem == "atomic_store" {
            (Op::AtomicStore, &[1], order_scope(self, 2)?)
        } else if stem == "atomic_init" {
            let want = match vty_llvm {
                Some(t) => self.pointer_like(ptr, t)?,
                None => return Ok(false),
            };
            let p = self.operand(ptr, want)?;
            let v = self.canonical_operand(args[1])?;
            self.emit(Op::Store, &[p, v])?;
            return Ok(true);
        } else if stem == "atomic_compare_exchange_strong" || stem == "atomic_compare_exchange_weak" {
            return self.emit_compare_exchange_explicit(inst, explicit).map(|_| true);
        } else if stem == "atomic_flag_test_and_set" || stem == "atomic_flag_clear" {
            let (o, s) = order_scope(self, 1)?;
            let sem = o | self.storage_semantics(ptr, o);
            let i32t = self.int_type(32)?;
            let want = self.pointer_like_id(ptr, i32t)?;
            let p = self.operand(ptr, want)?;
            let sc = self.const_u32(s as u32)?;
            let sm = self.const_u32(sem.bits())?;
            if stem == "atomic_flag_clear" {
                self.emit(Op::AtomicFlagClear, &[p, sc, sm])?;
            } else {
                let ty = self.value_type(inst)?;
                let id = self.value_id(inst)?;
                self.emit(Op::AtomicFlagTestAndSet, &[ty, id, p, sc, sm])?;
            }
            return Ok(true);
        } else if let Some(legacy) = legacy {
            match legacy {
                "inc" => (Op::AtomicIIncrement, &[], (MS::SEQUENTIALLY_CONSISTENT, Scope::Device)),
                "dec" => (Op::AtomicIDecrement, &[], (MS::SEQUENTIALLY_CONSISTENT, Scope::Device)),
                "cmpxchg" => {
                    return self.emit_legacy_cmpxchg(inst).map(|_| true);
                }
                other => {
                    let Some(&(_, s, u)) = RMW.iter().find(|(n, ..)| *n == other) else { return Ok(false) };
                    (if unsigned { u } else { s }, &[1], (MS::SEQUENTIALLY_CONSISTENT, Scope::Device))
                }
            }
        } else {
            return Ok(false);
        };
        let Some(vt) = vty_llvm else { return Ok(false) };
        let vty = self.type_id(vt)?;
        self.note_atomic_width(vty);
        let want = self.pointer_like(ptr, vt)?;
        let p = self.operand(ptr, want)?;
        let sem = order | self.storage_semantics(ptr, order);
        let sc = self.const_u32(scope as u32)?;
        let sm = self.const_u32(sem.bits())?;
        let mut ops = vec![p, sc, sm];
        for &i in value_args {
            let a = *args.get(i).ok_or_else(|| self.invalid(inst, "atomic builtin missing its value operand"))?;
            ops.push(self.canonical_operand(a)?);
        }
        if op == Op::AtomicStore {
            self.emit(op, &ops)?;
        } else {
            let id = self.value_id(inst)?;
            let mut full = vec![vty, id];
            full.extend(ops);
            self.emit(op, &full)?;
        }
        Ok(true)
    }

    /// A pointer type to SPIR-V type `pointee` in `ptr`'s storage class.
    fn pointer_like_id(&mut self, ptr: llvm::Value<'c>, pointee: Word) -> Result<Word> {
        let sc = self.storage_class_of(ptr).ok_or_else(|| self.internal("atomic on a non-pointer"))?;
        self.pointer_type(sc, pointee)
    }

    /// `atomic_cmpxchg(p, cmp, val)` (OpenCL 1.2) -> OpAtomicCompareExchange returning the old value.
    fn emit_legacy_cmpxchg(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let args = inst.call_args();
        let (Some(&ptr), Some(&cmp), Some(&val)) = (args.first(), args.get(1), args.get(2)) else {
            return Err(self.invalid(inst, "atomic_cmpxchg needs (p, cmp, val)"));
        };
        let ptr = strip_generic_cast(ptr);
        let ty = self.value_type(inst)?;
        self.note_atomic_width(ty);
        let want = self.pointer_like(ptr, inst.ty())?;
        let p = self.operand(ptr, want)?;
        let o = MS::SEQUENTIALLY_CONSISTENT;
        let sem = o | self.storage_semantics(ptr, o);
        let sc = self.const_u32(Scope::Device as u32)?;
        let eq = self.const_u32(sem.bits())?;
        let v = self.canonical_operand(val)?;
        let c = self.canonical_operand(cmp)?;
        let id = self.value_id(inst)?;
        self.emit(Op::AtomicCompareExchange, &[ty, id, p, sc, eq, eq, v, c])
    }

    /// `atomic_compare_exchange_{strong,weak}[_explicit](obj, expected*, desired[, success, failure[, scope]])`:
    /// compare-exchange with `*expected`, store the old value back to `*expected`, return the success flag.
    fn emit_compare_exchange_explicit(&mut self, inst: llvm::Value<'c>, explicit: bool) -> Result<()> {
        const NON_CONST: &str = "memory orders and scopes must be constants";
        let args = inst.call_args();
        let (Some(&obj), Some(&expected), Some(&desired)) = (args.first(), args.get(1), args.get(2)) else {
            return Err(self.invalid(inst, "atomic_compare_exchange needs (object, expected, desired)"));
        };
        let obj = strip_generic_cast(obj);
        let (succ, fail, scope) = if explicit {
            let s = self.const_arg(inst, 3, NON_CONST)?.unwrap_or(5);
            let f = self.const_arg(inst, 4, NON_CONST)?.unwrap_or(5);
            let sc = self.const_arg(inst, 5, NON_CONST)?.unwrap_or(2);
            (
                order_semantics(s).ok_or_else(|| self.invalid(inst, "unknown memory_order"))?,
                order_semantics(f).ok_or_else(|| self.invalid(inst, "unknown memory_order"))?,
                scope_of(sc).ok_or_else(|| self.invalid(inst, "unknown memory_scope"))?,
            )
        } else {
            (MS::SEQUENTIALLY_CONSISTENT, MS::SEQUENTIALLY_CONSISTENT, Scope::Device)
        };
        let vt = desired.ty();
        let vty = self.type_id(vt)?;
        self.note_atomic_width(vty);
        let want = self.pointer_like(obj, vt)?;
        let p = self.operand(obj, want)?;
        let want_e = self.pointer_like(expected, vt)?;
        let e = self.operand(expected, want_e)?;
        let exp_val = self.emit_result(Op::Load, vty, &[e])?;
        let d = self.canonical_operand(desired)?;
        let sc = self.const_u32(scope as u32)?;
        let eq = self.const_u32((succ | self.storage_semantics(obj, succ)).bits())?;
        let uneq = self.const_u32((fail | self.storage_semantics(obj, fail)).bits())?;
        let old = self.emit_result(Op::AtomicCompareExchange, vty, &[p, sc, eq, uneq, d, exp_val])?;
        self.emit(Op::Store, &[e, old])?;
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        self.emit(Op::IEqual, &[ty, id, old, exp_val])
    }
}
