; User-semantic annotations on members of nested structs, one reached through
; addrspacecasts to and from the generic address space.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
%inner = type { i32, float }
%outer = type { i64, %inner }
@.s1 = private unnamed_addr constant [6 x i8] c"outer\00", section "llvm.metadata"
@.s2 = private unnamed_addr constant [6 x i8] c"inner\00", section "llvm.metadata"
@.f = private unnamed_addr constant [4 x i8] c"a.c\00", section "llvm.metadata"
define spir_kernel void @k(ptr addrspace(1) %o) {
  %s = alloca %outer
  %g = addrspacecast ptr %s to ptr addrspace(4)
  %m1g = getelementptr inbounds %outer, ptr addrspace(4) %g, i32 0, i32 1
  %m1 = addrspacecast ptr addrspace(4) %m1g to ptr
  %a1 = call ptr @llvm.ptr.annotation.p0.p0(ptr %m1, ptr @.s1, ptr @.f, i32 1, ptr null)
  %m2 = getelementptr inbounds %inner, ptr %a1, i32 0, i32 1
  %a2 = call ptr @llvm.ptr.annotation.p0.p0(ptr %m2, ptr @.s2, ptr @.f, i32 2, ptr null)
  store float 1.0, ptr %a2
  %v = load float, ptr %a2
  store float %v, ptr addrspace(1) %o
  ret void
}
declare ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)
