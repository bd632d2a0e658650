; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <4 x float> @smp(ptr addrspace(1) %img) #0 {
  %1 = call ptr addrspace(2) @__translate_sampler_initializer(i32 19) #0
  %2 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1) %img, ptr addrspace(2) %1, <2 x float> zeroinitializer) #0
  ret <4 x float> %2
}

; Function Attrs: nounwind
declare ptr addrspace(2) @__translate_sampler_initializer(i32) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1), ptr addrspace(2), <2 x float>) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 20}
!4 = !{i32 5}
!5 = !{i32 2, i32 2}
!6 = !{i16 7, i16 0}
