// cl-std: CL3.0
// clang-flags: -cl-ext=+cl_khr_kernel_clock,+__opencl_c_kernel_clock_scope_device,+__opencl_c_kernel_clock_scope_work_group,+__opencl_c_kernel_clock_scope_sub_group
// spirv-ext: SPV_KHR_shader_clock
// cl_khr_kernel_clock (SPV_KHR_shader_clock, OpReadClockKHR): each work-item reads each
// clock twice around some work; a clock does not run backwards.
kernel void clocks(global const int *in, global ulong *ticks, global int *out) {
  size_t g = get_global_id(0);
  ulong d0 = clock_read_device();
  uint2 w0 = clock_read_hilo_work_group();
  ulong s0 = clock_read_sub_group();
  int acc = 0;
  for (int i = 0; i < 64; ++i)
    acc += in[(g + i) % get_global_size(0)] * i;
  out[g] = acc;
  ulong d1 = clock_read_device();
  uint2 w1 = clock_read_hilo_work_group();
  ulong s1 = clock_read_sub_group();
  ticks[6 * g] = d0;
  ticks[6 * g + 1] = d1;
  ticks[6 * g + 2] = ((ulong)w0.y << 32) | w0.x;
  ticks[6 * g + 3] = ((ulong)w1.y << 32) | w1.x;
  ticks[6 * g + 4] = s0;
  ticks[6 * g + 5] = s1;
}
