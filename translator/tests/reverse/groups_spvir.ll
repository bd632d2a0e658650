; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @groups(i32 %x) #0 {
  %1 = call spir_func i32 @_Z17__spirv_GroupUMiniij(i32 2, i32 1, i32 %x) #1
  %2 = call spir_func i32 @_Z32__spirv_GroupNonUniformBroadcastiij(i32 3, i32 %x, i32 %x) #1
  %3 = call spir_func <4 x i32> @_Z32__spirv_BuiltInSubgroupEqMaskKHRv() #0
  %4 = extractelement <4 x i32> %3, i32 0
  %5 = add i32 %1, %2
  %6 = add i32 %5, %4
  ret i32 %6
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z17__spirv_GroupUMiniij(i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z32__spirv_GroupNonUniformBroadcastiij(i32, i32, i32) #1

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z32__spirv_BuiltInSubgroupEqMaskKHRv() #0

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 18}
!5 = !{i32 64}
!6 = !{i32 2, i32 2}
!7 = !{i16 7, i16 0}
