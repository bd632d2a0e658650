; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@counter = internal addrspace(1) global i32 0, align 4, !dbg !0

; Function Attrs: nounwind
define spir_kernel void @scale(ptr addrspace(1) %out) #0 !dbg !22 !kernel_arg_addr_space !48 !kernel_arg_access_qual !49 !kernel_arg_type !50 !kernel_arg_type_qual !51 !kernel_arg_base_type !50 {
  %tmp = alloca float, align 4, !dbg !52
    #dbg_declare(ptr addrspace(1) %out, !30, !DIExpression(), !52)
    #dbg_declare(ptr %tmp, !28, !DIExpression(), !53)
  %ld = load float, ptr addrspace(1) %out, align 4, !dbg !54
  %mul = fmul float %ld, 2.000000e+00, !dbg !55
    #dbg_value(float %mul, !28, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !55)
  %inl = fadd float %mul, 1.000000e+00, !dbg !56
  store float %inl, ptr %tmp, align 4
  store float %inl, ptr addrspace(1) %out, align 4
  br label %1

1:                                                ; preds = %0
  ret void
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!11, !12}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!13}
!opencl.ocl.version = !{!15}
!opencl.spir.version = !{!16}
!spirv.Capability = !{!17, !18, !19}
!spirv.MemoryModel = !{!20}
!spirv.Generator = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", linkageName: "counter", scope: !2, file: !3, line: 1, type: !6, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "our cc 1.0", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !10, splitDebugInlining: false)
!3 = !DIFile(filename: "scale.cl", directory: "/src/kernels")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !3, line: 1, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "red", value: 0)
!9 = !DIEnumerator(name: "blue", value: 2)
!10 = !{!0}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 3, i32 200000, !14}
!14 = !{!"/src/kernels/scale.cl"}
!15 = !{i32 2, i32 0}
!16 = !{i32 1, i32 1}
!17 = !{i32 4}
!18 = !{i32 6}
!19 = !{i32 11}
!20 = !{i32 2, i32 2}
!21 = !{i16 7, i16 0}
!22 = distinct !DISubprogram(name: "scale", linkageName: "scale", scope: null, file: !3, line: 2, type: !23, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!23 = !DISubroutineType(flags: DIFlagPrototyped, types: !24)
!24 = !{null, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 1)
!26 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!27 = !{!28, !30, !31, !35, !41, !45, !47}
!28 = !DILocalVariable(name: "tmp", scope: !29, file: !3, line: 4, type: !26)
!29 = distinct !DILexicalBlock(scope: !22, file: !3, line: 3, column: 1)
!30 = !DILocalVariable(name: "out", arg: 1, scope: !22, file: !3, line: 2, type: !25)
!31 = !DILocalVariable(name: "v", scope: !29, file: !3, line: 5, type: !32)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 128, flags: DIFlagVector, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 4)
!35 = !DILocalVariable(name: "node", scope: !29, file: !3, line: 6, type: !36)
!36 = !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 3, size: 128, flags: DIFlagPublic, elements: !37, identifier: "_ZTS4node")
!37 = !{!38, !39}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !36, file: !3, line: 3, baseType: !6, size: 32, flags: DIFlagPublic)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !36, file: !3, line: 3, baseType: !40, size: 64, offset: 64, flags: DIFlagPublic)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64, dwarfAddressSpace: 0)
!41 = !DILocalVariable(name: "a", scope: !29, file: !3, line: 7, type: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !43)
!43 = !{!44, !34}
!44 = !DISubrange(count: 2)
!45 = !DILocalVariable(name: "c", scope: !29, file: !3, line: 8, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!47 = !DILocalVariable(name: "e", scope: !29, file: !3, line: 8, type: !5)
!48 = !{i32 1}
!49 = !{!"none"}
!50 = !{!"float*"}
!51 = !{!""}
!52 = !DILocation(line: 2, scope: !22)
!53 = !DILocation(line: 4, column: 9, scope: !29)
!54 = !DILocation(line: 5, column: 3, scope: !29)
!55 = !DILocation(line: 5, column: 11, scope: !29)
!56 = !DILocation(line: 10, column: 5, scope: !57, inlinedAt: !60)
!57 = distinct !DISubprogram(name: "helper", scope: null, file: !3, line: 9, type: !58, scopeLine: 9, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!58 = !DISubroutineType(types: !59)
!59 = !{!26, !26}
!60 = distinct !DILocation(line: 6, scope: !29)
