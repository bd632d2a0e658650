//! Argument parsing (clap), option checks, and the translation jobs.
//!
//! [`plan`] parses and checks the command line (cheap, in the calling process);
//! [`Plan::compute`] does the job and returns the output bytes (in the supervised child,
//! see [`crate::supervise`]); [`crate::output::write`] writes them through the output path.

use crate::supervise::{Progress, Stage};
use clap::Parser;
use llvm_spirv::excerpt;
use std::collections::HashSet;
use std::ffi::OsString;
use std::io::Read;
use std::path::PathBuf;

/// Errors of the command line.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// Bad arguments (clap's message, which names the option and suggests the nearest one).
    #[error("{0}")]
    Usage(String),
    /// A value of an option is malformed.
    #[error("invalid value '{value}' for {option}: {reason}")]
    InvalidValue {
        /// The option.
        option: &'static str,
        /// The value.
        value: String,
        /// What is wrong.
        reason: &'static str,
    },
    /// The input could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The input.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The output could not be written.
    #[error("{0}")]
    Write(#[from] crate::output::WriteError),
    /// An option of the Khronos `llvm-spirv` whose meaning this translator does not implement.
    #[error("option '{option}' is not supported by llvm-spirv-rs: {why}")]
    NotSupported {
        /// The option.
        option: &'static str,
        /// Why.
        why: &'static str,
    },
    /// Two options that cannot be used together.
    #[error("'{first}' and '{second}' cannot be used together")]
    Conflict {
        /// The first option.
        first: &'static str,
        /// The second option.
        second: &'static str,
    },
    /// An option that only means something in another mode.
    #[error("'{option}' only applies to {applies_to}")]
    WrongMode {
        /// The option.
        option: &'static str,
        /// Where it applies.
        applies_to: &'static str,
    },
    /// `--spirv-ext` names an extension nobody knows (the Khronos translator's wording).
    #[error("Unknown extension '{name}' was specified via --spirv-ext option")]
    UnknownExtension {
        /// The name (an excerpt).
        name: String,
    },
    /// `--spirv-ext` item without `+`/`-` or without a name (the Khronos translator's wording).
    #[error("Invalid value of --spirv-ext, expected format is: --spirv-ext=+EXT_NAME,-EXT_NAME (got '{item}')")]
    ExtensionSyntax {
        /// The item (an excerpt).
        item: String,
    },
    /// A SPIR-V input declares an extension nobody knows (the Khronos translator's wording).
    #[error("input SPIR-V module uses unknown extension '{name}'")]
    InputUnknownExtension {
        /// The name (an excerpt).
        name: String,
    },
    /// A SPIR-V input declares an extension `--spirv-ext` disabled.
    #[error("input SPIR-V module uses extension '{name}', which --spirv-ext disabled")]
    InputDeniedExtension {
        /// The name (an excerpt).
        name: String,
    },
    /// Reverse translation failed.
    #[error("{0}")]
    Reverse(#[from] llvm_spirv::spirv_to_llvm::Error),
    /// Forward translation failed.
    #[error("{0}")]
    Forward(#[from] llvm_spirv::llvm_to_spirv::Error),
    /// Regularization (`-s`) failed.
    #[error("{0}")]
    Regularize(#[from] llvm_spirv::regularize::Error),
    /// Reading or writing the SPIR-V text format failed.
    #[error("{0}")]
    Text(#[from] llvm_spirv_text::Error),
    /// A SPIR-V binary that does not decode (with the word offset).
    #[error("{0}")]
    Decode(#[from] llvm_spirv_binary::Error),
    /// The input is neither SPIR-V binary (magic 0x07230203, either endianness) nor text.
    #[error("input is not SPIR-V: no SPIR-V magic number at word 0 ({len} bytes)")]
    NotSpirv {
        /// Input size in bytes.
        len: usize,
    },
    /// An empty input file (message as the Khronos translator words it).
    #[error("Can't translate, file is empty: {path}")]
    EmptyInput {
        /// The input.
        path: String,
    },
    /// A SPIR-V module whose header declares a version outside 1.0 .. 1.6 (message as the
    /// Khronos translator words it; SPIR-V spec 2.3 "Physical Layout": word 1 is
    /// `0x00MMmm00`).
    #[error("Invalid SPIR-V module: unsupported SPIR-V version number '{shown}'. Range of supported/known SPIR-V versions is 1.0 (65536) - 1.6 (67072)")]
    UnsupportedVersion {
        /// The version as `major.minor (word)`, or `unknown (word)`.
        shown: String,
    },
    /// SPV_INTEL_function_variants specialization failed.
    #[error("{0}")]
    FunctionVariants(#[from] llvm_spirv::function_variants::Error),
    /// An instruction breaks an operand rule its specification states
    /// ([`llvm_spirv_binary::operand_rules`]); `-to-binary` checks them, wording the
    /// error as the Khronos translator does.
    #[error("InvalidInstruction: Can't translate llvm instruction:\nOp{op:?}\n{rule} (word {offset})")]
    OperandRule {
        /// The instruction's opcode.
        op: llvm_spirv::spirv::Op,
        /// The rule it breaks.
        rule: &'static str,
        /// Its word offset.
        offset: usize,
    },
    /// `--spirv-print-report` on something that is not SPIR-V (message as the Khronos translator words it).
    #[error("Invalid SPIR-V binary: \"{reason}\"")]
    InvalidBinary {
        /// What is wrong.
        reason: &'static str,
    },
}

/// Translates between LLVM IR and SPIR-V (compatible with the Khronos `llvm-spirv`).
#[derive(Parser, Debug)]
#[command(name = "llvm-spirv-rs", version = llvm_spirv::VERSION, about, disable_help_subcommand = true)]
struct Args {
    /// Input file: LLVM bitcode or textual IR (forward), SPIR-V binary or text (-r, -to-text). `-` reads stdin.
    #[arg(default_value = "-")]
    input: String,
    /// Output file; `-` writes stdout. Default: the input name with .spv/.spt/.bc/.ll.
    #[arg(short = 'o')]
    output: Option<String>,
    /// Reverse translation: SPIR-V -> LLVM IR.
    #[arg(short = 'r')]
    reverse: bool,
    /// Regularize only: check that the module translates and write it as LLVM IR
    /// (default output `<input>.regularized.bc`).
    #[arg(short = 's')]
    regularize: bool,
    /// Write (forward) or read (reverse) the translator's SPIR-V text format.
    #[arg(long = "spirv-text")]
    spirv_text: bool,
    /// Convert SPIR-V binary to the text format.
    #[arg(long = "to-text")]
    to_text: bool,
    /// Convert the SPIR-V text format to binary.
    #[arg(long = "to-binary")]
    to_binary: bool,
    /// Print the module's scalar specialization constants: SpecId, size in bytes, type.
    #[arg(long = "spec-const-info")]
    spec_const_info: bool,
    /// Print a summary of a SPIR-V module: version, models, capabilities, extensions, instruction sets.
    #[arg(long = "spirv-print-report")]
    spirv_print_report: bool,
    /// Print a spirv-dis style disassembly of a SPIR-V binary.
    #[arg(long = "spirv-dis")]
    spirv_dis: bool,
    /// Forward translation: write spirv-dis style assembly (SPIRV-Tools syntax) instead of a binary.
    #[arg(long = "spirv-tools-dis")]
    spirv_tools_dis: bool,
    /// Allowed extensions: `+all` (every extension the translator implements), `-all`,
    /// `+SPV_X`, `-SPV_Y`, comma separated; may be given several times (applied in order).
    /// Unknown names are an error. With -r and the SPIR-V conversions every known
    /// extension is allowed unless `-` disables it.
    #[arg(long = "spirv-ext", action = clap::ArgAction::Append)]
    spirv_ext: Vec<String>,
    /// Highest SPIR-V version to emit (1.0 .. 1.6).
    #[arg(long = "spirv-max-version")]
    spirv_max_version: Option<String>,
    /// Reverse translation flavour: CL1.2, CL2.0 or SPV-IR.
    #[arg(long = "spirv-target-env")]
    spirv_target_env: Option<String>,
    /// Reverse translation of builtin variables: function or global.
    #[arg(long = "spirv-builtin-format")]
    spirv_builtin_format: Option<String>,
    /// Forward translation: the debug extended instruction set LLVM debug metadata becomes:
    /// ocl-100 (OpenCL.DebugInfo.100, the default), nonsemantic-shader-100 or
    /// nonsemantic-shader-200. The reverse translation reads whichever set the input uses.
    #[arg(long = "spirv-debug-info-version")]
    spirv_debug_info_version: Option<String>,
    /// Specialization constant overrides `id:type:value` (reverse translation).
    #[arg(long = "spec-const")]
    spec_const: Option<String>,
    /// Pass LLVM intrinsics with these name prefixes (comma separated; all `llvm.*` when no
    /// value is given) through as calls to imported functions instead of rejecting them.
    #[arg(long = "spirv-allow-unknown-intrinsics", num_args = 0..=1, default_missing_value = "llvm.", require_equals = true)]
    spirv_allow_unknown_intrinsics: Option<String>,
    /// Reverse translation: functions and function pointers in LLVM address space 9 (CodeSectionINTEL).
    #[arg(long = "spirv-emit-function-ptr-addr-space", num_args = 0..=1, default_missing_value = "true", require_equals = true, value_parser = clap::builder::BoolishValueParser::new())]
    spirv_emit_function_ptr_addr_space: Option<bool>,
    /// Forward: keep what SPIR-V cannot otherwise express of functions and global variables as
    /// `NonSemantic.AuxData` instructions (`Options::preserve_aux_data`); reverse: restore it.
    #[arg(long = "spirv-preserve-auxdata", num_args = 0..=1, default_missing_value = "true", require_equals = true, value_parser = clap::builder::BoolishValueParser::new())]
    spirv_preserve_auxdata: Option<bool>,
    /// Floating-point contraction: on (follow the module), off (ContractionOff on every
    /// kernel) or fast (never ContractionOff).
    #[arg(long = "spirv-fp-contract")]
    spirv_fp_contract: Option<String>,
    /// Forward translation: keep each kernel's `!kernel_arg_type` and `!kernel_arg_type_qual`
    /// as an `OpString` (`Options::kernel_arg_type_strings`). Accepted with `-r` too, as the
    /// Khronos `llvm-spirv` does; the reverse translation reads such strings always.
    #[arg(long = "preserve-ocl-kernel-arg-type-metadata-through-string", num_args = 0..=1, default_missing_value = "true", require_equals = true, value_parser = clap::builder::BoolishValueParser::new())]
    preserve_kernel_arg_type: Option<bool>,
    /// Reverse translation: emit !kernel_arg_name metadata from parameter names.
    #[arg(long = "spirv-gen-kernel-arg-name-md", num_args = 0..=1, default_missing_value = "true", require_equals = true, value_parser = clap::builder::BoolishValueParser::new())]
    gen_kernel_arg_name_md: Option<bool>,
    /// Map llvm.fmuladd to OpenCL.std mad (`=true`, the flag alone) or to `fmul` + `fadd` (`=false`), as the Khronos translator.
    /// Default: the library's (`Options::default().fmuladd_as_mad`).
    #[arg(long = "spirv-replace-fmuladd-with-ocl-mad", num_args = 0..=1, default_missing_value = "true", require_equals = true, value_parser = clap::builder::BoolishValueParser::new())]
    replace_fmuladd_with_mad: Option<bool>,
    /// Run mem2reg before translating: not supported.
    #[arg(long = "spirv-mem2reg", num_args = 0..=1, default_missing_value = "true", require_equals = true, value_parser = clap::builder::BoolishValueParser::new())]
    spirv_mem2reg: Option<bool>,
    /// SPV_INTEL_function_variants (`-r`): specialize a multi-target module for the device
    /// the other `--fnvar-*` options describe before translating it.
    #[arg(long = "fnvar-spec-enable", num_args = 0..=1, default_missing_value = "true", require_equals = true, value_parser = clap::builder::BoolishValueParser::new())]
    fnvar_spec_enable: Option<bool>,
    /// With `--fnvar-spec-enable`: also write the specialized (targeted) SPIR-V module here.
    #[arg(long = "fnvar-spv-out")]
    fnvar_spv_out: Option<String>,
    /// Target device's architecture category (device registry enumerator); default: any.
    #[arg(long = "fnvar-category")]
    fnvar_category: Option<String>,
    /// Target device's architecture family; default: any.
    #[arg(long = "fnvar-family")]
    fnvar_family: Option<String>,
    /// Target device's architecture; default: any.
    #[arg(long = "fnvar-arch")]
    fnvar_arch: Option<String>,
    /// Target device's target (ISA); default: any.
    #[arg(long = "fnvar-target")]
    fnvar_target: Option<String>,
    /// Target device's features, comma separated; default: all.
    #[arg(long = "fnvar-features")]
    fnvar_features: Option<String>,
    /// Target device's capabilities (SPIR-V values), comma separated; default: all.
    #[arg(long = "fnvar-capabilities")]
    fnvar_capabilities: Option<String>,
    /// Forward translation: allow the DWARF operations OpenCL.DebugInfo.100 lacks (the
    /// NonSemantic.Shader.DebugInfo.200 ones) in DebugExpression (`Options::allow_extra_diexpressions`).
    #[arg(long = "spirv-allow-extra-diexpressions", num_args = 0..=1, default_missing_value = "true", require_equals = true, value_parser = clap::builder::BoolishValueParser::new())]
    spirv_allow_extra_diexpressions: Option<bool>,
    /// LLVM's in-memory form of debug variable locations (debug records, or the older
    /// `llvm.dbg.*` intrinsic calls), an LLVM option the Khronos `llvm-spirv` passes through:
    /// both directions read and write debug records, which LLVM 19 converts to and from the
    /// intrinsics when it reads and writes bitcode, so either value gives the same output.
    #[arg(long = "experimental-debuginfo-iterators", num_args = 0..=1, default_missing_value = "true", require_equals = true, value_parser = clap::builder::BoolishValueParser::new())]
    experimental_debuginfo_iterators: Option<bool>,
}

/// Short options that stay single-dash; every other `-name` becomes `--name`.
const SHORT: &[&str] = &["-o", "-r", "-s", "-h", "-V"];

/// Rewrites LLVM-style single-dash long options (`-spirv-text`, `-o=x`) into clap's form.
fn normalize(args: Vec<OsString>) -> Vec<OsString> {
    let mut out = Vec::with_capacity(args.len());
    let mut after_double_dash = false;
    for (i, a) in args.into_iter().enumerate() {
        let Some(s) = a.to_str() else {
            out.push(a);
            continue;
        };
        if i == 0 || after_double_dash || !s.starts_with('-') || s.starts_with("--") || s == "-" {
            after_double_dash |= s == "--";
            out.push(a);
            continue;
        }
        let name = s.split('=').next().unwrap_or(s);
        if SHORT.contains(&name) {
            out.push(a);
        } else if name.len() > 2 {
            out.push(OsString::from(format!("-{s}")));
        } else {
            out.push(a);
        }
    }
    out
}

/// Parses `--spirv-max-version` (`1.0` .. `1.6`).
fn parse_version(v: &str) -> Result<(u8, u8), CliError> {
    let bad = || CliError::InvalidValue {
        option: "--spirv-max-version",
        value: excerpt(v).into_owned(),
        reason: "expected 1.0 .. 1.6",
    };
    let (a, b) = v.split_once('.').ok_or_else(bad)?;
    let major: u8 = a.parse().map_err(|_| bad())?;
    let minor: u8 = b.parse().map_err(|_| bad())?;
    if major != 1 || minor > 6 {
        return Err(bad());
    }
    Ok((major, minor))
}

/// `--spirv-ext` items applied in order, as three facts: whether "all" is on (`+all` /
/// `-all`; what "all" covers depends on the mode), and the names added and removed since.
#[derive(Debug, Default, Clone)]
struct ExtensionList {
    /// `Some(true)` after `+all`, `Some(false)` after `-all`, `None` if neither was given.
    all: Option<bool>,
    /// `+NAME` items not undone later.
    plus: HashSet<String>,
    /// `-NAME` items not undone later.
    minus: HashSet<String>,
}

impl ExtensionList {
    /// Applies one `--spirv-ext` value (`+all,-SPV_X,+SPV_Y`). Errors: an item without
    /// `+`/`-` or a name ([`CliError::ExtensionSyntax`]), a name that is not a known
    /// extension ([`CliError::UnknownExtension`]).
    fn apply(&mut self, spec: &str) -> Result<(), CliError> {
        for item in spec.split(',') {
            let (add, name) = match (item.strip_prefix('+'), item.strip_prefix('-')) {
                (Some(n), _) if !n.is_empty() => (true, n),
                (_, Some(n)) if !n.is_empty() => (false, n),
                _ => return Err(CliError::ExtensionSyntax { item: excerpt(item).into_owned() }),
            };
            if name == "all" {
                self.all = Some(add);
                self.plus.clear();
                self.minus.clear();
                continue;
            }
            if !llvm_spirv::extensions::is_known(name) {
                return Err(CliError::UnknownExtension { name: excerpt(name).into_owned() });
            }
            let (to, from) = if add { (&mut self.plus, &mut self.minus) } else { (&mut self.minus, &mut self.plus) };
            from.remove(name);
            to.insert(name.to_string());
        }
        Ok(())
    }

    /// Forward translation: nothing is allowed unless enabled; `+all` enables
    /// [`llvm_spirv::extensions::IMPLEMENTED_EXTENSIONS`]. Denied (a `!spirv.Extension`
    /// request is then an error): the `-NAME` items, and after `-all` every implemented
    /// extension not enabled again.
    fn apply_forward(&self, options: &mut llvm_spirv::llvm_to_spirv::Options) {
        let implemented = llvm_spirv::extensions::IMPLEMENTED_EXTENSIONS.iter().map(|s| s.to_string());
        match self.all {
            Some(true) => options.allowed_extensions.extend(implemented),
            Some(false) => {
                options.allowed_extensions.clear();
                options.denied_extensions.extend(implemented.filter(|e| !self.plus.contains(e)));
            }
            None => {}
        }
        for name in &self.plus {
            options.allowed_extensions.insert(name.clone());
            options.denied_extensions.remove(name);
        }
        for name in &self.minus {
            options.allowed_extensions.remove(name);
            options.denied_extensions.insert(name.clone());
        }
    }

    /// Reading SPIR-V (-r, -to-text, -to-binary, ...): every known extension is allowed
    /// unless disabled (`-NAME`, or `-all` without a later `+NAME`).
    fn allows_reading(&self, name: &str) -> bool {
        !self.minus.contains(name) && (self.all != Some(false) || self.plus.contains(name))
    }
}

/// Checks the `OpExtension`s of a SPIR-V module (they precede `OpMemoryModel`): each must
/// be a known extension ([`CliError::InputUnknownExtension`], as the Khronos translator
/// refuses it) that `--spirv-ext` did not disable ([`CliError::InputDeniedExtension`]).
///
/// A malformed instruction ends the check: the decoding that follows reports it.
fn check_input_extensions(words: &[u32], list: &ExtensionList) -> Result<(), CliError> {
    use llvm_spirv::spirv::Op;
    for inst in llvm_spirv_binary::instructions(words).map_while(Result::ok) {
        if inst.opcode == Op::MemoryModel as u16 {
            break;
        }
        if inst.opcode == Op::Extension as u16 {
            let name = inst.string_lossy(0);
            if !llvm_spirv::extensions::is_known(&name) {
                return Err(CliError::InputUnknownExtension { name: excerpt(&name).into_owned() });
            }
            if !list.allows_reading(&name) {
                return Err(CliError::InputDeniedExtension { name: excerpt(&name).into_owned() });
            }
        }
    }
    Ok(())
}

/// Reads the input file (`-`: stdin). Errors: [`CliError::Read`], [`CliError::EmptyInput`].
fn read_input(input: &str) -> Result<Vec<u8>, CliError> {
    let shown = || if input == "-" { "<stdin>".to_string() } else { excerpt(input).into_owned() };
    let bytes = if input == "-" {
        let mut v = Vec::new();
        std::io::stdin().read_to_end(&mut v).map_err(|source| CliError::Read { path: shown(), source })?;
        v
    } else {
        std::fs::read(input).map_err(|source| CliError::Read { path: shown(), source })?
    };
    if bytes.is_empty() {
        return Err(CliError::EmptyInput { path: shown() });
    }
    Ok(bytes)
}

/// Checks the version word of a SPIR-V module (`words[1]`) with the library's rule
/// ([`llvm_spirv::spirv_to_llvm::supported_version`]): 1.0 .. 1.6 with zero
/// padding bytes, as the Khronos translator requires before converting or reading it.
fn check_version(words: &[u32]) -> Result<(), CliError> {
    let Some(&v) = words.get(1) else { return Ok(()) };
    if llvm_spirv::spirv_to_llvm::supported_version(v).is_some() {
        return Ok(());
    }
    let (major, minor) = (v >> 16, (v >> 8) & 0xff);
    let shown =
        if v & 0xff00_00ff == 0 && major >= 1 { format!("{major}.{minor} ({v})") } else { format!("unknown ({v})") };
    Err(CliError::UnsupportedVersion { shown })
}

/// `in.bc` -> `in.<ext>`; stdin -> stdout.
fn default_output(input: &str, ext: &str) -> String {
    if input == "-" {
        return "-".into();
    }
    PathBuf::from(input).with_extension(ext).to_string_lossy().into_owned()
}

/// Reads SPIR-V words from binary (either endianness) or the text format, module-level
/// instructions put in layout order (`llvm_spirv_binary::in_layout_order`) and the bound
/// raised over every result id (`llvm_spirv_binary::raise_bound_to_result_ids`), as the
/// Khronos translator reads a module; the version must be 1.0 .. 1.6
/// ([`CliError::UnsupportedVersion`]).
fn spirv_words(bytes: &[u8]) -> Result<Vec<u32>, CliError> {
    let words = spirv_words_any_version(bytes)?;
    check_version(&words)?;
    // Module-level instructions in the logical layout (spec 2.4), as the Khronos
    // translator reads any module into its own representation, in that order. A framing
    // error is left for the mode's own reading to report.
    let reordered = match llvm_spirv_binary::in_layout_order(&words) {
        Ok(std::borrow::Cow::Owned(v)) => Some(v),
        Ok(std::borrow::Cow::Borrowed(_)) | Err(_) => None,
    };
    let mut words = reordered.unwrap_or(words);
    llvm_spirv_binary::raise_bound_to_result_ids(&mut words);
    Ok(words)
}

/// [`spirv_words`] without the version check.
fn spirv_words_any_version(bytes: &[u8]) -> Result<Vec<u32>, CliError> {
    if llvm_spirv_text::is_text(bytes) {
        return Ok(llvm_spirv_text::from_text_bytes(bytes)?);
    }
    llvm_spirv_binary::words_from_bytes(bytes).map_err(|_| CliError::NotSpirv { len: bytes.len() })
}

/// The `-spec-const-info` text (the Khronos translator's layout): one line per
/// scalar OpSpecConstant/OpSpecConstantTrue/False that has a SpecId, in module order.
///
/// Errors: [`CliError::Decode`] for an instruction whose word count is zero or runs
/// past the end.
fn spec_const_info(words: &[u32]) -> Result<String, CliError> {
    use llvm_spirv::spirv::{Decoration, Op};
    use std::collections::HashMap;
    const DECORATE: u16 = Op::Decorate as u16;
    const TYPE_BOOL: u16 = Op::TypeBool as u16;
    const TYPE_INT: u16 = Op::TypeInt as u16;
    const TYPE_FLOAT: u16 = Op::TypeFloat as u16;
    const SPEC_CONSTANT_TRUE: u16 = Op::SpecConstantTrue as u16;
    const SPEC_CONSTANT: u16 = Op::SpecConstant as u16;
    const SPEC_ID: u32 = Decoration::SpecId as u32;
    let mut spec_ids: HashMap<u32, u32> = HashMap::new();
    let mut types: HashMap<u32, (u32, char)> = HashMap::new();
    let mut consts = Vec::new();
    for inst in llvm_spirv_binary::instructions(words) {
        let inst = inst?;
        match (inst.opcode, inst.operands()) {
            (DECORATE, [target, SPEC_ID, id, ..]) => {
                spec_ids.insert(*target, *id);
            }
            (TYPE_BOOL, [id]) => {
                types.insert(*id, (1, 'i'));
            }
            (TYPE_INT, [id, width, ..]) => {
                types.insert(*id, (*width, 'i'));
            }
            (TYPE_FLOAT, [id, width, ..]) => {
                types.insert(*id, (*width, 'f'));
            }
            // OpSpecConstantTrue, OpSpecConstantFalse, OpSpecConstant.
            (SPEC_CONSTANT_TRUE..=SPEC_CONSTANT, [ty, id, ..]) => consts.push((*ty, *id)),
            _ => {}
        }
    }
    let rows: Vec<String> = consts
        .iter()
        .filter_map(|(ty, id)| {
            let spec = spec_ids.get(id)?;
            let (width, kind) = types.get(ty)?;
            Some(format!("Spec const id = {spec}, size in bytes = {}, type = {kind}{width}", width.div_ceil(8)))
        })
        .collect();
    let mut out = format!("Number of scalar specialization constants in the module = {}\n", rows.len());
    for r in rows {
        out += &r;
        out.push('\n');
    }
    Ok(out)
}

/// The `--spirv-print-report` text (the Khronos translator's layout).
///
/// Errors: [`CliError::Decode`] for a bad header, or an instruction whose word count
/// is zero or runs past the end.
fn report(words: &[u32]) -> Result<String, CliError> {
    use llvm_spirv::spirv::Op;
    const CAPABILITY: u16 = Op::Capability as u16;
    const EXTENSION: u16 = Op::Extension as u16;
    const EXT_INST_IMPORT: u16 = Op::ExtInstImport as u16;
    const MEMORY_MODEL: u16 = Op::MemoryModel as u16;
    let (major, minor) = llvm_spirv_binary::Header::read(words)?.version_numbers();
    let version = format!("{major}.{minor}");
    let (mut caps, mut exts, mut sets) = (Vec::new(), Vec::new(), Vec::new());
    let (mut addressing, mut memory) = (String::new(), String::new());
    for inst in llvm_spirv_binary::instructions(words) {
        let inst = inst?;
        let ops = inst.operands();
        match inst.opcode {
            CAPABILITY => caps.extend(ops.first().map(|&c| {
                llvm_spirv::spirv::Capability::from_u32(c)
                    .map(|c| llvm_spirv::spec_names::capability_name(c).to_string())
                    .unwrap_or_else(|| c.to_string())
            })),
            EXTENSION => exts.push(inst.string_lossy(0)),
            EXT_INST_IMPORT => sets.push(inst.string_lossy(1)),
            MEMORY_MODEL => {
                addressing = ops
                    .first()
                    .map(|&a| {
                        llvm_spirv::spirv::AddressingModel::from_u32(a)
                            .map(|a| format!("{a:?}"))
                            .unwrap_or_else(|| a.to_string())
                    })
                    .unwrap_or_default();
                memory = ops
                    .get(1)
                    .map(|&m| {
                        llvm_spirv::spirv::MemoryModel::from_u32(m)
                            .map(|m| format!("{m:?}"))
                            .unwrap_or_else(|| m.to_string())
                    })
                    .unwrap_or_default();
            }
            _ => {}
        }
    }
    let mut out = format!(
        "SPIR-V module report:\n Version: {version}\n Memory model: {memory}\n Addressing model: {addressing}\n"
    );
    out += &format!(" Number of capabilities: {}\n", caps.len());
    for c in caps {
        out += &format!("  Capability: {c}\n");
    }
    out += &format!(" Number of extensions: {}\n", exts.len());
    for e in exts {
        out += &format!("  Extension: {e}\n");
    }
    out += &format!(" Number of extended instruction sets: {}\n", sets.len());
    for s in sets {
        out += &format!("  Extended Instruction Set: {s}\n");
    }
    Ok(out)
}

/// What the command line asks for (one mode per run).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// LLVM IR -> SPIR-V (no mode option).
    Forward,
    /// `-s`.
    Regularize,
    /// `-r`.
    Reverse,
    /// `-to-text`.
    ToText,
    /// `-to-binary`.
    ToBinary,
    /// `-spec-const-info`.
    SpecConstInfo,
    /// `--spirv-print-report`.
    PrintReport,
    /// `--spirv-dis`.
    Dis,
}

/// How the forward translation writes SPIR-V.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SpirvFormat {
    Binary,
    /// `-spirv-text`.
    Text,
    /// `--spirv-tools-dis`.
    ToolsDis,
}

/// A checked command line: what to do, on which input, into which output.
pub struct Plan {
    mode: Mode,
    input: String,
    output: String,
    format: SpirvFormat,
    extensions: ExtensionList,
    forward: llvm_spirv::llvm_to_spirv::Options,
    reverse: llvm_spirv::spirv_to_llvm::Options,
    /// `--fnvar-spec-enable`: the device to specialize for, and `--fnvar-spv-out`.
    function_variants: Option<(llvm_spirv::function_variants::Device, Option<String>)>,
}

/// Reverse-only options, forward-only options: (given, spelling).
type Given = (bool, &'static str);

/// Parses and checks `argv` (program name first). `Ok(None)`: `--help` or `--version`,
/// already printed. Errors: clap's usage message, conflicting modes or options
/// ([`CliError::Conflict`], [`CliError::WrongMode`]), options of the Khronos translator
/// this one does not implement ([`CliError::NotSupported`]), malformed values.
///
/// Both directions start from their `Options::default()` and only the options given
/// change them, so the library's defaults and the command line without options agree.
pub fn plan(argv: Vec<OsString>) -> Result<Option<Plan>, CliError> {
    let args = match Args::try_parse_from(normalize(argv)) {
        Ok(a) => a,
        Err(e) if matches!(e.kind(), clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion) => {
            // Help on a closed stdout has nobody to read it either.
            e.print().ok();
            return Ok(None);
        }
        Err(e) => return Err(CliError::Usage(e.to_string().trim_end().to_string())),
    };
    let modes = [
        (args.reverse, "-r", Mode::Reverse),
        (args.regularize, "-s", Mode::Regularize),
        (args.to_text, "-to-text", Mode::ToText),
        (args.to_binary, "-to-binary", Mode::ToBinary),
        (args.spec_const_info, "-spec-const-info", Mode::SpecConstInfo),
        (args.spirv_print_report, "--spirv-print-report", Mode::PrintReport),
        (args.spirv_dis, "--spirv-dis", Mode::Dis),
    ];
    let mut chosen = modes.iter().filter(|m| m.0);
    let (mode, mode_name) = chosen.next().map(|m| (m.2, m.1)).unwrap_or((Mode::Forward, ""));
    if let Some(other) = chosen.next() {
        return Err(CliError::Conflict { first: mode_name, second: other.1 });
    }
    if args.spirv_text && args.spirv_tools_dis {
        return Err(CliError::Conflict { first: "-spirv-text", second: "--spirv-tools-dis" });
    }
    // The text format is what forward writes with it and what every SPIR-V reading mode
    // accepts (recognized by its first token); only -s writes no SPIR-V at all.
    if args.spirv_text && mode == Mode::Regularize {
        return Err(CliError::Conflict { first: mode_name, second: "-spirv-text" });
    }
    if args.spirv_tools_dis && mode != Mode::Forward {
        return Err(CliError::Conflict { first: mode_name, second: "--spirv-tools-dis" });
    }
    refuse_unsupported(&args)?;
    let forward_only: [Given; 4] = [
        (args.spirv_max_version.is_some(), "--spirv-max-version"),
        (args.spirv_allow_unknown_intrinsics.is_some(), "--spirv-allow-unknown-intrinsics"),
        (args.spirv_fp_contract.is_some(), "--spirv-fp-contract"),
        (args.replace_fmuladd_with_mad.is_some(), "--spirv-replace-fmuladd-with-ocl-mad"),
    ];
    let reverse_only: [Given; 13] = [
        (args.fnvar_spec_enable.is_some(), "--fnvar-spec-enable"),
        (args.fnvar_spv_out.is_some(), "--fnvar-spv-out"),
        (args.fnvar_category.is_some(), "--fnvar-category"),
        (args.fnvar_family.is_some(), "--fnvar-family"),
        (args.fnvar_arch.is_some(), "--fnvar-arch"),
        (args.fnvar_target.is_some(), "--fnvar-target"),
        (args.fnvar_features.is_some(), "--fnvar-features"),
        (args.fnvar_capabilities.is_some(), "--fnvar-capabilities"),
        (args.spirv_target_env.is_some(), "--spirv-target-env"),
        (args.spirv_builtin_format.is_some(), "--spirv-builtin-format"),
        (args.spec_const.is_some(), "--spec-const"),
        (args.gen_kernel_arg_name_md.is_some(), "--spirv-gen-kernel-arg-name-md"),
        (args.spirv_emit_function_ptr_addr_space.is_some(), "--spirv-emit-function-ptr-addr-space"),
    ];
    if !matches!(mode, Mode::Forward | Mode::Regularize) {
        if let Some((_, option)) = forward_only.iter().find(|g| g.0) {
            return Err(CliError::WrongMode { option, applies_to: "forward translation (LLVM IR to SPIR-V) and -s" });
        }
    }
    if mode != Mode::Reverse {
        if let Some((_, option)) = reverse_only.iter().find(|g| g.0) {
            return Err(CliError::WrongMode { option, applies_to: "reverse translation (-r)" });
        }
    }
    let mut extensions = ExtensionList::default();
    for e in &args.spirv_ext {
        extensions.apply(e)?;
    }
    let forward = forward_options(&args, &extensions)?;
    let reverse = reverse_options(&args)?;
    let format = if args.spirv_text {
        SpirvFormat::Text
    } else if args.spirv_tools_dis {
        SpirvFormat::ToolsDis
    } else {
        SpirvFormat::Binary
    };
    let default_ext = match mode {
        Mode::Forward => match format {
            SpirvFormat::Binary => Some("spv"),
            SpirvFormat::Text => Some("spt"),
            SpirvFormat::ToolsDis => Some("spvasm"),
        },
        Mode::Regularize => Some("regularized.bc"),
        Mode::Reverse => Some("bc"),
        Mode::ToText => Some("spt"),
        Mode::ToBinary => Some("spv"),
        Mode::SpecConstInfo | Mode::PrintReport | Mode::Dis => None,
    };
    let output = match (&args.output, default_ext) {
        (Some(o), _) => o.clone(),
        (None, Some(ext)) => default_output(&args.input, ext),
        (None, None) => "-".into(),
    };
    let function_variants = function_variants(&args)?;
    Ok(Some(Plan { mode, input: args.input, output, format, extensions, forward, reverse, function_variants }))
}

/// The `--fnvar-*` options: `None` without `--fnvar-spec-enable` (then the others are an
/// error: they would be ignored). Numbers are decimal `u32`s; lists comma separated.
fn function_variants(args: &Args) -> Result<Option<(llvm_spirv::function_variants::Device, Option<String>)>, CliError> {
    let number = |option: &'static str, v: &str| {
        v.trim().parse::<u32>().map_err(|_| CliError::InvalidValue {
            option,
            value: excerpt(v).into_owned(),
            reason: "expected an unsigned 32-bit number",
        })
    };
    let one = |option, v: &Option<String>| v.as_deref().map(|v| number(option, v)).transpose();
    let list = |option, v: &Option<String>| {
        v.as_deref()
            .map(|v| {
                v.split(',').filter(|s| !s.trim().is_empty()).map(|s| number(option, s)).collect::<Result<Vec<_>, _>>()
            })
            .transpose()
    };
    let device = llvm_spirv::function_variants::Device {
        category: one("--fnvar-category", &args.fnvar_category)?,
        family: one("--fnvar-family", &args.fnvar_family)?,
        architecture: one("--fnvar-arch", &args.fnvar_arch)?,
        target: one("--fnvar-target", &args.fnvar_target)?,
        features: list("--fnvar-features", &args.fnvar_features)?,
        capabilities: list("--fnvar-capabilities", &args.fnvar_capabilities)?,
    };
    if args.fnvar_spec_enable != Some(true) {
        let given = [
            (args.fnvar_spv_out.is_some(), "--fnvar-spv-out"),
            (device != Default::default(), "--fnvar-category, --fnvar-family, --fnvar-arch, --fnvar-target, --fnvar-features, --fnvar-capabilities"),
        ];
        if let Some(&(_, option)) = given.iter().find(|g| g.0) {
            return Err(CliError::WrongMode { option, applies_to: "--fnvar-spec-enable" });
        }
        return Ok(None);
    }
    Ok(Some((device, args.fnvar_spv_out.clone())))
}

/// Options of the Khronos `llvm-spirv` whose meaning this translator does not implement:
/// refused by name rather than accepted and ignored.
fn refuse_unsupported(args: &Args) -> Result<(), CliError> {
    let refused: [(bool, &'static str, &'static str); 1] =
        [(args.spirv_mem2reg == Some(true), "--spirv-mem2reg", "the translator runs no LLVM optimization passes")];
    match refused.iter().find(|r| r.0) {
        Some(&(_, option, why)) => Err(CliError::NotSupported { option, why }),
        None => Ok(()),
    }
}

/// The forward options: `Options::default()` changed only by the options given.
fn forward_options(args: &Args, extensions: &ExtensionList) -> Result<llvm_spirv::llvm_to_spirv::Options, CliError> {
    use llvm_spirv::llvm_to_spirv::{FpContract, Options};
    let mut options = Options::default();
    if let Some(v) = &args.spirv_max_version {
        options.max_version = parse_version(v)?;
    }
    extensions.apply_forward(&mut options);
    if let Some(mad) = args.replace_fmuladd_with_mad {
        options.fmuladd_as_mad = mad;
    }
    if let Some(v) = &args.spirv_fp_contract {
        options.fp_contract = match v.as_str() {
            "on" => FpContract::On,
            "off" => FpContract::Off,
            "fast" => FpContract::Fast,
            _ => {
                return Err(CliError::InvalidValue {
                    option: "--spirv-fp-contract",
                    value: excerpt(v).into_owned(),
                    reason: "expected on, off or fast",
                })
            }
        };
    }
    if let Some(keep) = args.preserve_kernel_arg_type {
        options.kernel_arg_type_strings = keep;
    }
    if let Some(v) = &args.spirv_debug_info_version {
        options.debug_info =
            llvm_spirv::debug_info::DebugInfoSet::from_option_name(v).ok_or_else(|| CliError::InvalidValue {
                option: "--spirv-debug-info-version",
                value: excerpt(v).into_owned(),
                reason: "expected ocl-100, nonsemantic-shader-100 or nonsemantic-shader-200",
            })?;
    }
    if let Some(prefixes) = &args.spirv_allow_unknown_intrinsics {
        options.allow_unknown_intrinsics = prefixes.split(',').filter(|p| !p.is_empty()).map(str::to_string).collect();
    }
    options.preserve_aux_data = args.spirv_preserve_auxdata == Some(true);
    options.allow_extra_diexpressions = args.spirv_allow_extra_diexpressions == Some(true);
    options.warnings = Some(stderr_warnings());
    Ok(options)
}

/// The library's warnings as `warning: MESSAGE` lines on standard error (the supervisor
/// passes them on when the run succeeds).
fn stderr_warnings() -> llvm_spirv::WarningSink {
    llvm_spirv::WarningSink::new(|m| eprintln!("warning: {m}"))
}

/// The reverse options: `Options::default()` changed only by the options given.
fn reverse_options(args: &Args) -> Result<llvm_spirv::spirv_to_llvm::Options, CliError> {
    use llvm_spirv::spirv_to_llvm::{BuiltinFormat, Options, TargetEnv};
    let mut options = Options { warnings: Some(stderr_warnings()), ..Options::default() };
    if let Some(env) = &args.spirv_target_env {
        options.target_env = match env.as_str() {
            "CL1.2" => TargetEnv::Cl12,
            "CL2.0" => TargetEnv::Cl20,
            "SPV-IR" => TargetEnv::SpvIr,
            _ => {
                return Err(CliError::InvalidValue {
                    option: "--spirv-target-env",
                    value: excerpt(env).into_owned(),
                    reason: "expected CL1.2, CL2.0 or SPV-IR",
                })
            }
        };
    }
    if let Some(f) = &args.spirv_builtin_format {
        options.builtin_format = match f.as_str() {
            "function" => BuiltinFormat::Function,
            "global" => BuiltinFormat::Global,
            _ => {
                return Err(CliError::InvalidValue {
                    option: "--spirv-builtin-format",
                    value: excerpt(f).into_owned(),
                    reason: "expected function or global",
                })
            }
        };
    }
    if let Some(spec) = &args.spec_const {
        options.add_spec_constants(spec)?;
    }
    if let Some(on) = args.gen_kernel_arg_name_md {
        options.kernel_arg_names = on;
    }
    if let Some(on) = args.spirv_emit_function_ptr_addr_space {
        options.function_ptr_addr_space = on;
    }
    options.preserve_aux_data = args.spirv_preserve_auxdata == Some(true);
    Ok(options)
}

/// SPIR-V words as little-endian bytes.
fn words_to_bytes(words: &[u32]) -> Vec<u8> {
    let mut out = Vec::with_capacity(words.len() * 4);
    for w in words {
        out.extend_from_slice(&w.to_le_bytes());
    }
    out
}

impl Plan {
    /// Where the output goes (`-`: standard output), as the user gave it or by default.
    pub fn output(&self) -> &str {
        &self.output
    }

    /// Does the job: reads the input, translates or converts it, and returns the bytes
    /// to write, reporting its stages to `progress` (and the input size, after which the
    /// supervised child bounds its memory).
    pub fn compute(&self, progress: &mut dyn Progress) -> Result<Vec<u8>, CliError> {
        progress.stage(Stage::ReadingInput);
        let bytes = read_input(&self.input)?;
        progress.input_read(bytes.len());
        match self.mode {
            Mode::Forward => self.forward(bytes, progress),
            Mode::Regularize => {
                progress.stage(Stage::Translating);
                let format = if self.output.ends_with(".ll") {
                    llvm_spirv::spirv_to_llvm::OutputFormat::Text
                } else {
                    llvm_spirv::spirv_to_llvm::OutputFormat::Bitcode
                };
                Ok(llvm_spirv::regularize::regularize_bytes(&bytes, self.input_name(), &self.forward, format)?)
            }
            Mode::SpecConstInfo => {
                let words = spirv_words(&bytes)?;
                check_input_extensions(&words, &self.extensions)?;
                Ok(spec_const_info(&words)?.into_bytes())
            }
            Mode::PrintReport => {
                let words = spirv_words(&bytes).map_err(|e| match e {
                    CliError::NotSpirv { .. } => {
                        CliError::InvalidBinary { reason: "InvalidMagicNumber: Invalid Magic Number." }
                    }
                    other => other,
                })?;
                check_input_extensions(&words, &self.extensions)?;
                Ok(report(&words)?.into_bytes())
            }
            Mode::ToText | Mode::ToBinary | Mode::Dis => {
                let words = spirv_words(&bytes)?;
                drop(bytes);
                check_input_extensions(&words, &self.extensions)?;
                if self.mode != Mode::Dis {
                    // Reading SPIR-V refuses what the reverse translation refuses on reading.
                    llvm_spirv::spirv_to_llvm::check_words(&words)?;
                }
                if self.mode == Mode::ToBinary {
                    llvm_spirv_binary::operand_rules::check(&words).map_err(|v| CliError::OperandRule {
                        op: v.op,
                        rule: v.rule,
                        offset: v.offset,
                    })?;
                }
                progress.stage(Stage::WritingOutput);
                Ok(match self.mode {
                    Mode::ToText => llvm_spirv_text::to_text_bytes(&words, &llvm_spirv_text::WriteOptions::default())?,
                    Mode::Dis => llvm_spirv_text::disassemble_friendly(&words)?.into_bytes(),
                    _ => words_to_bytes(&words),
                })
            }
            Mode::Reverse => {
                use llvm_spirv::spirv_to_llvm::OutputFormat;
                let mut words = spirv_words(&bytes)?;
                drop(bytes);
                check_input_extensions(&words, &self.extensions)?;
                if let Some((device, out)) = &self.function_variants {
                    words = llvm_spirv::function_variants::specialize(&words, device)?;
                    if let Some(out) = out {
                        crate::output::write(out, &words_to_bytes(&words))?;
                    }
                }
                progress.stage(Stage::Translating);
                let format = if self.output.ends_with(".ll") { OutputFormat::Text } else { OutputFormat::Bitcode };
                Ok(llvm_spirv::spirv_to_llvm::translate_words(words, &self.reverse, format)?)
            }
        }
    }

    /// The input's name in messages.
    fn input_name(&self) -> &str {
        if self.input == "-" {
            "<stdin>"
        } else {
            &self.input
        }
    }

    /// LLVM IR -> SPIR-V in the requested format.
    fn forward(&self, bytes: Vec<u8>, progress: &mut dyn Progress) -> Result<Vec<u8>, CliError> {
        use llvm_spirv::llvm_to_spirv::{translate_module, Error};
        progress.stage(Stage::ReadingModule);
        let ctx = llvm_spirv::llvm::Context::new();
        let module = ctx.parse_ir(&bytes, self.input_name()).map_err(Error::from)?;
        drop(bytes);
        progress.stage(Stage::Translating);
        let words = translate_module(&ctx, &module, &self.forward)?;
        progress.stage(Stage::WritingOutput);
        Ok(match self.format {
            SpirvFormat::Binary => words_to_bytes(&words),
            SpirvFormat::Text => llvm_spirv_text::to_text_bytes(&words, &llvm_spirv_text::WriteOptions::default())?,
            SpirvFormat::ToolsDis => llvm_spirv_text::disassemble_friendly(&words)?.into_bytes(),
        })
    }
}

/// Runs the command line `argv` (program name first) in this process, without
/// supervision: parse, compute, write.
pub fn run(argv: Vec<OsString>) -> Result<(), CliError> {
    let Some(plan) = plan(argv)? else { return Ok(()) };
    let bytes = plan.compute(&mut crate::supervise::Unsupervised)?;
    crate::output::write(plan.output(), &bytes)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(args: &[&str]) -> Vec<String> {
        normalize(args.iter().map(OsString::from).collect()).into_iter().map(|s| s.into_string().unwrap()).collect()
    }

    #[test]
    fn single_dash_long_options_become_double_dash() {
        assert_eq!(
            norm(&["x", "-spirv-text", "-o", "a.spt", "--spirv-ext=+all", "-r", "in.bc", "-o=b", "-"]),
            ["x", "--spirv-text", "-o", "a.spt", "--spirv-ext=+all", "-r", "in.bc", "-o=b", "-"]
        );
    }

    #[test]
    fn extension_lists_apply_in_order() {
        use llvm_spirv::extensions::IMPLEMENTED_EXTENSIONS;
        let forward = |specs: &[&str]| {
            let mut list = ExtensionList::default();
            for s in specs {
                list.apply(s).unwrap();
            }
            let mut o = llvm_spirv::llvm_to_spirv::Options::default();
            o.allowed_extensions.clear();
            list.apply_forward(&mut o);
            o
        };
        const NIW: &str = "SPV_KHR_no_integer_wrap_decoration";
        let o = forward(&["+all,-SPV_KHR_no_integer_wrap_decoration,+SPV_INTEL_vector_compute"]);
        assert!(o.allows("SPV_INTEL_vector_compute") && !o.allows(NIW));
        assert_eq!(o.allowed_extensions.len(), IMPLEMENTED_EXTENSIONS.len() - 1);
        assert_eq!(o.denied_extensions.iter().collect::<Vec<_>>(), [NIW]);
        // A later item undoes an earlier one; -all denies every implemented extension.
        let o = forward(&["+all", "-SPV_KHR_no_integer_wrap_decoration", "+SPV_KHR_no_integer_wrap_decoration"]);
        assert!(o.allows(NIW) && o.denied_extensions.is_empty());
        let o = forward(&["+SPV_KHR_fma", "-all", "+SPV_KHR_expect_assume"]);
        assert!(o.allowed_extensions.iter().eq(["SPV_KHR_expect_assume"].iter()));
        assert!(o.denied_extensions.contains("SPV_KHR_fma") && !o.denied_extensions.contains("SPV_KHR_expect_assume"));
        // Reading: everything known is allowed unless disabled.
        let mut list = ExtensionList::default();
        assert!(list.allows_reading(NIW));
        list.apply("-all,+SPV_KHR_fma").unwrap();
        assert!(!list.allows_reading(NIW) && list.allows_reading("SPV_KHR_fma"));
        // Unknown names and malformed items are errors.
        let err = ExtensionList::default().apply("+SPV_NOT_AN_EXTENSION").unwrap_err().to_string();
        assert_eq!(err, "Unknown extension 'SPV_NOT_AN_EXTENSION' was specified via --spirv-ext option");
        assert!(matches!(ExtensionList::default().apply("SPV_KHR_fma"), Err(CliError::ExtensionSyntax { .. })));
        assert!(matches!(ExtensionList::default().apply("+"), Err(CliError::ExtensionSyntax { .. })));
    }

    #[test]
    fn versions_parse_and_reject() {
        assert_eq!(parse_version("1.4").unwrap(), (1, 4));
        assert!(parse_version("2.0").is_err());
        assert!(parse_version("1.7").is_err());
        assert!(parse_version("x").is_err());
    }
}
