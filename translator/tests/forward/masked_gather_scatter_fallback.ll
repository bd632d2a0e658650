; Without SPV_INTEL_masked_gather_scatter the function holding vectors of pointers is
; scalarized (masked gathers and scatters become per-lane conditional loads and stores).
target triple = "spir64-unknown-unknown"

define spir_kernel void @gather_scatter(ptr addrspace(1) %src, ptr addrspace(1) %dst, ptr addrspace(1) %addr) {
entry:
  %p = getelementptr inbounds float, ptr addrspace(1) %src, <4 x i64> <i64 3, i64 1, i64 2, i64 0>
  %v = call <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)> %p, i32 4, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x float> <float 0.0, float -1.0, float 0.0, float 0.0>)
  %g = addrspacecast <4 x ptr addrspace(1)> %p to <4 x ptr addrspace(4)>
  %q = getelementptr inbounds float, <4 x ptr addrspace(4)> %g, i64 4
  call void @llvm.masked.scatter.v4f32.v4p4(<4 x float> %v, <4 x ptr addrspace(4)> %q, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>)
  %a = ptrtoint <4 x ptr addrspace(1)> %p to <4 x i64>
  store <4 x i64> %a, ptr addrspace(1) %addr, align 32
  ret void
}

declare <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)>, i32 immarg, <4 x i1>, <4 x float>)
declare void @llvm.masked.scatter.v4f32.v4p4(<4 x float>, <4 x ptr addrspace(4)>, i32 immarg, <4 x i1>)
