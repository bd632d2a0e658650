; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%pair = type { i32, i32 }

@0 = private unnamed_addr constant [58 x i8] c"{sycl-latency-anchor-id:4}{sycl-latency-constraint:4,1,2}\00", section "llvm.metadata"
@1 = private unnamed_addr constant [29 x i8] c"{numbanks:8}{true_dual_port}\00", section "llvm.metadata"

; Function Attrs: nounwind
define spir_func void @f() #0 {
  %var = alloca %pair, align 8
  %field = getelementptr inbounds %pair, ptr %var, i32 0, i32 1
  %1 = call ptr @llvm.ptr.annotation.p0.p0(ptr %field, ptr @0, ptr undef, i32 undef, ptr undef)
  store i32 7, ptr %1, align 4
  %generic = addrspacecast ptr %var to ptr addrspace(4)
  call void @llvm.var.annotation.p4.p0(ptr addrspace(4) %generic, ptr @1, ptr undef, i32 undef, ptr undef)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.var.annotation.p4.p0(ptr addrspace(4), ptr, ptr, i32, ptr) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!opencl.spir.version = !{!0}
!spirv.Extension = !{!1, !2}
!spirv.Capability = !{!3, !4, !5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}

!0 = !{i32 1, i32 0}
!1 = !{!"SPV_INTEL_fpga_memory_attributes"}
!2 = !{!"SPV_INTEL_fpga_latency_control"}
!3 = !{i32 4}
!4 = !{i32 6}
!5 = !{i32 5}
!6 = !{i32 38}
!7 = !{i32 5824}
!8 = !{i32 6171}
!9 = !{i32 2, i32 2}
!10 = !{i16 7, i16 0}
