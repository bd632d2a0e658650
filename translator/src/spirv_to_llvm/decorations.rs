//! Decorations and module-level instructions without a native LLVM form ->
//! `spirv.*` metadata, through the metadata crate's codec.
//!
//! Source: "SPIR-V representation in LLVM IR", "SPIR-V instructions mapped to LLVM metadata",
//! "Function parameter, instruction and global variable decoration through
//! metadata" and "Member decoration through pointer annotations".
//! One rule: every decoration of an id is either carried by the LLVM
//! construct built for it (flags, attributes, linkage, alignment, volatile,
//! conversions' saturation and rounding: the table in `is_native`) or written
//! as `spirv.Decorations` / `spirv.ParameterDecorations` metadata, never
//! dropped (FPRoundingMode on an OpFAdd, NoContraction, ...).
//!
//! Annotations (the form clang gives `__attribute__((annotate))` and the FPGA
//! memory attributes), in the metadata crate's string format:
//!
//! | SPIR-V | LLVM IR |
//! |---|---|
//! | `OpMemberDecorate %struct i UserSemantic`/FPGA memory decoration | each GEP `0, i` into the struct (`OpAccessChain` family) gets `llvm.ptr.annotation`, whose result its users use |
//! | `OpDecorate` of a Function-storage `OpVariable` | `llvm.var.annotation` after the `alloca` |
//! | `OpDecorate` of a module-scope variable or a function | an entry of `@llvm.global.annotations` |
//!
//! Strings are `private unnamed_addr constant`s in section `llvm.metadata`;
//! the file, line and arguments operands are `undef`, as the Khronos
//! translator writes them (SPIR-V keeps no source location for them).

use super::{Decoration, FastMap, Operands, Reader, Slot};
use crate::llvm;
use llvm_spirv_metadata as md;
use rspirv::dr;
use spirv::{Op, Word};

/// Reverse bookkeeping for annotations.
#[derive(Default)]
pub(super) struct AnnotationState<'c> {
    /// `OpMemberDecorate` decorations by (struct type id, member), read on first use.
    members: Option<FastMap<(Word, u32), Vec<Decoration>>>,
    /// Annotation string globals by text.
    strings: FastMap<String, llvm::Value<'c>>,
}

/// What a decorated id became in LLVM: the site a decoration's native form lives on.
#[derive(Clone, Copy)]
pub(super) enum Site<'c> {
    /// A function parameter of this type.
    Parameter(llvm::Type<'c>),
    /// A function, global variable, instruction (or constant) built for the id.
    Value(llvm::Value<'c>),
}

/// SPIR-V conversions: the instructions whose FPRoundingMode / SaturatedConversion select an
/// OpenCL `convert_*` builtin (the conversion handlers read them).
pub(super) fn is_conversion(op: Op) -> bool {
    matches!(
        op,
        Op::ConvertFToU
            | Op::ConvertFToS
            | Op::ConvertSToF
            | Op::ConvertUToF
            | Op::UConvert
            | Op::SConvert
            | Op::FConvert
            | Op::SatConvertSToU
            | Op::SatConvertUToS
    )
}

/// Execution modes the reverse translation writes as kernel metadata (`reqd_work_group_size`,
/// `work_group_size_hint`, `intel_reqd_sub_group_size`, `vec_type_hint`): not repeated in
/// `!spirv.ExecutionMode`.
const KERNEL_METADATA_MODES: &[spirv::ExecutionMode] = &[
    spirv::ExecutionMode::LocalSize,
    spirv::ExecutionMode::LocalSizeHint,
    spirv::ExecutionMode::SubgroupSize,
    spirv::ExecutionMode::VecTypeHint,
];

impl<'c> Reader<'c, '_> {
    /// Whether the LLVM construct built for `id` at `site` carries decoration `kind` itself
    /// (a flag, an attribute, linkage, alignment, a builtin's name): the one table of the
    /// decorations the reverse translation consumes natively, and where. Every other
    /// decoration becomes `spirv.Decorations` / `spirv.ParameterDecorations` metadata.
    fn is_native(&self, kind: spirv::Decoration, id: Word, site: Site<'c>) -> bool {
        use llvm::Opcode as L;
        use spirv::Decoration as D;
        let spirv_op = self.defs.get(&id).map(|&i| self.insts[i].inst.class.opcode);
        let is_pointer = |t: llvm::Type<'c>| t.pointer_address_space().is_some();
        match site {
            Site::Parameter(t) => match kind {
                // ATTRIBUTE_TABLE attributes, `dereferenceable`, kernel argument qualifiers.
                D::FuncParamAttr | D::MaxByteOffset | D::MaxByteOffsetId => true,
                d if crate::vc_attributes::by_decoration(d, true).is_some() => true,
                D::Alignment | D::Volatile => is_pointer(t),
                _ => false,
            },
            Site::Value(v) => {
                let variable = v.is_global_variable() || v.opcode() == Some(L::LLVMAlloca);
                match kind {
                    D::NoSignedWrap | D::NoUnsignedWrap => {
                        matches!(v.opcode(), Some(L::LLVMAdd | L::LLVMSub | L::LLVMMul | L::LLVMShl))
                    }
                    D::FPFastMathMode => {
                        matches!(
                            v.opcode(),
                            Some(
                                L::LLVMFAdd
                                    | L::LLVMFSub
                                    | L::LLVMFMul
                                    | L::LLVMFDiv
                                    | L::LLVMFRem
                                    | L::LLVMFNeg
                                    | L::LLVMFCmp
                            )
                        ) || (v.opcode() == Some(L::LLVMCall) && v.can_use_fast_math_flags())
                    }
                    // A `__builtin_spirv_*` conversion's name carries its saturation, not its
                    // rounding mode (number_formats.rs).
                    D::FPRoundingMode | D::SaturatedConversion => {
                        spirv_op.is_some_and(is_conversion) && !self.is_mini_conversion(id)
                    }
                    D::SaturatedToLargestFloat8NormalConversionEXT => self.is_mini_conversion(id),
                    D::Alignment => variable,
                    // Loads and stores through the pointer are volatile.
                    D::Volatile => is_pointer(v.ty()),
                    D::LinkageAttributes => v.is_function() || v.is_global_variable(),
                    D::BuiltIn | D::Constant => v.is_global_variable(),
                    D::ReferencedIndirectlyINTEL => v.is_function(),
                    D::FPMaxErrorDecorationINTEL | D::AliasScopeINTEL | D::NoAliasINTEL => v.is_instruction(),
                    d if crate::vc_attributes::by_decoration(d, false).is_some() => v.is_function(),
                    // KERNEL_ATTRIBUTE_TABLE decorations: function metadata (`attach_decorations`).
                    _ if v.is_function() => self.function_attribute_metadata(id, kind).is_some(),
                    D::SpecId | D::CPacked => spirv_op.is_some_and(|op| {
                        matches!(op, Op::SpecConstant | Op::SpecConstantTrue | Op::SpecConstantFalse | Op::TypeStruct)
                    }),
                    _ => false,
                }
            }
        }
    }

    /// The decorations of `id` that the LLVM construct at `site` does not carry natively, in the
    /// metadata crate's model. On a variable or a function, the decorations written as
    /// annotation strings are left out.
    ///
    /// Under `--spirv-target-env=SPV-IR` a global variable lists every decoration, the native
    /// ones too (`Constant`, `LinkageAttributes`, ...), as the Khronos translator's SPIR-V
    /// friendly IR does; translating it back emits each once.
    fn extra_decorations(&self, id: Word, site: Site<'c>) -> md::DecorationList {
        let all = self.options.target_env == super::TargetEnv::SpvIr
            && matches!(site, Site::Value(v) if v.is_global_variable());
        let mut list: Vec<md::Decoration> = self
            .decorations_of(id)
            .iter()
            .filter(|d| all || !self.is_native(d.kind, id, site))
            .filter_map(|d| self.to_md_decoration(d))
            .collect();
        if all {
            // A global's whole list (SPV-IR), in decoration order as the Khronos translator
            // keeps decorations (a map keyed by the decoration).
            list.sort_by_key(|d| d.kind as u32);
        }
        let annotated = matches!(site, Site::Value(v) if Self::is_annotated(v));
        if annotated {
            if let Ok(split) = md::annotations_from_decorations(&list) {
                return md::DecorationList(split.remaining);
            }
        }
        if matches!(site, Site::Value(v) if Self::is_pointer_annotated(v)) {
            let (keyed, rest): (Vec<_>, Vec<_>) = list.into_iter().partition(|d| Self::has_key(d.kind));
            if keyed.is_empty() || Self::keyed_annotations(&keyed).is_some() {
                return md::DecorationList(rest);
            }
            return md::DecorationList(keyed.into_iter().chain(rest).collect());
        }
        md::DecorationList(list)
    }

    /// Whether `v` carries the decorations with annotation keys (the metadata crate's
    /// `RESERVED_NAMES`: latency controls, buffer locations, memory attributes) as an
    /// `llvm.ptr.annotation` of itself: a pointer-valued instruction other than an `alloca`
    /// (annotated by `llvm.var.annotation`) or a phi (no call may come between phis), as the
    /// Khronos translator writes a decorated pointer.
    fn is_pointer_annotated(v: llvm::Value<'c>) -> bool {
        v.is_instruction()
            && v.ty().kind() == llvm::TypeKind::LLVMPointerTypeKind
            && !matches!(v.opcode(), Some(llvm::Opcode::LLVMAlloca | llvm::Opcode::LLVMPHI))
    }

    /// After pointer-valued instruction `v` (result `id`, builder right after it): for `id`'s
    /// decorations that have annotation keys, one `llvm.var.annotation` of `v` with the memory
    /// attributes and one `llvm.ptr.annotation` of `v` with the others, whose result `id`'s
    /// users then use ("SPIR-V representation in LLVM IR", annotations). Returns what `id`
    /// stands for: the `llvm.ptr.annotation`, or `v` when there is none.
    pub(super) fn pointer_annotation(&mut self, id: Word, v: llvm::Value<'c>) -> super::Result<llvm::Value<'c>> {
        if !Self::is_pointer_annotated(v) || !self.decorations.contains_key(&id) {
            return Ok(v);
        }
        let keyed: Vec<md::Decoration> = self
            .decorations_of(id)
            .iter()
            .filter(|d| Self::has_key(d.kind))
            .filter_map(|d| self.to_md_decoration(d))
            .collect();
        let Some((memory, pointer)) = Self::keyed_annotations(&keyed) else { return Ok(v) };
        if let Some(text) = memory {
            self.annotation_call(md::LLVM_VAR_ANNOTATION, v, &text, false)?;
        }
        match pointer {
            Some(text) => self.annotation_call(md::LLVM_PTR_ANNOTATION, v, &text, true),
            None => Ok(v),
        }
    }

    /// Whether decoration `kind` has an annotation key: a row of the metadata crate's
    /// `RESERVED_NAMES` or of its `LSU_PARAMS` (`{params:N}`).
    fn has_key(kind: spirv::Decoration) -> bool {
        md::reserved_name(kind).is_some() || md::is_lsu_decoration(kind)
    }

    /// The annotation strings of keyed decorations of a pointer: the memory attributes
    /// annotate the memory the pointer reaches as a variable's (`llvm.var.annotation`), the
    /// others the pointer (`llvm.ptr.annotation`, the `{params:N}` form last), as the Khronos
    /// translator writes them. `None` when one has no string form.
    fn keyed_annotations(keyed: &[md::Decoration]) -> Option<(Option<String>, Option<String>)> {
        let (memory, pointer): (Vec<_>, Vec<_>) = keyed.iter().cloned().partition(|d| md::decorates_members(d.kind));
        let (lsu, named): (Vec<_>, Vec<_>) = pointer.into_iter().partition(|d| md::is_lsu_decoration(d.kind));
        let text = |ds: &[md::Decoration]| (!ds.is_empty()).then(|| md::encode_annotation(ds).ok());
        let memory = text(&memory).map_or(Some(None), |t| t.map(Some))?;
        let named = text(&named).map_or(Some(None), |t| t.map(Some))?;
        let lsu = match lsu.is_empty() {
            true => None,
            false => Some(md::encode_lsu_annotation(&lsu)?),
        };
        let pointer = match (named, lsu) {
            (None, None) => None,
            (a, b) => Some(a.unwrap_or_default() + &b.unwrap_or_default()),
        };
        Some((memory, pointer))
    }

    /// The annotation strings of `decorations`: one per `UserSemantic` and one for the FPGA
    /// memory decorations together, reserved names preferred ("SPIR-V representation in LLVM IR", "Member decoration
    /// through pointer annotations"). Empty when the decorations have no string form.
    fn annotation_strings(&self, decorations: &[Decoration]) -> Vec<String> {
        let list: Vec<md::Decoration> = decorations.iter().filter_map(|d| self.to_md_decoration(d)).collect();
        md::annotations_from_decorations(&list).map(|s| s.annotations).unwrap_or_default()
    }

    /// Whether `v` carries its annotation decorations as annotations rather than
    /// `spirv.Decorations`: an `alloca`, a global variable or a function.
    fn is_annotated(v: llvm::Value<'c>) -> bool {
        v.is_global_variable() || v.is_function() || v.opcode() == Some(llvm::Opcode::LLVMAlloca)
    }

    /// The annotation string global for `text`: `private unnamed_addr constant [N x i8]`,
    /// section `llvm.metadata`, one per text.
    fn annotation_string_global(&mut self, text: &str) -> super::Result<llvm::Value<'c>> {
        if let Some(&g) = self.annotations.strings.get(text) {
            return Ok(g);
        }
        let i8t = llvm::Type::int_n::<8>(self.ctx);
        let bytes: Vec<llvm::Value<'c>> =
            text.bytes().chain([0]).map(|b| llvm::Value::const_int(i8t, u64::from(b))).collect::<Result<_, _>>()?;
        let init = llvm::Value::const_array(i8t, &bytes)?;
        let g = self.module.add_global(init.ty(), "", 0)?;
        g.set_initializer(init)?;
        g.set_linkage(llvm::Linkage::LLVMPrivateLinkage)?;
        g.set_global_constant(true)?;
        g.set_unnamed_addr()?;
        g.set_section("llvm.metadata")?;
        self.annotations.strings.insert(text.to_string(), g);
        Ok(g)
    }

    /// A call of `llvm.var.annotation` (`returns` `None`) or `llvm.ptr.annotation` on `ptr`
    /// with string `text` and `undef` file, line and arguments, at the builder's position.
    fn annotation_call(
        &mut self,
        intrinsic: &str,
        ptr: llvm::Value<'c>,
        text: &str,
        returns_pointer: bool,
    ) -> super::Result<llvm::Value<'c>> {
        let s = self.annotation_string_global(text)?;
        let p0 = llvm::Type::pointer(self.ctx, 0)?;
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let as_ = ptr.ty().pointer_address_space().unwrap_or(0);
        let ret = if returns_pointer { ptr.ty() } else { llvm::Type::void(self.ctx) };
        let fty = llvm::Type::function(ret, &[ptr.ty(), p0, p0, i32t, p0], false)?;
        let f = self.intrinsic(&format!("{intrinsic}.p{as_}.p0"), fty)?;
        Ok(self.builder.call(
            fty,
            f,
            &[ptr, s, llvm::Value::undef(p0), llvm::Value::undef(i32t), llvm::Value::undef(p0)],
        )?)
    }

    /// `llvm.var.annotation` calls for the annotation decorations of the Function-storage
    /// variable `id`, translated as `alloca` `a` ("SPIR-V representation in LLVM IR"; clang's form of an annotated local).
    pub(super) fn variable_annotations(&mut self, id: Word, a: llvm::Value<'c>) -> super::Result<()> {
        let texts = self.annotation_strings(self.decorations_of(id));
        for t in texts {
            self.annotation_call(md::LLVM_VAR_ANNOTATION, a, &t, false)?;
        }
        Ok(())
    }

    /// The `OpMemberDecorate` decorations of member `member` of struct type `ty`.
    fn member_decorations(&mut self, ty: Word, member: u32) -> Vec<Decoration> {
        if self.annotations.members.is_none() {
            let mut members: FastMap<(Word, u32), Vec<Decoration>> = FastMap::default();
            for it in &self.insts {
                let inst = &it.inst;
                if inst.class.opcode == Op::GroupMemberDecorate {
                    // The group's decorations on each (struct, member) pair that follows it.
                    let ds = inst.id(0).map(|g| self.decorations_of(g).to_vec()).unwrap_or_default();
                    for pair in inst.operands[1..].chunks_exact(2) {
                        if let (dr::Operand::IdRef(t), Some(m)) = (&pair[0], super::literal_u32(&pair[1])) {
                            members.entry((*t, m)).or_default().extend(ds.iter().cloned());
                        }
                    }
                    continue;
                }
                if inst.class.opcode != Op::MemberDecorate {
                    continue;
                }
                if let (Some(t), Some(m), Some(dr::Operand::Decoration(kind))) =
                    (inst.id(0), inst.lit(1), inst.operands.get(2))
                {
                    members
                        .entry((t, m))
                        .or_default()
                        .push(Decoration { kind: *kind, operands: inst.operands[3..].to_vec() });
                }
            }
            self.annotations.members = Some(members);
        }
        self.annotations.members.as_ref().and_then(|m| m.get(&(ty, member))).cloned().unwrap_or_default()
    }

    /// After an access chain `inst` (translated as GEP `gep`) that addresses member `i` of a
    /// struct with annotation member decorations (`OpAccessChain %s %i`, or `OpPtrAccessChain
    /// %s %0 %i`): chained `llvm.ptr.annotation` calls, and the chain's users use the last
    /// ("SPIR-V representation in LLVM IR", "Member decoration through pointer annotations").
    pub(super) fn member_annotations(
        &mut self,
        inst: &dr::Instruction,
        offset: usize,
        gep: llvm::Value<'c>,
    ) -> super::Result<()> {
        let opcode = inst.class.opcode;
        let (Some(result), Some(base)) = (inst.result_id, inst.id(0)) else { return Ok(()) };
        let indices: Vec<Word> = (1..inst.operands.len()).filter_map(|k| inst.id(k)).collect();
        let member_index = match (opcode, indices.as_slice()) {
            (Op::AccessChain | Op::InBoundsAccessChain, [m]) => *m,
            (Op::PtrAccessChain | Op::InBoundsPtrAccessChain, [first, m]) => {
                if self.value(*first, offset, opcode)?.const_int_zext() != Some(0) {
                    return Ok(());
                }
                *m
            }
            _ => return Ok(()),
        };
        let Some((_, pointee)) = self.type_of(base).and_then(|t| self.pointee(t)) else { return Ok(()) };
        let Some(member) =
            self.value(member_index, offset, opcode)?.const_int_zext().and_then(|m| u32::try_from(m).ok())
        else {
            return Ok(());
        };
        let decorations = self.member_decorations(pointee, member);
        if decorations.is_empty() {
            return Ok(());
        }
        let mut ptr = gep;
        for t in self.annotation_strings(&decorations) {
            ptr = self.annotation_call(md::LLVM_PTR_ANNOTATION, ptr, &t, true)?;
        }
        self.slots.insert(result, Slot::Value(ptr));
        Ok(())
    }

    /// `@llvm.global.annotations` for the annotation decorations of module-scope variables and
    /// functions: `appending global [N x { ptr, ptr, ptr, i32, ptr }]` in section
    /// `llvm.metadata`, entries (value, string, `undef` file, `undef` line, `undef` arguments)
    /// in the order of the values' definitions.
    fn global_annotations(&mut self) -> super::Result<()> {
        let mut targets: Vec<(usize, Word, llvm::Value<'c>)> = self
            .decorations
            .keys()
            .filter_map(|&id| match self.slots.get(&id) {
                Some(Slot::Value(v)) if v.is_global_variable() || v.is_function() => {
                    Some((self.defs.get(&id).copied().unwrap_or(usize::MAX), id, *v))
                }
                _ => None,
            })
            .collect();
        targets.sort_unstable_by_key(|(at, id, _)| (*at, *id));
        let p0 = llvm::Type::pointer(self.ctx, 0)?;
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let entry_ty = llvm::Type::literal_struct(self.ctx, &[p0, p0, p0, i32t, p0], false)?;
        let mut entries = Vec::new();
        for (_, id, v) in targets {
            let texts = self.annotation_strings(self.decorations_of(id));
            if texts.is_empty() {
                continue;
            }
            let target = if v.ty().pointer_address_space() == Some(0) {
                Some(v)
            } else {
                Some(llvm::Value::const_cast(llvm::Opcode::LLVMAddrSpaceCast, v, p0)?)
            };
            let Some(target) = target else { continue };
            for t in texts {
                let s = self.annotation_string_global(&t)?;
                let fields = [target, s, llvm::Value::undef(p0), llvm::Value::undef(i32t), llvm::Value::undef(p0)];
                entries.push(llvm::Value::const_struct(entry_ty, &fields)?);
            }
        }
        if entries.is_empty() {
            return Ok(());
        }
        let init = llvm::Value::const_array(entry_ty, &entries)?;
        let g = self.module.add_global(init.ty(), md::LLVM_GLOBAL_ANNOTATIONS, 0)?;
        g.set_initializer(init)?;
        g.set_linkage(llvm::Linkage::LLVMAppendingLinkage)?;
        g.set_section("llvm.metadata")?;
        Ok(())
    }

    /// `!spirv.ExecutionMode` tuples `!{ptr @kernel, i32 mode, i32 literal...}` ("SPIR-V representation in LLVM IR", "SPIR-V
    /// instructions mapped to LLVM metadata") for the execution modes of the entry points that
    /// have no kernel-metadata form, entry points in definition order.
    fn execution_mode_metadata(&mut self) -> super::Result<()> {
        let mut kernels: Vec<(usize, Word)> =
            self.entry_points.keys().map(|&f| (self.defs.get(&f).copied().unwrap_or(usize::MAX), f)).collect();
        kernels.sort_unstable();
        for (_, f) in kernels {
            let Some(Slot::Value(fv)) = self.slots.get(&f).copied() else { continue };
            // Kernel attributes in the order the Khronos translator attaches them.
            let mut modes: Vec<&(spirv::ExecutionMode, Vec<u32>)> =
                self.execution_modes.get(&f).map(|v| v.iter().collect()).unwrap_or_default();
            modes.sort_by_key(|(mode, _)| md::kernel_attr_reverse_rank(*mode));
            for (mode, literals) in modes {
                if KERNEL_METADATA_MODES.contains(mode) || self.is_vc_float_control(f, *mode, literals) {
                    continue;
                }
                if let Some(found) = md::kernel_attr_from_spirv(md::KernelAttrForm::ExecutionMode(*mode), literals) {
                    for (name, node) in found {
                        fv.set_global_metadata(self.ctx.md_kind_id(name), self.md_to_llvm(&node)?)?;
                    }
                    continue;
                }
                let em = md::ExecutionMode {
                    target: md::ExecutionModeTarget::Function(md::ValueRef(0)),
                    mode: *mode,
                    literals: literals.clone(),
                };
                if em.validate().is_err() {
                    continue;
                }
                let node = self.md_to_llvm_with(&em.encode(), &[fv])?;
                self.module.add_named_metadata(self.ctx, md::SPIRV_EXECUTION_MODE, node)?;
            }
            // OpExecutionModeId modes without a kernel-metadata form (`MaximumRegistersIdINTEL`):
            // the constants' values as a nested node, `!{ptr @kernel, i32 mode, !{i32 value...}}`,
            // as the Khronos translator writes them.
            for (mode, ids) in self.execution_mode_ids.get(&f).cloned().unwrap_or_default() {
                if matches!(mode, spirv::ExecutionMode::LocalSizeId | spirv::ExecutionMode::LocalSizeHintId) {
                    continue;
                }
                let offset = self.defs.get(&f).and_then(|&i| self.insts.get(i)).map_or(0, |i| i.offset);
                let values = ids
                    .iter()
                    .map(|&c| {
                        Ok(md::MdOperand::i32(self.constant_value_u64(c, offset, spirv::Op::ExecutionModeId)? as u32))
                    })
                    .collect::<super::Result<Vec<_>>>()?;
                let node = md::MdNode::new(vec![
                    md::MdOperand::Value(md::ValueRef(0)),
                    md::MdOperand::i32(mode as u32),
                    md::MdOperand::Node(md::MdNode::new(values)),
                ]);
                let node = self.md_to_llvm_with(&node, &[fv])?;
                self.module.add_named_metadata(self.ctx, md::SPIRV_EXECUTION_MODE, node)?;
            }
        }
        Ok(())
    }

    /// The LLVM parameter attribute (and its literal) of a parameter decoration, from the
    /// metadata crate's `ATTRIBUTE_TABLE` ("SPIR-V representation in LLVM IR", "SPIR-V decorations mapped to LLVM
    /// metadata or named attributes"): `FuncParamAttr Zext` -> `zeroext`, `Alignment 8` ->
    /// `align 8`, `MaxByteOffset 64` -> `dereferenceable(64)`, ...
    pub(super) fn parameter_attribute(&self, d: &Decoration) -> Option<(&'static str, Option<u32>)> {
        match md::llvm_attr_for(md::AttrSite::Parameter, &self.to_md_decoration(d)?)? {
            (md::LlvmAttr::ParamAttr(name), value) => Some((name, value)),
            _ => None,
        }
    }

    /// The function metadata (`!stall_enable !{i32 1}`, `!loop_fuse !{i32 3, i32 1}`, ...)
    /// standing for function `id`'s decoration of kind `kind`, from the metadata crate's
    /// `KERNEL_ATTRIBUTE_TABLE`.
    fn function_attribute_metadata(
        &self,
        id: Word,
        kind: spirv::Decoration,
    ) -> Option<Vec<(&'static str, md::MdNode)>> {
        let d = self.decorations_of(id).iter().find(|d| d.kind == kind)?;
        let literals: Option<Vec<u32>> = d.operands.iter().map(super::literal_u32).collect();
        md::kernel_attr_from_spirv(md::KernelAttrForm::Decoration(kind), &literals?)
    }

    /// Converts a decoration; `None` when an operand has no metadata form (`<id>` operands).
    fn to_md_decoration(&self, d: &Decoration) -> Option<md::Decoration> {
        let mut operands = Vec::with_capacity(d.operands.len());
        for o in &d.operands {
            operands.push(match o {
                dr::Operand::LiteralString(s) => md::DecorationOperand::String(s.clone()),
                dr::Operand::IdRef(_) => return None,
                other => md::DecorationOperand::Int(super::literal_u32(other)?),
            });
        }
        Some(md::Decoration::new(d.kind, operands))
    }

    /// Attaches `!spirv.Decorations` to an instruction or global for `id`'s non-native decorations
    /// (those of variables and functions written as annotations excepted).
    pub(super) fn attach_decorations(&self, id: Word, v: llvm::Value<'c>) -> super::Result<()> {
        if !self.decorations.contains_key(&id) {
            return Ok(());
        }
        self.fp_max_error(id, v)?;
        self.alias_decorations(id, v)?;
        if v.is_function() {
            for d in self.decorations_of(id) {
                for (name, node) in self.function_attribute_metadata(id, d.kind).unwrap_or_default() {
                    v.set_global_metadata(self.ctx.md_kind_id(name), self.md_to_llvm(&node)?)?;
                }
            }
        }
        let list = self.extra_decorations(id, Site::Value(v));
        if list.0.is_empty() {
            return Ok(());
        }
        let node = self.md_to_llvm(&list.encode())?;
        let kind = self.ctx.md_kind_id(md::SPIRV_DECORATIONS);
        if v.is_instruction() {
            v.set_instruction_metadata(self.ctx, kind, node)?;
        } else if v.is_global_variable() || v.is_function() {
            v.set_global_metadata(kind, node)?;
        }
        Ok(())
    }

    /// `FPMaxErrorDecorationINTEL N` (SPV_INTEL_fp_max_error) on instruction `v`: the call-site
    /// attribute `"fpbuiltin-max-error"="N"` on a call, `!fpbuiltin-max-error !{!"N"}` on
    /// other instructions (N printed with six decimals, as the Khronos translator writes it).
    fn fp_max_error(&self, id: Word, v: llvm::Value<'c>) -> super::Result<()> {
        const KEY: &str = "fpbuiltin-max-error";
        let bound = self
            .decorations_of(id)
            .iter()
            .find(|d| d.kind == spirv::Decoration::FPMaxErrorDecorationINTEL)
            .and_then(|d| d.operands.first())
            .and_then(super::literal_u32);
        let (Some(bits), true) = (bound, v.is_instruction()) else { return Ok(()) };
        let text = format!("{:.6}", f32::from_bits(bits));
        if v.opcode() == Some(llvm::Opcode::LLVMCall) {
            v.add_call_site_string_attribute(self.ctx, llvm::AttributeIndex::Function, KEY, &text)?;
        } else {
            let node = self.ctx.md_node(&[self.ctx.md_string(&text)]);
            v.set_instruction_metadata(self.ctx, self.ctx.md_kind_id(KEY), node)?;
        }
        Ok(())
    }

    /// The SPV_INTEL_vector_compute attributes (`crate::vc_attributes`) of the decorations of
    /// function `f` (id `id`) and its parameters `params`.
    pub(super) fn vc_attributes(&self, id: Word, f: llvm::Value<'c>, params: &[Word]) -> super::Result<()> {
        use crate::vc_attributes::{by_decoration, VcSite, VcValue};
        let sites = std::iter::once((id, None)).chain(params.iter().enumerate().map(|(i, p)| (*p, Some(i as u32))));
        for (target, param) in sites {
            for d in self.decorations_of(target) {
                let Some(a) = by_decoration(d.kind, param.is_some()) else { continue };
                let at = match param {
                    Some(i) => llvm::AttributeIndex::Param(i),
                    None if a.sites.contains(&VcSite::Function) => llvm::AttributeIndex::Function,
                    None => llvm::AttributeIndex::Return,
                };
                let literal = d.operands.first().and_then(super::literal_u32);
                let value = match a.value {
                    VcValue::Flag => String::new(),
                    VcValue::Literal | VcValue::OptionalLiteral => literal.unwrap_or(0).to_string(),
                };
                f.add_string_attribute(self.ctx, at, a.name, &value)?;
            }
        }
        if let Some(control) = self.vc_float_control(id) {
            let at = llvm::AttributeIndex::Function;
            f.add_string_attribute(self.ctx, at, crate::vc_attributes::FLOAT_CONTROL_ATTRIBUTE, &control.to_string())?;
        }
        Ok(())
    }

    /// Whether execution mode `mode` with `literals` of entry point `f` is a field of the
    /// `"VCFloatControl"` attribute of vector-compute kernel `f` (one decorated
    /// `VectorComputeFunctionINTEL`) rather than `!spirv.ExecutionMode` metadata.
    fn is_vc_float_control(&self, f: Word, mode: spirv::ExecutionMode, literals: &[u32]) -> bool {
        let vc = self.decorations_of(f).iter().any(|d| d.kind == spirv::Decoration::VectorComputeFunctionINTEL);
        vc && matches!(literals, [w] if crate::vc_attributes::float_control_bits(mode, *w).is_some())
    }

    /// The `"VCFloatControl"` value of the float-control execution modes of vector-compute
    /// entry point `f` (`crate::vc_attributes::FLOAT_CONTROL_FIELDS`), if it has any.
    fn vc_float_control(&self, f: Word) -> Option<u32> {
        let modes = self.execution_modes.get(&f)?;
        let mut control = None;
        for (mode, literals) in modes {
            if self.is_vc_float_control(f, *mode, literals) {
                let bits = literals.first().and_then(|&w| crate::vc_attributes::float_control_bits(*mode, w));
                control = Some(control.unwrap_or(0) | bits.unwrap_or(0));
            }
        }
        control
    }

    /// `!kernel_arg_runtime_aligned` on `f` (one `i1` per parameter of `params`) when any
    /// parameter is decorated `FuncParamAttr RuntimeAlignedINTEL` (SPV_INTEL_runtime_aligned);
    /// nothing otherwise.
    pub(super) fn runtime_aligned_metadata(&self, f: llvm::Value<'c>, params: &[Word]) -> super::Result<()> {
        use spirv::FunctionParameterAttribute as P;
        let aligned: Vec<bool> = params
            .iter()
            .map(|&p| {
                self.decorations_of(p).iter().any(|d| {
                    d.kind == spirv::Decoration::FuncParamAttr
                        && matches!(
                            d.operands.first(),
                            Some(dr::Operand::FunctionParameterAttribute(P::RuntimeAlignedINTEL))
                        )
                })
            })
            .collect();
        if !aligned.contains(&true) {
            return Ok(());
        }
        let i1 = llvm::Type::int_n::<1>(self.ctx);
        let flags = aligned
            .iter()
            .map(|&a| llvm::Metadata::constant(llvm::Value::const_int(i1, a as u64)?))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        f.set_global_metadata(self.ctx.md_kind_id(md::KERNEL_ARG_RUNTIME_ALIGNED), self.ctx.md_node(&flags))?;
        Ok(())
    }

    /// Attaches `!spirv.ParameterDecorations` when any parameter has non-native decorations.
    /// On a kernel, the `BufferLocationINTEL` of pointer parameters (SPV_INTEL_fpga_buffer_location)
    /// become `!kernel_arg_buffer_location`, one `i32` per parameter (-1 for none).
    pub(super) fn attach_parameter_decorations(&self, f: llvm::Value<'c>, params: &[Word]) -> super::Result<()> {
        let types = f.params();
        let mut lists: Vec<md::DecorationList> =
            params.iter().zip(&types).map(|(&p, v)| self.extra_decorations(p, Site::Parameter(v.ty()))).collect();
        if f.function_call_conv() == Some(super::SPIR_KERNEL_CC) {
            let mut locations = Vec::with_capacity(lists.len());
            for (list, v) in lists.iter_mut().zip(&types) {
                let found = list.0.iter().position(|d| {
                    d.kind == spirv::Decoration::BufferLocationINTEL && v.ty().pointer_address_space().is_some()
                });
                let location =
                    found.map(|i| list.0.remove(i)).and_then(|d| d.operands.first().and_then(|o| o.as_int()));
                locations.push(location.map_or(-1, |l| l as i32));
            }
            if locations.iter().any(|&l| l != -1) {
                let node = md::MdNode::new(locations.iter().map(|&l| md::MdOperand::i32(l as u32)).collect());
                f.set_global_metadata(self.ctx.md_kind_id("kernel_arg_buffer_location"), self.md_to_llvm(&node)?)?;
            }
        }
        if lists.iter().all(|l| l.0.is_empty()) {
            return Ok(());
        }
        let node = self.md_to_llvm(&md::ParameterDecorations(lists).encode())?;
        f.set_global_metadata(self.ctx.md_kind_id(md::SPIRV_PARAMETER_DECORATIONS), node)?;
        Ok(())
    }

    /// The module-level instructions as `!spirv.*` named metadata (capabilities, extensions,
    /// source extensions, memory model, execution modes without a kernel-metadata form,
    /// generator), and `@llvm.global.annotations`.
    pub(super) fn module_instruction_metadata(&mut self, generator: u32) -> super::Result<()> {
        self.global_annotations()?;
        self.execution_mode_metadata()?;
        let mut m = md::ModuleMetadata::default();
        for it in &self.insts {
            let inst = &it.inst;
            match inst.class.opcode {
                spirv::Op::Capability => {
                    if let Some(dr::Operand::Capability(c)) = inst.operands.first() {
                        m.capabilities.push(md::Capability(*c));
                    }
                }
                spirv::Op::Extension => {
                    if let Some(dr::Operand::LiteralString(s)) = inst.operands.first() {
                        m.extensions.push(md::Extension(s.clone()));
                    }
                }
                spirv::Op::SourceExtension => {
                    if let Some(dr::Operand::LiteralString(s)) = inst.operands.first() {
                        m.source_extensions.push(md::SourceExtension(s.clone()));
                    }
                }
                spirv::Op::MemoryModel => {
                    if let (Some(dr::Operand::AddressingModel(a)), Some(dr::Operand::MemoryModel(mm))) =
                        (inst.operands.first(), inst.operands.get(1))
                    {
                        m.memory_models.push(md::MemoryModel { addressing: *a, memory: *mm });
                    }
                }
                _ => {}
            }
        }
        m.generators.push(md::Generator::from_word(generator));
        for named in m.encode() {
            if named.name == md::module::SPIRV_SOURCE {
                continue; // written with the OpenCL version metadata in module_metadata()
            }
            for node in &named.nodes {
                let n = self.md_to_llvm(node)?;
                self.module.add_named_metadata(self.ctx, &named.name, n)?;
            }
        }
        Ok(())
    }

    /// The metadata crate's node as LLVM metadata (value references are not produced here).
    pub(super) fn md_to_llvm(&self, node: &md::MdNode) -> super::Result<llvm::Metadata<'c>> {
        self.md_to_llvm_with(node, &[])
    }

    /// The metadata crate's node as LLVM metadata; `ValueRef(i)` stands for `values[i]`.
    fn md_to_llvm_with(&self, node: &md::MdNode, values: &[llvm::Value<'c>]) -> super::Result<llvm::Metadata<'c>> {
        let ops: Vec<llvm::Metadata<'c>> = node
            .operands()
            .iter()
            .map(|o| {
                Ok(match o {
                    md::MdOperand::Value(r) if (r.0 as usize) < values.len() => {
                        llvm::Metadata::constant(values[r.0 as usize])?
                    }
                    md::MdOperand::Int { bits, value } => {
                        llvm::Metadata::constant(llvm::Value::const_int(llvm::Type::int(self.ctx, *bits)?, *value)?)?
                    }
                    md::MdOperand::Float { bits, value } => {
                        let t = match llvm::Type::float(self.ctx, *bits) {
                            Some(t) => t,
                            None => llvm::Type::int(self.ctx, *bits)?,
                        };
                        llvm::Metadata::constant(self.scalar_constant(t, *value)?)?
                    }
                    md::MdOperand::String(s) => self.ctx.md_string(s),
                    md::MdOperand::Node(n) => self.md_to_llvm_with(n, values)?,
                    md::MdOperand::Null | md::MdOperand::Value(_) => self.ctx.md_node(&[]),
                })
            })
            .collect::<super::Result<_>>()?;
        Ok(self.ctx.md_node(&ops))
    }
}
