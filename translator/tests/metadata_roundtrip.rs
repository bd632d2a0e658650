//! `spirv.*` metadata and annotations through both directions (issue 5).
//!
//! Each test gives an `.ll` carrying one family of forms of "SPIR-V representation in LLVM IR" ("SPIR-V
//! representation in LLVM IR"), translates it forward and back, and checks
//! that the SPIR-V in between has exactly the expected `OpDecorate` /
//! `OpMemberDecorate` / `OpExecutionMode` instructions and that the metadata
//! and annotation text of the result equals the input's. Inputs are written
//! in the reverse translation's own form (unnamed annotation strings,
//! `undef` file / line / arguments operands) so that the comparison is exact;
//! one test starts from clang's form and compares the annotations' meaning.

use llvm_spirv::llvm;
use llvm_spirv::llvm_to_spirv;
use llvm_spirv::spirv_to_llvm::{translate, Options, OutputFormat};
use llvm_spirv_metadata as md;
use std::collections::HashMap;

const HEADER: &str = r#"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"
"#;

fn forward(src: &str, opts: &llvm_to_spirv::Options) -> Vec<u32> {
    llvm_to_spirv::translate_bytes(src.as_bytes(), "in.ll", opts).expect("forward")
}

fn reverse(words: &[u32]) -> String {
    String::from_utf8(translate(words, &Options::default(), OutputFormat::Text).expect("reverse")).expect("utf-8")
}

fn fpga() -> llvm_to_spirv::Options {
    let mut opts = llvm_to_spirv::Options::default();
    opts.allowed_extensions.insert("SPV_INTEL_fpga_memory_attributes".into());
    opts
}

/// The module as LLVM prints it (so that input and output are compared in one spelling).
fn printed(ir: &str) -> String {
    let ctx = llvm::Context::new();
    let m = ctx.parse_ir(ir.as_bytes(), "printed").expect("parse");
    m.to_text()
}

/// The annotation text of a module: annotation string globals, `@llvm.global.annotations`
/// and the annotation intrinsic calls, as printed.
fn annotation_lines(ir: &str) -> Vec<String> {
    printed(ir)
        .lines()
        .filter(|l| !l.starts_with("declare") && (l.contains("annotation") || l.contains("\"llvm.metadata\"")))
        .map(|l| l.trim().to_string())
        .collect()
}

/// A metadata operand as text, functions and globals by name.
fn render(v: Option<llvm::Value<'_>>) -> String {
    let Some(v) = v else { return "null".into() };
    if let Some(s) = v.md_string() {
        format!("!{s:?}")
    } else if v.is_metadata() {
        format!("!{{{}}}", v.md_operands().into_iter().map(render).collect::<Vec<_>>().join(", "))
    } else if v.is_function() || v.is_global_variable() {
        format!("@{}", v.name())
    } else {
        v.to_ir_string()
    }
}

/// The tuples of named metadata `name`, as text.
fn named_md(ir: &str, name: &str) -> Vec<String> {
    let ctx = llvm::Context::new();
    let m = ctx.parse_ir(ir.as_bytes(), "named").expect("parse");
    m.named_metadata(name).into_iter().map(|n| render(Some(n))).collect()
}

/// The SPIR-V's decorations and execution modes, one per line, ids replaced by their
/// `OpName` (entry points by `entry:<name>`).
fn spirv_annotations(words: &[u32]) -> Vec<String> {
    let text = llvm_spirv_text::disassemble(words).expect("disassemble");
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let mut names: HashMap<String, String> = HashMap::new();
    for l in &lines {
        let parts: Vec<&str> = l.split_whitespace().collect();
        match parts.as_slice() {
            ["OpName", id, name, ..] => {
                names.insert(id.to_string(), format!("%{}", name.trim_matches('"')));
            }
            ["OpEntryPoint", _, id, name, ..] => {
                names.entry(id.to_string()).or_insert_with(|| format!("%entry:{}", name.trim_matches('"')));
            }
            _ => {}
        }
    }
    lines
        .iter()
        .filter(|l| ["OpDecorate ", "OpMemberDecorate ", "OpExecutionMode "].iter().any(|p| l.starts_with(p)))
        .filter(|l| !l.contains("LinkageAttributes") && !l.contains(" Alignment "))
        .map(|l| {
            l.split(' ').map(|w| names.get(w).cloned().unwrap_or_else(|| w.to_string())).collect::<Vec<_>>().join(" ")
        })
        .collect()
}

/// Forward, check the SPIR-V's decorations and execution modes (exactly, in order), back, and
/// forward again: the same decorations and execution modes (in the order the result's
/// instructions give them).
fn round_trip(src: &str, opts: &llvm_to_spirv::Options, expected_spirv: &[&str]) -> String {
    let words = forward(src, opts);
    assert_eq!(spirv_annotations(&words), expected_spirv, "SPIR-V decorations");
    let back = reverse(&words);
    let mut again = spirv_annotations(&forward(&back, opts));
    again.sort();
    let mut expected: Vec<&str> = expected_spirv.to_vec();
    expected.sort_unstable();
    assert_eq!(again, expected, "SPIR-V differs after a second forward translation of:\n{back}");
    back
}

const ANNOTATED: &str = r#"
%struct.S = type { i32, float, i32 }

@g = addrspace(1) global i32 0, align 4
@0 = private unnamed_addr constant [9 x i8] c"hot path\00", section "llvm.metadata"
@1 = private unnamed_addr constant [7 x i8] c"member\00", section "llvm.metadata"
@2 = private unnamed_addr constant [7 x i8] c"second\00", section "llvm.metadata"
@3 = private unnamed_addr constant [8 x i8] c"counter\00", section "llvm.metadata"
@4 = private unnamed_addr constant [7 x i8] c"helper\00", section "llvm.metadata"
@llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr @3, ptr undef, i32 undef, ptr undef }, { ptr, ptr, ptr, i32, ptr } { ptr @helper, ptr @4, ptr undef, i32 undef, ptr undef }], section "llvm.metadata"

define spir_func void @helper(ptr addrspace(1) %p) {
  %s = alloca %struct.S, align 4
  %x = alloca i32, align 4
  call void @llvm.var.annotation.p0.p0(ptr %x, ptr @0, ptr undef, i32 undef, ptr undef)
  %m = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %1 = call ptr @llvm.ptr.annotation.p0.p0(ptr %m, ptr @1, ptr undef, i32 undef, ptr undef)
  %2 = call ptr @llvm.ptr.annotation.p0.p0(ptr %1, ptr @2, ptr undef, i32 undef, ptr undef)
  store float 1.0, ptr %2, align 4
  %f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 2
  store i32 7, ptr %f, align 4
  %v = load i32, ptr %x, align 4
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %p) {
  call spir_func void @helper(ptr addrspace(1) %p)
  ret void
}

declare void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)
declare ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)
"#;

/// `llvm.ptr.annotation` of a struct member GEP, `llvm.var.annotation`, and
/// `@llvm.global.annotations` on a global variable and a function: `UserSemantic` on the
/// struct member, the variable, the global and the function, and back.
#[test]
fn user_semantic_annotations_round_trip() {
    let src = format!("{HEADER}{ANNOTATED}");
    let back = round_trip(
        &src,
        &llvm_to_spirv::Options::default(),
        &[
            "OpDecorate %x UserSemantic \"hot path\"",
            "OpMemberDecorate %struct.S 1 UserSemantic \"member\"",
            "OpMemberDecorate %struct.S 1 UserSemantic \"second\"",
            "OpDecorate %g UserSemantic \"counter\"",
            "OpDecorate %helper UserSemantic \"helper\"",
        ],
    );
    assert_eq!(annotation_lines(&back), annotation_lines(&src), "annotations differ after the round trip:\n{back}");
    // The member not annotated is reached by a plain GEP.
    assert!(
        back.contains("%f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 2\n  store i32 7, ptr %f"),
        "{back}"
    );
}

/// The annotations of a module by meaning: `(function, intrinsic, annotated value, text)` and
/// `(global annotations, value, text)`, from the IR's values rather than its spelling.
fn annotation_facts(ir: &str) -> Vec<String> {
    let ctx = llvm::Context::new();
    let m = ctx.parse_ir(ir.as_bytes(), "facts").expect("parse");
    let text = |v: llvm::Value<'_>| {
        let mut g = v;
        while !g.is_global_variable() {
            g = g.operand(0).expect("string global");
        }
        let init = g.initializer().expect("initializer");
        let n = init.ty().array_length().expect("array") as u32;
        let bytes: Vec<u8> = (0..n)
            .map(|i| init.aggregate_element(i).and_then(|b| b.const_int_zext()).unwrap_or(0) as u8)
            .take_while(|b| *b != 0)
            .collect();
        String::from_utf8(bytes).expect("utf-8")
    };
    let describe = |mut v: llvm::Value<'_>| {
        let mut depth = 0;
        while v.name().is_empty() && v.called_value().is_some() {
            v = v.call_args()[0];
            depth += 1;
        }
        format!("%{}{}", v.name(), "'".repeat(depth))
    };
    let mut facts = Vec::new();
    for f in m.functions() {
        for b in f.basic_blocks() {
            for i in b.instructions() {
                let Some(callee) = i.called_value() else { continue };
                let name = callee.name();
                if name.starts_with("llvm.") && name.contains("annotation") {
                    let base = name
                        .find("annotation")
                        .map_or(name.as_str(), |at| &name[..at + "annotation".len()])
                        .to_string();
                    let args = i.call_args();
                    facts.push(format!("{}: {base} {} {:?}", f.name(), describe(args[0]), text(args[1])));
                }
            }
        }
    }
    if let Some(g) = m.globals().find(|g| g.name() == md::LLVM_GLOBAL_ANNOTATIONS) {
        let init = g.initializer().expect("initializer");
        for k in 0..init.ty().array_length().expect("array") as u32 {
            let e = init.aggregate_element(k).expect("entry");
            let mut v = e.aggregate_element(0).expect("value");
            while !(v.is_global_variable() || v.is_function()) {
                v = v.operand(0).expect("cast operand");
            }
            facts.push(format!(
                "{}: @{} {:?}",
                md::LLVM_GLOBAL_ANNOTATIONS,
                v.name(),
                text(e.aggregate_element(1).expect("string"))
            ));
        }
    }
    facts
}

/// clang-19's own spelling (named `.str` strings in `addrspace(1)`, file and line operands,
/// `null` arguments): the same annotations come back, in the reverse translation's spelling.
#[test]
fn clang_annotations_keep_their_meaning() {
    let src = format!(
        "{HEADER}{}",
        r#"
%struct.P = type { i32, i32 }

@.str = private unnamed_addr addrspace(1) constant [6 x i8] c"local\00", section "llvm.metadata"
@.str.1 = private unnamed_addr addrspace(1) constant [5 x i8] c"k.cl\00", section "llvm.metadata"
@.str.2 = private unnamed_addr addrspace(1) constant [6 x i8] c"field\00", section "llvm.metadata"
@.str.3 = private unnamed_addr addrspace(1) constant [7 x i8] c"kernel\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) }] [{ ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) } { ptr @k, ptr addrspace(1) @.str.3, ptr addrspace(1) @.str.1, i32 3, ptr addrspace(1) null }], section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = alloca i32, align 4
  %q = alloca %struct.P, align 4
  call void @llvm.var.annotation.p0.p1(ptr %t, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 4, ptr addrspace(1) null)
  %b = getelementptr inbounds %struct.P, ptr %q, i32 0, i32 1
  %0 = call ptr @llvm.ptr.annotation.p0.p1(ptr %b, ptr addrspace(1) @.str.2, ptr addrspace(1) @.str.1, i32 5, ptr addrspace(1) null)
  store i32 3, ptr %0, align 4
  %v = load i32, ptr %0, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr @llvm.ptr.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
"#
    );
    let back = round_trip(
        &src,
        &llvm_to_spirv::Options::default(),
        &[
            "OpDecorate %t UserSemantic \"local\"",
            "OpMemberDecorate %struct.P 1 UserSemantic \"field\"",
            "OpDecorate %k UserSemantic \"kernel\"",
        ],
    );
    let expected = vec![
        "k: llvm.var.annotation %t \"local\"".to_string(),
        "k: llvm.ptr.annotation %b \"field\"".to_string(),
        "llvm.global.annotations: @k \"kernel\"".to_string(),
    ];
    assert_eq!(annotation_facts(&src), expected);
    assert_eq!(annotation_facts(&back), expected, "{back}");
    // The annotation strings themselves are not SPIR-V variables.
    assert!(!back.contains("@.str"), "{back}");
}

/// `@<index> = private unnamed_addr constant [N x i8] c"<text>\00", section "llvm.metadata"`.
fn string_global(index: usize, text: &str) -> String {
    format!(
        "@{index} = private unnamed_addr constant [{} x i8] c\"{text}\\00\", section \"llvm.metadata\"",
        text.len() + 1
    )
}

/// FPGA memory attributes (SPV_INTEL_fpga_memory_attributes) on struct members and
/// variables: every reserved name of the "SPIR-V representation in LLVM IR" document's table and decoration numbers; the reverse
/// prefers reserved names ("SPIR-V representation in LLVM IR": `{5825}` comes back as `{register:1}`, `{5835:2}` as
/// `{bank_bits:2}`, `register` gets its `1`). (One bank-bits literal: rspirv 0.13, which reads
/// the SPIR-V back, takes a single `BankBitsINTEL` literal.)
#[test]
fn fpga_member_annotations_round_trip() {
    const ALL: &str =
        "{bankwidth:8}{private_copies:2}{pump:1}{max_replicates:3}{simple_dual_port:1}{force_pow2_depth:1}{register:0}";
    let strings = [
        "{memory:MLAB}{numbanks:4}",
        "{5825}",
        "{5835:2}",
        "{memory:DEFAULT}{pump:2}",
        "plain",
        "{merge:key:type}",
        ALL,
    ];
    let globals: Vec<String> = strings.iter().enumerate().map(|(i, t)| string_global(i, t)).collect();
    let input = format!(
        "{HEADER}\n%struct.T = type {{ i32, [4 x i32], i32 }}\n\n{}\n{}",
        globals.join("\n"),
        r#"
define spir_kernel void @k(ptr addrspace(1) %out) {
  %t = alloca %struct.T, align 4
  %buf = alloca [8 x i32], align 4
  %all = alloca i32, align 4
  %a = getelementptr inbounds %struct.T, ptr %t, i32 0, i32 0
  %1 = call ptr @llvm.ptr.annotation.p0.p0(ptr %a, ptr @0, ptr undef, i32 undef, ptr undef)
  store i32 1, ptr %1, align 4
  %c = getelementptr inbounds %struct.T, ptr %t, i32 0, i32 2
  %2 = call ptr @llvm.ptr.annotation.p0.p0(ptr %c, ptr @1, ptr undef, i32 undef, ptr undef)
  store i32 2, ptr %2, align 4
  %b = getelementptr inbounds %struct.T, ptr %t, i32 0, i32 1
  %3 = call ptr @llvm.ptr.annotation.p0.p0(ptr %b, ptr @2, ptr undef, i32 undef, ptr undef)
  store i32 3, ptr %3, align 4
  call void @llvm.var.annotation.p0.p0(ptr %buf, ptr @3, ptr undef, i32 undef, ptr undef)
  call void @llvm.var.annotation.p0.p0(ptr %buf, ptr @4, ptr undef, i32 undef, ptr undef)
  call void @llvm.var.annotation.p0.p0(ptr %buf, ptr @5, ptr undef, i32 undef, ptr undef)
  call void @llvm.var.annotation.p0.p0(ptr %all, ptr @6, ptr undef, i32 undef, ptr undef)
  %v = load i32, ptr %1, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)
declare ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)
"#
    );
    let back = round_trip(
        &input,
        &fpga(),
        &[
            "OpMemberDecorate %struct.T 0 MemoryINTEL \"MLAB\"",
            "OpMemberDecorate %struct.T 0 NumbanksINTEL 4",
            "OpMemberDecorate %struct.T 2 RegisterINTEL",
            "OpMemberDecorate %struct.T 1 BankBitsINTEL 2",
            "OpDecorate %buf MemoryINTEL \"DEFAULT\"",
            "OpDecorate %buf DoublepumpINTEL",
            "OpDecorate %buf UserSemantic \"plain\"",
            "OpDecorate %buf MergeINTEL \"key\" \"type\"",
            "OpDecorate %all BankwidthINTEL 8",
            "OpDecorate %all MaxPrivateCopiesINTEL 2",
            "OpDecorate %all SinglepumpINTEL",
            "OpDecorate %all MaxReplicatesINTEL 3",
            "OpDecorate %all SimpleDualPortINTEL",
            "OpDecorate %all ForcePow2DepthINTEL 1",
            "OpDecorate %all RegisterINTEL",
        ],
    );
    let words = forward(&input, &fpga());
    let text = llvm_spirv_text::disassemble(&words).expect("disassemble");
    assert!(
        text.contains("OpCapability FPGAMemoryAttributesINTEL")
            && text.contains("OpExtension \"SPV_INTEL_fpga_memory_attributes\""),
        "{text}"
    );
    assert_eq!(named_md(&back, md::SPIRV_EXTENSION), ["!{!\"SPV_INTEL_fpga_memory_attributes\"}"]);
    // The reserved-name decorations of one target come back as one string (at the place of the
    // first), each UserSemantic as its own; variables come first (OpVariable leads the block).
    let expected = [
        string_global(0, "{memory:DEFAULT}{pump:2}{merge:key:type}"),
        string_global(1, "plain"),
        string_global(2, "{bankwidth:8}{private_copies:2}{pump:1}{max_replicates:3}{simple_dual_port:1}{force_pow2_depth:1}{register:1}"),
        string_global(3, "{memory:MLAB}{numbanks:4}"),
        string_global(4, "{register:1}"),
        string_global(5, "{bank_bits:2}"),
        "call void @llvm.var.annotation.p0.p0(ptr %buf, ptr @0, ptr undef, i32 undef, ptr undef)".into(),
        "call void @llvm.var.annotation.p0.p0(ptr %buf, ptr @1, ptr undef, i32 undef, ptr undef)".into(),
        "call void @llvm.var.annotation.p0.p0(ptr %all, ptr @2, ptr undef, i32 undef, ptr undef)".into(),
        "%1 = call ptr @llvm.ptr.annotation.p0.p0(ptr %a, ptr @3, ptr undef, i32 undef, ptr undef)".into(),
        // Each annotation's `i8*` result is cast back for the store through it (two bitcasts).
        "%4 = call ptr @llvm.ptr.annotation.p0.p0(ptr %c, ptr @4, ptr undef, i32 undef, ptr undef)".into(),
        "%7 = call ptr @llvm.ptr.annotation.p0.p0(ptr %b, ptr @5, ptr undef, i32 undef, ptr undef)".into(),
    ];
    assert_eq!(annotation_lines(&back), expected, "{back}");
    // The reverse's own form round-trips (each round trip adds one cast of the annotations'
    // `i8*` results, so the value numbers are left out).
    let unnumbered = |lines: &[String]| -> Vec<String> {
        lines
            .iter()
            .map(|l| match l.strip_prefix('%').and_then(|r| r.split_once(" = ")) {
                Some((n, rest)) if n.bytes().all(|b| b.is_ascii_digit()) => rest.to_owned(),
                _ => l.clone(),
            })
            .collect()
    };
    let again = reverse(&forward(&back, &fpga()));
    assert_eq!(unnumbered(&annotation_lines(&again)), unnumbered(&expected), "{again}");

    // Without the extension the strings are UserSemantic, on the members and the variables.
    let plain = forward(&input, &llvm_to_spirv::Options::default());
    let all = format!("OpDecorate %all UserSemantic \"{ALL}\"");
    assert_eq!(
        spirv_annotations(&plain),
        [
            "OpMemberDecorate %struct.T 0 UserSemantic \"{memory:MLAB}{numbanks:4}\"",
            "OpMemberDecorate %struct.T 2 UserSemantic \"{5825}\"",
            "OpMemberDecorate %struct.T 1 UserSemantic \"{5835:2}\"",
            "OpDecorate %buf UserSemantic \"{memory:DEFAULT}{pump:2}\"",
            "OpDecorate %buf UserSemantic \"plain\"",
            "OpDecorate %buf UserSemantic \"{merge:key:type}\"",
            all.as_str(),
        ]
    );
}

const EXECUTION_MODES: &str = r#"
define spir_kernel void @k1(ptr addrspace(1) %p) !work_group_size_hint !5 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @k2(ptr addrspace(1) %p) {
  store i32 2, ptr addrspace(1) %p, align 4
  ret void
}

!spirv.EntryPoint = !{!0}
!spirv.ExecutionMode = !{!1, !2, !3, !4}

!0 = !{i32 6, ptr @k2, !"k2"}
!1 = !{ptr @k1, i32 31}
!2 = !{!0, i32 31}
!3 = !{ptr @k1, i32 18, i32 8, i32 1, i32 1}
!4 = !{!0, i32 17, i32 16, i32 2, i32 1}
!5 = !{i32 8, i32 1, i32 1}
"#;

/// `!spirv.ExecutionMode` targeting a kernel directly and through its `!spirv.EntryPoint`
/// tuple: every mode becomes `OpExecutionMode` (not twice when the kernel's metadata already
/// gives it); back, the modes without a kernel-metadata form are `!spirv.ExecutionMode`
/// tuples on the kernel, the others kernel metadata.
#[test]
fn execution_modes_round_trip() {
    let src = format!("{HEADER}{EXECUTION_MODES}");
    let back = round_trip(
        &src,
        &llvm_to_spirv::Options::default(),
        &[
            "OpExecutionMode %entry:k1 LocalSizeHint 8 1 1",
            "OpExecutionMode %entry:k1 ContractionOff",
            "OpExecutionMode %entry:k2 ContractionOff",
            "OpExecutionMode %entry:k2 LocalSize 16 2 1",
        ],
    );
    assert_eq!(named_md(&back, md::SPIRV_EXECUTION_MODE), ["!{@k1, i32 31}", "!{@k2, i32 31}"], "{back}");
    assert_eq!(named_md(&back, md::SPIRV_ENTRY_POINT), Vec::<String>::new());
    assert!(back.contains("define spir_kernel void @k2(ptr addrspace(1) %p) #0 !kernel_arg_addr_space"), "{back}");
    assert!(back.contains("!reqd_work_group_size !"), "{back}");
    // The reverse's own form round-trips exactly.
    let again = reverse(&forward(&back, &llvm_to_spirv::Options::default()));
    assert_eq!(named_md(&again, md::SPIRV_EXECUTION_MODE), named_md(&back, md::SPIRV_EXECUTION_MODE));
    assert_eq!(printed(&again), printed(&back));
}

/// `!spirv.EntryPoint` naming a function that is not a `spir_kernel` cannot be honoured.
#[test]
fn entry_point_metadata_must_name_a_kernel() {
    let src = format!(
        "{HEADER}{}",
        r#"
define spir_func void @f() {
  ret void
}

!spirv.EntryPoint = !{!0}
!0 = !{i32 6, ptr @f, !"f"}
"#
    );
    let err = llvm_to_spirv::translate_bytes(src.as_bytes(), "in.ll", &llvm_to_spirv::Options::default())
        .expect_err("not a kernel");
    assert!(err.to_string().contains("spirv.EntryPoint") && err.to_string().contains("spir_kernel"), "{err}");
    // Malformed tuples are reported by the metadata crate, naming the node.
    let bad = src.replace("!{i32 6, ptr @f, !\"f\"}", "!{i32 6, ptr @f}");
    let err = llvm_to_spirv::translate_bytes(bad.as_bytes(), "in.ll", &llvm_to_spirv::Options::default())
        .expect_err("malformed");
    assert!(err.to_string().contains("spirv.EntryPoint"), "{err}");
}

const SOURCE: &str = r#"
@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0

define spir_kernel void @k(ptr addrspace(1) %p) !spirv.ParameterDecorations !3 {
  %v = load i32, ptr addrspace(1) %p, align 4, !spirv.Decorations !6
  store i32 %v, ptr addrspace(1) @g, align 4
  ret void
}

!spirv.SourceExtension = !{!8}
!spirv.Capability = !{!9}

!0 = !{!1}
!1 = !{i32 20}
!3 = !{!4}
!4 = !{!5}
!5 = !{i32 19}
!6 = !{!7}
!7 = !{i32 5635, !"load tag"}
!8 = !{!"cl_khr_fp16"}
!9 = !{i32 10}
"#;

/// The decoded `spirv.Decorations` of global `g`, of the first load, and the
/// `spirv.ParameterDecorations` of function `k`, from textual or binary IR.
fn decoded(ir: &[u8]) -> (md::DecorationList, md::DecorationList, md::ParameterDecorations) {
    let ctx = llvm::Context::new();
    let m = ctx.parse_ir(ir, "metadata-roundtrip").expect("parse");
    let dec = ctx.md_kind_id(md::SPIRV_DECORATIONS);
    let par = ctx.md_kind_id(md::SPIRV_PARAMETER_DECORATIONS);
    let node = |v: llvm::Value<'_>| to_md(v);
    let g = m.globals().next().expect("a global");
    let gd =
        g.global_metadata(&ctx).into_iter().find(|(k, _)| *k == dec).map(|(_, n)| node(n)).expect("global decorations");
    let f = m.function("k").expect("kernel k");
    let pd = f
        .global_metadata(&ctx)
        .into_iter()
        .find(|(k, _)| *k == par)
        .map(|(_, n)| node(n))
        .expect("parameter decorations");
    let load = f
        .basic_blocks()
        .into_iter()
        .flat_map(|b| b.instructions().collect::<Vec<_>>())
        .find(|i| i.opcode() == Some(llvm::Opcode::LLVMLoad))
        .expect("a load");
    let ld = node(load.instruction_metadata(dec).expect("load decorations"));
    (
        md::DecorationList::decode(&gd).unwrap(),
        md::DecorationList::decode(&ld).unwrap(),
        md::ParameterDecorations::decode(&pd).unwrap(),
    )
}

fn to_md(v: llvm::Value<'_>) -> md::MdNode {
    md::MdNode::new(
        v.md_operands()
            .into_iter()
            .map(|o| match o {
                Some(o) if o.md_string().is_some() => md::MdOperand::String(o.md_string().unwrap()),
                Some(o) if o.is_metadata() => md::MdOperand::Node(to_md(o)),
                Some(o) => md::MdOperand::Int {
                    bits: o.ty().int_width().unwrap_or(32),
                    value: o.const_int_zext().unwrap_or(0),
                },
                None => md::MdOperand::Null,
            })
            .collect(),
    )
}

/// Module-level instructions, `spirv.Decorations` on a global and an instruction, and
/// `spirv.ParameterDecorations`.
#[test]
fn spirv_metadata_survives_forward_and_reverse() {
    let src = format!("{HEADER}{SOURCE}");
    let back = round_trip(
        &src,
        &llvm_to_spirv::Options::default(),
        &["OpDecorate %g Aliased", "OpDecorate %p Restrict", "OpDecorate %v UserSemantic \"load tag\""],
    );
    let words = forward(&src, &llvm_to_spirv::Options::default());
    let text = llvm_spirv_text::disassemble(&words).unwrap();
    assert!(text.contains("OpSourceExtension \"cl_khr_fp16\"") && text.contains("OpCapability Float64"), "{text}");
    assert_eq!(named_md(&back, md::SPIRV_SOURCE_EXTENSION), ["!{!\"cl_khr_fp16\"}"]);
    // The generator word of the header (the "SPIR-V representation in LLVM IR" document's table): this translator's id 6, version 14.
    assert_eq!(named_md(&back, md::SPIRV_GENERATOR), ["!{i16 6, i16 14}"]);
    assert_eq!(named_md(&back, md::SPIRV_MEMORY_MODEL), ["!{i32 2, i32 2}"]);
    assert!(named_md(&back, md::SPIRV_CAPABILITY).contains(&"!{i32 10}".to_string()), "{back}");
    assert_eq!(decoded(src.as_bytes()), decoded(back.as_bytes()), "metadata differs after the round trip:\n{back}");
}

/// Parameter attributes through the metadata crate's attribute table, both directions.
#[test]
fn parameter_attributes_round_trip() {
    let src = format!(
        "{HEADER}{}",
        r#"
define spir_func void @f(ptr addrspace(1) noalias nocapture readonly align 8 dereferenceable(64) %a, i8 zeroext %b, i16 signext %c, ptr addrspace(1) readnone %d) {
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %p) {
  call spir_func void @f(ptr addrspace(1) %p, i8 1, i16 2, ptr addrspace(1) %p)
  ret void
}
"#
    );
    let back = round_trip(
        &src,
        &llvm_to_spirv::Options::default(),
        &[
            "OpDecorate %a FuncParamAttr NoAlias",
            "OpDecorate %a FuncParamAttr NoCapture",
            "OpDecorate %a FuncParamAttr NoWrite",
            "OpDecorate %a MaxByteOffset 64",
            "OpDecorate %b FuncParamAttr Zext",
            "OpDecorate %c FuncParamAttr Sext",
            "OpDecorate %d FuncParamAttr NoReadWrite",
        ],
    );
    // LLVM 21 replaced `nocapture` by `captures(none)`, printed in its kind's place.
    let a = if cfg!(feature = "llvm22") {
        "noalias readonly align 8 captures(none) dereferenceable(64) %a"
    } else {
        "noalias nocapture readonly align 8 dereferenceable(64) %a"
    };
    assert!(
        back.contains(&format!("define spir_func void @f(ptr addrspace(1) {a}, i8 zeroext %b, i16 signext %c, ptr addrspace(1) readnone %d)")),
        "{back}"
    );
}

/// `!spirv.Source` with the optional file ("SPIR-V representation in LLVM IR", OpSource row) -> OpString + OpSource -> back.
#[test]
fn source_file_round_trips() {
    let src = format!(
        "{HEADER}define spir_kernel void @k() {{\nentry:\n  ret void\n}}\n!spirv.Source = !{{!0}}\n!0 = !{{i32 3, i32 102000, !1}}\n!1 = !{{!\"/tmp/opencl/program.cl\"}}\n"
    );
    let words = forward(&src, &llvm_to_spirv::Options::default());
    let text = llvm_spirv_text::disassemble(&words).unwrap();
    let string_line =
        text.lines().find(|l| l.contains("OpString \"/tmp/opencl/program.cl\"")).unwrap_or_else(|| panic!("{text}"));
    let id = string_line.split('=').next().unwrap().trim();
    assert!(text.contains(&format!("OpSource OpenCL_C 102000 {id}")), "{text}");
    let back = reverse(&words);
    assert_eq!(named_md(&back, md::SPIRV_SOURCE), ["!{i32 3, i32 102000, !{!\"/tmp/opencl/program.cl\"}}"]);
    assert_eq!(named_md(&back, "opencl.ocl.version"), ["!{i32 1, i32 2}"]);
}

/// FPGA annotation keys beyond the representation document's table, both ways: memory
/// attributes of a variable and of a pointer that is no variable (back as
/// `llvm.var.annotation`), latency controls of member pointers (back as `llvm.ptr.annotation`
/// with the `sycl-*` keys), the load-store-unit controls of SPV_INTEL_fpga_memory_accesses
/// (`{params:N}{cache-size:S}`), extensions in their SPV_ALTERA spelling.
#[test]
fn fpga_annotation_keys_round_trip() {
    // `{6172:"1"}{6173:"0,1,5"}`: quoted integers, as DPC++ writes them.
    let globals = [
        string_global(0, "{5883:4}{word_size:8}{true_dual_port}"),
        r#"@1 = private unnamed_addr constant [25 x i8] c"{6172:\221\22}{6173:\220,1,5\22}\00", section "llvm.metadata""#
            .to_owned(),
        string_global(2, "{5885}"),
        string_global(3, "{params:3}{cache-size:64}"),
    ];
    let input = format!(
        "{HEADER}\n%struct.T = type {{ i32, i32 }}\n\n{}\n{}",
        globals.join("\n"),
        r#"
define spir_kernel void @k(ptr addrspace(1) %out) {
  %t = alloca %struct.T, align 4
  %buf = alloca [8 x i32], align 4
  call void @llvm.var.annotation.p0.p0(ptr %buf, ptr @0, ptr undef, i32 undef, ptr undef)
  %generic = addrspacecast ptr %buf to ptr addrspace(4)
  %g = call ptr addrspace(4) @llvm.ptr.annotation.p4.p0(ptr addrspace(4) %generic, ptr @2, ptr undef, i32 undef, ptr undef)
  %a = getelementptr inbounds %struct.T, ptr %t, i32 0, i32 1
  %1 = call ptr @llvm.ptr.annotation.p0.p0(ptr %a, ptr @1, ptr undef, i32 undef, ptr undef)
  store i32 2, ptr %1, align 4
  %v = load i32, ptr %1, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  store i32 %v, ptr addrspace(4) %g, align 4
  %e = getelementptr inbounds [8 x i32], ptr %buf, i32 0, i32 2
  %3 = call ptr @llvm.ptr.annotation.p0.p0(ptr %e, ptr @3, ptr undef, i32 undef, ptr undef)
  store i32 %v, ptr %3, align 4
  ret void
}

declare void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)
declare ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)
declare ptr addrspace(4) @llvm.ptr.annotation.p4.p0(ptr addrspace(4), ptr, ptr, i32, ptr)
"#
    );
    let mut opts = llvm_to_spirv::Options::default();
    for e in ["SPV_ALTERA_fpga_memory_attributes", "SPV_ALTERA_fpga_latency_control", "SPV_INTEL_fpga_memory_accesses"]
    {
        opts.allowed_extensions.insert(e.into());
    }
    let back = round_trip(
        &input,
        &opts,
        &[
            "OpDecorate %buf StridesizeALTERA 4",
            "OpDecorate %buf WordsizeALTERA 8",
            "OpDecorate %buf TrueDualPortALTERA",
            "OpDecorate %generic TrueDualPortALTERA",
            "OpDecorate %a LatencyControlLabelINTEL 1",
            "OpDecorate %a LatencyControlConstraintINTEL 0 1 5",
            "OpDecorate %e BurstCoalesceINTEL",
            "OpDecorate %e CacheSizeINTEL 64",
        ],
    );
    let lines = annotation_lines(&back);
    for expected in [
        "c\"{stride_size:4}{word_size:8}{true_dual_port}\\00\"",
        "c\"{true_dual_port}\\00\"",
        "c\"{sycl-latency-anchor-id:1}{sycl-latency-constraint:0,1,5}\\00\"",
        "call void @llvm.var.annotation.p0.p0(ptr %buf, ptr @0,",
        "call void @llvm.var.annotation.p4.p0(ptr addrspace(4) %generic, ptr @1,",
        "= call ptr @llvm.ptr.annotation.p0.p0(ptr %a, ptr @2,",
        "c\"{params:3}{cache-size:64}\\00\"",
        "= call ptr @llvm.ptr.annotation.p0.p0(ptr %e, ptr @3,",
    ] {
        assert!(lines.iter().any(|l| l.contains(expected)), "no `{expected}` in the annotations of\n{back}");
    }
    let words = forward(&input, &opts);
    let text = llvm_spirv_text::disassemble(&words).expect("disassemble");
    assert!(text.contains("OpExtension \"SPV_ALTERA_fpga_latency_control\""), "{text}");
    assert!(text.contains("OpExtension \"SPV_ALTERA_fpga_memory_attributes\""), "{text}");
}

/// `!prefer_dsp` with and without its companion `!propagate_dsp_preference`
/// (SPV_INTEL_fpga_dsp_control's `MathOpDSPModeINTEL mode propagate`) both ways.
#[test]
fn dsp_preferences_round_trip() {
    let input = format!(
        "{HEADER}\n{}",
        r#"
define spir_func i32 @propagated(i32 %x) !prefer_dsp !0 !propagate_dsp_preference !0 {
  %y = mul i32 %x, %x
  ret i32 %y
}

define spir_func i32 @soft(i32 %x) !prefer_dsp !1 {
  %y = mul i32 %x, 3
  ret i32 %y
}

!0 = !{i32 1}
!1 = !{i32 0}
"#
    );
    let mut opts = llvm_to_spirv::Options::default();
    opts.allowed_extensions.insert("SPV_ALTERA_fpga_dsp_control".into());
    let back = round_trip(
        &input,
        &opts,
        &["OpDecorate %propagated MathOpDSPModeINTEL 1 1", "OpDecorate %soft MathOpDSPModeINTEL 0 0"],
    );
    let defines: Vec<&str> = back.lines().filter(|l| l.starts_with("define")).collect();
    assert!(
        defines.iter().any(|l| l.contains("@propagated(")
            && l.contains("!prefer_dsp !")
            && l.contains("!propagate_dsp_preference !")),
        "{back}"
    );
    assert!(
        defines.iter().any(|l| l.contains("@soft(") && l.contains("!prefer_dsp !") && !l.contains("propagate_dsp")),
        "{back}"
    );
}

/// `!kernel_arg_buffer_location` (SPV_INTEL_fpga_buffer_location) both ways: the pointer
/// parameters' `BufferLocationINTEL`, and back one `i32` per parameter (-1 for none).
#[test]
fn kernel_arg_buffer_locations_round_trip() {
    let input = format!(
        "{HEADER}\n{}",
        r#"
define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %tmp, i32 %n, ptr addrspace(1) %out) !kernel_arg_buffer_location !0 {
  %v = load i32, ptr addrspace(1) %in, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

!0 = !{i32 3, i32 -1, i32 -1, i32 0}
"#
    );
    let mut opts = llvm_to_spirv::Options::default();
    opts.allowed_extensions.insert("SPV_INTEL_fpga_buffer_location".into());
    let back =
        round_trip(&input, &opts, &["OpDecorate %in BufferLocationINTEL 3", "OpDecorate %out BufferLocationINTEL 0"]);
    assert!(back.contains("!kernel_arg_buffer_location !"), "{back}");
    assert!(back.contains("= !{i32 3, i32 -1, i32 -1, i32 0}"), "{back}");
    assert!(!back.contains("spirv.ParameterDecorations"), "{back}");
}
