// OpenCL 1.2 atomics on local memory: per-group counters updated by every
// work-item, then published to global memory by work-item 0.

kernel void local_atomics(global const int *in, global int *out) {
  local int c[8];
  size_t lid = get_local_id(0);
  if (lid == 0) {
    c[0] = 0;
    c[1] = 0;
    c[2] = 0x7fffffff;
    c[3] = (int)0x80000000;
    c[4] = 0;
    c[5] = -1;
    c[6] = 0;
    c[7] = -1;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = in[get_global_id(0)];
  atomic_add(&c[0], v);
  atomic_inc(&c[1]);
  atomic_min(&c[2], v);
  atomic_max(&c[3], v);
  atomic_or(&c[4], 1 << (lid % 31));
  atomic_and(&c[5], ~(1 << (lid % 31)));
  atomic_xor(&c[6], v);
  atomic_cmpxchg(&c[7], -1, (int)lid);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0)
    for (int k = 0; k < 8; ++k)
      out[get_group_id(0) * 8 + k] = c[k];
}
