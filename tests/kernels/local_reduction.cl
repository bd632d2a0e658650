// Work-group reductions in local memory: a tree sum over a local-pointer
// argument and a max over a kernel-scope local array, with barriers.

kernel void reduce_sum(global const int *in, global int *partial,
                       local int *scratch) {
  size_t lid = get_local_id(0), n = get_local_size(0);
  scratch[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = n / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = scratch[0];
}

kernel void reduce_max(global const float *in, global float *partial) {
  local float tile[64];
  size_t lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = 32; s > 0; s >>= 1) {
    if (lid < s)
      tile[lid] = fmax(tile[lid], tile[lid + s]);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = tile[0];
}
