//! Number-format conversion instructions with an OpenCL C builtin in the CL1.2 / CL2.0
//! environments: OpConvertFToBF16INTEL → `intel_convert_bfloat16{N}_as_ushort{N}(floatN)`
//! and OpConvertBF16ToFINTEL → `intel_convert_as_bfloat16{N}_float{N}(ushortN)`
//! (`cl_intel_bfloat16_conversions`; the names are `crate::number_formats`'s table, read
//! forward too). In SPV-IR, and for instructions the table keeps as `__spirv_*` calls, the
//! generic call.

use super::{Error, Operands, Reader, Result};
use crate::llvm;
use crate::number_formats::{mini_conversion_of, Component, Format, MiniConversion};
use crate::spirv_type::SpirvType;
use rspirv::dr;
use spirv::{Op, Word};

impl<'c> Reader<'c, '_> {
    /// A number-format conversion (`crate::number_formats`'s table), after the operand rules
    /// of its extension: in the CL environments the table's OpenCL C builtin on the operand
    /// (a `ushort` argument mangled unsigned), named for the operand's component count (the
    /// scalar name for a cooperative matrix, mangled as its matrix type); in
    /// SPV-IR, and for an opcode the table has no CL form of, the generic `__spirv_*` call.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing operand or result type, or matrices
    /// of different shapes.
    pub(super) fn number_format_conversion(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let Some(conversion) = crate::number_formats::sized_conversion_of_op(opcode) else {
            return self.generic_call(inst, offset);
        };
        let x = inst.id(0).ok_or(Error::InvalidOperands { offset, opcode, reason: "missing operand" })?;
        let a = self.value(x, offset, opcode)?;
        let ret = self.result_ty(inst, offset)?;
        // The operand types were checked on the module (`read_checks.rs`).
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

impl<'c> Reader<'c, '_> {
    /// The format (`crate::number_formats::Format`) of the components of SPIR-V type `ty`
    /// (a scalar or a vector), if it is one of the `__builtin_spirv_*` conversions'.
    fn format_of(&self, ty: Word) -> Option<Format> {
        let t = self.spv_types.get(&ty)?;
        let t = match t {
            SpirvType::Vector(e, _) => self.spv_types.get(e)?,
            t => t,
        };
        Format::of_spirv_type(t)
    }

    /// Whether the module declares capability `cap` (the capabilities open the module).
    fn declares_capability(&self, cap: spirv::Capability) -> bool {
        self.insts
            .iter()
            .take_while(|it| it.inst.class.opcode == Op::Capability)
            .any(|it| matches!(it.inst.operands.first(), Some(dr::Operand::Capability(c)) if *c == cap))
    }

    /// The `__builtin_spirv_*` conversion ("SPIR-V representation in LLVM IR for FP8, FP4 and
    /// Int4 datatypes") conversion instruction `inst` is: one from or to an FP8/FP4 type, or
    /// from or to a 4-bit integer of SPV_INTEL_int4 (capability Int4TypeINTEL), that
    /// `crate::number_formats::MINI_CONVERSIONS` has. `None`: an ordinary conversion.
    pub(super) fn mini_conversion(&self, inst: &dr::Instruction) -> Option<MiniConversion> {
        let from = self.format_of(self.type_of(inst.id(0)?)?)?;
        let to = self.format_of(inst.result_type?)?;
        let int4 = from == Format::Int4 || to == Format::Int4;
        if !(from.is_mini_float()
            || to.is_mini_float()
            || (int4 && self.declares_capability(spirv::Capability::Int4TypeINTEL)))
        {
            return None;
        }
        let saturated = inst.result_id.is_some_and(|id| {
            self.decoration(id, spirv::Decoration::SaturatedToLargestFloat8NormalConversionEXT).is_some()
        });
        mini_conversion_of(inst.class.opcode, from, to, saturated)
    }

    /// Whether the instruction defining `id` is a `__builtin_spirv_*` conversion
    /// ([`Reader::mini_conversion`]).
    pub(super) fn is_mini_conversion(&self, id: Word) -> bool {
        self.defs.get(&id).is_some_and(|&i| self.mini_conversion(&self.insts[i].inst).is_some())
    }

    /// A conversion [`Reader::mini_conversion`] found to be `c`, in every environment: the
    /// call `__builtin_spirv_{Rounding}{From}To{To}{EXT|INTEL}` on its operands (FP8/FP4
    /// values are the `i8`/`i4` they live in), mangled by the operands' LLVM types.
    ///
    /// Errors: [`Error::InvalidOperands`] for SaturatedToLargestFloat8NormalConversionEXT on
    /// OpClampConvertFToFINTEL or OpClampStochasticRoundFToFINTEL (SPV_EXT_float8 allows the
    /// decoration on OpFConvert only), or a missing operand.
    pub(super) fn mini_conversion_call(
        &mut self,
        inst: &dr::Instruction,
        offset: usize,
        c: MiniConversion,
    ) -> Result<()> {
        let opcode = inst.class.opcode;
        if matches!(opcode, Op::ClampConvertFToFINTEL | Op::ClampStochasticRoundFToFINTEL)
            && inst.result_id.is_some_and(|id| {
                self.decoration(id, spirv::Decoration::SaturatedToLargestFloat8NormalConversionEXT).is_some()
            })
        {
            return Err(Error::InvalidOperands {
                offset,
                opcode,
                reason: "SaturatedToLargestFloat8NormalConversionEXT is not valid on OpClampConvertFToFINTEL or OpClampStochasticRoundFToFINTEL.",
            });
        }
        let ret = self.result_ty(inst, offset)?;
        let mut args = Vec::with_capacity(inst.operands.len());
        let mut params = Vec::with_capacity(inst.operands.len());
        for o in &inst.operands {
            let dr::Operand::IdRef(id) = o else {
                return Err(Error::InvalidOperands { offset, opcode, reason: "a conversion operand must be an <id>" });
            };
            let v = self.value(*id, offset, opcode)?;
            params.push(self.mangled(v.ty(), self.type_of(*id), false));
            args.push(v);
        }
        if args.is_empty() {
            return Err(Error::InvalidOperands { offset, opcode, reason: "missing operand" });
        }
        let v = self.call_builtin(&c.name(), ret, &args, &params)?;
        self.define(inst, v)
    }

    /// An SPV_INTEL_fp_conversions instruction: the `__builtin_spirv_*` conversion
    /// ([`Reader::mini_conversion_call`]) when its formats are the table's, else the generic
    /// `__spirv_*` call (conversions between LLVM's own types).
    pub(super) fn fp_conversion(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        match self.mini_conversion(inst) {
            Some(c) => self.mini_conversion_call(inst, offset, c),
            None => self.generic_call(inst, offset),
        }
    }
}
