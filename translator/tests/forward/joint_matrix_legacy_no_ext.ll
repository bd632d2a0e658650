; A legacy joint matrix type without --spirv-ext=+SPV_INTEL_joint_matrix: refused, naming it.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, i64 %stride) {
entry:
  %m = call spir_func target("spirv.JointMatrixINTEL", float, 8, 16, 0, 3, 0) @_Z28__spirv_JointMatrixLoadINTELPU3AS1fliii(ptr addrspace(1) %a, i64 %stride, i32 0, i32 3, i32 0)
  ret void
}

declare spir_func target("spirv.JointMatrixINTEL", float, 8, 16, 0, 3, 0) @_Z28__spirv_JointMatrixLoadINTELPU3AS1fliii(ptr addrspace(1), i64, i32, i32, i32)
