; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define internal spir_func i32 @f(i64 %n) #0 {
  %sp = call ptr @llvm.stacksave.p0()
  %arr = alloca i32, i64 %n, align 16
  store i32 5, ptr %arr, align 4
  %r = load i32, ptr %arr, align 4
  call void @llvm.stackrestore.p0(ptr %sp)
  ret i32 %r
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_variable_length_array"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 11}
!5 = !{i32 39}
!6 = !{i32 5817}
!7 = !{i32 2, i32 2}
!8 = !{i16 7, i16 0}
