// Floating-point edge cases: fmin/fmax with NaN, ldexp, frexp and modf with
// pointer outputs, fract, nan(), infinities, signed zeros, maxmag/minmag,
// fdim, nextafter, ilogb, logb, remainder, remquo.

kernel void edges(global const float *x, global const float *y,
                  global float *out, global int *oi) {
  size_t i = get_global_id(0);
  float a = x[i], b = y[i];
  global float *o = out + i * 16;
  global int *p = oi + i * 4;
  o[0] = fmin(a, b);
  o[1] = fmax(a, b);
  o[2] = ldexp(a, (int)i % 7 - 3);
  int e;
  o[3] = frexp(a, &e);
  p[0] = e;
  float ip;
  o[4] = modf(a, &ip);
  o[5] = ip;
  float fl;
  o[6] = fract(a, &fl);
  o[7] = fl;
  o[8] = nan(7u);
  o[9] = a * 0.0f;
  o[10] = maxmag(a, b);
  o[11] = minmag(a, b);
  o[12] = fdim(a, b);
  o[13] = nextafter(a, b);
  o[14] = remainder(a, b);
  int q;
  o[15] = remquo(a, b, &q);
  p[1] = q;
  p[2] = ilogb(a);
  p[3] = (int)logb(a);
}
