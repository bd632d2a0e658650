// Vector relational builtins: select (component MSB decides), bitselect,
// any, all, and the vector forms of isless/isequal/isgreater.

kernel void rel(global const int4 *a, global const int4 *b,
                global const uint4 *m, global const float4 *fa,
                global const float4 *fb, global int4 *o4, global int *o1,
                global float4 *of) {
  size_t i = get_global_id(0);
  int4 x = a[i], y = b[i];
  o4[i * 5] = select(x, y, x < y);
  o4[i * 5 + 1] = select(x, y, m[i]); // only the MSB of each mask counts
  o4[i * 5 + 2] = bitselect(x, y, (int4)(0x0f0f0f0f, -1, 0, 0x12345678));
  o4[i * 5 + 3] = isless(fa[i], fb[i]);
  o4[i * 5 + 4] = isequal(fa[i], fb[i]);
  o1[i * 3] = any(x < 0);
  o1[i * 3 + 1] = all(x >= 0);
  o1[i * 3 + 2] = any(isnan(fa[i]));
  of[i] = select(fa[i], fb[i], isgreater(fb[i], fa[i]));
}
