; OPTIONS: --spirv-ext=+SPV_INTEL_function_pointers
; A module-scope variable in address space 9 (CodeSectionINTEL, SPV_INTEL_function_pointers).
target triple = "spir64-unknown-unknown"
@code = addrspace(9) global i32 0, align 4
define spir_kernel void @k(ptr addrspace(1) %o) {
  %a = load i32, ptr addrspace(9) @code
  store i32 %a, ptr addrspace(1) %o
  ret void
}
