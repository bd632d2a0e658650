// Work-item queries for dimensions >= get_work_dim(): OpenCL C defines them
// (sizes 1, ids 0), both for constant and for run-time dimension indices.
// (The Khronos translator emits an out-of-bounds OpCompositeExtract for the
// constant case, which spirv-val rejects.)

kernel void defaults(global uint *out, uint dim) {
  if (get_global_id(0) != 0)
    return;
  out[0] = (uint)get_global_size(3);
  out[1] = (uint)get_local_size(7);
  out[2] = (uint)get_global_id(5);
  out[3] = (uint)get_num_groups(4);
  out[4] = (uint)get_group_id(3);
  out[5] = (uint)get_global_offset(3);
  out[6] = (uint)get_global_size(dim);
  out[7] = (uint)get_local_id(dim);
  out[8] = (uint)get_local_size(dim);
  out[9] = (uint)get_global_size(dim - 3); // dimension 0 when dim == 3
}
