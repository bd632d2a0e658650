// Sub-group shuffles, rotates, clustered reductions (cl_khr_subgroup_*) and the
// cl_intel_subgroups shuffles and block reads/writes (compiled by the test with clang-19).
#define OVL __attribute__((overloadable))
int OVL intel_sub_group_shuffle(int, uint);
int OVL intel_sub_group_shuffle_down(int, int, uint);
int OVL intel_sub_group_shuffle_up(int, int, uint);
float OVL intel_sub_group_shuffle_xor(float, uint);
uint OVL intel_sub_group_block_read(const global uint *);
void OVL intel_sub_group_block_write(global uint *, uint);
ushort2 OVL intel_sub_group_block_read_us2(const global ushort *);

kernel void shuffles(global int *o, global uint *u, global float *f, global ushort *s, int x, uint c, float y) {
  o[0] = sub_group_shuffle(x, c);
  o[1] = sub_group_shuffle_xor(x, c);
  f[0] = sub_group_shuffle_up(y, c);
  u[0] = sub_group_shuffle_down(c, c);
  o[2] = sub_group_rotate(x, 2);
  o[3] = sub_group_clustered_rotate(x, 1, 4u);
  o[4] = intel_sub_group_shuffle(x, c);
  o[5] = intel_sub_group_shuffle_down(x, x + 1, c);
  o[6] = intel_sub_group_shuffle_up(x, x + 1, c);
  f[1] = intel_sub_group_shuffle_xor(y, c);
  u[1] = intel_sub_group_block_read((const global uint *)(u + 8));
  intel_sub_group_block_write(u + 16, c);
  vstore2(intel_sub_group_block_read_us2((const global ushort *)s), 0, s + 8);
  o[7] = sub_group_clustered_reduce_add(x, 4);
  f[2] = sub_group_clustered_reduce_max(y, 2);
}
