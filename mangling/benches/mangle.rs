//! Throughput of `mangle` and `demangle` on a representative mix of clang
//! OpenCL builtin names.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use llvm_spirv_mangling::{demangle, mangle, Signature};

const NAMES: &[&str] = &[
    "_Z13get_global_idj",
    "_Z6vload4mPU3AS1Kf",
    "_Z16convert_int4_satDv4_j",
    "_Z5frexpDv2_fPU3AS1S_",
    "_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f",
    "_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_fS1_S1_",
    "_Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicjPjj12memory_orderS4_12memory_scope",
    "_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope",
    "_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_",
    "_Z8shuffle2Dv8_hS_Dv2_h",
    "_Z17vstorea_half4_rteDv4_fmPU3AS4Dh",
    "_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif",
];

fn bench(c: &mut Criterion) {
    let sigs: Vec<Signature> = NAMES.iter().filter_map(|n| demangle(n).ok()).collect();
    assert_eq!(sigs.len(), NAMES.len());
    let bytes: u64 = NAMES.iter().map(|n| n.len() as u64).sum();

    let mut g = c.benchmark_group("mangling");
    g.throughput(Throughput::Elements(NAMES.len() as u64));
    g.bench_function("demangle", |b| {
        b.iter(|| {
            for n in NAMES {
                let _ = black_box(demangle(black_box(n)));
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

    let mut g = c.benchmark_group("mangling-bytes");
    g.throughput(Throughput::Bytes(bytes));
    g.bench_function("demangle", |b| {
        b.iter(|| {
            for n in NAMES {
                let _ = black_box(demangle(black_box(n)));
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
