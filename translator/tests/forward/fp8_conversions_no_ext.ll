; An SPV_EXT_float8 conversion builtin with neither SPV_EXT_float8 nor SPV_INTEL_int4
; allowed is refused with the builtin's declaration (no imported call).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i8 @narrow(half %x) {
entry:
  %r = call spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTDh(half %x)
  ret i8 %r
}

declare spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTDh(half)
