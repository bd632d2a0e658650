; SPV_INTEL_cache_controls: `!spirv.DecorationCacheControlINTEL` on a load, a store, an
; atomic and a call decorates a zero-offset copy of the named pointer operand (one copy per
; operand, carrying all its entries); a cache control annotation string decorates the
; annotated pointer; `!spirv.Decorations` on a `common` global decorates the variable,
; which is exported without an initializer.
; OPTIONS: --spirv-ext=+SPV_INTEL_cache_controls
target triple = "spir64-unknown-unknown"

@counter = common addrspace(1) global i32 0, align 4, !spirv.Decorations !20
@.str.file = private unnamed_addr addrspace(1) constant [5 x i8] c"k.cl\00", section "llvm.metadata"
@.str.cc = private unnamed_addr addrspace(1) constant [13 x i8] c"{6442:\220,2\22}\00", section "llvm.metadata"

declare spir_func void @consume(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))

define spir_kernel void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst, ptr addrspace(1) %hint) {
entry:
  %v = load float, ptr addrspace(1) %src, align 4, !spirv.DecorationCacheControlINTEL !1
  store float %v, ptr addrspace(1) %dst, align 4, !spirv.DecorationCacheControlINTEL !4
  %old = atomicrmw add ptr addrspace(1) @counter, i32 1 seq_cst, align 4, !spirv.DecorationCacheControlINTEL !7
  call spir_func void @consume(ptr addrspace(1) %src, ptr addrspace(1) %dst), !spirv.DecorationCacheControlINTEL !9
  %h = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %hint, ptr addrspace(1) @.str.cc, ptr addrspace(1) @.str.file, i32 3, ptr addrspace(1) null)
  %w = load i32, ptr addrspace(1) %h, align 4
  %x = add i32 %w, %old
  store i32 %x, ptr addrspace(1) @counter, align 4
  ret void
}

; Load: L1 cached on the pointer (operand 0).
!1 = !{!2}
!2 = !{i32 6442, i32 0, i32 1, i32 0}
; Store: L1 write-back on the pointer (operand 1).
!4 = !{!5}
!5 = !{i32 6443, i32 0, i32 2, i32 1}
; Atomic: L3 streaming store.
!7 = !{!8}
!8 = !{i32 6443, i32 1, i32 3, i32 0}
; Call: a load control on the first argument, a store control on the second.
!9 = !{!10, !11}
!10 = !{i32 6442, i32 0, i32 4, i32 0}
!11 = !{i32 6443, i32 1, i32 1, i32 1}
!20 = !{!21}
!21 = !{i32 6443, i32 0, i32 1}
