; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(i8 %c, i32 %i, float %x) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_type_qual !10 !kernel_arg_base_type !9 {
  %z = zext i8 %c to i32
  %t = trunc i32 %i to i16
  %1 = call spir_func i8 @_Z17convert_uchar_satf(float %x) #0
  %2 = call spir_func i32 @_Z15convert_int_rtef(float %x) #0
  %3 = call spir_func i8 @_Z17convert_uchar_sati(i32 %i) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func i8 @_Z17convert_uchar_satf(float) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z15convert_int_rtef(float) #0

; Function Attrs: nounwind
declare spir_func i8 @_Z17convert_uchar_sati(i32) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 39}
!4 = !{i32 22}
!5 = !{i32 2, i32 2}
!6 = !{i16 7, i16 0}
!7 = !{i32 0, i32 0, i32 0}
!8 = !{!"none", !"none", !"none"}
!9 = !{!"char", !"int", !"float"}
!10 = !{!"", !"", !""}
