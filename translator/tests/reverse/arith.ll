; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @arith(i32 %a, i32 %b, float %x, float %y, ptr addrspace(1) %out) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %sum = add nsw i32 %a, %b
  %diff = sub nuw i32 %a, %b
  %q = sdiv i32 %a, %b
  %r = urem i32 %a, %b
  %sh = ashr i32 %a, %b
  %f = fmul fast float %x, %y
  %g = fdiv nnan ninf float %x, %y
  %c = icmp slt i32 %a, %b
  %o = fcmp uno float %x, %y
  %s = select i1 %c, i32 %a, i32 %b
  %n = fneg float %x
  %cv = fptosi float %x to i32
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_KHR_no_integer_wrap_decoration"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 2, i32 2}
!5 = !{i16 7, i16 0}
!6 = !{i32 0, i32 0, i32 0, i32 0, i32 1}
!7 = !{!"none", !"none", !"none", !"none", !"none"}
!8 = !{!"int", !"int", !"float", !"float", !"int*"}
!9 = !{!"", !"", !"", !"", !""}
