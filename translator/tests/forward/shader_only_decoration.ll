; A spirv.Decorations request for NoContraction, which only the Shader capability enables:
; an OpenCL kernel module cannot declare it, so the translation refuses it by name.
target triple = "spir64-unknown-unknown"

define spir_func float @mul(float %a, float %b) {
entry:
  %p = fmul float %a, %b, !spirv.Decorations !0
  ret float %p
}

!0 = !{!1}
!1 = !{i32 42}
