; OPTIONS: --spirv-ext=+SPV_KHR_cooperative_matrix --spirv-ext=+SPV_INTEL_bfloat16_conversion --spirv-ext=+SPV_INTEL_tensor_float32_conversion
; Without SPV_INTEL_joint_matrix the conversions on cooperative matrices are refused (3.42.11 of
; that extension allows them), naming the instruction.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @convert(ptr addrspace(1) %p, ptr addrspace(1) %q, i64 %stride) {
entry:
  %f = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHR_1PU3AS1fil(ptr addrspace(1) %p, i32 0, i64 %stride)
  %bits = call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 2) @_Z27__spirv_ConvertFToBF16INTEL(target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %f)
  %back = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z27__spirv_ConvertBF16ToFINTEL(target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 2) %bits)
  %tf = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z25__spirv_RoundFToTF32INTEL(target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %back)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1f(ptr addrspace(1) %q, target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %tf, i32 0, i64 %stride)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z32__spirv_CooperativeMatrixLoadKHR_1PU3AS1fil(ptr addrspace(1), i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 2) @_Z27__spirv_ConvertFToBF16INTEL(target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z27__spirv_ConvertBF16ToFINTEL(target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z25__spirv_RoundFToTF32INTEL(target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2))
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1f(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2), i32, i64)
