// clang-flags: -g
// (built with debug information: OpenCL.DebugInfo.100, OpLine, DebugDeclare/DebugValue)
// Loops: for with continue, while with break, do-while, nested loops with an
// inner break, and a helper with an early return from inside a loop.

int first_multiple(global const int *v, int n, int k) {
  for (int j = 0; j < n; ++j)
    if (v[j] != 0 && v[j] % k == 0)
      return j;
  return -1;
}

kernel void loops(global const int *in, global int *out, int n) {
  size_t i = get_global_id(0);
  int x = in[i];
  int s = 0;
  for (int k = 0; k < x; ++k) {
    if (k % 3 == 0)
      continue;
    s += k;
  }
  int steps = 0;
  uint c = (uint)(x < 0 ? -x : x) + 1u;
  while (c != 1u) {
    c = (c & 1u) ? 3u * c + 1u : c / 2u;
    if (++steps > 1000)
      break;
  }
  int digits = 0, y = x;
  do {
    digits++;
    y /= 10;
  } while (y != 0);
  int pairs = 0;
  for (int a = 0; a < (x & 15); ++a)
    for (int b = 0; b < a; ++b) {
      if ((a + b) % 4 == 3)
        break;
      pairs += a * b;
    }
  out[i * 5] = s;
  out[i * 5 + 1] = steps;
  out[i * 5 + 2] = digits;
  out[i * 5 + 3] = pairs;
  out[i * 5 + 4] = first_multiple(in, n, (int)(i % 7) + 2);
}
