; OPTIONS: --spirv-ext=+SPV_INTEL_function_pointers
; Function pointers under SPV_INTEL_function_pointers: functions used as values,
; pointers kept in memory and passed to functions, indirect calls.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i32 @inc(i32 %v) {
  %r = add i32 %v, 1
  ret i32 %r
}

define spir_func i32 @apply(ptr %fn, i32 %x) {
  %r = call spir_func i32 %fn(i32 %x)
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %out, i32 %x) {
entry:
  %slot = alloca ptr
  store ptr @inc, ptr %slot
  %fp = load ptr, ptr %slot
  %r = call spir_func i32 @apply(ptr %fp, i32 %x)
  store i32 %r, ptr addrspace(1) %out
  ret void
}
