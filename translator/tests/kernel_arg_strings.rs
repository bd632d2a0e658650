//! `-preserve-ocl-kernel-arg-type-metadata-through-string` (issue 15): forward, each
//! kernel's `!kernel_arg_type` and `!kernel_arg_type_qual` become an `OpString`
//! `"<metadata name>.<kernel>.<a0>,<a1>,...,"`; reverse, such strings (read whenever
//! present) restore the metadata exactly, while `!kernel_arg_base_type` stays derived from
//! the SPIR-V types.

use llvm_spirv::llvm_to_spirv;
use llvm_spirv::spirv_to_llvm::{translate, Error, Options, OutputFormat};
use std::process::Command;

#[allow(dead_code)]
#[path = "../../tests/src/spirv_tools.rs"]
mod spirv_tools;

/// A kernel whose argument types are typedef and template names that SPIR-V types cannot
/// carry, and a second kernel whose name extends the first's.
const SRC: &str = r#"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !4 !kernel_arg_type_qual !5 {
entry:
  ret void
}
define spir_kernel void @k2(ptr addrspace(1) %q) !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
entry:
  ret void
}
!1 = !{i32 1, i32 0}
!2 = !{!"none", !"none"}
!3 = !{!"myfloat*", !"pair<int, int>"}
!4 = !{!"float*", !"int"}
!5 = !{!"volatile", !""}
!6 = !{i32 1}
!7 = !{!"none"}
!8 = !{!"counter_t*"}
!9 = !{!"uint*"}
!10 = !{!"restrict"}
"#;

fn forward(keep: bool) -> Vec<u32> {
    let opts = llvm_to_spirv::Options { kernel_arg_type_strings: keep, ..llvm_to_spirv::Options::default() };
    llvm_to_spirv::translate_bytes(SRC.as_bytes(), "in.ll", &opts).expect("forward")
}

fn reverse(words: &[u32]) -> Result<String, Error> {
    translate(words, &Options::default(), OutputFormat::Text).map(|b| String::from_utf8(b).expect("utf-8"))
}

fn spirv_file(words: &[u32], tag: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("llvm-spirv-rs-karg-{}-{tag}.spv", std::process::id()));
    std::fs::write(&path, words.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>()).expect("write");
    path
}

fn run(tool: &str, words: &[u32], tag: &str) -> (bool, String) {
    let path = spirv_file(words, tag);
    let mut cmd: Command = spirv_tools::spirv_tool(tool);
    let out = cmd.arg(&path).output().expect("SPIRV-Tools must be installed");
    std::fs::remove_file(&path).ok();
    (out.status.success(), format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)))
}

/// The `OpString` lines of the disassembly, ids dropped.
fn strings(words: &[u32], tag: &str) -> Vec<String> {
    let (ok, text) = run("spirv-dis", words, tag);
    assert!(ok, "{text}");
    text.lines().filter_map(|l| l.split_once("= OpString ").map(|(_, s)| s.to_string())).collect()
}

/// The metadata node `kind` of function `f` in printed IR, as its operand list.
fn function_md(ir: &str, f: &str, kind: &str) -> String {
    let define = ir.lines().find(|l| l.starts_with(&format!("define spir_kernel void @{f}("))).expect("kernel");
    let tag = format!("!{kind} !");
    let at = define.find(&tag).unwrap_or_else(|| panic!("no !{kind} on @{f}: {define}")) + tag.len();
    let num: String = define[at..].chars().take_while(char::is_ascii_digit).collect();
    let line = ir.lines().find(|l| l.starts_with(&format!("!{num} = "))).expect("node");
    line.split_once(" = ").expect("node").1.to_string()
}

#[test]
fn forward_writes_one_string_per_attachment_and_validates() {
    let words = forward(true);
    let (ok, text) = run("spirv-val", &words, "val");
    assert!(ok, "spirv-val: {text}");
    assert_eq!(
        strings(&words, "dis"),
        [
            r#""kernel_arg_type.k.myfloat*,pair<int, int>,""#,
            r#""kernel_arg_type_qual.k.volatile,,""#,
            r#""kernel_arg_type.k2.counter_t*,""#,
            r#""kernel_arg_type_qual.k2.restrict,""#,
        ]
    );
    // Off (the default): no string.
    assert_eq!(strings(&forward(false), "dis-off"), Vec::<String>::new());
}

#[test]
fn reverse_restores_type_and_type_qual_from_the_strings() {
    let ir = reverse(&forward(true)).expect("reverse");
    assert_eq!(function_md(&ir, "k", "kernel_arg_type"), r#"!{!"myfloat*", !"pair<int, int>"}"#);
    assert_eq!(function_md(&ir, "k", "kernel_arg_type_qual"), r#"!{!"volatile", !""}"#);
    assert_eq!(function_md(&ir, "k2", "kernel_arg_type"), r#"!{!"counter_t*"}"#);
    assert_eq!(function_md(&ir, "k2", "kernel_arg_type_qual"), r#"!{!"restrict"}"#);
    // The base type is derived from the SPIR-V types (opaque pointers: char*).
    assert_eq!(function_md(&ir, "k", "kernel_arg_base_type"), r#"!{!"char*", !"int"}"#);
    // Without the strings the type is derived too.
    let derived = reverse(&forward(false)).expect("reverse");
    assert_eq!(function_md(&derived, "k", "kernel_arg_type"), r#"!{!"char*", !"int"}"#);
}

#[test]
fn round_trip_keeps_the_strings() {
    let words = forward(true);
    let ir = reverse(&words).expect("reverse");
    let opts = llvm_to_spirv::Options { kernel_arg_type_strings: true, ..llvm_to_spirv::Options::default() };
    let again = llvm_to_spirv::translate_bytes(ir.as_bytes(), "back.ll", &opts).expect("forward again");
    assert_eq!(strings(&again, "again"), strings(&words, "first"));
}

/// Replaces the text of the first `OpString` holding `from` by `to` (same word length).
fn patch_string(words: &mut [u32], from: &str, to: &str) {
    assert_eq!(from.len(), to.len());
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let at = bytes.windows(from.len()).position(|w| w == from.as_bytes()).expect("string present");
    let mut bytes = bytes;
    bytes[at..at + to.len()].copy_from_slice(to.as_bytes());
    for (w, c) in words.iter_mut().zip(bytes.chunks(4)) {
        *w = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
    }
}

#[test]
fn malformed_strings_are_invalid_miscounted_ones_are_kept() {
    // Unbalanced '<': the string cannot be split into arguments.
    let mut words = forward(true);
    patch_string(&mut words, "pair<int, int>,", "pair<int, int ,");
    let e = reverse(&words).expect_err("malformed string");
    assert!(matches!(e, Error::InvalidOperands { opcode: spirv::Op::String, .. }), "{e}");
    // One argument listed for a kernel with two: kept as the string gives it (as the
    // Khronos translator does).
    let mut words = forward(true);
    patch_string(&mut words, "myfloat*,pair<int, int>,", "myfloat*;pair<int; int>,");
    let ir = reverse(&words).expect("reverse");
    assert_eq!(function_md(&ir, "k", "kernel_arg_type"), r#"!{!"myfloat*;pair<int; int>"}"#);
}
