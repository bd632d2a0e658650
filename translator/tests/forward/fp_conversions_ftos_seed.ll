; SPV_INTEL_fp_conversions: integer results only (OpClampConvertFToSINTEL,
; OpClampStochasticRoundFToSINTEL) declare FloatConversionsFtoSINTEL and not
; FloatConversionsFtoFINTEL; a null Next Seed pointer of another pointee type is the
; OpConstantNull of the 32-bit integer pointer the instruction takes, not a cast.
; OPTIONS: --spirv-ext=+SPV_INTEL_fp_conversions --spirv-ext=+SPV_INTEL_int4
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @to_int4(half %h, <4 x half> %f, i32 %seed, ptr addrspace(1) %out, ptr addrspace(1) %outv) {
entry:
  %c = call spir_func i4 @_Z43__builtin_spirv_ClampConvertFP16ToInt4INTELDh(half %h)
  %s = call spir_func <4 x i4> @_Z51__builtin_spirv_ClampStochasticRoundFP16ToInt4INTELDv4_DhiPi(<4 x half> %f, i32 %seed, ptr null)
  store i4 %c, ptr addrspace(1) %out, align 1
  store <4 x i4> %s, ptr addrspace(1) %outv, align 2
  ret void
}

declare spir_func i4 @_Z43__builtin_spirv_ClampConvertFP16ToInt4INTELDh(half)
declare spir_func <4 x i4> @_Z51__builtin_spirv_ClampStochasticRoundFP16ToInt4INTELDv4_DhiPi(<4 x half>, i32, ptr)
