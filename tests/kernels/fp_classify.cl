// Floating-point classification: clang turns __builtin_isnan/isinf/isfinite/isnormal
// and __builtin_isfpclass into llvm.is.fpclass with one test mask per call. Every
// class bit alone and a few unions (both signs, inverted sets) on float and double.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define CLASSES(v, out)                                                                    \
  out[0] = __builtin_isnan(v);                                                             \
  out[1] = __builtin_isinf(v);                                                             \
  out[2] = __builtin_isfinite(v);                                                          \
  out[3] = __builtin_isnormal(v);                                                          \
  out[4] = __builtin_isfpclass(v, 0x001);                                                  \
  out[5] = __builtin_isfpclass(v, 0x002);                                                  \
  out[6] = __builtin_isfpclass(v, 0x004);                                                  \
  out[7] = __builtin_isfpclass(v, 0x008);                                                  \
  out[8] = __builtin_isfpclass(v, 0x010);                                                  \
  out[9] = __builtin_isfpclass(v, 0x020);                                                  \
  out[10] = __builtin_isfpclass(v, 0x040);                                                 \
  out[11] = __builtin_isfpclass(v, 0x080);                                                 \
  out[12] = __builtin_isfpclass(v, 0x100);                                                 \
  out[13] = __builtin_isfpclass(v, 0x200);                                                 \
  out[14] = __builtin_isfpclass(v, 0x090);                                                 \
  out[15] = __builtin_isfpclass(v, 0x060);                                                 \
  out[16] = __builtin_isfpclass(v, 0x155);                                                 \
  out[17] = __builtin_isfpclass(v, 0x3fc);                                                 \
  out[18] = __builtin_isfpclass(v, 0x3fd);                                                 \
  out[19] = __builtin_isfpclass(v, 0x0f0);

kernel void fp_classify(global const uint *fbits, global const ulong *dbits, global uchar *fout,
                        global uchar *dout) {
  size_t i = get_global_id(0);
  float v = as_float(fbits[i]);
  double w = as_double(dbits[i]);
  global uchar *fo = fout + 20 * i;
  global uchar *dout_i = dout + 20 * i;
  CLASSES(v, fo)
  CLASSES(w, dout_i)
}
