//! Round-trip fidelity of debug information (issue 12): the OpenCL C files of
//! `tests/kernels/debug/` (structs, unions, arrays, pointers, loops, inlined helpers,
//! typedefs, enums, program-scope variables) are compiled with `-g` at `-O0`, `-O2` and
//! `-O3`, translated forward in each debug extended instruction set (the result must pass
//! `spirv-val`), translated back, and the debug metadata of the two LLVM modules compared:
//!
//! * every distinct (line, column) of an instruction's location;
//! * every `DISubprogram` (name, line, linkage name): of functions (declared callees
//!   included), of inlined scopes and those the compile units retain;
//! * every call site an inlined location names (line, and column in
//!   NonSemantic.Shader.DebugInfo.200, the one set whose DebugInlinedAt has a Column);
//! * every `DILocalVariable` a debug record names (name, line, argument number, type);
//! * every `DIGlobalVariable` of a global (name, line, type);
//!
//! A type is rendered by its names and shape (`struct particle_t`, `float*`,
//! `int[4]`, typedef names). OpenCL.DebugInfo.100 and NonSemantic.Shader.DebugInfo.100
//! cannot hold a typedef of anything but a basic type (spirv-val accepts only a
//! `DebugTypeBasic` as a `DebugTypedef`'s base type), so in those sets such typedefs are
//! compared as the type they name; NonSemantic.Shader.DebugInfo.200 keeps them all.
//!
//! A failure prints, per (file, level, set), what the round trip lost and what it added.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use llvm_spirv::debug_info::{dw_tag, DebugInfoSet};
use llvm_spirv::llvm::debug_info::{DiNode, IntField, MetadataKind as K, NodeField, StrField};
use llvm_spirv::llvm::{self, Module};
use llvm_spirv::spirv_to_llvm::{translate as reverse, Options, OutputFormat, TargetEnv};
use llvm_spirv_rs_tests::tools::{compile_cl_with, spirv_val, translate_with_debug};

/// The optimisation levels compared.
const LEVELS: [&str; 3] = ["-O0", "-O2", "-O3"];

/// How deep a type is rendered (pointers to structs holding pointers...).
const TYPE_DEPTH: u32 = 5;

fn debug_kernels() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/debug");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cl"))
        .collect();
    files.sort();
    files
}

/// Renders debug type `t`; `through_typedefs` renders a typedef of a non-basic type as
/// the type it names.
fn render_type(t: Option<DiNode<'_>>, depth: u32, through_typedefs: bool) -> String {
    let Some(t) = t else { return "void".into() };
    if depth == 0 {
        return "...".into();
    }
    let name = t.string(StrField::Name).unwrap_or_default();
    let tag = t.int(IntField::Tag).unwrap_or(0) as u32;
    let base = t.node(NodeField::Type);
    let inner = || render_type(base, depth - 1, through_typedefs);
    match t.kind() {
        K::LLVMDIBasicTypeMetadataKind => name,
        K::LLVMDIDerivedTypeMetadataKind => match tag {
            dw_tag::TYPEDEF => {
                let basic_base = base.is_some_and(|b| matches!(b.kind(), K::LLVMDIBasicTypeMetadataKind));
                if through_typedefs && !basic_base {
                    inner()
                } else {
                    format!("typedef {name}={}", inner())
                }
            }
            dw_tag::POINTER_TYPE => {
                format!("{}*addrspace({})", inner(), t.int(IntField::AddressSpace).unwrap_or(0))
            }
            dw_tag::CONST_TYPE => format!("const {}", inner()),
            dw_tag::VOLATILE_TYPE => format!("volatile {}", inner()),
            dw_tag::RESTRICT_TYPE => format!("restrict {}", inner()),
            other => format!("derived#{other:#x} {name} {}", inner()),
        },
        K::LLVMDICompositeTypeMetadataKind => match tag {
            dw_tag::STRUCTURE_TYPE => format!("struct {name}"),
            dw_tag::UNION_TYPE => format!("union {name}"),
            dw_tag::ENUMERATION_TYPE => format!("enum {name}"),
            dw_tag::ARRAY_TYPE => {
                let counts: Vec<String> = t
                    .node(NodeField::Elements)
                    .map(|e| e.operands())
                    .unwrap_or_default()
                    .into_iter()
                    .map(|s| s.and_then(|s| s.int(IntField::SubrangeCount)).map_or("?".to_owned(), |c| c.to_string()))
                    .collect();
                let vector = t.int(IntField::Flags).unwrap_or(0) & (1 << 11) != 0;
                format!("{}{}[{}]", inner(), if vector { " vector" } else { "" }, counts.join("]["))
            }
            other => format!("composite#{other:#x} {name}"),
        },
        K::LLVMDISubroutineTypeMetadataKind => "function".into(),
        other => format!("{other:?}"),
    }
}

/// The subprogram enclosing scope `s` (itself if it is one).
fn subprogram_of(mut s: Option<DiNode<'_>>) -> Option<DiNode<'_>> {
    for _ in 0..64 {
        let node = s?;
        if matches!(node.kind(), K::LLVMDISubprogramMetadataKind) {
            return Some(node);
        }
        s = node.node(NodeField::Scope);
    }
    None
}

fn describe_subprogram(sp: DiNode<'_>) -> String {
    format!(
        "subprogram {} line {} linkage {:?}",
        sp.string(StrField::Name).unwrap_or_default(),
        sp.int(IntField::Line).unwrap_or(0),
        sp.string(StrField::LinkageName).unwrap_or_default()
    )
}

/// What a debug set can hold, which the comparison follows.
#[derive(Clone, Copy)]
struct View {
    /// Typedefs of non-basic types are compared as the type they name (see the module doc).
    through_typedefs: bool,
    /// Call sites (`inlinedAt:`) keep their column: only NonSemantic.Shader.DebugInfo.200's
    /// DebugInlinedAt has a Column operand.
    call_site_columns: bool,
}

impl View {
    fn of(set: DebugInfoSet) -> View {
        let is_200 = set == DebugInfoSet::ShaderDebugInfo200;
        View { through_typedefs: !is_200, call_site_columns: is_200 }
    }
}

/// The facts the round trip must keep, one line each.
fn summary(module: &Module<'_>, view: View) -> BTreeSet<String> {
    let through_typedefs = view.through_typedefs;
    module.use_debug_records();
    let mut out = BTreeSet::new();
    let add_location = |out: &mut BTreeSet<String>, loc: DiNode<'_>| {
        let mut at = Some(loc);
        // The location, then the call sites it is inlined at.
        let mut what = "location";
        while let Some(l) = at {
            let line = l.int(IntField::Line).unwrap_or(0);
            let column = l.int(IntField::Column).unwrap_or(0);
            if line != 0 && what == "location" {
                out.insert(format!("location {line}:{column}"));
            } else if line != 0 && view.call_site_columns {
                out.insert(format!("call site {line}:{column}"));
            } else if line != 0 {
                out.insert(format!("call site {line}"));
            }
            if let Some(sp) = subprogram_of(l.node(NodeField::Scope)) {
                out.insert(describe_subprogram(sp));
            }
            at = l.node(NodeField::InlinedAt);
            what = "call site";
        }
    };
    for f in module.functions() {
        if let Some(sp) = f.subprogram() {
            out.insert(describe_subprogram(sp));
        }
        for bb in f.basic_blocks() {
            for inst in bb.instructions() {
                if let Some(loc) = inst.debug_location() {
                    add_location(&mut out, loc);
                }
                for rec in inst.debug_records() {
                    let Some(var) = rec.variable.filter(|v| matches!(v.kind(), K::LLVMDILocalVariableMetadataKind))
                    else {
                        continue;
                    };
                    out.insert(format!(
                        "variable {} line {} arg {} type {} in {}",
                        var.string(StrField::Name).unwrap_or_default(),
                        var.int(IntField::Line).unwrap_or(0),
                        var.int(IntField::ArgNumber).unwrap_or(0),
                        render_type(var.node(NodeField::Type), TYPE_DEPTH, through_typedefs),
                        subprogram_of(var.node(NodeField::Scope))
                            .and_then(|sp| sp.string(StrField::Name))
                            .unwrap_or_default()
                    ));
                }
            }
        }
    }
    // Subprograms kept by their compile unit (declarations of callees no function holds).
    for cu in module.compile_units() {
        let retained = cu.node(NodeField::RetainedNodes).map(|l| l.operands()).unwrap_or_default();
        for sp in retained.into_iter().flatten().filter(|n| matches!(n.kind(), K::LLVMDISubprogramMetadataKind)) {
            out.insert(describe_subprogram(sp));
        }
    }
    for g in module.globals() {
        for gve in g.global_debug_info() {
            let Some(var) = gve.node(NodeField::Variable) else { continue };
            out.insert(format!(
                "global {} line {} type {}",
                var.string(StrField::Name).unwrap_or_default(),
                var.int(IntField::Line).unwrap_or(0),
                render_type(var.node(NodeField::Type), TYPE_DEPTH, through_typedefs)
            ));
        }
    }
    out
}

/// What `after` lost and gained against `before`, one line each (empty when equal).
fn diff(before: &BTreeSet<String>, after: &BTreeSet<String>) -> Vec<String> {
    let lost = before.difference(after).map(|l| format!("  lost:   {l}"));
    let gained = after.difference(before).map(|l| format!("  gained: {l}"));
    lost.chain(gained).collect()
}

/// Compiles, translates and compares one file at one level in every set; failures are
/// appended to `failures`.
fn check_file(path: &Path, level: &str, failures: &mut Vec<String>) {
    let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("kernel").to_owned();
    let bc = match compile_cl_with(path, "spir64", level, "CL2.0", &["-g".to_owned()]) {
        Ok(bc) => bc,
        Err(e) => return failures.push(format!("{stem} {level}: {e}")),
    };
    let bytes = std::fs::read(bc.path()).unwrap_or_default();
    let ctx = llvm::Context::new();
    let original = match ctx.parse_ir(&bytes, &stem) {
        Ok(m) => m,
        Err(e) => return failures.push(format!("{stem} {level}: {e}")),
    };
    for set in DebugInfoSet::ALL {
        let what = format!("{stem} {level} {}", set.option_name());
        let view = View::of(set);
        let before = summary(&original, view);
        if !before.iter().any(|l| l.starts_with("variable ")) || !before.iter().any(|l| l.starts_with("location ")) {
            failures.push(format!("{what}: the original has no variables or locations: {before:?}"));
            continue;
        }
        let words = match translate_with_debug(bc.path(), &[], Some(set)) {
            Ok(w) => w,
            Err(e) => {
                failures.push(format!("{what}: {e}"));
                continue;
            }
        };
        if let Err(e) = spirv_val(&words, None) {
            failures.push(format!("{what}: spirv-val rejects the forward translation:\n{e}"));
        }
        let options = Options { target_env: TargetEnv::Cl20, ..Options::default() };
        let back = match reverse(&words, &options, OutputFormat::Bitcode) {
            Ok(b) => b,
            Err(e) => {
                failures.push(format!("{what}: reverse translation failed: {e}"));
                continue;
            }
        };
        let back_ctx = llvm::Context::new();
        let after = match back_ctx.parse_ir(&back, &stem) {
            Ok(m) => summary(&m, view),
            Err(e) => {
                failures.push(format!("{what}: {e}"));
                continue;
            }
        };
        let lines = diff(&before, &after);
        if !lines.is_empty() {
            failures.push(format!("{what}: debug information differs after the round trip:\n{}", lines.join("\n")));
        }
    }
}

#[test]
fn debug_information_survives_a_round_trip_in_every_set() {
    let files = debug_kernels();
    assert!(files.len() >= 3, "tests/kernels/debug has {} files", files.len());
    let mut failures = Vec::new();
    for path in &files {
        for level in LEVELS {
            check_file(path, level, &mut failures);
        }
    }
    assert!(failures.is_empty(), "{} failure(s):\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn the_summary_sees_what_the_comparison_needs() {
    // The comparison cannot pass vacuously: the -O0 summary of a file with a typedef'd
    // struct, an enum, helpers and a program-scope variable holds all of them.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels/debug/particles.cl");
    let bc = compile_cl_with(&path, "spir64", "-O0", "CL2.0", &["-g".to_owned()]).unwrap_or_else(|e| panic!("{e}"));
    let ctx = llvm::Context::new();
    let m = ctx.parse_ir(&std::fs::read(bc.path()).unwrap(), "particles").unwrap_or_else(|e| panic!("{e}"));
    let s = summary(&m, View { through_typedefs: false, call_site_columns: true });
    let has = |prefix: &str| s.iter().any(|l| l.starts_with(prefix));
    assert!(has("subprogram step_one line 24"), "{s:#?}");
    assert!(has("subprogram advance line 41"), "{s:#?}");
    assert!(has("variable p line 43 arg 0 type typedef particle_t=struct "), "{s:#?}");
    assert!(has("variable b line 41 arg 2 type struct bounds"), "{s:#?}");
    assert!(has("global gravity line 16 type float"), "{s:#?}");
    assert!(has("global steps_table line 17 type int[4]"), "{s:#?}");
    assert!(s.iter().filter(|l| l.starts_with("location ")).count() > 20, "{s:#?}");
    // A lost variable shows in the diff.
    let mut fewer = s.clone();
    let gone = fewer.iter().find(|l| l.starts_with("variable ")).cloned().unwrap();
    fewer.remove(&gone);
    assert_eq!(diff(&s, &fewer), vec![format!("  lost:   {gone}")]);
}
