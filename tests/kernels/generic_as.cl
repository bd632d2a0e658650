// The generic address space (OpenCL C 2.0): helpers taking unqualified
// pointers called with global, local and private pointers; to_global,
// to_local and to_private of pointers into their own space (a CPU device
// need not tell the spaces apart, so casts to the wrong space are not
// checked); a generic pointer chosen at run time.

int sum_generic(const int *p, int n) {
  int s = 0;
  for (int k = 0; k < n; ++k)
    s += p[k];
  return s;
}

void add_to(int *p, int v) { *p += v; }

kernel void use_generic(global int *g, global int *out, local int *l) {
  size_t i = get_global_id(0), li = get_local_id(0);
  size_t n = get_local_size(0);
  l[li] = g[i] * 2;
  barrier(CLK_LOCAL_MEM_FENCE);
  int priv[4] = {(int)i, (int)i + 1, (int)i + 2, (int)i + 3};
  out[i * 6] = sum_generic(g + (i - li), (int)n);
  out[i * 6 + 1] = sum_generic(l, (int)n);
  out[i * 6 + 2] = sum_generic(priv, 4);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int *p = priv;
  if (i % 2 == 0)
    p = (int *)&g[i];
  else if (li % 4 == 1)
    p = (int *)&l[li];
  out[i * 6 + 3] = (to_global((int *)&g[i]) == &g[i]) +
                   2 * (to_local((int *)&l[li]) == &l[li]) +
                   4 * (to_private((int *)priv) == priv);
  add_to(p, 1000);
  out[i * 6 + 4] = *p;
  add_to(priv + 1, 7);
  out[i * 6 + 5] = priv[1];
}
