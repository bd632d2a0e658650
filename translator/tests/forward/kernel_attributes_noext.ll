; Kernel attributes without their extensions are left out.
target triple = "spir64-unknown-unknown"

define spir_func i32 @helper(i32 %x) !max_concurrency !5 {
entry:
  %y = add i32 %x, 1
  ret i32 %y
}

define spir_kernel void @k(ptr addrspace(1) %out) !max_work_group_size !0 !no_global_work_offset !1 !num_simd_work_items !2 !ip_interface !3 !stall_enable !4 !initiation_interval !5 {
entry:
  %v = call spir_func i32 @helper(i32 2)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

!0 = !{i32 16, i32 4, i32 2}
!1 = !{}
!2 = !{i32 4}
!3 = !{!"streaming", !"stall_free_return"}
!4 = !{i32 1}
!5 = !{i32 3}
