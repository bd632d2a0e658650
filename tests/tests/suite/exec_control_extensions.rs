//! Execution of the execution-and-control extensions' constructs on the OpenCL runtime,
//! from LLVM IR of our own (OpenCL C has no masked gathers), against host references:
//! `llvm.masked.gather` / `llvm.masked.scatter` with run-time masks, through the
//! scalarized form the translation gives without SPV_INTEL_masked_gather_scatter (the
//! Intel CPU runtime does not take that extension). Not executed: variable-length arrays
//! (SPV_INTEL_variable_length_array), whose every use crashes the runtime's code
//! generator (a segmentation fault in its register coalescer, even for one store and load).

use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::tools;

/// Work-item `i` gathers `src[4i + perm[l]]` for the lanes `l` of a run-time mask (bits
/// 0..3 of `masks[i]`; `-1.0` elsewhere) and scatters the gathered vector, in reverse lane
/// order, to `dst[4i + 3 - l]` for the lanes of a second mask (bits 4..7).
const GATHER_SCATTER_LL: &str = r#"
target triple = "spir64-unknown-unknown"

define spir_kernel void @gather_scatter(ptr addrspace(1) %src, ptr addrspace(1) %dst, ptr addrspace(1) %masks) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %base = shl i64 %gid, 2
  %b = insertelement <4 x i64> poison, i64 %base, i64 0
  %bs = shufflevector <4 x i64> %b, <4 x i64> poison, <4 x i32> zeroinitializer
  %gi = add <4 x i64> %bs, <i64 2, i64 0, i64 3, i64 1>
  %ps = getelementptr inbounds float, ptr addrspace(1) %src, <4 x i64> %gi
  %mp = getelementptr inbounds i32, ptr addrspace(1) %masks, i64 %gid
  %mbits = load i32, ptr addrspace(1) %mp, align 4
  %mv0 = insertelement <4 x i32> poison, i32 %mbits, i64 0
  %mv = shufflevector <4 x i32> %mv0, <4 x i32> poison, <4 x i32> zeroinitializer
  %bits = and <4 x i32> %mv, <i32 1, i32 2, i32 4, i32 8>
  %mask = icmp ne <4 x i32> %bits, zeroinitializer
  %v = call <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)> %ps, i32 4, <4 x i1> %mask, <4 x float> <float -1.0, float -1.0, float -1.0, float -1.0>)
  %si = add <4 x i64> %bs, <i64 3, i64 2, i64 1, i64 0>
  %qs = getelementptr inbounds float, ptr addrspace(1) %dst, <4 x i64> %si
  %sbits = and <4 x i32> %mv, <i32 16, i32 32, i32 64, i32 128>
  %smask = icmp ne <4 x i32> %sbits, zeroinitializer
  call void @llvm.masked.scatter.v4f32.v4p1(<4 x float> %v, <4 x ptr addrspace(1)> %qs, i32 4, <4 x i1> %smask)
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)>, i32 immarg, <4 x i1>, <4 x float>)
declare void @llvm.masked.scatter.v4f32.v4p1(<4 x float>, <4 x ptr addrspace(1)>, i32 immarg, <4 x i1>)
"#;

/// Translates `ll` (with `extensions`), validates, and builds it on the runtime.
fn build(name: &str, ll: &str, extensions: &[&str]) -> Vec<u32> {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join(format!("{name}.ll"));
    std::fs::write(&path, ll).expect("write the module");
    let exts: Vec<String> = extensions.iter().map(|e| e.to_string()).collect();
    let words = tools::translate_with(&path, &exts).unwrap_or_else(|e| panic!("{name}: {e}"));
    tools::spirv_val(&words, None).unwrap_or_else(|e| panic!("{name}: spirv-val: {e}"));
    words
}

#[test]
fn masked_gather_scatter_runs_scalarized() {
    let words = build("gather_scatter", GATHER_SCATTER_LL, &[]);
    let groups = 64usize;
    let src: Vec<f32> = (0..4 * groups).map(|i| i as f32 * 0.5 + 1.0).collect();
    let masks: Vec<u32> = (0..groups as u32).map(|g| (g * 37 + 11) % 256).collect();
    let dst0: Vec<f32> = vec![7.0; 4 * groups];
    let mut want = dst0.clone();
    let perm = [2usize, 0, 3, 1];
    for g in 0..groups {
        let gathered: Vec<f32> =
            (0..4).map(|l| if masks[g] & (1 << l) != 0 { src[4 * g + perm[l]] } else { -1.0 }).collect();
        for l in 0..4 {
            if masks[g] & (16 << l) != 0 {
                want[4 * g + 3 - l] = gathered[l];
            }
        }
    }
    let program = llvm_spirv_rs_tests::runtime().build(&words).unwrap_or_else(|e| panic!("{e}"));
    let out = program
        .run("gather_scatter", &[Arg::input(&src), Arg::inout(&dst0), Arg::input(&masks)], &NdRange::d1(groups))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out.get::<f32>(1), want);
}
