; Blocks unreachable from the entry: a cycle whose instructions use each other out of
; order (valid LLVM IR, not SPIR-V), and one branching into a reachable loop whose PHI
; lists it.
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(i32 %x) {
entry:
  ret i32 %x
dead2:
  %r = add i32 %q, 2
  br label %dead1
dead1:
  %q = add i32 %r, 1
  br label %dead2
}
define spir_func i32 @g(i32 %x, i1 %c) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ], [ 7, %u2 ]
  %n = add i32 %i, 1
  %d = icmp slt i32 %n, %x
  br i1 %d, label %loop, label %exit
exit:
  ret i32 %n
u1:
  br label %u2
u2:
  br i1 %c, label %u1, label %loop
}
