// Single-precision arithmetic: + - * / and negation (the basic operations
// are correctly rounded; division is allowed 2.5 ulp by OpenCL).

kernel void float_ops(global const float *a, global const float *b,
                      global float *out) {
  size_t i = get_global_id(0);
  float x = a[i], y = b[i];
  global float *o = out + i * 5;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x / y;
  o[4] = -x;
}

kernel void scale_offset(global float *v, float k, float d) {
  size_t i = get_global_id(0);
  float t = v[i] * k;
  v[i] = t - d;
}
