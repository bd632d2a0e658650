//! Decorations, parameter attributes, function control, execution modes and
//! entry points.
//!
//! Sources: SPIR-V 1.6 spec 3.20 "Decoration", 3.24 "Function Control",
//! 3.6 "Execution Mode", 3.19 "Function Parameter Attribute"; OpenCL C 3.0
//! spec 6.11.2 ("Optional Attribute Qualifiers": reqd_work_group_size,
//! work_group_size_hint, vec_type_hint).

use super::builder::{push_inst, string_words};
use super::{Error, Result, Translator};
use crate::excerpt;
use crate::llvm;
use llvm_spirv_metadata as md;
use spirv::Word;

impl<'c> Translator<'c, '_> {
    /// `OpDecorate %target decoration literals...` for a decoration with at most a few
    /// literal words (no string), which always fits one instruction; written once per
    /// target (see [`super::builder::ModuleBuilder::decoration`]).
    pub(super) fn decorate(&mut self, target: Word, decoration: spirv::Decoration, literals: &[u32]) {
        debug_assert!(literals.len() < 16, "string-free decorations have a few literals");
        let written = self.out.decoration(target, None, decoration as u32, literals);
        debug_assert!(written.is_ok());
    }

    /// `OpDecorate %target LinkageAttributes "name" kind`.
    ///
    /// # Errors
    /// [`Error::UnsupportedInstructionSize`] when the name does not fit one instruction.
    fn linkage_attributes(&mut self, target: Word, name: &str, kind: spirv::LinkageType) -> Result<()> {
        self.out.capability(spirv::Capability::Linkage);
        let mut ops = Vec::with_capacity(name.len() / 4 + 2);
        string_words(name, &mut ops);
        ops.push(kind as u32);
        self.out.decoration(target, None, spirv::Decoration::LinkageAttributes as u32, &ops).map_err(|words| {
            Error::UnsupportedInstructionSize {
                construct: format!("OpDecorate LinkageAttributes \"{}\"", excerpt(name)),
                words,
            }
        })
    }

    /// `LinkageAttributes "name" Export|Import` for a global value with external linkage
    /// (`LinkOnceODR` for `linkonce_odr` definitions under SPV_KHR_linkonce_odr).
    ///
    /// # Errors
    /// [`Error::UnsupportedInstructionSize`] when the name does not fit one instruction.
    pub(super) fn linkage_decoration(&mut self, id: Word, gv: llvm::Value<'c>, name: &str) -> Result<()> {
        use llvm::Linkage as L;
        let linkage = gv.linkage().unwrap_or(L::LLVMInternalLinkage);
        if matches!(linkage, L::LLVMInternalLinkage | L::LLVMPrivateLinkage) || name.is_empty() {
            return Ok(());
        }
        let kind = if gv.is_declaration() {
            spirv::LinkageType::Import
        } else if matches!(linkage, L::LLVMLinkOnceODRLinkage) && self.options.allows("SPV_KHR_linkonce_odr") {
            self.out.extension("SPV_KHR_linkonce_odr");
            spirv::LinkageType::LinkOnceODR
        } else {
            spirv::LinkageType::Export
        };
        self.linkage_attributes(id, name, kind)
    }

    /// `LinkageAttributes "__spirv_BuiltIn<name>" Import` on a BuiltIn variable: like the
    /// Khronos translator, BuiltIn variables are imports of the SPIR-V friendly globals.
    ///
    /// # Errors
    /// [`Error::UnsupportedInstructionSize`] when the name does not fit one instruction.
    pub(super) fn builtin_import(&mut self, id: Word, name: &str) -> Result<()> {
        self.linkage_attributes(id, name, spirv::LinkageType::Import)
    }

    /// Exported, as the Khronos translator writes its helper functions.
    ///
    /// # Errors
    /// [`Error::UnsupportedInstructionSize`] when the name does not fit one instruction.
    pub(super) fn helper_export(&mut self, id: Word, name: &str) -> Result<()> {
        self.linkage_attributes(id, name, spirv::LinkageType::Export)
    }

    /// `FuncParamAttr`, `Alignment` and `MaxByteOffset` decorations of parameter `index` of `f`,
    /// from the parameter attribute rows of the metadata crate's `ATTRIBUTE_TABLE` ("SPIR-V representation in LLVM IR",
    /// "SPIR-V decorations mapped to LLVM metadata or named attributes"), in table order.
    pub(super) fn param_decorations(&mut self, f: llvm::Value<'c>, index: u32, id: Word, qualifiers: &str) {
        use llvm_spirv_metadata::{AttributeMapping, LlvmAttr, SpirvForm, ATTRIBUTE_TABLE};
        use spirv::FunctionParameterAttribute as A;
        let at = llvm::AttributeIndex::Param(index);
        let param_attr = |name: &str| f.enum_attribute(at, llvm::attribute_kind(name));
        let mut attrs: Vec<A> = Vec::new();
        let mut align = None;
        let mut deref = None;
        for row in ATTRIBUTE_TABLE {
            match row {
                AttributeMapping { llvm: LlvmAttr::ParamAttr(name), spirv: SpirvForm::FuncParamAttr(a), .. }
                    if param_attr(name).is_some() =>
                {
                    attrs.push(*a)
                }
                AttributeMapping {
                    llvm: LlvmAttr::ParamAttr(name),
                    spirv: SpirvForm::Decoration(spirv::Decoration::Alignment),
                    ..
                } => align = param_attr(name),
                AttributeMapping {
                    llvm: LlvmAttr::ParamAttr(name),
                    spirv: SpirvForm::Decoration(spirv::Decoration::MaxByteOffset),
                    ..
                } => deref = param_attr(name),
                _ => {}
            }
        }
        // OpenCL C type qualifiers (kernel_arg_type_qual): restrict -> NoAlias, const -> NoWrite.
        for q in qualifiers.split_whitespace() {
            let a = match q {
                "restrict" => A::NoAlias,
                "const" => A::NoWrite,
                _ => continue,
            };
            if !attrs.contains(&a) {
                attrs.push(a);
            }
        }
        if self.runtime_aligned(f, index) {
            attrs.push(A::RuntimeAlignedINTEL);
        }
        for a in attrs {
            self.decorate(id, spirv::Decoration::FuncParamAttr, &[a as u32]);
        }
        if qualifiers.split_whitespace().any(|q| q == "volatile") {
            self.decorate(id, spirv::Decoration::Volatile, &[]);
        }
        if let Some(a) = align.filter(|a| *a > 0) {
            self.decorate(id, spirv::Decoration::Alignment, &[a as u32]);
        }
        // MaxByteOffset is SPIR-V 1.1; dropped (it is a hint) when the version is capped lower.
        if let Some(d) = deref.filter(|d| *d > 0 && *d <= u32::MAX as u64 && self.options.max_version >= (1, 1)) {
            self.out.require_version((1, 1));
            self.decorate(id, spirv::Decoration::MaxByteOffset, &[d as u32]);
        }
    }

    /// Function control bits (SPIR-V spec 3.24 "Function Control") from `alwaysinline`
    /// (Inline), `noinline` (DontInline), `memory(...)` effects (Const when none, Pure when
    /// read-only) and `optnone` (OptNoneEXT under SPV_EXT_optnone, else OptNoneINTEL under
    /// SPV_INTEL_optnone: one capability and one bit under two names, declared with the
    /// extension that is allowed, SPV_EXT_optnone first as the Khronos translator prefers it;
    /// without either, `optnone` is an optimisation hint the module goes without, as clang -O0
    /// puts it on every function).
    pub(super) fn function_control(&mut self, f: llvm::Value<'c>) -> u32 {
        use spirv::FunctionControl as C;
        let at = llvm::AttributeIndex::Function;
        let mut c = C::NONE;
        if f.enum_attribute(at, self.attrs.alwaysinline).is_some() {
            c |= C::INLINE;
        }
        if f.enum_attribute(at, self.attrs.noinline).is_some() {
            c |= C::DONT_INLINE;
        }
        let optnone_extension = ["SPV_EXT_optnone", "SPV_INTEL_optnone"].into_iter().find(|e| self.options.allows(e));
        if let (Some(_), Some(extension)) = (f.enum_attribute(at, self.attrs.optnone), optnone_extension) {
            self.out.extension(extension);
            // OptNoneINTEL and OptNoneEXT are one capability (6094) under two names.
            self.out.capability(spirv::Capability::OptNoneEXT);
            c |= C::OPT_NONE_EXT;
        }
        // LLVM MemoryEffects: 2 bits (Ref=1, Mod=2) per location (argmem, inaccessiblemem, other).
        if let Some(effects) = f.enum_attribute(at, self.attrs.memory) {
            let effects = llvm::MemoryEffects(effects);
            if effects == llvm::MemoryEffects::NONE {
                c |= C::CONST;
            } else if effects.writes_nothing() {
                c |= C::PURE;
            }
        }
        c.bits()
    }

    /// `-preserve-ocl-kernel-arg-type-metadata-through-string`: kernel `f`'s
    /// `!kernel_arg_type` and `!kernel_arg_type_qual`, each if attached, as an `OpString`
    /// `"<metadata name>.<kernel>.<arg 0>,<arg 1>,...,"` (the Khronos translator's form,
    /// [`md::encode_arg_type_string`]). Error: the string needs more than 65535 words.
    pub(super) fn kernel_arg_type_strings(&mut self, f: llvm::Value<'c>, kernel: &str) -> Result<()> {
        for md_name in [md::KERNEL_ARG_TYPE, md::KERNEL_ARG_TYPE_QUAL] {
            let kind = self.ctx.md_kind_id(md_name);
            if !f.global_metadata(self.ctx).iter().any(|(k, _)| *k == kind) {
                continue;
            }
            let text = md::encode_arg_type_string(md_name, kernel, &self.kernel_arg_strings(f, md_name));
            let mut ops = vec![self.out.id()];
            super::builder::input_string_words(&text, &mut ops).map_err(|_| Error::UnsupportedString {
                construct: format!("OpString !{md_name} of kernel '{kernel}'"),
            })?;
            push_inst(&mut self.out.sections.debug_strings, spirv::Op::String, &ops).map_err(|words| {
                Error::UnsupportedInstructionSize {
                    construct: format!("OpString !{md_name} of kernel '{kernel}'"),
                    words,
                }
            })?;
        }
        Ok(())
    }

    /// The string operands of a kernel's `!kernel_arg_<what>` metadata, one per parameter.
    pub(super) fn kernel_arg_strings(&self, f: llvm::Value<'c>, what: &str) -> Vec<String> {
        let kind = self.ctx.md_kind_id(what);
        f.global_metadata(self.ctx)
            .into_iter()
            .find(|(k, _)| *k == kind)
            .map(|(_, node)| {
                node.md_operands().into_iter().map(|o| o.and_then(|v| v.md_string()).unwrap_or_default()).collect()
            })
            .unwrap_or_default()
    }

    /// Whether parameter `index` of `f` is marked runtime-aligned: a nonzero operand `index`
    /// of `f`'s `!kernel_arg_runtime_aligned` (one `i1` per parameter, SYCL accessors),
    /// with SPV_INTEL_runtime_aligned allowed, which this declares with its capability
    /// `RuntimeAlignedAttributeINTEL`. The extension's decoration is the grammar's
    /// `FuncParamAttr RuntimeAlignedINTEL` (the Khronos translator's standalone
    /// `RuntimeAlignedINTEL 1` decoration is no longer in the grammar and fails spirv-val);
    /// without the extension the hint is left out, as the Khronos translator leaves it out.
    fn runtime_aligned(&mut self, f: llvm::Value<'c>, index: u32) -> bool {
        const EXT: &str = "SPV_INTEL_runtime_aligned";
        if !self.options.allows(EXT) {
            return false;
        }
        let Some(flags) = self.function_md_ints(f, llvm_spirv_metadata::KERNEL_ARG_RUNTIME_ALIGNED) else {
            return false;
        };
        if flags.get(index as usize).copied().flatten().is_none_or(|v| v == 0) {
            return false;
        }
        self.out.extension(EXT);
        self.out.capability(spirv::Capability::RuntimeAlignedAttributeINTEL);
        true
    }

    /// Integer operands of the function metadata `name`, if attached.
    /// `!kernel_arg_buffer_location` entry `location` (an `i32`, -1 for none) of kernel
    /// `kernel`'s parameter `p` (id `id`): `BufferLocationINTEL location` on a pointer
    /// parameter (SPV_INTEL_fpga_buffer_location); left out with a warning when the extension
    /// is not allowed, as the Khronos translator leaves it out.
    pub(super) fn buffer_location(&mut self, p: llvm::Value<'c>, id: Word, location: u64, kernel: &str) {
        let location = location as u32;
        if location as i32 <= -1 || p.ty().kind() != llvm::TypeKind::LLVMPointerTypeKind {
            return;
        }
        let d = spirv::Decoration::BufferLocationINTEL;
        match self.require_operand_capabilities(rspirv::dr::Operand::Decoration(d), || format!("OpDecorate {d:?}")) {
            Ok(()) => self.decorate(id, d, &[location]),
            Err(e) => self.warn(format!("!{BUFFER_LOCATION_MD} of '{kernel}' left out: {}", one_line(&e))),
        }
    }

    pub(super) fn function_md_ints(&self, f: llvm::Value<'c>, name: &str) -> Option<Vec<Option<u64>>> {
        let kind = self.ctx.md_kind_id(name);
        let (_, node) = f.global_metadata(self.ctx).into_iter().find(|(k, _)| *k == kind)?;
        Some(node.md_operands().into_iter().map(|o| o.and_then(|v| v.const_int_zext())).collect())
    }

    /// `OpEntryPoint Kernel` for each kernel, naming its wrapper function, with the
    /// BuiltIn variables as its interface, and its execution modes from function metadata.
    pub(super) fn emit_entry_points(&mut self) -> Result<()> {
        // SPIR-V 1.4+ (spec 2.17 / OpEntryPoint): the interface lists every module-scope
        // variable the entry point's call tree uses (see interface.rs). Before 1.4 only
        // Input/Output variables (our BuiltIn variables) belong there.
        let used = (self.out.min_version >= (1, 4)).then(|| {
            super::interface::InterfaceIndex::new(
                &self.out.sections.globals,
                &[&self.out.sections.function_decls, &self.out.sections.function_defs],
            )
        });
        let mut builtins: Vec<Word> = self.builtin_vars.values().map(|(v, _)| *v).collect();
        builtins.sort_unstable();
        let entries = std::mem::take(&mut self.entry_points);
        let uncontractable = self.uncontractable_functions();
        for k in &entries {
            let id = self.emit_entry_point_wrapper(k)?;
            let mut ops = vec![spirv::ExecutionModel::Kernel as u32, id];
            string_words(&k.name, &mut ops);
            ops.extend_from_slice(used.as_ref().map(|u| u.interface(k.function)).as_deref().unwrap_or(&builtins));
            push_inst(&mut self.out.sections.entry_points, spirv::Op::EntryPoint, &ops).map_err(|words| {
                Error::UnsupportedInstructionSize {
                    construct: format!("OpEntryPoint Kernel \"{}\"", excerpt(&k.name)),
                    words,
                }
            })?;
            self.execution_modes(id, k.value, &k.name)?;
            if self.contraction_off(k.value, &uncontractable) {
                self.execution_mode(id, spirv::ExecutionMode::ContractionOff, &[]);
            }
        }
        Ok(())
    }

    fn execution_modes(&mut self, id: Word, f: llvm::Value<'c>, name: &str) -> Result<()> {
        let invalid = |md: &str, reason| Error::InvalidMetadata { name: md.into(), owner: name.to_string(), reason };
        for (md, mode) in [
            ("reqd_work_group_size", spirv::ExecutionMode::LocalSize),
            ("work_group_size_hint", spirv::ExecutionMode::LocalSizeHint),
        ] {
            if let Some(vals) = self.function_md_ints(f, md) {
                let xyz: Option<Vec<u32>> = vals.into_iter().map(|v| v.map(|v| v as u32)).collect();
                let xyz = xyz.filter(|v| v.len() == 3).ok_or_else(|| invalid(md, "expected three integer operands"))?;
                self.execution_mode(id, mode, &xyz);
            }
        }
        if let Some(vals) = self.function_md_ints(f, "intel_reqd_sub_group_size") {
            let n = vals
                .first()
                .copied()
                .flatten()
                .ok_or_else(|| invalid("intel_reqd_sub_group_size", "expected an integer"))?;
            self.out.capability(spirv::Capability::SubgroupDispatch);
            self.out.require_version((1, 1));
            self.execution_mode(id, spirv::ExecutionMode::SubgroupSize, &[n as u32]);
        }
        let kind = self.ctx.md_kind_id("vec_type_hint");
        if let Some((_, node)) = f.global_metadata(self.ctx).into_iter().find(|(k, _)| *k == kind) {
            let ops = node.md_operands();
            let ty = ops
                .first()
                .copied()
                .flatten()
                .map(|v| v.ty())
                .ok_or_else(|| invalid("vec_type_hint", "expected a typed value"))?;
            let hint = vec_type_hint(ty)
                .ok_or_else(|| invalid("vec_type_hint", "type is not a scalar or vector of char..double"))?;
            self.execution_mode(id, spirv::ExecutionMode::VecTypeHint, &[hint]);
        }
        self.kernel_attributes(id, f, name, true)?;
        self.vc_float_control(id, f)?;
        self.requested_execution_modes(id, f)
    }

    /// The function metadata of the metadata crate's `KERNEL_ATTRIBUTE_TABLE`
    /// (`!max_work_group_size`, `!stall_enable`, `!loop_fuse`, ...) on `f` (named `name`, id
    /// or entry point `id`): with `entry` the execution modes and decorations of a kernel's
    /// entry point, without it the decorations of another function. An attribute whose
    /// capability the allowed extensions cannot enable is left out, as the Khronos
    /// translator leaves it out without SPV_INTEL_kernel_attributes & co.
    ///
    /// # Errors
    /// [`Error::InvalidSpirvMetadata`] for metadata of a table name in none of its shapes.
    pub(super) fn kernel_attributes(&mut self, id: Word, f: llvm::Value<'c>, name: &str, entry: bool) -> Result<()> {
        let attached = f.global_metadata(self.ctx);
        for md_name in md::kernel_attr_names() {
            let kind = self.ctx.md_kind_id(md_name);
            let Some((_, node)) = attached.iter().find(|(k, _)| *k == kind) else { continue };
            let companion = |n: &str| {
                let kind = self.ctx.md_kind_id(n);
                attached.iter().find(|(k, _)| *k == kind).map(|(_, node)| super::metadata::md_node(*node))
            };
            let found = md::kernel_attr_to_spirv(md_name, &super::metadata::md_node(*node), &companion);
            let Some(found) = found else { continue };
            let (form, literals) = found.map_err(|e| Error::InvalidSpirvMetadata {
                name: md_name.into(),
                owner: name.to_owned(),
                source: Box::new(e),
            })?;
            match form {
                md::KernelAttrForm::ExecutionMode(mode) if entry => {
                    let operand = rspirv::dr::Operand::ExecutionMode(mode);
                    let v2 = spirv::Capability::FPGAKernelAttributesv2INTEL;
                    if operand.required_capabilities().contains(&v2) && self.options.allows(KERNEL_ATTRIBUTES) {
                        // SPV_INTEL_kernel_attributes: v2 implicitly declares
                        // FPGAKernelAttributesINTEL; the Khronos translator declares both.
                        self.out.capability(spirv::Capability::FPGAKernelAttributesINTEL);
                    }
                    let takes_ids = takes_ids(mode);
                    let checked = self.require_operand_capabilities(operand, || format!("OpExecutionMode {mode:?}"));
                    match checked {
                        Ok(()) if takes_ids => self.execution_mode_of_constants(id, mode, &literals, md_name, name)?,
                        Ok(()) => {
                            self.execution_mode(id, mode, &literals);
                        }
                        Err(e) => self.warn(format!("!{md_name} of '{name}' left out: {}", one_line(&e))),
                    }
                }
                // A decoration whose operands the grammar (with the extensions' corrections,
                // e.g. FuseLoopsInFunctionINTEL's Depth and Independent) rejects is left out.
                md::KernelAttrForm::Decoration(d) if md::Decoration::with_ints(d, &literals).validate().is_ok() => {
                    let operand = rspirv::dr::Operand::Decoration(d);
                    match self.require_operand_capabilities(operand, || format!("OpDecorate {d:?}")) {
                        Ok(()) => self.decorate(id, d, &literals),
                        Err(e) => self.warn(format!("!{md_name} of '{name}' left out: {}", one_line(&e))),
                    }
                }
                md::KernelAttrForm::Decoration(d) => self.warn(format!(
                    "!{md_name} of '{name}' left out: decoration {d:?} with operands {literals:?} is not in the SPIR-V grammar"
                )),
                md::KernelAttrForm::ExecutionMode(mode) => {
                    self.warn(format!("!{md_name} of '{name}' left out: execution mode {mode:?} applies to kernels only"))
                }
            }
        }
        Ok(())
    }

    /// `!spirv.ExecutionMode` tuples for kernel `f` ("SPIR-V representation in LLVM IR", "SPIR-V instructions mapped to
    /// LLVM metadata"), decoded by the metadata crate (see `metadata.rs`), every mode of the
    /// SPIR-V grammar. A mode already given by the kernel's own metadata
    /// (`reqd_work_group_size` ...) is not repeated. A mode whose capability is neither core at
    /// the maximum version nor enabled by an allowed extension is left out, as the Khronos
    /// translator leaves float controls out below SPIR-V 1.4.
    fn requested_execution_modes(&mut self, id: Word, f: llvm::Value<'c>) -> Result<()> {
        for em in self.execution_mode_requests(f)? {
            if self.out.has_execution_mode(id, em.mode, &em.literals) {
                continue;
            }
            // One grammar-listed capability suffices, as for every operand
            // (`require_operand_capabilities`).
            let mode = em.mode;
            let operand = rspirv::dr::Operand::ExecutionMode(mode);
            if self.require_operand_capabilities(operand, || format!("OpExecutionMode {mode:?}")).is_ok() {
                if takes_ids(mode) {
                    self.execution_mode_of_constants(id, mode, &em.literals, md::SPIRV_EXECUTION_MODE, &f.name())?;
                } else {
                    self.execution_mode(id, mode, &em.literals);
                }
            }
        }
        Ok(())
    }

    fn execution_mode(&mut self, id: Word, mode: spirv::ExecutionMode, literals: &[u32]) {
        self.out.execution_mode(id, mode, literals);
    }

    /// `OpExecutionModeId %entry mode %c...` for an execution mode whose operands are
    /// `<id>`s of constants (`MaximumRegistersIdINTEL`, SPV_INTEL_maximum_registers), each
    /// value an `i32` constant. The instruction is SPIR-V 1.2 (spec 3.52.6 "Mode-Setting
    /// Instructions"): below that maximum version, or without leave to raise the version,
    /// the metadata `md_name` of function `name` is left out with a warning.
    ///
    /// # Errors
    /// A constant that cannot be written.
    fn execution_mode_of_constants(
        &mut self,
        id: Word,
        mode: spirv::ExecutionMode,
        values: &[u32],
        md_name: &str,
        name: &str,
    ) -> Result<()> {
        const V1_2: (u8, u8) = (1, 2);
        let ok = V1_2 <= self.out.min_version
            || (self.options.raise_version_for_features && V1_2 <= self.options.max_version);
        if !ok {
            self.warn(format!("!{md_name} of '{name}' left out: OpExecutionModeId {mode:?} needs SPIR-V 1.2"));
            return Ok(());
        }
        self.out.require_version(V1_2);
        let ids = values.iter().map(|&v| self.const_u32(v)).collect::<Result<Vec<_>>>()?;
        self.out.execution_mode_id(id, mode, &ids);
        Ok(())
    }
}

/// Whether execution mode `mode` takes `<id>` operands (set by `OpExecutionModeId`).
fn takes_ids(mode: spirv::ExecutionMode) -> bool {
    md::grammar::execution_mode_grammar(mode)
        .and_then(|g| g.operand(0))
        .is_some_and(|o| o.class == md::grammar::OperandClass::Id)
}

/// SPV_INTEL_kernel_attributes.
const KERNEL_ATTRIBUTES: &str = "SPV_INTEL_kernel_attributes";

/// The kernel metadata giving each parameter's buffer location (SPV_INTEL_fpga_buffer_location).
pub(super) const BUFFER_LOCATION_MD: &str = "kernel_arg_buffer_location";

/// The `VecTypeHint` literal: component type code in the low 16 bits (0 char, 1 short,
/// 2 int, 3 long, 4 half, 5 float, 6 double) and lane count in the high 16 (SPIR-V spec 3.6),
/// 0 for a scalar as the Khronos translator writes (and reads) it.
fn vec_type_hint(ty: llvm::Type<'_>) -> Option<u32> {
    let (scalar, lanes) = match ty.vector_size() {
        Some(n) => (ty.element_type()?, n),
        None => (ty, 0),
    };
    let code = match scalar.kind() {
        llvm::TypeKind::LLVMIntegerTypeKind => match scalar.int_width()? {
            8 => 0,
            16 => 1,
            32 => 2,
            64 => 3,
            _ => return None,
        },
        llvm::TypeKind::LLVMHalfTypeKind => 4,
        llvm::TypeKind::LLVMFloatTypeKind => 5,
        llvm::TypeKind::LLVMDoubleTypeKind => 6,
        _ => return None,
    };
    Some(code | (lanes << 16))
}

/// An error's message on one line (a warning is one stderr line).
fn one_line(e: &Error) -> String {
    e.to_string().split_whitespace().collect::<Vec<_>>().join(" ")
}
