//! Pipe instructions -> clang's pipe functions (`__read_pipe_2`, `__reserve_write_pipe`,
//! `__work_group_commit_read_pipe`, `__get_pipe_num_packets_ro`, ...) in the CL target
//! environments, from the table the forward direction reads
//! ([`crate::cl_tables::PIPE_BUILTINS`]); `OpIsValidReserveId` -> `is_valid_reserve_id`.
//!
//! Sources: SPIR-V 1.6 spec 3.52.23 "Pipe Instructions"; OpenCL C 3.0 spec 6.15.17
//! "Pipe Functions".

use super::types::SpvType;
use super::{Error, Operands, Reader, Result, TargetEnv};
use crate::cl_tables::{pipe_builtin_for, PipeResult};
use crate::llvm;
use rspirv::dr;
use spirv::Op;

impl<'c> Reader<'c, '_> {
    /// A pipe instruction as its OpenCL C call; `Ok(false)` for other instructions, in
    /// SPV-IR, and for a group form whose scope is not a constant Workgroup / Subgroup.
    pub(super) fn translate_pipe(&mut self, inst: &dr::Instruction, offset: usize) -> Result<bool> {
        let opcode = inst.class.opcode;
        if self.options.target_env == TargetEnv::SpvIr {
            return Ok(false);
        }
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        if opcode == Op::IsValidReserveId {
            let id = inst.id(0).ok_or_else(|| bad("missing reserve id"))?;
            let rid = self.value(id, offset, opcode)?;
            let ret = self.ty(inst.result_type.ok_or_else(|| bad("missing result type"))?, offset, opcode)?;
            let p = self.mangled(rid.ty(), self.type_of(id), false);
            let v = self.call_builtin("is_valid_reserve_id", ret, &[rid], &[p])?;
            self.define(inst, v)?;
            return Ok(true);
        }
        let group = matches!(
            opcode,
            Op::GroupReserveReadPipePackets
                | Op::GroupReserveWritePipePackets
                | Op::GroupCommitReadPipe
                | Op::GroupCommitWritePipe
        );
        let plain = matches!(
            opcode,
            Op::ReadPipe
                | Op::WritePipe
                | Op::ReservedReadPipe
                | Op::ReservedWritePipe
                | Op::ReserveReadPipePackets
                | Op::ReserveWritePipePackets
                | Op::CommitReadPipe
                | Op::CommitWritePipe
                | Op::GetNumPipePackets
                | Op::GetMaxPipePackets
        );
        if !group && !plain {
            return Ok(false);
        }
        let (scope, first) = if group {
            let s = inst.id(0).ok_or_else(|| bad("missing scope"))?;
            let Ok(s) = self.constant_u64(s, offset, opcode) else { return Ok(false) };
            (u32::try_from(s).ok().and_then(spirv::Scope::from_u32), 1)
        } else {
            (None, 0)
        };
        let pipe = inst.id(first).ok_or_else(|| bad("missing pipe"))?;
        let access = match self.type_of(pipe).and_then(|t| self.spv_types.get(&t)) {
            Some(SpvType::Pipe(a)) => spirv::AccessQualifier::from_u32(*a),
            _ => None,
        };
        let Some(b) = pipe_builtin_for(opcode, scope, access) else { return Ok(false) };
        let mut args = Vec::with_capacity(inst.operands.len());
        for k in first..inst.operands.len() {
            let id = inst.id(k).ok_or_else(|| bad("pipe operand that is not an id"))?;
            args.push(self.value(id, offset, opcode)?);
        }
        let ret = match b.result {
            PipeResult::Void => llvm::Type::void(self.ctx),
            PipeResult::Int | PipeResult::ReserveId => {
                self.ty(inst.result_type.ok_or_else(|| bad("missing result type"))?, offset, opcode)?
            }
        };
        let v = self.call_named(b.name, ret, &args, false)?;
        if b.result != PipeResult::Void {
            self.define(inst, v)?;
        }
        Ok(true)
    }
}
