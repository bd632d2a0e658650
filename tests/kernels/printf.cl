// printf with several conversions, a vector format and a string literal
// (validated only: the output goes to the runtime's stdout).

kernel void say(global const int *a, float f) {
  size_t i = get_global_id(0);
  printf("id %d value %d\n", (int)i, a[i]);
  if (i == 0)
    printf("float %f vec %v4hlf str %s char %c long %ld hex %#x\n", f,
           (float4)(1.0f, 2.0f, 3.0f, 4.0f), "text", 'x', 5L, 255u);
}
