; intel_convert_bfloat164_as_ushort4 converts four lanes: eight are refused with the
; size its name gives.
; OPTIONS: --spirv-ext=+SPV_INTEL_bfloat16_conversion
target triple = "spir64-unknown-unknown"

define spir_func <8 x i16> @f(<8 x float> %x) {
entry:
  %r = call spir_func <8 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<8 x float> %x)
  ret <8 x i16> %r
}

declare spir_func <8 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<8 x float>)
