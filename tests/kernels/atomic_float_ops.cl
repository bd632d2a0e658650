// Floating-point atomic add, sub, min and max on global and local atomic_float
// (cl_ext_float_atomics, OpenCL C 3.0 6.15.12.7): OpAtomicFAddEXT (sub adds the
// negated value), OpAtomicFMinEXT, OpAtomicFMaxEXT of SPV_EXT_shader_atomic_float_add
// and _min_max, in their _explicit and implicit (seq_cst, device scope) forms.
// Compiled without the generic address space, as atomic_float_cas.cl.
// cl-std: CL3.0
// clang-flags: -Xclang -cl-ext=-__opencl_c_generic_address_space,-__opencl_c_pipes,-__opencl_c_device_enqueue,+cl_ext_float_atomics,+__opencl_c_ext_fp32_global_atomic_add,+__opencl_c_ext_fp32_local_atomic_add,+__opencl_c_ext_fp32_global_atomic_min_max
// spirv-ext: SPV_EXT_shader_atomic_float_add SPV_EXT_shader_atomic_float_min_max

// acc[0] += in[i] (relaxed), acc[1] -= in[i], acc[2] = min, acc[3] = max (seq_cst);
// old[i] the value acc[0] had before this work-item's add.
kernel void float_rmw(global atomic_float *acc, global const float *in,
                      global float *old) {
  size_t i = get_global_id(0);
  float v = in[i];
  old[i] = atomic_fetch_add_explicit(&acc[0], v, memory_order_relaxed,
                                     memory_scope_device);
  atomic_fetch_sub_explicit(&acc[1], v, memory_order_relaxed,
                            memory_scope_device);
  atomic_fetch_min_explicit(&acc[2], v, memory_order_relaxed,
                            memory_scope_device);
  atomic_fetch_max(&acc[3], v);
}

// out[g] = the sum of in over work-group g, through a local atomic_float.
kernel void local_sum(global float *out, global const float *in,
                      local atomic_float *sum) {
  if (get_local_id(0) == 0)
    atomic_init(sum, 0.0f);
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add_explicit(sum, in[get_global_id(0)], memory_order_relaxed,
                            memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = atomic_load_explicit(sum, memory_order_relaxed,
                                                memory_scope_work_group);
}
