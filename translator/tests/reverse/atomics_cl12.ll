; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %0) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_type_qual !8 !kernel_arg_base_type !7 {
  %2 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %0, i32 1) #0
  %3 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) %0) #0
  call spir_func void @_Z7barrierj(i32 2) #1
  %4 = add i32 %2, %3
  store i32 %4, ptr addrspace(1) %0, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1)) #0

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

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
