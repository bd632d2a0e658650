// cl-std: CL2.0
// spirv-ext: SPV_INTEL_split_barrier
// Split work-group barriers (cl_intel_split_work_group_barrier, SPV_INTEL_split_barrier):
// each work-item publishes a value in local memory, signals arrival, does independent
// work, waits, then reads its neighbour's value; once with the OpenCL C builtins
// (with and without a memory scope), once with the SPIR-V friendly calls. Validation
// only: the Intel CPU runtime refuses capability SplitBarrierINTEL (6141).
#define OVL __attribute__((overloadable))
void OVL intel_work_group_barrier_arrive(cl_mem_fence_flags flags);
void OVL intel_work_group_barrier_wait(cl_mem_fence_flags flags);
void OVL intel_work_group_barrier_arrive(cl_mem_fence_flags flags, memory_scope scope);
void OVL intel_work_group_barrier_wait(cl_mem_fence_flags flags, memory_scope scope);
void __spirv_ControlBarrierArriveINTEL(int execution, int memory, int semantics);
void __spirv_ControlBarrierWaitINTEL(int execution, int memory, int semantics);

kernel void rotate_neighbours(global const int *in, global int *out) {
  local int tile[64];
  size_t lid = get_local_id(0), n = get_local_size(0), g = get_global_id(0);
  tile[lid] = in[g];
  intel_work_group_barrier_arrive(CLK_LOCAL_MEM_FENCE);
  int own = in[g] * 3;
  intel_work_group_barrier_wait(CLK_LOCAL_MEM_FENCE);
  int first = tile[(lid + 1) % n];
  // Everyone has read before the tile is written again.
  intel_work_group_barrier_arrive(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
  intel_work_group_barrier_wait(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
  tile[lid] = first;
  intel_work_group_barrier_arrive(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
  intel_work_group_barrier_wait(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
  out[g] = own + tile[(lid + 1) % n];
}

kernel void rotate_neighbours_spirv(global const int *in, global int *out) {
  local int tile[64];
  size_t lid = get_local_id(0), n = get_local_size(0), g = get_global_id(0);
  tile[lid] = in[g];
  // Workgroup scope (2); Release (0x4) / Acquire (0x2) with WorkgroupMemory (0x100).
  __spirv_ControlBarrierArriveINTEL(2, 2, 0x104);
  int own = in[g] * 3;
  __spirv_ControlBarrierWaitINTEL(2, 2, 0x102);
  out[g] = own + tile[(lid + n - 1) % n];
}
