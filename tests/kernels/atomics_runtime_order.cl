// OpenCL C 2.0 atomics whose memory_order and memory_scope are kernel
// arguments (run-time values): the forward translation converts them with
// the generated __translate_ocl_memory_order/_scope functions, the reverse
// translation gives the OpenCL values back to the *_explicit builtins, so
// the round-trip variants run the same conversions. Compiled as OpenCL C 3.0
// without the generic address space, as atomics_cl20.cl (the CPU runtime
// cannot link OpAtomic* on Generic pointers).
// cl-std: CL3.0
// clang-flags: -Xclang -cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue

// rmw: the order of read-modify-write operations (any); load/store: orders
// valid for loads (relaxed, acquire, seq_cst) and stores (relaxed, release,
// seq_cst); fail: the failure order of the compare-exchange (a load order).
kernel void runtime_order(global atomic_int *acc, global atomic_flag *flags,
                          global const int *in, global int *out, int rmw,
                          int load, int store, int fail, int scope) {
  size_t i = get_global_id(0);
  int v = in[i];
  memory_scope s = (memory_scope)scope;
  atomic_fetch_add_explicit(&acc[0], v, (memory_order)rmw, s);
  atomic_fetch_min_explicit(&acc[1], v, (memory_order)rmw, s);
  atomic_fetch_max_explicit(&acc[2], v, (memory_order)rmw, s);
  // Increment through a compare-exchange loop with both orders at run time.
  int seen = atomic_load_explicit(&acc[3], (memory_order)load, s);
  while (!atomic_compare_exchange_strong_explicit(
      &acc[3], &seen, seen + 1, (memory_order)rmw, (memory_order)fail, s))
    ;
  // The first work-item to reach each flag finds it clear.
  out[i] = atomic_flag_test_and_set_explicit(&flags[i % 8], (memory_order)rmw,
                                             s);
  if (i == 0)
    atomic_store_explicit(&acc[4], 1234, (memory_order)store, s);
}

// Work-group scope from an argument on local memory.
kernel void runtime_scope_local(global const int *in, global int *out,
                                int rmw, int scope) {
  local atomic_int sum;
  local atomic_flag flag;
  if (get_local_id(0) == 0) {
    atomic_init(&sum, 0);
    atomic_flag_clear_explicit(&flag, memory_order_relaxed,
                               memory_scope_work_group);
  }
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add_explicit(&sum, in[get_global_id(0)], (memory_order)rmw,
                            (memory_scope)scope);
  int first = !atomic_flag_test_and_set_explicit(&flag, (memory_order)rmw,
                                                 (memory_scope)scope);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add_explicit(&sum, first << 24, (memory_order)rmw,
                            (memory_scope)scope);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] =
        atomic_load_explicit(&sum, memory_order_relaxed, (memory_scope)scope);
}
