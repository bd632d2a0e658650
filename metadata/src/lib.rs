//! The one place that knows how SPIR-V information without a natural LLVM
//! home travels through LLVM IR ("SPIR-V representation in
//! LLVM IR", `docs/SPIRVRepresentationInLLVM.rst` of the Khronos
//! SPIRV-LLVM-Translator; "the representation document" in this crate's docs).
//!
//! The crate does not depend on LLVM. It works on its own small metadata
//! model ([`MdNode`], [`MdOperand`], [`NamedMd`], [`ValueRef`]; see
//! [`model`]) which the translator adapts to and from real LLVM metadata,
//! and turns it into typed Rust data and back. Every format has a
//! `decode(&MdNode) -> Result<T>` and an `encode(&T) -> MdNode`; errors are
//! one [`Error`] enum whose variants carry the offending node or string.
//!
//! | format ("SPIR-V representation in LLVM IR" section)                                              | module          | entry points |
//! |--------------------------------------------------------------------|-----------------|--------------|
//! | `!spirv.Source`, `.SourceExtension`, `.Extension`, `.Capability`, `.MemoryModel`, `.EntryPoint`, `.ExecutionMode`, `.Generator` ("SPIR-V instructions mapped to LLVM metadata") | [`module`] | [`ModuleMetadata::decode`] / [`ModuleMetadata::encode`], one type per instruction |
//! | `!spirv.Decorations`, `!spirv.ParameterDecorations` ("Function parameter, instruction and global variable decoration through metadata") | [`decoration`] | [`DecorationList`], [`ParameterDecorations`], [`Decoration::validate`] |
//! | `llvm.ptr.annotation` member decorations ("Member decoration through pointer annotations") | [`annotation`] | [`decode_annotation`] / [`encode_annotation`] |
//! | `llvm.var.annotation`, `llvm.global.annotations`, plain annotation strings (UserSemantic) | [`annotation`] | [`Annotation::decode`], [`annotations_from_decorations`] |
//! | `kernel_arg_*` ("Function metadata") and their SPIR-V forms        | [`kernel_arg`]  | [`KernelArgInfo`], [`TypeQualifiers`], [`encode_arg_type_string`] |
//! | kernel / function metadata with execution-mode or decoration forms (`!max_work_group_size`, `!stall_enable`, ...) | [`kernel_attr`] | [`KERNEL_ATTRIBUTE_TABLE`], [`kernel_attr_to_spirv`] / [`kernel_attr_from_spirv`] |
//! | LLVM flags / attributes / `!fpmath` / `!llvm.loop` with decoration equivalents | [`attributes`] | [`ATTRIBUTE_TABLE`] and its helpers |
//! | decoration and execution-mode operand grammar (SPIR-V spec 3.20, 3.6) | [`grammar`] | [`grammar::decoration_grammar`] |
//!
//! Grammar checks use the workspace's SPIR-V decoder (`llvm_spirv_binary`, whose
//! operand decoding follows the SPIR-V JSON grammar) rather than hand-typed tables
//! (see [`grammar`]).
#![deny(clippy::panic, clippy::todo, clippy::dbg_macro)]
#![warn(missing_docs)]

pub mod annotation;
pub mod attributes;
pub mod decoration;
pub mod error;
pub mod grammar;
pub mod kernel_arg;
pub mod kernel_attr;
pub mod model;
pub mod module;

pub use annotation::{
    annotations_from_decorations, decode_annotation, decorates_members, encode_annotation, encode_lsu_annotation,
    is_lsu_decoration, lsu_annotation, parse_annotation_blocks, reserved_name, write_annotation_blocks, Annotation,
    AnnotationArg, AnnotationBlock, AnnotationSplit, ReservedArgs, ReservedName, LLVM_GLOBAL_ANNOTATIONS,
    LLVM_PTR_ANNOTATION, LLVM_VAR_ANNOTATION, RESERVED_NAMES,
};
pub use attributes::{
    decoration_for, fpmath_from_decoration, fpmath_to_decoration, linkage_decoration, linkage_for,
    linkage_from_decoration, linkage_type_for, llvm_attr_for, loop_control_from_hints, loop_control_min_version,
    loop_hints_from_control, mapping_for_llvm, AttrSite, AttributeMapping, FastMathFlags, HintsFromLoopControl,
    LlvmAttr, LlvmLinkage, LoopControl, LoopControlFromHints, MemoryAccessFlags, SpirvForm, ValueKind, ATTRIBUTE_TABLE,
    FPMATH, LLVM_LOOP, PARALLEL_ACCESS_INDICES,
};
pub use decoration::{
    Decoration, DecorationList, DecorationOperand, OperandCacheControls, ParameterDecorations,
    SPIRV_CACHE_CONTROL_DECORATIONS, SPIRV_DECORATIONS, SPIRV_PARAMETER_DECORATIONS,
};
pub use error::{BlockProblem, Error, GrammarItem, GrammarProblem, Result, SyntaxProblem};
pub use kernel_arg::{
    addr_space_to_storage_class, decode_arg_type_string, encode_arg_type_string, find_arg_type_string,
    storage_class_to_addr_space, AccessQualifier, KernelArgInfo, TypeQualifiers, KERNEL_ARG_ACCESS_QUAL,
    KERNEL_ARG_ADDR_SPACE, KERNEL_ARG_BASE_TYPE, KERNEL_ARG_METADATA_NAMES, KERNEL_ARG_NAME,
    KERNEL_ARG_RUNTIME_ALIGNED, KERNEL_ARG_TYPE, KERNEL_ARG_TYPE_QUAL,
};
pub use kernel_attr::{
    kernel_attr_from_spirv, kernel_attr_names, kernel_attr_reverse_rank, kernel_attr_to_spirv, KernelAttrForm,
    KernelAttrShape, KernelAttribute, KERNEL_ATTRIBUTE_TABLE,
};
pub use model::{MdNode, MdOperand, NamedMd, ValueRef};
pub use module::{
    Capability, EntryPoint, ExecutionMode, ExecutionModeTarget, Extension, Generator, MemoryModel, ModuleMetadata,
    Source, SourceExtension, MODULE_METADATA_NAMES, SPIRV_CAPABILITY, SPIRV_ENTRY_POINT, SPIRV_EXECUTION_MODE,
    SPIRV_EXTENSION, SPIRV_GENERATOR, SPIRV_MEMORY_MODEL, SPIRV_SOURCE, SPIRV_SOURCE_EXTENSION,
};

mod capability_table;

/// What declaring a capability needs, from the SPIR-V grammar (spec 2.16.1 "Universal
/// Validation Rules": a capability that an extension adds needs that extension declared,
/// unless the module's version made it core).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CapabilityRequirements {
    /// The grammar's spelling of the capability (`ExpectAssumeKHR`).
    pub name: &'static str,
    /// Extensions any one of which enables it (empty: core).
    pub extensions: &'static [&'static str],
    /// The SPIR-V version (major, minor) from which it is core without an extension.
    pub core_since: Option<(u8, u8)>,
}

/// The requirements of capability number `cap` (SPIR-V spec 3.31 "Capability"), or `None`
/// for a value the grammar this crate was generated from does not list
/// (`scripts/gen-capability-table.py`).
pub fn capability_requirements(cap: u32) -> Option<CapabilityRequirements> {
    let table = capability_table::CAPABILITIES;
    let i = table.binary_search_by_key(&cap, |row| row.0).ok()?;
    let (_, name, extensions, core_since) = table[i];
    Some(CapabilityRequirements { name, extensions, core_since })
}

mod extension_table;

/// Whether `name` is an extension the SPIR-V core grammar names (an instruction or an
/// operand enumerant it enables; `scripts/gen-extension-table.py`).
pub fn grammar_extension(name: &str) -> bool {
    extension_table::EXTENSIONS.binary_search(&name).is_ok()
}

#[cfg(test)]
mod capability_tests {
    use super::*;

    #[test]
    fn capability_requirements_come_from_the_grammar() {
        let r = capability_requirements(spirv::Capability::ExpectAssumeKHR as u32).unwrap();
        assert_eq!((r.name, r.extensions, r.core_since), ("ExpectAssumeKHR", &["SPV_KHR_expect_assume"][..], None));
        assert!(grammar_extension("SPV_KHR_expect_assume") && !grammar_extension("SPV_KHR_expect"));
        let r = capability_requirements(spirv::Capability::Kernel as u32).unwrap();
        assert!(r.extensions.is_empty());
        // Core since 1.3, an extension before.
        let r = capability_requirements(spirv::Capability::StorageBuffer16BitAccess as u32).unwrap();
        assert_eq!((r.extensions, r.core_since), (&["SPV_KHR_16bit_storage"][..], Some((1, 3))));
        assert_eq!(capability_requirements(0x7fff_ffff), None);
        // Sorted, so binary search finds every row.
        assert!(capability_table::CAPABILITIES.windows(2).all(|w| w[0].0 < w[1].0));
    }
}
