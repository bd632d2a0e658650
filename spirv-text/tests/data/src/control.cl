// Control flow: switch with 64-bit cases, loops, phis, calls, recursion-free helpers.
int helper(int v, int w) { return v > w ? v - w : w - v; }
long pick(long s) {
  switch (s) {
  case 1: return 10;
  case 0x100000000L: return 20;
  case -5: return 30;
  default: return s;
  }
}
kernel void control(global int *a, global long *b, int n) {
  int i = get_global_id(0);
  int acc = 0;
  for (int k = 0; k < n; ++k) {
    if (a[k] & 1)
      acc += helper(a[k], k);
    else
      acc ^= a[k];
  }
#pragma unroll 4
  for (int k = 0; k < 16; ++k)
    acc += a[k] * k;
  a[i] = acc;
  b[i] = pick(b[i]);
  while (acc > 100)
    acc /= 3;
  a[i + 1] = acc;
}
