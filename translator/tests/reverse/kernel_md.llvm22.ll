; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) noalias readonly align 16 captures(none) %in, ptr addrspace(3) %tmp, i32 zeroext %n) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_type_qual !10 !kernel_arg_base_type !9 !reqd_work_group_size !11 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Source = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!2}
!spirv.Capability = !{!3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 3, i32 200000}
!1 = !{i32 2, i32 0}
!2 = !{i32 1, i32 0}
!3 = !{i32 4}
!4 = !{i32 6}
!5 = !{i32 2, i32 2}
!6 = !{i16 7, i16 0}
!7 = !{i32 1, i32 3, i32 0}
!8 = !{!"none", !"none", !"none"}
!9 = !{!"float4*", !"int*", !"int"}
!10 = !{!"const restrict", !"", !""}
!11 = !{i32 64, i32 2, i32 1}
