; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@table = internal addrspace(1) global [2 x ptr] [ptr @twice, ptr @negate]

; Function Attrs: nounwind
define spir_kernel void @apply(i32 %x, i32 %sel, ptr addrspace(1) %out) #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_type_qual !11 !kernel_arg_base_type !10 {
  %1 = icmp eq i32 %sel, 0
  %fp = select i1 %1, ptr @twice, ptr @negate
  %call = call spir_func i32 %fp(i32 %x)
  store i32 %call, ptr addrspace(1) %out, align 4
  ret void
}

; Function Attrs: nounwind
define internal spir_func i32 @twice(i32 %0) #1 {
  %2 = add i32 %0, %0
  ret i32 %2
}

; Function Attrs: nounwind
define internal spir_func i32 @negate(i32 %0) #0 {
  %2 = sub i32 0, %0
  ret i32 %2
}

attributes #0 = { nounwind }
attributes #1 = { nounwind "referenced-indirectly" }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_function_pointers"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 5603}
!5 = !{i32 5604}
!6 = !{i32 2, i32 2}
!7 = !{i16 7, i16 0}
!8 = !{i32 0, i32 0, i32 1}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"int", !"int", !"int*"}
!11 = !{!"", !"", !""}
