; intel_convert_as_bfloat16_float takes a ushort and returns a float: a double result is
; refused with the signature rule (checked whatever extensions are allowed).
target triple = "spir64-unknown-unknown"

define spir_func double @f(i16 %x) {
entry:
  %r = call spir_func double @_Z31intel_convert_as_bfloat16_floatt(i16 zeroext %x)
  ret double %r
}

declare spir_func double @_Z31intel_convert_as_bfloat16_floatt(i16 zeroext)
