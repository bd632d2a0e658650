//! OpenCL 2.0 pipes (OpenCL C 3.0 spec 6.15.17 "Pipe Functions"; SPIR-V 1.6 spec
//! 3.52.23 "Pipe Instructions").
//!
//! clang lowers the pipe built-ins to calls of `__read_pipe_2`, `__write_pipe_4`,
//! `__reserve_read_pipe`, `__commit_write_pipe`, `__get_pipe_num_packets_ro`, ...
//! whose arguments are already the SPIR-V operands (the packet size and alignment
//! come last); each is one pipe instruction. `is_valid_reserve_id` is
//! OpIsValidReserveId.

use super::types::SpirvType;
use super::{Result, Translator};
use crate::cl_tables::{PipeBuiltin, PipeResult};
use crate::llvm;
use spirv::{Op, Word};

/// A pipe builtin (OpenCL C 3.0 6.15.17 "Pipe Functions").
#[derive(Clone, Copy, Debug)]
pub(super) enum PipeCall {
    /// `is_valid_reserve_id(rid)`: OpIsValidReserveId.
    IsValidReserveId,
    /// One of clang's pipe functions (`__read_pipe_2`, ...): its pipe instruction.
    Clang(&'static PipeBuiltin),
}

/// clang's pipe function named `name` (unmangled, `__read_pipe_2` & co.), if it is one.
pub(super) fn classify_clang_pipe(name: &str) -> Option<PipeCall> {
    crate::cl_tables::pipe_builtin(name).map(PipeCall::Clang)
}

impl<'c> Translator<'c, '_> {
    /// A call to one of clang's pipe functions or `is_valid_reserve_id`.
    pub(super) fn emit_pipe_builtin(&mut self, inst: llvm::Value<'c>, call: PipeCall) -> Result<()> {
        let &PipeBuiltin { op, scope, result, .. } = match call {
            PipeCall::Clang(b) => b,
            PipeCall::IsValidReserveId => return self.emit_is_valid_reserve_id(inst),
        };
        self.out.capability(spirv::Capability::Pipes);
        let mut ops: Vec<Word> = Vec::new();
        if let Some(s) = scope {
            ops.push(self.const_u32(s as u32)?);
        }
        for a in inst.call_args() {
            // Packet pointers are generic `i8*`; pipes and reserve ids are their own types.
            ops.push(self.canonical_operand(a)?);
        }
        match result {
            PipeResult::Void => self.emit(op, &ops)?,
            PipeResult::ReserveId | PipeResult::Int => {
                let ty = if result == PipeResult::ReserveId {
                    self.make_type(SpirvType::ReserveId)?
                } else {
                    self.int_type(32)?
                };
                let r = self.emit_result(op, ty, &ops)?;
                self.define_alias(inst, ty, r)?;
            }
        }
        Ok(())
    }

    /// `is_valid_reserve_id(rid)`: OpIsValidReserveId, its `bool` selected to the result's
    /// integer type.
    fn emit_is_valid_reserve_id(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        self.out.capability(spirv::Capability::Pipes);
        let a = *inst.call_args().first().ok_or_else(|| self.invalid(inst, "is_valid_reserve_id without operand"))?;
        let rid = self.value_id(a)?;
        let b = self.bool_type()?;
        let r = self.emit_result(Op::IsValidReserveId, b, &[rid])?;
        let ty = self.value_type(inst)?;
        if ty == b {
            return self.define_alias(inst, ty, r);
        }
        let one = self.const_splat(ty, 1)?;
        let zero = self.const_splat(ty, 0)?;
        let id = self.value_id(inst)?;
        self.emit(Op::Select, &[ty, id, r, one, zero])
    }
}
