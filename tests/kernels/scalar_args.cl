// By-value kernel arguments of every scalar type, vectors (including the
// 16-byte float3), and a struct passed by value.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

typedef struct {
  int a;
  float b;
  short c;
  char d;
  char e;
} Params; // 12 bytes

kernel void scalars(char c, uchar uc, short s, ushort us, int i, uint u,
                    long l, ulong ul, float f, double d, int4 v4, float3 v3,
                    Params p, global long *out, global double *od) {
  out[0] = c;
  out[1] = uc;
  out[2] = s;
  out[3] = us;
  out[4] = i;
  out[5] = u;
  out[6] = l;
  out[7] = (long)ul;
  out[8] = v4.x + v4.y * 10 + v4.z * 100 + v4.w * 1000;
  out[9] = p.a;
  out[10] = p.c * 1000 + p.d * 10 + p.e;
  od[0] = f;
  od[1] = d;
  od[2] = v3.x + v3.y * 2.0f + v3.z * 4.0f;
  od[3] = p.b;
}
