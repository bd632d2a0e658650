; SYCL spells SPIR-V friendly calls as function template specializations; their
; parameter types (through T_/S_ references) tell the objects, and
; __spirv_SampledImage makes a sampled image whatever pointer it returns.
target triple = "spir64-unknown-unknown"

declare spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler(ptr addrspace(1), ptr addrspace(2))
declare spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fiET0_T_T1_if(ptr addrspace(4), i32, i32, float)

define spir_func <4 x float> @sample(ptr addrspace(1) %img, ptr addrspace(2) %smp, i32 %x) {
entry:
  %si = call spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler(ptr addrspace(1) %img, ptr addrspace(2) %smp)
  %t = call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fiET0_T_T1_if(ptr addrspace(4) %si, i32 %x, i32 2, float 0.0)
  ret <4 x float> %t
}
