; OPTIONS: --spirv-ext=+SPV_INTEL_function_pointers
; A constant table of function pointers (an array of pointers to the functions' type,
; indexed and loaded without casts), a struct holding one with a null entry, a function
; with a `byval` parameter used as a value and called through a select, and a pointer
; made from an integer and called.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%pair = type { i32, i32 }
%ops = type { ptr, ptr, i32 }

@table = internal addrspace(1) constant [3 x ptr] [ptr @twice, ptr @negate, ptr @twice], align 8
@ops = internal addrspace(1) constant %ops { ptr @negate, ptr null, i32 7 }, align 8

define spir_func i32 @twice(i32 %v) {
  %r = shl i32 %v, 1
  ret i32 %r
}

define spir_func i32 @negate(i32 %v) {
  %r = sub i32 0, %v
  ret i32 %r
}

define spir_func void @sum(ptr byval(%pair) %p) {
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %out, i32 %i, i1 %c, i32 %addr) {
entry:
  %idx = zext i32 %i to i64
  %slot = getelementptr inbounds [3 x ptr], ptr addrspace(1) @table, i64 0, i64 %idx
  %fn = load ptr, ptr addrspace(1) %slot, align 8
  %r = call spir_func i32 %fn(i32 %i)
  %first = getelementptr inbounds %ops, ptr addrspace(1) @ops, i64 0, i32 0
  %neg = load ptr, ptr addrspace(1) %first, align 8
  %r2 = call spir_func i32 %neg(i32 %r)
  %pair = alloca %pair, align 4
  %which = select i1 %c, ptr @sum, ptr null
  call spir_func void %which(ptr byval(%pair) %pair)
  %host = inttoptr i32 %addr to ptr
  %r3 = call spir_func i32 %host(i32 %r2)
  store i32 %r3, ptr addrspace(1) %out, align 4
  ret void
}
