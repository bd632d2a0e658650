//! SPIR-V -> LLVM IR: the reverse translation.
//!
//! # Mapping decisions
//!
//! Conventions are those of "SPIR-V representation in LLVM IR" (the representation document
//! document 003); where it is silent, what the Khronos translator emits for
//! LLVM 19.
//!
//! - **Target.** `Physical32` gives `spir-unknown-unknown`, `Physical64`
//!   `spir64-unknown-unknown`, with clang-19's OpenCL data layouts.
//! - **Types.** Storage classes become address spaces (Function 0,
//!   CrossWorkgroup 1, UniformConstant 2, Workgroup 3, Generic 4, Input 7);
//!   pointers are opaque. Images, samplers, events, pipes, queues and
//!   reserve ids become pointers in the OpenCL environments, in the address
//!   spaces the Khronos translator gives them (images and pipes 1, samplers 2,
//!   the others 0; see `types.rs`), and `target("spirv.*", ...)` types as
//!   clang-19 spells them in `SPV-IR`.
//! - **Instructions** with an LLVM counterpart become that instruction;
//!   the others become calls: OpenCL C builtins (Itanium-mangled) for
//!   `--spirv-target-env=CL1.2|CL2.0`, or `__spirv_*` / `__spirv_ocl_*` names
//!   per the representation document for `SPV-IR`. Instructions with no OpenCL C builtin fall
//!   back to the `__spirv_*` form in every environment.
//!   Each opcode of a function body is matched once, in `dispatch.rs`, whose arms call
//!   the handler of the opcode's family (the table there says which file holds it).
//! - **Builtin variables** become work-item function calls (CL) or
//!   `__spirv_BuiltIn*` calls, one call per component as the representation document shows;
//!   `--spirv-builtin-format=global` keeps them as globals.
//! - **Decorations** with an LLVM equivalent become attributes or flags;
//!   `OpName` becomes value names.
//! - The module always passes the LLVM verifier before it is returned; a
//!   failure is reported as an internal error.

mod aliasing;
mod atomics;
mod aux_data;
mod builtin_vars;
mod cfg;
mod constants;
mod debug_info;
mod decorations;
mod dispatch;
mod error;
mod events;
mod groups;
mod images;
mod instructions;
mod matrix;
mod number_formats;
mod opencl_builtins;
mod parse;
mod pipes;
mod read_checks;
mod structure;
mod types;

pub use error::{Error, Result};
pub use parse::words_from_bytes;
pub use read_checks::check_words;

use crate::llvm;
use llvm_spirv_metadata as md;
use parse::Inst;
use rspirv::dr;
use spirv::Word;
use std::collections::HashMap;

/// Maps keyed by ids and LLVM handles: a fast non-cryptographic hash (keys are not attacker-chosen strings).
type FastMap<K, V> = rustc_hash::FxHashMap<K, V>;
type FastSet<K> = rustc_hash::FxHashSet<K>;
use types::SpirvType;

/// The flavour of builtin calls in the output (`--spirv-target-env`). The default is
/// OpenCL C 1.2, the Khronos `llvm-spirv`'s default (`BIsRepresentation::OpenCL12`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TargetEnv {
    /// OpenCL C 1.2 builtins (`atomic_add`, `barrier`, ...).
    #[default]
    Cl12,
    /// OpenCL C 2.0 builtins (`atomic_fetch_add_explicit`, `work_group_barrier`, ...).
    Cl20,
    /// `__spirv_*` builtins of the representation document ("SPIR-V friendly IR").
    SpvIr,
}

/// How builtin variables appear (`--spirv-builtin-format`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BuiltinFormat {
    /// Calls (work-item functions or `__spirv_BuiltIn*`).
    #[default]
    Function,
    /// Globals named `__spirv_BuiltIn*`.
    Global,
}

/// Options of the reverse translation.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Builtin call flavour.
    pub target_env: TargetEnv,
    /// Builtin variable representation.
    pub builtin_format: BuiltinFormat,
    /// Specialization constant overrides by SpecId (`-spec-const`).
    pub spec_constants: HashMap<u32, SpecConstOverride>,
    /// Emit `!kernel_arg_name` from parameter names (`--spirv-gen-kernel-arg-name-md`).
    pub kernel_arg_names: bool,
    /// Put functions and `CodeSectionINTEL` pointers (SPV_INTEL_function_pointers) in LLVM
    /// address space 9, as the Khronos translator's `-spirv-emit-function-ptr-addr-space`;
    /// otherwise both are in address space 0.
    pub function_ptr_addr_space: bool,
    /// Restore function attributes and function and global variable metadata from
    /// `NonSemantic.AuxData` instructions (`--spirv-preserve-auxdata`; off by default, as in
    /// the Khronos translator, which then ignores them). See `aux_data.rs`.
    pub preserve_aux_data: bool,
    /// Where the translation reports what it kept out of the output ([`crate::warnings`]);
    /// `None` (the default) reports nothing.
    pub warnings: Option<crate::WarningSink>,
}

/// A PHI completed after its function's body: (phi, [(value id, label id)], word offset).
type PendingPhi<'c> = (llvm::Value<'c>, Vec<(Word, Word)>, usize);

/// The LLVM address space of functions and `CodeSectionINTEL` pointers under
/// [`Options::function_ptr_addr_space`] (the Khronos translator's `SPIRAS_CodeSectionINTEL`).
pub const CODE_SECTION_ADDR_SPACE: u32 = 9;

/// One `-spec-const` item: the value's bits and its type's size, and the item's text for messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecConstOverride {
    /// The value, as the constant's bits (floats as IEEE bits).
    pub bits: u64,
    /// Size of the item's type in bytes (i1 counts 1).
    pub bytes: u32,
    /// The item as written (`101:i8:42`).
    pub text: String,
}

impl Options {
    /// Parses `-spec-const` text: space-separated `id:type:value` items with type
    /// `i1|i8|i16|i32|i64|f16|f32|f64`; integers in decimal (signed or unsigned range)
    /// or `0x` hex, floats in decimal or as `0x` bit patterns. Later items win.
    ///
    /// Errors: [`Error::SpecConstFormat`], [`Error::SpecConstId`], [`Error::SpecConstType`],
    /// [`Error::SpecConstValue`], worded as the Khronos translator words them.
    pub fn add_spec_constants(&mut self, spec: &str) -> Result<()> {
        for item in spec.split_whitespace() {
            let parts: Vec<&str> = item.split(':').collect();
            let [id, ty, val] = parts.as_slice() else {
                return Err(Error::SpecConstFormat { spec: spec.to_string() });
            };
            let id_num: u32 =
                id.parse().map_err(|_| Error::SpecConstId { item: item.to_string(), id: id.to_string() })?;
            let bad_type = || Error::SpecConstType { item: item.to_string(), ty: ty.to_string() };
            let (float, bits) = match *ty {
                "i1" => (false, 1),
                "i8" => (false, 8),
                "i16" => (false, 16),
                "i32" => (false, 32),
                "i64" => (false, 64),
                "f16" => (true, 16),
                "f32" => (true, 32),
                "f64" => (true, 64),
                _ => return Err(bad_type()),
            };
            let bad_value = || Error::SpecConstValue {
                item: item.to_string(),
                value: val.to_string(),
                bits,
                kind: if float { "floating point" } else { "integer" },
            };
            let hex = val.strip_prefix("0x").or_else(|| val.strip_prefix("0X")).map(|h| u64::from_str_radix(h, 16));
            let value = if let Some(h) = hex {
                let v = h.map_err(|_| bad_value())?;
                if bits < 64 && v >> bits != 0 {
                    return Err(bad_value());
                }
                v
            } else if float {
                let f: f64 = val.parse().map_err(|_| bad_value())?;
                match bits {
                    16 if f.is_finite() && f.abs() <= 65504.0 => crate::numeric::f64_to_half_bits(f) as u64,
                    32 if f.is_finite() && f.abs() <= f32::MAX as f64 => (f as f32).to_bits() as u64,
                    64 if f.is_finite() => f.to_bits(),
                    _ => return Err(bad_value()),
                }
            } else {
                let min = if bits == 1 { 0 } else { -(1i128 << (bits - 1)) };
                let max = (1i128 << bits) - 1;
                let v: i128 = val.parse().map_err(|_| bad_value())?;
                if v < min || v > max {
                    return Err(bad_value());
                }
                (v as u64) & if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 }
            };
            let bytes = bits.div_ceil(8);
            self.spec_constants.insert(id_num, SpecConstOverride { bits: value, bytes, text: item.to_string() });
        }
        Ok(())
    }
}

/// The output format of [`translate`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutputFormat {
    /// LLVM bitcode.
    Bitcode,
    /// Textual LLVM IR.
    Text,
}

/// The (major, minor) of a SPIR-V header's version word when it is one this translator
/// reads, 1.0 .. 1.6 (SPIR-V spec 2.3 "Physical Layout": `0x00MMmm00`, padding bytes zero);
/// `None` otherwise.
pub fn supported_version(word: u32) -> Option<(u8, u8)> {
    let (major, minor) = ((word >> 16) as u8, (word >> 8) as u8);
    (word & 0xff00_00ff == 0 && major == 1 && minor <= 6).then_some((major, minor))
}

/// Translates SPIR-V words into a verified LLVM module, returned as bitcode or text.
///
/// Errors: `Invalid*` for malformed SPIR-V (with word offsets),
/// `Unsupported*` for valid constructs without a mapping, and
/// [`Error::InternalVerifier`] if the result does not verify.
pub fn translate(words: &[u32], options: &Options, format: OutputFormat) -> Result<Vec<u8>> {
    translate_parsed(parse::parse(words)?, options, format)
}

/// [`translate`], taking the words: they are freed as soon as they are decoded (the
/// module's words are otherwise held through the whole translation).
pub fn translate_words(words: Vec<u32>, options: &Options, format: OutputFormat) -> Result<Vec<u8>> {
    let parsed = parse::parse(&words)?;
    drop(words);
    translate_parsed(parsed, options, format)
}

fn translate_parsed(parsed: parse::Parsed, options: &Options, format: OutputFormat) -> Result<Vec<u8>> {
    structure::check(&parsed.insts)?;
    read_checks::check(&parsed.insts)?;
    let ctx = llvm::Context::new();
    let module = ctx.create_module("spirv");
    let mut reader = Reader::new(&ctx, &module, options, parsed.insts, parsed.version, parsed.bound);
    reader.generator = parsed.generator;
    reader.run()?;
    drop(reader);
    module.verify().map_err(|source| {
        let function = match &source {
            llvm::LlvmError::Verifier { message } => message
                .split('@')
                .nth(1)
                .and_then(|s| s.split(|c: char| c.is_whitespace() || c == '(').next())
                .unwrap_or("module")
                .to_string(),
            _ => "module".into(),
        };
        Error::InternalVerifier { function, source }
    })?;
    Ok(match format {
        OutputFormat::Bitcode => module.to_bitcode(),
        OutputFormat::Text => module.to_text().into_bytes(),
    })
}

/// Pushes without the spare capacity of `Vec`'s growth (most ids have one decoration).
fn push_exact<T>(v: &mut Vec<T>, item: T) {
    v.reserve_exact(1);
    v.push(item);
}

/// The defining instruction's index of each result id: a dense table over the id
/// bound when the bound is plausible for the module's size, else a map.
pub(super) enum IdIndex {
    /// Indexed by id; `usize::MAX` for ids without a definition.
    Dense(Vec<usize>),
    /// For modules declaring a bound far above their instruction count.
    Sparse(FastMap<Word, usize>),
}

impl IdIndex {
    fn new(bound: u32, instructions: usize) -> Self {
        if (bound as usize) <= instructions.saturating_mul(4).saturating_add(4096) {
            IdIndex::Dense(vec![usize::MAX; bound as usize])
        } else {
            IdIndex::Sparse(FastMap::default())
        }
    }

    /// The index of the instruction defining `id`.
    pub(super) fn get(&self, id: &Word) -> Option<&usize> {
        match self {
            IdIndex::Dense(v) => v.get(*id as usize).filter(|&&i| i != usize::MAX),
            IdIndex::Sparse(m) => m.get(id),
        }
    }

    /// Records `index` as the definition of `id` (ids are below the bound: the parser checks).
    pub(super) fn insert(&mut self, id: Word, index: usize) {
        match self {
            IdIndex::Dense(v) => {
                if let Some(slot) = v.get_mut(id as usize) {
                    *slot = index;
                }
            }
            IdIndex::Sparse(m) => {
                m.insert(id, index);
            }
        }
    }
}

/// A decoration and its literal operands.
#[derive(Clone, Debug)]
pub(super) struct Decoration {
    pub kind: spirv::Decoration,
    pub operands: Vec<dr::Operand>,
}

/// What a SPIR-V id denotes once translated.
#[derive(Clone, Copy, Debug)]
enum Slot<'c> {
    /// An LLVM value.
    Value(llvm::Value<'c>),
    /// A pointer into a builtin variable (`var`, optional constant component index).
    BuiltinPtr(spirv::BuiltIn, Option<llvm::Value<'c>>),
    /// A builtin variable reinterpreted as scalars (see `builtin_vars.rs`): `bytes` from its
    /// start, `component` bytes per component (the pointee size is the pointer type's).
    BuiltinView { builtin: spirv::BuiltIn, bytes: u64, component: u32 },
    /// An `OpSampledImage` result: the image and the sampler, each with its SPIR-V type id
    /// (their LLVM types do not say which OpenCL types they are).
    SampledImage { image: (llvm::Value<'c>, Word), sampler: (llvm::Value<'c>, Word) },
    /// A module-scope sampler variable initialised with the `OpConstantSampler` of this
    /// id: no global (an LLVM global cannot hold a sampler); each load is the sampler itself.
    SamplerVar(Word),
}

/// OpenCL optional core features (OpenCL C 1.2 s6.1.1 / SPIR 2.0 metadata) and the capability
/// that declares each.
const OPTIONAL_CORE_FEATURES: &[(spirv::Capability, &str)] =
    &[(spirv::Capability::Float64, "cl_doubles"), (spirv::Capability::ImageBasic, "cl_images")];

/// The reverse translator: one per module, `impl` blocks split by concern.
pub(super) struct Reader<'c, 'm> {
    ctx: &'c llvm::Context,
    module: &'m llvm::Module<'c>,
    options: &'m Options,
    insts: Vec<Inst>,
    version: (u8, u8),
    #[allow(dead_code)]
    bound: u32,
    builder: llvm::Builder<'c>,
    /// Index of the defining instruction of each result id.
    defs: IdIndex,
    /// SPIR-V type descriptions.
    spv_types: FastMap<Word, SpirvType>,
    /// Translated types.
    types: FastMap<Word, llvm::Type<'c>>,
    /// Translated values (constants, globals, functions, locals) and pseudo-values.
    slots: FastMap<Word, Slot<'c>>,
    /// OpName strings.
    names: FastMap<Word, String>,
    /// OpDecorate decorations.
    decorations: FastMap<Word, Vec<Decoration>>,
    /// `ArgumentAttributeINTEL` decorations (SPV_INTEL_function_pointers) of indirect
    /// calls: (argument index, attribute), in order.
    argument_attributes: FastMap<Word, Vec<(u32, spirv::FunctionParameterAttribute)>>,
    /// `OpString`s starting with `kernel_arg_type` (the forms of `!kernel_arg_type` and
    /// `!kernel_arg_type_qual`, see `Reader::kernel_arg_string`), sorted for prefix lookup,
    /// with the word offset of the first one of each text.
    kernel_arg_strings: std::collections::BTreeMap<String, usize>,
    /// The metadata of each SPV_INTEL_memory_access_aliasing declaration (`aliasing.rs`).
    alias_md: FastMap<Word, llvm::Metadata<'c>>,
    /// Ids of OpExtInstImport "OpenCL.std".
    opencl_std: Option<Word>,
    /// Declared builtin functions by mangled name.
    builtin_fns: FastMap<String, llvm::Value<'c>>,
    /// Functions of OpenCL.std calls in the CL environments (see `place_new_declarations`).
    ext_inst_fns: FastSet<llvm::Value<'c>>,
    /// Entry points: function id -> (name, execution modes).
    entry_points: FastMap<Word, String>,
    /// Execution modes per function: (mode, literals).
    execution_modes: FastMap<Word, Vec<(spirv::ExecutionMode, Vec<u32>)>>,
    /// OpExecutionModeId per function: (mode, constant ids).
    execution_mode_ids: FastMap<Word, Vec<(spirv::ExecutionMode, Vec<Word>)>>,
    /// Attribute kinds.
    attr: llvm::AttributeKinds,
    /// The source language, its version and the OpString id of the file (OpSource), if any.
    /// (The language is raw: enumerants newer than rspirv's grammar are kept as numbers.)
    source: Option<(u32, u32, Option<Word>)>,
    /// Blocks of the current function by label id.
    blocks: FastMap<Word, llvm::BasicBlock<'c>>,
    /// PHIs to complete after the function body.
    pending_phis: Vec<PendingPhi<'c>>,
    /// The current function's entry block (for allocas and sampler materialisation).
    entry_block: Option<llvm::BasicBlock<'c>>,
    /// Index of the first OpFunction (module-scope instructions come before it).
    first_function: Option<usize>,
    /// Types being translated (cycle and depth detection).
    types_in_progress: FastSet<Word>,
    /// Entry-point wrapper functions folded into the kernels they call.
    folded_wrappers: FastSet<Word>,
    /// Ids used where a value's exact LLVM type matters (anything but the object of an
    /// OpStore or the composite of an OpCompositeExtract), computed on first need by
    /// [`Reader::has_typed_use`].
    typed_uses: Option<FastSet<Word>>,
    /// The LLVM structs of the module's OpTypeStructs, made (without bodies) in declaration
    /// order so that their names number in that order (see `types.rs`).
    struct_shells: FastMap<Word, llvm::Type<'c>>,
    /// Functions that emulate an LLVM intrinsic (see `cfg::emulated_intrinsic`): calls to
    /// them call the intrinsic, and their bodies are not translated.
    emulated_intrinsics: FastSet<Word>,
    /// The header's generator word.
    generator: u32,
    /// Label of the block being translated.
    current_label: Option<Word>,
    /// Loop headers of the current function with their LoopControl bits and parameters, and
    /// the word offset and opcode (`OpLoopMerge` / `OpLoopControlINTEL`) that gave them.
    loop_controls: Vec<(Word, u32, Vec<u32>, usize, spirv::Op)>,
    /// Member decorations and annotation strings (see `decorations.rs`).
    annotations: decorations::AnnotationState<'c>,
    /// Composite constants used through a global (see `constants.rs`).
    expanded: constants::ExpandedConstants<'c>,
    /// Debug information (see `debug_info.rs`).
    debug: debug_info::DebugState<'c, 'm>,
}

/// Operand accessors on rspirv instructions.
pub(super) trait Operands {
    /// The id operand at `i`.
    fn id(&self, i: usize) -> Option<Word>;
    /// The 32-bit literal at `i`.
    fn lit(&self, i: usize) -> Option<u32>;
    /// The string literal at `i`.
    fn string(&self, i: usize) -> Option<&str>;
}

impl Operands for dr::Instruction {
    fn id(&self, i: usize) -> Option<Word> {
        match self.operands.get(i)? {
            dr::Operand::IdRef(id) | dr::Operand::IdScope(id) | dr::Operand::IdMemorySemantics(id) => Some(*id),
            _ => None,
        }
    }
    fn lit(&self, i: usize) -> Option<u32> {
        literal_u32(self.operands.get(i)?)
    }
    fn string(&self, i: usize) -> Option<&str> {
        match self.operands.get(i)? {
            dr::Operand::LiteralString(s) => Some(s),
            _ => None,
        }
    }
}

/// A literal or enumerant operand as its 32-bit value.
pub(super) fn literal_u32(o: &dr::Operand) -> Option<u32> {
    use dr::Operand as O;
    Some(match o {
        O::LiteralBit32(v) | O::LiteralExtInstInteger(v) => *v,
        O::LiteralBit64(v) => *v as u32,
        O::StorageClass(v) => *v as u32,
        O::Decoration(v) => *v as u32,
        O::BuiltIn(v) => *v as u32,
        O::FunctionParameterAttribute(v) => *v as u32,
        O::LinkageType(v) => *v as u32,
        O::FPRoundingMode(v) => *v as u32,
        O::FPFastMathMode(v) => v.bits(),
        O::MemoryAccess(v) => v.bits(),
        O::FunctionControl(v) => v.bits(),
        O::Dim(v) => *v as u32,
        O::ImageFormat(v) => *v as u32,
        O::AccessQualifier(v) => *v as u32,
        O::ExecutionMode(v) => *v as u32,
        O::SourceLanguage(v) => *v as u32,
        O::SamplerAddressingMode(v) => *v as u32,
        O::SamplerFilterMode(v) => *v as u32,
        O::ImageOperands(v) => v.bits(),
        O::LoopControl(v) => v.bits(),
        O::SelectionControl(v) => v.bits(),
        O::Scope(v) => *v as u32,
        O::MemorySemantics(v) => v.bits(),
        O::Capability(v) => *v as u32,
        O::ExecutionModel(v) => *v as u32,
        O::AddressingModel(v) => *v as u32,
        O::MemoryModel(v) => *v as u32,
        O::GroupOperation(v) => *v as u32,
        O::CooperativeMatrixOperands(v) => v.bits(),
        O::MatrixMultiplyAccumulateOperands(v) => v.bits(),
        O::PackedVectorFormat(v) => *v as u32,
        O::LoadCacheControl(v) => *v as u32,
        O::StoreCacheControl(v) => *v as u32,
        O::HostAccessQualifier(v) => *v as u32,
        O::InitializationModeQualifier(v) => *v as u32,
        O::NamedMaximumNumberOfRegisters(v) => *v as u32,
        _ => return None,
    })
}

/// LLVM's `ccc`, the default C calling convention.
pub(super) const C_CC: u32 = 0;
/// `spir_func` / `spir_kernel` calling conventions.
pub(super) const SPIR_FUNC_CC: u32 = 75;
pub(super) const SPIR_KERNEL_CC: u32 = 76;

impl<'c, 'm> Reader<'c, 'm> {
    fn new(
        ctx: &'c llvm::Context,
        module: &'m llvm::Module<'c>,
        options: &'m Options,
        insts: Vec<Inst>,
        version: (u8, u8),
        bound: u32,
    ) -> Self {
        let defs = IdIndex::new(bound, insts.len());
        Reader {
            ctx,
            module,
            options,
            insts,
            version,
            bound,
            builder: llvm::Builder::new(ctx),
            defs,
            spv_types: FastMap::default(),
            types: FastMap::default(),
            slots: FastMap::default(),
            names: FastMap::default(),
            decorations: FastMap::default(),
            argument_attributes: FastMap::default(),
            kernel_arg_strings: std::collections::BTreeMap::new(),
            alias_md: FastMap::default(),
            opencl_std: None,
            builtin_fns: FastMap::default(),
            ext_inst_fns: FastSet::default(),
            entry_points: FastMap::default(),
            execution_modes: FastMap::default(),
            execution_mode_ids: FastMap::default(),
            attr: llvm::AttributeKinds::new(),
            source: None,
            blocks: FastMap::default(),
            pending_phis: Vec::new(),
            entry_block: None,
            first_function: None,
            types_in_progress: FastSet::default(),
            folded_wrappers: FastSet::default(),
            typed_uses: None,
            emulated_intrinsics: FastSet::default(),
            struct_shells: FastMap::default(),
            generator: 0,
            current_label: None,
            loop_controls: Vec::new(),
            annotations: decorations::AnnotationState::default(),
            expanded: constants::ExpandedConstants::default(),
            debug: debug_info::DebugState::default(),
        }
    }

    /// Module-level pass, then functions, then module metadata.
    fn run(&mut self) -> Result<()> {
        self.scan()?;
        use spirv::Op as O;
        let memory_model = self.insts.iter().find(|it| it.inst.class.opcode == O::MemoryModel);
        let Some(memory_model) = memory_model else {
            return Err(Error::InvalidModule { reason: "no OpMemoryModel" });
        };
        let physical64 = memory_model
            .inst
            .operands
            .first()
            .is_none_or(|o| matches!(o, dr::Operand::AddressingModel(spirv::AddressingModel::Physical64)));
        // Functions first: constants (OpConstantFunctionPointerINTEL) and variable
        // initializers may name them. LLVM creates functions in the data layout's program
        // address space, so `-spirv-emit-function-ptr-addr-space` declares them under a
        // layout with `P9` and then restores the plain one.
        self.set_target(physical64, self.options.function_ptr_addr_space);
        self.make_struct_shells();
        let mut function_starts: Vec<usize> =
            (0..self.insts.len()).filter(|&i| self.insts[i].inst.class.opcode == O::Function).collect();
        self.fold_kernel_wrappers();
        function_starts
            .retain(|&start| !self.insts[start].inst.result_id.is_some_and(|id| self.folded_wrappers.contains(&id)));
        for &start in &function_starts {
            self.declare_function(start)?;
        }
        self.set_target(physical64, false);
        for i in 0..self.insts.len() {
            match self.insts[i].inst.class.opcode {
                O::Variable
                | O::Constant
                | O::ConstantTrue
                | O::ConstantFalse
                | O::ConstantNull
                | O::ConstantComposite
                | O::SpecConstant
                | O::SpecConstantTrue
                | O::SpecConstantFalse
                | O::SpecConstantComposite
                | O::SpecConstantOp
                | O::Undef
                | O::ConstantFunctionPointerINTEL
                    if self.in_module_scope(i) =>
                {
                    if let Some(id) = self.insts[i].inst.result_id {
                        self.global_value(id)?;
                    }
                }
                _ => {}
            }
        }
        self.alias_metadata()?;
        self.debug_module()?;
        for &start in &function_starts {
            let before = self.module.last_function();
            self.translate_function(start)?;
            self.place_new_declarations(start, before);
            self.release_body(start);
        }
        self.debug_finish()?;
        self.restore_aux_data()?;
        self.module_metadata()?;
        self.module_instruction_metadata(self.generator)?;
        Ok(())
    }

    /// Moves the functions created while translating the function at `start` (the builtins
    /// its body calls; `before` was the module's last function then) to just after it, in
    /// the order they were created: the module lists each function followed by the
    /// declarations it introduced, as the Khronos translator's reader, which creates each
    /// function as it translates it, leaves them. In the CL environments that holds for the
    /// OpenCL.std builtins only: the Khronos translator renames the other `__spirv_*` calls
    /// to OpenCL C builtins in a later pass, whose declarations follow all functions (where
    /// they stay here).
    fn place_new_declarations(&mut self, start: usize, before: Option<llvm::Value<'c>>) {
        let Some(Slot::Value(f)) = self.insts[start].inst.result_id.and_then(|id| self.slots.get(&id)).copied() else {
            return;
        };
        let created: Vec<llvm::Value<'c>> = match before {
            Some(b) => self.module.functions_after(b).collect(),
            None => self.module.functions().collect(),
        };
        let mut anchor = f;
        let all = self.options.target_env == TargetEnv::SpvIr;
        for g in created.into_iter().filter(|g| all || self.ext_inst_fns.contains(g)) {
            if self.module.move_function_after(g, anchor) {
                anchor = g;
            }
        }
    }

    /// Frees the operands of the body of the translated function starting at `start`
    /// (everything after its parameters): nothing reads them again, and the LLVM module
    /// grows into the memory meanwhile. Opcodes, result ids and types stay.
    fn release_body(&mut self, start: usize) {
        for it in self.insts.iter_mut().skip(start + 1) {
            match it.inst.class.opcode {
                spirv::Op::FunctionEnd => break,
                spirv::Op::FunctionParameter => {}
                _ => {
                    it.inst.operands = Vec::new();
                    // The body's values are not used outside it (the map keeps its capacity
                    // for the next function instead of growing with the whole module).
                    if let Some(id) = it.inst.result_id {
                        self.slots.remove(&id);
                    }
                }
            }
        }
    }

    /// Whether instruction `i` is outside every function.
    fn in_module_scope(&self, i: usize) -> bool {
        // Functions follow all module-scope instructions; scan() records the first OpFunction.
        self.first_function.is_none_or(|f| i < f)
    }

    /// Records definitions, names, decorations, types, entry points and execution modes.
    fn scan(&mut self) -> Result<()> {
        use spirv::Op as O;
        let mut caps = types::TypeCaps::default();
        for (i, it) in self.insts.iter().enumerate() {
            let inst = &it.inst;
            if let Some(id) = inst.result_id {
                self.defs.insert(id, i);
            }
            match inst.class.opcode {
                O::Function if self.first_function.is_none() => self.first_function = Some(i),
                O::Name => {
                    if let (Some(id), Some(name)) = (inst.id(0), inst.string(1)) {
                        self.names.insert(id, name.to_string());
                    }
                }
                O::DecorateId => {
                    if let (Some(id), Some(dr::Operand::Decoration(kind))) = (inst.id(0), inst.operands.get(1)) {
                        push_exact(
                            self.decorations.entry(id).or_default(),
                            Decoration { kind: *kind, operands: inst.operands[2..].to_vec() },
                        );
                    }
                }
                O::Decorate => match (inst.id(0), inst.operands.get(1), inst.operands.get(2), inst.operands.get(3)) {
                    (Some(id), Some(dr::Operand::Decoration(kind)), _, _) => push_exact(
                        self.decorations.entry(id).or_default(),
                        Decoration { kind: *kind, operands: inst.operands[2..].to_vec() },
                    ),
                    (
                        Some(id),
                        Some(dr::Operand::LiteralBit32(llvm_spirv_binary::decode::ARGUMENT_ATTRIBUTE_INTEL)),
                        Some(dr::Operand::LiteralBit32(arg)),
                        Some(dr::Operand::FunctionParameterAttribute(attr)),
                    ) => self.argument_attributes.entry(id).or_default().push((*arg, *attr)),
                    _ => {}
                },
                O::GroupDecorate => {
                    // Spec 3.42.5 Annotation Instructions, OpGroupDecorate: every decoration of the OpDecorationGroup (which
                    // precede it) applies to each target.
                    if let Some(group) = inst.id(0) {
                        let ds = self.decorations.get(&group).cloned().unwrap_or_default();
                        for t in (1..inst.operands.len()).filter_map(|k| inst.id(k)) {
                            let list = self.decorations.entry(t).or_default();
                            for d in &ds {
                                push_exact(list, d.clone());
                            }
                        }
                    }
                }
                O::ExtInstImport => {
                    let name = inst.string(0).unwrap_or("");
                    if name == "OpenCL.std" {
                        self.opencl_std = inst.result_id;
                    } else if let Some(set) = crate::debug_info::DebugInfoSet::from_import_name(name).or(
                        // The Khronos translator's legacy name of the OpenCL.DebugInfo.100 layout.
                        (name == "SPIRV.debug").then_some(crate::debug_info::DebugInfoSet::OpenClDebugInfo100),
                    ) {
                        if let Some(id) = inst.result_id {
                            self.debug.sets.insert(id, set);
                        }
                    } else if !name.starts_with("NonSemantic.") || name.starts_with("NonSemantic.Shader.DebugInfo") {
                        return Err(Error::UnsupportedExtInstSet { offset: it.offset, name: name.to_string() });
                    }
                }
                O::EntryPoint => {
                    if let (Some(f), Some(name)) = (inst.id(1), inst.string(2)) {
                        self.entry_points.insert(f, name.to_string());
                    }
                }
                O::ExecutionModeId => {
                    // Modes with id operands (LocalSizeId ...): resolved to constants in kernel_metadata.
                    if let (Some(f), Some(dr::Operand::ExecutionMode(mode))) = (inst.id(0), inst.operands.get(1)) {
                        let ids = inst.operands[2..]
                            .iter()
                            .filter_map(|o| if let dr::Operand::IdRef(id) = o { Some(*id) } else { None })
                            .collect();
                        self.execution_mode_ids.entry(f).or_default().push((*mode, ids));
                    }
                }
                O::ExecutionMode => {
                    if let (Some(f), Some(dr::Operand::ExecutionMode(mode))) = (inst.id(0), inst.operands.get(1)) {
                        let lits = inst.operands[2..].iter().filter_map(literal_u32).collect();
                        self.execution_modes.entry(f).or_default().push((*mode, lits));
                    }
                }
                O::String => {
                    if let Some(text) = inst.string(0).filter(|t| t.starts_with(llvm_spirv_metadata::KERNEL_ARG_TYPE)) {
                        self.kernel_arg_strings.entry(text.to_string()).or_insert(it.offset);
                    }
                }
                O::Source => {
                    let lang = match inst.operands.first() {
                        Some(dr::Operand::SourceLanguage(lang)) => Some(*lang as u32),
                        Some(dr::Operand::LiteralBit32(raw)) => Some(*raw),
                        _ => None,
                    };
                    if let (Some(lang), Some(v)) = (lang, inst.lit(1)) {
                        self.source = Some((lang, v, inst.id(2)));
                    }
                }
                _ => {}
            }
            match (inst.class.opcode, inst.operands.first()) {
                (
                    O::Capability,
                    Some(dr::Operand::Capability(spirv::Capability::VectorAnyINTEL | spirv::Capability::LongVectorEXT)),
                ) => caps.vector_any = true,
                (O::Capability, Some(dr::Operand::Capability(spirv::Capability::ArbitraryPrecisionIntegersINTEL))) => {
                    caps.arbitrary_int = true
                }
                (O::Capability, Some(dr::Operand::Capability(spirv::Capability::Int4TypeINTEL))) => caps.int4 = true,
                _ => {}
            }
            if let Some(desc) = types::describe(inst, it.offset, caps)? {
                if let Some(id) = inst.result_id {
                    self.spv_types.insert(id, desc);
                }
            }
        }
        // The decorations now live in `self.decorations`; nothing reads OpDecorate again.
        for it in &mut self.insts {
            if it.inst.class.opcode == O::Decorate {
                it.inst.operands = Vec::new();
            }
        }
        self.check_spec_constant_overrides()?;
        for &f in self.entry_points.keys() {
            let is_function = self.defs.get(&f).is_some_and(|&i| self.insts[i].inst.class.opcode == O::Function);
            if !is_function {
                return Err(Error::InvalidModule { reason: "an OpEntryPoint names an id that is not an OpFunction" });
            }
        }
        Ok(())
    }

    /// Entry-point wrappers, as the Khronos translator (and ours) writes them so kernels can
    /// also be called: an entry point whose body only calls a function with its own
    /// parameters and returns. The called function becomes the `spir_kernel` (with the
    /// entry point's name and execution modes) and the wrapper is not emitted.
    fn fold_kernel_wrappers(&mut self) {
        let entries: Vec<Word> = self.entry_points.keys().copied().collect();
        for wrapper in entries {
            let Some(&start) = self.defs.get(&wrapper) else { continue };
            let mut i = start + 1;
            let mut params = Vec::new();
            while let Some(it) = self.insts.get(i) {
                if it.inst.class.opcode != spirv::Op::FunctionParameter {
                    break;
                }
                params.extend(it.inst.result_id);
                i += 1;
            }
            let ops: Vec<&dr::Instruction> = self.insts[i..].iter().take(4).map(|it| &it.inst).collect();
            let [label, call, ret, end] = ops.as_slice() else { continue };
            let shape = label.class.opcode == spirv::Op::Label
                && call.class.opcode == spirv::Op::FunctionCall
                && ret.class.opcode == spirv::Op::Return
                && end.class.opcode == spirv::Op::FunctionEnd;
            if !shape {
                continue;
            }
            let Some(callee) = call.id(0) else { continue };
            let args: Vec<Word> = (1..call.operands.len()).filter_map(|k| call.id(k)).collect();
            if args != params || self.entry_points.contains_key(&callee) || !self.is_void_definition(callee) {
                continue;
            }
            if let Some(name) = self.entry_points.remove(&wrapper) {
                self.entry_points.insert(callee, name);
            }
            if let Some(modes) = self.execution_modes.remove(&wrapper) {
                self.execution_modes.entry(callee).or_default().extend(modes);
            }
            if let Some(modes) = self.execution_mode_ids.remove(&wrapper) {
                self.execution_mode_ids.entry(callee).or_default().extend(modes);
            }
            // The entry point's decorations with kernel-metadata forms (`StallEnableINTEL`,
            // ... of the metadata crate's KERNEL_ATTRIBUTE_TABLE) and its
            // SPV_INTEL_vector_compute function attributes go with the kernel too (once).
            if let Some(ds) = self.decorations.get_mut(&wrapper) {
                let is_attr = |d: &Decoration| {
                    md::KERNEL_ATTRIBUTE_TABLE.iter().any(|r| r.spirv == md::KernelAttrForm::Decoration(d.kind))
                        || crate::vc_attributes::by_decoration(d.kind, false).is_some()
                };
                let moved: Vec<Decoration> = ds.iter().filter(|d| is_attr(d)).cloned().collect();
                ds.retain(|d| !is_attr(d));
                let kernel = self.decorations.entry(callee).or_default();
                for d in moved {
                    if !kernel.iter().any(|k| k.kind == d.kind) {
                        kernel.push(d);
                    }
                }
            }
            self.folded_wrappers.insert(wrapper);
        }
    }

    /// Whether `f` is an OpFunction with a body (not an import) returning void: only
    /// such a function can become the kernel of a folded wrapper.
    fn is_void_definition(&self, f: Word) -> bool {
        let Some(&start) = self.defs.get(&f) else { return false };
        let def = &self.insts[start].inst;
        if def.class.opcode != spirv::Op::Function
            || !def.result_type.is_some_and(|t| self.spv_types.get(&t) == Some(&SpirvType::Void))
        {
            return false;
        }
        let body = self.insts[start + 1..].iter().find(|it| it.inst.class.opcode != spirv::Op::FunctionParameter);
        body.is_some_and(|it| it.inst.class.opcode == spirv::Op::Label)
    }

    /// Every `-spec-const` id must name a scalar specialization constant of the module
    /// whose size matches the item's type (as `clSetProgramSpecializationConstant` checks).
    fn check_spec_constant_overrides(&self) -> Result<()> {
        if self.options.spec_constants.is_empty() {
            return Ok(());
        }
        let mut sizes: FastMap<u32, u32> = FastMap::default();
        for (&target, decorations) in &self.decorations {
            let Some(spec_id) = decorations
                .iter()
                .find(|d| d.kind == spirv::Decoration::SpecId)
                .and_then(|d| d.operands.first())
                .and_then(literal_u32)
            else {
                continue;
            };
            let Some(inst) = self.defs.get(&target).map(|&i| &self.insts[i].inst) else { continue };
            if !matches!(
                inst.class.opcode,
                spirv::Op::SpecConstant | spirv::Op::SpecConstantTrue | spirv::Op::SpecConstantFalse
            ) {
                continue;
            }
            let bytes = match inst.result_type.and_then(|t| self.spv_types.get(&t)) {
                Some(SpirvType::Int { width: w, .. } | SpirvType::Float { width: w, .. }) => w / 8,
                Some(SpirvType::Bool) => 1,
                _ => continue,
            };
            sizes.insert(spec_id, bytes);
        }
        let mut ids: Vec<_> = self.options.spec_constants.iter().collect();
        ids.sort_by_key(|(id, _)| **id);
        for (&id, o) in ids {
            let module_bytes = *sizes.get(&id).ok_or_else(|| Error::SpecConstUnknownId { item: o.text.clone(), id })?;
            if module_bytes != o.bytes {
                let ty = o.text.split(':').nth(1).unwrap_or("").to_string();
                return Err(Error::SpecConstSize { item: o.text.clone(), ty, bytes: o.bytes, module_bytes });
            }
        }
        Ok(())
    }

    /// Triple and data layout from the addressing model (clang-19's OpenCL layouts); with
    /// `code_section`, the layout's program address space is [`CODE_SECTION_ADDR_SPACE`].
    fn set_target(&self, physical64: bool, code_section: bool) {
        let (triple, layout) = if physical64 {
            (
                "spir64-unknown-unknown",
                "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1",
            )
        } else {
            (
                "spir-unknown-unknown",
                "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1",
            )
        };
        self.module.set_triple(triple);
        if code_section {
            self.module.set_data_layout(&format!("{layout}-P{CODE_SECTION_ADDR_SPACE}"));
        } else {
            self.module.set_data_layout(layout);
        }
    }

    /// `!opencl.ocl.version`, `!opencl.spir.version` and `!spirv.Source` as clang and the representation document write them.
    fn module_metadata(&mut self) -> Result<()> {
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let int = |v: u64| llvm::Metadata::constant(llvm::Value::const_int(i32t, v)?);
        if let Some((lang, version, file)) = self.source {
            let major = version / 100_000;
            let minor = (version / 1000) % 100;
            // "SPIR-V representation in LLVM IR", OpSource row: `!{i32 lang, i32 version, !{!"file"}}`, the file optional.
            let file = file
                .and_then(|id| self.lookup(id, 0, spirv::Op::Source).ok())
                .filter(|d| d.class.opcode == spirv::Op::String)
                .and_then(|d| d.string(0));
            let mut ops = vec![int(lang as u64)?, int(version as u64)?];
            if let Some(file) = file {
                ops.push(self.ctx.md_node(&[self.ctx.md_string(file)]));
            }
            let node = self.ctx.md_node(&ops);
            self.module.add_named_metadata(self.ctx, "spirv.Source", node)?;
            if lang == spirv::SourceLanguage::OpenCL_C as u32 || lang == spirv::SourceLanguage::OpenCL_CPP as u32 {
                let v = self.ctx.md_node(&[int(major as u64)?, int(minor as u64)?]);
                self.module.add_named_metadata(self.ctx, "opencl.ocl.version", v)?;
            }
        }
        let spir = self.ctx.md_node(&[int(self.version.0 as u64)?, int(self.version.1 as u64)?]);
        self.module.add_named_metadata(self.ctx, "opencl.spir.version", spir)?;
        // SPIR 2.0 `opencl.used.optional.core.features`: the OpenCL optional core features the
        // declared capabilities imply (sorted, one node), as the Khronos translator lists them.
        let mut features: Vec<&str> = self
            .insts
            .iter()
            .take_while(|it| it.inst.class.opcode == spirv::Op::Capability)
            .filter_map(|it| match it.inst.operands.first() {
                Some(dr::Operand::Capability(c)) => {
                    OPTIONAL_CORE_FEATURES.iter().find(|(cap, _)| cap == c).map(|(_, name)| *name)
                }
                _ => None,
            })
            .collect();
        features.sort_unstable();
        features.dedup();
        if !features.is_empty() {
            let names: Vec<_> = features.iter().map(|f| self.ctx.md_string(f)).collect();
            let node = self.ctx.md_node(&names);
            self.module.add_named_metadata(self.ctx, "opencl.used.optional.core.features", node)?;
        }
        Ok(())
    }

    /// The decorations of `id`.
    fn decorations_of(&self, id: Word) -> &[Decoration] {
        self.decorations.get(&id).map(Vec::as_slice).unwrap_or(&[])
    }

    /// The first decoration of `kind` on `id`.
    fn decoration(&self, id: Word, kind: spirv::Decoration) -> Option<&Decoration> {
        self.decorations_of(id).iter().find(|d| d.kind == kind)
    }

    /// The defining instruction of `id`, or `InvalidId` at `offset`/`opcode`.
    fn lookup(&self, id: Word, offset: usize, opcode: spirv::Op) -> Result<&dr::Instruction> {
        self.defs.get(&id).map(|&i| &self.insts[i].inst).ok_or(Error::InvalidId { offset, opcode, id })
    }

    /// The value of `id` at the instruction at `offset`.
    fn value(&mut self, id: Word, offset: usize, opcode: spirv::Op) -> Result<llvm::Value<'c>> {
        match self.slots.get(&id) {
            Some(&Slot::Value(v)) => self.body_constant(id, v),
            Some(_) => Err(Error::InvalidOperands {
                offset,
                opcode,
                reason: "operand is a builtin pointer or sampled image used as a plain value",
            }),
            None => {
                // Module-scope constants referenced before their position, or a use before definition.
                let def = self.defs.get(&id).copied().ok_or(Error::InvalidId { offset, opcode, id })?;
                if self.insts[def].inst.class.opcode == spirv::Op::ConstantSampler {
                    // Samplers have no LLVM constant form: a call at each use.
                    let inst = self.insts[def].inst.clone();
                    return self.sampler_constant(&inst, offset);
                }
                if self.in_module_scope(def) {
                    let v = self.global_value(id)?;
                    self.body_constant(id, v)
                } else {
                    Err(Error::InvalidId { offset, opcode, id })
                }
            }
        }
    }

    /// Names a value after its OpName.
    ///
    /// A named argument or global keeps its name: an id that stands for another id's value
    /// (OpCopyObject, OpImage of a sampled image) must not rename a kernel argument or a
    /// symbol. Instructions take the OpName over the handler's own (`load`, `gep`).
    fn apply_name(&self, id: Word, v: llvm::Value<'c>) {
        if let Some(n) = self.names.get(&id) {
            if v.is_instruction() || v.name().is_empty() {
                v.set_name(n);
            }
        }
    }
}
