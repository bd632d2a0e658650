; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%structtype = type { i32, i32 }

; Function Attrs: nounwind
define spir_func i32 @mul(i32 %a, i32 %b) #0 {
  %1 = alloca %structtype, align 8
  call spir_func void @_Z20__spirv_UMulExtendedii(ptr sret(%structtype) %1, i32 %a, i32 %b) #0
  %2 = load %structtype, ptr %1, align 4
  %3 = extractvalue %structtype %2, 1
  ret i32 %3
}

; Function Attrs: nounwind
declare spir_func void @_Z20__spirv_UMulExtendedii(ptr sret(%structtype), i32, i32) #0

attributes #0 = { nounwind }

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
