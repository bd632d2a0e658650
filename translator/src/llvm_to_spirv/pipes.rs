//! OpenCL 2.0 pipes (OpenCL C 3.0 spec 6.15.17 "Pipe Functions"; SPIR-V 1.6 spec
//! 3.52.23 "Pipe Instructions").
//!
//! clang lowers the pipe built-ins to calls of `__read_pipe_2`, `__write_pipe_4`,
//! `__reserve_read_pipe`, `__commit_write_pipe`, `__get_pipe_num_packets_ro`, ...
//! whose arguments are already the SPIR-V operands (the packet size and alignment
//! come last); each is one pipe instruction. `is_valid_reserve_id` is
//! OpIsValidReserveId.

use super::types::TypeKey;
use super::{Result, Translator};
use crate::llvm;
use spirv::{Op, Word};

/// clang's pipe functions: (name, instruction, scope for the work-group/sub-group forms,
/// result: `None` none, `Some(true)` a reserve id, `Some(false)` an `i32`).
const PIPE_FUNCTIONS: &[(&str, Op, Option<spirv::Scope>, Option<bool>)] = {
    use spirv::Scope as S;
    &[
        ("__read_pipe_2", Op::ReadPipe, None, Some(false)),
        ("__write_pipe_2", Op::WritePipe, None, Some(false)),
        ("__read_pipe_4", Op::ReservedReadPipe, None, Some(false)),
        ("__write_pipe_4", Op::ReservedWritePipe, None, Some(false)),
        ("__reserve_read_pipe", Op::ReserveReadPipePackets, None, Some(true)),
        ("__reserve_write_pipe", Op::ReserveWritePipePackets, None, Some(true)),
        ("__commit_read_pipe", Op::CommitReadPipe, None, None),
        ("__commit_write_pipe", Op::CommitWritePipe, None, None),
        ("__work_group_reserve_read_pipe", Op::GroupReserveReadPipePackets, Some(S::Workgroup), Some(true)),
        ("__work_group_reserve_write_pipe", Op::GroupReserveWritePipePackets, Some(S::Workgroup), Some(true)),
        ("__sub_group_reserve_read_pipe", Op::GroupReserveReadPipePackets, Some(S::Subgroup), Some(true)),
        ("__sub_group_reserve_write_pipe", Op::GroupReserveWritePipePackets, Some(S::Subgroup), Some(true)),
        ("__work_group_commit_read_pipe", Op::GroupCommitReadPipe, Some(S::Workgroup), None),
        ("__work_group_commit_write_pipe", Op::GroupCommitWritePipe, Some(S::Workgroup), None),
        ("__sub_group_commit_read_pipe", Op::GroupCommitReadPipe, Some(S::Subgroup), None),
        ("__sub_group_commit_write_pipe", Op::GroupCommitWritePipe, Some(S::Subgroup), None),
        ("__get_pipe_num_packets_ro", Op::GetNumPipePackets, None, Some(false)),
        ("__get_pipe_num_packets_wo", Op::GetNumPipePackets, None, Some(false)),
        ("__get_pipe_max_packets_ro", Op::GetMaxPipePackets, None, Some(false)),
        ("__get_pipe_max_packets_wo", Op::GetMaxPipePackets, None, Some(false)),
    ]
};

impl<'c> Translator<'c, '_> {
    /// A call to one of clang's pipe functions or `is_valid_reserve_id`; `Ok(false)` otherwise.
    pub(super) fn emit_pipe_builtin(&mut self, inst: llvm::Value<'c>, name: &str, base: Option<&str>) -> Result<bool> {
        if base == Some("is_valid_reserve_id") {
            self.out.capability(spirv::Capability::Pipes);
            let a =
                *inst.call_args().first().ok_or_else(|| self.invalid(inst, "is_valid_reserve_id without operand"))?;
            let rid = self.value_id(a)?;
            let b = self.bool_type()?;
            let r = self.emit_result(Op::IsValidReserveId, b, &[rid])?;
            let ty = self.value_type(inst)?;
            if ty == b {
                self.define_alias(inst, ty, r)?;
            } else {
                let one = self.const_splat(ty, 1)?;
                let zero = self.const_splat(ty, 0)?;
                let id = self.value_id(inst)?;
                self.emit(Op::Select, &[ty, id, r, one, zero])?;
            }
            return Ok(true);
        }
        let Some(&(_, op, scope, result)) = PIPE_FUNCTIONS.iter().find(|(n, ..)| *n == name) else { return Ok(false) };
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
            None => self.emit(op, &ops)?,
            Some(reserve) => {
                let ty = if reserve { self.make_type(TypeKey::ReserveId)? } else { self.int_type(32)? };
                let r = self.emit_result(op, ty, &ops)?;
                self.define_alias(inst, ty, r)?;
            }
        }
        Ok(true)
    }
}
