//! Debug information layout and locations (issue 12), on small modules of ours: where the
//! module-scope debug instructions go and in which order they are made, which location
//! precedes a debug record, DebugLine's column range, NonSemantic.Shader.DebugInfo.200's
//! inlined-at column, pointers without an address space and array sizes. Each module is
//! translated forward in every debug instruction set, checked with `spirv-val`, translated
//! back, and the debug metadata of the result is compared with the input's.

use llvm_spirv::debug_info::DebugInfoSet;
use llvm_spirv::llvm_to_spirv;
use llvm_spirv::spirv_to_llvm::{translate, Options, OutputFormat};

#[allow(dead_code)]
#[path = "../../tests/src/spirv_tools.rs"]
mod spirv_tools;

const HEADER: &str = r#"target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
"#;

/// Forward in `set`, `spirv-val`, and back: the SPIR-V text and the reverse module's text.
fn round_trip(body: &str, set: DebugInfoSet) -> (String, String) {
    let ir = format!("{HEADER}{body}");
    let opts = llvm_to_spirv::Options { debug_info: set, ..Default::default() };
    let words = llvm_to_spirv::translate_bytes(ir.as_bytes(), "order.ll", &opts).expect("forward");
    let dir = tempfile::tempdir().unwrap();
    let spv = dir.path().join("m.spv");
    std::fs::write(&spv, words.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>()).unwrap();
    let st = spirv_tools::spirv_tool("spirv-val").arg(&spv).output().expect("spirv-val");
    assert!(st.status.success(), "{set:?}: spirv-val: {}", String::from_utf8_lossy(&st.stderr));
    let text = llvm_spirv_text::disassemble_friendly(&words).expect("disassembles");
    let back = translate(&words, &Options::default(), OutputFormat::Text).expect("reverse");
    (text, String::from_utf8(back).unwrap())
}

/// The metadata node `!N` of `ir` (its text after ` = `).
fn node<'a>(ir: &'a str, id: &str) -> &'a str {
    let prefix = format!("{id} = ");
    ir.lines().find_map(|l| l.strip_prefix(&prefix)).unwrap_or_else(|| panic!("no {id} in\n{ir}"))
}

/// The location (`!N`) a debug record line ends with.
fn record_location(line: &str) -> &str {
    line.trim_end().trim_end_matches(')').rsplit(", ").next().unwrap_or("")
}

/// A kernel whose value record has its own location (line 3, column 12, in a lexical block)
/// between two instructions of other lines, and a store inlined from `put` at a call site of
/// line 11, column 15.
const LOCATIONS: &str = r#"
define spir_kernel void @k(ptr addrspace(1) %p) !dbg !5 {
entry:
  %v = load i32, ptr addrspace(1) %p, align 4, !dbg !8
    #dbg_value(i32 %v, !9, !DIExpression(), !11)
  store i32 %v, ptr addrspace(1) %p, align 4, !dbg !20
  ret void, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "ours", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "loc.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !4)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 9, scope: !5)
!9 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 3, type: !12)
!10 = distinct !DILexicalBlock(scope: !5, file: !1, line: 3, column: 1)
!11 = !DILocation(line: 3, column: 12, scope: !10)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DILocation(line: 12, column: 1, scope: !5)
!14 = distinct !DISubprogram(name: "put", scope: !1, file: !1, line: 20, type: !6, scopeLine: 20, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !4)
!15 = distinct !DILocation(line: 11, column: 15, scope: !5)
!20 = !DILocation(line: 21, column: 7, scope: !14, inlinedAt: !15)
"#;

#[test]
fn a_record_has_its_own_location_and_nonsemantic_lines_cover_one_column() {
    for set in DebugInfoSet::ALL {
        let (spirv, ir) = round_trip(LOCATIONS, set);
        // The record's location comes back (not the load's, line 2).
        let rec = ir.lines().find(|l| l.trim_start().starts_with("#dbg_value(")).expect("a value record");
        let loc = node(&ir, record_location(rec));
        assert!(loc.starts_with("!DILocation(line: 3, column: 12, scope: "), "{set:?}: {loc}\n{ir}");
        // The line before the DebugValue is the record's.
        let lines: Vec<&str> = spirv.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
        let at = lines.iter().position(|l| l.contains("DebugValue")).expect("a DebugValue");
        if set.is_non_semantic() {
            // DebugLine Source, Line Start, Line End, Column Start, Column End: [12, 13).
            assert!(lines[at - 1].contains("DebugLine"), "{set:?}: {}", lines[at - 1]);
            assert!(lines[at - 1].ends_with("%uint_3 %uint_3 %uint_12 %uint_13"), "{set:?}: {}", lines[at - 1]);
            assert!(spirv.contains("%uint_2 %uint_2 %uint_9 %uint_10"), "{set:?}: the load's line\n{spirv}");
        } else {
            assert!(lines[at - 1].starts_with("OpLine ") && lines[at - 1].ends_with(" 3 12"), "{}", lines[at - 1]);
        }
        // The call site keeps its column in NonSemantic.Shader.DebugInfo.200 only (its
        // DebugInlinedAt has a Column operand).
        let site = ir.lines().find(|l| l.contains("= distinct !DILocation(line: 11")).expect("the call site");
        let column = site.contains("line: 11, column: 15, scope: ");
        assert_eq!(column, set == DebugInfoSet::ShaderDebugInfo200, "{set:?}: {site}");
        // The inlined store's own location keeps its column in every set.
        assert!(ir.contains("!DILocation(line: 21, column: 7, scope: "), "{set:?}:\n{ir}");
    }
}

/// A global variable and two functions, each with a lexical block, in the order `foo`,
/// `bar`; `bar`'s block is reached before `foo`'s subprogram is used by a body.
const ORDER: &str = r#"
@g = addrspace(1) global i32 0, align 4, !dbg !30

define spir_func void @foo() !dbg !5 {
entry:
  ret void, !dbg !8
}

define spir_func i32 @bar() !dbg !10 {
entry:
  %x = load i32, ptr addrspace(1) @g, align 4, !dbg !11
  ret i32 %x, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "ours", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !29)
!1 = !DIFile(filename: "order.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "foo", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !9)
!9 = distinct !DILexicalBlock(scope: !5, file: !1, line: 1, column: 20)
!10 = distinct !DISubprogram(name: "bar", scope: !1, file: !1, line: 5, type: !12, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 6, column: 3, scope: !13)
!12 = !DISubroutineType(types: !14)
!13 = distinct !DILexicalBlock(scope: !10, file: !1, line: 5, column: 20)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !{!30}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 9, type: !15, isLocal: false, isDefinition: true)
"#;

#[test]
fn module_scope_debug_instructions_follow_the_globals_in_debug_info_finder_order() {
    for set in DebugInfoSet::ALL {
        let (spirv, ir) = round_trip(ORDER, set);
        let lines: Vec<&str> = spirv.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
        let first_function = lines.iter().position(|l| l.contains("= OpFunction ")).expect("a function");
        let first_debug = lines.iter().position(|l| l.contains(" DebugCompilationUnit ")).expect("a unit");
        let first_debug = lines[..first_debug].iter().rposition(|l| !l.contains("= OpExtInst ")).map_or(0, |i| i + 1);
        // Every type, constant and global variable precedes the debug instructions, which
        // run up to the first function.
        for l in &lines[first_debug..first_function] {
            assert!(l.contains("= OpExtInst "), "{set:?}: {l} among the debug instructions\n{spirv}");
        }
        assert!(lines[..first_debug].iter().any(|l| l.contains("OpVariable")), "{set:?}:\n{spirv}");
        // Types, then subprograms (module order), then the other scopes (lexical blocks),
        // then the global variable.
        let index = |what: &str| {
            lines[first_debug..first_function]
                .iter()
                .position(|l| l.contains(what))
                .unwrap_or_else(|| panic!("{set:?}: no {what}\n{spirv}"))
        };
        let functions: Vec<usize> = lines[first_debug..first_function]
            .iter()
            .enumerate()
            .filter(|(_, l)| l.contains(" DebugFunction "))
            .map(|(i, _)| i)
            .collect();
        let blocks: Vec<usize> = lines[first_debug..first_function]
            .iter()
            .enumerate()
            .filter(|(_, l)| l.contains(" DebugLexicalBlock "))
            .map(|(i, _)| i)
            .collect();
        assert_eq!((functions.len(), blocks.len()), (2, 2), "{set:?}:\n{spirv}");
        assert!(index(" DebugTypeBasic ") < functions[0], "{set:?}:\n{spirv}");
        assert!(functions[1] < blocks[0], "{set:?}: subprograms before blocks\n{spirv}");
        assert!(blocks[1] < index(" DebugGlobalVariable "), "{set:?}:\n{spirv}");
        // And the module comes back whole.
        assert!(ir.contains("distinct !DISubprogram(name: \"foo\""), "{set:?}:\n{ir}");
        assert!(ir.contains("distinct !DISubprogram(name: \"bar\""), "{set:?}:\n{ir}");
        assert_eq!(ir.matches("distinct !DILexicalBlock(").count(), 2, "{set:?}:\n{ir}");
        assert!(ir.contains("!DIGlobalVariable(name: \"g\""), "{set:?}:\n{ir}");
    }
}

/// A sampler initializer call (an `OpConstantSampler`, nothing in the body) at line 7, then
/// a value record at line 8 naming it.
const SAMPLER: &str = r#"
define spir_func void @s() !dbg !5 {
entry:
  %0 = call ptr addrspace(2) @__translate_sampler_initializer(i32 20), !dbg !8
    #dbg_value(ptr addrspace(2) %0, !9, !DIExpression(), !10)
  ret void, !dbg !11
}

declare ptr addrspace(2) @__translate_sampler_initializer(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "ours", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "sampler.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{}
!5 = distinct !DISubprogram(name: "s", scope: !1, file: !1, line: 6, type: !6, scopeLine: 6, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !4)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 7, column: 3, scope: !5)
!9 = !DILocalVariable(name: "smp", scope: !5, file: !1, line: 7, type: !12)
!10 = !DILocation(line: 8, column: 0, scope: !5)
!11 = !DILocation(line: 9, column: 1, scope: !5)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
"#;

#[test]
fn an_instruction_translated_into_nothing_has_no_line() {
    let (spirv, ir) = round_trip(SAMPLER, DebugInfoSet::OpenClDebugInfo100);
    let lines: Vec<&str> = spirv.lines().map(str::trim).filter(|l| l.starts_with("OpLine ")).collect();
    assert_eq!(lines.len(), 2, "{spirv}");
    assert!(lines[0].ends_with(" 8 0") && lines[1].ends_with(" 9 1"), "{lines:?}");
    assert!(spirv.contains("OpConstantSampler"), "{spirv}");
    assert!(!ir.contains("!DILocation(line: 7"), "{ir}");
}

/// Two records whose expressions share their first operation, and pointers with and
/// without an address space.
const EXPRESSIONS: &str = r#"
define spir_kernel void @k(ptr addrspace(1) %p, ptr %q) !dbg !5 {
entry:
    #dbg_value(ptr addrspace(1) %p, !9, !DIExpression(DW_OP_deref), !8)
    #dbg_value(ptr addrspace(1) %p, !10, !DIExpression(DW_OP_deref, DW_OP_deref), !8)
    #dbg_value(ptr %q, !13, !DIExpression(DW_OP_deref), !8)
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "ours", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "expr.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !4)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = !DILocalVariable(name: "a", scope: !5, file: !1, line: 2, type: !11)
!10 = !DILocalVariable(name: "b", scope: !5, file: !1, line: 2, type: !11)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DILocalVariable(name: "c", scope: !5, file: !1, line: 2, type: !14)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
"#;

#[test]
fn each_expression_has_its_own_operations_and_pointers_keep_an_absent_address_space() {
    for set in DebugInfoSet::ALL {
        let (spirv, ir) = round_trip(EXPRESSIONS, set);
        // Two expressions (deref; deref, deref): three operations, none shared.
        assert_eq!(spirv.matches(" DebugExpression ").count(), 2, "{set:?}:\n{spirv}");
        assert_eq!(spirv.matches(" DebugOperation ").count(), 3, "{set:?}:\n{spirv}");
        let values: Vec<&str> = ir.lines().filter(|l| l.trim_start().starts_with("#dbg_value(")).collect();
        assert_eq!(values.len(), 3, "{set:?}:\n{ir}");
        assert!(values[1].contains("!DIExpression(DW_OP_deref, DW_OP_deref)"), "{set:?}: {values:?}");
        // The pointer with an address space keeps it; the one without comes back without
        // one in the NonSemantic sets (storage class all ones); OpenCL.DebugInfo.100 has no
        // such storage class and gives it the private one.
        assert!(ir.contains("tag: DW_TAG_pointer_type, baseType: ") && ir.contains("dwarfAddressSpace: 1)"), "{ir}");
        let bare = ir
            .lines()
            .any(|l| l.contains("!DIDerivedType(tag: DW_TAG_pointer_type") && !l.contains("dwarfAddressSpace"));
        assert_eq!(bare, set.is_non_semantic(), "{set:?}:\n{ir}");
    }
}

/// A Fortran array whose data location is a variable (NonSemantic.Shader.DebugInfo.200's
/// DebugTypeArrayDynamic) of 19 elements from 2, and one of unknown extent.
const FORTRAN: &str = r#"
define spir_func void @f() !dbg !5 {
entry:
  %0 = alloca ptr, align 8
  %1 = alloca [16 x i64], align 8
    #dbg_declare(ptr %1, !8, !DIExpression(), !16)
    #dbg_declare(ptr %0, !14, !DIExpression(), !16)
    #dbg_declare(ptr %1, !18, !DIExpression(), !16)
  ret void, !dbg !16
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, producer: "ours", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "arr.f90", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocalVariable(name: "arr", scope: !5, file: !1, line: 2, type: !10)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, elements: !12, dataLocation: !14)
!11 = !DIBasicType(name: "integer", size: 32, encoding: DW_ATE_signed)
!12 = !{!13}
!13 = !DISubrange(count: 19, lowerBound: 2)
!14 = distinct !DILocalVariable(scope: !5, file: !1, line: 2, type: !15, flags: DIFlagArtificial)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!16 = !DILocation(line: 3, column: 1, scope: !5)
!18 = !DILocalVariable(name: "dyn", scope: !5, file: !1, line: 4, type: !19)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, elements: !20, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref))
!20 = !{!21}
!21 = !DISubrange(lowerBound: 1, upperBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8, DW_OP_deref))
"#;

#[test]
fn array_sizes_come_back_as_element_size_times_constant_counts() {
    let (spirv, ir) = round_trip(FORTRAN, DebugInfoSet::ShaderDebugInfo200);
    assert_eq!(spirv.matches(" DebugTypeArrayDynamic ").count(), 2, "{spirv}");
    // 19 elements of 32 bits; an extent known only at run time leaves the element's size.
    assert!(
        ir.lines().any(|l| l.contains("!DICompositeType(tag: DW_TAG_array_type") && l.contains("size: 608,")),
        "{ir}"
    );
    assert!(
        ir.lines().any(|l| l.contains("!DICompositeType(tag: DW_TAG_array_type")
            && l.contains("size: 32,")
            && l.contains("dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref)")),
        "{ir}"
    );
    assert!(ir.contains("!DISubrange(count: 19, lowerBound: 2)"), "{ir}");
    // Every local variable is kept in its subprogram, in the order they are made (the data
    // location's variable with its array's type).
    let sp = ir.lines().find(|l| l.contains("distinct !DISubprogram(name: \"f\"")).expect("f");
    assert!(sp.contains("retainedNodes: !"), "{sp}");
}
