// clang-flags: -g
// (built with debug information: OpenCL.DebugInfo.100, OpLine, DebugDeclare/DebugValue)
// Private arrays: dynamic indexing, in-place sorting, 2D arrays, and
// constant-initialised lookup tables (which -O2 moves to constant memory).

kernel void sort8(global const int *in, global int *out) {
  size_t i = get_global_id(0);
  int v[8];
  for (int k = 0; k < 8; ++k)
    v[k] = in[i * 8 + k];
  for (int k = 1; k < 8; ++k) {
    int x = v[k];
    int j = k - 1;
    while (j >= 0 && v[j] > x) {
      v[j + 1] = v[j];
      --j;
    }
    v[j + 1] = x;
  }
  for (int k = 0; k < 8; ++k)
    out[i * 8 + k] = v[k];
}

kernel void matrix3(global const float *in, global float *out) {
  size_t i = get_global_id(0);
  float m[3][3], t[3][3];
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c)
      m[r][c] = in[i * 9 + r * 3 + c];
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c)
      t[c][r] = m[r][c];
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c)
      out[i * 9 + r * 3 + c] = m[r][c] - t[r][c];
}

kernel void lookup(global const int *idx, global int *out) {
  size_t i = get_global_id(0);
  int table[10] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29};
  int k = idx[i];
  out[i] = table[(k % 10 + 10) % 10] * (k < 0 ? -1 : 1);
}
