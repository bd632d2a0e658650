; __spirv_AccessChain: the result points to the type the indices select (an array
; element, a struct member at a constant index, a vector component), in the base's
; storage class; the store and load through it need no casts.
target triple = "spir64-unknown-unknown"

%pair = type { float, [4 x i32] }

define spir_func i32 @f(i32 %i) {
  %a = alloca %pair, align 4
  %e = call spir_func ptr @_Z19__spirv_AccessChainP4pairiii(ptr %a, i32 1, i32 %i)
  store i32 7, ptr %e, align 4
  %x = call spir_func ptr @_Z19__spirv_AccessChainP4pairi(ptr %a, i32 0)
  store float 1.0, ptr %x, align 4
  %v = load i32, ptr %e, align 4
  ret i32 %v
}

declare spir_func ptr @_Z19__spirv_AccessChainP4pairiii(ptr, i32, i32)
declare spir_func ptr @_Z19__spirv_AccessChainP4pairi(ptr, i32)
