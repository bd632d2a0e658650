; An FP4 conversion without SPV_INTEL_float4 allowed is refused naming the extension.
; (SPV_INTEL_int4 alone gives the i4 type, not the FP4 encoding).
; OPTIONS: --spirv-ext=+SPV_INTEL_int4
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func half @fp4_to_half(i4 %x) {
entry:
  %r = call spir_func half @_Z38__builtin_spirv_ConvertE2M1ToFP16INTELi(i4 %x)
  ret half %r
}

define spir_func <4 x i8> @fp4_to_fp8(<4 x i4> %x) {
entry:
  %r = call spir_func <4 x i8> @_Z38__builtin_spirv_ConvertE2M1ToE5M2INTELDv4_i(<4 x i4> %x)
  ret <4 x i8> %r
}

define spir_func i4 @half_to_fp4(half %x) {
entry:
  %r = call spir_func i4 @_Z38__builtin_spirv_ConvertFP16ToE2M1INTELDh(half %x)
  ret i4 %r
}

declare spir_func half @_Z38__builtin_spirv_ConvertE2M1ToFP16INTELi(i4)
declare spir_func <4 x i8> @_Z38__builtin_spirv_ConvertE2M1ToE5M2INTELDv4_i(<4 x i4>)
declare spir_func i4 @_Z38__builtin_spirv_ConvertFP16ToE2M1INTELDh(half)
