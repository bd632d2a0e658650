; FP contraction per kernel (call trees): @leaf_off has an fadd without `contract`
; (as clang writes a * b + c under #pragma OPENCL FP_CONTRACT OFF); @middle calls it;
; @leaf_on only uses contractable operations (a contract fadd, llvm.fmuladd).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func float @leaf_off(float %a, float %b, float %c) {
  %m = fmul float %a, %b
  %r = fadd float %m, %c
  ret float %r
}

define spir_func float @middle(float %a) {
  %r = call spir_func float @leaf_off(float %a, float %a, float %a)
  ret float %r
}

define spir_func float @leaf_on(float %a, float %b, float %c) {
  %m = fmul contract float %a, %b
  %s = fsub contract float %m, %c
  %r = call float @llvm.fmuladd.f32(float %a, float %b, float %s)
  ret float %r
}

define spir_kernel void @k_direct(ptr addrspace(1) %out, float %a) {
  %m = fmul float %a, %a
  %r = fsub float %m, %a
  store float %r, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @k_nested(ptr addrspace(1) %out, float %a) {
  %r = call spir_func float @middle(float %a)
  store float %r, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @k_on(ptr addrspace(1) %out, float %a) {
  %r = call spir_func float @leaf_on(float %a, float %a, float %a)
  store float %r, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @k_fast(ptr addrspace(1) %out, <2 x float> %a) {
  %m = fmul fast <2 x float> %a, %a
  %r = fadd fast <2 x float> %m, %a
  store <2 x float> %r, ptr addrspace(1) %out
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)
