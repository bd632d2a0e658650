//! Decorations and module-level instructions without a native LLVM form ->
//! `spirv.*` metadata, through the metadata crate's codec.
//!
//! Source: seed 003, "SPIR-V instructions mapped to LLVM metadata" and
//! "Function parameter, instruction and global variable decoration through
//! metadata". Decorations with an LLVM equivalent (flags, attributes,
//! linkage, alignment, volatile, conversions' saturation and rounding) are
//! consumed where the value is built and are not repeated here.

use super::{Decoration, Reader};
use crate::llvm;
use llvm_spirv_metadata as md;
use rspirv::dr;
use spirv::Word;

/// Decorations whose meaning is carried by the LLVM construct itself.
const NATIVE: &[spirv::Decoration] = &[
    spirv::Decoration::NoSignedWrap,
    spirv::Decoration::NoUnsignedWrap,
    spirv::Decoration::FPFastMathMode,
    spirv::Decoration::Alignment,
    spirv::Decoration::Volatile,
    spirv::Decoration::FuncParamAttr,
    spirv::Decoration::LinkageAttributes,
    spirv::Decoration::BuiltIn,
    spirv::Decoration::Constant,
    spirv::Decoration::SpecId,
    spirv::Decoration::MaxByteOffset,
    spirv::Decoration::MaxByteOffsetId,
    spirv::Decoration::SaturatedConversion,
    spirv::Decoration::FPRoundingMode,
    spirv::Decoration::CPacked,
];

impl<'c> Reader<'c, '_> {
    /// The decorations of `id` that have no native LLVM form, in the metadata crate's model.
    fn extra_decorations(&self, id: Word) -> md::DecorationList {
        let list = self
            .decorations_of(id)
            .iter()
            .filter(|d| !NATIVE.contains(&d.kind))
            .filter_map(|d| self.to_md_decoration(d))
            .collect();
        md::DecorationList(list)
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

    /// Attaches `!spirv.Decorations` to an instruction or global for `id`'s non-native decorations.
    pub(super) fn attach_decorations(&self, id: Word, v: llvm::Value<'c>) {
        if !self.decorations.contains_key(&id) {
            return;
        }
        let list = self.extra_decorations(id);
        if list.0.is_empty() {
            return;
        }
        let node = self.md_to_llvm(&list.encode());
        let kind = self.ctx.md_kind_id(md::SPIRV_DECORATIONS);
        if v.is_instruction() {
            v.set_instruction_metadata(self.ctx, kind, node);
        } else if v.is_global_variable() || v.is_function() {
            v.set_global_metadata(kind, node);
        }
    }

    /// Attaches `!spirv.ParameterDecorations` when any parameter has non-native decorations.
    pub(super) fn attach_parameter_decorations(&self, f: llvm::Value<'c>, params: &[Word]) {
        let lists: Vec<md::DecorationList> = params.iter().map(|&p| self.extra_decorations(p)).collect();
        if lists.iter().all(|l| l.0.is_empty()) {
            return;
        }
        let node = self.md_to_llvm(&md::ParameterDecorations(lists).encode());
        f.set_global_metadata(self.ctx.md_kind_id(md::SPIRV_PARAMETER_DECORATIONS), node);
    }

    /// The module-level instructions as `!spirv.*` named metadata (capabilities, extensions,
    /// source extensions, memory model, generator).
    pub(super) fn module_instruction_metadata(&self, generator: u32) {
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
                    if let (Some(dr::Operand::AddressingModel(a)), Some(dr::Operand::MemoryModel(mm))) = (inst.operands.first(), inst.operands.get(1)) {
                        m.memory_models.push(md::MemoryModel { addressing: *a, memory: *mm });
                    }
                }
                _ => {}
            }
        }
        m.generators.push(md::Generator { id: (generator >> 16) as u16, version: generator as u16 });
        for named in m.encode() {
            if named.name == md::module::SPIRV_SOURCE {
                continue; // written with the OpenCL version metadata in module_metadata()
            }
            for node in &named.nodes {
                let n = self.md_to_llvm(node);
                self.module.add_named_metadata(self.ctx, &named.name, n);
            }
        }
    }

    /// The metadata crate's node as LLVM metadata (value references are not produced here).
    fn md_to_llvm(&self, node: &md::MdNode) -> llvm::Metadata<'c> {
        let ops: Vec<llvm::Metadata<'c>> = node
            .operands()
            .iter()
            .map(|o| match o {
                md::MdOperand::Int { bits, value } => llvm::Metadata::constant(llvm::Value::const_int(llvm::Type::int(self.ctx, *bits), *value)),
                md::MdOperand::Float { bits, value } => {
                    let t = llvm::Type::float(self.ctx, *bits).unwrap_or_else(|| llvm::Type::int(self.ctx, *bits));
                    llvm::Metadata::constant(self.scalar_constant(t, *value))
                }
                md::MdOperand::String(s) => self.ctx.md_string(s),
                md::MdOperand::Node(n) => self.md_to_llvm(n),
                md::MdOperand::Null | md::MdOperand::Value(_) => self.ctx.md_node(&[]),
            })
            .collect();
        self.ctx.md_node(&ops)
    }
}
