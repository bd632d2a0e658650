; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i1 @rel(double %x, <2 x double> %v) #0 {
  %1 = call spir_func i1 @_Z13__spirv_IsInfd(double %x) #0
  %2 = call spir_func <2 x i8> @_Z18__spirv_SignBitSetDv2_d(<2 x double> %v) #0
  %3 = trunc <2 x i8> %2 to <2 x i1>
  %4 = call i1 @llvm.vector.reduce.or.v2i1(<2 x i1> %3)
  %5 = or i1 %1, %4
  ret i1 %5
}

; Function Attrs: nounwind
declare spir_func i1 @_Z13__spirv_IsInfd(double) #0

; Function Attrs: nounwind
declare spir_func <2 x i8> @_Z18__spirv_SignBitSetDv2_d(<2 x double>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.vector.reduce.or.v2i1(<2 x i1>) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!opencl.spir.version = !{!0}
!opencl.used.optional.core.features = !{!1}
!spirv.Capability = !{!2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 1, i32 0}
!1 = !{!"cl_doubles"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 5}
!5 = !{i32 10}
!6 = !{i32 2, i32 2}
!7 = !{i16 7, i16 0}
