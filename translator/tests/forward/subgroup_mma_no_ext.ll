; SPV_INTEL_subgroup_matrix_multiply_accumulate not enabled: refused naming the extension.
target triple = "spir64-unknown-unknown"

define spir_kernel void @mma(ptr addrspace(1) %o, i32 %a, <8 x i32> %b, <8 x i16> %ha, <8 x float> %c, <4 x half> %hc, <4 x i16> %sa) {
entry:
  %i8 = call spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiDv8_iii(i32 32, i32 %a, <8 x i32> %b, i32 0, i32 51)
  store i32 %i8, ptr addrspace(1) %o, align 4
  %bf = call spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32 16, <8 x i16> %ha, <8 x i32> %b, <8 x float> %c, i32 12288)
  store <8 x float> %bf, ptr addrspace(1) %o, align 32
  %h = call spir_func <4 x half> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_Dh(i32 16, <4 x i16> %sa, <8 x i32> %b, <4 x half> %hc)
  store <4 x half> %h, ptr addrspace(1) %o, align 8
  ret void
}

declare spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiDv8_iii(i32, i32, <8 x i32>, i32, i32)
declare spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32, <8 x i16>, <8 x i32>, <8 x float>, i32)
declare spir_func <4 x half> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_Dh(i32, <4 x i16>, <8 x i32>, <4 x half>)
