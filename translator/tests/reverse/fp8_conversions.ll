; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @f(i8 %q, half %h, <2 x i8> %q2) #0 {
  %wide = fpext half %h to float
  %e4 = call spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8 %q) #0
  %n = call spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTDh(half %h) #0, !spirv.Decorations !11
  %s = call spir_func i8 @_Z43__builtin_spirv_ClampConvertFP16ToE4M3INTELDh(half %h) #0
  %v = call spir_func <2 x half> @_Z36__builtin_spirv_ConvertE5M2ToFP16EXTDv2_c(<2 x i8> %q2) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8) #0

; Function Attrs: nounwind
declare spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTDh(half) #0

; Function Attrs: nounwind
declare spir_func i8 @_Z43__builtin_spirv_ClampConvertFP16ToE4M3INTELDh(half) #0

; Function Attrs: nounwind
declare spir_func <2 x half> @_Z36__builtin_spirv_ConvertE5M2ToFP16EXTDv2_c(<2 x i8>) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_EXT_float8"}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 8}
!6 = !{i32 9}
!7 = !{i32 39}
!8 = !{i32 4212}
!9 = !{i32 2, i32 2}
!10 = !{i16 7, i16 0}
!11 = !{!12}
!12 = !{i32 39, i32 1}
