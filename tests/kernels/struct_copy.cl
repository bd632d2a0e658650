// Whole-struct copies (llvm.memcpy) and zero initialisation (llvm.memset):
// struct assignment between global and private memory, arrays copied
// element-wise (which -O2 turns into memcpy).

typedef struct {
  int id;
  float w[5];
  char tag[3];
} Rec; // 28 bytes with tail padding

kernel void copy_recs(global const Rec *in, global Rec *out, uint n) {
  size_t i = get_global_id(0);
  Rec r = in[n - 1 - i];
  Rec zero = {0};
  if (r.id < 0)
    r = zero;
  r.tag[0] = 'x';
  out[i] = r;
}

kernel void copy_array(global const int *in, global int *out) {
  size_t i = get_global_id(0);
  int buf[16];
  for (int k = 0; k < 16; ++k)
    buf[k] = in[i * 16 + k];
  int zeros[16] = {0};
  for (int k = 0; k < 16; k += 3)
    zeros[k] = buf[15 - k];
  for (int k = 0; k < 16; ++k)
    out[i * 16 + k] = zeros[k];
}
