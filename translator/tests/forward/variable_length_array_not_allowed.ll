; Without SPV_INTEL_variable_length_array llvm.stacksave is refused by name, as the
; Khronos translator refuses it.
target triple = "spir64-unknown-unknown"

define spir_kernel void @vla(ptr addrspace(1) %out, i32 %n) {
entry:
  %fixed = alloca [4 x i32], align 4
  %len = zext i32 %n to i64
  %sp = call ptr @llvm.stacksave.p0()
  %arr = alloca i32, i64 %len, align 16
  store i32 %n, ptr %arr, align 4
  %last.idx = add i64 %len, -1
  %last = getelementptr inbounds i32, ptr %arr, i64 %last.idx
  store i32 7, ptr %last, align 4
  %first = load i32, ptr %arr, align 4
  %f0 = getelementptr inbounds [4 x i32], ptr %fixed, i64 0, i64 0
  store i32 %first, ptr %f0, align 4
  call void @llvm.stackrestore.p0(ptr %sp)
  %x = load i32, ptr %f0, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
