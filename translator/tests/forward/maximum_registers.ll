; !RegisterAllocMode (a count, a count in a nested node, or a named mode) becomes an
; execution mode of SPV_INTEL_maximum_registers.
; OPTIONS: --spirv-ext=+SPV_INTEL_maximum_registers
target triple = "spir64-unknown-unknown"

define spir_kernel void @count() !RegisterAllocMode !0 {
entry:
  ret void
}

define spir_kernel void @nested() !RegisterAllocMode !1 {
entry:
  ret void
}

define spir_kernel void @named() !RegisterAllocMode !3 {
entry:
  ret void
}

!0 = !{i32 64}
!1 = !{!2}
!2 = !{i32 128}
!3 = !{!"AutoINTEL"}
