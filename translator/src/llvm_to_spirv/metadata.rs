//! `spirv.*` metadata in the input: the producer's requests and decorations
//! that have no LLVM form, decoded with the metadata crate and emitted as
//! SPIR-V (the forward half of issue 5's codec).
//!
//! - `!spirv.Capability`, `!spirv.Extension`, `!spirv.SourceExtension`,
//!   `!spirv.ExecutionMode` (named metadata): declared / emitted as given;
//!   an execution mode targets its kernel directly or through a
//!   `!spirv.EntryPoint` tuple, which must name a `spir_kernel` ("SPIR-V representation in LLVM IR",
//!   "Calling convention").
//! - `!spirv.Decorations` on instructions and global variables, and
//!   `!spirv.ParameterDecorations` on functions: one `OpDecorate` per
//!   decoration node, validated against the grammar by the metadata crate.
//! - Annotation strings (`llvm.global.annotations`, `llvm.var.annotation`,
//!   `llvm.ptr.annotation`): `UserSemantic` with the whole string (SPIR-V 1.6
//!   3.20); with SPV_INTEL_fpga_memory_attributes allowed, strings made of
//!   `{name:args}` blocks become the FPGA memory decorations they name. An
//!   `llvm.ptr.annotation` of a GEP `0, i` into a struct decorates member `i`
//!   of the struct type (`OpMemberDecorate`, "SPIR-V representation in LLVM IR", section "Member decoration
//!   through pointer annotations"); other annotations decorate the value.
//! - Global variables in section `llvm.metadata` used only by annotations (the
//!   annotation strings themselves) are not translated.
//!
//! Source: "SPIR-V representation in LLVM IR", "SPIR-V instructions mapped to LLVM metadata" and
//! "Function parameter, instruction and global variable decoration through metadata".

use super::builder::push_inst;
use super::cfg::SPIR_KERNEL_CC;
use super::{Error, Result, Translator};
use crate::llvm;
use llvm_spirv_metadata as md;
use spirv::Word;

/// `opencl.used.extensions` (SPIR 1.2 / 2.0 specifications, module-level metadata): the
/// OpenCL extensions the source enables, one or more strings per node.
const OPENCL_USED_EXTENSIONS: &str = "opencl.used.extensions";

/// Whether `name` is one of the module's source extensions: a string of
/// `!opencl.used.extensions` or of `!spirv.SourceExtension` (its SPIR-V friendly form,
/// `OpSourceExtension`).
pub(super) fn has_source_extension(module: &llvm::Module<'_>, name: &str) -> bool {
    [OPENCL_USED_EXTENSIONS, md::module::SPIRV_SOURCE_EXTENSION].iter().any(|list| {
        module
            .named_metadata(list)
            .into_iter()
            .any(|node| node.md_operands().into_iter().flatten().any(|o| o.md_string().is_some_and(|s| s == name)))
    })
}

/// Converts an LLVM metadata node (as a value) into the metadata crate's model;
/// value operands other than constants become [`md::MdOperand::Null`].
pub(super) fn md_node(v: llvm::Value<'_>) -> md::MdNode {
    md_node_with_values(v, None)
}

/// Converts an LLVM metadata node into the metadata crate's model. With `values`, functions
/// and global variables become [`md::MdOperand::Value`] `ValueRef(i)` for `values[i]`.
///
/// Metadata graphs may be cyclic (a loop ID names itself; debug nodes reach their scopes
/// and back), the model is a tree: an operand naming a node already on the path from the
/// root becomes [`md::MdOperand::Null`], so the conversion ends on every graph.
fn md_node_with_values<'c>(v: llvm::Value<'c>, mut values: Option<&mut Vec<llvm::Value<'c>>>) -> md::MdNode {
    let mut path = Vec::new();
    md_tree(v, &mut values, &mut path)
}

/// [`md_node_with_values`] below the nodes of `path`.
fn md_tree<'c>(
    v: llvm::Value<'c>,
    values: &mut Option<&mut Vec<llvm::Value<'c>>>,
    path: &mut Vec<llvm::Value<'c>>,
) -> md::MdNode {
    path.push(v);
    let mut ops = Vec::new();
    for o in v.md_operands() {
        ops.push(match o {
            None => md::MdOperand::Null,
            Some(o) => {
                if let Some(s) = o.md_string() {
                    md::MdOperand::String(s)
                } else if o.is_metadata() {
                    if path.contains(&o) {
                        md::MdOperand::Null
                    } else {
                        md::MdOperand::Node(md_tree(o, values, path))
                    }
                } else if let Some(value) = o.const_int_zext() {
                    md::MdOperand::Int { bits: o.ty().int_width().unwrap_or(32), value }
                } else if let Some(vals) = values.as_deref_mut().filter(|_| o.is_function() || o.is_global_variable()) {
                    vals.push(o);
                    md::MdOperand::Value(md::ValueRef(vals.len() as u64 - 1))
                } else {
                    md::MdOperand::Null
                }
            }
        });
    }
    path.pop();
    md::MdNode::new(ops)
}

/// The struct member a pointer addresses when it is a GEP (instruction or constant
/// expression, behind bitcasts and address-space casts) with the constant indices `0, i` into
/// a struct: the struct type, `i` and the GEP itself (which the pointer decorations of the
/// annotation decorate, as the Khronos translator strips the casts) ("SPIR-V representation in
/// LLVM IR", "Member decoration through pointer annotations").
pub(super) fn struct_member(mut ptr: llvm::Value<'_>) -> Option<(llvm::Type<'_>, u32, llvm::Value<'_>)> {
    use llvm::Opcode as O;
    loop {
        match ptr.opcode().or_else(|| ptr.const_expr_opcode()) {
            Some(O::LLVMBitCast | O::LLVMAddrSpaceCast) => ptr = ptr.operand(0)?,
            Some(O::LLVMGetElementPtr) => break,
            _ => return None,
        }
    }
    let source = ptr.gep_source_element_type()?;
    if source.kind() != llvm::TypeKind::LLVMStructTypeKind
        || ptr.num_operands() != 3
        || ptr.operand(1)?.const_int_zext()? != 0
    {
        return None;
    }
    let member = u32::try_from(ptr.operand(2)?.const_int_zext()?).ok()?;
    ((member as usize) < source.struct_fields().len()).then_some((source, member, ptr))
}

/// Whether global `g` is an annotation string: in section `llvm.metadata` and used only by
/// annotations (`llvm.*annotation` calls and `@llvm.global.annotations`), so that it has no
/// SPIR-V form of its own (its text becomes the decorations).
pub(super) fn is_annotation_string(g: llvm::Value<'_>) -> bool {
    fn only_annotations(v: llvm::Value<'_>, depth: u32) -> bool {
        v.users().into_iter().all(|u| {
            if u.is_instruction() {
                u.called_value().is_some_and(|f| f.name().starts_with("llvm.") && f.name().contains("annotation"))
            } else if u.is_global_variable() {
                u.name_bytes() == md::annotation::LLVM_GLOBAL_ANNOTATIONS.as_bytes()
            } else {
                depth < 4 && u.is_constant() && only_annotations(u, depth + 1)
            }
        })
    }
    g.is_global_variable()
        && g.section().as_deref() == Some("llvm.metadata")
        && !g.users().is_empty()
        && only_annotations(g, 0)
}

impl<'c> Translator<'c, '_> {
    /// A capability the producer requests through `!spirv.Capability`, declared only where
    /// the output may carry it (the grammar's requirements, [`md::capability_requirements`]):
    /// with one of its extensions when one is allowed, else as core when the maximum version
    /// includes it. Otherwise the request is not declared: a construct that really needs
    /// the capability asks for it itself and fails with the missing extension's name.
    fn requested_capability(&mut self, cap: spirv::Capability) {
        let Some(req) = md::capability_requirements(cap as u32) else {
            // Not in the grammar the tables come from: what it needs is unknown, so a
            // declaration could make the module invalid; the request alone has no semantics.
            self.warn(format!(
                "!{} {cap:?} left out: the SPIR-V grammar does not list its requirements",
                md::module::SPIRV_CAPABILITY
            ));
            return;
        };
        if req.extensions.is_empty() {
            if let Some(v) = req.core_since {
                if v > self.options.max_version {
                    return;
                }
                self.out.require_version(v);
            }
            self.out.capability(cap);
        } else if let Some(ext) = req.extensions.iter().find(|e| self.options.allows(e)) {
            self.out.extension(ext);
            self.out.capability(cap);
        } else if let Some(v) = req.core_since.filter(|v| *v <= self.options.max_version) {
            self.out.require_version(v);
            self.out.capability(cap);
        }
    }

    /// The memory model of `OpMemoryModel`: the one `!spirv.MemoryModel` names (the
    /// addressing model always follows the triple), else OpenCL. A memory model other than
    /// OpenCL brings the capabilities the grammar lists for it (Simple and GLSL450:
    /// Shader; Vulkan: VulkanMemoryModel, with its extension or SPIR-V 1.5), so that the
    /// module stays valid (SPIR-V 1.6 spec 3.4 "Memory Model").
    pub(super) fn requested_memory_model(&mut self) -> Result<spirv::MemoryModel> {
        let Some(&node) = self.module.named_metadata(md::module::SPIRV_MEMORY_MODEL).first() else {
            return Ok(spirv::MemoryModel::OpenCL);
        };
        let memory = md::MemoryModel::decode(&md_node(node))
            .map_err(|e| Error::InvalidSpirvMetadata {
                name: md::module::SPIRV_MEMORY_MODEL.into(),
                owner: "module".into(),
                source: Box::new(e),
            })?
            .memory;
        for &cap in rspirv::dr::Operand::MemoryModel(memory).required_capabilities().iter() {
            self.require_capability(cap, || format!("!{} {memory:?}", md::module::SPIRV_MEMORY_MODEL))?;
        }
        Ok(memory)
    }

    /// Honours `!spirv.Capability`, `!spirv.Extension`, `!spirv.SourceExtension`.
    pub(super) fn module_spirv_metadata(&mut self) -> Result<()> {
        let invalid = |name: &str, e: md::Error| Error::InvalidSpirvMetadata {
            name: name.to_string(),
            owner: "module".into(),
            source: Box::new(e),
        };
        for node in self.module.named_metadata(md::module::SPIRV_CAPABILITY) {
            let c = md::Capability::decode(&md_node(node)).map_err(|e| invalid(md::module::SPIRV_CAPABILITY, e))?;
            self.requested_capability(c.0);
        }
        for node in self.module.named_metadata(md::module::SPIRV_EXTENSION) {
            let e = md::Extension::decode(&md_node(node)).map_err(|e| invalid(md::module::SPIRV_EXTENSION, e))?;
            // The producer's request obeys --spirv-ext: an explicitly disabled extension is an
            // error (as the Khronos translator), one merely not enabled is not declared (the
            // declaration alone has no semantics; a construct that needs it fails on its own).
            if self.options.denied_extensions.contains(&e.0) {
                return Err(Error::ExtensionNotAllowed {
                    construct: format!("!{}", md::module::SPIRV_EXTENSION),
                    extension: e.0,
                });
            }
            if !self.options.allows(&e.0) {
                continue;
            }
            let construct = format!("OpExtension \"{}\"", crate::excerpt(&e.0));
            self.out
                .extension_from_input(&e.0)
                .map_err(|words| Error::UnsupportedInstructionSize { construct, words })?;
        }
        for node in self.module.named_metadata(md::module::SPIRV_ENTRY_POINT) {
            let mut values = Vec::new();
            let ep = md::EntryPoint::decode(&md_node_with_values(node, Some(&mut values)))
                .map_err(|e| invalid(md::module::SPIRV_ENTRY_POINT, e))?;
            let f = self.entry_point_function(&ep, &values);
            // "SPIR-V representation in LLVM IR" ("Calling convention"): entry points are the `spir_kernel` functions; the
            // tuple can only name one of them.
            let is_kernel = f.is_some_and(|f| !f.is_declaration() && f.function_call_conv() == Some(SPIR_KERNEL_CC));
            if ep.execution_model != spirv::ExecutionModel::Kernel || !is_kernel {
                return Err(Error::InvalidMetadata {
                    name: md::module::SPIRV_ENTRY_POINT.into(),
                    owner: ep.name,
                    reason: "entry point is not a spir_kernel function with execution model Kernel",
                });
            }
        }
        for node in self.module.named_metadata(md::module::SPIRV_SOURCE_EXTENSION) {
            let e = md::SourceExtension::decode(&md_node(node))
                .map_err(|e| invalid(md::module::SPIRV_SOURCE_EXTENSION, e))?;
            let mut ops = Vec::new();
            super::builder::input_string_words(&e.0, &mut ops).map_err(|_| Error::UnsupportedString {
                construct: format!("OpSourceExtension \"{}\"", crate::excerpt(&e.0.escape_debug().to_string())),
            })?;
            push_inst(&mut self.out.sections.debug_strings, spirv::Op::SourceExtension, &ops).map_err(|words| {
                Error::UnsupportedInstructionSize {
                    construct: format!("OpSourceExtension \"{}\"", crate::excerpt(&e.0)),
                    words,
                }
            })?;
        }
        Ok(())
    }

    /// The function a `!spirv.EntryPoint` tuple names: its function operand, else the function
    /// called by its name.
    fn entry_point_function(&self, ep: &md::EntryPoint, values: &[llvm::Value<'c>]) -> Option<llvm::Value<'c>> {
        match ep.function {
            Some(r) => values.get(r.0 as usize).copied().filter(|f| f.is_function()),
            None => self.module.function(&ep.name),
        }
    }

    /// The `!spirv.ExecutionMode` requests for function `f` ("SPIR-V representation in LLVM IR", "SPIR-V instructions
    /// mapped to LLVM metadata"), decoded by the metadata crate: tuples whose target is `f`
    /// itself (`!{ptr @f, i32 mode, i32 literal...}`) or a `!spirv.EntryPoint` tuple naming it.
    /// Modes unknown to the SPIR-V grammar are skipped; other malformed tuples are errors.
    pub(super) fn execution_mode_requests(&self, f: llvm::Value<'c>) -> Result<Vec<md::ExecutionMode>> {
        let mut out = Vec::new();
        for node in self.module.named_metadata(md::module::SPIRV_EXECUTION_MODE) {
            let mut values = Vec::new();
            let em = match md::ExecutionMode::decode(&md_node_with_values(node, Some(&mut values))) {
                Ok(em) => em,
                Err(md::Error::UnknownEnumerant { kind: "ExecutionMode", .. }) => continue,
                Err(e) => {
                    return Err(Error::InvalidSpirvMetadata {
                        name: md::module::SPIRV_EXECUTION_MODE.into(),
                        owner: "module".into(),
                        source: Box::new(e),
                    });
                }
            };
            let target = match &em.target {
                md::ExecutionModeTarget::Function(r) => values.get(r.0 as usize).copied(),
                md::ExecutionModeTarget::EntryPoint(ep) => self.entry_point_function(ep, &values),
            };
            if target == Some(f) {
                out.push(em);
            }
        }
        Ok(out)
    }

    /// `OpDecorate`s from a `!spirv.Decorations` attachment of kind `kind` on `v` (id `id`).
    pub(super) fn decorations_from_list(&mut self, list: &md::DecorationList, id: Word) -> Result<()> {
        self.decorate_target(list, id, None)
    }

    /// `OpDecorate %id` (`member` `None`) or `OpMemberDecorate %id member` for each decoration.
    ///
    /// # Errors
    /// [`Error::UnsupportedInstructionSize`] when a decoration's strings do not fit one
    /// instruction.
    fn decorate_target(&mut self, list: &md::DecorationList, id: Word, member: Option<u32>) -> Result<()> {
        for d in &list.0 {
            if d.kind == spirv::Decoration::UserSemantic {
                // UserSemantic is core from SPIR-V 1.4 (before: SPV_GOOGLE_hlsl_functionality1).
                self.out.require_version((1, 4));
            }
            self.require_operand_capabilities(rspirv::dr::Operand::Decoration(d.kind), || {
                format!("OpDecorate {:?}", d.kind)
            })?;
            let mut ops = Vec::new();
            for o in &d.operands {
                match o {
                    md::DecorationOperand::Int(v) => ops.push(*v),
                    md::DecorationOperand::String(s) => {
                        super::builder::input_string_words(s, &mut ops).map_err(|_| Error::UnsupportedString {
                            construct: format!(
                                "OpDecorate {:?} \"{}\"",
                                d.kind,
                                crate::excerpt(&s.escape_debug().to_string())
                            ),
                        })?
                    }
                    md::DecorationOperand::Id(_) => {}
                }
            }
            self.out.decoration(id, member, d.kind as u32, &ops).map_err(|words| {
                Error::UnsupportedInstructionSize { construct: format!("OpDecorate {:?}", d.kind), words }
            })?;
        }
        Ok(())
    }

    /// The decorations an annotation string stands for ("SPIR-V representation in LLVM IR",
    /// "Member decoration through pointer annotations"): a string made of `{name:args}` blocks
    /// (the metadata crate's `RESERVED_NAMES` or decoration numbers, or the `{params:N}` form of
    /// SPV_INTEL_fpga_memory_accesses, `LSU_PARAMS`) gives the decorations it
    /// names when at least one of them belongs to an extension (SPV_INTEL_fpga_memory_attributes,
    /// _fpga_buffer_location, _fpga_latency_control, ... in either spelling) and `--spirv-ext`
    /// allows the extensions of all of them; any other string is `UserSemantic` with the whole
    /// string, the Khronos translator's fallback, with a warning when blocks were dropped so.
    fn annotation_list(&mut self, annotation: &str) -> md::DecorationList {
        // SPV_INTEL_cache_controls: a string of cache control blocks (`{6442:"0,1"}`)
        // decorates the annotated pointer.
        if self.options.allows("SPV_INTEL_cache_controls") {
            if let Some(ds) = md::annotation::cache_control_annotation(annotation) {
                return md::DecorationList(ds);
            }
        }
        // SPV_INTEL_fpga_memory_accesses' `{params:N}{cache-size:S}`, else blocks of keys.
        let decoded = md::lsu_annotation(annotation).or_else(|| match md::annotation::Annotation::decode(annotation) {
            md::annotation::Annotation::Decorations(ds) => Some(ds),
            md::annotation::Annotation::UserSemantic(_) => None,
        });
        if let Some(ds) = decoded {
            let gated = ds.iter().any(|d| !rspirv::dr::Operand::Decoration(d.kind).required_capabilities().is_empty());
            let refused = ds.iter().find(|d| !self.decoration_allowed(d.kind)).map(|d| d.kind);
            match refused {
                None if gated => return md::DecorationList(ds),
                None => {}
                Some(kind) => self.warn(format!(
                    "annotation \"{}\" kept as UserSemantic: decoration {kind:?} needs an extension --spirv-ext does not allow",
                    crate::excerpt(annotation)
                )),
            }
        }
        md::DecorationList(md::annotation::Annotation::UserSemantic(annotation.to_string()).into_decorations())
    }

    /// Whether decoration `kind` can be written: it needs no capability, one is declared, or
    /// one an OpenCL kernel module may declare is core at the maximum version or enabled by an
    /// allowed extension (what `require_operand_capabilities` then declares).
    fn decoration_allowed(&self, kind: spirv::Decoration) -> bool {
        let caps = rspirv::dr::Operand::Decoration(kind).required_capabilities();
        caps.is_empty()
            || caps.iter().any(|c| self.out.has_capability(*c))
            || caps.iter().filter(|c| super::kernel_may_declare(**c)).any(|&c| {
                let exts = rspirv::dr::Operand::Capability(c).required_extensions();
                let core = super::core_since(c);
                exts.is_empty()
                    || core == Some((1, 0))
                    || exts.iter().any(|e| self.options.allows(e))
                    || core.is_some_and(|v| v <= self.options.max_version)
            })
    }

    /// The decorations of annotation string `annotation` on `id`.
    pub(super) fn annotation_decorations(&mut self, id: Word, annotation: &str) -> Result<()> {
        let list = self.annotation_list(annotation);
        self.decorations_from_list(&list, id)
    }

    /// The decorations of annotation string `annotation` of a pointer to member `member` of
    /// struct type `ty` (`llvm.ptr.annotation` of the GEP `0, member` `pointer`): those that
    /// decorate members (the metadata crate's `decorates_members`) become `OpMemberDecorate`
    /// ("SPIR-V representation in LLVM IR", "Member decoration through pointer annotations"),
    /// the others decorate the pointer.
    pub(super) fn member_annotation_decorations(
        &mut self,
        ty: llvm::Type<'c>,
        member: u32,
        pointer: llvm::Value<'c>,
        annotation: &str,
    ) -> Result<()> {
        let list = self.annotation_list(annotation);
        // Load-store-unit controls (SPV_INTEL_fpga_memory_accesses' `{params:N}` form, also
        // when kept as UserSemantic) are about the accesses through this pointer.
        let lsu = md::annotation::is_lsu_form(annotation)
            && md::annotation::LSU_PARAMS.iter().all(|d| self.decoration_allowed(*d));
        let (members, pointers): (Vec<_>, Vec<_>) =
            list.0.into_iter().partition(|d| !lsu && md::annotation::decorates_members(d.kind));
        if !members.is_empty() {
            let struct_id = self.type_id(ty)?;
            self.decorate_target(&md::DecorationList(members), struct_id, Some(member))?;
        }
        if pointers.is_empty() {
            return Ok(());
        }
        let id = self.value_id(pointer)?;
        self.decorations_from_list(&md::DecorationList(pointers), id)
    }

    /// `llvm.global.annotations`: the annotations of global variables and functions.
    pub(super) fn global_annotations(&mut self) -> Result<()> {
        let Some(init) = self
            .module
            .globals()
            .find(|g| g.name_bytes() == md::annotation::LLVM_GLOBAL_ANNOTATIONS.as_bytes())
            .and_then(|g| g.initializer())
        else {
            return Ok(());
        };
        for i in 0..init.ty().array_length().unwrap_or(0) as u32 {
            let Some(entry) = init.aggregate_element(i) else { continue };
            let (Some(mut target), Some(text)) = (entry.aggregate_element(0), entry.aggregate_element(1)) else {
                continue;
            };
            while !(target.is_global_variable() || target.is_function()) {
                match target.operand(0) {
                    Some(t) => target = t,
                    None => break,
                }
            }
            let id = if target.is_function() {
                self.function_id(target)?
            } else if target.is_global_variable() {
                self.global_id(target)?
            } else {
                continue;
            };
            if let Some(s) = super::intrinsics::annotation_string(text) {
                self.annotation_decorations(id, &s)?;
            }
        }
        Ok(())
    }

    /// `!spirv.Decorations` on an instruction (after it was translated).
    pub(super) fn instruction_spirv_decorations(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let kind = self.ctx.md_kind_id(md::SPIRV_DECORATIONS);
        let Some(node) = inst.instruction_metadata(kind) else { return Ok(()) };
        let list = md::DecorationList::decode(&md_node(node)).map_err(|e| Error::InvalidSpirvMetadata {
            name: md::SPIRV_DECORATIONS.into(),
            owner: self.fname(),
            source: Box::new(e),
        })?;
        no_spec_id(&list, self.fname())?;
        let Some(&id) = self.decoration_targets.get(&inst).or_else(|| self.locals.get(&inst)) else { return Ok(()) };
        self.decorations_from_list(&list, id)
    }

    /// `!spirv.Decorations` on a global variable or function with id `id`.
    pub(super) fn global_spirv_decorations(&mut self, g: llvm::Value<'c>, id: Word) -> Result<()> {
        let kind = self.ctx.md_kind_id(md::SPIRV_DECORATIONS);
        let Some((_, node)) = g.global_metadata(self.ctx).into_iter().find(|(k, _)| *k == kind) else { return Ok(()) };
        let list = md::DecorationList::decode(&md_node(node)).map_err(|e| Error::InvalidSpirvMetadata {
            name: md::SPIRV_DECORATIONS.into(),
            owner: g.name(),
            source: Box::new(e),
        })?;
        no_spec_id(&list, g.name())?;
        self.decorations_from_list(&list, id)
    }

    /// `!spirv.ParameterDecorations` of function `f` for parameter `index` (id `id`).
    pub(super) fn parameter_spirv_decorations(&mut self, f: llvm::Value<'c>, index: u32, id: Word) -> Result<()> {
        let kind = self.ctx.md_kind_id(md::SPIRV_PARAMETER_DECORATIONS);
        let Some((_, node)) = f.global_metadata(self.ctx).into_iter().find(|(k, _)| *k == kind) else { return Ok(()) };
        let lists = md::ParameterDecorations::decode(&md_node(node)).map_err(|e| Error::InvalidSpirvMetadata {
            name: md::SPIRV_PARAMETER_DECORATIONS.into(),
            owner: f.name(),
            source: Box::new(e),
        })?;
        if let Some(list) = lists.0.get(index as usize) {
            let list = list.clone();
            self.decorations_from_list(&list, id)?;
        }
        Ok(())
    }
}

/// Refuses `SpecId` in a `!spirv.Decorations` list of an instruction, global or function:
/// SPIR-V allows it only on scalar specialization constants (spec 3.20 "Decoration", SpecId),
/// which come from `__spirv_SpecConstant` calls, never from such a value.
fn no_spec_id(list: &md::DecorationList, owner: String) -> Result<()> {
    if list.0.iter().any(|d| d.kind == spirv::Decoration::SpecId) {
        return Err(Error::InvalidMetadata {
            name: md::SPIRV_DECORATIONS.into(),
            owner,
            reason: "SpecId decorates only scalar specialization constants (use __spirv_SpecConstant)",
        });
    }
    Ok(())
}
