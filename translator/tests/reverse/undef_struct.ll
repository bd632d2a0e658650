; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%structtype = type { i32, float }

; Function Attrs: nounwind
define spir_func %structtype @mk(i32 %a) #0 {
  %1 = insertvalue %structtype undef, i32 %a, 0
  %2 = insertelement <2 x i32> poison, i32 %a, i32 0
  %3 = insertelement <2 x i32> %2, i32 %a, i32 1
  %4 = extractelement <2 x i32> %3, i32 1
  %5 = insertvalue %structtype %1, i32 %4, 0
  ret %structtype %5
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 2, i32 2}
!5 = !{i16 7, i16 0}
