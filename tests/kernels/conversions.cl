// Implicit and explicit casts between integer and floating types of every
// width: truncation, sign/zero extension, int <-> float, float <-> double.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void casts(global const int *ia, global const float *fa,
                  global const long *la, global const double *da,
                  global int *oi, global float *of, global long *ol,
                  global double *od) {
  size_t i = get_global_id(0);
  int n = ia[i];
  float f = fa[i];
  long l = la[i];
  double d = da[i];
  global int *o = oi + i * 8;
  o[0] = (int)f; // toward zero
  o[1] = (char)n;
  o[2] = (uchar)n;
  o[3] = (short)n;
  o[4] = (ushort)n;
  o[5] = (int)l;
  o[6] = (int)d;
  o[7] = (int)(uint)(f < 0.0f ? -f : f);
  global float *p = of + i * 5;
  p[0] = (float)n;
  p[1] = (float)(uint)n;
  p[2] = (float)l;
  p[3] = (float)d;
  p[4] = (float)(ulong)l;
  global long *q = ol + i * 4;
  q[0] = n;
  q[1] = (uint)n;
  q[2] = (long)(f * 1000.0f);
  q[3] = (long)d;
  global double *r = od + i * 4;
  r[0] = f;
  r[1] = n;
  r[2] = (double)l;
  r[3] = (double)(ulong)l;
}
