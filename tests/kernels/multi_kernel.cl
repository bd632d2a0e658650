// Several kernels in one module sharing a helper and a program-scope
// constant; kernels run one after another on the same buffer.

constant int bias = 3;

int shift_value(int v, int k) { return (v << k) + bias; }

kernel void fill(global int *p, int v) {
  size_t i = get_global_id(0);
  p[i] = v + (int)i;
}

kernel void transform(global int *p, int k) {
  size_t i = get_global_id(0);
  p[i] = shift_value(p[i], k);
}

kernel void reverse_into(global const int *p, global int *q, uint n) {
  size_t i = get_global_id(0);
  q[i] = p[n - 1 - i] - bias;
}
