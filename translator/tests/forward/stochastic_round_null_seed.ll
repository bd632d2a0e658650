; SPV_INTEL_fp_conversions in SPIR-V friendly IR: OpStochasticRoundFToFINTEL declares
; FloatConversionsFtoFINTEL only; its null Next Seed is an OpConstantNull of the
; Function-storage pointer type the mangled signature names (`Ps`), not a cast of a null.
; OPTIONS: --spirv-ext=+SPV_INTEL_fp_conversions
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func half @round(float %x, i32 %seed) {
entry:
  %r = call spir_func half @_Z32__spirv_StochasticRoundFToFINTELfiPs(float %x, i32 %seed, ptr null)
  ret half %r
}

declare spir_func half @_Z32__spirv_StochasticRoundFToFINTELfiPs(float, i32, ptr)
