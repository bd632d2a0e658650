; Comparisons and selects of vectors of pointers under SPV_INTEL_masked_gather_scatter: the
; addresses compared as integers (OpConvertPtrToU per lane), OpSelect on the vectors.
; OPTIONS: --spirv-ext=+SPV_INTEL_masked_gather_scatter
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, <2 x i64> <i64 0, i64 1>
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, <2 x i64> <i64 1, i64 0>
  %c = icmp ult <2 x ptr addrspace(1)> %p, %q
  %s = select <2 x i1> %c, <2 x ptr addrspace(1)> %p, <2 x ptr addrspace(1)> %q
  %s0 = extractelement <2 x ptr addrspace(1)> %s, i32 0
  %v = load i32, ptr addrspace(1) %s0, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
