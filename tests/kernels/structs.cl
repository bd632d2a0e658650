// clang-flags: -g
// (built with debug information: OpenCL.DebugInfo.100, OpLine, DebugDeclare/DebugValue)
// Structs: by pointer and by value, nested structs, arrays in structs,
// packed (unaligned) structs, structs returned from helpers, sizeof.

typedef struct {
  int a;
  float b;
} Pair; // 8 bytes

typedef struct {
  Pair p;
  short s[3];
  char c;
  long l;
} Nested; // 24 bytes: 8 + 6 + 1 + 1 padding + 8

typedef struct __attribute__((packed)) {
  char c;
  int i;
  short s;
} Packed; // 7 bytes

typedef struct {
  float v[4];
  int n;
} WithArray; // 20 bytes

float pair_sum(Pair p) { return (float)p.a + p.b; }

void scale_pair(Pair *p, int k) {
  p->a *= k;
  p->b *= (float)k;
}

Pair make_pair(int a, float b) {
  Pair p = {a, b};
  return p;
}

kernel void struct_ops(global const Pair *pairs, global Nested *nested,
                       global Packed *packed, global WithArray *wa,
                       global float *out) {
  size_t i = get_global_id(0);
  Pair p = pairs[i];
  scale_pair(&p, 3);
  out[i * 3] = pair_sum(p);

  Nested n = nested[i];
  n.p = make_pair(n.s[0] + n.s[2], (float)n.c);
  n.l = n.l * 2 + n.s[1];
  n.s[1] = (short)(n.c * 2);
  nested[i] = n;

  packed[i].i += packed[i].c;
  packed[i].s = (short)(packed[i].s - 1);

  float acc = 0.0f;
  for (int k = 0; k < wa[i].n && k < 4; ++k)
    acc += wa[i].v[k];
  out[i * 3 + 1] = acc;
  wa[i].v[i % 4] = -1.0f;
  out[i * 3 + 2] = (float)(sizeof(Nested) + 100 * sizeof(Packed) +
                           10000 * sizeof(WithArray));
}
