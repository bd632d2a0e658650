//! The builtin sweep: every OpenCL C builtin overload the headers of [`CLANG`] declare is called
//! from a generated kernel (`tests/builtin_sweep/gen.py`, one module per header family or
//! chunk of one), translated forward (`spirv-val` must pass), back in each target
//! environment (the LLVM verifier must pass; the CL2.0 output must call the same builtins,
//! modulo the renamings `sweep.py` documents, and the CL1.2 output every builtin OpenCL C
//! 1.2 declares) and forward again (`spirv-val` must pass). `tests/builtin_sweep/allow.tsv`
//! lists the accepted failures with their reasons; anything else fails this test.
//!
//! To keep it moderate the test covers OpenCL C 2.0 at `-O0` and OpenCL C 3.0 at `-O2`;
//! `python3 tests/builtin_sweep/sweep.py --translator target/release/llvm-spirv-rs` runs
//! every combination and prints the table of failures by family.

use std::path::{Path, PathBuf};
use std::process::Command;

use llvm_spirv_rs_tests::spirv_tools::spirv_tool_path;
use llvm_spirv_rs_tests::tools::{external_translator, CLANG, LLVM_DIS};

/// Our CLI, `target/<profile>/llvm-spirv-rs`, next to the `deps/` directory holding this
/// test binary (built by `cargo build -p llvm-spirv-rs-tools --bins` with the same profile).
fn our_cli() -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot locate the test binary: {e}"))?;
    let cli = exe
        .parent()
        .and_then(Path::parent)
        .map(|d| d.join("llvm-spirv-rs"))
        .ok_or_else(|| format!("unexpected test binary location {}", exe.display()))?;
    if cli.is_file() {
        Ok(cli)
    } else {
        Err(format!(
            "the CLI is missing: {} does not exist; build it with the same profile as the tests \
             (`cargo build --release -p llvm-spirv-rs-tools --bins` for `cargo test --release`)",
            cli.display()
        ))
    }
}

fn sweep(std: &str, opt: &str) {
    let translator = match external_translator() {
        Some(cmd) => cmd[0].clone(),
        None => our_cli().unwrap_or_else(|e| panic!("{e}")).display().to_string(),
    };
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("builtin_sweep/sweep.py");
    let jobs = std::thread::available_parallelism().map_or(2, |n| n.get());
    let out = Command::new("python3")
        .arg(&script)
        .args(["--translator", &translator, "--clang", CLANG, "--llvm-dis", LLVM_DIS, "--std", std, "--opt", opt])
        .arg("--spirv-val")
        .arg(spirv_tool_path("spirv-val"))
        .arg(format!("-j{jobs}"))
        .output()
        .unwrap_or_else(|e| panic!("cannot run python3 {}: {e}", script.display()));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let unexpected: Vec<&str> = stdout.lines().filter(|l| l.starts_with("FAIL ")).collect();
    assert!(
        out.status.success() && unexpected.is_empty(),
        "builtin sweep {std} -{opt}: {} unexpected failures ({}):\n{}\n{}",
        unexpected.len(),
        out.status,
        stdout,
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn cl20_o0() {
    sweep("CL2.0", "O0");
}

#[test]
fn cl30_o2() {
    sweep("CL3.0", "O2");
}
