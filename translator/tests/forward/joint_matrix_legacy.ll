; OPTIONS: --spirv-ext=+SPV_INTEL_joint_matrix
; The legacy SPV_INTEL_joint_matrix family as DPC++ declares its __spirv_* builtins:
; target("spirv.JointMatrixINTEL", T, Rows, Columns, Layout, Scope[, Use[, Interpretation]])
; types, loads with and without memory operands, the four multiply-adds, the work-item
; length, a store, a Bfloat16-interpreted (2) matrix and an array of structs of matrices.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%tile = type { target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) }

define spir_kernel void @mad(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i64 %stride, ptr addrspace(1) %len) {
entry:
  %tiles = alloca [2 x [3 x %tile]], align 8
  %acc = call spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z26__spirv_CompositeConstructi(i32 7)
  %ma = call spir_func target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) @_Z30__spirv_JointMatrixLoadINTEL_1PU3AS1cliii(ptr addrspace(1) %a, i64 %stride, i32 0, i32 3, i32 0)
  %mb = call spir_func target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1) @_Z30__spirv_JointMatrixLoadINTEL_2PU3AS1cliiii(ptr addrspace(1) %b, i64 %stride, i32 2, i32 3, i32 2, i32 4)
  %r0 = call spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z27__spirv_JointMatrixMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) %ma, target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1) %mb, target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) %acc, i32 3)
  %r1 = call spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z29__spirv_JointMatrixSUMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) %ma, target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1) %mb, target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) %r0, i32 3)
  %r2 = call spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z29__spirv_JointMatrixUSMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) %ma, target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1) %mb, target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) %r1, i32 3)
  %r3 = call spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z29__spirv_JointMatrixUUMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) %ma, target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1) %mb, target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) %r2, i32 3)
  %slot = getelementptr inbounds [2 x [3 x %tile]], ptr %tiles, i64 0, i64 1, i64 2
  store target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) %r3, ptr %slot, align 8
  %back = load target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2), ptr %slot, align 8
  %n = call spir_func i64 @_Z38__spirv_JointMatrixWorkItemLengthINTEL(target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) %back)
  store i64 %n, ptr addrspace(1) %len, align 8
  call spir_func void @_Z29__spirv_JointMatrixStoreINTELPU3AS1iliii(ptr addrspace(1) %c, target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) %back, i64 %stride, i32 0, i32 3, i32 0)
  ret void
}

define spir_kernel void @bf16_interpreted(ptr addrspace(1) %a, ptr addrspace(1) %c, i64 %stride) {
entry:
  %m = call spir_func target("spirv.JointMatrixINTEL", i16, 8, 16, 0, 3, 0, 2) @_Z30__spirv_JointMatrixLoadINTEL_3PU3AS1sliii(ptr addrspace(1) %a, i64 %stride, i32 0, i32 3, i32 0)
  call spir_func void @_Z31__spirv_JointMatrixStoreINTEL_1PU3AS1sliii(ptr addrspace(1) %c, target("spirv.JointMatrixINTEL", i16, 8, 16, 0, 3, 0, 2) %m, i64 %stride, i32 0, i32 3, i32 0)
  ret void
}

declare spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z26__spirv_CompositeConstructi(i32)
declare spir_func target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) @_Z30__spirv_JointMatrixLoadINTEL_1PU3AS1cliii(ptr addrspace(1), i64, i32, i32, i32)
declare spir_func target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1) @_Z30__spirv_JointMatrixLoadINTEL_2PU3AS1cliiii(ptr addrspace(1), i64, i32, i32, i32, i32)
declare spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z27__spirv_JointMatrixMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0), target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1), target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2), i32)
declare spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z29__spirv_JointMatrixSUMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0), target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1), target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2), i32)
declare spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z29__spirv_JointMatrixUSMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0), target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1), target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2), i32)
declare spir_func target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2) @_Z29__spirv_JointMatrixUUMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0), target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1), target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2), i32)
declare spir_func i64 @_Z38__spirv_JointMatrixWorkItemLengthINTEL(target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2))
declare spir_func void @_Z29__spirv_JointMatrixStoreINTELPU3AS1iliii(ptr addrspace(1), target("spirv.JointMatrixINTEL", i32, 8, 16, 3, 3, 2), i64, i32, i32, i32)
declare spir_func target("spirv.JointMatrixINTEL", i16, 8, 16, 0, 3, 0, 2) @_Z30__spirv_JointMatrixLoadINTEL_3PU3AS1sliii(ptr addrspace(1), i64, i32, i32, i32)
declare spir_func void @_Z31__spirv_JointMatrixStoreINTEL_1PU3AS1sliii(ptr addrspace(1), target("spirv.JointMatrixINTEL", i16, 8, 16, 0, 3, 0, 2), i64, i32, i32, i32)
