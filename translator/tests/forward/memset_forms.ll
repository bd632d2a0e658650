; llvm.memset in every form: constant value and length (a pattern array copied in),
; run-time value or length (a loop helper per address space and length width),
; volatile, zero length, and typed destinations of several address spaces.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, i32, i32 }

define spir_kernel void @fill(ptr addrspace(1) align 4 %g, ptr addrspace(3) %l, i8 %v, i32 %n, i64 %m) {
entry:
  %s = alloca %struct.S, align 4
  %x = alloca [4 x i8], align 4
  call void @llvm.memset.p0.i64(ptr align 4 %s, i8 0, i64 12, i1 false)
  call void @llvm.memset.p0.i32(ptr align 4 %x, i8 21, i32 4, i1 false)
  call void @llvm.memset.p0.i32(ptr align 4 %x, i8 %v, i32 3, i1 false)
  call void @llvm.memset.p3.i32(ptr addrspace(3) %l, i8 %v, i32 %n, i1 false)
  call void @llvm.memset.p3.i32(ptr addrspace(3) %l, i8 7, i32 %n, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %g, i8 %v, i64 %m, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %g, i8 %v, i64 %m, i1 true)
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %g, i8 1, i64 8, i1 true)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %g, i8 %v, i64 0, i1 false)
  %a = load i32, ptr %s, align 4
  %b = load i8, ptr %x, align 4
  %bz = zext i8 %b to i32
  %r = add i32 %a, %bz
  store i32 %r, ptr addrspace(1) %g, align 4
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
declare void @llvm.memset.p3.i32(ptr addrspace(3), i8, i32, i1)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
