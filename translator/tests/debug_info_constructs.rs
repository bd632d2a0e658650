//! Debug information constructs through both directions (issue 12), one small module of ours
//! per construct: each is translated forward in every debug instruction set, checked with
//! `spirv-val`, translated back, and the construct's metadata in the result is compared with
//! what the set can express (the whole construct in the sets that have it, the documented
//! reduced form in the others).

use llvm_spirv::debug_info::DebugInfoSet;
use llvm_spirv::llvm_to_spirv;
use llvm_spirv::spirv_to_llvm::{translate, Options, OutputFormat};

#[allow(dead_code)]
#[path = "../../tests/src/spirv_tools.rs"]
mod spirv_tools;

const HEADER: &str = r#"target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
"#;

/// Forward in `set` (with extensions `exts` allowed), `spirv-val`, and back: the SPIR-V
/// text and the reverse module's text.
fn round_trip(body: &str, set: DebugInfoSet, exts: &[&str]) -> (String, String) {
    let ir = format!("{HEADER}{body}");
    let mut opts = llvm_to_spirv::Options { debug_info: set, ..Default::default() };
    opts.allowed_extensions.extend(exts.iter().map(|e| e.to_string()));
    let words = llvm_to_spirv::translate_bytes(ir.as_bytes(), "construct.ll", &opts).expect("forward");
    let dir = tempfile::tempdir().unwrap();
    let spv = dir.path().join("m.spv");
    std::fs::write(&spv, words.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>()).unwrap();
    let st = spirv_tools::spirv_tool("spirv-val").arg(&spv).output().expect("spirv-val");
    assert!(st.status.success(), "{set:?}: spirv-val: {}", String::from_utf8_lossy(&st.stderr));
    let text = llvm_spirv_text::disassemble_friendly(&words).expect("disassembles");
    let back = translate(&words, &Options::default(), OutputFormat::Text).expect("reverse");
    (text, String::from_utf8(back).unwrap())
}

/// The metadata lines of `ir` that contain every one of `parts`.
fn lines_with<'a>(ir: &'a str, parts: &[&str]) -> Vec<&'a str> {
    ir.lines().filter(|l| l.starts_with('!') && parts.iter().all(|p| l.contains(p))).collect()
}

fn has(ir: &str, parts: &[&str]) -> bool {
    !lines_with(ir, parts).is_empty()
}

/// The node `!N` a line defines (`!N = ...`).
fn node_id(line: &str) -> &str {
    line.split(" = ").next().unwrap_or("")
}

const CLASS: &str = r#"
define spir_func i32 @_ZN5Shape4areaEv(ptr addrspace(4) %this) !dbg !20 {
entry:
  ret i32 4, !dbg !30
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "ours", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "shape.cpp", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Shape", file: !1, line: 1, size: 32, elements: !11, identifier: "_ZTS5Shape")
!11 = !{!12, !13}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "side", scope: !10, file: !1, line: 2, baseType: !14, size: 32)
!13 = !DISubprogram(name: "area", linkageName: "_ZN5Shape4areaEv", scope: !10, file: !1, line: 3, type: !15, scopeLine: 3, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DISubroutineType(types: !16)
!16 = !{!14, !17}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = distinct !DISubprogram(name: "area", linkageName: "_ZN5Shape4areaEv", scope: !10, file: !1, line: 8, type: !15, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !13)
!30 = !DILocation(line: 9, column: 3, scope: !20)
"#;

#[test]
fn a_class_keeps_its_tag_and_its_member_function_declaration_in_every_set() {
    for set in DebugInfoSet::ALL {
        let (_, ir) = round_trip(CLASS, set, &[]);
        let class = lines_with(&ir, &["DICompositeType(tag: DW_TAG_class_type", "name: \"Shape\""]);
        assert_eq!(class.len(), 1, "{set:?}: the class, with its tag:\n{ir}");
        let decl = lines_with(&ir, &["!DISubprogram(name: \"area\"", "spFlags: 0"]);
        assert_eq!(decl.len(), 1, "{set:?}: the member function's declaration:\n{ir}");
        let decl_id = node_id(decl[0]);
        // The declaration is an element of the class and the definition's declaration.
        let elements = class[0].split("elements: ").nth(1).and_then(|r| r.split([',', ')']).next()).unwrap();
        let list = lines_with(&ir, &[&format!("{elements} = !{{")]);
        assert!(list.len() == 1 && list[0].contains(decl_id), "{set:?}: class elements {list:?} lack {decl_id}");
        assert!(
            has(&ir, &["distinct !DISubprogram(name: \"area\"", &format!("declaration: {decl_id}")]),
            "{set:?}: the definition's declaration:\n{ir}"
        );
    }
}

const CONSTANT_GLOBAL: &str = r#"
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "ours", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!1 = !DIFile(filename: "limits.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression(DW_OP_constu, 4096, DW_OP_stack_value))
!6 = distinct !DIGlobalVariable(name: "page", scope: !0, file: !1, line: 2, type: !7, isLocal: true, isDefinition: true)
!7 = !DIBasicType(name: "uint", size: 32, encoding: DW_ATE_unsigned)
"#;

#[test]
fn a_global_constant_optimized_away_keeps_its_value_in_every_set() {
    for set in DebugInfoSet::ALL {
        let (_, ir) = round_trip(CONSTANT_GLOBAL, set, &[]);
        assert!(
            has(&ir, &["DIGlobalVariableExpression(", "expr: !DIExpression(DW_OP_constu, 4096, DW_OP_stack_value)"]),
            "{set:?}:\n{ir}"
        );
        assert!(has(&ir, &["DIGlobalVariable(name: \"page\"", "line: 2", "isLocal: true"]), "{set:?}:\n{ir}");
    }
}

const UNIT_WITHOUT_EMISSION: &str = r#"
define spir_kernel void @k() !dbg !5 {
entry:
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1)
!1 = !DIFile(filename: "k.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !4)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 1, scope: !5)
"#;

#[test]
fn a_unit_named_only_by_a_subprogram_is_translated_and_cpp14_is_language_217_in_200() {
    for set in DebugInfoSet::ALL {
        let (text, ir) = round_trip(UNIT_WITHOUT_EMISSION, set, &[]);
        // DebugCompilationUnit: Version, DWARF Version, Source, Language.
        let (unit, lang) = match set {
            // (Literal operands of this set print as `%N`.)
            DebugInfoSet::OpenClDebugInfo100 => ("DebugCompilationUnit %65536 %5 ", " %6"),
            DebugInfoSet::ShaderDebugInfo100 => ("DebugCompilationUnit %uint_65536 %uint_5 ", " %uint_6"),
            DebugInfoSet::ShaderDebugInfo200 => ("DebugCompilationUnit %uint_65536 %uint_5 ", " %uint_217"),
        };
        assert!(
            text.lines().any(|l| l.contains(unit) && l.contains(lang)),
            "{set:?}: a DebugCompilationUnit of language{lang}:\n{text}"
        );
        assert!(has(&ir, &["DICompileUnit(language: DW_LANG_C_plus_plus_14"]), "{set:?}:\n{ir}");
        assert!(has(&ir, &["DILocation(line: 2, column: 1"]), "{set:?}:\n{ir}");
    }
}

const ARRAYS: &str = r#"
define spir_func void @fill(ptr addrspace(4) %p, i64 %n) !dbg !10 {
entry:
  %buf = alloca ptr addrspace(4), align 8
  %len = alloca i64, align 8
    #dbg_declare(ptr %buf, !20, !DIExpression(), !30)
    #dbg_declare(ptr %len, !21, !DIExpression(), !30)
    #dbg_declare(ptr %len, !29, !DIExpression(), !30)
  store ptr addrspace(4) %p, ptr %buf, align 8, !dbg !30
  store i64 %n, ptr %len, align 8, !dbg !30
  ret void, !dbg !31
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, producer: "ours", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "fill.f90", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DIBasicType(name: "REAL*8", size: 64, encoding: DW_ATE_float)
!15 = !DIBasicType(name: "INTEGER*8", size: 64, encoding: DW_ATE_unsigned)
!20 = !DILocalVariable(name: "vals", scope: !10, file: !1, line: 4, type: !22)
!21 = !DILocalVariable(name: "len", scope: !10, file: !1, line: 5, type: !15)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !23, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), allocated: !DIExpression(DW_OP_push_object_address, DW_OP_deref, DW_OP_constu, 0, DW_OP_ne))
!23 = !{!24}
!24 = !DISubrange(lowerBound: 2, upperBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 16, DW_OP_deref), stride: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 24, DW_OP_deref))
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: !21)
!29 = !DILocalVariable(name: "row", scope: !10, file: !1, line: 6, type: !25)
!30 = !DILocation(line: 4, column: 3, scope: !10)
!31 = !DILocation(line: 6, column: 1, scope: !10)
"#;

#[test]
fn array_bounds_that_are_variables_or_expressions_and_fortran_arrays_round_trip() {
    for set in DebugInfoSet::ALL {
        let (_, ir) = round_trip(ARRAYS, set, &[]);
        // A count that is a variable (of an unsigned type): every set.
        let len = lines_with(&ir, &["DILocalVariable(name: \"len\""]);
        assert_eq!(len.len(), 1, "{set:?}:\n{ir}");
        assert!(has(&ir, &[&format!("!DISubrange(count: {})", node_id(len[0]))]), "{set:?}: count: len\n{ir}");
        let fortran = [
            "DICompositeType(tag: DW_TAG_array_type",
            "dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref)",
            "allocated: !DIExpression(DW_OP_push_object_address, DW_OP_deref, DW_OP_constu, 0, DW_OP_ne)",
        ];
        let bounds = "!DISubrange(lowerBound: 2, upperBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 16, DW_OP_deref), stride: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 24, DW_OP_deref))";
        if set == DebugInfoSet::ShaderDebugInfo200 {
            assert!(has(&ir, &fortran), "{set:?}: the Fortran array:\n{ir}");
            assert!(ir.contains(bounds), "{set:?}: the expression bounds:\n{ir}");
        } else {
            // No form for them: dropped (with a warning), the module stays valid.
            assert!(!ir.contains("dataLocation:") && !ir.contains("DW_OP_push_object_address"), "{set:?}:\n{ir}");
        }
    }
}

const IMPORTS: &str = r#"
define spir_func i32 @twice(i32 %x) !dbg !10 {
entry:
  %r = shl i32 %x, 1, !dbg !30
  ret i32 %r, !dbg !30
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "ours", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, imports: !4)
!1 = !DIFile(filename: "imp.cpp", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!5, !7, !8}
!5 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !6, file: !1, line: 2)
!6 = !DINamespace(name: "geo", scope: null)
!7 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !10, file: !1, line: 3, name: "dbl")
!8 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !9, file: !1, line: 4)
!9 = !DIModule(scope: null, name: "Shapes", configMacros: "-DX=1", includePath: "/inc", apinotes: "s.apinotes", file: !1, line: 7, isDecl: true)
!10 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15}
!15 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !10, entity: !6, file: !1, line: 6)
"#;

#[test]
fn imported_entities_and_modules_round_trip_where_the_set_has_them() {
    let cases: [(DebugInfoSet, &[&str], bool); 4] = [
        (DebugInfoSet::ShaderDebugInfo200, &[], true),
        (DebugInfoSet::OpenClDebugInfo100, &["SPV_INTEL_debug_module"], true),
        (DebugInfoSet::OpenClDebugInfo100, &[], false),
        (DebugInfoSet::ShaderDebugInfo100, &[], false),
    ];
    for (set, exts, modules) in cases {
        let (text, ir) =
            round_trip(&format!("{IMPORTS}!30 = !DILocation(line: 6, column: 3, scope: !10)\n"), set, exts);
        let ns = lines_with(&ir, &["!DINamespace(name: \"geo\""]);
        assert_eq!(ns.len(), 1, "{set:?}:\n{ir}");
        let geo = node_id(ns[0]);
        let sp = lines_with(&ir, &["distinct !DISubprogram(name: \"twice\""]);
        assert_eq!(sp.len(), 1, "{set:?}:\n{ir}");
        let twice = node_id(sp[0]);
        let unit = node_id(lines_with(&ir, &["distinct !DICompileUnit("])[0]);
        let module_import = ["DIImportedEntity(tag: DW_TAG_imported_module", &format!("entity: {geo}"), "line: 2"];
        assert!(has(&ir, &module_import) && has(&ir, &[&format!("scope: {unit}"), "line: 2"]), "{set:?}:\n{ir}");
        let decl = ["DW_TAG_imported_declaration, name: \"dbl\"", &format!("entity: {twice}"), "line: 3"];
        assert!(has(&ir, &decl), "{set:?}:\n{ir}");
        let local = ["DW_TAG_imported_module", &format!("scope: {twice}"), &format!("entity: {geo}"), "line: 6"];
        assert!(has(&ir, &local), "{set:?}: the subprogram's import:\n{ir}");
        let module =
            "DIModule(scope: null, name: \"Shapes\", configMacros: \"-DX=1\", includePath: \"/inc\", apinotes: \"s.apinotes\"";
        assert_eq!(has(&ir, &[module, "line: 7, isDecl: true"]), modules, "{set:?}:\n{ir}");
        assert_eq!(text.contains("SPV_INTEL_debug_module"), !exts.is_empty(), "{set:?}");
    }
}

/// Forward with `opts` (no `spirv-val`: some options ask for output outside the sets'
/// grammars) and back: the SPIR-V text, the reverse module's text and the warnings of both
/// directions (collected by a [`llvm_spirv::WarningSink`]).
fn round_trip_with(body: &str, mut opts: llvm_to_spirv::Options) -> (String, String, Vec<String>) {
    let ir = format!("{HEADER}{body}");
    let (sink, warnings) = llvm_spirv::WarningSink::collector();
    opts.warnings = Some(sink.clone());
    let words = llvm_to_spirv::translate_bytes(ir.as_bytes(), "construct.ll", &opts).expect("forward");
    let text = llvm_spirv_text::disassemble_friendly(&words).expect("disassembles");
    let back = translate(&words, &Options { warnings: Some(sink), ..Options::default() }, OutputFormat::Text)
        .expect("reverse");
    let w = warnings.lock().unwrap().clone();
    (text, String::from_utf8(back).unwrap(), w)
}

/// The `spirv-val` result of `words`.
fn validates(words: &[u32]) -> Result<(), String> {
    let dir = tempfile::tempdir().unwrap();
    let spv = dir.path().join("m.spv");
    std::fs::write(&spv, words.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>()).unwrap();
    let st = spirv_tools::spirv_tool("spirv-val").arg(&spv).output().expect("spirv-val");
    if st.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&st.stderr).into_owned())
    }
}

/// A kernel whose `x` gets values through `!DIArgList`s: one operand, the same operand
/// twice, two different operands; and one value through `DW_OP_LLVM_convert`.
const ARG_LISTS: &str = r#"
define spir_kernel void @k(i32 %a, i32 %b) !dbg !5 {
entry:
  %s = add i32 %a, %b, !dbg !8
    #dbg_value(!DIArgList(i32 %s), !9, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_stack_value), !8)
    #dbg_value(!DIArgList(i32 %s, i32 %s), !9, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !8)
  %t = mul i32 %s, 3, !dbg !8
    #dbg_value(!DIArgList(i32 %s, i32 %t), !9, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !8)
    #dbg_value(i32 %t, !9, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !8)
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "ours", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "args.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!9}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !4)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 5, scope: !5)
!9 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 2, type: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
"#;

/// The `#dbg_value` lines of `ir`.
fn dbg_values(ir: &str) -> Vec<&str> {
    ir.lines().map(str::trim).filter(|l| l.starts_with("#dbg_value(")).collect()
}

#[test]
fn argument_lists_keep_what_the_set_expresses_and_end_the_location_otherwise() {
    // NonSemantic.Shader.DebugInfo.200: DW_OP_LLVM_arg and DW_OP_LLVM_convert exist; a list
    // of one value repeated is kept, a list of two values ends x's location (undef).
    let opts = llvm_to_spirv::Options { debug_info: DebugInfoSet::ShaderDebugInfo200, ..Default::default() };
    let (_, ir, warnings) = round_trip_with(ARG_LISTS, opts.clone());
    let v = dbg_values(&ir);
    assert_eq!(v.len(), 4, "{ir}");
    assert!(
        v[0].starts_with("#dbg_value(!DIArgList(i32 %") && v[0].contains("DW_OP_LLVM_arg, 0, DW_OP_stack_value"),
        "{v:?}"
    );
    assert!(
        v[1].contains("!DIArgList(i32 %") && v[1].contains(", i32 %") && v[1].contains("DW_OP_LLVM_arg, 1, DW_OP_plus"),
        "{v:?}"
    );
    assert!(v[2].starts_with("#dbg_value(i32 undef") && v[2].contains("!DIExpression()"), "{v:?}");
    assert!(v[3].contains("DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed"), "{v:?}");
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(warnings[0].contains("variable 'x' over 2 location operands"), "{warnings:?}");
    let ir_words = llvm_to_spirv::translate_bytes(format!("{HEADER}{ARG_LISTS}").as_bytes(), "a.ll", &opts).unwrap();
    validates(&ir_words).expect("valid");

    // OpenCL.DebugInfo.100: the one-operand list is the plain form; the repeated one and
    // the conversion have no form (undef, a warning each).
    let opts = llvm_to_spirv::Options::default();
    let (spirv, ir, warnings) = round_trip_with(ARG_LISTS, opts.clone());
    let v = dbg_values(&ir);
    assert_eq!(v.len(), 4, "{ir}");
    assert!(v[0].starts_with("#dbg_value(i32 %") && v[0].contains("!DIExpression(DW_OP_stack_value)"), "{v:?}");
    for i in 1..4 {
        assert!(v[i].starts_with("#dbg_value(i32 undef") && v[i].contains("!DIExpression()"), "{i}: {v:?}");
    }
    // (The two lists' warnings are one message, reported once.)
    assert_eq!(warnings.len(), 2, "{warnings:?}");
    assert!(warnings.iter().any(|w| w.contains("DW_OP_LLVM_convert")), "{warnings:?}");
    assert!(!spirv.contains("DebugOperation 165"), "{spirv}");
    let words = llvm_to_spirv::translate_bytes(format!("{HEADER}{ARG_LISTS}").as_bytes(), "a.ll", &opts).unwrap();
    validates(&words).expect("valid");

    // --spirv-allow-extra-diexpressions: OpenCL.DebugInfo.100 takes the .200 operations
    // (outside its grammar), so the conversion and the one-operand list come back whole.
    let opts = llvm_to_spirv::Options { allow_extra_diexpressions: true, ..Default::default() };
    let (spirv, ir, _) = round_trip_with(ARG_LISTS, opts);
    let v = dbg_values(&ir);
    // (The disassembler prints the literal operands of this set as ids.)
    assert!(spirv.contains("DebugOperation %165 %0"), "{spirv}");
    assert!(v[0].starts_with("#dbg_value(!DIArgList(i32 %"), "{v:?}");
    assert!(v[3].contains("DW_OP_LLVM_convert, 32, DW_ATE_signed"), "{v:?}");
}

const TARGET_FUNCTION: &str = r#"
define spir_func void @_Z7wrapperv() !dbg !5 {
entry:
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "ours", isOptimized: false, runtimeVersion: 0, splitDebugFilename: "k.dwo", emissionKind: FullDebug, dwoId: 12345678901234567)
!1 = !DIFile(filename: "wrap.cpp", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{}
!5 = distinct !DISubprogram(name: "wrapper", linkageName: "_Z7wrapperv", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !4, targetFuncName: "_Z6targetv")
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 4, column: 1, scope: !5)
"#;

#[test]
fn target_function_names_and_split_dwarf_objects_round_trip_where_the_set_has_them() {
    for set in DebugInfoSet::ALL {
        let opts = llvm_to_spirv::Options { debug_info: set, ..Default::default() };
        let words = llvm_to_spirv::translate_bytes(format!("{HEADER}{TARGET_FUNCTION}").as_bytes(), "t.ll", &opts)
            .expect("forward");
        validates(&words).unwrap_or_else(|e| panic!("{set:?}: {e}"));
        let (spirv, ir, warnings) = round_trip_with(TARGET_FUNCTION, opts);
        let target = has(&ir, &["distinct !DISubprogram(name: \"wrapper\"", "targetFuncName: \"_Z6targetv\")"]);
        assert_eq!(target, set == DebugInfoSet::ShaderDebugInfo200, "{set:?}:\n{ir}");
        assert_eq!(
            warnings.iter().any(|w| w.contains("target function name '_Z6targetv'")),
            set != DebugInfoSet::ShaderDebugInfo200,
            "{set:?}: {warnings:?}"
        );
        // The NonSemantic sets carry the split DWARF object (DebugBuildIdentifier,
        // DebugStoragePath); OpenCL.DebugInfo.100 has no instruction for it.
        let split = has(&ir, &["!DICompileUnit(", "splitDebugFilename: \"k.dwo\"", "dwoId: 12345678901234567"]);
        assert_eq!(split, set.is_non_semantic(), "{set:?}:\n{ir}");
        assert_eq!(spirv.contains("DebugBuildIdentifier"), set.is_non_semantic(), "{set:?}");
    }
}

/// An inlined function's variable kept in `retainedNodes` whose scope is a lexical block
/// (reached from the block while it is being made), and two inlinings at one call line.
const INLINED: &str = r#"
define spir_kernel void @k(ptr addrspace(1) %p) !dbg !5 {
entry:
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !20
  store i32 2, ptr addrspace(1) %p, align 4, !dbg !21
  ret void, !dbg !22
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "ours", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "inl.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !4)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!10 = distinct !DISubprogram(name: "put", scope: !1, file: !1, line: 2, type: !6, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!11 = !{!12}
!12 = !DILocalVariable(name: "tmp", scope: !13, file: !1, line: 3, type: !14)
!13 = distinct !DILexicalBlock(scope: !10, file: !1, line: 3, column: 5)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = distinct !DILocation(line: 11, column: 3, scope: !5)
!16 = distinct !DILocation(line: 11, column: 3, scope: !5)
!20 = !DILocation(line: 3, column: 7, scope: !13, inlinedAt: !15)
!21 = !DILocation(line: 3, column: 7, scope: !13, inlinedAt: !16)
!22 = !DILocation(line: 12, column: 1, scope: !5)
"#;

#[test]
fn inlined_scopes_keep_their_variables_and_each_inlining_its_own_call_site() {
    for set in DebugInfoSet::ALL {
        let (_, ir) = round_trip(INLINED, set, &[]);
        let block = lines_with(&ir, &["distinct !DILexicalBlock(", "line: 3, column: 5"]);
        assert_eq!(block.len(), 1, "{set:?}:\n{ir}");
        assert!(
            has(&ir, &["!DILocalVariable(name: \"tmp\"", &format!("scope: {}", node_id(block[0]))]),
            "{set:?}: the retained variable in its block:\n{ir}"
        );
        // Two distinct call sites, each the inlinedAt of one store's location.
        let sites = lines_with(&ir, &["distinct !DILocation(line: 11"]);
        assert_eq!(sites.len(), 2, "{set:?}:\n{ir}");
        for s in sites {
            assert!(has(&ir, &["!DILocation(line: 3, column: 7", &format!("inlinedAt: {})", node_id(s))]), "{set:?}");
        }
    }
}

#[test]
fn warnings_go_to_the_sink_only() {
    // Without a sink nothing is reported (and the run succeeds); with one, each message once.
    let opts = llvm_to_spirv::Options::default();
    llvm_to_spirv::translate_bytes(format!("{HEADER}{ARG_LISTS}").as_bytes(), "a.ll", &opts).expect("forward");
    let (_, _, warnings) = round_trip_with(ARG_LISTS, opts);
    let mut unique = warnings.clone();
    unique.dedup();
    assert_eq!(unique, warnings);
    assert!(!warnings.is_empty());
}

const FILE_WITH_SOURCE: &str = r#"
define spir_kernel void @k() !dbg !5 {
entry:
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "ours", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "src.cl", directory: "/work", checksumkind: CSK_SHA256, checksum: "00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff", source: "kernel void k() {\0A}\0A")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !4)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 1, scope: !5)
"#;

#[test]
fn a_file_keeps_its_checksum_and_source_text_in_every_set() {
    for set in DebugInfoSet::ALL {
        let (_, ir) = round_trip(FILE_WITH_SOURCE, set, &[]);
        assert!(
            has(
                &ir,
                &[
                    "!DIFile(filename: \"src.cl\", directory: \"/work\", checksumkind: CSK_SHA256",
                    "checksum: \"00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff\"",
                    "source: \"kernel void k() {\\0A}\\0A\")"
                ]
            ),
            "{set:?}:\n{ir}"
        );
    }
}

const BIT_FIELDS: &str = r#"
@g = addrspace(1) global i32 0, align 4, !dbg !10

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "ours", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !12)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 5, type: !5, isLocal: false, isDefinition: true)
!12 = !{!10}
!1 = !DIFile(filename: "bits.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!5}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !1, line: 1, size: 32, elements: !6)
!6 = !{!7, !8}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !5, file: !1, line: 2, baseType: !9, size: 3, flags: DIFlagBitField, extraData: i64 0)
!8 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !5, file: !1, line: 3, baseType: !9, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!9 = !DIBasicType(name: "uint", size: 32, encoding: DW_ATE_unsigned)
"#;

#[test]
fn bit_field_members_keep_size_and_offset_and_in_200_their_flag() {
    for set in DebugInfoSet::ALL {
        let (_, ir) = round_trip(BIT_FIELDS, set, &[]);
        for (name, size, offset) in [("lo", "size: 3", ""), ("hi", "size: 5", "offset: 3")] {
            let m = lines_with(&ir, &["DW_TAG_member", &format!("name: \"{name}\""), size, offset]);
            assert_eq!(m.len(), 1, "{set:?} {name}:\n{ir}");
            assert_eq!(m[0].contains("DIFlagBitField"), set == DebugInfoSet::ShaderDebugInfo200, "{set:?}: {}", m[0]);
        }
    }
}
