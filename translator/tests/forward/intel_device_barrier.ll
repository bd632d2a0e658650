; OPTIONS: --spirv-ext=+SPV_INTEL_device_barrier
; SPV_INTEL_device_barrier: OpControlBarrier at a run-time execution scope, at
; Device scope, and at Workgroup scope (which needs nothing).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @sync(i32 %scope) {
entry:
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 %scope, i32 1, i32 520)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 1, i32 1, i32 520)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 264)
  ret void
}

define spir_kernel void @local_only() {
entry:
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 264)
  ret void
}

declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
