; FPGA loop hints become SPV_INTEL_fpga_loop_controls bits of OpLoopMerge (in bit
; order, their parameters after the mask); a loop whose header ends in an unconditional
; branch gets OpLoopControlINTEL (SPV_INTEL_unstructured_loop_controls) in its header.
; OPTIONS: --spirv-ext=+SPV_INTEL_fpga_loop_controls --spirv-ext=+SPV_INTEL_unstructured_loop_controls
target triple = "spir64-unknown-unknown"

define spir_func void @pipelined(ptr addrspace(1) %a, i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body

body:
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  store i32 %i, ptr addrspace(1) %p, align 4
  %next = add i32 %i, 1
  br label %head, !llvm.loop !0

exit:
  ret void
}

define spir_func void @forever(ptr addrspace(1) %a) {
entry:
  br label %head

head:
  br label %body

body:
  %v = load i32, ptr addrspace(1) %a, align 4
  %stop = icmp eq i32 %v, 0
  br i1 %stop, label %exit, label %latch

latch:
  %dec = add i32 %v, -1
  store i32 %dec, ptr addrspace(1) %a, align 4
  br label %head, !llvm.loop !5

exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !3, !4}
!1 = !{!"llvm.loop.ii.count", i32 3}
!2 = !{!"llvm.loop.max_concurrency.count", i32 2}
!3 = !{!"llvm.loop.ivdep.safelen", i32 4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.coalesce.enable"}
!7 = !{!"llvm.loop.unroll.disable"}
