// OpenCL C 2.0 atomics: run-time orders and scopes, float atomics.
#pragma OPENCL EXTENSION cl_ext_float_atomics : enable
kernel void dynamic(global atomic_int *p, memory_order o, memory_scope s, global int *out) {
  out[0] = atomic_load_explicit(p, o, s);
}
kernel void floats(global atomic_float *f, global float *out) {
  out[0] = atomic_fetch_add(f, 2.0f);
  out[1] = atomic_fetch_sub(f, 3.0f);
  out[2] = atomic_fetch_min(f, 1.0f);
}
