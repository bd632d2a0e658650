; Shapes the Khronos translator writes that the forward translation follows:
; work-item range checks, scalar broadcasts, undefined struct initializers,
; !nontemporal, afn sqrt and tan, legacy qualifier order in mangled names, run-time
; memory_order/memory_scope helpers, explicit no-op bitcasts, declarations first.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%pair = type { i8, i32 }

@undef_pair = addrspace(1) global %pair undef

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func <2 x i32> @_Z3minDv2_ii(<2 x i32>, i32)
declare spir_func i32 @_Z11atomic_loadPVU3AS4U7_Atomici(ptr addrspace(4))
declare spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4), i32, i32)
declare spir_func void @ext_helper(i32)
declare float @llvm.sqrt.f32(float)
declare double @llvm.sqrt.f64(double)
declare float @llvm.tan.f32(float)

define spir_func i64 @ids(i32 %d) {
entry:
  %c = call spir_func i64 @_Z13get_global_idj(i32 1)
  %v = call spir_func i64 @_Z13get_global_idj(i32 %d)
  %s = add i64 %c, %v
  ret i64 %s
}

define spir_func <2 x i32> @bcast(<2 x i32> %a, i32 %b) {
entry:
  %m = call spir_func <2 x i32> @_Z3minDv2_ii(<2 x i32> %a, i32 %b)
  ret <2 x i32> %m
}

define spir_func void @nt(ptr addrspace(1) %p, i32 %x) {
entry:
  store i32 %x, ptr addrspace(1) %p, align 4, !nontemporal !0
  %l = load i32, ptr addrspace(1) %p, align 4, !nontemporal !0
  call spir_func void @ext_helper(i32 %l)
  ret void
}

define spir_func float @roots(float %f, double %d) {
entry:
  %a = call afn float @llvm.sqrt.f32(float %f)
  %b = call afn double @llvm.sqrt.f64(double %d)
  %t = fptrunc double %b to float
  %s = fadd float %a, %t
  %tn = call afn float @llvm.tan.f32(float %s)
  %tp = call float @llvm.tan.f32(float %tn)
  ret float %tp
}

define spir_func i32 @loads(ptr addrspace(4) %obj, i32 %order, i32 %scope) {
entry:
  %a = call spir_func i32 @_Z11atomic_loadPVU3AS4U7_Atomici(ptr addrspace(4) %obj)
  %b = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %obj, i32 %order, i32 %scope)
  %s = add i32 %a, %b
  ret i32 %s
}

define spir_func void @noop_cast() {
entry:
  %arr = alloca [3 x i32], align 4
  %same = bitcast ptr %arr to ptr
  store i32 1, ptr %same, align 4
  ret void
}

!0 = !{i32 1}
