//! Reading LLVM debug metadata: typed, read-only accessors of `DI*` nodes, debug locations,
//! global variable attachments and LLVM 19 debug records (`#dbg_value`, `#dbg_declare`).
//!
//! The LLVM C API (`llvm-c/DebugInfo.h`) has getters for a few fields only (a location's
//! line, a file's name, a type's size, ...); the others (a basic type's encoding, a
//! subprogram's name, a composite's elements, an expression's elements, the records before
//! an instruction) are read by the small C++ shim `debug_info_shim.cpp` (compiled by
//! `build.rs`), whose every function checks the node's class before reading and answers
//! "absent" otherwise. Nothing is printed or reparsed.
//!
//! Source: LLVM 19 `llvm/IR/DebugInfoMetadata.h`, `llvm/IR/DebugProgramInstruction.h`, LLVM
//! Language Reference "Debug Records" and "Metadata".

use super::{borrowed_str, Context, Module, Value};
use llvm_sys::prelude::{LLVMMetadataRef, LLVMModuleRef, LLVMValueRef};
use std::ffi::c_char;
use std::marker::PhantomData;

pub use llvm_sys::debuginfo::LLVMMetadataKind as MetadataKind;

mod shim {
    use super::*;
    extern "C" {
        pub fn llvm_spirv_di_int(md: LLVMMetadataRef, field: u32, ok: *mut i32) -> u64;
        pub fn llvm_spirv_di_node(md: LLVMMetadataRef, field: u32) -> LLVMMetadataRef;
        pub fn llvm_spirv_di_str(md: LLVMMetadataRef, field: u32, len: *mut usize) -> *const c_char;
        pub fn llvm_spirv_md_num_operands(md: LLVMMetadataRef) -> u32;
        pub fn llvm_spirv_md_operand(md: LLVMMetadataRef, i: u32) -> LLVMMetadataRef;
        pub fn llvm_spirv_md_value(md: LLVMMetadataRef) -> LLVMValueRef;
        pub fn llvm_spirv_diexpr_num_elements(md: LLVMMetadataRef) -> u32;
        pub fn llvm_spirv_diexpr_element(md: LLVMMetadataRef, i: u32) -> u64;
        pub fn llvm_spirv_compile_units(m: LLVMModuleRef, out: *mut LLVMMetadataRef, cap: u32) -> u32;
        pub fn llvm_spirv_dwarf_version(m: LLVMModuleRef) -> u32;
        pub fn llvm_spirv_global_debug_info(g: LLVMValueRef, out: *mut LLVMMetadataRef, cap: u32) -> u32;
        pub fn llvm_spirv_first_dbg_record(inst: LLVMValueRef) -> *mut std::ffi::c_void;
        pub fn llvm_spirv_next_dbg_record(rec: *mut std::ffi::c_void) -> *mut std::ffi::c_void;
        pub fn llvm_spirv_dbg_record_kind(rec: *mut std::ffi::c_void) -> u32;
        pub fn llvm_spirv_dbg_record_node(rec: *mut std::ffi::c_void, field: u32) -> LLVMMetadataRef;
        pub fn llvm_spirv_dbg_record_num_locations(rec: *mut std::ffi::c_void) -> u32;
        pub fn llvm_spirv_dbg_record_location(rec: *mut std::ffi::c_void, i: u32) -> LLVMValueRef;
    }
}

/// An integer field of a debug node (the shim's field numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntField {
    /// Source line (variables, subprograms, types, lexical blocks, locations, imports, labels, modules).
    Line = 0,
    /// Source column (lexical blocks, locations).
    Column = 1,
    /// Size in bits (types).
    SizeInBits = 2,
    /// Offset in bits (members, inheritance).
    OffsetInBits = 3,
    /// Alignment in bits (types, variables).
    AlignInBits = 4,
    /// `DIFlags` (types, subprograms, local variables).
    Flags = 5,
    /// `DISPFlags` (subprograms).
    SpFlags = 6,
    /// `DW_ATE_*` (basic types).
    Encoding = 7,
    /// `DW_TAG_*` (every `DINode`).
    Tag = 8,
    /// Argument number, 1-based, 0 for a non-argument (local variables).
    ArgNumber = 9,
    /// Scope line (subprograms).
    ScopeLine = 10,
    /// `DW_LANG_*` (compile units).
    Language = 11,
    /// 1 when local to its unit (global variables).
    IsLocal = 12,
    /// 1 when a definition (global variables).
    IsDefinition = 13,
    /// 1 when optimized (compile units).
    IsOptimized = 14,
    /// Discriminator (lexical block files).
    Discriminator = 15,
    /// Value, as 64 bits (enumerators).
    EnumeratorValue = 16,
    /// 1 when unsigned (enumerators).
    EnumeratorIsUnsigned = 17,
    /// Constant element count, -1 for an unknown bound, as 64 bits (subranges).
    SubrangeCount = 18,
    /// Constant lower bound (subranges).
    SubrangeLowerBound = 19,
    /// Checksum kind: 1 MD5, 2 SHA1, 3 SHA256 (files).
    ChecksumKind = 20,
    /// DWARF address space (pointer types).
    AddressSpace = 21,
    /// Emission kind (compile units).
    EmissionKind = 22,
    /// 1 when a declaration (modules).
    IsDecl = 23,
    /// The split DWARF object's id, `dwoId:` (compile units; 0 when absent).
    DwoId = 24,
}

/// A node-valued field of a debug node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeField {
    /// The enclosing scope.
    Scope = 0,
    /// The `DIFile`.
    File = 1,
    /// The type (variables, subprograms, template parameters) or base type (derived and composite types).
    Type = 2,
    /// Elements: a composite's members / enumerators / subranges, a subroutine's types (tuple).
    Elements = 3,
    /// The inlined-at location (locations).
    InlinedAt = 4,
    /// The compile unit (subprograms).
    Unit = 5,
    /// The declaration (subprograms) or static member declaration (global variables).
    Declaration = 6,
    /// Retained nodes (subprograms) or retained types (compile units), a tuple.
    RetainedNodes = 7,
    /// Global variable expressions of a compile unit (tuple).
    GlobalVariables = 8,
    /// Enum types of a compile unit (tuple).
    EnumTypes = 9,
    /// Imported entities of a compile unit (tuple).
    ImportedEntities = 10,
    /// The entity an import names.
    Entity = 11,
    /// Extra data of a derived type (the class of a pointer to member, ...).
    ExtraData = 12,
    /// Template parameters (tuple).
    TemplateParams = 13,
    /// The variable of a global variable expression.
    Variable = 14,
    /// The expression of a global variable expression.
    Expression = 15,
    /// A subrange's count when it is a variable or an expression.
    SubrangeCountNode = 16,
    /// The file of a compile unit.
    UnitFile = 17,
    /// A subrange's count, whatever its form: a constant (`ConstantAsMetadata`, read with
    /// [`DiNode::value`]), a `DIVariable` or a `DIExpression`.
    BoundCount = 18,
    /// A subrange's lower bound (as [`NodeField::BoundCount`]).
    BoundLower = 19,
    /// A subrange's upper bound (as [`NodeField::BoundCount`]).
    BoundUpper = 20,
    /// A subrange's stride (as [`NodeField::BoundCount`]).
    BoundStride = 21,
    /// A (Fortran) array type's `dataLocation:` (a `DIVariable` or `DIExpression`).
    DataLocation = 22,
    /// An array type's `associated:` (as [`NodeField::DataLocation`]).
    Associated = 23,
    /// An array type's `allocated:` (as [`NodeField::DataLocation`]).
    Allocated = 24,
    /// An array type's `rank:` (a constant or a `DIExpression`).
    Rank = 25,
}

/// A string field of a debug node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StrField {
    /// Name (variables, subprograms, types, enumerators, namespaces, modules, labels, ...).
    Name = 0,
    /// Linkage name (subprograms, global variables) or identifier (composite types).
    LinkageName = 1,
    /// File name (files).
    Filename = 2,
    /// Directory (files).
    Directory = 3,
    /// Embedded source text (files).
    Source = 4,
    /// Producer (compile units).
    Producer = 5,
    /// Compiler flags (compile units).
    Flags = 6,
    /// Checksum value (files).
    Checksum = 7,
    /// Configuration macros (modules).
    ConfigMacros = 8,
    /// Include path (modules).
    IncludePath = 9,
    /// API notes file (modules).
    ApiNotes = 10,
    /// The split DWARF file name, `splitDebugFilename:` (compile units).
    SplitDebugFilename = 11,
    /// `targetFuncName:` (subprograms; absent when not set).
    TargetFuncName = 12,
}

/// A metadata node (a `DINode`, `DILocation`, `DIExpression`, tuple, ...) of a module.
/// Equality and hashing are by identity (LLVM uniques nodes).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DiNode<'c> {
    raw: LLVMMetadataRef,
    _ctx: PhantomData<&'c Context>,
}

impl<'c> DiNode<'c> {
    fn from_raw(raw: LLVMMetadataRef) -> Option<Self> {
        (!raw.is_null()).then_some(DiNode { raw, _ctx: PhantomData })
    }

    /// The node's class.
    pub fn kind(self) -> MetadataKind {
        // SAFETY: a live metadata node; defined for every metadata.
        unsafe { llvm_sys::debuginfo::LLVMGetMetadataKind(self.raw) }
    }

    /// Integer field `f`; `None` when this class of node has no such field (or, for
    /// optional fields, it is absent).
    pub fn int(self, f: IntField) -> Option<u64> {
        let mut ok = 0;
        // SAFETY: a live node; the shim checks the node's class before reading.
        let v = unsafe { shim::llvm_spirv_di_int(self.raw, f as u32, &mut ok) };
        (ok != 0).then_some(v)
    }

    /// Node field `f`; `None` when absent.
    pub fn node(self, f: NodeField) -> Option<DiNode<'c>> {
        // SAFETY: as `int`.
        DiNode::from_raw(unsafe { shim::llvm_spirv_di_node(self.raw, f as u32) })
    }

    /// String field `f` (lossy UTF-8); `None` when absent.
    pub fn string(self, f: StrField) -> Option<String> {
        let mut len = 0;
        // SAFETY: as `int`; the string lives as long as the context.
        let p = unsafe { shim::llvm_spirv_di_str(self.raw, f as u32, &mut len) };
        (!p.is_null()).then(|| String::from_utf8_lossy(borrowed_str(p, len)).into_owned())
    }

    /// The operands of a tuple (or any `MDNode`); `None` for null operands.
    pub fn operands(self) -> Vec<Option<DiNode<'c>>> {
        // SAFETY: a live node; the shim answers 0 for non-nodes and checks the index.
        let n = unsafe { shim::llvm_spirv_md_num_operands(self.raw) };
        (0..n).map(|i| DiNode::from_raw(unsafe { shim::llvm_spirv_md_operand(self.raw, i) })).collect()
    }

    /// The elements of a `DIExpression` (`DW_OP_*` and their literal operands); empty for
    /// other nodes.
    pub fn expression_elements(self) -> Vec<u64> {
        // SAFETY: as `operands`.
        let n = unsafe { shim::llvm_spirv_diexpr_num_elements(self.raw) };
        (0..n).map(|i| unsafe { shim::llvm_spirv_diexpr_element(self.raw, i) }).collect()
    }

    /// The value of a `ValueAsMetadata` or of a template value parameter.
    pub fn value(self) -> Option<Value<'c>> {
        // SAFETY: as `int`.
        Value::from_raw(unsafe { shim::llvm_spirv_md_value(self.raw) })
    }
}

/// What a debug record does (LLVM Language Reference, "Debug Records").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DebugRecordKind {
    /// `#dbg_declare`: the variable lives at the address.
    Declare,
    /// `#dbg_value`: the variable has the value from here on.
    Value,
    /// `#dbg_assign`: a value with an assignment id (read as a value).
    Assign,
    /// `#dbg_label`.
    Label,
}

/// One debug record placed before an instruction.
#[derive(Clone, Debug)]
pub struct DebugRecord<'c> {
    /// Declare, value, assign or label.
    pub kind: DebugRecordKind,
    /// The `DILocalVariable` (or `DILabel`).
    pub variable: Option<DiNode<'c>>,
    /// The `DIExpression` (none for labels).
    pub expression: Option<DiNode<'c>>,
    /// The record's `DILocation`.
    pub location: Option<DiNode<'c>>,
    /// The location operands (one, or several with `DW_OP_LLVM_arg`); `None` for a deleted
    /// operand.
    pub values: Vec<Option<Value<'c>>>,
}

impl<'c> Value<'c> {
    /// The instruction's `!dbg` location (`DILocation`).
    pub fn debug_location(self) -> Option<DiNode<'c>> {
        if !self.is_instruction() {
            return None;
        }
        // SAFETY: an instruction (checked above).
        DiNode::from_raw(unsafe { llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(self.raw()) })
    }

    /// The function's `!dbg` subprogram.
    pub fn subprogram(self) -> Option<DiNode<'c>> {
        if !self.is_function() {
            return None;
        }
        // SAFETY: a function (checked above).
        DiNode::from_raw(unsafe { llvm_sys::debuginfo::LLVMGetSubprogram(self.raw()) })
    }

    /// A global variable's `!dbg` attachments (`DIGlobalVariableExpression`s); empty for
    /// other values.
    pub fn global_debug_info(self) -> Vec<DiNode<'c>> {
        let mut out = [std::ptr::null_mut(); 4];
        // SAFETY: the shim checks the value is a global variable and writes at most 4.
        let n = unsafe { shim::llvm_spirv_global_debug_info(self.raw(), out.as_mut_ptr(), 4) } as usize;
        if n > out.len() {
            let mut all = vec![std::ptr::null_mut(); n];
            // SAFETY: as above, with room for all `n`.
            unsafe { shim::llvm_spirv_global_debug_info(self.raw(), all.as_mut_ptr(), n as u32) };
            return all.into_iter().filter_map(DiNode::from_raw).collect();
        }
        out[..n].iter().copied().filter_map(DiNode::from_raw).collect()
    }

    /// The debug records placed before this instruction, in order (empty for a module in
    /// the intrinsic form: see [`Module::use_debug_records`]).
    pub fn debug_records(self) -> Vec<DebugRecord<'c>> {
        let mut out = Vec::new();
        // SAFETY: the shim checks the value is an instruction; records are walked in their
        // marker's list while the module is not changed.
        let mut rec = unsafe { shim::llvm_spirv_first_dbg_record(self.raw()) };
        while !rec.is_null() {
            unsafe {
                let kind = match shim::llvm_spirv_dbg_record_kind(rec) {
                    0 => DebugRecordKind::Declare,
                    1 => DebugRecordKind::Value,
                    2 => DebugRecordKind::Assign,
                    _ => DebugRecordKind::Label,
                };
                let n = shim::llvm_spirv_dbg_record_num_locations(rec);
                out.push(DebugRecord {
                    kind,
                    variable: DiNode::from_raw(shim::llvm_spirv_dbg_record_node(rec, 0)),
                    expression: DiNode::from_raw(shim::llvm_spirv_dbg_record_node(rec, 1)),
                    location: DiNode::from_raw(shim::llvm_spirv_dbg_record_node(rec, 2)),
                    values: (0..n).map(|i| Value::from_raw(shim::llvm_spirv_dbg_record_location(rec, i))).collect(),
                });
                rec = shim::llvm_spirv_next_dbg_record(rec);
            }
        }
        out
    }
}

impl<'c> Module<'c> {
    /// The module's compile units: those of `!llvm.dbg.cu` that emit debug information,
    /// then the units that functions' subprograms name and that list leaves out (a unit of
    /// emission kind `NoDebug`), each once.
    pub fn compile_units(&self) -> Vec<DiNode<'c>> {
        // SAFETY: a live module; the shim writes at most `cap` handles.
        let n = unsafe { shim::llvm_spirv_compile_units(self.raw, std::ptr::null_mut(), 0) } as usize;
        let mut all = vec![std::ptr::null_mut(); n];
        // SAFETY: as above, with room for all `n`.
        unsafe { shim::llvm_spirv_compile_units(self.raw, all.as_mut_ptr(), n as u32) };
        all.into_iter().filter_map(DiNode::from_raw).collect()
    }

    /// The `"Dwarf Version"` module flag, 0 when absent.
    pub fn dwarf_version(&self) -> u32 {
        // SAFETY: a live module.
        unsafe { shim::llvm_spirv_dwarf_version(self.raw) }
    }

    /// Puts the module's debug variable information in LLVM 19's record form (`#dbg_value`
    /// records instead of `llvm.dbg.*` intrinsic calls), which [`Value::debug_records`]
    /// reads; a no-op for a module already in that form. The module's meaning is unchanged.
    pub fn use_debug_records(&self) {
        // SAFETY: a live module; LLVM converts every function.
        unsafe {
            if llvm_sys::core::LLVMIsNewDbgInfoFormat(self.raw) == 0 {
                llvm_sys::core::LLVMSetIsNewDbgInfoFormat(self.raw, 1);
            }
        }
    }
}
