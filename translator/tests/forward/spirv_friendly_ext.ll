; OPTIONS: --spirv-ext=+SPV_EXT_shader_atomic_float_min_max
; A __spirv_ instruction whose capability belongs to an extension.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func float @f(ptr addrspace(1) %p, float %x) {
  %r = call float @_Z21__spirv_AtomicFMinEXTPU3AS1fiif(ptr addrspace(1) %p, i32 1, i32 16, float %x)
  ret float %r
}
declare float @_Z21__spirv_AtomicFMinEXTPU3AS1fiif(ptr addrspace(1), i32, i32, float)
