kernel void add(global float *a, global const float *b, int n) {
  int i = get_global_id(0);
  if (i < n) a[i] = a[i] * b[i] + 1.0f;
}
