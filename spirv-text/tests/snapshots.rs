//! Snapshot tests: `tests/data/NAME.spv` are small modules built from the
//! kernels and assembly in `tests/data/src/` (see `tests/data/README.md`);
//! `tests/data/NAME.spt` is what the reference `llvm-spirv -to-text` wrote
//! for them, once. `to_text` must reproduce it byte for byte and `from_text`
//! must give the binary back.
//!
//! `BLESS=1 cargo test -p llvm-spirv-text --test snapshots` rewrites the
//! expected `.spt` files from this crate's own output (for adding a module
//! when the reference is not at hand; review the diff).

use std::path::{Path, PathBuf};

use llvm_spirv_text::{disassemble, from_text, is_text, to_text};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn words(bytes: &[u8]) -> Vec<u32> {
    assert_eq!(bytes.len() % 4, 0, "binary size is not a multiple of 4");
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn modules() -> Vec<(String, Vec<u32>, PathBuf)> {
    let mut out = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(data_dir())
        .expect("tests/data")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "spv"))
        .collect();
    entries.sort();
    for spv in entries {
        let name = spv.file_stem().unwrap().to_string_lossy().into_owned();
        let bin = words(&std::fs::read(&spv).unwrap());
        out.push((name, bin, spv.with_extension("spt")));
    }
    assert!(out.len() >= 8, "test data missing");
    out
}

#[test]
fn to_text_matches_reference_byte_for_byte() {
    let bless = std::env::var_os("BLESS").is_some_and(|v| v == "1");
    let mut failures = Vec::new();
    for (name, bin, spt) in modules() {
        let ours = to_text(&bin).unwrap_or_else(|e| panic!("{name}: {e}"));
        if bless {
            std::fs::write(&spt, &ours).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&spt).unwrap();
        if ours != expected {
            let line = ours
                .lines()
                .zip(expected.lines())
                .position(|(a, b)| a != b)
                .map_or_else(|| "length".to_string(), |l| format!("line {}", l + 1));
            failures.push(format!("{name}: differs at {line}"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn from_text_gives_the_binary_back() {
    for (name, bin, spt) in modules() {
        let text = std::fs::read_to_string(&spt).unwrap();
        assert!(is_text(text.as_bytes()), "{name}");
        let back = from_text(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(back == bin, "{name}: from_text(expected) differs from the binary");
    }
}

#[test]
fn binaries_are_not_text() {
    for (name, bin, _) in modules() {
        let bytes: Vec<u8> = bin.iter().flat_map(|w| w.to_le_bytes()).collect();
        assert!(!is_text(&bytes), "{name}");
        let be: Vec<u8> = bin.iter().flat_map(|w| w.to_be_bytes()).collect();
        assert!(!is_text(&be), "{name}");
    }
}

#[test]
fn byte_swapped_binaries_read_the_same() {
    for (name, bin, _) in modules() {
        let swapped: Vec<u32> = bin.iter().map(|w| w.swap_bytes()).collect();
        assert_eq!(to_text(&swapped), to_text(&bin), "{name}");
    }
}

#[test]
fn disassembly_names_every_instruction() {
    for (name, bin, _) in modules() {
        let dis = disassemble(&bin).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(dis.starts_with("; SPIR-V\n; Version: 1."), "{name}");
        let insts = dis.lines().filter(|l| !l.starts_with(';')).count();
        let text = to_text(&bin).unwrap();
        let lines = text.lines().skip(1).filter(|l| !l.is_empty()).count();
        assert_eq!(insts, lines, "{name}");
        assert!(dis.lines().all(|l| l.starts_with(';') || l.contains(" Op")), "{name}");
    }
}

#[test]
fn constructs_of_interest_are_covered() {
    let all: String = modules().iter().map(|(_, _, spt)| std::fs::read_to_string(spt).unwrap()).collect();
    for needle in [
        " Decorate ",
        " LinkageAttributes \"",
        " Import \n",
        " Export \n",
        " UserSemantic \"",
        " SpecId ",
        " Switch ",
        " Phi ",
        " LoopMerge ",
        " SelectionMerge ",
        " ExtInst ",
        " printf ",
        " DebugCompilationUnit ",
        " DebugLine ",
        " ConstantComposite ",
        " SpecConstantOp ",
        " String ",
        " Line ",
        " SourceExtension ",
        " ModuleProcessed ",
        " ExecutionMode ",
        " TypeImage ",
        " TypePipe ",
        " ConstantSampler ",
        " AtomicCompareExchange ",
        " ControlBarrier ",
        " DecorationGroup ",
        " GroupDecorate ",
        " MemberDecorate ",
    ] {
        assert!(all.contains(needle), "no snapshot covers {needle:?}");
    }
}
