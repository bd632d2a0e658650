//! Malformed and adversarial SPIR-V given to the reverse translation: every
//! input must give an error (never a panic or a crash), and every valid input
//! a module that passes the LLVM verifier.

use llvm_spirv::llvm_to_spirv;
use llvm_spirv::spirv_to_llvm::{translate, Error, Options, OutputFormat, TargetEnv};

/// SPIRV-Tools 2025.5 from the test venv (PATH's as the fallback), shared with the kernel tests.
#[allow(dead_code)]
#[path = "../../tests/src/spirv_tools.rs"]
mod spirv_tools;

/// A kernel exercising types, constants, control flow, PHIs, a switch,
/// extended instructions, builtins and composites, compiled by our forward pass.
const SOURCE: &str = r#"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, <4 x float>, [3 x i16] }

@table = addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 5], align 4

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %s, i32 %n) {
entry:
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %f = getelementptr inbounds %struct.S, ptr addrspace(1) %s, i64 %gid, i32 1
  %v = load <4 x float>, ptr addrspace(1) %f, align 16
  %e = extractelement <4 x float> %v, i32 2
  %r = call spir_func float @_Z4sqrtf(float %e)
  %sh = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 3, i32 0>
  %x = extractelement <2 x float> %sh, i32 0
  %sum0 = fadd float %r, %x
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi float [ %sum0, %entry ], [ %acc.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done

body:
  %t = getelementptr inbounds [4 x i32], ptr addrspace(2) @table, i64 0, i32 %i
  %tv = load i32, ptr addrspace(2) %t, align 4
  %tf = sitofp i32 %tv to float
  %acc.next = fadd float %acc, %tf
  %i.next = add nsw i32 %i, 1
  br label %loop

done:
  switch i32 %n, label %def [ i32 1, label %one
                              i32 7, label %seven ]
one:
  br label %def
seven:
  br label %def
def:
  %p = phi float [ %acc, %done ], [ 1.0, %one ], [ 7.0, %seven ]
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %p, ptr addrspace(1) %o, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func float @_Z4sqrtf(float)
"#;

fn valid_module() -> Vec<u32> {
    llvm_to_spirv::translate_bytes(SOURCE.as_bytes(), "malformed-base.ll", &llvm_to_spirv::Options::default())
        .unwrap_or_else(|e| panic!("the base module must translate: {e}"))
}

fn reverse(words: &[u32]) -> Result<Vec<u8>, Error> {
    translate(words, &Options::default(), OutputFormat::Text)
}

/// Word offsets of every instruction.
fn offsets(words: &[u32]) -> Vec<usize> {
    llvm_spirv_binary::instructions(words).map(|i| i.expect("a well-framed module").offset).collect()
}

/// The offset of the first instruction with `op`.
fn find(words: &[u32], op: spirv::Op) -> usize {
    offsets(words).into_iter().find(|&o| words[o] & 0xffff == op as u32).unwrap_or_else(|| panic!("no Op{op:?}"))
}

/// Replaces the instruction at `at` by `new` words (adjusting nothing else).
fn splice(words: &[u32], at: usize, new: &[u32]) -> Vec<u32> {
    let count = (words[at] >> 16) as usize;
    let mut w = words[..at].to_vec();
    w.extend_from_slice(new);
    w.extend_from_slice(&words[at + count..]);
    w
}

/// Inserts `new` words before the instruction at `at`.
fn insert(words: &[u32], at: usize, new: &[u32]) -> Vec<u32> {
    let mut w = words[..at].to_vec();
    w.extend_from_slice(new);
    w.extend_from_slice(&words[at..]);
    w
}

fn inst(op: spirv::Op, operands: &[u32]) -> Vec<u32> {
    let mut v = vec![(((operands.len() + 1) as u32) << 16) | op as u32];
    v.extend_from_slice(operands);
    v
}

/// Every case: (name, words, expected error message fragment).
fn cases() -> Vec<(&'static str, Vec<u32>, &'static str)> {
    let base = valid_module();
    let bound = base[3];
    let fresh = bound; // ids at or above this are new
    let with_bound = |w: Vec<u32>, extra: u32| {
        let mut w = w;
        w[3] = bound + extra;
        w
    };
    let mut c: Vec<(&'static str, Vec<u32>, &'static str)> = Vec::new();
    c.push(("empty", vec![], "header"));
    c.push(("header only, short", base[..4].to_vec(), "header"));
    let mut bad_magic = base.clone();
    bad_magic[0] = 0xdead_beef;
    c.push(("bad magic", bad_magic, "magic"));
    let mut v2 = base.clone();
    v2[1] = 0x0002_0000;
    c.push(("version 2.0", v2, "version"));
    let mut v17 = base.clone();
    v17[1] = 0x0001_0700;
    c.push(("version 1.7", v17, "version"));
    let mut zero_count = base.clone();
    let at = find(&base, spirv::Op::TypeInt);
    zero_count[at] &= 0xffff;
    c.push(("word count zero", zero_count, "word count is zero"));
    let mut too_long = base.clone();
    let last = *offsets(&base).last().unwrap();
    too_long[last] = (0x0100 << 16) | (too_long[last] & 0xffff);
    c.push(("word count past the end", too_long, "past the end"));
    let mut small_bound = base.clone();
    small_bound[3] = 3;
    c.push(("ids at or above the bound", small_bound, "invalid id"));
    let mut unknown_op = base.clone();
    let at = find(&base, spirv::Op::TypeVoid);
    unknown_op[at] = (unknown_op[at] & 0xffff_0000) | 0x7fff;
    c.push(("unknown opcode", unknown_op, "unknown opcode"));
    let at = find(&base, spirv::Op::TypePointer);
    let mut bad_sc = base.clone();
    bad_sc[at + 2] = 999;
    c.push(("bad storage class enumerant", bad_sc, "decode"));
    let at = find(&base, spirv::Op::MemoryModel);
    c.push(("no OpMemoryModel", splice(&base, at, &[]), "OpMemoryModel"));
    let end = find(&base, spirv::Op::FunctionEnd);
    c.push(("OpFunction without OpFunctionEnd", splice(&base, end, &[]), "OpFunctionEnd"));
    // A struct that contains itself.
    let at = find(&base, spirv::Op::TypeVoid);
    let cyc = insert(&base, at, &inst(spirv::Op::TypeStruct, &[fresh, fresh]));
    let cyc = insert(&cyc, find(&cyc, spirv::Op::Variable), &inst(spirv::Op::Undef, &[fresh, fresh + 1]));
    c.push(("struct containing itself", with_bound(cyc, 2), "contains itself"));
    // Types nested 1000 deep (array of array of ...).
    let int_id = base[find(&base, spirv::Op::TypeInt) + 1];
    let one = base[find(&base, spirv::Op::Constant) + 2];
    let mut deep = Vec::new();
    let mut prev = int_id;
    for k in 0..1000 {
        deep.extend(inst(spirv::Op::TypeArray, &[fresh + k, prev, one]));
        prev = fresh + k;
    }
    deep.extend(inst(spirv::Op::Undef, &[prev, fresh + 1000]));
    let at = find(&base, spirv::Op::Variable);
    c.push(("types nested 1000 deep", with_bound(insert(&base, at, &deep), 1001), "nested"));
    // A composite constant whose constituents do not match.
    let at = find(&base, spirv::Op::ConstantComposite);
    let mut bad_comp = base.clone();
    let count = (bad_comp[at] >> 16) as usize;
    bad_comp = splice(&bad_comp, at, &bad_comp[at..at + count - 1]);
    bad_comp[at] = ((count as u32 - 1) << 16) | (spirv::Op::ConstantComposite as u32);
    c.push(("composite constant with a missing constituent", bad_comp, "constituents"));
    // OpConstant of a pointer type.
    let ptr_ty = base[find(&base, spirv::Op::TypePointer) + 1];
    let at = find(&base, spirv::Op::Variable);
    let cp = insert(&base, at, &inst(spirv::Op::Constant, &[ptr_ty, fresh, 0]));
    c.push(("OpConstant of a pointer type", with_bound(cp, 1), "OpConstant"));
    // A use of an id that is never defined.
    let at = find(&base, spirv::Op::FAdd);
    let mut undef_use = base.clone();
    undef_use[at + 3] = fresh;
    c.push(("operand never defined", with_bound(undef_use, 1), "invalid id"));
    // A type id used as a value.
    let mut type_as_value = base.clone();
    type_as_value[at + 3] = int_id;
    c.push(("type id used as a value", type_as_value, "invalid id"));
    // Load through a non-pointer.
    let at = find(&base, spirv::Op::Load);
    let mut load_int = base.clone();
    load_int[at + 3] = one;
    c.push(("load through a non-pointer", load_int, "not a pointer"));
    // CompositeExtract out of range.
    let at = find(&base, spirv::Op::CompositeExtract);
    let mut ext = base.clone();
    ext[at + 4] = 99;
    c.push(("composite index out of range", ext, "out of range"));
    // VectorShuffle component out of range.
    let at = find(&base, spirv::Op::VectorShuffle);
    let mut sh = base.clone();
    sh[at + 5] = 50;
    c.push(("shuffle component out of range", sh, "out of range"));
    // A switch on a float.
    let at = find(&base, spirv::Op::Switch);
    let mut sw = base.clone();
    sw[at + 1] = base[find(&base, spirv::Op::FAdd) + 2];
    c.push(("switch on a float", sw, "selector"));
    // A branch to something that is not a label.
    let at = find(&base, spirv::Op::Branch);
    let mut br = base.clone();
    br[at + 1] = int_id;
    c.push(("branch to a non-label", br, "invalid id"));
    // A struct index that is not a constant (access chain into %struct.S with a run-time index).
    let at = find(&base, spirv::Op::InBoundsPtrAccessChain);
    let mut gep = base.clone();
    gep[at + 5] = base[at + 4];
    c.push(("run-time struct index", gep, "struct index"));
    // An OpFunctionCall with too few arguments: call the kernel itself with none.
    let f = base[find(&base, spirv::Op::Function) + 2];
    let void_ty = base[find(&base, spirv::Op::TypeVoid) + 1];
    let at = find(&base, spirv::Op::Return);
    let call = insert(&base, at, &inst(spirv::Op::FunctionCall, &[void_ty, fresh, f]));
    c.push(("call with too few arguments", with_bound(call, 1), "argument count"));
    // Unknown extended instruction set.
    let at = find(&base, spirv::Op::ExtInstImport);
    let mut name = vec![fresh];
    name.extend([u32::from_le_bytes(*b"GLSL"), u32::from_le_bytes(*b".std"), u32::from_le_bytes(*b".450"), 0]);
    c.push((
        "unknown extended instruction set",
        with_bound(insert(&base, at, &inst(spirv::Op::ExtInstImport, &name)), 1),
        "instruction set",
    ));
    // Unknown OpenCL.std instruction number.
    let at = find(&base, spirv::Op::ExtInst);
    let mut ei = base.clone();
    ei[at + 4] = 9999;
    c.push(("unknown OpenCL.std instruction", ei, "OpenCL.std"));
    // Result id zero.
    let at = find(&base, spirv::Op::FAdd);
    let mut zero_id = base.clone();
    zero_id[at + 2] = 0;
    c.push(("result id zero", zero_id, "invalid id"));
    // Fewer OpFunctionParameter than the function type has.
    let at = find(&base, spirv::Op::FunctionParameter);
    c.push(("missing OpFunctionParameter", splice(&base, at, &[]), "OpFunctionParameter"));
    // Vector of 1000 components.
    let at = find(&base, spirv::Op::TypeVector);
    let mut vec = base.clone();
    vec[at + 3] = 1000;
    c.push(("vector of 1000 components", vec, "component count"));
    c
}

#[test]
fn the_base_module_translates_and_verifies() {
    let out = reverse(&valid_module()).expect("valid module");
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("define spir_kernel void @k("), "{text}");
    assert!(text.contains("call spir_func float @_Z4sqrtf(float"), "{text}");
    assert!(text.contains("switch i32"), "{text}");
}

#[test]
fn malformed_inputs_give_errors_naming_the_problem() {
    let cases = cases();
    assert!(cases.len() >= 30, "only {} cases", cases.len());
    let mut failures = Vec::new();
    for (name, words, fragment) in cases {
        match reverse(&words) {
            Ok(_) => failures.push(format!("{name}: accepted")),
            Err(e) => {
                let msg = e.to_string();
                if !msg.contains(fragment) {
                    failures.push(format!("{name}: error '{msg}' does not mention '{fragment}'"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_truncation_is_an_error_unless_it_ends_a_complete_module() {
    // Cutting at an instruction boundary after OpMemoryModel and before the entry
    // points (which name functions) leaves a valid function-less module; every
    // other cut must be refused.
    let base = valid_module();
    let first_entry = find(&base, spirv::Op::EntryPoint);
    let boundaries = offsets(&base);
    for len in 0..base.len() {
        let r = reverse(&base[..len]);
        let complete =
            len >= find(&base, spirv::Op::MemoryModel) + 3 && len <= first_entry && boundaries.contains(&len);
        assert_eq!(r.is_ok(), complete, "truncation to {len} words: {:?}", r.err());
    }
}

#[test]
fn single_word_corruptions_never_crash() {
    // Deterministic pseudo-random corruption of one word at a time; the result
    // may be valid or not, but must never panic or crash the process.
    let base = valid_module();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..30000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let at = 5 + (state as usize % (base.len() - 5));
        let mut w = base.clone();
        w[at] = match (state >> 32) % 4 {
            0 => (state >> 16) as u32,
            1 => w[at] ^ (1 << ((state >> 40) % 32)),
            2 => w[at].wrapping_add(1),
            _ => 0,
        };
        let _ = reverse(&w);
    }
}

/// Assembles `text` with `spirv-as` (no validation: these modules are invalid on purpose).
fn assemble(text: &str) -> Vec<u32> {
    let dir = tempfile::tempdir().unwrap();
    let (src, out) = (dir.path().join("m.spvasm"), dir.path().join("m.spv"));
    std::fs::write(&src, text).unwrap();
    let st = spirv_tools::spirv_tool("spirv-as").arg("-o").arg(&out).arg(&src).output().expect("spirv-as is needed");
    assert!(st.status.success(), "spirv-as: {}", String::from_utf8_lossy(&st.stderr));
    std::fs::read(&out).unwrap().chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

#[test]
fn casts_between_the_wrong_kinds_of_type_are_errors_not_verifier_failures() {
    let module = |cast: &str| {
        format!(
            "OpCapability Addresses\nOpCapability Kernel\nOpCapability Linkage\nOpMemoryModel Physical64 OpenCL\n\
             OpDecorate %fn LinkageAttributes \"f\" Export\n\
             %void = OpTypeVoid\n%float = OpTypeFloat 32\n%ulong = OpTypeInt 64 0\n\
             %ptr = OpTypePointer CrossWorkgroup %float\n%fnty = OpTypeFunction %void %float %ptr\n\
             %fn = OpFunction %void None %fnty\n%x = OpFunctionParameter %float\n%p = OpFunctionParameter %ptr\n\
             %entry = OpLabel\n{cast}\nOpReturn\nOpFunctionEnd\n"
        )
    };
    for (cast, fragment) in [
        ("%r = OpConvertUToPtr %ptr %x", "invalid OpConvertUToPtr"),
        ("%r = OpConvertPtrToU %ulong %x", "invalid OpConvertPtrToU"),
        ("%r = OpConvertPtrToU %float %p", "invalid OpConvertPtrToU"),
        ("%r = OpPtrCastToGeneric %ptr %x", "invalid OpPtrCastToGeneric"),
    ] {
        match reverse(&assemble(&module(cast))) {
            Ok(_) => panic!("{cast}: accepted"),
            Err(e) => assert!(e.to_string().contains(fragment), "{cast}: {e}"),
        }
    }
}

#[test]
fn part_of_a_builtin_component_is_refused_by_name() {
    let text = "OpCapability Addresses\nOpCapability Kernel\nOpCapability Linkage\nOpCapability Int64\nOpCapability Int8\n\
        OpMemoryModel Physical64 OpenCL\nOpDecorate %wgs BuiltIn WorkgroupSize\n\
        OpDecorate %fn LinkageAttributes \"f\" Export\n\
        %ulong = OpTypeInt 64 0\n%uchar = OpTypeInt 8 0\n%v3ulong = OpTypeVector %ulong 3\n%ulong_3 = OpConstant %ulong 3\n\
        %pvec = OpTypePointer Input %v3ulong\n%puc = OpTypePointer Input %uchar\n%fnty = OpTypeFunction %uchar\n\
        %wgs = OpVariable %pvec Input\n%fn = OpFunction %uchar None %fnty\n%entry = OpLabel\n\
        %b = OpBitcast %puc %wgs\n%b3 = OpPtrAccessChain %puc %b %ulong_3\n%x = OpLoad %uchar %b3\nOpReturnValue %x\nOpFunctionEnd\n";
    match reverse(&assemble(text)) {
        Ok(_) => panic!("a one-byte read of a builtin was accepted"),
        Err(e) => assert!(
            e.to_string().contains("unsupported OpLoad") && e.to_string().contains("part of a builtin variable"),
            "{e}"
        ),
    }
}

/// A kernel `f(int* out, int x)` whose body is `body` (between OpFunctionParameter and
/// OpFunctionEnd); `decls` go after the standard types. Names: %int, %long, %float,
/// %ptr (CrossWorkgroup int), %fptr (Function int), %int_1, %long_1, %out, %x.
fn structured(decls: &str, body: &str) -> String {
    format!(
        "OpCapability Addresses\nOpCapability Kernel\nOpCapability Linkage\nOpCapability Int64\n\
         OpMemoryModel Physical64 OpenCL\nOpDecorate %fn LinkageAttributes \"f\" Export\n\
         %void = OpTypeVoid\n%int = OpTypeInt 32 0\n%long = OpTypeInt 64 0\n%float = OpTypeFloat 32\n\
         %ptr = OpTypePointer CrossWorkgroup %int\n%fptr = OpTypePointer Function %int\n\
         %fnty = OpTypeFunction %void %ptr %int\n%int_1 = OpConstant %int 1\n%long_1 = OpConstant %long 1\n{decls}\n\
         %fn = OpFunction %void None %fnty\n%out = OpFunctionParameter %ptr\n%x = OpFunctionParameter %int\n\
         {body}\nOpFunctionEnd\n"
    )
}

/// Reverse-translates assembled `text`, expecting an error containing every fragment.
fn refused(text: &str, fragments: &[&str]) {
    match reverse(&assemble(text)) {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(e) => {
            for f in fragments {
                assert!(e.to_string().contains(f), "error '{e}' lacks '{f}' for:\n{text}");
            }
        }
    }
}

#[test]
fn the_structured_base_module_translates() {
    let text = structured("", "%entry = OpLabel\n%s = OpIAdd %int %x %int_1\nOpStore %out %s\nOpReturn");
    reverse(&assemble(&text)).expect("the well-formed variant translates");
}

// Fuzz finding: a function-body instruction before the first OpLabel reached LLVM's
// builder without an insertion block (SIGSEGV).
#[test]
fn variable_before_the_first_label_is_refused() {
    let body = "%v = OpVariable %fptr Function\n%entry = OpLabel\nOpReturn";
    refused(&structured("", body), &["before the function's first OpLabel", "opcode 59", "at word"]);
}

#[test]
fn load_before_the_first_label_is_refused() {
    let body = "%l = OpLoad %int %out\n%entry = OpLabel\nOpReturn";
    refused(&structured("", body), &["before the function's first OpLabel", "opcode 61"]);
}

#[test]
fn arithmetic_before_the_first_label_is_refused() {
    let body = "%s = OpIAdd %int %x %int_1\n%entry = OpLabel\nOpReturn";
    refused(&structured("", body), &["before the function's first OpLabel", "opcode 128"]);
}

#[test]
fn a_declaration_whose_body_has_no_label_is_refused() {
    refused(&structured("", "OpReturn"), &["before the function's first OpLabel", "opcode 253"]);
}

#[test]
fn an_instruction_after_a_terminator_is_refused() {
    let body = "%entry = OpLabel\nOpReturn\n%s = OpIAdd %int %x %int_1";
    refused(&structured("", body), &["after its block's terminator", "opcode 128"]);
}

#[test]
fn a_block_without_terminator_is_refused() {
    let body = "%entry = OpLabel\n%s = OpIAdd %int %x %int_1\n%next = OpLabel\nOpReturn";
    refused(&structured("", body), &["OpLabel before the previous block's terminator"]);
    let body = "%entry = OpLabel\n%s = OpIAdd %int %x %int_1";
    refused(&structured("", body), &["OpFunctionEnd before the last block's terminator"]);
}

#[test]
fn two_terminators_in_one_block_are_refused() {
    let body = "%entry = OpLabel\nOpReturn\nOpReturn";
    refused(&structured("", body), &["after its block's terminator", "opcode 253"]);
}

#[test]
fn a_phi_after_another_instruction_of_its_block_is_refused() {
    let body = "%entry = OpLabel\nOpBranch %b\n%b = OpLabel\n%s = OpIAdd %int %x %int_1\n\
                %p = OpPhi %int %x %entry\nOpReturn";
    refused(&structured("", body), &["OpPhi after a non-OpPhi instruction", "opcode 245"]);
}

#[test]
fn a_phi_naming_a_non_block_is_refused() {
    let body = "%entry = OpLabel\nOpBranch %b\n%b = OpLabel\n%p = OpPhi %int %x %x\nOpReturn";
    refused(&structured("", body), &["invalid id", "OpPhi"]);
}

#[test]
fn a_variable_outside_the_first_block_is_refused() {
    let body = "%entry = OpLabel\nOpBranch %b\n%b = OpLabel\n%v = OpVariable %fptr Function\nOpReturn";
    refused(&structured("", body), &["OpVariable outside the function's first block"]);
}

#[test]
fn a_function_storage_variable_at_module_scope_is_refused() {
    refused(
        &structured("%v = OpVariable %fptr Function", "%entry = OpLabel\nOpReturn"),
        &["storage class Function outside a function"],
    );
}

#[test]
fn a_parameter_after_the_first_label_is_refused() {
    let body = "%entry = OpLabel\n%y = OpFunctionParameter %int\nOpReturn";
    refused(&structured("", body), &["OpFunctionParameter after the function's first OpLabel"]);
}

#[test]
fn a_body_instruction_at_module_scope_is_refused() {
    refused(
        &structured("%s = OpIAdd %int %int_1 %int_1", "%entry = OpLabel\nOpReturn"),
        &["function-body instruction outside a function", "opcode 128"],
    );
}

#[test]
fn a_type_inside_a_function_is_refused() {
    let body = "%entry = OpLabel\n%short = OpTypeInt 16 0\nOpReturn";
    refused(&structured("", body), &["module-scope instruction inside a function", "opcode 21"]);
}

#[test]
fn sections_out_of_order_are_refused() {
    // OpDecorate after the types (2.4: annotations precede types).
    refused(
        &structured("OpDecorate %int_1 SpecId 3", "%entry = OpLabel\nOpReturn"),
        &["out of the order of the module's sections", "opcode 71"],
    );
    // OpCapability after OpMemoryModel.
    let text = structured("", "%entry = OpLabel\nOpReturn")
        .replace("OpMemoryModel Physical64 OpenCL\n", "OpMemoryModel Physical64 OpenCL\nOpCapability Int16\n");
    refused(&text, &["out of the order", "opcode 17"]);
}

#[test]
fn a_second_memory_model_is_refused() {
    let text = structured("", "%entry = OpLabel\nOpReturn").replace(
        "OpMemoryModel Physical64 OpenCL\n",
        "OpMemoryModel Physical64 OpenCL\nOpMemoryModel Physical64 OpenCL\n",
    );
    refused(&text, &["more than one OpMemoryModel"]);
}

#[test]
fn an_id_defined_twice_is_refused() {
    let body = "%entry = OpLabel\n%s = OpIAdd %int %x %int_1\n%s = OpIAdd %int %x %x\nOpReturn";
    refused(&structured("", body), &["invalid id", "OpIAdd"]);
}

#[test]
fn a_result_type_that_is_not_a_type_is_refused() {
    let body = "%entry = OpLabel\n%s = OpIAdd %int_1 %x %int_1\nOpReturn";
    refused(&structured("", body), &["invalid id", "OpIAdd"]);
}

#[test]
fn arithmetic_on_operands_of_different_types_is_refused() {
    // Constant operands would reach LLVM's constant folder with mismatched types.
    for (inst, op) in [
        ("%s = OpIAdd %int %int_1 %long_1", "OpIAdd"),
        ("%s = OpIEqual %bool %int_1 %long_1", "OpIEqual"),
        ("%s = OpFAdd %float %int_1 %int_1", "OpFAdd"),
        ("%s = OpIAdd %int %x %long_1", "OpIAdd"),
        ("%s = OpFOrdLessThan %bool %x %x", "OpFOrdLessThan"),
    ] {
        let body = format!("%entry = OpLabel\n{inst}\nOpReturn");
        refused(&structured("%bool = OpTypeBool", &body), &[op, "operand"]);
    }
}

/// `depth` nested `OpConstantComposite %t{k} %c{k-1} %c{k-1}` of 2-element arrays or
/// structs (2^depth scalars), stored to a Function variable.
fn nested_composites(array: bool, depth: u32) -> Vec<u32> {
    let mut decls = String::from("%uint_2 = OpConstant %int 2\n%t0 = OpTypeInt 32 1\n%c0 = OpConstant %t0 7\n");
    for k in 1..=depth {
        let p = k - 1;
        let ty = if array { format!("OpTypeArray %t{p} %uint_2") } else { format!("OpTypeStruct %t{p} %t{p}") };
        decls += &format!("%t{k} = {ty}\n%c{k} = OpConstantComposite %t{k} %c{p} %c{p}\n");
    }
    decls += &format!("%pt = OpTypePointer Function %t{depth}\n");
    let body = format!("%entry = OpLabel\n%v = OpVariable %pt Function\nOpStore %v %c{depth}\nOpReturn");
    assemble(&structured(&decls, &body))
}

/// Fuzz finding: 40 nested `OpConstantComposite {prev, prev}` (a 1.6 KB module denoting
/// 2^40 scalars) stored to a local took exponential time in LLVM's bitcode writer, which
/// walks an instruction's constant operand as a tree. Such a constant is used through a
/// private global (whose initializer the writer walks as a DAG).
#[test]
fn nested_shared_composite_constants_translate_in_linear_time() {
    for array in [true, false] {
        let words = nested_composites(array, 40);
        assert!(words.len() * 4 < 2048, "{} bytes", words.len() * 4);
        let bc = translate(&words, &Options::default(), OutputFormat::Bitcode).unwrap_or_else(|e| panic!("{e}"));
        assert!(bc.len() < 16 * 1024, "bitcode of {} bytes", bc.len());
    }
}

#[test]
fn a_constant_too_large_as_a_tree_is_stored_from_a_private_global() {
    // 2^17 scalars: above the inline limit of 2^16 tree nodes.
    let text = String::from_utf8(reverse(&nested_composites(true, 17)).unwrap()).unwrap();
    assert!(text.contains("= private unnamed_addr constant [2 x [2 x"), "{}", &text[..2000.min(text.len())]);
    let body = &text[text.find("define ").unwrap()..];
    let lines: Vec<&str> = body.lines().map(str::trim).collect();
    assert!(
        lines.iter().any(|l| l.starts_with("%") && l.contains("= load [2 x [2 x") && l.contains("ptr @")),
        "{body}"
    );
    assert!(lines.iter().any(|l| l.starts_with("store [2 x [2 x") && !l.contains("i32 7")), "{body}");
    // 2^15 scalars: written in place.
    let text = String::from_utf8(reverse(&nested_composites(true, 15)).unwrap()).unwrap();
    assert!(!text.contains("private unnamed_addr constant"), "a small constant went through a global");
}

#[test]
fn calls_and_branches_with_operands_of_the_wrong_kind_are_refused() {
    // A call of a variable, a call with an argument of the wrong type, a branch on an integer.
    refused(
        &structured(
            "%g = OpVariable %ptr CrossWorkgroup",
            "%entry = OpLabel\n%r = OpFunctionCall %void %g %out %x\nOpReturn",
        ),
        &["OpFunctionCall", "callee is not an OpFunction"],
    );
    refused(
        &structured("", "%entry = OpLabel\n%r = OpFunctionCall %void %fn %out %long_1\nOpReturn"),
        &["OpFunctionCall", "argument's type differs"],
    );
    refused(
        &structured(
            "",
            "%entry = OpLabel\nOpBranchConditional %x %a %b\n%a = OpLabel\nOpReturn\n%b = OpLabel\nOpReturn",
        ),
        &["OpBranchConditional", "not a boolean"],
    );
}

// Operand types the translator's own checks let through reach the LLVM wrapper, which refuses
// them (an `OpSelect` condition that is not a bool, an `OpPhi` value of another type than the
// phi) with an error naming the instruction and the wrapper's check, where LLVM would build a
// module that fails its verifier, or crash when the operands are constants.
#[test]
fn operand_types_the_llvm_wrapper_refuses_are_located_errors() {
    let select = "%entry = OpLabel\n%s = OpSelect %int %x %x %int_1\nOpStore %out %s\nOpReturn";
    refused(
        &structured("", select),
        &["invalid operands for LLVM in OpSelect at word", "select: condition must be an i1", "not i32"],
    );
    let phi =
        "%entry = OpLabel\nOpBranch %next\n%next = OpLabel\n%p = OpPhi %int %long_1 %entry\nOpStore %out %p\nOpReturn";
    refused(
        &structured("", phi),
        &["invalid operands for LLVM in OpPhi at word", "add_incoming: incoming and phi types differ: i64 and i32"],
    );
}

/// A kernel with one debug set `set` imported as `%di` and the module-scope debug
/// instructions `debug` (names: %void, %uint, %uint_32, %name, %file, %src, %cu).
fn with_debug(set: &str, debug: &str) -> String {
    let (cu_version, extension) = if set.starts_with("NonSemantic") {
        ("%uint_65536 %uint_4 %src %uint_3", "OpExtension \"SPV_KHR_non_semantic_info\"\n")
    } else {
        ("65536 4 %src OpenCL_C", "")
    };
    format!(
        "OpCapability Addresses\nOpCapability Kernel\nOpCapability Linkage\n{extension}%di = OpExtInstImport \"{set}\"\n\
         OpMemoryModel Physical64 OpenCL\n%name = OpString \"int\"\n%file = OpString \"a.cl\"\n\
         OpDecorate %fn LinkageAttributes \"f\" Export\n\
         %void = OpTypeVoid\n%uint = OpTypeInt 32 0\n%uint_3 = OpConstant %uint 3\n%uint_4 = OpConstant %uint 4\n\
         %uint_32 = OpConstant %uint 32\n%uint_65536 = OpConstant %uint 65536\n%fnty = OpTypeFunction %void\n\
         %src = OpExtInst %void %di DebugSource %file\n%cu = OpExtInst %void %di DebugCompilationUnit {cu_version}\n\
         {debug}\n%fn = OpFunction %void None %fnty\n%entry = OpLabel\nOpReturn\nOpFunctionEnd\n"
    )
}

#[test]
fn debug_instructions_are_translated_or_refused_by_name() {
    // A debug set version this translator does not read is refused, not dropped.
    let unknown = with_debug("NonSemantic.Shader.DebugInfo.100", "")
        .replace(".DebugInfo.100", ".DebugInfo.300")
        .replace(" DebugSource ", " 35 ")
        .replace(" DebugCompilationUnit ", " 1 ");
    refused(&unknown, &["unsupported extended instruction set", "NonSemantic.Shader.DebugInfo.300"]);
    // NonSemantic numbers are ids of integer constants.
    let literal_size = with_debug(
        "NonSemantic.Shader.DebugInfo.100",
        "%t = OpExtInst %void %di DebugTypeBasic %name %name %uint_4 %uint_3",
    );
    refused(&literal_size, &["invalid DebugTypeBasic", "not the id of an integer constant"]);
    // Names are OpStrings.
    let bad_name =
        with_debug("OpenCL.DebugInfo.100", "%t = OpExtInst %void %di DebugTypeBasic %uint_32 %uint_32 Signed");
    refused(&bad_name, &["invalid DebugTypeBasic", "not an OpString"]);
    // An instruction number the set does not define.
    // The same module with a valid type translates, with the unit and the type.
    let good = with_debug("OpenCL.DebugInfo.100", "%t = OpExtInst %void %di DebugTypeBasic %name %uint_32 Signed");
    let out = String::from_utf8(
        llvm_spirv::spirv_to_llvm::translate(
            &assemble(&good),
            &Default::default(),
            llvm_spirv::spirv_to_llvm::OutputFormat::Text,
        )
        .unwrap(),
    )
    .unwrap();
    assert!(out.contains("!DICompileUnit(language: DW_LANG_OpenCL"), "{out}");
    assert!(out.contains("!{i32 2, !\"Debug Info Version\", i32 3}"), "{out}");
}

#[test]
fn number_format_conversions_of_the_wrong_operand_shapes_are_refused_in_every_environment() {
    let module = |conversion: &str| {
        format!(
            "OpCapability Addresses\nOpCapability Kernel\nOpCapability Linkage\nOpCapability Int16\n\
             OpCapability BFloat16ConversionINTEL\nOpExtension \"SPV_INTEL_bfloat16_conversion\"\n\
             OpMemoryModel Physical64 OpenCL\nOpDecorate %fn LinkageAttributes \"f\" Export\n\
             %void = OpTypeVoid\n%float = OpTypeFloat 32\n%ushort = OpTypeInt 16 0\n\
             %v3float = OpTypeVector %float 3\n%v4ushort = OpTypeVector %ushort 4\n\
             %fnty = OpTypeFunction %void %float %v4ushort\n\
             %fn = OpFunction %void None %fnty\n%x = OpFunctionParameter %float\n%b = OpFunctionParameter %v4ushort\n\
             %entry = OpLabel\n{conversion}\nOpReturn\nOpFunctionEnd\n"
        )
    };
    for (conversion, fragment) in [
        ("%r = OpConvertBF16ToFINTEL %v3float %b", "Input type must have the same number of components as result type"),
        ("%r = OpConvertFToBF16INTEL %float %x", "Result value must be a scalar or vector of integer 16-bit type"),
        ("%r = OpConvertBF16ToFINTEL %float %x", "Input value must be a scalar or vector of integer 16-bit type"),
    ] {
        let words = assemble(&module(conversion));
        for env in [TargetEnv::Cl12, TargetEnv::Cl20, TargetEnv::SpvIr] {
            let options = Options { target_env: env, ..Options::default() };
            match translate(&words, &options, OutputFormat::Text) {
                Ok(_) => panic!("{conversion} ({env:?}): accepted"),
                Err(e) => assert!(e.to_string().contains(fragment), "{conversion} ({env:?}): {e}"),
            }
        }
    }
}
