//! The fuzz findings of `fuzz/regressions/` (see its README.md) that the translator
//! itself answers: each input must translate to a module that passes `spirv-val`
//! (forward) or be refused with the error naming what is wrong. (The findings in
//! LLVM's bitcode reader are the CLI's supervisor's; `llvm-spirv-rs-fuzz --check
//! fuzz/regressions` runs them all.)

use llvm_spirv::{llvm_to_spirv, spirv_to_llvm};
use std::path::PathBuf;

/// SPIRV-Tools 2025.5 from the test venv (PATH's as the fallback), shared with the kernel tests.
#[allow(dead_code)]
#[path = "../../tests/src/spirv_tools.rs"]
mod spirv_tools;

fn input(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions").join(name)
}

fn forward(name: &str, options: &llvm_to_spirv::Options) -> Result<Vec<u32>, llvm_to_spirv::Error> {
    llvm_to_spirv::translate_file(&input(name), options)
}

fn reverse(name: &str) -> Result<Vec<u8>, spirv_to_llvm::Error> {
    let bytes = std::fs::read(input(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    let words: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    spirv_to_llvm::translate(&words, &spirv_to_llvm::Options::default(), spirv_to_llvm::OutputFormat::Text)
}

/// `spirv-dis` of `words` after `spirv-val` accepted them (panics with its message otherwise).
fn validate_and_disassemble(name: &str, words: &[u32]) -> String {
    let path = std::env::temp_dir().join(format!("llvm-spirv-rs-fuzzreg-{}-{name}.spv", std::process::id()));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).expect("write temporary .spv");
    let val = spirv_tools::spirv_tool("spirv-val").arg(&path).output().expect("spirv-val must be installed");
    let dis = spirv_tools::spirv_tool("spirv-dis").arg(&path).output().expect("spirv-dis must be installed");
    std::fs::remove_file(&path).ok();
    let text = String::from_utf8_lossy(&dis.stdout).into_owned();
    assert!(
        val.status.success(),
        "{name}: spirv-val rejects the output:\n{}\n{text}",
        String::from_utf8_lossy(&val.stderr)
    );
    text
}

/// `__spirv_ConvertPtrToU` of an image (not a pointer) is refused by name, not emitted.
#[test]
fn convert_ptr_to_u_of_a_non_pointer_is_refused() {
    let name = "convert-ptr-to-u-on-image.forward.ll";
    match forward(name, &llvm_to_spirv::Options::default()) {
        Err(llvm_to_spirv::Error::InvalidOperandTypes { op, rule, .. }) => {
            assert_eq!(op, "ConvertPtrToU");
            assert_eq!(rule, "Input value must be a pointer");
        }
        other => panic!("{name}: expected InvalidOperandTypes, got {other:?}"),
    }
}

/// `__spirv_GroupNonUniformBroadcast` with a non-constant lane needs SPIR-V 1.5: the
/// version is raised when allowed, else the call is refused naming the instruction.
#[test]
fn nonconstant_broadcast_lane_needs_spirv_1_5() {
    let name = "nonconstant-broadcast-id.forward.ll";
    let words = forward(name, &llvm_to_spirv::Options::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(words[1], 0x0001_0500, "{name}: the module must declare SPIR-V 1.5");
    let text = validate_and_disassemble("broadcast", &words);
    assert!(text.contains("OpGroupNonUniformBroadcast %uint %uint_3 %x %x"), "{text}");
    let capped = llvm_to_spirv::Options { max_version: (1, 4), ..llvm_to_spirv::Options::default() };
    match forward(name, &capped) {
        Err(e @ llvm_to_spirv::Error::UnsupportedVersion { needed_major: 1, needed_minor: 5, .. }) => {
            assert!(e.to_string().contains("OpGroupNonUniformBroadcast with a non-constant lane"), "{e}");
        }
        other => panic!("{name}: expected UnsupportedVersion 1.5, got {other:?}"),
    }
}

/// Builtin calls whose mangled names do not demangle into parameters matching the call
/// (`_Z5frexpfPU3BS4i`, `_Z3min\xFEf`, a `vload16` with an `__int128` offset) stay calls
/// of imported functions: no `OpenCL.std` instruction with mismatched types.
#[test]
fn undecodable_builtin_names_stay_function_calls() {
    for (name, callee) in [
        ("frexp-undecodable-pointee.forward.ll", "_Z5frexpfPU3BS4i"),
        ("min-undecodable-params.forward.ll", "_Z3min"),
        ("vload16-int128-offset.forward.ll", "_Z7vload16oPU3AS4Kf"),
    ] {
        let words = forward(name, &llvm_to_spirv::Options::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
        let text = validate_and_disassemble(callee, &words);
        assert!(!text.contains("OpExtInst "), "{name}: no extended instruction expected:\n{text}");
        assert!(text.contains("OpFunctionCall"), "{name}: a call expected:\n{text}");
        assert!(text.contains(&format!("LinkageAttributes \"{callee}")), "{name}: an import expected:\n{text}");
    }
}

/// `OpLoad` whose result type is `OpTypeVoid` is refused by the structural check.
#[test]
fn void_result_type_of_a_value_is_refused() {
    let name = "load-void.reverse.spv";
    match reverse(name) {
        Err(spirv_to_llvm::Error::InvalidInstruction { opcode, reason, .. }) => {
            assert_eq!(opcode, spirv::Op::Load as u32);
            assert!(reason.contains("OpTypeVoid"), "{reason}");
        }
        other => panic!("{name}: expected InvalidInstruction, got {:?}", other.map(|_| ())),
    }
}

/// `OpTypePointer` to an id nothing defines is refused naming the id.
#[test]
fn type_operand_that_nothing_defines_is_refused() {
    let name = "pointer-to-undefined-type.reverse.spv";
    match reverse(name) {
        Err(spirv_to_llvm::Error::InvalidId { opcode, id, .. }) => {
            assert_eq!(opcode, spirv::Op::TypePointer);
            assert_eq!(id, 9);
        }
        other => panic!("{name}: expected InvalidId, got {:?}", other.map(|_| ())),
    }
}

/// A `target("spirv.Image", ...)` parameter outside its OpTypeImage operand's range
/// (image format 48) is refused naming the type, not emitted.
#[test]
fn image_parameter_out_of_range_is_refused() {
    let name = "image-format-out-of-range.forward.ll";
    match forward(name, &llvm_to_spirv::Options::default()) {
        Err(llvm_to_spirv::Error::UnsupportedType { ty, reason }) => {
            assert!(ty.contains("target(\"spirv.Image\", void, 1, 0, 0, 0, 0, 48, 0)"), "{ty}");
            assert!(reason.contains("out of the range"), "{reason}");
        }
        other => panic!("{name}: expected UnsupportedType, got {other:?}"),
    }
}

/// A string from the input with a NUL character (here the `!spirv.Source` file name) is
/// refused naming the instruction: a SPIR-V literal string would end at the first NUL and
/// the instruction's word count would not match its contents.
#[test]
fn nul_in_an_input_string_is_refused() {
    let name = "nul-in-source-file.forward.ll";
    match forward(name, &llvm_to_spirv::Options::default()) {
        Err(llvm_to_spirv::Error::UnsupportedString { construct }) => {
            assert_eq!(construct, "OpString \"/tmp/opencl/p\\0\\0\\0\\u{2}am.cl\" of !spirv.Source");
        }
        other => panic!("{name}: expected UnsupportedString, got {other:?}"),
    }
}

/// A `!spirv.Capability` request is declared only with what the grammar says it needs:
/// without `--spirv-ext` the extension-only capabilities (FPGAKernelAttributesv2INTEL and
/// the FPGA ones) are left out; with `+all` each comes with its extension.
#[test]
fn requested_capability_comes_with_its_extension_or_not_at_all() {
    let name = "requested-capability-needs-extension.forward.ll";
    let words = forward(name, &llvm_to_spirv::Options::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
    let text = validate_and_disassemble("capability", &words);
    let declared: Vec<&str> =
        text.lines().filter(|l| l.contains("OpCapability") || l.contains("OpExtension")).map(str::trim).collect();
    assert_eq!(declared, ["OpCapability Addresses", "OpCapability Linkage", "OpCapability Kernel"], "{text}");
    let all = llvm_to_spirv::Options {
        allowed_extensions: llvm_spirv::extensions::IMPLEMENTED_EXTENSIONS.iter().map(|s| s.to_string()).collect(),
        ..llvm_to_spirv::Options::default()
    };
    let words = forward(name, &all).unwrap_or_else(|e| panic!("{name}: {e}"));
    let text = validate_and_disassemble("capability-all", &words);
    for line in ["OpCapability FPGAKernelAttributesv2INTEL", "OpExtension \"SPV_INTEL_kernel_attributes\""] {
        assert!(text.contains(line), "{line} missing:\n{text}");
    }
}
