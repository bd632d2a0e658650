; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @groups(i32 %x, float %f, i1 %p) #0 {
  %1 = call spir_func i32 @_Z21work_group_reduce_maxj(i32 %x) #1
  %2 = call spir_func float @_Z29work_group_scan_exclusive_addf(float %f) #1
  %3 = zext i1 %p to i32
  %4 = call spir_func i32 @_Z14work_group_alli(i32 %3) #1
  %5 = icmp ne i32 %4, 0
  %6 = call spir_func i32 @_Z20work_group_broadcastjj(i32 %x, i32 %x) #1
  %7 = call spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_muli(i32 %x) #1
  %8 = call spir_func i32 @_Z30sub_group_clustered_reduce_addij(i32 %x, i32 4) #1
  %9 = zext i1 %p to i32
  %10 = call spir_func <4 x i32> @_Z16sub_group_balloti(i32 %9) #1
  %11 = call spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(<4 x i32> %10) #1
  %12 = call spir_func <4 x i32> @_Z21get_sub_group_lt_maskv() #0
  %13 = extractelement <4 x i32> %12, i32 0
  %14 = add i32 %1, %6
  %15 = add i32 %14, %7
  %16 = add i32 %15, %8
  %17 = add i32 %16, %11
  %18 = add i32 %17, %13
  %19 = select i1 %5, i32 %18, i32 %x
  ret i32 %19
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_maxj(i32) #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z29work_group_scan_exclusive_addf(float) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14work_group_alli(i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20work_group_broadcastjj(i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_muli(i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z30sub_group_clustered_reduce_addij(i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func <4 x i32> @_Z16sub_group_balloti(i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(<4 x i32>) #1

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z21get_sub_group_lt_maskv() #0

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.Generator = !{!9}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 18}
!5 = !{i32 63}
!6 = !{i32 67}
!7 = !{i32 64}
!8 = !{i32 2, i32 2}
!9 = !{i16 7, i16 0}
