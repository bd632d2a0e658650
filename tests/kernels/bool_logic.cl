// bool values: && || ! and != on bools, short-circuit evaluation with side
// effects, bools in private arrays and bool-returning helpers.

bool is_odd(int x) { return (x & 1) != 0; }

kernel void logic(global const int *a, global const int *b, global int *out) {
  size_t i = get_global_id(0);
  int x = a[i], y = b[i];
  bool p = x > 0, q = y > 0;
  bool flags[5] = {p && q, p || q, !p, p != q, is_odd(x) == is_odd(y)};
  int bits = 0;
  for (int k = 0; k < 5; ++k)
    bits |= (int)flags[k] << k;
  int calls = 0;
  bool t = (x > 5) && (++calls, y > 5);
  bool u = (x > 5) || (++calls, y < 0);
  out[i * 3] = bits;
  out[i * 3 + 1] = calls;
  out[i * 3 + 2] = (int)t + 2 * (int)u + 4 * (int)(p ^ q);
}
