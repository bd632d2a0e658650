; cl_intel_bfloat16_conversions without SPV_INTEL_bfloat16_conversion allowed: the
; instruction's extension is required by name.
target triple = "spir64-unknown-unknown"

define spir_func i16 @f(float %x) {
entry:
  %b = call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float %x)
  ret i16 %b
}

declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float)
