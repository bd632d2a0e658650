; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @twice(i32 %x) #0 !dbg !12 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_type_qual !18 !kernel_arg_base_type !17 {
  %y = mul i32 %x, 2, !dbg !19
  %z = add i32 %y, %x, !dbg !20
  ret void
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!4}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!7}
!spirv.Capability = !{!8, !9}
!spirv.MemoryModel = !{!10}
!spirv.Generator = !{!11}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 7, !"Dwarf Version", i32 4}
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false)
!3 = !DIFile(filename: "twice.cl", directory: "/work")
!4 = !{i32 3, i32 102000, !5}
!5 = !{!"/work/twice.cl"}
!6 = !{i32 1, i32 2}
!7 = !{i32 1, i32 0}
!8 = !{i32 4}
!9 = !{i32 6}
!10 = !{i32 2, i32 2}
!11 = !{i16 7, i16 0}
!12 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 3, type: !13, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !2)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !{i32 0}
!16 = !{!"none"}
!17 = !{!"int"}
!18 = !{!""}
!19 = !DILocation(line: 3, column: 14, scope: !12)
!20 = !DILocation(line: 4, column: 7, scope: !12)
