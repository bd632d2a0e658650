; Every BuiltIn of the OpenCL environment spec as a `__spirv_BuiltIn*` global, read whole
; (with extractelement), through a component GEP, an i8 GEP and an element GEP.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>
@__spirv_BuiltInGlobalSize = external addrspace(1) constant <3 x i64>
@__spirv_BuiltInWorkgroupSize = external addrspace(1) constant <3 x i64>
@__spirv_BuiltInEnqueuedWorkgroupSize = external addrspace(1) constant <3 x i64>
@__spirv_BuiltInLocalInvocationId = external addrspace(1) constant <3 x i64>
@__spirv_BuiltInNumWorkgroups = external addrspace(1) constant <3 x i64>
@__spirv_BuiltInWorkgroupId = external addrspace(1) constant <3 x i64>
@__spirv_BuiltInGlobalOffset = external addrspace(1) constant <3 x i64>
@__spirv_BuiltInGlobalLinearId = external addrspace(1) constant i64
@__spirv_BuiltInLocalInvocationIndex = external addrspace(1) constant i64
@__spirv_BuiltInWorkDim = external addrspace(1) constant i32
@__spirv_BuiltInSubgroupSize = external addrspace(1) constant i32
@__spirv_BuiltInSubgroupMaxSize = external addrspace(1) constant i32
@__spirv_BuiltInNumSubgroups = external addrspace(1) constant i32
@__spirv_BuiltInNumEnqueuedSubgroups = external addrspace(1) constant i32
@__spirv_BuiltInSubgroupId = external addrspace(1) constant i32
@__spirv_BuiltInSubgroupLocalInvocationId = external addrspace(1) constant i32
define spir_kernel void @k(ptr addrspace(1) %o) {
  %g = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId
  %g0 = extractelement <3 x i64> %g, i64 0
  %p1 = getelementptr inbounds <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalSize, i64 0, i64 1
  %s1 = load i64, ptr addrspace(1) %p1
  %p2 = getelementptr inbounds i8, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, i64 16
  %w2 = load i64, ptr addrspace(1) %p2
  %e = load i64, ptr addrspace(1) @__spirv_BuiltInEnqueuedWorkgroupSize
  %l = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInLocalInvocationId
  %l1 = extractelement <3 x i64> %l, i32 1
  %p3 = getelementptr i64, ptr addrspace(1) @__spirv_BuiltInNumWorkgroups, i64 2
  %n2 = load i64, ptr addrspace(1) %p3
  %wg = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInWorkgroupId
  %wg2 = extractelement <3 x i64> %wg, i32 2
  %go = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalOffset
  %go0 = extractelement <3 x i64> %go, i32 0
  %gl = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalLinearId
  %li = load i64, ptr addrspace(1) @__spirv_BuiltInLocalInvocationIndex
  %wd = load i32, ptr addrspace(1) @__spirv_BuiltInWorkDim
  %ss = load i32, ptr addrspace(1) @__spirv_BuiltInSubgroupSize
  %sm = load i32, ptr addrspace(1) @__spirv_BuiltInSubgroupMaxSize
  %ns = load i32, ptr addrspace(1) @__spirv_BuiltInNumSubgroups
  %ne = load i32, ptr addrspace(1) @__spirv_BuiltInNumEnqueuedSubgroups
  %si = load i32, ptr addrspace(1) @__spirv_BuiltInSubgroupId
  %sl = load i32, ptr addrspace(1) @__spirv_BuiltInSubgroupLocalInvocationId
  %a1 = add i64 %g0, %s1
  %a2 = add i64 %a1, %w2
  %a3 = add i64 %a2, %e
  %a4 = add i64 %a3, %l1
  %a5 = add i64 %a4, %n2
  %a6 = add i64 %a5, %wg2
  %a7 = add i64 %a6, %go0
  %a8 = add i64 %a7, %gl
  %a9 = add i64 %a8, %li
  %b1 = add i32 %wd, %ss
  %b2 = add i32 %b1, %sm
  %b3 = add i32 %b2, %ns
  %b4 = add i32 %b3, %ne
  %b5 = add i32 %b4, %si
  %b6 = add i32 %b5, %sl
  %bz = zext i32 %b6 to i64
  %r = add i64 %a9, %bz
  store i64 %r, ptr addrspace(1) %o
  ret void
}
