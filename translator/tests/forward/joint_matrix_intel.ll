; SPV_INTEL_joint_matrix instructions on SPV_KHR_cooperative_matrix types, as DPC++
; declares the __spirv_* builtins: checked construct/load/store, element coordinates,
; prefetch, a PackedINTEL load and a TF32 multiply-add.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @checked(ptr addrspace(1) %a, ptr addrspace(1) %c, i64 %stride, i32 %row, i32 %col, i32 %init) {
entry:
  %acc = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z46__spirv_CooperativeMatrixConstructCheckedINTELiiiii(i32 %row, i32 %col, i32 8, i32 16, i32 %init)
  %ma = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) @_Z41__spirv_CooperativeMatrixLoadCheckedINTEL_1PU3AS1ciiiiil(ptr addrspace(1) %a, i32 %row, i32 %col, i32 0, i32 64, i32 48, i64 %stride)
  %mb = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 16, 1) @_Z41__spirv_CooperativeMatrixLoadCheckedINTEL_2PU3AS1ciiiiil(ptr addrspace(1) %a, i32 %row, i32 %col, i32 2, i32 64, i32 48, i64 %stride)
  %coord = call spir_func <2 x i32> @_Z45__spirv_CooperativeMatrixGetElementCoordINTEL(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) %acc, i32 3)
  call spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTELPU3AS1ciiiil(ptr addrspace(1) %a, i32 8, i32 32, i32 0, i32 0, i64 %stride)
  call spir_func void @_Z42__spirv_CooperativeMatrixStoreCheckedINTELPU3AS1iii(ptr addrspace(1) %c, i32 %row, i32 %col, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) %acc, i32 0, i32 64, i32 48, i64 %stride, i32 0)
  ret void
}

define spir_kernel void @tf32(ptr addrspace(1) %a, i64 %stride, float %init) {
entry:
  %c = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructf(float %init)
  %ma = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_1PU3AS1fil(ptr addrspace(1) %a, i32 0, i64 %stride)
  %mb = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 1) @_Z32__spirv_CooperativeMatrixLoadKHR_2PU3AS1fil(ptr addrspace(1) %a, i32 0, i64 %stride)
  %r = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z34__spirv_CooperativeMatrixMulAddKHR(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 0) %ma, target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 1) %mb, target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %c, i32 32)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1f(ptr addrspace(1) %a, target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %r, i32 0, i64 %stride)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z46__spirv_CooperativeMatrixConstructCheckedINTELiiiii(i32, i32, i32, i32, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) @_Z41__spirv_CooperativeMatrixLoadCheckedINTEL_1PU3AS1ciiiiil(ptr addrspace(1), i32, i32, i32, i32, i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 16, 1) @_Z41__spirv_CooperativeMatrixLoadCheckedINTEL_2PU3AS1ciiiiil(ptr addrspace(1), i32, i32, i32, i32, i32, i64)
declare spir_func <2 x i32> @_Z45__spirv_CooperativeMatrixGetElementCoordINTEL(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2), i32)
declare spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTELPU3AS1ciiiil(ptr addrspace(1), i32, i32, i32, i32, i64)
declare spir_func void @_Z42__spirv_CooperativeMatrixStoreCheckedINTELPU3AS1iii(ptr addrspace(1), i32, i32, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2), i32, i32, i32, i64, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructf(float)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_1PU3AS1fil(ptr addrspace(1), i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 1) @_Z32__spirv_CooperativeMatrixLoadKHR_2PU3AS1fil(ptr addrspace(1), i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z34__spirv_CooperativeMatrixMulAddKHR(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 0), target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2), i32)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1f(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2), i32, i64)
