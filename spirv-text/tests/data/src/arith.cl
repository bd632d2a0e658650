// Integer, floating-point and conversion arithmetic; compares and selects.
kernel void arith(global int *ia, global uint *ua, global long *la,
                  global float *fa, global double *da, global char *ca,
                  global short *sa, global uchar *uca, int n) {
  int i = get_global_id(0);
  int x = ia[i], y = ia[i + 1];
  uint ux = ua[i], uy = ua[i + 1];
  long lx = la[i];
  float f = fa[i], g = fa[i + 1];
  double d = da[i];
  ia[i] = x + y * 3 - (x / (y | 1)) + (x % 7) + (x << 2) + (x >> 1) + (x & y) + (x ^ ~y);
  ua[i] = ux / (uy | 1u) + ux % 5u + (ux >> 3) + (ux < uy) + (ux >= uy);
  la[i] = lx * 0x123456789AL + (lx >> 40) - 0x7FFFFFFFFFFFFFFFL;
  fa[i] = f * g + f / g - fmod(f, g) + (f < g ? 1.5f : -2.25f) - (float)x + (float)ux;
  da[i] = d * 3.141592653589793 + (double)lx + (double)f + sqrt(d) - 1e-300;
  ca[i] = (char)x + convert_char_sat(y);
  sa[i] = convert_short_rte(f) + (short)lx;
  uca[i] = convert_uchar_sat_rtz(g) + (uchar)(ux > 3u) + (uchar)isnan(f) + (uchar)isinf(d);
  ia[i + 2] = (x == y) + (x != y) + (x < y) + (f == g) + (f != g) + (f <= g) + (d > 0.0) +
              isless(f, g) + isgreater(f, g) + isordered(f, g) + isunordered(f, g) + signbit(f);
  ua[i + 3] = convert_uint(f) + convert_uint_sat(d) + convert_uint(lx) + abs(x) + abs_diff(x, y) +
              clz(ux) + popcount(ux) + rotate(ux, 3u) + mad24(x, y, n) + mul_hi(x, y) + max(x, y) +
              min(ux, uy) + clamp(x, 0, n) + add_sat(x, y) + hadd(x, y);
}
