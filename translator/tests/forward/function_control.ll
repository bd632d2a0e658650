; Function attributes that have a FunctionControl form.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @no_opt(i32 %x) #0 {
  ret i32 %x
}
define spir_func i32 @inl(i32 %x) #1 {
  ret i32 %x
}
define spir_func i32 @konst(i32 %x) #2 {
  ret i32 %x
}
define spir_func i32 @reader(ptr %p) #3 {
  %v = load i32, ptr %p
  ret i32 %v
}
define spir_func i32 @arg_reader(ptr %p) #4 {
  %v = load i32, ptr %p
  ret i32 %v
}

define spir_kernel void @k(ptr addrspace(1) %o, i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  %1 = call i32 @no_opt(i32 %x)
  %2 = call i32 @inl(i32 %1)
  %3 = call i32 @konst(i32 %2)
  %4 = call i32 @reader(ptr %p)
  %5 = call i32 @arg_reader(ptr %p)
  %6 = add i32 %3, %4
  %7 = add i32 %6, %5
  store i32 %7, ptr addrspace(1) %o
  ret void
}

attributes #0 = { noinline optnone }
attributes #1 = { alwaysinline }
attributes #2 = { memory(none) }
attributes #3 = { memory(read) }
attributes #4 = { noinline memory(argmem: read) }
