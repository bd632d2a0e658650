// Work-item functions: every query is written to its own output so that a
// mistranslated builtin (wrong dimension, wrong builtin variable) shows up.
// Launched as a 3D range with a global offset.

kernel void ids(global uint *gid, global uint *lid, global uint *grp,
                global uint *lin) {
  size_t i = get_global_linear_id();
  for (uint d = 0; d < 3; ++d) {
    gid[i * 3 + d] = (uint)get_global_id(d);
    lid[i * 3 + d] = (uint)get_local_id(d);
    grp[i * 3 + d] = (uint)get_group_id(d);
  }
  lin[i * 2] = (uint)get_global_linear_id();
  lin[i * 2 + 1] = (uint)get_local_linear_id();
}

kernel void sizes(global uint *out) {
  // Only the last work-item of the whole range writes (it sits in the last,
  // possibly partial, work-group).
  size_t total = get_global_size(0) * get_global_size(1) * get_global_size(2);
  if (get_global_linear_id() != total - 1)
    return;
  uint k = 0;
  out[k++] = get_work_dim();
  for (uint d = 0; d < 3; ++d) {
    out[k++] = (uint)get_global_size(d);
    out[k++] = (uint)get_local_size(d);
    out[k++] = (uint)get_enqueued_local_size(d);
    out[k++] = (uint)get_num_groups(d);
    out[k++] = (uint)get_global_offset(d);
  }
}
