//! Debug information: every LLVM debug metadata (DWARF) ⇄ SPIR-V debug instruction
//! correspondence, read by both directions.
//!
//! * [`DebugInfoSet`]: the three debug extended instruction sets (OpenCL.DebugInfo.100,
//!   NonSemantic.Shader.DebugInfo.100, and the Khronos translator's
//!   NonSemantic.Shader.DebugInfo.200) and their `--spirv-debug-info-version` names.
//! * [`DebugInstruction`] (generated, `instructions.rs`): instruction numbers and operand
//!   layouts per set.
//! * `tables.rs`: one table per enumeration, each with a lookup both ways —
//!   DebugBaseTypeAttributeEncoding ⇄ `DW_ATE_*`, DebugTypeQualifier ⇄ `DW_TAG_*_type`,
//!   DebugCompositeType ⇄ `DW_TAG_{class,structure,union}_type`, DebugOperation ⇄ `DW_OP_*`,
//!   DebugInfoFlags ⇄ LLVM `DIFlags` / `DISPFlags`, SourceLanguage ⇄ `DW_LANG_*`.
//!
//! Sources: the OpenCL.DebugInfo.100 and NonSemantic.Shader.DebugInfo.100 extended
//! instruction set specifications (Khronos registry), DWARF 5 (section 7, "Data
//! Representation"), LLVM 19's `llvm/BinaryFormat/Dwarf.def` and `llvm/IR/DebugInfoFlags.def`.

mod instructions;
mod tables;

pub use instructions::{DebugInstruction, Quantity};
pub use tables::{
    composite_of_dw_tag, dw_ate_of_encoding, dw_lang_of_source_language, dw_op_of_operation, dw_tag,
    dw_tag_of_composite, dw_tag_of_imported_entity, dw_tag_of_qualifier, encoding_of_dw_ate, imported_entity_of_dw_tag,
    llvm_flags_of_spirv, operation_of_dw_op, qualifier_of_dw_tag, source_language_of_dw_lang, spirv_flag,
    spirv_flags_of_llvm, Availability, BaseTypeEncoding, CompositeTag, DebugOperationRow, TypeQualifier, DW_OP,
};

/// DebugTypePointer's Storage Class for a pointer without an address space (LLVM's
/// `dwarfAddressSpace:` absent): all ones, as the Khronos translator writes and reads it. Only
/// the NonSemantic sets carry it (a 32-bit constant there; OpenCL.DebugInfo.100's literal
/// enumerant must be a storage class).
pub const NO_STORAGE_CLASS: u32 = u32::MAX;

/// A debug extended instruction set (`OpExtInstImport` name), chosen forward by
/// `--spirv-debug-info-version`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum DebugInfoSet {
    /// `OpenCL.DebugInfo.100` (the default): literal numbers and enumerants, `OpLine` for
    /// locations.
    #[default]
    OpenClDebugInfo100,
    /// `NonSemantic.Shader.DebugInfo.100` (needs SPV_KHR_non_semantic_info): every operand an
    /// `<id>`, numbers as 32-bit integer constants.
    ShaderDebugInfo100,
    /// `NonSemantic.Shader.DebugInfo.200`: the Khronos SPIRV-LLVM-Translator's extension of
    /// NonSemantic.Shader.DebugInfo.100 (more DWARF operations, languages and encodings,
    /// `DebugModule`, subranges, strings).
    ShaderDebugInfo200,
}

impl DebugInfoSet {
    /// Every set.
    pub const ALL: [DebugInfoSet; 3] =
        [DebugInfoSet::OpenClDebugInfo100, DebugInfoSet::ShaderDebugInfo100, DebugInfoSet::ShaderDebugInfo200];

    /// The `OpExtInstImport` name.
    pub const fn import_name(self) -> &'static str {
        match self {
            DebugInfoSet::OpenClDebugInfo100 => "OpenCL.DebugInfo.100",
            DebugInfoSet::ShaderDebugInfo100 => "NonSemantic.Shader.DebugInfo.100",
            DebugInfoSet::ShaderDebugInfo200 => "NonSemantic.Shader.DebugInfo.200",
        }
    }

    /// The set imported as `name`; `None` for any other import.
    pub fn from_import_name(name: &str) -> Option<DebugInfoSet> {
        DebugInfoSet::ALL.into_iter().find(|s| s.import_name() == name)
    }

    /// The `--spirv-debug-info-version` value naming this set (the Khronos translator's
    /// names: `ocl-100`, `nonsemantic-shader-100`, `nonsemantic-shader-200`).
    pub const fn option_name(self) -> &'static str {
        match self {
            DebugInfoSet::OpenClDebugInfo100 => "ocl-100",
            DebugInfoSet::ShaderDebugInfo100 => "nonsemantic-shader-100",
            DebugInfoSet::ShaderDebugInfo200 => "nonsemantic-shader-200",
        }
    }

    /// The set a `--spirv-debug-info-version` value names; `None` for an unknown value.
    pub fn from_option_name(name: &str) -> Option<DebugInfoSet> {
        DebugInfoSet::ALL.into_iter().find(|s| s.option_name() == name)
    }

    /// Whether the set is a `NonSemantic.*` set (operands are ids; needs
    /// SPV_KHR_non_semantic_info before SPIR-V 1.6).
    pub const fn is_non_semantic(self) -> bool {
        !matches!(self, DebugInfoSet::OpenClDebugInfo100)
    }
}

#[cfg(test)]
mod tests;
