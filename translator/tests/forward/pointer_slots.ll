; Pointers kept in local slots (clang -O0 style): the slot's pointee is the one the
; stored values and the uses of the loaded values agree on.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; %out reaches %out.addr only; the loads of the slot are used as float addresses.
define spir_kernel void @agree(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %out.addr = alloca ptr addrspace(1), align 8
  %gen.addr = alloca ptr addrspace(4), align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  %cast = addrspacecast ptr addrspace(1) %in to ptr addrspace(4)
  store ptr addrspace(4) %cast, ptr %gen.addr, align 8
  %g = load ptr addrspace(4), ptr %gen.addr, align 8
  %gi = getelementptr inbounds i32, ptr addrspace(4) %g, i64 1
  %x = load i32, ptr addrspace(4) %gi, align 4
  %f = sitofp i32 %x to float
  %o = load ptr addrspace(1), ptr %out.addr, align 8
  %oi = getelementptr inbounds float, ptr addrspace(1) %o, i64 2
  store float %f, ptr addrspace(1) %oi, align 4
  %o2 = load ptr addrspace(1), ptr %out.addr, align 8
  call spir_func void @put(ptr addrspace(1) %o2, float %f)
  ret void
}

; %p reaches the slot of @agree through the call.
define spir_func void @put(ptr addrspace(1) %p, float %v) {
entry:
  store float %v, ptr addrspace(1) %p, align 4
  ret void
}

; Uses disagree (int and float): the slot keeps the canonical pointer and casts convert.
define spir_kernel void @disagree(ptr addrspace(1) %a) {
entry:
  %a.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %a, ptr %a.addr, align 8
  %l1 = load ptr addrspace(1), ptr %a.addr, align 8
  store i32 1, ptr addrspace(1) %l1, align 4
  %l2 = load ptr addrspace(1), ptr %a.addr, align 8
  store float 2.0, ptr addrspace(1) %l2, align 4
  ret void
}

; The slot's address escapes (passed to a call): it keeps the canonical pointer.
define spir_kernel void @escape(ptr addrspace(1) %e) {
entry:
  %e.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %e, ptr %e.addr, align 8
  call spir_func void @take(ptr %e.addr)
  ret void
}

define spir_func void @take(ptr %pp) {
entry:
  %q = load ptr addrspace(1), ptr %pp, align 8
  store i32 3, ptr addrspace(1) %q, align 4
  ret void
}

; A null stored into slots of different pointees ties them to nothing: each keeps its
; own pointee and takes the null of its type.
define spir_kernel void @nulls(ptr addrspace(1) %ip, ptr addrspace(1) %fp) {
entry:
  %ip.addr = alloca ptr addrspace(1), align 8
  %fp.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) null, ptr %ip.addr, align 8
  store ptr addrspace(1) null, ptr %fp.addr, align 8
  store ptr addrspace(1) %ip, ptr %ip.addr, align 8
  store ptr addrspace(1) %fp, ptr %fp.addr, align 8
  %li = load ptr addrspace(1), ptr %ip.addr, align 8
  store i32 4, ptr addrspace(1) %li, align 4
  %lf = load ptr addrspace(1), ptr %fp.addr, align 8
  store float 4.0, ptr addrspace(1) %lf, align 4
  ret void
}
