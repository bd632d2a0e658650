; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external addrspace(7) constant <3 x i64>

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %0) #0 !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
  %2 = load <3 x i64>, ptr addrspace(7) @__spirv_BuiltInGlobalInvocationId, align 32
  %3 = extractelement <3 x i64> %2, i32 0
  store i64 %3, ptr addrspace(1) %0, align 8
  ret void
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}

!0 = !{i32 1, i32 0}
!1 = !{i32 1}
!2 = !{!"none"}
!3 = !{!"long*"}
!4 = !{!""}
