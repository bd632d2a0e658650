target triple = "spir64-unknown-unknown"
define spir_func float @f(float %a, float %b) {
  %r = call spir_func float @"_Z3min\FEf"(float %a, float %b)
  ret float %r
}
declare spir_func float @"_Z3min\FEf"(float, float)
