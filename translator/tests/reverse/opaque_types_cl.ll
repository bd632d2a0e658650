; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <4 x float> @helper(ptr addrspace(1) %h_img, ptr addrspace(2) %h_smp, ptr %h_ev, ptr %h_q, ptr %h_rid) #0 {
  %1 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1) %h_img, ptr addrspace(2) %h_smp, <2 x float> zeroinitializer) #0
  ret <4 x float> %1
}

; Function Attrs: nounwind
define spir_func void @store_fn(ptr addrspace(1) %h_ps) #0 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %i1, ptr addrspace(1) %i1a, ptr addrspace(1) %i1b, ptr addrspace(1) %i2, ptr addrspace(1) %w2, ptr addrspace(1) %rw2, ptr addrspace(1) %i2a, ptr addrspace(1) %i2d, ptr addrspace(1) %i2ad, ptr addrspace(1) %i2ms, ptr addrspace(1) %i3, ptr addrspace(2) %s, ptr addrspace(1) %rp, ptr addrspace(1) %wp, ptr addrspace(1) %out, ptr addrspace(3) %loc) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
  %evslot = alloca ptr, align 8
  %1 = alloca ptr, align 8
  %2 = call spir_func i32 @_Z15get_image_width14ocl_image1d_ro(ptr addrspace(1) %i1) #0
  %3 = call spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(ptr addrspace(1) %i1a) #0
  %4 = insertelement <2 x i32> undef, i32 %3, i32 0
  %5 = call spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(ptr addrspace(1) %i1a) #0
  %6 = trunc i64 %5 to i32
  %7 = insertelement <2 x i32> %4, i32 %6, i32 1
  %8 = call spir_func i32 @_Z15get_image_width21ocl_image1d_buffer_ro(ptr addrspace(1) %i1b) #0
  %9 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(ptr addrspace(1) %i2, <2 x i32> zeroinitializer) #0
  %10 = call ptr addrspace(2) @__translate_sampler_initializer(i32 18) #0
  %11 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1) %i2, ptr addrspace(2) %10, <2 x float> zeroinitializer) #0
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1) %w2, <2 x i32> zeroinitializer, <4 x float> %11) #0
  %12 = call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_rwDv2_i(ptr addrspace(1) %rw2, <2 x i32> zeroinitializer) #0
  call spir_func void @_Z13write_imageui14ocl_image2d_rwDv2_iDv4_j(ptr addrspace(1) %rw2, <2 x i32> zeroinitializer, <4 x i32> %12) #0
  %13 = call spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_ro(ptr addrspace(1) %i2a) #0
  %14 = shufflevector <2 x i32> %13, <2 x i32> poison, <3 x i32> <i32 0, i32 1, i32 poison>
  %15 = call spir_func i64 @_Z20get_image_array_size20ocl_image2d_array_ro(ptr addrspace(1) %i2a) #0
  %16 = trunc i64 %15 to i32
  %17 = insertelement <3 x i32> %14, i32 %16, i32 2
  %18 = call spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(ptr addrspace(1) %i2d, <2 x i32> zeroinitializer) #0
  %19 = insertelement <4 x float> zeroinitializer, float %18, i32 0
  %20 = call spir_func i32 @_Z24get_image_num_mip_levels26ocl_image2d_array_depth_ro(ptr addrspace(1) %i2ad) #0
  %21 = call spir_func i32 @_Z21get_image_num_samples19ocl_image2d_msaa_ro(ptr addrspace(1) %i2ms) #0
  %22 = call spir_func i32 @_Z23get_image_channel_order14ocl_image3d_ro(ptr addrspace(1) %i3) #0
  %23 = call spir_func i32 @_Z27get_image_channel_data_type14ocl_image3d_ro(ptr addrspace(1) %i3) #0
  %24 = call spir_func ptr @_Z29async_work_group_strided_copyPU3AS3jPU3AS1Kjmm9ocl_event(ptr addrspace(3) %loc, ptr addrspace(1) %out, i64 4, i64 1, ptr null) #1
  store ptr %24, ptr %evslot, align 8
  %25 = addrspacecast ptr %evslot to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %25) #0
  %26 = call spir_func ptr @_Z17get_default_queuev() #0
  %27 = addrspacecast ptr %1 to ptr addrspace(4)
  %28 = call spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(ptr %26, i32 0, ptr addrspace(4) null, ptr addrspace(4) %27) #0
  %29 = load ptr, ptr %1, align 8
  call spir_func void @_Z12retain_event12ocl_clkevent(ptr %29) #0
  %30 = call spir_func ptr @_Z17create_user_eventv() #0
  call spir_func void @_Z13release_event12ocl_clkevent(ptr %30) #0
  %31 = call spir_func ptr @__reserve_read_pipe(ptr addrspace(1) %rp, i32 1, i32 4, i32 4) #0
  %32 = call spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr %31) #0
  call spir_func void @__commit_read_pipe(ptr addrspace(1) %rp, ptr %31, i32 4, i32 4) #0
  %33 = call spir_func i32 @__get_pipe_num_packets_wo(ptr addrspace(1) %wp, i32 4, i32 4) #0
  %34 = call spir_func <4 x float> @helper(ptr addrspace(1) %i2, ptr addrspace(2) %s, ptr %24, ptr %26, ptr %31) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1), ptr addrspace(2), <2 x float>) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z15get_image_width14ocl_image1d_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z15get_image_width21ocl_image1d_buffer_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(ptr addrspace(1), <2 x i32>) #0

; Function Attrs: nounwind
declare ptr addrspace(2) @__translate_sampler_initializer(i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1), <2 x i32>, <4 x float>) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_rwDv2_i(ptr addrspace(1), <2 x i32>) #0

; Function Attrs: nounwind
declare spir_func void @_Z13write_imageui14ocl_image2d_rwDv2_iDv4_j(ptr addrspace(1), <2 x i32>, <4 x i32>) #0

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i64 @_Z20get_image_array_size20ocl_image2d_array_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(ptr addrspace(1), <2 x i32>) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z24get_image_num_mip_levels26ocl_image2d_array_depth_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z21get_image_num_samples19ocl_image2d_msaa_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z23get_image_channel_order14ocl_image3d_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z27get_image_channel_data_type14ocl_image3d_ro(ptr addrspace(1)) #0

; Function Attrs: convergent nounwind
declare spir_func ptr @_Z29async_work_group_strided_copyPU3AS3jPU3AS1Kjmm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, i64, ptr) #1

; Function Attrs: nounwind
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z17get_default_queuev() #0

; Function Attrs: nounwind
declare spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(ptr, i32, ptr addrspace(4), ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func void @_Z12retain_event12ocl_clkevent(ptr) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z17create_user_eventv() #0

; Function Attrs: nounwind
declare spir_func void @_Z13release_event12ocl_clkevent(ptr) #0

; Function Attrs: nounwind
declare spir_func ptr @__reserve_read_pipe(ptr addrspace(1), i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr) #0

; Function Attrs: nounwind
declare spir_func void @__commit_read_pipe(ptr addrspace(1), ptr, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @__get_pipe_num_packets_wo(ptr addrspace(1), i32, i32) #0

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!opencl.spir.version = !{!0}
!opencl.used.optional.core.features = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15}
!spirv.MemoryModel = !{!16}
!spirv.Generator = !{!17}

!0 = !{i32 1, i32 4}
!1 = !{!"cl_images"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 5}
!5 = !{i32 11}
!6 = !{i32 13}
!7 = !{i32 14}
!8 = !{i32 50}
!9 = !{i32 20}
!10 = !{i32 43}
!11 = !{i32 46}
!12 = !{i32 17}
!13 = !{i32 19}
!14 = !{i32 60}
!15 = !{i32 38}
!16 = !{i32 2, i32 2}
!17 = !{i16 7, i16 0}
!18 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 1, i32 1, i32 1, i32 3}
!19 = !{!"read_only", !"read_only", !"read_only", !"read_only", !"write_only", !"read_write", !"read_only", !"read_only", !"read_only", !"read_only", !"read_only", !"none", !"read_only", !"write_only", !"none", !"none"}
!20 = !{!"image1d_t", !"image1d_array_t", !"image1d_buffer_t", !"image2d_t", !"image2d_t", !"image2d_t", !"image2d_array_t", !"image2d_depth_t", !"image2d_array_depth_t", !"image2d_msaa_t", !"image3d_t", !"sampler_t", !"pipe", !"pipe", !"int*", !"int*"}
!21 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"pipe", !"pipe", !"", !""}
