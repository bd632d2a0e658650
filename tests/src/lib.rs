//! Integration test harness of llvm-spirv-rs.
//!
//! The chain under test is
//! OpenCL C --(`clang-19`)--> LLVM bitcode --(our translator)--> SPIR-V
//! --(`spirv-val`)--> OK --(OpenCL runtime, `clCreateProgramWithIL`)--> results
//! compared with host-side Rust references.
//!
//! * [`tools`]: [`tools::compile_cl`], [`tools::translate`], [`tools::spirv_val`];
//! * [`kernels`]: the kernel catalog `tests/kernels/*.cl`, the build variants
//!   and a per-process SPIR-V cache;
//! * [`ocl`]: running kernels ([`ocl::Runtime`], [`ocl::Arg`], [`ocl::NdRange`]);
//! * [`check`]: collecting mismatches against references ([`check::Check`]);
//! * [`mod@reference`]: host reference helpers (half floats, rounding modes).
//!
//! Environment variables: [`tools::TRANSLATOR_ENV`]
//! (`LLVM_SPIRV_RS_TEST_TRANSLATOR=/path/to/llvm-spirv` replaces our library
//! by an external translator, to compare with the Khronos one) and
//! [`tools::ARTIFACTS_ENV`] (`LLVM_SPIRV_RS_TEST_ARTIFACTS=dir` keeps every
//! `.bc`/`.spv` produced). The OpenCL runtime is found through
//! `OCL_ICD_VENDORS`, which `scripts/test-env.sh` exports, as it exports
//! [`spirv_tools::SPIRV_TOOLS_ENV`] for SPIRV-Tools 2025.5.

pub mod check;
pub mod isolation;
pub mod kernels;
pub mod ocl;
pub mod reference;
pub mod spirv;
pub mod spirv_tools;
pub mod tools;

use std::fmt;
use std::path::Path;

use check::Check;
use kernels::{Variant, EXECUTION_VARIANTS, VALIDATION_VARIANTS};
use ocl::{Program, Runtime};

/// The harness's error: a human-readable message naming the failing step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(String);

impl Error {
    /// An error with this message.
    pub fn new(message: impl Into<String>) -> Self {
        Error(message.into())
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl From<String> for Error {
    fn from(message: String) -> Self {
        Error(message)
    }
}

/// The harness's result type.
pub type Result<T> = std::result::Result<T, Error>;

/// Hint appended to failure messages.
const ARTIFACTS_HINT: &str = "(set LLVM_SPIRV_RS_TEST_ARTIFACTS=<dir> to keep the .bc/.spv files; \
LLVM_SPIRV_RS_TEST_TRANSLATOR=<llvm-spirv> to compare with the reference translator)";

/// Validates kernel file `name` in `variants`: translation succeeds,
/// `spirv-val` accepts the module plainly and with `--target-env opencl2.2` (SPIR-V 1.2 modules),
/// and the module has the expected header, addressing model and one
/// `OpEntryPoint Kernel` per kernel of the source.
///
/// Returns every failure (all variants are tried), one per line.
pub fn validate_kernel(name: &str, variants: &[Variant]) -> std::result::Result<(), String> {
    let path = kernels::kernel_path(name);
    validate_file(&path, variants)
}

/// The OpenCL C source of `path` with its `#include "FILE"` lines replaced by FILE's
/// source (FILE relative to `path`'s directory, as clang finds it), so that a kernel file
/// may reuse another's kernels under other header options (`// spirv-ext:` ...).
fn source_with_includes(path: &Path, depth: usize) -> std::result::Result<String, String> {
    let source = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut out = String::with_capacity(source.len());
    for line in source.lines() {
        let included = line.trim().strip_prefix("#include").map(str::trim).and_then(|r| r.strip_prefix('"'));
        match included.and_then(|r| r.strip_suffix('"')) {
            Some(file) if depth < 8 => {
                let dir = path.parent().unwrap_or(Path::new("."));
                out.push_str(&source_with_includes(&dir.join(file), depth + 1)?);
            }
            Some(_) => return Err(format!("{}: #include nested deeper than 8 files", path.display())),
            None => out.push_str(line),
        }
        out.push('\n');
    }
    Ok(out)
}

/// [`validate_kernel`] for an OpenCL C file anywhere.
pub fn validate_file(path: &Path, variants: &[Variant]) -> std::result::Result<(), String> {
    let source = source_with_includes(path, 0)?;
    let expected_kernels = spirv::kernel_names_in_source(&source);
    let mut failures = Vec::new();
    for &variant in variants {
        let words = match kernels::spirv_of_file(path, variant) {
            Ok(words) => words,
            Err(e) => {
                failures.push(format!("[{variant}] {e}"));
                continue;
            }
        };
        // The OpenCL 2.2 environment is SPIR-V 1.2: modules that need a later version
        // (sub-group non-uniform instructions: 1.3) are validated plainly only.
        let opencl22 = words.get(1).is_some_and(|&v| v <= 0x0001_0200);
        for env in std::iter::once(None).chain(opencl22.then_some(Some("opencl2.2"))) {
            if let Err(e) = tools::spirv_val(&words, env) {
                let how = env.map_or("spirv-val".to_owned(), |e| format!("spirv-val --target-env {e}"));
                failures.push(format!("[{variant}] {how} rejects the module:\n{}", e.trim_end()));
            }
        }
        // A kernel file compiled with `-g` in every variant (`// clang-flags: -g`) carries the
        // default debug set even where the variant adds no `-g` itself.
        let shape_variant = match variant.debug {
            None if kernels::clang_flags_of(&source).iter().any(|f| f == "-g") => {
                variant.with_debug(llvm_spirv::debug_info::DebugInfoSet::default())
            }
            _ => variant,
        };
        if let Err(e) = spirv::check_module_shape(&words, shape_variant, &expected_kernels) {
            failures.push(format!("[{variant}] {e}"));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!("{}: {} failure(s) {ARTIFACTS_HINT}\n{}", path.display(), failures.len(), failures.join("\n")))
    }
}

/// The shared OpenCL runtime, or a panic with a loud message saying what is
/// missing (execution tests must never be skipped silently).
pub fn runtime() -> &'static Runtime {
    match Runtime::shared() {
        Ok(rt) => rt,
        Err(e) => panic!("\n\n==== OpenCL runtime unavailable ====\n{e}\n====\n"),
    }
}

/// Runs `body` on kernel file `name` built in each of
/// [`EXECUTION_VARIANTS`]; `body` runs kernels of the built program and
/// records mismatches in the [`Check`].
///
/// Each variant runs in its own child process (see [`isolation`]) so that a
/// crash of the OpenCL runtime's compiler on one module cannot hide the
/// results of the others.
///
/// # Panics
/// After trying every variant, if any failed to build, run or match, with
/// one message listing all failures.
pub fn run_variants(name: &str, body: impl Fn(&Program<'_>, &mut Check) -> Result<()>) {
    run_file_variants(&kernels::kernel_path(name), &EXECUTION_VARIANTS, body);
}

/// [`run_variants`] for an OpenCL C file anywhere and chosen variants.
pub fn run_file_variants(path: &Path, variants: &[Variant], body: impl Fn(&Program<'_>, &mut Check) -> Result<()>) {
    let source_only = [kernels::SOURCE_VARIANT];
    let variants = if kernels::from_source() { &source_only[..] } else { variants };
    let failures: Vec<String> = match isolation::mode() {
        isolation::Mode::Child(label) => {
            // A child runs the one variant it was started for.
            let variant = variants
                .iter()
                .copied()
                .find(|v| v.to_string() == label)
                .unwrap_or_else(|| panic!("child process: unknown variant {label:?}"));
            run_in_process(path, &[variant], &body)
        }
        isolation::Mode::Parent(test) => variants
            .iter()
            .filter_map(|v| {
                isolation::run_child(&test, &v.to_string())
                    .err()
                    // A child's own message already names its variant.
                    .map(|e| if e.starts_with(&format!("[{v}]")) { e } else { format!("[{v}] {e}") })
            })
            .collect(),
        isolation::Mode::InProcess => run_in_process(path, variants, &body),
    };
    if matches!(isolation::mode(), isolation::Mode::Child(_)) {
        // Plain messages: the parent adds the header.
        assert!(failures.is_empty(), "{}", failures.join("\n"));
        return;
    }
    assert!(
        failures.is_empty(),
        "{}: failed in {} of {} variants {ARTIFACTS_HINT}\n{}",
        path.display(),
        failures.len(),
        variants.len(),
        failures.join("\n")
    );
}

/// Runs `body` for `variants` in this process, returning one message per
/// failing variant.
fn run_in_process(
    path: &Path,
    variants: &[Variant],
    body: &impl Fn(&Program<'_>, &mut Check) -> Result<()>,
) -> Vec<String> {
    let rt = runtime();
    let mut failures = Vec::new();
    for &variant in variants {
        let built = if variant == kernels::SOURCE_VARIANT {
            std::fs::read_to_string(path)
                .map_err(|e| Error::new(format!("cannot read {}: {e}", path.display())))
                .and_then(|src| {
                    let options = format!("-cl-std={}", kernels::cl_std_of(&src));
                    rt.build_source(&src, &options)
                })
        } else {
            kernels::spirv_of_file(path, variant).and_then(|words| rt.build(&runtime_form(&words, variant)))
        };
        let outcome = built.and_then(|program| {
            let mut check = Check::new();
            body(&program, &mut check)?;
            check.finish().map_err(Error::from)
        });
        if let Err(e) = outcome {
            failures.push(format!("[{variant}] {e}"));
        }
    }
    failures
}

/// The module the Intel CPU runtime is given for `variant`: the translation itself, except
/// that NonSemantic.Shader.DebugInfo.200 modules lose their `DebugEntryPoint`s. The runtime
/// (intel-opencl-rt 2026.2) rejects most valid .200 modules that have one, which both the
/// Khronos translator and ours write for every kernel, with "InvalidModule: Invalid SPIR-V
/// module: input SPIR-V module references an id that is not defined: N" (N a different
/// out-of-range number each run), and accepts the same modules without them (README,
/// "Intel CPU runtime quirks"). Nothing refers to a DebugEntryPoint, so the rest of the
/// module, the debug information included, is what was validated.
fn runtime_form(words: &[u32], variant: Variant) -> std::borrow::Cow<'_, [u32]> {
    use llvm_spirv::debug_info::{DebugInfoSet, DebugInstruction};
    if variant.debug == Some(DebugInfoSet::ShaderDebugInfo200) {
        let set = DebugInfoSet::ShaderDebugInfo200.import_name();
        std::borrow::Cow::Owned(spirv::without_ext_insts(words, set, DebugInstruction::EntryPoint.number()))
    } else {
        std::borrow::Cow::Borrowed(words)
    }
}

/// Runs `body` (a whole test) in a child process when isolation is active,
/// else directly; a crash of the child fails the test with its output.
///
/// # Panics
/// If `body` panics, or the child process fails or crashes.
pub fn isolated(body: impl FnOnce()) {
    match isolation::mode() {
        isolation::Mode::Parent(test) => {
            if let Err(e) = isolation::run_child(&test, isolation::WHOLE_TEST) {
                panic!("{e}");
            }
        }
        isolation::Mode::Child(_) | isolation::Mode::InProcess => body(),
    }
}

/// All variants validated by [`validate_kernel`] by default.
pub fn validation_variants() -> &'static [Variant] {
    &VALIDATION_VARIANTS
}
