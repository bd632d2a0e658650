; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) constant i32 42, align 4, !spirv.Decorations !0

!opencl.spir.version = !{!4}
!spirv.Capability = !{!5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.Generator = !{!9}

!0 = !{!1, !2, !3}
!1 = !{i32 22}
!2 = !{i32 41, !"table", i32 0}
!3 = !{i32 44, i32 4}
!4 = !{i32 1, i32 0}
!5 = !{i32 4}
!6 = !{i32 6}
!7 = !{i32 5}
!8 = !{i32 2, i32 2}
!9 = !{i16 7, i16 0}
