; Names that start like `vload4` but do not demangle: plain imported functions, not builtins.
target triple = "spir64-unknown-unknown"
declare spir_func <4 x float> @_Z6vload4XYZ(i64, ptr addrspace(1))
declare spir_func <4 x float> @_Z6vload4mPU3AS1KfQQ(i64, ptr addrspace(1))
define spir_kernel void @k(ptr addrspace(1) %o) {
  %v = call spir_func <4 x float> @_Z6vload4XYZ(i64 0, ptr addrspace(1) %o)
  %w = call spir_func <4 x float> @_Z6vload4mPU3AS1KfQQ(i64 0, ptr addrspace(1) %o)
  %s = fadd <4 x float> %v, %w
  store <4 x float> %s, ptr addrspace(1) %o
  ret void
}
