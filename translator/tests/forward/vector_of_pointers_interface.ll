; A vector of pointers at a function's interface stays a vector (the scalarizer cannot
; split it): without SPV_INTEL_masked_gather_scatter it is refused, naming the type.
target triple = "spir64-unknown-unknown"

define spir_func <2 x ptr addrspace(1)> @next(<2 x ptr addrspace(1)> %p) {
entry:
  %q = getelementptr inbounds i32, <2 x ptr addrspace(1)> %p, i64 1
  ret <2 x ptr addrspace(1)> %q
}
