; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, ptr addrspace(1) %pf, ptr addrspace(1) %pi) #0 {
  %1 = call spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, <2 x i32> zeroinitializer) #0
  %2 = call spir_func <4 x i32> @_Z23__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, <2 x i32> zeroinitializer) #0
  %3 = call spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, <2 x i32> zeroinitializer, i32 8192) #0
  store <4 x float> %1, ptr addrspace(1) %pf, align 16
  store <4 x i32> %2, ptr addrspace(1) %pi, align 16
  store <4 x i32> %3, ptr addrspace(1) %pi, align 16
  ret void
}

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z23__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>) #0

; Function Attrs: nounwind
declare spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!opencl.used.optional.core.features = !{!1}
!spirv.Capability = !{!2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 1, i32 4}
!1 = !{!"cl_images"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 5}
!5 = !{i32 13}
!6 = !{i32 2, i32 2}
!7 = !{i16 7, i16 0}
