//! Validation: every kernel file compiles in every variant, translates, and
//! its SPIR-V passes `spirv-val` (plain and `--target-env opencl2.2`) and the
//! harness's structural checks. One test per kernel file; each lists all
//! failing variants.

use llvm_spirv_rs_tests::kernels::{kernel_names, VALIDATION_VARIANTS, VALIDATION_VARIANTS_32};
use llvm_spirv_rs_tests::{isolated, validate_kernel};

macro_rules! validate {
    ($($(#[$attr:meta])* $name:ident),* $(,)?) => {
        $(
            #[test]
            $(#[$attr])*
            fn $name() {
                isolated(|| {
                    if let Err(e) = validate_kernel(stringify!($name), &VALIDATION_VARIANTS) {
                        panic!("{e}");
                    }
                });
            }
        )*
        /// The kernel files listed above.
        const LISTED: &[&str] = &[$(stringify!($name)),*];
    };
}

validate! {
    as_type,
    atomic_float_cas,
    atomic_float_ops,
    atomics_cl12,
    atomics_cl20,
    atomics_generic,
    atomics_legacy_mixed,
    atomics_local,
    atomics_runtime_order,
    bfloat16_conversions,
    bool_logic,
    common_builtins,
    constant_gep,
    conversions,
    convert_rounding,
    convert_sat,
    double_precision,
    fences,
    float_arith,
    float_compare,
    float_edge,
    fp_classify,
    fp_contract_off,
    funnel_shifts,
    generic_as,
    geometric,
    half_load_store,
    half_type,
    helpers,
    images,
    int64,
    int_arith,
    int_builtins,
    int_compare,
    int_narrow,
    integer_dot,
    integer_dot_khr,
    kernel_attrs,
    kernel_clock,
    local_reduction,
    loops,
    math_builtins,
    matrix_mul,
    multi_kernel,
    native_half_math,
    o2_intrinsics,
    odd_int_widths,
    overflow_memset,
    pointer_arith,
    printf,
    private_arrays,
    program_scope,
    program_scope_pointers,
    relational,
    scalar_args,
    select_ternary,
    shuffle,
    split_barrier,
    struct_copy,
    structs,
    subgroups,
    subgroups_ext,
    switch,
    // clang-22 -O2 narrows its int8 load to <7 x i32>: scalarized (vector_lengths.rs).
    swizzle,
    unions,
    vec3,
    vec8_16,
    vector_reduce,
    vectors_basic,
    vload_vstore,
    work_item_defaults,
    work_item_dims,
    work_items,
}

#[test]
fn every_kernel_file_has_a_validation_test() {
    let on_disk = kernel_names().unwrap();
    let mut listed: Vec<String> = LISTED.iter().map(|s| s.to_string()).collect();
    listed.sort();
    assert_eq!(on_disk, listed, "tests/kernels/*.cl and the validate! list differ");
}

/// 32-bit targets (`spir`, `spirv32`): a cross-section of the kernels.
#[test]
fn validate_32bit_targets() {
    isolated(|| {
        let mut failures = Vec::new();
        for name in LISTED_32 {
            if let Err(e) = validate_kernel(name, &VALIDATION_VARIANTS_32) {
                failures.push(e);
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    });
}

const LISTED_32: &[&str] = &[
    "work_items",
    "int_arith",
    "int64",
    "vectors_basic",
    "structs",
    "pointer_arith",
    "program_scope",
    "local_reduction",
    "atomics_cl12",
    "switch",
    "helpers",
    "images",
];
