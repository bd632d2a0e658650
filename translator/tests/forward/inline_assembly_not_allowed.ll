; Without SPV_INTEL_inline_assembly inline assembly is refused, naming the call.
target triple = "spir64-unknown-unknown"

define spir_kernel void @asm_calls(ptr addrspace(1) %out, i32 %a) {
entry:
  call void asm sideeffect "barrier", ""()
  %r = call i32 asm "add $0, $1, $2", "=r,r,r"(i32 %a, i32 %a)
  %s = call i32 asm "add $0, $1, $2", "=r,r,r"(i32 %r, i32 %a)
  %p = call ptr addrspace(1) asm "mov $0, $1", "=r,r"(ptr addrspace(1) %out)
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}
