; OPTIONS: --spirv-ext=+SPV_INTEL_vector_compute
; SPV_INTEL_vector_compute: "VCMediaBlockIO" on image parameters.
target triple = "spir64-unknown-unknown"

define spir_kernel void @blocks(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) "VCMediaBlockIO" %img, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %plain) #0 {
entry:
  ret void
}

attributes #0 = { "VCFunction" }
