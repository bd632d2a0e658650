; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @add(i32 %a) #0 !dbg !10 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_type_qual !27 !kernel_arg_base_type !26 {
    #dbg_value(i32 %a, !15, !DIExpression(), !28)
  %sum = add i32 %a, 1, !dbg !29
    #dbg_value(i32 %sum, !16, !DIExpression(), !29)
  %1 = add i32 %sum, %sum, !dbg !28
  ret void, !dbg !28
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!opencl.spir.version = !{!4}
!spirv.Extension = !{!5}
!spirv.Capability = !{!6, !7}
!spirv.MemoryModel = !{!8}
!spirv.Generator = !{!9}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 7, !"Dwarf Version", i32 5}
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false)
!3 = !DIFile(filename: "add.cl", directory: "kern")
!4 = !{i32 1, i32 4}
!5 = !{!"SPV_KHR_non_semantic_info"}
!6 = !{i32 4}
!7 = !{i32 6}
!8 = !{i32 1, i32 2}
!9 = !{i16 7, i16 0}
!10 = distinct !DISubprogram(name: "add", linkageName: "add", scope: null, file: !3, line: 4, type: !11, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "uint", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!15, !16, !17, !22}
!15 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !3, line: 4, type: !13)
!16 = !DILocalVariable(name: "sum", scope: !10, file: !3, line: 5, type: !13)
!17 = !DILocalVariable(name: "p", scope: !10, file: !3, line: 6, type: !18)
!18 = !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !3, line: 2, size: 64, elements: !19)
!19 = !{!20, !21}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !18, file: !3, line: 2, baseType: !13, size: 32, flags: DIFlagPublic)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !18, file: !3, line: 2, baseType: !13, size: 32, offset: 32, flags: DIFlagPublic)
!22 = !DILocalVariable(name: "p", scope: !10, file: !3, line: 7, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32)
!24 = !{i32 0}
!25 = !{!"none"}
!26 = !{!"int"}
!27 = !{!""}
!28 = !DILocation(line: 0, scope: !10)
!29 = !DILocation(line: 5, column: 9, scope: !10)
