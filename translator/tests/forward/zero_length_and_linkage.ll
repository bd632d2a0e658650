; Zero-length arrays (a flexible trailing member, an empty table) and the LLVM linkage kinds
; that SPIR-V's LinkageAttributes (spec 3.20) has no own word for.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%flex = type { i32, [0 x float] }

@empty = addrspace(1) global [0 x i32] zeroinitializer, align 4
@weak_var = weak addrspace(1) global i32 1, align 4
@common_var = common addrspace(1) global i32 0, align 4
@once_var = linkonce addrspace(1) global i32 2, align 4
@ext_weak = extern_weak addrspace(1) global i32, align 4

define weak spir_func i32 @weak_fn(i32 %a) {
  ret i32 %a
}

define spir_kernel void @k(ptr addrspace(1) %f, ptr addrspace(1) %out) {
  %tail = getelementptr inbounds %flex, ptr addrspace(1) %f, i64 0, i32 1, i64 3
  %v = load float, ptr addrspace(1) %tail, align 4
  %w = call spir_func i32 @weak_fn(i32 1)
  %x = load i32, ptr addrspace(1) @ext_weak, align 4
  %s = add i32 %w, %x
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
