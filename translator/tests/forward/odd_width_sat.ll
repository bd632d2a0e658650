target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; Every use sign-extends: converted to i32 and clamped to [-16, 15].
define spir_func i32 @to_s5(float %v) {
  %c = call i5 @llvm.fptosi.sat.i5.f32(float %v)
  %w = sext i5 %c to i32
  ret i32 %w
}

; Every use zero-extends: converted to i16 and capped at 7.
define spir_func i16 @to_u3(double %v) {
  %c = call i3 @llvm.fptoui.sat.i3.f64(double %v)
  %w = zext i3 %c to i16
  ret i16 %w
}

; A use that is no extension: the i8 container, clamped and masked.
define spir_func void @kept(float %v, ptr addrspace(1) %p) {
  %c = call i5 @llvm.fptosi.sat.i5.f32(float %v)
  store i5 %c, ptr addrspace(1) %p
  ret void
}

declare i5 @llvm.fptosi.sat.i5.f32(float)
declare i3 @llvm.fptoui.sat.i3.f64(double)
