// OpenCL C 2.0 (C11-style) atomics: atomic_fetch_*_explicit with memory
// orders and scopes, atomic_load/store/exchange, compare-exchange strong and
// weak (a float sum built on a CAS loop), and work-group-scope atomics on
// local memory. Compiled as OpenCL C 3.0 without the generic address space,
// so that the atomics take global/local pointers (OpAtomic* on
// CrossWorkgroup/Workgroup pointers); atomics_generic.cl has the same code
// with generic pointers.
// cl-std: CL3.0
// clang-flags: -Xclang -cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue

kernel void c11_atomics(global atomic_int *acc, global atomic_uint *bits,
                        global const int *in, global int *out) {
  size_t i = get_global_id(0);
  int v = in[i];
  atomic_fetch_add_explicit(&acc[0], v, memory_order_relaxed,
                            memory_scope_device);
  atomic_fetch_sub_explicit(&acc[1], v, memory_order_acq_rel);
  atomic_fetch_min_explicit(&acc[2], v, memory_order_relaxed,
                            memory_scope_device);
  atomic_fetch_max(&acc[3], v);
  atomic_fetch_or_explicit(&bits[0], 1u << (i % 32), memory_order_release,
                           memory_scope_device);
  atomic_fetch_xor_explicit(&bits[1], (uint)v, memory_order_relaxed);
  atomic_fetch_and_explicit(&bits[2], ~(1u << ((uint)v % 32)),
                            memory_order_relaxed, memory_scope_device);
  // Sum of small integer-valued floats through a CAS loop on the bits.
  uint old = atomic_load_explicit(&bits[3], memory_order_relaxed,
                                  memory_scope_device);
  while (!atomic_compare_exchange_strong_explicit(
      &bits[3], &old, as_uint(as_float(old) + (float)(v % 100)),
      memory_order_acq_rel, memory_order_relaxed, memory_scope_device))
    ;
  // Increment through a weak CAS loop.
  int seen = atomic_load(&acc[4]);
  while (!atomic_compare_exchange_weak(&acc[4], &seen, seen + 1))
    ;
  out[i] = atomic_exchange_explicit(&acc[5], (int)i, memory_order_acq_rel,
                                    memory_scope_device);
  if (i == 0)
    atomic_store_explicit(&acc[6], 1234, memory_order_release,
                          memory_scope_device);
}

kernel void wg_atomics(global const int *in, global int *out) {
  local atomic_int sum;
  local atomic_int count;
  if (get_local_id(0) == 0) {
    atomic_init(&sum, 0);
    atomic_init(&count, 0);
  }
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add_explicit(&sum, in[get_global_id(0)], memory_order_relaxed,
                            memory_scope_work_group);
  atomic_fetch_add_explicit(&count, 1, memory_order_relaxed,
                            memory_scope_work_group);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) {
    out[get_group_id(0) * 2] =
        atomic_load_explicit(&sum, memory_order_acquire,
                             memory_scope_work_group);
    out[get_group_id(0) * 2 + 1] = atomic_load_explicit(
        &count, memory_order_relaxed, memory_scope_work_group);
  }
}
