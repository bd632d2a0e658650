// cl_intel_bfloat16_conversions: float <-> bfloat16 bits (ushort) in the scalar and
// every vector form, through SPV_INTEL_bfloat16_conversion (OpConvertFToBF16INTEL,
// OpConvertBF16ToFINTEL). clang-19 does not declare the functions; they are declared
// here as the extension specifies them.
// spirv-ext: SPV_INTEL_bfloat16_conversion

#define DECLARE(N)                                                                   \
  ushort##N __attribute__((overloadable)) intel_convert_bfloat16##N##_as_ushort##N(float##N); \
  float##N __attribute__((overloadable)) intel_convert_as_bfloat16##N##_float##N(ushort##N);
DECLARE()
DECLARE(2)
DECLARE(3)
DECLARE(4)
DECLARE(8)
DECLARE(16)

// Each work-item converts its 16 floats six times (block j of 16 results): as scalars,
// then as vectors of 2, 3 (five of them and a scalar for lane 15), 4, 8 and 16, writing
// the bfloat16 bits and the float they read back as.
kernel void bf16(global const float *in, global ushort *bits, global float *back) {
  size_t i = get_global_id(0);
  global const float *x = in + i * 16;
  global ushort *b = bits + i * 16 * 6;
  global float *f = back + i * 16 * 6;
  for (int k = 0; k < 16; k++) {
    b[k] = intel_convert_bfloat16_as_ushort(x[k]);
    f[k] = intel_convert_as_bfloat16_float(b[k]);
  }
  for (int k = 0; k < 16; k += 2) {
    ushort2 v = intel_convert_bfloat162_as_ushort2(vload2(0, x + k));
    vstore2(v, 0, b + 16 + k);
    vstore2(intel_convert_as_bfloat162_float2(v), 0, f + 16 + k);
  }
  for (int k = 0; k < 15; k += 3) {
    ushort3 v = intel_convert_bfloat163_as_ushort3(vload3(0, x + k));
    vstore3(v, 0, b + 32 + k);
    vstore3(intel_convert_as_bfloat163_float3(v), 0, f + 32 + k);
  }
  b[32 + 15] = intel_convert_bfloat16_as_ushort(x[15]);
  f[32 + 15] = intel_convert_as_bfloat16_float(b[32 + 15]);
  for (int k = 0; k < 16; k += 4) {
    ushort4 v = intel_convert_bfloat164_as_ushort4(vload4(0, x + k));
    vstore4(v, 0, b + 48 + k);
    vstore4(intel_convert_as_bfloat164_float4(v), 0, f + 48 + k);
  }
  for (int k = 0; k < 16; k += 8) {
    ushort8 v = intel_convert_bfloat168_as_ushort8(vload8(0, x + k));
    vstore8(v, 0, b + 64 + k);
    vstore8(intel_convert_as_bfloat168_float8(v), 0, f + 64 + k);
  }
  ushort16 v = intel_convert_bfloat1616_as_ushort16(vload16(0, x));
  vstore16(v, 0, b + 80);
  vstore16(intel_convert_as_bfloat1616_float16(v), 0, f + 80);
}
