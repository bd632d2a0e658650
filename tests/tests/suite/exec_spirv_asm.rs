//! Execution of hand-written SPIR-V kernels (`tests/kernels/spvasm/*.spvasm`) for core
//! instructions OpenCL C does not spell directly (OpSMod, OpFMod, OpPtrDiff,
//! OpGenericPtrMemSemantics, clustered sub-group reductions): each kernel runs as assembled
//! (the control: the runtime against the host reference) and after our reverse translation
//! in each target environment (CL1.2, CL2.0, SPV-IR) and forward translation again, the
//! result validated by spirv-val; every run is compared with the host reference.

use llvm_spirv::spirv_to_llvm::{translate as reverse, Options, OutputFormat, TargetEnv};
use llvm_spirv_rs_tests::check::Check;
use llvm_spirv_rs_tests::ocl::{Arg, NdRange, Program};
use llvm_spirv_rs_tests::tools::{spirv_val, translate_with, words_from_bytes};
use llvm_spirv_rs_tests::{runtime, Result};
use std::path::Path;

/// The kernel `name` assembled (`spirv-as`, the `; TARGET-ENV:` line's environment).
fn assemble(name: &str, dir: &Path) -> Vec<u32> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/spvasm").join(format!("{name}.spvasm"));
    let text = std::fs::read_to_string(&src).unwrap_or_else(|e| panic!("{}: {e}", src.display()));
    let env = text.lines().find_map(|l| l.strip_prefix("; TARGET-ENV:")).map_or("spv1.0", str::trim);
    let out = dir.join(format!("{name}.spv"));
    let st = llvm_spirv_rs_tests::spirv_tools::spirv_tool("spirv-as")
        .args(["--target-env", env, "-o"])
        .arg(&out)
        .arg(&src)
        .output()
        .expect("spirv-as (SPIRV-Tools) must be installed");
    assert!(st.status.success(), "spirv-as {name}: {}", String::from_utf8_lossy(&st.stderr));
    let words = words_from_bytes(&std::fs::read(&out).expect("assembled module")).expect("whole words");
    spirv_val(&words, None).unwrap_or_else(|e| panic!("{name} is invalid: {e}"));
    words
}

/// Runs `body` on kernel `name` as assembled and after a reverse (each environment) and
/// forward translation; panics listing every failure.
fn run_spvasm(name: &str, body: impl Fn(&Program<'_>, &mut Check) -> Result<()>) {
    run_spvasm_except(name, &[], body)
}

/// [`run_spvasm`] without running the variants labelled `skip` (translated and validated
/// all the same), for instructions the runtime cannot build as they are.
fn run_spvasm_except(name: &str, skip: &[&str], body: impl Fn(&Program<'_>, &mut Check) -> Result<()>) {
    let dir = tempfile::tempdir().expect("temporary directory");
    let original = assemble(name, dir.path());
    let mut variants = vec![("assembled".to_string(), Ok(original.clone()))];
    for env in [TargetEnv::Cl12, TargetEnv::Cl20, TargetEnv::SpvIr] {
        let options = Options { target_env: env, ..Options::default() };
        let words = reverse(&original, &options, OutputFormat::Bitcode)
            .map_err(|e| format!("reverse: {e}"))
            .and_then(|bc| {
                let path = dir.path().join(format!("{name}-{env:?}.bc"));
                std::fs::write(&path, bc).map_err(|e| e.to_string())?;
                translate_with(&path, &[]).map_err(|e| format!("forward: {e}"))
            })
            .and_then(|w| spirv_val(&w, None).map(|()| w).map_err(|e| format!("spirv-val: {e}")));
        variants.push((format!("{env:?}"), words));
    }
    let mut failures = Vec::new();
    for (label, words) in variants {
        if skip.contains(&label.as_str()) && words.is_ok() {
            continue;
        }
        let result = words.map_err(llvm_spirv_rs_tests::Error::from).and_then(|w| {
            let program = runtime().build(&w)?;
            let mut check = Check::new();
            body(&program, &mut check)?;
            check.finish().map_err(llvm_spirv_rs_tests::Error::from)
        });
        if let Err(e) = result {
            failures.push(format!("[{label}] {e}"));
        }
    }
    assert!(failures.is_empty(), "{name}:\n{}", failures.join("\n"));
}

/// OpSMod: the remainder with the sign of the divisor (SPIR-V spec 3.52.13).
fn smod(a: i32, b: i32) -> i32 {
    let r = a.wrapping_rem(b);
    if r != 0 && (r < 0) != (b < 0) {
        r.wrapping_add(b)
    } else {
        r
    }
}

#[test]
fn signed_remainder_and_modulo() {
    let a: Vec<i32> = vec![7, -7, 7, -7, 0, 13, -13, i32::MIN, i32::MAX, -1, 100, -100, 6, -6, 5, -2_000_000_001];
    let b: Vec<i32> = vec![3, 3, -3, -3, 5, 13, 4, -1, -2, 7, -7, 7, -3, 3, 1, 999];
    let n = a.len();
    let mut want = Vec::new();
    for (&x, &y) in a.iter().zip(&b) {
        want.extend([x.wrapping_rem(y), smod(x, y), x.wrapping_neg(), ((x as u32) % (y as u32)) as i32]);
    }
    run_spvasm("int_mod", |p, check| {
        let out = p.run("int_mod", &[Arg::input(&a), Arg::input(&b), Arg::output::<i32>(n * 4)], &NdRange::d1(n))?;
        check.slice_eq("srem/smod/snegate/umod", &out.get::<i32>(2), &want);
        Ok(())
    });
}

#[test]
fn float_remainder_and_modulo() {
    // Halves and small integers: every result is exact.
    let x: Vec<f32> = vec![7.5, -7.5, 7.5, -7.5, 0.0, -0.0, 6.0, -6.0, 1.25, -1.25, 100.0, -3.0];
    let y: Vec<f32> = vec![2.0, 2.0, -2.0, -2.0, 3.0, 3.0, 3.0, -3.0, 0.5, 0.75, -7.0, 2.5];
    let n = x.len();
    let mut want = Vec::new();
    for (&a, &b) in x.iter().zip(&y) {
        let r = a % b;
        // OpFMod: the sign of the divisor.
        let m = if r != 0.0 && (r < 0.0) != (b < 0.0) { r + b } else { r };
        want.extend([r, m, -a]);
    }
    run_spvasm("float_mod", |p, check| {
        let out = p.run("float_mod", &[Arg::input(&x), Arg::input(&y), Arg::output::<f32>(n * 3)], &NdRange::d1(n))?;
        let got = out.get::<f32>(2);
        // Compared by value: the sign of a zero remainder is not specified by OpFMod.
        let got: Vec<f32> = got.iter().map(|v| if *v == 0.0 { 0.0 } else { *v }).collect();
        let want: Vec<f32> = want.iter().map(|v| if *v == 0.0 { 0.0 } else { *v }).collect();
        check.slice_eq("frem/fmod/fnegate", &got, &want);
        Ok(())
    });
}

#[test]
fn pointer_difference_comparison_and_fence() {
    let n = 16;
    let base = vec![0i32; n * 3];
    let mut want = Vec::new();
    for i in 0..n as i64 {
        // OpPtrDiff counts elements; equal only at 0; a global pointer's semantics are
        // CrossWorkgroupMemory (0x200).
        want.extend([3 * i, if i == 0 { 1 } else { 2 }, 0x200]);
    }
    // The Intel runtime's SPIR-V reader takes a bare OpGenericPtrMemSemantics to a
    // `get_fence` overload its library lacks (`_Z9get_fencePU3AS4Kj`): the assembled
    // module and the SPV-IR round trip (which keeps the bare instruction) cannot build.
    // The OpenCL C environments give `get_fence(p) << 8`, forward OpGenericPtrMemSemantics
    // then a shift right by 8, which it reads back as `get_fence`.
    run_spvasm_except("pointers", &["assembled", "SpvIr"], |p, check| {
        let out = p.run("pointers", &[Arg::input(&base), Arg::output::<i64>(n * 3)], &NdRange::d1(n))?;
        check.slice_eq("ptrdiff/ptrequal/get_fence", &out.get::<i64>(1), &want);
        Ok(())
    });
}

#[test]
fn clustered_and_scanned_subgroup_arithmetic() {
    let n = 256;
    let local = 64;
    let x: Vec<i32> = (0..n as i32).map(|i| (i * 7919) % 101 - 50).collect();
    run_spvasm("subgroup_clustered", |p, check| {
        let out =
            p.run("subgroup_clustered", &[Arg::input(&x), Arg::output::<i32>(n * 5)], &NdRange::d1(n).local(&[local]))?;
        let got = out.get::<i32>(1);
        // The sub-group size the runtime chose (contiguous lanes of the work-group).
        let sgs = got[4] as usize;
        if sgs == 0 || local % sgs != 0 || sgs % 4 != 0 {
            check.fail(format!("unexpected sub-group size {sgs}"));
            return Ok(());
        }
        let mut want = Vec::with_capacity(n * 5);
        for i in 0..n {
            let c4 = i / 4 * 4;
            let c2 = i / 2 * 2;
            let sg = i / sgs * sgs;
            want.extend([
                x[c4..c4 + 4].iter().sum::<i32>(),
                x[sg..=i].iter().sum::<i32>(),
                *x[sg..sg + sgs].iter().max().unwrap_or(&0),
                x[c2] ^ x[c2 + 1],
                sgs as i32,
            ]);
        }
        check.slice_eq("clustered add/inclusive add/max/clustered xor/size", &got, &want);
        Ok(())
    });
}
