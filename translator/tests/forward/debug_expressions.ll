; Debug records whose DWARF expressions use the operations LLVM emits: fragments,
; plus_uconst, stack_value, deref, constu, consts and LLVM_convert. OpenCL.DebugInfo.100
; has no LLVM_convert or consts: those two records are dropped with a warning, the others
; are kept (the .200 variant keeps all, see debug_expressions_200.ll).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i64 %pair, i32 %x) !dbg !10 {
entry:
  %slot = alloca i32, align 4
  #dbg_declare(ptr %slot, !20, !DIExpression(), !30)
  #dbg_value(i64 %pair, !21, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !30)
  #dbg_value(i32 %x, !21, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !30)
  #dbg_value(ptr addrspace(1) %out, !22, !DIExpression(DW_OP_deref), !30)
  #dbg_value(i32 %x, !23, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !30)
  #dbg_value(i32 %x, !23, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !30)
  #dbg_value(i32 %x, !20, !DIExpression(DW_OP_consts, 18446744073709551615, DW_OP_plus, DW_OP_stack_value), !30)
  store i32 %x, ptr %slot, align 4, !dbg !31
  %v = load i32, ptr %slot, align 4, !dbg !32
  store i32 %v, ptr addrspace(1) %out, align 4, !dbg !32
  ret void, !dbg !33
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "expr.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !15, !16}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!14 = !{!20, !21, !22, !23}
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "slot", scope: !10, file: !1, line: 2, type: !16)
!21 = !DILocalVariable(name: "pair", arg: 2, scope: !10, file: !1, line: 1, type: !15)
!22 = !DILocalVariable(name: "out", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!23 = !DILocalVariable(name: "x", arg: 3, scope: !10, file: !1, line: 1, type: !16)
!30 = !DILocation(line: 2, column: 7, scope: !10)
!31 = !DILocation(line: 3, column: 9, scope: !10)
!32 = !DILocation(line: 4, column: 12, scope: !10)
!33 = !DILocation(line: 5, column: 1, scope: !10)
