; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind memory(read)
define spir_func i32 @__translate_ocl_memory_scope(i32 %key) #0 {
  ret i32 1
}

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(4) %p, i32 %scope, i32 %sem, i32 %ocl_scope, ptr addrspace(4) %flag, ptr addrspace(4) %f, float %x) #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_type_qual !12 !kernel_arg_base_type !11 {
  %expected = alloca i32, align 4
  %call = call spir_func i32 @__translate_spirv_memory_scope(i32 %scope)
  %call1 = call spir_func i32 @__translate_spirv_memory_order(i32 %sem)
  %load = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %p, i32 %call1, i32 %call) #1
  %call2 = call spir_func i32 @__translate_spirv_memory_order(i32 %sem)
  call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %p, i32 %load, i32 %call2, i32 2) #1
  %call3 = call spir_func i32 @__translate_spirv_memory_order(i32 %sem)
  %a = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %p, i32 %load, i32 %call3, i32 1) #1
  %call4 = call spir_func i32 @__translate_spirv_memory_scope(i32 %scope)
  %call5 = call spir_func i32 @__translate_spirv_memory_order(i32 %sem)
  %call6 = call spir_func i32 @__translate_spirv_memory_order(i32 %sem)
  store i32 %load, ptr %expected, align 4
  %expected.as = addrspacecast ptr %expected to ptr addrspace(4)
  %1 = call spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) %p, ptr addrspace(4) %expected.as, i32 %a, i32 %call5, i32 %call6, i32 %call4) #1
  %c = load i32, ptr addrspace(4) %expected.as, align 4
  %call7 = call spir_func i32 @__translate_spirv_memory_scope(i32 %scope)
  %call8 = call spir_func i32 @__translate_spirv_memory_order(i32 %sem)
  %ts = call spir_func i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %flag, i32 %call8, i32 %call7) #1
  %call9 = call spir_func i32 @__translate_spirv_memory_scope(i32 %scope)
  %call10 = call spir_func i32 @__translate_spirv_memory_order(i32 %sem)
  call spir_func void @_Z26atomic_flag_clear_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %flag, i32 %call10, i32 %call9) #1
  %call11 = call spir_func i32 @__translate_spirv_memory_scope(i32 %scope)
  %call12 = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 %call12, i32 %call11) #2
  %call13 = call spir_func i32 @__translate_spirv_memory_scope(i32 %scope)
  %call14 = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  %call15 = call spir_func i32 @__translate_spirv_memory_order(i32 %sem)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 %call14, i32 %call15, i32 %call13) #1
  %ocl = call spir_func i32 @__translate_ocl_memory_scope(i32 %ocl_scope) #1
  %s = call spir_func i32 @_Z25atomic_fetch_sub_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %p, i32 1, i32 5, i32 %ocl_scope) #1
  %fa = call spir_func float @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4) %f, float %x, i32 5, i32 2) #1
  store float %fa, ptr addrspace(4) %f, align 4
  %2 = select i1 %ts, i32 %c, i32 %s
  store i32 %2, ptr addrspace(4) %p, align 4
  ret void
}

define private spir_func i32 @__translate_spirv_memory_scope(i32 %key) {
entry:
  switch i32 %key, label %default [
    i32 4, label %case.4
    i32 2, label %case.2
    i32 1, label %case.1
    i32 0, label %case.0
    i32 3, label %case.3
  ]

default:                                          ; preds = %entry
  unreachable

case.4:                                           ; preds = %entry
  ret i32 0

case.2:                                           ; preds = %entry
  ret i32 1

case.1:                                           ; preds = %entry
  ret i32 2

case.0:                                           ; preds = %entry
  ret i32 3

case.3:                                           ; preds = %entry
  ret i32 4
}

define private spir_func i32 @__translate_spirv_memory_order(i32 %key) {
entry:
  %key.masked = and i32 30, %key
  switch i32 %key.masked, label %default [
    i32 0, label %case.0
    i32 2, label %case.2
    i32 4, label %case.4
    i32 8, label %case.8
    i32 16, label %case.16
  ]

default:                                          ; preds = %entry
  unreachable

case.0:                                           ; preds = %entry
  ret i32 0

case.2:                                           ; preds = %entry
  ret i32 2

case.4:                                           ; preds = %entry
  ret i32 3

case.8:                                           ; preds = %entry
  ret i32 4

case.16:                                          ; preds = %entry
  ret i32 5
}

; Function Attrs: nounwind
declare spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4), i32, i32) #1

; Function Attrs: nounwind
declare spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32) #1

; Function Attrs: nounwind
declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32) #1

; Function Attrs: nounwind
declare spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4), ptr addrspace(4), i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare spir_func i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4), i32, i32) #1

; Function Attrs: nounwind
declare spir_func void @_Z26atomic_flag_clear_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4), i32, i32) #1

define private spir_func i32 @__translate_spirv_memory_fence(i32 %key) {
entry:
  %key.masked = and i32 2816, %key
  switch i32 %key.masked, label %default [
    i32 256, label %case.256
    i32 512, label %case.512
    i32 768, label %case.768
    i32 2048, label %case.2048
    i32 2304, label %case.2304
    i32 2560, label %case.2560
    i32 2816, label %case.2816
    i32 0, label %case.0
  ]

default:                                          ; preds = %entry
  unreachable

case.256:                                         ; preds = %entry
  ret i32 1

case.512:                                         ; preds = %entry
  ret i32 2

case.768:                                         ; preds = %entry
  ret i32 3

case.2048:                                        ; preds = %entry
  ret i32 4

case.2304:                                        ; preds = %entry
  ret i32 5

case.2560:                                        ; preds = %entry
  ret i32 6

case.2816:                                        ; preds = %entry
  ret i32 7

case.0:                                           ; preds = %entry
  ret i32 0
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z17sub_group_barrierj12memory_scope(i32, i32) #2

; Function Attrs: nounwind
declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32, i32, i32) #1

; Function Attrs: nounwind
declare spir_func i32 @_Z25atomic_fetch_sub_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32) #1

; Function Attrs: nounwind
declare spir_func float @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4), float, i32, i32) #1

attributes #0 = { nounwind memory(read) }
attributes #1 = { nounwind }
attributes #2 = { convergent nounwind }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_EXT_shader_atomic_float_add"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 5}
!5 = !{i32 38}
!6 = !{i32 6033}
!7 = !{i32 2, i32 2}
!8 = !{i16 7, i16 0}
!9 = !{i32 4, i32 0, i32 0, i32 0, i32 4, i32 4, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"int*", !"int", !"int", !"int", !"int*", !"float*", !"float"}
!12 = !{!"", !"", !"", !"", !"", !"", !""}
