; Annotation strings become UserSemantic decorations of what they annotate.
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(1) constant [9 x i8] c"on_local\00", section "llvm.metadata"
@.str.1 = private unnamed_addr addrspace(1) constant [7 x i8] c"a.cl\00\00\00", section "llvm.metadata"
@.str.2 = private unnamed_addr addrspace(1) constant [8 x i8] c"on_func\00", section "llvm.metadata"
@.str.3 = private unnamed_addr addrspace(1) constant [7 x i8] c"on_ptr\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) }] [{ ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) } { ptr @f, ptr addrspace(1) @.str.2, ptr addrspace(1) @.str.1, i32 1, ptr addrspace(1) null }], section "llvm.metadata"

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr @llvm.ptr.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))

define spir_func i32 @f() {
entry:
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  call void @llvm.var.annotation.p0.p1(ptr %x, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 3, ptr addrspace(1) null)
  %p = call ptr @llvm.ptr.annotation.p0.p1(ptr %y, ptr addrspace(1) @.str.3, ptr addrspace(1) @.str.1, i32 4, ptr addrspace(1) null)
  store i32 1, ptr %x, align 4
  store i32 2, ptr %p, align 4
  %v = load i32, ptr %y, align 4
  ret i32 %v
}
