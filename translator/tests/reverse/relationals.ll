; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i1 @rel(float %x, <2 x float> %v) #0 {
  %1 = call spir_func i32 @_Z5isnanf(float %x) #0
  %2 = trunc i32 %1 to i1
  %3 = call spir_func <2 x i32> @_Z8isfiniteDv2_f(<2 x float> %v) #0
  %4 = trunc <2 x i32> %3 to <2 x i8>
  %5 = trunc <2 x i8> %4 to <2 x i1>
  %6 = call i1 @llvm.vector.reduce.and.v2i1(<2 x i1> %5)
  %7 = and i1 %2, %6
  ret i1 %7
}

; Function Attrs: nounwind
declare spir_func i32 @_Z5isnanf(float) #0

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z8isfiniteDv2_f(<2 x float>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.vector.reduce.and.v2i1(<2 x i1>) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 2, i32 2}
!5 = !{i16 7, i16 0}
