; The `_sat` spelling saturates to the largest FP8 normal value: only conversions whose
; result is E4M3 or E5M2 have it.
; OPTIONS: --spirv-ext=+SPV_EXT_float8 --spirv-ext=+SPV_INTEL_int4
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i4 @to_int4(half %x) {
entry:
  %r = call spir_func i4 @_Z42__builtin_spirv_ConvertFP16ToInt4INTEL_satDh(half %x)
  ret i4 %r
}

declare spir_func i4 @_Z42__builtin_spirv_ConvertFP16ToInt4INTEL_satDh(half)
