//! Async copies, event waits and the device-side enqueue / event instructions -> their
//! OpenCL C builtins in the CL target environments (SPV-IR keeps the generic form).
//!
//! * `OpGroupAsyncCopy` at Workgroup scope -> `async_work_group_strided_copy(dst, const
//!   src, size_t n, size_t stride, event_t)`, the form the Khronos translator writes for
//!   every stride (element types mangled unsigned, as it mangles them);
//! * `OpGroupWaitEvents` at Workgroup scope -> `wait_group_events(int, event_t *)`;
//! * `OpEnqueueMarker`, `OpRetainEvent`, ... -> `enqueue_marker`, `retain_event`, ... from
//!   the table the forward direction reads ([`crate::cl_tables::ENQUEUE_BUILTINS`]).
//!
//! Sources: OpenCL C 3.0 spec 6.15.11 "Async Copies from Global to Local Memory, Local to
//! Global Memory, and Prefetch", 6.15.16 "Enqueuing Kernels" and "Event Functions";
//! SPIR-V 1.6 spec 3.52.21 (OpGroupAsyncCopy, OpGroupWaitEvents) and 3.52.23.

use super::{Error, Operands, Reader, Result};
use crate::llvm;
use llvm_spirv_mangling::{AddrSpace, OclType, Scalar, Type as M};
use rspirv::dr;
use spirv::Op;

impl<'c> Reader<'c, '_> {
    /// One of the instructions above as its OpenCL C call (CL environments only). An
    /// OpGroupAsyncCopy / OpGroupWaitEvents whose scope is not the constant Workgroup keeps
    /// the generic `__spirv_<OpName>` call.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing scope or an operand that is not an
    /// id; [`Error::UnsupportedOpcode`] for an instruction none of the above.
    pub(super) fn event(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let (name, first) = match opcode {
            Op::GroupAsyncCopy | Op::GroupWaitEvents => {
                let s = inst.id(0).ok_or_else(|| bad("missing scope"))?;
                if self.constant_u64(s, offset, opcode).ok() != Some(spirv::Scope::Workgroup as u64) {
                    return self.generic_call(inst, offset);
                }
                let name =
                    if opcode == Op::GroupAsyncCopy { "async_work_group_strided_copy" } else { "wait_group_events" };
                (name, 1)
            }
            _ => match crate::cl_tables::enqueue_name(opcode) {
                Some(n) => (n, 0),
                None => return Err(Error::UnsupportedOpcode { offset, opcode, reason: "not an event instruction" }),
            },
        };
        let mut args = Vec::with_capacity(inst.operands.len());
        let mut params = Vec::with_capacity(inst.operands.len());
        for k in first..inst.operands.len() {
            let id = inst.id(k).ok_or_else(|| bad("operand that is not an id"))?;
            let v = self.value(id, offset, opcode)?;
            let at = k - first;
            let is_ptr = v.ty().kind() == llvm::TypeKind::LLVMPointerTypeKind;
            let mut p = match (opcode, at) {
                // The copy's element type and sizes are unsigned in the Khronos translator's names.
                (Op::GroupAsyncCopy, _) => self.mangled(v.ty(), self.type_of(id), true),
                // enqueue_marker(queue_t, uint, const clk_event_t *, clk_event_t *): the event
                // pointers are `clk_event_t *` whatever the SPIR-V pointee.
                (Op::EnqueueMarker, 1) => M::Scalar(Scalar::UInt),
                (Op::EnqueueMarker, 2 | 3) if is_ptr => {
                    let as_ = v.ty().pointer_address_space().unwrap_or(0);
                    M::pointer(M::Ocl(OclType::ClkEvent), AddrSpace::from_number(as_))
                }
                // capture_event_profiling_info(clk_event_t, clk_profiling_info, __global void *)
                (Op::CaptureEventProfilingInfo, 2) if is_ptr => {
                    let as_ = v.ty().pointer_address_space().unwrap_or(0);
                    M::pointer(M::Void, AddrSpace::from_number(as_))
                }
                _ => self.mangled(v.ty(), self.type_of(id), false),
            };
            let constant = matches!((opcode, at), (Op::GroupAsyncCopy, 1) | (Op::EnqueueMarker, 2));
            if let (true, M::Pointer(ptr)) = (constant, &mut p) {
                ptr.cv.is_const = true;
            }
            params.push(p);
            args.push(v);
        }
        let ret = match inst.result_type {
            Some(t) => self.ty(t, offset, opcode)?,
            None => llvm::Type::void(self.ctx),
        };
        let v = self.call_builtin(name, ret, &args, &params)?;
        if inst.result_id.is_some() {
            self.define(inst, v)?;
        }
        Ok(())
    }

    /// `OpGetKernel*` -> clang's `__get_kernel_*_impl([ptr ndrange,] ptr addrspace(4)
    /// invoke, ptr addrspace(4) literal)` (C calling convention, as clang declares them;
    /// [`crate::cl_tables::KERNEL_QUERIES`]). The parameter size and alignment are the
    /// literal's and need no operand. An ND range given as a value (an OpBuildNDRange
    /// result) is stored to a temporary; one given as a pointer is passed as it is.
    ///
    /// Errors: [`Error::InvalidOperands`] when the invoke operand is not a function or an
    /// operand is missing.
    pub(super) fn kernel_query(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let (name, ndrange) = crate::cl_tables::kernel_query_name(opcode).ok_or(Error::UnsupportedOpcode {
            offset,
            opcode,
            reason: "not a kernel query",
        })?;
        let first = usize::from(ndrange);
        let mut args = Vec::with_capacity(3);
        if ndrange {
            let nd = self.operand(inst, 0, offset)?;
            args.push(if nd.ty().pointer_address_space().is_some() {
                nd
            } else {
                let tmp = self.entry_alloca(nd.ty())?;
                self.builder.store(nd, tmp)?;
                tmp
            });
        }
        let generic = llvm::Type::pointer(self.ctx, 4)?;
        let invoke = self.operand(inst, first, offset)?;
        if !invoke.is_function() {
            return Err(bad("the invoke operand is not an OpFunction"));
        }
        let invoke = if invoke.ty() == generic {
            invoke
        } else {
            llvm::Value::const_cast(llvm::Opcode::LLVMAddrSpaceCast, invoke, generic)?
        };
        args.push(invoke);
        let literal = self.operand(inst, first + 1, offset)?;
        if literal.ty().pointer_address_space().is_none() {
            return Err(bad("the block literal is not a pointer"));
        }
        args.push(literal);
        let ret = self.ty(inst.result_type.ok_or_else(|| bad("missing result type"))?, offset, opcode)?;
        let fty = llvm::Type::function(ret, &args.iter().map(|a| a.ty()).collect::<Vec<_>>(), false)?;
        let f = match self.module.function(name) {
            Some(f) => f,
            None => self.module.add_function(name, fty)?,
        };
        let call = self.builder.call(fty, f, &args)?;
        self.define(inst, call)
    }
}
