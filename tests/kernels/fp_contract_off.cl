// a * b + c under `#pragma OPENCL FP_CONTRACT OFF`: the product must be rounded
// before the addition (ContractionOff), so with c = -(a * b rounded) the result is
// exactly 0; a fused multiply-add would give the product's rounding error instead.
// `fma` is the control: it must fuse.

#pragma OPENCL FP_CONTRACT OFF

float mul_add(float a, float b, float c) { return a * b + c; }

kernel void contract_off(global const float *a, global const float *b, global const float *c,
                         global float *unfused, global float *fused, global float *helper) {
  size_t i = get_global_id(0);
  unfused[i] = a[i] * b[i] + c[i];
  fused[i] = fma(a[i], b[i], c[i]);
  helper[i] = mul_add(a[i], b[i], c[i]);
}

kernel void contract_off_double(global const double *a, global const double *b, global const double *c,
                                global double *unfused) {
  size_t i = get_global_id(0);
  unfused[i] = a[i] * b[i] - c[i];
}
