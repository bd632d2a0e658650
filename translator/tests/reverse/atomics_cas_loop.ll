; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %p) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_type_qual !8 !kernel_arg_base_type !7 {
entry:
  %expected = alloca i32, align 4
  %0 = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %1 = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %0, i32 0, i32 2) #0
  br label %loop

loop:                                             ; preds = %loop, %entry
  %old = phi i32 [ %1, %entry ], [ %seen, %loop ]
  %2 = add i32 %old, 1
  %3 = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  store i32 %old, ptr %expected, align 4
  %expected.as = addrspacecast ptr %expected to ptr addrspace(4)
  %4 = call spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) %3, ptr addrspace(4) %expected.as, i32 %2, i32 3, i32 0, i32 2) #0
  %seen = load i32, ptr addrspace(4) %expected.as, align 4
  %5 = icmp eq i32 %seen, %old
  br i1 %5, label %done, label %loop

done:                                             ; preds = %loop
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4), i32, i32) #0

; Function Attrs: nounwind
declare spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4), ptr addrspace(4), i32, i32, i32, i32) #0

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
