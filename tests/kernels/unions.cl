// Unions for type punning, and unions inside structs.

typedef union {
  float f;
  uint u;
  uchar b[4];
} FloatBits;

typedef struct {
  int kind;
  union {
    int i;
    float f;
  } v;
} Tagged;

kernel void unions(global const float *f, global const Tagged *t,
                   global uint *ou, global uchar4 *ob, global float *of) {
  size_t i = get_global_id(0);
  FloatBits x;
  x.f = f[i];
  ou[i] = x.u;
  ob[i] = (uchar4)(x.b[3], x.b[2], x.b[1], x.b[0]);
  x.u ^= 0x80000000u;
  Tagged tg = t[i];
  of[i * 2] = x.f;
  of[i * 2 + 1] = tg.kind == 0 ? (float)tg.v.i : tg.v.f;
}
