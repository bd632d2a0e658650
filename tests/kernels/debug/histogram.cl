// Debug-info fidelity kernel: local memory, pointers, nested loops, unsigned types.
typedef unsigned int bin_t;
#define BINS 16

static uint bin_of(uchar v) { return (uint)v * BINS / 256u; }

static void add_to(__local bin_t *hist, uint bin) {
  atomic_inc(&hist[bin]);
}

__kernel void histogram(__global const uchar *data, uint n, __global bin_t *out, __local bin_t *hist) {
  uint lid = get_local_id(0);
  uint lsz = get_local_size(0);
  for (uint b = lid; b < BINS; b += lsz)
    hist[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  const __global uchar *cursor = data + get_global_id(0);
  uint stride = get_global_size(0);
  for (uint i = get_global_id(0); i < n; i += stride, cursor += stride) {
    uint bin = bin_of(*cursor);
    add_to(hist, bin);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint b = lid; b < BINS; b += lsz)
    atomic_add(&out[b], hist[b]);
}
