; cl_khr_integer_dot_product calls as clang-19 emits them (OpenCL C 2.0, spir64).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(<4 x i8> %c, <4 x i8> %u, i32 %p, i32 %q, i32 %acc, ptr addrspace(1) %o) {
entry:
  %ss = call spir_func i32 @_Z3dotDv4_cS_(<4 x i8> %c, <4 x i8> %c)
  %us = call spir_func i32 @_Z3dotDv4_hDv4_c(<4 x i8> %u, <4 x i8> %c)
  %sat = call spir_func i32 @_Z11dot_acc_satDv4_cDv4_hi(<4 x i8> %c, <4 x i8> %u, i32 %acc)
  %pk = call spir_func i32 @_Z20dot_4x8packed_us_intjj(i32 %p, i32 %q)
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 1
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 2
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 3
  store i32 %ss, ptr addrspace(1) %o, align 4
  store i32 %us, ptr addrspace(1) %o1, align 4
  store i32 %sat, ptr addrspace(1) %o2, align 4
  store i32 %pk, ptr addrspace(1) %o3, align 4
  ret void
}

declare spir_func i32 @_Z3dotDv4_cS_(<4 x i8>, <4 x i8>)
declare spir_func i32 @_Z3dotDv4_hDv4_c(<4 x i8>, <4 x i8>)
declare spir_func i32 @_Z11dot_acc_satDv4_cDv4_hi(<4 x i8>, <4 x i8>, i32)
declare spir_func i32 @_Z20dot_4x8packed_us_intjj(i32, i32)
