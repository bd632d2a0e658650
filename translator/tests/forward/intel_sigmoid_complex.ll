; OPTIONS: --spirv-ext=+SPV_INTEL_sigmoid --spirv-ext=+SPV_INTEL_complex_float_mul_div
; SPV_INTEL_sigmoid and SPV_INTEL_complex_float_mul_div: the OpenCL C spelling
; `intel_sigmoid`, the SPIR-V friendly `__spirv_FSigmoidINTEL`, and complex
; multiplication / division of (re, im) float pairs.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @activations(ptr addrspace(1) %out, float %x, <4 x half> %h) {
entry:
  %a = call spir_func float @_Z13intel_sigmoidf(float %x)
  store float %a, ptr addrspace(1) %out, align 4
  %b = call spir_func <4 x half> @_Z21__spirv_FSigmoidINTELDv4_Dh(<4 x half> %h)
  %p = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  store <4 x half> %b, ptr addrspace(1) %p, align 8
  ret void
}

define spir_kernel void @complex(ptr addrspace(1) %out, <2 x float> %z, <2 x float> %w) {
entry:
  %m = call spir_func <2 x float> @_Z24__spirv_ComplexFMulINTELDv2_fS_(<2 x float> %z, <2 x float> %w)
  %d = call spir_func <2 x float> @_Z24__spirv_ComplexFDivINTELDv2_fS_(<2 x float> %m, <2 x float> %w)
  store <2 x float> %d, ptr addrspace(1) %out, align 8
  ret void
}

declare spir_func float @_Z13intel_sigmoidf(float)
declare spir_func <4 x half> @_Z21__spirv_FSigmoidINTELDv4_Dh(<4 x half>)
declare spir_func <2 x float> @_Z24__spirv_ComplexFMulINTELDv2_fS_(<2 x float>, <2 x float>)
declare spir_func <2 x float> @_Z24__spirv_ComplexFDivINTELDv2_fS_(<2 x float>, <2 x float>)
