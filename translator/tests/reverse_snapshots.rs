//! Reverse translation of hand-written SPIR-V (tests/reverse/*.spvasm,
//! assembled with `spirv-as` at test time).
//!
//! Each input carries `; CHECK: text` lines (`; CHECK-LLVM22:` lines replace them in an
//! LLVM 22 build where present; optionally `; TARGET-ENV: spv1.N` for
//! the assembler) that must appear, in order, as
//! substrings of lines of the produced LLVM IR, and an optional `; OPTIONS:`
//! line with `--spirv-target-env=`, `--spirv-builtin-format=`,
//! `-spec-const=` and `-spirv-emit-function-ptr-addr-space` options. The whole output is also compared with the
//! snapshot `NAME.ll` beside it; run with `BLESS=1` to rewrite snapshots from
//! the current output (review the diff before committing). An LLVM 22 build compares
//! with `NAME.llvm22.ll` where one exists (`common/snapshot.rs`).

use llvm_spirv::spirv_to_llvm::{translate, BuiltinFormat, Options, OutputFormat, TargetEnv};
use std::path::{Path, PathBuf};

#[path = "common/snapshot.rs"]
mod snapshot;

/// SPIRV-Tools 2025.5 from the test venv (PATH's as the fallback), shared with the kernel tests.
#[allow(dead_code)]
#[path = "../../tests/src/spirv_tools.rs"]
mod spirv_tools;

fn inputs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/reverse");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "spvasm"))
        .collect();
    v.sort();
    v
}

fn assemble(path: &Path) -> Vec<u32> {
    let out = tempfile::NamedTempFile::new().unwrap();
    // `; TARGET-ENV: spv1.4` in the input selects another assembler environment.
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let env = text.lines().find_map(|l| l.strip_prefix("; TARGET-ENV:")).map(str::trim).unwrap_or("spv1.0").to_string();
    let st = spirv_tools::spirv_tool("spirv-as")
        .args(["--target-env", &env, "-o"])
        .arg(out.path())
        .arg(path)
        .output()
        .unwrap_or_else(|e| panic!("spirv-as is needed (apt-get install spirv-tools): {e}"));
    assert!(st.status.success(), "spirv-as {}: {}", path.display(), String::from_utf8_lossy(&st.stderr));
    let bytes = std::fs::read(out.path()).unwrap();
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn options(text: &str) -> Options {
    let mut o = Options::default();
    for line in text.lines().filter_map(|l| l.strip_prefix("; OPTIONS:")) {
        for opt in line.split_whitespace() {
            if opt == "-spirv-emit-function-ptr-addr-space" {
                o.function_ptr_addr_space = true;
                continue;
            }
            match opt.split_once('=') {
                Some(("--spirv-target-env", "CL1.2")) => o.target_env = TargetEnv::Cl12,
                Some(("--spirv-target-env", "CL2.0")) => o.target_env = TargetEnv::Cl20,
                Some(("--spirv-target-env", "SPV-IR")) => o.target_env = TargetEnv::SpvIr,
                Some(("--spirv-builtin-format", "global")) => o.builtin_format = BuiltinFormat::Global,
                Some(("-spec-const", spec)) => o.add_spec_constants(spec).unwrap(),
                _ => panic!("unknown test option {opt}"),
            }
        }
    }
    o
}

/// Checks the `; CHECK:` lines in order; returns the failures.
fn check(text: &str, output: &str) -> Vec<String> {
    let lines: Vec<&str> = output.lines().collect();
    let mut at = 0;
    let mut failures = Vec::new();
    // An LLVM 22 build checks the `; CHECK-LLVM22:` lines instead where an input has them
    // (what LLVM 22 writes differently, e.g. pointer-only lifetime markers).
    let prefix =
        if cfg!(feature = "llvm22") && text.contains("; CHECK-LLVM22:") { "; CHECK-LLVM22:" } else { "; CHECK:" };
    for pat in text.lines().filter_map(|l| l.strip_prefix(prefix)).map(str::trim) {
        let pat = snapshot::this_llvm(pat);
        match lines[at..].iter().position(|l| l.contains(&pat)) {
            Some(i) => at += i + 1,
            None => failures.push(format!("CHECK not found after line {at}: {pat}")),
        }
    }
    failures
}

#[test]
fn reverse_snapshots() {
    let bless = std::env::var_os("BLESS").is_some();
    let mut failures = Vec::new();
    let files = inputs();
    assert!(files.len() >= 10, "expected the spvasm inputs, found {}", files.len());
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let words = assemble(&path);
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let out = match translate(&words, &options(&text), OutputFormat::Text) {
            Ok(b) => String::from_utf8(b).unwrap(),
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        for f in check(&text, &out) {
            failures.push(format!("{name}: {f}\n--- output ---\n{out}"));
        }
        let snap = path.with_extension("ll");
        if let Err(e) = snapshot::check(&snap, &out, bless) {
            failures.push(format!("{name}: {e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
