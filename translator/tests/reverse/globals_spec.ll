; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@lut = internal addrspace(2) constant [3 x i32] [i32 1, i32 2, i32 3], align 4
@counter = addrspace(1) global i32 0
@ext = external addrspace(1) global i32

; Function Attrs: nounwind
define spir_kernel void @k() #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !6 !kernel_arg_type !6 !kernel_arg_type_qual !6 !kernel_arg_base_type !6 {
  store i32 42, ptr addrspace(1) @counter, align 4
  store i32 5, ptr addrspace(1) @ext, align 4
  ret void
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
!6 = !{}
