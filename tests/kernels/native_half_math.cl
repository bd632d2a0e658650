// native_* and half_* math builtins, whose accuracy is implementation
// defined (native_*) or at most 8192 ulp (half_*).

kernel void approx(global const float *x, global const float *y,
                   global float *out) {
  size_t i = get_global_id(0);
  float a = x[i], b = y[i];
  global float *o = out + i * 16;
  o[0] = native_sin(a);
  o[1] = native_cos(a);
  o[2] = native_exp(a);
  o[3] = native_log(fabs(a) + 1.0f);
  o[4] = native_sqrt(fabs(a));
  o[5] = native_recip(b);
  o[6] = native_divide(a, b);
  o[7] = native_powr(fabs(a) + 0.5f, 1.5f);
  o[8] = half_sin(a);
  o[9] = half_cos(a);
  o[10] = half_exp(a);
  o[11] = half_log(fabs(a) + 1.0f);
  o[12] = half_sqrt(fabs(a));
  o[13] = half_recip(b);
  o[14] = half_divide(a, b);
  o[15] = half_rsqrt(fabs(a) + 1.0f);
}
