// Program-scope variables with initializers: constant arrays, constant
// arrays of structs, a constant pointer into a constant array, mutable global
// scalars/arrays/structs and a global pointer to a global array element.
// Globals keep their values between kernel launches of one program.

typedef struct {
  int key;
  float value;
} Entry;

constant int primes[8] = {2, 3, 5, 7, 11, 13, 17, 19};
constant Entry table[3] = {{1, 1.5f}, {2, -2.25f}, {3, 100.0f}};
constant float coeffs[4] = {0.5f, 0.25f, 0.125f, 0.0625f};
constant float *constant second_coeff = &coeffs[1];

global int counter = 7;
global int gbuf[4] = {10, 20, 30, 40};
global int *global gptr = &gbuf[2];
global float gscale = 2.5f;
global Entry gentries[2] = {{5, 0.5f}, {6, 0.25f}};

kernel void read_tables(global const int *idx, global float *out) {
  size_t i = get_global_id(0);
  int k = idx[i];
  Entry e = table[k % 3];
  out[i * 3] = (float)primes[k % 8] * e.value;
  out[i * 3 + 1] = coeffs[k % 4] + *second_coeff;
  out[i * 3 + 2] = (float)e.key * gscale;
}

kernel void bump(void) {
  if (get_global_id(0) != 0)
    return;
  counter += 1;
  *gptr += 5;
  gentries[1].key += 10;
  gentries[0].value *= 4.0f;
  gscale = 3.0f;
}

kernel void read_globals(global int *out, global float *outf) {
  if (get_global_id(0) != 0)
    return;
  out[0] = counter;
  out[1] = gbuf[2];
  out[2] = *gptr;
  out[3] = gentries[1].key;
  out[4] = gbuf[0] + gbuf[1] + gbuf[3];
  outf[0] = gentries[0].value;
  outf[1] = gscale;
}
