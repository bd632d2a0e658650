// Program-scope arrays and structs accessed with constant indices: clang
// emits constant getelementptr expressions as load/store operands (at -O0
// and -O2), which the SPIR-V module must reproduce as instructions or
// constant pointer operations. (The Khronos translator turns these operands
// into OpUndef, so the accesses go astray at run time.)

typedef struct {
  int key;
  float value;
} Entry;

constant float coeffs[4] = {0.5f, 0.25f, 0.125f, 0.0625f};
constant Entry table[3] = {{1, 1.5f}, {2, -2.25f}, {3, 100.0f}};
global int gbuf[4] = {10, 20, 30, 40};
global Entry gentries[2] = {{5, 0.5f}, {6, 0.25f}};

kernel void fixed_indices(global float *out, global int *outi) {
  if (get_global_id(0) != 0)
    return;
  out[0] = coeffs[1] + coeffs[3];
  out[1] = table[2].value - table[0].value;
  gbuf[3] += gbuf[1];
  gentries[1].key *= 3;
  outi[0] = gbuf[3];
  outi[1] = gentries[1].key + table[1].key;
}
