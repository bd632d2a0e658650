; OPTIONS: --spirv-ext=+SPV_INTEL_vector_compute --spirv-ext=+SPV_KHR_float_controls --spirv-ext=+SPV_INTEL_float_controls2
; SPV_INTEL_vector_compute kernels: "VCFloatControl" fields as execution modes of the entry
; point, "VCSIMTCall" on the entry point too.
target triple = "spir64-unknown-unknown"

; RTP rounding (0x10), float denormals preserved (0x80), ALT float mode (0x1).
define spir_kernel void @rtp_df_alt(i32 %x) #0 {
entry:
  ret void
}

; RTZ rounding (0x30), double and half denormals preserved (0x40 | 0x400).
define spir_kernel void @rtz_dd_dh(i32 %x) #1 {
entry:
  ret void
}

attributes #0 = { "VCFunction" "VCFloatControl"="145" "VCSIMTCall"="4" }
attributes #1 = { "VCFunction" "VCFloatControl"="1136" }
