; Specialization constants of each kind from SPIR-V friendly calls: integer, double,
; true/false booleans and a composite of two of them, each scalar with its SpecId.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %d, ptr addrspace(1) %v) {
  %n = call i32 @_Z20__spirv_SpecConstantii(i32 3, i32 7)
  %x = call double @_Z20__spirv_SpecConstantid(i32 4, double 1.5)
  %t = call i1 @_Z20__spirv_SpecConstantib(i32 5, i1 true)
  %f = call i1 @_Z20__spirv_SpecConstantib(i32 6, i1 false)
  %c = call <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32 %n, i32 %n)
  %a = select i1 %t, i32 %n, i32 0
  %b = select i1 %f, i32 1, i32 %a
  store i32 %b, ptr addrspace(1) %o
  store double %x, ptr addrspace(1) %d
  store <2 x i32> %c, ptr addrspace(1) %v
  ret void
}

declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare double @_Z20__spirv_SpecConstantid(i32, double)
declare i1 @_Z20__spirv_SpecConstantib(i32, i1)
declare <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32, i32)
