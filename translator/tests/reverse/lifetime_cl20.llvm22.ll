; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @lt(i32 %a) #0 {
  %x = alloca i32, align 4
  %buf = alloca [4 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr %x)
  store i32 %a, ptr %x, align 4
  call void @llvm.lifetime.start.p0(ptr %buf)
  %1 = getelementptr inbounds [4 x i32], ptr %buf, i32 0, i32 0
  store i32 %a, ptr %1, align 4
  %2 = load i32, ptr %1, align 4
  call void @llvm.lifetime.end.p0(ptr %buf)
  %3 = load i32, ptr %x, align 4
  %4 = add i32 %2, %3
  call void @llvm.lifetime.end.p0(ptr %x)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

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
