; cl_intel_bfloat16_conversions by their OpenCL C names, scalar and vector forms:
; OpConvertFToBF16INTEL / OpConvertBF16ToFINTEL with capability Bfloat16ConversionINTEL.
; OPTIONS: --spirv-ext=+SPV_INTEL_bfloat16_conversion
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %u, ptr addrspace(1) %f, float %x, <3 x float> %v, <16 x i16> %w) {
entry:
  %b = call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float %x)
  %back = call spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16 zeroext %b)
  %b3 = call spir_func <3 x i16> @_Z34intel_convert_bfloat163_as_ushort3Dv3_f(<3 x float> %v)
  %f16 = call spir_func <16 x float> @_Z35intel_convert_as_bfloat1616_float16Dv16_t(<16 x i16> %w)
  store i16 %b, ptr addrspace(1) %u
  store <3 x i16> %b3, ptr addrspace(1) %u
  store float %back, ptr addrspace(1) %f
  store <16 x float> %f16, ptr addrspace(1) %f
  ret void
}

declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float)
declare spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16 zeroext)
declare spir_func <3 x i16> @_Z34intel_convert_bfloat163_as_ushort3Dv3_f(<3 x float>)
declare spir_func <16 x float> @_Z35intel_convert_as_bfloat1616_float16Dv16_t(<16 x i16>)
