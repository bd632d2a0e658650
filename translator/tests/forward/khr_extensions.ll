; Small KHR extensions: SPV_KHR_fma, SPV_KHR_expect_assume, SPV_KHR_linkonce_odr;
; clang's __to_global.
target triple = "spir64-unknown-unknown"

define linkonce_odr spir_func float @mad(float %a, float %b, float %c, i32 %x) {
  %f = call float @llvm.fma.f32(float %a, float %b, float %c)
  %cmp = icmp ne i32 %x, 0
  call void @llvm.assume(i1 %cmp)
  %e = call i32 @llvm.expect.i32(i32 %x, i32 1)
  ret float %f
}

define spir_func ptr addrspace(1) @global(ptr addrspace(4) %p) {
  %g = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %p)
  ret ptr addrspace(1) %g
}

declare float @llvm.fma.f32(float, float, float)
declare void @llvm.assume(i1)
declare i32 @llvm.expect.i32(i32, i32)
declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))
