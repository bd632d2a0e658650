; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external addrspace(7) constant <3 x i64>

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %0) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %2 = load <3 x i64>, ptr addrspace(7) @__spirv_BuiltInGlobalInvocationId, align 32
  %3 = extractelement <3 x i64> %2, i32 0
  store i64 %3, ptr addrspace(1) %0, align 8
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
!3 = !{i32 11}
!4 = !{i32 2, i32 2}
!5 = !{i16 7, i16 0}
!6 = !{i32 1}
!7 = !{!"none"}
!8 = !{!"long*"}
!9 = !{!""}
