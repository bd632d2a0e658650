// vloadn/vstoren on global, local and private memory, with element offsets
// and misaligned base pointers.

kernel void vls(global const float *in, global float *out,
                global const int *ii, global int *io, uint off) {
  size_t i = get_global_id(0);
  float2 a = vload2(i, in);
  float4 b = vload4(i, in + 1); // not 16-byte aligned
  float8 c = vload8(0, in + i);
  float16 d = vload16(i, in);
  vstore2(a * 2.0f, i, out);
  vstore4(b + 1.0f, i, out + 2 * 64);
  vstore8(c - 1.0f, i, out + 6 * 64);
  vstore16(d.sfedcba9876543210, i, out + 14 * 64);

  local int tile[64 * 4];
  size_t l = get_local_id(0);
  vstore4(vload4(i, ii + off), l, tile);
  barrier(CLK_LOCAL_MEM_FENCE);
  int4 t = vload4((l + 1) % get_local_size(0), tile);
  int priv[8];
  vstore8((int8)(t, t * 2), 0, priv);
  vstore3(vload3(1, priv), i, io);
}
