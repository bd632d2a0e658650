; SPV_INTEL_fpga_buffer_location: !kernel_arg_buffer_location gives each pointer parameter's
; BufferLocationINTEL; -1 and non-pointer parameters have none.
; OPTIONS: --spirv-ext=+SPV_INTEL_fpga_buffer_location
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %tmp, i32 %n, ptr addrspace(1) %out) !kernel_arg_buffer_location !0 {
entry:
  %v = load i32, ptr addrspace(1) %in, align 4
  store i32 %n, ptr addrspace(1) %tmp, align 4
  %s = add i32 %v, %n
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

!0 = !{i32 3, i32 -1, i32 7, i32 0}
