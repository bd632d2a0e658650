; The producer asks for an extension through !spirv.Extension.
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  ret void
}

!spirv.Extension = !{!0}
!0 = !{!"SPV_KHR_bit_instructions"}
