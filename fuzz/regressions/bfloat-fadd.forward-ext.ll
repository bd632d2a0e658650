; OPTIONS: --spirv-ext=+SPVR_bfloat16
; bfloat needs SPV_KHRWbfloat16.
target triple = "spir64-unknown-unknown"

define spir_func float @widen(bfloat %b, <2 x bfloat> %v) {
  %s = fadd bfloat %b, 0xR3F80
  %f = fpext bfloat %s to float
  ret float %f
}
