; SPV_INTEL_int4 conversions: Int4 (i4) to and from half and bfloat16 (OpConvertSToF,
; OpConvertFToS), to FP8 (OpConvertSToF to an SPV_EXT_float8 type) and to Int8 (OpSConvert).
; OPTIONS: --spirv-ext=+SPV_INTEL_int4 --spirv-ext=+SPV_EXT_float8 --spirv-ext=+SPV_KHR_bfloat16
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @int4(ptr addrspace(1) %in, ptr addrspace(1) %h, ptr addrspace(1) %q, ptr addrspace(1) %w, ptr addrspace(1) %back) {
entry:
  %v = load <2 x i4>, ptr addrspace(1) %in, align 1
  %hv = call spir_func <2 x half> @_Z38__builtin_spirv_ConvertInt4ToFP16INTELDv2_i(<2 x i4> %v)
  store <2 x half> %hv, ptr addrspace(1) %h, align 4
  %qv = call spir_func <2 x i8> @_Z38__builtin_spirv_ConvertInt4ToE4M3INTELDv2_i(<2 x i4> %v)
  store <2 x i8> %qv, ptr addrspace(1) %q, align 2
  %wv = call spir_func <2 x i8> @_Z38__builtin_spirv_ConvertInt4ToInt8INTELDv2_i(<2 x i4> %v)
  store <2 x i8> %wv, ptr addrspace(1) %w, align 2
  %bv = call spir_func <2 x bfloat> @_Z38__builtin_spirv_ConvertInt4ToBF16INTELDv2_i(<2 x i4> %v)
  %r = call spir_func <2 x i4> @_Z38__builtin_spirv_ConvertBF16ToInt4INTELDv2_DF16b(<2 x bfloat> %bv)
  store <2 x i4> %r, ptr addrspace(1) %back, align 1
  ret void
}

declare spir_func <2 x half> @_Z38__builtin_spirv_ConvertInt4ToFP16INTELDv2_i(<2 x i4>)
declare spir_func <2 x i8> @_Z38__builtin_spirv_ConvertInt4ToE4M3INTELDv2_i(<2 x i4>)
declare spir_func <2 x i8> @_Z38__builtin_spirv_ConvertInt4ToInt8INTELDv2_i(<2 x i4>)
declare spir_func <2 x bfloat> @_Z38__builtin_spirv_ConvertInt4ToBF16INTELDv2_i(<2 x i4>)
declare spir_func <2 x i4> @_Z38__builtin_spirv_ConvertBF16ToInt4INTELDv2_DF16b(<2 x bfloat>)
