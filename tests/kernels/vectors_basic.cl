// Vector arithmetic on float4/int2/uchar16: component-wise operators,
// scalar widening, vector literals built from parts, .lo/.hi/.even/.odd.

kernel void vec_ops(global const float4 *a, global const float4 *b,
                    global float4 *o, global const int2 *c, global int2 *oi,
                    global uchar16 *ob) {
  size_t i = get_global_id(0);
  float4 x = a[i], y = b[i];
  o[i * 4] = (x - y) * 0.5f;
  o[i * 4 + 1] = (float4)(x.xy, y.zw) + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  o[i * 4 + 2] = (float4)(x.lo, y.hi) * (float4)(x.even, y.odd);
  o[i * 4 + 3] = (float4)(1.0f, x.yz, -2.0f) / 4.0f;
  int2 v = c[i];
  oi[i * 2] = v * (int2)(3, -2) + v.yx;
  oi[i * 2 + 1] = (int2)(v.x >> 1, v.y << 2) ^ (int2)(-1);
  uchar16 u = (uchar16)((uchar)i) + (uchar16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
                                               10, 11, 12, 13, 14, 250);
  ob[i] = u * (uchar)3;
}
