// Images: read_imagef with a sampler argument and with a program-scope
// constant sampler (float coordinates), sampler-less read_imagei,
// write_imagef/write_imagei, get_image_width/height/dim, normalised UNORM_INT8
// reads, CLAMP addressing outside the image, and image1d_buffer_t.

constant sampler_t nearest_edge =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

kernel void copy_scaled(read_only image2d_t src, write_only image2d_t dst,
                        sampler_t s, float k) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imagef(dst, p, read_imagef(src, s, p) * k);
}

kernel void mirror(read_only image2d_t src, write_only image2d_t dst) {
  int w = get_image_width(src);
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float2 at = (float2)((float)(w - 1 - p.x) + 0.5f, (float)p.y + 0.5f);
  write_imagef(dst, p, read_imagef(src, nearest_edge, at));
}

kernel void int_image(read_only image2d_t src, write_only image2d_t dst,
                      global int *dims) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  int4 v = read_imagei(src, p);
  write_imagei(dst, p, v.wzyx + (int4)(1, 2, 3, 4));
  if (p.x == 0 && p.y == 0) {
    dims[0] = get_image_width(src);
    dims[1] = get_image_height(src);
    int2 d = get_image_dim(dst);
    dims[2] = d.x;
    dims[3] = d.y;
  }
}

kernel void sample_border(read_only image2d_t src, sampler_t s,
                          global float4 *out) {
  // Reads one pixel outside on each side with the given sampler.
  int i = get_global_id(0);
  int w = get_image_width(src);
  int2 at = i == 0 ? (int2)(-1, 0) : i == 1 ? (int2)(w, 0) : (int2)(i - 2, 0);
  out[i] = read_imagef(src, s, at);
}

kernel void unorm(read_only image2d_t src, global float4 *out) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  out[p.y * get_image_width(src) + p.x] = read_imagef(src, p);
}

kernel void buffer_image(read_only image1d_buffer_t src, global float4 *out) {
  int i = get_global_id(0);
  out[i] = read_imagef(src, i) * 2.0f + (float4)(get_image_width(src));
}
