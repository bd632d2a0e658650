; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %src) #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_type_qual !12 !kernel_arg_base_type !11 {
  %vars = alloca <4 x ptr addrspace(4)>, align 32
  %ps = load <4 x ptr addrspace(4)>, ptr %vars, align 32
  %pg = addrspacecast <4 x ptr addrspace(4)> %ps to <4 x ptr addrspace(1)>
  %pn = getelementptr inbounds i32, <4 x ptr addrspace(1)> %pg, i32 1
  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)> align 4 %pn, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x i32> zeroinitializer)
  call void @llvm.masked.scatter.v4i32.v4p1(<4 x i32> %v, <4 x ptr addrspace(1)> align 4 %pg, <4 x i1> <i1 true, i1 false, i1 true, i1 true>)
  %pi = ptrtoint <4 x ptr addrspace(1)> %pg to <4 x i64>
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)>, <4 x i1>, <4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v4i32.v4p1(<4 x i32>, <4 x ptr addrspace(1)>, <4 x i1>) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(write) }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_masked_gather_scatter"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 38}
!5 = !{i32 11}
!6 = !{i32 6427}
!7 = !{i32 2, i32 2}
!8 = !{i16 7, i16 0}
!9 = !{i32 1}
!10 = !{!"none"}
!11 = !{!"int*"}
!12 = !{!""}
