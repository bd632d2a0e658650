//! Instructions without an LLVM counterpart -> builtin calls: `OpenCL.std`
//! extended instructions, BuiltIn variables, decorated conversions, and the
//! generic `__spirv_{OpName}` form of the representation document for everything else.
//!
//! Sources: "SPIR-V representation in LLVM IR", section "SPIR-V Instructions Mapped to LLVM Function Calls",
//! "SPIR-V Extended Instructions Mapped to LLVM Function Calls", "SPIR-V
//! Builtin Variables Mapped to LLVM Function Calls"; OpenCL C 3.0 spec 6.15
//! for the OpenCL C names; Itanium C++ ABI 5.1 through the mangling crate.

use super::types::SpirvType;
use super::{Error, Operands, Reader, Result, Slot, TargetEnv, SPIR_FUNC_CC};
use crate::llvm;
use llvm_spirv_mangling as mangling;
use mangling::{Scalar, SpirvTypeName, Type as M};
use rspirv::dr;
use spirv::{Op, Word};

/// Whether a builtin (mangled or not) is convergent: control barriers and the work-group /
/// sub-group collectives (the `cl_intel_subgroups` shuffles and block reads and writes
/// included), which the Khronos translator marks `convergent` (work-item
/// queries such as `get_sub_group_size` are not).
fn is_convergent(name: &str) -> bool {
    // Every name below contains "roup" or "rrier": most builtin names are out after one pass.
    if !name.as_bytes().windows(4).any(|w| w == b"roup" || w == b"rrie") {
        return false;
    }
    let collective = name.contains("work_group_")
        || name.contains("sub_group_")
        || name.contains("__spirv_Group")
        || name.contains("__spirv_Subgroup");
    let barrier = name.contains("barrier") || name.contains("ControlBarrier");
    (collective || barrier) && !name.contains("get_")
}

/// The integer scalar of `bits` width.
fn int_scalar(bits: u32, unsigned: bool) -> Scalar {
    match (bits, unsigned) {
        (1, _) => Scalar::Bool,
        (8, false) => Scalar::Char,
        (8, true) => Scalar::UChar,
        (16, false) => Scalar::Short,
        (16, true) => Scalar::UShort,
        (64, false) => Scalar::Long,
        (64, true) => Scalar::ULong,
        (_, false) => Scalar::Int,
        (_, true) => Scalar::UInt,
    }
}

impl<'c> Reader<'c, '_> {
    /// The mangling type of an LLVM value type; `spv` is its SPIR-V type id (for pointees).
    ///
    /// OpenCL opaque types are mangled from their SPIR-V type alone (`14ocl_image2d_ro`):
    /// their LLVM type (a pointer in the OpenCL environments) does not tell them apart, so
    /// `spv` must name the type of every such value.
    pub(super) fn mangled(&self, t: llvm::Type<'c>, spv: Option<Word>, unsigned: bool) -> M {
        use llvm::TypeKind as K;
        if let Some(desc) = spv.and_then(|s| self.spv_types.get(&s)).filter(|d| d.opaque_address_space().is_some()) {
            return self.mangled_opaque(desc);
        }
        if let Some(m) = spv.and_then(|s| self.matrix_mangled(s)) {
            return m;
        }
        match t.kind() {
            K::LLVMIntegerTypeKind => M::Scalar(int_scalar(t.int_width().unwrap_or(32), unsigned)),
            K::LLVMHalfTypeKind => M::Scalar(Scalar::Half),
            K::LLVMBFloatTypeKind => M::Scalar(Scalar::BFloat16),
            K::LLVMFloatTypeKind => M::Scalar(Scalar::Float),
            K::LLVMDoubleTypeKind => M::Scalar(Scalar::Double),
            K::LLVMVectorTypeKind => {
                let elem = t.element_type().map(|e| self.mangled(e, None, unsigned));
                match elem.and_then(|e| e.scalar()) {
                    Some(s) => M::vector(s, t.vector_size().unwrap_or(1)),
                    None => M::Void,
                }
            }
            K::LLVMPointerTypeKind => {
                let as_ = t.pointer_address_space().unwrap_or(0);
                let pointee = spv
                    .and_then(|s| self.pointee(s))
                    .and_then(|(_, p)| self.spv_mangled(p, unsigned))
                    .unwrap_or(M::Scalar(Scalar::Char));
                M::pointer(pointee, mangling::AddrSpace::from_number(as_))
            }
            K::LLVMStructTypeKind => t.struct_name().map(|n| M::named(&n)).unwrap_or(M::Void),
            _ => M::Void,
        }
    }

    /// The mangling type of SPIR-V type `id` from its declaration (scalars, vectors,
    /// pointers, opaque types already translated); `None` for what has no OpenCL spelling.
    fn spv_mangled(&self, id: Word, unsigned: bool) -> Option<M> {
        self.spv_mangled_at(id, unsigned, 0)
    }

    /// [`Reader::spv_mangled`] with a nesting limit (a pointer type may point to itself).
    fn spv_mangled_at(&self, id: Word, unsigned: bool, depth: u32) -> Option<M> {
        use super::types::SpirvType as S;
        if depth > 16 {
            return None;
        }
        Some(match self.spv_types.get(&id)? {
            S::Void => M::Void,
            S::Bool => M::Scalar(Scalar::Bool),
            S::Int { width, .. } => M::Scalar(int_scalar(*width, unsigned)),
            S::Float { width: 16, encoding: Some(spirv::FPEncoding::BFloat16KHR) } => M::Scalar(Scalar::BFloat16),
            S::Float { width: 16, .. } => M::Scalar(Scalar::Half),
            S::Float { width: 64, .. } => M::Scalar(Scalar::Double),
            S::Float { .. } => M::Scalar(Scalar::Float),
            S::Vector(e, n) => M::vector(self.spv_mangled_at(*e, unsigned, depth + 1)?.scalar()?, *n),
            S::Pointer(sc, p) => {
                let as_ = super::types::address_space(*sc)?;
                let pointee = self.spv_mangled_at(*p, unsigned, depth + 1).unwrap_or(M::Scalar(Scalar::Char));
                M::pointer(pointee, mangling::AddrSpace::from_number(as_))
            }
            S::Struct { .. } => M::named(self.names.get(&id)?.trim_start_matches("struct.")),
            d if d.opaque_address_space().is_some() => self.mangled_opaque(d),
            _ => self.mangled(*self.types.get(&id)?, Some(id), unsigned),
        })
    }

    /// The mangling type of an OpenCL opaque SPIR-V type: the OpenCL C type in the CL
    /// environments (`ocl_image2d_ro`, `ocl_sampler`, `ocl_event`, `8ocl_pipe`), otherwise
    /// (SPV-IR, and types OpenCL C has no name for: sampled images, pipe storage, cube
    /// images) the representation document's `__spirv_*` name.
    pub(super) fn mangled_opaque(&self, desc: &SpirvType) -> M {
        if self.options.target_env != TargetEnv::SpvIr {
            if let Some(o) = self.ocl_type(desc) {
                return M::Ocl(o);
            }
            if matches!(desc, SpirvType::Pipe(_)) {
                return M::Pipe;
            }
        }
        self.spirv_opaque_name(desc)
    }

    /// The OpenCL C object type of an OpenCL opaque SPIR-V type, if OpenCL C has one
    /// (pipes are `M::Pipe`, not an object type).
    pub(super) fn ocl_type(&self, desc: &SpirvType) -> Option<mangling::OclType> {
        match *desc {
            SpirvType::Image { dim, depth, arrayed, ms, access, .. } => {
                let kind = crate::cl_tables::image_kind_of_shape(dim, depth, arrayed, ms)?;
                let access = crate::cl_tables::image_access(access.and_then(spirv::AccessQualifier::from_u32));
                Some(mangling::OclType::Image { kind, access })
            }
            _ => crate::cl_tables::object_of_spirv_type(desc.opaque_base_name()?),
        }
    }

    /// The representation document's name of an opaque type: a pointer, in the type's address space
    /// ([`SpirvType::opaque_address_space`], the Khronos translator's
    /// `getOCLOpaqueTypeAddrSpace`), to a struct named after the type and its operands:
    /// `PU3AS133__spirv_Image__void_1_0_0_0_0_0_0`, `PU3AS215__spirv_Sampler`,
    /// `P13__spirv_Event`, `PU3AS114__spirv_Pipe__0`.
    fn spirv_opaque_name(&self, desc: &SpirvType) -> M {
        let image = match desc {
            SpirvType::SampledImage(img) => self.spv_types.get(img),
            other => Some(other),
        };
        let mut n = format!("__spirv_{}", desc.opaque_base_name().map_or("Opaque", SpirvTypeName::as_str));
        match (desc, image) {
            (_, Some(&SpirvType::Image { sampled_type, dim, depth, arrayed, ms, sampled, format, access })) => {
                let st = match self.spv_types.get(&sampled_type) {
                    Some(SpirvType::Void) | None => "void".to_string(),
                    Some(_) => self.spv_mangled(sampled_type, false).map(|m| m.to_string()).unwrap_or_default(),
                };
                n.push_str(&format!("__{st}"));
                for i in [dim, depth, arrayed, ms, sampled, format, access.unwrap_or(0)] {
                    n.push_str(&format!("_{i}"));
                }
            }
            (SpirvType::Pipe(a), _) => n.push_str(&format!("__{a}")),
            _ => {}
        }
        let space = desc.opaque_address_space().unwrap_or(0);
        M::pointer(M::named(&n), mangling::AddrSpace::from_number(space))
    }

    /// Declares (once) and calls builtin `name` mangled with `params`, returning `ret`.
    pub(super) fn call_builtin(
        &mut self,
        name: &str,
        ret: llvm::Type<'c>,
        args: &[llvm::Value<'c>],
        params: &[M],
    ) -> Result<llvm::Value<'c>> {
        let mangled = mangling::mangle(name, params);
        self.call_named(&mangled, ret, args, false)
    }

    /// Declares (once) and calls function `name` (`spir_func`).
    pub(super) fn call_named(
        &mut self,
        name: &str,
        ret: llvm::Type<'c>,
        args: &[llvm::Value<'c>],
        var_arg: bool,
    ) -> Result<llvm::Value<'c>> {
        let fty = if var_arg {
            llvm::Type::function(ret, &args[..1.min(args.len())].iter().map(|a| a.ty()).collect::<Vec<_>>(), true)?
        } else {
            llvm::Type::function(ret, &args.iter().map(|a| a.ty()).collect::<Vec<_>>(), false)?
        };
        let f = match self.builtin_fns.get(name) {
            Some(f) => *f,
            None => {
                let f = match self.module.function(name) {
                    Some(f) => f,
                    None => self.module.add_function(name, fty)?,
                };
                f.set_function_call_conv(SPIR_FUNC_CC)?;
                f.add_enum_attribute(self.ctx, llvm::AttributeIndex::Function, self.attr.nounwind, 0)?;
                if is_convergent(name) {
                    f.add_enum_attribute(self.ctx, llvm::AttributeIndex::Function, self.attr.convergent, 0)?;
                }
                self.builtin_fns.insert(name.to_string(), f);
                f
            }
        };
        // A variadic declaration keeps its own type; otherwise the call states the type it
        // needs, which is legal LLVM IR even where one builtin name serves several result
        // types.
        let fty = if var_arg { f.global_value_type().unwrap_or(fty) } else { fty };
        let call = self.builder.call(fty, f, args)?;
        call.set_call_conv(SPIR_FUNC_CC)?;
        // The call site repeats the builtin's `nounwind`, as the Khronos translator's calls do.
        call.add_call_site_attribute(self.ctx, llvm::AttributeIndex::Function, self.attr.nounwind)?;
        if is_convergent(name) {
            call.add_call_site_attribute(self.ctx, llvm::AttributeIndex::Function, self.attr.convergent)?;
        }
        Ok(call)
    }

    /// `OpExtInst` of OpenCL.std -> an OpenCL C builtin call (CL) or `__spirv_ocl_*` (SPV-IR).
    pub(super) fn ext_inst(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = Op::ExtInst;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let set = inst.id(0).ok_or_else(|| bad("missing set"))?;
        if let Some(debug) = self.debug_set(set) {
            return self.debug_instruction(inst, offset, debug);
        }
        if Some(set) != self.opencl_std {
            // Other NonSemantic sets carry no semantics here.
            return Ok(());
        }
        let number = inst.lit(1).ok_or_else(|| bad("missing instruction number"))?;
        let ext = rspirv::grammar::OPENCL_STD_100_INSTRUCTION_TABLE
            .lookup_opcode(number)
            .ok_or(Error::UnsupportedOpcode { offset, opcode, reason: "unknown OpenCL.std instruction number" })?;
        let ret = self.ty(inst.result_type.ok_or_else(|| bad("missing result type"))?, offset, opcode)?;
        let mut args = Vec::new();
        let mut spv_types = Vec::new();
        let mut literals = Vec::new();
        // rspirv decodes every extended operand as an id; the grammar says which are literals.
        let kinds: Vec<_> = ext.operands.iter().map(|o| o.kind).collect();
        for (k, o) in inst.operands[2..].iter().enumerate() {
            let is_id = kinds.get(k).is_none_or(|kind| *kind == rspirv::grammar::OperandKind::IdRef);
            match (o, is_id) {
                (dr::Operand::IdRef(id), true) => {
                    args.push(self.value(*id, offset, opcode)?);
                    spv_types.push(self.type_of(*id));
                }
                (other, _) => literals.extend(match other {
                    dr::Operand::IdRef(v) => Some(*v),
                    o => super::literal_u32(o),
                }),
            }
        }
        let name = ext.opname;
        // SPV-IR: `__spirv_ocl_printf` mangled with the actual arguments, like other OpenCL.std calls.
        if name == "printf" && self.options.target_env != TargetEnv::SpvIr {
            let i32t = llvm::Type::int_n::<32>(self.ctx);
            let v = self.call_named("printf", i32t, &args, true)?;
            self.ext_inst_fns.extend(v.called_value());
            let v = self.int_resize(v, ret, true)?;
            self.define(inst, v)?;
            return Ok(());
        }
        let renamed = crate::cl_tables::opencl_name_of_ext_inst(name);
        let unsigned = renamed.is_some_and(|(_, u)| u);
        let mut params: Vec<M> = args.iter().zip(&spv_types).map(|(a, t)| self.mangled(a.ty(), *t, unsigned)).collect();
        let cl_style_name = {
            let base = renamed.map_or(name, |(c, _)| c);
            self.cl_vector_memory_name(name, base, ret, &literals, &mut params)
        };
        if name == "s_upsample" {
            // upsample(char hi, uchar lo): the low half is always unsigned.
            if let Some(p) = params.get_mut(1) {
                *p = unsigned_of(p);
            }
        }
        if matches!(name, "shuffle" | "shuffle2" | "nan") {
            if let Some(p) = params.last_mut() {
                *p = unsigned_of(p);
            }
        }
        let mut cl_name = if self.options.target_env == TargetEnv::SpvIr {
            let mut n = format!("__spirv_ocl_{name}");
            if name.starts_with("vload") || bfloat_result_unnamed(ret, &args) {
                // The Khronos translator writes one underscore before _R here.
                n.push_str(&format!("_R{}", self.return_postfix(ret, inst.result_type, false)));
            }
            n
        } else {
            cl_style_name
        };
        if self.options.target_env == TargetEnv::SpvIr {
            // Literal operands (vloadn's n, rounding modes) become i32 arguments ("SPIR-V representation in LLVM IR").
            let i32t = llvm::Type::int_n::<32>(self.ctx);
            for l in &literals {
                args.push(llvm::Value::const_int(i32t, *l as u64)?);
            }
            let extra: Vec<M> = literals.iter().map(|_| M::Scalar(Scalar::Int)).collect();
            let mut all = params;
            all.extend(extra);
            let v = self.call_builtin(&cl_name, ret, &args, &all)?;
            self.call_fast_math_flags(inst, v);
            self.define(inst, v)?;
            return Ok(());
        }
        if cl_name.is_empty() {
            cl_name = name.to_string();
        }
        let v = self.call_builtin(&cl_name, ret, &args, &params)?;
        self.ext_inst_fns.extend(v.called_value());
        self.call_fast_math_flags(inst, v);
        self.define(inst, v)?;
        Ok(())
    }

    /// OpenCL C names of the vector load/store instructions (vloadn -> vload4, vstore_half_r -> vstore_half_rte ...),
    /// marking their pointer parameters `const` where clang declares them so.
    fn cl_vector_memory_name(
        &self,
        name: &str,
        base: &str,
        ret: llvm::Type<'c>,
        literals: &[u32],
        params: &mut [M],
    ) -> String {
        let mode = |m: Option<&u32>| match m {
            Some(0) => "_rte",
            Some(1) => "_rtz",
            Some(2) => "_rtp",
            Some(3) => "_rtn",
            _ => "",
        };
        let lanes = ret.vector_size().unwrap_or(1);
        let make_const = |params: &mut [M], i: usize| {
            if let Some(M::Pointer(p)) = params.get_mut(i) {
                p.cv.is_const = true;
            }
        };
        // The offset is size_t: unsigned.
        let offset_unsigned = |params: &mut [M], i: usize| {
            if let Some(p) = params.get_mut(i) {
                *p = unsigned_of(p);
            }
        };
        match name {
            "vloadn" | "vload_halfn" | "vloada_halfn" | "vload_half" => {
                make_const(params, 1);
                offset_unsigned(params, 0);
                match name {
                    "vloadn" => format!("vload{lanes}"),
                    "vload_halfn" => format!("vload_half{lanes}"),
                    "vloada_halfn" => format!("vloada_half{lanes}"),
                    _ => "vload_half".into(),
                }
            }
            "vstoren" | "vstore_half" | "vstore_half_r" | "vstore_halfn" | "vstore_halfn_r" | "vstorea_halfn"
            | "vstorea_halfn_r" => {
                offset_unsigned(params, 1);
                let data_lanes = match params.first() {
                    Some(M::Vector { len, .. }) => *len,
                    _ => 1,
                };
                let m = mode(literals.first());
                match name {
                    "vstoren" => format!("vstore{data_lanes}"),
                    "vstore_half" => "vstore_half".into(),
                    "vstore_half_r" => format!("vstore_half{m}"),
                    "vstore_halfn" => format!("vstore_half{data_lanes}"),
                    "vstore_halfn_r" => format!("vstore_half{data_lanes}{m}"),
                    "vstorea_halfn" => format!("vstorea_half{data_lanes}"),
                    _ => format!("vstorea_half{data_lanes}{m}"),
                }
            }
            _ => base.to_string(),
        }
    }

    /// A load of a BuiltIn variable (whole, or one component through an access chain).
    pub(super) fn load_builtin(
        &mut self,
        b: spirv::BuiltIn,
        index: Option<llvm::Value<'c>>,
        ty: llvm::Type<'c>,
        offset: usize,
    ) -> Result<llvm::Value<'c>> {
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let (elem, lanes) = match ty.vector_size() {
            Some(n) => (ty.element_type().unwrap_or(ty), Some(n)),
            None => (ty, None),
        };
        let spv_ir = self.options.target_env == TargetEnv::SpvIr;
        let work_item = crate::cl_tables::work_item_by_builtin(b);
        let cl = if spv_ir { None } else { work_item.map(|w| w.name) };
        let component = |this: &mut Self, i: llvm::Value<'c>| -> Result<llvm::Value<'c>> {
            let v = match cl {
                Some(name) => this.call_builtin(name, elem, &[i], &[M::Scalar(Scalar::UInt)])?,
                None => this.call_builtin(
                    &format!("__spirv_BuiltIn{}", crate::spec_names::builtin_name(b)),
                    elem,
                    &[i],
                    &[M::Scalar(Scalar::Int)],
                )?,
            };
            this.mark_pure(v)?;
            Ok(v)
        };
        // The subgroup masks are whole `uint4` values (`get_sub_group_eq_mask()` ...).
        let is_mask = work_item.is_some_and(|w| w.shape == crate::cl_tables::WorkItemShape::BallotMask);
        if is_mask {
            let whole = llvm::Type::vector(i32t, 4)?;
            let m = match cl {
                Some(name) => self.call_builtin(name, whole, &[], &[])?,
                // The representation document spells these with the KHR suffix of SPV_KHR_shader_ballot.
                None => self.call_builtin(
                    &format!("__spirv_BuiltIn{}KHR", crate::spec_names::builtin_name(b)),
                    whole,
                    &[],
                    &[],
                )?,
            };
            return Ok(match index {
                Some(i) => self.builder.extract_element(m, i)?,
                None if m.ty() == ty => m,
                None => {
                    return Err(Error::UnsupportedOpcode {
                        offset,
                        opcode: Op::Load,
                        reason: "a subgroup mask variable that is not a uint4",
                    })
                }
            });
        }
        if let Some(i) = index {
            let i = self.int_resize(i, i32t, false)?;
            return component(self, i);
        }
        match lanes {
            Some(n) => {
                let mut acc = llvm::Value::undef(ty);
                for k in 0..n {
                    let c = component(self, llvm::Value::const_int(i32t, k as u64)?)?;
                    acc = self.insert(acc, c, k)?;
                }
                Ok(acc)
            }
            None => {
                let v = match cl {
                    Some(name) => self.call_builtin(name, ty, &[], &[])?,
                    None if work_item.is_some() || spv_ir => self.call_builtin(
                        &format!("__spirv_BuiltIn{}", crate::spec_names::builtin_name(b)),
                        ty,
                        &[],
                        &[],
                    )?,
                    None => {
                        return Err(Error::UnsupportedOpcode {
                            offset,
                            opcode: Op::Load,
                            reason: "load of a BuiltIn variable without a mapping",
                        })
                    }
                };
                self.mark_pure(v)?;
                Ok(v)
            }
        }
    }

    /// Marks a call reading a BuiltIn variable, and its callee, `willreturn memory(none)`: the
    /// value is fixed for the work-item, as the Khronos translator declares these functions.
    fn mark_pure(&self, call: llvm::Value<'c>) -> Result<()> {
        let fa = llvm::AttributeIndex::Function;
        if let Some(f) = call.called_value() {
            f.add_enum_attribute(self.ctx, fa, self.attr.willreturn, 0)?;
            f.add_enum_attribute(self.ctx, fa, self.attr.memory, llvm::MemoryEffects::NONE.0)?;
        }
        call.add_call_site_attribute(self.ctx, fa, self.attr.willreturn)?;
        call.add_call_site_attribute(self.ctx, fa, self.attr.memory)?;
        Ok(())
    }

    /// A conversion whose meaning a plain LLVM cast does not carry (SaturatedConversion or
    /// FPRoundingMode decorated, or OpSatConvertSToU / OpSatConvertUToS; see
    /// [`Reader::convert`]): `convert_<type>[_sat][_<rounding>]` in the CL environments,
    /// `__spirv_<OpName>_R<type>[_sat][_<rounding>]` in SPV-IR; a saturating float ->
    /// integer conversion to a width OpenCL C has no type for is `llvm.fpto{s,u}i.sat`.
    ///
    /// Errors: [`Error::InvalidOperands`] for missing operands or a conversion to a
    /// non-arithmetic type.
    pub(super) fn decorated_conversion(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        // No OpenCL C conversion of cooperative matrices: the SPIR-V friendly call everywhere.
        let cl =
            self.options.target_env != TargetEnv::SpvIr && self.matrix_mangled(inst.result_type.unwrap_or(0)).is_none();
        let id = inst.result_id.ok_or_else(|| bad("missing result"))?;
        let src_id = inst.id(0).ok_or_else(|| bad("missing operand"))?;
        let a = self.value(src_id, offset, opcode)?;
        let ret = self.result_ty(inst, offset)?;
        let sat = self.decoration(id, spirv::Decoration::SaturatedConversion).is_some()
            || matches!(opcode, Op::SatConvertSToU | Op::SatConvertUToS);
        let rounding = match self.decoration(id, spirv::Decoration::FPRoundingMode).and_then(|d| d.operands.first()) {
            Some(dr::Operand::FPRoundingMode(m)) => match m {
                spirv::FPRoundingMode::RTE => "_rte",
                spirv::FPRoundingMode::RTZ => "_rtz",
                spirv::FPRoundingMode::RTP => "_rtp",
                spirv::FPRoundingMode::RTN => "_rtn",
            },
            _ => "",
        };
        let odd_width = |t: llvm::Type<'c>| {
            t.element_type()
                .filter(|_| t.vector_size().is_some())
                .unwrap_or(t)
                .int_width()
                .is_some_and(|w| !matches!(w, 1 | 8 | 16 | 32 | 64))
        };
        if sat && matches!(opcode, Op::ConvertFToS | Op::ConvertFToU) && odd_width(ret) {
            // No OpenCL C type for the result (SPV_INTEL_arbitrary_precision_integers):
            // `llvm.fpto{s,u}i.sat`, as the Khronos translator reads it.
            let kind = if opcode == Op::ConvertFToS { "fptosi" } else { "fptoui" };
            let Some(rs) = super::instructions::int_suffix(ret) else {
                return Err(bad("saturating conversion to a non-integer"));
            };
            let fs = super::instructions::float_suffix(a.ty());
            let fty = llvm::Type::function(ret, &[a.ty()], false)?;
            let f = self.intrinsic(&format!("llvm.{kind}.sat.{rs}.{fs}"), fty)?;
            let v = self.builder.call(fty, f, &[a])?;
            self.define(inst, v)?;
            return Ok(());
        }
        let dst_unsigned = matches!(opcode, Op::ConvertFToU | Op::UConvert | Op::SatConvertSToU);
        let src_unsigned = matches!(opcode, Op::ConvertUToF | Op::UConvert | Op::SatConvertUToS);
        let dst = self.mangled(ret, None, dst_unsigned);
        let src = self.mangled(a.ty(), self.type_of(src_id), src_unsigned);
        let v = if cl {
            let (Some(s), lanes) = (dst.scalar(), dst.vector_len()) else {
                return Err(bad("conversion to a non-arithmetic type"));
            };
            let n = lanes.map(|l| l.to_string()).unwrap_or_default();
            let name = format!("convert_{}{n}{}{rounding}", s.opencl_name(), if sat { "_sat" } else { "" });
            self.call_builtin(&name, ret, &[a], &[src])?
        } else {
            let name = format!(
                "__spirv_{}_R{}{}{rounding}",
                crate::spec_names::op_name(opcode),
                self.return_postfix(ret, inst.result_type, dst_unsigned),
                if sat { "_sat" } else { "" }
            );
            self.call_builtin(&name, ret, &[a], &[src])?
        };
        self.define(inst, v)?;
        Ok(())
    }

    /// OpBitCount in the CL environments -> OpenCL C `popcount` when the result has the
    /// operand's integer type; other result widths keep the generic `__spirv_BitCount` call.
    ///
    /// Errors: [`Error::InvalidOperands`] for missing operands.
    pub(super) fn bit_count(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let x = inst.id(0).ok_or_else(|| bad("missing operand"))?;
        let a = self.value(x, offset, opcode)?;
        let ret = self.result_ty(inst, offset)?;
        if ret != a.ty() || a.ty().element_type().unwrap_or(a.ty()).int_width().is_none() {
            return self.generic_call(inst, offset);
        }
        let p = self.mangled(a.ty(), Some(x), false);
        let v = self.call_builtin("popcount", ret, &[a], &[p])?;
        self.define(inst, v)?;
        Ok(())
    }

    /// OpGenericPtrMemSemantics in the CL environments -> `get_fence(ptr)` (OpenCL C 3.0
    /// 6.15.9 "Address Space Qualifier Functions") shifted left by 8: the
    /// `cl_mem_fence_flags` (1, 2, 4) back to the storage bits of the memory semantics
    /// (WorkgroupMemory 0x100, CrossWorkgroupMemory 0x200, ImageMemory 0x800), as the
    /// Khronos translator writes it.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing operand or a result that is not `i32`.
    pub(super) fn generic_ptr_mem_semantics(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let x = inst.id(0).ok_or_else(|| bad("missing pointer operand"))?;
        let p = self.value(x, offset, opcode)?;
        let ret = self.result_ty(inst, offset)?;
        if ret.int_width() != Some(32) {
            return Err(bad("the result is not a 32-bit integer"));
        }
        let param = M::pointer(M::Void, mangling::AddrSpace::Generic);
        let flags = self.call_builtin("get_fence", ret, &[p], &[param])?;
        let eight = llvm::Value::const_int(ret, 8)?;
        let v = self.builder.binop(llvm::Opcode::LLVMShl, flags, eight)?;
        self.define(inst, v)?;
        Ok(())
    }

    /// OpBitFieldInsert, OpBitFieldSExtract, OpBitFieldUExtract (SPV_KHR_bit_instructions)
    /// in the CL environments -> the `cl_khr_extended_bit_ops` function of
    /// [`crate::cl_tables::bit_function_name`]: the base (and insert) with their signed
    /// mangling, the offset and count as `uint`, as the Khronos translator writes them.
    ///
    /// Errors: [`Error::InvalidOperands`] for missing operands.
    pub(super) fn bit_field(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let Some(name) = crate::cl_tables::bit_function_name(opcode) else { return self.generic_call(inst, offset) };
        // Operands before `first_unsigned` are data (base, insert); the rest offset and count.
        let first_unsigned = if opcode == Op::BitFieldInsert { 2 } else { 1 };
        let mut args = Vec::with_capacity(4);
        let mut params = Vec::with_capacity(4);
        for k in 0..first_unsigned + 2 {
            let id = inst.id(k).ok_or(Error::InvalidOperands { offset, opcode, reason: "missing operand" })?;
            let v = self.value(id, offset, opcode)?;
            params.push(self.mangled(v.ty(), Some(id), k >= first_unsigned));
            args.push(v);
        }
        let ret = self.result_ty(inst, offset)?;
        let v = self.call_builtin(name, ret, &args, &params)?;
        self.define(inst, v)?;
        Ok(())
    }

    /// OpReadClockKHR (SPV_KHR_shader_clock) in the CL environments -> the
    /// `cl_khr_kernel_clock` function of its constant scope ([`crate::cl_tables::clock_name`]):
    /// `clock_read_<scope>()` for a 64-bit result, `clock_read_hilo_<scope>()` for a
    /// two-component one. A scope that is no constant or has no function, or another
    /// result type, keeps the generic `__spirv_ReadClockKHR_R<type>` call.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing scope.
    pub(super) fn read_clock(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let id = inst.id(0).ok_or(Error::InvalidOperands { offset, opcode, reason: "missing scope" })?;
        let scope = self.value(id, offset, opcode)?.const_int_zext();
        let ret = self.result_ty(inst, offset)?;
        let hilo = match (ret.vector_size(), ret.element_type().unwrap_or(ret).int_width()) {
            (None, Some(64)) => false,
            (Some(2), Some(32)) => true,
            _ => return self.generic_call(inst, offset),
        };
        let Some(name) = scope.and_then(|s| crate::cl_tables::clock_name(s as u32, hilo)) else {
            return self.generic_call(inst, offset);
        };
        let v = self.call_builtin(&name, ret, &[], &[])?;
        self.define(inst, v)?;
        Ok(())
    }

    /// OpSDot, OpUDot, OpSUDot and their AccSat forms (SPV_KHR_integer_dot_product) in the
    /// CL environments -> `cl_khr_integer_dot_product`'s `dot` / `dot_acc_sat` on the
    /// vectors, mangled with the signedness the instruction gives them, or with the
    /// PackedVectorFormat4x8Bit operand `dot[_acc_sat]_4x8packed_<a><b>_<int|uint>` on
    /// `uint`s ([`crate::cl_tables::integer_dot_name`]). The accumulator is mangled as the
    /// result: unsigned for the `UDot` forms.
    ///
    /// Errors: [`Error::InvalidOperands`] for missing operands.
    pub(super) fn integer_dot(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let Some((signed_a, signed_b, acc)) = crate::cl_tables::integer_dot_form(opcode) else {
            return self.generic_call(inst, offset);
        };
        let packed = inst.operands.iter().any(|o| matches!(o, dr::Operand::PackedVectorFormat(_)));
        let signs = [signed_a, signed_b, signed_a || signed_b];
        let mut args = Vec::with_capacity(3);
        let mut params = Vec::with_capacity(3);
        for (k, signed) in signs.iter().enumerate().take(if acc { 3 } else { 2 }) {
            let id = inst.id(k).ok_or(Error::InvalidOperands { offset, opcode, reason: "missing operand" })?;
            let v = self.value(id, offset, opcode)?;
            params.push(self.mangled(v.ty(), Some(id), !signed || (packed && k < 2)));
            args.push(v);
        }
        let name = crate::cl_tables::integer_dot_name(signed_a, signed_b, acc, packed);
        let ret = self.result_ty(inst, offset)?;
        let v = self.call_builtin(&name, ret, &args, &params)?;
        self.define(inst, v)?;
        Ok(())
    }

    /// OpDot in the CL environments -> OpenCL C `dot`.
    ///
    /// Errors: [`Error::InvalidOperands`] for missing operands.
    pub(super) fn dot(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let (x, y) =
            (inst.id(0).ok_or_else(|| bad("missing operand"))?, inst.id(1).ok_or_else(|| bad("missing operand"))?);
        let (a, b) = (self.value(x, offset, opcode)?, self.value(y, offset, opcode)?);
        let ret = self.result_ty(inst, offset)?;
        let p = self.mangled(a.ty(), None, false);
        let v = self.call_builtin("dot", ret, &[a, b], &[p.clone(), p])?;
        self.define(inst, v)?;
        Ok(())
    }

    /// OpIsNan, OpIsInf, OpIsFinite, OpIsNormal, OpSignBitSet (SPIR-V 3.52.15) -> the OpenCL
    /// C relational functions (`isnan`, ...; CL) or `__spirv_<OpName>` (SPV-IR), the result
    /// truncated to the instruction's bool type.
    ///
    /// Errors: [`Error::InvalidOperands`] unless the operand is a float scalar or vector.
    pub(super) fn float_class(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        // No OpenCL C conversion of cooperative matrices: the SPIR-V friendly call everywhere.
        let cl =
            self.options.target_env != TargetEnv::SpvIr && self.matrix_mangled(inst.result_type.unwrap_or(0)).is_none();
        // OpenCL C relational functions return int for scalars (1) and a vector of
        // the argument's lane width for vectors (-1); SPV-IR calls return i1 for scalars
        // and <N x i8> for vectors (the representation document's bool-vector convention). Either result is
        // truncated to the bool type as the Khronos translator does (vectors via <N x i8>).
        let x = inst.id(0).ok_or_else(|| bad("missing operand"))?;
        let a = self.value(x, offset, opcode)?;
        let ret = self.result_ty(inst, offset)?;
        let lanes = a.ty().vector_size();
        let elem = a.ty().element_type().unwrap_or(a.ty());
        if !matches!(
            elem.kind(),
            llvm::TypeKind::LLVMDoubleTypeKind | llvm::TypeKind::LLVMHalfTypeKind | llvm::TypeKind::LLVMFloatTypeKind
        ) {
            return Err(bad("the operand must be a float scalar or vector"));
        }
        let w = match elem.kind() {
            llvm::TypeKind::LLVMDoubleTypeKind => 64,
            llvm::TypeKind::LLVMHalfTypeKind => 16,
            _ => 32,
        };
        let int_vec = |this: &Self, w: u32, n: u32| llvm::Type::vector(llvm::Type::int(this.ctx, w)?, n);
        let (name, call_ty) = if cl {
            let name = crate::cl_tables::relational_name(opcode).ok_or_else(|| bad("not a relational instruction"))?;
            (
                name.to_string(),
                match lanes {
                    Some(n) => int_vec(self, w, n)?,
                    None => llvm::Type::int_n::<32>(self.ctx),
                },
            )
        } else {
            (
                format!("__spirv_{}", crate::spec_names::op_name(opcode)),
                match lanes {
                    Some(n) => int_vec(self, 8, n)?,
                    None => llvm::Type::int_n::<1>(self.ctx),
                },
            )
        };
        let p = self.mangled(a.ty(), None, false);
        let mut v = self.call_builtin(&name, call_ty, &[a], &[p])?;
        if let Some(n) = lanes {
            let i8v = int_vec(self, 8, n)?;
            if v.ty() != i8v {
                v = self.builder.cast(llvm::Opcode::LLVMTrunc, v, i8v)?;
            }
        }
        let bool_ty = match lanes {
            Some(n) => int_vec(self, 1, n)?,
            None => llvm::Type::int_n::<1>(self.ctx),
        };
        if v.ty() != bool_ty {
            v = self.builder.cast(llvm::Opcode::LLVMTrunc, v, bool_ty)?;
        }
        let v = if v.ty() == ret { v } else { self.int_resize(v, ret, false)? };
        self.define(inst, v)?;
        Ok(())
    }

    /// OpGenericCastToPtrExplicit -> clang-19's unmangled `__to_global` / `__to_local` /
    /// `__to_private` (CL) or `__spirv_GenericCastToPtrExplicit_To<Space>` (SPV-IR). A cast
    /// of a pointer into a builtin variable is a step of its reinterpreted view instead
    /// ([`Reader::builtin_view_step`]).
    ///
    /// Errors: [`Error::InvalidOperands`] for missing operands.
    pub(super) fn generic_cast_to_ptr_explicit(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        if self.steps_builtin_view(inst) {
            return self.builtin_view_step(inst, offset);
        }
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        // No OpenCL C conversion of cooperative matrices: the SPIR-V friendly call everywhere.
        let cl =
            self.options.target_env != TargetEnv::SpvIr && self.matrix_mangled(inst.result_type.unwrap_or(0)).is_none();
        let x = inst.id(0).ok_or_else(|| bad("missing operand"))?;
        let a = self.value(x, offset, opcode)?;
        let ret = self.result_ty(inst, offset)?;
        let target = match ret.pointer_address_space() {
            Some(1) => "Global",
            Some(3) => "Local",
            _ => "Private",
        };
        let p = self.mangled(a.ty(), self.type_of(x), false);
        // The Khronos translator casts the operand to the builtins' `generic char *`
        // parameter first: a pointer of the same address space, so a no-op `bitcast`.
        let a = self.builder.no_fold().keep_bitcast(a)?;
        let v = if cl {
            // clang-19's own spelling of to_global & co.: unmangled `__to_global`.
            let name = format!("__to_{}", target.to_lowercase());
            self.call_named(&name, ret, &[a], false)?
        } else {
            let i32t = llvm::Type::int_n::<32>(self.ctx);
            let sc = inst.lit(1).unwrap_or(0);
            let sc_v = llvm::Value::const_int(i32t, sc as u64)?;
            self.call_builtin(
                &format!("__spirv_GenericCastToPtrExplicit_To{target}"),
                ret,
                &[a, sc_v],
                &[p, M::Scalar(Scalar::Int)],
            )?
        };
        self.define(inst, v)?;
        Ok(())
    }

    /// An INTEL instruction with an OpenCL C spelling in the CL environments
    /// ([`crate::cl_tables::intel_function_name`]: OpFSigmoidINTEL -> `intel_sigmoid`): a call
    /// of that builtin on the instruction's operands, mangled by their types.
    pub(super) fn intel_function(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let name = crate::cl_tables::intel_function_name(opcode).ok_or(Error::UnsupportedOpcode {
            offset,
            opcode,
            reason: "no OpenCL C spelling for this instruction",
        })?;
        let ret = self.result_ty(inst, offset)?;
        let mut args = Vec::new();
        let mut params = Vec::new();
        for o in &inst.operands {
            let dr::Operand::IdRef(id) = o else {
                return Err(Error::UnsupportedOpcode { offset, opcode, reason: "operand that is not an <id>" });
            };
            let v = self.value(*id, offset, opcode)?;
            params.push(self.mangled(v.ty(), self.type_of(*id), false));
            args.push(v);
        }
        let v = self.call_builtin(name, ret, &args, &params)?;
        self.define(inst, v)
    }

    /// Any other instruction -> `__spirv_{OpName}(operands...)`: ids as values,
    /// literals and enumerants as `i32` ("SPIR-V representation in LLVM IR", section "SPIR-V Instructions Mapped to LLVM Function Calls").
    pub(super) fn generic_call(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        if inst.result_type.is_none() && inst.result_id.is_some() {
            return Err(Error::UnsupportedOpcode { offset, opcode, reason: "no mapping for this instruction" });
        }
        let ret = match inst.result_type {
            Some(t) => self.ty(t, offset, opcode)?,
            None => llvm::Type::void(self.ctx),
        };
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let mut args = Vec::new();
        let mut params = Vec::new();
        for (k, o) in inst.operands.iter().enumerate() {
            match o {
                dr::Operand::IdRef(id) | dr::Operand::IdScope(id) | dr::Operand::IdMemorySemantics(id) => {
                    match self.slots.get(id).copied() {
                        Some(Slot::SampledImage { image, sampler }) => {
                            for (v, t) in [image, sampler] {
                                params.push(self.mangled(v.ty(), Some(t), false));
                                args.push(v);
                            }
                        }
                        _ => {
                            let v = self.value(*id, offset, opcode)?;
                            // Scope and other i32 operands stay signed; the values of UMin/UMax are unsigned.
                            let unsigned = unsigned_operand(inst, k);
                            let function = self.defs.get(id).map(|&d| self.insts[d].inst.class.opcode);
                            params.push(match (function, self.type_of(*id)) {
                                // A function operand (OpTaskSequenceCreateINTEL's Function) is
                                // a pointer to its return type (the OpFunction's Result Type),
                                // as the Khronos translator mangles it (`Pi` for `int f(...)`).
                                (Some(Op::Function), Some(ret)) => M::pointer(
                                    self.spv_mangled(ret, false).unwrap_or(M::Void),
                                    mangling::AddrSpace::Private,
                                ),
                                (_, ty) => self.mangled(v.ty(), ty, unsigned),
                            });
                            args.push(v);
                        }
                    }
                }
                other => match super::literal_u32(other) {
                    Some(l) => {
                        args.push(llvm::Value::const_int(i32t, l as u64)?);
                        // Literals are `int` but OpSubgroupBlockPrefetchINTEL's Memory
                        // Operands (`uint`, see [`unsigned_operand`]).
                        let unsigned = opcode == Op::SubgroupBlockPrefetchINTEL && unsigned_operand(inst, k);
                        params.push(M::Scalar(int_scalar(32, unsigned)));
                    }
                    None => {
                        return Err(Error::UnsupportedOpcode {
                            offset,
                            opcode,
                            reason: "operand kind without a call-argument form",
                        })
                    }
                },
            }
        }
        if matches!(opcode, Op::SubgroupBlockReadINTEL | Op::SubgroupBlockPrefetchINTEL) {
            // The buffer is read through a `const` pointer (`__spirv_SubgroupBlockReadINTEL_RintPU3AS1Kj`,
            // `__spirv_SubgroupBlockPrefetchINTELPU3AS1Khjj`).
            if let Some(M::Pointer(p)) = params.first_mut() {
                p.cv.is_const = true;
            }
        }
        if ret.kind() == llvm::TypeKind::LLVMStructTypeKind {
            // Struct results come back through an `sret` pointer (the Khronos translator's
            // form, e.g. `void @_Z20__spirv_UMulExtendedii(ptr sret(%structtype), i32, i32)`).
            let slot = self.entry_alloca(ret)?;
            slot.set_alignment(8)?;
            let mut sret_args = vec![slot];
            sret_args.extend(args);
            let name = mangling::mangle(&format!("__spirv_{}", crate::spec_names::op_name(opcode)), &params);
            let void = llvm::Type::void(self.ctx);
            let call = self.call_named(&name, void, &sret_args, false)?;
            if let Some(f) = self.builtin_fns.get(&name).copied() {
                f.add_type_attribute(self.ctx, llvm::AttributeIndex::Param(0), self.attr.sret, ret)?;
            }
            call.add_call_site_type_attribute(self.ctx, llvm::AttributeIndex::Param(0), self.attr.sret, ret)?;
            let v = self.builder.load(ret, slot)?;
            v.set_alignment(4)?;
            self.define(inst, v)?;
            return Ok(());
        }
        let suffix = match return_type_suffix(inst) {
            Some(unsigned) if inst.result_type.is_some() => {
                format!("_R{}", self.return_postfix(ret, inst.result_type, unsigned))
            }
            _ => String::new(),
        };
        let v =
            self.call_builtin(&format!("__spirv_{}{suffix}", crate::spec_names::op_name(opcode)), ret, &args, &params)?;
        self.define(inst, v)?;
        Ok(())
    }

    /// (address space, access qualifier, OpenCL C type name) of a kernel parameter type, for `kernel_arg_*`.
    pub(super) fn kernel_arg_info(&self, ty: Word) -> (u32, &'static str, String) {
        let Some(&lt) = self.types.get(&ty) else { return (0, "none", String::new()) };
        let desc = self.spv_types.get(&ty);
        let access = match desc {
            Some(SpirvType::Image { access, .. }) => {
                let q = crate::cl_tables::access_qualifier(crate::cl_tables::image_access(
                    access.and_then(spirv::AccessQualifier::from_u32),
                ));
                llvm_spirv_metadata::AccessQualifier::from_spirv(Some(q))
            }
            Some(SpirvType::Pipe(a)) => llvm_spirv_metadata::AccessQualifier::from_spirv(Some(
                spirv::AccessQualifier::from_u32(*a).unwrap_or(spirv::AccessQualifier::ReadOnly),
            )),
            _ => llvm_spirv_metadata::AccessQualifier::None,
        }
        .keyword();
        // Images and pipes live in global memory (OpenCL C 3.0 6.13.14, 6.13.16), as the
        // Khronos translator records them; the other objects are not pointers to an address
        // space, whatever pointer stands for them in LLVM IR.
        let as_ = match desc {
            Some(SpirvType::Pointer(sc, _)) => super::types::address_space(*sc).unwrap_or(0),
            Some(SpirvType::Image { .. } | SpirvType::Pipe(_)) => 1,
            _ => 0,
        };
        let name = self.opencl_type_name(lt, Some(ty));
        (as_, access, name)
    }

    /// The OpenCL C spelling of a type (`float4`, `int*`, `image2d_t`).
    /// An integer of a width OpenCL C has no type for (SPV_INTEL_arbitrary_precision_integers)
    /// is `intN_t`, as the Khronos translator spells it.
    fn opencl_type_name(&self, t: llvm::Type<'c>, spv: Option<Word>) -> String {
        let opaque = spv.and_then(|s| self.spv_types.get(&s)).is_some_and(|d| d.opaque_address_space().is_some());
        let odd_int = |id: Word| match self.spv_types.get(&id) {
            Some(super::types::SpirvType::Int { width: w, .. }) if !matches!(w, 8 | 16 | 32 | 64) => Some(*w),
            _ => None,
        };
        match t.kind() {
            llvm::TypeKind::LLVMIntegerTypeKind if spv.and_then(odd_int).is_some() => {
                format!("int{}_t", t.int_width().unwrap_or(0))
            }
            llvm::TypeKind::LLVMPointerTypeKind if !opaque => {
                let pointee_id = spv.and_then(|s| self.pointee(s)).map(|(_, p)| p);
                if let Some(w) = pointee_id.and_then(odd_int) {
                    return format!("int{w}_t*");
                }
                let pointee = pointee_id.and_then(|p| self.spv_mangled(p, false));
                match pointee {
                    Some(M::Void) | None => "void*".into(),
                    Some(M::Named(n)) => format!("struct {n}*"),
                    Some(m) => format!("{m}*"),
                }
            }
            llvm::TypeKind::LLVMStructTypeKind => t
                .struct_name()
                .map(|n| format!("struct {}", n.trim_start_matches("struct.")))
                .unwrap_or_else(|| "struct".into()),
            _ => match self.mangled(t, spv, false) {
                M::Ocl(o) => o.opencl_name().to_string(),
                other => other.to_string(),
            },
        }
    }
}

/// Whether the generic `__spirv_<OpName>` call of `inst` names its result type
/// (`_R<type>`, "SPIR-V representation in LLVM IR": where the operands alone do not tell
/// the result, as the Khronos translator writes them), and whether that type is
/// unsigned; `None` for calls without the suffix.
///
/// Image and block reads (`__spirv_ImageRead_Rint4`: a float4 read from an int4 one;
/// ZeroExtend marks unsigned texels) and OpReadClockKHR (`__spirv_ReadClockKHR_Rulong` /
/// `_Ruint2`, always unsigned). The integer dot products name no result type
/// (`__spirv_SDotKHR`): their operands' signedness tells it.
fn return_type_suffix(inst: &dr::Instruction) -> Option<bool> {
    Some(match inst.class.opcode {
        Op::ImageRead
        | Op::ImageSampleExplicitLod
        | Op::SubgroupBlockReadINTEL
        | Op::SubgroupImageBlockReadINTEL
        | Op::CooperativeMatrixLoadKHR
        | Op::CooperativeMatrixLoadCheckedINTEL
        | Op::JointMatrixLoadINTEL => {
            matches!(inst.operands.get(2), Some(dr::Operand::ImageOperands(m)) if m.contains(spirv::ImageOperands::ZERO_EXTEND))
        }
        Op::ReadClockKHR => true,
        // SPV_INTEL_fp_conversions between LLVM's own types: conversions, named by their
        // result as the core ones are in SPV-IR (`__spirv_StochasticRoundFToFINTEL_Rhalf`).
        Op::ClampConvertFToFINTEL
        | Op::ClampConvertFToSINTEL
        | Op::StochasticRoundFToFINTEL
        | Op::ClampStochasticRoundFToFINTEL
        | Op::ClampStochasticRoundFToSINTEL => false,
        // The task sequence a call returns (`_RPU3AS125__spirv_TaskSequenceINTEL`).
        Op::TaskSequenceCreateINTEL => false,
        _ => return None,
    })
}

/// Whether operand `k` of `inst` is unsigned in its generic `__spirv_*` call: the group
/// rules ([`super::groups::unsigned_group_operand`]), an ImageWrite's texel under
/// ZeroExtend, the event counts of OpEnqueueMarker / OpEnqueueKernel (`uint`), and every
/// operand of OpSubgroupBlockPrefetchINTEL (SPV_INTEL_subgroup_buffer_prefetch: a byte
/// buffer, a byte count and the Memory Operands, `uchar*`, `uint`, `uint`).
fn unsigned_operand(inst: &dr::Instruction, k: usize) -> bool {
    let opcode = inst.class.opcode;
    super::groups::unsigned_group_operand(opcode, k)
        || match opcode {
            Op::ImageWrite => {
                k == 2
                    && matches!(inst.operands.get(3), Some(dr::Operand::ImageOperands(m)) if m.contains(spirv::ImageOperands::ZERO_EXTEND))
            }
            Op::EnqueueMarker => k == 1,
            // `__spirv_BitFieldInsert(base, insert, uint offset, uint count)`,
            // `__spirv_BitField{S,U}Extract(base, uint offset, uint count)`; UExtract's base
            // is unsigned.
            Op::BitFieldInsert => k >= 2,
            Op::BitFieldSExtract => k >= 1,
            Op::BitFieldUExtract => true,
            // SPV_KHR_integer_dot_product: `UDot*` operands are unsigned, `SUDot*`'s second.
            Op::UDot | Op::UDotAccSat => true,
            Op::SUDot | Op::SUDotAccSat => k == 1,
            Op::EnqueueKernel => k == 3,
            Op::SubgroupBlockPrefetchINTEL => true,
            _ => false,
        }
}

/// The unsigned form of an integer scalar/vector mangling type.
fn unsigned_of(t: &M) -> M {
    match t {
        M::Scalar(s) if s.is_integer() => M::Scalar(s.to_unsigned()),
        M::Vector { elem, len } if elem.is_integer() => M::vector(elem.to_unsigned(), *len),
        other => other.clone(),
    }
}

/// Whether an OpenCL.std call's result is bfloat (scalar or vector, SPV_KHR_bfloat16) while
/// no argument is: its parameters then mangle the same as the `half` form's (`nan(ushort)`),
/// so the SPV-IR name carries the result type (`__spirv_ocl_nan_RDF16b`).
fn bfloat_result_unnamed(ret: llvm::Type<'_>, args: &[llvm::Value<'_>]) -> bool {
    let is_bfloat = |t: llvm::Type<'_>| {
        let e = t.element_type().filter(|_| t.vector_size().is_some()).unwrap_or(t);
        e.kind() == llvm::TypeKind::LLVMBFloatTypeKind
    };
    is_bfloat(ret) && !args.iter().any(|a| is_bfloat(a.ty()))
}
