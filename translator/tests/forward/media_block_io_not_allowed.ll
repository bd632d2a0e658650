; A media block read needs SPV_INTEL_media_block_io.
target triple = "spir64-unknown-unknown"

declare spir_func i16 @_Z35intel_sub_group_media_block_read_usDv2_iii14ocl_image2d_ro(<2 x i32>, i32, i32, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, <2 x i32> %at, ptr addrspace(1) %out) {
entry:
  %v = call spir_func i16 @_Z35intel_sub_group_media_block_read_usDv2_iii14ocl_image2d_ro(<2 x i32> %at, i32 8, i32 1, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src)
  store i16 %v, ptr addrspace(1) %out, align 2
  ret void
}
