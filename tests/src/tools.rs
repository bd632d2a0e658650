//! The external and internal tools of the test chain: OpenCL C -> LLVM bitcode
//! (`clang-19`), bitcode -> SPIR-V (our library, or an external translator for
//! comparison) and SPIR-V validation (`spirv-val`).

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::{Error, Result};
use llvm_spirv::debug_info::DebugInfoSet;

/// Environment variable naming an external translator binary (for example the
/// Khronos `llvm-spirv`) that [`translate`] runs instead of our library:
/// `$LLVM_SPIRV_RS_TEST_TRANSLATOR in.bc -o out.spv`. The value is split on
/// whitespace, so extra options may follow the path (which therefore cannot
/// contain spaces), e.g. `/opt/llvm-spirv --spirv-max-version=1.0`. A
/// debugging aid for comparing our output with the reference; leave unset
/// for normal runs.
pub const TRANSLATOR_ENV: &str = "LLVM_SPIRV_RS_TEST_TRANSLATOR";

/// Environment variable naming a directory where the harness copies every
/// bitcode and SPIR-V file it produces (`<kernel>.<triple>.<opt>.bc` / `.spv`),
/// so that a failing variant can be inspected with `llvm-dis-19` / `spirv-dis`.
pub const ARTIFACTS_ENV: &str = "LLVM_SPIRV_RS_TEST_ARTIFACTS";

/// The clang driver used to compile OpenCL C: the one of the LLVM major the translator is
/// built for (Debian package `clang-19`, or `clang-22` with the `llvm22` feature).
#[cfg(not(feature = "llvm22"))]
pub const CLANG: &str = "clang-19";
/// The clang driver used to compile OpenCL C: the one of the LLVM major the translator is
/// built for (Debian package `clang-19`, or `clang-22` with the `llvm22` feature).
#[cfg(feature = "llvm22")]
pub const CLANG: &str = "clang-22";

/// The LLVM disassembler of the same LLVM major as [`CLANG`] (`llvm-dis-19` or, with the
/// `llvm22` feature, `llvm-dis-22`): a reverse translation's bitcode is read by its own LLVM.
#[cfg(not(feature = "llvm22"))]
pub const LLVM_DIS: &str = "llvm-dis-19";
/// The LLVM disassembler of the same LLVM major as [`CLANG`] (`llvm-dis-19` or, with the
/// `llvm22` feature, `llvm-dis-22`): a reverse translation's bitcode is read by its own LLVM.
#[cfg(feature = "llvm22")]
pub const LLVM_DIS: &str = "llvm-dis-22";

/// The triples [`compile_cl`] accepts: 64- and 32-bit SPIR (`spir64`, `spir`)
/// and 64- and 32-bit SPIR-V (`spirv64`, `spirv32`).
pub const TRIPLES: [&str; 4] = ["spir64", "spirv64", "spir", "spirv32"];

/// A bitcode file produced by [`compile_cl`], living in its own temporary
/// directory that is deleted when this value is dropped.
#[derive(Debug)]
pub struct Bitcode {
    dir: tempfile::TempDir,
    path: PathBuf,
}

impl Bitcode {
    /// Path of the `.bc` file (valid while `self` lives).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The temporary directory holding the file; callers may put other
    /// files derived from it there.
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }
}

impl AsRef<Path> for Bitcode {
    fn as_ref(&self) -> &Path {
        &self.path
    }
}

/// Runs `cmd`, returning its stdout, or an error with the command line,
/// exit status and stderr. `what` names the tool for the error message
/// (a missing tool gives a hint to run `scripts/setup-test-deps.sh`).
fn run_tool(cmd: &mut Command, what: &str) -> Result<Vec<u8>> {
    let output = cmd.stdin(Stdio::null()).output().map_err(|e| {
        Error::new(format!(
            "cannot run {what} ({cmd:?}): {e}; install the test dependencies with scripts/setup-test-deps.sh"
        ))
    })?;
    if output.status.success() {
        Ok(output.stdout)
    } else {
        Err(Error::new(format!(
            "{what} failed ({}): {cmd:?}\n{}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )))
    }
}

/// Compiles the OpenCL C file `src` to LLVM bitcode with `clang-19`:
/// `clang-19 --target=<triple> -cl-std=<cl_std> -Xclang -finclude-default-header -c -emit-llvm <opt> -o out.bc`.
///
/// * `triple` - one of [`TRIPLES`];
/// * `opt` - an optimisation flag such as `-O0` or `-O2`;
/// * `cl_std` - an OpenCL C version such as `CL1.2`, `CL2.0` or `CL3.0`.
///
/// The result lives in a fresh temporary directory. Errors carry clang's
/// diagnostics.
pub fn compile_cl(src: &Path, triple: &str, opt: &str, cl_std: &str) -> Result<Bitcode> {
    compile_cl_with(src, triple, opt, cl_std, &[])
}

/// [`compile_cl`] with extra clang arguments (placed before the source).
pub fn compile_cl_with(src: &Path, triple: &str, opt: &str, cl_std: &str, extra: &[String]) -> Result<Bitcode> {
    if !TRIPLES.contains(&triple) {
        return Err(Error::new(format!("unsupported triple {triple:?} (expected one of {TRIPLES:?})")));
    }
    let dir = tempfile::Builder::new()
        .prefix("llvm-spirv-rs-tests-")
        .tempdir()
        .map_err(|e| Error::new(format!("cannot create a temporary directory: {e}")))?;
    let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("kernel");
    let path = dir.path().join(format!("{stem}.bc"));
    run_tool(
        Command::new(CLANG)
            .arg(format!("--target={triple}"))
            .arg(format!("-cl-std={cl_std}"))
            .args(["-Xclang", "-finclude-default-header", "-c", "-emit-llvm", opt])
            .args(extra)
            .arg("-o")
            .arg(&path)
            .arg(src),
        CLANG,
    )?;
    Ok(Bitcode { dir, path })
}

/// Decodes a SPIR-V binary (`bytes.len()` a multiple of 4, little-endian as
/// every translator writes it) into words.
pub fn words_from_bytes(bytes: &[u8]) -> Result<Vec<u32>> {
    if bytes.len() % 4 != 0 {
        return Err(Error::new(format!("SPIR-V binary of {} bytes is not a whole number of words", bytes.len())));
    }
    Ok(bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
}

/// Encodes SPIR-V words as little-endian bytes (the `.spv` file format).
pub fn bytes_from_words(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// Translates the LLVM bitcode file `bc` to SPIR-V words.
///
/// Uses `llvm_spirv::llvm_to_spirv::translate_file` with default options,
/// unless [`TRANSLATOR_ENV`] names an external binary, which is then run as
/// `<binary> <bc> -o <tmp>.spv`. A panic inside our library is caught and
/// reported as an error so that one bad module cannot hide the others.
pub fn translate(bc: &Path) -> Result<Vec<u32>> {
    translate_with(bc, &[])
}

/// [`translate`] with the SPIR-V extensions `extensions` allowed (`--spirv-ext=+NAME`
/// each, for an external translator).
pub fn translate_with(bc: &Path, extensions: &[String]) -> Result<Vec<u32>> {
    translate_with_debug(bc, extensions, None)
}

/// [`translate_with`] writing debug information (if the bitcode has any) in `debug`
/// (`--spirv-debug-info-version=<set>`); `None` keeps the default set.
pub fn translate_with_debug(bc: &Path, extensions: &[String], debug: Option<DebugInfoSet>) -> Result<Vec<u32>> {
    if let Some(external) = external_translator() {
        let dir = tempfile::tempdir().map_err(|e| Error::new(format!("cannot create a temporary directory: {e}")))?;
        let out = dir.path().join("out.spv");
        let mut ext_args: Vec<String> = extensions.iter().map(|e| format!("--spirv-ext=+{e}")).collect();
        ext_args.extend(debug.map(|set| format!("--spirv-debug-info-version={}", set.option_name())));
        run_tool(
            Command::new(&external[0]).args(&external[1..]).args(&ext_args).arg(bc).arg("-o").arg(&out),
            &format!("external translator {}", external[0]),
        )?;
        let bytes = std::fs::read(&out).map_err(|e| Error::new(format!("cannot read {}: {e}", out.display())))?;
        return words_from_bytes(&bytes);
    }
    // The kernels are validated for OpenCL 2.2 (SPIR-V <= 1.2) and run on OpenCL 2.x
    // runtimes: keep the version at what the module's features need (no raising for
    // nsw/nuw, image sign extension or fneg fast-math, which the default does).
    let options = llvm_spirv::llvm_to_spirv::Options {
        raise_version_for_features: false,
        allowed_extensions: extensions.iter().cloned().collect(),
        debug_info: debug.unwrap_or_default(),
        ..Default::default()
    };
    match std::panic::catch_unwind(|| llvm_spirv::llvm_to_spirv::translate_file(bc, &options)) {
        Ok(Ok(words)) => Ok(words),
        Ok(Err(e)) => {
            Err(Error::new(format!("llvm_spirv::llvm_to_spirv::translate_file({}) failed: {e}", bc.display())))
        }
        Err(panic) => Err(Error::new(format!(
            "llvm_spirv::llvm_to_spirv::translate_file({}) panicked: {}",
            bc.display(),
            panic_message(&panic)
        ))),
    }
}

/// Reverse-translates SPIR-V `words` with our library (the result passes the
/// LLVM verifier or the call fails), writes the bitcode into `dir` and
/// translates it forward again with [`translate`]. The kernels are OpenCL C 2.0 (or
/// later), so the reverse step names OpenCL C 2.0 builtins (`--spirv-target-env=CL2.0`;
/// the default is CL1.2, as the Khronos translator's).
pub fn round_trip(words: &[u32], dir: &Path, extensions: &[String]) -> Result<Vec<u32>> {
    round_trip_with_debug(words, dir, extensions, None)
}

/// [`round_trip`] whose second forward translation writes debug information in `debug`
/// (see [`translate_with_debug`]).
pub fn round_trip_with_debug(
    words: &[u32],
    dir: &Path,
    extensions: &[String],
    debug: Option<DebugInfoSet>,
) -> Result<Vec<u32>> {
    use llvm_spirv::spirv_to_llvm::{translate as reverse, Options, OutputFormat, TargetEnv};
    let options = Options { target_env: TargetEnv::Cl20, ..Options::default() };
    let bc = std::panic::catch_unwind(|| reverse(words, &options, OutputFormat::Bitcode))
        .map_err(|panic| Error::new(format!("reverse translation panicked: {}", panic_message(&panic))))?
        .map_err(|e| Error::new(format!("reverse translation failed: {e}")))?;
    let path = dir.join("round-trip.bc");
    std::fs::write(&path, &bc).map_err(|e| Error::new(format!("cannot write {}: {e}", path.display())))?;
    translate_with_debug(&path, extensions, debug)
}

/// The external translator command line from [`TRANSLATOR_ENV`] (program
/// followed by extra arguments), or `None` when the variable is unset or
/// blank.
pub fn external_translator() -> Option<Vec<String>> {
    let value = std::env::var(TRANSLATOR_ENV).ok()?;
    let parts: Vec<String> = value.split_whitespace().map(str::to_owned).collect();
    (!parts.is_empty()).then_some(parts)
}

/// Extracts the text of a panic payload.
pub(crate) fn panic_message(panic: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = panic.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = panic.downcast_ref::<String>() {
        s.clone()
    } else {
        "<non-string panic payload>".to_owned()
    }
}

/// Validates a SPIR-V module with `spirv-val` (SPIRV-Tools 2025.5 when
/// `scripts/test-env.sh` found it, see [`crate::spirv_tools`]), optionally
/// with `--target-env <env>` (e.g. `opencl2.2`).
///
/// Returns `Err` with spirv-val's diagnostics (or the reason it could not be
/// run) when the module is invalid.
pub fn spirv_val(words: &[u32], target_env: Option<&str>) -> std::result::Result<(), String> {
    let mut file = tempfile::Builder::new()
        .suffix(".spv")
        .tempfile()
        .map_err(|e| format!("cannot create a temporary file: {e}"))?;
    file.write_all(&bytes_from_words(words))
        .and_then(|()| file.flush())
        .map_err(|e| format!("cannot write a temporary file: {e}"))?;
    let mut cmd = crate::spirv_tools::spirv_tool("spirv-val");
    if let Some(env) = target_env {
        cmd.args(["--target-env", env]);
    }
    cmd.arg(file.path());
    run_tool(&mut cmd, "spirv-val").map(|_| ()).map_err(|e| e.to_string())
}

/// Disassembles a SPIR-V module with `spirv-dis` (for diagnostics and for
/// tests that look for particular instructions).
pub fn spirv_dis(words: &[u32]) -> Result<String> {
    let mut file = tempfile::Builder::new()
        .suffix(".spv")
        .tempfile()
        .map_err(|e| Error::new(format!("cannot create a temporary file: {e}")))?;
    file.write_all(&bytes_from_words(words))
        .and_then(|()| file.flush())
        .map_err(|e| Error::new(format!("cannot write a temporary file: {e}")))?;
    let out = run_tool(crate::spirv_tools::spirv_tool("spirv-dis").arg("--raw-id").arg(file.path()), "spirv-dis")?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// Copies `data` to `$LLVM_SPIRV_RS_TEST_ARTIFACTS/<name>` when that variable
/// is set (best effort: failures are only reported on stderr).
pub fn save_artifact(name: &str, data: &[u8]) {
    if let Some(dir) = std::env::var_os(ARTIFACTS_ENV).filter(|v| !v.is_empty()) {
        let dir = PathBuf::from(dir);
        let result = std::fs::create_dir_all(&dir)
            .and_then(|()| std::fs::File::create(dir.join(name)))
            .and_then(|mut f| f.write_all(data));
        if let Err(e) = result {
            eprintln!("warning: cannot save artifact {name} in {}: {e}", dir.display());
        }
    }
}
