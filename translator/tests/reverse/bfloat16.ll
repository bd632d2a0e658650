; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @widen(bfloat %b) #0 {
  %1 = fpext bfloat %b to float
  %2 = fpext bfloat 0xR3F80 to float
  %3 = fadd float %1, %2
  %s = fptrunc float %3 to bfloat
  %4 = fpext bfloat %s to float
  %h = fptrunc float %4 to half
  %5 = fpext half %h to float
  %r = fadd float %5, %1
  ret float %r
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}

!0 = !{i32 1, i32 4}
!1 = !{!"SPV_KHR_bfloat16"}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 9}
!6 = !{i32 5116}
!7 = !{i32 2, i32 2}
!8 = !{i16 7, i16 0}
