// OpenCL C 2.0 compare-exchange on atomic_float / atomic_double: global and
// generic objects, strong and weak, implicit and explicit orders (constant and
// run-time). OpAtomicCompareExchange takes integers only.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

kernel void cas_global(global atomic_float *f, global float *expected, float desired, global int *ok) {
  ok[0] = atomic_compare_exchange_strong(f, expected, desired);
  ok[1] = atomic_compare_exchange_weak(f, expected, 2.5f);
}

kernel void cas_explicit(global atomic_float *f, global float *expected, float desired, memory_order o, global int *ok) {
  ok[0] = atomic_compare_exchange_strong_explicit(f, expected, desired, memory_order_acq_rel, memory_order_relaxed,
                                                  memory_scope_work_group);
  ok[1] = atomic_compare_exchange_weak_explicit(f, expected, desired, o, memory_order_relaxed);
}

kernel void cas_double(global atomic_double *d, global double *expected, double desired, global int *ok) {
  ok[0] = atomic_compare_exchange_strong(d, expected, desired);
  ok[1] = atomic_compare_exchange_weak_explicit(d, expected, desired, memory_order_seq_cst, memory_order_acquire,
                                                memory_scope_device);
}

// Generic object and expected pointers (a function the kernels do not inline).
__attribute__((noinline)) int cas_generic(atomic_float *f, float *expected, float desired) {
  return atomic_compare_exchange_strong(f, expected, desired) + atomic_compare_exchange_weak(f, expected, desired);
}

__attribute__((noinline)) int cas_generic_double(atomic_double *d, double *expected, double desired) {
  return atomic_compare_exchange_strong_explicit(d, expected, desired, memory_order_relaxed, memory_order_relaxed,
                                                 memory_scope_work_group);
}

kernel void cas_calls(global atomic_float *f, global atomic_double *d, global float *e, global double *ed, global int *ok) {
  ok[0] = cas_generic(f, e, 1.0f);
  ok[1] = cas_generic_double(d, ed, 1.0);
}
