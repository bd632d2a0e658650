; Fences and atomic sync scopes; fneg fast-math flags; module layout
; (integer types and constants, other types, then other constants).
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global float 1.5

define spir_func float @sync(ptr addrspace(1) %p, float %x) {
  fence acquire
  fence syncscope("workgroup") release
  %a = load atomic i32, ptr addrspace(1) %p syncscope("subgroup") seq_cst, align 4
  %b = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("work_item") monotonic
  %n = fneg nnan float %x
  ret float %n
}
