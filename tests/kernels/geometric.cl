// Geometric builtins: dot, cross, length, distance, normalize and the fast_
// variants on float2/float3/float4.

kernel void geometry(global const float4 *a, global const float4 *b,
                     global float *out, global float4 *out4) {
  size_t i = get_global_id(0);
  float4 p = a[i], q = b[i];
  global float *o = out + i * 8;
  o[0] = dot(p, q);
  o[1] = dot(p.xy, q.xy);
  o[2] = length(p);
  o[3] = length(p.xyz);
  o[4] = distance(p, q);
  o[5] = fast_length(p);
  o[6] = fast_distance(p.xy, q.xy);
  o[7] = length(normalize(p.xy));
  out4[i * 4] = cross(p, q);
  out4[i * 4 + 1] = (float4)(cross(p.xyz, q.xyz), 0.0f);
  out4[i * 4 + 2] = normalize(p);
  out4[i * 4 + 3] = fast_normalize(q);
}
