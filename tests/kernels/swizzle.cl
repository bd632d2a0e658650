// Swizzles on both sides of assignments: reversed, partial and repeated
// component selections, .sN and .xyzw forms.

kernel void swz(global const float4 *a, global float4 *o,
                global const int8 *b, global int8 *ob) {
  size_t i = get_global_id(0);
  float4 v = a[i];
  float4 w = v;
  w.wzyx = v;
  o[i * 4] = w;
  w = v;
  w.xy = v.zw;
  w.zw = (float2)(7.0f, 8.0f);
  o[i * 4 + 1] = w;
  w = v;
  w.s31 = v.s02;
  o[i * 4 + 2] = w;
  o[i * 4 + 3] = v.xxyy + v.wwzz.yxwz;
  int8 c = b[i];
  c.s7531 = c.s0246;
  c.odd += (int4)(100);
  ob[i] = c;
}
