; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(i32 %a, i32 %b, <2 x i16> %va, <2 x i16> %vb) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %srem.res = srem i32 %a, %b
  %xor.res = xor i32 %a, %b
  %cmpsign.res = icmp slt i32 %xor.res, 0
  %cmpsrem.res = icmp ne i32 %srem.res, 0
  %add.res = add nsw i32 %srem.res, %b
  %cmp.res = and i1 %cmpsign.res, %cmpsrem.res
  %m = select i1 %cmp.res, i32 %add.res, i32 %srem.res
  %srem.res1 = srem <2 x i16> %va, %vb
  %xor.res2 = xor <2 x i16> %va, %vb
  %cmpsign.res3 = icmp slt <2 x i16> %xor.res2, zeroinitializer
  %cmpsrem.res4 = icmp ne <2 x i16> %srem.res1, zeroinitializer
  %add.res5 = add nsw <2 x i16> %srem.res1, %vb
  %cmp.res6 = and <2 x i1> %cmpsign.res3, %cmpsrem.res4
  %vm = select <2 x i1> %cmp.res6, <2 x i16> %add.res5, <2 x i16> %srem.res1
  %n = sub i32 0, %a
  %vn = sub <2 x i16> zeroinitializer, %va
  ret void
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 22}
!4 = !{i32 1, i32 2}
!5 = !{i16 7, i16 0}
!6 = !{i32 0, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none"}
!8 = !{!"int", !"int", !"short2", !"short2"}
!9 = !{!"", !"", !"", !""}
