//! Atomics and synchronization: LLVM `atomicrmw`/`cmpxchg`/`fence`/atomic
//! loads and stores, the OpenCL 1.2 `atomic_*`/`atom_*` builtins, the OpenCL
//! 2.0 `atomic_*_explicit` family, barriers and fences.
//!
//! Sources: SPIR-V 1.6 spec 3.27 "Scope", 3.25 "Memory Semantics", 3.52.18
//! "Atomic Instructions", 3.52.19 "Barrier Instructions"; OpenCL C 3.0 spec
//! 6.15.12 "Atomic Functions" and 6.15.9 "Synchronization Functions"; the
//! OpenCL SPIR-V Environment spec 2.2 for the `memory_order` and
//! `memory_scope` encodings.
//!
//! The Memory Semantics of atomic instructions carry the ordering only, without
//! storage-class bits, as the Khronos translator writes them (and as OpenCL
//! consumers, validated against its output, expect); barriers and fences carry
//! the storage classes their `cl_mem_fence_flags` name.

use super::types::SpirvType;
use super::{Result, Translator};
use crate::cl_atomics::{self, AtomicShape};
use crate::llvm;
use llvm_spirv_mangling as mangling;
use spirv::{MemorySemantics as MS, Op, Scope, Word};

/// `memory_order` (clang: relaxed 0, consume 1, acquire 2, release 3, acq_rel 4, seq_cst 5) -> semantics bits.
fn order_semantics(order: u64) -> Option<MS> {
    Some(match order {
        0 => MS::RELAXED,
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

/// The Scope of an LLVM sync scope (OpenCL's names as clang writes them); `default` for
/// the system scope.
fn sync_scope(inst: llvm::Value<'_>, default: Scope) -> Scope {
    match inst.sync_scope_name().as_deref() {
        Some("singlethread" | "work_item") => Scope::Invocation,
        Some("subgroup" | "sub_group" | "wavefront") => Scope::Subgroup,
        Some("workgroup" | "work_group") => Scope::Workgroup,
        Some("device" | "agent") => Scope::Device,
        Some("all_svm_devices") => Scope::CrossDevice,
        _ => default,
    }
}

/// `memory_scope` -> Scope values for `__translate_ocl_memory_scope` (see [`scope_of`]).
const SCOPE_TABLE: [(u32, u32); 5] = [(0, 4), (1, 2), (2, 1), (3, 0), (4, 3)];

/// `memory_order` -> semantics bits for `__translate_ocl_memory_order` (see [`order_semantics`];
/// OpenCL C has no `memory_order_consume`, so 1 falls to the default, seq_cst).
const ORDER_TABLE: [(u32, u32); 5] = [(0, 0), (2, 2), (3, 4), (4, 8), (5, 16)];

/// `cl_mem_fence_flags` -> storage-class semantics bits for `__translate_ocl_memory_fence`
/// (see [`fence_flags`]): every combination of CLK_LOCAL_MEM_FENCE (1),
/// CLK_GLOBAL_MEM_FENCE (2) and CLK_IMAGE_MEM_FENCE (4); other values (OpenCL C 3.0
/// 6.15.9 allows none) fall to the default, all three storage classes.
const FENCE_TABLE: [(u32, u32); 8] =
    [(0, 0), (1, 0x100), (2, 0x200), (3, 0x300), (4, 0x800), (5, 0x900), (6, 0xa00), (7, 0xb00)];

/// The ordering bits of a Memory Semantics value (Acquire, Release, AcquireRelease,
/// SequentiallyConsistent; SPIR-V 1.6 spec 3.25).
const ORDERING_BITS: u32 = 0x1e;

/// The reverse translation's generated functions (see `spirv_to_llvm::atomics`) mapping a
/// run-time SPIR-V Scope / Memory Semantics value to the OpenCL one; their argument is the
/// SPIR-V operand the OpenCL value came from, used here as it is (the reverse pass does the
/// same with this pass's `__translate_ocl_memory_*` functions).
const SPIRV_SCOPE_HELPER: &str = "__translate_spirv_memory_scope";
const SPIRV_ORDER_HELPER: &str = "__translate_spirv_memory_order";
const SPIRV_FENCE_HELPER: &str = "__translate_spirv_memory_fence";

/// The argument of `v` if `v` is a call of the function `name` taking and returning one
/// integer of the same type (the shape of the reverse translation's helpers).
fn helper_argument<'c>(v: llvm::Value<'c>, name: &str) -> Option<llvm::Value<'c>> {
    if v.opcode() != Some(llvm::Opcode::LLVMCall) {
        return None;
    }
    v.called_value().filter(|f| f.is_function() && f.name_bytes() == name.as_bytes())?;
    match v.call_args().as_slice() {
        [arg] if arg.ty() == v.ty() && arg.ty().int_width().is_some() => Some(*arg),
        _ => None,
    }
}

/// How a barrier or fence orders memory: fixed by the builtin (barriers, `mem_fence` and its
/// read/write forms) or by its `memory_order` argument at this position, with the ordering
/// used when the call leaves it out (`atomic_work_item_fence`).
#[derive(Clone, Copy)]
enum FenceOrder {
    Fixed(MS),
    Argument(usize, MS),
}

/// One part of a Memory Semantics operand under construction: known bits or a run-time id.
#[derive(Clone, Copy)]
enum SemanticsPart {
    Bits(MS),
    Id(Word),
}

/// `cl_mem_fence_flags` (CLK_LOCAL_MEM_FENCE 1, CLK_GLOBAL_MEM_FENCE 2, CLK_IMAGE_MEM_FENCE 4) -> storage bits.
fn fence_flags(flags: u64) -> MS {
    let mut s = MS::RELAXED;
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
        A::LLVMAtomicOrderingNotAtomic | A::LLVMAtomicOrderingUnordered | A::LLVMAtomicOrderingMonotonic => MS::RELAXED,
        A::LLVMAtomicOrderingAcquire => MS::ACQUIRE,
        A::LLVMAtomicOrderingRelease => MS::RELEASE,
        A::LLVMAtomicOrderingAcquireRelease => MS::ACQUIRE_RELEASE,
        A::LLVMAtomicOrderingSequentiallyConsistent => MS::SEQUENTIALLY_CONSISTENT,
    }
}

/// An `atomicrmw` operation as LLVM IR spells it (LLVM Language Reference, "atomicrmw").
fn rmw_operation_name(op: llvm::AtomicRmwBinOp) -> &'static str {
    use llvm::AtomicRmwBinOp as B;
    match op {
        B::Xchg => "xchg",
        B::Add => "add",
        B::Sub => "sub",
        B::And => "and",
        B::Nand => "nand",
        B::Or => "or",
        B::Xor => "xor",
        B::Max => "max",
        B::Min => "min",
        B::UMax => "umax",
        B::UMin => "umin",
        B::FAdd => "fadd",
        B::FSub => "fsub",
        B::FMax => "fmax",
        B::FMin => "fmin",
        B::UIncWrap => "uinc_wrap",
        B::UDecWrap => "udec_wrap",
        B::USubCond => "usub_cond",
        B::USubSat => "usub_sat",
        B::FMaximum => "fmaximum",
        B::FMinimum => "fminimum",
    }
}

/// The operand of an `addrspacecast` to the generic address space (4) from a named one.
fn strip_generic_cast(p: llvm::Value<'_>) -> llvm::Value<'_> {
    let is_cast = p.opcode() == Some(llvm::Opcode::LLVMAddrSpaceCast)
        || p.const_expr_opcode() == Some(llvm::Opcode::LLVMAddrSpaceCast);
    if is_cast && p.ty().pointer_address_space() == Some(4) {
        if let Some(src) = p.operand(0).filter(|s| matches!(s.ty().pointer_address_space(), Some(1 | 3))) {
            return src;
        }
    }
    p
}

/// A barrier or fence builtin (OpenCL C 3.0 6.15.9 "Synchronization Functions", 6.15.11
/// "Explicit Memory Fence Functions"; SPV_INTEL_split_barrier).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Synchronization {
    /// `barrier`, `work_group_barrier` (Workgroup) and `sub_group_barrier` (Subgroup):
    /// OpControlBarrier with this execution scope.
    Barrier(Scope),
    /// `intel_work_group_barrier_arrive` / `_wait`: OpControlBarrierArriveINTEL /
    /// OpControlBarrierWaitINTEL.
    SplitBarrier {
        /// The arrive half (else the wait half).
        arrive: bool,
    },
    /// `mem_fence` (AcquireRelease), `read_mem_fence` (Acquire), `write_mem_fence`
    /// (Release): OpMemoryBarrier at work-group scope with this ordering.
    MemFence(MS),
    /// `atomic_work_item_fence(flags, order[, scope])`: OpMemoryBarrier.
    WorkItemFence,
}

/// The synchronization builtin named `base`, if it is one.
pub(super) fn classify_synchronization(base: &str) -> Option<Synchronization> {
    Some(match base {
        "barrier" | "work_group_barrier" => Synchronization::Barrier(Scope::Workgroup),
        "sub_group_barrier" => Synchronization::Barrier(Scope::Subgroup),
        "intel_work_group_barrier_arrive" => Synchronization::SplitBarrier { arrive: true },
        "intel_work_group_barrier_wait" => Synchronization::SplitBarrier { arrive: false },
        "mem_fence" => Synchronization::MemFence(MS::ACQUIRE_RELEASE),
        "read_mem_fence" => Synchronization::MemFence(MS::ACQUIRE),
        "write_mem_fence" => Synchronization::MemFence(MS::RELEASE),
        "atomic_work_item_fence" => Synchronization::WorkItemFence,
        _ => return None,
    })
}

/// An OpenCL atomic builtin (OpenCL C 3.0 6.15.12 "Atomic Functions", OpenCL C 1.2
/// 6.12.11 "Atomic Functions" for the legacy names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum AtomicCall {
    /// `atomic_init(obj, value)`: a plain OpStore.
    Init,
    /// `atomic_flag_test_and_set[_explicit]` / `atomic_flag_clear[_explicit]`:
    /// OpAtomicFlagTestAndSet / OpAtomicFlagClear.
    Flag {
        /// `atomic_flag_clear`.
        clear: bool,
        /// The `_explicit` form (order and scope arguments).
        explicit: bool,
    },
    /// `atomic_cmpxchg`/`atom_cmpxchg` (legacy) or `atomic_compare_exchange_{strong,weak}
    /// [_explicit]`: OpAtomicCompareExchange.
    CompareExchange {
        /// The legacy form (returns the old value).
        legacy: bool,
        /// The `_explicit` form.
        explicit: bool,
    },
    /// Any other operation: one OpAtomic* instruction.
    Operation {
        /// The instruction, for the value's kind and signedness.
        op: Op,
        /// Its operands after pointer, scope and semantics.
        shape: AtomicShape,
        /// A float subtraction, done as OpAtomicFAddEXT of the negated value.
        negate: bool,
        /// A legacy (`atomic_add`, `atom_add`) name.
        legacy: bool,
        /// The `_explicit` form.
        explicit: bool,
    },
}

/// The atomic builtin `base` (demangled as `sig`) of a declaration named `name` whose
/// LLVM function type is `fn_ty`, if it is one the translation covers: the operation
/// comes from [`crate::cl_atomics::ATOMIC_BUILTINS`] by its C11 name
/// (`atomic_fetch_add[_explicit]`, ...) or its legacy name (`atomic_add`, `atom_add`).
/// The first parameter must be a pointer; the value's kind (the result's type or the
/// stored value's) and signedness (the mangled pointee's, through `_Atomic`) pick the
/// instruction. A name the demangler rejects (`PU3AS3jVj`) is unsigned when it ends in
/// an unsigned type code, as the Khronos translator reads it.
pub(super) fn classify_atomic(
    base: &str,
    sig: &mangling::Signature,
    name: &str,
    fn_ty: Option<llvm::Type<'_>>,
) -> Option<AtomicCall> {
    let (stem, explicit) = match base.strip_suffix("_explicit") {
        Some(s) => (s, true),
        None => (base, false),
    };
    let params = fn_ty.map(|t| t.param_types()).unwrap_or_default();
    if params.first()?.kind() != llvm::TypeKind::LLVMPointerTypeKind {
        return None;
    }
    match stem {
        "atomic_init" => return params.get(1).map(|_| AtomicCall::Init),
        "atomic_flag_test_and_set" | "atomic_flag_clear" => {
            return Some(AtomicCall::Flag { clear: stem == "atomic_flag_clear", explicit })
        }
        _ => {}
    }
    let (builtin, legacy) = match (cl_atomics::c11_atomic(stem), explicit) {
        (Some(b), _) => (b, false),
        (None, false) => (cl_atomics::legacy_atomic(stem)?, true),
        (None, true) => return None,
    };
    if builtin.shape == AtomicShape::CompareExchange {
        return Some(AtomicCall::CompareExchange { legacy, explicit });
    }
    let ret = fn_ty.and_then(|t| t.return_type())?;
    let vt = match ret.kind() {
        llvm::TypeKind::LLVMVoidTypeKind => *params.get(1)?,
        _ => ret,
    };
    let float = is_float_atomic_value(vt);
    let unsigned = match sig.params.first().and_then(|p| p.pointee()) {
        Some(p) => p.atomic_inner().unwrap_or(p).is_unsigned_integer(),
        None => name.starts_with("_Z") && name.ends_with(['h', 't', 'j', 'm']),
    };
    let op = builtin.op(float, unsigned)?;
    let negate = op == Op::AtomicFAddEXT && builtin.signed == Op::AtomicISub;
    Some(AtomicCall::Operation { op, shape: builtin.shape, negate, legacy, explicit })
}

/// Whether an atomic's value of LLVM type `t` is floating point (`half`, `float`,
/// `double`), which selects the float instructions.
pub(super) fn is_float_atomic_value(t: llvm::Type<'_>) -> bool {
    matches!(
        t.kind(),
        llvm::TypeKind::LLVMFloatTypeKind | llvm::TypeKind::LLVMDoubleTypeKind | llvm::TypeKind::LLVMHalfTypeKind
    )
}

impl<'c> Translator<'c, '_> {
    /// Scope and semantics constants for an LLVM atomic instruction.
    /// The default (system) sync scope maps to Device, the widest scope OpenCL devices must support.
    pub(super) fn atomic_scope_semantics(
        &mut self,
        inst: llvm::Value<'c>,
        order: llvm::AtomicOrdering,
    ) -> Result<(Word, Word)> {
        let scope = sync_scope(inst, Scope::Device);
        let o = llvm_ordering(order);
        let sem = o;
        Ok((self.const_u32(scope as u32)?, self.const_u32(sem.bits())?))
    }

    /// Declares what atomic instruction `op` needs for its value type `value_ty`:
    /// Int64Atomics for 64-bit values; for 16-bit integers, when SPV_INTEL_16bit_atomics is
    /// allowed, the extension's capability ([`int16_atomic_capability`]; core SPIR-V puts no
    /// width limit on integer atomics, so without the extension nothing is declared); for
    /// bfloat16 values the extension's bfloat16 capability ([`bfloat16_atomic_capability`]),
    /// which needs the extension. Returns whether the value is bfloat16 (its capability then
    /// replaces the float-atomic ones of SPV_EXT_shader_atomic_float_add/_min_max).
    ///
    /// # Errors
    /// [`super::Error::ExtensionNotAllowed`] naming `construct` for a bfloat16 atomic without
    /// SPV_INTEL_16bit_atomics.
    pub(super) fn note_atomic_width(&mut self, op: Op, value_ty: Word, construct: impl Fn() -> String) -> Result<bool> {
        use spirv::Capability as C;
        let scalar = self.scalar_and_lanes(value_ty).0;
        match self.type_key(scalar) {
            // 64-bit floats too, as the Khronos translator declares it.
            Some(SpirvType::Int { width: 64, .. } | SpirvType::Float { width: 64, .. }) => {
                self.out.capability(C::Int64Atomics)
            }
            Some(SpirvType::Int { width: 16, .. }) if self.options.allows(SIXTEEN_BIT_ATOMICS) => {
                let cap = int16_atomic_capability(op);
                if cap != C::AtomicInt16CompareExchangeINTEL {
                    // Int16AtomicsINTEL implicitly declares it (SPV_INTEL_16bit_atomics).
                    self.require_capability(C::AtomicInt16CompareExchangeINTEL, &construct)?;
                }
                self.require_capability(cap, construct)?;
            }
            Some(SpirvType::Float { encoding: Some(spirv::FPEncoding::BFloat16KHR), .. }) => {
                let Some(cap) = bfloat16_atomic_capability(op) else {
                    return Err(super::Error::UnsupportedAtomicOperation {
                        function: self.fname(),
                        operation: "a bfloat16 atomic other than load, store, exchange, add, min and max",
                        instruction: construct(),
                    });
                };
                self.require_capability(cap, construct)?;
                return Ok(true);
            }
            _ => {}
        }
        Ok(false)
    }

    /// `atomicrmw` -> OpAtomic*.
    pub(super) fn emit_atomic_rmw(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        use llvm::AtomicRmwBinOp as B;
        let op = match inst.atomic_rmw_op() {
            Some(B::Xchg) => Op::AtomicExchange,
            Some(B::Add) => Op::AtomicIAdd,
            Some(B::Sub) => Op::AtomicISub,
            Some(B::And) => Op::AtomicAnd,
            Some(B::Or) => Op::AtomicOr,
            Some(B::Xor) => Op::AtomicXor,
            Some(B::Max) => Op::AtomicSMax,
            Some(B::Min) => Op::AtomicSMin,
            Some(B::UMax) => Op::AtomicUMax,
            Some(B::UMin) => Op::AtomicUMin,
            Some(B::FAdd) => Op::AtomicFAddEXT,
            // fsub is an fadd of the negated value.
            Some(B::FSub) => Op::AtomicFAddEXT,
            Some(B::FMin) => Op::AtomicFMinEXT,
            Some(B::FMax) => Op::AtomicFMaxEXT,
            Some(other) => {
                return Err(super::Error::UnsupportedAtomicOperation {
                    function: self.fname(),
                    operation: rmw_operation_name(other),
                    instruction: inst.to_ir_string().trim().to_string(),
                })
            }
            None => return Err(self.internal("atomicrmw without an operation")),
        };
        let (Some(ptr), Some(val)) = (inst.operand(0), inst.operand(1)) else {
            return Err(self.invalid(inst, "atomicrmw needs an address and a value"));
        };
        let order = inst.ordering().unwrap_or(llvm::AtomicOrdering::LLVMAtomicOrderingSequentiallyConsistent);
        let (scope, sem) = self.atomic_scope_semantics(inst, order)?;
        let want = self.pointer_like(ptr, val.ty())?;
        let p = self.operand(ptr, want)?;
        let mut v = self.canonical_operand(val)?;
        if matches!(op, Op::AtomicFAddEXT | Op::AtomicFMinEXT | Op::AtomicFMaxEXT) {
            let vty = self.value_type(val)?;
            self.require_float_atomic(op, vty, || inst.to_ir_string().trim().to_string())?;
            if inst.atomic_rmw_op() == Some(B::FSub) {
                // `atomicrmw fsub` negates with an instruction (the builtin folds constants),
                // as the Khronos translator writes them.
                v = self.emit_result(Op::FNegate, vty, &[v])?;
            }
        }
        let ty = self.value_type(inst)?;
        if !matches!(op, Op::AtomicFAddEXT | Op::AtomicFMinEXT | Op::AtomicFMaxEXT) {
            self.note_atomic_width(op, ty, || inst.to_ir_string().trim().to_string())?;
        }
        let id = self.value_id(inst)?;
        self.emit(op, &[ty, id, p, scope, sem, v])
    }

    /// `cmpxchg` -> OpAtomicCompareExchange, then `{ old, old == expected }`.
    pub(super) fn emit_cmpxchg(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let (Some(ptr), Some(cmp), Some(new)) = (inst.operand(0), inst.operand(1), inst.operand(2)) else {
            return Err(self.invalid(inst, "cmpxchg needs address, expected and new values"));
        };
        let (succ, fail) = inst.cmpxchg_orderings().ok_or_else(|| self.invalid(inst, "cmpxchg without orderings"))?;
        let (scope, eq) = self.atomic_scope_semantics(inst, succ)?;
        let (_, uneq) = self.atomic_scope_semantics(inst, fail)?;
        let want = self.pointer_like(ptr, cmp.ty())?;
        let p = self.operand(ptr, want)?;
        let c = self.canonical_operand(cmp)?;
        let n = self.canonical_operand(new)?;
        let vty = self.value_type(cmp)?;
        self.note_atomic_width(Op::AtomicCompareExchange, vty, || inst.to_ir_string().trim().to_string())?;
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
        // A system-wide fence is CrossDevice; the semantics carry the ordering only, as for
        // atomics (see the module docs). A single-thread fence (a compiler barrier) is
        // widened to CrossDevice too, as the Khronos translator writes it.
        let scope = match inst.sync_scope_name().as_deref() {
            Some("singlethread") => Scope::CrossDevice,
            _ => sync_scope(inst, Scope::CrossDevice),
        };
        let sem = llvm_ordering(order);
        let s = self.const_u32(scope as u32)?;
        let m = self.const_u32(sem.bits())?;
        self.emit(Op::MemoryBarrier, &[s, m])
    }

    /// Barriers and fences (OpenCL C 3.0 6.15.9 "Synchronization Functions", 6.15.11
    /// "Explicit Memory Fence Functions") -> OpControlBarrier / OpMemoryBarrier (SPIR-V 1.6
    /// spec 3.52.19), as [`classify_synchronization`] gives them; `base` is the builtin's
    /// name. `cl_mem_fence_flags`, `memory_order` and `memory_scope` arguments may be
    /// run-time values (see [`Translator::fence_semantics_operand`] and
    /// [`Translator::scope_operand`]).
    pub(super) fn emit_synchronization(
        &mut self,
        inst: llvm::Value<'c>,
        sync: Synchronization,
        base: &str,
    ) -> Result<()> {
        match sync {
            Synchronization::Barrier(exec) => {
                // Without a scope argument the fence covers the work-group (as the Khronos
                // translator writes sub_group_barrier; a wider scope is always correct).
                let e = self.const_u32(exec as u32)?;
                let m = self.scope_operand(inst, Some(1), Scope::Workgroup)?;
                let s = self.fence_semantics_operand(inst, FenceOrder::Fixed(MS::SEQUENTIALLY_CONSISTENT))?;
                self.emit(Op::ControlBarrier, &[e, m, s])
            }
            // SPV_INTEL_split_barrier: the arrive half releases, the wait half acquires.
            Synchronization::SplitBarrier { arrive } => {
                self.require_capability(spirv::Capability::SplitBarrierINTEL, || base.to_string())?;
                let order = if arrive { MS::RELEASE } else { MS::ACQUIRE };
                let e = self.const_u32(Scope::Workgroup as u32)?;
                let m = self.scope_operand(inst, Some(1), Scope::Workgroup)?;
                let s = self.fence_semantics_operand(inst, FenceOrder::Fixed(order))?;
                self.emit(if arrive { Op::ControlBarrierArriveINTEL } else { Op::ControlBarrierWaitINTEL }, &[e, m, s])
            }
            Synchronization::MemFence(order) => {
                let m = self.const_u32(Scope::Workgroup as u32)?;
                let s = self.fence_semantics_operand(inst, FenceOrder::Fixed(order))?;
                self.emit(Op::MemoryBarrier, &[m, s])
            }
            Synchronization::WorkItemFence => {
                let m = self.scope_operand(inst, Some(2), Scope::Workgroup)?;
                let s = self.fence_semantics_operand(inst, FenceOrder::Argument(1, MS::SEQUENTIALLY_CONSISTENT))?;
                self.emit(Op::MemoryBarrier, &[m, s])
            }
        }
    }

    /// The Memory Semantics operand of a barrier or fence whose first argument is its
    /// `cl_mem_fence_flags`: the storage-class bits of the flags (OpenCL SPIR-V Environment
    /// spec 2.2: CLK_LOCAL_MEM_FENCE -> WorkgroupMemory, CLK_GLOBAL_MEM_FENCE ->
    /// CrossWorkgroupMemory, CLK_IMAGE_MEM_FENCE -> ImageMemory) with the ordering bits of
    /// `order`. A constant whenever both are; run-time flags go through the generated
    /// `__translate_ocl_memory_fence` function, run-time orders through
    /// `__translate_ocl_memory_order`, and the two are combined with OpBitwiseOr.
    ///
    /// Flags given as `__translate_spirv_memory_fence(x)` (a reverse translation of a
    /// run-time Memory Semantics `x`) are `x` itself when the builtin fixes the ordering or
    /// its order argument comes from the same `x`; otherwise `x`'s non-ordering bits.
    fn fence_semantics_operand(&mut self, inst: llvm::Value<'c>, order: FenceOrder) -> Result<Word> {
        let args = inst.call_args();
        let flags = args.first().copied();
        let (order_arg, default_order) = match order {
            FenceOrder::Fixed(o) => (None, o),
            FenceOrder::Argument(i, o) => (args.get(i).copied(), o),
        };
        let spirv_flags = flags.and_then(|f| helper_argument(f, SPIRV_FENCE_HELPER));
        let spirv_order = order_arg.and_then(|o| helper_argument(o, SPIRV_ORDER_HELPER));
        if let Some(x) = spirv_flags {
            if order_arg.is_none() || spirv_order == Some(x) {
                return self.semantics_word(inst, x);
            }
        }
        let storage = match flags {
            None => SemanticsPart::Bits(MS::RELAXED),
            Some(f) => match (f.const_int_zext(), spirv_flags) {
                (Some(c), _) => SemanticsPart::Bits(fence_flags(c)),
                (None, Some(x)) => {
                    let x = self.semantics_word(inst, x)?;
                    SemanticsPart::Id(self.masked(x, !ORDERING_BITS)?)
                }
                (None, None) => {
                    let x = self.semantics_word(inst, f)?;
                    SemanticsPart::Id(self.translate_enum_call(
                        "__translate_ocl_memory_fence",
                        x,
                        &FENCE_TABLE,
                        0xb00,
                    )?)
                }
            },
        };
        let ordering = match order_arg {
            None => SemanticsPart::Bits(default_order),
            Some(o) => match (o.const_int_zext(), spirv_order) {
                (Some(c), _) => {
                    SemanticsPart::Bits(order_semantics(c).ok_or_else(|| self.invalid(inst, "unknown memory_order"))?)
                }
                (None, Some(y)) => {
                    let y = self.semantics_word(inst, y)?;
                    SemanticsPart::Id(self.masked(y, ORDERING_BITS)?)
                }
                (None, None) => {
                    let y = self.semantics_word(inst, o)?;
                    SemanticsPart::Id(self.translate_enum_call(
                        "__translate_ocl_memory_order",
                        y,
                        &ORDER_TABLE,
                        MS::SEQUENTIALLY_CONSISTENT.bits(),
                    )?)
                }
            },
        };
        match (storage, ordering) {
            (SemanticsPart::Bits(a), SemanticsPart::Bits(b)) => self.const_u32((a | b).bits()),
            (SemanticsPart::Id(x), SemanticsPart::Bits(b)) | (SemanticsPart::Bits(b), SemanticsPart::Id(x))
                if b.is_empty() =>
            {
                Ok(x)
            }
            (SemanticsPart::Id(x), SemanticsPart::Bits(b)) | (SemanticsPart::Bits(b), SemanticsPart::Id(x)) => {
                let c = self.const_u32(b.bits())?;
                let u = self.int_type(32)?;
                self.emit_result(Op::BitwiseOr, u, &[x, c])
            }
            (SemanticsPart::Id(x), SemanticsPart::Id(y)) => {
                let u = self.int_type(32)?;
                self.emit_result(Op::BitwiseOr, u, &[x, y])
            }
        }
    }

    /// A run-time 32-bit integer argument of a barrier, fence or atomic builtin (flags, order,
    /// scope or Memory Semantics): its id, or an "invalid" error for another type.
    fn semantics_word(&mut self, inst: llvm::Value<'c>, v: llvm::Value<'c>) -> Result<Word> {
        if v.ty().int_width() != Some(32) {
            return Err(self.invalid(inst, "memory fence flags, orders and scopes must be 32-bit integers"));
        }
        self.canonical_operand(v)
    }

    /// `x & mask` (OpBitwiseAnd) for a 32-bit integer id.
    fn masked(&mut self, x: Word, mask: u32) -> Result<Word> {
        let u = self.int_type(32)?;
        let m = self.const_u32(mask)?;
        self.emit_result(Op::BitwiseAnd, u, &[x, m])
    }

    /// `-a` for the float value `a` of type `ty`: a constant for constants (without `a`'s
    /// own constant), else OpFNegate of `a`.
    fn negated_float(&mut self, a: llvm::Value<'c>, ty: Word) -> Result<Word> {
        match (a.const_fp(), self.scalar_width(ty)) {
            (Some(v), Some(16)) => self.const_scalar(ty, super::constants::f64_to_half_bits(-v) as u64),
            (Some(v), Some(32)) => self.const_scalar(ty, (-(v as f32)).to_bits() as u64),
            (Some(v), Some(64)) => self.const_scalar(ty, (-v).to_bits()),
            _ => {
                let x = self.canonical_operand(a)?;
                self.emit_result(Op::FNegate, ty, &[x])
            }
        }
    }

    /// The capability and extension of a float atomic (SPV_EXT_shader_atomic_float_add,
    /// SPV_EXT_shader_atomic_float_min_max), by operation and width.
    fn require_float_atomic(&mut self, op: Op, value_ty: Word, construct: impl Fn() -> String) -> Result<()> {
        use spirv::Capability as C;
        if self.note_atomic_width(op, value_ty, &construct)? {
            return Ok(()); // bfloat16: SPV_INTEL_16bit_atomics' capability
        }
        let width = self.scalar_width(value_ty).unwrap_or(32);
        let cap = match (op, width) {
            (Op::AtomicFAddEXT, 16) => C::AtomicFloat16AddEXT,
            (Op::AtomicFAddEXT, 64) => C::AtomicFloat64AddEXT,
            (Op::AtomicFAddEXT, _) => C::AtomicFloat32AddEXT,
            (_, 16) => C::AtomicFloat16MinMaxEXT,
            (_, 64) => C::AtomicFloat64MinMaxEXT,
            _ => C::AtomicFloat32MinMaxEXT,
        };
        self.require_capability(cap, construct)?;
        // OpAtomicFAddEXT itself comes from SPV_EXT_shader_atomic_float_add, which the
        // 16-bit extension builds on.
        if cap == C::AtomicFloat16AddEXT {
            self.out.extension("SPV_EXT_shader_atomic_float_add");
        }
        Ok(())
    }

    /// The Scope operand of an OpenCL atomic: the constant for a constant `memory_scope`
    /// argument `arg`, a call to `__translate_ocl_memory_scope` for a run-time one, or
    /// `default` without the argument.
    fn scope_operand(&mut self, inst: llvm::Value<'c>, arg: Option<usize>, default: Scope) -> Result<Word> {
        let Some(a) = arg.and_then(|i| inst.call_args().get(i).copied()) else {
            return self.const_u32(default as u32);
        };
        match a.const_int_zext() {
            Some(v) => {
                let s = scope_of(v).ok_or_else(|| self.invalid(inst, "unknown memory_scope"))?;
                self.const_u32(s as u32)
            }
            // A reverse translation's run-time Scope, as it was.
            None => match helper_argument(a, SPIRV_SCOPE_HELPER) {
                Some(x) => self.semantics_word(inst, x),
                None => {
                    let x = self.semantics_word(inst, a)?;
                    self.translate_enum_call("__translate_ocl_memory_scope", x, &SCOPE_TABLE, Scope::Device as u32)
                }
            },
        }
    }

    /// The Memory Semantics operand of an OpenCL atomic: the ordering from the
    /// `memory_order` argument `arg` (constant, or via `__translate_ocl_memory_order`) or
    /// `default`.
    fn semantics_operand(&mut self, inst: llvm::Value<'c>, arg: Option<usize>, default: MS) -> Result<Word> {
        let Some(a) = arg.and_then(|i| inst.call_args().get(i).copied()) else {
            return self.const_u32(default.bits());
        };
        match a.const_int_zext() {
            Some(v) => {
                let o = order_semantics(v).ok_or_else(|| self.invalid(inst, "unknown memory_order"))?;
                self.const_u32(o.bits())
            }
            // A reverse translation's run-time Memory Semantics, as it was.
            None => match helper_argument(a, SPIRV_ORDER_HELPER) {
                Some(x) => self.semantics_word(inst, x),
                None => {
                    let x = self.semantics_word(inst, a)?;
                    self.translate_enum_call(
                        "__translate_ocl_memory_order",
                        x,
                        &ORDER_TABLE,
                        MS::SEQUENTIALLY_CONSISTENT.bits(),
                    )
                }
            },
        }
    }

    /// A call of the generated function `name(i32) -> i32` mapping OpenCL enumerant values
    /// to SPIR-V ones per `table`: an `OpSwitch` over the keys with one returning block per
    /// entry, others going to the entry whose value is `default` (the Khronos shape).
    fn translate_enum_call(&mut self, name: &str, x: Word, table: &[(u32, u32)], default: u32) -> Result<Word> {
        let i32t = self.int_type(32)?;
        let f = self.helper_function(name, i32t, &[i32t], |t, params| {
            let labels: Vec<Word> = table.iter().map(|_| t.out.id()).collect();
            let default_label = table.iter().position(|&(_, to)| to == default).map_or(labels[0], |i| labels[i]);
            let mut ops = vec![params[0], default_label];
            for (&(from, _), &l) in table.iter().zip(&labels) {
                ops.extend([from, l]);
            }
            t.emit(Op::Switch, &ops)?;
            let mut last = None;
            for (i, (&(_, to), &l)) in table.iter().zip(&labels).enumerate() {
                t.emit(Op::Label, &[l])?;
                let value = t.const_u32(to)?;
                if i + 1 == table.len() {
                    last = Some(value);
                } else {
                    t.emit(Op::ReturnValue, &[value])?;
                }
            }
            Ok(last)
        })?;
        self.emit_result(Op::FunctionCall, i32t, &[f, x])
    }

    /// An OpenCL atomic builtin as [`classify_atomic`] gives it (see there for the names);
    /// `base` is the builtin's name.
    ///
    /// C11 forms default to `memory_order_seq_cst` and `memory_scope_device`; the
    /// `_explicit` forms take order (and scope) arguments, constant or not. Legacy forms
    /// (OpenCL C 1.2 6.12.11) are relaxed at work-group scope
    /// ([`crate::cl_atomics::LEGACY_SCOPE`], [`crate::cl_atomics::LEGACY_SEMANTICS`]).
    /// Float add/sub/min/max use the SPV_EXT_shader_atomic_float_* instructions.
    pub(super) fn emit_atomic_builtin(&mut self, inst: llvm::Value<'c>, call: AtomicCall, base: &str) -> Result<()> {
        let args = inst.call_args();
        let ptr = *args.first().ok_or_else(|| self.invalid(inst, "atomic builtin without a pointer"))?;
        // An atomic through a generic pointer that was just cast from a named address
        // space works on that space directly: runtimes resolve named-space atomics
        // faster, and some (the Intel CPU runtime) cannot link generic ones.
        let ptr = strip_generic_cast(ptr);
        let (op, shape, negate, legacy, explicit) = match call {
            AtomicCall::Init => {
                let value = *args.get(1).ok_or_else(|| self.invalid(inst, "atomic_init without a value"))?;
                let want = self.pointer_like(ptr, value.ty())?;
                let p = self.operand(ptr, want)?;
                let v = self.canonical_operand(value)?;
                return self.emit(Op::Store, &[p, v]);
            }
            AtomicCall::Flag { clear, explicit } => {
                let order_at = |first: usize| if explicit { Some(first) } else { None };
                let i32t = self.int_type(32)?;
                let want = self.pointer_like_id(ptr, i32t)?;
                let p = self.operand(ptr, want)?;
                let sc = self.scope_operand(inst, order_at(1).map(|i| i + 1), Scope::Device)?;
                let sm = self.semantics_operand(inst, order_at(1), MS::SEQUENTIALLY_CONSISTENT)?;
                if clear {
                    return self.emit(Op::AtomicFlagClear, &[p, sc, sm]);
                }
                let ty = self.value_type(inst)?;
                let id = self.value_id(inst)?;
                return self.emit(Op::AtomicFlagTestAndSet, &[ty, id, p, sc, sm]);
            }
            AtomicCall::CompareExchange { legacy: true, .. } => return self.emit_legacy_cmpxchg(inst),
            AtomicCall::CompareExchange { legacy: false, explicit } => {
                return self.emit_compare_exchange(inst, explicit)
            }
            AtomicCall::Operation { op, shape, negate, legacy, explicit } => (op, shape, negate, legacy, explicit),
        };
        let order_at = |first: usize| if explicit { Some(first) } else { None };
        // The value type: the result's, or the stored value's.
        let vt = match (inst.ty().kind(), args.get(1)) {
            (llvm::TypeKind::LLVMVoidTypeKind, Some(v)) => v.ty(),
            (llvm::TypeKind::LLVMVoidTypeKind, None) => {
                return Err(self.invalid(inst, "atomic builtin missing its value operand"))
            }
            _ => inst.ty(),
        };
        let (value_arg, order_arg) = match shape {
            AtomicShape::NoValue => (None, order_at(1)),
            _ => (Some(1), order_at(2)),
        };
        let vty = self.type_id(vt)?;
        if matches!(op, Op::AtomicFAddEXT | Op::AtomicFMinEXT | Op::AtomicFMaxEXT) {
            self.require_float_atomic(op, vty, || base.to_string())?;
        } else {
            self.note_atomic_width(op, vty, || base.to_string())?;
        }
        let want = self.pointer_like(ptr, vt)?;
        let p = self.operand(ptr, want)?;
        // Scope first, as the Khronos translator orders them.
        let (sc, sm) = if legacy {
            (self.const_u32(cl_atomics::LEGACY_SCOPE as u32)?, self.const_u32(cl_atomics::LEGACY_SEMANTICS.bits())?)
        } else {
            let sc = self.scope_operand(inst, order_arg.map(|i| i + 1), Scope::Device)?;
            (sc, self.semantics_operand(inst, order_arg, MS::SEQUENTIALLY_CONSISTENT)?)
        };
        let mut ops = vec![p, sc, sm];
        if let Some(i) = value_arg {
            let a = *args.get(i).ok_or_else(|| self.invalid(inst, "atomic builtin missing its value operand"))?;
            // A float subtraction: an fadd of the negated value.
            let v = if negate { self.negated_float(a, vty)? } else { self.canonical_operand(a)? };
            ops.push(v);
        }
        if op == Op::AtomicStore {
            self.emit(op, &ops)
        } else {
            let id = self.value_id(inst)?;
            let mut full = vec![vty, id];
            full.extend(ops);
            self.emit(op, &full)
        }
    }

    /// The type OpenCL builtin `name` accesses through a pointer argument whose mangled
    /// pointee is `t`: `t` itself, but the same-width integer for a floating-point
    /// compare-exchange, which runs on the value's bits (see
    /// [`Translator::emit_compare_exchange`]). Used to type pointer parameters.
    pub(super) fn builtin_access_type(&self, name: &str, t: llvm::Type<'c>) -> llvm::Type<'c> {
        let stem = name.strip_suffix("_explicit").unwrap_or(name);
        let cas = cl_atomics::c11_atomic(stem).is_some_and(|b| b.shape == AtomicShape::CompareExchange);
        let int = match t.kind() {
            llvm::TypeKind::LLVMHalfTypeKind => llvm::Type::int_n::<16>(self.ctx),
            llvm::TypeKind::LLVMFloatTypeKind => llvm::Type::int_n::<32>(self.ctx),
            llvm::TypeKind::LLVMDoubleTypeKind => llvm::Type::int_n::<64>(self.ctx),
            _ => return t,
        };
        if cas {
            int
        } else {
            t
        }
    }

    /// A pointer type to SPIR-V type `pointee` in `ptr`'s storage class.
    fn pointer_like_id(&mut self, ptr: llvm::Value<'c>, pointee: Word) -> Result<Word> {
        let sc = self.storage_class_of(ptr).ok_or_else(|| self.internal("atomic on a non-pointer"))?;
        self.pointer_type(sc, pointee)
    }

    /// `atomic_cmpxchg(p, cmp, val)` / `atom_cmpxchg` (OpenCL 1.2 6.12.11) ->
    /// OpAtomicCompareExchange returning the old value, relaxed at work-group scope like
    /// every legacy atomic (see [`crate::cl_atomics::LEGACY_SCOPE`]) for both the equal
    /// and the unequal semantics.
    fn emit_legacy_cmpxchg(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let args = inst.call_args();
        let (Some(&ptr), Some(&cmp), Some(&val)) = (args.first(), args.get(1), args.get(2)) else {
            return Err(self.invalid(inst, "atomic_cmpxchg needs (p, cmp, val)"));
        };
        let ptr = strip_generic_cast(ptr);
        let ty = self.value_type(inst)?;
        self.note_atomic_width(Op::AtomicCompareExchange, ty, || inst.to_ir_string().trim().to_string())?;
        let want = self.pointer_like(ptr, inst.ty())?;
        let p = self.operand(ptr, want)?;
        let sc = self.const_u32(cl_atomics::LEGACY_SCOPE as u32)?;
        let eq = self.const_u32(cl_atomics::LEGACY_SEMANTICS.bits())?;
        let v = self.canonical_operand(val)?;
        let c = self.canonical_operand(cmp)?;
        let id = self.value_id(inst)?;
        self.emit(Op::AtomicCompareExchange, &[ty, id, p, sc, eq, eq, v, c])
    }

    /// `atomic_compare_exchange_{strong,weak}[_explicit](obj, expected*, desired[, success, failure[, scope]])`
    /// (OpenCL C 3.0 6.15.12.7): compare-exchange with `*expected`, store the old value back
    /// to `*expected`, return the success flag.
    ///
    /// OpAtomicCompareExchange works on integer scalars only (SPIR-V 1.6 spec 3.52.18), so
    /// on `atomic_float` / `atomic_double` the exchange runs on the same-width integer, as the
    /// Khronos translator writes it: the object and `expected` are read and written through
    /// pointers to that integer (OpBitcast, same storage class), `desired` is bitcast to it,
    /// and success is integer equality (the bitwise comparison C11 7.17.7.4 specifies).
    fn emit_compare_exchange(&mut self, inst: llvm::Value<'c>, explicit: bool) -> Result<()> {
        let args = inst.call_args();
        let (Some(&obj), Some(&expected), Some(&desired)) = (args.first(), args.get(1), args.get(2)) else {
            return Err(self.invalid(inst, "atomic_compare_exchange needs (object, expected, desired)"));
        };
        let obj = strip_generic_cast(obj);
        let at = |i: usize| if explicit { Some(i) } else { None };
        let sc = self.scope_operand(inst, at(5), Scope::Device)?;
        let eq = self.semantics_operand(inst, at(3), MS::SEQUENTIALLY_CONSISTENT)?;
        let uneq = self.semantics_operand(inst, at(4), MS::SEQUENTIALLY_CONSISTENT)?;
        let (vty, d) = self.compare_exchange_value(inst, desired)?;
        self.note_atomic_width(Op::AtomicCompareExchange, vty, || inst.to_ir_string().trim().to_string())?;
        let want = self.pointer_like_id(obj, vty)?;
        let p = self.operand(obj, want)?;
        let want_e = self.pointer_like_id(expected, vty)?;
        let e = self.operand(expected, want_e)?;
        let exp_val = self.emit_result(Op::Load, vty, &[e])?;
        // The Khronos translator's name for the loaded comparator.
        self.emit_name(exp_val, "exp")?;
        let old = self.emit_result(Op::AtomicCompareExchange, vty, &[p, sc, eq, uneq, d, exp_val])?;
        self.emit(Op::Store, &[e, old])?;
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        self.emit(Op::IEqual, &[ty, id, old, exp_val])
    }

    /// The type a compare-exchange of `v` runs on and `v` as that type: `v`'s own integer
    /// type, or for a floating-point `v` the integer of its width with `v`'s bits (a
    /// constant for constants, else OpBitcast).
    fn compare_exchange_value(&mut self, inst: llvm::Value<'c>, v: llvm::Value<'c>) -> Result<(Word, Word)> {
        let ty = self.value_type(v)?;
        if !matches!(self.type_key(ty), Some(super::types::SpirvType::Float { encoding: None, .. })) {
            return Ok((ty, self.canonical_operand(v)?));
        }
        let width =
            self.scalar_width(ty).ok_or_else(|| self.invalid(inst, "compare-exchange of a value without a width"))?;
        let ity = self.int_type(width)?;
        let bits = match self.constant_bits(v) {
            Some(b) => self.const_scalar(ity, b)?,
            None => {
                let x = self.canonical_operand(v)?;
                self.emit_result(Op::Bitcast, ity, &[x])?
            }
        };
        Ok((ity, bits))
    }

    /// `__spirv_AtomicCompareExchange[Weak](ptr, scope, equal, unequal, value, comparator)`
    /// (SPV-IR) on a floating-point type: the instruction on the same-width integer (see
    /// [`Translator::emit_compare_exchange`]), its result bitcast back. Scope and
    /// semantics arguments are `<id>`s, passed as they are. Integer types take the
    /// grammar-driven mapping ([`is_float_atomic_value`] tells them apart).
    pub(super) fn emit_spirv_float_compare_exchange(&mut self, inst: llvm::Value<'c>, op: Op) -> Result<()> {
        let args = inst.call_args();
        let [ptr, scope, equal, unequal, value, comparator] = args.as_slice() else {
            return Err(self.invalid(
                inst,
                "__spirv_AtomicCompareExchange needs (pointer, scope, equal, unequal, value, comparator)",
            ));
        };
        let (ity, v) = self.compare_exchange_value(inst, *value)?;
        let (_, c) = self.compare_exchange_value(inst, *comparator)?;
        self.note_atomic_width(op, ity, || inst.to_ir_string().trim().to_string())?;
        let want = self.pointer_like_id(*ptr, ity)?;
        let p = self.operand(*ptr, want)?;
        let sc = self.semantics_word(inst, *scope)?;
        let eq = self.semantics_word(inst, *equal)?;
        let uneq = self.semantics_word(inst, *unequal)?;
        let old = self.emit_result(op, ity, &[p, sc, eq, uneq, v, c])?;
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        self.emit(Op::Bitcast, &[ty, id, old])
    }
}

/// SPV_INTEL_16bit_atomics, whose capabilities [`int16_atomic_capability`] and
/// [`bfloat16_atomic_capability`] give.
const SIXTEEN_BIT_ATOMICS: &str = "SPV_INTEL_16bit_atomics";

/// The SPV_INTEL_16bit_atomics capability of atomic `op` on 16-bit integers:
/// AtomicInt16CompareExchangeINTEL for loads, stores, exchanges and compare-exchanges,
/// Int16AtomicsINTEL for the read-modify-write arithmetic (SPV_INTEL_16bit_atomics,
/// "Capabilities").
fn int16_atomic_capability(op: Op) -> spirv::Capability {
    match op {
        Op::AtomicLoad
        | Op::AtomicStore
        | Op::AtomicExchange
        | Op::AtomicCompareExchange
        | Op::AtomicCompareExchangeWeak => spirv::Capability::AtomicInt16CompareExchangeINTEL,
        _ => spirv::Capability::Int16AtomicsINTEL,
    }
}

/// The SPV_INTEL_16bit_atomics capability of atomic `op` on bfloat16 values:
/// AtomicBFloat16LoadStoreINTEL (load, store, exchange), AtomicBFloat16AddINTEL
/// (OpAtomicFAddEXT), AtomicBFloat16MinMaxINTEL (OpAtomicFMinEXT / OpAtomicFMaxEXT);
/// `None` for other instructions, which bfloat16 has no capability for.
fn bfloat16_atomic_capability(op: Op) -> Option<spirv::Capability> {
    use spirv::Capability as C;
    Some(match op {
        Op::AtomicLoad | Op::AtomicStore | Op::AtomicExchange => C::AtomicBFloat16LoadStoreINTEL,
        Op::AtomicFAddEXT => C::AtomicBFloat16AddINTEL,
        Op::AtomicFMinEXT | Op::AtomicFMaxEXT => C::AtomicBFloat16MinMaxINTEL,
        _ => return None,
    })
}
