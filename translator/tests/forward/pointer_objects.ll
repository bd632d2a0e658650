; OpenCL objects carried by plain pointers, as the reverse translation writes them for the
; OpenCL target environments: pipes (`ptr addrspace(1)`, a `pipe` kernel_arg_type_qual, or
; the first argument of clang's pipe functions), reserve ids, queues, clk events and
; events (`ptr`). Each must get its object type back, and a queue passed as a pointer to
; enqueue_marker is the queue operand, not an event pointer.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i32 @drain(ptr addrspace(1) %p, ptr %r) {
entry:
  %v = alloca i32, align 4
  %g = addrspacecast ptr %v to ptr addrspace(4)
  %0 = call spir_func i32 @__read_pipe_4(ptr addrspace(1) %p, ptr %r, i32 0, ptr addrspace(4) %g, i32 4, i32 4)
  %1 = load i32, ptr %v, align 4
  ret i32 %1
}

define spir_func void @fill(ptr addrspace(1) %wp, ptr addrspace(4) %src) {
entry:
  %0 = call spir_func i32 @__write_pipe_2(ptr addrspace(1) %wp, ptr addrspace(4) %src, i32 4, i32 4)
  ret void
}

define spir_func void @wait_for(ptr %e) {
entry:
  %slot = alloca ptr, align 8
  store ptr %e, ptr %slot, align 8
  %g = addrspacecast ptr %slot to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %g)
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %rp, ptr addrspace(1) %wp, ptr addrspace(1) %o, ptr addrspace(3) %l) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_type_qual !3 !kernel_arg_base_type !2 {
entry:
  %done = alloca ptr, align 8
  %r = call spir_func ptr @__reserve_read_pipe(ptr addrspace(1) %rp, i32 1, i32 4, i32 4)
  %ok = call spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr %r)
  %v = call spir_func i32 @drain(ptr addrspace(1) %rp, ptr %r)
  call spir_func void @__commit_read_pipe(ptr addrspace(1) %rp, ptr %r, i32 4, i32 4)
  store i32 %v, ptr addrspace(1) %o, align 4
  %og = addrspacecast ptr addrspace(1) %o to ptr addrspace(4)
  call spir_func void @fill(ptr addrspace(1) %wp, ptr addrspace(4) %og)
  %e = call spir_func ptr @_Z29async_work_group_strided_copyPU3AS3jPU3AS1Kjmm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %o, i64 4, i64 1, ptr null)
  call spir_func void @wait_for(ptr %e)
  %q = call spir_func ptr @_Z17get_default_queuev()
  %dg = addrspacecast ptr %done to ptr addrspace(4)
  %m = call spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(ptr %q, i32 0, ptr addrspace(4) null, ptr addrspace(4) %dg)
  %ev = load ptr, ptr %done, align 8
  call spir_func void @_Z13release_event12ocl_clkevent(ptr %ev)
  ret void
}

declare spir_func i32 @__read_pipe_4(ptr addrspace(1), ptr, i32, ptr addrspace(4), i32, i32)
declare spir_func i32 @__write_pipe_2(ptr addrspace(1), ptr addrspace(4), i32, i32)
declare spir_func ptr @__reserve_read_pipe(ptr addrspace(1), i32, i32, i32)
declare spir_func void @__commit_read_pipe(ptr addrspace(1), ptr, i32, i32)
declare spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr)
declare spir_func ptr @_Z29async_work_group_strided_copyPU3AS3jPU3AS1Kjmm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, i64, ptr)
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
declare spir_func ptr @_Z17get_default_queuev()
declare spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(ptr, i32, ptr addrspace(4), ptr addrspace(4))
declare spir_func void @_Z13release_event12ocl_clkevent(ptr)

!0 = !{i32 1, i32 1, i32 1, i32 3}
!1 = !{!"read_only", !"write_only", !"none", !"none"}
!2 = !{!"int", !"int", !"int*", !"int*"}
!3 = !{!"pipe", !"pipe", !"", !""}
