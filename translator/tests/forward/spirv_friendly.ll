; Calls to __spirv_* builtins ("SPIR-V friendly" IR) map to the instructions
; they name, with operands from the grammar.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%carry = type { i32, i32 }

define spir_func void @f(ptr addrspace(1) %out, ptr addrspace(4) %g, <4 x float> %v, float %x, i32 %a, i32 %b) {
entry:
  call void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
  %nan = call <4 x i8> @_Z13__spirv_IsNanDv4_f(<4 x float> %v)
  %spec = call i32 @_Z20__spirv_SpecConstantii(i32 7, i32 42)
  %glob = call ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4v(ptr addrspace(4) %g)
  %fma = call float @_Z15__spirv_ocl_fmafff(float %x, float %x, float %x)
  %gid = call i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 1)
  %u = call i32 @_Z33__spirv_ConvertFToU_Ruint_sat_rtzf(float %x)
  %c = alloca %carry
  call void @_Z17__spirv_IAddCarryii(ptr sret(%carry) %c, i32 %a, i32 %b)
  %sum = add i32 %spec, %u
  store i32 %sum, ptr addrspace(1) %glob
  ret void
}

declare void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
declare <4 x i8> @_Z13__spirv_IsNanDv4_f(<4 x float>)
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4v(ptr addrspace(4))
declare float @_Z15__spirv_ocl_fmafff(float, float, float)
declare i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare i32 @_Z33__spirv_ConvertFToU_Ruint_sat_rtzf(float)
declare void @_Z17__spirv_IAddCarryii(ptr sret(%carry), i32, i32)

define spir_func i32 @subgroup(i32 %x) {
  %s = call i32 @_Z27__spirv_GroupNonUniformIAddiii(i32 3, i32 0, i32 %x)
  ret i32 %s
}
declare i32 @_Z27__spirv_GroupNonUniformIAddiii(i32, i32, i32)
