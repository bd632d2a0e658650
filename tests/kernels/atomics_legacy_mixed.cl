// cl-std: CL1.2
// OpenCL 1.2 atomics (atomic_*) and the cl_khr_{global,local}_int32_*_atomics
// forms (atom_*) on local and global memory in one kernel: per-group counters in
// local memory, folded into global counters by each group's first work-item, and
// global counters updated by every work-item. Every result is independent of the
// order the work-items run in. 64-bit atom_* are left out: spirv-val --target-env
// opencl2.2 rejects the Int64Atomics capability they need.
#pragma OPENCL EXTENSION cl_khr_global_int32_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_global_int32_extended_atomics : enable
#pragma OPENCL EXTENSION cl_khr_local_int32_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_local_int32_extended_atomics : enable

kernel void legacy_mixed(global const int *in, global int *totals, global uint *utotals,
                         global int *wide, global int *groups) {
  local int c[4];
  local uint u[2];
  size_t lid = get_local_id(0);
  if (lid == 0) {
    c[0] = 0;
    c[1] = 0x7fffffff;
    c[2] = 0;
    c[3] = -1;
    u[0] = 0;
    u[1] = 0xffffffffu;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = in[get_global_id(0)];
  atomic_add(&c[0], v);
  atom_min(&c[1], v);
  atomic_inc(&c[2]);
  atomic_cmpxchg(&c[3], -1, (int)lid);
  atomic_max(&u[0], (uint)v);
  atom_and(&u[1], ~(1u << (lid % 32)));
  atom_add(&wide[0], v * 3);
  atom_max(&wide[1], v);
  atom_inc(&wide[2]);
  atom_xor(&wide[3], v << 4);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) {
    size_t g = get_group_id(0);
    groups[g * 6 + 0] = c[0];
    groups[g * 6 + 1] = c[1];
    groups[g * 6 + 2] = c[2];
    groups[g * 6 + 3] = c[3];
    groups[g * 6 + 4] = (int)u[0];
    groups[g * 6 + 5] = (int)u[1];
    atomic_add(&totals[0], c[0]);
    atomic_max(&totals[1], c[1]);
    atom_sub(&totals[2], c[2]);
    atomic_xchg(&totals[3], 1);
    atomic_or(&utotals[0], 1u << (g % 32));
    atom_min(&utotals[1], u[0]);
  }
}
