//! Forward debug information: every `tests/forward/debug_*.ll` input (our own `-g`
//! kernels and hand-written records) in each of the three debug sets passes `spirv-val`
//! (SPIRV-Tools 2025.5 under `. scripts/test-env.sh`), keeps every local variable, every
//! subprogram with a body and every distinct (line, column) of instruction locations, and
//! drops exactly the records whose expression the set cannot express.

use llvm_spirv::debug_info::{DebugInfoSet, DebugInstruction};
use llvm_spirv::llvm_to_spirv::{translate_file, Options};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

#[path = "../../tests/src/spirv_tools.rs"]
mod spirv_tools;

fn debug_inputs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/forward");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with("debug_") && name.ends_with(".ll")
        })
        .collect();
    v.sort();
    assert!(v.len() >= 4, "the debug inputs are missing");
    v
}

fn translate(path: &Path, set: DebugInfoSet) -> Vec<u32> {
    let options = Options { debug_info: set, ..Options::default() };
    translate_file(path, &options).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `spirv-val` of the module, then its `spirv-dis --no-header --raw-id` text.
fn validate_and_disassemble(name: &str, words: &[u32]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("m.spv");
    std::fs::write(&f, words.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>()).unwrap();
    let val = spirv_tools::spirv_tool("spirv-val").arg(&f).output().expect("spirv-val must be installed");
    let dis = spirv_tools::spirv_tool("spirv-dis").args(["--no-header", "--raw-id"]).arg(&f).output().unwrap();
    let text = String::from_utf8_lossy(&dis.stdout).into_owned();
    assert!(
        val.status.success(),
        "{name}: spirv-val rejects the module: {}{}\n{text}",
        String::from_utf8_lossy(&val.stdout),
        String::from_utf8_lossy(&val.stderr)
    );
    text
}

/// The value of each `OpConstant` of a 32-bit integer type, by result id (the NonSemantic
/// sets' numbers).
fn constants(dis: &str) -> std::collections::HashMap<String, u64> {
    let int32: BTreeSet<&str> = dis.lines().filter_map(|l| l.trim().strip_suffix(" = OpTypeInt 32 0")).collect();
    dis.lines()
        .filter_map(|l| {
            let (id, rest) = l.trim().split_once(" = OpConstant ")?;
            let mut parts = rest.split_whitespace();
            let ty = parts.next()?;
            int32.contains(ty).then(|| Some((id.to_string(), parts.next()?.parse().ok()?)))?
        })
        .collect()
}

/// The distinct (line, column) pairs of `OpLine` / `DebugLine`.
fn lines_of(dis: &str) -> BTreeSet<(u64, u64)> {
    let consts = constants(dis);
    let num = |s: &str| s.parse::<u64>().ok().or_else(|| consts.get(s).copied());
    let mut out = BTreeSet::new();
    for l in dis.lines() {
        let words: Vec<&str> = l.split_whitespace().collect();
        if let Some(i) = words.iter().position(|w| *w == "OpLine") {
            if let (Some(a), Some(b)) = (words.get(i + 2).and_then(|w| num(w)), words.get(i + 3).and_then(|w| num(w))) {
                out.insert((a, b));
            }
        }
        let ext = words.iter().position(|w| *w == "OpExtInst").map(|i| i + 3);
        if let Some(i) = ext.filter(|&i| words.get(i).is_some_and(|w| *w == "DebugLine" || *w == "103")) {
            if let (Some(a), Some(b)) = (words.get(i + 2).and_then(|w| num(w)), words.get(i + 4).and_then(|w| num(w))) {
                out.insert((a, b));
            }
        }
    }
    out
}

/// The distinct (line, column) of the `DILocation`s the functions' instructions carry
/// (`!dbg !N` inside a body, not on a record or a definition).
fn instruction_locations(ll: &str) -> BTreeSet<(u64, u64)> {
    let mut refs = BTreeSet::new();
    let mut in_body = false;
    for l in ll.lines() {
        if l.starts_with("define ") {
            in_body = true;
            continue;
        }
        if l.starts_with('}') {
            in_body = false;
        }
        if in_body && !l.trim_start().starts_with("#dbg_") {
            if let Some((_, r)) = l.rsplit_once("!dbg !") {
                refs.insert(r.trim().to_string());
            }
        }
    }
    let field = |l: &str, f: &str| -> Option<u64> {
        let (_, rest) = l.split_once(&format!("{f}: "))?;
        rest.split([',', ')']).next()?.trim().parse().ok()
    };
    ll.lines()
        .filter_map(|l| {
            let (id, def) = l.split_once(" = ")?;
            let id = id.strip_prefix('!')?;
            (refs.contains(id) && def.contains("!DILocation("))
                .then(|| (field(def, "line").unwrap_or(0), field(def, "column").unwrap_or(0)))
        })
        .filter(|&(line, _)| line != 0)
        .collect()
}

/// How many instructions `inst` (`OpLine`, or a debug instruction by name, or by number where
/// spirv-dis does not know the set: NonSemantic.Shader.DebugInfo.200) the text has.
fn count(dis: &str, inst: &str) -> usize {
    let number = DebugInstruction::ALL.iter().find(|d| d.name() == inst).map(|d| d.number().to_string());
    dis.lines()
        .filter(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            match words.iter().position(|w| *w == "OpExtInst") {
                Some(i) => words.get(i + 3).is_some_and(|w| *w == inst || Some(w.to_string()) == number),
                None => words.contains(&inst),
            }
        })
        .count()
}

#[test]
fn every_debug_input_is_valid_and_complete_in_every_set() {
    for path in debug_inputs() {
        let ll = std::fs::read_to_string(&path).unwrap();
        let locals = ll.matches("!DILocalVariable(").count();
        let defined = ll.lines().filter(|l| l.contains("DISubprogram(") && l.contains("DISPFlagDefinition")).count();
        let declared = ll.lines().filter(|l| l.contains("DISubprogram(") && !l.contains("DISPFlagDefinition")).count();
        let locations = instruction_locations(&ll);
        for set in DebugInfoSet::ALL {
            let name = format!("{} {}", path.file_name().unwrap().to_string_lossy(), set.option_name());
            let dis = validate_and_disassemble(&name, &translate(&path, set));
            assert!(dis.contains(&format!("OpExtInstImport \"{}\"", set.import_name())), "{name}");
            assert_eq!(count(&dis, "DebugCompilationUnit"), 1, "{name}");
            assert_eq!(count(&dis, "DebugLocalVariable"), locals, "{name}: local variables");
            assert_eq!(count(&dis, "DebugFunction"), defined, "{name}: subprograms with a body");
            assert_eq!(count(&dis, "DebugFunctionDeclaration"), declared, "{name}: subprograms without one");
            let lines = lines_of(&dis);
            let missing: Vec<_> = locations.difference(&lines).collect();
            assert!(missing.is_empty(), "{name}: instruction locations without a line: {missing:?}");
            if set.is_non_semantic() {
                assert!(dis.contains("OpExtension \"SPV_KHR_non_semantic_info\""), "{name}");
                assert_eq!(count(&dis, "OpLine"), 0, "{name}: the NonSemantic sets use DebugLine");
            } else {
                assert_eq!(count(&dis, "DebugLine"), 0, "{name}");
            }
        }
    }
}

/// OpenCL.DebugInfo.100 has no `DW_OP_LLVM_convert` and no `DW_OP_consts`: exactly those two
/// records lose their location (a DebugValue of an `OpUndef` with an empty expression: the
/// variable's location is unknown from there, not the previous one extended);
/// NonSemantic.Shader.DebugInfo.200 keeps all seven.
#[test]
fn expressions_a_set_cannot_express_end_only_their_record() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/forward/debug_expressions.ll");
    let records = |set| {
        let dis = validate_and_disassemble("debug_expressions", &translate(&path, set));
        (count(&dis, "DebugDeclare"), count(&dis, "DebugValue"), dis)
    };
    for set in [DebugInfoSet::OpenClDebugInfo100, DebugInfoSet::ShaderDebugInfo100] {
        let (declares, values, dis) = records(set);
        assert_eq!((declares, values), (1, 6), "{dis}");
        assert!(!dis.contains("DebugOperation 10 ") && !dis.contains("Convert"), "{dis}");
        // The two records without a form name an OpUndef value and an empty expression.
        let undef = dis.lines().find(|l| l.contains("OpUndef")).and_then(|l| l.split_whitespace().next());
        let empty =
            dis.lines().find(|l| l.trim_end().ends_with("DebugExpression")).and_then(|l| l.split_whitespace().next());
        let (undef, empty) = (undef.expect("an OpUndef"), empty.expect("an empty DebugExpression"));
        let ends = dis.lines().filter(|l| l.contains("DebugValue") && l.contains(&format!(" {undef} {empty}"))).count();
        assert_eq!(ends, 2, "{set:?}:\n{dis}");
    }
    let (declares, values, dis) = records(DebugInfoSet::ShaderDebugInfo200);
    assert_eq!((declares, values), (1, 6), "{dis}");
    // The fragment keeps its (offset, size) operands.
    let consts = constants(&dis);
    let fragment = dis
        .lines()
        .filter(|l| l.contains("OpExtInst"))
        .map(|l| l.split_whitespace().skip_while(|w| *w != "OpExtInst").skip(3))
        .filter_map(|mut ops| (ops.next() == Some("30")).then_some(ops))
        .map(|ops| ops.map(|w| consts.get(w).copied()).collect::<Vec<_>>())
        .find(|ops| ops.first() == Some(&Some(9)) && ops.get(1) == Some(&Some(32)));
    assert_eq!(fragment, Some(vec![Some(9), Some(32), Some(32)]), "{dis}");
}
