// Source patterns that -O2 turns into LLVM intrinsics: smin/smax/umin/umax,
// abs, fshl (rotate), bswap, ctpop (bit-counting loop), usub.sat/uadd.sat,
// and memset/memcpy of private arrays.

kernel void intrinsics(global const int *a, global const int *b,
                       global const uint *ua, global const uint *ub,
                       global int *o, global uint *ou) {
  size_t i = get_global_id(0);
  int x = a[i], y = b[i];
  uint u = ua[i], v = ub[i];
  o[i * 4] = x < y ? x : y;
  o[i * 4 + 1] = x > y ? x : y;
  o[i * 4 + 2] = x < 0 ? -x : x;
  o[i * 4 + 3] = x < 0 ? 0 : (x > 255 ? 255 : x);
  global uint *q = ou + i * 8;
  q[0] = u < v ? u : v;
  q[1] = u > v ? u : v;
  q[2] = (u << 7) | (u >> 25);
  q[3] = ((u & 0xffu) << 24) | ((u & 0xff00u) << 8) | ((u >> 8) & 0xff00u) |
         (u >> 24);
  q[4] = u >= v ? u - v : 0u;
  q[5] = u + v < u ? 0xffffffffu : u + v;
  uint c = 0, w = u;
  while (w) {
    w &= w - 1u;
    c++;
  }
  q[6] = c;
  uint buf[8] = {0};
  buf[u & 7] = v;
  uint acc = 0;
  for (int k = 0; k < 8; ++k)
    acc = acc * 31u + buf[k];
  q[7] = acc;
}
