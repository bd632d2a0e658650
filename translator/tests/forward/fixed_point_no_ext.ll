; A fixed-point instruction without SPV_INTEL_arbitrary_precision_fixed_point allowed is
; refused naming its family and extension.
; OPTIONS: --spirv-ext=+SPV_INTEL_arbitrary_precision_integers
target triple = "spir64-unknown-unknown"

define spir_func i13 @f(i5 %x) {
entry:
  %r = call spir_func i13 @__spirv_FixedSqrtINTEL(i5 %x, i1 false, i32 2, i32 2, i32 0, i32 0)
  ret i13 %r
}

declare spir_func i13 @__spirv_FixedSqrtINTEL(i5, i1 zeroext, i32, i32, i32, i32)
