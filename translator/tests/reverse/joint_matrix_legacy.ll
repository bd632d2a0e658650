; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %s, i64 %stride) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_type_qual !14 !kernel_arg_base_type !13 {
  %acc = call spir_func target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2) @_Z80__spirv_JointMatrixLoadINTEL_RPU3AS142__spirv_JointMatrixINTEL__float_8_16_3_3_2PU3AS1flii(ptr addrspace(1) %c, i64 %stride, i32 0, i32 3) #0
  %ma = call spir_func target("spirv.JointMatrixINTEL", half, 8, 16, 0, 3, 0) @_Z79__spirv_JointMatrixLoadINTEL_RPU3AS141__spirv_JointMatrixINTEL__half_8_16_0_3_0PU3AS1Dhlii(ptr addrspace(1) %a, i64 %stride, i32 0, i32 3) #0
  %mb = call spir_func target("spirv.JointMatrixINTEL", half, 16, 16, 2, 3, 1) @_Z80__spirv_JointMatrixLoadINTEL_RPU3AS142__spirv_JointMatrixINTEL__half_16_16_2_3_1PU3AS1Dhliiii(ptr addrspace(1) %b, i64 %stride, i32 2, i32 3, i32 2, i32 2) #0
  %r = call spir_func target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2) @_Z27__spirv_JointMatrixMadINTELPU3AS141__spirv_JointMatrixINTEL__half_8_16_0_3_0PU3AS142__spirv_JointMatrixINTEL__half_16_16_2_3_1PU3AS142__spirv_JointMatrixINTEL__float_8_16_3_3_2i(target("spirv.JointMatrixINTEL", half, 8, 16, 0, 3, 0) %ma, target("spirv.JointMatrixINTEL", half, 16, 16, 2, 3, 1) %mb, target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2) %acc, i32 3) #0
  %n = call spir_func i32 @_Z38__spirv_JointMatrixWorkItemLengthINTELPU3AS142__spirv_JointMatrixINTEL__float_8_16_3_3_2(target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2) %r) #0
  call spir_func void @_Z29__spirv_JointMatrixStoreINTELPU3AS1fPU3AS142__spirv_JointMatrixINTEL__float_8_16_3_3_2liii(ptr addrspace(1) %c, target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2) %r, i64 %stride, i32 0, i32 3, i32 0) #0
  %bf = call spir_func target("spirv.JointMatrixINTEL", i16, 16, 16, 2, 3, 1, 2) @_Z83__spirv_JointMatrixLoadINTEL_RPU3AS145__spirv_JointMatrixINTEL__short_16_16_2_3_1_2PU3AS1slii(ptr addrspace(1) %s, i64 %stride, i32 2, i32 3) #0
  %u = call spir_func target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2) @_Z29__spirv_JointMatrixUSMadINTELPU3AS141__spirv_JointMatrixINTEL__half_8_16_0_3_0PU3AS145__spirv_JointMatrixINTEL__short_16_16_2_3_1_2PU3AS142__spirv_JointMatrixINTEL__float_8_16_3_3_2i(target("spirv.JointMatrixINTEL", half, 8, 16, 0, 3, 0) %ma, target("spirv.JointMatrixINTEL", i16, 16, 16, 2, 3, 1, 2) %bf, target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2) %r, i32 3) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2) @_Z80__spirv_JointMatrixLoadINTEL_RPU3AS142__spirv_JointMatrixINTEL__float_8_16_3_3_2PU3AS1flii(ptr addrspace(1), i64, i32, i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.JointMatrixINTEL", half, 8, 16, 0, 3, 0) @_Z79__spirv_JointMatrixLoadINTEL_RPU3AS141__spirv_JointMatrixINTEL__half_8_16_0_3_0PU3AS1Dhlii(ptr addrspace(1), i64, i32, i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.JointMatrixINTEL", half, 16, 16, 2, 3, 1) @_Z80__spirv_JointMatrixLoadINTEL_RPU3AS142__spirv_JointMatrixINTEL__half_16_16_2_3_1PU3AS1Dhliiii(ptr addrspace(1), i64, i32, i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2) @_Z27__spirv_JointMatrixMadINTELPU3AS141__spirv_JointMatrixINTEL__half_8_16_0_3_0PU3AS142__spirv_JointMatrixINTEL__half_16_16_2_3_1PU3AS142__spirv_JointMatrixINTEL__float_8_16_3_3_2i(target("spirv.JointMatrixINTEL", half, 8, 16, 0, 3, 0), target("spirv.JointMatrixINTEL", half, 16, 16, 2, 3, 1), target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2), i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z38__spirv_JointMatrixWorkItemLengthINTELPU3AS142__spirv_JointMatrixINTEL__float_8_16_3_3_2(target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2)) #0

; Function Attrs: nounwind
declare spir_func void @_Z29__spirv_JointMatrixStoreINTELPU3AS1fPU3AS142__spirv_JointMatrixINTEL__float_8_16_3_3_2liii(ptr addrspace(1), target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2), i64, i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.JointMatrixINTEL", i16, 16, 16, 2, 3, 1, 2) @_Z83__spirv_JointMatrixLoadINTEL_RPU3AS145__spirv_JointMatrixINTEL__short_16_16_2_3_1_2PU3AS1slii(ptr addrspace(1), i64, i32, i32) #0

; Function Attrs: nounwind
declare spir_func target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2) @_Z29__spirv_JointMatrixUSMadINTELPU3AS141__spirv_JointMatrixINTEL__half_8_16_0_3_0PU3AS145__spirv_JointMatrixINTEL__short_16_16_2_3_1_2PU3AS142__spirv_JointMatrixINTEL__float_8_16_3_3_2i(target("spirv.JointMatrixINTEL", half, 8, 16, 0, 3, 0), target("spirv.JointMatrixINTEL", i16, 16, 16, 2, 3, 1, 2), target("spirv.JointMatrixINTEL", float, 8, 16, 3, 3, 2), i32) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_joint_matrix"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 11}
!5 = !{i32 22}
!6 = !{i32 9}
!7 = !{i32 6118}
!8 = !{i32 6437}
!9 = !{i32 2, i32 2}
!10 = !{i16 7, i16 0}
!11 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none", !"none"}
!13 = !{!"half*", !"half*", !"float*", !"short*", !"long"}
!14 = !{!"", !"", !"", !"", !""}
