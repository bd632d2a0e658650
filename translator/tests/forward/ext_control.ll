; OPTIONS: --spirv-ext=+SPV_KHR_shader_clock --spirv-ext=+SPV_KHR_bit_instructions --spirv-ext=+SPV_INTEL_split_barrier --spirv-ext=+SPV_KHR_uniform_group_instructions
; The OpenCL C names the reverse translation writes for the control extensions come back
; to their instructions: cl_khr_kernel_clock (ulong and uint2 forms, three scopes),
; cl_khr_extended_bit_ops, the CL2.0 split barrier with its memory scope, and the
; uniform collectives spelled work_group_reduce_bitwise_<op>.
target triple = "spir64-unknown-unknown"

define spir_func void @f(i32 %x, i16 %s, <2 x i32> %v) {
  %c0 = call spir_func i64 @_Z17clock_read_devicev()
  %c1 = call spir_func <2 x i32> @_Z26clock_read_hilo_work_groupv()
  %c2 = call spir_func i64 @_Z20clock_read_sub_groupv()
  %b0 = call spir_func <2 x i32> @_Z15bitfield_insertDv2_iS_jj(<2 x i32> %v, <2 x i32> %v, i32 1, i32 4)
  %b1 = call spir_func i16 @_Z23bitfield_extract_signedsjj(i16 %s, i32 2, i32 3)
  %b2 = call spir_func i32 @_Z25bitfield_extract_unsignedjjj(i32 %x, i32 2, i32 3)
  call spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32 2, i32 2)
  call spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32 2, i32 2)
  %g0 = call spir_func i32 @_Z29work_group_reduce_bitwise_andi(i32 %x)
  %g1 = call spir_func i32 @_Z28work_group_reduce_bitwise_ori(i32 %x)
  %g2 = call spir_func i32 @_Z21work_group_reduce_muli(i32 %x)
  ret void
}

declare spir_func i64 @_Z17clock_read_devicev()
declare spir_func <2 x i32> @_Z26clock_read_hilo_work_groupv()
declare spir_func i64 @_Z20clock_read_sub_groupv()
declare spir_func <2 x i32> @_Z15bitfield_insertDv2_iS_jj(<2 x i32>, <2 x i32>, i32, i32)
declare spir_func i16 @_Z23bitfield_extract_signedsjj(i16, i32, i32)
declare spir_func i32 @_Z25bitfield_extract_unsignedjjj(i32, i32, i32)
declare spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32, i32)
declare spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32, i32)
declare spir_func i32 @_Z29work_group_reduce_bitwise_andi(i32)
declare spir_func i32 @_Z28work_group_reduce_bitwise_ori(i32)
declare spir_func i32 @_Z21work_group_reduce_muli(i32)
