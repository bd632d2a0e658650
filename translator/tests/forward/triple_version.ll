; A versioned SPIR-V triple fixes the module version.
target triple = "spirv64v1.2-unknown-unknown"

define spir_func i32 @f(i32 %a) {
  %b = add nsw i32 %a, 1
  ret i32 %b
}
