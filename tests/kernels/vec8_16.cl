// Eight- and sixteen-component vectors: arithmetic, .sN indices including
// hex digits, halves, and horizontal sums.

kernel void wide(global const int8 *a, global const float16 *f,
                 global int8 *oa, global float16 *of, global int *sums) {
  size_t i = get_global_id(0);
  int8 x = a[i];
  oa[i * 2] = x.s76543210 + x;
  oa[i * 2 + 1] = (int8)(x.s0123 * 2, x.hi);
  float16 y = f[i];
  of[i] = y.sfedcba9876543210 + y * 2.0f;
  float4 q = y.s89ab;
  of[i].s0123 = q;
  sums[i] = x.s0 + x.s1 + x.s2 + x.s3 + x.s4 + x.s5 + x.s6 + x.s7;
}
