; SPV_KHR_cooperative_matrix not enabled: the matrix type is refused naming the extension.
target triple = "spir64-unknown-unknown"

define spir_kernel void @mad(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %n, i64 %stride) {
entry:
  %tile = alloca target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), align 8
  %acc = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float 1.0)
  %ma = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1Dhili(ptr addrspace(1) %a, i32 0, i64 %stride, i32 0)
  %mb = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 16, 8, 1) @_Z32__spirv_CooperativeMatrixLoadKHR_b(ptr addrspace(1) %b, i32 0, i64 8)
  %r = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z34__spirv_CooperativeMatrixMulAddKHR(target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) %ma, target("spirv.CooperativeMatrixKHR", half, 3, 16, 8, 1) %mb, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %acc, i32 0)
  store target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %r, ptr %tile, align 8
  %elem = call spir_func ptr @_Z19__spirv_AccessChainPU3AS4P6Matrixi(ptr %tile, i32 2)
  store float 4.0, ptr %elem, align 4
  %r2 = load target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), ptr %tile, align 8
  %len = call spir_func i64 @_Z34__spirv_CooperativeMatrixLengthKHR(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %r2)
  store i64 %len, ptr addrspace(1) %n, align 8
  %neg = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z15__spirv_FNegate(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %r2)
  %h = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2) @_Z16__spirv_FConvert(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %neg)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %c, target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2) %h, i32 1, i64 8, i32 2, i32 4)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float)
declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1Dhili(ptr addrspace(1), i32, i64, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 16, 8, 1) @_Z32__spirv_CooperativeMatrixLoadKHR_b(ptr addrspace(1), i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z34__spirv_CooperativeMatrixMulAddKHR(target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0), target("spirv.CooperativeMatrixKHR", half, 3, 16, 8, 1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), i32)
declare spir_func ptr @_Z19__spirv_AccessChainPU3AS4P6Matrixi(ptr, i32)
declare spir_func i64 @_Z34__spirv_CooperativeMatrixLengthKHR(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z15__spirv_FNegate(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2) @_Z16__spirv_FConvert(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2))
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2), i32, i64, i32, i32)
