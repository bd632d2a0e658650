// Floating-point comparisons including NaN: ordered operators, negated
// (unordered) comparisons and the relational builtins, scalar and vector.

kernel void cmp_float(global const float *a, global const float *b,
                      global int *out) {
  size_t i = get_global_id(0);
  float x = a[i], y = b[i];
  global int *o = out + i * 22;
  o[0] = x == y;
  o[1] = x != y;
  o[2] = x < y;
  o[3] = x <= y;
  o[4] = x > y;
  o[5] = x >= y;
  o[6] = !(x < y);  // unordered >=
  o[7] = !(x >= y); // unordered <
  o[8] = isnan(x);
  o[9] = isinf(x);
  o[10] = isfinite(x);
  o[11] = isnormal(x);
  o[12] = isordered(x, y);
  o[13] = isunordered(x, y);
  o[14] = isequal(x, y);
  o[15] = isnotequal(x, y);
  o[16] = isgreater(x, y);
  o[17] = isgreaterequal(x, y);
  o[18] = isless(x, y);
  o[19] = islessequal(x, y);
  o[20] = islessgreater(x, y);
  o[21] = signbit(x);
}

kernel void cmp_float4(global const float4 *a, global const float4 *b,
                       global int4 *out) {
  size_t i = get_global_id(0);
  float4 x = a[i], y = b[i];
  out[i * 5] = x < y;
  out[i * 5 + 1] = x != y;
  out[i * 5 + 2] = isnan(x);
  out[i * 5 + 3] = isunordered(x, y);
  out[i * 5 + 4] = islessgreater(x, y);
}
