// Device-side enqueue builtins without blocks: queues, markers, ndranges.
kernel void marker(global int *out, global size_t *sizes) {
  queue_t q = get_default_queue();
  clk_event_t wait, evt;
  out[0] = enqueue_marker(q, 1, &wait, &evt);
  ndrange_t r1 = ndrange_1D(sizes[0]);
  size_t g2[2] = {sizes[0], sizes[1]};
  size_t l2[2] = {1, 1};
  ndrange_t r2 = ndrange_2D(g2, l2);
  out[1] = r1.workDimension + r2.workDimension;
}
