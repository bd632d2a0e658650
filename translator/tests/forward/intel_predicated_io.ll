; OPTIONS: --spirv-ext=+SPV_INTEL_predicated_io
; SPV_INTEL_predicated_io: a predicated load with a default value, with and
; without its memory-operands argument, and a predicated store.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @guarded_copy(ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %n, i32 %i) {
entry:
  %in = icmp slt i32 %i, %n
  %v = call spir_func float @_Z27__spirv_PredicatedLoadINTELPU3AS1fbf(ptr addrspace(1) %src, i1 %in, float -1.0)
  %w = call spir_func float @_Z27__spirv_PredicatedLoadINTELPU3AS1fbfi(ptr addrspace(1) %src, i1 %in, float 0.0, i32 2)
  %s = fadd float %v, %w
  call spir_func void @_Z28__spirv_PredicatedStoreINTELPU3AS1ffb(ptr addrspace(1) %dst, float %s, i1 %in)
  ret void
}

declare spir_func float @_Z27__spirv_PredicatedLoadINTELPU3AS1fbf(ptr addrspace(1), i1, float)
declare spir_func float @_Z27__spirv_PredicatedLoadINTELPU3AS1fbfi(ptr addrspace(1), i1, float, i32)
declare spir_func void @_Z28__spirv_PredicatedStoreINTELPU3AS1ffb(ptr addrspace(1), float, i1)
