; Kernels become exported functions; each entry point is a wrapper that calls
; its kernel (so kernels may call kernels). Blocks are reordered only as far
; as dominance requires; named values and blocks get OpName.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @inner(ptr addrspace(1) noalias %out, i32 %n) !reqd_work_group_size !0 {
entry:
  %twice = shl i32 %n, 1
  br label %body

exit:
  ret void

body:
  store i32 %twice, ptr addrspace(1) %out, align 4
  br label %exit
}

define spir_kernel void @outer(ptr addrspace(1) %out) {
entry:
  call spir_kernel void @inner(ptr addrspace(1) %out, i32 3)
  ret void
}

!0 = !{i32 8, i32 1, i32 1}
