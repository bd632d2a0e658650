//! Number-format conversion instructions with an OpenCL C builtin in the CL1.2 / CL2.0
//! environments: OpConvertFToBF16INTEL → `intel_convert_bfloat16{N}_as_ushort{N}(floatN)`
//! and OpConvertBF16ToFINTEL → `intel_convert_as_bfloat16{N}_float{N}(ushortN)`
//! (`cl_intel_bfloat16_conversions`; the names are `crate::number_formats`'s table, read
//! forward too). In SPV-IR, and for instructions the table keeps as `__spirv_*` calls, the
//! generic call.

use super::{Error, Operands, Reader, Result};
use rspirv::dr;

impl<'c> Reader<'c, '_> {
    /// A number-format conversion in the CL environments: the table's OpenCL C builtin on
    /// the operand (a `ushort` argument mangled unsigned), named for the operand's
    /// component count; the generic `__spirv_*` call for an opcode the table has no CL form
    /// of.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing operand or result type.
    pub(super) fn number_format_conversion(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let Some(conversion) = crate::number_formats::sized_conversion_of_op(opcode).filter(|c| c.reverse_in_cl) else {
            return self.generic_call(inst, offset);
        };
        let x = inst.id(0).ok_or(Error::InvalidOperands { offset, opcode, reason: "missing operand" })?;
        let a = self.value(x, offset, opcode)?;
        let ret = self.result_ty(inst, offset)?;
        let unsigned = conversion.input == crate::number_formats::Component::Ushort;
        let p = self.mangled(a.ty(), Some(x), unsigned);
        let name = conversion.name(a.ty().vector_size().unwrap_or(1));
        let v = self.call_builtin(&name, ret, &[a], &[p])?;
        self.define(inst, v)
    }
}
