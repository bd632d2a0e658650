; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) noalias nocapture readonly align 16 %in, ptr addrspace(3) %tmp, i32 zeroext %n) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 !reqd_work_group_size !7 {
  ret void
}

attributes #0 = { nounwind }

!spirv.Source = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!2}

!0 = !{i32 3, i32 200000}
!1 = !{i32 2, i32 0}
!2 = !{i32 1, i32 0}
!3 = !{i32 1, i32 3, i32 0}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"float4*", !"int*", !"int"}
!6 = !{!"const restrict", !"", !""}
!7 = !{i32 64, i32 2, i32 1}
