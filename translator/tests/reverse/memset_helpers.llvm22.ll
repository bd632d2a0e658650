; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p1.i32(ptr addrspace(1) writeonly captures(none), i8, i32, i1 immarg) #0

; Function Attrs: nounwind
define spir_func void @fill(ptr addrspace(1) %p, i8 %v, i32 %n) #1 {
  call void @llvm.memset.p1.i32(ptr addrspace(1) %p, i8 %v, i32 %n, i1 false) #1
  call void @llvm.memset.p1.i32(ptr addrspace(1) %p, i8 %v, i32 %n, i1 true) #1
  ret void
}

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 39}
!5 = !{i32 2, i32 2}
!6 = !{i16 7, i16 0}
