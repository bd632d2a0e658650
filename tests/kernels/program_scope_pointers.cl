// Program-scope pointers initialised with the address of other program-scope
// variables: a constant pointer into a constant array, a global pointer into
// a global array, and a constant array of pointers. The initializers are
// constant expressions (getelementptr of a global) that the SPIR-V module
// must reproduce. (The Khronos translator drops these initializers, so the
// pointers are null at run time.)

constant float coeffs[4] = {0.5f, 0.25f, 0.125f, 0.0625f};
constant float *constant second_coeff = &coeffs[1];
constant float *constant coeff_ptrs[2] = {&coeffs[3], &coeffs[0]};

global int gbuf[4] = {10, 20, 30, 40};
global int *global gptr = &gbuf[2];

kernel void read_pointers(global float *out, global int *outi) {
  if (get_global_id(0) != 0)
    return;
  out[0] = *second_coeff;
  out[1] = *coeff_ptrs[0] + *coeff_ptrs[1];
  out[2] = second_coeff[2];
  outi[0] = *gptr;
  *gptr += 5;
  outi[1] = gbuf[2];
  gptr = &gbuf[3];
  outi[2] = *gptr;
}
