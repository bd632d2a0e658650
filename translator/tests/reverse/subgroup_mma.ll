; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @mma(ptr addrspace(1) %o, i32 %a, <8 x i32> %b, <8 x i16> %ha, <8 x float> %c, <4 x half> %hc, <4 x i16> %sa) #0 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_type_qual !16 !kernel_arg_base_type !15 {
entry:
  %i8 = call spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiDv8_iii(i32 32, i32 %a, <8 x i32> %b, i32 0, i32 51) #1
  store i32 %i8, ptr addrspace(1) %o, align 4
  %bf = call spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32 16, <8 x i16> %ha, <8 x i32> %b, <8 x float> %c, i32 12288) #1
  %0 = bitcast ptr addrspace(1) %o to ptr addrspace(1)
  store <8 x float> %bf, ptr addrspace(1) %0, align 32
  %h = call spir_func <4 x half> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_Dh(i32 16, <4 x i16> %sa, <8 x i32> %b, <4 x half> %hc) #1
  %1 = bitcast ptr addrspace(1) %o to ptr addrspace(1)
  store <4 x half> %h, ptr addrspace(1) %1, align 8
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiDv8_iii(i32, i32, <8 x i32>, i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32, <8 x i16>, <8 x i32>, <8 x float>, i32) #1

; Function Attrs: convergent nounwind
declare spir_func <4 x half> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_Dh(i32, <4 x i16>, <8 x i32>, <4 x half>) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!spirv.Source = !{!0}
!opencl.spir.version = !{!1}
!spirv.Extension = !{!2}
!spirv.Capability = !{!3, !4, !5, !6, !7, !8, !9, !10}
!spirv.MemoryModel = !{!11}
!spirv.Generator = !{!12}

!0 = !{i32 0, i32 0}
!1 = !{i32 1, i32 0}
!2 = !{!"SPV_INTEL_subgroup_matrix_multiply_accumulate"}
!3 = !{i32 4}
!4 = !{i32 5}
!5 = !{i32 6}
!6 = !{i32 7}
!7 = !{i32 22}
!8 = !{i32 9}
!9 = !{i32 8}
!10 = !{i32 6236}
!11 = !{i32 2, i32 2}
!12 = !{i16 7, i16 0}
!13 = !{i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!14 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!15 = !{!"int*", !"int", !"int8", !"short8", !"float8", !"half4", !"short4"}
!16 = !{!"", !"", !"", !"", !"", !"", !""}
