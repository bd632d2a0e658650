define spir_func i32 @wrap(i32 %a, i32 %b) {
  %x = trunc i32 %a to i5
  ret i32 %r
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
  ret i32 20
}
