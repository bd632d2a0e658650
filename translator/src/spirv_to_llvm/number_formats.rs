//! Number-format conversion instructions with an OpenCL C builtin in the CL1.2 / CL2.0
//! environments: OpConvertFToBF16INTEL → `intel_convert_bfloat16{N}_as_ushort{N}(floatN)`
//! and OpConvertBF16ToFINTEL → `intel_convert_as_bfloat16{N}_float{N}(ushortN)`
//! (`cl_intel_bfloat16_conversions`; the names are `crate::number_formats`'s table, read
//! forward too). In SPV-IR, and for instructions the table keeps as `__spirv_*` calls, the
//! generic call.

use super::{Error, Operands, Reader, Result};
use crate::llvm;
use crate::number_formats::{operand_shape, Component};
use rspirv::dr;

impl<'c> Reader<'c, '_> {
    /// A number-format conversion (`crate::number_formats`'s table), after the operand rules
    /// of its extension: in the CL environments the table's OpenCL C builtin on the operand
    /// (a `ushort` argument mangled unsigned), named for the operand's component count (the
    /// scalar name for a cooperative matrix, mangled as its matrix type); in
    /// SPV-IR, and for an opcode the table has no CL form of, the generic `__spirv_*` call.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing operand or result type, or operands
    /// that break the rules (the rule as the reason).
    pub(super) fn number_format_conversion(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let Some(conversion) = crate::number_formats::sized_conversion_of_op(opcode) else {
            return self.generic_call(inst, offset);
        };
        let x = inst.id(0).ok_or(Error::InvalidOperands { offset, opcode, reason: "missing operand" })?;
        let a = self.value(x, offset, opcode)?;
        let ret = self.result_ty(inst, offset)?;
        if let Some(reason) =
            conversion.operand_rule(operand_shape(ret, conversion.result), operand_shape(a.ty(), conversion.input))
        {
            return Err(Error::InvalidOperands { offset, opcode, reason });
        }
        // On cooperative matrices (SPV_INTEL_joint_matrix 3.42.11): of the same shape.
        if crate::number_formats::matrix_params(ret) != crate::number_formats::matrix_params(a.ty()) {
            return Err(Error::InvalidOperands {
                offset,
                opcode,
                reason: "Input and result must be cooperative matrices of the same shape",
            });
        }
        if !conversion.reverse_in_cl || self.options.target_env == super::TargetEnv::SpvIr {
            return self.generic_call(inst, offset);
        }
        let unsigned = conversion.input == Component::Ushort;
        let p = self.mangled(a.ty(), self.type_of(x), unsigned);
        let name = conversion.name(a.ty().vector_size().unwrap_or(1));
        let v = self.call_builtin(&name, ret, &[a], &[p])?;
        self.define(inst, v)
    }
}

impl<'c> Reader<'c, '_> {
    /// An arbitrary-precision fixed-point or floating-point instruction
    /// (SPV_INTEL_arbitrary_precision_fixed_point / _floating_point) → a call to
    /// `intel_arbitrary_{fixed|float}_{name}` suffixed with the integer widths of the
    /// result and of each value operand (`intel_arbitrary_fixed_sqrt.i13.i5`), as the Khronos
    /// translator reads them in every environment: value operands as they are, literal
    /// operands as `i32` but the signedness flags as `i1`; a result wider than 64 bits comes
    /// back through an `sret` pointer in the generic address space. The functions have the
    /// C calling convention.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing result type or an operand of
    /// another kind; [`Error::UnsupportedOpcode`] for a non-integer result or operand.
    pub(super) fn arbitrary_precision(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let Some(family) = crate::number_formats::arbitrary_precision_family(opcode) else {
            return self.generic_call(inst, offset);
        };
        let width = |t: llvm::Type<'c>| {
            t.int_width().ok_or(Error::UnsupportedOpcode {
                offset,
                opcode,
                reason: "an arbitrary-precision instruction on a non-integer type",
            })
        };
        let ret = self.result_ty(inst, offset)?;
        let ret_width = width(ret)?;
        let mut name = format!("{}.i{ret_width}", family.function_name(opcode));
        let bool_at = family.boolean_operand(opcode);
        let mut args = Vec::with_capacity(inst.operands.len());
        for (k, o) in inst.operands.iter().enumerate() {
            let v = match o {
                dr::Operand::IdRef(id) => {
                    let v = self.value(*id, offset, opcode)?;
                    name.push_str(&format!(".i{}", width(v.ty())?));
                    v
                }
                other => {
                    let l = super::literal_u32(other).ok_or(Error::InvalidOperands {
                        offset,
                        opcode,
                        reason: "operand is neither an id nor a literal",
                    })?;
                    if bool_at == Some(k) {
                        llvm::Value::const_int(llvm::Type::int_n::<1>(self.ctx), u64::from(l != 0))?
                    } else {
                        llvm::Value::const_int(llvm::Type::int_n::<32>(self.ctx), u64::from(l))?
                    }
                }
            };
            args.push(v);
        }
        let v = if ret_width > 64 {
            let slot = self.entry_alloca(ret)?;
            let generic =
                self.builder.cast(llvm::Opcode::LLVMAddrSpaceCast, slot, llvm::Type::pointer(self.ctx, 4)?)?;
            args.insert(0, generic);
            let call = self.call_c(&name, llvm::Type::void(self.ctx), &args)?;
            call.add_call_site_type_attribute(self.ctx, llvm::AttributeIndex::Param(0), self.attr.sret, ret)?;
            if let Some(f) = self.module.function(&name) {
                f.add_type_attribute(self.ctx, llvm::AttributeIndex::Param(0), self.attr.sret, ret)?;
            }
            self.builder.load(ret, slot)?
        } else {
            self.call_c(&name, ret, &args)?
        };
        self.define(inst, v)
    }

    /// Declares (once) and calls function `name` with the C calling convention.
    fn call_c(&mut self, name: &str, ret: llvm::Type<'c>, args: &[llvm::Value<'c>]) -> Result<llvm::Value<'c>> {
        let fty = llvm::Type::function(ret, &args.iter().map(|a| a.ty()).collect::<Vec<_>>(), false)?;
        let f = match self.module.function(name) {
            Some(f) => f,
            None => self.module.add_function(name, fty)?,
        };
        Ok(self.builder.call(fty, f, args)?)
    }
}
