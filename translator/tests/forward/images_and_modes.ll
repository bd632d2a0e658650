; OPTIONS: --spirv-ext=+SPV_EXT_image_raw10_raw12
; Image queries and writes, vec_type_hint on a scalar, !spirv.ExecutionMode requests,
; BuiltIn imports, unsigned legacy atomics by their mangled name's last code.
target triple = "spir64-unknown-unknown"

declare spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_ro(ptr addrspace(1))
declare spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_ro(ptr addrspace(1))
declare spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(ptr addrspace(1))
declare spir_func void @_Z13write_imageui14ocl_image2d_woDv2_iDv4_j(ptr addrspace(1), <2 x i32>, <4 x i32>)
declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i32 @_Z10atomic_maxPU3AS3jVj(ptr addrspace(3), i32)

define spir_kernel void @dims(ptr addrspace(1) %arr, ptr addrspace(1) %vol, ptr addrspace(1) %out) !kernel_arg_type !0 !kernel_arg_access_qual !1 !vec_type_hint !2 {
entry:
  %a = call spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_ro(ptr addrspace(1) %arr)
  %v = call spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_ro(ptr addrspace(1) %vol)
  %w = shufflevector <2 x i32> %a, <2 x i32> %a, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %s = add <4 x i32> %v, %w
  store <4 x i32> %s, ptr addrspace(1) %out, align 16
  ret void
}

define spir_kernel void @raw(ptr addrspace(1) %img, ptr addrspace(1) %wo, ptr addrspace(1) %out, ptr addrspace(3) %l) !kernel_arg_type !3 !kernel_arg_access_qual !4 {
entry:
  %t = call spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(ptr addrspace(1) %img)
  %is = icmp eq i32 %t, 4323
  %r = zext i1 %is to i32
  store i32 %r, ptr addrspace(1) %out, align 4
  call spir_func void @_Z13write_imageui14ocl_image2d_woDv2_iDv4_j(ptr addrspace(1) %wo, <2 x i32> zeroinitializer, <4 x i32> <i32 1, i32 2, i32 3, i32 4>)
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %m = call spir_func i32 @_Z10atomic_maxPU3AS3jVj(ptr addrspace(3) %l, i32 7)
  ret void
}

!spirv.ExecutionMode = !{!5, !6}

!0 = !{!"image2d_array_t", !"image3d_t", !"int4*"}
!1 = !{!"read_only", !"read_only", !"none"}
!2 = !{double undef, i32 1}
!3 = !{!"image2d_t", !"image2d_t", !"int*", !"uint*"}
!4 = !{!"read_only", !"write_only", !"none", !"none"}
; DenormPreserve 32 on @dims, RoundingModeRTZ 64 on @raw
!5 = !{ptr @dims, i32 4459, i32 32}
!6 = !{ptr @raw, i32 4463, i32 64}
