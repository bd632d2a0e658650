//! Debug information through both directions (issue 12): a kernel of ours
//! (`tests/debug_info/kernel.cl`, compiled by clang-19 with `-g` at -O0 and -O2 into
//! `kernel_O0.ll` / `kernel_O2.ll`) is translated forward in each debug instruction set,
//! checked with `spirv-val`, translated back, and the two modules' debug metadata are
//! compared: every distinct (line, column) of an instruction location, every subprogram, and
//! every local variable with its type.

use llvm_spirv::debug_info::DebugInfoSet;
use llvm_spirv::llvm;
use llvm_spirv::llvm_to_spirv;
use llvm_spirv::spirv_to_llvm::{translate, Options, OutputFormat};
use std::collections::{BTreeSet, HashMap};
use std::path::Path;

#[allow(dead_code)]
#[path = "../../tests/src/spirv_tools.rs"]
mod spirv_tools;

/// What the round trip must keep, read from a module's printed text.
#[derive(Debug, PartialEq, Eq)]
struct Summary {
    /// (line, column) of the instruction locations (line 0, "no line", left out).
    locations: BTreeSet<(u64, u64)>,
    /// Subprogram names.
    subprograms: BTreeSet<String>,
    /// Local variables and parameters: (name, arg, line, type).
    variables: BTreeSet<(String, u64, u64, String)>,
}

/// `field: value` of a metadata line (`name: "x"` gives `x`).
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let at = line.find(&format!("{key}: "))? + key.len() + 2;
    let rest = &line[at..];
    if let Some(s) = rest.strip_prefix('"') {
        return s.split('"').next();
    }
    rest.split([',', ')']).next()
}

fn num(line: &str, key: &str) -> u64 {
    field(line, key).and_then(|v| v.parse().ok()).unwrap_or(0)
}

/// A type node rendered by its tag, name, size and base type (recursively, to depth 6);
/// with `skip_typedefs`, a typedef renders as the type it names.
fn render(nodes: &HashMap<String, String>, id: Option<&str>, depth: u32, skip_typedefs: bool) -> String {
    let Some(line) = id.and_then(|i| nodes.get(i)) else { return "void".into() };
    if depth == 0 {
        return "...".into();
    }
    if skip_typedefs && field(line, "tag") == Some("DW_TAG_typedef") {
        return render(nodes, field(line, "baseType"), depth - 1, skip_typedefs);
    }
    let kind = line.split('(').next().unwrap_or("").trim_start_matches("distinct ").trim_start_matches('!');
    let tag = field(line, "tag").unwrap_or(kind);
    let name = field(line, "name").unwrap_or("");
    let size = field(line, "size").unwrap_or("");
    let base = render(nodes, field(line, "baseType"), depth - 1, skip_typedefs);
    format!("{tag} {name} {size} <{base}>")
}

fn summary(ir: &str, skip_typedefs: bool) -> Summary {
    let ctx = llvm::Context::new();
    let text = ctx.parse_ir(ir.as_bytes(), "summary").expect("parse").to_text();
    let mut nodes = HashMap::new();
    for l in text.lines().filter(|l| l.starts_with('!')) {
        if let Some((id, body)) = l.split_once(" = ") {
            nodes.insert(id.to_string(), body.to_string());
        }
    }
    let mut locations = BTreeSet::new();
    for l in text.lines().filter(|l| l.starts_with("  ") && !l.trim_start().starts_with('#')) {
        if let Some(i) = l.find("!dbg ") {
            let id = l[i + 5..].split([',', ' ']).next().unwrap_or("");
            if let Some(loc) = nodes.get(id) {
                let line = num(loc, "line");
                if line != 0 {
                    locations.insert((line, num(loc, "column")));
                }
            }
        }
    }
    let subprograms = nodes
        .values()
        .filter(|b| b.contains("!DISubprogram("))
        .filter_map(|b| field(b, "name"))
        .map(String::from)
        .collect();
    let variables = nodes
        .values()
        .filter(|b| b.starts_with("!DILocalVariable("))
        .map(|b| {
            let ty = render(&nodes, field(b, "type"), 6, skip_typedefs);
            (field(b, "name").unwrap_or("").to_string(), num(b, "arg"), num(b, "line"), ty)
        })
        .collect();
    Summary { locations, subprograms, variables }
}

fn round_trip(input: &str, set: DebugInfoSet) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debug_info").join(input);
    let ir = std::fs::read_to_string(&path).expect("input");
    let opts = llvm_to_spirv::Options { debug_info: set, ..Default::default() };
    let words = llvm_to_spirv::translate_bytes(ir.as_bytes(), input, &opts).expect("forward");
    let dir = tempfile::tempdir().unwrap();
    let spv = dir.path().join("m.spv");
    std::fs::write(&spv, words.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>()).unwrap();
    let st = spirv_tools::spirv_tool("spirv-val").arg(&spv).output().expect("spirv-val");
    assert!(st.status.success(), "{input} {set:?}: spirv-val: {}", String::from_utf8_lossy(&st.stderr));
    String::from_utf8(translate(&words, &Options::default(), OutputFormat::Text).expect("reverse")).unwrap()
}

fn check(input: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debug_info").join(input);
    let source = std::fs::read_to_string(&path).unwrap();
    for set in DebugInfoSet::ALL {
        // spirv-val takes only a DebugTypeBasic as a DebugTypedef's base type: the forward
        // writes other typedefs as the type they name (with a warning), so types are
        // compared through typedefs.
        let skip_typedefs = true;
        let before = summary(&source, skip_typedefs);
        assert!(before.locations.len() > 5 && !before.variables.is_empty(), "{input}: {before:?}");
        let after = summary(&round_trip(input, set), skip_typedefs);
        assert_eq!(before.subprograms, after.subprograms, "{input} {set:?}: subprograms");
        assert_eq!(before.locations, after.locations, "{input} {set:?}: locations");
        assert_eq!(before.variables, after.variables, "{input} {set:?}: variables");
    }
}

#[test]
fn debug_info_of_an_o0_kernel_survives_a_round_trip_in_every_set() {
    check("kernel_O0.ll");
}

#[test]
fn debug_info_of_an_o2_kernel_survives_a_round_trip_in_every_set() {
    check("kernel_O2.ll");
}
