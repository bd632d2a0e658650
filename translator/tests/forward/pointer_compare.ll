; Pointer equality (OpPtrEqual/OpPtrNotEqual from SPIR-V 1.4), ordered pointer comparison
; and pointer difference as integer arithmetic.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"
define spir_func i32 @t(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %e = icmp eq ptr addrspace(1) %a, %b
  %n = icmp ne ptr addrspace(1) %a, null
  %g = icmp ugt ptr addrspace(1) %a, %b
  %x = and i1 %e, %n
  %y = and i1 %x, %g
  %pa = ptrtoint ptr addrspace(1) %a to i64
  %pb = ptrtoint ptr addrspace(1) %b to i64
  %d = sub i64 %pa, %pb
  %q = sdiv exact i64 %d, 4
  %t = trunc i64 %q to i32
  %r = select i1 %y, i32 %t, i32 0
  ret i32 %r
}
