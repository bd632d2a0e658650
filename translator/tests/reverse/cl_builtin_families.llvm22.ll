; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @imgs(ptr addrspace(1) %ms, ptr addrspace(1) %dep, ptr addrspace(2) %smp, ptr addrspace(1) %arr, ptr addrspace(1) %vol, ptr addrspace(1) %wo, ptr addrspace(1) %rw, ptr addrspace(1) align 16 captures(none) %u, ptr addrspace(1) align 4 captures(none) %f, ptr addrspace(1) align 16 captures(none) %sz) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
entry:
  %call = call spir_func <4 x float> @_Z11read_imagef19ocl_image2d_msaa_roDv2_ii(ptr addrspace(1) %ms, <2 x i32> <i32 1, i32 2>, i32 3) #0
  %0 = extractelement <4 x float> %call, i32 0
  store float %0, ptr addrspace(1) %f, align 4
  %1 = call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(ptr addrspace(1) %dep, ptr addrspace(2) %smp, <2 x i32> <i32 0, i32 1>) #0
  %2 = insertelement <4 x float> zeroinitializer, float %1, i32 0
  %call2 = extractelement <4 x float> %2, i32 0
  %3 = bitcast ptr addrspace(1) %f to ptr addrspace(1)
  %arrayidx3 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 4
  %4 = bitcast ptr addrspace(1) %arrayidx3 to ptr addrspace(1)
  store float %call2, ptr addrspace(1) %4, align 4
  %5 = call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_ff(ptr addrspace(1) %dep, ptr addrspace(2) %smp, <2 x float> splat (float 5.000000e-01), float 2.000000e+00) #0
  %6 = insertelement <4 x float> zeroinitializer, float %5, i32 0
  %call5 = extractelement <4 x float> %6, i32 0
  %7 = bitcast ptr addrspace(1) %f to ptr addrspace(1)
  %arrayidx6 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 8
  %8 = bitcast ptr addrspace(1) %arrayidx6 to ptr addrspace(1)
  store float %call5, ptr addrspace(1) %8, align 4
  %call8 = call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_rwDv2_i(ptr addrspace(1) %rw, <2 x i32> zeroinitializer) #0
  store <4 x i32> %call8, ptr addrspace(1) %u, align 16
  %9 = bitcast ptr addrspace(1) %u to ptr addrspace(1)
  %arrayidx11 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 16
  %10 = bitcast ptr addrspace(1) %arrayidx11 to ptr addrspace(1)
  %11 = load <4 x i32>, ptr addrspace(1) %10, align 16
  call spir_func void @_Z13write_imageui14ocl_image2d_woDv2_iDv4_j(ptr addrspace(1) %wo, <2 x i32> splat (i32 1), <4 x i32> %11) #0
  %call12 = call spir_func <2 x i32> @_Z13get_image_dim19ocl_image2d_msaa_ro(ptr addrspace(1) %ms) #0
  %12 = load <4 x i32>, ptr addrspace(1) %sz, align 16
  %13 = shufflevector <2 x i32> %call12, <2 x i32> undef, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %14 = shufflevector <4 x i32> %13, <4 x i32> %12, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  store <4 x i32> %14, ptr addrspace(1) %sz, align 16
  %15 = call spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_ro(ptr addrspace(1) %vol) #0
  %16 = shufflevector <4 x i32> %15, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %call14 = shufflevector <3 x i32> %16, <3 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %17 = bitcast ptr addrspace(1) %sz to ptr addrspace(1)
  %arrayidx15 = getelementptr inbounds i8, ptr addrspace(1) %17, i64 16
  %18 = bitcast ptr addrspace(1) %arrayidx15 to ptr addrspace(1)
  store <4 x i32> %call14, ptr addrspace(1) %18, align 16
  %call16 = call spir_func i32 @_Z24get_image_num_mip_levels14ocl_image3d_ro(ptr addrspace(1) %vol) #0
  %19 = bitcast ptr addrspace(1) %sz to ptr addrspace(1)
  %arrayidx17 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 32
  %20 = insertelement <4 x i32> undef, i32 %call16, i32 0
  %call18 = call spir_func i32 @_Z21get_image_num_samples19ocl_image2d_msaa_ro(ptr addrspace(1) %ms) #0
  %21 = insertelement <4 x i32> %20, i32 %call18, i32 1
  %22 = call spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(ptr addrspace(1) %arr) #0
  %23 = insertelement <2 x i32> undef, i32 %22, i32 0
  %24 = call spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(ptr addrspace(1) %arr) #0
  %25 = trunc i64 %24 to i32
  %26 = insertelement <2 x i32> %23, i32 %25, i32 1
  %call21 = extractelement <2 x i32> %26, i32 0
  %27 = insertelement <4 x i32> undef, i32 %call21, i32 0
  %28 = call spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(ptr addrspace(1) %arr) #0
  %29 = insertelement <2 x i32> undef, i32 %28, i32 0
  %30 = call spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(ptr addrspace(1) %arr) #0
  %31 = trunc i64 %30 to i32
  %32 = insertelement <2 x i32> %29, i32 %31, i32 1
  %33 = extractelement <2 x i32> %32, i32 1
  %call22 = zext i32 %33 to i64
  %conv = trunc i64 %call22 to i32
  %34 = insertelement <4 x i32> %27, i32 %conv, i32 1
  %35 = shufflevector <4 x i32> %21, <4 x i32> %34, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %36 = bitcast ptr addrspace(1) %arrayidx17 to ptr addrspace(1)
  store <4 x i32> %35, ptr addrspace(1) %36, align 16
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @pipes_events(ptr addrspace(1) %wp, ptr addrspace(1) %rp, ptr addrspace(1) align 4 %o, ptr addrspace(3) align 4 %l) #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_type_qual !25 !kernel_arg_base_type !24 {
entry:
  %v = alloca i32, align 4
  %e = alloca ptr, align 8
  %evs = alloca [1 x ptr], align 8
  %done = alloca ptr, align 8
  %0 = bitcast ptr %v to ptr
  store i32 1, ptr %v, align 4
  %1 = addrspacecast ptr %v to ptr addrspace(4)
  %2 = bitcast ptr addrspace(4) %1 to ptr addrspace(4)
  %3 = call spir_func i32 @__write_pipe_2(ptr addrspace(1) %wp, ptr addrspace(4) %2, i32 4, i32 4) #0
  store i32 %3, ptr addrspace(1) %o, align 4
  %4 = call spir_func ptr @__work_group_reserve_read_pipe(ptr addrspace(1) %rp, i32 2, i32 4, i32 4) #1
  %call = call spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr %4) #0
  br i1 %call, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %5 = bitcast ptr addrspace(4) %1 to ptr addrspace(4)
  %6 = call spir_func i32 @__read_pipe_4(ptr addrspace(1) %rp, ptr %4, i32 0, ptr addrspace(4) %5, i32 4, i32 4) #0
  %7 = bitcast ptr addrspace(1) %o to ptr addrspace(1)
  %arrayidx1 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 4
  %8 = bitcast ptr addrspace(1) %arrayidx1 to ptr addrspace(1)
  store i32 %6, ptr addrspace(1) %8, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  call spir_func void @__work_group_commit_read_pipe(ptr addrspace(1) %rp, ptr %4, i32 4, i32 4) #1
  %9 = call spir_func i32 @__get_pipe_num_packets_wo(ptr addrspace(1) %wp, i32 4, i32 4) #0
  %10 = bitcast ptr addrspace(1) %o to ptr addrspace(1)
  %arrayidx2 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 8
  %11 = bitcast ptr addrspace(1) %arrayidx2 to ptr addrspace(1)
  store i32 %9, ptr addrspace(1) %11, align 4
  %12 = bitcast ptr %e to ptr
  %call3 = call spir_func ptr @_Z29async_work_group_strided_copyPU3AS3jPU3AS1Kjmm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %o, i64 4, i64 1, ptr null) #1
  store ptr %call3, ptr %e, align 8
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %e.ascast) #0
  %13 = bitcast ptr %evs to ptr
  %14 = bitcast ptr %done to ptr
  %call4 = call spir_func ptr @_Z17get_default_queuev() #0
  %arraydecay.ascast = addrspacecast ptr %evs to ptr addrspace(4)
  %done.ascast = addrspacecast ptr %done to ptr addrspace(4)
  %15 = bitcast ptr addrspace(4) %arraydecay.ascast to ptr addrspace(4)
  %call5 = call spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(ptr %call4, i32 0, ptr addrspace(4) %15, ptr addrspace(4) %done.ascast) #0
  %16 = bitcast ptr addrspace(1) %o to ptr addrspace(1)
  %arrayidx6 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 12
  %17 = bitcast ptr addrspace(1) %arrayidx6 to ptr addrspace(1)
  store i32 %call5, ptr addrspace(1) %17, align 4
  %18 = load ptr, ptr %done, align 8
  call spir_func void @_Z13release_event12ocl_clkevent(ptr %18) #0
  %19 = bitcast ptr %done to ptr
  %20 = bitcast ptr %evs to ptr
  %21 = bitcast ptr %e to ptr
  %22 = bitcast ptr %v to ptr
  ret void
}

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z11read_imagef19ocl_image2d_msaa_roDv2_ii(ptr addrspace(1), <2 x i32>, i32) #0

; Function Attrs: nounwind
declare spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(ptr addrspace(1), ptr addrspace(2), <2 x i32>) #0

; Function Attrs: nounwind
declare spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_ff(ptr addrspace(1), ptr addrspace(2), <2 x float>, float) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_rwDv2_i(ptr addrspace(1), <2 x i32>) #0

; Function Attrs: nounwind
declare spir_func void @_Z13write_imageui14ocl_image2d_woDv2_iDv4_j(ptr addrspace(1), <2 x i32>, <4 x i32>) #0

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z13get_image_dim19ocl_image2d_msaa_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z24get_image_num_mip_levels14ocl_image3d_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z21get_image_num_samples19ocl_image2d_msaa_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func i32 @__write_pipe_2(ptr addrspace(1), ptr addrspace(4), i32, i32) #0

; Function Attrs: convergent nounwind
declare spir_func ptr @__work_group_reserve_read_pipe(ptr addrspace(1), i32, i32, i32) #1

; Function Attrs: nounwind
declare spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr) #0

; Function Attrs: nounwind
declare spir_func i32 @__read_pipe_4(ptr addrspace(1), ptr, i32, ptr addrspace(4), i32, i32) #0

; Function Attrs: convergent nounwind
declare spir_func void @__work_group_commit_read_pipe(ptr addrspace(1), ptr, i32, i32) #1

; Function Attrs: nounwind
declare spir_func i32 @__get_pipe_num_packets_wo(ptr addrspace(1), i32, i32) #0

; Function Attrs: convergent nounwind
declare spir_func ptr @_Z29async_work_group_strided_copyPU3AS3jPU3AS1Kjmm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, i64, ptr) #1

; Function Attrs: nounwind
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z17get_default_queuev() #0

; Function Attrs: nounwind
declare spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(ptr, i32, ptr addrspace(4), ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func void @_Z13release_event12ocl_clkevent(ptr) #0

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!spirv.Source = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!2}
!opencl.used.optional.core.features = !{!3}
!spirv.Capability = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15}
!spirv.MemoryModel = !{!16}
!spirv.Generator = !{!17}

!0 = !{i32 3, i32 200000}
!1 = !{i32 2, i32 0}
!2 = !{i32 1, i32 4}
!3 = !{!"cl_images"}
!4 = !{i32 4}
!5 = !{i32 5}
!6 = !{i32 6}
!7 = !{i32 13}
!8 = !{i32 15}
!9 = !{i32 43}
!10 = !{i32 14}
!11 = !{i32 39}
!12 = !{i32 11}
!13 = !{i32 17}
!14 = !{i32 19}
!15 = !{i32 38}
!16 = !{i32 2, i32 2}
!17 = !{i16 7, i16 0}
!18 = !{i32 1, i32 1, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!19 = !{!"read_only", !"read_only", !"none", !"read_only", !"read_only", !"write_only", !"read_write", !"none", !"none", !"none"}
!20 = !{!"image2d_msaa_t", !"image2d_depth_t", !"sampler_t", !"image1d_array_t", !"image3d_t", !"image2d_t", !"image2d_t", !"int4*", !"float*", !"int4*"}
!21 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!22 = !{i32 1, i32 1, i32 1, i32 3}
!23 = !{!"write_only", !"read_only", !"none", !"none"}
!24 = !{!"pipe", !"pipe", !"int*", !"int*"}
!25 = !{!"pipe", !"pipe", !"", !""}
