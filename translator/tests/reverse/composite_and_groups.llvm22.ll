; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%pair = type { float, i32 }

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) captures(none) %a, ptr addrspace(1) captures(none) %b, float %x, i32 %n) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_type_qual !8 !kernel_arg_base_type !7 {
  %1 = alloca [2 x float], align 4
  %2 = alloca %pair, align 8
  %gep = getelementptr inbounds %pair, ptr %2, i32 0, i32 0
  store float %x, ptr %gep, align 4
  %gep1 = getelementptr inbounds %pair, ptr %2, i32 0, i32 1
  store i32 %n, ptr %gep1, align 4
  %s = load %pair, ptr %2, align 4
  %gep2 = getelementptr inbounds [2 x float], ptr %1, i32 0, i32 0
  store float %x, ptr %gep2, align 4
  %gep3 = getelementptr inbounds [2 x float], ptr %1, i32 0, i32 1
  store float %x, ptr %gep3, align 4
  %arr = load [2 x float], ptr %1, align 4
  store [2 x float] %arr, ptr addrspace(1) %a, align 4
  store %pair %s, ptr addrspace(1) %b, align 4
  store %pair { float 1.000000e+00, i32 2 }, ptr addrspace(1) %b, align 4
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
!5 = !{i32 1, i32 1, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"void*", !"struct pair*", !"float", !"int"}
!8 = !{!"", !"", !"", !""}
