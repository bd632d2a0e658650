// as_<type>() reinterpretation between scalars and vectors of the same size.

kernel void reinterpret(global const float *f, global const uint *u,
                        global uint *ou, global float *of, global uchar4 *ob,
                        global int2 *oi2, global short2 *os2) {
  size_t i = get_global_id(0);
  float x = f[i];
  uint y = u[i];
  ou[i * 2] = as_uint(x);
  ou[i * 2 + 1] = as_uint(as_float(as_uint(x) ^ 0x80000000u) * 2.0f);
  of[i] = as_float(y);
  ob[i] = as_uchar4(y);
  oi2[i] = as_int2((float2)(x, -x));
  os2[i] = as_short2(y) + (short2)(1, -1);
}

kernel void reinterpret_vec(global const ulong *in, global uchar8 *o8,
                            global float2 *of2) {
  size_t i = get_global_id(0);
  ulong v = in[i];
  o8[i] = as_uchar8(v).s76543210;
  of2[i] = as_float2(as_uint2(v).yx);
}
