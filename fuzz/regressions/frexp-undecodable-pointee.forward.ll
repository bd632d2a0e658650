target triple = "spir64-unknown-unknown"
define spir_func float @f(float %x, ptr addrspace(4) %p) {
  %r = call spir_func float @_Z5frexpfPU3BS4i(float %x, ptr addrspace(4) %p)
  ret float %r
}
declare spir_func float @_Z5frexpfPU3BS4i(float, ptr addrspace(4))
