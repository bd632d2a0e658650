// OpenCL.std extended instructions, printf, images, samplers, pipes.
constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
kernel void math(global float4 *f, global double *d, global half *h) {
  int i = get_global_id(0);
  float4 x = f[i];
  f[i] = sqrt(x) + fma(x, x, x) + fabs(x) + mad(x, x, x) + native_sin(x) + exp(x) + log2(x) +
         pow(x, x) + floor(x) + ceil(x) + fmin(x, x) + mix(x, x, 0.5f) + clamp(x, 0.0f, 1.0f) +
         cross(x, x) + normalize(x) + (float4)(dot(x, x), length(x), distance(x, x), 0.0f);
  d[i] = rsqrt(d[i]) + atan2(d[i], 2.0) + copysign(d[i], -1.0) + ldexp(d[i], 3);
  vstore_half(x.x, i, h);
  printf("value %f at %d: \"%s\"\n", x.y, i, "quoted");
}
kernel void images(read_only image2d_t src, write_only image2d_t dst, sampler_t s,
                   read_only image3d_t vol, global int *dims) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 c = read_imagef(src, smp, p) + read_imagef(src, s, (float2)(0.5f, 0.5f));
  c += read_imagef(vol, smp, (int4)(p, 0, 0));
  write_imagef(dst, p, c);
  dims[0] = get_image_width(src) + get_image_height(dst) + get_image_depth(vol) +
            get_image_channel_order(src);
}
kernel void pipes(read_only pipe int in, write_only pipe int out, global int *o) {
  int v;
  if (read_pipe(in, &v) == 0)
    write_pipe(out, &v);
  reserve_id_t r = reserve_write_pipe(out, 2);
  if (is_valid_reserve_id(r)) {
    write_pipe(out, r, 0, &v);
    commit_write_pipe(out, r);
  }
  o[0] = get_pipe_num_packets(in) + get_pipe_max_packets(out);
}
kernel void groups(global int *a, global float *b) {
  int i = get_global_id(0);
  a[i] = work_group_reduce_add(a[i]) + sub_group_broadcast(a[i], 0) + work_group_all(a[i] > 0) +
         get_sub_group_size() + sub_group_scan_inclusive_max(a[i]);
  b[i] = work_group_scan_exclusive_min(b[i]);
  local float lb[64];
  event_t e = async_work_group_copy(lb, b, 64, 0);
  b[i] += lb[i & 63];
  wait_group_events(1, &e);
  prefetch(a, 16);
}
