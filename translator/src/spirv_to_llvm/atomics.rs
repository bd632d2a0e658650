//! Atomics and barriers -> OpenCL C builtins (CL1.2 / CL2.0) or `__spirv_*` calls (SPV-IR).
//!
//! Sources: SPIR-V 1.6 spec 3.27 "Scope", 3.25 "Memory Semantics", 3.52.18-19;
//! OpenCL C 3.0 spec 6.15.12 "Atomic Functions", 6.15.9 "Synchronization";
//! the OpenCL SPIR-V Environment spec for the memory_order / memory_scope encodings.

use super::{Error, Operands, Reader, Result, TargetEnv};
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

impl<'c> Reader<'c, '_> {
    /// The constant value of a scope/semantics operand id, if constant.
    fn const_operand(&self, inst: &dr::Instruction, i: usize) -> Option<u32> {
        let id = inst.id(i)?;
        let def = self.defs.get(&id).map(|&k| &self.insts[k].inst)?;
        (def.class.opcode == Op::Constant).then(|| super::constants::constant_bits(def) as u32)
    }

    /// Atomics, barriers and fences; `Ok(false)` if `inst` is none (or needs the generic form).
    pub(super) fn translate_atomic_or_barrier(&mut self, inst: &dr::Instruction, offset: usize) -> Result<bool> {
        let opcode = inst.class.opcode;
        let env = self.options.target_env;
        if env == TargetEnv::SpvIr {
            return Ok(false);
        }
        let i32t = llvm::Type::int(self.ctx, 32);
        let u32c = |v: u64| llvm::Value::const_int(i32t, v);
        let order_t = M::named("memory_order");
        let scope_t = M::named("memory_scope");
        match opcode {
            Op::ControlBarrier => {
                let (Some(exec), Some(mem), Some(sem)) = (self.const_operand(inst, 0), self.const_operand(inst, 1), self.const_operand(inst, 2)) else {
                    return Ok(false);
                };
                let flags = u32c(fence_flags(sem));
                let void = llvm::Type::void(self.ctx);
                let subgroup = exec == Scope::Subgroup as u32;
                // OpenCL C 1.2 has no sub_group_barrier: a subgroup barrier becomes the (stronger)
                // work-group barrier, as the Khronos translator emits it.
                if env == TargetEnv::Cl12 {
                    self.call_builtin("barrier", void, &[flags], &[M::Scalar(Scalar::UInt)]);
                } else {
                    let name = if subgroup { "sub_group_barrier" } else { "work_group_barrier" };
                    self.call_builtin(name, void, &[flags, u32c(memory_scope(mem))], &[M::Scalar(Scalar::UInt), scope_t]);
                }
                Ok(true)
            }
            Op::MemoryBarrier => {
                let (Some(scope), Some(sem)) = (self.const_operand(inst, 0), self.const_operand(inst, 1)) else { return Ok(false) };
                let void = llvm::Type::void(self.ctx);
                let flags = u32c(fence_flags(sem));
                if env == TargetEnv::Cl12 {
                    // As the Khronos translator: read_/write_mem_fence come back as mem_fence.
                    self.call_builtin("mem_fence", void, &[flags], &[M::Scalar(Scalar::UInt)]);
                } else {
                    let args = [flags, u32c(memory_order(sem)), u32c(memory_scope(scope))];
                    self.call_builtin("atomic_work_item_fence", void, &args, &[M::Scalar(Scalar::UInt), order_t, scope_t]);
                }
                Ok(true)
            }
            Op::AtomicLoad | Op::AtomicStore | Op::AtomicExchange | Op::AtomicIAdd | Op::AtomicISub | Op::AtomicAnd | Op::AtomicOr
            | Op::AtomicXor | Op::AtomicSMin | Op::AtomicSMax | Op::AtomicUMin | Op::AtomicUMax | Op::AtomicIIncrement
            | Op::AtomicIDecrement | Op::AtomicCompareExchange => self.atomic(inst, offset, env),
            _ => Ok(false),
        }
    }

    fn atomic(&mut self, inst: &dr::Instruction, offset: usize, env: TargetEnv) -> Result<bool> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let (Some(scope), Some(sem)) = (self.const_operand(inst, 1), self.const_operand(inst, 2)) else { return Ok(false) };
        let pid = inst.id(0).ok_or_else(|| bad("missing pointer"))?;
        let ptr = self.value(pid, offset, opcode)?;
        let ptr_spv = self.type_of(pid).ok_or_else(|| bad("pointer without type"))?;
        let (_, pointee) = self.pointee(ptr_spv).ok_or_else(|| bad("not a pointer"))?;
        let vt = self.ty(pointee, offset, opcode)?;
        if vt.int_width() == Some(64) || vt.kind() == llvm::TypeKind::LLVMDoubleTypeKind {
            // 64-bit atomics are cl_khr_int64_*_atomics builtins with other names; keep the SPIR-V form.
            if env == TargetEnv::Cl12 {
                return Ok(false);
            }
        }
        let unsigned = matches!(opcode, Op::AtomicUMin | Op::AtomicUMax);
        let scalar = self.mangled(vt, Some(pointee), unsigned);
        let i32t = llvm::Type::int(self.ctx, 32);
        let u32c = |v: u64| llvm::Value::const_int(i32t, v);
        let as_ = ptr.ty().pointer_address_space().unwrap_or(0);
        let value = |this: &mut Self, k: usize| -> Result<llvm::Value<'c>> {
            let id = inst.id(k).ok_or_else(|| bad("missing value"))?;
            this.value(id, offset, opcode)
        };
        if env == TargetEnv::Cl12 {
            let name = match opcode {
                Op::AtomicIAdd => "atomic_add",
                Op::AtomicISub => "atomic_sub",
                Op::AtomicAnd => "atomic_and",
                Op::AtomicOr => "atomic_or",
                Op::AtomicXor => "atomic_xor",
                Op::AtomicSMin | Op::AtomicUMin => "atomic_min",
                Op::AtomicSMax | Op::AtomicUMax => "atomic_max",
                Op::AtomicExchange => "atomic_xchg",
                Op::AtomicIIncrement => "atomic_inc",
                Op::AtomicIDecrement => "atomic_dec",
                Op::AtomicCompareExchange => "atomic_cmpxchg",
                _ => return Ok(false),
            };
            let p = M::pointer_cv(scalar.clone(), mangling::AddrSpace::from_number(as_), mangling::CvQuals { is_const: false, is_volatile: true, is_restrict: false });
            let (args, params) = match opcode {
                Op::AtomicIIncrement | Op::AtomicIDecrement => (vec![ptr], vec![p]),
                Op::AtomicCompareExchange => (vec![ptr, value(self, 5)?, value(self, 4)?], vec![p, scalar.clone(), scalar]),
                _ => (vec![ptr, value(self, 3)?], vec![p, scalar]),
            };
            let v = self.call_builtin(name, vt, &args, &params);
            self.define(inst, v);
            return Ok(true);
        }
        // OpenCL 2.0: the *_explicit functions on `volatile __generic atomic_T*`.
        let generic = if as_ == 4 { ptr } else { self.builder.cast(llvm::Opcode::LLVMAddrSpaceCast, ptr, llvm::Type::pointer(self.ctx, 4)) };
        let p = M::pointer_cv(M::atomic(scalar.clone()), mangling::AddrSpace::Generic, mangling::CvQuals { is_const: false, is_volatile: true, is_restrict: false });
        let order = u32c(memory_order(sem));
        let mscope = u32c(memory_scope(scope));
        let order_t = M::named("memory_order");
        let scope_t = M::named("memory_scope");
        let void = llvm::Type::void(self.ctx);
        let v = match opcode {
            Op::AtomicLoad => Some(self.call_builtin("atomic_load_explicit", vt, &[generic, order, mscope], &[p, order_t, scope_t])),
            Op::AtomicStore => {
                let x = value(self, 3)?;
                self.call_builtin("atomic_store_explicit", void, &[generic, x, order, mscope], &[p, scalar, order_t, scope_t]);
                None
            }
            Op::AtomicCompareExchange => {
                let eq = order;
                let uneq = u32c(memory_order(self.const_operand(inst, 3).unwrap_or(0)));
                let desired = value(self, 4)?;
                let expected = value(self, 5)?;
                // expected lives in a private temporary passed as a generic pointer.
                let slot = self.entry_alloca(vt);
                self.builder.store(expected, slot);
                let slot_g = self.builder.cast(llvm::Opcode::LLVMAddrSpaceCast, slot, llvm::Type::pointer(self.ctx, 4));
                let exp_p = M::pointer(scalar.clone(), mangling::AddrSpace::Generic);
                let bool_t = llvm::Type::int(self.ctx, 1);
                self.call_builtin(
                    "atomic_compare_exchange_strong_explicit",
                    bool_t,
                    &[generic, slot_g, desired, eq, uneq, mscope],
                    &[p, exp_p, scalar, order_t.clone(), order_t, scope_t],
                );
                Some(self.builder.load(vt, slot))
            }
            _ => {
                let (name, x) = match opcode {
                    Op::AtomicExchange => ("atomic_exchange_explicit", value(self, 3)?),
                    Op::AtomicIAdd => ("atomic_fetch_add_explicit", value(self, 3)?),
                    Op::AtomicISub => ("atomic_fetch_sub_explicit", value(self, 3)?),
                    Op::AtomicAnd => ("atomic_fetch_and_explicit", value(self, 3)?),
                    Op::AtomicOr => ("atomic_fetch_or_explicit", value(self, 3)?),
                    Op::AtomicXor => ("atomic_fetch_xor_explicit", value(self, 3)?),
                    Op::AtomicSMin | Op::AtomicUMin => ("atomic_fetch_min_explicit", value(self, 3)?),
                    Op::AtomicSMax | Op::AtomicUMax => ("atomic_fetch_max_explicit", value(self, 3)?),
                    Op::AtomicIIncrement => ("atomic_fetch_add_explicit", llvm::Value::const_int(vt, 1)),
                    Op::AtomicIDecrement => ("atomic_fetch_sub_explicit", llvm::Value::const_int(vt, 1)),
                    _ => return Ok(false),
                };
                Some(self.call_builtin(name, vt, &[generic, x, order, mscope], &[p, scalar, order_t, scope_t]))
            }
        };
        if let Some(v) = v {
            self.define(inst, v);
        }
        Ok(true)
    }

    /// An `alloca` at the top of the current function's entry block.
    pub(super) fn entry_alloca(&mut self, t: llvm::Type<'c>) -> llvm::Value<'c> {
        // Allocas anywhere are legal LLVM; placing them in the current block keeps the builder simple.
        self.builder.alloca(t)
    }
}
