//! OpenCL C builtins (Itanium-mangled calls) -> BuiltIn variables, core
//! instructions and `OpenCL.std` extended instructions.
//!
//! Sources: OpenCL C 3.0 spec 6.15 "Built-in Functions"; OpenCL SPIR-V
//! Environment spec 2.9 "Built-in Variables"; OpenCL Extended Instruction Set
//! Specification (OpenCL.std) 1.0, whose opcodes and operand lists come from
//! the grammar (`rspirv::grammar::OpenCLStd100InstructionTable`).

use super::{Error, Result, Translator};
use crate::llvm;
use llvm_spirv_mangling as mangling;
use rustc_hash::FxHashMap as HashMap;
use spirv::{Op, Word};
use std::rc::Rc;
use std::sync::OnceLock;

/// `OpenCL.std` opcodes by instruction name, from the grammar.
fn cl_opcodes() -> &'static HashMap<&'static str, u32> {
    static TABLE: OnceLock<HashMap<&'static str, u32>> = OnceLock::new();
    TABLE.get_or_init(|| {
        rspirv::grammar::OPENCL_STD_100_INSTRUCTION_TABLE
            .iter()
            .map(|i| (i.opname, spirv::Word::from(i.opcode)))
            .collect()
    })
}

/// `OpenCL.std` opcode by instruction name, from the grammar.
pub(super) fn cl_opcode(name: &str) -> Option<u32> {
    cl_opcodes().get(name).copied()
}

/// Extended instructions whose scalar operands are not broadcast to the result's lanes.
const NO_SPLAT: &[&str] =
    &["shuffle", "shuffle2", "printf", "prefetch", "vloadn", "vstoren", "vload_halfn", "vloada_halfn"];

/// `_rte` & co. -> FPRoundingMode (SPIR-V spec 3.16).
fn rounding_mode(suffix: &str) -> Option<spirv::FPRoundingMode> {
    Some(match suffix {
        "rte" => spirv::FPRoundingMode::RTE,
        "rtz" => spirv::FPRoundingMode::RTZ,
        "rtp" => spirv::FPRoundingMode::RTP,
        "rtn" => spirv::FPRoundingMode::RTN,
        _ => return None,
    })
}

/// `to_global` / `to_local` / `to_private` (OpenCL C 3.0 "Address Space Qualifier
/// Functions"): the storage class cast to.
pub(super) fn classify_to_address_space(base: &str) -> Option<spirv::StorageClass> {
    Some(match base {
        "to_global" => spirv::StorageClass::CrossWorkgroup,
        "to_local" => spirv::StorageClass::Workgroup,
        "to_private" => spirv::StorageClass::Function,
        _ => return None,
    })
}

/// `popcount` and the bit and clock extension functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BitOrClock {
    /// `popcount`: OpBitCount (core, as the Khronos translator maps it).
    BitCount,
    /// `cl_khr_extended_bit_ops` (`bitfield_insert`, `bitfield_extract_{signed,unsigned}`,
    /// `bit_reverse`): OpBitFieldInsert / OpBitField{S,U}Extract / OpBitReverse under
    /// SPV_KHR_bit_instructions.
    Bits(Op),
    /// `cl_khr_kernel_clock` (`clock_read_[hilo_]{device,work_group,sub_group}`):
    /// OpReadClockKHR at this scope under SPV_KHR_shader_clock.
    Clock(spirv::Scope),
}

/// The bit or clock builtin named `base`, if it is one (the extension functions as
/// [`crate::cl_tables::bit_function_op`] and [`crate::cl_tables::clock_by_name`] list them).
pub(super) fn classify_bit_or_clock(base: &str) -> Option<BitOrClock> {
    if base == "popcount" {
        return Some(BitOrClock::BitCount);
    }
    crate::cl_tables::bit_function_op(base)
        .map(BitOrClock::Bits)
        .or_else(|| crate::cl_tables::clock_by_name(base).map(|(scope, _)| BitOrClock::Clock(scope)))
}

/// A vector data load or store (OpenCL C 3.0 6.15.7 "Vector Data Load and Store
/// Functions"): `vloadN`, `vstoreN`, `vload_half[N]`, `vstore_half[N][_rt?]`,
/// `vloada_halfN`, `vstorea_halfN[_rt?]` -> `vloadn`, `vstoren`, `vload_half[n]`,
/// `vstore_half[n][_r]` ...
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct VloadVstore {
    /// The `OpenCL.std` instruction.
    pub ext: &'static str,
    /// The lane count operand (loads of N lanes).
    pub n: Option<u32>,
    /// The rounding mode operand (`_r` stores).
    pub mode: Option<spirv::FPRoundingMode>,
}

/// The vector load or store named `base`, if it is one.
pub(super) fn classify_vload_vstore(base: &str) -> Option<VloadVstore> {
    let split = |s: &str, prefix: &str| -> Option<(Option<u32>, Option<spirv::FPRoundingMode>)> {
        let rest = s.strip_prefix(prefix)?;
        let (digits, suffix) = rest.split_at(rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len()));
        let n = if digits.is_empty() { None } else { Some(digits.parse().ok()?) };
        let mode = match suffix {
            "" => None,
            s => Some(rounding_mode(s.strip_prefix('_')?)?),
        };
        Some((n, mode))
    };
    let (ext, n, mode) = if let Some((n, None)) = split(base, "vloada_half") {
        (if n.is_some() { "vloada_halfn" } else { "vload_half" }, n, None)
    } else if let Some((n, None)) = split(base, "vload_half") {
        (if n.is_some() { "vload_halfn" } else { "vload_half" }, n, None)
    } else if let Some((Some(n), None)) = split(base, "vload") {
        ("vloadn", Some(n), None)
    } else if let Some((n, mode)) = split(base, "vstorea_half") {
        let ext = match (n.is_some(), mode.is_some()) {
            (true, true) => "vstorea_halfn_r",
            (true, false) => "vstorea_halfn",
            (false, true) => "vstore_half_r",
            (false, false) => "vstore_half",
        };
        (ext, None, mode)
    } else if let Some((n, mode)) = split(base, "vstore_half") {
        let ext = match (n.is_some(), mode.is_some()) {
            (true, true) => "vstore_halfn_r",
            (true, false) => "vstore_halfn",
            (false, true) => "vstore_half_r",
            (false, false) => "vstore_half",
        };
        (ext, None, mode)
    } else if let Some((Some(_), None)) = split(base, "vstore") {
        ("vstoren", None, None)
    } else {
        return None;
    };
    Some(VloadVstore { ext, n, mode })
}

/// The `OpenCL.std` instruction (OpenCL Extended Instruction Set Specification) of the
/// builtin `base` with mangled parameters `params`: the instruction of the same name, or
/// for the builtins whose instruction depends on the argument kind
/// ([`crate::cl_tables::ext_inst_by_arg_kind`]) the signed, unsigned or float one the
/// first parameter's type picks.
pub(super) fn classify_opencl_std(base: &str, params: &[mangling::Type]) -> Option<&'static str> {
    let kind = match params.first() {
        Some(t) if t.is_float() => crate::cl_tables::ArgKind::Float,
        Some(t) if t.is_unsigned_integer() => crate::cl_tables::ArgKind::Unsigned,
        _ => crate::cl_tables::ArgKind::Signed,
    };
    cl_instruction_name(crate::cl_tables::ext_inst_by_arg_kind(base, kind).unwrap_or(base))
}

/// The grammar's spelling of `OpenCL.std` instruction `name`, if there is one.
fn cl_instruction_name(name: &str) -> Option<&'static str> {
    cl_opcodes().get_key_value(name).map(|(k, _)| *k)
}

impl<'c> Translator<'c, '_> {
    /// Whether type id `ty` is the bfloat16 float or a vector of it.
    fn is_bfloat16_type(&self, ty: Word) -> bool {
        let bfloat = super::types::SpirvType::bfloat16();
        match self.type_defs.get(&ty) {
            Some(super::types::SpirvType::Vector(c, _)) => self.type_defs.get(c) == Some(&bfloat),
            Some(t) => *t == bfloat,
            None => false,
        }
    }

    /// `OpExtInst %ty %id OpenCL.std <name> operands...` with a fresh id.
    pub(super) fn emit_ext_inst(&mut self, ty: Word, name: &str, operands: &[Word]) -> Result<Word> {
        let id = self.out.id();
        self.emit_ext_inst_into(id, ty, name, operands)?;
        Ok(id)
    }

    /// `OpExtInst` into a given result id.
    pub(super) fn emit_ext_inst_into(&mut self, id: Word, ty: Word, name: &str, operands: &[Word]) -> Result<()> {
        let opcode = cl_opcode(name).ok_or_else(|| self.internal("OpenCL.std instruction missing from the grammar"))?;
        // SPV_KHR_bfloat16 ("Validation Rules"): BFloat16 values take part in no extended
        // instruction set; OpenCL.std has no bfloat16 form.
        if self.is_bfloat16_type(ty) {
            return Err(Error::UnsupportedType {
                ty: format!("bfloat result of OpenCL.std {name}"),
                reason: "SPV_KHR_bfloat16 allows no extended instruction on BFloat16 values",
            });
        }
        let set = self.opencl_std();
        let mut ops = vec![ty, id, set, opcode];
        ops.extend_from_slice(operands);
        self.emit(Op::ExtInst, &ops)
    }

    /// The demangled signature of a builtin callee, cached per function.
    pub(super) fn signature(&mut self, callee: llvm::Value<'c>, name: &str) -> Option<Rc<mangling::Signature>> {
        if let Some(s) = self.signatures.get(&callee) {
            return s.clone();
        }
        // A name the demangler does not accept even with the qualifier order repaired is no
        // builtin: guessing one from its prefix would type the operands wrongly.
        let sig = name.starts_with("_Z").then(|| mangling::demangle_lenient(name)).flatten().map(Rc::new);
        self.signatures.insert(callee, sig.clone());
        sig
    }

    /// A call mapped to `OpenCL.std` instruction `ext` ([`classify_opencl_std`]); `fma`
    /// is OpFmaKHR where SPV_KHR_fma is allowed.
    pub(super) fn emit_opencl_std(
        &mut self,
        inst: llvm::Value<'c>,
        ext: &str,
        params: &[mangling::Type],
    ) -> Result<()> {
        if ext == "fma" && self.options.allows("SPV_KHR_fma") {
            let mut ops = Vec::new();
            for a in inst.call_args() {
                ops.push(self.canonical_operand(a)?);
            }
            return self.emit_fma(inst, &ops);
        }
        self.emit_ext_builtin(inst, ext, params)
    }

    /// A call mapped to `OpenCL.std` instruction `ext`: scalar operands are broadcast to
    /// the result's lanes; pointer operands are cast to the pointee the mangled name gives.
    fn emit_ext_builtin(&mut self, inst: llvm::Value<'c>, ext: &str, params: &[mangling::Type]) -> Result<()> {
        let ty = self.value_type(inst)?;
        let (_, lanes) = self.scalar_and_lanes(ty);
        let splat = lanes > 1 && !NO_SPLAT.contains(&ext);
        let mut ops = Vec::new();
        for (i, a) in inst.call_args().into_iter().enumerate() {
            let param = params.get(i);
            ops.push(self.builtin_arg(inst, a, param, if splat { lanes } else { 1 })?);
        }
        let id = self.value_id(inst)?;
        self.emit_ext_inst_into(id, ty, ext, &ops)?;
        self.fast_math_decoration(inst, id);
        Ok(())
    }

    /// An argument of a builtin: pointers cast to their mangled pointee, scalars broadcast to `lanes`.
    fn builtin_arg(
        &mut self,
        inst: llvm::Value<'c>,
        a: llvm::Value<'c>,
        param: Option<&mangling::Type>,
        lanes: u32,
    ) -> Result<Word> {
        if a.ty().kind() == llvm::TypeKind::LLVMPointerTypeKind {
            let pointee =
                param.and_then(|p| p.pointee()).and_then(|p| self.mangled_type_id(p).transpose()).transpose()?;
            return match pointee {
                Some(pt) => {
                    let sc = self
                        .storage_class_of(a)
                        .ok_or_else(|| self.invalid(inst, "pointer argument without a storage class"))?;
                    let want = self.pointer_type(sc, pt)?;
                    self.operand(a, want)
                }
                None => self.canonical_operand(a),
            };
        }
        let id = self.canonical_operand(a)?;
        if lanes > 1 && a.ty().vector_size().is_none() {
            let sty = self.value_type(a)?;
            let vty = self.vector_type(sty, lanes)?;
            // Broadcast as the Khronos translator does: insert into lane 0 of an undefined
            // vector, then shuffle lane 0 into every lane.
            let undef = self.undef(vty)?;
            let first = self.emit_result(Op::CompositeInsert, vty, &[id, undef, 0])?;
            let mut ops = vec![first, undef];
            ops.extend(std::iter::repeat_n(0, lanes as usize));
            return self.emit_result(Op::VectorShuffle, vty, &ops);
        }
        Ok(id)
    }

    /// The SPIR-V type of a scalar or vector type from a mangled name.
    pub(super) fn mangled_type_id(&mut self, t: &mangling::Type) -> Result<Option<Word>> {
        use mangling::Scalar as S;
        let scalar = |this: &mut Self, s: S| -> Result<Option<Word>> {
            Ok(Some(match s {
                S::Bool => this.bool_type()?,
                S::Char | S::SChar | S::UChar => this.int_type(8)?,
                S::Short | S::UShort => this.int_type(16)?,
                S::Int | S::UInt => this.int_type(32)?,
                S::Long | S::ULong => this.int_type(64)?,
                S::Half => this.make_type(super::types::SpirvType::float(16))?,
                S::BFloat16 => this.make_type(super::types::SpirvType::bfloat16())?,
                S::Float => this.make_type(super::types::SpirvType::float(32))?,
                S::Double => this.make_type(super::types::SpirvType::float(64))?,
            }))
        };
        match t {
            mangling::Type::Scalar(s) => scalar(self, *s),
            mangling::Type::Vector { elem, len } => match scalar(self, *elem)? {
                Some(e) => Ok(Some(self.vector_type(e, *len)?)),
                None => Ok(None),
            },
            mangling::Type::Atomic(inner) => self.mangled_type_id(inner),
            _ => Ok(None),
        }
    }

    /// The `Input` variable of a BuiltIn, declared on first use.
    fn builtin_var(&mut self, builtin: spirv::BuiltIn, vector: bool) -> Result<(Word, Word)> {
        let size = self.size_type()?;
        let scalar_ty = match builtin {
            spirv::BuiltIn::GlobalLinearId | spirv::BuiltIn::LocalInvocationIndex => size,
            _ if vector => size,
            _ => self.int_type(32)?,
        };
        let mask = crate::cl_tables::work_item_by_builtin(builtin)
            .is_some_and(|w| w.shape == crate::cl_tables::WorkItemShape::BallotMask);
        let ty = match builtin {
            // cl_khr_subgroup_ballot masks: uint4.
            _ if mask => {
                let u = self.int_type(32)?;
                self.vector_type(u, 4)?
            }
            _ if vector => self.vector_type(scalar_ty, 3)?,
            _ => scalar_ty,
        };
        // An existing variable (possibly declared by the input as a `__spirv_BuiltIn*`
        // global) keeps its own type.
        if let Some(&(v, t)) = self.builtin_vars.get(&builtin) {
            return Ok((v, t));
        }
        let ptr = self.pointer_type(spirv::StorageClass::Input, ty)?;
        let var = self.out.id();
        self.emit_global(Op::Variable, &[ptr, var, spirv::StorageClass::Input as u32])?;
        self.decorate(var, spirv::Decoration::BuiltIn, &[builtin as u32]);
        self.decorate(var, spirv::Decoration::Constant, &[]);
        let name = format!("__spirv_BuiltIn{}", crate::spec_names::builtin_name(builtin));
        self.emit_name(var, &name)?;
        self.builtin_import(var, &name)?;
        self.builtin_vars.insert(builtin, (var, ty));
        Ok((var, ty))
    }

    /// A call to an OpenCL C work-item function: a load of its BuiltIn variable, shaped as
    /// the table says.
    pub(super) fn emit_work_item_function(
        &mut self,
        inst: llvm::Value<'c>,
        w: crate::cl_tables::WorkItemFunction,
    ) -> Result<()> {
        use crate::cl_tables::WorkItemShape as S;
        match w.shape {
            S::Indexed { out_of_range } => self.emit_work_item(inst, w.builtin, Some(out_of_range), true),
            S::Scalar => self.emit_work_item(inst, w.builtin, Some(0), false),
            S::BallotMask => {
                self.require_spirv_version((1, 3), || format!("{}()", w.name))?;
                self.out.capability(spirv::Capability::GroupNonUniformBallot);
                self.emit_work_item(inst, w.builtin, Some(0), false)
            }
        }
    }

    /// A work-item function: a load of the BuiltIn variable, and for the 3-vector ones the
    /// component; with `default`, out-of-range dimensions give it (OpenCL C 3.0 6.15.1),
    /// without (SPIR-V friendly `__spirv_BuiltIn*(dim)` calls) the component is read as is.
    pub(super) fn emit_work_item(
        &mut self,
        inst: llvm::Value<'c>,
        builtin: spirv::BuiltIn,
        default: Option<u64>,
        vector: bool,
    ) -> Result<()> {
        let (var, vty) = self.builtin_var(builtin, vector)?;
        let ty = self.value_type(inst)?;
        let loaded = self.emit_result(Op::Load, vty, &[var])?;
        let result = if !vector {
            loaded
        } else {
            let dim =
                *inst.call_args().first().ok_or_else(|| self.invalid(inst, "work-item function without dimension"))?;
            let (elem, _) = self.scalar_and_lanes(vty);
            let Some(default) = default else {
                return self.emit_builtin_component(inst, loaded, elem, dim);
            };
            let b = self.bool_type()?;
            let dflt = self.const_scalar(elem, default)?;
            // The Khronos shape: the component is read at a clamped index and selected
            // against the default, `select(d < 3, v[d < 3 ? d : 0], default)`; for a
            // constant dimension the comparison is a constant.
            match dim.const_int_zext() {
                Some(d) => {
                    let lane =
                        self.emit_result(Op::CompositeExtract, elem, &[loaded, if d < 3 { d as u32 } else { 0 }])?;
                    let in_range = self.const_scalar(b, u64::from(d < 3))?;
                    self.emit_result(Op::Select, elem, &[in_range, lane, dflt])?
                }
                None => {
                    let d = self.canonical_operand(dim)?;
                    let dty = self.value_type(dim)?;
                    let three = self.const_scalar(dty, 3)?;
                    let zero = self.const_scalar(dty, 0)?;
                    let in_range = self.emit_result(Op::ULessThan, b, &[d, three])?;
                    let index = self.emit_result(Op::Select, dty, &[in_range, d, zero])?;
                    let lane = self.emit_result(Op::VectorExtractDynamic, elem, &[loaded, index])?;
                    self.emit_result(Op::Select, elem, &[in_range, lane, dflt])?
                }
            }
        };
        let loaded_ty = if vector { self.scalar_and_lanes(vty).0 } else { vty };
        if loaded_ty != ty {
            let id = self.value_id(inst)?;
            return self.emit(Op::UConvert, &[ty, id, result]);
        }
        self.define_alias(inst, ty, result)
    }

    /// Component `dim` of a loaded BuiltIn vector, without a range check.
    fn emit_builtin_component(
        &mut self,
        inst: llvm::Value<'c>,
        loaded: Word,
        elem: Word,
        dim: llvm::Value<'c>,
    ) -> Result<()> {
        let lane = match dim.const_int_zext() {
            Some(d) => self.emit_result(Op::CompositeExtract, elem, &[loaded, d as u32])?,
            None => {
                let d = self.canonical_operand(dim)?;
                self.emit_result(Op::VectorExtractDynamic, elem, &[loaded, d])?
            }
        };
        let ty = self.value_type(inst)?;
        if ty != elem {
            let id = self.value_id(inst)?;
            return self.emit(Op::UConvert, &[ty, id, lane]);
        }
        self.define_alias(inst, ty, lane)
    }

    /// `printf(format, args...)` -> `OpenCL.std printf`; the format is a UniformConstant `i8*`,
    /// and a pointer argument (`%p` takes a `void *`) an `i8*` of its storage class.
    pub(super) fn emit_printf(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let args = inst.call_args();
        let fmt = *args.first().ok_or_else(|| self.invalid(inst, "printf without a format"))?;
        let i8 = self.type_id(self.i8_ty)?;
        let sc = self.storage_class_of(fmt).ok_or_else(|| self.invalid(inst, "printf format is not a pointer"))?;
        if sc != spirv::StorageClass::UniformConstant {
            return Err(self.invalid(inst, "printf format must be in the constant address space (2)"));
        }
        let want = self.pointer_type(sc, i8)?;
        let mut ops = vec![self.operand(fmt, want)?];
        for a in args.into_iter().skip(1) {
            let have = self.value_type(a)?;
            ops.push(match self.pointer_parts(have) {
                Some((sc, _)) => {
                    let want = self.pointer_type(sc, i8)?;
                    self.operand(a, want)?
                }
                None => self.canonical_operand(a)?,
            });
        }
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        self.emit_ext_inst_into(id, ty, "printf", &ops)
    }

    /// `convert_<type>[N][_sat][_rt?]` (OpenCL C 3.0 6.4.3 "Explicit Conversions"); `rest` is
    /// the name after `convert_`, `params` the mangled parameter types. A name that spells
    /// no conversion is [`Error::UnsupportedBuiltin`].
    pub(super) fn emit_convert(&mut self, inst: llvm::Value<'c>, rest: &str, params: &[mangling::Type]) -> Result<()> {
        let unsupported = |this: &Self| Error::UnsupportedBuiltin {
            function: this.fname(),
            callee: format!("convert_{rest}"),
            reason: "unrecognised conversion",
        };
        let mut parts = rest.split('_');
        let dst_name = parts.next().unwrap_or("");
        let mut saturate = false;
        let mut rounding = None;
        for p in parts {
            match p {
                "sat" => saturate = true,
                other => rounding = Some(rounding_mode(other).ok_or_else(|| unsupported(self))?),
            }
        }
        let dst_scalar_name = dst_name.trim_end_matches(|c: char| c.is_ascii_digit());
        let dst = mangling::Scalar::from_opencl_name(dst_scalar_name).ok_or_else(|| unsupported(self))?;
        let src_t = params.first().ok_or_else(|| unsupported(self))?;
        let arg = *inst.call_args().first().ok_or_else(|| self.invalid(inst, "conversion without operand"))?;
        let ty = self.value_type(inst)?;
        let x = self.canonical_operand(arg)?;
        let xty = self.value_type(arg)?;
        let src_float = src_t.is_float();
        let src_signed = src_t.is_signed_integer();
        let dst_float = dst.is_float();
        let dst_signed = dst.is_signed_integer();
        let same_width = self.scalar_width(ty) == self.scalar_width(xty);
        let op = match (src_float, dst_float) {
            (true, true) => Op::FConvert,
            (true, false) => {
                if dst_signed {
                    Op::ConvertFToS
                } else {
                    Op::ConvertFToU
                }
            }
            (false, true) => {
                if src_signed {
                    Op::ConvertSToF
                } else {
                    Op::ConvertUToF
                }
            }
            (false, false) => {
                if saturate && src_signed && !dst_signed {
                    Op::SatConvertSToU
                } else if saturate && !src_signed && dst_signed {
                    Op::SatConvertUToS
                } else if same_width {
                    return self.define_alias(inst, ty, x);
                } else if src_signed {
                    Op::SConvert
                } else {
                    Op::UConvert
                }
            }
        };
        if op == Op::FConvert && same_width {
            return self.define_alias(inst, ty, x);
        }
        let id = self.value_id(inst)?;
        self.emit(op, &[ty, id, x])?;
        let needs_sat_decoration = saturate
            && !matches!(
                op,
                Op::SatConvertSToU | Op::SatConvertUToS | Op::FConvert | Op::ConvertSToF | Op::ConvertUToF
            );
        if needs_sat_decoration {
            self.decorate(id, spirv::Decoration::SaturatedConversion, &[]);
        }
        if let Some(mode) = rounding {
            // Rounding applies when the result is floating point or comes from floating point.
            if src_float || dst_float {
                self.decorate(id, spirv::Decoration::FPRoundingMode, &[mode as u32]);
            }
        }
        Ok(())
    }

    /// `isnan` & co.: a bool(-vector) instruction, then 1/0 (scalar) or -1/0 (vector) as int.
    pub(super) fn emit_relational(&mut self, inst: llvm::Value<'c>, op: Op) -> Result<()> {
        let ty = self.value_type(inst)?;
        let (_, lanes) = self.scalar_and_lanes(ty);
        let b = self.bool_type()?;
        let bty = if lanes > 1 { self.vector_type(b, lanes)? } else { b };
        let mut ops = Vec::new();
        for a in inst.call_args() {
            ops.push(self.canonical_operand(a)?);
        }
        let cond = self.emit_result(op, bty, &ops)?;
        self.bool_to_int(inst, ty, cond, lanes > 1)
    }

    /// Selects 1 (or -1 for vectors) / 0 of type `ty` from a bool; defines `inst`.
    fn bool_to_int(&mut self, inst: llvm::Value<'c>, ty: Word, cond: Word, all_ones: bool) -> Result<()> {
        let one = self.const_splat(ty, if all_ones { u64::MAX } else { 1 })?;
        let zero = self.const_splat(ty, 0)?;
        let id = self.value_id(inst)?;
        self.emit(Op::Select, &[ty, id, cond, one, zero])
    }

    /// `any`/`all`: the sign bit of each lane (OpenCL C 3.0 6.15.6), then OpAny/OpAll.
    pub(super) fn emit_any_all(&mut self, inst: llvm::Value<'c>, any: bool) -> Result<()> {
        let arg = *inst.call_args().first().ok_or_else(|| self.invalid(inst, "any/all without operand"))?;
        let x = self.canonical_operand(arg)?;
        let xty = self.value_type(arg)?;
        let (_, lanes) = self.scalar_and_lanes(xty);
        let b = self.bool_type()?;
        let bty = if lanes > 1 { self.vector_type(b, lanes)? } else { b };
        let zero = self.const_splat(xty, 0)?;
        let neg = self.emit_result(Op::SLessThan, bty, &[x, zero])?;
        let cond = if lanes > 1 { self.emit_result(if any { Op::Any } else { Op::All }, b, &[neg])? } else { neg };
        let ty = self.value_type(inst)?;
        self.bool_to_int(inst, ty, cond, false)
    }

    /// `dot`: OpDot for vectors, OpFMul for scalars.
    pub(super) fn emit_dot(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let args = inst.call_args();
        let (Some(&a), Some(&b)) = (args.first(), args.get(1)) else {
            return Err(self.invalid(inst, "dot needs two operands"));
        };
        let ty = self.value_type(inst)?;
        let x = self.canonical_operand(a)?;
        let y = self.canonical_operand(b)?;
        let op = if a.ty().vector_size().is_some() { Op::Dot } else { Op::FMul };
        let id = self.value_id(inst)?;
        self.emit(op, &[ty, id, x, y])
    }

    /// `popcount`, the `cl_khr_extended_bit_ops` functions and `cl_khr_kernel_clock` (see
    /// [`BitOrClock`]); `base` is the builtin's name.
    pub(super) fn emit_bit_and_clock_builtin(
        &mut self,
        inst: llvm::Value<'c>,
        call: BitOrClock,
        base: &str,
    ) -> Result<()> {
        match call {
            BitOrClock::BitCount => {
                // OpBitCount is core (Kernel modules included), as the Khronos translator maps it.
                let a = *inst.call_args().first().ok_or_else(|| self.invalid(inst, "popcount without operand"))?;
                let x = self.canonical_operand(a)?;
                let ty = self.value_type(inst)?;
                let id = self.value_id(inst)?;
                self.emit(Op::BitCount, &[ty, id, x])
            }
            BitOrClock::Bits(op) => {
                self.require_capability(spirv::Capability::BitInstructions, || base.to_string())?;
                let ty = self.value_type(inst)?;
                let mut ops = Vec::new();
                for a in inst.call_args() {
                    ops.push(self.canonical_operand(a)?);
                }
                let id = self.value_id(inst)?;
                let mut full = vec![ty, id];
                full.extend(ops);
                self.emit(op, &full)
            }
            BitOrClock::Clock(scope) => {
                self.require_capability(spirv::Capability::ShaderClockKHR, || base.to_string())?;
                let ty = self.value_type(inst)?;
                let s = self.const_u32(scope as u32)?;
                let id = self.value_id(inst)?;
                self.emit(Op::ReadClockKHR, &[ty, id, s])
            }
        }
    }

    /// An OpenCL C spelling of an INTEL instruction (`intel_sigmoid` -> OpFSigmoidINTEL, see
    /// [`crate::cl_tables::intel_function_op`]): `op` on the call's operands, with the
    /// capability and extension its grammar entry needs (an error naming the extension when
    /// `--spirv-ext` does not allow it).
    pub(super) fn emit_intel_function(&mut self, inst: llvm::Value<'c>, op: Op) -> Result<()> {
        let mut ops = Vec::new();
        for a in inst.call_args() {
            ops.push(self.canonical_operand(a)?);
        }
        let ty = self.value_type(inst)?;
        self.emit_core_into(inst, op, ty, &ops)
    }

    /// `to_global`/`to_local`/`to_private` -> OpGenericCastToPtrExplicit to `sc`.
    pub(super) fn emit_to_address_space(&mut self, inst: llvm::Value<'c>, sc: spirv::StorageClass) -> Result<()> {
        let arg = *inst.call_args().first().ok_or_else(|| self.invalid(inst, "address-space cast without operand"))?;
        let x = self.canonical_operand(arg)?;
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        self.emit(Op::GenericCastToPtrExplicit, &[ty, id, x, sc as u32])
    }

    /// `get_fence(ptr)`: OpGenericPtrMemSemantics of the pointer, then OpShiftRightLogical
    /// by 8, the semantics' storage bits (WorkgroupMemory 0x100, CrossWorkgroupMemory
    /// 0x200, ImageMemory 0x800) as `cl_mem_fence_flags` (1, 2, 4), as the Khronos
    /// translator maps it.
    pub(super) fn emit_get_fence(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let arg = *inst.call_args().first().ok_or_else(|| self.invalid(inst, "get_fence without operand"))?;
        let p = self.canonical_operand(arg)?;
        let ty = self.value_type(inst)?;
        let semantics = self.emit_result(Op::GenericPtrMemSemantics, ty, &[p])?;
        let eight = self.const_u32(8)?;
        let id = self.value_id(inst)?;
        self.emit(Op::ShiftRightLogical, &[ty, id, semantics, eight])
    }

    /// A vector data load or store ([`classify_vload_vstore`]): the call's arguments, then
    /// the literal lane count and rounding mode the instruction takes.
    pub(super) fn emit_vload_vstore(
        &mut self,
        inst: llvm::Value<'c>,
        call: VloadVstore,
        params: &[mangling::Type],
    ) -> Result<()> {
        let VloadVstore { ext, n, mode } = call;
        let mut ops = Vec::new();
        for (i, a) in inst.call_args().into_iter().enumerate() {
            ops.push(self.builtin_arg(inst, a, params.get(i), 1)?);
        }
        if let Some(n) = n {
            ops.push(n);
        }
        if let Some(m) = mode {
            ops.push(m as u32);
        }
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        self.emit_ext_inst_into(id, ty, ext, &ops)
    }
}
