; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(float %a, float %b, ptr addrspace(1) %o) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_type_qual !10 !kernel_arg_base_type !9 {
  %lt = fcmp nnan olt float %a, %b
  %eq = fcmp fast oeq float %a, %b
  %both = and i1 %lt, %eq
  %sum = fadd reassoc nnan contract float %a, %b
  %prod = fmul arcp float %sum, %b
  %neg = fneg ninf float %prod
  %root = call nsz spir_func float @_Z4sqrtf(float %neg) #0
  %t = fsub reassoc contract float %root, %a
  %r = select i1 %both, float %sum, float %t
  store float %r, ptr addrspace(1) %o, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func float @_Z4sqrtf(float) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 1, i32 6}
!1 = !{!"SPV_INTEL_fp_fast_math_mode"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 5837}
!5 = !{i32 2, i32 2}
!6 = !{i16 7, i16 0}
!7 = !{i32 0, i32 0, i32 1}
!8 = !{!"none", !"none", !"none"}
!9 = !{!"float", !"float", !"float*"}
!10 = !{!"", !"", !""}
