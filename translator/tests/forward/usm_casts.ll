; global_device (5) / global_host (6) pointers: CrossWorkgroup without
; SPV_INTEL_usm_storage_classes, their own storage classes with it.
target triple = "spir64-unknown-unknown"

declare spir_func void @use(ptr addrspace(4))
declare spir_func i32 @_Z25__spirv_UserHelper_helperv()

define spir_func void @casts(ptr addrspace(1) %g, ptr addrspace(5) %d) {
entry:
  %to_dev = addrspacecast ptr addrspace(1) %g to ptr addrspace(5)
  store i32 1, ptr addrspace(5) %to_dev, align 4
  %to_glob = addrspacecast ptr addrspace(5) %d to ptr addrspace(1)
  store i32 2, ptr addrspace(1) %to_glob, align 4
  %h = call spir_func i32 @_Z25__spirv_UserHelper_helperv()
  ret void
}
