target triple = "spir64-unknown-unknown"

define spir_func i1 @umul8(i8 %a, i8 %b, ptr addrspace(1) %out) {
  %r = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %a, i8 %b)
  %v = extractvalue { i8, i1 } %r, 0
  store i8 %v, ptr addrspace(1) %out
  %o = extractvalue { i8, i1 } %r, 1
  ret i1 %o
}

define spir_func { <2 x i64>, <2 x i1> } @umulv(<2 x i64> %a, <2 x i64> %b) {
  %r = call { <2 x i64>, <2 x i1> } @llvm.umul.with.overflow.v2i64(<2 x i64> %a, <2 x i64> %b)
  ret { <2 x i64>, <2 x i1> } %r
}

define spir_func i1 @sadd32(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %o = extractvalue { i32, i1 } %r, 1
  ret i1 %o
}

define spir_func i1 @umul24(i24 %a, i24 %b) {
  %r = call { i24, i1 } @llvm.umul.with.overflow.i24(i24 %a, i24 %b)
  %o = extractvalue { i24, i1 } %r, 1
  ret i1 %o
}

declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8)
declare { <2 x i64>, <2 x i1> } @llvm.umul.with.overflow.v2i64(<2 x i64>, <2 x i64>)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i24, i1 } @llvm.umul.with.overflow.i24(i24, i24)
