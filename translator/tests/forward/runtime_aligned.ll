; OPTIONS: --spirv-ext=+SPV_INTEL_runtime_aligned
; SPV_INTEL_runtime_aligned: !kernel_arg_runtime_aligned marks pointer parameters the
; runtime aligns (one i1 per parameter).
target triple = "spir64-unknown-unknown"

define spir_kernel void @copy(ptr addrspace(1) %dst, ptr addrspace(1) %src, i32 %n) !kernel_arg_runtime_aligned !0 {
entry:
  %v = load i32, ptr addrspace(1) %src, align 4
  %w = add i32 %v, %n
  store i32 %w, ptr addrspace(1) %dst, align 4
  ret void
}

!0 = !{i1 false, i1 true, i1 false}
