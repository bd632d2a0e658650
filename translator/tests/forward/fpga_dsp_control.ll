; SPV_INTEL_fpga_dsp_control: !prefer_dsp gives the mode of MathOpDSPModeINTEL, the
; companion !propagate_dsp_preference its propagate flag (0 without it).
; OPTIONS: --spirv-ext=+SPV_INTEL_fpga_dsp_control
target triple = "spir64-unknown-unknown"

define spir_func i32 @propagated(i32 %x) !prefer_dsp !0 !propagate_dsp_preference !0 {
entry:
  %y = mul i32 %x, %x
  ret i32 %y
}

define spir_func i32 @soft(i32 %x) !prefer_dsp !1 {
entry:
  %y = mul i32 %x, 3
  ret i32 %y
}

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = call spir_func i32 @propagated(i32 5)
  %b = call spir_func i32 @soft(i32 %a)
  store i32 %b, ptr addrspace(1) %out, align 4
  ret void
}

!0 = !{i32 1}
!1 = !{i32 0}
