// Kernel attributes and argument qualifiers: reqd_work_group_size (which the
// runtime enforces), work_group_size_hint, vec_type_hint, restrict, volatile,
// const and constant-space arguments.

__attribute__((reqd_work_group_size(8, 4, 1))) kernel void
fixed_group(global int *out) {
  size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
  out[i] = (int)(get_local_size(0) * 100 + get_local_size(1));
}

__attribute__((work_group_size_hint(16, 1, 1)))
__attribute__((vec_type_hint(float4))) kernel void
hinted(global float4 *v) {
  size_t i = get_global_id(0);
  v[i] = v[i].wzyx;
}

kernel void qualifiers(global const int *restrict a, global volatile int *b,
                       constant int *c, global int *restrict out) {
  size_t i = get_global_id(0);
  b[i] = b[i] + 1;
  out[i] = a[i] * c[i % 4] + b[i];
}
