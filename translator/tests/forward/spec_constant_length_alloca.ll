; An alloca whose count is a specialization constant: an OpVariable of an array whose Length
; is that OpSpecConstant, cast to the element pointer.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %n = call i32 @_Z20__spirv_SpecConstantii(i32 7, i32 3)
  %buf = alloca i16, i32 %n, align 2
  store i16 5, ptr %buf, align 2
  %v = load i16, ptr %buf, align 2
  store i16 %v, ptr addrspace(1) %out, align 2
  ret void
}

declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
