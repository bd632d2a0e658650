; A switch with several cases to one block: the PHI there lists the switch block once
; per edge in LLVM, once in SPIR-V.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func ptr addrspace(1) @pick(i32 %x, ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %g = getelementptr inbounds i16, ptr addrspace(1) %q, i64 1
  switch i32 %x, label %other [
    i32 0, label %join
    i32 1, label %join
    i32 5, label %join
  ]
other:
  br label %join
join:
  %v = phi i32 [ 7, %entry ], [ 7, %entry ], [ 9, %other ], [ 7, %entry ]
  %r = phi ptr addrspace(1) [ %g, %entry ], [ %g, %entry ], [ %p, %other ], [ %g, %entry ]
  store i32 %v, ptr addrspace(1) %p
  ret ptr addrspace(1) %r
}
