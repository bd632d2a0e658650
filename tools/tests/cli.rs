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

/// `uint f(uint a, uint b) { return OpSelect(a, a, b); }`: a select whose condition is an
/// integer, which the LLVM wrapper refuses (LLVM would build an invalid `select`).
#[rustfmt::skip]
const SELECT_ON_INT: [u32; 50] = [
    0x0723_0203, 0x0001_0000, 0, 8, 0,
    2 << 16 | 17, 4, // OpCapability Addresses
    2 << 16 | 17, 6, // OpCapability Kernel
    2 << 16 | 17, 5, // OpCapability Linkage
    3 << 16 | 14, 2, 2, // OpMemoryModel Physical64 OpenCL
    5 << 16 | 71, 3, 41, 0x66, 0, // OpDecorate %3 LinkageAttributes "f" Export
    4 << 16 | 21, 1, 32, 0, // %1 = OpTypeInt 32 0
    5 << 16 | 33, 2, 1, 1, 1, // %2 = OpTypeFunction %1 %1 %1
    5 << 16 | 54, 1, 3, 0, 2, // %3 = OpFunction %1 None %2
    3 << 16 | 55, 1, 4, // %4 = OpFunctionParameter %1
    3 << 16 | 55, 1, 5, // %5 = OpFunctionParameter %1
    2 << 16 | 248, 6, // %6 = OpLabel
    6 << 16 | 169, 1, 7, 4, 4, 5, // %7 = OpSelect %1 %4 %4 %5
    2 << 16 | 254, 7, // OpReturnValue %7
    1 << 16 | 56, // OpFunctionEnd
];

#[test]
fn operands_the_llvm_wrapper_refuses_are_a_one_line_error() {
    let dir = tempfile::tempdir().unwrap();
    let bytes: Vec<u8> = SELECT_ON_INT.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(dir.path().join("s.spv"), bytes).unwrap();
    let o = run(&["-r", "s.spv", "-o", "s.bc"], dir.path());
    assert_clean_failure(&o, &dir.path().join("s.bc"), "in OpSelect at word 41: select: condition must be an i1");
}

#[test]
fn report_modes_name_the_word_offset_of_a_malformed_instruction() {
    let dir = tempfile::tempdir().unwrap();
    // OpCapability Kernel, then an instruction with word count 0 at word 7.
    let mut bytes: Vec<u8> = Vec::new();
    for w in [0x0723_0203u32, 0x0001_0000, 0, 10, 0, 0x0002_0011, 6, 0x0000_0011] {
        bytes.extend(w.to_le_bytes());
    }
    std::fs::write(dir.path().join("bad.spv"), &bytes).unwrap();
    for mode in ["--spirv-print-report", "-spec-const-info"] {
        let o = run(&[mode, "bad.spv"], dir.path());
        assert_eq!(o.status.code(), Some(1), "{mode}");
        assert!(stderr(&o).contains("at word 7: opcode 17 with word count 0"), "{mode}: {}", stderr(&o));
    }
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
/// A `<5 x float>` at a function's interface: SPIR-V has no such vector without
/// SPV_INTEL_vector_compute, and the scalarizer cannot split a parameter.
const VEC5_KERNEL: &str = r#"
target triple = "spir64-unknown-unknown"
define spir_func <5 x float> @twice(<5 x float> %v) {
entry:
  %m = fadd <5 x float> %v, %v
  ret <5 x float> %m
}
define spir_kernel void @v5(ptr addrspace(1) %p) {
entry:
  %v = load <5 x float>, ptr addrspace(1) %p, align 32
  %m = call spir_func <5 x float> @twice(<5 x float> %v)
  store <5 x float> %m, ptr addrspace(1) %p, align 32
  ret void
}
"#;

const SQRT_KERNEL: &str = r#"
target triple = "spir64-unknown-unknown"
define spir_kernel void @root(ptr addrspace(1) %p) {
entry:
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i
  %v = load float, ptr addrspace(1) %a, align 4
  %r = call spir_func float @_Z4sqrtf(float %v)
  store float %r, ptr addrspace(1) %a, align 4
  ret void
}
declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func float @_Z4sqrtf(float)
"#;

#[test]
fn regularize_writes_the_spirv_friendly_module() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", SQRT_KERNEL);
    let o = run(&["-s", "k.ll", "-o", "k.reg.ll"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(dir.path().join("k.reg.ll")).unwrap();
    // OpenCL builtins become SPIR-V friendly calls, work-item functions builtin variables.
    assert!(text.contains("call spir_func float @_Z16__spirv_ocl_sqrtf(float %v)"), "{text}");
    assert!(text.contains("@__spirv_BuiltInGlobalInvocationId = external addrspace(7) constant <3 x i64>"), "{text}");
    assert!(!text.contains("@_Z4sqrtf") && !text.contains("@_Z13get_global_idj"), "{text}");
    // The regularized module translates to the same instructions as the original.
    let original = run(&["k.ll", "-spirv-text", "-o", "-"], dir.path());
    let again = run(&["k.reg.ll", "-spirv-text", "-o", "-"], dir.path());
    assert!(original.status.success() && again.status.success(), "{}{}", stderr(&original), stderr(&again));
    let body = |o: &Output| {
        let text = String::from_utf8_lossy(&o.stdout).into_owned();
        text.lines().filter(|l| l.contains("ExtInst ") || l.contains(" Load ")).count()
    };
    assert_eq!(body(&original), body(&again));
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
    // spirv-dis's friendly names, as its default output.
    assert!(text.contains("       %void = OpTypeVoid\n"), "{text}");
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

/// A module whose module-level instructions are out of the logical layout (spec 2.4: here
/// an `OpName` and an `OpDecorate` after the types) is written back in layout order by
/// `-to-binary` and `-to-text`, and translated back by `-r`, as the Khronos translator
/// does with any module it reads; the functions keep their order.
#[test]
fn module_level_instructions_are_put_in_layout_order() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "o.spt",
        "119734787 65536 393230 8 0\n2 Capability Addresses\n2 Capability Linkage\n2 Capability Kernel\n\
         3 MemoryModel 2 2\n4 TypeInt 2 32 0\n4 TypeFunction 3 2 2\n\
         8 Decorate 4 LinkageAttributes \"twice\" Export\n4 Name 4 \"twice\"\n\
         5 Function 2 4 0 3\n3 FunctionParameter 2 5\n2 Label 6\n5 IAdd 2 7 5 5\n2 ReturnValue 7\n1 FunctionEnd\n",
    );
    let o = run(&["o.spt", "-to-binary", "-o", "o.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let o = run(&["o.spv", "-to-text", "-o", "-"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    let at = |needle: &str| text.find(needle).unwrap_or_else(|| panic!("no `{needle}` in\n{text}"));
    assert!(at("MemoryModel") < at("Name 4"), "{text}");
    assert!(at("Name 4") < at("Decorate 4 LinkageAttributes"), "{text}");
    assert!(at("Decorate 4 LinkageAttributes") < at("TypeInt 2 32"), "{text}");
    assert!(at("TypeFunction 3 2 2") < at("Function 2 4 0 3"), "{text}");
    let o = run(&["-r", "o.spt", "-o", "o.ll"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let ir = std::fs::read_to_string(dir.path().join("o.ll")).unwrap();
    assert!(ir.contains("define spir_func i32 @twice(i32 %"), "{ir}");
}

// ---- Output writing: through what -o names ----

fn mode_of(p: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).unwrap().permissions().mode() & 0o7777
}

/// The directory's entries, sorted: no temporary file may be left behind.
fn entries(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    v.sort();
    v
}

#[test]
fn output_through_a_symlink_writes_its_target_and_keeps_the_link() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    let real = write(dir.path(), "real.spv", "old");
    std::os::unix::fs::symlink("real.spv", dir.path().join("link.spv")).unwrap();
    let o = run(&["k.ll", "-o", "link.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::symlink_metadata(dir.path().join("link.spv")).unwrap().file_type().is_symlink());
    assert_eq!(&std::fs::read(&real).unwrap()[..4], &0x0723_0203u32.to_le_bytes());
    // A dangling symlink: its target is created, the link stays.
    std::os::unix::fs::symlink("sub/new.spv", dir.path().join("dangling.spv")).unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    let o = run(&["k.ll", "-o", "dangling.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::symlink_metadata(dir.path().join("dangling.spv")).unwrap().file_type().is_symlink());
    assert_eq!(&std::fs::read(dir.path().join("sub/new.spv")).unwrap()[..4], &0x0723_0203u32.to_le_bytes());
    assert_eq!(entries(dir.path()), ["dangling.spv", "k.ll", "link.spv", "real.spv", "sub"]);
}

#[test]
fn output_into_a_fifo_is_written_not_replaced() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    let fifo = dir.path().join("out.fifo");
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: mkfifo reads a NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(fifo).unwrap())
    };
    let o = run(&["k.ll", "-o", "out.fifo"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let got = reader.join().unwrap();
    assert_eq!(&got[..4], &0x0723_0203u32.to_le_bytes());
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo(), "the FIFO was replaced");
}

#[test]
fn output_into_a_character_device_is_written_not_replaced() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    // A private null device where this process may make one (root with CAP_MKNOD),
    // otherwise the system's /dev/null (the case that used to be replaced as root).
    let node = dir.path().join("null");
    let c = std::ffi::CString::new(node.to_str().unwrap()).unwrap();
    // SAFETY: mknod reads a NUL-terminated path; makedev builds the device number.
    let made = unsafe { libc::mknod(c.as_ptr(), libc::S_IFCHR | 0o666, libc::makedev(1, 3)) } == 0;
    let target = if made { node } else { PathBuf::from("/dev/null") };
    let o = run(&["k.ll", "-o", target.to_str().unwrap()], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let meta = std::fs::symlink_metadata(&target).unwrap();
    assert!(meta.file_type().is_char_device(), "{} was replaced", target.display());
}

#[test]
fn an_existing_output_keeps_its_mode_and_owner() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    let out = write(dir.path(), "k.spv", "old");
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o640)).unwrap();
    // SAFETY: geteuid has no arguments.
    let root = unsafe { libc::geteuid() } == 0;
    if root {
        std::os::unix::fs::chown(&out, Some(65534), Some(65534)).unwrap();
    }
    let o = run(&["k.ll", "-o", "k.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(&std::fs::read(&out).unwrap()[..4], &0x0723_0203u32.to_le_bytes());
    assert_eq!(mode_of(&out), 0o640);
    if root {
        let m = std::fs::metadata(&out).unwrap();
        assert_eq!((m.uid(), m.gid()), (65534, 65534));
    }
    assert_eq!(entries(dir.path()), ["k.ll", "k.spv"]);
}

#[test]
fn a_new_output_gets_the_umask_mode() {
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    for (umask, mode) in [(0o027, 0o640), (0o002, 0o664)] {
        let mut cmd = Command::new(bin());
        cmd.args(["k.ll", "-o", "new.spv"]).current_dir(dir.path());
        // SAFETY: umask is async-signal-safe and touches no memory.
        unsafe {
            cmd.pre_exec(move || {
                libc::umask(umask);
                Ok(())
            })
        };
        let o = cmd.output().unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(mode_of(&dir.path().join("new.spv")), mode, "umask {umask:o}");
        std::fs::remove_file(dir.path().join("new.spv")).unwrap();
    }
}

#[test]
fn a_failed_run_leaves_no_file_and_errors_name_the_given_path() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    write(dir.path(), "x.ll", &KERNEL.replace("spir64-unknown-unknown", "x86_64-unknown-linux-gnu"));
    let out = write(dir.path(), "x.spv", "previous");
    let o = run(&["x.ll", "-o", "x.spv"], dir.path());
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "previous");
    // A directory that does not exist: the message names the path given, no temporary file.
    let o = run(&["k.ll", "-o", "missing/k.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("missing/k.spv"), "cannot write missing/k.spv");
    assert!(!stderr(&o).contains(".llvm-spirv-rs-"), "{}", stderr(&o));
    assert_eq!(entries(dir.path()), ["k.ll", "x.ll", "x.spv"]);
}

#[test]
fn a_closed_stdout_ends_quietly_with_status_141() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    let mut child = Command::new(bin())
        .args(["k.ll", "-o", "-"])
        .current_dir(dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The reader goes away before anything is written.
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(141), "{}", stderr(&o));
    assert!(o.stderr.is_empty(), "{}", stderr(&o));
}

// ---- Error lines: short excerpts of offending tokens ----

#[test]
fn error_lines_quote_only_an_excerpt_of_a_huge_token() {
    let dir = tempfile::tempdir().unwrap();
    // 100 KB: longer than any excerpt, short enough for one argv string (128 KB).
    let huge = "f".repeat(100 << 10);
    write(dir.path(), "k.ll", KERNEL);
    for args in [
        vec!["-r".to_string(), "k.spv".into(), format!("--spirv-target-env={huge}")],
        vec!["k.ll".to_string(), format!("--spirv-ext=+{huge}")],
        vec!["k.ll".to_string(), format!("--spirv-fp-contract={huge}")],
        vec![format!("{huge}.ll")],
    ] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = run(&args, dir.path());
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1));
        assert_eq!(err.trim_end().lines().count(), 1, "{}", &err[..200]);
        assert!(err.len() < 400, "{} bytes: {}", err.len(), &err[..200]);
        assert!(err.contains("fffff"), "{err}");
    }
    // A 100 KB function name in an unsupported construct.
    let src = format!(
        "target triple = \"spir64-unknown-unknown\"\ndefine spir_func void @{huge}(ptr %fp) {{\n  call void %fp()\n  ret void\n}}\n"
    );
    write(dir.path(), "big.ll", &src);
    let o = run(&["big.ll", "-o", "big.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("big.spv"), "call void %fp()");
    assert!(stderr(&o).len() < 1000, "{} bytes", stderr(&o).len());
}

// ---- Options: implemented with their meaning or refused ----

#[test]
fn unimplemented_reference_options_are_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    let o = run(&["k.ll", "-spirv-mem2reg", "-o", "k.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("k.spv"), "option '--spirv-mem2reg' is not supported");
    // --spirv-allow-extra-diexpressions is implemented: accepted.
    let o = run(&["k.ll", "--spirv-allow-extra-diexpressions", "-o", "k.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    // Their `=false` asks for what the translator does anyway.
    let o = run(&["k.ll", "--spirv-preserve-auxdata=false", "-spirv-mem2reg=false", "-o", "k.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
}

/// A multi-target module (SPV_INTEL_function_variants): a base `f` (FAdd) for target 7 and
/// a variant (FMul, needing Int64) for target 8 with feature 2 on architectures >= 3 of
/// category 1, family 1, chosen in the kernel by OpConditionalCopyObjectINTEL.
const MULTI_TARGET: &str = "119734787 65536 0 42 0
2 Capability Addresses
2 Capability Linkage
2 Capability Kernel
2 Capability SpecConditionalINTEL
2 Capability FunctionVariantsINTEL
3 ConditionalCapabilityINTEL 13 Int64
8 Extension \"SPV_INTEL_function_variants\"
3 MemoryModel 1 2
4 EntryPoint 6 22 \"k\"
3 Name 20 \"f\"
3 Name 21 \"f\"
4 Decorate 20 DecorationConditionalINTEL 15
4 Decorate 21 DecorationConditionalINTEL 13
4 Decorate 23 DecorationConditionalINTEL 15
4 Decorate 24 DecorationConditionalINTEL 13
2 TypeVoid 2
3 TypeFloat 3 32
5 TypeFunction 4 3 3 3
2 TypeBool 5
4 TypePointer 6 5 3
6 TypeFunction 7 2 6 3 3
4 SpecConstantTargetINTEL 5 10 7
5 SpecConstantTargetINTEL 5 11 8 2
7 SpecConstantArchitectureINTEL 5 12 1 1 UGreaterThanEqual 3
6 SpecConstantOp 5 13 167 11 12
5 SpecConstantOp 5 14 168 13
6 SpecConstantOp 5 15 167 10 14
5 Function 3 20 0 4
3 FunctionParameter 3 30
3 FunctionParameter 3 31
2 Label 32
5 FAdd 3 33 30 31
2 ReturnValue 33
1 FunctionEnd
5 Function 3 21 0 4
3 FunctionParameter 3 34
3 FunctionParameter 3 35
2 Label 36
5 FMul 3 37 34 35
2 ReturnValue 37
1 FunctionEnd
5 Function 2 22 0 7
3 FunctionParameter 6 38
3 FunctionParameter 3 39
3 FunctionParameter 3 40
2 Label 41
6 FunctionCall 3 23 20 39 40
6 FunctionCall 3 24 21 39 40
7 ConditionalCopyObjectINTEL 3 25 15 23 13 24
3 Store 38 25
1 Return
1 FunctionEnd
";

/// `-r --fnvar-spec-enable` targets a multi-target module to the device the `--fnvar-*`
/// options describe (an option left out matches any value), writes the targeted module to
/// `--fnvar-spv-out` and translates it: only the chosen variant, its conditional
/// capability, no instruction or capability of the extension. A device no variant fits
/// is refused; the options without `--fnvar-spec-enable` are an error.
#[test]
fn function_variants_specialization() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "m.spt", MULTI_TARGET);
    assert!(run(&["m.spt", "-to-binary", "-o", "m.spv"], dir.path()).status.success());
    let fnvar = ["-r", "m.spv", "-o", "t.ll", "--spirv-ext=+SPV_INTEL_function_variants", "--fnvar-spec-enable"];
    let specialize = |device: &[&str]| {
        let _ = std::fs::remove_file(dir.path().join("t.spv"));
        let mut argv = fnvar.to_vec();
        argv.extend_from_slice(&["--fnvar-spv-out", "t.spv"]);
        argv.extend_from_slice(device);
        let o = run(&argv, dir.path());
        assert!(o.status.success(), "{device:?}: {}", stderr(&o));
        let o = run(&["t.spv", "-to-text", "-o", "t.spt"], dir.path());
        assert!(o.status.success(), "{}", stderr(&o));
        let text = std::fs::read_to_string(dir.path().join("t.spt")).unwrap();
        let ir = std::fs::read_to_string(dir.path().join("t.ll")).unwrap();
        for gone in
            ["Conditional", "SpecConstant", "FunctionVariantsINTEL", "SpecConditionalINTEL", "function_variants"]
        {
            assert!(!text.contains(gone), "{device:?}: {gone} left in\n{text}");
        }
        assert!(text.contains("CopyObject"), "{text}");
        (text, ir)
    };
    let variant = [
        "--fnvar-target",
        "8",
        "--fnvar-features",
        "2,5",
        "--fnvar-category",
        "1",
        "--fnvar-family",
        "1",
        "--fnvar-arch",
        "4",
    ];
    for device in [&variant[..], &[]] {
        let (text, ir) = specialize(device);
        assert!(text.contains("FMul") && !text.contains("FAdd") && text.contains("Capability Int64"), "{text}");
        assert!(ir.contains("fmul float") && !ir.contains("fadd"), "{ir}");
    }
    let (text, ir) = specialize(&["--fnvar-target", "7"]);
    assert!(text.contains("FAdd") && !text.contains("FMul") && !text.contains("Capability Int64"), "{text}");
    assert!(ir.contains("fadd float") && !ir.contains("fmul"), "{ir}");
    // Target 8 below architecture 3: neither variant.
    std::fs::remove_file(dir.path().join("t.ll")).unwrap();
    let mut argv = fnvar.to_vec();
    argv.extend_from_slice(&["--fnvar-target", "8", "--fnvar-features", "2", "--fnvar-arch", "2"]);
    let o = run(&argv, dir.path());
    assert_clean_failure(&o, &dir.path().join("t.ll"), "OpConditionalCopyObjectINTEL at word");
    // The device options alone would be ignored: refused by name.
    let o = run(&["-r", "m.spv", "-o", "u.ll", "--fnvar-target", "7"], dir.path());
    assert_clean_failure(&o, &dir.path().join("u.ll"), "--fnvar-target");
    let o = run(&["-r", "m.spv", "-o", "u.ll", "--fnvar-spec-enable", "--fnvar-arch", "x"], dir.path());
    assert_clean_failure(&o, &dir.path().join("u.ll"), "--fnvar-arch");
}

/// `-to-binary` checks the operand rules an instruction's specification states beyond
/// its grammar (SPV_INTEL_subgroup_buffer_prefetch: Ptr points to an integer scalar in
/// CrossWorkgroup; NumBytes is a constant 32-bit unsigned integer) and refuses a module
/// breaking one, naming the instruction and the rule; a module keeping them converts.
#[test]
fn to_binary_checks_specification_operand_rules() {
    let dir = tempfile::tempdir().unwrap();
    let module = |sc: u32, pointee: u32, bytes: u32| {
        format!(
            "119734787 65536 0 20 0\n2 Capability Addresses\n2 Capability Kernel\n2 Capability Int8\n\
             2 Capability SubgroupBufferPrefetchINTEL\n10 Extension \"SPV_INTEL_subgroup_buffer_prefetch\"\n\
             3 MemoryModel 2 2\n4 EntryPoint 6 7 \"k\"\n4 TypeInt 3 8 0\n3 TypeFloat 11 32\n4 TypeInt 5 32 0\n\
             4 Constant 5 12 16\n2 TypeVoid 2\n4 TypePointer 4 {sc} {pointee}\n5 TypeFunction 6 2 4 5\n\
             5 Function 2 7 0 6\n3 FunctionParameter 4 8\n3 FunctionParameter 5 9\n2 Label 10\n\
             3 SubgroupBlockPrefetchINTEL 8 {bytes}\n1 Return\n1 FunctionEnd\n"
        )
    };
    write(dir.path(), "ok.spt", &module(5, 3, 12));
    let o = run(&["ok.spt", "-to-binary", "-o", "ok.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    for (sc, pointee, bytes, rule) in [
        (5, 11, 12, "Ptr must point to a scalar integer type"),
        (7, 3, 12, "Ptr must be in CrossWorkgroup storage class"),
        (5, 3, 9, "NumBytes must come from a constant instruction"),
    ] {
        write(dir.path(), "bad.spt", &module(sc, pointee, bytes));
        let o = run(&["bad.spt", "-to-binary", "-o", "bad.spv"], dir.path());
        assert_clean_failure(&o, &dir.path().join("bad.spv"), "InvalidInstruction");
        let err = stderr(&o);
        assert!(err.contains("OpSubgroupBlockPrefetchINTEL") && err.contains(rule), "{rule}: {err}");
    }
}

/// `--spirv-debug-info-version` takes the Khronos translator's three names; another value is
/// refused naming the option. (Without a compile unit in the module it changes nothing.)
#[test]
fn debug_info_version_option() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    for v in ["ocl-100", "nonsemantic-shader-100", "nonsemantic-shader-200"] {
        let o = run(&["k.ll", &format!("--spirv-debug-info-version={v}"), "-o", "k.spv"], dir.path());
        assert!(o.status.success(), "{v}: {}", stderr(&o));
    }
    let o = run(&["k.ll", "--spirv-debug-info-version=ocl-200", "-o", "k.spv"], dir.path());
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--spirv-debug-info-version"), "{}", stderr(&o));
}

/// `-preserve-ocl-kernel-arg-type-metadata-through-string` keeps `!kernel_arg_type` as an
/// `OpString` forward (`=false` and its absence do not), and is accepted with `-r`.
#[test]
fn kernel_arg_type_strings_option() {
    let dir = tempfile::tempdir().unwrap();
    let src = KERNEL.replace("float %f) {", "float %f) !kernel_arg_type !0 {") + "!0 = !{!\"real_t*\", !\"real_t\"}\n";
    write(dir.path(), "k.ll", &src);
    let text = |args: &[&str]| {
        let o = run(&[&["k.ll", "-spirv-text", "-o", "-"], args].concat(), dir.path());
        assert!(o.status.success(), "{}", stderr(&o));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let kept = text(&["-preserve-ocl-kernel-arg-type-metadata-through-string"]);
    assert!(kept.contains("String 7 \"kernel_arg_type.scale.real_t*,real_t,\""), "{kept}");
    for off in [&["-preserve-ocl-kernel-arg-type-metadata-through-string=false"][..], &[]] {
        assert!(!text(off).contains("kernel_arg_type."), "{off:?}");
    }
    let o = run(&["k.ll", "-preserve-ocl-kernel-arg-type-metadata-through-string", "-o", "k.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let o = run(&["-r", "-preserve-ocl-kernel-arg-type-metadata-through-string", "k.spv", "-o", "k.bc"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn conflicting_modes_and_misplaced_options_are_errors_naming_both() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    for (args, fragment) in [
        (&["-r", "-to-text", "k.spv"][..], "'-r' and '-to-text' cannot be used together"),
        (&["-r", "-s", "k.spv"][..], "'-r' and '-s' cannot be used together"),
        (&["-to-text", "-to-binary", "k.spv"][..], "'-to-text' and '-to-binary' cannot be used together"),
        (&["-s", "-spirv-text", "k.ll"][..], "'-s' and '-spirv-text' cannot be used together"),
        (&["-spirv-text", "--spirv-tools-dis", "k.ll"][..], "'-spirv-text' and '--spirv-tools-dis'"),
        (&["--spirv-target-env=CL2.0", "k.ll"][..], "'--spirv-target-env' only applies to reverse translation"),
        (&["-r", "--spirv-max-version=1.1", "k.spv"][..], "'--spirv-max-version' only applies to forward"),
        (&["-r", "--spirv-fp-contract=off", "k.spv"][..], "'--spirv-fp-contract' only applies to forward"),
    ] {
        let o = run(args, dir.path());
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let err = stderr(&o);
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains(fragment), "{args:?}: {err}");
    }
    // -spirv-text with a SPIR-V reading mode only says what the input is.
    assert!(run(&["k.ll", "-spirv-text", "-o", "k.spt"], dir.path()).status.success());
    let o = run(&["-spirv-text", "--to-binary", "k.spt", "-o", "k.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn option_values_are_checked() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    for v in ["on", "off", "fast"] {
        let o = run(&["k.ll", &format!("--spirv-fp-contract={v}"), "-o", "k.spv"], dir.path());
        assert!(o.status.success(), "{v}: {}", stderr(&o));
    }
    let o = run(&["k.ll", "--spirv-fp-contract=sometimes", "-o", "k2.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("k2.spv"), "invalid value 'sometimes' for --spirv-fp-contract");
    let o = run(&["k.ll", "--spirv-replace-fmuladd-with-ocl-mad=maybe", "-o", "k2.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("k2.spv"), "maybe");
    let o = run(&["k.ll", "--spirv-ext=SPV_KHR_fma", "-o", "k2.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("k2.spv"), "Invalid value of --spirv-ext");
    let o = run(&["k.ll", "--spirv-ext=+SPV_KHR_not_an_extension", "-o", "k2.spv"], dir.path());
    assert_clean_failure(
        &o,
        &dir.path().join("k2.spv"),
        "Unknown extension 'SPV_KHR_not_an_extension' was specified via --spirv-ext option",
    );
}

/// A kernel using llvm.fmuladd and an `nsw` add (which the default raises the version for).
const FMULADD_KERNEL: &str = r#"
target triple = "spir64-unknown-unknown"
define spir_kernel void @fma(ptr addrspace(1) %p, float %a, float %b, i32 %i) {
entry:
  %v = load float, ptr addrspace(1) %p, align 4
  %m = call float @llvm.fmuladd.f32(float %v, float %a, float %b)
  store float %m, ptr addrspace(1) %p, align 4
  %j = add nsw i32 %i, 1
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i32 %j
  store float %a, ptr addrspace(1) %q, align 4
  ret void
}
declare float @llvm.fmuladd.f32(float, float, float)
"#;

#[test]
fn fmuladd_option_takes_true_and_false() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "f.ll", FMULADD_KERNEL);
    let text = |extra: &[&str]| {
        let mut args = vec!["f.ll", "-spirv-text", "-o", "-"];
        args.extend(extra);
        let o = run(&args, dir.path());
        assert!(o.status.success(), "{extra:?}: {}", stderr(&o));
        String::from_utf8(o.stdout).unwrap()
    };
    // The text format names the OpenCL.std instruction: `ExtInst <type> <id> <set> mad ...`.
    let ext_inst = |t: &str| {
        let line = t.lines().find(|l| l.contains(" ExtInst ")).unwrap_or_else(|| panic!("no ExtInst in {t}"));
        line.split_whitespace().nth(5).unwrap().to_string()
    };
    assert_eq!(ext_inst(&text(&["--spirv-replace-fmuladd-with-ocl-mad=true"])), "mad");
    assert_eq!(ext_inst(&text(&["--spirv-replace-fmuladd-with-ocl-mad"])), "mad");
    let fma = text(&["--spirv-replace-fmuladd-with-ocl-mad=false"]);
    assert!(!fma.lines().any(|l| l.contains(" ExtInst ") && l.contains(" mad ")), "{fma}");
    assert!(fma.contains("fma"), "{fma}");
}

#[test]
fn the_library_defaults_give_what_the_cli_gives_without_options() {
    use llvm_spirv::{llvm_to_spirv, spirv_to_llvm};
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "f.ll", FMULADD_KERNEL);
    let o = run(&["f.ll", "-o", "f.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let cli = std::fs::read(dir.path().join("f.spv")).unwrap();
    let words =
        llvm_to_spirv::translate_bytes(FMULADD_KERNEL.as_bytes(), "f.ll", &llvm_to_spirv::Options::default()).unwrap();
    let lib: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    assert_eq!(cli, lib, "forward: CLI without options != Options::default()");
    let o = run(&["-r", "f.spv", "-o", "f.ll.bc"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let cli = std::fs::read(dir.path().join("f.ll.bc")).unwrap();
    let lib =
        spirv_to_llvm::translate_words(words, &spirv_to_llvm::Options::default(), spirv_to_llvm::OutputFormat::Bitcode)
            .unwrap();
    assert_eq!(cli, lib, "reverse: CLI without options != Options::default()");
}

#[test]
fn spirv_ext_all_enables_every_implemented_extension() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "v5.ll", VEC5_KERNEL);
    let o = run(&["v5.ll", "--spirv-ext=+all", "-spirv-text", "-o", "-"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(llvm_spirv::extensions::IMPLEMENTED_EXTENSIONS.contains(&"SPV_INTEL_vector_compute"));
    assert!(String::from_utf8_lossy(&o.stdout).contains("\"SPV_INTEL_vector_compute\""));
}

#[test]
fn spirv_input_with_an_unknown_or_disabled_extension_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let module = |ext: &str| {
        let words = 2 + ext.len() / 4;
        format!(
            "119734787 65536 393230 4 0\n2 Capability Addresses\n2 Capability Kernel\n{words} Extension \"{ext}\"\n3 MemoryModel 2 2\n"
        )
    };
    write(dir.path(), "u.spt", &module("SPV_XYZ_no_such_thing"));
    let o = run(&["u.spt", "-to-binary", "-o", "u.spv"], dir.path());
    assert_clean_failure(
        &o,
        &dir.path().join("u.spv"),
        "input SPIR-V module uses unknown extension 'SPV_XYZ_no_such_thing'",
    );
    write(dir.path(), "k.spt", &module("SPV_KHR_expect_assume"));
    let o = run(&["k.spt", "-to-binary", "-o", "k.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let o = run(&["-r", "k.spv", "--spirv-ext=-SPV_KHR_expect_assume", "-o", "k.bc"], dir.path());
    assert_clean_failure(&o, &dir.path().join("k.bc"), "SPV_KHR_expect_assume");
}

/// Reading SPIR-V checks the operand types SPV_INTEL_bfloat16_conversion states for its
/// instructions, in every mode that reads a module as the Khronos translator does:
/// `-to-binary`, `-to-text` and `-r` refuse an OpConvertFToBF16INTEL whose result is no
/// 16-bit integer, naming it and its word offset; the well-formed module converts.
#[test]
fn reading_spirv_refuses_a_bfloat16_conversion_of_the_wrong_types() {
    let dir = tempfile::tempdir().unwrap();
    let module = |result: &str| {
        format!(
            "119734787 65536 393230 12 0\n2 Capability Addresses\n2 Capability Linkage\n2 Capability Kernel\n\
             2 Capability Int16\n2 Capability Bfloat16ConversionINTEL\n9 Extension \"SPV_INTEL_bfloat16_conversion\"\n\
             3 MemoryModel 2 2\n6 Decorate 4 LinkageAttributes \"f\" Export\n\
             4 TypeInt 10 16 0\n3 TypeFloat 6 32\n2 TypeVoid 2\n4 TypeFunction 3 2 6\n\
             5 Function 2 4 0 3\n3 FunctionParameter 6 9\n2 Label 5\n4 ConvertFToBF16INTEL {result} 11 9\n1 Return\n1 FunctionEnd\n"
        )
    };
    write(dir.path(), "bad.spt", &module("6"));
    for (args, out) in [
        (&["bad.spt", "-to-binary", "-o", "bad.spv"][..], "bad.spv"),
        (&["bad.spt", "-to-text", "-o", "bad2.spt"][..], "bad2.spt"),
        (&["-r", "bad.spt", "-o", "bad.bc"][..], "bad.bc"),
    ] {
        let o = run(args, dir.path());
        assert_clean_failure(
            &o,
            &dir.path().join(out),
            "invalid OpConvertFToBF16INTEL at word 55: Result value must be a scalar or vector of integer 16-bit type",
        );
    }
    write(dir.path(), "good.spt", &module("10"));
    let o = run(&["good.spt", "-to-binary", "-o", "good.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let o = run(&["-r", "good.spv", "-o", "good.ll"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let ir = std::fs::read_to_string(dir.path().join("good.ll")).unwrap();
    assert!(ir.contains("call spir_func i16 @_Z32intel_convert_bfloat16_as_ushortf(float %"), "{ir}");
}

// ---- Process safety: crashes, fatal errors and memory are one line and exit 1 ----

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

#[test]
fn bitcode_that_crashes_llvms_reader_is_one_line_and_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(data("reader-segv.bc"), dir.path().join("segv.bc")).unwrap();
    let o = run(&["segv.bc", "-o", "segv.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("segv.spv"), "while reading the input module");
    assert!(stderr(&o).contains("crashed with SIG"), "{}", stderr(&o));
}

#[test]
fn bitcode_that_exhausts_memory_is_one_line_and_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(data("reader-oom.bc"), dir.path().join("oom.bc")).unwrap();
    let o = run(&["oom.bc", "-o", "oom.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("oom.spv"), "out of memory while reading the input module");
    // The bound is configurable, and the message says which one was in force.
    let o = Command::new(bin())
        .args(["oom.bc", "-o", "oom.spv"])
        .env("LLVM_SPIRV_RS_MEMORY_LIMIT", "2G")
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_clean_failure(&o, &dir.path().join("oom.spv"), "out of memory");
    assert!(stderr(&o).contains("limit 2048 MiB"), "{}", stderr(&o));
    write(dir.path(), "k.ll", KERNEL);
    let o = Command::new(bin())
        .args(["k.ll", "-o", "k.spv"])
        .env("LLVM_SPIRV_RS_MEMORY_LIMIT", "lots")
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_clean_failure(&o, &dir.path().join("k.spv"), "LLVM_SPIRV_RS_MEMORY_LIMIT");
}

#[test]
fn an_llvm_fatal_error_is_one_line_and_exit_1() {
    // The verifier fails (a use before its definition) and the module carries "Debug Info
    // Version": LLVM's debug-info upgrade calls report_fatal_error while reading it.
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "d.ll",
        r#"
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(i32 %x) {
entry:
  %y = add i32 %x, %z
  %z = add i32 %x, 1
  ret i32 %y
}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
"#,
    );
    let o = run(&["d.ll", "-o", "d.spv"], dir.path());
    assert_clean_failure(&o, &dir.path().join("d.spv"), "LLVM fatal error while reading the input module");
    assert!(stderr(&o).contains("Instruction does not dominate all uses"), "{}", stderr(&o));
}

/// A kernel attribute whose extension `--spirv-ext` does not allow is left out with one
/// `warning:` line naming it and the extension (exit 0), and kept when it is allowed.
#[test]
fn kernel_attribute_without_its_extension_is_left_out_with_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    let src = KERNEL.replace("float %f) {", "float %f) !max_work_group_size !0 {") + "!0 = !{i32 4, i32 2, i32 1}\n";
    write(dir.path(), "k.ll", &src);
    let o = run(&["k.ll", "-spirv-text", "-o", "-"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(
        lines[0].starts_with("warning: !max_work_group_size of 'scale' left out:")
            && lines[0].contains("--spirv-ext=+SPV_INTEL_kernel_attributes"),
        "{err}"
    );
    assert!(!String::from_utf8_lossy(&o.stdout).contains("MaxWorkgroupSizeINTEL"));
    let o = run(&["k.ll", "--spirv-ext=+SPV_INTEL_kernel_attributes", "-spirv-text", "-o", "-"], dir.path());
    assert!(o.status.success() && stderr(&o).is_empty(), "{}", stderr(&o));
}

/// `dot` on `short2` (cl_khr_integer_dot_product) and `dot_acc_sat` on `uchar4`.
const INTEGER_DOT_KERNEL: &str = r#"target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(<2 x i16> %a, <2 x i16> %b, <4 x i8> %c, <4 x i8> %d, i32 %acc) {
entry:
  %x = call spir_func i32 @_Z3dotDv2_sS_(<2 x i16> %a, <2 x i16> %b)
  %y = call spir_func i32 @_Z11dot_acc_satDv4_hS_j(<4 x i8> %c, <4 x i8> %d, i32 %acc)
  %s = add i32 %x, %y
  ret i32 %s
}
declare spir_func i32 @_Z3dotDv2_sS_(<2 x i16>, <2 x i16>)
declare spir_func i32 @_Z11dot_acc_satDv4_hS_j(<4 x i8>, <4 x i8>, i32)
"#;

#[test]
fn regularize_keeps_integer_dot_products_whatever_spirv_ext_allows() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "dot.ll", INTEGER_DOT_KERNEL);
    let o = run(&["-s", "dot.ll", "-o", "dot.reg.ll"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(dir.path().join("dot.reg.ll")).unwrap();
    assert!(text.contains("call spir_func i32 @_Z15__spirv_SDotKHRDv2_sS_("), "{text}");
    assert!(text.contains("call spir_func i32 @_Z21__spirv_UDotAccSatKHRDv4_hS_j("), "{text}");
    // Translation without the extension still expands them into core instructions.
    let o = run(&["dot.ll", "-spirv-text", "-o", "-"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let spirv = String::from_utf8_lossy(&o.stdout);
    assert!(!spirv.contains("DotKHR") && !spirv.contains("SPV_KHR_integer_dot_product"), "{spirv}");
}

/// A module with function attributes (string, enum, int) and function and global metadata.
const AUX_KERNEL: &str = r#"target triple = "spir64-unknown-unknown"
@g = addrspace(1) global i32 0, !gmd !3
declare spir_func i32 @ext(i32) #0
define spir_kernel void @k(ptr addrspace(1) %p) #1 !mymd !1 !other !2 {
  %v = call spir_func i32 @ext(i32 1)
  store i32 %v, ptr addrspace(1) %p
  ret void
}
attributes #0 = { nounwind "flag" }
attributes #1 = { nounwind alignstack=16 "key"="val" }
!1 = !{i32 5, !"text", i64 7}
!2 = !{!"only"}
!3 = !{i32 1}
"#;

/// `--spirv-preserve-auxdata`: forward writes one NonSemantic.AuxData instruction per
/// attribute and metadata (SPIR-V 1.6, or SPV_KHR_non_semantic_info under 1.5, an error
/// when that extension is denied); reverse with the option restores them, without it
/// ignores them; without the option forward writes nothing of the set.
#[test]
fn preserve_auxdata_both_ways() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", AUX_KERNEL);
    let o = run(&["k.ll", "--spirv-preserve-auxdata", "-spirv-text", "-o", "k.spt"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(dir.path().join("k.spt")).unwrap();
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    assert!(lines.contains(&"119734787 67072 393230 44 0"), "{text}");
    assert!(!text.contains("SPV_KHR_non_semantic_info"), "{text}");
    for line in [
        "7 ExtInstImport 22 \"NonSemantic.AuxData\"",
        "5 String 23 \"nounwind\"",
        "4 String 25 \"flag\"",
        "6 String 28 \"alignstack(16)\"",
        "7 ExtInst 9 24 22 NonSemanticAuxDataFunctionAttribute 13 23",
        "7 ExtInst 9 26 22 NonSemanticAuxDataFunctionAttribute 13 25",
        "7 ExtInst 9 27 22 NonSemanticAuxDataFunctionAttribute 8 23",
        "7 ExtInst 9 29 22 NonSemanticAuxDataFunctionAttribute 8 28",
        "8 ExtInst 9 32 22 NonSemanticAuxDataFunctionAttribute 8 30 31",
        "10 ExtInst 9 38 22 NonSemanticAuxDataFunctionMetadata 8 33 34 35 37",
        "8 ExtInst 9 41 22 NonSemanticAuxDataFunctionMetadata 8 39 40",
        "8 ExtInst 9 43 22 NonSemanticAuxDataGlobalVariableMetadata 5 42 14",
    ] {
        assert!(lines.contains(&line), "missing {line:?} in\n{text}");
    }
    assert_eq!(text.matches("NonSemanticAuxData").count(), 8, "{text}");
    // Under SPIR-V 1.5 the extension carries it; denied, the translation fails naming it.
    let o = run(
        &["k.ll", "--spirv-preserve-auxdata", "--spirv-max-version=1.5", "-spirv-text", "-o", "k15.spt"],
        dir.path(),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text15 = std::fs::read_to_string(dir.path().join("k15.spt")).unwrap();
    assert!(text15.contains("Extension \"SPV_KHR_non_semantic_info\""), "{text15}");
    assert!(text15.lines().any(|l| l.trim_end() == "119734787 65536 393230 44 0"), "{text15}");
    let o = run(
        &[
            "k.ll",
            "--spirv-preserve-auxdata",
            "--spirv-max-version=1.5",
            "--spirv-ext=-SPV_KHR_non_semantic_info",
            "-o",
            "no.spv",
        ],
        dir.path(),
    );
    assert_clean_failure(&o, &dir.path().join("no.spv"), "RequiresExtension");
    // Without the option: nothing of the set.
    let o = run(&["k.ll", "-spirv-text", "-o", "plain.spt"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let plain = std::fs::read_to_string(dir.path().join("plain.spt")).unwrap();
    assert!(!plain.contains("AuxData"), "{plain}");
    // Round trip: attributes and metadata come back with the option, not without it.
    assert!(run(&["k.ll", "--spirv-preserve-auxdata", "-o", "k.spv"], dir.path()).status.success());
    let o = run(&["-r", "--spirv-preserve-auxdata", "k.spv", "-o", "back.ll"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let back = std::fs::read_to_string(dir.path().join("back.ll")).unwrap();
    for needle in [
        "@g = addrspace(1) global i32 0, !gmd !0",
        "declare spir_func i32 @ext(i32) #0",
        "!mymd !13 !other !14 {",
        "attributes #0 = { nounwind \"flag\" }",
        "attributes #1 = { nounwind alignstack=16 \"key\"=\"val\" }",
        "!0 = !{i32 1}",
        "!13 = !{i32 5, !\"text\", i64 7}",
        "!14 = !{!\"only\"}",
    ] {
        assert!(back.contains(needle), "missing {needle:?} in\n{back}");
    }
    let o = run(&["-r", "k.spv", "-o", "without.ll"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let without = std::fs::read_to_string(dir.path().join("without.ll")).unwrap();
    for absent in ["flag", "mymd", "gmd", "alignstack", "\"key\""] {
        assert!(!without.contains(absent), "{absent} in\n{without}");
    }
}

#[test]
fn experimental_debuginfo_iterators_is_accepted_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.ll", KERNEL);
    let plain = run(&["k.ll", "-spirv-text", "-o", "-"], dir.path());
    assert!(plain.status.success(), "{}", stderr(&plain));
    for flag in ["--experimental-debuginfo-iterators=1", "-experimental-debuginfo-iterators=0"] {
        let o = run(&["k.ll", flag, "-spirv-text", "-o", "-"], dir.path());
        assert!(o.status.success(), "{flag}: {}", stderr(&o));
        assert_eq!(o.stdout, plain.stdout, "{flag}");
    }
    // Reverse too.
    let o = run(&["k.ll", "-o", "k.spv"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let o = run(&["-r", "--experimental-debuginfo-iterators=1", "k.spv", "-o", "back.ll"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let back = std::fs::read_to_string(dir.path().join("back.ll")).unwrap();
    assert!(back.contains("define spir_kernel void @scale"), "{back}");
    // Not a boolean: refused by name.
    let o = run(&["k.ll", "--experimental-debuginfo-iterators=maybe", "-o", "x.spv"], dir.path());
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("experimental-debuginfo-iterators"), "{}", stderr(&o));
}
