; Cache controls need SPV_INTEL_cache_controls: without it the decorated copy is refused.
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst) {
entry:
  %v = load i32, ptr addrspace(1) %src, align 4, !spirv.DecorationCacheControlINTEL !1
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}

!1 = !{!2}
!2 = !{i32 6442, i32 0, i32 1, i32 0}
