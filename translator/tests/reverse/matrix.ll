; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @mat(ptr %m, ptr %v, ptr %s, ptr %out2, ptr %out3) #0 {
  %1 = load [3 x <2 x float>], ptr %m, align 8
  %2 = load <3 x float>, ptr %v, align 16
  %3 = load float, ptr %s, align 4
  %4 = extractvalue [3 x <2 x float>] %1, 0
  %.splatinsert = insertelement <2 x float> poison, float %3, i64 0
  %5 = shufflevector <2 x float> %.splatinsert, <2 x float> poison, <2 x i32> zeroinitializer
  %scale = fmul <2 x float> %4, %5
  %.splatinsert1 = insertelement <2 x float> poison, float %3, i64 0
  %6 = shufflevector <2 x float> %.splatinsert1, <2 x float> poison, <2 x i32> zeroinitializer
  %7 = extractvalue [3 x <2 x float>] %1, 0
  %8 = fmul <2 x float> %7, %6
  %9 = insertvalue [3 x <2 x float>] undef, <2 x float> %8, 0
  %10 = extractvalue [3 x <2 x float>] %1, 1
  %11 = fmul <2 x float> %10, %6
  %12 = insertvalue [3 x <2 x float>] %9, <2 x float> %11, 1
  %13 = extractvalue [3 x <2 x float>] %1, 2
  %14 = fmul <2 x float> %13, %6
  %15 = insertvalue [3 x <2 x float>] %12, <2 x float> %14, 2
  %16 = extractelement <3 x float> %2, i32 0
  %.splatinsert2 = insertelement <2 x float> poison, float %16, i64 0
  %.splat = shufflevector <2 x float> %.splatinsert2, <2 x float> poison, <2 x i32> zeroinitializer
  %17 = extractvalue [3 x <2 x float>] %15, 0
  %18 = fmul <2 x float> %.splat, %17
  %19 = fadd <2 x float> zeroinitializer, %18
  %20 = extractelement <3 x float> %2, i32 1
  %.splatinsert3 = insertelement <2 x float> poison, float %20, i64 0
  %.splat4 = shufflevector <2 x float> %.splatinsert3, <2 x float> poison, <2 x i32> zeroinitializer
  %21 = extractvalue [3 x <2 x float>] %15, 1
  %22 = fmul <2 x float> %.splat4, %21
  %23 = fadd <2 x float> %19, %22
  %24 = extractelement <3 x float> %2, i32 2
  %.splatinsert5 = insertelement <2 x float> poison, float %24, i64 0
  %.splat6 = shufflevector <2 x float> %.splatinsert5, <2 x float> poison, <2 x i32> zeroinitializer
  %25 = extractvalue [3 x <2 x float>] %15, 2
  %26 = fmul <2 x float> %.splat6, %25
  %mv = fadd <2 x float> %23, %26
  %27 = fadd <2 x float> %mv, %scale
  store <2 x float> %27, ptr %out2, align 8
  %28 = extractvalue [3 x <2 x float>] %1, 0
  %29 = extractvalue [3 x <2 x float>] %1, 1
  %30 = extractvalue [3 x <2 x float>] %1, 2
  %31 = extractelement <2 x float> %28, i32 0
  %32 = insertelement <3 x float> undef, float %31, i64 0
  %33 = extractelement <2 x float> %29, i32 0
  %34 = insertelement <3 x float> %32, float %33, i64 1
  %35 = extractelement <2 x float> %30, i32 0
  %36 = insertelement <3 x float> %34, float %35, i64 2
  %37 = insertvalue [2 x <3 x float>] undef, <3 x float> %36, 0
  %38 = extractelement <2 x float> %28, i32 1
  %39 = insertelement <3 x float> undef, float %38, i64 0
  %40 = extractelement <2 x float> %29, i32 1
  %41 = insertelement <3 x float> %39, float %40, i64 1
  %42 = extractelement <2 x float> %30, i32 1
  %43 = insertelement <3 x float> %41, float %42, i64 2
  %t = insertvalue [2 x <3 x float>] %37, <3 x float> %43, 1
  store [2 x <3 x float>] %t, ptr %out3, align 16
  ret void
}

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 0}
!5 = !{i32 2, i32 2}
!6 = !{i16 7, i16 0}
