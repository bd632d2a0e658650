; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@table = linkonce_odr addrspace(1) global [2 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define spir_kernel void @k(i32 %x, ptr addrspace(1) %out) #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_type_qual !12 !kernel_arg_base_type !11 {
  %n = call spir_func i32 @_Z8popcounti(i32 %x) #0
  %c = icmp ne i32 %n, 0
  call void @llvm.assume(i1 %c)
  %e = call i32 @llvm.expect.i32(i32 %n, i32 1)
  store i32 %e, ptr addrspace(1) %out, align 4
  ret void
}

; Function Attrs: nounwind
define linkonce_odr spir_func i32 @helper(i32 %0) #0 {
  ret i32 %0
}

; Function Attrs: nounwind
declare spir_func i32 @_Z8popcounti(i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.expect.i32(i32, i32) #2

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1, !2}
!spirv.Capability = !{!3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_KHR_expect_assume"}
!2 = !{!"SPV_KHR_linkonce_odr"}
!3 = !{i32 4}
!4 = !{i32 6}
!5 = !{i32 5}
!6 = !{i32 5629}
!7 = !{i32 2, i32 2}
!8 = !{i16 7, i16 0}
!9 = !{i32 0, i32 1}
!10 = !{!"none", !"none"}
!11 = !{!"int", !"int*"}
!12 = !{!"", !""}
