target triple = "spir64-unknown-unknown"

; Signalling NaN, negative infinity, positive normal, negative subnormal, positive zero.
define spir_func i1 @mixed(double %d) {
  %r = call i1 @llvm.is.fpclass.f64(double %d, i32 341)
  ret i1 %r
}

; Every class but the NaNs: the NaN test negated.
define spir_func <2 x i1> @not_nan(<2 x float> %v) {
  %r = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %v, i32 1020)
  ret <2 x i1> %r
}

; Both zeros (a bit test of the magnitude) and nothing at all.
define spir_func i1 @zero(half %h) {
  %r = call i1 @llvm.is.fpclass.f16(half %h, i32 96)
  %none = call i1 @llvm.is.fpclass.f16(half %h, i32 0)
  %both = or i1 %r, %none
  ret i1 %both
}

declare i1 @llvm.is.fpclass.f64(double, i32 immarg)
declare <2 x i1> @llvm.is.fpclass.v2f32(<2 x float>, i32 immarg)
declare i1 @llvm.is.fpclass.f16(half, i32 immarg)
