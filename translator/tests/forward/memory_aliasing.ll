; OPTIONS: --spirv-ext=+SPV_INTEL_memory_access_aliasing
; SPV_INTEL_memory_access_aliasing: scoped alias metadata on loads, stores and a call.
target triple = "spir64-unknown-unknown"

declare spir_func void @touch(ptr addrspace(1))

define spir_func void @scale(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %x = load float, ptr addrspace(1) %a, align 4, !alias.scope !3
  %y = load float, ptr addrspace(1) %b, align 4, !alias.scope !5, !noalias !3
  %m = fmul float %x, %y
  store float %m, ptr addrspace(1) %out, align 4, !noalias !6
  call spir_func void @touch(ptr addrspace(1) %out), !alias.scope !7, !noalias !3
  %z = load float, ptr addrspace(1) %a, align 4, !alias.scope !8
  store float %z, ptr addrspace(1) %b, align 4
  ret void
}

!0 = distinct !{!0, !"scale domain"}
!1 = distinct !{!1, !0, !"scale: %a"}
!2 = distinct !{!2, !0, !"scale: %b"}
!3 = !{!1}
!5 = !{!2}
!6 = !{!1, !2}
!7 = !{!2}
!8 = !{}
