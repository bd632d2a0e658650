//! The command line as users drive it: exit codes, one-line errors, no
//! partial outputs, LLVM-style options, text format and stdin/stdout.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const KERNEL: &str = r#"
target triple = "spir64-unknown-unknown"
define spir_kernel void @scale(ptr addrspace(1) %p, float %f) {
entry:
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %v, %f
  store float %m, ptr addrspace(1) %p, align 4
  ret void
}
"#;

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_llvm-spirv-rs")
}

fn run(args: &[&str], dir: &Path) -> Output {
    Command::new(bin()).args(args).current_dir(dir).output().expect("run llvm-spirv-rs")
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The failure contract: exit code 1, exactly one line on stderr naming `fragment`, no output file.
fn assert_clean_failure(o: &Output, out: &Path, fragment: &str) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(1), "stderr: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "not one line: {err:?}");
    assert!(err.starts_with("llvm-spirv-rs: error: "), "{err}");
    assert!(err.contains(fragment), "'{err}' does not mention '{fragment}'");
    assert!(!out.exists(), "{} was left behind", out.display());
}

#[test]
fn forward_writes_a_valid_module_with_the_default_name() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    let o = run(&["k.ll"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let bytes = std::fs::read(dir.path().join("k.spv")).unwrap();
    assert_eq!(&bytes[..4], &0x0723_0203u32.to_le_bytes());
}

#[test]
fn truncated_bitcode_is_a_one_line_error_and_leaves_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let ll = write(dir.path(), "k.ll", KERNEL);
    let ctx_bc = dir.path().join("k.bc");
    let st = Command::new("llvm-as-19")
        .arg(&ll)
        .arg("-o")
        .arg(&ctx_bc)
        .status()
        .expect("llvm-as-19 (apt-get install llvm-19)");
    assert!(st.success());
    let bc = std::fs::read(&ctx_bc).unwrap();
    std::fs::write(dir.path().join("t.bc"), &bc[..bc.len() / 2]).unwrap();
    let o = run(&["t.bc", "-o", "t.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("t.spv"), "t.bc");
}

#[test]
fn a_non_spir_triple_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "x.ll", &KERNEL.replace("spir64-unknown-unknown", "x86_64-unknown-linux-gnu"));
    let o = run(&["x.ll", "-o", "x.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("x.spv"), "x86_64-unknown-linux-gnu");
}

#[test]
fn an_unsupported_construct_names_the_function_and_instruction() {
    let dir = tempfile::tempdir().unwrap();
    let src = r#"
target triple = "spir64-unknown-unknown"
define spir_func void @f(ptr %fp) {
  call void %fp()
  ret void
}
"#;
    write(dir.path(), "i.ll", src);
    let o = run(&["i.ll", "-o", "i.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("i.spv"), "in function 'f'");
    assert!(stderr(&o).contains("call void %fp()"), "{}", stderr(&o));
}

#[test]
fn a_failed_translation_keeps_an_existing_output_untouched() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "x.ll", &KERNEL.replace("spir64-unknown-unknown", "x86_64-unknown-linux-gnu"));
    let out = write(dir.path(), "x.spv", "previous");
    let o = run(&["x.ll", "-o", "x.spv"], dir.path());
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(out).unwrap(), "previous");
}

#[test]
fn malformed_spirv_in_reverse_is_a_one_line_error() {
    let dir = tempfile::tempdir().unwrap();
    let mut words: Vec<u8> = Vec::new();
    for w in [0x0723_0203u32, 0x0001_0000, 0, 10, 0, 0x0000_0011] {
        words.extend(w.to_le_bytes());
    }
    std::fs::write(dir.path().join("bad.spv"), &words).unwrap();
    let o = run(&["-r", "bad.spv", "-o", "bad.bc"], dir.path());
    assert_clean_failure(&o, &dir.path().join("bad.bc"), "word 5");
}

#[test]
fn unknown_options_are_named_with_a_suggestion() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(&["-spirv-txt", "k.ll"], dir.path());
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("--spirv-txt") && err.contains("--spirv-text"), "{err}");
}

#[test]
fn help_and_version_succeed() {
    let dir = tempfile::tempdir().unwrap();
    let h = run(&["--help"], dir.path());
    assert!(h.status.success());
    assert!(String::from_utf8_lossy(&h.stdout).contains("--spirv-max-version"));
    let v = run(&["--version"], dir.path());
    assert!(v.status.success());
    assert!(String::from_utf8_lossy(&v.stdout).contains(env!("CARGO_PKG_VERSION")));
}

#[test]
fn stdin_to_stdout_and_text_format_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(bin())
        .args(["-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(KERNEL.as_bytes()).unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::write(dir.path().join("s.spv"), &o.stdout).unwrap();
    // Binary -> text -> binary is the identity, and -spirv-text equals -to-text of the binary.
    assert!(run(&["-to-text", "s.spv", "-o", "s.spt"], dir.path()).status.success());
    assert!(run(&["-to-binary", "s.spt", "-o", "s2.spv"], dir.path()).status.success());
    assert_eq!(std::fs::read(dir.path().join("s2.spv")).unwrap(), o.stdout);
    write(dir.path(), "k.ll", KERNEL);
    assert!(run(&["-spirv-text", "k.ll", "-o", "k.spt"], dir.path()).status.success());
    assert_eq!(std::fs::read(dir.path().join("k.spt")).unwrap(), std::fs::read(dir.path().join("s.spt")).unwrap());
    let text = std::fs::read_to_string(dir.path().join("k.spt")).unwrap();
    assert!(text.starts_with("119734787 "), "{text}");
    assert!(text.contains(" FMul "), "{text}");
}

#[test]
fn reverse_writes_bitcode_or_text_by_output_name() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    assert!(run(&["k.ll", "-o", "k.spv"], dir.path()).status.success());
    let o = run(&["-r", "k.spv", "-o", "back.ll"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(dir.path().join("back.ll")).unwrap();
    assert!(text.contains("define spir_kernel void @scale(ptr addrspace(1)"), "{text}");
    assert!(text.contains("fmul float"), "{text}");
    let o = run(&["-r", "k.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let bc = std::fs::read(dir.path().join("k.bc")).unwrap();
    assert_eq!(&bc[..4], b"BC\xc0\xde");
}

#[test]
fn print_report_summarises_the_module_and_rejects_non_spirv() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    assert!(run(&["k.ll", "-o", "k.spv"], dir.path()).status.success());
    let o = run(&["--spirv-print-report", "k.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    for line in [
        " Version: 1.0",
        " Memory model: OpenCL",
        " Addressing model: Physical64",
        "  Capability: Kernel",
        " Number of extensions: 0",
    ] {
        assert!(text.lines().any(|l| l == line), "missing '{line}' in:\n{text}");
    }
    write(dir.path(), "junk.spv", "not a module at all");
    let o = run(&["--spirv-print-report", "junk.spv"], dir.path());
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("Invalid SPIR-V binary: \"InvalidMagicNumber: Invalid Magic Number.\""),
        "{}",
        stderr(&o)
    );
}

/// A kernel using a 5-component vector: only SPV_INTEL_vector_compute (VectorAnyINTEL) allows it.
const VEC5_KERNEL: &str = r#"
target triple = "spir64-unknown-unknown"
define spir_kernel void @v5(ptr addrspace(1) %p) {
entry:
  %v = load <5 x float>, ptr addrspace(1) %p, align 32
  %m = fadd <5 x float> %v, %v
  store <5 x float> %m, ptr addrspace(1) %p, align 32
  ret void
}
"#;

#[test]
fn regularize_checks_the_module_and_writes_it_back_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    let o = run(&["-s", "k.ll", "-o", "k.reg.ll"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(dir.path().join("k.reg.ll")).unwrap();
    assert!(text.contains("%m = fmul float %v, %f"), "{text}");
    // Default output name: <input>.regularized.bc, bitcode.
    let o = run(&["-s", "k.ll"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let bc = std::fs::read(dir.path().join("k.regularized.bc")).unwrap();
    assert_eq!(&bc[..4], b"BC\xC0\xDE");
    // What the forward pass rejects, -s rejects, with no output left behind.
    write(dir.path(), "v5.ll", VEC5_KERNEL);
    let o = run(&["-s", "v5.ll", "-o", "v5.out.bc"], dir.path());
    assert_clean_failure(&o, &dir.path().join("v5.out.bc"), "<5 x float>");
}

#[test]
fn spirv_ext_may_be_given_several_times() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "v5.ll", VEC5_KERNEL);
    let o = run(
        &["v5.ll", "--spirv-ext=-all", "-spirv-ext=+SPV_INTEL_vector_compute", "-spirv-text", "-o", "-"],
        dir.path(),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("Capability VectorAnyINTEL"), "{text}");
    assert!(text.contains("\"SPV_INTEL_vector_compute\""), "{text}");
    // A later -all removes it again.
    let o = run(&["v5.ll", "--spirv-ext=+SPV_INTEL_vector_compute", "--spirv-ext=-all", "-o", "v5.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("v5.spv"), "SPV_INTEL_vector_compute");
}

#[test]
fn spirv_tools_dis_writes_assembly() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    let o = run(&["k.ll", "--spirv-tools-dis", "-o", "-"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.starts_with("; SPIR-V\n"), "{text}");
    assert!(text.contains("OpEntryPoint Kernel"), "{text}");
    assert!(text.contains("OpFMul"), "{text}");
}

#[test]
fn versions_rise_for_features_up_to_the_maximum() {
    // As the Khronos translator: fast-math flags on fneg need SPIR-V 1.6 (FPFastMathMode on
    // OpFNegate, 16 = Fast); under --spirv-max-version=1.4 they are dropped and the module
    // stays <= 1.4. The header line of the text format: magic, version, generator, bound, schema.
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "n.ll",
        r#"
target triple = "spir64-unknown-unknown"
define spir_kernel void @neg(ptr addrspace(1) %p) {
entry:
  %v = load float, ptr addrspace(1) %p, align 4
  %n = fneg fast float %v
  store float %n, ptr addrspace(1) %p, align 4
  ret void
}
"#,
    );
    let o = run(&["n.ll", "-spirv-text", "-o", "-"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    let version = |text: &str| -> u32 { text.split_whitespace().nth(1).unwrap().parse().unwrap() };
    assert_eq!(version(&text), 0x0001_0600, "{text}");
    assert!(text.contains(" FPFastMathMode 16"), "{text}");
    let o = run(&["n.ll", "-spirv-text", "--spirv-max-version=1.4", "-o", "-"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(!text.contains("FPFastMathMode"), "{text}");
    assert!(version(&text) <= 0x0001_0400, "{text}");
}

#[test]
fn an_empty_input_is_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "empty.bc", "");
    let o = run(&["empty.bc", "-o", "empty.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("empty.spv"), "Can't translate, file is empty: empty.bc");
}

#[test]
fn unknown_spirv_versions_are_refused_with_the_reference_wording() {
    let dir = tempfile::tempdir().unwrap();
    // Text format header: magic, version 1024 (not 0x00MMmm00 with a known M.m), generator, bound, schema.
    write(
        dir.path(),
        "v.spt",
        "119734787 1024 393230 12 0\n2 Capability Addresses\n2 Capability Kernel\n3 MemoryModel 1 2\n",
    );
    let o = run(&["v.spt", "-to-binary", "-o", "v.spv"], dir.path());
    assert_clean_failure(
        &o,
        &dir.path().join("v.spv"),
        "Invalid SPIR-V module: unsupported SPIR-V version number 'unknown (1024)'. Range of supported/known SPIR-V versions is 1.0 (65536) - 1.6 (67072)",
    );
    // 1.7 is well-formed but unknown.
    write(
        dir.path(),
        "v17.spt",
        "119734787 67328 393230 12 0\n2 Capability Addresses\n2 Capability Kernel\n3 MemoryModel 1 2\n",
    );
    let o = run(&["-r", "v17.spt", "-o", "v17.bc"], dir.path());
    assert_clean_failure(&o, &dir.path().join("v17.bc"), "'1.7 (67328)'");
}
