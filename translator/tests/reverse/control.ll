; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i64 @count(i64 %n) #0 {
entry:
  br label %header

header:                                           ; preds = %body, %entry
  %i = phi i64 [ 0, %entry ], [ %next, %body ]
  %0 = icmp ult i64 %i, %n
  br i1 %0, label %body, label %exit

body:                                             ; preds = %header
  %next = add i64 %i, 1
  br label %header

exit:                                             ; preds = %header
  switch i64 %n, label %default [
    i64 4294967296, label %big
  ]

big:                                              ; preds = %exit
  ret i64 0

default:                                          ; preds = %exit
  ret i64 %i
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 5}
!5 = !{i32 2, i32 2}
!6 = !{i16 7, i16 0}
