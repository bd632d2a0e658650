//! Whole-module snapshots of the forward translation: every `tests/forward/*.ll` is
//! translated with the command line's defaults (plus the options of an optional
//! `; OPTIONS:` line: `--spirv-ext=+NAME`, `--spirv-max-version=1.N`,
//! `--spirv-debug-info-version=SET`) and its SPIR-V,
//! disassembled with friendly names (`llvm_spirv_text::disassemble_friendly`, the
//! `spirv-dis` style), is compared with `tests/forward/snapshots/NAME.spvasm`. A module the
//! translation refuses is snapshotted as its one-line error (`; error: ...`, the checkout's
//! path written as `$CARGO_MANIFEST_DIR`). Run with
//! `BLESS=1` to rewrite the snapshots from the current output (review the diff before
//! committing); only files this test wrote are ever rewritten. An LLVM 22 build compares
//! with `NAME.llvm22.spvasm` where one exists (`common/snapshot.rs`).

use llvm_spirv::llvm_to_spirv::{translate_file, Options};
use std::path::{Path, PathBuf};

#[path = "common/snapshot.rs"]
mod snapshot;

fn inputs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/forward");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    v.sort();
    v
}

/// The command line's defaults, changed by the input's `; OPTIONS:` line.
fn options(text: &str) -> Options {
    let mut o = Options::default();
    for line in text.lines().filter_map(|l| l.strip_prefix("; OPTIONS:")) {
        for opt in line.split_whitespace() {
            match opt.split_once('=') {
                Some(("--spirv-ext", ext)) => {
                    o.allowed_extensions.insert(ext.trim_start_matches('+').to_string());
                }
                Some(("--spirv-max-version", v)) => {
                    let (major, minor) = v.split_once('.').expect("--spirv-max-version=1.N");
                    o.max_version = (major.parse().unwrap(), minor.parse().unwrap());
                }
                Some(("--spirv-debug-info-version", v)) => {
                    o.debug_info = llvm_spirv::debug_info::DebugInfoSet::from_option_name(v).expect("a debug set name");
                }
                _ => panic!("unknown test option {opt}"),
            }
        }
    }
    o
}

/// The snapshot text of one input: the friendly disassembly, or the error as one line.
fn snapshot_of(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    match translate_file(path, &options(&text)) {
        Ok(words) => llvm_spirv_text::disassemble_friendly(&words).expect("our own SPIR-V disassembles"),
        // The checkout's path is written as `$CARGO_MANIFEST_DIR`, so a snapshot holds
        // nothing of the machine that blessed it.
        Err(e) => format!(
            "; error: {}\n",
            e.to_string().replace('\n', " ").replace(env!("CARGO_MANIFEST_DIR"), "$CARGO_MANIFEST_DIR")
        ),
    }
}

#[test]
fn forward_snapshots() {
    let bless = std::env::var_os("BLESS").is_some();
    let files = inputs();
    assert!(files.len() >= 10, "expected the .ll inputs, found {}", files.len());
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/forward/snapshots");
    let mut failures = Vec::new();
    for path in files {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let out = snapshot_of(&path);
        let snap = dir.join(format!("{name}.spvasm"));
        if let Err(e) = snapshot::check(&snap, &out, bless) {
            failures.push(format!("{name}.ll: {e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
