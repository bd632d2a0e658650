; OPTIONS: --spirv-ext=+SPV_KHR_bfloat16
; bfloat16 arithmetic and comparisons run in float (SPV_KHR_bfloat16 allows bfloat16 only in
; conversions): OpFConvert in, the operation, OpFConvert back.
target triple = "spir64-unknown-unknown"
define spir_func <2 x i1> @ops(bfloat %b, <2 x bfloat> %v, <2 x bfloat> %w) {
  %s = fadd bfloat %b, 0xR3F80
  %m = fmul fast <2 x bfloat> %v, %w
  %n = fneg <2 x bfloat> %m
  %c = fcmp olt <2 x bfloat> %n, %v
  %d = fdiv bfloat %s, %b
  ret <2 x i1> %c
}
