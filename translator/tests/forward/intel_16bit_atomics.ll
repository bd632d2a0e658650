; OPTIONS: --spirv-ext=+SPV_INTEL_16bit_atomics --spirv-ext=+SPV_KHR_bfloat16 --spirv-ext=+SPV_EXT_shader_atomic_float_add --spirv-ext=+SPV_EXT_shader_atomic_float_min_max
; SPV_INTEL_16bit_atomics: 16-bit integer read-modify-write and compare-exchange
; atomics, an atomic load, and bfloat16 add / max.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @counters(ptr addrspace(1) %c, ptr addrspace(1) %out) {
entry:
  %old = atomicrmw add ptr addrspace(1) %c, i16 3 seq_cst
  %pair = cmpxchg ptr addrspace(1) %c, i16 %old, i16 7 seq_cst seq_cst
  %now = load atomic i16, ptr addrspace(1) %c acquire, align 2
  store i16 %now, ptr addrspace(1) %out, align 2
  ret void
}

define spir_kernel void @flags(ptr addrspace(1) %c) {
entry:
  %x = cmpxchg ptr addrspace(1) %c, i16 0, i16 1 seq_cst seq_cst
  ret void
}

define spir_func bfloat @bf16(ptr addrspace(1) %p) {
entry:
  %a = atomicrmw fadd ptr addrspace(1) %p, bfloat 1.0 seq_cst
  %b = atomicrmw fmax ptr addrspace(1) %p, bfloat %a seq_cst
  ret bfloat %b
}
