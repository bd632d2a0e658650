; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst, ptr addrspace(1) %pf, i32 %n) #0 !spirv.ParameterDecorations !10 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_type_qual !17 !kernel_arg_base_type !16 {
  %1 = getelementptr i32, ptr addrspace(1) %src, i32 0, !spirv.Decorations !18
  %2 = load i32, ptr addrspace(1) %1, align 4
  %3 = getelementptr i32, ptr addrspace(1) %dst, i32 0, !spirv.Decorations !20
  store i32 %2, ptr addrspace(1) %3, align 4
  call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khjj(ptr addrspace(1) %pf, i32 %n, i32 4) #1
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khjj(ptr addrspace(1), i32, i32) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1, !2}
!spirv.Capability = !{!3, !4, !5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.Generator = !{!9}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_cache_controls"}
!2 = !{!"SPV_INTEL_subgroup_buffer_prefetch"}
!3 = !{i32 4}
!4 = !{i32 6}
!5 = !{i32 39}
!6 = !{i32 6441}
!7 = !{i32 6220}
!8 = !{i32 2, i32 2}
!9 = !{i16 7, i16 0}
!10 = !{!11, !11, !12, !11}
!11 = !{}
!12 = !{!13}
!13 = !{i32 6442, i32 1, i32 0}
!14 = !{i32 1, i32 1, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none"}
!16 = !{!"int*", !"int*", !"char*", !"int"}
!17 = !{!"", !"", !"", !""}
!18 = !{!19}
!19 = !{i32 6442, i32 0, i32 1}
!20 = !{!21}
!21 = !{i32 6443, i32 1, i32 3}
