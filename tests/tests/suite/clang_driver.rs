//! `clang-19 --target=spirv64 -c k.cl -o k.spv` runs an executable named
//! `llvm-spirv` found on PATH to turn its bitcode into SPIR-V: with our CLI
//! installed under that name, the result must validate and execute.

use std::path::{Path, PathBuf};
use std::process::Command;

use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::tools::{external_translator, spirv_val, words_from_bytes};

/// The driver: clang up to 21 runs `llvm-spirv` for `--target=spirv64 -c` (clang-22 uses
/// LLVM's own SPIR-V backend instead), whatever LLVM major our translator is built for.
const CLANG: &str = "clang-19";
use llvm_spirv_rs_tests::{isolated, runtime};

/// Our CLI as clang will find it: `target/<profile>/llvm-spirv`, next to the
/// `deps/` directory holding this test binary.
fn our_cli() -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot locate the test binary: {e}"))?;
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .ok_or_else(|| format!("unexpected test binary location {}", exe.display()))?;
    let cli = profile_dir.join("llvm-spirv");
    if cli.is_file() {
        Ok(cli)
    } else {
        Err(format!(
            "the llvm-spirv CLI is missing: {} does not exist. Build it with the same profile as the \
             tests, e.g. `cargo build --release -p llvm-spirv-rs-tools --bins` for `cargo test \
             --release` (scripts/test.sh does this)",
            cli.display()
        ))
    }
}

/// Writes `dir/llvm-spirv`, a script that records that it ran (in
/// `dir/called`) and runs `command` with clang's arguments.
fn install_wrapper(dir: &Path, command: &[String]) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let quoted: Vec<String> = command.iter().map(|a| format!("'{}'", a.replace('\'', r"'\''"))).collect();
    let script =
        format!("#!/bin/sh\necho \"$@\" >> '{}'\nexec {} \"$@\"\n", dir.join("called").display(), quoted.join(" "));
    let path = dir.join("llvm-spirv");
    std::fs::write(&path, script)?;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))
}

#[test]
fn clang_spirv64_uses_llvm_spirv_from_path() {
    isolated(|| {
        // LLVM_SPIRV_RS_TEST_TRANSLATOR, when set, stands in for our CLI.
        let command = match external_translator() {
            Some(cmd) => cmd,
            None => vec![our_cli().unwrap_or_else(|e| panic!("{e}")).display().to_string()],
        };
        let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/vector_add.cl");
        let n = 256;
        let a: Vec<f32> = (0..n).map(|i| i as f32 * 1.25 - 7.0).collect();
        let b: Vec<f32> = (0..n).map(|i| 100.0 - i as f32).collect();
        let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
        let mut failures = Vec::new();
        for opt in ["-O0", "-O2"] {
            let dir = tempfile::tempdir().unwrap();
            install_wrapper(dir.path(), &command).unwrap();
            let out = dir.path().join("k.spv");
            let path = format!("{}:{}", dir.path().display(), std::env::var("PATH").unwrap_or_default());
            let result = Command::new(CLANG)
                .args(["--target=spirv64", opt, "-c"])
                .arg(&source)
                .arg("-o")
                .arg(&out)
                .env("PATH", path)
                .output()
                .unwrap_or_else(|e| panic!("cannot run {CLANG}: {e}"));
            if !result.status.success() {
                failures.push(format!(
                    "[{opt}] clang failed ({}):\n{}",
                    result.status,
                    String::from_utf8_lossy(&result.stderr)
                ));
                continue;
            }
            if !dir.path().join("called").exists() {
                failures.push(format!("[{opt}] clang did not run llvm-spirv from PATH"));
                continue;
            }
            let words = match std::fs::read(&out)
                .map_err(|e| e.to_string())
                .and_then(|b| words_from_bytes(&b).map_err(|e| e.to_string()))
            {
                Ok(words) => words,
                Err(e) => {
                    failures.push(format!("[{opt}] cannot read {}: {e}", out.display()));
                    continue;
                }
            };
            for env in [None, Some("opencl2.2")] {
                if let Err(e) = spirv_val(&words, env) {
                    failures.push(format!("[{opt}] spirv-val {env:?}: {e}"));
                }
            }
            let run = runtime().build(&words).and_then(|p| {
                p.run("vector_add", &[Arg::input(&a), Arg::input(&b), Arg::output::<f32>(n)], &NdRange::d1(n))
            });
            match run {
                Ok(outputs) if outputs.get::<f32>(2) == want => {}
                Ok(outputs) => failures.push(format!("[{opt}] wrong sums: {:?}...", &outputs.get::<f32>(2)[..4])),
                Err(e) => failures.push(format!("[{opt}] {e}")),
            }
        }
        assert!(
            failures.is_empty(),
            "clang-19 --target=spirv64 with {command:?} as llvm-spirv:\n{}",
            failures.join("\n")
        );
    });
}
