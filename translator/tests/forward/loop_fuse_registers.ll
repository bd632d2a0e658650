; Function attributes of SPV_INTEL_loop_fuse and SPV_INTEL_maximum_registers.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @fused(ptr addrspace(1) %out) !loop_fuse !0 {
entry:
  store i32 7, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @auto_regs() !RegisterAllocMode !1 {
entry:
  ret void
}

!0 = !{i32 2, i32 0}
!1 = !{!"AutoINTEL"}
