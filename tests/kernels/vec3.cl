// Three-component vectors: vload3/vstore3 on packed floats, and int3 in
// memory, which is laid out like int4 (16-byte stride).

kernel void v3(global const float *in, global float *out,
               global const int3 *ai, global int3 *ao) {
  size_t i = get_global_id(0);
  float3 v = vload3(i, in);
  float3 w = v.zxy * 2.0f - v;
  vstore3(w, i, out);
  int3 a = ai[i];
  ao[i] = a.zyx + (int3)(1, 2, 3) * a.x;
}
