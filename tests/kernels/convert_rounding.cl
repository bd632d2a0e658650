// Rounding modes of convert_*: float -> int with _rte/_rtz/_rtp/_rtn, and
// int/long/double -> float with the four modes (large values that are not
// representable as float).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void rounding(global const float *fa, global const int *ia,
                     global const long *la, global const double *da,
                     global int *oi, global float *of) {
  size_t i = get_global_id(0);
  float f = fa[i];
  int n = ia[i];
  long l = la[i];
  double d = da[i];
  oi[i * 5] = convert_int_rte(f);
  oi[i * 5 + 1] = convert_int_rtz(f);
  oi[i * 5 + 2] = convert_int_rtp(f);
  oi[i * 5 + 3] = convert_int_rtn(f);
  oi[i * 5 + 4] = convert_int(f);
  global float *o = of + i * 12;
  o[0] = convert_float_rte(n);
  o[1] = convert_float_rtz(n);
  o[2] = convert_float_rtp(n);
  o[3] = convert_float_rtn(n);
  o[4] = convert_float_rte(l);
  o[5] = convert_float_rtz(l);
  o[6] = convert_float_rtp(l);
  o[7] = convert_float_rtn(l);
  o[8] = convert_float_rte(d);
  o[9] = convert_float_rtz(d);
  o[10] = convert_float_rtp(d);
  o[11] = convert_float_rtn(d);
}

kernel void rounding4(global const float4 *fa, global int4 *out) {
  size_t i = get_global_id(0);
  out[i * 2] = convert_int4_rte(fa[i]);
  out[i * 2 + 1] = convert_int4_rtn(fa[i]);
}
