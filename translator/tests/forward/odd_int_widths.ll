; Integers of non-standard widths: legalized into 8/16/32/64-bit containers
; (upper bits kept zero), or native under SPV_INTEL_arbitrary_precision_integers.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i32 @wrap(i32 %a, i32 %b) {
  %x = trunc i32 %a to i5
  %y = trunc i32 %b to i5
  %s = add i5 %x, %y
  %r = zext i5 %s to i32
  ret i32 %r
}

define spir_func i32 @signed_ops(i32 %a, i32 %b) {
  %x = trunc i32 %a to i12
  %y = trunc i32 %b to i12
  %d = sdiv i12 %x, %y
  %c = icmp slt i12 %d, %y
  %e = sext i12 %d to i32
  %r = select i1 %c, i32 %e, i32 0
  ret i32 %r
}

define spir_func i32 @sel(i64 %i) {
entry:
  %t = trunc i64 %i to i2
  switch i2 %t, label %d [ i2 0, label %a
                           i2 -1, label %b ]
a:
  ret i32 10
b:
  ret i32 30
d:
  ret i32 20
}

define spir_func i32 @bits(i24 %v) {
  %z = call i24 @llvm.ctlz.i24(i24 %v, i1 false)
  %r = zext i24 %z to i32
  ret i32 %r
}

declare i24 @llvm.ctlz.i24(i24, i1)
