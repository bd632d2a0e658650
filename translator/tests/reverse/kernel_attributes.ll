; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %out) #0 !pipeline_kernel !13 !stall_free !13 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_type_qual !16 !kernel_arg_base_type !15 !max_work_group_size !17 !max_global_work_dim !13 !ip_interface !18 {
  store i32 7, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1, !2, !3}
!spirv.Capability = !{!4, !5, !6, !7, !8, !9, !10}
!spirv.MemoryModel = !{!11}
!spirv.Generator = !{!12}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_fpga_cluster_attributes"}
!2 = !{!"SPV_INTEL_fpga_invocation_pipelining_attributes"}
!3 = !{!"SPV_INTEL_kernel_attributes"}
!4 = !{i32 4}
!5 = !{i32 6}
!6 = !{i32 5892}
!7 = !{i32 5897}
!8 = !{i32 6161}
!9 = !{i32 5916}
!10 = !{i32 6150}
!11 = !{i32 2, i32 2}
!12 = !{i16 7, i16 0}
!13 = !{i32 1}
!14 = !{!"none"}
!15 = !{!"int*"}
!16 = !{!""}
!17 = !{i32 8, i32 8, i32 1}
!18 = !{!"csr", !"wait_for_done_write"}
