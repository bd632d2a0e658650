; SPV_INTEL_fp_conversions: clamping and stochastic-rounding conversions to FP4 and Int4
; (OpClampConvertFToFINTEL, OpClampConvertFToSINTEL, OpStochasticRoundFToFINTEL with and
; without the next-seed pointer, OpClampStochasticRoundFToSINTEL).
; OPTIONS: --spirv-ext=+SPV_INTEL_fp_conversions --spirv-ext=+SPV_INTEL_float4 --spirv-ext=+SPV_INTEL_int4 --spirv-ext=+SPV_KHR_bfloat16
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @round(half %h, <8 x bfloat> %b, i32 %seed, ptr addrspace(1) %out, ptr addrspace(1) %outv) {
entry:
  %next = alloca i32, align 4
  %c0 = call spir_func i4 @_Z43__builtin_spirv_ClampConvertFP16ToE2M1INTELDh(half %h)
  %c1 = call spir_func <8 x i4> @_Z43__builtin_spirv_ClampConvertBF16ToInt4INTELDv8_DF16b(<8 x bfloat> %b)
  %s0 = call spir_func i4 @_Z46__builtin_spirv_StochasticRoundFP16ToE2M1INTELDhi(half %h, i32 %seed)
  %s1 = call spir_func i4 @_Z46__builtin_spirv_StochasticRoundFP16ToE2M1INTELDhiPi(half %h, i32 %seed, ptr %next)
  %s2 = call spir_func <8 x i4> @_Z51__builtin_spirv_ClampStochasticRoundBF16ToInt4INTELDv8_DF16bi(<8 x bfloat> %b, i32 %seed)
  store i4 %c0, ptr addrspace(1) %out, align 1
  store <8 x i4> %c1, ptr addrspace(1) %outv, align 4
  store i4 %s0, ptr addrspace(1) %out, align 1
  store i4 %s1, ptr addrspace(1) %out, align 1
  store <8 x i4> %s2, ptr addrspace(1) %outv, align 4
  ret void
}

declare spir_func i4 @_Z43__builtin_spirv_ClampConvertFP16ToE2M1INTELDh(half)
declare spir_func <8 x i4> @_Z43__builtin_spirv_ClampConvertBF16ToInt4INTELDv8_DF16b(<8 x bfloat>)
declare spir_func i4 @_Z46__builtin_spirv_StochasticRoundFP16ToE2M1INTELDhi(half, i32)
declare spir_func i4 @_Z46__builtin_spirv_StochasticRoundFP16ToE2M1INTELDhiPi(half, i32, ptr)
declare spir_func <8 x i4> @_Z51__builtin_spirv_ClampStochasticRoundBF16ToInt4INTELDv8_DF16bi(<8 x bfloat>, i32)
