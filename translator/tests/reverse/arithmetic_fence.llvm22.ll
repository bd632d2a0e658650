; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define internal spir_func double @f(double %a, <2 x float> %b) #0 {
  %s = fadd double %a, %a
  %t = call double @llvm.arithmetic.fence.f64(double %s)
  %v = call <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float> %b)
  %1 = extractelement <2 x float> %v, i32 0
  %2 = fpext float %1 to double
  %3 = fadd double %t, %2
  ret double %3
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.arithmetic.fence.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float>) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!opencl.spir.version = !{!0}
!opencl.used.optional.core.features = !{!1}
!spirv.Extension = !{!2}
!spirv.Capability = !{!3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}

!0 = !{i32 1, i32 0}
!1 = !{!"cl_doubles"}
!2 = !{!"SPV_EXT_arithmetic_fence"}
!3 = !{i32 4}
!4 = !{i32 6}
!5 = !{i32 10}
!6 = !{i32 6144}
!7 = !{i32 2, i32 2}
!8 = !{i16 7, i16 0}
