; OPTIONS: --spirv-ext=+SPV_INTEL_split_barrier
; cl_intel_split_work_group_barrier: arrive releases, wait acquires.
target triple = "spir64-unknown-unknown"

declare spir_func void @_Z31intel_work_group_barrier_arrivej(i32)
declare spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32, i32)

define spir_kernel void @k() {
entry:
  call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 1)
  call spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32 2, i32 2)
  ret void
}
