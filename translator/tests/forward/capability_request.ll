; The producer asks for capabilities through !spirv.Capability: ExpectAssumeKHR (5629)
; needs SPV_KHR_expect_assume, GroupNonUniform (61) is core since SPIR-V 1.3, Int64 (11)
; is core in every version.
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  ret void
}

!spirv.Capability = !{!0, !1, !2}
!0 = !{i32 5629}
!1 = !{i32 61}
!2 = !{i32 11}
