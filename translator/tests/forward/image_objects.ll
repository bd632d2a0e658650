; Images and samplers given as plain pointers / i32 (IR from before target types):
; their SPIR-V types come from the mangled builtin parameters and kernel_arg_type.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %img, i32 %smp, ptr addrspace(1) %ms, ptr addrspace(1) %arr, ptr addrspace(1) %depth, ptr addrspace(1) %out) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 {
entry:
  %t = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_ff(ptr addrspace(1) %img, i32 %smp, <2 x float> zeroinitializer, float 1.0)
  %c = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1) %img, i32 18, <2 x float> zeroinitializer)
  %w = call spir_func i32 @_Z15get_image_width19ocl_image2d_msaa_ro(ptr addrspace(1) %ms)
  %s = call spir_func <4 x float> @_Z11read_imagef19ocl_image2d_msaa_roDv2_ii(ptr addrspace(1) %ms, <2 x i32> zeroinitializer, i32 3)
  %n = call spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(ptr addrspace(1) %arr)
  %l = call spir_func i32 @_Z24get_image_num_mip_levels14ocl_image2d_ro(ptr addrspace(1) %img)
  %d = call spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(ptr addrspace(1) %depth, <2 x i32> zeroinitializer)
  store float %d, ptr addrspace(1) %out
  ret void
}

declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_ff(ptr addrspace(1), i32, <2 x float>, float)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1), i32, <2 x float>)
declare spir_func i32 @_Z15get_image_width19ocl_image2d_msaa_ro(ptr addrspace(1))
declare spir_func <4 x float> @_Z11read_imagef19ocl_image2d_msaa_roDv2_ii(ptr addrspace(1), <2 x i32>, i32)
declare spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(ptr addrspace(1))
declare spir_func i32 @_Z24get_image_num_mip_levels14ocl_image2d_ro(ptr addrspace(1))
declare spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(ptr addrspace(1), <2 x i32>)

!0 = !{i32 1, i32 0, i32 1, i32 1, i32 1, i32 1}
!1 = !{!"read_only", !"none", !"read_only", !"read_only", !"read_only", !"none"}
!2 = !{!"image2d_t", !"sampler_t", !"image2d_msaa_t", !"image1d_array_t", !"image2d_depth_t", !"float*"}
!3 = !{!"", !"", !"", !"", !"", !""}
