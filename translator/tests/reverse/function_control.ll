; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: noinline nounwind optnone
define spir_func i32 @no_opt(i32 %0) #0 {
  ret i32 %0
}

; Function Attrs: alwaysinline nounwind
define spir_func i32 @inl(i32 %0) #1 {
  ret i32 %0
}

; Function Attrs: nounwind memory(none)
define spir_func i32 @konst(i32 %0) #2 {
  ret i32 %0
}

; Function Attrs: noinline nounwind memory(read)
define spir_func i32 @reader(i32 %0) #3 {
  ret i32 %0
}

attributes #0 = { noinline nounwind optnone }
attributes #1 = { alwaysinline nounwind }
attributes #2 = { nounwind memory(none) }
attributes #3 = { noinline nounwind memory(read) }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_optnone"}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 6094}
!6 = !{i32 2, i32 2}
!7 = !{i16 7, i16 0}
