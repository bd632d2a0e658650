// The half type (cl_khr_fp16): arithmetic, conversions and vectors.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void half_ops(global const half *a, global const half *b,
                     global half *out, global float *outf) {
  size_t i = get_global_id(0);
  half x = a[i], y = b[i];
  out[i * 4] = x + y;
  out[i * 4 + 1] = x * y;
  out[i * 4 + 2] = x - y;
  out[i * 4 + 3] = (half)((float)x * 0.5f);
  outf[i] = (float)x + (float)y;
}

kernel void half4_ops(global const half4 *a, global half4 *out) {
  size_t i = get_global_id(0);
  half4 v = a[i];
  out[i] = v.wzyx + v * (half)2.0;
}
