; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define internal spir_func i32 @square(i32 %0) #0 {
  %2 = mul i32 %0, %0
  ret i32 %2
}

; Function Attrs: nounwind
define internal spir_func void @nothing() #0 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @run(ptr addrspace(1) %out, i32 %a) #0 !kernel_arg_addr_space !0 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %ts = call spir_func target("spirv.TaskSequenceINTEL") @_Z66__spirv_TaskSequenceCreateINTEL_RPU3AS125__spirv_TaskSequenceINTELPiiiii(ptr @square, i32 -1, i32 0, i32 4, i32 2) #0
  call spir_func void @_Z30__spirv_TaskSequenceAsyncINTELPU3AS125__spirv_TaskSequenceINTELi(target("spirv.TaskSequenceINTEL") %ts, i32 %a) #0
  %r = call spir_func i32 @_Z28__spirv_TaskSequenceGetINTELPU3AS125__spirv_TaskSequenceINTEL(target("spirv.TaskSequenceINTEL") %ts) #0
  store i32 %r, ptr addrspace(1) %out, align 4
  call spir_func void @_Z32__spirv_TaskSequenceReleaseINTELPU3AS125__spirv_TaskSequenceINTEL(target("spirv.TaskSequenceINTEL") %ts) #0
  %vs = call spir_func target("spirv.TaskSequenceINTEL") @_Z66__spirv_TaskSequenceCreateINTEL_RPU3AS125__spirv_TaskSequenceINTELPviiii(ptr @nothing, i32 0, i32 -1, i32 0, i32 0) #0
  call spir_func void @_Z30__spirv_TaskSequenceAsyncINTELPU3AS125__spirv_TaskSequenceINTEL(target("spirv.TaskSequenceINTEL") %vs) #0
  call spir_func void @_Z28__spirv_TaskSequenceGetINTELPU3AS125__spirv_TaskSequenceINTEL(target("spirv.TaskSequenceINTEL") %vs) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func target("spirv.TaskSequenceINTEL") @_Z66__spirv_TaskSequenceCreateINTEL_RPU3AS125__spirv_TaskSequenceINTELPiiiii(ptr, i32, i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z30__spirv_TaskSequenceAsyncINTELPU3AS125__spirv_TaskSequenceINTELi(target("spirv.TaskSequenceINTEL"), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z28__spirv_TaskSequenceGetINTELPU3AS125__spirv_TaskSequenceINTEL(target("spirv.TaskSequenceINTEL")) #0

; Function Attrs: nounwind
declare spir_func void @_Z32__spirv_TaskSequenceReleaseINTELPU3AS125__spirv_TaskSequenceINTEL(target("spirv.TaskSequenceINTEL")) #0

; Function Attrs: nounwind
declare spir_func target("spirv.TaskSequenceINTEL") @_Z66__spirv_TaskSequenceCreateINTEL_RPU3AS125__spirv_TaskSequenceINTELPviiii(ptr, i32, i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z30__spirv_TaskSequenceAsyncINTELPU3AS125__spirv_TaskSequenceINTEL(target("spirv.TaskSequenceINTEL")) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_task_sequence"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 6162}
!5 = !{i32 2, i32 2}
!6 = !{i16 7, i16 0}
!7 = !{!"none", !"none"}
!8 = !{!"int*", !"int"}
!9 = !{!"", !""}
