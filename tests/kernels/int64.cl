// 64-bit integers: arithmetic with wrap-around, division, shifts by more than
// 32, comparisons, and mixing with 32-bit values.

kernel void long_ops(global const long *a, global const long *b,
                     global long *out) {
  size_t i = get_global_id(0);
  long x = a[i], y = b[i];
  global long *o = out + i * 10;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x / (y | 1);
  o[3] = x % (y | 1);
  o[4] = x >> (y & 63);
  o[5] = (x & 0xffffffffL) * (y & 0xffffL);
  o[6] = (x < y) + 2 * (x == y) + 4 * (x >= y);
  o[7] = x ^ ~y;
  o[8] = mul_hi(x, y);
  o[9] = (long)(int)x + (long)(uint)y;
}

kernel void ulong_ops(global const ulong *a, global const ulong *b,
                      global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = a[i], y = b[i];
  global ulong *o = out + i * 6;
  o[0] = x * y;
  o[1] = x / (y | 1);
  o[2] = x % (y | 1);
  o[3] = x << (y & 63);
  o[4] = x >> 40;
  o[5] = mul_hi(x, y);
}
