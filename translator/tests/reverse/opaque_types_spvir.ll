; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func <4 x float> @helper(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %h_img, target("spirv.Sampler") %h_smp, target("spirv.Event") %h_ev, target("spirv.Queue") %h_q, target("spirv.ReserveId") %h_rid) #0 {
  %1 = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %h_img, target("spirv.Sampler") %h_smp) #0
  %2 = call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %1, <2 x float> zeroinitializer, i32 2, float 0.000000e+00) #0
  ret <4 x float> %2
}

; Function Attrs: nounwind
declare spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler")) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0), <2 x float>, i32, float) #0

; Function Attrs: nounwind
define spir_func void @store_fn(target("spirv.PipeStorage") %h_ps) #0 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @k(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %i1, target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %i1a, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %i1b, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i2, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %w2, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %rw2, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %i2a, target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %i2d, target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0) %i2ad, target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %i2ms, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %i3, target("spirv.Sampler") %s, target("spirv.Pipe", 0) %rp, target("spirv.Pipe", 1) %wp, ptr addrspace(1) %out, ptr addrspace(3) %loc) #0 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_type_qual !21 !kernel_arg_base_type !20 {
  %evslot = alloca target("spirv.Event"), align 8
  %1 = alloca target("spirv.DeviceEvent"), align 8
  %2 = call spir_func i32 @_Z25__spirv_ImageQuerySizeLodPU3AS133__spirv_Image__void_0_0_0_0_0_0_0i(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %i1, i32 0) #0
  %3 = call spir_func <2 x i32> @_Z25__spirv_ImageQuerySizeLodPU3AS133__spirv_Image__void_0_0_1_0_0_0_0i(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %i1a, i32 0) #0
  %4 = call spir_func i32 @_Z22__spirv_ImageQuerySizePU3AS133__spirv_Image__void_5_0_0_0_0_0_0(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %i1b) #0
  %5 = call spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i2, <2 x i32> zeroinitializer) #0
  %6 = call target("spirv.Sampler") @__translate_sampler_initializer(i32 18) #0
  %7 = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i2, target("spirv.Sampler") %6) #0
  %8 = call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %7, <2 x float> zeroinitializer, i32 2, float 0.000000e+00) #0
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %w2, <2 x i32> zeroinitializer, <4 x float> %8) #0
  %9 = call spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_2Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %rw2, <2 x i32> zeroinitializer, i32 8192) #0
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_2Dv2_iDv4_ji(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %rw2, <2 x i32> zeroinitializer, <4 x i32> %9, i32 8192) #0
  %10 = call spir_func <3 x i32> @_Z25__spirv_ImageQuerySizeLodPU3AS133__spirv_Image__void_1_0_1_0_0_0_0i(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %i2a, i32 0) #0
  %11 = call spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_1_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %i2d, <2 x i32> zeroinitializer) #0
  %12 = call spir_func i32 @_Z24__spirv_ImageQueryLevelsPU3AS133__spirv_Image__void_1_1_1_0_0_0_0(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0) %i2ad) #0
  %13 = call spir_func i32 @_Z25__spirv_ImageQuerySamplesPU3AS133__spirv_Image__void_1_0_0_1_0_0_0(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %i2ms) #0
  %14 = call spir_func i32 @_Z23__spirv_ImageQueryOrderPU3AS133__spirv_Image__void_2_0_0_0_0_0_0(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %i3) #0
  %15 = call spir_func i32 @_Z24__spirv_ImageQueryFormatPU3AS133__spirv_Image__void_2_0_0_0_0_0_0(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %i3) #0
  %16 = call spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyiPU3AS3iPU3AS1illP13__spirv_Event(i32 2, ptr addrspace(3) %loc, ptr addrspace(1) %out, i64 4, i64 1, target("spirv.Event") zeroinitializer) #1
  store target("spirv.Event") %16, ptr %evslot, align 8
  %17 = addrspacecast ptr %evslot to ptr addrspace(4)
  call spir_func void @_Z23__spirv_GroupWaitEventsiiPU3AS4P13__spirv_Event(i32 2, i32 1, ptr addrspace(4) %17) #1
  %18 = call spir_func target("spirv.Queue") @_Z23__spirv_GetDefaultQueuev() #0
  %19 = addrspacecast ptr %1 to ptr addrspace(4)
  %20 = call spir_func i32 @_Z21__spirv_EnqueueMarkerP13__spirv_QueuejPU3AS4P19__spirv_DeviceEventS4_(target("spirv.Queue") %18, i32 0, ptr addrspace(4) null, ptr addrspace(4) %19) #0
  %21 = load target("spirv.DeviceEvent"), ptr %1, align 8
  call spir_func void @_Z19__spirv_RetainEventP19__spirv_DeviceEvent(target("spirv.DeviceEvent") %21) #0
  %22 = call spir_func target("spirv.DeviceEvent") @_Z23__spirv_CreateUserEventv() #0
  call spir_func void @_Z20__spirv_ReleaseEventP19__spirv_DeviceEvent(target("spirv.DeviceEvent") %22) #0
  %23 = call spir_func target("spirv.ReserveId") @_Z30__spirv_ReserveReadPipePacketsPU3AS115__spirv_Pipe__0iii(target("spirv.Pipe", 0) %rp, i32 1, i32 4, i32 4) #0
  %24 = call spir_func i1 @_Z24__spirv_IsValidReserveIdP17__spirv_ReserveId(target("spirv.ReserveId") %23) #0
  call spir_func void @_Z22__spirv_CommitReadPipePU3AS115__spirv_Pipe__0P17__spirv_ReserveIdii(target("spirv.Pipe", 0) %rp, target("spirv.ReserveId") %23, i32 4, i32 4) #0
  %25 = call spir_func i32 @_Z25__spirv_GetNumPipePacketsPU3AS115__spirv_Pipe__1ii(target("spirv.Pipe", 1) %wp, i32 4, i32 4) #0
  %26 = call spir_func <4 x float> @helper(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i2, target("spirv.Sampler") %s, target("spirv.Event") %16, target("spirv.Queue") %18, target("spirv.ReserveId") %23) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z25__spirv_ImageQuerySizeLodPU3AS133__spirv_Image__void_0_0_0_0_0_0_0i(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0), i32) #0

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z25__spirv_ImageQuerySizeLodPU3AS133__spirv_Image__void_0_0_1_0_0_0_0i(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z22__spirv_ImageQuerySizePU3AS133__spirv_Image__void_5_0_0_0_0_0_0(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0)) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>) #0

; Function Attrs: nounwind
declare target("spirv.Sampler") @__translate_sampler_initializer(i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x float>) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_2Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), <2 x i32>, i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_2Dv2_iDv4_ji(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), <2 x i32>, <4 x i32>, i32) #0

; Function Attrs: nounwind
declare spir_func <3 x i32> @_Z25__spirv_ImageQuerySizeLodPU3AS133__spirv_Image__void_1_0_1_0_0_0_0i(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0), i32) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_1_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), <2 x i32>) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z24__spirv_ImageQueryLevelsPU3AS133__spirv_Image__void_1_1_1_0_0_0_0(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z25__spirv_ImageQuerySamplesPU3AS133__spirv_Image__void_1_0_0_1_0_0_0(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z23__spirv_ImageQueryOrderPU3AS133__spirv_Image__void_2_0_0_0_0_0_0(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0)) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z24__spirv_ImageQueryFormatPU3AS133__spirv_Image__void_2_0_0_0_0_0_0(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0)) #0

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyiPU3AS3iPU3AS1illP13__spirv_Event(i32, ptr addrspace(3), ptr addrspace(1), i64, i64, target("spirv.Event")) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z23__spirv_GroupWaitEventsiiPU3AS4P13__spirv_Event(i32, i32, ptr addrspace(4)) #1

; Function Attrs: nounwind
declare spir_func target("spirv.Queue") @_Z23__spirv_GetDefaultQueuev() #0

; Function Attrs: nounwind
declare spir_func i32 @_Z21__spirv_EnqueueMarkerP13__spirv_QueuejPU3AS4P19__spirv_DeviceEventS4_(target("spirv.Queue"), i32, ptr addrspace(4), ptr addrspace(4)) #0

; Function Attrs: nounwind
declare spir_func void @_Z19__spirv_RetainEventP19__spirv_DeviceEvent(target("spirv.DeviceEvent")) #0

; Function Attrs: nounwind
declare spir_func target("spirv.DeviceEvent") @_Z23__spirv_CreateUserEventv() #0

; Function Attrs: nounwind
declare spir_func void @_Z20__spirv_ReleaseEventP19__spirv_DeviceEvent(target("spirv.DeviceEvent")) #0

; Function Attrs: nounwind
declare spir_func target("spirv.ReserveId") @_Z30__spirv_ReserveReadPipePacketsPU3AS115__spirv_Pipe__0iii(target("spirv.Pipe", 0), i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i1 @_Z24__spirv_IsValidReserveIdP17__spirv_ReserveId(target("spirv.ReserveId")) #0

; Function Attrs: nounwind
declare spir_func void @_Z22__spirv_CommitReadPipePU3AS115__spirv_Pipe__0P17__spirv_ReserveIdii(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z25__spirv_GetNumPipePacketsPU3AS115__spirv_Pipe__1ii(target("spirv.Pipe", 1), i32, i32) #0

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
!20 = !{!"__global __spirv_Image__void_0_0_0_0_0_0_0*", !"__global __spirv_Image__void_0_0_1_0_0_0_0*", !"__global __spirv_Image__void_5_0_0_0_0_0_0*", !"__global __spirv_Image__void_1_0_0_0_0_0_0*", !"__global __spirv_Image__void_1_0_0_0_0_0_1*", !"__global __spirv_Image__void_1_0_0_0_0_0_2*", !"__global __spirv_Image__void_1_0_1_0_0_0_0*", !"__global __spirv_Image__void_1_1_0_0_0_0_0*", !"__global __spirv_Image__void_1_1_1_0_0_0_0*", !"__global __spirv_Image__void_1_0_0_1_0_0_0*", !"__global __spirv_Image__void_2_0_0_0_0_0_0*", !"__constant __spirv_Sampler*", !"__global __spirv_Pipe__0*", !"__global __spirv_Pipe__1*", !"int*", !"int*"}
!21 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"pipe", !"pipe", !"", !""}
