// Two-value funnel shifts: clang -O2 turns `(x << k) | (y >> (W - k))` into
// llvm.fshl for every width, vectors included; _BitInt(24) goes through the
// odd-width legalization. Rotates (one value) for comparison.

kernel void funnel_shifts(global const uint *x, global const uint *y, global const ulong *lx,
                          global const ulong *ly, global uint *out32, global ulong *out64,
                          global ushort *out16, global uchar *out8, global uint4 *outv,
                          global uint *out24) {
  size_t i = get_global_id(0);
  uint a = x[i], b = y[i];
  out32[3 * i] = (a << 7) | (b >> 25);
  out32[3 * i + 1] = (a >> 13) | (b << 19);
  out32[3 * i + 2] = (a << 1) | (a >> 31);
  ulong p = lx[i], q = ly[i];
  out64[2 * i] = (p << 40) | (q >> 24);
  out64[2 * i + 1] = (p >> 3) | (q << 61);
  ushort s = (ushort)a, t = (ushort)b;
  out16[2 * i] = (ushort)((s << 3) | (t >> 13));
  out16[2 * i + 1] = (ushort)((s >> 9) | (t << 7));
  uchar c = (uchar)a, d = (uchar)b;
  out8[2 * i] = (uchar)((c << 5) | (d >> 3));
  out8[2 * i + 1] = (uchar)((c >> 1) | (d << 7));
  uint4 va = (uint4)(a, b, a ^ b, ~a), vb = (uint4)(b, a, a + b, ~b);
  outv[i] = (va << 11) | (vb >> 21);
  unsigned _BitInt(24) e = (unsigned _BitInt(24))a, f = (unsigned _BitInt(24))b;
  out24[2 * i] = (uint)((e << 5) | (f >> 19));
  out24[2 * i + 1] = (uint)((e >> 10) | (f << 14));
}
