//! Debug information: `llvm::DIBuilder` through the C API, debug locations on
//! instructions and the builder, subprograms on functions, `#dbg_declare` /
//! `#dbg_value` records, and the module flags debug info needs.
//!
//! The C API casts its metadata arguments to the node class it expects (`unwrapDI<DIType>`,
//! `unwrapDI<DILocalScope>`, ...) with `cast`, which only asserts in LLVM's debug builds; a
//! node of another class is undefined behaviour in a release build. Every method here
//! checks each node's class first with `LLVMGetMetadataKind` and returns
//! [`Error::WrongKind`] naming the operand instead.
//!
//! Records (LLVM 19's "new debug-info format") are inserted only into modules in that
//! format: [`DiBuilder::new`] switches the module to it.
//!
//! Source: LLVM 19 `llvm-c/DebugInfo.h`, `llvm/IR/DIBuilder.h`, LLVM Language Reference
//! "Debugging Information Descriptors" / "Debug Records".

use super::checks::{self, Error, Result};
use super::{BasicBlock, Builder, Context, Metadata, Module, Value};
use llvm_sys::debuginfo as di;
use llvm_sys::debuginfo::LLVMMetadataKind as MK;
use llvm_sys::prelude::{LLVMDIBuilderRef, LLVMMetadataRef};
use std::marker::PhantomData;

/// Node constructors the C API lacks (`debug_info_shim.cpp`).
mod shim {
    use llvm_sys::prelude::{LLVMContextRef, LLVMMetadataRef};
    use std::ffi::{c_char, c_void};
    extern "C" {
        pub fn llvm_spirv_di_composite_type(
            ctx: LLVMContextRef,
            tag: u32,
            name: *const c_char,
            name_len: usize,
            file: LLVMMetadataRef,
            line: u32,
            scope: LLVMMetadataRef,
            base: LLVMMetadataRef,
            size_bits: u64,
            align_bits: u32,
            flags: u32,
            elements: *mut LLVMMetadataRef,
            num_elements: u32,
            identifier: *const c_char,
            identifier_len: usize,
            data_location: LLVMMetadataRef,
            associated: LLVMMetadataRef,
            allocated: LLVMMetadataRef,
            rank: LLVMMetadataRef,
        ) -> LLVMMetadataRef;
        pub fn llvm_spirv_di_subrange(
            ctx: LLVMContextRef,
            count: LLVMMetadataRef,
            lower: LLVMMetadataRef,
            upper: LLVMMetadataRef,
            stride: LLVMMetadataRef,
        ) -> LLVMMetadataRef;
        pub fn llvm_spirv_md_tracker_new() -> *mut c_void;
        pub fn llvm_spirv_md_tracker_add(t: *mut c_void, md: LLVMMetadataRef);
        pub fn llvm_spirv_md_tracker_resolve(t: *mut c_void);
        pub fn llvm_spirv_di_module(
            ctx: LLVMContextRef,
            file: LLVMMetadataRef,
            scope: LLVMMetadataRef,
            name: *const c_char,
            name_len: usize,
            macros: *const c_char,
            macros_len: usize,
            include: *const c_char,
            include_len: usize,
            notes: *const c_char,
            notes_len: usize,
            line: u32,
            is_decl: i32,
        ) -> LLVMMetadataRef;
        pub fn llvm_spirv_di_subprogram_set_declaration(sp: LLVMMetadataRef, decl: LLVMMetadataRef) -> i32;
        pub fn llvm_spirv_di_cu_set_dwo_id(cu: LLVMMetadataRef, id: u64) -> i32;
        pub fn llvm_spirv_di_retain(builder: llvm_sys::prelude::LLVMDIBuilderRef, node: LLVMMetadataRef) -> i32;
        pub fn llvm_spirv_di_file(
            ctx: LLVMContextRef,
            name: *const c_char,
            name_len: usize,
            dir: *const c_char,
            dir_len: usize,
            cs_kind: u32,
            cs: *const c_char,
            cs_len: usize,
            has_source: i32,
            src: *const c_char,
            src_len: usize,
        ) -> LLVMMetadataRef;
        pub fn llvm_spirv_di_pointer_type(
            builder: llvm_sys::prelude::LLVMDIBuilderRef,
            pointee: LLVMMetadataRef,
            size_bits: u64,
            align_bits: u32,
            has_address_space: i32,
            address_space: u32,
        ) -> LLVMMetadataRef;
        pub fn llvm_spirv_di_distinct_location(
            ctx: LLVMContextRef,
            line: u32,
            column: u32,
            scope: LLVMMetadataRef,
            inlined: LLVMMetadataRef,
        ) -> LLVMMetadataRef;
        pub fn llvm_spirv_di_create_function(
            builder: llvm_sys::prelude::LLVMDIBuilderRef,
            scope: LLVMMetadataRef,
            name: *const c_char,
            name_len: usize,
            linkage: *const c_char,
            linkage_len: usize,
            file: LLVMMetadataRef,
            line: u32,
            ty: LLVMMetadataRef,
            local: i32,
            definition: i32,
            scope_line: u32,
            flags: u32,
            optimized: i32,
            target: *const c_char,
            target_len: usize,
        ) -> LLVMMetadataRef;
        pub fn llvm_spirv_dbg_record_set_arg_list(
            rec: llvm_sys::prelude::LLVMDbgRecordRef,
            value: llvm_sys::prelude::LLVMValueRef,
            n: u32,
        ) -> i32;
    }
}

/// The `LLVMDIFlags` bit set of a DI node (`DIFlagPublic`, `DIFlagVector`, ...; the values
/// of `llvm/IR/DebugInfoFlags.def`).
pub type DiFlags = i32;

/// The class of a metadata node as far as the checks need it.
fn kind_of(m: Metadata<'_>) -> Option<MK> {
    // SAFETY: a live metadata handle; LLVMGetMetadataKind is defined for every metadata
    // and returns one of the kinds of LLVM 19's `Metadata.def`, which the enum lists.
    m.is_node().then(|| unsafe { di::LLVMGetMetadataKind(m.raw()) })
}

fn is_type(k: &MK) -> bool {
    matches!(
        k,
        MK::LLVMDIBasicTypeMetadataKind
            | MK::LLVMDIDerivedTypeMetadataKind
            | MK::LLVMDICompositeTypeMetadataKind
            | MK::LLVMDISubroutineTypeMetadataKind
            | MK::LLVMDIStringTypeMetadataKind
    )
}

fn is_local_scope(k: &MK) -> bool {
    matches!(
        k,
        MK::LLVMDISubprogramMetadataKind | MK::LLVMDILexicalBlockMetadataKind | MK::LLVMDILexicalBlockFileMetadataKind
    )
}

fn is_scope(k: &MK) -> bool {
    is_type(k)
        || is_local_scope(k)
        || matches!(
            k,
            MK::LLVMDIFileMetadataKind
                | MK::LLVMDICompileUnitMetadataKind
                | MK::LLVMDINamespaceMetadataKind
                | MK::LLVMDIModuleMetadataKind
                | MK::LLVMDICommonBlockMetadataKind
        )
}

/// `Ok` when `m` is a node whose kind passes `ok` (or absent, when `optional`).
fn check(
    m: Option<Metadata<'_>>,
    op: &'static str,
    operand: &'static str,
    expected: &'static str,
    ok: fn(&MK) -> bool,
) -> Result<()> {
    let Some(m) = m else { return Ok(()) };
    match kind_of(m) {
        Some(k) if ok(&k) => Ok(()),
        k => Err(Error::WrongKind {
            op,
            operand,
            expected,
            found: k.map_or_else(|| "a string or constant".to_string(), |k| format!("{k:?}")),
        }),
    }
}

fn raw_or_null(m: Option<Metadata<'_>>) -> LLVMMetadataRef {
    m.map_or(std::ptr::null_mut(), |m| m.raw())
}

fn node<'c>(raw: LLVMMetadataRef) -> Metadata<'c> {
    Metadata::from_node(raw)
}

/// The C API's language enumerant for DWARF language code `code` (`DW_LANG_*`, the
/// `HANDLE_DW_LANG` list of LLVM 19's `Dwarf.def`, in the C enum's order).
fn language(code: u32) -> Option<di::LLVMDWARFSourceLanguage> {
    use di::LLVMDWARFSourceLanguage as L;
    Some(match code {
        0x01 => L::LLVMDWARFSourceLanguageC89,
        0x02 => L::LLVMDWARFSourceLanguageC,
        0x03 => L::LLVMDWARFSourceLanguageAda83,
        0x04 => L::LLVMDWARFSourceLanguageC_plus_plus,
        0x05 => L::LLVMDWARFSourceLanguageCobol74,
        0x06 => L::LLVMDWARFSourceLanguageCobol85,
        0x07 => L::LLVMDWARFSourceLanguageFortran77,
        0x08 => L::LLVMDWARFSourceLanguageFortran90,
        0x09 => L::LLVMDWARFSourceLanguagePascal83,
        0x0a => L::LLVMDWARFSourceLanguageModula2,
        0x0b => L::LLVMDWARFSourceLanguageJava,
        0x0c => L::LLVMDWARFSourceLanguageC99,
        0x0d => L::LLVMDWARFSourceLanguageAda95,
        0x0e => L::LLVMDWARFSourceLanguageFortran95,
        0x0f => L::LLVMDWARFSourceLanguagePLI,
        0x10 => L::LLVMDWARFSourceLanguageObjC,
        0x11 => L::LLVMDWARFSourceLanguageObjC_plus_plus,
        0x12 => L::LLVMDWARFSourceLanguageUPC,
        0x13 => L::LLVMDWARFSourceLanguageD,
        0x14 => L::LLVMDWARFSourceLanguagePython,
        0x15 => L::LLVMDWARFSourceLanguageOpenCL,
        0x16 => L::LLVMDWARFSourceLanguageGo,
        0x17 => L::LLVMDWARFSourceLanguageModula3,
        0x18 => L::LLVMDWARFSourceLanguageHaskell,
        0x19 => L::LLVMDWARFSourceLanguageC_plus_plus_03,
        0x1a => L::LLVMDWARFSourceLanguageC_plus_plus_11,
        0x1b => L::LLVMDWARFSourceLanguageOCaml,
        0x1c => L::LLVMDWARFSourceLanguageRust,
        0x1d => L::LLVMDWARFSourceLanguageC11,
        0x1e => L::LLVMDWARFSourceLanguageSwift,
        0x1f => L::LLVMDWARFSourceLanguageJulia,
        0x20 => L::LLVMDWARFSourceLanguageDylan,
        0x21 => L::LLVMDWARFSourceLanguageC_plus_plus_14,
        0x22 => L::LLVMDWARFSourceLanguageFortran03,
        0x23 => L::LLVMDWARFSourceLanguageFortran08,
        0x24 => L::LLVMDWARFSourceLanguageRenderScript,
        0x25 => L::LLVMDWARFSourceLanguageBLISS,
        0x26 => L::LLVMDWARFSourceLanguageKotlin,
        0x27 => L::LLVMDWARFSourceLanguageZig,
        0x28 => L::LLVMDWARFSourceLanguageCrystal,
        0x2a => L::LLVMDWARFSourceLanguageC_plus_plus_17,
        0x2b => L::LLVMDWARFSourceLanguageC_plus_plus_20,
        0x2c => L::LLVMDWARFSourceLanguageC17,
        0x2d => L::LLVMDWARFSourceLanguageFortran18,
        0x2e => L::LLVMDWARFSourceLanguageAda2005,
        0x2f => L::LLVMDWARFSourceLanguageAda2012,
        0x30 => L::LLVMDWARFSourceLanguageHIP,
        0x31 => L::LLVMDWARFSourceLanguageAssembly,
        0x32 => L::LLVMDWARFSourceLanguageC_sharp,
        0x33 => L::LLVMDWARFSourceLanguageMojo,
        0x34 => L::LLVMDWARFSourceLanguageGLSL,
        0x35 => L::LLVMDWARFSourceLanguageGLSL_ES,
        0x36 => L::LLVMDWARFSourceLanguageHLSL,
        0x37 => L::LLVMDWARFSourceLanguageOpenCL_CPP,
        0x38 => L::LLVMDWARFSourceLanguageCPP_for_OpenCL,
        0x39 => L::LLVMDWARFSourceLanguageSYCL,
        0x40 => L::LLVMDWARFSourceLanguageRuby,
        0x41 => L::LLVMDWARFSourceLanguageMove,
        0x42 => L::LLVMDWARFSourceLanguageHylo,
        0x8001 => L::LLVMDWARFSourceLanguageMips_Assembler,
        0x8e57 => L::LLVMDWARFSourceLanguageGOOGLE_RenderScript,
        0xb000 => L::LLVMDWARFSourceLanguageBORLAND_Delphi,
        _ => return None,
    })
}

/// Whether LLVM's C API knows DWARF language code `code` (`DW_LANG_*`).
pub fn is_known_language(code: u32) -> bool {
    language(code).is_some()
}

/// The fields of a `DICompileUnit` (`DIBuilder::createCompileUnit`).
#[derive(Clone, Copy, Debug)]
pub struct CompileUnitDesc<'a, 'c> {
    /// DWARF language code (`DW_LANG_*`).
    pub language: u32,
    /// The unit's `DIFile`.
    pub file: Metadata<'c>,
    /// `producer:` (the compiler's identification), may be empty.
    pub producer: &'a str,
    /// `isOptimized:`.
    pub optimized: bool,
    /// `flags:` (command-line flags), may be empty.
    pub flags: &'a str,
    /// `runtimeVersion:`.
    pub runtime_version: u32,
    /// `splitDebugFilename:`, may be empty.
    pub split_name: &'a str,
    /// `dwoId:` (the split DWARF object's id; 0 for none).
    pub dwo_id: u64,
    /// `sysroot:`, may be empty.
    pub sysroot: &'a str,
    /// `sdk:`, may be empty.
    pub sdk: &'a str,
}

/// The fields of a `DISubprogram` (`DIBuilder::createFunction`).
#[derive(Clone, Copy, Debug)]
pub struct SubprogramDesc<'a, 'c> {
    /// The enclosing scope (a compile unit, file, type or namespace).
    pub scope: Option<Metadata<'c>>,
    /// Source name.
    pub name: &'a str,
    /// Linkage (mangled) name, may be empty.
    pub linkage_name: &'a str,
    /// The `DIFile`.
    pub file: Option<Metadata<'c>>,
    /// Line of the declaration.
    pub line: u32,
    /// The `DISubroutineType`.
    pub ty: Option<Metadata<'c>>,
    /// `spFlags: DISPFlagLocalToUnit`.
    pub local_to_unit: bool,
    /// `spFlags: DISPFlagDefinition` (a distinct node in the unit).
    pub definition: bool,
    /// `scopeLine:`.
    pub scope_line: u32,
    /// `flags:`.
    pub flags: DiFlags,
    /// `spFlags: DISPFlagOptimized`.
    pub optimized: bool,
    /// `targetFuncName:` (the function a declaration stands for), may be empty.
    pub target_name: &'a str,
}

/// The fields shared by a local variable and a parameter (`DIBuilder::createAutoVariable`,
/// `createParameterVariable`).
#[derive(Clone, Copy, Debug)]
pub struct VariableDesc<'a, 'c> {
    /// The enclosing local scope (subprogram or lexical block).
    pub scope: Metadata<'c>,
    /// Source name.
    pub name: &'a str,
    /// The `DIFile`.
    pub file: Option<Metadata<'c>>,
    /// Line.
    pub line: u32,
    /// The variable's type.
    pub ty: Option<Metadata<'c>>,
    /// `flags:`.
    pub flags: DiFlags,
    /// The parameter's position, 1-based; `None` for a local variable.
    pub arg: Option<u32>,
    /// Kept in the subprogram's `retainedNodes` even without a record (clang does so in
    /// optimized code).
    pub always_preserve: bool,
}

/// The fields of a `DIGlobalVariable` (`DIBuilder::createGlobalVariableExpression`).
#[derive(Clone, Copy, Debug)]
pub struct GlobalVariableDesc<'a, 'c> {
    /// The enclosing scope.
    pub scope: Option<Metadata<'c>>,
    /// Source name.
    pub name: &'a str,
    /// Linkage name, may be empty.
    pub linkage_name: &'a str,
    /// The `DIFile`.
    pub file: Option<Metadata<'c>>,
    /// Line.
    pub line: u32,
    /// The variable's type.
    pub ty: Option<Metadata<'c>>,
    /// `isLocal:`.
    pub local_to_unit: bool,
    /// The location expression (`!DIExpression()` for the plain address).
    pub expr: Metadata<'c>,
    /// A static member's declaration (`declaration:`).
    pub declaration: Option<Metadata<'c>>,
}

/// The fields of a `DIDerivedType` member (`DIBuilder::createMemberType`, `createBitFieldMemberType`).
#[derive(Clone, Copy, Debug)]
pub struct MemberDesc<'a, 'c> {
    /// The composite holding the member.
    pub scope: Metadata<'c>,
    /// Source name.
    pub name: &'a str,
    /// The `DIFile`.
    pub file: Option<Metadata<'c>>,
    /// Line.
    pub line: u32,
    /// Size in bits.
    pub size_bits: u64,
    /// Offset in bits from the start of the composite.
    pub offset_bits: u64,
    /// `flags:` (a bit field when `DIFlagBitField` is set).
    pub flags: DiFlags,
    /// The member's type.
    pub ty: Option<Metadata<'c>>,
}

/// The fields of a `DICompositeType` (struct, class, union, enumeration, replaceable).
#[derive(Clone, Copy, Debug)]
pub struct CompositeDesc<'a, 'c> {
    /// The enclosing scope.
    pub scope: Option<Metadata<'c>>,
    /// Source name.
    pub name: &'a str,
    /// The `DIFile`.
    pub file: Option<Metadata<'c>>,
    /// Line.
    pub line: u32,
    /// Size in bits.
    pub size_bits: u64,
    /// `flags:`.
    pub flags: DiFlags,
    /// `identifier:` (ODR name), may be empty.
    pub identifier: &'a str,
}

/// The fields of a `DIModule`.
#[derive(Clone, Copy, Debug)]
pub struct ModuleDesc<'a, 'c> {
    /// `scope:` (a module or none).
    pub scope: Option<Metadata<'c>>,
    /// `name:`.
    pub name: &'a str,
    /// `configMacros:`.
    pub config_macros: &'a str,
    /// `includePath:`.
    pub include_path: &'a str,
    /// `apinotes:`.
    pub api_notes: &'a str,
    /// `file:`.
    pub file: Option<Metadata<'c>>,
    /// `line:`.
    pub line: u32,
    /// `isDecl:`.
    pub is_declaration: bool,
}

/// The fields of a `DIImportedEntity`.
#[derive(Clone, Copy, Debug)]
pub struct ImportDesc<'a, 'c> {
    /// `DW_TAG_imported_module` (true) or `DW_TAG_imported_declaration`.
    pub module: bool,
    /// `scope:`.
    pub scope: Metadata<'c>,
    /// `entity:`.
    pub entity: Metadata<'c>,
    /// `file:`.
    pub file: Option<Metadata<'c>>,
    /// `line:`.
    pub line: u32,
    /// `name:` (declarations only).
    pub name: &'a str,
}

/// The Fortran array attributes of a `DW_TAG_array_type` (`dataLocation:`, `associated:`,
/// `allocated:`: a `DIVariable` or `DIExpression`; `rank:`: a constant or `DIExpression`),
/// each optional (LLVM Language Reference, "DICompositeType").
#[derive(Clone, Copy, Debug, Default)]
pub struct FortranArray<'c> {
    /// `dataLocation:`.
    pub data_location: Option<Metadata<'c>>,
    /// `associated:`.
    pub associated: Option<Metadata<'c>>,
    /// `allocated:`.
    pub allocated: Option<Metadata<'c>>,
    /// `rank:`.
    pub rank: Option<Metadata<'c>>,
}

/// A bound of a `DISubrange`: a constant, or a `DIVariable` / `DIExpression` computing it.
#[derive(Clone, Copy, Debug)]
pub enum Bound<'c> {
    /// A constant.
    Constant(i64),
    /// A `DILocalVariable` / `DIGlobalVariable` or `DIExpression` node.
    Node(Metadata<'c>),
}

/// A temporary `DICompositeType` (`DIBuilder::createReplaceableCompositeType`) standing for a
/// type under construction; [`DiBuilder::replace_temporary`] replaces every use of it by the
/// finished node and deletes it. Not `Copy`: replacing consumes it.
#[derive(Debug)]
pub struct TemporaryType<'c> {
    node: Metadata<'c>,
}

impl<'c> TemporaryType<'c> {
    /// The temporary node, to use as a scope or type while the real one is built.
    pub fn node(&self) -> Metadata<'c> {
        self.node
    }
}

/// An `llvm::DIBuilder` for one module. Disposed on drop; call [`DiBuilder::finalize`] once
/// all nodes are made (it completes the compile unit's lists and subprograms).
pub struct DiBuilder<'m, 'c> {
    raw: LLVMDIBuilderRef,
    ctx: &'c Context,
    /// The shim's list of nodes made outside `llvm::DIBuilder` (their cycles are resolved
    /// at [`DiBuilder::finalize`], as the builder resolves its own); null once resolved.
    made: std::cell::Cell<*mut std::ffi::c_void>,
    _module: PhantomData<&'m Module<'c>>,
}

impl Drop for DiBuilder<'_, '_> {
    fn drop(&mut self) {
        self.resolve_made();
        // SAFETY: the builder is owned by this handle and disposed once.
        unsafe { di::LLVMDisposeDIBuilder(self.raw) }
    }
}

fn s(x: &str) -> (*const std::ffi::c_char, usize) {
    (x.as_ptr().cast(), x.len())
}

impl<'m, 'c> DiBuilder<'m, 'c> {
    /// A builder for `module` (of context `ctx`), switching the module to the debug-record
    /// format (`LLVMSetIsNewDbgInfoFormat`) its record insertions need.
    pub fn new(ctx: &'c Context, module: &'m Module<'c>) -> Self {
        // SAFETY: a live module; the switch converts any existing intrinsics to records.
        unsafe { llvm_sys::core::LLVMSetIsNewDbgInfoFormat(module.raw, 1) };
        // SAFETY: a live module, which outlives the builder by the lifetime 'm.
        let raw = unsafe { di::LLVMCreateDIBuilder(module.raw) };
        // SAFETY: a fresh list, owned by this builder and freed once (`resolve_made`).
        let made = std::cell::Cell::new(unsafe { shim::llvm_spirv_md_tracker_new() });
        DiBuilder { raw, ctx, made, _module: PhantomData }
    }

    /// Completes the compile unit (retained types, globals, enums) and the subprograms.
    pub fn finalize(&self) {
        self.resolve_made();
        // SAFETY: a live builder; temporaries made through it are replaced by then.
        unsafe { di::LLVMDIBuilderFinalize(self.raw) }
    }

    /// Resolves the cycles of the nodes made through the shim and frees its list (once).
    fn resolve_made(&self) {
        let list = self.made.replace(std::ptr::null_mut());
        if !list.is_null() {
            // SAFETY: the list made in `new`, freed here once (the handle is now null).
            unsafe { shim::llvm_spirv_md_tracker_resolve(list) };
        }
    }

    /// Records a node made through the shim for [`DiBuilder::resolve_made`].
    fn track(&self, m: LLVMMetadataRef) {
        let list = self.made.get();
        if !list.is_null() {
            // SAFETY: the live list of `new`; the shim keeps only unresolved nodes.
            unsafe { shim::llvm_spirv_md_tracker_add(list, m) };
        }
    }

    /// `!DIFile(filename:, directory:)`.
    pub fn file(&self, name: &str, directory: &str) -> Metadata<'c> {
        let (n, nl) = s(name);
        let (d, dl) = s(directory);
        // SAFETY: a live builder and two byte ranges LLVM copies.
        node(unsafe { di::LLVMDIBuilderCreateFile(self.raw, n, nl, d, dl) })
    }

    /// `!DIFile(filename:, directory:, checksumkind:, checksum:, source:)`: `checksum` is
    /// (kind, hex value) with kind 1 `CSK_MD5`, 2 `CSK_SHA1`, 3 `CSK_SHA256` (another kind
    /// is no checksum); `source` the embedded text.
    pub fn file_with(
        &self,
        name: &str,
        directory: &str,
        checksum: Option<(u32, &str)>,
        source: Option<&str>,
    ) -> Metadata<'c> {
        let (n, nl) = s(name);
        let (d, dl) = s(directory);
        let (kind, (c, cl)) = checksum.map_or((0, s("")), |(k, v)| (k, s(v)));
        let (t, tl) = s(source.unwrap_or(""));
        // SAFETY: a live context and byte ranges LLVM copies.
        node(unsafe {
            shim::llvm_spirv_di_file(self.ctx.raw(), n, nl, d, dl, kind, c, cl, i32::from(source.is_some()), t, tl)
        })
    }

    /// `distinct !DICompileUnit(...)` with full emission. Errors: [`Error::Precondition`]
    /// for a language code LLVM does not know, [`Error::WrongKind`] unless `file` is a DIFile.
    pub fn compile_unit(&self, d: &CompileUnitDesc<'_, 'c>) -> Result<Metadata<'c>> {
        let op = "DiBuilder::compile_unit";
        let lang = language(d.language).ok_or(Error::Precondition { op, reason: "unknown DWARF language code" })?;
        check(Some(d.file), op, "file", "a DIFile", |k| matches!(k, MK::LLVMDIFileMetadataKind))?;
        let (p, pl) = s(d.producer);
        let (f, fl) = s(d.flags);
        let (sn, snl) = s(d.split_name);
        let (sr, srl) = s(d.sysroot);
        let (sd, sdl) = s(d.sdk);
        // SAFETY: a live builder, a DIFile (checked above), a known language and byte ranges
        // LLVM copies.
        let cu = node(unsafe {
            di::LLVMDIBuilderCreateCompileUnit(
                self.raw,
                lang,
                d.file.raw(),
                p,
                pl,
                i32::from(d.optimized),
                f,
                fl,
                d.runtime_version,
                sn,
                snl,
                di::LLVMDWARFEmissionKind::LLVMDWARFEmissionKindFull,
                0,
                0,
                0,
                sr,
                srl,
                sd,
                sdl,
            )
        });
        if d.dwo_id != 0 {
            // SAFETY: `cu` is the compile unit just made (the shim checks its class).
            unsafe { shim::llvm_spirv_di_cu_set_dwo_id(cu.raw(), d.dwo_id) };
        }
        Ok(cu)
    }

    /// `!DIBasicType(name:, size:, encoding:, flags:)`; `encoding` is a `DW_ATE_*` code.
    pub fn basic_type(&self, name: &str, size_bits: u64, encoding: u32, flags: DiFlags) -> Metadata<'c> {
        let (n, nl) = s(name);
        // SAFETY: a live builder and a byte range LLVM copies.
        node(unsafe { di::LLVMDIBuilderCreateBasicType(self.raw, n, nl, size_bits, encoding, flags) })
    }

    /// `!DIBasicType(tag: DW_TAG_unspecified_type, name:)`.
    pub fn unspecified_type(&self, name: &str) -> Metadata<'c> {
        let (n, nl) = s(name);
        // SAFETY: a live builder and a byte range LLVM copies.
        node(unsafe { di::LLVMDIBuilderCreateUnspecifiedType(self.raw, n, nl) })
    }

    /// `!DIDerivedType(tag: DW_TAG_pointer_type, baseType:, size:, dwarfAddressSpace:)`,
    /// without `dwarfAddressSpace:` when `address_space` is `None` (the C API's builder
    /// always sets one). Errors: [`Error::WrongKind`] unless `pointee` is a type.
    pub fn pointer_type(
        &self,
        pointee: Option<Metadata<'c>>,
        size_bits: u64,
        align_bits: u32,
        address_space: Option<u32>,
    ) -> Result<Metadata<'c>> {
        check(pointee, "DiBuilder::pointer_type", "pointee", "a DIType", is_type)?;
        // SAFETY: a live builder and a type or null (checked above).
        Ok(node(unsafe {
            shim::llvm_spirv_di_pointer_type(
                self.raw,
                raw_or_null(pointee),
                size_bits,
                align_bits,
                i32::from(address_space.is_some()),
                address_space.unwrap_or(0),
            )
        }))
    }

    /// A derived type of `tag` over `base` without size: `DW_TAG_const_type`,
    /// `DW_TAG_volatile_type`, `DW_TAG_restrict_type`, `DW_TAG_atomic_type`
    /// (`createQualifiedType`). Errors: [`Error::WrongKind`] unless `base` is a type.
    pub fn qualified_type(&self, tag: u32, base: Option<Metadata<'c>>) -> Result<Metadata<'c>> {
        check(base, "DiBuilder::qualified_type", "base", "a DIType", is_type)?;
        // SAFETY: a live builder and a type or null (checked above).
        Ok(node(unsafe { di::LLVMDIBuilderCreateQualifiedType(self.raw, tag, raw_or_null(base)) }))
    }

    /// `DW_TAG_reference_type` / `DW_TAG_rvalue_reference_type` over `base`
    /// (`createReferenceType`). Errors: [`Error::WrongKind`] unless `base` is a type.
    pub fn reference_type(&self, tag: u32, base: Option<Metadata<'c>>) -> Result<Metadata<'c>> {
        check(base, "DiBuilder::reference_type", "base", "a DIType", is_type)?;
        // SAFETY: a live builder and a type or null (checked above).
        Ok(node(unsafe { di::LLVMDIBuilderCreateReferenceType(self.raw, tag, raw_or_null(base)) }))
    }

    /// `DW_TAG_typedef`. Errors: [`Error::WrongKind`] unless `base` is a type, `file` a
    /// DIFile and `scope` a scope.
    pub fn typedef(
        &self,
        base: Option<Metadata<'c>>,
        name: &str,
        file: Option<Metadata<'c>>,
        line: u32,
        scope: Option<Metadata<'c>>,
    ) -> Result<Metadata<'c>> {
        let op = "DiBuilder::typedef";
        check(base, op, "base", "a DIType", is_type)?;
        check(file, op, "file", "a DIFile", |k| matches!(k, MK::LLVMDIFileMetadataKind))?;
        check(scope, op, "scope", "a DIScope", is_scope)?;
        let (n, nl) = s(name);
        // SAFETY: a live builder and nodes of the classes the call casts to (checked above).
        Ok(node(unsafe {
            di::LLVMDIBuilderCreateTypedef(
                self.raw,
                raw_or_null(base),
                n,
                nl,
                raw_or_null(file),
                line,
                raw_or_null(scope),
                0,
            )
        }))
    }

    /// `!DISubroutineType(types: !{ret, params...})`, `None` standing for `void`/unknown.
    /// Errors: [`Error::WrongKind`] unless every entry is a type.
    pub fn subroutine_type(&self, types: &[Option<Metadata<'c>>], flags: DiFlags) -> Result<Metadata<'c>> {
        for &t in types {
            check(t, "DiBuilder::subroutine_type", "parameter type", "a DIType", is_type)?;
        }
        let mut raws: Vec<_> = types.iter().map(|&t| raw_or_null(t)).collect();
        // SAFETY: a live builder and `raws.len()` types or nulls (checked above); the file
        // argument is unused by LLVM and may be null.
        Ok(node(unsafe {
            di::LLVMDIBuilderCreateSubroutineType(
                self.raw,
                std::ptr::null_mut(),
                raws.as_mut_ptr(),
                raws.len() as u32,
                flags,
            )
        }))
    }

    /// `!DISubrange(count:, lowerBound:)`; a count of -1 is an array of unknown bound.
    pub fn subrange(&self, lower: i64, count: i64) -> Metadata<'c> {
        // SAFETY: a live builder.
        node(unsafe { di::LLVMDIBuilderGetOrCreateSubrange(self.raw, lower, count) })
    }

    /// `!DISubrange(count:, lowerBound:, upperBound:, stride:)` with each bound absent, a
    /// constant, a variable or an expression. Errors: [`Error::WrongKind`] for a node that is
    /// no variable or expression.
    pub fn subrange_bounds(
        &self,
        count: Option<Bound<'c>>,
        lower: Option<Bound<'c>>,
        upper: Option<Bound<'c>>,
        stride: Option<Bound<'c>>,
    ) -> Result<Metadata<'c>> {
        let i64t = super::Type::int_n::<64>(self.ctx);
        let mut raws = [std::ptr::null_mut(); 4];
        for (slot, b) in raws.iter_mut().zip([count, lower, upper, stride]) {
            *slot = match b {
                None => std::ptr::null_mut(),
                Some(Bound::Constant(v)) => Metadata::constant(Value::const_int(i64t, v as u64)?)?.raw(),
                Some(Bound::Node(m)) => {
                    check(Some(m), "DiBuilder::subrange_bounds", "bound", "a DIVariable or DIExpression", |k| {
                        matches!(
                            k,
                            MK::LLVMDILocalVariableMetadataKind
                                | MK::LLVMDIGlobalVariableMetadataKind
                                | MK::LLVMDIExpressionMetadataKind
                        )
                    })?;
                    m.raw()
                }
            };
        }
        // SAFETY: a live context and constants, variables or expressions (checked above).
        Ok(node(unsafe { shim::llvm_spirv_di_subrange(self.ctx.raw(), raws[0], raws[1], raws[2], raws[3]) }))
    }

    /// `DW_TAG_array_type` of `elem` over `subscripts` with the Fortran attributes
    /// `fortran`, `size_bits` bits (0: no size). Errors: [`Error::WrongKind`] unless `elem` is a
    /// type, every subscript a subrange and every attribute a variable, expression or
    /// (rank) constant.
    pub fn dynamic_array_type(
        &self,
        size_bits: u64,
        elem: Option<Metadata<'c>>,
        subscripts: &[Metadata<'c>],
        fortran: &FortranArray<'c>,
    ) -> Result<Metadata<'c>> {
        let op = "DiBuilder::dynamic_array_type";
        check(elem, op, "element type", "a DIType", is_type)?;
        for &m in subscripts {
            check(Some(m), op, "subscript", "a DISubrange", |k| {
                matches!(k, MK::LLVMDISubrangeMetadataKind | MK::LLVMDIGenericSubrangeMetadataKind)
            })?;
        }
        for m in [fortran.data_location, fortran.associated, fortran.allocated].into_iter().flatten() {
            check(Some(m), op, "attribute", "a DIVariable or DIExpression", |k| {
                matches!(
                    k,
                    MK::LLVMDILocalVariableMetadataKind
                        | MK::LLVMDIGlobalVariableMetadataKind
                        | MK::LLVMDIExpressionMetadataKind
                )
            })?;
        }
        let mut raws: Vec<_> = subscripts.iter().map(|m| m.raw()).collect();
        let d = CompositeDesc { scope: None, name: "", file: None, line: 0, size_bits, flags: 0, identifier: "" };
        Ok(self.composite_node(DW_TAG_ARRAY_TYPE, &d, elem, &mut raws, fortran))
    }

    /// A tuple of nodes (members, enumerators, subscripts): `!{...}`. Errors:
    /// [`Error::Precondition`] if an entry is not a node.
    pub fn array(&self, elems: &[Metadata<'c>]) -> Result<Metadata<'c>> {
        checks::ensure(elems.iter().all(|m| m.is_node()), "DiBuilder::array", "entries must be nodes")?;
        let mut raws: Vec<_> = elems.iter().map(|m| m.raw()).collect();
        // SAFETY: a live builder and `raws.len()` nodes.
        Ok(node(unsafe { di::LLVMDIBuilderGetOrCreateArray(self.raw, raws.as_mut_ptr(), raws.len()) }))
    }

    /// `DW_TAG_array_type` (or, with `vector`, the `DIFlagVector` form) of `elem` with the
    /// `subscripts` ([`DiBuilder::subrange`] nodes). Errors: [`Error::WrongKind`] unless
    /// `elem` is a type and every subscript a subrange.
    pub fn array_type(
        &self,
        size_bits: u64,
        elem: Option<Metadata<'c>>,
        subscripts: &[Metadata<'c>],
        vector: bool,
    ) -> Result<Metadata<'c>> {
        let op = "DiBuilder::array_type";
        check(elem, op, "element type", "a DIType", is_type)?;
        for &m in subscripts {
            check(Some(m), op, "subscript", "a DISubrange", |k| matches!(k, MK::LLVMDISubrangeMetadataKind))?;
        }
        let mut raws: Vec<_> = subscripts.iter().map(|m| m.raw()).collect();
        // SAFETY: a live builder, a type or null and `raws.len()` subranges (checked above).
        Ok(node(unsafe {
            let f = if vector { di::LLVMDIBuilderCreateVectorType } else { di::LLVMDIBuilderCreateArrayType };
            f(self.raw, size_bits, 0, raw_or_null(elem), raws.as_mut_ptr(), raws.len() as u32)
        }))
    }

    /// `!DINamespace(name:, scope:, exportSymbols:)`. Errors: [`Error::WrongKind`] unless
    /// `scope` is a scope.
    pub fn namespace(&self, scope: Option<Metadata<'c>>, name: &str, export_symbols: bool) -> Result<Metadata<'c>> {
        check(scope, "DiBuilder::namespace", "scope", "a DIScope", is_scope)?;
        let (n, nl) = s(name);
        // SAFETY: a live builder, a scope or null (checked above) and a byte range LLVM copies.
        Ok(node(unsafe {
            di::LLVMDIBuilderCreateNameSpace(self.raw, raw_or_null(scope), n, nl, i32::from(export_symbols))
        }))
    }

    /// `!DIModule(scope:, name:, configMacros:, includePath:, apinotes:, file:, line:,
    /// isDecl:)`. Errors: [`Error::WrongKind`] unless `scope` is a scope and `file` a DIFile.
    pub fn module(&self, d: &ModuleDesc<'_, 'c>) -> Result<Metadata<'c>> {
        check(d.scope, "DiBuilder::module", "scope", "a DIScope", is_scope)?;
        check(d.file, "DiBuilder::module", "file", "a DIFile", |k| matches!(k, MK::LLVMDIFileMetadataKind))?;
        let (n, nl) = s(d.name);
        let (c, cl) = s(d.config_macros);
        let (i, il) = s(d.include_path);
        let (a, al) = s(d.api_notes);
        // SAFETY: a live context, a file and a scope or null (checked above) and byte ranges
        // LLVM copies.
        Ok(node(unsafe {
            shim::llvm_spirv_di_module(
                self.ctx.raw(),
                raw_or_null(d.file),
                raw_or_null(d.scope),
                n,
                nl,
                c,
                cl,
                i,
                il,
                a,
                al,
                d.line,
                i32::from(d.is_declaration),
            )
        }))
    }

    /// `!DIImportedEntity(tag:, scope:, entity:, file:, line:, name:)` (`DW_TAG_imported_module`
    /// when `module` else `DW_TAG_imported_declaration`), listed in the unit's `imports:` or a
    /// local scope's subprogram's `retainedNodes:` at [`DiBuilder::finalize`]. Errors:
    /// [`Error::WrongKind`] unless `scope` is a scope, `file` a DIFile and, for a module
    /// import, `entity` a module, namespace or import.
    pub fn imported_entity(&self, d: &ImportDesc<'_, 'c>) -> Result<Metadata<'c>> {
        let op = "DiBuilder::imported_entity";
        check(Some(d.scope), op, "scope", "a DIScope", is_scope)?;
        check(d.file, op, "file", "a DIFile", |k| matches!(k, MK::LLVMDIFileMetadataKind))?;
        let (n, nl) = s(d.name);
        let (scope, file, entity) = (d.scope.raw(), raw_or_null(d.file), d.entity.raw());
        let null = std::ptr::null_mut();
        // SAFETY: a live builder and nodes of the classes each call casts to (checked here).
        Ok(node(unsafe {
            if !d.module {
                di::LLVMDIBuilderCreateImportedDeclaration(self.raw, scope, entity, file, d.line, n, nl, null, 0)
            } else {
                match kind_of(d.entity) {
                    Some(MK::LLVMDIModuleMetadataKind) => {
                        di::LLVMDIBuilderCreateImportedModuleFromModule(self.raw, scope, entity, file, d.line, null, 0)
                    }
                    Some(MK::LLVMDINamespaceMetadataKind) => {
                        di::LLVMDIBuilderCreateImportedModuleFromNamespace(self.raw, scope, entity, file, d.line)
                    }
                    Some(MK::LLVMDIImportedEntityMetadataKind) => {
                        di::LLVMDIBuilderCreateImportedModuleFromAlias(self.raw, scope, entity, file, d.line, null, 0)
                    }
                    k => {
                        return Err(Error::WrongKind {
                            op,
                            operand: "entity",
                            expected: "a DIModule, DINamespace or DIImportedEntity",
                            found: format!("{k:?}"),
                        })
                    }
                }
            }
        }))
    }

    /// A forward declaration (`DIFlagFwdDecl` composite) of `tag`. Errors: as
    /// [`DiBuilder::temporary_composite`].
    pub fn forward_declaration(&self, tag: u32, d: &CompositeDesc<'_, 'c>) -> Result<Metadata<'c>> {
        self.check_composite("DiBuilder::forward_declaration", d)?;
        let (n, nl) = s(d.name);
        let (u, ul) = s(d.identifier);
        // SAFETY: a live builder and nodes of the classes the call casts to (checked above).
        Ok(node(unsafe {
            di::LLVMDIBuilderCreateForwardDecl(
                self.raw,
                tag,
                n,
                nl,
                raw_or_null(d.scope),
                raw_or_null(d.file),
                d.line,
                0,
                d.size_bits,
                0,
                u,
                ul,
            )
        }))
    }

    /// `!DIEnumerator(name:, value:, isUnsigned:)`.
    pub fn enumerator(&self, name: &str, value: i64, unsigned: bool) -> Metadata<'c> {
        let (n, nl) = s(name);
        // SAFETY: a live builder and a byte range LLVM copies.
        node(unsafe { di::LLVMDIBuilderCreateEnumerator(self.raw, n, nl, value, i32::from(unsigned)) })
    }

    /// `DW_TAG_enumeration_type` with `elements` ([`DiBuilder::enumerator`] nodes) over
    /// `underlying`. Errors: [`Error::WrongKind`] for nodes of other classes.
    pub fn enumeration_type(
        &self,
        d: &CompositeDesc<'_, 'c>,
        elements: &[Metadata<'c>],
        underlying: Option<Metadata<'c>>,
    ) -> Result<Metadata<'c>> {
        let op = "DiBuilder::enumeration_type";
        self.check_composite(op, d)?;
        check(underlying, op, "underlying type", "a DIType", is_type)?;
        for &m in elements {
            check(Some(m), op, "element", "a DIEnumerator", |k| matches!(k, MK::LLVMDIEnumeratorMetadataKind))?;
        }
        let mut raws: Vec<_> = elements.iter().map(|m| m.raw()).collect();
        let (n, nl) = s(d.name);
        // SAFETY: a live builder and nodes of the classes the call casts to (checked above).
        Ok(node(unsafe {
            di::LLVMDIBuilderCreateEnumerationType(
                self.raw,
                raw_or_null(d.scope),
                n,
                nl,
                raw_or_null(d.file),
                d.line,
                d.size_bits,
                0,
                raws.as_mut_ptr(),
                raws.len() as u32,
                raw_or_null(underlying),
            )
        }))
    }

    fn check_composite(&self, op: &'static str, d: &CompositeDesc<'_, 'c>) -> Result<()> {
        check(d.scope, op, "scope", "a DIScope", is_scope)?;
        check(d.file, op, "file", "a DIFile", |k| matches!(k, MK::LLVMDIFileMetadataKind))
    }

    /// A temporary composite of `tag` (`DW_TAG_structure_type`, `DW_TAG_class_type`,
    /// `DW_TAG_union_type`, ...) to refer to while its members are made. Errors:
    /// [`Error::WrongKind`] for a scope or file of another class.
    pub fn temporary_composite(&self, tag: u32, d: &CompositeDesc<'_, 'c>) -> Result<TemporaryType<'c>> {
        self.check_composite("DiBuilder::temporary_composite", d)?;
        let (n, nl) = s(d.name);
        let (u, ul) = s(d.identifier);
        // SAFETY: a live builder and nodes of the classes the call casts to (checked above).
        let raw = unsafe {
            di::LLVMDIBuilderCreateReplaceableCompositeType(
                self.raw,
                tag,
                n,
                nl,
                raw_or_null(d.scope),
                raw_or_null(d.file),
                d.line,
                0,
                d.size_bits,
                0,
                d.flags,
                u,
                ul,
            )
        };
        Ok(TemporaryType { node: node(raw) })
    }

    /// Replaces every use of `temp` by `real` and deletes the temporary.
    pub fn replace_temporary(&self, temp: TemporaryType<'c>, real: Metadata<'c>) {
        // SAFETY: `temp` is a temporary node made by `temporary_composite`, consumed here so
        // it is replaced (and so deleted) once; `real` is a node of the same context.
        unsafe { di::LLVMMetadataReplaceAllUsesWith(temp.node.raw(), real.raw()) }
    }

    /// `DW_TAG_structure_type`, `DW_TAG_class_type` or `DW_TAG_union_type` (by `tag`) with
    /// `elements` (members, inheritance, subprograms). Errors: [`Error::WrongKind`] for nodes
    /// of other classes, [`Error::Precondition`] for another tag.
    pub fn composite_type(
        &self,
        tag: u32,
        d: &CompositeDesc<'_, 'c>,
        elements: &[Metadata<'c>],
    ) -> Result<Metadata<'c>> {
        let op = "DiBuilder::composite_type";
        self.check_composite(op, d)?;
        checks::ensure(elements.iter().all(|m| m.is_node()), op, "elements must be nodes")?;
        let mut raws: Vec<_> = elements.iter().map(|m| m.raw()).collect();
        if !matches!(tag, DW_TAG_STRUCTURE_TYPE | DW_TAG_CLASS_TYPE | DW_TAG_UNION_TYPE) {
            return Err(Error::Precondition { op, reason: "the tag must be a structure, class or union" });
        }
        let fortran = FortranArray::default();
        Ok(self.composite_node(tag, d, None, &mut raws, &fortran))
    }

    /// A `DICompositeType` of any tag through the shim (the C API's class builder writes
    /// `DW_TAG_structure_type`, and none takes the Fortran array attributes), tracked for
    /// [`DiBuilder::finalize`]. The caller checks the operands' classes.
    fn composite_node(
        &self,
        tag: u32,
        d: &CompositeDesc<'_, 'c>,
        base: Option<Metadata<'c>>,
        elements: &mut [LLVMMetadataRef],
        fortran: &FortranArray<'c>,
    ) -> Metadata<'c> {
        let (n, nl) = s(d.name);
        let (u, ul) = s(d.identifier);
        // SAFETY: a live context and nodes of the classes the shim's `get` takes (checked by
        // the callers); `elements.len()` handles the shim copies.
        let raw = unsafe {
            shim::llvm_spirv_di_composite_type(
                self.ctx.raw(),
                tag,
                n,
                nl,
                raw_or_null(d.file),
                d.line,
                raw_or_null(d.scope),
                raw_or_null(base),
                d.size_bits,
                0,
                d.flags as u32,
                elements.as_mut_ptr(),
                elements.len() as u32,
                u,
                ul,
                raw_or_null(fortran.data_location),
                raw_or_null(fortran.associated),
                raw_or_null(fortran.allocated),
                raw_or_null(fortran.rank),
            )
        };
        self.track(raw);
        node(raw)
    }

    /// `DW_TAG_member` (a bit field when `flags` has `DIFlagBitField`, stored from
    /// `storage_offset_bits`). Errors: [`Error::WrongKind`] for nodes of other classes.
    pub fn member_type(&self, d: &MemberDesc<'_, 'c>, storage_offset_bits: Option<u64>) -> Result<Metadata<'c>> {
        let op = "DiBuilder::member_type";
        check(Some(d.scope), op, "scope", "a DIScope", is_scope)?;
        check(d.file, op, "file", "a DIFile", |k| matches!(k, MK::LLVMDIFileMetadataKind))?;
        check(d.ty, op, "type", "a DIType", is_type)?;
        let (n, nl) = s(d.name);
        let (scope, file, ty) = (d.scope.raw(), raw_or_null(d.file), raw_or_null(d.ty));
        // SAFETY: a live builder and nodes of the classes the calls cast to (checked above).
        Ok(node(unsafe {
            match storage_offset_bits {
                Some(storage) => di::LLVMDIBuilderCreateBitFieldMemberType(
                    self.raw,
                    scope,
                    n,
                    nl,
                    file,
                    d.line,
                    d.size_bits,
                    d.offset_bits,
                    storage,
                    d.flags,
                    ty,
                ),
                None => di::LLVMDIBuilderCreateMemberType(
                    self.raw,
                    scope,
                    n,
                    nl,
                    file,
                    d.line,
                    d.size_bits,
                    0,
                    d.offset_bits,
                    d.flags,
                    ty,
                ),
            }
        }))
    }

    /// A static data member's declaration (`DW_TAG_member` with `DIFlagStaticMember`,
    /// `extraData:` the constant value when there is one). Errors: [`Error::WrongKind`] for
    /// nodes of other classes or a value that is not a constant.
    pub fn static_member_type(&self, d: &MemberDesc<'_, 'c>, value: Option<Value<'c>>) -> Result<Metadata<'c>> {
        let op = "DiBuilder::static_member_type";
        check(Some(d.scope), op, "scope", "a DIScope", is_scope)?;
        check(d.file, op, "file", "a DIFile", |k| matches!(k, MK::LLVMDIFileMetadataKind))?;
        check(d.ty, op, "type", "a DIType", is_type)?;
        if let Some(v) = value {
            checks::ensure_value(v.is_constant(), op, "value", "a constant", v)?;
        }
        let (n, nl) = s(d.name);
        let v = value.map_or(std::ptr::null_mut(), |v| v.raw());
        // SAFETY: a live builder, nodes of the classes the call casts to and a constant or
        // null (checked above).
        Ok(node(unsafe {
            di::LLVMDIBuilderCreateStaticMemberType(
                self.raw,
                d.scope.raw(),
                n,
                nl,
                raw_or_null(d.file),
                d.line,
                raw_or_null(d.ty),
                d.flags,
                v,
                0,
            )
        }))
    }

    /// `DW_TAG_inheritance` of `base` in `derived` at `offset_bits`. Errors:
    /// [`Error::WrongKind`] unless both are types.
    pub fn inheritance(
        &self,
        derived: Metadata<'c>,
        base: Option<Metadata<'c>>,
        offset_bits: u64,
        flags: DiFlags,
    ) -> Result<Metadata<'c>> {
        let op = "DiBuilder::inheritance";
        check(Some(derived), op, "derived type", "a DIType", is_type)?;
        check(base, op, "base type", "a DIType", is_type)?;
        // SAFETY: a live builder and types (checked above).
        Ok(node(unsafe {
            di::LLVMDIBuilderCreateInheritance(self.raw, derived.raw(), raw_or_null(base), offset_bits, 0, flags)
        }))
    }

    /// `DW_TAG_ptr_to_member_type` of `pointee` in `class`. Errors: [`Error::WrongKind`]
    /// unless both are types.
    pub fn member_pointer_type(
        &self,
        pointee: Option<Metadata<'c>>,
        class: Option<Metadata<'c>>,
        size_bits: u64,
    ) -> Result<Metadata<'c>> {
        let op = "DiBuilder::member_pointer_type";
        check(pointee, op, "pointee", "a DIType", is_type)?;
        check(class, op, "class", "a DIType", is_type)?;
        // SAFETY: a live builder and types or nulls (checked above).
        Ok(node(unsafe {
            di::LLVMDIBuilderCreateMemberPointerType(
                self.raw,
                raw_or_null(pointee),
                raw_or_null(class),
                size_bits,
                0,
                0,
            )
        }))
    }

    /// `DISubprogram`; a definition is distinct and belongs to the builder's compile unit.
    /// Errors: [`Error::WrongKind`] for nodes of other classes.
    pub fn subprogram(&self, d: &SubprogramDesc<'_, 'c>) -> Result<Metadata<'c>> {
        let op = "DiBuilder::subprogram";
        check(d.scope, op, "scope", "a DIScope", is_scope)?;
        check(d.file, op, "file", "a DIFile", |k| matches!(k, MK::LLVMDIFileMetadataKind))?;
        check(d.ty, op, "type", "a DISubroutineType", |k| matches!(k, MK::LLVMDISubroutineTypeMetadataKind))?;
        let (n, nl) = s(d.name);
        let (l, ll) = s(d.linkage_name);
        let (t, tl) = s(d.target_name);
        // SAFETY: a live builder and nodes of the classes the call casts to (checked above).
        Ok(node(unsafe {
            shim::llvm_spirv_di_create_function(
                self.raw,
                raw_or_null(d.scope),
                n,
                nl,
                l,
                ll,
                raw_or_null(d.file),
                d.line,
                raw_or_null(d.ty),
                i32::from(d.local_to_unit),
                i32::from(d.definition),
                d.scope_line,
                d.flags as u32,
                i32::from(d.optimized),
                t,
                tl,
            )
        }))
    }

    /// Sets the `declaration:` of subprogram definition `sp` (a member function's
    /// declaration in its class). Errors: [`Error::WrongKind`] unless both are subprograms,
    /// [`Error::Precondition`] unless `sp` is a (distinct) definition.
    pub fn set_subprogram_declaration(&self, sp: Metadata<'c>, declaration: Metadata<'c>) -> Result<()> {
        let op = "DiBuilder::set_subprogram_declaration";
        let is_sp = |k: &MK| matches!(k, MK::LLVMDISubprogramMetadataKind);
        check(Some(sp), op, "subprogram", "a DISubprogram", is_sp)?;
        check(Some(declaration), op, "declaration", "a DISubprogram", is_sp)?;
        // SAFETY: two subprograms (checked above); the shim checks `sp` is distinct.
        let ok = unsafe { shim::llvm_spirv_di_subprogram_set_declaration(sp.raw(), declaration.raw()) };
        checks::ensure(ok != 0, op, "the subprogram must be a distinct definition")
    }

    /// Keeps subprogram declaration `sp` (one attached to no function) in the compile unit's
    /// `retainedTypes:` (LLVM Language Reference, "DICompileUnit"; the verifier takes types
    /// and subprograms that are no definitions there). Errors: [`Error::WrongKind`] unless
    /// `sp` is a subprogram.
    pub fn retain_subprogram(&self, sp: Metadata<'c>) -> Result<()> {
        let op = "DiBuilder::retain_subprogram";
        check(Some(sp), op, "subprogram", "a DISubprogram", |k| matches!(k, MK::LLVMDISubprogramMetadataKind))?;
        // SAFETY: a live builder and a subprogram (checked above, so a DIScope).
        let ok = unsafe { shim::llvm_spirv_di_retain(self.raw, sp.raw()) };
        checks::ensure(ok != 0, op, "the node must be a scope")
    }

    /// `distinct !DILexicalBlock(scope:, file:, line:, column:)`. Errors:
    /// [`Error::WrongKind`] unless `scope` is a local scope and `file` a DIFile.
    pub fn lexical_block(
        &self,
        scope: Metadata<'c>,
        file: Option<Metadata<'c>>,
        line: u32,
        column: u32,
    ) -> Result<Metadata<'c>> {
        let op = "DiBuilder::lexical_block";
        check(Some(scope), op, "scope", "a DILocalScope", is_local_scope)?;
        check(file, op, "file", "a DIFile", |k| matches!(k, MK::LLVMDIFileMetadataKind))?;
        // SAFETY: a live builder and nodes of the classes the call casts to (checked above).
        Ok(node(unsafe { di::LLVMDIBuilderCreateLexicalBlock(self.raw, scope.raw(), raw_or_null(file), line, column) }))
    }

    /// `!DILexicalBlockFile(scope:, file:, discriminator:)`. Errors: [`Error::WrongKind`]
    /// unless `scope` is a local scope and `file` a DIFile.
    pub fn lexical_block_file(
        &self,
        scope: Metadata<'c>,
        file: Option<Metadata<'c>>,
        discriminator: u32,
    ) -> Result<Metadata<'c>> {
        let op = "DiBuilder::lexical_block_file";
        check(Some(scope), op, "scope", "a DILocalScope", is_local_scope)?;
        check(file, op, "file", "a DIFile", |k| matches!(k, MK::LLVMDIFileMetadataKind))?;
        // SAFETY: a live builder and nodes of the classes the call casts to (checked above).
        Ok(node(unsafe {
            di::LLVMDIBuilderCreateLexicalBlockFile(self.raw, scope.raw(), raw_or_null(file), discriminator)
        }))
    }

    /// `!DILocalVariable(...)`, a parameter when `d.arg` is set (`arg:`). Errors:
    /// [`Error::WrongKind`] for nodes of other classes.
    pub fn variable(&self, d: &VariableDesc<'_, 'c>) -> Result<Metadata<'c>> {
        let op = "DiBuilder::variable";
        check(Some(d.scope), op, "scope", "a DILocalScope", is_local_scope)?;
        check(d.file, op, "file", "a DIFile", |k| matches!(k, MK::LLVMDIFileMetadataKind))?;
        check(d.ty, op, "type", "a DIType", is_type)?;
        let (n, nl) = s(d.name);
        let (scope, file, ty) = (d.scope.raw(), raw_or_null(d.file), raw_or_null(d.ty));
        let keep = i32::from(d.always_preserve);
        // SAFETY: a live builder and nodes of the classes the calls cast to (checked above).
        Ok(node(unsafe {
            match d.arg {
                Some(arg) => di::LLVMDIBuilderCreateParameterVariable(
                    self.raw, scope, n, nl, arg, file, d.line, ty, keep, d.flags,
                ),
                None => di::LLVMDIBuilderCreateAutoVariable(self.raw, scope, n, nl, file, d.line, ty, keep, d.flags, 0),
            }
        }))
    }

    /// `!DIExpression(ops...)`: DWARF operation codes and their operands as 64-bit words.
    /// LLVM checks the sequence in the verifier (`DIExpression::isValid`).
    pub fn expression(&self, ops: &[u64]) -> Metadata<'c> {
        let mut v = ops.to_vec();
        // SAFETY: a live builder and `v.len()` words LLVM copies.
        node(unsafe { di::LLVMDIBuilderCreateExpression(self.raw, v.as_mut_ptr(), v.len()) })
    }

    /// `!DIGlobalVariableExpression(var: !DIGlobalVariable(...), expr:)`, listed in the
    /// compile unit's globals at [`DiBuilder::finalize`]. Errors: [`Error::WrongKind`] for
    /// nodes of other classes.
    pub fn global_variable(&self, d: &GlobalVariableDesc<'_, 'c>) -> Result<Metadata<'c>> {
        let op = "DiBuilder::global_variable";
        check(d.scope, op, "scope", "a DIScope", is_scope)?;
        check(d.file, op, "file", "a DIFile", |k| matches!(k, MK::LLVMDIFileMetadataKind))?;
        check(d.ty, op, "type", "a DIType", is_type)?;
        check(Some(d.expr), op, "expression", "a DIExpression", |k| matches!(k, MK::LLVMDIExpressionMetadataKind))?;
        check(d.declaration, op, "declaration", "a DIDerivedType", |k| matches!(k, MK::LLVMDIDerivedTypeMetadataKind))?;
        let (n, nl) = s(d.name);
        let (l, ll) = s(d.linkage_name);
        // SAFETY: a live builder and nodes of the classes the call casts to (checked above).
        Ok(node(unsafe {
            di::LLVMDIBuilderCreateGlobalVariableExpression(
                self.raw,
                raw_or_null(d.scope),
                n,
                nl,
                l,
                ll,
                raw_or_null(d.file),
                d.line,
                raw_or_null(d.ty),
                i32::from(d.local_to_unit),
                d.expr.raw(),
                raw_or_null(d.declaration),
                0,
            )
        }))
    }

    /// `!DILocation(line:, column:, scope:, inlinedAt:)`. Errors: [`Error::WrongKind`]
    /// unless `scope` is a local scope and `inlined_at` a location.
    pub fn location(
        &self,
        line: u32,
        column: u32,
        scope: Metadata<'c>,
        inlined_at: Option<Metadata<'c>>,
    ) -> Result<Metadata<'c>> {
        let op = "DiBuilder::location";
        check(Some(scope), op, "scope", "a DILocalScope", is_local_scope)?;
        check(inlined_at, op, "inlinedAt", "a DILocation", |k| matches!(k, MK::LLVMDILocationMetadataKind))?;
        // SAFETY: a live context and nodes of the classes the call casts to (checked above).
        Ok(node(unsafe {
            di::LLVMDIBuilderCreateDebugLocation(self.ctx.raw(), line, column, scope.raw(), raw_or_null(inlined_at))
        }))
    }

    /// A `distinct !DILocation(line:, column:, scope:, inlinedAt:)`: the call site of one
    /// inlining (an `inlinedAt:`), apart from every other location of the same place.
    /// Errors: as [`DiBuilder::location`].
    pub fn distinct_location(
        &self,
        line: u32,
        column: u32,
        scope: Metadata<'c>,
        inlined_at: Option<Metadata<'c>>,
    ) -> Result<Metadata<'c>> {
        let op = "DiBuilder::distinct_location";
        check(Some(scope), op, "scope", "a DILocalScope", is_local_scope)?;
        check(inlined_at, op, "inlinedAt", "a DILocation", |k| matches!(k, MK::LLVMDILocationMetadataKind))?;
        // SAFETY: a live context and nodes of the classes the shim checks again.
        let raw = unsafe {
            shim::llvm_spirv_di_distinct_location(self.ctx.raw(), line, column, scope.raw(), raw_or_null(inlined_at))
        };
        checks::ensure(!raw.is_null(), op, "the scope must be a local scope")?;
        Ok(node(raw))
    }

    fn check_record(op: &'static str, var: Metadata<'c>, expr: Metadata<'c>, loc: Metadata<'c>) -> Result<()> {
        check(Some(var), op, "variable", "a DILocalVariable", |k| matches!(k, MK::LLVMDILocalVariableMetadataKind))?;
        check(Some(expr), op, "expression", "a DIExpression", |k| matches!(k, MK::LLVMDIExpressionMetadataKind))?;
        check(Some(loc), op, "location", "a DILocation", |k| matches!(k, MK::LLVMDILocationMetadataKind))
    }

    /// `#dbg_declare(storage, var, expr, loc)` at the end of `block` (before its terminator
    /// if it has one). Errors: [`Error::WrongKind`] for nodes of other classes or a block
    /// outside a function.
    pub fn declare_at_end(
        &self,
        storage: Value<'c>,
        var: Metadata<'c>,
        expr: Metadata<'c>,
        loc: Metadata<'c>,
        block: BasicBlock<'c>,
    ) -> Result<()> {
        let op = "DiBuilder::declare_at_end";
        Self::check_record(op, var, expr, loc)?;
        checks::ensure(block.parent().is_some(), op, "the block must be in a function")?;
        // SAFETY: a live builder in the new debug-info format (set by `new`), nodes of the
        // classes the call casts to and a block of a function (checked above).
        unsafe {
            di::LLVMDIBuilderInsertDeclareRecordAtEnd(
                self.raw,
                storage.raw(),
                var.raw(),
                expr.raw(),
                loc.raw(),
                block.raw(),
            )
        };
        Ok(())
    }

    /// `#dbg_value(value, var, expr, loc)` at the end of `block`, as
    /// [`DiBuilder::declare_at_end`].
    pub fn value_at_end(
        &self,
        value: Value<'c>,
        var: Metadata<'c>,
        expr: Metadata<'c>,
        loc: Metadata<'c>,
        block: BasicBlock<'c>,
    ) -> Result<()> {
        let op = "DiBuilder::value_at_end";
        Self::check_record(op, var, expr, loc)?;
        checks::ensure(block.parent().is_some(), op, "the block must be in a function")?;
        // SAFETY: as in `declare_at_end`.
        unsafe {
            di::LLVMDIBuilderInsertDbgValueRecordAtEnd(
                self.raw,
                value.raw(),
                var.raw(),
                expr.raw(),
                loc.raw(),
                block.raw(),
            )
        };
        Ok(())
    }

    /// `#dbg_value(!DIArgList(value, ... n times), var, expr, loc)` at the end of `block`:
    /// an expression reading its `n` operands with `DW_OP_LLVM_arg 0..n-1`, each `value`.
    /// Errors: as [`DiBuilder::value_at_end`]; [`Error::Precondition`] for `n` 0.
    pub fn value_list_at_end(
        &self,
        value: Value<'c>,
        n: u32,
        var: Metadata<'c>,
        expr: Metadata<'c>,
        loc: Metadata<'c>,
        block: BasicBlock<'c>,
    ) -> Result<()> {
        let op = "DiBuilder::value_list_at_end";
        Self::check_record(op, var, expr, loc)?;
        checks::ensure(block.parent().is_some(), op, "the block must be in a function")?;
        checks::ensure(n > 0, op, "an argument list needs an operand")?;
        // SAFETY: as in `declare_at_end`; the shim checks the record is a variable record.
        unsafe {
            let rec = di::LLVMDIBuilderInsertDbgValueRecordAtEnd(
                self.raw,
                value.raw(),
                var.raw(),
                expr.raw(),
                loc.raw(),
                block.raw(),
            );
            shim::llvm_spirv_dbg_record_set_arg_list(rec, value.raw(), n);
        }
        Ok(())
    }
}

/// `DW_TAG_structure_type`.
pub const DW_TAG_STRUCTURE_TYPE: u32 = 0x13;
/// `DW_TAG_class_type`.
pub const DW_TAG_CLASS_TYPE: u32 = 0x02;
/// `DW_TAG_union_type`.
pub const DW_TAG_UNION_TYPE: u32 = 0x17;
/// `DW_TAG_array_type`.
const DW_TAG_ARRAY_TYPE: u32 = 0x01;

impl<'c> Metadata<'c> {
    /// Whether this is a `DIModule`.
    pub fn is_module(self) -> bool {
        matches!(kind_of(self), Some(MK::LLVMDIModuleMetadataKind))
    }

    /// The `DIGlobalVariable` of a `DIGlobalVariableExpression`; other nodes are returned as
    /// they are.
    pub fn global_variable_of_expression(self) -> Metadata<'c> {
        match kind_of(self) {
            // SAFETY: a DIGlobalVariableExpression (checked above).
            Some(MK::LLVMDIGlobalVariableExpressionMetadataKind) => {
                node(unsafe { di::LLVMDIGlobalVariableExpressionGetVariable(self.raw()) })
            }
            _ => self,
        }
    }
}

impl<'c> Value<'c> {
    /// Attaches subprogram `sp` to this function (`!dbg` on the definition). Errors:
    /// [`Error::WrongKind`] unless `self` is a function and `sp` a DISubprogram.
    pub fn set_subprogram(self, sp: Metadata<'c>) -> Result<()> {
        let op = "set_subprogram";
        checks::ensure_value(self.is_function(), op, "receiver", "a function", self)?;
        check(Some(sp), op, "subprogram", "a DISubprogram", |k| matches!(k, MK::LLVMDISubprogramMetadataKind))?;
        // SAFETY: a function and a subprogram (checked above).
        unsafe { di::LLVMSetSubprogram(self.raw(), sp.raw()) };
        Ok(())
    }

    /// The subprogram attached to this function, if any (`None` for other values).
    pub fn attached_subprogram(self) -> Option<Metadata<'c>> {
        if !self.is_function() {
            return None;
        }
        // SAFETY: a function (checked above); null when none is attached.
        let raw = unsafe { di::LLVMGetSubprogram(self.raw()) };
        (!raw.is_null()).then(|| node(raw))
    }

    /// Sets this instruction's `!dbg` location. Errors: [`Error::WrongKind`] unless `self`
    /// is an instruction and `loc` a DILocation.
    pub fn set_debug_location(self, loc: Metadata<'c>) -> Result<()> {
        let op = "set_debug_location";
        checks::ensure_value(self.is_instruction(), op, "receiver", "an instruction", self)?;
        check(Some(loc), op, "location", "a DILocation", |k| matches!(k, MK::LLVMDILocationMetadataKind))?;
        // SAFETY: an instruction and a location (checked above).
        unsafe { di::LLVMInstructionSetDebugLoc(self.raw(), loc.raw()) };
        Ok(())
    }

    /// Whether this instruction has a `!dbg` location (false for other values).
    pub fn has_debug_location(self) -> bool {
        // SAFETY: an instruction (checked first).
        self.is_instruction() && !unsafe { di::LLVMInstructionGetDebugLoc(self.raw()) }.is_null()
    }

    /// Attaches `gve` (a `DIGlobalVariableExpression`) to this global variable as `!dbg`.
    /// Errors: [`Error::WrongKind`] unless `self` is a global variable and `gve` such a node.
    pub fn add_debug_global_expression(self, gve: Metadata<'c>) -> Result<()> {
        let op = "add_debug_global_expression";
        checks::ensure_value(
            self.kind() == super::ValueKind::LLVMGlobalVariableValueKind,
            op,
            "receiver",
            "a global variable",
            self,
        )?;
        check(Some(gve), op, "expression", "a DIGlobalVariableExpression", |k| {
            matches!(k, MK::LLVMDIGlobalVariableExpressionMetadataKind)
        })?;
        // SAFETY: a global variable and a DIGlobalVariableExpression (checked above); kind 0
        // is `dbg` (`LLVMContext::MD_dbg`), which GlobalObject::addDebugInfo uses.
        unsafe { llvm_sys::core::LLVMGlobalSetMetadata(self.raw(), 0, gve.raw()) };
        Ok(())
    }
}

impl<'c> Builder<'c> {
    /// The `!dbg` location the builder gives every instruction it makes from now on
    /// (`None`: none). Errors: [`Error::WrongKind`] unless `loc` is a DILocation.
    pub fn set_debug_location(&self, loc: Option<Metadata<'c>>) -> Result<()> {
        check(loc, "Builder::set_debug_location", "location", "a DILocation", |k| {
            matches!(k, MK::LLVMDILocationMetadataKind)
        })?;
        // SAFETY: a live builder and a location or null (checked above).
        unsafe { llvm_sys::core::LLVMSetCurrentDebugLocation2(self.raw(), raw_or_null(loc)) };
        Ok(())
    }
}

impl<'c> Module<'c> {
    /// Adds module flag `!{i32 behavior, !"key", i32 value}` to `!llvm.module.flags`
    /// (behaviour codes of `Module::ModFlagBehavior`: 1 Error, 2 Warning, 7 Max, ...).
    pub fn add_module_flag(&self, ctx: &'c Context, behavior: u32, key: &str, value: u32) -> Result<()> {
        let i32t = super::Type::int_n::<32>(ctx);
        let b = Metadata::constant(Value::const_int(i32t, u64::from(behavior))?)?;
        let v = Metadata::constant(Value::const_int(i32t, u64::from(value))?)?;
        let flag = ctx.md_node(&[b, ctx.md_string(key), v]);
        self.add_named_metadata(ctx, "llvm.module.flags", flag)
    }

    /// The debug metadata version this LLVM writes (`DEBUG_METADATA_VERSION`, for the
    /// `Debug Info Version` module flag).
    pub fn debug_metadata_version() -> u32 {
        // SAFETY: a constant query.
        unsafe { di::LLVMDebugMetadataVersion() }
    }
}
