; freeze of undef/poison (one fixed value: the null constant) and of a value (itself);
; half values (Float16, not only Float16Buffer); printf through __spirv_ocl_printf
; with a pointer argument (the format and the pointer as i8*).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@.fmt = internal unnamed_addr addrspace(2) constant [4 x i8] c"%p\0A\00", align 1

define spir_kernel void @k(ptr addrspace(1) %o, i32 %v, ptr addrspace(1) %h) {
entry:
  %x = alloca i32, align 4
  %f = freeze i32 poison
  %g = freeze i32 undef
  %w = freeze i32 %v
  %s = add i32 %f, %g
  %t = add i32 %s, %w
  store i32 %t, ptr addrspace(1) %o, align 4
  %a = load half, ptr addrspace(1) %h, align 2
  %b = fadd half %a, %a
  store half %b, ptr addrspace(1) %h, align 2
  %r = call spir_func i32 (ptr addrspace(2), ...) @_Z18__spirv_ocl_printfPU3AS2cz(ptr addrspace(2) @.fmt, ptr %x)
  ret void
}

declare spir_func i32 @_Z18__spirv_ocl_printfPU3AS2cz(ptr addrspace(2), ...)
