//! Asynchronous copies and events (OpenCL C 3.0 spec 6.15.11 "Async Copies from
//! Global to Local Memory, Local to Global Memory, and Prefetch"; SPIR-V 1.6
//! spec 3.52.21 OpGroupAsyncCopy, OpGroupWaitEvents).
//!
//! `async_work_group_copy(dst, src, n, event)` is OpGroupAsyncCopy at work-group
//! scope with stride 1, `async_work_group_strided_copy` with its stride, and
//! `wait_group_events(n, events)` OpGroupWaitEvents on the event array. Element
//! counts and strides are `size_t`, converted to the pointer width when the
//! mangled signature says otherwise.

use super::types::SpirvType;
use super::{Result, Translator};
use crate::llvm;
use llvm_spirv_mangling as mangling;
use spirv::{Op, Word};

/// An asynchronous copy or event builtin (OpenCL C 3.0 6.15.11).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum EventCall {
    /// `async_work_group_copy` (stride 1) or `async_work_group_strided_copy`: OpGroupAsyncCopy.
    AsyncCopy {
        /// The strided form (a stride argument before the event).
        strided: bool,
    },
    /// `wait_group_events(n, events)`: OpGroupWaitEvents.
    WaitGroupEvents,
}

/// The event builtin named `base`, if it is one.
pub(super) fn classify_event(base: &str) -> Option<EventCall> {
    Some(match base {
        "async_work_group_copy" => EventCall::AsyncCopy { strided: false },
        "async_work_group_strided_copy" => EventCall::AsyncCopy { strided: true },
        "wait_group_events" => EventCall::WaitGroupEvents,
        _ => return None,
    })
}

impl<'c> Translator<'c, '_> {
    /// Async copies and `wait_group_events` at work-group scope; `params` are the mangled
    /// parameter types (the copied element type comes from the first pointer's pointee).
    pub(super) fn emit_event_builtin(
        &mut self,
        inst: llvm::Value<'c>,
        call: EventCall,
        params: &[mangling::Type],
    ) -> Result<()> {
        let args = inst.call_args();
        let scope = self.const_u32(spirv::Scope::Workgroup as u32)?;
        match call {
            EventCall::AsyncCopy { strided } => {
                let need = if strided { 5 } else { 4 };
                if args.len() != need {
                    return Err(self.invalid(inst, "async copy needs (dst, src, count[, stride], event)"));
                }
                // The element type comes from the mangled pointer parameters.
                let elem = params
                    .first()
                    .and_then(|p| p.pointee())
                    .and_then(|p| self.mangled_type_id(p).transpose())
                    .transpose()?;
                let mut ptrs = Vec::with_capacity(2);
                for &p in &args[..2] {
                    let id = match elem {
                        Some(e) => {
                            let sc = self
                                .storage_class_of(p)
                                .ok_or_else(|| self.invalid(inst, "async copy of a non-pointer"))?;
                            let want = self.pointer_type(sc, e)?;
                            self.operand(p, want)?
                        }
                        None => self.value_id(p)?,
                    };
                    ptrs.push(id);
                }
                let count = self.size_operand(args[2])?;
                let stride = if strided { self.size_operand(args[3])? } else { self.size_t_constant(1)? };
                let event = self.event_operand(args[need - 1])?;
                let ty = self.make_type(SpirvType::Event)?;
                let r = self.emit_result(Op::GroupAsyncCopy, ty, &[scope, ptrs[0], ptrs[1], count, stride, event])?;
                if inst.ty().kind() == llvm::TypeKind::LLVMVoidTypeKind {
                    return Ok(());
                }
                self.define_alias(inst, ty, r)
            }
            EventCall::WaitGroupEvents => {
                let (Some(&n), Some(&list)) = (args.first(), args.get(1)) else {
                    return Err(self.invalid(inst, "wait_group_events needs (count, events)"));
                };
                let count = self.canonical_operand(n)?;
                let event = self.make_type(SpirvType::Event)?;
                let events = if is_null_constant(list) {
                    let p = self.pointer_type(spirv::StorageClass::Generic, event)?;
                    self.const_null(p)?
                } else {
                    let sc =
                        self.storage_class_of(list).ok_or_else(|| self.invalid(inst, "event list is not a pointer"))?;
                    let want = self.pointer_type(sc, event)?;
                    self.operand(list, want)?
                };
                self.emit(Op::GroupWaitEvents, &[scope, count, events])
            }
        }
    }

    /// A `size_t` operand: integers of another width are converted to the pointer width.
    fn size_operand(&mut self, v: llvm::Value<'c>) -> Result<Word> {
        let x = self.canonical_operand(v)?;
        let size = self.size_type()?;
        if self.value_type(v)? == size {
            return Ok(x);
        }
        self.emit_result(Op::UConvert, size, &[x])
    }

    /// A `size_t` constant.
    fn size_t_constant(&mut self, n: u64) -> Result<Word> {
        let size = self.size_type()?;
        self.const_scalar(size, n)
    }

    /// An event argument: the value, or a null event for a null pointer/constant.
    fn event_operand(&mut self, v: llvm::Value<'c>) -> Result<Word> {
        let ty = self.make_type(SpirvType::Event)?;
        if is_null_constant(v) || v.is_undef() {
            return self.const_null(ty);
        }
        self.operand(v, ty)
    }
}

/// A null pointer or null target-type constant (`null`, `zeroinitializer`, `none`).
fn is_null_constant(v: llvm::Value<'_>) -> bool {
    use llvm::ValueKind as K;
    matches!(
        v.kind(),
        K::LLVMConstantPointerNullValueKind
            | K::LLVMConstantTargetNoneValueKind
            | K::LLVMConstantAggregateZeroValueKind
    )
}
