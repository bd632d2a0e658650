; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %0) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_type_qual !8 !kernel_arg_base_type !7 {
  %expected = alloca i32, align 4
  %2 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %3 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %2, i32 1, i32 5, i32 2) #0
  %4 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %5 = call spir_func i32 @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4) %4, i32 %3, i32 5, i32 2) #0
  %6 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  store i32 %3, ptr %expected, align 4
  %expected.as = addrspacecast ptr %expected to ptr addrspace(4)
  %7 = call spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) %6, ptr addrspace(4) %expected.as, i32 %5, i32 5, i32 5, i32 2) #0
  %8 = load i32, ptr addrspace(4) %expected.as, align 4
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 1, i32 1) #1
  store i32 %8, ptr addrspace(1) %0, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4), ptr addrspace(4), i32, i32, i32, i32) #0

; Function Attrs: convergent nounwind
declare spir_func void @_Z18work_group_barrierj12memory_scope(i32, i32) #1

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
