; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @decisions(i32 %x, float %f, i1 %p, i32 %s) #0 {
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 %s, i32 2, i32 264) #1
  %1 = call spir_func i1 @_Z16__spirv_GroupAllib(i32 %s, i1 %p) #1
  %2 = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 3, i32 %x) #1
  %3 = call spir_func i1 @_Z26__spirv_GroupLogicalAndKHRiib(i32 2, i32 3, i1 %p) #1
  %4 = call spir_func i32 @_Z30__spirv_GroupNonUniformShuffleiij(i32 2, i32 %x, i32 %x) #1
  %5 = call spir_func i64 @_Z16__spirv_BitCounti(i32 %x) #0
  %6 = call spir_func i32 @_Z8popcounti(i32 %x) #0
  %7 = fptosi float %f to i32
  %8 = call spir_func i32 @_Z15convert_int_satf(float %f) #0
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func i1 @_Z16__spirv_GroupAllib(i32, i1) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z17__spirv_GroupIAddiii(i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func i1 @_Z26__spirv_GroupLogicalAndKHRiib(i32, i32, i1) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z30__spirv_GroupNonUniformShuffleiij(i32, i32, i32) #1

; Function Attrs: nounwind
declare spir_func i64 @_Z16__spirv_BitCounti(i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z8popcounti(i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z15convert_int_satf(float) #0

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_KHR_uniform_group_instructions"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 5}
!5 = !{i32 11}
!6 = !{i32 18}
!7 = !{i32 6400}
!8 = !{i32 65}
!9 = !{i32 2, i32 2}
!10 = !{i16 7, i16 0}
