// OpenCL 2.0 pipes.
kernel void producer(write_only pipe int p, global const int *src) {
  int v = src[get_global_id(0)];
  reserve_id_t r = reserve_write_pipe(p, 1);
  if (is_valid_reserve_id(r)) {
    write_pipe(p, r, 0, &v);
    commit_write_pipe(p, r);
  }
}
kernel void consumer(read_only pipe int p, global int *dst) {
  int v;
  read_pipe(p, &v);
  dst[0] = v + get_pipe_num_packets(p);
}
