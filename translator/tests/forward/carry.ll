target triple = "spir64-unknown-unknown"

define spir_func <2 x i1> @borrow(<2 x i64> %a, <2 x i64> %b) {
  %r = call { <2 x i64>, <2 x i1> } @llvm.usub.with.overflow.v2i64(<2 x i64> %a, <2 x i64> %b)
  %o = extractvalue { <2 x i64>, <2 x i1> } %r, 1
  ret <2 x i1> %o
}

declare { <2 x i64>, <2 x i1> } @llvm.usub.with.overflow.v2i64(<2 x i64>, <2 x i64>)
