; A helper taking a sampler as SPIR 1.2 i32 bits, called with a constant.
target triple = "spir-unknown-unknown"

declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), i32, <2 x i32>)

define spir_func <4 x float> @sample(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, i32 %smp) {
entry:
  %t = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, i32 %smp, <2 x i32> zeroinitializer)
  ret <4 x float> %t
}

define spir_func <4 x float> @caller(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img) {
entry:
  %r = call spir_func <4 x float> @sample(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, i32 34)
  ret <4 x float> %r
}
