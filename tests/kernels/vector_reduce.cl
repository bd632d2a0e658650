// Vector reductions: clang's __builtin_reduce_* become llvm.vector.reduce.* (fmax/fmin
// with maxnum/minnum semantics: a NaN lane is ignored unless every lane is NaN; add, mul,
// and, or, xor wrap; smax/smin signed).
kernel void reduce_float(global const float4 *a, global float *o) {
  size_t i = get_global_id(0);
  o[i * 2 + 0] = __builtin_reduce_max(a[i]);
  o[i * 2 + 1] = __builtin_reduce_min(a[i]);
}

kernel void reduce_int(global const int4 *b, global int *o) {
  size_t i = get_global_id(0);
  o[i * 7 + 0] = __builtin_reduce_add(b[i]);
  o[i * 7 + 1] = __builtin_reduce_mul(b[i]);
  o[i * 7 + 2] = __builtin_reduce_and(b[i]);
  o[i * 7 + 3] = __builtin_reduce_or(b[i]);
  o[i * 7 + 4] = __builtin_reduce_xor(b[i]);
  o[i * 7 + 5] = __builtin_reduce_max(b[i]);
  o[i * 7 + 6] = __builtin_reduce_min(b[i]);
}

kernel void reduce_uchar8(global const uchar8 *c, global uchar *o) {
  size_t i = get_global_id(0);
  o[i * 3 + 0] = __builtin_reduce_max(c[i]);
  o[i * 3 + 1] = __builtin_reduce_min(c[i]);
  o[i * 3 + 2] = __builtin_reduce_add(c[i]);
}
