// Integer builtins for several widths: abs, abs_diff, add_sat, sub_sat,
// hadd, rhadd, clz, ctz, popcount, rotate, mul_hi, mad_hi, mad_sat, mad24,
// mul24, min, max, clamp, upsample.

kernel void ibuiltins(global const int *a, global const int *b,
                      global const int *c, global int *o) {
  size_t i = get_global_id(0);
  int x = a[i], y = b[i], z = c[i];
  global int *r = o + i * 19;
  r[0] = (int)abs(x);
  r[1] = (int)abs_diff(x, y);
  r[2] = add_sat(x, y);
  r[3] = sub_sat(x, y);
  r[4] = hadd(x, y);
  r[5] = rhadd(x, y);
  r[6] = clz(x);
  r[7] = ctz(x);
  r[8] = popcount(x);
  r[9] = rotate(x, y);
  r[10] = mul_hi(x, y);
  r[11] = mad_hi(x, y, z);
  r[12] = mad_sat(x, y, z);
  r[13] = mad24(x >> 8, y >> 8, z);
  r[14] = mul24(x >> 8, y >> 8);
  r[15] = min(x, y);
  r[16] = max(x, y);
  r[17] = clamp(x, min(y, z), max(y, z));
  r[18] = upsample((short)(x >> 16), (ushort)y);
}

kernel void ibuiltins_narrow(global const uchar *a, global const uchar *b,
                             global const short *s, global const short *t,
                             global const ulong *l, global const ulong *m,
                             global ulong *o) {
  size_t i = get_global_id(0);
  uchar x = a[i], y = b[i];
  short p = s[i], q = t[i];
  ulong u = l[i], v = m[i];
  global ulong *r = o + i * 14;
  r[0] = add_sat(x, y);
  r[1] = sub_sat(x, y);
  r[2] = clz(x);
  r[3] = popcount(x);
  r[4] = rotate(x, y);
  r[5] = (ushort)add_sat(p, q);
  r[6] = (ushort)mul_hi(p, q);
  r[7] = (ushort)rhadd(p, q);
  r[8] = mul_hi(u, v);
  r[9] = clz(u);
  r[10] = ctz(u);
  r[11] = popcount(u);
  r[12] = add_sat(u, v);
  r[13] = (ulong)add_sat((long)u, (long)v);
}
