// Debug-info fidelity kernel: structs, typedefs, enums, arrays, loops, helpers.
typedef enum { KIND_STILL = 0, KIND_MOVING = 3, KIND_DEAD = 7 } kind_t;

typedef struct {
  float2 pos;
  float2 vel;
  kind_t kind;
  int age;
} particle_t;

struct bounds {
  float lo[2];
  float hi[2];
};

__constant float gravity = -9.8f;
__constant int steps_table[4] = {1, 2, 4, 8};

static inline float clampf(float v, float lo, float hi) {
  float r = v < lo ? lo : v;
  return r > hi ? hi : r;
}

static particle_t step_one(particle_t p, const struct bounds *b, float dt) {
  if (p.kind == KIND_DEAD)
    return p;
  p.vel.y += gravity * dt;
  p.pos += p.vel * dt;
  for (int axis = 0; axis < 2; ++axis) {
    float c = clampf(axis == 0 ? p.pos.x : p.pos.y, b->lo[axis], b->hi[axis]);
    if (axis == 0)
      p.pos.x = c;
    else
      p.pos.y = c;
  }
  p.age += 1;
  p.kind = p.age > 100 ? KIND_DEAD : KIND_MOVING;
  return p;
}

__kernel void advance(__global particle_t *ps, struct bounds b, float dt, int which) {
  size_t gid = get_global_id(0);
  particle_t p = ps[gid];
  int n = steps_table[which & 3];
  for (int s = 0; s < n; ++s)
    p = step_one(p, &b, dt);
  ps[gid] = p;
}
