; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst, <2 x i32> %at) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_type_qual !13 !kernel_arg_base_type !12 {
  %h = call spir_func i16 @_Z35intel_sub_group_media_block_read_usDv2_iii14ocl_image2d_ro(<2 x i32> %at, i32 8, i32 2, ptr addrspace(1) %src) #1
  %q = call spir_func <4 x i32> @_Z36intel_sub_group_media_block_read_ui4Dv2_iii14ocl_image2d_ro(<2 x i32> %at, i32 4, i32 4, ptr addrspace(1) %src) #1
  call spir_func void @_Z37intel_sub_group_media_block_write_ui4Dv2_iiiDv4_j14ocl_image2d_wo(<2 x i32> %at, i32 4, i32 4, <4 x i32> %q, ptr addrspace(1) %dst) #1
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i16 @_Z35intel_sub_group_media_block_read_usDv2_iii14ocl_image2d_ro(<2 x i32>, i32, i32, ptr addrspace(1)) #1

; Function Attrs: convergent nounwind
declare spir_func <4 x i32> @_Z36intel_sub_group_media_block_read_ui4Dv2_iii14ocl_image2d_ro(<2 x i32>, i32, i32, ptr addrspace(1)) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z37intel_sub_group_media_block_write_ui4Dv2_iiiDv4_j14ocl_image2d_wo(<2 x i32>, i32, i32, <4 x i32>, ptr addrspace(1)) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!opencl.spir.version = !{!0}
!opencl.used.optional.core.features = !{!1}
!spirv.Extension = !{!2}
!spirv.Capability = !{!3, !4, !5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.Generator = !{!9}

!0 = !{i32 1, i32 0}
!1 = !{!"cl_images"}
!2 = !{!"SPV_INTEL_media_block_io"}
!3 = !{i32 4}
!4 = !{i32 6}
!5 = !{i32 13}
!6 = !{i32 22}
!7 = !{i32 5579}
!8 = !{i32 2, i32 2}
!9 = !{i16 7, i16 0}
!10 = !{i32 1, i32 1, i32 0}
!11 = !{!"read_only", !"write_only", !"none"}
!12 = !{!"image2d_t", !"image2d_t", !"int2"}
!13 = !{!"", !"", !""}
