// Work-group and sub-group collectives (compiled by the test with clang-19).
kernel void collectives(global int *out, global uint *uout, global float *fout, int x, uint u, float f) {
  out[0] = work_group_all(x);
  out[1] = work_group_reduce_add(x);
  uout[0] = work_group_scan_inclusive_max(u);
  fout[0] = sub_group_reduce_min(f);
  out[2] = work_group_broadcast(x, 1u, 2u);
  out[3] = sub_group_elect();
  out[4] = sub_group_non_uniform_scan_exclusive_logical_or(x);
  uout[1] = sub_group_clustered_reduce_and(u, 4u);
  uout[2] = get_sub_group_lt_mask().x;
}
