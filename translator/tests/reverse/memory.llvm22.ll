; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, float }

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %out) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %v = alloca %struct.S, align 8
  %1 = getelementptr %struct.S, ptr %v, i32 0, i32 1
  store volatile float 1.000000e+00, ptr %1, align 4
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %out, ptr %v, i64 8, i1 false)
  %2 = load float, ptr %1, align 4
  %ins = insertvalue %struct.S undef, float %2, 1
  %3 = insertelement <2 x float> poison, float %2, i32 0
  %4 = insertelement <2 x float> %3, float 1.000000e+00, i32 1
  %sh = shufflevector <2 x float> %4, <2 x float> %4, <2 x i32> <i32 1, i32 2>
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 2, i32 2}
!5 = !{i16 7, i16 0}
!6 = !{i32 1}
!7 = !{!"none"}
!8 = !{!"struct S*"}
!9 = !{!""}
