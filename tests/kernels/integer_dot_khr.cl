// spirv-ext: SPV_KHR_integer_dot_product
// The kernels of integer_dot.cl (checked by the same host reference) translated with
// SPV_KHR_integer_dot_product allowed: OpSDot, OpUDot, OpSUDot and their AccSat forms
// (packed ones with PackedVectorFormat4x8Bit) instead of the core expansion.

#include "integer_dot.cl"
