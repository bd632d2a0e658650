; SPV_INTEL_task_sequence: a task sequence over @square, two asynchronous calls, two
; results, then its release (SPIR-V friendly calls as SYCL's task_sequence emits them).
; OPTIONS: --spirv-ext=+SPV_INTEL_task_sequence
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i32 @square(i32 %x) {
  %r = mul i32 %x, %x
  ret i32 %r
}

define spir_kernel void @run(ptr addrspace(1) %out, i32 %a) {
entry:
  %ts = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELPFiiEiiii(ptr @square, i32 -1, i32 1, i32 8, i32 16)
  call spir_func void @_Z30__spirv_TaskSequenceAsyncINTELmi(target("spirv.TaskSequenceINTEL") %ts, i32 %a)
  call spir_func void @_Z30__spirv_TaskSequenceAsyncINTELmi(target("spirv.TaskSequenceINTEL") %ts, i32 7)
  %r0 = call spir_func i32 @_Z28__spirv_TaskSequenceGetINTELm(target("spirv.TaskSequenceINTEL") %ts)
  %r1 = call spir_func i32 @_Z28__spirv_TaskSequenceGetINTELm(target("spirv.TaskSequenceINTEL") %ts)
  %sum = add i32 %r0, %r1
  store i32 %sum, ptr addrspace(1) %out
  call spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL") %ts)
  ret void
}

declare spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELPFiiEiiii(ptr, i32, i32, i32, i32)
declare spir_func void @_Z30__spirv_TaskSequenceAsyncINTELmi(target("spirv.TaskSequenceINTEL"), i32)
declare spir_func i32 @_Z28__spirv_TaskSequenceGetINTELm(target("spirv.TaskSequenceINTEL"))
declare spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL"))
