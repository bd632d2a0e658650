; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external addrspace(7) constant <3 x i64>
@__spirv_BuiltInGlobalSize = external addrspace(7) constant <3 x i64>
@__spirv_BuiltInWorkgroupSize = external addrspace(7) constant <3 x i64>
@__spirv_BuiltInEnqueuedWorkgroupSize = external addrspace(7) constant <3 x i64>
@__spirv_BuiltInLocalInvocationId = external addrspace(7) constant <3 x i64>
@__spirv_BuiltInNumWorkgroups = external addrspace(7) constant <3 x i64>
@__spirv_BuiltInWorkgroupId = external addrspace(7) constant <3 x i64>
@__spirv_BuiltInGlobalOffset = external addrspace(7) constant <3 x i64>
@__spirv_BuiltInGlobalLinearId = external addrspace(7) constant i64
@__spirv_BuiltInLocalInvocationIndex = external addrspace(7) constant i64
@__spirv_BuiltInWorkDim = external addrspace(7) constant i32
@__spirv_BuiltInSubgroupSize = external addrspace(7) constant i32
@__spirv_BuiltInSubgroupMaxSize = external addrspace(7) constant i32
@__spirv_BuiltInNumSubgroups = external addrspace(7) constant i32
@__spirv_BuiltInNumEnqueuedSubgroups = external addrspace(7) constant i32
@__spirv_BuiltInSubgroupId = external addrspace(7) constant i32
@__spirv_BuiltInSubgroupLocalInvocationId = external addrspace(7) constant i32

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %o) #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_type_qual !12 !kernel_arg_base_type !11 {
  %g = load <3 x i64>, ptr addrspace(7) @__spirv_BuiltInGlobalInvocationId, align 32
  %g0 = extractelement <3 x i64> %g, i32 0
  %p1 = getelementptr inbounds <3 x i64>, ptr addrspace(7) @__spirv_BuiltInGlobalSize, i64 0, i64 1
  %s1 = load i64, ptr addrspace(7) %p1, align 8
  %1 = bitcast ptr addrspace(7) @__spirv_BuiltInWorkgroupSize to ptr addrspace(7)
  %p2 = getelementptr inbounds i8, ptr addrspace(7) %1, i64 16
  %2 = bitcast ptr addrspace(7) %p2 to ptr addrspace(7)
  %w2 = load i64, ptr addrspace(7) %2, align 8
  %3 = bitcast ptr addrspace(7) @__spirv_BuiltInEnqueuedWorkgroupSize to ptr addrspace(7)
  %e = load i64, ptr addrspace(7) %3, align 8
  %l = load <3 x i64>, ptr addrspace(7) @__spirv_BuiltInLocalInvocationId, align 32
  %l1 = extractelement <3 x i64> %l, i32 1
  %4 = bitcast ptr addrspace(7) @__spirv_BuiltInNumWorkgroups to ptr addrspace(7)
  %p3 = getelementptr i64, ptr addrspace(7) %4, i64 2
  %n2 = load i64, ptr addrspace(7) %p3, align 8
  %wg = load <3 x i64>, ptr addrspace(7) @__spirv_BuiltInWorkgroupId, align 32
  %wg2 = extractelement <3 x i64> %wg, i32 2
  %go = load <3 x i64>, ptr addrspace(7) @__spirv_BuiltInGlobalOffset, align 32
  %go0 = extractelement <3 x i64> %go, i32 0
  %gl = load i64, ptr addrspace(7) @__spirv_BuiltInGlobalLinearId, align 8
  %li = load i64, ptr addrspace(7) @__spirv_BuiltInLocalInvocationIndex, align 8
  %wd = load i32, ptr addrspace(7) @__spirv_BuiltInWorkDim, align 4
  %ss = load i32, ptr addrspace(7) @__spirv_BuiltInSubgroupSize, align 4
  %sm = load i32, ptr addrspace(7) @__spirv_BuiltInSubgroupMaxSize, align 4
  %ns = load i32, ptr addrspace(7) @__spirv_BuiltInNumSubgroups, align 4
  %ne = load i32, ptr addrspace(7) @__spirv_BuiltInNumEnqueuedSubgroups, align 4
  %si = load i32, ptr addrspace(7) @__spirv_BuiltInSubgroupId, align 4
  %sl = load i32, ptr addrspace(7) @__spirv_BuiltInSubgroupLocalInvocationId, align 4
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
  store i64 %r, ptr addrspace(1) %o, align 8
  ret void
}

attributes #0 = { nounwind }

!spirv.Source = !{!0}
!opencl.spir.version = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}

!0 = !{i32 0, i32 0}
!1 = !{i32 1, i32 6}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 11}
!6 = !{i32 39}
!7 = !{i32 2, i32 2}
!8 = !{i16 7, i16 0}
!9 = !{i32 1}
!10 = !{!"none"}
!11 = !{!"long*"}
!12 = !{!""}
