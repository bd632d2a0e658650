//! Cross-check of the reverse direction on SPIR-V we did not write (issue 14): every
//! kernel of `tests/kernels` compiled by clang-22's own SPIR-V backend
//! (`clang-22 --target=spirv64 -c`), where `spirv-val` accepts it, must reverse to
//! verified LLVM 22 IR and translate forward again to valid SPIR-V; `vector_add` from
//! there must also compute right on the OpenCL runtime. Only in the LLVM 22 build
//! (`scripts/test.sh --llvm22` installs clang-22).
#![cfg(feature = "llvm22")]

use std::path::Path;
use std::process::Command;

use llvm_spirv::spirv_to_llvm::{self, OutputFormat};
use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::tools::{spirv_val, translate, words_from_bytes};
use llvm_spirv_rs_tests::{isolated, runtime};

/// clang-22's SPIR-V backend output for `src`, or `None` when the backend fails (it has
/// gaps of its own, e.g. "Unknown CL memory scope").
fn backend_spirv(src: &Path, dir: &Path) -> Option<Vec<u32>> {
    let out = dir.join(format!("{}.spv", src.file_stem()?.to_string_lossy()));
    let status = Command::new("clang-22")
        .args(["--target=spirv64", "-cl-std=CL2.0", "-Xclang", "-finclude-default-header", "-O2", "-c"])
        .arg(src)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap_or_else(|e| panic!("cannot run clang-22 (scripts/setup-test-deps.sh --llvm22): {e}"));
    if !status.status.success() {
        return None;
    }
    words_from_bytes(&std::fs::read(&out).ok()?).ok()
}

/// Reverses `words` and translates the bitcode forward again; the SPIR-V of the round trip.
fn round_trip(words: &[u32], dir: &Path, name: &str) -> Result<Vec<u32>, String> {
    let bc = spirv_to_llvm::translate(words, &spirv_to_llvm::Options::default(), OutputFormat::Bitcode)
        .map_err(|e| format!("reverse: {e}"))?;
    let path = dir.join(format!("{name}.bc"));
    std::fs::write(&path, bc).map_err(|e| e.to_string())?;
    let back = translate(&path).map_err(|e| format!("forward: {e}"))?;
    spirv_val(&back, None).map_err(|e| format!("spirv-val of the round trip: {e}"))?;
    Ok(back)
}

#[test]
fn clang22_backend_output_reverses_and_translates_back() {
    let dir = tempfile::tempdir().unwrap();
    let kernels = Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels");
    let mut sources: Vec<_> = std::fs::read_dir(&kernels)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cl"))
        .collect();
    sources.sort();
    let (mut checked, mut failures) = (0, Vec::new());
    for src in &sources {
        let name = src.file_stem().unwrap().to_string_lossy().into_owned();
        let Some(words) = backend_spirv(src, dir.path()) else { continue };
        // Invalid backend output (it emits some) is not ours to read.
        if spirv_val(&words, None).is_err() {
            continue;
        }
        checked += 1;
        if let Err(e) = round_trip(&words, dir.path(), &name) {
            failures.push(format!("{name}: {e}"));
        }
    }
    assert!(checked >= sources.len() / 2, "only {checked} of {} kernels gave valid SPIR-V", sources.len());
    assert!(failures.is_empty(), "{} of {checked} failed:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn clang22_backend_vector_add_runs_after_round_trip() {
    isolated(|| {
        let dir = tempfile::tempdir().unwrap();
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/vector_add.cl");
        let words = backend_spirv(&src, dir.path()).expect("clang-22 compiles vector_add");
        let back = round_trip(&words, dir.path(), "vector_add").unwrap_or_else(|e| panic!("{e}"));
        let n = 300;
        let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5 - 3.0).collect();
        let b: Vec<f32> = (0..n).map(|i| 7.0 - i as f32 * 2.0).collect();
        let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
        let outputs = runtime()
            .build(&back)
            .and_then(|p| {
                p.run("vector_add", &[Arg::input(&a), Arg::input(&b), Arg::output::<f32>(n)], &NdRange::d1(n))
            })
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(outputs.get::<f32>(2), want);
    });
}
