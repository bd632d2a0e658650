; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@fmt = internal unnamed_addr addrspace(2) constant [3 x i8] c"%d\00"

; Function Attrs: nounwind
define spir_func void @p() #0 {
  %1 = bitcast ptr addrspace(2) @fmt to ptr addrspace(2)
  %2 = call spir_func i32 @_Z18__spirv_ocl_printfPU3AS2ci(ptr addrspace(2) %1, i32 7) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z18__spirv_ocl_printfPU3AS2ci(ptr addrspace(2), i32) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 39}
!5 = !{i32 2, i32 2}
!6 = !{i16 7, i16 0}
