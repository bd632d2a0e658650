; !spirv.MemoryModel names the memory model of OpMemoryModel (the addressing model follows
; the triple); Simple needs the Shader capability.
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  ret void
}

!spirv.MemoryModel = !{!0}
!0 = !{i32 1, i32 0}
