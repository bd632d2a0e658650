; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%wide = type { i32, i32 }

@g = common addrspace(1) global [4 x i32] zeroinitializer

; Function Attrs: nounwind
define spir_func i64 @f(ptr addrspace(1) %in, i32 %a) #0 {
  %1 = alloca %wide, align 8
  %n = ptrtoint ptr addrspace(1) null to i64
  %ip = inttoptr i64 16 to ptr addrspace(1)
  %z = zext i32 7 to i64
  %sf = sitofp i32 7 to float
  %same = bitcast ptr addrspace(1) %in to ptr addrspace(1)
  %nullcast = bitcast ptr addrspace(1) null to ptr addrspace(1)
  %bits = bitcast i32 1065353216 to float
  %gen = addrspacecast ptr addrspace(1) @g to ptr addrspace(4)
  %elem = getelementptr inbounds [4 x i32], ptr addrspace(1) @g, i64 0, i64 2
  %neg = fneg float 2.000000e+00
  %lane = extractelement <2 x i32> <i32 7, i32 5>, i32 1
  %ins = insertelement <2 x i32> <i32 7, i32 5>, i32 %a, i64 0
  %2 = bitcast ptr addrspace(1) %in to ptr addrspace(1)
  %3 = insertelement <2 x i32> poison, i32 5, i32 0
  %mixed = insertelement <2 x i32> %3, i32 %a, i32 1
  store <2 x i32> <i32 7, i32 5>, ptr addrspace(1) %2, align 8
  %sum = add i32 %a, 12
  %4 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 7)
  %5 = extractvalue { i32, i1 } %4, 0
  %6 = extractvalue { i32, i1 } %4, 1
  %7 = zext i1 %6 to i32
  %8 = insertvalue { i32, i32 } undef, i32 %5, 0
  %carry = insertvalue { i32, i32 } %8, i32 %7, 1
  %9 = call { <2 x i32>, <2 x i1> } @llvm.usub.with.overflow.v2i32(<2 x i32> %mixed, <2 x i32> <i32 7, i32 5>)
  %10 = extractvalue { <2 x i32>, <2 x i1> } %9, 0
  %11 = extractvalue { <2 x i32>, <2 x i1> } %9, 1
  %12 = zext <2 x i1> %11 to <2 x i32>
  %13 = insertvalue { <2 x i32>, <2 x i32> } undef, <2 x i32> %10, 0
  %borrow = insertvalue { <2 x i32>, <2 x i32> } %13, <2 x i32> %12, 1
  call spir_func void @_Z20__spirv_UMulExtendedii(ptr sret(%wide) %1, i32 %a, i32 7) #0
  %14 = load %wide, ptr %1, align 4
  ret i64 %n
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { <2 x i32>, <2 x i1> } @llvm.usub.with.overflow.v2i32(<2 x i32>, <2 x i32>) #1

; Function Attrs: nounwind
declare spir_func void @_Z20__spirv_UMulExtendedii(ptr sret(%wide), i32, i32) #0

attributes #0 = { nounwind }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!opencl.spir.version = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 1, i32 0}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 5}
!4 = !{i32 11}
!5 = !{i32 38}
!6 = !{i32 2, i32 2}
!7 = !{i16 7, i16 0}
