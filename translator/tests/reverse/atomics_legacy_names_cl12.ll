; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %q, ptr addrspace(1) %l, ptr addrspace(1) %f) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_type_qual !10 !kernel_arg_base_type !9 {
  %1 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %p, i32 1) #0
  %2 = call spir_func i32 @_Z10atomic_subPU3AS1Vii(ptr addrspace(1) %p, i32 1) #0
  %3 = call spir_func i32 @_Z10atomic_andPU3AS1Vii(ptr addrspace(1) %p, i32 1) #0
  %4 = call spir_func i32 @_Z9atomic_orPU3AS1Vii(ptr addrspace(1) %p, i32 1) #0
  %5 = call spir_func i32 @_Z10atomic_xorPU3AS1Vii(ptr addrspace(1) %p, i32 1) #0
  %6 = call spir_func i32 @_Z10atomic_minPU3AS1Vii(ptr addrspace(1) %p, i32 1) #0
  %7 = call spir_func i32 @_Z10atomic_maxPU3AS1Vjj(ptr addrspace(1) %p, i32 1) #0
  %8 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) %p, i32 1) #0
  %9 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) %p) #0
  %10 = call spir_func i32 @_Z10atomic_decPU3AS3Vi(ptr addrspace(3) %q) #0
  %11 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS3Viii(ptr addrspace(3) %q, i32 2, i32 1) #0
  %12 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %p, i32 0) #0
  %13 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) %p, i32 2) #0
  %14 = call spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1) %l, i64 3) #0
  %15 = call spir_func i64 @_Z8atom_minPU3AS1Vmm(ptr addrspace(1) %l, i64 3) #0
  %16 = call spir_func i64 @_Z8atom_incPU3AS1Vl(ptr addrspace(1) %l) #0
  %17 = call spir_func i64 @_Z12atom_cmpxchgPU3AS1Vlll(ptr addrspace(1) %l, i64 3, i64 4) #0
  %18 = call spir_func float @_Z11atomic_xchgPU3AS1Vff(ptr addrspace(1) %f, float 1.000000e+00) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_subPU3AS1Vii(ptr addrspace(1), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_andPU3AS1Vii(ptr addrspace(1), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z9atomic_orPU3AS1Vii(ptr addrspace(1), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_xorPU3AS1Vii(ptr addrspace(1), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_minPU3AS1Vii(ptr addrspace(1), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_maxPU3AS1Vjj(ptr addrspace(1), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z10atomic_decPU3AS3Vi(ptr addrspace(3)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS3Viii(ptr addrspace(3), i32, i32) #0

; Function Attrs: nounwind
declare spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1), i64) #0

; Function Attrs: nounwind
declare spir_func i64 @_Z8atom_minPU3AS1Vmm(ptr addrspace(1), i64) #0

; Function Attrs: nounwind
declare spir_func i64 @_Z8atom_incPU3AS1Vl(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i64 @_Z12atom_cmpxchgPU3AS1Vlll(ptr addrspace(1), i64, i64) #0

; Function Attrs: nounwind
declare spir_func float @_Z11atomic_xchgPU3AS1Vff(ptr addrspace(1), float) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 12}
!5 = !{i32 2, i32 2}
!6 = !{i16 7, i16 0}
!7 = !{i32 1, i32 3, i32 1, i32 1}
!8 = !{!"none", !"none", !"none", !"none"}
!9 = !{!"int*", !"int*", !"long*", !"float*"}
!10 = !{!"", !"", !"", !""}
