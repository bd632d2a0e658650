; Cast and GEP constant expressions used in functions become instructions in
; each block using them; calls through a global alias call its aliasee.
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]

define spir_func i32 @impl(i32 %x) {
entry:
  ret i32 %x
}

@impl.alias = internal alias i32 (i32), ptr @impl

define spir_func i64 @use(i1 %c) {
entry:
  %r = call spir_func i32 @impl.alias(i32 1)
  br i1 %c, label %a, label %b

a:
  %v = load i32, ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @table, i64 0, i64 2), align 4
  %p = ptrtoint ptr addrspace(4) addrspacecast (ptr addrspace(1) @table to ptr addrspace(4)) to i64
  ret i64 %p

b:
  %q = ptrtoint ptr addrspace(4) addrspacecast (ptr addrspace(1) @table to ptr addrspace(4)) to i64
  ret i64 %q
}
