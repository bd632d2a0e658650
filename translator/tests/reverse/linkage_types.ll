; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@tentative = common addrspace(1) global i32 0
@defined = addrspace(1) global i32 7
@imported = external addrspace(1) global i32
@avail = available_externally addrspace(1) global i32 7
@local = internal addrspace(1) global i32 7

; Function Attrs: nounwind
define available_externally spir_func i32 @inl(i32 %x) #0 {
  ret i32 %x
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 2, i32 2}
!5 = !{i16 7, i16 0}
