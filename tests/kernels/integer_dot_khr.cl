// spirv-ext: SPV_KHR_integer_dot_product
// The kernels of integer_dot.cl (same names and bodies, checked by the same host
// reference) translated with SPV_KHR_integer_dot_product allowed: OpSDot, OpUDot,
// OpSUDot and their AccSat forms (packed ones with PackedVectorFormat4x8Bit) instead
// of the core expansion.

kernel void idot(global const char4 *a, global const uchar4 *b,
                 global const int *acc, global int *o) {
  size_t i = get_global_id(0);
  char4 x = a[i];
  uchar4 y = b[i];
  int c = acc[i];
  global int *r = o + i * 8;
  r[0] = dot(x, x);
  r[1] = dot(x, y);
  r[2] = dot(y, x);
  r[3] = (int)dot(y, y);
  r[4] = dot_acc_sat(x, x, c);
  r[5] = dot_acc_sat(y, x, c);
  r[6] = (int)dot_acc_sat(y, y, (uint)c);
  r[7] = dot_acc_sat(x, y, c);
}

kernel void idot_packed(global const uint *a, global const uint *b,
                        global const int *acc, global int *o) {
  size_t i = get_global_id(0);
  uint x = a[i], y = b[i];
  int c = acc[i];
  global int *r = o + i * 6;
  r[0] = dot_4x8packed_ss_int(x, y);
  r[1] = dot_4x8packed_su_int(x, y);
  r[2] = dot_4x8packed_us_int(x, y);
  r[3] = (int)dot_4x8packed_uu_uint(x, y);
  r[4] = dot_acc_sat_4x8packed_ss_int(x, y, c);
  r[5] = (int)dot_acc_sat_4x8packed_uu_uint(x, y, (uint)c);
}
