; SPV_INTEL_fpga_loop_controls hints that take more than one literal: ivdep on given arrays
; (llvm.loop.parallel_access_indices naming the index groups of the GEPs that access
; them) is DependencyArrayINTEL with (array, safelen) pairs, next to the plain ivdep bits;
; in nested loops a GEP's index group lists the outer loop's group and its own. The loop
; counts are LoopCountINTEL's three 64-bit literals (-1 for the one not given).
; OPTIONS: --spirv-ext=+SPV_INTEL_fpga_loop_controls
target triple = "spir64-unknown-unknown"

define spir_func void @nested(ptr addrspace(1) %out, i32 %n) {
entry:
  %a = alloca [16 x i32], align 4
  %b = alloca [16 x i32], align 4
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %i.done = icmp sge i32 %i, %n
  br i1 %i.done, label %exit, label %outer.body

outer.body:
  %pa = getelementptr inbounds [16 x i32], ptr %a, i32 0, i32 %i, !llvm.index.group !1
  store i32 %i, ptr %pa, align 4
  br label %inner

inner:
  %j = phi i32 [ 0, %outer.body ], [ %j.next, %inner.body ]
  %j.done = icmp sge i32 %j, %n
  br i1 %j.done, label %outer.latch, label %inner.body

inner.body:
  %qa = getelementptr inbounds [16 x i32], ptr %a, i32 0, i32 %j, !llvm.index.group !3
  %qb = getelementptr inbounds [16 x i32], ptr %b, i32 0, i32 %j, !llvm.index.group !4
  %v = load i32, ptr %qa, align 4
  store i32 %v, ptr %qb, align 4
  %j.next = add i32 %j, 1
  br label %inner, !llvm.loop !5

outer.latch:
  %pb = getelementptr inbounds [16 x i32], ptr %b, i32 0, i32 %i
  %w = load i32, ptr %pb, align 4
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %w, ptr addrspace(1) %o, align 4
  %i.next = add i32 %i, 1
  br label %outer, !llvm.loop !8

exit:
  ret void
}

define spir_func void @counted(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body

body:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %i, ptr addrspace(1) %p, align 4
  %next = add i32 %i, 1
  br label %head, !llvm.loop !11

exit:
  ret void
}

!1 = distinct !{}
!2 = distinct !{}
!3 = !{!1, !2}
!4 = distinct !{}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.parallel_access_indices", !2, i32 4}
!7 = !{!"llvm.loop.parallel_access_indices", !4}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.ivdep.enable"}
!10 = !{!"llvm.loop.parallel_access_indices", !1}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.intel.loopcount_min", i64 4}
!13 = !{!"llvm.loop.intel.loopcount_max", i64 8589934592}
!14 = !{!"llvm.loop.ii.count", i32 2}
