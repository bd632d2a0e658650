; "SPIR-V representation in LLVM IR": LinkageAttributes given explicitly in !spirv.Decorations (41 = LinkageAttributes,
; 0 = Export) on a global and a function that would get them anyway: written once.
target triple = "spir64-unknown-unknown"
@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0
define spir_func i32 @f(i32 %x) !spirv.Decorations !2 {
  ret i32 %x
}
!0 = !{!1}
!1 = !{i32 41, !"g", i32 0}
!2 = !{!3}
!3 = !{i32 41, !"f", i32 0}
