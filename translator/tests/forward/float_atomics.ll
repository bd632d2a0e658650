; SPV_EXT_shader_atomic_float_add / _min_max / float16_add: float add, sub (an add of
; the negated value: a constant for constants, OpFNegate otherwise), min and max on half,
; float and double, from the OpenCL C 2.0 builtins and from atomicrmw; each width's
; capability.
; OPTIONS: --spirv-ext=+SPV_EXT_shader_atomic_float_add --spirv-ext=+SPV_EXT_shader_atomic_float_min_max --spirv-ext=+SPV_EXT_shader_atomic_float16_add
target triple = "spir64-unknown-unknown"

declare spir_func float @_Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicff12memory_order12memory_scope(ptr addrspace(1), float, i32, i32)
declare spir_func double @_Z16atomic_fetch_minPU3AS1VU7_Atomicdd(ptr addrspace(1), double)
declare spir_func float @_Z25atomic_fetch_max_explicitPU3AS3VU7_Atomicff12memory_order12memory_scope(ptr addrspace(3), float, i32, i32)

define spir_kernel void @k(ptr addrspace(1) %f, ptr addrspace(1) %d, ptr addrspace(1) %h, ptr addrspace(3) %l, float %x) {
entry:
  %a = call spir_func float @_Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicff12memory_order12memory_scope(ptr addrspace(1) %f, float 2.5, i32 0, i32 1)
  %b = call spir_func float @_Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicff12memory_order12memory_scope(ptr addrspace(1) %f, float %x, i32 0, i32 2)
  %c = call spir_func double @_Z16atomic_fetch_minPU3AS1VU7_Atomicdd(ptr addrspace(1) %d, double 1.0)
  %e = call spir_func float @_Z25atomic_fetch_max_explicitPU3AS3VU7_Atomicff12memory_order12memory_scope(ptr addrspace(3) %l, float %x, i32 3, i32 1)
  %g = atomicrmw fadd ptr addrspace(1) %h, half 0xH3C00 syncscope("workgroup") monotonic, align 2
  %i = atomicrmw fsub ptr addrspace(1) %d, double 4.0 seq_cst, align 8
  %j = atomicrmw fmax ptr addrspace(1) %f, float %x acquire, align 4
  ret void
}
