// Code for which clang -O2 creates integers of widths other than 1/8/16/32/64
// (here an i2 switch selector from `i % 3`). A translator
// must legalise them for plain SPIR-V. (The Khronos translator rejects the
// -O2 modules with "InvalidBitWidth" unless SPV_INTEL_arbitrary_precision_
// integers is allowed.)

kernel void pick3(global const int *a, global const int *b,
                  global const int *c, global int *out) {
  size_t i = get_global_id(0);
  global const int *src;
  switch (i % 3) {
  case 0:
    src = a;
    break;
  case 1:
    src = b;
    break;
  default:
    src = c;
    break;
  }
  out[i] = src[i] * 2 + (int)(i % 3);
}
