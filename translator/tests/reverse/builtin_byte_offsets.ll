; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i64 @f() #0 {
  %1 = call spir_func i64 @_Z14get_local_sizej(i32 0) #1
  %2 = call spir_func i64 @_Z14get_local_sizej(i32 2) #1
  %3 = call spir_func i64 @_Z14get_local_sizej(i32 1) #1
  %4 = add i64 %1, %2
  %5 = add i64 %4, %3
  ret i64 %5
}

; Function Attrs: nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32) #1

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn memory(none) }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 11}
!5 = !{i32 39}
!6 = !{i32 2, i32 2}
!7 = !{i16 7, i16 0}
