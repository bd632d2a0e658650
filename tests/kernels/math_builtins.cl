// Math builtins (OpenCL.std extended instructions) in single precision, with
// the accuracy the OpenCL specification requires checked on the host.

kernel void math1(global const float *x, global const float *y,
                  global const float *z, global float *out) {
  size_t i = get_global_id(0);
  float a = x[i], b = y[i], c = z[i];
  global float *o = out + i * 26;
  o[0] = sqrt(fabs(a));
  o[1] = sin(a);
  o[2] = cos(a);
  o[3] = tan(a);
  o[4] = exp(a);
  o[5] = exp2(a);
  o[6] = log(fabs(a) + 1.0f);
  o[7] = log2(fabs(a) + 1.0f);
  o[8] = pow(fabs(a), b);
  o[9] = fma(a, b, c);
  o[10] = mad(a, b, c);
  o[11] = fmin(a, b);
  o[12] = fmax(a, b);
  o[13] = floor(a);
  o[14] = ceil(a);
  o[15] = round(a);
  o[16] = trunc(a);
  o[17] = rint(a);
  o[18] = fabs(a);
  o[19] = copysign(a, b);
  o[20] = hypot(a, b);
  o[21] = atan2(a, b);
  o[22] = rsqrt(fabs(a) + 1.0f);
  o[23] = cbrt(a);
  o[24] = fmod(a, b);
  o[25] = sinh(a * 0.25f);
}

kernel void math4(global const float4 *x, global float4 *out) {
  size_t i = get_global_id(0);
  float4 a = x[i];
  out[i * 3] = sqrt(fabs(a));
  out[i * 3 + 1] = floor(a) + fmax(a, (float4)(0.0f));
  out[i * 3 + 2] = exp(a * 0.5f);
}
