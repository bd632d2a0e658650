; OPTIONS: --spirv-ext=+SPV_INTEL_vector_compute
; A module-scope variable in address space 0: Private under SPV_INTEL_vector_compute, which
; the grammar lets only Shader or VectorComputeINTEL enable.
target triple = "spir64-unknown-unknown"

@counter = internal global i32 0, align 4

define spir_func i32 @bump() {
entry:
  %v = load i32, ptr @counter, align 4
  %n = add i32 %v, 1
  store i32 %n, ptr @counter, align 4
  ret i32 %n
}
