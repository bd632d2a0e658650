; A trap that execution could get past in SPIR-V (no `unreachable` after it): refused.
target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %p) {
entry:
  call void @llvm.trap()
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

declare void @llvm.trap()
