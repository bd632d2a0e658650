// The conditional operator and select(): values, pointers, and phis from
// if/else chains (which -O2 turns into selects).

kernel void ternary(global const int *a, global const float *f,
                    global const int *t1, global const int *t2,
                    global int *oi, global float *of) {
  size_t i = get_global_id(0);
  int x = a[i];
  global const int *src = x > 0 ? t1 : t2;
  int y;
  if (x > 100)
    y = 1;
  else if (x > 10)
    y = 2;
  else
    y = 3;
  oi[i * 5] = x > 0 ? x : -x;
  oi[i * 5 + 1] = (x & 1) ? 3 * x + 1 : x / 2;
  oi[i * 5 + 2] = src[i];
  oi[i * 5 + 3] = select(10, 20, x > 5);
  oi[i * 5 + 4] = y;
  of[i * 2] = f[i] < 0.0f ? 0.0f : f[i];
  of[i * 2 + 1] = select(f[i], -f[i], x < 0);
}
