//! Atomics and barriers -> OpenCL C builtins (CL1.2 / CL2.0) or `__spirv_*` calls (SPV-IR).
//!
//! Sources: SPIR-V 1.6 spec 3.27 "Scope", 3.25 "Memory Semantics", 3.52.18 "Atomic
//! Instructions", 3.52.19 "Barrier Instructions"; OpenCL C 3.0 spec 6.15.12 "Atomic
//! Functions" (6.15.12.6 `atomic_flag`), 6.15.9 "Synchronization Functions", 6.15.11
//! "Explicit Memory Fence Functions"; the OpenCL SPIR-V Environment spec for the
//! memory_order / memory_scope encodings.
//!
//! Scope and Memory Semantics operands are `<id>`s (SPIR-V 2.2.1) and need not be
//! constants. Run-time ones become calls of generated private functions mapping the SPIR-V
//! value to the OpenCL one with a `switch`, as the Khronos translator writes them
//! (`__translate_spirv_memory_scope`, `__translate_spirv_memory_order`,
//! `__translate_spirv_memory_fence`); a result of the forward pass's inverse helpers
//! (`__translate_ocl_memory_scope`/`_order`) is replaced by that helper's argument, the
//! OpenCL value the source program passed.

use super::{Error, Operands, Reader, Result, TargetEnv, SPIR_FUNC_CC};
use crate::cl_atomics;
use crate::llvm;
use llvm_spirv_mangling as mangling;
use mangling::{Scalar, Type as M};
use rspirv::dr;
use spirv::{MemorySemantics as MS, Op, Scope};

/// memory_order of a semantics mask (clang: relaxed 0, acquire 2, release 3, acq_rel 4, seq_cst 5).
fn memory_order(sem: u32) -> u64 {
    let s = MS::from_bits_truncate(sem);
    if s.contains(MS::SEQUENTIALLY_CONSISTENT) {
        5
    } else if s.contains(MS::ACQUIRE_RELEASE) {
        4
    } else if s.contains(MS::RELEASE) {
        3
    } else if s.contains(MS::ACQUIRE) {
        2
    } else {
        0
    }
}

/// memory_scope of a Scope (clang: work_item 0, work_group 1, device 2, all_svm_devices 3, sub_group 4).
fn memory_scope(scope: u32) -> u64 {
    match Scope::from_u32(scope) {
        Some(Scope::Invocation) => 0,
        Some(Scope::Workgroup) => 1,
        Some(Scope::CrossDevice) => 3,
        Some(Scope::Subgroup) => 4,
        _ => 2,
    }
}

/// cl_mem_fence_flags of a semantics mask.
fn fence_flags(sem: u32) -> u64 {
    let s = MS::from_bits_truncate(sem);
    let mut f = 0;
    if s.contains(MS::WORKGROUP_MEMORY) {
        f |= 1;
    }
    if s.contains(MS::CROSS_WORKGROUP_MEMORY) {
        f |= 2;
    }
    if s.contains(MS::IMAGE_MEMORY) {
        f |= 4;
    }
    f
}

/// One generated SPIR-V -> OpenCL enumerant mapping function: its name, the mask applied to
/// the key first (the ordering or storage-class bits of a Memory Semantics value), and the
/// (SPIR-V key, OpenCL value) cases, in the Khronos translator's order (its `OCLMemScopeMap`,
/// `OCLMemOrderMap`, `OCLMemFenceExtendedMap`). Other keys are `unreachable`: SPIR-V allows
/// no other Scope in the OpenCL environment (OpenCL SPIR-V Environment spec 2.2 "Scope")
/// and at most one ordering bit (SPIR-V 3.25).
struct Translation {
    name: &'static str,
    mask: Option<u32>,
    cases: &'static [(u32, u32)],
}

/// Scope -> memory_scope (see [`memory_scope`]).
const SCOPE_TRANSLATION: Translation = Translation {
    name: "__translate_spirv_memory_scope",
    mask: None,
    cases: &[(4, 0), (2, 1), (1, 2), (0, 3), (3, 4)],
};

/// Memory Semantics ordering bits (None, Acquire, Release, AcquireRelease,
/// SequentiallyConsistent) -> memory_order (see [`memory_order`]).
const ORDER_TRANSLATION: Translation = Translation {
    name: "__translate_spirv_memory_order",
    mask: Some(0x1e),
    cases: &[(0x0, 0), (0x2, 2), (0x4, 3), (0x8, 4), (0x10, 5)],
};

/// Memory Semantics storage bits (WorkgroupMemory, CrossWorkgroupMemory, ImageMemory) ->
/// cl_mem_fence_flags (CLK_LOCAL_MEM_FENCE 1, CLK_GLOBAL_MEM_FENCE 2, CLK_IMAGE_MEM_FENCE 4;
/// see [`fence_flags`]). Unlike the Khronos table, no storage bit at all is a case too
/// (flags 0: an execution barrier only, OpenCL C 3.0 6.15.9), so every masked key is defined.
const FENCE_TRANSLATION: Translation = Translation {
    name: "__translate_spirv_memory_fence",
    mask: Some(0xb00),
    cases: &[(0x100, 1), (0x200, 2), (0x300, 3), (0x800, 4), (0x900, 5), (0xa00, 6), (0xb00, 7), (0x0, 0)],
};

/// The forward pass's helpers whose argument is the OpenCL value itself (see
/// `llvm_to_spirv::atomics`).
const OCL_SCOPE_HELPER: &str = "__translate_ocl_memory_scope";
const OCL_ORDER_HELPER: &str = "__translate_ocl_memory_order";

/// A Scope or Memory Semantics `<id>` operand: its value if constant, else the run-time value.
#[derive(Clone, Copy)]
enum SyncOperand<'c> {
    Const(u32),
    Runtime(llvm::Value<'c>),
}

impl SyncOperand<'_> {
    fn constant(self) -> Option<u32> {
        match self {
            SyncOperand::Const(v) => Some(v),
            SyncOperand::Runtime(_) => None,
        }
    }
}

/// The argument of `v` if `v` is a call of the one-argument function `name`.
fn helper_argument<'c>(v: llvm::Value<'c>, name: &str) -> Option<llvm::Value<'c>> {
    if v.opcode() != Some(llvm::Opcode::LLVMCall) {
        return None;
    }
    v.called_value().filter(|f| f.is_function() && f.name_bytes() == name.as_bytes())?;
    match v.call_args().as_slice() {
        [arg] if arg.ty() == v.ty() => Some(*arg),
        _ => None,
    }
}

impl<'c> Reader<'c, '_> {
    /// Operand `i` of `inst` as a Scope / Memory Semantics operand; `None` if absent. An
    /// integer constant (OpConstant, OpConstantNull, a specialization constant's value) is
    /// `Const`, as the Khronos translator tests for `ConstantInt`.
    fn sync_operand(&mut self, inst: &dr::Instruction, i: usize, offset: usize) -> Result<Option<SyncOperand<'c>>> {
        let Some(id) = inst.id(i) else { return Ok(None) };
        let v = self.value(id, offset, inst.class.opcode)?;
        Ok(Some(match v.const_int_zext() {
            Some(c) => SyncOperand::Const(c as u32),
            None => SyncOperand::Runtime(v),
        }))
    }

    /// The OpenCL memory_scope of a Scope operand.
    fn ocl_memory_scope(&mut self, op: SyncOperand<'c>) -> Result<llvm::Value<'c>> {
        Ok(match op {
            SyncOperand::Const(s) => llvm::Value::const_int(llvm::Type::int_n::<32>(self.ctx), memory_scope(s))?,
            SyncOperand::Runtime(v) => match helper_argument(v, OCL_SCOPE_HELPER) {
                Some(arg) => arg,
                None => self.call_translation(&SCOPE_TRANSLATION, v)?,
            },
        })
    }

    /// The OpenCL memory_order of a Memory Semantics operand.
    fn ocl_memory_order(&mut self, op: SyncOperand<'c>) -> Result<llvm::Value<'c>> {
        Ok(match op {
            SyncOperand::Const(s) => llvm::Value::const_int(llvm::Type::int_n::<32>(self.ctx), memory_order(s))?,
            SyncOperand::Runtime(v) => match helper_argument(v, OCL_ORDER_HELPER) {
                Some(arg) => arg,
                None => self.call_translation(&ORDER_TRANSLATION, v)?,
            },
        })
    }

    /// The OpenCL cl_mem_fence_flags of a Memory Semantics operand.
    fn ocl_mem_fence_flags(&mut self, op: SyncOperand<'c>) -> Result<llvm::Value<'c>> {
        match op {
            SyncOperand::Const(s) => Ok(llvm::Value::const_int(llvm::Type::int_n::<32>(self.ctx), fence_flags(s))?),
            SyncOperand::Runtime(v) => self.call_translation(&FENCE_TRANSLATION, v),
        }
    }

    /// `%call = call spir_func i32 @<name>(i32 key)`, defining the private mapping function on
    /// first use: `entry` (the masked key, `switch`), `default` (`unreachable`), one
    /// `case.<key>` block returning each OpenCL value (the Khronos `getOrCreateSwitchFunc`
    /// shape). A function of that name and type already in the module (the helper of an
    /// earlier reverse translation, come back through SPIR-V) is called instead.
    fn call_translation(&mut self, t: &Translation, key: llvm::Value<'c>) -> Result<llvm::Value<'c>> {
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let fty = llvm::Type::function(i32t, &[i32t], false)?;
        let key = if key.ty() == i32t { key } else { self.builder.cast(llvm::Opcode::LLVMTrunc, key, i32t)? };
        let existing = self
            .builtin_fns
            .get(t.name)
            .copied()
            .or_else(|| self.module.function(t.name).filter(|f| f.global_value_type() == Some(fty)));
        let f = match existing {
            Some(f) => f,
            None => self.define_translation(t, fty)?,
        };
        self.builtin_fns.insert(t.name.to_string(), f);
        let call = self.builder.call(fty, f, &[key])?;
        call.set_call_conv(f.function_call_conv().unwrap_or(SPIR_FUNC_CC))?;
        call.set_name("call");
        Ok(call)
    }

    /// The body of [`Reader::call_translation`]'s function.
    fn define_translation(&mut self, t: &Translation, fty: llvm::Type<'c>) -> Result<llvm::Value<'c>> {
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let c = |v: u32| llvm::Value::const_int(i32t, u64::from(v));
        let f = self.module.add_function(t.name, fty)?;
        f.set_linkage(llvm::Linkage::LLVMPrivateLinkage)?;
        f.set_function_call_conv(SPIR_FUNC_CC)?;
        let b = llvm::Builder::new(self.ctx);
        let entry = f.append_block(self.ctx, "entry")?;
        let default = f.append_block(self.ctx, "default")?;
        b.position_at_end(entry);
        let mut key = llvm::Value::undef(i32t);
        if let Some(&param) = f.params().first() {
            param.set_name("key");
            key = param;
        }
        if let Some(mask) = t.mask {
            key = b.binop(llvm::Opcode::LLVMAnd, c(mask)?, key)?;
            key.set_name("key.masked");
        }
        let switch = b.switch(key, default, t.cases.len() as u32)?;
        b.position_at_end(default);
        b.unreachable();
        for &(from, to) in t.cases {
            let case = f.append_block(self.ctx, &format!("case.{from}"))?;
            b.position_at_end(case);
            b.ret(Some(c(to)?))?;
            switch.add_case(c(from)?, case)?;
        }
        Ok(f)
    }

    /// OpControlBarrier -> `work_group_barrier` / `sub_group_barrier(flags, scope)` (CL2.0),
    /// `barrier(flags)` (CL1.2: no sub_group_barrier there, a subgroup barrier becomes the
    /// stronger work-group barrier, as the Khronos translator emits it). The execution scope
    /// picks the builtin, so it must be a constant; a barrier whose execution scope is not
    /// (or with an operand missing) keeps the generic `__spirv_ControlBarrier` call.
    pub(super) fn control_barrier(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let (Some(exec), Some(mem), Some(sem)) = (
            self.sync_operand(inst, 0, offset)?,
            self.sync_operand(inst, 1, offset)?,
            self.sync_operand(inst, 2, offset)?,
        ) else {
            return self.generic_call(inst, offset);
        };
        let Some(exec) = exec.constant() else { return self.generic_call(inst, offset) };
        let void = llvm::Type::void(self.ctx);
        let subgroup = exec == Scope::Subgroup as u32;
        if self.options.target_env == TargetEnv::Cl12 {
            let flags = self.ocl_mem_fence_flags(sem)?;
            self.call_builtin("barrier", void, &[flags], &[M::Scalar(Scalar::UInt)])?;
        } else {
            let scope = self.ocl_memory_scope(mem)?;
            let flags = self.ocl_mem_fence_flags(sem)?;
            let name = if subgroup { "sub_group_barrier" } else { "work_group_barrier" };
            self.call_builtin(name, void, &[flags, scope], &[M::Scalar(Scalar::UInt), M::named("memory_scope")])?;
        }
        Ok(())
    }

    /// OpControlBarrierArriveINTEL / OpControlBarrierWaitINTEL (SPV_INTEL_split_barrier) ->
    /// `intel_work_group_barrier_arrive` / `_wait` (`cl_intel_split_work_group_barrier`):
    /// `(flags, scope)` in CL2.0, `(flags)` in CL1.2. The functions are work-group barriers,
    /// so an execution scope other than the constant Workgroup (or an operand missing)
    /// keeps the generic `__spirv_ControlBarrier{Arrive,Wait}INTEL` call.
    pub(super) fn split_barrier(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let (Some(exec), Some(mem), Some(sem)) = (
            self.sync_operand(inst, 0, offset)?,
            self.sync_operand(inst, 1, offset)?,
            self.sync_operand(inst, 2, offset)?,
        ) else {
            return self.generic_call(inst, offset);
        };
        if exec.constant() != Some(Scope::Workgroup as u32) {
            return self.generic_call(inst, offset);
        }
        let name = if inst.class.opcode == Op::ControlBarrierArriveINTEL {
            "intel_work_group_barrier_arrive"
        } else {
            "intel_work_group_barrier_wait"
        };
        let void = llvm::Type::void(self.ctx);
        let flags = self.ocl_mem_fence_flags(sem)?;
        if self.options.target_env == TargetEnv::Cl12 {
            self.call_builtin(name, void, &[flags], &[M::Scalar(Scalar::UInt)])?;
        } else {
            let scope = self.ocl_memory_scope(mem)?;
            self.call_builtin(name, void, &[flags, scope], &[M::Scalar(Scalar::UInt), M::named("memory_scope")])?;
        }
        Ok(())
    }

    /// OpMemoryBarrier -> `atomic_work_item_fence(flags, order, scope)` (CL2.0), `mem_fence(flags)`
    /// (CL1.2: read_/write_mem_fence come back as mem_fence, as the Khronos translator
    /// writes them). With an operand missing, the generic `__spirv_MemoryBarrier` call.
    pub(super) fn memory_barrier(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let (Some(mem), Some(sem)) = (self.sync_operand(inst, 0, offset)?, self.sync_operand(inst, 1, offset)?) else {
            return self.generic_call(inst, offset);
        };
        let void = llvm::Type::void(self.ctx);
        if self.options.target_env == TargetEnv::Cl12 {
            let flags = self.ocl_mem_fence_flags(sem)?;
            self.call_builtin("mem_fence", void, &[flags], &[M::Scalar(Scalar::UInt)])?;
        } else {
            let scope = self.ocl_memory_scope(mem)?;
            let flags = self.ocl_mem_fence_flags(sem)?;
            let order = self.ocl_memory_order(sem)?;
            self.call_builtin(
                "atomic_work_item_fence",
                void,
                &[flags, order, scope],
                &[M::Scalar(Scalar::UInt), M::named("memory_order"), M::named("memory_scope")],
            )?;
        }
        Ok(())
    }

    /// An atomic instruction (SPIR-V 3.52.18) -> the OpenCL C builtin of
    /// [`crate::cl_atomics::ATOMIC_BUILTINS`]: the legacy one under CL1.2, the C11
    /// `_explicit` one under CL2.0. An instruction the table names no builtin for, or
    /// (CL2.0) without its Scope and Memory Semantics operands, keeps the generic
    /// `__spirv_*` call.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing or untyped pointer or value operand.
    pub(super) fn atomic(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let env = self.options.target_env;
        // OpAtomicCompareExchangeWeak is OpAtomicCompareExchange (deprecated, SPIR-V 3.52.18).
        let opcode = match inst.class.opcode {
            Op::AtomicCompareExchangeWeak => Op::AtomicCompareExchange,
            op => op,
        };
        let bad = |reason| Error::InvalidOperands { offset, opcode: inst.class.opcode, reason };
        let pid = inst.id(0).ok_or_else(|| bad("missing pointer"))?;
        let ptr = self.value(pid, offset, inst.class.opcode)?;
        let ptr_spv = self.type_of(pid).ok_or_else(|| bad("not a pointer"))?;
        let (_, pointee) = self.pointee(ptr_spv).ok_or_else(|| bad("not a pointer"))?;
        let vt = self.ty(pointee, offset, inst.class.opcode)?;
        // The unsigned instruction of an operation with a signed one (UMin, UMax) mangles
        // its operands unsigned; every other operation is the same on both (two's complement).
        let unsigned = cl_atomics::atomic_of(opcode).is_some_and(|b| b.unsigned == opcode && b.signed != opcode);
        let scalar = self.mangled(vt, Some(pointee), unsigned);
        let as_ = ptr.ty().pointer_address_space().unwrap_or(0);
        let value = |this: &mut Self, k: usize| -> Result<llvm::Value<'c>> {
            let id = inst.id(k).ok_or_else(|| bad("missing value"))?;
            this.value(id, offset, inst.class.opcode)
        };
        let volatile = mangling::CvQuals { is_const: false, is_volatile: true, is_restrict: false };
        if env == TargetEnv::Cl12 {
            // OpenCL C 1.2 6.12.11 (and the 64-bit `atom_*` of cl_khr_int64_*_atomics): no
            // order or scope arguments (run-time ones included), as the Khronos translator
            // writes them. The operations without a legacy builtin take the one doing the
            // same to memory: loads atomic_add(p, 0), stores and flags atomic_xchg(p, v / 1 / 0).
            let (named, args) = match opcode {
                Op::AtomicLoad => (Op::AtomicIAdd, vec![ptr, llvm::Value::const_null(vt)?]),
                Op::AtomicFlagClear => (Op::AtomicExchange, vec![ptr, llvm::Value::const_null(vt)?]),
                Op::AtomicFlagTestAndSet => (Op::AtomicExchange, vec![ptr, llvm::Value::const_int(vt, 1)?]),
                Op::AtomicStore => (Op::AtomicExchange, vec![ptr, value(self, 3)?]),
                Op::AtomicIIncrement | Op::AtomicIDecrement => (opcode, vec![ptr]),
                Op::AtomicCompareExchange => (opcode, vec![ptr, value(self, 5)?, value(self, 4)?]),
                _ => (opcode, vec![ptr, value(self, 3)?]),
            };
            let Some(name) = cl_atomics::legacy_name(named, vt.int_width()) else {
                return self.generic_call(inst, offset);
            };
            let p = M::pointer_cv(scalar.clone(), mangling::AddrSpace::from_number(as_), volatile);
            let mut params = vec![p];
            params.extend(std::iter::repeat_n(scalar, args.len() - 1));
            let v = self.call_builtin(&name, vt, &args, &params)?;
            match opcode {
                // The flag was set if its old value is not zero.
                Op::AtomicFlagTestAndSet => {
                    let set = self.builder.icmp(llvm::IntPredicate::LLVMIntNE, v, llvm::Value::const_null(vt)?)?;
                    self.define(inst, set)?;
                }
                Op::AtomicStore | Op::AtomicFlagClear => {}
                _ => self.define(inst, v)?,
            }
            return Ok(());
        }
        let (Some(scope), Some(sem)) = (self.sync_operand(inst, 1, offset)?, self.sync_operand(inst, 2, offset)?)
        else {
            return self.generic_call(inst, offset);
        };
        // OpenCL 2.0: the *_explicit functions on `volatile __generic atomic_T*`, order and
        // scope converted in the Khronos order (scope first).
        let generic = if as_ == 4 {
            ptr
        } else {
            self.builder.cast(llvm::Opcode::LLVMAddrSpaceCast, ptr, llvm::Type::pointer(self.ctx, 4)?)?
        };
        let p = M::pointer_cv(M::atomic(scalar.clone()), mangling::AddrSpace::Generic, volatile);
        let mscope = self.ocl_memory_scope(scope)?;
        let order = self.ocl_memory_order(sem)?;
        let order_t = M::named("memory_order");
        let scope_t = M::named("memory_scope");
        let void = llvm::Type::void(self.ctx);
        let v = match opcode {
            // OpenCL C 3.0 6.15.12.6: `atomic_flag` is mangled as the atomic integer it points to.
            Op::AtomicFlagTestAndSet => {
                let bool_t = llvm::Type::int_n::<1>(self.ctx);
                Some(self.call_builtin(
                    "atomic_flag_test_and_set_explicit",
                    bool_t,
                    &[generic, order, mscope],
                    &[p, order_t, scope_t],
                )?)
            }
            Op::AtomicFlagClear => {
                self.call_builtin(
                    "atomic_flag_clear_explicit",
                    void,
                    &[generic, order, mscope],
                    &[p, order_t, scope_t],
                )?;
                None
            }
            Op::AtomicCompareExchange => {
                let uneq_sem = self.sync_operand(inst, 3, offset)?.unwrap_or(SyncOperand::Const(0));
                let uneq = self.ocl_memory_order(uneq_sem)?;
                let desired = value(self, 4)?;
                let expected = value(self, 5)?;
                // expected lives in a private temporary passed as a generic pointer; the
                // result is what the builtin leaves there (Khronos names and shape).
                let slot = self.entry_alloca(vt)?;
                slot.set_name("expected");
                self.builder.store(expected, slot)?;
                let slot_g =
                    self.builder.cast(llvm::Opcode::LLVMAddrSpaceCast, slot, llvm::Type::pointer(self.ctx, 4)?)?;
                // LLVM makes the alloca's name unique (`expected1`); the cast follows it.
                slot_g.set_name(&format!("{}.as", slot.name()));
                let exp_p = M::pointer(scalar.clone(), mangling::AddrSpace::Generic);
                let bool_t = llvm::Type::int_n::<1>(self.ctx);
                let name = cl_atomics::c11_name(opcode).ok_or_else(|| bad("no OpenCL C builtin"))?;
                self.call_builtin(
                    &format!("{name}_explicit"),
                    bool_t,
                    &[generic, slot_g, desired, order, uneq, mscope],
                    &[p, exp_p, scalar, order_t.clone(), order_t, scope_t],
                )?;
                Some(self.builder.load(vt, slot_g)?)
            }
            _ => {
                // OpenCL C has no atomic_fetch_inc: increments add 1, decrements subtract it.
                let (named, x) = match opcode {
                    Op::AtomicIIncrement => (Op::AtomicIAdd, Some(llvm::Value::const_int(vt, 1)?)),
                    Op::AtomicIDecrement => (Op::AtomicISub, Some(llvm::Value::const_int(vt, 1)?)),
                    Op::AtomicLoad => (opcode, None),
                    _ => (opcode, Some(value(self, 3)?)),
                };
                let Some(name) = cl_atomics::c11_name(named) else { return self.generic_call(inst, offset) };
                let name = format!("{name}_explicit");
                let ret = if opcode == Op::AtomicStore { void } else { vt };
                let v = match x {
                    Some(x) => {
                        self.call_builtin(&name, ret, &[generic, x, order, mscope], &[p, scalar, order_t, scope_t])?
                    }
                    None => self.call_builtin(&name, ret, &[generic, order, mscope], &[p, order_t, scope_t])?,
                };
                (opcode != Op::AtomicStore).then_some(v)
            }
        };
        if let Some(v) = v {
            self.define(inst, v)?;
        }
        Ok(())
    }

    /// An `alloca` at the top of the current function's entry block (so that one in a loop
    /// does not grow the stack at each iteration), as the Khronos translator places them.
    pub(super) fn entry_alloca(&mut self, t: llvm::Type<'c>) -> Result<llvm::Value<'c>> {
        let Some(entry) = self.entry_block else { return Ok(self.builder.alloca(t)?) };
        let b = llvm::Builder::new(self.ctx);
        match entry.instructions().next() {
            Some(first) => b.position_before(first)?,
            None => b.position_at_end(entry),
        }
        Ok(b.alloca(t)?)
    }
}
