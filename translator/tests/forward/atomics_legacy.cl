// OpenCL C 1.2 atomics (6.12.11) and the cl_khr_*_atomics atom_* forms on global and
// local memory, signed and unsigned, 32- and 64-bit: each is one atomic instruction,
// relaxed at work-group scope.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
kernel void legacy(volatile global int *g, volatile global uint *u, volatile global long *l,
                   volatile global float *f, global long *out) {
  local int c[2];
  c[get_local_id(0) & 1] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[0] = atomic_add(g, 1);
  out[1] = atomic_sub(g, 2);
  out[2] = atomic_xchg(g, 3);
  out[3] = atomic_inc(g);
  out[4] = atomic_dec(g);
  out[5] = atomic_min(g, 4);
  out[6] = atomic_max(g, 5);
  out[7] = atomic_and(g, 6);
  out[8] = atomic_or(g, 7);
  out[9] = atomic_xor(g, 8);
  out[10] = atomic_cmpxchg(g, 9, 10);
  out[11] = atomic_min(u, 11u);
  out[12] = atomic_max(u, 12u);
  out[13] = atomic_cmpxchg(u, 13u, 14u);
  out[14] = atom_add(&c[0], 15);
  out[15] = atomic_inc(&c[1]);
  out[16] = atomic_cmpxchg(&c[1], 16, 17);
  out[17] = atom_add(l, 18l);
  out[18] = atom_min(l, 19l);
  out[19] = atom_inc(l);
  out[20] = atom_cmpxchg(l, 20l, 21l);
  out[21] = (long)atomic_xchg(f, 22.0f);
}
