// vload_half/vstore_half (no cl_khr_fp16 needed): loads of scalar and vector
// halves from memory, stores with the default (round to nearest even) and
// explicit rounding modes, and aligned vloada/vstorea.

kernel void load_half(global const half *h, global float *out,
                      global float4 *out4, global float4 *outa) {
  size_t i = get_global_id(0);
  out[i] = vload_half(i, h);
  out4[i] = vload_half4(i, h);
  outa[i] = vloada_half4(i, h);
}

kernel void store_half(global const float *f, global half *rte,
                       global half *rtz, global half *rtp, global half *rtn,
                       global half *v4, global half *v4z) {
  size_t i = get_global_id(0);
  float x = f[i];
  vstore_half(x, i, rte);
  vstore_half_rtz(x, i, rtz);
  vstore_half_rtp(x, i, rtp);
  vstore_half_rtn(x, i, rtn);
  float4 v = (float4)(x, -x, x * 0.5f, 1.0f);
  vstore_half4(v, i, v4);
  vstorea_half4_rtz(v, i, v4z);
}
