; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%pair = type { i32, i32 }

; Function Attrs: nounwind
define spir_func %pair @carry_returned(i32 %a, i32 %b) #0 {
  %1 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %2 = extractvalue { i32, i1 } %1, 0
  %3 = extractvalue { i32, i1 } %1, 1
  %4 = zext i1 %3 to i32
  %5 = insertvalue %pair undef, i32 %2, 0
  %r = insertvalue %pair %5, i32 %4, 1
  ret %pair %r
}

; Function Attrs: nounwind
define spir_func i32 @borrow_read(i32 %a, i32 %b) #0 {
  %1 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  %2 = extractvalue { i32, i1 } %1, 0
  %3 = extractvalue { i32, i1 } %1, 1
  %4 = zext i1 %3 to i32
  %5 = insertvalue { i32, i32 } undef, i32 %2, 0
  %s = insertvalue { i32, i32 } %5, i32 %4, 1
  %hi = extractvalue { i32, i32 } %s, 1
  ret i32 %hi
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 2, i32 2}
!5 = !{i16 7, i16 0}
