; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @f(i32 %0) #0 {
  br label %header

header:                                           ; preds = %body, %1
  %2 = phi i32 [ 0, %1 ], [ %4, %body ]
  %3 = icmp ult i32 %2, %0
  br i1 %3, label %body, label %exit

body:                                             ; preds = %header
  %4 = add i32 %2, 1
  br label %header, !llvm.loop !6

exit:                                             ; preds = %header
  br label %header2

header2:                                          ; preds = %body2, %exit
  %5 = phi i32 [ 0, %exit ], [ %7, %body2 ]
  %6 = icmp ult i32 %5, %0
  br i1 %6, label %body2, label %exit2

body2:                                            ; preds = %header2
  %7 = add i32 %5, 1
  br label %header2, !llvm.loop !8

exit2:                                            ; preds = %header2
  br label %8

8:                                                ; preds = %11, %exit2
  %9 = phi i32 [ 0, %exit2 ], [ %12, %11 ]
  %10 = icmp ult i32 %9, %0
  br i1 %10, label %11, label %13

11:                                               ; preds = %8
  %12 = add i32 %9, 1
  br label %8, !llvm.loop !10

13:                                               ; preds = %8
  br label %14

14:                                               ; preds = %17, %13
  %15 = phi i32 [ 0, %13 ], [ %18, %17 ]
  %16 = icmp ult i32 %15, %0
  br i1 %16, label %17, label %19

17:                                               ; preds = %14
  %18 = add i32 %15, 1
  br label %14, !llvm.loop !12

19:                                               ; preds = %14
  ret i32 %5
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 1, i32 4}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 2, i32 2}
!5 = !{i16 7, i16 0}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.count", i32 4}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.full"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.enable"}
