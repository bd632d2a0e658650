//! Which SPIR-V extensions exist, and which the forward translation implements.

/// The extensions the forward translation (LLVM IR -> SPIR-V) emits constructs of when
/// allowed (`--spirv-ext=+all` enables exactly these): each is named by the code that
/// emits its instructions, capabilities or decorations (`Options::allows` /
/// the extension requirement in `llvm_to_spirv`). Extensions reached only through the
/// grammar's generic capability requirements or `!spirv.Extension` metadata need an
/// explicit `--spirv-ext=+NAME`.
pub const IMPLEMENTED_EXTENSIONS: &[&str] = &[
    "SPV_EXT_arithmetic_fence",
    "SPV_EXT_float8",
    "SPV_EXT_image_raw10_raw12",
    "SPV_EXT_long_vector",
    "SPV_EXT_optnone",
    "SPV_EXT_shader_atomic_float16_add",
    "SPV_EXT_shader_atomic_float_add",
    "SPV_EXT_shader_atomic_float_min_max",
    "SPV_INTEL_16bit_atomics",
    "SPV_INTEL_2d_block_io",
    "SPV_INTEL_arbitrary_precision_fixed_point",
    "SPV_INTEL_arbitrary_precision_floating_point",
    "SPV_INTEL_arbitrary_precision_integers",
    "SPV_INTEL_arithmetic_fence",
    "SPV_INTEL_bfloat16_conversion",
    "SPV_INTEL_bindless_images",
    "SPV_INTEL_cache_controls",
    "SPV_INTEL_complex_float_mul_div",
    "SPV_INTEL_debug_module",
    "SPV_INTEL_device_barrier",
    "SPV_INTEL_float4",
    "SPV_INTEL_fp_conversions",
    "SPV_INTEL_fp_fast_math_mode",
    "SPV_INTEL_fp_max_error",
    "SPV_INTEL_fpga_buffer_location",
    "SPV_INTEL_fpga_cluster_attributes",
    "SPV_INTEL_fpga_dsp_control",
    "SPV_INTEL_fpga_invocation_pipelining_attributes",
    "SPV_INTEL_fpga_latency_control",
    "SPV_INTEL_fpga_loop_controls",
    "SPV_INTEL_fpga_memory_accesses",
    "SPV_INTEL_fpga_memory_attributes",
    "SPV_INTEL_function_pointers",
    "SPV_INTEL_global_variable_fpga_decorations",
    "SPV_INTEL_global_variable_host_access",
    "SPV_INTEL_inline_assembly",
    "SPV_INTEL_int4",
    "SPV_INTEL_joint_matrix",
    "SPV_INTEL_kernel_attributes",
    "SPV_INTEL_long_constant_composite",
    "SPV_INTEL_loop_fuse",
    "SPV_INTEL_masked_gather_scatter",
    "SPV_INTEL_maximum_registers",
    "SPV_INTEL_media_block_io",
    "SPV_INTEL_memory_access_aliasing",
    "SPV_INTEL_optnone",
    "SPV_INTEL_predicated_io",
    "SPV_INTEL_runtime_aligned",
    "SPV_INTEL_sigmoid",
    "SPV_INTEL_split_barrier",
    "SPV_INTEL_subgroup_buffer_prefetch",
    "SPV_INTEL_subgroup_matrix_multiply_accumulate",
    "SPV_INTEL_subgroup_matrix_multiply_accumulate_float4",
    "SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate",
    "SPV_INTEL_subgroups",
    "SPV_INTEL_task_sequence",
    "SPV_INTEL_tensor_float32_conversion",
    "SPV_INTEL_ternary_bitwise_function",
    "SPV_INTEL_unstructured_loop_controls",
    "SPV_INTEL_usm_storage_classes",
    "SPV_INTEL_variable_length_array",
    "SPV_INTEL_vector_compute",
    "SPV_KHR_bfloat16",
    "SPV_KHR_bit_instructions",
    "SPV_KHR_cooperative_matrix",
    "SPV_KHR_expect_assume",
    "SPV_KHR_fma",
    "SPV_KHR_integer_dot_product",
    "SPV_KHR_linkonce_odr",
    "SPV_KHR_no_integer_wrap_decoration",
    "SPV_KHR_non_semantic_info",
    "SPV_KHR_shader_clock",
    "SPV_KHR_subgroup_rotate",
    "SPV_KHR_uniform_group_instructions",
];

/// BuiltIn variables of deprecated extensions, which the forward translation refuses
/// ([`crate::llvm_to_spirv::Error::DeprecatedExtension`]) as the Khronos translator does:
/// (the name `__spirv_BuiltIn<name>` spells, the extension). SPV_INTEL_hw_thread_queries
/// (BuiltIns SubDeviceIDINTEL 6135 and GlobalHWThreadIDINTEL 6136, capability
/// HWThreadQueryINTEL 6134) is superseded and has no SPIR-V grammar entry.
const DEPRECATED_BUILTINS: [(&str, &str); 2] =
    [("SubDeviceIDINTEL", "SPV_INTEL_hw_thread_queries"), ("GlobalHWThreadIDINTEL", "SPV_INTEL_hw_thread_queries")];

/// The deprecated extension of BuiltIn `name` (as `__spirv_BuiltIn<name>` spells it), if it is one.
pub(crate) fn deprecated_builtin(name: &str) -> Option<&'static str> {
    DEPRECATED_BUILTINS.iter().find(|(n, _)| *n == name).map(|&(_, e)| e)
}

/// Whether `name` is a known extension: one the SPIR-V grammar names
/// ([`llvm_spirv_metadata::grammar_extension`]) or one this translator implements
/// ([`IMPLEMENTED_EXTENSIONS`]). `--spirv-ext` refuses other names, and a module declaring
/// one is refused as the Khronos translator refuses it.
pub fn is_known(name: &str) -> bool {
    llvm_spirv_metadata::grammar_extension(name) || IMPLEMENTED_EXTENSIONS.contains(&name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn implemented_extensions_are_known_and_sorted() {
        assert!(IMPLEMENTED_EXTENSIONS.windows(2).all(|w| w[0] < w[1]));
        assert!(IMPLEMENTED_EXTENSIONS.iter().all(|e| is_known(e)));
        assert!(is_known("SPV_INTEL_joint_matrix") || is_known("SPV_KHR_cooperative_matrix"));
        assert!(!is_known("unknown_spirv_extension"));
        assert_eq!(deprecated_builtin("SubDeviceIDINTEL"), Some("SPV_INTEL_hw_thread_queries"));
        assert_eq!(deprecated_builtin("GlobalInvocationId"), None);
    }
}
