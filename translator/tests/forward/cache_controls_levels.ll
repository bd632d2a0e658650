; Cache controls for several cache levels of one access decorate one pointer copy with one
; decoration per level, as SPV_INTEL_cache_controls allows ("each cache level at most
; once"). spirv-val 2025.5 refuses a decoration repeated on one id whatever its operands,
; so it rejects this (valid) module.
; OPTIONS: --spirv-ext=+SPV_INTEL_cache_controls
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst) {
entry:
  %v = load i32, ptr addrspace(1) %src, align 4, !spirv.DecorationCacheControlINTEL !1
  store i32 %v, ptr addrspace(1) %dst, align 4, !spirv.DecorationCacheControlINTEL !4
  ret void
}

; L1 uncached, L3 cached.
!1 = !{!2, !3}
!2 = !{i32 6442, i32 0, i32 0, i32 0}
!3 = !{i32 6442, i32 1, i32 1, i32 0}
; L1 streaming, L3 write-back.
!4 = !{!5, !6}
!5 = !{i32 6443, i32 0, i32 3, i32 1}
!6 = !{i32 6443, i32 1, i32 2, i32 1}
