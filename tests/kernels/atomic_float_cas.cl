// Compare-exchange on a global atomic_float (OpenCL C 2.0 6.13.11.7): float
// add and max reductions built on CAS loops, which the translator runs on the
// values' integer bits (OpAtomicCompareExchange takes integers only); and
// barriers and fences whose cl_mem_fence_flags and memory_order are kernel
// arguments (run-time values), around a local-memory exchange. Compiled as
// OpenCL C 3.0 without the generic address space, as atomics_cl20.cl (the CPU
// runtime cannot link OpAtomic* on Generic pointers). atomic_double is left
// out: spirv-val --target-env opencl2.2 rejects the Int64Atomics capability
// its compare-exchange needs.
// cl-std: CL3.0
// clang-flags: -Xclang -cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue

// acc[0]: sum (multiples of 0.5: exact in any order), acc[1]: maximum.
kernel void float_cas(global atomic_float *acc, global const float *in,
                      global int *tries) {
  size_t i = get_global_id(0);
  float v = in[i];
  float seen = atomic_load_explicit(&acc[0], memory_order_relaxed,
                                    memory_scope_device);
  int n = 1;
  while (!atomic_compare_exchange_strong_explicit(
      &acc[0], &seen, seen + v, memory_order_acq_rel, memory_order_relaxed,
      memory_scope_device))
    n++;
  float m = atomic_load_explicit(&acc[1], memory_order_relaxed,
                                 memory_scope_device);
  while (v > m && !atomic_compare_exchange_weak_explicit(
                      &acc[1], &m, v, memory_order_release,
                      memory_order_relaxed, memory_scope_device))
    ;
  tries[i] = n;
}

// out[g] = 3 * in[left neighbour] + in[right neighbour] (within the work-group);
// flags is CLK_LOCAL_MEM_FENCE (or with CLK_GLOBAL_MEM_FENCE), order a
// memory_order.
kernel void exchange_runtime_flags(global const int *in, global int *out,
                                   local int *tmp, uint flags, int order) {
  size_t lid = get_local_id(0), n = get_local_size(0);
  size_t gid = get_global_id(0);
  tmp[lid] = in[gid];
  atomic_work_item_fence(flags, (memory_order)order, memory_scope_work_group);
  barrier(flags);
  int x = tmp[(lid + 1) % n];
  work_group_barrier(flags);
  tmp[lid] = 3 * in[gid];
  mem_fence(flags);
  work_group_barrier(flags, memory_scope_work_group);
  out[gid] = tmp[(lid + n - 1) % n] + x;
}
