typedef struct { float x; int n; } item_t;

static float blend(float a, float b, int w) {
  float t = a * (float)w;
  return t + b;
}

__kernel void accumulate(__global float *out, __global const item_t *items, int count) {
  int gid = get_global_id(0);
  float acc = 0.0f;
  for (int i = 0; i < count; ++i) {
    item_t it = items[i];
    acc = blend(acc, it.x, it.n);
  }
  float4 v = (float4)(acc, 1.0f, 2.0f, 3.0f);
  out[gid] = acc + v.y;
}
