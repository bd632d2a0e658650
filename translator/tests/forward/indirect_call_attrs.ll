; OPTIONS: --spirv-ext=+SPV_INTEL_function_pointers
; Indirect calls carry their argument attributes; a call whose type differs from
; its callee's goes through a cast function pointer.
target triple = "spir64-unknown-unknown"

%pair = type { i32, i32 }

define spir_func void @take(ptr byval(%pair) noalias nocapture %p) {
entry:
  ret void
}

define spir_func i8 @narrow(i8 %x) {
entry:
  ret i8 %x
}

define spir_func void @caller(ptr %fp) {
entry:
  %tmp = alloca %pair, align 4
  call spir_func void %fp(ptr noalias nocapture byval(%pair) %tmp)
  %r = call spir_func i32 @narrow(i32 7)
  ret void
}
