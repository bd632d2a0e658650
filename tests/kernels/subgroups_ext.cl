// cl-std: CL3.0
// clang-flags: -cl-ext=+cl_khr_subgroups,+__opencl_c_subgroups,+cl_khr_subgroup_rotate,+cl_intel_subgroups,+cl_khr_extended_bit_ops
// spirv-ext: SPV_KHR_subgroup_rotate SPV_INTEL_subgroups SPV_KHR_bit_instructions
// Sub-group rotates (cl_khr_subgroup_rotate), the cl_intel_subgroups shuffles and
// block reads/writes, and cl_khr_extended_bit_ops. Each work-item writes its
// sub-group id, size and lane so that the host computes the expected values
// whatever sub-group size the runtime picks.
#define OVL __attribute__((overloadable))
int OVL intel_sub_group_shuffle(int, uint);
int OVL intel_sub_group_shuffle_xor(int, uint);
int OVL intel_sub_group_shuffle_down(int, int, uint);
uint OVL intel_sub_group_block_read(const global uint *);
void OVL intel_sub_group_block_write(global uint *, uint);

kernel void rotates(global const int *x, global int *lanes, global int *out) {
  size_t g = get_global_id(0);
  uint lane = get_sub_group_local_id();
  lanes[3 * g] = (int)get_sub_group_id();
  lanes[3 * g + 1] = (int)get_sub_group_size();
  lanes[3 * g + 2] = (int)lane;
  int v = x[g];
  out[6 * g] = sub_group_rotate(v, 1);
  out[6 * g + 1] = sub_group_rotate(v, 3);
  out[6 * g + 2] = sub_group_clustered_rotate(v, 1, 4u);
  out[6 * g + 3] = intel_sub_group_shuffle(v, 0u);
  out[6 * g + 4] = intel_sub_group_shuffle_xor(v, 1u);
  out[6 * g + 5] = intel_sub_group_shuffle_down(v, v + 1, 1u);
}

// Block reads and writes of whole sub-groups: each sub-group reads the block at its
// own offset (one uint per lane) and writes it back doubled.
kernel void blocks(global const uint *in, global uint *out, global int *lanes) {
  size_t g = get_global_id(0);
  uint size = get_sub_group_size();
  size_t base = g - get_sub_group_local_id();
  lanes[2 * g] = (int)size;
  lanes[2 * g + 1] = (int)base;
  uint v = intel_sub_group_block_read(in + base);
  intel_sub_group_block_write(out + base, v * 2u);
}

kernel void bits(global const uint *x, global const short *s, global uint *out, global short *sout) {
  size_t g = get_global_id(0);
  uint v = x[g];
  out[4 * g] = bitfield_insert(v, ~v, 4u, 8u);
  out[4 * g + 1] = bitfield_extract_unsigned(v, 3u, 7u);
  out[4 * g + 2] = (uint)bitfield_extract_signed((int)v, 5u, 6u);
  out[4 * g + 3] = bit_reverse(v);
  sout[g] = bitfield_extract_signed(s[g], 2u, 5u);
}
