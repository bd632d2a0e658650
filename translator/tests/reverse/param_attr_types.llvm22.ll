; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @f(ptr addrspace(1) captures(none) %buf, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, i8 zeroext %c) #0 {
  ret void
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!opencl.used.optional.core.features = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}

!0 = !{i32 1, i32 0}
!1 = !{!"cl_images"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 5}
!5 = !{i32 39}
!6 = !{i32 13}
!7 = !{i32 2, i32 2}
!8 = !{i16 7, i16 0}
