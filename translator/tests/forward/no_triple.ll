; No triple: 64-bit addressing, as the Khronos translator.

define spir_func void @f() {
  ret void
}
