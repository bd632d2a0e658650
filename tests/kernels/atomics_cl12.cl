// OpenCL 1.2 atomic builtins on global memory: add, sub, inc, dec, min, max,
// and, or, xor, xchg, cmpxchg (signed and unsigned), plus a cmpxchg loop.
// Results are checked in aggregate (independent of execution order).

kernel void global_atomics(global int *acc, global uint *uacc,
                           global const int *in, global int *old_xchg,
                           global int *claimed) {
  size_t i = get_global_id(0);
  int v = in[i];
  atomic_add(&acc[0], v);
  atomic_sub(&acc[1], v);
  atomic_inc(&acc[2]);
  atomic_dec(&acc[3]);
  atomic_min(&acc[4], v);
  atomic_max(&acc[5], v);
  old_xchg[i] = atomic_xchg(&acc[6], (int)i);
  claimed[i] = atomic_cmpxchg(&acc[7], -1, (int)i) == -1;
  // Atomic "multiply by 3 modulo 2^32" through a compare-and-swap loop.
  uint seen = uacc[6];
  for (;;) {
    uint prev = atomic_cmpxchg(&uacc[6], seen, seen * 3u);
    if (prev == seen)
      break;
    seen = prev;
  }
  atomic_and(&uacc[0], ~(1u << (i % 32)));
  atomic_or(&uacc[1], 1u << ((uint)v % 32));
  atomic_xor(&uacc[2], (uint)v);
  atomic_min(&uacc[3], (uint)v);
  atomic_max(&uacc[4], (uint)v);
  atom_add(&uacc[5], 2u);
}
