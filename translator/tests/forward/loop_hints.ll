; Unroll hints on loops become OpLoopMerge controls; a loop with two latches
; gets one made continue block.
target triple = "spir64-unknown-unknown"

define spir_func void @counted(ptr addrspace(1) %a, i32 %n) {
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

define spir_func void @two_latches(ptr %i) {
entry:
  store i32 64, ptr %i, align 4
  br label %cond

cond:
  %v = load i32, ptr %i, align 4
  %dec = add i32 %v, -1
  store i32 %dec, ptr %i, align 4
  %more = icmp sgt i32 %v, 0
  br i1 %more, label %body, label %end

body:
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %then, label %else

then:
  br label %cond, !llvm.loop !2

else:
  store i32 %odd, ptr %i, align 4
  br label %cond, !llvm.loop !2

end:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.count", i32 4}
