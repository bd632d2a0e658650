; Pointer parameters the callee only passes on or returns take the pointee of what the
; first call passes; the result takes the returned parameter's pointee. Calls with
; other pointees are cast, and so are results used as other types.
target triple = "spir64-unknown-unknown"

define spir_func ptr addrspace(1) @pick(ptr addrspace(1) %x, ptr addrspace(1) %y, i1 %c) {
entry:
  %r = select i1 %c, ptr addrspace(1) %x, ptr addrspace(1) %y
  ret ptr addrspace(1) %r
}

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i1 %c) {
entry:
  %ga = getelementptr inbounds i64, ptr addrspace(1) %a, i64 1
  %gb = getelementptr inbounds i64, ptr addrspace(1) %b, i64 2
  %p = call spir_func ptr addrspace(1) @pick(ptr addrspace(1) %ga, ptr addrspace(1) %gb, i1 %c)
  store i64 7, ptr addrspace(1) %p, align 8
  %q = call spir_func ptr addrspace(1) @pick(ptr addrspace(1) %b, ptr addrspace(1) %a, i1 %c)
  store half 1.0, ptr addrspace(1) %q, align 2
  %gh = getelementptr inbounds half, ptr addrspace(1) %b, i64 3
  %s = call spir_func ptr addrspace(1) @pick(ptr addrspace(1) %gh, ptr addrspace(1) %a, i1 %c)
  store i64 9, ptr addrspace(1) %s, align 8
  ret void
}
