; llvm.trap right before `unreachable` (clang's -ftrapv and __builtin_trap shape) leaves its
; meaning to OpUnreachable.
target triple = "spir64-unknown-unknown"

define spir_func i32 @checked_add(i32 %a, i32 %b) {
entry:
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %o = extractvalue { i32, i1 } %r, 1
  br i1 %o, label %trap, label %ok
trap:
  call void @llvm.trap()
  unreachable
ok:
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare void @llvm.trap()
