; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"
!9 = !{!10}
; Function Attrs: nounwind
define spir_func float @deco(float %a, float %b, ptr addrspace(1) %p, i32 %i) #0 !spirv.ParameterDecorations !7 {
  %sum = fadd float %a, %b, !spirv.Decorations !13
  %prod = fmul float %sum, %a, !spirv.Decorations !15
  %fast = fadd nnan float %prod, %b
  %neg = sub nsw i32 0, %i
  %add = add nsw i32 %neg, %i
  %conv = call spir_func i32 @_Z16convert_uint_rtzf(float %fast) #0
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 1, !spirv.Decorations !17
  store float %fast, ptr addrspace(1) %q, align 4
  ret float %fast
}

; Function Attrs: nounwind
declare spir_func i32 @_Z16convert_uint_rtzf(float) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 11}
!5 = !{i32 2, i32 2}
!6 = !{i16 7, i16 0}
!7 = !{!8, !8, !9, !11}
!8 = !{}

!10 = !{i32 19}
!11 = !{!12}
!12 = !{i32 21}
!13 = !{!14}
!14 = !{i32 39, i32 0}
!15 = !{!16}
!16 = !{i32 42}
!17 = !{!18}
!18 = !{i32 44, i32 8}
