; A <7 x i32> load (what clang-22 -O2 makes of an int8 whose last lane is dead),
; shuffled and stored, and a <6 x i16> add: lengths OpTypeVector lacks, scalarized
; before translation. @keep's <4 x float> code is translated as well.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @odd(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %h) {
  %v = load <7 x i32>, ptr addrspace(1) %in, align 32
  %s = shufflevector <7 x i32> %v, <7 x i32> poison, <4 x i32> <i32 6, i32 4, i32 2, i32 0>
  %a = add <4 x i32> %s, splat (i32 100)
  store <4 x i32> %a, ptr addrspace(1) %out, align 16
  %x = load <6 x i16>, ptr addrspace(1) %h, align 16
  %y = add <6 x i16> %x, <i16 1, i16 2, i16 3, i16 4, i16 5, i16 6>
  store <6 x i16> %y, ptr addrspace(1) %h, align 16
  ret void
}

; Two pointers built as a vector, offset by a vector GEP and stored (as LLVM's SLP
; vectorizer makes them): OpTypeVector has no pointer components.
define spir_kernel void @pointers(ptr addrspace(1) %pp, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %i0 = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %a, i32 0
  %i1 = insertelement <2 x ptr addrspace(1)> %i0, ptr addrspace(1) %b, i32 1
  %g = getelementptr i32, <2 x ptr addrspace(1)> %i1, <2 x i64> <i64 1, i64 2>
  store <2 x ptr addrspace(1)> %g, ptr addrspace(1) %pp, align 16
  ret void
}

define spir_kernel void @keep(ptr addrspace(1) %p) {
  %l = load <4 x float>, ptr addrspace(1) %p, align 16
  %m = fmul <4 x float> %l, %l
  store <4 x float> %m, ptr addrspace(1) %p, align 16
  ret void
}
