; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @mad(ptr addrspace(1) %a, ptr addrspace(1) %out, i64 %stride) #0 {
  %tile = alloca target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), align 8
  %acc = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float 1.000000e+00) #0
  %ma = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_32_0PU3AS1cilii(ptr addrspace(1) %a, i32 0, i64 %stride, i32 2, i32 2) #0
  %mb = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1) @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__char_3_32_8_1PU3AS1cil(ptr addrspace(1) %a, i32 1, i64 %stride) #0
  %1 = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i32 0) #0
  %r = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z34__spirv_CooperativeMatrixMulAddKHRPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_32_0PU3AS143__spirv_CooperativeMatrixKHR__char_3_32_8_1PU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2i(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) %ma, target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1) %mb, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %1, i32 3) #0
  %len = call spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHRPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) poison) #0
  %len2 = call spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHRPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %r) #0
  %f = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z72__spirv_ConvertSToF_RPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2PU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %r) #0
  %sum = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z12__spirv_FAddPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2S1_(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %f, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %acc) #0
  store target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %sum, ptr %tile, align 8
  %elem = call spir_func ptr @_Z19__spirv_AccessChainPPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2i(ptr %tile, i32 5) #0
  store float 1.000000e+00, ptr %elem, align 4
  %one = call spir_func float @_Z24__spirv_CompositeExtractPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2i(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %sum, i32 3) #0
  %two = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z23__spirv_CompositeInsertfPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2i(float %one, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %sum, i32 4) #0
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2ili(ptr addrspace(1) %out, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %two, i32 1, i64 %stride, i32 0) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0) @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_32_0PU3AS1cilii(ptr addrspace(1), i32, i64, i32, i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1) @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__char_3_32_8_1PU3AS1cil(ptr addrspace(1), i32, i64) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z34__spirv_CooperativeMatrixMulAddKHRPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_32_0PU3AS143__spirv_CooperativeMatrixKHR__char_3_32_8_1PU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2i(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 32, 0), target("spirv.CooperativeMatrixKHR", i8, 3, 32, 8, 1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHRPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2)) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z72__spirv_ConvertSToF_RPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2PU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2)) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z12__spirv_FAddPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2S1_(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2)) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z19__spirv_AccessChainPPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2i(ptr, i32) #0

; Function Attrs: nounwind
declare spir_func float @_Z24__spirv_CompositeExtractPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2i(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z23__spirv_CompositeInsertfPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2i(float, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2ili(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), i32, i64, i32) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.Generator = !{!9}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_KHR_cooperative_matrix"}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 39}
!6 = !{i32 11}
!7 = !{i32 6022}
!8 = !{i32 2, i32 2}
!9 = !{i16 7, i16 0}
