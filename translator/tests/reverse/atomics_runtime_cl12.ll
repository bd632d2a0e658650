; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %p, i32 %scope, i32 %sem, ptr addrspace(3) %flag) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_type_qual !8 !kernel_arg_base_type !7 {
  %load = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %p, i32 0) #0
  %1 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) %p, i32 %load) #0
  %2 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %p, i32 %load) #0
  %3 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) %p, i32 %load, i32 %2) #0
  %4 = call spir_func i32 @_Z11atomic_xchgPU3AS3Vii(ptr addrspace(3) %flag, i32 1) #0
  %5 = icmp ne i32 %4, 0
  %6 = call spir_func i32 @_Z11atomic_xchgPU3AS3Vii(ptr addrspace(3) %flag, i32 0) #0
  %call = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  call spir_func void @_Z7barrierj(i32 %call) #1
  %call1 = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  call spir_func void @_Z9mem_fencej(i32 %call1) #0
  call spir_func void @_Z7barrierj(i32 3) #1
  %7 = select i1 %5, i32 %3, i32 %2
  store i32 %7, ptr addrspace(1) %p, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1), i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z11atomic_xchgPU3AS3Vii(ptr addrspace(3), i32) #0

define private spir_func i32 @__translate_spirv_memory_fence(i32 %key) {
entry:
  %key.masked = and i32 2816, %key
  switch i32 %key.masked, label %default [
    i32 256, label %case.256
    i32 512, label %case.512
    i32 768, label %case.768
    i32 2048, label %case.2048
    i32 2304, label %case.2304
    i32 2560, label %case.2560
    i32 2816, label %case.2816
    i32 0, label %case.0
  ]

default:                                          ; preds = %entry
  unreachable

case.256:                                         ; preds = %entry
  ret i32 1

case.512:                                         ; preds = %entry
  ret i32 2

case.768:                                         ; preds = %entry
  ret i32 3

case.2048:                                        ; preds = %entry
  ret i32 4

case.2304:                                        ; preds = %entry
  ret i32 5

case.2560:                                        ; preds = %entry
  ret i32 6

case.2816:                                        ; preds = %entry
  ret i32 7

case.0:                                           ; preds = %entry
  ret i32 0
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32) #1

; Function Attrs: nounwind
declare spir_func void @_Z9mem_fencej(i32) #0

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
!5 = !{i32 1, i32 0, i32 0, i32 3}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"int", !"int", !"int*"}
!8 = !{!"", !"", !"", !""}
