; SPIR-V friendly image calls state their texel signedness as image operands:
; from the _R<type> postfix, the texel parameter's type, or the template argument
; a templated (SYCL) name refers to.
target triple = "spir64-unknown-unknown"

define spir_func void @f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo) {
entry:
  %a = call spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer)
  %b = call spir_func <2 x i32> @_Z17__spirv_ImageReadIDv2_i14ocl_image2d_roS0_ET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ro, <2 x i32> zeroinitializer)
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_j(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %wo, <2 x i32> zeroinitializer, <4 x i32> %a)
  ret void
}

declare spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func <2 x i32> @_Z17__spirv_ImageReadIDv2_i14ocl_image2d_roS0_ET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_j(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x i32>)
