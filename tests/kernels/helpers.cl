// clang-flags: -g
// (built with debug information: OpenCL.DebugInfo.100, OpLine, DebugDeclare/DebugValue)
// Non-kernel functions: noinline helpers (calls survive -O2), inlinable ones,
// helpers writing through global pointers, returning structs and vectors.

typedef struct {
  int lo, hi;
} Range;

__attribute__((noinline)) int square(int x) { return x * x; }

__attribute__((noinline)) float4 scale4(float4 v, float k) { return v * k; }

int poly(int x) { return square(x) * 3 + square(x + 1); }

__attribute__((noinline)) void write_pair(global int *o, int a, int b) {
  o[0] = a;
  o[1] = b;
}

__attribute__((noinline)) Range range_of(const global int *p, int n) {
  Range r = {p[0], p[0]};
  for (int k = 1; k < n; ++k) {
    r.lo = min(r.lo, p[k]);
    r.hi = max(r.hi, p[k]);
  }
  return r;
}

static int bump(int *c) { return ++*c; }

kernel void helpers(global const int *in, global int *out,
                    global float4 *of) {
  size_t i = get_global_id(0);
  int x = in[i];
  int calls = 0;
  bump(&calls);
  bump(&calls);
  out[i * 5] = poly(x);
  write_pair(out + i * 5 + 1, square(x), bump(&calls));
  Range r = range_of(in, (int)(i % 8) + 1);
  out[i * 5 + 3] = r.lo;
  out[i * 5 + 4] = r.hi;
  of[i] = scale4((float4)(x, -x, 1, 0), 0.5f);
}
