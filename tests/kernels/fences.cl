// Memory fences and barrier flavours: mem_fence, read_mem_fence,
// write_mem_fence, barrier, work_group_barrier with and without a scope,
// atomic_work_item_fence, exchanging values between neighbours in local
// memory.

kernel void exchange(global const int *in, global int *out, local int *tmp) {
  size_t lid = get_local_id(0), n = get_local_size(0);
  size_t gid = get_global_id(0);
  tmp[lid] = in[gid];
  mem_fence(CLK_LOCAL_MEM_FENCE);
  barrier(CLK_LOCAL_MEM_FENCE);
  int a = tmp[(lid + 1) % n];
  work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  tmp[lid] = a * 2;
  write_mem_fence(CLK_LOCAL_MEM_FENCE);
  work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
  read_mem_fence(CLK_LOCAL_MEM_FENCE);
  int b = tmp[(lid + n - 1) % n];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release,
                         memory_scope_device);
  out[gid] = a + b;
}
