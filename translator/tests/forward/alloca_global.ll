; An alloca in the global address space: SPIR-V Function variables convert only
; to Generic, so this has no SPIR-V form and must be refused by name.
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %o) {
entry:
  %a = alloca [2 x i64], align 8, addrspace(1)
  store i64 1, ptr addrspace(1) %a, align 8
  ret void
}
