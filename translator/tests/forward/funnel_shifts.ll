; Funnel shifts of two values with run-time amounts: standard, legalized (i24) and
; vector widths; a rotate (one value) stays OpenCL.std rotate.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i32 @l32(i32 %a, i32 %b, i32 %c) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %c)
  ret i32 %r
}

define spir_func i8 @r8(i8 %a, i8 %b, i8 %c) {
  %r = call i8 @llvm.fshr.i8(i8 %a, i8 %b, i8 %c)
  ret i8 %r
}

define spir_func i24 @l24(i24 %a, i24 %b, i24 %c) {
  %r = call i24 @llvm.fshl.i24(i24 %a, i24 %b, i24 %c)
  ret i24 %r
}

define spir_func <2 x i64> @r64(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c) {
  %r = call <2 x i64> @llvm.fshr.v2i64(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c)
  ret <2 x i64> %r
}

define spir_func i16 @rot16(i16 %a, i16 %c) {
  %r = call i16 @llvm.fshl.i16(i16 %a, i16 %a, i16 %c)
  ret i16 %r
}

declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i8 @llvm.fshr.i8(i8, i8, i8)
declare i24 @llvm.fshl.i24(i24, i24, i24)
declare <2 x i64> @llvm.fshr.v2i64(<2 x i64>, <2 x i64>, <2 x i64>)
declare i16 @llvm.fshl.i16(i16, i16, i16)
