// Tiled matrix multiplication C = A * B with 8x8 local-memory tiles in a 2D
// range. A is M x K, B is K x N, all row-major; M, N, K multiples of 8.

#define TILE 8

kernel void matmul(global const float *a, global const float *b,
                   global float *c, int m, int n, int k) {
  local float ta[TILE][TILE];
  local float tb[TILE][TILE];
  int col = get_global_id(0), row = get_global_id(1);
  int lc = get_local_id(0), lr = get_local_id(1);
  float acc = 0.0f;
  for (int t = 0; t < k; t += TILE) {
    ta[lr][lc] = a[row * k + t + lc];
    tb[lr][lc] = b[(t + lr) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int e = 0; e < TILE; ++e)
      acc += ta[lr][e] * tb[e][lc];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (row < m)
    c[row * n + col] = acc;
}
