// Memory: address spaces, constant arrays, structs, vectors, atomics, barriers,
// volatile accesses, memcpy-like copies, generic pointers.
typedef struct { int a; float b[3]; long c; } S;
constant int table[8] = {1, 2, 3, 5, 8, 13, 21, 34};
constant S cs = {7, {1.0f, 2.0f, 3.0f}, 9L};
global int counter = 0;
kernel void memory(global S *s, global int4 *v, local float *scratch,
                   volatile global int *vol, global atomic_int *ai,
                   global float *out) {
  int i = get_global_id(0), l = get_local_id(0);
  scratch[l] = s[i].b[1] + table[i & 7] + cs.b[2];
  barrier(CLK_LOCAL_MEM_FENCE);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
  out[i] = scratch[(l + 1) % get_local_size(0)];
  int4 q = v[i];
  q.xz = q.yw * 2;
  v[i] = q.wzyx + (int4)(1, 2, 3, 4);
  s[i] = s[i + 1];
  vol[i] = vol[i] + 1;
  atomic_fetch_add(ai, 1);
  atomic_fetch_or_explicit(ai, 4, memory_order_relaxed, memory_scope_work_group);
  int expected = 0;
  atomic_compare_exchange_strong(ai, &expected, i);
  atomic_store(ai + 1, atomic_load(ai) + 3);
  atomic_inc(&counter);
  generic int *gp = (generic int *)&s[i].a;
  *gp += atomic_xchg((volatile global int *)vol, 5);
  mem_fence(CLK_GLOBAL_MEM_FENCE);
}
