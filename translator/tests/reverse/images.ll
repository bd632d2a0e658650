; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst) #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_type_qual !11 !kernel_arg_base_type !10 {
  %1 = call ptr addrspace(2) @__translate_sampler_initializer(i32 18) #0
  %2 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1) %src, ptr addrspace(2) %1, <2 x float> zeroinitializer) #0
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1) %dst, <2 x i32> zeroinitializer, <4 x float> %2) #0
  %3 = call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(1) %src) #0
  ret void
}

; Function Attrs: nounwind
declare ptr addrspace(2) @__translate_sampler_initializer(i32) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1), ptr addrspace(2), <2 x float>) #0

; Function Attrs: nounwind
declare spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1), <2 x i32>, <4 x float>) #0

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(1)) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!opencl.used.optional.core.features = !{!1}
!spirv.Capability = !{!2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 1, i32 0}
!1 = !{!"cl_images"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 13}
!5 = !{i32 20}
!6 = !{i32 2, i32 2}
!7 = !{i16 7, i16 0}
!8 = !{i32 1, i32 1}
!9 = !{!"read_only", !"write_only"}
!10 = !{!"image2d_t", !"image2d_t"}
!11 = !{!"", !""}
