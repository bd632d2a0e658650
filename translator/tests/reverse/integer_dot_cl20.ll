; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @f(<4 x i8> %a, <4 x i8> %b, i32 %p, i32 %q) #0 {
  %1 = call spir_func i32 @_Z3dotDv4_cS_(<4 x i8> %a, <4 x i8> %a) #0
  %2 = call spir_func i32 @_Z3dotDv4_cDv4_h(<4 x i8> %a, <4 x i8> %b) #0
  %3 = call spir_func i32 @_Z3dotDv4_hS_(<4 x i8> %b, <4 x i8> %b) #0
  %4 = call spir_func i32 @_Z11dot_acc_satDv4_cDv4_hi(<4 x i8> %a, <4 x i8> %b, i32 %p) #0
  %5 = call spir_func i32 @_Z11dot_acc_satDv4_hS_j(<4 x i8> %b, <4 x i8> %b, i32 %p) #0
  %6 = call spir_func i32 @_Z20dot_4x8packed_ss_intjj(i32 %p, i32 %q) #0
  %7 = call spir_func i32 @_Z29dot_acc_sat_4x8packed_uu_uintjjj(i32 %p, i32 %q, i32 %p) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z3dotDv4_cS_(<4 x i8>, <4 x i8>) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z3dotDv4_cDv4_h(<4 x i8>, <4 x i8>) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z3dotDv4_hS_(<4 x i8>, <4 x i8>) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z11dot_acc_satDv4_cDv4_hi(<4 x i8>, <4 x i8>, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z11dot_acc_satDv4_hS_j(<4 x i8>, <4 x i8>, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z20dot_4x8packed_ss_intjj(i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z29dot_acc_sat_4x8packed_uu_uintjjj(i32, i32, i32) #0

attributes #0 = { nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_KHR_integer_dot_product"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 5}
!5 = !{i32 39}
!6 = !{i32 6019}
!7 = !{i32 6017}
!8 = !{i32 6018}
!9 = !{i32 2, i32 2}
!10 = !{i16 7, i16 0}
