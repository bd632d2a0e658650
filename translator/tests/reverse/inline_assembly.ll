; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define internal spir_func i32 @f(i32 %a) #0 {
  call void asm sideeffect "nop", ""()
  %r = call i32 asm "add $0, $1, $2", "=r,r,r"(i32 %a, i32 %a)
  %s = call i32 asm "add $0, $1, $2", "=r,r,r"(i32 %r, i32 %a)
  ret i32 %s
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_inline_assembly"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 5606}
!5 = !{i32 2, i32 2}
!6 = !{i16 7, i16 0}
