; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%pair = type { i32, i32 }
%pair2 = type { i32, i32 }

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, %pair %s, ptr addrspace(1) %out) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %1 = alloca %pair, align 8
  store i32 8, ptr addrspace(1) %out, align 4
  %eq = icmp eq ptr addrspace(1) %a, %b
  %ne = icmp ne ptr addrspace(1) %a, %b
  %2 = ptrtoint ptr addrspace(1) %a to i64
  %3 = ptrtoint ptr addrspace(1) %b to i64
  %4 = sub i64 %2, %3
  %diff = sdiv exact i64 %4, 8
  store %pair %s, ptr %1, align 4
  %copy = load %pair2, ptr %1, align 4
  ret void
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 1, i32 4}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 2, i32 2}
!5 = !{i16 7, i16 0}
!6 = !{i32 1, i32 1, i32 0, i32 1}
!7 = !{!"none", !"none", !"none", !"none"}
!8 = !{!"struct pair*", !"struct pair*", !"struct pair", !"int*"}
!9 = !{!"", !"", !"", !""}
