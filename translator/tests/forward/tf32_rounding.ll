; SPV_INTEL_tensor_float32_conversion: OpRoundFToTF32INTEL from the SPIR-V friendly call
; and from cl_intel_tensor_float32_conversions' OpenCL C names (scalar and vector).
; OPTIONS: --spirv-ext=+SPV_INTEL_tensor_float32_conversion
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %o, float %x, <4 x float> %v) {
entry:
  %a = call spir_func float @_Z25__spirv_RoundFToTF32INTELf(float %x)
  %b = call spir_func float @_Z35intel_round_as_tensor_float32_floatf(float %a)
  %c = call spir_func <4 x float> @_Z37intel_round_as_tensor_float324_float4Dv4_f(<4 x float> %v)
  store float %b, ptr addrspace(1) %o
  store <4 x float> %c, ptr addrspace(1) %o
  ret void
}

declare spir_func float @_Z25__spirv_RoundFToTF32INTELf(float)
declare spir_func float @_Z35intel_round_as_tensor_float32_floatf(float)
declare spir_func <4 x float> @_Z37intel_round_as_tensor_float324_float4Dv4_f(<4 x float>)
