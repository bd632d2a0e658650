// cl-std: CL3.0
// clang-flags: -cl-ext=+cl_khr_subgroups,+cl_khr_subgroup_shuffle,+cl_khr_subgroup_shuffle_relative,+cl_khr_subgroup_clustered_reduce,+cl_khr_subgroup_non_uniform_arithmetic,+cl_khr_subgroup_ballot,+__opencl_c_subgroups
// Sub-group shuffles (cl_khr_subgroup_shuffle[_relative]), clustered reductions
// (cl_khr_subgroup_clustered_reduce), non-uniform arithmetic and ballots. Each
// work-item also writes its sub-group id, size and lane so that the host can
// compute the expected values whatever sub-group size the runtime picks.
kernel void shuffles(global const int *x, global const float *f, global int *lanes, global int *out,
                     global float *fout) {
  size_t g = get_global_id(0);
  uint lane = get_sub_group_local_id();
  uint size = get_sub_group_size();
  lanes[3 * g] = (int)get_sub_group_id();
  lanes[3 * g + 1] = (int)size;
  lanes[3 * g + 2] = (int)lane;
  int v = x[g];
  out[8 * g] = sub_group_shuffle(v, (lane + 1) % size);
  out[8 * g + 1] = sub_group_shuffle_xor(v, 1u);
  out[8 * g + 2] = sub_group_shuffle_down(v, 1u);
  out[8 * g + 3] = sub_group_shuffle_up(v, 1u);
  out[8 * g + 4] = sub_group_clustered_reduce_add(v, 4);
  out[8 * g + 5] = sub_group_clustered_reduce_max(v, 2);
  out[8 * g + 6] = sub_group_non_uniform_reduce_xor(v);
  out[8 * g + 7] = sub_group_ballot_bit_count(sub_group_ballot(v > 0));
  fout[2 * g] = sub_group_shuffle(f[g], size - 1 - lane);
  fout[2 * g + 1] = sub_group_clustered_reduce_min(f[g], 4);
}
