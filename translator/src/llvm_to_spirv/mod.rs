//! LLVM IR -> SPIR-V: the forward translation.
//!
//! # Mapping decisions
//!
//! - **Target.** Triples `spir`/`spirv32` give `Physical32`, `spir64`/`spirv64`
//!   (and an empty triple) give `Physical64`, `spirv64v1.2` also fixes the
//!   version; the memory model is always `OpenCL`, capabilities `Addresses`,
//!   `Linkage` and `Kernel`. Everything else (Int8, Float64, Linkage,
//!   GenericPointer, ImageBasic, ...) is declared when first used. The version
//!   is the lowest one the used features need, 1.0 unless something asks more,
//!   capped by [`Options::max_version`].
//! - **Address spaces** (SPIR 1.2 / clang): 0 Function (module scope: Private),
//!   1 CrossWorkgroup, 2 UniformConstant, 3 Workgroup, 4 Generic, 5 DeviceOnlyINTEL,
//!   6 HostOnlyINTEL (both need SPV_INTEL_usm_storage_classes), 7 Input.
//! - **Opaque pointers.** LLVM 19 pointers carry no pointee; SPIR-V pointers do.
//!   Pointers stored in memory or nested in aggregates are `i8*` in their
//!   storage class ("canonical" pointers). SSA pointer values get the pointee
//!   their definition implies: a global's value type, an alloca's allocated
//!   type, a GEP's result element type, and for function parameters the type of
//!   their first use as an address (load/store/GEP/atomic/builtin call, directly or
//!   through an `addrspacecast`), else the pointee of what the first direct call
//!   passes; a function's pointer result has the pointee of the first pointer it
//!   returns; pointers kept in local slots and the
//!   parameters reaching them take the pointee their uses agree on (`slots.rs`).
//!   Wherever an instruction
//!   needs a different pointee, an `OpBitcast` converts (see `memory.rs`,
//!   `Translator::coerce`). PHIs take the pointee of their first incoming
//!   value and receive casts at the end of the predecessor.
//! - **Constants** are deduplicated by their LLVM handle (LLVM uniques
//!   constants) and scalars additionally by (type, bits). Constant expressions
//!   in global initializers become `OpSpecConstantOp`; inside functions, casts
//!   and GEPs are expanded to instructions in each block that uses them (as the
//!   Khronos translator does), other ones and PHI operands stay `OpSpecConstantOp`.
//! - **OpenCL builtins** (Itanium-mangled calls) map to BuiltIn variables,
//!   core instructions or `OpenCL.std` extended instructions
//!   (`opencl_builtins.rs`), classified once per callee and dispatched by one
//!   `match` (`builtin_calls.rs`); a mangled builtin without a mapping is an error,
//!   never an `OpFunctionCall` to an undefined function. Unmangled
//!   declarations are imported with `LinkageAttributes ... Import`.
//! - **Dropped on purpose** (hints with no semantic effect): `llvm.lifetime.*`,
//!   `llvm.assume`, `llvm.experimental.noalias.scope.decl`, `llvm.dbg.*`, TBAA and
//!   loop metadata other than unroll hints (`loops.rs`); `nsw`/`nuw` unless
//!   SPV_KHR_no_integer_wrap_decoration is allowed or
//!   [`Options::raise_version_for_features`] asks for SPIR-V 1.4;
//!   fast-math flags of `fneg` unless it asks for SPIR-V 1.6.
//! - **Kernels** are ordinary functions (exported when external); each entry
//!   point is a wrapper calling its kernel, so kernels may call kernels. Like the
//!   Khronos translator, the output always imports `OpenCL.std` and has an `OpSource`.

mod aliasing;
mod atomics;
mod aux_data;
mod builder;
mod builtin_calls;
mod cache_controls;
mod calls;
mod cfg;
mod constants;
mod debug_info;
mod decorations;
mod enqueue;
mod error;
mod events;
mod expansions;
mod fp_contract;
mod fp_max_error;
mod groups;
mod images;
mod instructions;
mod integer_dot;
mod interface;
mod intrinsics;
mod legalize;
mod loops;
mod matrix;
mod memory;
mod metadata;
mod number_formats;
mod objects;
mod opencl_builtins;
mod pipes;
mod pointer_vectors;
mod slots;
mod spirv_builtins;
mod types;
mod vector_compute;
mod vector_lengths;

pub use error::{Error, Result};

use crate::llvm;
use builder::{push_inst, string_words, ModuleBuilder};
use spirv::Word;
use std::collections::HashSet;

/// Maps and sets keyed by LLVM handles, ids and type keys inside the translator: a fast
/// non-cryptographic hash (std's SipHash cost a fifth of the forward translation).
type FastMap<K, V> = rustc_hash::FxHashMap<K, V>;
type FastSet<K> = rustc_hash::FxHashSet<K>;
use std::path::Path;
use types::SpirvType;

/// Options of the forward translation (the `llvm-spirv` command line's subset that applies).
#[derive(Debug, Clone)]
pub struct Options {
    /// Highest SPIR-V version the output may declare (`--spirv-max-version`), as (major, minor);
    /// 1.6 by default, as the Khronos translator. The output declares the lowest version its
    /// features need.
    pub max_version: (u8, u8),
    /// Extensions the output may use (`--spirv-ext`); names like `SPV_KHR_no_integer_wrap_decoration`.
    pub allowed_extensions: HashSet<String>,
    /// Extensions explicitly disabled (`--spirv-ext=-SPV_X`): a `!spirv.Extension` request for
    /// one of them is an error, while a request for an extension merely not allowed is not
    /// declared (so modules written by the reverse pass translate again without options).
    pub denied_extensions: HashSet<String>,
    /// `llvm.fmuladd` as OpenCL.std `mad` (`--spirv-replace-fmuladd-with-ocl-mad`, on by
    /// default as in the Khronos translator); off, it becomes `OpFMul` + `OpFAdd`, as there.
    pub fmuladd_as_mad: bool,
    /// Use features of newer SPIR-V versions (up to `max_version`) that keep information,
    /// raising the module's version, as the Khronos `llvm-spirv` does: `NoSignedWrap`/
    /// `NoUnsignedWrap` for `nsw`/`nuw` (1.4), `SignExtend`/`ZeroExtend` image operands for
    /// `read_imagei`/`read_imageui` (1.4), fast-math flags on `fneg` (1.6). On by default, as
    /// the `llvm-spirv` command line; off keeps the output at the lowest version its other
    /// features need, for OpenCL 2.x consumers that accept SPIR-V up to 1.2 (the wrap flags
    /// are then kept only under SPV_KHR_no_integer_wrap_decoration, the others dropped).
    pub raise_version_for_features: bool,
    /// Name prefixes of LLVM intrinsics to pass through as calls to imported functions
    /// of the same name instead of rejecting them (`--spirv-allow-unknown-intrinsics`).
    pub allow_unknown_intrinsics: Vec<String>,
    /// Floating-point contraction policy (`--spirv-fp-contract`): which kernels get
    /// `OpExecutionMode ContractionOff` (SPIR-V 1.6 spec 3.6 "Execution Mode").
    pub fp_contract: FpContract,
    /// Keep each kernel's `!kernel_arg_type` and `!kernel_arg_type_qual` as an `OpString`
    /// `"<metadata name>.<kernel name>.<arg 0>,<arg 1>,...,"`
    /// (`-preserve-ocl-kernel-arg-type-metadata-through-string`; off by default, as in the
    /// Khronos translator). SPIR-V has no place for the typedef names of OpenCL C kernel
    /// argument types; the reverse translation reads these strings whenever present.
    pub kernel_arg_type_strings: bool,
    /// The debug extended instruction set LLVM debug metadata becomes
    /// (`--spirv-debug-info-version`); OpenCL.DebugInfo.100 by default, as the Khronos
    /// translator. Only used when the module has a compile unit (`!llvm.dbg.cu`).
    pub debug_info: crate::debug_info::DebugInfoSet,
    /// Keep function attributes and function and global variable metadata as
    /// `NonSemantic.AuxData` instructions (`--spirv-preserve-auxdata`; off by default, as in
    /// the Khronos translator). See `aux_data.rs`.
    pub preserve_aux_data: bool,
    /// Let every set use the DWARF operations only NonSemantic.Shader.DebugInfo.200 defines
    /// (`DW_OP_LLVM_convert`, `DW_OP_LLVM_arg`, ...: DebugOperation numbers from 10 on,
    /// `--spirv-allow-extra-diexpressions`; off by default, as in the Khronos translator).
    /// Outside .200 those numbers are beyond the set's grammar: consumers other than this
    /// translator and the Khronos one (spirv-val among them) refuse them.
    pub allow_extra_diexpressions: bool,
    /// Where the translation reports what it kept out of the output ([`crate::warnings`]);
    /// `None` (the default) reports nothing.
    pub warnings: Option<crate::WarningSink>,
}

/// Floating-point contraction policy of the forward translation (`--spirv-fp-contract`),
/// as the Khronos translator defines it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FpContract {
    /// Contraction follows the module: a kernel whose call tree contains a floating-point
    /// operation that may not be contracted gets `ContractionOff` (the default).
    #[default]
    On,
    /// Every kernel gets `ContractionOff`.
    Off,
    /// No kernel gets `ContractionOff`.
    Fast,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_version: (1, 6),
            allowed_extensions: HashSet::new(),
            denied_extensions: HashSet::new(),
            fmuladd_as_mad: true,
            raise_version_for_features: true,
            allow_unknown_intrinsics: Vec::new(),
            fp_contract: FpContract::default(),
            kernel_arg_type_strings: false,
            debug_info: crate::debug_info::DebugInfoSet::default(),
            preserve_aux_data: false,
            allow_extra_diexpressions: false,
            warnings: None,
        }
    }
}

impl Options {
    /// Whether `ext` may be used.
    pub fn allows(&self, ext: &str) -> bool {
        self.allowed_extensions.contains(ext)
    }
}

/// Translates the LLVM module in `path` (`.bc` or `.ll`) into SPIR-V words.
///
/// Errors: [`Error::Llvm`] if the file is unreadable or not LLVM IR, and the
/// other [`Error`] variants for constructs without a mapping.
pub fn translate_file(path: &Path, options: &Options) -> Result<Vec<u32>> {
    let ctx = llvm::Context::new();
    let module = ctx.read_ir_file(path)?;
    translate_module(&ctx, &module, options)
}

/// Translates an in-memory module (bitcode or textual IR); `name` is used in messages.
pub fn translate_bytes(bytes: &[u8], name: &str, options: &Options) -> Result<Vec<u32>> {
    let ctx = llvm::Context::new();
    let module = ctx.parse_ir(bytes, name)?;
    translate_module(&ctx, &module, options)
}

/// Translates a parsed module into SPIR-V words (header included).
///
/// The module is verified first (`LLVMVerifyModule`): one that fails is refused with the
/// verifier's first message, [`Error::Llvm`] ([`llvm::LlvmError::Verifier`]).
pub fn translate_module<'c>(ctx: &'c llvm::Context, module: &llvm::Module<'c>, options: &Options) -> Result<Vec<u32>> {
    module.verify().map_err(|e| match e {
        llvm::LlvmError::Verifier { message } => llvm::LlvmError::Verifier {
            message: message.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("invalid module").to_string(),
        },
        other => other,
    })?;
    let triple = module.triple();
    let (addressing64, triple_version) =
        parse_triple(&triple).ok_or_else(|| Error::UnsupportedTriple { triple: triple.clone() })?;
    if let Some(v) = triple_version {
        if v > options.max_version {
            return Err(Error::TripleMaxVersionIncompatible {
                triple,
                max_major: options.max_version.0,
                max_minor: options.max_version.1,
            });
        }
    }
    // A versioned triple fixes the version: it is both the floor and the cap.
    let capped;
    let options = match triple_version {
        Some(v) => {
            capped = Options { max_version: v, ..options.clone() };
            &capped
        }
        None => options,
    };
    // Vectors of lengths SPIR-V lacks: scalarized in a copy of the module (vector_lengths.rs).
    let scalarized;
    let positions = vector_lengths::functions_to_scalarize(module, options);
    let module = if positions.is_empty() {
        module
    } else {
        scalarized = vector_lengths::scalarized_copy(module, &positions)?;
        &scalarized
    };
    let mut t = Translator::new(ctx, module, options, addressing64);
    if let Some(v) = triple_version {
        t.out.require_version(v);
    }
    t.run()?;
    let version = t.out.min_version;
    if version > options.max_version {
        return Err(Error::UnsupportedVersion {
            construct: "the module".into(),
            needed_major: version.0,
            needed_minor: version.1,
            max_major: options.max_version.0,
            max_minor: options.max_version.1,
        });
    }
    Ok(t.out.finish(version))
}

/// The addressing model (`true`: Physical64) and the SPIR-V version a target triple
/// names: `spir`/`spirv32` 32-bit, `spir64`/`spirv64` 64-bit, `spirv64v1.2` also the
/// version; an empty triple is taken as 64-bit, as the Khronos translator does.
fn parse_triple(triple: &str) -> Option<(bool, Option<(u8, u8)>)> {
    let arch = triple.split('-').next().unwrap_or("");
    Some(match arch {
        "" | "spir64" | "spirv64" => (true, None),
        "spir" | "spirv32" | "spirv" => (false, None),
        _ => {
            let (bits, version) = arch
                .strip_prefix("spirv64v")
                .map(|v| (true, v))
                .or_else(|| arch.strip_prefix("spirv32v").map(|v| (false, v)))
                .or_else(|| arch.strip_prefix("spirvv").map(|v| (false, v)))?;
            let (major, minor) = version.split_once('.')?;
            (bits, Some((major.parse().ok()?, minor.parse().ok()?)))
        }
    })
}

/// The state of the function being translated.
struct FunctionState<'c> {
    /// Its name, for messages.
    name: String,
    /// The body's words (labels and instructions) in emission order.
    body: Vec<u32>,
    /// Pointer casts to insert before a predecessor's terminator for PHIs of its successors:
    /// (phi, predecessor block) -> id of the cast value.
    phi_casts: FastMap<(llvm::Value<'c>, llvm::BasicBlock<'c>), Word>,
    /// The first id allocated for this function: ids from here on are its own.
    first_local_id: Word,
    /// Function variables of calls, made with the allocas (variable id, its pointer type):
    /// `llvm.memmove` staging buffers, `llvm.u{add,sub}.with.overflow` carry pairs.
    call_variables: FastMap<llvm::Value<'c>, (Word, Word)>,
    /// Branches from (block, to block) that go to another label instead (loop latches
    /// sharing a made continue target, see `loops.rs`).
    branch_redirects: FastMap<(llvm::BasicBlock<'c>, llvm::BasicBlock<'c>), Word>,
    /// The block being translated, while constant expressions may be expanded in it
    /// (not for PHI operands).
    expansion_block: Option<llvm::BasicBlock<'c>>,
    /// Constant expressions expanded to instructions, per block.
    expanded: FastMap<(llvm::BasicBlock<'c>, llvm::Value<'c>), Word>,
    /// The constant expressions being expanded (their result id is allocated on request).
    expanding: FastSet<llvm::Value<'c>>,
}

impl FunctionState<'_> {
    /// The empty state of function `name`, whose own ids start at `first_local_id`.
    fn new(name: String, first_local_id: Word) -> Self {
        FunctionState {
            name,
            body: Vec::new(),
            phi_casts: FastMap::default(),
            first_local_id,
            call_variables: FastMap::default(),
            branch_redirects: FastMap::default(),
            expansion_block: None,
            expanded: FastMap::default(),
            expanding: FastSet::default(),
        }
    }
}

/// A kernel whose entry-point wrapper is emitted after all functions.
struct KernelInfo<'c> {
    /// The kernel function's id.
    function: Word,
    /// Its name (the entry point's name).
    name: String,
    /// The LLVM function (attributes, metadata).
    value: llvm::Value<'c>,
    /// Its OpTypeFunction.
    fn_type: Word,
    /// Its function control bits.
    control: u32,
    /// Parameter names.
    param_names: Vec<String>,
    /// `kernel_arg_type_qual` strings.
    quals: Vec<String>,
}

/// The forward translator: one per module. Its `impl` blocks are split by
/// concern across the files of this directory.
pub(crate) struct Translator<'c, 'm> {
    ctx: &'c llvm::Context,
    module: &'m llvm::Module<'c>,
    options: &'m Options,
    out: ModuleBuilder,
    addressing64: bool,
    attrs: llvm::AttributeKinds,
    /// `i8`, the canonical pointee of opaque pointers.
    i8_ty: llvm::Type<'c>,
    /// SPIR-V type of each LLVM type (canonical pointers).
    llvm_types: FastMap<llvm::Type<'c>, Word>,
    /// Uniqued SPIR-V types by their defining operands.
    type_keys: FastMap<SpirvType, Word>,
    /// The defining key of each type id (for queries such as "element of", "storage class of").
    type_defs: FastMap<Word, SpirvType>,
    /// Scalar constants by (type, value bits).
    scalar_consts: FastMap<(Word, u64), Word>,
    /// Null constants by type.
    null_consts: FastMap<Word, Word>,
    /// `OpConstantComposite`s by (type, constituents).
    composite_consts: FastMap<(Word, Vec<Word>), Word>,
    /// Undef values by type.
    undef_consts: FastMap<Word, Word>,
    /// Module-scope values: constants, globals, functions.
    globals: FastMap<llvm::Value<'c>, Word>,
    /// Globals whose initializer is being emitted (cycle detection).
    globals_in_progress: FastSet<llvm::Value<'c>>,
    /// Function-local values: arguments and instruction results.
    locals: FastMap<llvm::Value<'c>, Word>,
    /// SPV_INTEL_memory_access_aliasing: the declaration of each alias domain, scope and
    /// scope-list metadata node (`aliasing.rs`).
    alias_decls: FastMap<llvm::Value<'c>, Word>,
    /// SPIR-V types of values that differ from their canonical type (typed pointers).
    value_types: FastMap<llvm::Value<'c>, Word>,
    /// `OpConstantFunctionPointerINTEL`s by function.
    function_pointer_consts: FastMap<llvm::Value<'c>, Word>,
    /// Values carrying OpenCL objects their LLVM type does not show, with the object type
    /// (see `objects.rs`); this is also their canonical type.
    objects: FastMap<llvm::Value<'c>, Word>,
    /// Function pointer values (SPV_INTEL_function_pointers) with the function type they
    /// point to, whose pointer type is not made yet (see `objects.rs`).
    fn_pointer_values: FastMap<llvm::Value<'c>, llvm::Type<'c>>,
    /// Functions holding an `fadd`/`fsub` without the `contract` flag (see `fp_contract.rs`).
    uncontractable: FastSet<llvm::Value<'c>>,
    /// Inferred pointees of SSA pointer values.
    pointees: FastMap<llvm::Value<'c>, llvm::Type<'c>>,
    /// Inferred pointee of each pointer parameter, per function.
    param_pointees: FastMap<llvm::Value<'c>, llvm::Type<'c>>,
    /// Pointee of the pointers held by each typed slot (`alloca ptr`; see `slots.rs`).
    slot_pointees: FastMap<llvm::Value<'c>, llvm::Type<'c>>,
    /// Inferred pointee of the pointer each defined function returns.
    ret_pointees: FastMap<llvm::Value<'c>, llvm::Type<'c>>,
    /// Label ids of basic blocks.
    blocks: FastMap<llvm::BasicBlock<'c>, Word>,
    /// BuiltIn Input variables by builtin: (variable, value type).
    builtin_vars: FastMap<spirv::BuiltIn, (Word, Word)>,
    /// The `OpenCL.std` import, once used.
    opencl_std: Option<Word>,
    /// Declarations referenced by calls: emitted at the end.
    pending_decls: Vec<llvm::Value<'c>>,
    /// Kernels, whose entry points are emitted at the end.
    entry_points: Vec<KernelInfo<'c>>,
    /// Ids that already carry an OpName (instruction results).
    named_ids: FastSet<Word>,
    /// Helper functions generated for intrinsics (memset loops ...), by name.
    helpers: FastMap<String, Word>,
    /// The destination parameter type of each memset helper (see `memory::memset_helper`).
    memset_destinations: FastMap<Word, Word>,
    /// Bodies of helper functions made while translating a function, emitted after it.
    pending_helper_bodies: Vec<u32>,
    /// `OpAsmINTEL` ids by inline assembly value (LLVM uniques them), and the module's
    /// `OpAsmTargetINTEL` (SPV_INTEL_inline_assembly, `calls.rs`).
    inline_asms: FastMap<llvm::Value<'c>, Word>,
    asm_target: Option<Word>,
    /// Demangled builtin signatures by callee.
    signatures: FastMap<llvm::Value<'c>, Option<std::rc::Rc<llvm_spirv_mangling::Signature>>>,
    /// Builtin classifications by callee (`builtin_calls.rs`).
    builtin_calls: FastMap<llvm::Value<'c>, Option<std::rc::Rc<builtin_calls::BuiltinCall>>>,
    /// Calls whose `!spirv.Decorations` decorate another id than their value's: a
    /// `__builtin_spirv_*` conversion to FP8/FP4, whose value is the `OpBitcast` of the
    /// conversion (`number_formats.rs`).
    decoration_targets: FastMap<llvm::Value<'c>, Word>,
    /// The function being translated.
    func: Option<FunctionState<'c>>,
    /// Debug information state, when the module has a compile unit (`debug_info.rs`).
    debug: Option<debug_info::DebugState<'c>>,
    /// The warnings printed so far ([`Translator::warn`]).
    warned: FastSet<String>,
    /// Whether the module's source extensions name `cl_khr_fp16`
    /// ([`metadata::has_source_extension`]): its half type also declares `Float16`.
    fp16_source: bool,
}

impl<'c, 'm> Translator<'c, 'm> {
    fn new(ctx: &'c llvm::Context, module: &'m llvm::Module<'c>, options: &'m Options, addressing64: bool) -> Self {
        Translator {
            ctx,
            module,
            options,
            out: ModuleBuilder::new(),
            addressing64,
            attrs: llvm::AttributeKinds::new(),
            i8_ty: llvm::Type::int_n::<8>(ctx),
            llvm_types: FastMap::default(),
            type_keys: FastMap::default(),
            type_defs: FastMap::default(),
            scalar_consts: FastMap::default(),
            null_consts: FastMap::default(),
            composite_consts: FastMap::default(),
            undef_consts: FastMap::default(),
            globals: FastMap::default(),
            globals_in_progress: FastSet::default(),
            locals: FastMap::default(),
            alias_decls: FastMap::default(),
            value_types: FastMap::default(),
            objects: FastMap::default(),
            fn_pointer_values: FastMap::default(),
            function_pointer_consts: FastMap::default(),
            uncontractable: FastSet::default(),
            pointees: FastMap::default(),
            param_pointees: FastMap::default(),
            slot_pointees: FastMap::default(),
            ret_pointees: FastMap::default(),
            blocks: FastMap::default(),
            builtin_vars: FastMap::default(),
            opencl_std: None,
            pending_decls: Vec::new(),
            entry_points: Vec::new(),
            named_ids: FastSet::default(),
            helpers: FastMap::default(),
            memset_destinations: FastMap::default(),
            pending_helper_bodies: Vec::new(),
            inline_asms: FastMap::default(),
            asm_target: None,
            signatures: FastMap::default(),
            builtin_calls: FastMap::default(),
            decoration_targets: FastMap::default(),
            func: None,
            debug: None,
            warned: FastSet::default(),
            fp16_source: metadata::has_source_extension(module, "cl_khr_fp16"),
        }
    }

    /// The driver: module header, globals, functions, entry points.
    fn run(&mut self) -> Result<()> {
        // As the Khronos translator: these three, in this order, always.
        self.out.capability(spirv::Capability::Addresses);
        self.out.capability(spirv::Capability::Linkage);
        self.out.capability(spirv::Capability::Kernel);
        let model =
            if self.addressing64 { spirv::AddressingModel::Physical64 } else { spirv::AddressingModel::Physical32 };
        let memory = self.requested_memory_model()?;
        builder::push_fixed(
            &mut self.out.sections.memory_model,
            spirv::Op::MemoryModel,
            &[model as u32, memory as u32],
        );
        // As the Khronos translator: OpenCL.std is always imported.
        self.opencl_std();
        self.emit_source()?;
        self.debug_info_start()?;
        self.module_spirv_metadata()?;
        let source_words = self.out.sections.debug_strings.len();

        self.check_names()?;
        self.infer_opaque_objects()?;
        self.infer_function_pointers()?;
        for g in self.module.globals() {
            if !self.is_skipped_global(g) {
                self.global_id(g)?;
            }
        }
        self.debug_info_globals()?;
        // Imported declarations come first, in module order, and so do their names and
        // decorations (after the globals'), as in the Khronos translator's output.
        let names_mark = self.out.sections.debug_names.len();
        let annotations_mark = self.out.sections.annotations.len();
        let functions: Vec<_> = self.module.functions().filter(|f| !f.is_declaration()).collect();
        let first_calls = self.first_direct_calls();
        for f in &functions {
            self.function_id(*f)?;
            self.infer_param_pointees(*f, first_calls.get(f).copied());
        }
        self.infer_slot_pointees(&functions);
        for f in &functions {
            self.infer_return_pointee(*f);
        }
        for f in functions {
            self.emit_function(f)?;
        }
        // The kernel argument OpStrings of the functions go before OpSource, as in the
        // Khronos translator's output.
        self.out.sections.debug_strings.rotate_left(source_words);
        self.global_annotations()?;
        let order: FastMap<llvm::Value<'c>, usize> = self.module.functions().enumerate().map(|(i, f)| (f, i)).collect();
        let later_names = self.out.sections.debug_names.split_off(names_mark);
        let later_annotations = self.out.sections.annotations.split_off(annotations_mark);
        loop {
            let mut decls = std::mem::take(&mut self.pending_decls);
            if decls.is_empty() {
                break;
            }
            decls.sort_by_key(|f| order.get(f).copied());
            for decl in decls {
                self.emit_function_declaration(decl)?;
            }
        }
        self.out.sections.debug_names.extend(later_names);
        self.out.sections.annotations.extend(later_annotations);
        self.emit_entry_points()?;
        self.emit_aux_data()?;
        self.debug_info_finish()?;
        Ok(())
    }

    /// `OpSource` from `!spirv.Source`, else `OpenCL_C <version>` from `!opencl.ocl.version`
    /// (version as major*100000 + minor*1000), else `Unknown 0`, as the Khronos translator does.
    fn emit_source(&mut self) -> Result<()> {
        // SPIR-V friendly IR ("SPIR-V representation in LLVM IR", OpSource row): `!spirv.Source = !{!{i32 lang,
        // i32 version, !{!"file"}?}}`; the file becomes an OpString named by OpSource.
        if let Some(&node) = self.module.named_metadata(llvm_spirv_metadata::SPIRV_SOURCE).first() {
            let (language, version, file) = match llvm_spirv_metadata::Source::decode(&metadata::md_node(node)) {
                Ok(source) => (source.language as u32, source.version, source.file),
                Err(e) => {
                    // A language newer than the `spirv` crate's table: the numbers as they are.
                    let ops = node.md_operands();
                    let int = |i: usize| ops.get(i).copied().flatten().and_then(|v| v.const_int_zext());
                    let (Some(lang), Some(version)) = (int(0), int(1)) else {
                        return Err(Error::InvalidSpirvMetadata {
                            name: llvm_spirv_metadata::SPIRV_SOURCE.into(),
                            owner: "module".into(),
                            source: Box::new(e),
                        });
                    };
                    (lang as u32, version as u32, None)
                }
            };
            let mut ops = vec![language, version];
            if let Some(file) = &file {
                let id = self.out.id();
                let mut string = vec![id];
                builder::input_string_words(file, &mut string).map_err(|_| Error::UnsupportedString {
                    construct: format!(
                        "OpString \"{}\" of !spirv.Source",
                        crate::excerpt(&file.escape_debug().to_string())
                    ),
                })?;
                push_inst(&mut self.out.sections.debug_strings, spirv::Op::String, &string).map_err(|words| {
                    Error::UnsupportedInstructionSize {
                        construct: format!("OpString \"{}\"", crate::excerpt(file)),
                        words,
                    }
                })?;
                ops.push(id);
            }
            builder::push_fixed(&mut self.out.sections.debug_strings, spirv::Op::Source, &ops);
            return Ok(());
        }
        let versions = self.module.named_metadata("opencl.ocl.version");
        let (language, version) = match versions.first() {
            None => (spirv::SourceLanguage::Unknown, 0),
            Some(node) => {
                let ops = node.md_operands();
                let major = ops.first().copied().flatten().and_then(|v| v.const_int_zext());
                let minor = ops.get(1).copied().flatten().and_then(|v| v.const_int_zext());
                let (Some(major), Some(minor)) = (major, minor) else {
                    return Err(Error::InvalidMetadata {
                        name: "opencl.ocl.version".into(),
                        owner: "module".into(),
                        reason: "expected two integer operands (major, minor)",
                    });
                };
                (spirv::SourceLanguage::OpenCL_C, (major * 100_000 + minor * 1000) as u32)
            }
        };
        builder::push_fixed(&mut self.out.sections.debug_strings, spirv::Op::Source, &[language as u32, version]);
        Ok(())
    }

    /// Refuses functions and global variables whose names hold a NUL: a SPIR-V string ends
    /// at the first NUL, so neither the name nor the linkage could be kept.
    fn check_names(&self) -> Result<()> {
        let functions = self.module.functions().map(|f| ("function", f));
        for (kind, v) in functions.chain(self.module.globals().map(|g| ("global variable", g))) {
            let name = v.name_bytes();
            if name.contains(&0) {
                return Err(Error::UnsupportedName {
                    kind,
                    name: String::from_utf8_lossy(name).escape_debug().to_string(),
                    reason: "a NUL character cannot appear in a SPIR-V string",
                });
            }
        }
        Ok(())
    }

    /// Globals the translation does not materialise (`llvm.*` bookkeeping).
    fn is_skipped_global(&self, g: llvm::Value<'c>) -> bool {
        g.name_bytes().starts_with(b"llvm.") || metadata::is_annotation_string(g)
    }

    /// A warning to [`Options::warnings`], once per message: an input construct the
    /// translation keeps out (an optimisation hint its extension is not allowed for, ...).
    /// The command line shows warnings of successful runs only.
    fn warn(&mut self, message: String) {
        crate::warnings::report_once(self.options.warnings.as_ref(), &mut self.warned, message);
    }

    /// The current function's name, for messages.
    fn fname(&self) -> String {
        self.func.as_ref().map(|f| f.name.clone()).unwrap_or_else(|| "<module>".into())
    }

    /// Appends an instruction to the current function body.
    fn emit(&mut self, op: spirv::Op, operands: &[u32]) -> Result<()> {
        self.require_opcode_version(op as u32)?;
        let Some(f) = self.func.as_mut() else {
            return Err(Error::Internal {
                function: "<module>".into(),
                reason: "instruction emitted outside a function",
            });
        };
        push_inst(&mut f.body, op, operands).map_err(|words| Error::UnsupportedInstructionSize {
            construct: format!("Op{op:?} in function '{}'", f.name),
            words,
        })
    }

    /// Raises the module's version to the one instruction `opcode` needs
    /// ([`crate::opcode_versions`]).
    ///
    /// # Errors
    /// [`Error::UnsupportedVersion`] when `--spirv-max-version` is lower.
    fn require_opcode_version(&mut self, opcode: u32) -> Result<()> {
        match crate::opcode_versions::min_version(opcode) {
            Some(v) if v > self.out.min_version => {
                let function = self.fname();
                let name = spirv::Op::from_u32(opcode).map_or_else(|| opcode.to_string(), |op| format!("Op{op:?}"));
                self.require_spirv_version(v, || format!("{name} in function '{function}'"))
            }
            _ => Ok(()),
        }
    }

    /// Appends an instruction with a fresh result id: `OpX %type %result operands...`; returns the result.
    fn emit_result(&mut self, op: spirv::Op, ty: Word, operands: &[u32]) -> Result<Word> {
        let id = self.out.id();
        let mut ops = Vec::with_capacity(operands.len() + 2);
        ops.push(ty);
        ops.push(id);
        ops.extend_from_slice(operands);
        self.emit(op, &ops)?;
        Ok(id)
    }

    /// Appends a module-level instruction (type, constant, global variable) to the globals section.
    fn emit_global(&mut self, op: spirv::Op, operands: &[u32]) -> Result<()> {
        const MAX_OPERANDS: usize = 0xffff - 1;
        self.require_opcode_version(op as u32)?;
        let continued = match op {
            spirv::Op::TypeStruct => Some(spirv::Op::TypeStructContinuedINTEL),
            spirv::Op::ConstantComposite => Some(spirv::Op::ConstantCompositeContinuedINTEL),
            spirv::Op::SpecConstantComposite => Some(spirv::Op::SpecConstantCompositeContinuedINTEL),
            _ => None,
        };
        let size_error = |words| {
            let id = if op == spirv::Op::TypeStruct { operands.first() } else { operands.get(1) };
            Error::UnsupportedInstructionSize {
                construct: format!(
                    "Id: {}, OpCode: {op:?}, Name: \"\"\nmodule-scope Op{op:?}",
                    id.copied().unwrap_or(0)
                ),
                words,
            }
        };
        // SPV_INTEL_long_constant_composite: an instruction too long for one word count goes on
        // in `Op...ContinuedINTEL` instructions right after it.
        if let (Some(cont), true) = (continued, operands.len() > MAX_OPERANDS) {
            if self.options.allows("SPV_INTEL_long_constant_composite") {
                self.out.capability(spirv::Capability::LongCompositesINTEL);
                self.out.extension("SPV_INTEL_long_constant_composite");
                let (head, rest) = operands.split_at(MAX_OPERANDS);
                push_inst(&mut self.out.sections.globals, op, head).map_err(size_error)?;
                for chunk in rest.chunks(MAX_OPERANDS) {
                    push_inst(&mut self.out.sections.globals, cont, chunk).map_err(size_error)?;
                }
                return Ok(());
            }
        }
        push_inst(&mut self.out.sections.globals, op, operands).map_err(size_error)
    }

    /// `OpName %id "name"`, skipped for empty names.
    ///
    /// # Errors
    /// [`Error::UnsupportedInstructionSize`] for a name too long for one instruction (256 KiB).
    fn emit_name(&mut self, id: Word, name: &str) -> Result<()> {
        if name.is_empty() {
            return Ok(());
        }
        let mut ops = vec![id];
        // A local name with a NUL (LLVM allows them) keeps it escaped as LLVM prints it.
        let escaped;
        let name = if name.contains('\0') {
            escaped = name.replace('\0', "\\00");
            &escaped
        } else {
            name
        };
        string_words(name, &mut ops);
        push_inst(&mut self.out.sections.debug_names, spirv::Op::Name, &ops).map_err(|words| {
            Error::UnsupportedInstructionSize { construct: format!("OpName \"{}\"", crate::excerpt(name)), words }
        })
    }

    /// The id of the `OpenCL.std` extended instruction set, imported on first use.
    fn opencl_std(&mut self) -> Word {
        if let Some(id) = self.opencl_std {
            return id;
        }
        let id = self.out.id();
        let mut ops = vec![id];
        string_words("OpenCL.std", &mut ops);
        builder::push_fixed(&mut self.out.sections.ext_inst_imports, spirv::Op::ExtInstImport, &ops);
        self.opencl_std = Some(id);
        id
    }

    /// Requires an extension, or fails naming the construct if `--spirv-ext` does not allow it.
    fn require_extension(&mut self, ext: &'static str, construct: impl FnOnce() -> String) -> Result<()> {
        if !self.options.allows(ext) {
            return Err(Error::ExtensionNotAllowed { construct: construct(), extension: ext.into() });
        }
        self.out.extension(ext);
        Ok(())
    }

    /// Declares a capability and what enables it: an extension the grammar lists for it
    /// (the first one `--spirv-ext` allows), or for capabilities that later became core
    /// ([`core_since`]) the SPIR-V version that made them core; fails naming `construct`
    /// if neither is available.
    fn require_capability(&mut self, cap: spirv::Capability, construct: impl FnOnce() -> String) -> Result<()> {
        let exts = rspirv::dr::Operand::Capability(cap).required_extensions();
        let core = core_since(cap);
        if !exts.is_empty() && core != Some((1, 0)) {
            match exts.iter().find(|e| self.options.allows(e)) {
                Some(e) => self.out.extension(e),
                None => match core {
                    Some(v) if v <= self.options.max_version => self.out.require_version(v),
                    _ => return Err(Error::ExtensionNotAllowed { construct: construct(), extension: exts[0].into() }),
                },
            }
        }
        self.out.capability(cap);
        Ok(())
    }

    /// Declares what the grammar requires for enumerant `operand` (a decoration, storage
    /// class, ...): its "capabilities" column lists alternatives, any one of which enables it
    /// (SPIR-V spec 2.1 "Capabilities", 3.x operand tables). Nothing is needed when one is
    /// already declared; otherwise the first alternative an OpenCL kernel module may declare
    /// ([`kernel_may_declare`]) and whose extension `--spirv-ext` allows is declared.
    ///
    /// # Errors
    /// [`Error::UnsupportedCapability`] naming `construct` when no alternative is possible
    /// (e.g. `NoContraction`, which only `Shader` enables).
    fn require_operand_capabilities(
        &mut self,
        operand: rspirv::dr::Operand,
        construct: impl Fn() -> String,
    ) -> Result<()> {
        let caps = operand.required_capabilities();
        if caps.is_empty() || caps.iter().any(|c| self.out.has_capability(*c)) {
            return Ok(());
        }
        let mut refusal = None;
        for &cap in caps.iter().filter(|c| kernel_may_declare(**c)) {
            match self.require_capability(cap, &construct) {
                Ok(()) => return Ok(()),
                Err(e) => refusal = refusal.or(Some(e)),
            }
        }
        Err(refusal.unwrap_or_else(|| Error::UnsupportedCapability {
            construct: construct(),
            capabilities: caps.iter().map(|c| format!("{c:?}")).collect::<Vec<_>>().join(" or "),
        }))
    }

    /// An "unsupported instruction" error for `inst` in the current function.
    fn unsupported(&self, inst: llvm::Value<'c>, reason: &'static str) -> Error {
        Error::UnsupportedInstruction {
            function: self.fname(),
            instruction: inst.to_ir_string().trim().to_string(),
            reason,
        }
    }

    /// An "invalid instruction" error for `inst` in the current function.
    fn invalid(&self, inst: llvm::Value<'c>, reason: &'static str) -> Error {
        Error::InvalidInstruction {
            function: self.fname(),
            instruction: inst.to_ir_string().trim().to_string(),
            reason,
        }
    }

    /// An internal error in the current function.
    fn internal(&self, reason: &'static str) -> Error {
        Error::Internal { function: self.fname(), reason }
    }
}

/// Whether an OpenCL kernel module (capability `Kernel`) may declare `cap`: not `Shader`
/// nor a capability that implicitly declares it (OpenCL SPIR-V environment spec 5.1, "Full
/// profile" capabilities; the grammar's "capabilities" column of a capability lists those it
/// implies).
pub(crate) fn kernel_may_declare(cap: spirv::Capability) -> bool {
    let mut pending = vec![cap];
    let mut steps = 0;
    while let Some(c) = pending.pop() {
        steps += 1;
        if c == spirv::Capability::Shader || steps > 64 {
            return c != spirv::Capability::Shader;
        }
        pending.extend(rspirv::dr::Operand::Capability(c).required_capabilities());
    }
    true
}

/// The SPIR-V version that made a capability core, for those the grammar also lists an
/// extension for (SPIR-V spec 3.31 "Capability", "Enabling Capabilities" column).
fn core_since(cap: spirv::Capability) -> Option<(u8, u8)> {
    use spirv::Capability as C;
    Some(match cap {
        C::Groups => (1, 0),
        C::StorageBuffer16BitAccess
        | C::UniformAndStorageBuffer16BitAccess
        | C::StoragePushConstant16
        | C::StorageInputOutput16
        | C::DeviceGroup
        | C::MultiView
        | C::VariablePointersStorageBuffer
        | C::VariablePointers
        | C::DrawParameters => (1, 3),
        C::DenormPreserve
        | C::DenormFlushToZero
        | C::SignedZeroInfNanPreserve
        | C::RoundingModeRTE
        | C::RoundingModeRTZ => (1, 4),
        C::StorageBuffer8BitAccess
        | C::UniformAndStorageBuffer8BitAccess
        | C::StoragePushConstant8
        | C::VulkanMemoryModel
        | C::VulkanMemoryModelDeviceScope
        | C::PhysicalStorageBufferAddresses => (1, 5),
        C::DotProductInputAll | C::DotProductInput4x8Bit | C::DotProductInput4x8BitPacked | C::DotProduct => (1, 6),
        _ => return None,
    })
}
