; A -g OpenCL C kernel (struct with a self pointer, typedefs, enum, void pointer, volatile,
; vector, constant array, loop, inlined helper) at -O0: OpenCL.DebugInfo.100 (the default).
; ModuleID = 'dbg.cl'
source_filename = "dbg.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.node = type { i32, ptr addrspace(4), [3 x float] }

@scale = addrspace(2) constant [2 x float] [float 5.000000e-01, float 2.000000e+00], align 4, !dbg !0
@__const.walk.tag = private unnamed_addr addrspace(2) constant [4 x i8] c"abc\00", align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @walk(ptr addrspace(1) noundef align 8 %nodes, ptr addrspace(1) noundef %opaque, ptr addrspace(1) noundef align 4 %out, i32 noundef %n, <2 x float> noundef %bias, i32 noundef %m) #0 !dbg !22 !kernel_arg_addr_space !45 !kernel_arg_access_qual !46 !kernel_arg_type !47 !kernel_arg_base_type !48 !kernel_arg_type_qual !49 {
entry:
  %nodes.addr = alloca ptr addrspace(1), align 8
  %opaque.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %n.addr = alloca i32, align 4
  %bias.addr = alloca <2 x float>, align 8
  %m.addr = alloca i32, align 4
  %gid = alloca i64, align 8
  %acc = alloca i32, align 4
  %i = alloca i32, align 4
  %w = alloca i32, align 4
  %tag = alloca [4 x i8], align 1
  store ptr addrspace(1) %nodes, ptr %nodes.addr, align 8
    #dbg_declare(ptr %nodes.addr, !50, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  store ptr addrspace(1) %opaque, ptr %opaque.addr, align 8
    #dbg_declare(ptr %opaque.addr, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !53)
  store ptr addrspace(1) %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !54, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !55)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !56, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !57)
  store <2 x float> %bias, ptr %bias.addr, align 8
    #dbg_declare(ptr %bias.addr, !58, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !59)
  store i32 %m, ptr %m.addr, align 4
    #dbg_declare(ptr %m.addr, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
    #dbg_declare(ptr %gid, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !66
  store i64 %call, ptr %gid, align 8, !dbg !65
    #dbg_declare(ptr %acc, !67, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  store i32 0, ptr %acc, align 4, !dbg !68
    #dbg_declare(ptr %i, !69, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !71)
  store i32 0, ptr %i, align 4, !dbg !71
  br label %for.cond, !dbg !72

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !73
  %1 = load i32, ptr %n.addr, align 4, !dbg !75
  %cmp = icmp ult i32 %0, %1, !dbg !76
  br i1 %cmp, label %for.body, label %for.end, !dbg !77

for.body:                                         ; preds = %for.cond
    #dbg_declare(ptr %w, !78, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !80)
  %2 = load ptr addrspace(1), ptr %nodes.addr, align 8, !dbg !81
  %3 = load i32, ptr %i, align 4, !dbg !82
  %idxprom = zext i32 %3 to i64, !dbg !81
  %arrayidx = getelementptr inbounds %struct.node, ptr addrspace(1) %2, i64 %idxprom, !dbg !81
  %weights = getelementptr inbounds %struct.node, ptr addrspace(1) %arrayidx, i32 0, i32 2, !dbg !83
  %4 = load i64, ptr %gid, align 8, !dbg !84
  %rem = urem i64 %4, 3, !dbg !85
  %arrayidx1 = getelementptr inbounds [3 x float], ptr addrspace(1) %weights, i64 0, i64 %rem, !dbg !81
  %5 = load float, ptr addrspace(1) %arrayidx1, align 4, !dbg !81
  %6 = load i32, ptr %i, align 4, !dbg !86
  %and = and i32 %6, 1, !dbg !87
  %idxprom2 = zext i32 %and to i64, !dbg !88
  %arrayidx3 = getelementptr inbounds [2 x float], ptr addrspace(2) @scale, i64 0, i64 %idxprom2, !dbg !88
  %7 = load float, ptr addrspace(2) %arrayidx3, align 4, !dbg !88
  %mul = fmul float %5, %7, !dbg !89
  %conv = fptosi float %mul to i32, !dbg !90
  store i32 %conv, ptr %w, align 4, !dbg !80
  %8 = load i32, ptr %acc, align 4, !dbg !91
  %9 = load i32, ptr %w, align 4, !dbg !92
  %10 = load i32, ptr %m.addr, align 4, !dbg !93
  %call4 = call spir_func i32 @combine(i32 noundef %8, i32 noundef %9, i32 noundef %10) #5, !dbg !94
  store i32 %call4, ptr %acc, align 4, !dbg !95
  br label %for.inc, !dbg !96

for.inc:                                          ; preds = %for.body
  %11 = load i32, ptr %i, align 4, !dbg !97
  %inc = add i32 %11, 1, !dbg !97
  store i32 %inc, ptr %i, align 4, !dbg !97
  br label %for.cond, !dbg !98, !llvm.loop !99

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %tag, !101, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !106)
  call void @llvm.memcpy.p0.p2.i64(ptr align 1 %tag, ptr addrspace(2) align 1 @__const.walk.tag, i64 4, i1 false), !dbg !106
  %12 = load i32, ptr %acc, align 4, !dbg !107
  %13 = load i64, ptr %gid, align 8, !dbg !108
  %and5 = and i64 %13, 3, !dbg !109
  %arrayidx6 = getelementptr inbounds [4 x i8], ptr %tag, i64 0, i64 %and5, !dbg !110
  %14 = load i8, ptr %arrayidx6, align 1, !dbg !110
  %conv7 = sext i8 %14 to i32, !dbg !110
  %add = add nsw i32 %12, %conv7, !dbg !111
  %15 = load ptr addrspace(1), ptr %opaque.addr, align 8, !dbg !112
  %cmp8 = icmp ne ptr addrspace(1) %15, null, !dbg !113
  %conv9 = zext i1 %cmp8 to i32, !dbg !113
  %add10 = add nsw i32 %add, %conv9, !dbg !114
  %16 = load <2 x float>, ptr %bias.addr, align 8, !dbg !115
  %17 = extractelement <2 x float> %16, i64 1, !dbg !115
  %conv11 = fptosi float %17 to i32, !dbg !116
  %add12 = add nsw i32 %add10, %conv11, !dbg !117
  %18 = load ptr addrspace(1), ptr %out.addr, align 8, !dbg !118
  %19 = load i64, ptr %gid, align 8, !dbg !119
  %arrayidx13 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %19, !dbg !118
  store volatile i32 %add12, ptr addrspace(1) %arrayidx13, align 4, !dbg !120
  ret void, !dbg !121
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @combine(i32 noundef %a, i32 noundef %b, i32 noundef %m) #2 !dbg !122 {
entry:
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  %m.addr = alloca i32, align 4
  %r = alloca i32, align 4
  store i32 %a, ptr %a.addr, align 4
    #dbg_declare(ptr %a.addr, !125, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !126)
  store i32 %b, ptr %b.addr, align 4
    #dbg_declare(ptr %b.addr, !127, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !128)
  store i32 %m, ptr %m.addr, align 4
    #dbg_declare(ptr %m.addr, !129, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !130)
    #dbg_declare(ptr %r, !131, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !132)
  %0 = load i32, ptr %m.addr, align 4, !dbg !133
  %cmp = icmp eq i32 %0, 1, !dbg !134
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !133

cond.true:                                        ; preds = %entry
  %1 = load i32, ptr %a.addr, align 4, !dbg !135
  %2 = load i32, ptr %b.addr, align 4, !dbg !136
  %add = add nsw i32 %1, %2, !dbg !137
  br label %cond.end, !dbg !133

cond.false:                                       ; preds = %entry
  %3 = load i32, ptr %a.addr, align 4, !dbg !138
  %4 = load i32, ptr %b.addr, align 4, !dbg !139
  %mul = mul nsw i32 %3, %4, !dbg !140
  br label %cond.end, !dbg !133

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %add, %cond.true ], [ %mul, %cond.false ], !dbg !133
  store i32 %cond, ptr %r, align 4, !dbg !132
  %5 = load i32, ptr %r, align 4, !dbg !141
  ret i32 %5, !dbg !142
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19}
!opencl.ocl.version = !{!20}
!opencl.spir.version = !{!20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "scale", scope: !2, file: !3, line: 4, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
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
!22 = distinct !DISubprogram(name: "walk", scope: !3, file: !3, line: 9, type: !23, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !44)
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
!44 = !{}
!45 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!46 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!47 = !{!"node_t*", !"void*", !"int*", !"count_t", !"float2", !"enum mode"}
!48 = !{!"struct node*", !"void*", !"int*", !"uint", !"float __attribute__((ext_vector_type(2)))", !"enum mode"}
!49 = !{!"", !"const", !"volatile", !"", !"", !""}
!50 = !DILocalVariable(name: "nodes", arg: 1, scope: !22, file: !3, line: 9, type: !25)
!51 = !DILocation(line: 9, column: 37, scope: !22)
!52 = !DILocalVariable(name: "opaque", arg: 2, scope: !22, file: !3, line: 9, type: !36)
!53 = !DILocation(line: 9, column: 65, scope: !22)
!54 = !DILocalVariable(name: "out", arg: 3, scope: !22, file: !3, line: 9, type: !38)
!55 = !DILocation(line: 9, column: 96, scope: !22)
!56 = !DILocalVariable(name: "n", arg: 4, scope: !22, file: !3, line: 10, type: !40)
!57 = !DILocation(line: 10, column: 28, scope: !22)
!58 = !DILocalVariable(name: "bias", arg: 5, scope: !22, file: !3, line: 10, type: !41)
!59 = !DILocation(line: 10, column: 38, scope: !22)
!60 = !DILocalVariable(name: "m", arg: 6, scope: !22, file: !3, line: 10, type: !5)
!61 = !DILocation(line: 10, column: 54, scope: !22)
!62 = !DILocalVariable(name: "gid", scope: !22, file: !3, line: 11, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !42, line: 142, baseType: !64)
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DILocation(line: 11, column: 12, scope: !22)
!66 = !DILocation(line: 11, column: 18, scope: !22)
!67 = !DILocalVariable(name: "acc", scope: !22, file: !3, line: 12, type: !11)
!68 = !DILocation(line: 12, column: 9, scope: !22)
!69 = !DILocalVariable(name: "i", scope: !70, file: !3, line: 13, type: !40)
!70 = distinct !DILexicalBlock(scope: !22, file: !3, line: 13, column: 5)
!71 = !DILocation(line: 13, column: 18, scope: !70)
!72 = !DILocation(line: 13, column: 10, scope: !70)
!73 = !DILocation(line: 13, column: 25, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !3, line: 13, column: 5)
!75 = !DILocation(line: 13, column: 29, scope: !74)
!76 = !DILocation(line: 13, column: 27, scope: !74)
!77 = !DILocation(line: 13, column: 5, scope: !70)
!78 = !DILocalVariable(name: "w", scope: !79, file: !3, line: 14, type: !11)
!79 = distinct !DILexicalBlock(scope: !74, file: !3, line: 13, column: 37)
!80 = !DILocation(line: 14, column: 13, scope: !79)
!81 = !DILocation(line: 14, column: 23, scope: !79)
!82 = !DILocation(line: 14, column: 29, scope: !79)
!83 = !DILocation(line: 14, column: 32, scope: !79)
!84 = !DILocation(line: 14, column: 40, scope: !79)
!85 = !DILocation(line: 14, column: 44, scope: !79)
!86 = !DILocation(line: 14, column: 57, scope: !79)
!87 = !DILocation(line: 14, column: 59, scope: !79)
!88 = !DILocation(line: 14, column: 51, scope: !79)
!89 = !DILocation(line: 14, column: 49, scope: !79)
!90 = !DILocation(line: 14, column: 17, scope: !79)
!91 = !DILocation(line: 15, column: 23, scope: !79)
!92 = !DILocation(line: 15, column: 28, scope: !79)
!93 = !DILocation(line: 15, column: 31, scope: !79)
!94 = !DILocation(line: 15, column: 15, scope: !79)
!95 = !DILocation(line: 15, column: 13, scope: !79)
!96 = !DILocation(line: 16, column: 5, scope: !79)
!97 = !DILocation(line: 13, column: 32, scope: !74)
!98 = !DILocation(line: 13, column: 5, scope: !74)
!99 = distinct !{!99, !77, !100}
!100 = !DILocation(line: 16, column: 5, scope: !70)
!101 = !DILocalVariable(name: "tag", scope: !22, file: !3, line: 17, type: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 32, elements: !104)
!103 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!104 = !{!105}
!105 = !DISubrange(count: 4)
!106 = !DILocation(line: 17, column: 10, scope: !22)
!107 = !DILocation(line: 18, column: 16, scope: !22)
!108 = !DILocation(line: 18, column: 26, scope: !22)
!109 = !DILocation(line: 18, column: 30, scope: !22)
!110 = !DILocation(line: 18, column: 22, scope: !22)
!111 = !DILocation(line: 18, column: 20, scope: !22)
!112 = !DILocation(line: 18, column: 38, scope: !22)
!113 = !DILocation(line: 18, column: 45, scope: !22)
!114 = !DILocation(line: 18, column: 35, scope: !22)
!115 = !DILocation(line: 18, column: 58, scope: !22)
!116 = !DILocation(line: 18, column: 53, scope: !22)
!117 = !DILocation(line: 18, column: 51, scope: !22)
!118 = !DILocation(line: 18, column: 5, scope: !22)
!119 = !DILocation(line: 18, column: 9, scope: !22)
!120 = !DILocation(line: 18, column: 14, scope: !22)
!121 = !DILocation(line: 19, column: 1, scope: !22)
!122 = distinct !DISubprogram(name: "combine", scope: !3, file: !3, line: 5, type: !123, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !44)
!123 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !124)
!124 = !{!11, !11, !11, !5}
!125 = !DILocalVariable(name: "a", arg: 1, scope: !122, file: !3, line: 5, type: !11)
!126 = !DILocation(line: 5, column: 24, scope: !122)
!127 = !DILocalVariable(name: "b", arg: 2, scope: !122, file: !3, line: 5, type: !11)
!128 = !DILocation(line: 5, column: 31, scope: !122)
!129 = !DILocalVariable(name: "m", arg: 3, scope: !122, file: !3, line: 5, type: !5)
!130 = !DILocation(line: 5, column: 44, scope: !122)
!131 = !DILocalVariable(name: "r", scope: !122, file: !3, line: 6, type: !11)
!132 = !DILocation(line: 6, column: 9, scope: !122)
!133 = !DILocation(line: 6, column: 13, scope: !122)
!134 = !DILocation(line: 6, column: 15, scope: !122)
!135 = !DILocation(line: 6, column: 29, scope: !122)
!136 = !DILocation(line: 6, column: 33, scope: !122)
!137 = !DILocation(line: 6, column: 31, scope: !122)
!138 = !DILocation(line: 6, column: 37, scope: !122)
!139 = !DILocation(line: 6, column: 41, scope: !122)
!140 = !DILocation(line: 6, column: 39, scope: !122)
!141 = !DILocation(line: 7, column: 12, scope: !122)
!142 = !DILocation(line: 7, column: 5, scope: !122)
