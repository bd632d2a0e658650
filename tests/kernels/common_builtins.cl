// Common builtins: clamp, mix, step, smoothstep, sign, degrees, radians,
// min/max, scalar and vector forms.

kernel void common_fns(global const float *x, global const float *y,
                       global const float *t, global float *out,
                       global float4 *out4) {
  size_t i = get_global_id(0);
  float a = x[i], b = y[i], c = t[i];
  global float *o = out + i * 10;
  o[0] = clamp(a, -1.0f, 2.0f);
  o[1] = mix(a, b, c);
  o[2] = step(b, a);
  o[3] = smoothstep(-1.0f, 1.0f, a);
  o[4] = sign(a);
  o[5] = degrees(a);
  o[6] = radians(b);
  o[7] = max(a, b);
  o[8] = min(a, b);
  o[9] = clamp(a, b, b + 1.0f);
  float4 v = (float4)(a, b, c, -a);
  out4[i * 2] = clamp(v, -0.5f, 0.5f);
  out4[i * 2 + 1] = mix(v, v.wzyx, c);
}
