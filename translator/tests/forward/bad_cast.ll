; A cast from global to local has no SPIR-V form.
target triple = "spir64-unknown-unknown"

define spir_func void @bad(ptr addrspace(1) %g) {
entry:
  %l = addrspacecast ptr addrspace(1) %g to ptr addrspace(3)
  store i32 0, ptr addrspace(3) %l, align 4
  ret void
}
