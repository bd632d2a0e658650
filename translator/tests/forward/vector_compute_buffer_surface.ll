; OPTIONS: --spirv-ext=+SPV_INTEL_vector_compute
; SPV_INTEL_vector_compute: a buffer surface parameter.
target triple = "spir64-unknown-unknown"

define spir_kernel void @surface(target("spirv.BufferSurfaceINTEL", 0) %ro, target("spirv.BufferSurfaceINTEL", 2) %rw) #0 {
entry:
  ret void
}

attributes #0 = { "VCFunction" }
