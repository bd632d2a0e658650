//! `spirv.*` metadata in the input: the producer's requests and decorations
//! that have no LLVM form, decoded with the metadata crate and emitted as
//! SPIR-V (the forward half of issue 5's codec).
//!
//! - `!spirv.Capability`, `!spirv.Extension`, `!spirv.SourceExtension`,
//!   `!spirv.ExecutionMode` (named metadata): declared / emitted as given.
//! - `!spirv.Decorations` on instructions and global variables, and
//!   `!spirv.ParameterDecorations` on functions: one `OpDecorate` per
//!   decoration node, validated against the grammar by the metadata crate.
//! - Annotation strings (`llvm.global.annotations`, `llvm.var.annotation`,
//!   `llvm.ptr.annotation`): `UserSemantic` with the whole string (SPIR-V 1.6
//!   3.20); with SPV_INTEL_fpga_memory_attributes allowed, strings made of
//!   `{name:args}` blocks become the FPGA memory decorations they name.
//!
//! Source: seed 003, "SPIR-V instructions mapped to LLVM metadata" and
//! "Function parameter, instruction and global variable decoration through metadata".

use super::builder::{push_inst, string_words};
use super::{Error, Result, Translator};
use crate::llvm;
use llvm_spirv_metadata as md;
use spirv::Word;

/// Converts an LLVM metadata node (as a value) into the metadata crate's model;
/// value operands other than constants become [`md::MdOperand::Null`].
fn md_node(v: llvm::Value<'_>) -> md::MdNode {
    md::MdNode::new(
        v.md_operands()
            .into_iter()
            .map(|o| match o {
                None => md::MdOperand::Null,
                Some(o) => {
                    if let Some(s) = o.md_string() {
                        md::MdOperand::String(s)
                    } else if o.is_metadata() {
                        md::MdOperand::Node(md_node(o))
                    } else if let Some(value) = o.const_int_zext() {
                        md::MdOperand::Int { bits: o.ty().int_width().unwrap_or(32), value }
                    } else {
                        md::MdOperand::Null
                    }
                }
            })
            .collect(),
    )
}

impl<'c> Translator<'c, '_> {
    /// Honours `!spirv.Capability`, `!spirv.Extension`, `!spirv.SourceExtension`.
    pub(super) fn module_spirv_metadata(&mut self) -> Result<()> {
        let invalid = |name: &str, e: md::Error| Error::InvalidSpirvMetadata { name: name.to_string(), owner: "module".into(), source: e };
        for node in self.module.named_metadata(md::module::SPIRV_CAPABILITY) {
            let c = md::Capability::decode(&md_node(node)).map_err(|e| invalid(md::module::SPIRV_CAPABILITY, e))?;
            self.out.capability(c.0);
        }
        for node in self.module.named_metadata(md::module::SPIRV_EXTENSION) {
            let e = md::Extension::decode(&md_node(node)).map_err(|e| invalid(md::module::SPIRV_EXTENSION, e))?;
            // The producer's request obeys --spirv-ext like any other use.
            if !self.options.allows(&e.0) {
                return Err(Error::ExtensionNotAllowed { construct: format!("!{}", md::module::SPIRV_EXTENSION), extension: e.0 });
            }
            self.out.extension_owned(e.0);
        }
        for node in self.module.named_metadata(md::module::SPIRV_SOURCE_EXTENSION) {
            let e = md::SourceExtension::decode(&md_node(node)).map_err(|e| invalid(md::module::SPIRV_SOURCE_EXTENSION, e))?;
            let mut ops = Vec::new();
            string_words(&e.0, &mut ops);
            let _ = push_inst(&mut self.out.sections.debug_strings, spirv::Op::SourceExtension, &ops);
        }
        Ok(())
    }

    /// `OpDecorate`s from a `!spirv.Decorations` attachment of kind `kind` on `v` (id `id`).
    fn decorations_from_list(&mut self, list: &md::DecorationList, id: Word) {
        for d in &list.0 {
            if d.kind == spirv::Decoration::UserSemantic {
                // UserSemantic is core from SPIR-V 1.4 (before: SPV_GOOGLE_hlsl_functionality1).
                self.out.require_version((1, 4));
            }
            let mut ops = vec![id, d.kind as u32];
            for o in &d.operands {
                match o {
                    md::DecorationOperand::Int(v) => ops.push(*v),
                    md::DecorationOperand::String(s) => string_words(s, &mut ops),
                    md::DecorationOperand::Id(_) => {}
                }
            }
            let _ = push_inst(&mut self.out.sections.annotations, spirv::Op::Decorate, &ops);
        }
    }

    /// The decorations of annotation string `annotation` on `id`.
    pub(super) fn annotation_decorations(&mut self, id: Word, annotation: &str) {
        let decoded = if self.options.allows("SPV_INTEL_fpga_memory_attributes") {
            md::annotation::Annotation::decode(annotation)
        } else {
            md::annotation::Annotation::UserSemantic(annotation.to_string())
        };
        if let md::annotation::Annotation::Decorations(_) = decoded {
            self.out.capability(spirv::Capability::FPGAMemoryAttributesINTEL);
            self.out.extension("SPV_INTEL_fpga_memory_attributes");
        }
        self.decorations_from_list(&md::DecorationList(decoded.into_decorations()), id);
    }

    /// `llvm.global.annotations`: the annotations of global variables and functions.
    pub(super) fn global_annotations(&mut self) -> Result<()> {
        let Some(init) = self.module.globals().find(|g| g.name_bytes() == md::annotation::LLVM_GLOBAL_ANNOTATIONS.as_bytes()).and_then(|g| g.initializer()) else {
            return Ok(());
        };
        for i in 0..init.ty().array_length().unwrap_or(0) as u32 {
            let Some(entry) = init.aggregate_element(i) else { continue };
            let (Some(mut target), Some(text)) = (entry.aggregate_element(0), entry.aggregate_element(1)) else { continue };
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
                self.annotation_decorations(id, &s);
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
            source: e,
        })?;
        let Some(&id) = self.locals.get(&inst) else { return Ok(()) };
        self.decorations_from_list(&list, id);
        Ok(())
    }

    /// `!spirv.Decorations` on a global variable or function with id `id`.
    pub(super) fn global_spirv_decorations(&mut self, g: llvm::Value<'c>, id: Word) -> Result<()> {
        let kind = self.ctx.md_kind_id(md::SPIRV_DECORATIONS);
        let Some((_, node)) = g.global_metadata(self.ctx).into_iter().find(|(k, _)| *k == kind) else { return Ok(()) };
        let list = md::DecorationList::decode(&md_node(node)).map_err(|e| Error::InvalidSpirvMetadata {
            name: md::SPIRV_DECORATIONS.into(),
            owner: g.name(),
            source: e,
        })?;
        self.decorations_from_list(&list, id);
        Ok(())
    }

    /// `!spirv.ParameterDecorations` of function `f` for parameter `index` (id `id`).
    pub(super) fn parameter_spirv_decorations(&mut self, f: llvm::Value<'c>, index: u32, id: Word) -> Result<()> {
        let kind = self.ctx.md_kind_id(md::SPIRV_PARAMETER_DECORATIONS);
        let Some((_, node)) = f.global_metadata(self.ctx).into_iter().find(|(k, _)| *k == kind) else { return Ok(()) };
        let lists = md::ParameterDecorations::decode(&md_node(node)).map_err(|e| Error::InvalidSpirvMetadata {
            name: md::SPIRV_PARAMETER_DECORATIONS.into(),
            owner: f.name(),
            source: e,
        })?;
        if let Some(list) = lists.0.get(index as usize) {
            let list = list.clone();
            self.decorations_from_list(&list, id);
        }
        Ok(())
    }
}
