; The kernel query functions of OpenCL C 3.0 6.15.16.4 on blocks without captures, as
; clang lowers them: `__get_kernel_*_impl([ndrange,] invoke kernel, block literal)`, the
; literal a constant global { size, align }.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@lit = internal addrspace(1) constant { i32, i32 } { i32 8, i32 4 }, align 4

define spir_kernel void @queries(ptr addrspace(1) %out) {
entry:
  %r = alloca %struct.ndrange_t, align 8
  %lit = addrspacecast ptr addrspace(1) @lit to ptr addrspace(4)
  %a = call spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4) addrspacecast (ptr @inv_kernel to ptr addrspace(4)), ptr addrspace(4) %lit)
  store i32 %a, ptr addrspace(1) %out, align 4
  %b = call spir_func i32 @__get_kernel_preferred_work_group_size_multiple_impl(ptr addrspace(4) addrspacecast (ptr @inv_kernel to ptr addrspace(4)), ptr addrspace(4) %lit)
  store i32 %b, ptr addrspace(1) %out, align 4
  %c = call spir_func i32 @__get_kernel_max_sub_group_size_for_ndrange_impl(ptr %r, ptr addrspace(4) addrspacecast (ptr @inv_kernel to ptr addrspace(4)), ptr addrspace(4) %lit)
  store i32 %c, ptr addrspace(1) %out, align 4
  %d = call spir_func i32 @__get_kernel_sub_group_count_for_ndrange_impl(ptr %r, ptr addrspace(4) addrspacecast (ptr @inv_kernel to ptr addrspace(4)), ptr addrspace(4) %lit)
  store i32 %d, ptr addrspace(1) %out, align 4
  ret void
}

define internal spir_kernel void @inv_kernel(ptr addrspace(4) %block) {
entry:
  ret void
}

declare spir_func i32 @__get_kernel_work_group_size_impl(ptr addrspace(4), ptr addrspace(4))
declare spir_func i32 @__get_kernel_preferred_work_group_size_multiple_impl(ptr addrspace(4), ptr addrspace(4))
declare spir_func i32 @__get_kernel_max_sub_group_size_for_ndrange_impl(ptr, ptr addrspace(4), ptr addrspace(4))
declare spir_func i32 @__get_kernel_sub_group_count_for_ndrange_impl(ptr, ptr addrspace(4), ptr addrspace(4))
