; A `__builtin_spirv_*` name the conversion table does not have (here an FP8 -> float
; conversion, which no extension defines) is refused by name, never an imported call.
; OPTIONS: --spirv-ext=+SPV_EXT_float8
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func float @widen(i8 %x) {
entry:
  %r = call spir_func float @_Z36__builtin_spirv_ConvertE4M3ToFP32EXTc(i8 %x)
  ret float %r
}

declare spir_func float @_Z36__builtin_spirv_ConvertE4M3ToFP32EXTc(i8)
