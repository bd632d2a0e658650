//! Device-side enqueue builtins that need no block invoke functions (OpenCL C 3.0
//! spec 6.15.16 "Enqueuing Kernels"; SPIR-V 1.6 spec 3.52.23 "Device-Side Enqueue
//! Instructions"), all under capability `DeviceEnqueue`:
//!
//! | OpenCL C                                        | SPIR-V                     |
//! |-------------------------------------------------|----------------------------|
//! | `get_default_queue()`                           | `OpGetDefaultQueue`        |
//! | `enqueue_marker(queue, n, wait_list, event)`    | `OpEnqueueMarker`          |
//! | `retain_event(e)`, `release_event(e)`           | `OpRetainEvent`, `OpReleaseEvent` |
//! | `create_user_event()`                           | `OpCreateUserEvent`        |
//! | `is_valid_event(e)`                             | `OpIsValidEvent`           |
//! | `set_user_event_status(e, status)`              | `OpSetUserEventStatus`     |
//! | `capture_event_profiling_info(e, name, value)`  | `OpCaptureEventProfilingInfo` |
//! | `ndrange_{1,2,3}D([offset,] global[, local])`   | `OpBuildNDRange` stored to the `sret` result |
//!
//! `ndrange_2D`/`_3D` take their sizes as pointers to `size_t[N]` arrays, which
//! are loaded as `[N x size_t]` values; missing offsets and local sizes are zero.

use super::{Result, Translator};
use crate::llvm;
use spirv::{Op, Word};

/// A device-side enqueue builtin of the table above.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum EnqueueCall {
    /// One instruction on the call's operands ([`crate::cl_tables::ENQUEUE_BUILTINS`]).
    Simple(Op),
    /// `ndrange_<N>D`: OpBuildNDRange of N dimensions.
    NdRange(u32),
    /// A kernel query on a block ([`crate::cl_tables::KERNEL_QUERIES`]): `op`, after an
    /// ND range when `ndrange`.
    KernelQuery {
        /// OpGetKernel*.
        op: Op,
        /// The call's first operand is a pointer to the `ndrange_t`.
        ndrange: bool,
    },
}

/// `v` without the pointer casts (constant expressions or instructions) around it.
fn strip_pointer_casts(mut v: llvm::Value<'_>) -> llvm::Value<'_> {
    loop {
        let op = v.const_expr_opcode().or_else(|| v.opcode());
        match (op, v.operand(0)) {
            (Some(llvm::Opcode::LLVMAddrSpaceCast | llvm::Opcode::LLVMBitCast), Some(inner)) => v = inner,
            _ => return v,
        }
    }
}

/// The device-side enqueue builtin named `base`, if it is one.
pub(super) fn classify_enqueue(base: &str) -> Option<EnqueueCall> {
    if let Some(op) = crate::cl_tables::enqueue_op(base) {
        return Some(EnqueueCall::Simple(op));
    }
    base.strip_prefix("ndrange_")
        .and_then(|d| d.strip_suffix('D'))
        .and_then(|d| d.parse::<u32>().ok())
        .map(EnqueueCall::NdRange)
}

impl<'c> Translator<'c, '_> {
    /// A device-side enqueue builtin (`base` is its name), under capability `DeviceEnqueue`.
    pub(super) fn emit_enqueue_builtin(&mut self, inst: llvm::Value<'c>, call: EnqueueCall, base: &str) -> Result<()> {
        self.require_capability(spirv::Capability::DeviceEnqueue, || base.to_string())?;
        match call {
            EnqueueCall::Simple(op) => self.emit_enqueue_simple(inst, op),
            EnqueueCall::NdRange(dims) => self.emit_build_ndrange(inst, dims),
            EnqueueCall::KernelQuery { op, ndrange } => self.emit_kernel_query(inst, op, ndrange),
        }
    }

    /// `__get_kernel_*_impl([ndrange,] invoke, literal)` -> `OpGetKernel* [ND Range] Invoke
    /// Param ParamSize ParamAlign`: the ND range is the `ndrange_t` loaded from its pointer
    /// (an OpBuildNDRange result, spec 3.52.23), the invoke function the block's kernel
    /// behind its casts, the parameter the block literal as a generic `i8` pointer, its size
    /// and alignment those of the literal's type (the global or alloca it points to: the
    /// ABI size and the preferred alignment, as the Khronos translator computes them).
    ///
    /// Errors: [`super::Error::UnsupportedInstruction`] when the invoke operand is not a
    /// function or the literal is not a global or alloca of known type.
    fn emit_kernel_query(&mut self, inst: llvm::Value<'c>, op: Op, ndrange: bool) -> Result<()> {
        let args = inst.call_args();
        let first = usize::from(ndrange);
        let (Some(&invoke), Some(&literal)) = (args.get(first), args.get(first + 1)) else {
            return Err(self.invalid(inst, "kernel query needs the block invoke function and its literal"));
        };
        let f = strip_pointer_casts(invoke);
        let f = f.aliasee().unwrap_or(f);
        if !f.is_function() {
            return Err(self.unsupported(inst, "kernel query on a block whose invoke function is not known"));
        }
        let target = strip_pointer_casts(literal);
        let literal_ty = target
            .global_value_type()
            .filter(|_| target.is_global_variable())
            .or_else(|| target.allocated_type())
            .ok_or_else(|| self.unsupported(inst, "kernel query on a block literal of unknown type"))?;
        let size = self.module.abi_size_of(literal_ty)?;
        let align = self.module.preferred_alignment_of(literal_ty)?;
        let i32t = self.type_id(llvm::Type::int_n::<32>(self.ctx))?;
        let size = self.const_scalar(i32t, size)?;
        let align = self.const_scalar(i32t, u64::from(align))?;
        let i8t = self.type_id(self.i8_ty)?;
        let generic = self.pointer_type(spirv::StorageClass::Generic, i8t)?;
        let param = self.operand(literal, generic)?;
        let invoke_id = self.function_id(f)?;
        let mut ops = Vec::new();
        if ndrange {
            let Some(&nd) = args.first() else { return Err(self.invalid(inst, "kernel query without its ND range")) };
            let object = strip_pointer_casts(nd);
            let nd_llvm = object
                .allocated_type()
                .or_else(|| object.global_value_type().filter(|_| object.is_global_variable()))
                .ok_or_else(|| self.unsupported(inst, "kernel query on an ND range of unknown type"))?;
            let nd_ty = self.value_type(nd)?;
            let (sc, _) =
                self.pointer_parts(nd_ty).ok_or_else(|| self.invalid(inst, "ND range operand is not a pointer"))?;
            let pointee = self.type_id(nd_llvm)?;
            let ptr_ty = self.pointer_type(sc, pointee)?;
            let p = self.operand(nd, ptr_ty)?;
            ops.push(self.emit_result(Op::Load, pointee, &[p])?);
        }
        ops.extend([invoke_id, param, size, align]);
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        let mut full = vec![ty, id];
        full.extend(ops);
        self.emit(op, &full)
    }

    /// A builtin whose operands are the call's (event pointers as generic pointers to events;
    /// objects carried by pointers, as in IR without target types, keep their object type).
    fn emit_enqueue_simple(&mut self, inst: llvm::Value<'c>, op: Op) -> Result<()> {
        let event = self.make_type(super::types::SpirvType::DeviceEvent)?;
        let event_ptr = self.pointer_type(spirv::StorageClass::Generic, event)?;
        let mut ops = Vec::new();
        for a in inst.call_args() {
            let id = if a.ty().kind() == llvm::TypeKind::LLVMPointerTypeKind && !self.objects.contains_key(&a) {
                self.operand(a, event_ptr)?
            } else {
                self.canonical_operand(a)?
            };
            ops.push(id);
        }
        if inst.ty().kind() == llvm::TypeKind::LLVMVoidTypeKind {
            return self.emit(op, &ops);
        }
        let ty = if op == Op::IsValidEvent { self.bool_type()? } else { self.value_type(inst)? };
        let r = self.emit_result(op, ty, &ops)?;
        if op == Op::IsValidEvent {
            let ity = self.value_type(inst)?;
            let one = self.const_scalar(ity, 1)?;
            let zero = self.const_scalar(ity, 0)?;
            let id = self.value_id(inst)?;
            return self.emit(Op::Select, &[ity, id, r, one, zero]);
        }
        self.define_alias(inst, ty, r)
    }

    /// `ndrange_ND(sret, [offset,] global[, local])` -> `OpBuildNDRange` into the `sret` slot.
    fn emit_build_ndrange(&mut self, inst: llvm::Value<'c>, dims: u32) -> Result<()> {
        let args = inst.call_args();
        let callee = inst.called_value().ok_or_else(|| self.invalid(inst, "call without a callee"))?;
        let ndrange = callee
            .type_attribute(llvm::AttributeIndex::Param(0), self.attrs.sret)
            .ok_or_else(|| self.unsupported(inst, "ndrange_* without an sret result"))?;
        let (Some(&out), sizes) = (args.first(), &args[1.min(args.len())..]) else {
            return Err(self.invalid(inst, "ndrange_* without arguments"));
        };
        let size_t = if self.addressing64 { self.int_type(64)? } else { self.int_type(32)? };
        let value_ty = if dims == 1 { size_t } else { self.array_of(size_t, dims)? };
        let mut values = Vec::with_capacity(sizes.len());
        for &a in sizes {
            values.push(if dims == 1 {
                self.canonical_operand(a)?
            } else {
                let sc = self
                    .storage_class_of(a)
                    .ok_or_else(|| self.invalid(inst, "ndrange_* size that is not a pointer"))?;
                let want = self.pointer_type(sc, value_ty)?;
                let p = self.operand(a, want)?;
                self.emit_result(Op::Load, value_ty, &[p])?
            });
        }
        let zero = self.const_null(value_ty)?;
        // (global), (global, local), (offset, global, local)
        let (offset, global, local) = match values.as_slice() {
            [g] => (zero, *g, zero),
            [g, l] => (zero, *g, *l),
            [o, g, l] => (*o, *g, *l),
            _ => return Err(self.invalid(inst, "ndrange_* needs 1 to 3 size arguments")),
        };
        let ty = self.type_id(ndrange)?;
        let r = self.emit_result(Op::BuildNDRange, ty, &[global, local, offset])?;
        let want = self.pointer_like(out, ndrange)?;
        let p = self.operand(out, want)?;
        self.emit(Op::Store, &[p, r])
    }

    /// `OpTypeArray` of `len` elements of `elem`.
    fn array_of(&mut self, elem: Word, len: u32) -> Result<Word> {
        let n = self.array_length(u64::from(len))?;
        self.make_type(super::types::SpirvType::Array(elem, n))
    }
}
