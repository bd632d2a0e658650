// Double precision (cl_khr_fp64): arithmetic, correctly rounded sqrt and fma,
// conversions to and from float and integers, double vectors.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void double_ops(global const double *a, global const double *b,
                       global double *out) {
  size_t i = get_global_id(0);
  double x = a[i], y = b[i];
  global double *o = out + i * 9;
  o[0] = x + y;
  o[1] = x * y;
  o[2] = x / y;
  o[3] = sqrt(fabs(x));
  o[4] = fma(x, y, 1.0);
  o[5] = (double)(float)x;
  o[6] = (double)(long)y;
  o[7] = floor(x) + ceil(y);
  o[8] = fmin(x, y) - fmax(x, y);
}

kernel void double2_ops(global const double2 *a, global double2 *out,
                        global float2 *outf) {
  size_t i = get_global_id(0);
  double2 v = a[i];
  out[i] = v.yx * (double2)(2.0, -0.5) + v;
  outf[i] = convert_float2(v);
}
