// Element-wise sum of two float vectors: c[i] = a[i] + b[i].
//
// Build and translate it with scripts/example.sh:
//   clang-19 --target=spir64 -cl-std=CL2.0 -c -emit-llvm -O2 -o vector_add.bc vector_add.cl
//   llvm-spirv-rs vector_add.bc -o vector_add.spv
//   spirv-val vector_add.spv
kernel void vector_add(global const float *a, global const float *b,
                       global float *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
