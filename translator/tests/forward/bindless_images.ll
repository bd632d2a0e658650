; SPV_INTEL_bindless_images: 64-bit handles (Physical64) convert to an image, a sampler
; and a sampled image; a 32-bit handle under Physical64 is refused
; (bindless_images_handle_width.ll).
; OPTIONS: --spirv-ext=+SPV_INTEL_bindless_images
target triple = "spir64-unknown-unknown"

declare spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELm(i64)
declare spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELm(i64)
declare spir_func target("spirv.SampledImage", float, 1, 0, 0, 0, 1, 0, 0) @_Z40__spirv_ConvertHandleToSampledImageINTELm(i64)
declare spir_func <2 x i32> @_Z32__spirv_ImageQuerySizeLod_Ruint2PU3AS133__spirv_Image__void_1_0_0_0_0_0_0i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), i32)

define spir_kernel void @k(i64 %img, i64 %smp, i64 %simg, ptr addrspace(1) %out) {
entry:
  %i = call spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELm(i64 %img)
  %s = call spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELm(i64 %smp)
  %si = call spir_func target("spirv.SampledImage", float, 1, 0, 0, 0, 1, 0, 0) @_Z40__spirv_ConvertHandleToSampledImageINTELm(i64 %simg)
  %size = call spir_func <2 x i32> @_Z32__spirv_ImageQuerySizeLod_Ruint2PU3AS133__spirv_Image__void_1_0_0_0_0_0_0i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, i32 0)
  store <2 x i32> %size, ptr addrspace(1) %out, align 8
  ret void
}
