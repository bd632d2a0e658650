; ModuleID = 'k.cl'
source_filename = "k.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.item_t = type { float, i32 }

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @accumulate(ptr addrspace(1) noundef align 4 %out, ptr addrspace(1) noundef align 4 %items, i32 noundef %count) #0 !dbg !9 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
entry:
  %out.addr = alloca ptr addrspace(1), align 8
  %items.addr = alloca ptr addrspace(1), align 8
  %count.addr = alloca i32, align 4
  %gid = alloca i32, align 4
  %acc = alloca float, align 4
  %i = alloca i32, align 4
  %it = alloca %struct.item_t, align 4
  %v = alloca <4 x float>, align 16
  %.compoundliteral = alloca <4 x float>, align 16
  store ptr addrspace(1) %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !28)
  store ptr addrspace(1) %items, ptr %items.addr, align 8
    #dbg_declare(ptr %items.addr, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  store i32 %count, ptr %count.addr, align 4
    #dbg_declare(ptr %count.addr, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_declare(ptr %gid, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !35
  %conv = trunc i64 %call to i32, !dbg !35
  store i32 %conv, ptr %gid, align 4, !dbg !34
    #dbg_declare(ptr %acc, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  store float 0.000000e+00, ptr %acc, align 4, !dbg !37
    #dbg_declare(ptr %i, !38, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  store i32 0, ptr %i, align 4, !dbg !40
  br label %for.cond, !dbg !41

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !42
  %1 = load i32, ptr %count.addr, align 4, !dbg !44
  %cmp = icmp slt i32 %0, %1, !dbg !45
  br i1 %cmp, label %for.body, label %for.end, !dbg !46

for.body:                                         ; preds = %for.cond
    #dbg_declare(ptr %it, !47, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !49)
  %2 = load ptr addrspace(1), ptr %items.addr, align 8, !dbg !50
  %3 = load i32, ptr %i, align 4, !dbg !51
  %idxprom = sext i32 %3 to i64, !dbg !50
  %arrayidx = getelementptr inbounds %struct.item_t, ptr addrspace(1) %2, i64 %idxprom, !dbg !50
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %it, ptr addrspace(1) align 4 %arrayidx, i64 8, i1 false), !dbg !50
  %4 = load float, ptr %acc, align 4, !dbg !52
  %x = getelementptr inbounds %struct.item_t, ptr %it, i32 0, i32 0, !dbg !53
  %5 = load float, ptr %x, align 4, !dbg !53
  %n = getelementptr inbounds %struct.item_t, ptr %it, i32 0, i32 1, !dbg !54
  %6 = load i32, ptr %n, align 4, !dbg !54
  %call2 = call spir_func float @blend(float noundef %4, float noundef %5, i32 noundef %6) #5, !dbg !55
  store float %call2, ptr %acc, align 4, !dbg !56
  br label %for.inc, !dbg !57

for.inc:                                          ; preds = %for.body
  %7 = load i32, ptr %i, align 4, !dbg !58
  %inc = add nsw i32 %7, 1, !dbg !58
  store i32 %inc, ptr %i, align 4, !dbg !58
  br label %for.cond, !dbg !59, !llvm.loop !60

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %v, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !68)
  %8 = load float, ptr %acc, align 4, !dbg !69
  %vecinit = insertelement <4 x float> poison, float %8, i32 0, !dbg !70
  %vecinit3 = insertelement <4 x float> %vecinit, float 1.000000e+00, i32 1, !dbg !70
  %vecinit4 = insertelement <4 x float> %vecinit3, float 2.000000e+00, i32 2, !dbg !70
  %vecinit5 = insertelement <4 x float> %vecinit4, float 3.000000e+00, i32 3, !dbg !70
  store <4 x float> %vecinit5, ptr %.compoundliteral, align 16, !dbg !71
  %9 = load <4 x float>, ptr %.compoundliteral, align 16, !dbg !71
  store <4 x float> %9, ptr %v, align 16, !dbg !68
  %10 = load float, ptr %acc, align 4, !dbg !72
  %11 = load <4 x float>, ptr %v, align 16, !dbg !73
  %12 = extractelement <4 x float> %11, i64 1, !dbg !73
  %add = fadd float %10, %12, !dbg !74
  %13 = load ptr addrspace(1), ptr %out.addr, align 8, !dbg !75
  %14 = load i32, ptr %gid, align 4, !dbg !76
  %idxprom6 = sext i32 %14 to i64, !dbg !75
  %arrayidx7 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %idxprom6, !dbg !75
  store float %add, ptr addrspace(1) %arrayidx7, align 4, !dbg !77
  ret void, !dbg !78
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @blend(float noundef %a, float noundef %b, i32 noundef %w) #3 !dbg !79 {
entry:
  %a.addr = alloca float, align 4
  %b.addr = alloca float, align 4
  %w.addr = alloca i32, align 4
  %t = alloca float, align 4
  store float %a, ptr %a.addr, align 4
    #dbg_declare(ptr %a.addr, !82, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !83)
  store float %b, ptr %b.addr, align 4
    #dbg_declare(ptr %b.addr, !84, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !85)
  store i32 %w, ptr %w.addr, align 4
    #dbg_declare(ptr %w.addr, !86, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !87)
    #dbg_declare(ptr %t, !88, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !89)
  %0 = load float, ptr %a.addr, align 4, !dbg !90
  %1 = load i32, ptr %w.addr, align 4, !dbg !91
  %conv = sitofp i32 %1 to float, !dbg !92
  %mul = fmul float %0, %conv, !dbg !93
  store float %mul, ptr %t, align 4, !dbg !89
  %2 = load float, ptr %t, align 4, !dbg !94
  %3 = load float, ptr %b.addr, align 4, !dbg !95
  %add = fadd float %2, %3, !dbg !96
  ret float %add, !dbg !97
}

attributes #0 = { convergent noinline norecurse nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent noinline norecurse nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6}
!opencl.ocl.version = !{!7}
!opencl.spir.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: "/src")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "accumulate", scope: !10, file: !10, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!10 = !DIFile(filename: "k.cl", directory: "/src")
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !21}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64, dwarfAddressSpace: 1)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "item_t", file: !10, line: 1, baseType: !17)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !10, line: 1, size: 64, elements: !18)
!18 = !{!19, !20}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !17, file: !10, line: 1, baseType: !3, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !17, file: !10, line: 1, baseType: !21, size: 32, offset: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{}
!23 = !{i32 1, i32 1, i32 0}
!24 = !{!"none", !"none", !"none"}
!25 = !{!"float*", !"item_t*", !"int"}
!26 = !{!"", !"const", !""}
!27 = !DILocalVariable(name: "out", arg: 1, scope: !9, file: !10, line: 8, type: !13)
!28 = !DILocation(line: 8, column: 42, scope: !9)
!29 = !DILocalVariable(name: "items", arg: 2, scope: !9, file: !10, line: 8, type: !14)
!30 = !DILocation(line: 8, column: 70, scope: !9)
!31 = !DILocalVariable(name: "count", arg: 3, scope: !9, file: !10, line: 8, type: !21)
!32 = !DILocation(line: 8, column: 81, scope: !9)
!33 = !DILocalVariable(name: "gid", scope: !9, file: !10, line: 9, type: !21)
!34 = !DILocation(line: 9, column: 7, scope: !9)
!35 = !DILocation(line: 9, column: 13, scope: !9)
!36 = !DILocalVariable(name: "acc", scope: !9, file: !10, line: 10, type: !3)
!37 = !DILocation(line: 10, column: 9, scope: !9)
!38 = !DILocalVariable(name: "i", scope: !39, file: !10, line: 11, type: !21)
!39 = distinct !DILexicalBlock(scope: !9, file: !10, line: 11, column: 3)
!40 = !DILocation(line: 11, column: 12, scope: !39)
!41 = !DILocation(line: 11, column: 8, scope: !39)
!42 = !DILocation(line: 11, column: 19, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !10, line: 11, column: 3)
!44 = !DILocation(line: 11, column: 23, scope: !43)
!45 = !DILocation(line: 11, column: 21, scope: !43)
!46 = !DILocation(line: 11, column: 3, scope: !39)
!47 = !DILocalVariable(name: "it", scope: !48, file: !10, line: 12, type: !16)
!48 = distinct !DILexicalBlock(scope: !43, file: !10, line: 11, column: 35)
!49 = !DILocation(line: 12, column: 12, scope: !48)
!50 = !DILocation(line: 12, column: 17, scope: !48)
!51 = !DILocation(line: 12, column: 23, scope: !48)
!52 = !DILocation(line: 13, column: 17, scope: !48)
!53 = !DILocation(line: 13, column: 25, scope: !48)
!54 = !DILocation(line: 13, column: 31, scope: !48)
!55 = !DILocation(line: 13, column: 11, scope: !48)
!56 = !DILocation(line: 13, column: 9, scope: !48)
!57 = !DILocation(line: 14, column: 3, scope: !48)
!58 = !DILocation(line: 11, column: 30, scope: !43)
!59 = !DILocation(line: 11, column: 3, scope: !43)
!60 = distinct !{!60, !46, !61}
!61 = !DILocation(line: 14, column: 3, scope: !39)
!62 = !DILocalVariable(name: "v", scope: !9, file: !10, line: 15, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !64, line: 209, baseType: !65)
!64 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "")
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 4)
!68 = !DILocation(line: 15, column: 10, scope: !9)
!69 = !DILocation(line: 15, column: 23, scope: !9)
!70 = !DILocation(line: 15, column: 22, scope: !9)
!71 = !DILocation(line: 15, column: 14, scope: !9)
!72 = !DILocation(line: 16, column: 14, scope: !9)
!73 = !DILocation(line: 16, column: 20, scope: !9)
!74 = !DILocation(line: 16, column: 18, scope: !9)
!75 = !DILocation(line: 16, column: 3, scope: !9)
!76 = !DILocation(line: 16, column: 7, scope: !9)
!77 = !DILocation(line: 16, column: 12, scope: !9)
!78 = !DILocation(line: 17, column: 1, scope: !9)
!79 = distinct !DISubprogram(name: "blend", scope: !10, file: !10, line: 3, type: !80, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!80 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !81)
!81 = !{!3, !3, !3, !21}
!82 = !DILocalVariable(name: "a", arg: 1, scope: !79, file: !10, line: 3, type: !3)
!83 = !DILocation(line: 3, column: 26, scope: !79)
!84 = !DILocalVariable(name: "b", arg: 2, scope: !79, file: !10, line: 3, type: !3)
!85 = !DILocation(line: 3, column: 35, scope: !79)
!86 = !DILocalVariable(name: "w", arg: 3, scope: !79, file: !10, line: 3, type: !21)
!87 = !DILocation(line: 3, column: 42, scope: !79)
!88 = !DILocalVariable(name: "t", scope: !79, file: !10, line: 4, type: !3)
!89 = !DILocation(line: 4, column: 9, scope: !79)
!90 = !DILocation(line: 4, column: 13, scope: !79)
!91 = !DILocation(line: 4, column: 24, scope: !79)
!92 = !DILocation(line: 4, column: 17, scope: !79)
!93 = !DILocation(line: 4, column: 15, scope: !79)
!94 = !DILocation(line: 5, column: 10, scope: !79)
!95 = !DILocation(line: 5, column: 14, scope: !79)
!96 = !DILocation(line: 5, column: 12, scope: !79)
!97 = !DILocation(line: 5, column: 3, scope: !79)
