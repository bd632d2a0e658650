; SPV_EXT_float8 conversions as DPC++ declares them (`__builtin_spirv_*`, FP8 in i8):
; to and from half and bfloat16, scalar and vector, and the saturating spellings
; (ClampConvert...INTEL and the `_sat` suffix) that become a decorated OpFConvert.
; OPTIONS: --spirv-ext=+SPV_EXT_float8 --spirv-ext=+SPV_KHR_bfloat16
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @quantize(ptr addrspace(1) %h, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %hv = load half, ptr addrspace(1) %h, align 2
  %bv = load bfloat, ptr addrspace(1) %b, align 2
  %q0 = call spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTDh(half %hv)
  %q1 = call spir_func i8 @_Z36__builtin_spirv_ConvertBF16ToE5M2EXTDF16b(bfloat %bv)
  %q2 = call spir_func i8 @_Z43__builtin_spirv_ClampConvertFP16ToE5M2INTELDh(half %hv)
  %q3 = call spir_func i8 @_Z40__builtin_spirv_ConvertFP16ToE4M3EXT_satDh(half %hv)
  store i8 %q0, ptr addrspace(1) %out, align 1
  %o1 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 1
  store i8 %q1, ptr addrspace(1) %o1, align 1
  %o2 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 2
  store i8 %q2, ptr addrspace(1) %o2, align 1
  %o3 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 3
  store i8 %q3, ptr addrspace(1) %o3, align 1
  ret void
}

define spir_kernel void @dequantize(ptr addrspace(1) %in, ptr addrspace(1) %h, ptr addrspace(1) %b) {
entry:
  %v = load <4 x i8>, ptr addrspace(1) %in, align 4
  %hv = call spir_func <4 x half> @_Z36__builtin_spirv_ConvertE5M2ToFP16EXTDv4_c(<4 x i8> %v)
  %bv = call spir_func <4 x bfloat> @_Z36__builtin_spirv_ConvertE4M3ToBF16EXTDv4_c(<4 x i8> %v)
  store <4 x half> %hv, ptr addrspace(1) %h, align 8
  store <4 x bfloat> %bv, ptr addrspace(1) %b, align 8
  ret void
}

declare spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTDh(half)
declare spir_func i8 @_Z36__builtin_spirv_ConvertBF16ToE5M2EXTDF16b(bfloat)
declare spir_func i8 @_Z43__builtin_spirv_ClampConvertFP16ToE5M2INTELDh(half)
declare spir_func i8 @_Z40__builtin_spirv_ConvertFP16ToE4M3EXT_satDh(half)
declare spir_func <4 x half> @_Z36__builtin_spirv_ConvertE5M2ToFP16EXTDv4_c(<4 x i8>)
declare spir_func <4 x bfloat> @_Z36__builtin_spirv_ConvertE4M3ToBF16EXTDv4_c(<4 x i8>)
