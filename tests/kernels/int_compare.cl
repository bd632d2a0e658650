// Integer comparisons: every relational operator on signed and unsigned
// scalars (result 0/1) and on vectors (result 0/-1 per component).

kernel void cmp_scalar(global const int *a, global const int *b,
                       global int *out) {
  size_t i = get_global_id(0);
  int x = a[i], y = b[i];
  uint ux = (uint)x, uy = (uint)y;
  global int *o = out + i * 10;
  o[0] = x == y;
  o[1] = x != y;
  o[2] = x < y;
  o[3] = x <= y;
  o[4] = x > y;
  o[5] = x >= y;
  o[6] = ux < uy;
  o[7] = ux <= uy;
  o[8] = ux > uy;
  o[9] = ux >= uy;
}

kernel void cmp_vector(global const int4 *a, global const int4 *b,
                       global int4 *out, global const char8 *c,
                       global const char8 *d, global char8 *outc) {
  size_t i = get_global_id(0);
  int4 x = a[i], y = b[i];
  out[i * 4] = x < y;
  out[i * 4 + 1] = x >= y;
  out[i * 4 + 2] = x == y;
  out[i * 4 + 3] = as_uint4(x) > as_uint4(y);
  outc[i * 2] = c[i] <= d[i];
  outc[i * 2 + 1] = c[i] != d[i];
}
