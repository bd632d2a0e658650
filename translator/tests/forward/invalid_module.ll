; Parses, but fails the LLVM verifier: an instruction uses a value it does not dominate.
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %y = add i32 %x, 1
  ret i32 %y
}
