target triple = "spir64-unknown-unknown"
define spir_func <16 x float> @f(i64 %i, ptr addrspace(4) %p) {
  %r = call spir_func <16 x float> @_Z7vload16oPU3AS4Kf(i64 %i, ptr addrspace(4) %p)
  ret <16 x float> %r
}
declare spir_func <16 x float> @_Z7vload16oPU3AS4Kf(i64, ptr addrspace(4))
