; llvm.memmove of a run-time length: within one storage class, between a global and a
; generic pointer (possibly the same memory) and between global and local (distinct).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @mv(ptr addrspace(1) %g, ptr addrspace(4) %p, ptr addrspace(3) %l, i64 %n) {
entry:
  %h = getelementptr inbounds i8, ptr addrspace(1) %g, i64 3
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %g, ptr addrspace(1) %h, i64 %n, i1 false)
  call void @llvm.memmove.p4.p1.i64(ptr addrspace(4) %p, ptr addrspace(1) %g, i64 %n, i1 true)
  call void @llvm.memmove.p1.p3.i64(ptr addrspace(1) %g, ptr addrspace(3) %l, i64 %n, i1 false)
  ret void
}

declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memmove.p4.p1.i64(ptr addrspace(4), ptr addrspace(1), i64, i1)
declare void @llvm.memmove.p1.p3.i64(ptr addrspace(1), ptr addrspace(3), i64, i1)
