//! Execution-and-control extensions, both directions: SPV_INTEL_masked_gather_scatter,
//! SPV_EXT/INTEL_arithmetic_fence, SPV_INTEL_variable_length_array,
//! SPV_INTEL_inline_assembly. Each input of
//! `tests/forward/` is translated with and without its extension; every output passes
//! `spirv-val` (SPIRV-Tools 2025.5 through `scripts/test-env.sh`) and holds the
//! extension's instructions, or is refused naming the construct; the output translated
//! back and forward again is valid and, where the forward translation writes the
//! extension's instructions directly, the same module.

use llvm_spirv::llvm_to_spirv::{translate_file, Options};
use llvm_spirv::spirv_to_llvm;
use std::path::PathBuf;

#[allow(dead_code)]
#[path = "../../tests/src/spirv_tools.rs"]
mod spirv_tools;

fn input(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/forward").join(name)
}

fn options(extensions: &[&str]) -> Options {
    Options { allowed_extensions: extensions.iter().map(|e| e.to_string()).collect(), ..Options::default() }
}

/// Runs `spirv-val` on `words` and panics with its message on failure.
fn validate(what: &str, words: &[u32]) {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("m.spv");
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).expect("write the module");
    let out = spirv_tools::spirv_tool("spirv-val").arg(&path).output().expect("spirv-val must be installed");
    assert!(
        out.status.success(),
        "{what}: spirv-val rejects the module: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The friendly disassembly of `words`.
fn text(words: &[u32]) -> String {
    llvm_spirv_text::disassemble_friendly(words).expect("our own SPIR-V disassembles")
}

/// Translates `name` with `extensions`, validates and disassembles it.
fn forward(name: &str, extensions: &[&str]) -> (Vec<u32>, String) {
    let words = translate_file(&input(name), &options(extensions)).unwrap_or_else(|e| panic!("{name}: {e}"));
    validate(name, &words);
    let t = text(&words);
    (words, t)
}

/// `words` translated back to LLVM IR (text) and forward again with `extensions`: the IR
/// and the new module, which must validate.
fn round_trip(name: &str, words: &[u32], extensions: &[&str]) -> (String, Vec<u32>) {
    let ir = spirv_to_llvm::translate(words, &spirv_to_llvm::Options::default(), spirv_to_llvm::OutputFormat::Text)
        .unwrap_or_else(|e| panic!("{name} reversed: {e}"));
    let ir = String::from_utf8(ir).expect("textual IR");
    let again = llvm_spirv::llvm_to_spirv::translate_bytes(ir.as_bytes(), name, &options(extensions))
        .unwrap_or_else(|e| panic!("{name} round trip: {e}\n{ir}"));
    validate(&format!("{name} round trip"), &again);
    (ir, again)
}

/// Asserts that each of `needles` occurs in `haystack`, in this order.
fn assert_in_order(what: &str, haystack: &str, needles: &[&str]) {
    let mut at = 0;
    for n in needles {
        match haystack[at..].find(n) {
            Some(i) => at += i + n.len(),
            None => panic!("{what}: `{n}` not found (in order) in\n{haystack}"),
        }
    }
}

#[test]
fn masked_gather_scatter_keeps_vectors_of_pointers() {
    let name = "masked_gather_scatter.ll";
    let ext = ["SPV_INTEL_masked_gather_scatter"];
    let (words, t) = forward(name, &ext);
    assert_in_order(
        name,
        &t,
        &[
            "OpCapability MaskedGatherScatterINTEL",
            "OpExtension \"SPV_INTEL_masked_gather_scatter\"",
            "OpTypeVector %_ptr_CrossWorkgroup_float 4",
            "%v = OpMaskedGatherINTEL %v4float ",
            " 4 ",
            "OpMaskedScatterINTEL %v ",
        ],
    );
    // The gather reads through pointers to its component type.
    let gather = t.lines().find(|l| l.contains("OpMaskedGatherINTEL")).unwrap_or_default();
    let ptrs = gather.split_whitespace().nth(4).unwrap_or_default();
    assert!(t.contains(&format!("{ptrs} = OpCompositeInsert %v4_ptr_CrossWorkgroup_float")), "{t}");
    let (ir, again) = round_trip(name, &words, &ext);
    // LLVM 19 gives the alignment as an `i32` operand, LLVM 22 as the pointers' attribute.
    let (gather_ptrs, mask) = if cfg!(feature = "llvm22") {
        ("<4 x ptr addrspace(1)> align 4 %", " <4 x i1> <i1 true, i1 false, i1 true, i1 true>")
    } else {
        ("<4 x ptr addrspace(1)> %", "i32 4, <4 x i1> <i1 true, i1 false, i1 true, i1 true>")
    };
    assert_in_order(
        name,
        &ir,
        &[
            "call <4 x float> @llvm.masked.gather.v4f32.v4p1(",
            gather_ptrs,
            mask,
            "call void @llvm.masked.scatter.v4f32.v4p4(<4 x float> %v, <4 x ptr addrspace(4)>",
        ],
    );
    let t2 = text(&again);
    assert_eq!(t2.matches("OpMaskedGatherINTEL").count(), 1, "{t2}");
    assert_eq!(t2.matches("OpMaskedScatterINTEL").count(), 1, "{t2}");
}

#[test]
fn vectors_of_pointers_are_scalarized_or_refused_without_the_extension() {
    // In a function body: scalarized, the masked accesses per lane.
    let name = "masked_gather_scatter_fallback.ll";
    let (_, t) = forward(name, &[]);
    assert!(!t.contains("MaskedGatherScatterINTEL") && !t.contains("OpTypeVector %_ptr"), "{t}");
    // Lanes 0, 2, 3 of the gather are loaded (lane 1 is masked off), all four stored.
    assert_eq!(t.matches("= OpLoad %float ").count(), 3, "{t}");
    assert!(t.contains("OpStore %q_i1 %float_n1 Aligned 4"), "{t}");
    // At a function's interface: refused, naming the extension and the type.
    let e = translate_file(&input("vector_of_pointers_interface.ll"), &options(&[])).expect_err("refused");
    let msg = e.to_string();
    assert!(msg.starts_with("RequiresExtension: Feature requires the following SPIR-V extension:\nSPV_INTEL_masked_gather_scatter\nNOTE: LLVM module contains vector of pointers"), "{msg}");
    assert!(msg.contains("<2 x ptr addrspace(1)>"), "{msg}");
    let (_, t) = forward("vector_of_pointers_interface.ll", &["SPV_INTEL_masked_gather_scatter"]);
    assert_in_order(
        "vector_of_pointers_interface.ll",
        &t,
        &["OpFunctionParameter %v2_ptr_CrossWorkgroup_uchar", "OpInBoundsPtrAccessChain %_ptr_CrossWorkgroup_uint"],
    );
}

#[test]
fn arithmetic_fence_under_either_extension() {
    for ext in ["SPV_EXT_arithmetic_fence", "SPV_INTEL_arithmetic_fence"] {
        let name = "arithmetic_fence.ll";
        let (words, t) = forward(name, &[ext]);
        assert_in_order(
            ext,
            &t,
            &[
                "OpCapability ArithmeticFenceEXT",
                "OpExtension \"SPV_EXT_arithmetic_fence\"",
                "%s = OpFAdd %double %a %a",
                "%t = OpArithmeticFenceINTEL %double %s",
                "%u = OpFAdd %double %t %a",
                "%v = OpArithmeticFenceINTEL %v2float %b",
            ],
        );
        assert_eq!(t.contains("SPV_INTEL_arithmetic_fence"), ext == "SPV_INTEL_arithmetic_fence", "{t}");
        let (ir, again) = round_trip(name, &words, &[ext]);
        assert_in_order(
            ext,
            &ir,
            &[
                "%t = call double @llvm.arithmetic.fence.f64(double %s)",
                "call <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float> %b)",
            ],
        );
        assert_eq!(words, again, "{ext}: the round trip changes the module");
    }
    // (The toolchain spells opcode 6145 OpArithmeticFenceINTEL.)
    // Without either: the fence is dropped, its operand used (the Khronos translator's fallback).
    let (_, t) = forward("arithmetic_fence_dropped.ll", &[]);
    assert!(!t.contains("ArithmeticFence"), "{t}");
    assert!(t.contains("%u = OpFAdd %double %s %a"), "{t}");
}

#[test]
fn variable_length_arrays_and_stack_memory() {
    let name = "variable_length_array.ll";
    let ext = ["SPV_INTEL_variable_length_array"];
    let (words, t) = forward(name, &ext);
    assert_in_order(
        name,
        &t,
        &[
            "OpCapability VariableLengthArrayINTEL",
            "OpExtension \"SPV_INTEL_variable_length_array\"",
            "OpDecorate %arr Alignment 16",
            "%fixed = OpVariable %_ptr_Function__arr_uint_ulong_4 Function",
            "%len = OpUConvert %ulong %n",
            "%sp = OpSaveMemoryINTEL %_ptr_Function_uchar",
            "%arr = OpVariableLengthArrayINTEL %_ptr_Function_uint %len",
            "OpStore %arr %n Aligned 4",
            "OpRestoreMemoryINTEL %sp",
        ],
    );
    let (ir, again) = round_trip(name, &words, &ext);
    assert_in_order(
        name,
        &ir,
        &[
            "%sp = call ptr @llvm.stacksave.p0()",
            "%arr = alloca i32, i64 %len, align 16",
            "call void @llvm.stackrestore.p0(ptr %sp)",
        ],
    );
    assert_eq!(words, again, "the round trip changes the module");
    // Without the extension: the first construct met is refused by name.
    let msg =
        translate_file(&input("variable_length_array_not_allowed.ll"), &options(&[])).expect_err("refused").to_string();
    assert!(msg.starts_with("InvalidFunctionCall: Unexpected llvm intrinsic:\nTranslation of llvm.stacksave intrinsic requires SPV_INTEL_variable_length_array extension"), "{msg}");
    // ... and the dynamic alloca once the intrinsics pass as unknown ones.
    let mut o = options(&[]);
    o.allow_unknown_intrinsics = vec!["llvm.stack".into()];
    let msg = translate_file(&input("variable_length_array_not_allowed.ll"), &o).expect_err("refused").to_string();
    assert!(msg.contains("%arr = alloca i32, i64 %len, align 16"), "{msg}");
    assert!(msg.contains("Translation of dynamic alloca requires SPV_INTEL_variable_length_array extension."), "{msg}");
}

#[test]
fn inline_assembly_calls() {
    let name = "inline_assembly.ll";
    let ext = ["SPV_INTEL_inline_assembly"];
    let (words, t) = forward(name, &ext);
    assert_in_order(
        name,
        &t,
        &[
            "OpCapability AsmINTEL",
            "OpExtension \"SPV_INTEL_inline_assembly\"",
            "OpDecorate %13 SideEffectsINTEL",
            "%11 = OpAsmTargetINTEL \"spir64-unknown-unknown\"",
            "%13 = OpAsmINTEL %void %12 %11 \"barrier\" \"\"",
            "%16 = OpAsmINTEL %uint %15 %11 \"add $0, $1, $2\" \"=r,r,r\"",
            "%20 = OpAsmINTEL %_ptr_CrossWorkgroup_uchar %19 %11 \"mov $0, $1\" \"=r,r\"",
            "OpAsmCallINTEL %void %13",
            "%r = OpAsmCallINTEL %uint %16 %a %a",
            "%s = OpAsmCallINTEL %uint %16 %r %a",
            "%p = OpAsmCallINTEL %_ptr_CrossWorkgroup_uchar %20 %out",
        ],
    );
    // One OpAsmINTEL per distinct assembly, one target.
    assert_eq!(t.matches("= OpAsmINTEL ").count(), 3, "{t}");
    assert_eq!(t.matches("OpAsmTargetINTEL").count(), 1, "{t}");
    let (ir, again) = round_trip(name, &words, &ext);
    assert_in_order(
        name,
        &ir,
        &[
            "call void asm sideeffect \"barrier\", \"\"()",
            "%r = call i32 asm \"add $0, $1, $2\", \"=r,r,r\"(i32 %a, i32 %a)",
            "%p = call ptr addrspace(1) asm \"mov $0, $1\", \"=r,r\"(ptr addrspace(1) %out)",
        ],
    );
    let asm_lines = |t: &str| t.lines().filter(|l| l.contains("Asm")).map(str::to_string).collect::<Vec<_>>();
    assert_eq!(asm_lines(&t), asm_lines(&text(&again)), "the round trip changes the assembly");
    // Without the extension: refused, naming the call.
    let msg = translate_file(&input("inline_assembly_not_allowed.ll"), &options(&[])).expect_err("refused").to_string();
    assert!(
        msg.starts_with(
            "RequiresExtension: Feature requires the following SPIR-V extension:\nSPV_INTEL_inline_assembly\n"
        ),
        "{msg}"
    );
    assert!(msg.contains("call void asm sideeffect \"barrier\", \"\"()"), "{msg}");
}

#[test]
fn pointer_vectors_compare_as_addresses() {
    let name = "pointer_vector_compare.ll";
    let (_, t) = forward(name, &["SPV_INTEL_masked_gather_scatter"]);
    assert_eq!(t.matches("= OpConvertPtrToU %ulong ").count(), 4, "{t}");
    assert_in_order(
        name,
        &t,
        &["%c = OpULessThan %v2bool ", "%s = OpSelect %v2_ptr_CrossWorkgroup_uchar %c %p %q", "OpCompositeExtract"],
    );
    // Without the extension the same function is scalarized, and valid too.
    let (_, t) = forward(name, &[]);
    assert!(!t.contains("OpTypeVector %_ptr"), "{t}");
}
