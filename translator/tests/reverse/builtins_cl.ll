; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %0, ptr addrspace(1) %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_type_qual !9 !kernel_arg_base_type !8 {
  %3 = call spir_func i64 @_Z13get_global_idj(i32 0) #1
  %4 = insertelement <3 x i64> undef, i64 %3, i32 0
  %5 = call spir_func i64 @_Z13get_global_idj(i32 1) #1
  %6 = insertelement <3 x i64> %4, i64 %5, i32 1
  %7 = call spir_func i64 @_Z13get_global_idj(i32 2) #1
  %8 = insertelement <3 x i64> %6, i64 %7, i32 2
  %9 = extractelement <3 x i64> %8, i32 0
  %10 = call spir_func i32 @_Z12get_work_dimv() #1
  %11 = load float, ptr addrspace(1) %0, align 4
  %12 = call spir_func float @_Z4fmaxff(float %11, float %11) #0
  %13 = call spir_func i32 @_Z3maxjj(i32 %10, i32 %10) #0
  %14 = call spir_func i32 @_Z3absi(i32 %10) #0
  %15 = call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 %9, ptr addrspace(1) %0) #0
  call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> %15, i64 %9, ptr addrspace(1) %0) #0
  %16 = call spir_func float @_Z3dotDv4_fS_(<4 x float> %15, <4 x float> %15) #0
  %17 = fadd float %12, %16
  store float %17, ptr addrspace(1) %0, align 4
  %18 = add i32 %13, %14
  store i32 %18, ptr addrspace(1) %1, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func float @_Z4fmaxff(float, float) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z3maxjj(i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z3absi(i32) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64, ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float>, i64, ptr addrspace(1)) #0

; Function Attrs: nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32) #1

; Function Attrs: nounwind willreturn memory(none)
declare spir_func i32 @_Z12get_work_dimv() #1

; Function Attrs: nounwind
declare spir_func float @_Z3dotDv4_fS_(<4 x float>, <4 x float>) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn memory(none) }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 2, i32 2}
!5 = !{i16 7, i16 0}
!6 = !{i32 1, i32 1}
!7 = !{!"none", !"none"}
!8 = !{!"float*", !"int*"}
!9 = !{!"", !""}
