; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func float @first(ptr addrspace(1) %0) #0 {
  %2 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %3 = call spir_func float @_Z25atomic_fetch_min_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4) %2, float 1.000000e+00, i32 0, i32 2) #0
  %4 = call spir_func float @_Z4fmaxff(float %3, float 1.000000e+00) #0
  ret float %4
}

; Function Attrs: nounwind
declare spir_func float @_Z4fmaxff(float, float) #0

; Function Attrs: nounwind
define spir_func float @second(float %0) #0 {
  %2 = call spir_func float @_Z4sqrtf(float %0) #0
  ret float %2
}

; Function Attrs: nounwind
declare spir_func float @_Z4sqrtf(float) #0

; Function Attrs: nounwind
declare spir_func float @_Z25atomic_fetch_min_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4), float, i32, i32) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_EXT_shader_atomic_float_min_max"}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 5612}
!6 = !{i32 2, i32 2}
!7 = !{i16 7, i16 0}
