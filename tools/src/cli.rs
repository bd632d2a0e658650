//! Argument parsing (clap) and the translation jobs.

use clap::Parser;
use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

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
    #[error("cannot write {path}: {source}")]
    Write {
        /// The output.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// Reverse translation failed.
    #[error("{0}")]
    Reverse(#[from] llvm_spirv::spirv_to_llvm::Error),
    /// Forward translation failed.
    #[error("{0}")]
    Forward(#[from] llvm_spirv::llvm_to_spirv::Error),
    /// Reading or writing the SPIR-V text format failed.
    #[error("{0}")]
    Text(#[from] llvm_spirv_text::Error),
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
    /// `--spirv-print-report` on something that is not SPIR-V (message as the Khronos translator words it).
    #[error("Invalid SPIR-V binary: \"{reason}\"")]
    InvalidBinary {
        /// What is wrong.
        reason: &'static str,
    },
}

/// Translates between LLVM IR and SPIR-V (compatible with the Khronos `llvm-spirv`).
#[derive(Parser, Debug)]
#[command(name = "llvm-spirv-rs", version, about, disable_help_subcommand = true)]
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
    /// (default output `<input>.regularized.bc`); preprocessing never rewrites the module.
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
    /// Allowed extensions: `+all`, `-all`, `+SPV_X`, `-SPV_Y`, comma separated; may be
    /// given several times (applied in order).
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
    /// Debug info version (accepted; debug info is not translated yet).
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
    #[arg(long = "spirv-emit-function-ptr-addr-space")]
    spirv_emit_function_ptr_addr_space: bool,
    /// Preserve auxiliary data (accepted).
    #[arg(long = "spirv-preserve-auxdata")]
    spirv_preserve_auxdata: bool,
    /// Floating-point contraction: on, off or fast (accepted).
    #[arg(long = "spirv-fp-contract")]
    spirv_fp_contract: Option<String>,
    /// Keep kernel_arg_type metadata through an OpString (accepted).
    #[arg(long = "preserve-ocl-kernel-arg-type-metadata-through-string")]
    preserve_kernel_arg_type: bool,
    /// Reverse translation: emit !kernel_arg_name metadata from parameter names.
    #[arg(long = "spirv-gen-kernel-arg-name-md")]
    gen_kernel_arg_name_md: bool,
    /// Map llvm.fmuladd to OpenCL.std mad instead of fma.
    #[arg(long = "spirv-replace-fmuladd-with-ocl-mad")]
    replace_fmuladd_with_mad: bool,
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
    let bad =
        || CliError::InvalidValue { option: "--spirv-max-version", value: v.into(), reason: "expected 1.0 .. 1.6" };
    let (a, b) = v.split_once('.').ok_or_else(bad)?;
    let major: u8 = a.parse().map_err(|_| bad())?;
    let minor: u8 = b.parse().map_err(|_| bad())?;
    if major != 1 || minor > 6 {
        return Err(bad());
    }
    Ok((major, minor))
}

/// Known extensions for `--spirv-ext=+all`.
const KNOWN_EXTENSIONS: &[&str] =
    &["SPV_KHR_no_integer_wrap_decoration", "SPV_EXT_shader_atomic_float_add", "SPV_INTEL_usm_storage_classes"];

/// Applies `--spirv-ext` (`+all,-SPV_X,+SPV_Y`) to `allowed`, recording `-` items (and
/// `-all`) in `denied`.
fn apply_extensions(
    spec: &str,
    allowed: &mut std::collections::HashSet<String>,
    denied: &mut std::collections::HashSet<String>,
) -> Result<(), CliError> {
    for item in spec.split(',').filter(|s| !s.is_empty()) {
        let (add, name) = match item.as_bytes()[0] {
            b'+' => (true, &item[1..]),
            b'-' => (false, &item[1..]),
            _ => {
                return Err(CliError::InvalidValue {
                    option: "--spirv-ext",
                    value: item.into(),
                    reason: "each item starts with + or -",
                })
            }
        };
        if name == "all" {
            if add {
                allowed.extend(KNOWN_EXTENSIONS.iter().map(|s| s.to_string()));
                denied.clear();
            } else {
                denied.extend(allowed.drain());
                denied.extend(KNOWN_EXTENSIONS.iter().map(|s| s.to_string()));
            }
        } else if add {
            allowed.insert(name.to_string());
            denied.remove(name);
        } else {
            allowed.remove(name);
            denied.insert(name.to_string());
        }
    }
    Ok(())
}

/// Reads the input file (`-`: stdin). Errors: [`CliError::Read`], [`CliError::EmptyInput`].
fn read_input(input: &str) -> Result<Vec<u8>, CliError> {
    let bytes = if input == "-" {
        let mut v = Vec::new();
        std::io::stdin().read_to_end(&mut v).map_err(|source| CliError::Read { path: "<stdin>".into(), source })?;
        v
    } else {
        std::fs::read(input).map_err(|source| CliError::Read { path: input.into(), source })?
    };
    if bytes.is_empty() {
        return Err(CliError::EmptyInput { path: if input == "-" { "<stdin>".into() } else { input.into() } });
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

/// What to write: bytes, or SPIR-V words written little-endian without an intermediate copy.
enum Payload<'a> {
    Bytes(&'a [u8]),
    Words(&'a [u32]),
}

impl Payload<'_> {
    fn write_to(&self, w: &mut dyn Write) -> std::io::Result<()> {
        match self {
            Payload::Bytes(b) => w.write_all(b),
            Payload::Words(words) => {
                let mut out = std::io::BufWriter::with_capacity(1 << 16, w);
                for word in words.iter() {
                    out.write_all(&word.to_le_bytes())?;
                }
                out.flush()
            }
        }
    }
}

/// Writes `bytes` to `path` atomically (temporary file + rename), or to stdout for `-`.
fn write_output(path: &str, bytes: &[u8]) -> Result<(), CliError> {
    write_payload(path, Payload::Bytes(bytes))
}

/// Writes `payload` to `path` atomically (temporary file in the same directory, then
/// rename), or to stdout for `-`: a failed run never leaves a partial file.
fn write_payload(path: &str, payload: Payload<'_>) -> Result<(), CliError> {
    let werr = |source| CliError::Write { path: path.into(), source };
    if path == "-" {
        let mut out = std::io::stdout().lock();
        payload.write_to(&mut out).map_err(werr)?;
        return out.flush().map_err(werr);
    }
    let p = Path::new(path);
    let dir = p.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(werr)?;
    payload.write_to(tmp.as_file_mut()).map_err(werr)?;
    tmp.persist(p).map_err(|e| werr(e.error))?;
    Ok(())
}

/// `in.bc` -> `in.<ext>`; stdin -> stdout.
fn default_output(input: &str, ext: &str) -> String {
    if input == "-" {
        return "-".into();
    }
    PathBuf::from(input).with_extension(ext).to_string_lossy().into_owned()
}

/// Reads SPIR-V words from binary (either endianness) or the text format; the version
/// must be 1.0 .. 1.6 ([`CliError::UnsupportedVersion`]).
fn spirv_words(bytes: &[u8]) -> Result<Vec<u32>, CliError> {
    let words = spirv_words_any_version(bytes)?;
    check_version(&words)?;
    Ok(words)
}

/// [`spirv_words`] without the version check.
fn spirv_words_any_version(bytes: &[u8]) -> Result<Vec<u32>, CliError> {
    if llvm_spirv_text::is_text(bytes) {
        return Ok(llvm_spirv_text::from_text_bytes(bytes)?);
    }
    if bytes.len() % 4 != 0 || bytes.len() < 20 {
        return Err(CliError::NotSpirv { len: bytes.len() });
    }
    let le: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    match le[0] {
        0x0723_0203 => Ok(le),
        0x0302_2307 => Ok(le.into_iter().map(u32::swap_bytes).collect()),
        _ => Err(CliError::NotSpirv { len: bytes.len() }),
    }
}

/// `-r`: SPIR-V (binary or text) -> LLVM bitcode, or textual IR when the output name ends in `.ll`.
fn reverse(args: &Args) -> Result<(), CliError> {
    use llvm_spirv::spirv_to_llvm::{BuiltinFormat, Options, OutputFormat, TargetEnv};
    let mut options = Options::default();
    if let Some(env) = &args.spirv_target_env {
        options.target_env = match env.as_str() {
            "CL1.2" => TargetEnv::Cl12,
            "CL2.0" => TargetEnv::Cl20,
            "SPV-IR" => TargetEnv::SpvIr,
            _ => {
                return Err(CliError::InvalidValue {
                    option: "--spirv-target-env",
                    value: env.clone(),
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
                    value: f.clone(),
                    reason: "expected function or global",
                })
            }
        };
    }
    if let Some(spec) = &args.spec_const {
        options.add_spec_constants(spec)?;
    }
    options.kernel_arg_names = args.gen_kernel_arg_name_md;
    options.function_ptr_addr_space = args.spirv_emit_function_ptr_addr_space;
    let bytes = read_input(&args.input)?;
    let words = spirv_words(&bytes)?;
    drop(bytes);
    let path = args.output.clone().unwrap_or_else(|| default_output(&args.input, "bc"));
    let format = if path.ends_with(".ll") { OutputFormat::Text } else { OutputFormat::Bitcode };
    let out = llvm_spirv::spirv_to_llvm::translate_words(words, &options, format)?;
    write_output(&path, &out)
}

/// Decodes the literal string starting at `words[0]` (NUL-terminated, little-endian bytes).
fn literal_string(words: &[u32]) -> String {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).take_while(|b| *b != 0).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The `-spec-const-info` text (the Khronos translator's layout): one line per
/// scalar OpSpecConstant/OpSpecConstantTrue/False that has a SpecId, in module order.
fn spec_const_info(words: &[u32]) -> String {
    use std::collections::HashMap;
    const OP_DECORATE: u32 = 71;
    const SPEC_ID: u32 = 1;
    let mut spec_ids: HashMap<u32, u32> = HashMap::new();
    let mut types: HashMap<u32, (u32, char)> = HashMap::new();
    let mut consts = Vec::new();
    let mut at = 5;
    while at < words.len() {
        let count = ((words[at] >> 16) as usize).max(1);
        let ops = &words[(at + 1).min(words.len())..(at + count).min(words.len())];
        match (words[at] & 0xffff, ops) {
            (OP_DECORATE, [target, SPEC_ID, id, ..]) => {
                spec_ids.insert(*target, *id);
            }
            (20, [id]) => {
                types.insert(*id, (1, 'i')); // OpTypeBool
            }
            (21, [id, width, ..]) => {
                types.insert(*id, (*width, 'i')); // OpTypeInt
            }
            (22, [id, width, ..]) => {
                types.insert(*id, (*width, 'f')); // OpTypeFloat
            }
            (48..=50, [ty, id, ..]) => consts.push((*ty, *id)), // OpSpecConstantTrue/False/OpSpecConstant
            _ => {}
        }
        at += count;
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
    out
}

/// The `--spirv-print-report` text (the Khronos translator's layout).
fn report(words: &[u32]) -> String {
    let version = format!("{}.{}", (words[1] >> 16) & 0xff, (words[1] >> 8) & 0xff);
    let (mut caps, mut exts, mut sets) = (Vec::new(), Vec::new(), Vec::new());
    let (mut addressing, mut memory) = (String::new(), String::new());
    let mut at = 5;
    while at < words.len() {
        let count = ((words[at] >> 16) as usize).max(1);
        let ops = &words[(at + 1).min(words.len())..(at + count).min(words.len())];
        match words[at] & 0xffff {
            17 => caps.extend(ops.first().map(|&c| {
                llvm_spirv::spirv::Capability::from_u32(c)
                    .map(|c| llvm_spirv::spec_names::capability_name(c).to_string())
                    .unwrap_or_else(|| c.to_string())
            })),
            10 => exts.push(literal_string(ops)),
            11 => sets.push(literal_string(ops.get(1..).unwrap_or(&[]))),
            14 => {
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
        at += count;
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
    out
}

/// Runs the command line `argv` (program name first).
pub fn run(argv: Vec<OsString>) -> Result<(), CliError> {
    let args = match Args::try_parse_from(normalize(argv)) {
        Ok(a) => a,
        Err(e) if matches!(e.kind(), clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion) => {
            let _ = e.print();
            return Ok(());
        }
        Err(e) => return Err(CliError::Usage(e.to_string().trim_end().to_string())),
    };
    if args.spec_const_info {
        let bytes = read_input(&args.input)?;
        let words = spirv_words(&bytes)?;
        return write_output(args.output.as_deref().unwrap_or("-"), spec_const_info(&words).as_bytes());
    }
    if args.spirv_print_report {
        let bytes = read_input(&args.input)?;
        let words = spirv_words(&bytes).map_err(|e| match e {
            CliError::NotSpirv { .. } => {
                CliError::InvalidBinary { reason: "InvalidMagicNumber: Invalid Magic Number." }
            }
            other => other,
        })?;
        return write_output(args.output.as_deref().unwrap_or("-"), report(&words).as_bytes());
    }
    if args.to_text || args.to_binary || args.spirv_dis {
        let bytes = read_input(&args.input)?;
        let words = spirv_words(&bytes)?;
        drop(bytes);
        let default_ext = if args.to_text {
            "spt"
        } else if args.spirv_dis {
            "spvasm"
        } else {
            "spv"
        };
        let path = args.output.clone().unwrap_or_else(|| {
            if args.spirv_dis {
                "-".into()
            } else {
                default_output(&args.input, default_ext)
            }
        });
        return if args.to_text {
            write_output(&path, &llvm_spirv_text::to_text_bytes(&words, &llvm_spirv_text::WriteOptions::default())?)
        } else if args.spirv_dis {
            write_output(&path, llvm_spirv_text::disassemble(&words)?.as_bytes())
        } else {
            write_payload(&path, Payload::Words(&words))
        };
    }
    if args.reverse {
        return reverse(&args);
    }
    let mut options = llvm_spirv::llvm_to_spirv::Options::default();
    if let Some(v) = &args.spirv_max_version {
        options.max_version = parse_version(v)?;
    }
    for e in &args.spirv_ext {
        apply_extensions(e, &mut options.allowed_extensions, &mut options.denied_extensions)?;
    }
    options.fmuladd_as_mad = args.replace_fmuladd_with_mad;
    // As the Khronos translator: features of newer versions (up to --spirv-max-version) raise the
    // module version rather than being dropped.
    options.raise_version_for_features = true;
    if let Some(prefixes) = &args.spirv_allow_unknown_intrinsics {
        options.allow_unknown_intrinsics = prefixes.split(',').filter(|p| !p.is_empty()).map(str::to_string).collect();
    }
    let bytes = read_input(&args.input)?;
    let name = if args.input == "-" { "<stdin>" } else { &args.input };
    if args.regularize {
        let path = args.output.clone().unwrap_or_else(|| default_output(&args.input, "regularized.bc"));
        let out = llvm_spirv::llvm_to_spirv::regularize_bytes(&bytes, name, &options, path.ends_with(".ll"))?;
        return write_output(&path, &out);
    }
    let words = llvm_spirv::llvm_to_spirv::translate_bytes(&bytes, name, &options)?;
    drop(bytes);
    let ext = if args.spirv_text {
        "spt"
    } else if args.spirv_tools_dis {
        "spvasm"
    } else {
        "spv"
    };
    let path = args.output.clone().unwrap_or_else(|| default_output(&args.input, ext));
    if args.spirv_text {
        write_output(&path, &llvm_spirv_text::to_text_bytes(&words, &llvm_spirv_text::WriteOptions::default())?)
    } else if args.spirv_tools_dis {
        write_output(&path, llvm_spirv_text::disassemble(&words)?.as_bytes())
    } else {
        write_payload(&path, Payload::Words(&words))
    }
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
        let (mut s, mut d) = (std::collections::HashSet::new(), std::collections::HashSet::new());
        apply_extensions("+all,-SPV_KHR_no_integer_wrap_decoration,+SPV_X", &mut s, &mut d).unwrap();
        assert!(s.contains("SPV_X"));
        assert!(!s.contains("SPV_KHR_no_integer_wrap_decoration"));
        assert!(s.contains("SPV_INTEL_usm_storage_classes"));
        assert_eq!(d.iter().collect::<Vec<_>>(), ["SPV_KHR_no_integer_wrap_decoration"]);
        apply_extensions("+SPV_KHR_no_integer_wrap_decoration,-SPV_X", &mut s, &mut d).unwrap();
        assert!(s.contains("SPV_KHR_no_integer_wrap_decoration") && !s.contains("SPV_X"));
        assert_eq!(d.iter().collect::<Vec<_>>(), ["SPV_X"]);
        apply_extensions("-all", &mut s, &mut d).unwrap();
        assert!(s.is_empty() && d.contains("SPV_X") && d.contains("SPV_INTEL_usm_storage_classes"));
        assert!(apply_extensions("SPV_X", &mut s, &mut d).is_err());
    }

    #[test]
    fn versions_parse_and_reject() {
        assert_eq!(parse_version("1.4").unwrap(), (1, 4));
        assert!(parse_version("2.0").is_err());
        assert!(parse_version("1.7").is_err());
        assert!(parse_version("x").is_err());
    }
}
