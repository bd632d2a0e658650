; Fast-math flags on float arithmetic, comparisons, negation and an OpenCL math call.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(float %a, float %b, ptr addrspace(1) %o) {
  %lt = fcmp nnan olt float %a, %b
  %eq = fcmp fast oeq float %a, %b
  %both = and i1 %lt, %eq
  %sum = fadd contract reassoc nnan float %a, %b
  %prod = fmul arcp float %sum, %b
  %neg = fneg ninf float %prod
  %root = call nsz float @_Z4sqrtf(float %neg)
  %r = select i1 %both, float %sum, float %root
  store float %r, ptr addrspace(1) %o
  ret void
}

declare float @_Z4sqrtf(float)
