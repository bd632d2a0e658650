// shuffle and shuffle2 with constant and run-time masks, narrowing (8 -> 4)
// and widening (4 -> 8) results. Only the low bits of a mask element count.

kernel void shuf(global const int4 *a, global const int4 *b,
                 global const uint4 *m, global int4 *o,
                 global const float8 *f, global float4 *of, global int8 *o8) {
  size_t i = get_global_id(0);
  o[i * 4] = shuffle(a[i], (uint4)(3, 2, 1, 0));
  o[i * 4 + 1] = shuffle2(a[i], b[i], (uint4)(0, 5, 2, 7));
  o[i * 4 + 2] = shuffle2(a[i], b[i], m[i]);
  o[i * 4 + 3] = shuffle(b[i], m[i]);
  of[i] = shuffle(f[i], (uint4)(7, 0, 6, 1));
  o8[i] = shuffle(a[i], (uint8)(0, 0, 1, 1, 2, 2, 3, 3));
}
