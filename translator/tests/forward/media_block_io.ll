; cl_intel_media_block_io: intel_sub_group_media_block_read/write_{uc,us,ui}[N] take
; (coordinate, width, height, [data,] image); OpSubgroupImageMediaBlockRead/WriteINTEL
; (SPV_INTEL_media_block_io) take the image first.
; OPTIONS: --spirv-ext=+SPV_INTEL_media_block_io
target triple = "spir64-unknown-unknown"

declare spir_func i8 @_Z35intel_sub_group_media_block_read_ucDv2_iii14ocl_image2d_ro(<2 x i32>, i32, i32, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func <2 x i32> @_Z36intel_sub_group_media_block_read_ui2Dv2_iii14ocl_image2d_ro(<2 x i32>, i32, i32, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func void @_Z37intel_sub_group_media_block_write_us8Dv2_iiiDv8_t14ocl_image2d_wo(<2 x i32>, i32, i32, <8 x i16>, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1))

define spir_kernel void @tile(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst, <2 x i32> %at) {
entry:
  %b = call spir_func i8 @_Z35intel_sub_group_media_block_read_ucDv2_iii14ocl_image2d_ro(<2 x i32> %at, i32 16, i32 1, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src)
  %w = call spir_func <2 x i32> @_Z36intel_sub_group_media_block_read_ui2Dv2_iii14ocl_image2d_ro(<2 x i32> %at, i32 4, i32 2, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src)
  %lo = extractelement <2 x i32> %w, i32 0
  %s = trunc i32 %lo to i16
  %z = zext i8 %b to i16
  %t = add i16 %s, %z
  %v = insertelement <8 x i16> zeroinitializer, i16 %t, i32 0
  call spir_func void @_Z37intel_sub_group_media_block_write_us8Dv2_iiiDv8_t14ocl_image2d_wo(<2 x i32> %at, i32 8, i32 8, <8 x i16> %v, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst)
  ret void
}
