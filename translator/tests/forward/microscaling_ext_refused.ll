; SPV_EXT_ocp_microscaling_types' FP4 conversion (`...E2M1...EXT`) is refused by name: its FP
; encoding and capability are not in the grammar this translator knows.
; OPTIONS: --spirv-ext=+SPV_INTEL_int4
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func half @widen(i4 %x) {
entry:
  %r = call spir_func half @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTi(i4 %x)
  ret half %r
}

declare spir_func half @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTi(i4)
