; SPV_INTEL_hw_thread_queries is deprecated: its BuiltIn variables are refused by name,
; whatever --spirv-ext allows.
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalHWThreadIDINTEL = external addrspace(1) global i32

define spir_kernel void @k(ptr addrspace(1) %out) {
  %id = load i32, ptr addrspace(1) @__spirv_BuiltInGlobalHWThreadIDINTEL, align 4
  store i32 %id, ptr addrspace(1) %out, align 4
  ret void
}
