; OPTIONS: --spirv-debug-info-version=nonsemantic-shader-100
; The -O2 -g kernel of debug_kernel_O2.ll in nonsemantic-shader-100.
; ModuleID = 'dbg.cl'
source_filename = "dbg.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.node = type { i32, ptr addrspace(4), [3 x float] }

@scale = local_unnamed_addr addrspace(2) constant [2 x float] [float 5.000000e-01, float 2.000000e+00], align 4, !dbg !0
@__const.walk.tag = private unnamed_addr addrspace(2) constant [4 x i8] c"abc\00", align 1

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local spir_kernel void @walk(ptr addrspace(1) nocapture noundef readonly align 8 %nodes, ptr addrspace(1) noundef readnone %opaque, ptr addrspace(1) noundef align 4 %out, i32 noundef %n, <2 x float> noundef %bias, i32 noundef %m) local_unnamed_addr #0 !dbg !22 !kernel_arg_addr_space !65 !kernel_arg_access_qual !66 !kernel_arg_type !67 !kernel_arg_base_type !68 !kernel_arg_type_qual !69 {
entry:
    #dbg_value(ptr addrspace(1) %nodes, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(ptr addrspace(1) %opaque, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(ptr addrspace(1) %out, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 %n, !48, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(<2 x float> %bias, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 %m, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !71
    #dbg_value(i64 %call, !51, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 0, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 0, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !72)
  %cmp20.not = icmp eq i32 %n, 0, !dbg !73
  br i1 %cmp20.not, label %for.cond.cleanup, label %for.body.lr.ph, !dbg !74

for.body.lr.ph:                                   ; preds = %entry
  %rem = urem i64 %call, 3
  %cmp.i = icmp eq i32 %m, 1
  br label %for.body, !dbg !74

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi i32 [ 0, %entry ], [ %cond.i, %for.body ], !dbg !70
    #dbg_declare(ptr poison, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !75)
  %and5 = and i64 %call, 3, !dbg !76
  %arrayidx6 = getelementptr inbounds [4 x i8], ptr addrspace(2) @__const.walk.tag, i64 0, i64 %and5, !dbg !77
  %0 = load i8, ptr addrspace(2) %arrayidx6, align 1, !dbg !77, !tbaa !78
  %conv7 = sext i8 %0 to i32, !dbg !77
  %cmp8 = icmp ne ptr addrspace(1) %opaque, null, !dbg !81
  %conv9 = zext i1 %cmp8 to i32, !dbg !81
  %1 = extractelement <2 x float> %bias, i64 1, !dbg !82
  %conv11 = fptosi float %1 to i32, !dbg !83
  %add = add i32 %conv11, %conv9, !dbg !84
  %add10 = add i32 %add, %acc.0.lcssa, !dbg !85
  %add12 = add i32 %add10, %conv7, !dbg !86
  %arrayidx13 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call, !dbg !87
  store volatile i32 %add12, ptr addrspace(1) %arrayidx13, align 4, !dbg !88, !tbaa !89
  ret void, !dbg !91

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %acc.022 = phi i32 [ 0, %for.body.lr.ph ], [ %cond.i, %for.body ]
  %i.021 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body ]
    #dbg_value(i32 %acc.022, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 %i.021, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !72)
  %idxprom = zext i32 %i.021 to i64, !dbg !92
  %arrayidx1 = getelementptr inbounds %struct.node, ptr addrspace(1) %nodes, i64 %idxprom, i32 2, i64 %rem, !dbg !92
  %2 = load float, ptr addrspace(1) %arrayidx1, align 4, !dbg !92, !tbaa !93
  %and = and i32 %i.021, 1, !dbg !95
  %idxprom2 = zext nneg i32 %and to i64, !dbg !96
  %arrayidx3 = getelementptr inbounds [2 x float], ptr addrspace(2) @scale, i64 0, i64 %idxprom2, !dbg !96
  %3 = load float, ptr addrspace(2) %arrayidx3, align 4, !dbg !96, !tbaa !93
  %mul = fmul float %2, %3, !dbg !97
  %conv = fptosi float %mul to i32, !dbg !98
    #dbg_value(i32 %conv, !57, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !99)
    #dbg_value(i32 %acc.022, !100, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !108)
    #dbg_value(i32 %conv, !105, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !108)
    #dbg_value(i32 %m, !106, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !108)
  %add.i = add nsw i32 %acc.022, %conv, !dbg !110
  %mul.i = mul nsw i32 %acc.022, %conv, !dbg !110
  %cond.i = select i1 %cmp.i, i32 %add.i, i32 %mul.i, !dbg !110
    #dbg_value(i32 %cond.i, !107, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !108)
    #dbg_value(i32 %cond.i, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !70)
  %inc = add nuw i32 %i.021, 1, !dbg !111
    #dbg_value(i32 %inc, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !72)
  %cmp = icmp ult i32 %inc, %n, !dbg !73
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !74, !llvm.loop !112
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !114 spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19}
!opencl.ocl.version = !{!20}
!opencl.spir.version = !{!20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "scale", scope: !2, file: !3, line: 4, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dbg.cl", directory: "/src", checksumkind: CSK_MD5, checksum: "30a68403c35c56eeb2c313982b2327d0")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "mode", file: !3, line: 3, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "MODE_ADD", value: 1)
!9 = !DIEnumerator(name: "MODE_MUL", value: 7)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!0}
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 64, elements: !15)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 2, i32 0}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "walk", scope: !3, file: !3, line: 9, type: !23, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25, !36, !38, !40, !41, !5}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 1)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "node_t", file: !3, line: 1, baseType: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 1, size: 256, elements: !28)
!28 = !{!29, !30, !32}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !27, file: !3, line: 1, baseType: !11, size: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !27, file: !3, line: 1, baseType: !31, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, dwarfAddressSpace: 4)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "weights", scope: !27, file: !3, line: 1, baseType: !33, size: 96, offset: 128)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 96, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 3)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, dwarfAddressSpace: 1)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, dwarfAddressSpace: 1)
!39 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !11)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "count_t", file: !3, line: 2, baseType: !6)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !42, line: 207, baseType: !43)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 64, flags: DIFlagVector, elements: !15)
!44 = !{!45, !46, !47, !48, !49, !50, !51, !54, !55, !57, !60}
!45 = !DILocalVariable(name: "nodes", arg: 1, scope: !22, file: !3, line: 9, type: !25)
!46 = !DILocalVariable(name: "opaque", arg: 2, scope: !22, file: !3, line: 9, type: !36)
!47 = !DILocalVariable(name: "out", arg: 3, scope: !22, file: !3, line: 9, type: !38)
!48 = !DILocalVariable(name: "n", arg: 4, scope: !22, file: !3, line: 10, type: !40)
!49 = !DILocalVariable(name: "bias", arg: 5, scope: !22, file: !3, line: 10, type: !41)
!50 = !DILocalVariable(name: "m", arg: 6, scope: !22, file: !3, line: 10, type: !5)
!51 = !DILocalVariable(name: "gid", scope: !22, file: !3, line: 11, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !42, line: 142, baseType: !53)
!53 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!54 = !DILocalVariable(name: "acc", scope: !22, file: !3, line: 12, type: !11)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 13, type: !40)
!56 = distinct !DILexicalBlock(scope: !22, file: !3, line: 13, column: 5)
!57 = !DILocalVariable(name: "w", scope: !58, file: !3, line: 14, type: !11)
!58 = distinct !DILexicalBlock(scope: !59, file: !3, line: 13, column: 37)
!59 = distinct !DILexicalBlock(scope: !56, file: !3, line: 13, column: 5)
!60 = !DILocalVariable(name: "tag", scope: !22, file: !3, line: 17, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 32, elements: !63)
!62 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!63 = !{!64}
!64 = !DISubrange(count: 4)
!65 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!66 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!67 = !{!"node_t*", !"void*", !"int*", !"count_t", !"float2", !"enum mode"}
!68 = !{!"struct node*", !"void*", !"int*", !"uint", !"float __attribute__((ext_vector_type(2)))", !"enum mode"}
!69 = !{!"", !"const", !"volatile", !"", !"", !""}
!70 = !DILocation(line: 0, scope: !22)
!71 = !DILocation(line: 11, column: 18, scope: !22)
!72 = !DILocation(line: 0, scope: !56)
!73 = !DILocation(line: 13, column: 27, scope: !59)
!74 = !DILocation(line: 13, column: 5, scope: !56)
!75 = !DILocation(line: 17, column: 10, scope: !22)
!76 = !DILocation(line: 18, column: 30, scope: !22)
!77 = !DILocation(line: 18, column: 22, scope: !22)
!78 = !{!79, !79, i64 0}
!79 = !{!"omnipotent char", !80, i64 0}
!80 = !{!"Simple C/C++ TBAA"}
!81 = !DILocation(line: 18, column: 45, scope: !22)
!82 = !DILocation(line: 18, column: 58, scope: !22)
!83 = !DILocation(line: 18, column: 53, scope: !22)
!84 = !DILocation(line: 18, column: 20, scope: !22)
!85 = !DILocation(line: 18, column: 35, scope: !22)
!86 = !DILocation(line: 18, column: 51, scope: !22)
!87 = !DILocation(line: 18, column: 5, scope: !22)
!88 = !DILocation(line: 18, column: 14, scope: !22)
!89 = !{!90, !90, i64 0}
!90 = !{!"int", !79, i64 0}
!91 = !DILocation(line: 19, column: 1, scope: !22)
!92 = !DILocation(line: 14, column: 23, scope: !58)
!93 = !{!94, !94, i64 0}
!94 = !{!"float", !79, i64 0}
!95 = !DILocation(line: 14, column: 59, scope: !58)
!96 = !DILocation(line: 14, column: 51, scope: !58)
!97 = !DILocation(line: 14, column: 49, scope: !58)
!98 = !DILocation(line: 14, column: 17, scope: !58)
!99 = !DILocation(line: 0, scope: !58)
!100 = !DILocalVariable(name: "a", arg: 1, scope: !101, file: !3, line: 5, type: !11)
!101 = distinct !DISubprogram(name: "combine", scope: !3, file: !3, line: 5, type: !102, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!102 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !103)
!103 = !{!11, !11, !11, !5}
!104 = !{!100, !105, !106, !107}
!105 = !DILocalVariable(name: "b", arg: 2, scope: !101, file: !3, line: 5, type: !11)
!106 = !DILocalVariable(name: "m", arg: 3, scope: !101, file: !3, line: 5, type: !5)
!107 = !DILocalVariable(name: "r", scope: !101, file: !3, line: 6, type: !11)
!108 = !DILocation(line: 0, scope: !101, inlinedAt: !109)
!109 = distinct !DILocation(line: 15, column: 15, scope: !58)
!110 = !DILocation(line: 6, column: 13, scope: !101, inlinedAt: !109)
!111 = !DILocation(line: 13, column: 32, scope: !59)
!112 = distinct !{!112, !74, !113}
!113 = !DILocation(line: 16, column: 5, scope: !56)
!114 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !115, file: !115, line: 6376, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c.h", directory: "", checksumkind: CSK_MD5, checksum: "20385da8ce702f52183c0233d2289469")
!116 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !117)
!117 = !{!52, !118}
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !42, line: 129, baseType: !6)
