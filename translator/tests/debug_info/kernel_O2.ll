; ModuleID = 'k.cl'
source_filename = "k.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.item_t = type { float, i32 }

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @accumulate(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %items, i32 noundef %count) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
entry:
    #dbg_value(ptr addrspace(1) %out, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(ptr addrspace(1) %items, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(i32 %count, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !44
    #dbg_value(i64 %call, !26, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !43)
    #dbg_value(float 0.000000e+00, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(i32 0, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %cmp12 = icmp sgt i32 %count, 0, !dbg !46
  br i1 %cmp12, label %for.body, label %for.cond.cleanup, !dbg !47

for.cond.cleanup.loopexit:                        ; preds = %for.body
  %0 = fadd float %add.i, 1.000000e+00, !dbg !48
  br label %for.cond.cleanup, !dbg !48

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %entry
  %acc.0.lcssa = phi float [ 1.000000e+00, %entry ], [ %0, %for.cond.cleanup.loopexit ], !dbg !43
    #dbg_value(i64 %call, !26, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_lit0, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !43)
    #dbg_value(<4 x float> poison, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %1 = shl i64 %call, 32, !dbg !49
  %2 = ashr exact i64 %1, 30, !dbg !49
  %arrayidx7 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %2, !dbg !49
  store float %acc.0.lcssa, ptr addrspace(1) %arrayidx7, align 4, !dbg !50, !tbaa !51
  ret void, !dbg !55

for.body:                                         ; preds = %entry, %for.body
  %acc.014 = phi float [ %add.i, %for.body ], [ 0.000000e+00, %entry ]
  %i.013 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
    #dbg_value(float %acc.014, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(i32 %i.013, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %idxprom = zext nneg i32 %i.013 to i64, !dbg !56
  %arrayidx = getelementptr inbounds %struct.item_t, ptr addrspace(1) %items, i64 %idxprom, !dbg !56
  %it.sroa.0.0.copyload = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !56, !tbaa !51
  %it.sroa.4.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr addrspace(1) %arrayidx, i64 4, !dbg !56
  %it.sroa.4.0.copyload = load i32, ptr addrspace(1) %it.sroa.4.0.arrayidx.sroa_idx, align 4, !dbg !56, !tbaa !57
    #dbg_value(float %acc.014, !59, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
    #dbg_value(float %it.sroa.0.0.copyload, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
    #dbg_value(i32 %it.sroa.4.0.copyload, !65, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %conv.i = sitofp i32 %it.sroa.4.0.copyload to float, !dbg !69
  %mul.i = fmul float %acc.014, %conv.i, !dbg !70
    #dbg_value(float %mul.i, !66, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !67)
  %add.i = fadd float %it.sroa.0.0.copyload, %mul.i, !dbg !71
    #dbg_value(float %add.i, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %inc = add nuw nsw i32 %i.013, 1, !dbg !72
    #dbg_value(i32 %inc, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %cmp = icmp slt i32 %inc, %count, !dbg !46
  br i1 %cmp, label %for.body, label %for.cond.cleanup.loopexit, !dbg !47, !llvm.loop !73
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6}
!opencl.ocl.version = !{!7}
!opencl.spir.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: "/src")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "accumulate", scope: !10, file: !10, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
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
!22 = !{!23, !24, !25, !26, !27, !28, !30, !33}
!23 = !DILocalVariable(name: "out", arg: 1, scope: !9, file: !10, line: 8, type: !13)
!24 = !DILocalVariable(name: "items", arg: 2, scope: !9, file: !10, line: 8, type: !14)
!25 = !DILocalVariable(name: "count", arg: 3, scope: !9, file: !10, line: 8, type: !21)
!26 = !DILocalVariable(name: "gid", scope: !9, file: !10, line: 9, type: !21)
!27 = !DILocalVariable(name: "acc", scope: !9, file: !10, line: 10, type: !3)
!28 = !DILocalVariable(name: "i", scope: !29, file: !10, line: 11, type: !21)
!29 = distinct !DILexicalBlock(scope: !9, file: !10, line: 11, column: 3)
!30 = !DILocalVariable(name: "it", scope: !31, file: !10, line: 12, type: !16)
!31 = distinct !DILexicalBlock(scope: !32, file: !10, line: 11, column: 35)
!32 = distinct !DILexicalBlock(scope: !29, file: !10, line: 11, column: 3)
!33 = !DILocalVariable(name: "v", scope: !9, file: !10, line: 15, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !35, line: 209, baseType: !36)
!35 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "")
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, flags: DIFlagVector, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 4)
!39 = !{i32 1, i32 1, i32 0}
!40 = !{!"none", !"none", !"none"}
!41 = !{!"float*", !"item_t*", !"int"}
!42 = !{!"", !"const", !""}
!43 = !DILocation(line: 0, scope: !9)
!44 = !DILocation(line: 9, column: 13, scope: !9)
!45 = !DILocation(line: 0, scope: !29)
!46 = !DILocation(line: 11, column: 21, scope: !32)
!47 = !DILocation(line: 11, column: 3, scope: !29)
!48 = !DILocation(line: 16, column: 18, scope: !9)
!49 = !DILocation(line: 16, column: 3, scope: !9)
!50 = !DILocation(line: 16, column: 12, scope: !9)
!51 = !{!52, !52, i64 0}
!52 = !{!"float", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 17, column: 1, scope: !9)
!56 = !DILocation(line: 12, column: 17, scope: !31)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !53, i64 0}
!59 = !DILocalVariable(name: "a", arg: 1, scope: !60, file: !10, line: 3, type: !3)
!60 = distinct !DISubprogram(name: "blend", scope: !10, file: !10, line: 3, type: !61, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !63)
!61 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !62)
!62 = !{!3, !3, !3, !21}
!63 = !{!59, !64, !65, !66}
!64 = !DILocalVariable(name: "b", arg: 2, scope: !60, file: !10, line: 3, type: !3)
!65 = !DILocalVariable(name: "w", arg: 3, scope: !60, file: !10, line: 3, type: !21)
!66 = !DILocalVariable(name: "t", scope: !60, file: !10, line: 4, type: !3)
!67 = !DILocation(line: 0, scope: !60, inlinedAt: !68)
!68 = distinct !DILocation(line: 13, column: 11, scope: !31)
!69 = !DILocation(line: 4, column: 17, scope: !60, inlinedAt: !68)
!70 = !DILocation(line: 4, column: 15, scope: !60, inlinedAt: !68)
!71 = !DILocation(line: 5, column: 12, scope: !60, inlinedAt: !68)
!72 = !DILocation(line: 11, column: 30, scope: !32)
!73 = distinct !{!73, !47, !74}
!74 = !DILocation(line: 14, column: 3, scope: !29)
