// Pointer arithmetic: differences, comparisons, casts to and from integers,
// arrays of private pointers and pointer-to-pointer indirection.

kernel void ptrs(global const int *in, global long *out, uint n) {
  size_t i = get_global_id(0);
  global const int *begin = in, *end = in + n;
  global const int *p = in + i;
  out[i * 6] = end - p;
  out[i * 6 + 1] = (p < end) + 2 * (p > begin) + 4 * (p == begin);
  out[i * 6 + 2] = (long)((uintptr_t)p - (uintptr_t)begin);
  global const int *q = (global const int *)((uintptr_t)begin + 4 * (n - 1 - i));
  out[i * 6 + 3] = *q;
  int vals[3] = {in[i], in[i] * 2, in[i] * 3};
  int *ptrs[3] = {&vals[2], &vals[0], &vals[1]};
  int **pp = &ptrs[i % 3];
  out[i * 6 + 4] = **pp;
  ptrdiff_t d = ptrs[0] - ptrs[1];
  out[i * 6 + 5] = d;
}
