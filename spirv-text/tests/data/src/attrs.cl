// Decorations with strings and literals, linkage, execution modes, kernel attributes.
extern int ext_func(int);
int __attribute__((annotate("my annotation"))) annotated(int x) { return x * 2; }
__attribute__((reqd_work_group_size(8, 4, 1))) __attribute__((vec_type_hint(float4)))
kernel void attrs(global int *restrict a, const global int *restrict b,
                  __attribute__((annotate("param note"))) int c) {
  __attribute__((annotate("local var"))) int t = b[0];
  a[get_global_id(0)] = ext_func(t) + annotated(c);
}
__attribute__((work_group_size_hint(16, 1, 1))) __attribute__((intel_reqd_sub_group_size(16)))
kernel void hinted(global float *f) { f[0] = 1.0f; }
