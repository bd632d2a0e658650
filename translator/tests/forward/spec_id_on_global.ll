; SpecId in !spirv.Decorations of a global variable: SPIR-V allows it only on scalar
; specialization constants, so the translation refuses it.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) constant i32 7, !spirv.Decorations !0

define spir_kernel void @k(ptr addrspace(1) %o) {
  %v = load i32, ptr addrspace(1) @g
  store i32 %v, ptr addrspace(1) %o
  ret void
}

!0 = !{!1}
!1 = !{i32 1, i32 3}
