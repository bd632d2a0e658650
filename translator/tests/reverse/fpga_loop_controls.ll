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
  br label %header, !llvm.loop !10

exit:                                             ; preds = %header
  br label %header2

header2:                                          ; preds = %latch2, %exit
  %5 = phi i32 [ 0, %exit ], [ %7, %latch2 ]
  br label %body2

body2:                                            ; preds = %header2
  %6 = icmp ult i32 %5, %0
  br i1 %6, label %latch2, label %exit2

latch2:                                           ; preds = %body2
  %7 = add i32 %5, 1
  br label %header2, !llvm.loop !15

exit2:                                            ; preds = %body2
  ret i32 %5
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1, !2}
!spirv.Capability = !{!3, !4, !5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.Generator = !{!9}

!0 = !{i32 1, i32 4}
!1 = !{!"SPV_INTEL_fpga_loop_controls"}
!2 = !{!"SPV_INTEL_unstructured_loop_controls"}
!3 = !{i32 4}
!4 = !{i32 6}
!5 = !{i32 5}
!6 = !{i32 5888}
!7 = !{i32 5886}
!8 = !{i32 2, i32 2}
!9 = !{i16 7, i16 0}
!10 = distinct !{!10, !11, !12, !13, !14}
!11 = !{!"llvm.loop.ivdep.safelen", i32 4}
!12 = !{!"llvm.loop.unroll.count", i32 8}
!13 = !{!"llvm.loop.ii.count", i32 3}
!14 = !{!"llvm.loop.max_concurrency.count", i32 2}
!15 = distinct !{!15, !16, !17, !19}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!18}
!18 = !{!"llvm.loop.coalesce.enable"}
!19 = !{!"llvm.loop.intel.speculated.iterations.count", i32 5}
