//! The seed corpus, made from the project's own test inputs at start-up:
//! `tests/kernels/*.cl` and `translator/tests/**/*.cl` compiled with clang-19
//! (-O0 and -O2, cached by content hash), the `.ll` and `.spvasm` files under
//! `translator/tests` (the latter assembled with `spirv-as`), the SPIR-V of every
//! kernel made by the translator under test, and that SPIR-V in the translator's
//! text format (`-to-text`).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::runner::{self, Ended, Limits, Mode};

/// What a seed is, which decides the modes it is run in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SeedKind {
    /// LLVM bitcode (forward).
    LlvmBitcode,
    /// LLVM textual IR (forward).
    LlvmText,
    /// A SPIR-V binary module (reverse, to-text).
    SpirvBinary,
    /// The translator's SPIR-V text format (to-binary, reverse-text).
    SpirvText,
}

impl SeedKind {
    /// File extension of inputs of this kind.
    pub fn extension(self) -> &'static str {
        match self {
            SeedKind::LlvmBitcode => "bc",
            SeedKind::LlvmText => "ll",
            SeedKind::SpirvBinary => "spv",
            SeedKind::SpirvText => "spt",
        }
    }

    /// The kind of a file named with `extension` (see [`SeedKind::extension`]).
    pub fn from_extension(extension: &str) -> Option<SeedKind> {
        [SeedKind::LlvmBitcode, SeedKind::LlvmText, SeedKind::SpirvBinary, SeedKind::SpirvText]
            .into_iter()
            .find(|k| k.extension() == extension)
    }

    /// The modes inputs of this kind are run in.
    pub fn modes(self) -> &'static [Mode] {
        match self {
            // With every extension allowed one time in four: more of the translator is reachable.
            SeedKind::LlvmBitcode | SeedKind::LlvmText => {
                &[Mode::Forward, Mode::Forward, Mode::Forward, Mode::ForwardExt]
            }
            // Reverse three times out of four: it is the deeper path.
            SeedKind::SpirvBinary => &[Mode::Reverse, Mode::Reverse, Mode::Reverse, Mode::ToText],
            SeedKind::SpirvText => &[Mode::ToBinary, Mode::ReverseText],
        }
    }
}

/// One seed input.
#[derive(Debug, Clone)]
pub struct Seed {
    /// Where it came from, e.g. `kernels/vector_add.O2.bc`.
    pub name: String,
    /// What it is.
    pub kind: SeedKind,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

/// Where the seeds come from and the tools that make them.
#[derive(Debug, Clone)]
pub struct SeedSources {
    /// The workspace root (holding `tests/kernels` and `translator/tests`).
    pub root: PathBuf,
    /// Cache directory for compiled and assembled seeds.
    pub cache: PathBuf,
    /// The translator's command line.
    pub bin: PathBuf,
    /// `spirv-as` (SPIRV-Tools).
    pub spirv_as: PathBuf,
}

/// The clang driver for the kernels.
const CLANG: &str = "clang-19";

/// Builds the corpus, sorted by name (so that a `--seed` means the same cases on
/// every run with the same sources). Inputs that cannot be made are skipped and
/// named in the returned notes.
pub fn gather(src: &SeedSources) -> std::io::Result<(Vec<Seed>, Vec<String>)> {
    std::fs::create_dir_all(&src.cache)?;
    let mut seeds = Vec::new();
    let mut notes = Vec::new();
    let mut kernels = files_with(&src.root.join("tests/kernels"), "cl")?;
    kernels.extend(files_with(&src.root.join("translator/tests"), "cl")?);
    for cl in &kernels {
        for opt in ["-O0", "-O2"] {
            match compile(cl, opt, &src.cache) {
                Ok(bc) => seeds.push(Seed {
                    name: format!("{}{opt}.bc", short_name(&src.root, cl)),
                    kind: SeedKind::LlvmBitcode,
                    bytes: bc,
                }),
                Err(e) => notes.push(format!("{}: {e}", cl.display())),
            }
        }
    }
    for ll in files_with(&src.root.join("translator/tests"), "ll")? {
        seeds.push(Seed { name: short_name(&src.root, &ll), kind: SeedKind::LlvmText, bytes: std::fs::read(&ll)? });
    }
    for asm in files_with(&src.root.join("translator/tests"), "spvasm")? {
        match assemble(&asm, &src.spirv_as, &src.cache) {
            Ok(spv) => seeds.push(Seed { name: short_name(&src.root, &asm), kind: SeedKind::SpirvBinary, bytes: spv }),
            Err(e) => notes.push(format!("{}: {e}", asm.display())),
        }
    }
    // The translator's own SPIR-V of every bitcode seed (with every extension allowed
    // when it needs one), then all SPIR-V as text.
    let work = src.cache.join("work");
    std::fs::create_dir_all(&work)?;
    let bitcode: Vec<Seed> = seeds.iter().filter(|s| s.kind == SeedKind::LlvmBitcode).cloned().collect();
    for seed in &bitcode {
        let spirv = convert(&src.bin, &work, seed, Mode::Forward)
            .or_else(|e| convert(&src.bin, &work, seed, Mode::ForwardExt).map_err(|_| e));
        match spirv {
            Ok(spv) => seeds.push(Seed { name: format!("{}.spv", seed.name), kind: SeedKind::SpirvBinary, bytes: spv }),
            Err(e) => notes.push(format!("{}: {e}", seed.name)),
        }
    }
    let binaries: Vec<Seed> = seeds.iter().filter(|s| s.kind == SeedKind::SpirvBinary).cloned().collect();
    for seed in &binaries {
        match convert(&src.bin, &work, seed, Mode::ToText) {
            Ok(spt) => {
                seeds.push(Seed { name: format!("{}.spt", seed.name), kind: SeedKind::SpirvText, bytes: spt });
            }
            Err(e) => notes.push(format!("{}: {e}", seed.name)),
        }
    }
    seeds.sort_by(|a, b| a.name.cmp(&b.name));
    Ok((seeds, notes))
}

/// Files named `*.<extension>` under `dir` (recursively), sorted.
fn files_with(dir: &Path, extension: &str) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries {
            let p = e?.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == extension) {
                out.push(p);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// `path` relative to `root`, for seed names.
fn short_name(root: &Path, path: &Path) -> String {
    path.strip_prefix(root).unwrap_or(path).display().to_string()
}

/// 64-bit FNV-1a of `bytes` (cache keys and finding signatures).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3))
}

/// The value of a `// <key>: value` line of a kernel source (the test harness's
/// `// cl-std:` and `// clang-flags:` conventions, tests/src/kernels.rs).
fn directive<'a>(source: &'a str, key: &str) -> Option<&'a str> {
    source.lines().find_map(|l| l.trim().strip_prefix("//").and_then(|r| r.trim().strip_prefix(key))).map(str::trim)
}

/// Compiles the OpenCL C file `cl` for spir64 at `opt`, through a cache keyed by
/// the source, the options and the optimisation level.
fn compile(cl: &Path, opt: &str, cache: &Path) -> Result<Vec<u8>, String> {
    let source = std::fs::read_to_string(cl).map_err(|e| e.to_string())?;
    let cl_std = directive(&source, "cl-std:").unwrap_or("CL2.0");
    let flags: Vec<&str> = directive(&source, "clang-flags:").map_or(Vec::new(), |f| f.split_whitespace().collect());
    let key = fnv1a(format!("{source}\n{cl_std}\n{flags:?}\n{opt}").as_bytes());
    let stem = cl.file_stem().map_or("kernel".into(), |s| s.to_string_lossy());
    let out = cache.join(format!("{stem}{opt}.{key:016x}.bc"));
    if let Ok(bytes) = std::fs::read(&out) {
        return Ok(bytes);
    }
    let tmp = out.with_extension("tmp");
    let status = Command::new(CLANG)
        .args(["--target=spir64", &format!("-cl-std={cl_std}"), "-Xclang", "-finclude-default-header"])
        .args(["-c", "-emit-llvm", opt])
        .args(&flags)
        .arg(cl)
        .arg("-o")
        .arg(&tmp)
        .output()
        .map_err(|e| format!("cannot run {CLANG}: {e}"))?;
    if !status.status.success() {
        return Err(format!(
            "{CLANG} failed: {}",
            String::from_utf8_lossy(&status.stderr).lines().next().unwrap_or("")
        ));
    }
    std::fs::rename(&tmp, &out).map_err(|e| e.to_string())?;
    std::fs::read(&out).map_err(|e| e.to_string())
}

/// Assembles a SPIRV-Tools assembly file (a `; TARGET-ENV: env` line picks the
/// environment, as translator/tests/reverse_snapshots.rs reads it), cached.
fn assemble(asm: &Path, spirv_as: &Path, cache: &Path) -> Result<Vec<u8>, String> {
    let text = std::fs::read_to_string(asm).map_err(|e| e.to_string())?;
    let env = text.lines().find_map(|l| l.strip_prefix("; TARGET-ENV:")).map_or("spv1.0", str::trim);
    let key = fnv1a(format!("{text}\n{env}").as_bytes());
    let stem = asm.file_stem().map_or("module".into(), |s| s.to_string_lossy());
    let out = cache.join(format!("{stem}.{key:016x}.spv"));
    if let Ok(bytes) = std::fs::read(&out) {
        return Ok(bytes);
    }
    let status = Command::new(spirv_as)
        .args(["--target-env", env, "-o"])
        .arg(&out)
        .arg(asm)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", spirv_as.display()))?;
    if !status.status.success() {
        return Err(format!(
            "spirv-as failed: {}",
            String::from_utf8_lossy(&status.stderr).lines().next().unwrap_or("")
        ));
    }
    std::fs::read(&out).map_err(|e| e.to_string())
}

/// Runs the translator on `seed` in `mode` and returns the output.
fn convert(bin: &Path, work: &Path, seed: &Seed, mode: Mode) -> Result<Vec<u8>, String> {
    let input = work.join(format!("seed.{}", seed.kind.extension()));
    let output = runner::output_path(work, mode);
    std::fs::write(&input, &seed.bytes).map_err(|e| e.to_string())?;
    std::fs::remove_file(&output).ok();
    let limits = Limits { timeout: Duration::from_secs(60), memory: 4 << 30 };
    let mut cmd = Command::new(bin);
    cmd.args(runner::arguments(mode, &input, &output));
    let run = runner::run(&mut cmd, limits, &work.join("stderr")).map_err(|e| e.to_string())?;
    if run.ended != Ended::Exit(0) {
        let why = String::from_utf8_lossy(&run.stderr).lines().next().unwrap_or("").to_owned();
        return Err(format!("{} failed ({:?}): {why}", mode.name(), run.ended));
    }
    std::fs::read(&output).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directives_follow_the_kernel_conventions() {
        let src = "// cl-std: CL3.0\n// clang-flags: -cl-ext=-all\nkernel void k() {}";
        assert_eq!(directive(src, "cl-std:"), Some("CL3.0"));
        assert_eq!(directive(src, "clang-flags:"), Some("-cl-ext=-all"));
        assert_eq!(directive("kernel void k() {}", "cl-std:"), None);
    }

    #[test]
    fn kinds_round_trip_through_extensions() {
        for k in [SeedKind::LlvmBitcode, SeedKind::LlvmText, SeedKind::SpirvBinary, SeedKind::SpirvText] {
            assert_eq!(SeedKind::from_extension(k.extension()), Some(k));
        }
    }
}
