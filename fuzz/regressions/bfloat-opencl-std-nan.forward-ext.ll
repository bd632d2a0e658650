; ModuleID = 'spirv'
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @first(ptr addrspace(1) %0, i16 %bits) #0 {
  %2 = call spir_func float @_Z21__spirv_AtomicFMinEXTPU3AS1fiif(ptr addrspace(1) %0, i32 1, i32 0, float 1.000000e+00) #0
  %3 = call spir_func bfloat @_Z22__spirv_ocl_nan_RDF16bt(i16 %bits) #0
  %4 = call spir_func half @_Z15__spirv_ocl_nant(i16 %bits) #0
  ret float %2
}

; Function Attrs: nounwind
declare spir_func float @_Z21__spirv_AtomicFMinEXTPU3AS1fiif(ptr addrspace(1), i32, i32, float) #0

; Function Attrs: nounwind
declare spir_func bfloat @_Z22__spirv_ocl_nan_RDF16bt(i16) #0

; Function Attrs: nounwind
declare spir_func half @_Z15__spirv_ocl_nant(i16) #0

; Function Attrs: nounwind
define spir_func double @second(ptr addrspace(1) %0) #0 {
  %2 = call spir_func double @_Z21__spirv_AtomicFMaxEXTPU3AS1diid(ptr addrspace(1) %0, i32 1, i32 0, double 1.000000e+00) #0
  ret double %2
}

; Function Attrs: nounwind
declare spir_func double @_Z21__spirv_AtomicFMaxEXTPU3AS1diid(ptr addrspace(1), i32, i32, double) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!opencl.used.optional.core.features = !{!1}
!spirv.Extension = !{!2, !3}
!spirv.Capability = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
!spirv.MemoryModel = !{!14}
!spirv.Generator = !{!15}

!0 = !{i32 1, i32 0}
!1 = !{!"cl_doubles"}
!2 = !{!"SPV_EXT_shader_atomic_float_min_max"}
!3 = !{!"SPV_KHR_bfloat16"}
!4 = !{i32 4}
!5 = !{i32 5}
!6 = !{i32 6}
!7 = !{i32 22}
!8 = !{i32 11}
!9 = !{i32 9}
!10 = !{i32 10}
!11 = !{i32 5116}
!12 = !{i32 5612}
!13 = !{i32 5613}
!14 = !{i32 2, i32 2}
!15 = !{i16 7, i16 0}
