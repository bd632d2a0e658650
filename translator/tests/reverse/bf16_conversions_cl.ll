; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @f(float %x, <4 x float> %v) #0 {
  %b = call spir_func i16 @_Z32intel_convert_bfloat16_as_ushortf(float %x) #0
  %back = call spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16 %b) #0
  %b4 = call spir_func <4 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<4 x float> %v) #0
  %v4 = call spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_t(<4 x i16> %b4) #0
  %t = call spir_func float @_Z25__spirv_RoundFToTF32INTELf(float %back) #0
  ret float %t
}

; Function Attrs: nounwind
declare spir_func i16 @_Z32intel_convert_bfloat16_as_ushortf(float) #0

; Function Attrs: nounwind
declare spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16) #0

; Function Attrs: nounwind
declare spir_func <4 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<4 x float>) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_t(<4 x i16>) #0

; Function Attrs: nounwind
declare spir_func float @_Z25__spirv_RoundFToTF32INTELf(float) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1, !2}
!spirv.Capability = !{!3, !4, !5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_bfloat16_conversion"}
!2 = !{!"SPV_INTEL_tensor_float32_conversion"}
!3 = !{i32 4}
!4 = !{i32 5}
!5 = !{i32 6}
!6 = !{i32 22}
!7 = !{i32 6115}
!8 = !{i32 6425}
!9 = !{i32 2, i32 2}
!10 = !{i16 7, i16 0}
