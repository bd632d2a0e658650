; OpConvertFToBF16INTEL needs as many i16 result components as float inputs.
target triple = "spir64-unknown-unknown"

define spir_func <8 x i16> @narrow(<4 x float> %v) {
entry:
  %r = call spir_func <8 x i16> @_Z27__spirv_ConvertFToBF16INTELDv4_f(<4 x float> %v)
  ret <8 x i16> %r
}

declare spir_func <8 x i16> @_Z27__spirv_ConvertFToBF16INTELDv4_f(<4 x float>)
