// Program-scope variables with initializers: constant arrays, constant
// arrays of structs, mutable global scalars/arrays/structs. Globals keep
// their values between kernel launches of one program. Array elements are
// reached through run-time indices here; constant indices (constant
// getelementptr expressions) are in constant_gep.cl and pointer-valued
// initializers in program_scope_pointers.cl.

typedef struct {
  int key;
  float value;
} Entry;

constant int primes[8] = {2, 3, 5, 7, 11, 13, 17, 19};
constant Entry table[3] = {{1, 1.5f}, {2, -2.25f}, {3, 100.0f}};
constant float coeffs[4] = {0.5f, 0.25f, 0.125f, 0.0625f};

global int counter = 7;
global int gbuf[4] = {10, 20, 30, 40};
global float gscale = 2.5f;
global Entry gentries[2] = {{5, 0.5f}, {6, 0.25f}};

kernel void read_tables(global const int *idx, global float *out) {
  size_t i = get_global_id(0);
  int k = idx[i];
  Entry e = table[k % 3];
  out[i * 3] = (float)primes[k % 8] * e.value;
  out[i * 3 + 1] = coeffs[k % 4] + coeffs[(k + 1) % 4];
  out[i * 3 + 2] = (float)e.key * gscale;
}

// `at` is 1 at run time.
kernel void bump(int at) {
  if (get_global_id(0) != 0)
    return;
  counter += 1;
  gbuf[at + 1] += 5;
  gentries[at].key += 10;
  gentries[at - 1].value *= 4.0f;
  gscale = 3.0f;
}

kernel void read_globals(global int *out, global float *outf, int at) {
  if (get_global_id(0) != 0)
    return;
  out[0] = counter;
  out[1] = gbuf[at + 1];
  out[2] = gbuf[at + 1] - gbuf[at - 1];
  out[3] = gentries[at].key;
  out[4] = gbuf[at - 1] + gbuf[at] + gbuf[at + 2];
  outf[0] = gentries[at - 1].value;
  outf[1] = gscale;
}
