; Module-scope variables in global_device (5) / global_host (6).
target triple = "spir64-unknown-unknown"
@dev = addrspace(5) global i32 0, align 4
@host = addrspace(6) global i32 1, align 4
define spir_kernel void @k(ptr addrspace(1) %o) {
  %a = load i32, ptr addrspace(5) @dev
  %b = load i32, ptr addrspace(6) @host
  %c = add i32 %a, %b
  store i32 %c, ptr addrspace(1) %o
  ret void
}
