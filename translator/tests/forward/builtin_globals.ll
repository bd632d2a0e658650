; __spirv_BuiltIn* globals are the BuiltIn Input variables; casts and GEPs of
; them stay in Input. A zero initializer of a local variable is dropped.
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external addrspace(1) global <3 x i64>
@zeroed = internal addrspace(3) global i32 0

define spir_kernel void @k(ptr addrspace(1) %out) {
  %g = addrspacecast ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId to ptr addrspace(4)
  %y = getelementptr <3 x i64>, ptr addrspace(4) %g, i64 0, i64 1
  %v = load i64, ptr addrspace(4) %y
  %x = call spir_func i64 @_Z13get_global_idj(i32 0)
  %s = add i64 %v, %x
  store i64 %s, ptr addrspace(1) %out
  store i32 1, ptr addrspace(3) @zeroed
  ret void
}
declare spir_func i64 @_Z13get_global_idj(i32)
