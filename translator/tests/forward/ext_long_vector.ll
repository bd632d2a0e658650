; Vectors of five and six components at a function's interface and in its body: an
; OpTypeVector of that count exists under SPV_EXT_long_vector (capability LongVectorEXT,
; SPIR-V 1.3) or SPV_INTEL_vector_compute, and is refused by length without either.
; OPTIONS: --spirv-ext=+SPV_EXT_long_vector
target triple = "spir64-unknown-unknown"

define spir_func <5 x float> @root_plus(<5 x float> %x, <5 x float> %y) {
entry:
  %r = call <5 x float> @llvm.sqrt.v5f32(<5 x float> %x)
  %s = fadd <5 x float> %r, %y
  ret <5 x float> %s
}

define spir_func i32 @lane_sum(<6 x i32> %v) {
entry:
  %a = extractelement <6 x i32> %v, i32 0
  %b = extractelement <6 x i32> %v, i32 5
  %w = shufflevector <6 x i32> %v, <6 x i32> poison, <6 x i32> <i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %c = extractelement <6 x i32> %w, i32 2
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  ret i32 %abc
}

declare <5 x float> @llvm.sqrt.v5f32(<5 x float>)
