; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @imgs(ptr addrspace(1) %ms, ptr addrspace(1) %dep, ptr addrspace(2) %smp, ptr addrspace(1) %arr, ptr addrspace(1) %vol, ptr addrspace(1) %wo, ptr addrspace(1) %rw, ptr addrspace(1) nocapture align 16 %u, ptr addrspace(1) nocapture align 4 %f, ptr addrspace(1) nocapture align 16 %sz) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
entry:
  %call = call spir_func <4 x float> @_Z11read_imagef19ocl_image2d_msaa_roDv2_ii(ptr addrspace(1) %ms, <2 x i32> <i32 1, i32 2>, i32 3) #0
  %0 = extractelement <4 x float> %call, i32 0
  store float %0, ptr addrspace(1) %f, align 4
  %1 = call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(ptr addrspace(1) %dep, ptr addrspace(2) %smp, <2 x i32> <i32 0, i32 1>) #0
  %2 = insertelement <4 x float> zeroinitializer, float %1, i32 0
  %call2 = extractelement <4 x float> %2, i32 0
  %arrayidx3 = getelementptr inbounds i8, ptr addrspace(1) %f, i64 4
  store float %call2, ptr addrspace(1) %arrayidx3, align 4
  %3 = call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_ff(ptr addrspace(1) %dep, ptr addrspace(2) %smp, <2 x float> <float 5.000000e-01, float 5.000000e-01>, float 2.000000e+00) #0
  %4 = insertelement <4 x float> zeroinitializer, float %3, i32 0
  %call5 = extractelement <4 x float> %4, i32 0
  %arrayidx6 = getelementptr inbounds i8, ptr addrspace(1) %f, i64 8
  store float %call5, ptr addrspace(1) %arrayidx6, align 4
  %call8 = call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_rwDv2_i(ptr addrspace(1) %rw, <2 x i32> zeroinitializer) #0
  store <4 x i32> %call8, ptr addrspace(1) %u, align 16
  %arrayidx11 = getelementptr inbounds i8, ptr addrspace(1) %u, i64 16
  %5 = load <4 x i32>, ptr addrspace(1) %arrayidx11, align 16
  call spir_func void @_Z13write_imageui14ocl_image2d_woDv2_iDv4_j(ptr addrspace(1) %wo, <2 x i32> <i32 1, i32 1>, <4 x i32> %5) #0
  %call12 = call spir_func <2 x i32> @_Z13get_image_dim19ocl_image2d_msaa_ro(ptr addrspace(1) %ms) #0
  %6 = load <4 x i32>, ptr addrspace(1) %sz, align 16
  %7 = shufflevector <2 x i32> %call12, <2 x i32> undef, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %8 = shufflevector <4 x i32> %7, <4 x i32> %6, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  store <4 x i32> %8, ptr addrspace(1) %sz, align 16
  %9 = call spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_ro(ptr addrspace(1) %vol) #0
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %call14 = shufflevector <3 x i32> %10, <3 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %arrayidx15 = getelementptr inbounds i8, ptr addrspace(1) %sz, i64 16
  store <4 x i32> %call14, ptr addrspace(1) %arrayidx15, align 16
  %call16 = call spir_func i32 @_Z24get_image_num_mip_levels14ocl_image3d_ro(ptr addrspace(1) %vol) #0
  %arrayidx17 = getelementptr inbounds i8, ptr addrspace(1) %sz, i64 32
  %11 = insertelement <4 x i32> undef, i32 %call16, i32 0
  %call18 = call spir_func i32 @_Z21get_image_num_samples19ocl_image2d_msaa_ro(ptr addrspace(1) %ms) #0
  %12 = insertelement <4 x i32> %11, i32 %call18, i32 1
  %13 = call spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(ptr addrspace(1) %arr) #0
  %14 = insertelement <2 x i32> undef, i32 %13, i32 0
  %15 = call spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(ptr addrspace(1) %arr) #0
  %16 = trunc i64 %15 to i32
  %17 = insertelement <2 x i32> %14, i32 %16, i32 1
  %call21 = extractelement <2 x i32> %17, i32 0
  %18 = insertelement <4 x i32> undef, i32 %call21, i32 0
  %19 = call spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(ptr addrspace(1) %arr) #0
  %20 = insertelement <2 x i32> undef, i32 %19, i32 0
  %21 = call spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(ptr addrspace(1) %arr) #0
  %22 = trunc i64 %21 to i32
  %23 = insertelement <2 x i32> %20, i32 %22, i32 1
  %24 = extractelement <2 x i32> %23, i32 1
  %call22 = zext i32 %24 to i64
  %conv = trunc i64 %call22 to i32
  %25 = insertelement <4 x i32> %18, i32 %conv, i32 1
  %26 = shufflevector <4 x i32> %12, <4 x i32> %25, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  store <4 x i32> %26, ptr addrspace(1) %arrayidx17, align 16
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @pipes_events(ptr addrspace(1) %wp, ptr addrspace(1) %rp, ptr addrspace(1) align 4 %o, ptr addrspace(3) align 4 %l) #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_type_qual !25 !kernel_arg_base_type !24 {
entry:
  %v = alloca i32, align 4
  %e = alloca ptr, align 8
  %evs = alloca [1 x ptr], align 8
  %done = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr %v)
  store i32 1, ptr %v, align 4
  %0 = addrspacecast ptr %v to ptr addrspace(4)
  %1 = call spir_func i32 @__write_pipe_2(ptr addrspace(1) %wp, ptr addrspace(4) %0, i32 4, i32 4) #0
  store i32 %1, ptr addrspace(1) %o, align 4
  %2 = call spir_func ptr @__work_group_reserve_read_pipe(ptr addrspace(1) %rp, i32 2, i32 4, i32 4) #2
  %call = call spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr %2) #0
  br i1 %call, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = call spir_func i32 @__read_pipe_4(ptr addrspace(1) %rp, ptr %2, i32 0, ptr addrspace(4) %0, i32 4, i32 4) #0
  %arrayidx1 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 4
  store i32 %3, ptr addrspace(1) %arrayidx1, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  call spir_func void @__work_group_commit_read_pipe(ptr addrspace(1) %rp, ptr %2, i32 4, i32 4) #2
  %4 = call spir_func i32 @__get_pipe_num_packets_wo(ptr addrspace(1) %wp, i32 4, i32 4) #0
  %arrayidx2 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 8
  store i32 %4, ptr addrspace(1) %arrayidx2, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr %e)
  %call3 = call spir_func ptr @_Z29async_work_group_strided_copyPU3AS3jPU3AS1Kjmm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %o, i64 4, i64 1, ptr null) #2
  store ptr %call3, ptr %e, align 8
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %e.ascast) #0
  call void @llvm.lifetime.start.p0(i64 8, ptr %evs)
  call void @llvm.lifetime.start.p0(i64 8, ptr %done)
  %call4 = call spir_func ptr @_Z17get_default_queuev() #0
  %arraydecay.ascast = addrspacecast ptr %evs to ptr addrspace(4)
  %done.ascast = addrspacecast ptr %done to ptr addrspace(4)
  %call5 = call spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(ptr %call4, i32 0, ptr addrspace(4) %arraydecay.ascast, ptr addrspace(4) %done.ascast) #0
  %arrayidx6 = getelementptr inbounds i8, ptr addrspace(1) %o, i64 12
  store i32 %call5, ptr addrspace(1) %arrayidx6, align 4
  %5 = load ptr, ptr %done, align 8
  call spir_func void @_Z13release_event12ocl_clkevent(ptr %5) #0
  call void @llvm.lifetime.end.p0(i64 8, ptr %done)
  call void @llvm.lifetime.end.p0(i64 8, ptr %evs)
  call void @llvm.lifetime.end.p0(i64 8, ptr %e)
  call void @llvm.lifetime.end.p0(i64 4, ptr %v)
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare spir_func i32 @__write_pipe_2(ptr addrspace(1), ptr addrspace(4), i32, i32) #0

; Function Attrs: convergent nounwind
declare spir_func ptr @__work_group_reserve_read_pipe(ptr addrspace(1), i32, i32, i32) #2

; Function Attrs: nounwind
declare spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr) #0

; Function Attrs: nounwind
declare spir_func i32 @__read_pipe_4(ptr addrspace(1), ptr, i32, ptr addrspace(4), i32, i32) #0

; Function Attrs: convergent nounwind
declare spir_func void @__work_group_commit_read_pipe(ptr addrspace(1), ptr, i32, i32) #2

; Function Attrs: nounwind
declare spir_func i32 @__get_pipe_num_packets_wo(ptr addrspace(1), i32, i32) #0

; Function Attrs: convergent nounwind
declare spir_func ptr @_Z29async_work_group_strided_copyPU3AS3jPU3AS1Kjmm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, i64, ptr) #2

; Function Attrs: nounwind
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z17get_default_queuev() #0

; Function Attrs: nounwind
declare spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(ptr, i32, ptr addrspace(4), ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func void @_Z13release_event12ocl_clkevent(ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind }

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
