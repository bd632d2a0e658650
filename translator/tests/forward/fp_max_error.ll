; OPTIONS: --spirv-ext=+SPV_INTEL_fp_max_error
; Maximum errors: `!fpmath` on a division and a vector multiply, the call-site attribute
; "fpbuiltin-max-error" on a call; an integer result takes none.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func float @approx(float %x) {
  ret float %x
}

define spir_kernel void @k(ptr addrspace(1) %out, float %a, float %b, <2 x float> %v, i32 %i) {
entry:
  %q = fdiv float %a, %b, !fpmath !0
  %m = fmul <2 x float> %v, %v, !fpmath !1
  %c = call spir_func float @approx(float %q) #0
  %e = extractelement <2 x float> %m, i32 0
  %s = fadd float %c, %e
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "fpbuiltin-max-error"="4.0" }

!0 = !{float 2.500000e+00}
!1 = !{float 0.5}
