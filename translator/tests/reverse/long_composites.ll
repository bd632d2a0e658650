; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%s = type { i32, i8, i16 }

@g = addrspace(1) global %s { i32 1, i8 2, i16 3 }, align 4

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.Generator = !{!9}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_long_composites"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 5}
!5 = !{i32 39}
!6 = !{i32 22}
!7 = !{i32 6089}
!8 = !{i32 2, i32 2}
!9 = !{i16 7, i16 0}
