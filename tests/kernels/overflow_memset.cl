// Checked arithmetic and run-time-length memset.
// clang turns __builtin_{add,sub,mul}_overflow into llvm.{s,u}{add,sub,mul}.with.overflow
// at the operand width (i8, i16, i32, i64); each case stores the flag and the wrapped result.
// __builtin_memset with a run-time length becomes llvm.memset with a non-constant length.

#define CHECKED(T, k)                                                          \
  {                                                                            \
    T r;                                                                       \
    T x = (T)a[i], y = (T)b[i];                                                \
    q[k + 0] = __builtin_add_overflow(x, y, &r);                               \
    q[k + 1] = (long)r;                                                        \
    q[k + 2] = __builtin_sub_overflow(x, y, &r);                               \
    q[k + 3] = (long)r;                                                        \
    q[k + 4] = __builtin_mul_overflow(x, y, &r);                               \
    q[k + 5] = (long)r;                                                        \
  }

kernel void checked(global const long *a, global const long *b,
                    global long *o) {
  size_t i = get_global_id(0);
  global long *q = o + i * 48;
  CHECKED(char, 0)
  CHECKED(uchar, 6)
  CHECKED(short, 12)
  CHECKED(ushort, 18)
  CHECKED(int, 24)
  CHECKED(uint, 30)
  CHECKED(long, 36)
  CHECKED(ulong, 42)
}

kernel void fill(global const uint *len, global const uchar *val,
                 global uint *o) {
  size_t i = get_global_id(0);
  uchar buf[20];
  for (int k = 0; k < 20; ++k)
    buf[k] = (uchar)k;
  __builtin_memset(buf, val[i], len[i] % 21);
  uint acc = 0;
  for (int k = 0; k < 20; ++k)
    acc = acc * 31u + buf[k];
  o[i] = acc;
}

// __builtin_memmove of a run-time length within one buffer (overlapping either way):
// llvm.memmove that no staging buffer of constant size can serve.
kernel void move_private(global const uint *off, global uchar *o) {
  size_t i = get_global_id(0);
  uchar buf[24];
  for (int k = 0; k < 24; ++k)
    buf[k] = (uchar)(k * 7 + i);
  uint s = off[i] % 8, d = (off[i] / 8) % 8, n = (off[i] / 64) % 17;
  __builtin_memmove(buf + d, buf + s, n);
  for (int k = 0; k < 24; ++k)
    o[i * 24 + k] = buf[k];
}

kernel void move_global(global const uint *off, global uchar *g) {
  size_t i = get_global_id(0);
  global uchar *p = g + i * 24;
  uint s = off[i] % 8, d = (off[i] / 8) % 8, n = (off[i] / 64) % 17;
  __builtin_memmove(p + d, p + s, n);
}
