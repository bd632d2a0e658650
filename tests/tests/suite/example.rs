//! The README example `examples/vector_add.cl`: validates and computes sums.

use std::path::Path;

use llvm_spirv_rs_tests::kernels::{EXECUTION_VARIANTS, VALIDATION_VARIANTS};
use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::{isolated, run_file_variants, validate_file};

fn example_path() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/vector_add.cl")
}

#[test]
fn vector_add_validates() {
    isolated(|| {
        if let Err(e) = validate_file(&example_path(), &VALIDATION_VARIANTS) {
            panic!("{e}");
        }
    });
}

#[test]
fn vector_add_executes() {
    let n = 1000;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5 - 100.0).collect();
    let b: Vec<f32> = (0..n).map(|i| (i * i) as f32 / 7.0).collect();
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    run_file_variants(&example_path(), &EXECUTION_VARIANTS, |program, check| {
        let out =
            program.run("vector_add", &[Arg::input(&a), Arg::input(&b), Arg::output::<f32>(n)], &NdRange::d1(n))?;
        check.slice_eq("c", &out.get::<f32>(2), &want);
        Ok(())
    });
}
