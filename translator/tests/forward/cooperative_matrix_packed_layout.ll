; OPTIONS: --spirv-ext=+SPV_KHR_cooperative_matrix
; Layout 2 is SPV_INTEL_joint_matrix's PackedINTEL, not a CooperativeMatrixLayout of
; SPV_KHR_cooperative_matrix: refused, naming the call.
target triple = "spir64-unknown-unknown"

define spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1) @f(ptr addrspace(1) %p) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1cil(ptr addrspace(1) %p, i32 2, i64 32)
  ret target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1) %m
}

declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1cil(ptr addrspace(1), i32, i64)
