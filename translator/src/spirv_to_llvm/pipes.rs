//! Pipe instructions -> clang's pipe functions (`__read_pipe_2`, `__reserve_write_pipe`,
//! `__work_group_commit_read_pipe`, `__get_pipe_num_packets_ro`, ...) in the CL target
//! environments, from the table the forward direction reads
//! ([`crate::cl_tables::PIPE_BUILTINS`]); `OpIsValidReserveId` -> `is_valid_reserve_id`.
//!
//! Sources: SPIR-V 1.6 spec 3.52.23 "Pipe Instructions"; OpenCL C 3.0 spec 6.15.17
//! "Pipe Functions".

use super::types::SpirvType;
use super::{Error, Operands, Reader, Result};
use crate::cl_tables::{pipe_builtin_for, PipeResult};
use crate::llvm;
use rspirv::dr;
use spirv::Op;

impl<'c> Reader<'c, '_> {
    /// OpIsValidReserveId in the CL environments -> `is_valid_reserve_id`.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing reserve id or result type.
    pub(super) fn is_valid_reserve_id(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let id = inst.id(0).ok_or_else(|| bad("missing reserve id"))?;
        let rid = self.value(id, offset, opcode)?;
        let ret = self.result_ty(inst, offset)?;
        let p = self.mangled(rid.ty(), self.type_of(id), false);
        let v = self.call_builtin("is_valid_reserve_id", ret, &[rid], &[p])?;
        self.define(inst, v)?;
        Ok(())
    }

    /// A pipe instruction in the CL environments (OpReadPipe ... OpGetMaxPipePackets and the
    /// `OpGroup*Pipe*` forms) -> clang's pipe function from
    /// [`crate::cl_tables::PIPE_BUILTINS`], chosen by the instruction, the scope of a group
    /// form and the pipe's access qualifier. A group form whose scope is not a constant, or
    /// an instruction the table has no function for (a scope other than Workgroup /
    /// Subgroup), keeps the generic `__spirv_<OpName>` call.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing scope, pipe, operand or result type.
    pub(super) fn pipe(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let group = matches!(
            opcode,
            Op::GroupReserveReadPipePackets
                | Op::GroupReserveWritePipePackets
                | Op::GroupCommitReadPipe
                | Op::GroupCommitWritePipe
        );
        let (scope, first) = if group {
            let s = inst.id(0).ok_or_else(|| bad("missing scope"))?;
            let Ok(s) = self.constant_u64(s, offset, opcode) else { return self.generic_call(inst, offset) };
            (u32::try_from(s).ok().and_then(spirv::Scope::from_u32), 1)
        } else {
            (None, 0)
        };
        let pipe = inst.id(first).ok_or_else(|| bad("missing pipe"))?;
        let access = match self.type_of(pipe).and_then(|t| self.spv_types.get(&t)) {
            Some(SpirvType::Pipe(a)) => spirv::AccessQualifier::from_u32(*a),
            _ => None,
        };
        let Some(b) = pipe_builtin_for(opcode, scope, access) else { return self.generic_call(inst, offset) };
        let mut args = Vec::with_capacity(inst.operands.len());
        for k in first..inst.operands.len() {
            let id = inst.id(k).ok_or_else(|| bad("pipe operand that is not an id"))?;
            args.push(self.value(id, offset, opcode)?);
        }
        let ret = match b.result {
            PipeResult::Void => llvm::Type::void(self.ctx),
            PipeResult::Int | PipeResult::ReserveId => self.result_ty(inst, offset)?,
        };
        let v = self.call_named(b.name, ret, &args, false)?;
        if b.result != PipeResult::Void {
            self.define(inst, v)?;
        }
        Ok(())
    }
}
