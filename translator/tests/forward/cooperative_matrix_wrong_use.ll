; OPTIONS: --spirv-ext=+SPV_KHR_cooperative_matrix
; A cooperative matrix Use must be MatrixA (0), MatrixB (1) or Accumulator (2).
target triple = "spir64-unknown-unknown"

define spir_func void @f() {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 5) @_Z26__spirv_CompositeConstructi(i32 0)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 5) @_Z26__spirv_CompositeConstructi(i32)
