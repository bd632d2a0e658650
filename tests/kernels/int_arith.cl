// 32-bit integer arithmetic: + - * / % shifts and bitwise operators, signed
// and unsigned. Unsigned shifts by >= 32 rely on OpenCL C's rule that the
// shift count is taken modulo the bit width.

kernel void int_ops(global const int *a, global const int *b, global int *out) {
  size_t i = get_global_id(0);
  int x = a[i], y = b[i];
  global int *o = out + i * 10;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x / y;
  o[4] = x % y;
  o[5] = x >> (y & 31);
  o[6] = x & y;
  o[7] = x | y;
  o[8] = x ^ y;
  o[9] = -x + ~y;
}

kernel void uint_ops(global const uint *a, global const uint *b,
                     global uint *out) {
  size_t i = get_global_id(0);
  uint x = a[i], y = b[i];
  global uint *o = out + i * 8;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x / (y | 1u);
  o[4] = x % (y | 1u);
  o[5] = x << y; // count modulo 32
  o[6] = x >> y; // logical, count modulo 32
  o[7] = ~x ^ (y << 3);
}
