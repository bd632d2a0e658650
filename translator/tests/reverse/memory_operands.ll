; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %p) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_type_qual !8 !kernel_arg_base_type !7 {
  %v = load volatile i32, ptr addrspace(1) %p, align 4, !nontemporal !5
  %w = load i32, ptr addrspace(1) %p, align 8
  store i32 %v, ptr addrspace(1) %p, align 4, !nontemporal !5
  store volatile i32 %w, ptr addrspace(1) %p, align 4
  ret void
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 7, i16 0}
!5 = !{i32 1}
!6 = !{!"none"}
!7 = !{!"int*"}
!8 = !{!""}
