; SPV_INTEL_arbitrary_precision_integers: constants wider than 64 bits keep every word
; (one literal word per 32 bits, low first, the bits above the width cleared).
; OPTIONS: --spirv-ext=+SPV_INTEL_arbitrary_precision_integers
target triple = "spir64-unknown-unknown"

@a = addrspace(1) global i65 0, align 8

define spir_func void @f(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  store i65 18446744073709551617, ptr addrspace(1) @a
  store i96 -1, ptr addrspace(1) %p
  store i128 85070591730234615865843651857942052864, ptr addrspace(1) %q
  ret void
}
