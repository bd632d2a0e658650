//! Criterion micro-benchmarks of the translator's hot paths (issue 7), on a
//! module of generated OpenCL kernels (the same generator as
//! `tools/bench/compare.sh`).
//!
//! Run: `cargo bench -p llvm-spirv-rs-tools --bench translate [-- FILTER]`
//!
//! Groups:
//! * `forward/llvm_parse_only` — LLVM's bitcode reader alone (the floor of
//!   `translate_bytes`), `forward/translate_bytes` — the whole forward
//!   translation of the bitcode (`llvm_spirv::llvm_to_spirv::translate_bytes`);
//! * `reverse/translate_bitcode` — `llvm_spirv::spirv_to_llvm::translate` of
//!   our own forward output to bitcode (parse, build, verify, write);
//! * `text/to_text` — `llvm_spirv_text::to_text` of the same SPIR-V;
//! * `mangling/demangle`, `mangling/mangle` — every `_Z` function name of the
//!   input module and of the reverse output.
//!
//! Input, at bench setup: `tools/bench/gen_kernels.py N` compiled by
//! `clang-19 --target=spir64 -cl-std=CL2.0 -Xclang -finclude-default-header
//! -O2 -c -emit-llvm` (needs python3 and clang-19 on PATH). Environment:
//! * `LLVM_SPIRV_BENCH_KERNELS=N` — kernels to generate (default 100, a
//!   mid-size module of ~75 KB of bitcode);
//! * `LLVM_SPIRV_BENCH_INPUT=FILE` — use this `.bc` / `.ll` instead of
//!   generating (for example a 3000-kernel module).

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use llvm_spirv::llvm_to_spirv;
use llvm_spirv::spirv_to_llvm::{self, OutputFormat};
use llvm_spirv_mangling::{demangle, mangle, Signature};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The benchmark input: forward input as bitcode, its forward output, and names.
struct Input {
    label: String,
    bitcode: Vec<u8>,
    words: Vec<u32>,
    names: Vec<String>,
}

fn run(cmd: &mut Command, what: &str) {
    let out = cmd.output().unwrap_or_else(|e| panic!("bench setup: cannot run {what}: {e} (is it on PATH?)"));
    assert!(
        out.status.success(),
        "bench setup: {what} failed ({}):\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Generates and compiles `n` kernels into `dir`, returning the `.bc` path.
fn generate(dir: &Path, n: usize) -> PathBuf {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/gen_kernels.py");
    let cl = dir.join(format!("k{n}.cl"));
    let bc = dir.join(format!("k{n}.bc"));
    run(
        Command::new("python3").arg(&script).arg(n.to_string()).arg("-o").arg(&cl),
        "python3 tools/bench/gen_kernels.py",
    );
    run(
        Command::new("clang-19")
            .args([
                "--target=spir64",
                "-cl-std=CL2.0",
                "-Xclang",
                "-finclude-default-header",
                "-O2",
                "-c",
                "-emit-llvm",
            ])
            .arg(&cl)
            .arg("-o")
            .arg(&bc),
        "clang-19",
    );
    bc
}

/// Every `_Z`-mangled function name in textual IR (`@_Z...(`), deduplicated.
fn mangled_names(ir: &str, out: &mut Vec<String>) {
    for piece in ir.split("@_Z").skip(1) {
        let end = piece.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(piece.len());
        if piece[end..].starts_with('(') {
            out.push(format!("_Z{}", &piece[..end]));
        }
    }
}

fn load() -> Input {
    let tmp = tempfile::tempdir().expect("bench setup: tempdir");
    let (path, label) = match std::env::var_os("LLVM_SPIRV_BENCH_INPUT") {
        Some(p) => {
            let p = PathBuf::from(p);
            let label = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
            (p, label)
        }
        None => {
            let n: usize = std::env::var("LLVM_SPIRV_BENCH_KERNELS")
                .ok()
                .map(|s| s.parse().expect("LLVM_SPIRV_BENCH_KERNELS must be a positive integer"))
                .unwrap_or(100);
            (generate(tmp.path(), n), format!("{n}_kernels"))
        }
    };
    let raw = std::fs::read(&path).unwrap_or_else(|e| panic!("bench setup: cannot read {}: {e}", path.display()));
    // Normalise to bitcode (a `.ll` input would otherwise measure LLVM's text parser).
    let ctx = llvm_spirv::llvm::Context::new();
    let module =
        ctx.parse_ir(&raw, "bench").unwrap_or_else(|e| panic!("bench setup: {} is not LLVM IR: {e}", path.display()));
    let bitcode = module.to_bitcode();
    let mut names = Vec::new();
    mangled_names(&module.to_text(), &mut names);
    drop(module);
    drop(ctx);

    let words = llvm_to_spirv::translate_bytes(&bitcode, "bench", &llvm_to_spirv::Options::default())
        .unwrap_or_else(|e| panic!("bench setup: forward translation failed: {e}"));
    let reversed = spirv_to_llvm::translate(&words, &spirv_to_llvm::Options::default(), OutputFormat::Text)
        .unwrap_or_else(|e| panic!("bench setup: reverse translation failed: {e}"));
    mangled_names(&String::from_utf8_lossy(&reversed), &mut names);
    names.sort();
    names.dedup();
    assert!(!names.is_empty(), "bench setup: no mangled names in the module");
    Input { label, bitcode, words, names }
}

fn benches(c: &mut Criterion) {
    let input = load();
    let spv_bytes = (input.words.len() * 4) as u64;
    eprintln!(
        "bench input {}: {} bytes of bitcode, {} bytes of SPIR-V, {} mangled names",
        input.label,
        input.bitcode.len(),
        spv_bytes,
        input.names.len()
    );

    let mut g = c.benchmark_group(format!("forward/{}", input.label));
    g.sample_size(20).measurement_time(Duration::from_secs(8));
    g.throughput(Throughput::Bytes(input.bitcode.len() as u64));
    g.bench_function("llvm_parse_only", |b| {
        b.iter(|| {
            let ctx = llvm_spirv::llvm::Context::new();
            let m = ctx.parse_ir(black_box(&input.bitcode), "bench").expect("parse");
            black_box(m.triple());
        })
    });
    let fwd_opts = llvm_to_spirv::Options::default();
    g.bench_function("translate_bytes", |b| {
        b.iter(|| llvm_to_spirv::translate_bytes(black_box(&input.bitcode), "bench", &fwd_opts).expect("forward"))
    });
    g.finish();

    let mut g = c.benchmark_group(format!("reverse/{}", input.label));
    g.sample_size(20).measurement_time(Duration::from_secs(8));
    g.throughput(Throughput::Bytes(spv_bytes));
    let rev_opts = spirv_to_llvm::Options::default();
    g.bench_function("translate_bitcode", |b| {
        b.iter(|| spirv_to_llvm::translate(black_box(&input.words), &rev_opts, OutputFormat::Bitcode).expect("reverse"))
    });
    g.finish();

    let mut g = c.benchmark_group(format!("text/{}", input.label));
    g.sample_size(30);
    g.throughput(Throughput::Bytes(spv_bytes));
    g.bench_function("to_text", |b| b.iter(|| llvm_spirv_text::to_text(black_box(&input.words)).expect("to_text")));
    g.finish();

    let sigs: Vec<Signature> = input
        .names
        .iter()
        .map(|n| demangle(n).unwrap_or_else(|e| panic!("bench setup: demangle({n}) failed: {e}")))
        .collect();
    for (s, n) in sigs.iter().zip(&input.names) {
        assert_eq!(&mangle(&s.name, &s.params), n, "bench setup: mangle(demangle(name)) != name");
    }
    let mut g = c.benchmark_group(format!("mangling/{}", input.label));
    g.throughput(Throughput::Elements(sigs.len() as u64));
    g.bench_function("demangle", |b| {
        b.iter(|| {
            for n in &input.names {
                black_box(demangle(black_box(n)).expect("demangle"));
            }
        })
    });
    g.bench_function("mangle", |b| {
        b.iter(|| {
            for s in &sigs {
                black_box(mangle(black_box(&s.name), black_box(&s.params)));
            }
        })
    });
    g.finish();
}

criterion_group!(translate, benches);
criterion_main!(translate);
