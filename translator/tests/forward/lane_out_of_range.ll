; extractelement/insertelement with a constant lane past the vector's end give poison
; (LLVM LangRef); SPIR-V forbids such literal indices, so the result is an OpUndef.
target triple = "spir64-unknown-unknown"

define spir_func <2 x float> @lanes(<2 x float> %v, float %x) {
entry:
  %e = extractelement <2 x float> %v, i32 7
  %i = insertelement <2 x float> %v, float %e, i32 4
  %j = insertelement <2 x float> %i, float %x, i32 1
  ret <2 x float> %j
}
