; __spirv_PtrDiff is OpPtrDiff, an instruction SPIR-V 1.4 introduced: it raises the version.
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_kernel void @test(float %a) {
entry:
  %0 = alloca float, align 4
  store float %a, ptr %0, align 4
  %1 = call spir_func noundef i32 @_Z15__spirv_PtrDiff(ptr %0, ptr %0)
  ret void
}
declare spir_func noundef i32 @_Z15__spirv_PtrDiff(ptr, ptr)
