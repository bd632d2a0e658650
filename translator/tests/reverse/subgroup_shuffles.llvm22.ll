; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @shuffles(ptr addrspace(1) align 4 captures(none) %o, ptr addrspace(1) align 4 %u, ptr addrspace(1) align 4 captures(none) %f, ptr addrspace(1) align 2 %s, i32 %x, i32 %c, float %y) #0 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_type_qual !24 !kernel_arg_base_type !23 {
entry:
  %call = call spir_func i32 @_Z17sub_group_shuffleij(i32 %x, i32 %c) #1
  store i32 %call, ptr addrspace(1) %o, align 4
  %call1 = call spir_func i32 @_Z21sub_group_shuffle_xorij(i32 %x, i32 %c) #1
  %0 = bitcast ptr addrspace(1) %o to ptr addrspace(1)
  %arrayidx2 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %1 = bitcast ptr addrspace(1) %arrayidx2 to ptr addrspace(1)
  store i32 %call1, ptr addrspace(1) %1, align 4
  %call3 = call spir_func float @_Z20sub_group_shuffle_upfj(float %y, i32 %c) #1
  store float %call3, ptr addrspace(1) %f, align 4
  %call5 = call spir_func i32 @_Z22sub_group_shuffle_downij(i32 %c, i32 %c) #1
  store i32 %call5, ptr addrspace(1) %u, align 4
  %call7 = call spir_func i32 @_Z16sub_group_rotateii(i32 %x, i32 2) #1
  %2 = bitcast ptr addrspace(1) %o to ptr addrspace(1)
  %arrayidx8 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  %3 = bitcast ptr addrspace(1) %arrayidx8 to ptr addrspace(1)
  store i32 %call7, ptr addrspace(1) %3, align 4
  %call9 = call spir_func i32 @_Z26sub_group_clustered_rotateiij(i32 %x, i32 1, i32 4) #1
  %4 = bitcast ptr addrspace(1) %o to ptr addrspace(1)
  %arrayidx10 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 12
  %5 = bitcast ptr addrspace(1) %arrayidx10 to ptr addrspace(1)
  store i32 %call9, ptr addrspace(1) %5, align 4
  %call11 = call spir_func i32 @_Z23intel_sub_group_shuffleij(i32 %x, i32 %c) #1
  %6 = bitcast ptr addrspace(1) %o to ptr addrspace(1)
  %arrayidx12 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 16
  %7 = bitcast ptr addrspace(1) %arrayidx12 to ptr addrspace(1)
  store i32 %call11, ptr addrspace(1) %7, align 4
  %add = add nsw i32 %x, 1
  %call13 = call spir_func i32 @_Z28intel_sub_group_shuffle_downiij(i32 %x, i32 %add, i32 %c) #1
  %8 = bitcast ptr addrspace(1) %o to ptr addrspace(1)
  %arrayidx14 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 20
  %9 = bitcast ptr addrspace(1) %arrayidx14 to ptr addrspace(1)
  store i32 %call13, ptr addrspace(1) %9, align 4
  %call16 = call spir_func i32 @_Z26intel_sub_group_shuffle_upiij(i32 %x, i32 %add, i32 %c) #1
  %10 = bitcast ptr addrspace(1) %o to ptr addrspace(1)
  %arrayidx17 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 24
  %11 = bitcast ptr addrspace(1) %arrayidx17 to ptr addrspace(1)
  store i32 %call16, ptr addrspace(1) %11, align 4
  %call18 = call spir_func float @_Z27intel_sub_group_shuffle_xorfj(float %y, i32 %c) #1
  %12 = bitcast ptr addrspace(1) %f to ptr addrspace(1)
  %arrayidx19 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 4
  %13 = bitcast ptr addrspace(1) %arrayidx19 to ptr addrspace(1)
  store float %call18, ptr addrspace(1) %13, align 4
  %14 = bitcast ptr addrspace(1) %u to ptr addrspace(1)
  %add.ptr = getelementptr inbounds i8, ptr addrspace(1) %14, i64 32
  %15 = bitcast ptr addrspace(1) %add.ptr to ptr addrspace(1)
  %call20 = call spir_func i32 @_Z26intel_sub_group_block_readPU3AS1Kj(ptr addrspace(1) %15) #1
  %16 = bitcast ptr addrspace(1) %u to ptr addrspace(1)
  %arrayidx21 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 4
  %17 = bitcast ptr addrspace(1) %arrayidx21 to ptr addrspace(1)
  store i32 %call20, ptr addrspace(1) %17, align 4
  %18 = bitcast ptr addrspace(1) %u to ptr addrspace(1)
  %add.ptr22 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 64
  %19 = bitcast ptr addrspace(1) %add.ptr22 to ptr addrspace(1)
  call spir_func void @_Z27intel_sub_group_block_writePU3AS1jj(ptr addrspace(1) %19, i32 %c) #1
  %call23 = call spir_func <2 x i16> @_Z30intel_sub_group_block_read_us2PU3AS1Kt(ptr addrspace(1) %s) #1
  %20 = bitcast ptr addrspace(1) %s to ptr addrspace(1)
  %add.ptr24 = getelementptr inbounds i8, ptr addrspace(1) %20, i64 16
  %add.ptr24.ascast = addrspacecast ptr addrspace(1) %add.ptr24 to ptr addrspace(4)
  %21 = bitcast ptr addrspace(4) %add.ptr24.ascast to ptr addrspace(4)
  call spir_func void @_Z7vstore2Dv2_smPU3AS4s(<2 x i16> %call23, i64 0, ptr addrspace(4) %21) #0
  %call25 = call spir_func i32 @_Z30sub_group_clustered_reduce_addij(i32 %x, i32 4) #1
  %22 = bitcast ptr addrspace(1) %o to ptr addrspace(1)
  %arrayidx26 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 28
  %23 = bitcast ptr addrspace(1) %arrayidx26 to ptr addrspace(1)
  store i32 %call25, ptr addrspace(1) %23, align 4
  %call27 = call spir_func float @_Z30sub_group_clustered_reduce_maxfj(float %y, i32 2) #1
  %24 = bitcast ptr addrspace(1) %f to ptr addrspace(1)
  %arrayidx28 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 8
  %25 = bitcast ptr addrspace(1) %arrayidx28 to ptr addrspace(1)
  store float %call27, ptr addrspace(1) %25, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func void @_Z7vstore2Dv2_smPU3AS4s(<2 x i16>, i64, ptr addrspace(4)) #0

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z17sub_group_shuffleij(i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21sub_group_shuffle_xorij(i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z20sub_group_shuffle_upfj(float, i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z22sub_group_shuffle_downij(i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z16sub_group_rotateii(i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z26sub_group_clustered_rotateiij(i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z23intel_sub_group_shuffleij(i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28intel_sub_group_shuffle_downiij(i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z26intel_sub_group_shuffle_upiij(i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z27intel_sub_group_shuffle_xorfj(float, i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z26intel_sub_group_block_readPU3AS1Kj(ptr addrspace(1)) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z27intel_sub_group_block_writePU3AS1jj(ptr addrspace(1), i32) #1

; Function Attrs: convergent nounwind
declare spir_func <2 x i16> @_Z30intel_sub_group_block_read_us2PU3AS1Kt(ptr addrspace(1)) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z30sub_group_clustered_reduce_addij(i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z30sub_group_clustered_reduce_maxfj(float, i32) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!spirv.Source = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!2}
!spirv.Extension = !{!3, !4}
!spirv.Capability = !{!5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18}
!spirv.MemoryModel = !{!19}
!spirv.Generator = !{!20}

!0 = !{i32 3, i32 300000}
!1 = !{i32 3, i32 0}
!2 = !{i32 1, i32 3}
!3 = !{!"SPV_KHR_subgroup_rotate"}
!4 = !{!"SPV_INTEL_subgroups"}
!5 = !{i32 4}
!6 = !{i32 5}
!7 = !{i32 6}
!8 = !{i32 22}
!9 = !{i32 65}
!10 = !{i32 39}
!11 = !{i32 11}
!12 = !{i32 66}
!13 = !{i32 6026}
!14 = !{i32 5568}
!15 = !{i32 5569}
!16 = !{i32 38}
!17 = !{i32 67}
!18 = !{i32 63}
!19 = !{i32 2, i32 2}
!20 = !{i16 7, i16 0}
!21 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!22 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!23 = !{!"int*", !"int*", !"float*", !"short*", !"int", !"int", !"float"}
!24 = !{!"", !"", !"", !"", !"", !"", !""}
