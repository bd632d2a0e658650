// Every work-item function with a dimension argument, called with dimension
// indices only known at run time (read from a buffer): in-range indices give
// the component, indices >= 3 the OpenCL C defined value (1 for the sizes, 0
// for the ids and the offset; OpenCL C 3.0 6.15.1 "Work-Item Functions").

#define QUERIES 8

kernel void dims(global uint *out, global const uint *dim, uint ndims) {
  size_t item = (get_global_id(0) - get_global_offset(0)) +
                get_global_size(0) * ((get_global_id(1) - get_global_offset(1)) +
                                      get_global_size(1) * (get_global_id(2) - get_global_offset(2)));
  global uint *o = out + item * QUERIES * ndims;
  for (uint k = 0; k < ndims; k++) {
    uint d = dim[k];
    o[0 * ndims + k] = (uint)get_global_id(d);
    o[1 * ndims + k] = (uint)get_local_id(d);
    o[2 * ndims + k] = (uint)get_group_id(d);
    o[3 * ndims + k] = (uint)get_global_size(d);
    o[4 * ndims + k] = (uint)get_local_size(d);
    o[5 * ndims + k] = (uint)get_enqueued_local_size(d);
    o[6 * ndims + k] = (uint)get_num_groups(d);
    o[7 * ndims + k] = (uint)get_global_offset(d);
  }
}
