; Barriers and fences with run-time cl_mem_fence_flags, memory_order and
; memory_scope (OpenCL C 3.0 6.15.9, 6.15.11), and the calls a reverse
; translation writes for run-time SPIR-V Memory Semantics / Scope operands
; (__translate_spirv_memory_{fence,order,scope}), whose argument is the SPIR-V
; operand itself. The SPV-IR compare-exchange on floats goes through integers.
target triple = "spir64-unknown-unknown"

declare spir_func void @_Z7barrierj(i32)
declare spir_func void @_Z18work_group_barrierj12memory_scope(i32, i32)
declare spir_func void @_Z17sub_group_barrierj12memory_scope(i32, i32)
declare spir_func void @_Z9mem_fencej(i32)
declare spir_func void @_Z14read_mem_fencej(i32)
declare spir_func void @_Z15write_mem_fencej(i32)
declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32, i32, i32)
declare spir_func i32 @_Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order12memory_scope(ptr addrspace(1), i32, i32)
declare spir_func float @_Z29__spirv_AtomicCompareExchangePU3AS1fiiiff(ptr addrspace(1), i32, i32, i32, float, float)
declare spir_func double @_Z29__spirv_AtomicCompareExchangePU3AS3diiidd(ptr addrspace(3), i32, i32, i32, double, double)

define spir_kernel void @runtime_flags(i32 %flags, i32 %order, i32 %scope) {
entry:
  call spir_func void @_Z7barrierj(i32 %flags)
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 %flags, i32 %scope)
  call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 %flags, i32 1)
  call spir_func void @_Z9mem_fencej(i32 %flags)
  call spir_func void @_Z14read_mem_fencej(i32 %flags)
  call spir_func void @_Z15write_mem_fencej(i32 %flags)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 %flags, i32 %order, i32 %scope)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 1, i32 %order, i32 1)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 %flags, i32 2, i32 2)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 0, i32 0, i32 1)
  ret void
}

define spir_kernel void @from_spirv(ptr addrspace(1) %p, i32 %sem, i32 %sem2, i32 %scope) {
entry:
  %fence = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  %sc = call spir_func i32 @__translate_spirv_memory_scope(i32 %scope)
  call spir_func void @_Z7barrierj(i32 %fence)
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 %fence, i32 %sc)
  %ord = call spir_func i32 @__translate_spirv_memory_order(i32 %sem)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 %fence, i32 %ord, i32 %sc)
  %ord2 = call spir_func i32 @__translate_spirv_memory_order(i32 %sem2)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 %fence, i32 %ord2, i32 %sc)
  %v = call spir_func i32 @_Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order12memory_scope(ptr addrspace(1) %p, i32 %ord2, i32 %sc)
  store i32 %v, ptr addrspace(1) %p
  ret void
}

define spir_kernel void @spv_ir_cas(ptr addrspace(1) %f, ptr addrspace(3) %d, float %x, float %y, ptr addrspace(1) %out) {
entry:
  %old = call spir_func float @_Z29__spirv_AtomicCompareExchangePU3AS1fiiiff(ptr addrspace(1) %f, i32 1, i32 16, i32 16, float %x, float %y)
  store float %old, ptr addrspace(1) %out
  %oldd = call spir_func double @_Z29__spirv_AtomicCompareExchangePU3AS3diiidd(ptr addrspace(3) %d, i32 2, i32 0, i32 0, double 1.0, double 0.5)
  %t = fptrunc double %oldd to float
  store float %t, ptr addrspace(1) %out
  ret void
}

; The reverse translation's helpers (bodies simplified: only their calls matter).
define private spir_func i32 @__translate_spirv_memory_fence(i32 %key) {
entry:
  %m = and i32 %key, 2816
  %f = lshr i32 %m, 8
  ret i32 %f
}

define private spir_func i32 @__translate_spirv_memory_order(i32 %key) {
entry:
  ret i32 5
}

define private spir_func i32 @__translate_spirv_memory_scope(i32 %key) {
entry:
  ret i32 1
}
