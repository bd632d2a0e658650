; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i68 @f(i5 %x, i68 %w) #0 {
  %1 = alloca i68, align 8
  %s = call i13 @intel_arbitrary_fixed_sqrt.i13.i5(i5 %x, i1 true, i32 2, i32 2, i32 0, i32 0)
  %c = call i25 @intel_arbitrary_float_cast_from_int.i25.i5(i5 %x, i32 16, i1 false, i32 0, i32 2, i32 1)
  %p = call i15 @intel_arbitrary_float_pown.i15.i13.i5(i13 %s, i32 7, i5 %x, i1 true, i32 9, i32 0, i32 2, i32 1)
  %2 = addrspacecast ptr %1 to ptr addrspace(4)
  call void @intel_arbitrary_fixed_exp.i68.i68(ptr addrspace(4) sret(i68) %2, i68 %w, i1 false, i32 20, i32 20, i32 0, i32 0)
  %e = load i68, ptr %1, align 8
  ret i68 %e
}

declare i13 @intel_arbitrary_fixed_sqrt.i13.i5(i5, i1, i32, i32, i32, i32)

declare i25 @intel_arbitrary_float_cast_from_int.i25.i5(i5, i32, i1, i32, i32, i32)

declare i15 @intel_arbitrary_float_pown.i15.i13.i5(i13, i32, i5, i1, i32, i32, i32, i32)

declare void @intel_arbitrary_fixed_exp.i68.i68(ptr addrspace(4) sret(i68), i68, i1, i32, i32, i32, i32)

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1, !2, !3}
!spirv.Capability = !{!4, !5, !6, !7, !8, !9}
!spirv.MemoryModel = !{!10}
!spirv.Generator = !{!11}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_arbitrary_precision_fixed_point"}
!2 = !{!"SPV_INTEL_arbitrary_precision_floating_point"}
!3 = !{!"SPV_INTEL_arbitrary_precision_integers"}
!4 = !{i32 4}
!5 = !{i32 5}
!6 = !{i32 6}
!7 = !{i32 5844}
!8 = !{i32 5922}
!9 = !{i32 5845}
!10 = !{i32 2, i32 2}
!11 = !{i16 7, i16 0}
