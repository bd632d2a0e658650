// Debug-info fidelity kernel: 2-D private arrays, unions, pointer-to-pointer-ish
// indexing, doubles of helper depth, a program-scope global variable.
typedef float mat3[3][3];

typedef union {
  float f;
  uint bits;
} fbits;

enum op { OP_ADD = 1, OP_MUL = 2 };

__global int calls_made = 0;

static float dot3(const float *a, const float *b) {
  float s = 0.0f;
  for (int k = 0; k < 3; ++k)
    s += a[k] * b[k];
  return s;
}

static void mul3(mat3 out, mat3 a, mat3 b) {
  for (int i = 0; i < 3; ++i) {
    float col[3];
    for (int j = 0; j < 3; ++j) {
      for (int k = 0; k < 3; ++k)
        col[k] = b[k][j];
      out[i][j] = dot3(a[i], col);
    }
  }
}

static uint sign_bit(float v) {
  fbits u;
  u.f = v;
  return u.bits >> 31;
}

__kernel void combine(__global const float *a, __global const float *b, __global float *c,
                      __global uint *signs, enum op which) {
  mat3 ma, mb, mc;
  for (int i = 0; i < 9; ++i) {
    ma[i / 3][i % 3] = a[i];
    mb[i / 3][i % 3] = b[i];
  }
  if (which == OP_MUL) {
    mul3(mc, ma, mb);
  } else {
    for (int i = 0; i < 9; ++i)
      mc[i / 3][i % 3] = ma[i / 3][i % 3] + mb[i / 3][i % 3];
  }
  uint negatives = 0;
  for (int i = 0; i < 9; ++i) {
    c[i] = mc[i / 3][i % 3];
    negatives += sign_bit(c[i]);
  }
  *signs = negatives;
  calls_made += 1;
}
