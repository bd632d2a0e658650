// Async copies and events; popcount; extended bit ops; kernel clock.
kernel void copy(global int4 *dst, local int4 *src, int n) {
  event_t e = async_work_group_strided_copy(dst, src, n, 2, 0);
  wait_group_events(1, &e);
}
kernel void bits(global uint *out, uint a, uint b) {
  out[0] = popcount(a);
  out[1] = bitfield_insert(a, b, 4u, 8u);
  out[2] = bitfield_extract_unsigned(a, 4u, 8u);
  out[3] = (uint)clock_read_device();
}
