// convert_<type>_sat: saturating conversions from wider integers and from
// floats (NaN becomes 0), with the default and explicit rounding modes.

kernel void sat(global const int *ia, global const float *fa,
                global const long *la, global int *oi, global long *ol,
                global uchar4 *o4) {
  size_t i = get_global_id(0);
  int n = ia[i];
  float f = fa[i];
  long l = la[i];
  global int *o = oi + i * 13;
  o[0] = convert_char_sat(n);
  o[1] = convert_uchar_sat(n);
  o[2] = convert_short_sat(n);
  o[3] = convert_ushort_sat(n);
  o[4] = convert_int_sat(f);
  o[5] = (int)convert_uint_sat(f);
  o[6] = convert_char_sat(f);
  o[7] = convert_uchar_sat_rte(f);
  o[8] = convert_int_sat(l);
  o[9] = (int)convert_uint_sat(l);
  o[10] = (int)convert_uint_sat(n);
  o[11] = convert_short_sat_rtn(f);
  o[12] = convert_int_sat_rtp(f);
  ol[i * 3] = convert_long_sat(f);
  ol[i * 3 + 1] = (long)convert_ulong_sat(f);
  ol[i * 3 + 2] = (long)convert_ulong_sat(l);
  o4[i] = convert_uchar4_sat((int4)(n, ~n, n / 2, n >> 4));
}
