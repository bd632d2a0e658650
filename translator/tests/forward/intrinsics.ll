; LLVM intrinsics expanded into several SPIR-V instructions.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i32 @bits(i32 %a) {
  %p = call i32 @llvm.ctpop.i32(i32 %a)
  %r = call i32 @llvm.bitreverse.i32(i32 %a)
  %s = add i32 %p, %r
  ret i32 %s
}

define spir_func i1 @overflow(i32 %c, i32 %d) {
  %u = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %c, i32 %d)
  %m = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %c, i32 %d)
  %uo = extractvalue { i32, i1 } %u, 1
  %mo = extractvalue { i32, i1 } %m, 1
  %o = or i1 %uo, %mo
  ret i1 %o
}

define spir_func i8 @sat(float %x) {
  %st = call i8 @llvm.fptosi.sat.i8.f32(float %x)
  ret i8 %st
}

define spir_func i1 @qnan(float %y) {
  %cls = call i1 @llvm.is.fpclass.f32(float %y, i32 2)
  ret i1 %cls
}

define spir_func float @strict(i32 %i) {
  %f = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %i, metadata !"round.towardzero", metadata !"fpexcept.ignore")
  ret float %f
}

define spir_func void @moves(ptr addrspace(1) %g) {
entry:
  %tmp = alloca [16 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr %tmp)
  %q = getelementptr i8, ptr addrspace(1) %g, i64 4
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) align 4 %q, ptr addrspace(1) align 8 %g, i64 12, i1 false)
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %tmp, ptr addrspace(1) align 8 %g, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(i64 16, ptr %tmp)
  ret void
}

declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.bitreverse.i32(i32)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare i8 @llvm.fptosi.sat.i8.f32(float)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
