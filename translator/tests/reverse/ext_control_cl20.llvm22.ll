; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @f(i32 %x, <4 x float> %v, half %h, i16 %n, i32 %dyn) #0 {
  call spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32 1, i32 1) #1
  call spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32 1, i32 1) #1
  call spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32 2, i32 2) #1
  call spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32 3, i32 3, i32 260) #1
  %1 = call spir_func i64 @_Z17clock_read_devicev() #0
  %2 = call spir_func <2 x i32> @_Z26clock_read_hilo_work_groupv() #0
  %3 = call spir_func i64 @_Z20clock_read_sub_groupv() #0
  %4 = call spir_func i64 @_Z27__spirv_ReadClockKHR_Rulongi(i32 %dyn) #0
  %5 = call spir_func i32 @_Z15bitfield_insertiijj(i32 %x, i32 %x, i32 3, i32 5) #0
  %6 = call spir_func i16 @_Z23bitfield_extract_signedsjj(i16 %n, i32 3, i32 5) #0
  %7 = call spir_func i32 @_Z25bitfield_extract_unsignedijj(i32 %x, i32 3, i32 5) #0
  %8 = call <4 x float> @llvm.fma.v4f32(<4 x float> %v, <4 x float> %v, <4 x float> %v)
  %9 = call half @llvm.fma.f16(half %h, half %h, half %h)
  %10 = call spir_func i32 @_Z29work_group_reduce_bitwise_andi(i32 %x) #1
  %11 = call spir_func i32 @_Z35sub_group_scan_inclusive_bitwise_ori(i32 %x) #1
  %12 = call spir_func i32 @_Z29work_group_scan_exclusive_muli(i32 %x) #1
  %13 = call spir_func half @_Z21work_group_reduce_mulDh(half %h) #1
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32, i32, i32) #1

; Function Attrs: nounwind
declare spir_func i64 @_Z17clock_read_devicev() #0

; Function Attrs: nounwind
declare spir_func <2 x i32> @_Z26clock_read_hilo_work_groupv() #0

; Function Attrs: nounwind
declare spir_func i64 @_Z20clock_read_sub_groupv() #0

; Function Attrs: nounwind
declare spir_func i64 @_Z27__spirv_ReadClockKHR_Rulongi(i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z15bitfield_insertiijj(i32, i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i16 @_Z23bitfield_extract_signedsjj(i16, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z25bitfield_extract_unsignedijj(i32, i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fma.f16(half, half, half) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z29work_group_reduce_bitwise_andi(i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z35sub_group_scan_inclusive_bitwise_ori(i32) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z29work_group_scan_exclusive_muli(i32) #1

; Function Attrs: convergent nounwind
declare spir_func half @_Z21work_group_reduce_mulDh(half) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1, !2, !3, !4, !5}
!spirv.Capability = !{!6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16}
!spirv.MemoryModel = !{!17}
!spirv.Generator = !{!18}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_split_barrier"}
!2 = !{!"SPV_KHR_shader_clock"}
!3 = !{!"SPV_KHR_bit_instructions"}
!4 = !{!"SPV_KHR_fma"}
!5 = !{!"SPV_KHR_uniform_group_instructions"}
!6 = !{i32 4}
!7 = !{i32 6}
!8 = !{i32 5}
!9 = !{i32 11}
!10 = !{i32 9}
!11 = !{i32 18}
!12 = !{i32 6141}
!13 = !{i32 5055}
!14 = !{i32 6025}
!15 = !{i32 6030}
!16 = !{i32 6400}
!17 = !{i32 2, i32 2}
!18 = !{i16 7, i16 0}
