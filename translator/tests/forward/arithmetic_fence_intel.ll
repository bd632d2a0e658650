; Under SPV_INTEL_arithmetic_fence alone: the same instruction and capability (the module also
; declares SPV_EXT_arithmetic_fence, under which the capability number is registered).
; OPTIONS: --spirv-ext=+SPV_INTEL_arithmetic_fence
target triple = "spir64-unknown-unknown"

define spir_func double @fenced(double %a, <2 x float> %b) {
entry:
  %s = fadd fast double %a, %a
  %t = call double @llvm.arithmetic.fence.f64(double %s)
  %u = fadd fast double %t, %a
  %v = call <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float> %b)
  %e = extractelement <2 x float> %v, i32 0
  %w = fpext float %e to double
  %r = fadd double %u, %w
  ret double %r
}

declare double @llvm.arithmetic.fence.f64(double)
declare <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float>)
