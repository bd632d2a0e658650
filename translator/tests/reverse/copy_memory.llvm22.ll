; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

%structtype = type { i16, i32 }

; Function Attrs: nounwind
define spir_func void @cp(ptr addrspace(1) %dst) #0 {
  %tmp = alloca %structtype, align 8
  call void @llvm.memcpy.p1.p0.i32(ptr addrspace(1) %dst, ptr %tmp, i32 8, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i32(ptr addrspace(1) noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 1, i32 2}
!5 = !{i16 7, i16 0}
