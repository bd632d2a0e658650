; Every `target("spirv.*")` opaque type of "SPIR-V representation in LLVM IR" as a
; parameter: each becomes its OpType* with the capability it needs (OpTypePipeStorage
; raises the module to SPIR-V 1.1).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @take(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %i, target("spirv.SampledImage", float, 1, 0, 0, 0, 0, 0, 0) %si, target("spirv.Sampler") %s, target("spirv.Event") %e, target("spirv.DeviceEvent") %de, target("spirv.ReserveId") %r, target("spirv.Queue") %q, target("spirv.Pipe", 1) %p, target("spirv.PipeStorage") %ps) {
  ret void
}
