; SPV_INTEL_arbitrary_precision_fixed_point: a wide fixed-point value passed `byval` (as
; clang passes a `_BitInt(68)`) is loaded for the instruction's Input operand; the wide
; result comes back through the `sret` pointer.
; OPTIONS: --spirv-ext=+SPV_INTEL_arbitrary_precision_fixed_point --spirv-ext=+SPV_INTEL_arbitrary_precision_integers
target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(4) %out, ptr %in) {
entry:
  call spir_func void @__spirv_FixedExpINTEL(ptr addrspace(4) sret(i68) %out, ptr byval(i68) %in, i1 false, i32 20, i32 20, i32 0, i32 0)
  ret void
}

declare spir_func void @__spirv_FixedExpINTEL(ptr addrspace(4) sret(i68), ptr byval(i68), i1 zeroext, i32, i32, i32, i32)
