; SPV_INTEL_bindless_images: under Physical64 an image handle is a 64-bit integer; a
; 32-bit one is refused.
; OPTIONS: --spirv-ext=+SPV_INTEL_bindless_images
target triple = "spir64-unknown-unknown"

declare spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELj(i32)

define spir_func void @f(i32 %h) {
entry:
  %i = call spir_func target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELj(i32 %h)
  ret void
}
