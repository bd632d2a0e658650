; OPTIONS: --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate_float4 --spirv-ext=+SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate
; SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate: a bf16 x bf16 and an fp4 x fp4 scaled
; multiply-add; the fp4 bits (0x40000, 0x80000) need SPV_INTEL_subgroup_matrix_multiply_accumulate_float4,
; the E8M0 scale bits (0x100000, 0x200000) the scaled extension, any bit the operand kind's
; SubgroupMatrixMultiplyAccumulateINTEL.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @mma(<8 x i16> %a, <8 x i32> %b, <8 x float> %c, i8 %sa, i8 %sb, <2 x i8> %sa2, <2 x i8> %sb2, ptr addrspace(1) %out) {
entry:
  ; MatrixAPackedBFloat16INTEL 0x1000 | MatrixBPackedBFloat16INTEL 0x2000 | scales 0x300000
  %r = call spir_func <8 x float> @_Z51__spirv_SubgroupScaledMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fcci(i32 16, <8 x i16> %a, <8 x i32> %b, <8 x float> %c, i8 %sa, i8 %sb, i32 3158016)
  ; fp4 A and B | scales = 0x3C0000
  %f = call spir_func <8 x float> @_Z51__spirv_SubgroupScaledMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fDv2_cS2_i(i32 64, <8 x i16> %a, <8 x i32> %b, <8 x float> %r, <2 x i8> %sa2, <2 x i8> %sb2, i32 3932160)
  store <8 x float> %f, ptr addrspace(1) %out, align 32
  ret void
}

declare spir_func <8 x float> @_Z51__spirv_SubgroupScaledMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fcci(i32, <8 x i16>, <8 x i32>, <8 x float>, i8, i8, i32)
declare spir_func <8 x float> @_Z51__spirv_SubgroupScaledMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fDv2_cS2_i(i32, <8 x i16>, <8 x i32>, <8 x float>, <2 x i8>, <2 x i8>, i32)
