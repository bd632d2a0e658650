//! `spirv.*` metadata through both directions (issue 5): an `.ll` carrying
//! module-level instructions, `spirv.Decorations` on a global and an
//! instruction, and `spirv.ParameterDecorations`, goes forward and back; the
//! SPIR-V in between has the OpDecorate words, and the decoded metadata of
//! the result equals the input's.

use llvm_spirv::llvm;
use llvm_spirv::llvm_to_spirv;
use llvm_spirv::spirv_to_llvm::{translate, Options, OutputFormat};
use llvm_spirv_metadata as md;

const SOURCE: &str = r#"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0

define spir_kernel void @k(ptr addrspace(1) %p) !spirv.ParameterDecorations !3 {
  %v = load i32, ptr addrspace(1) %p, align 4, !spirv.Decorations !6
  store i32 %v, ptr addrspace(1) @g, align 4
  ret void
}

!spirv.SourceExtension = !{!8}
!spirv.Capability = !{!9}

!0 = !{!1, !2}
!1 = !{i32 20}
!2 = !{i32 5635, !"global tag"}
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
    let gd = g.global_metadata(&ctx).into_iter().find(|(k, _)| *k == dec).map(|(_, n)| node(n)).expect("global decorations");
    let f = m.function("k").expect("kernel k");
    let pd = f.global_metadata(&ctx).into_iter().find(|(k, _)| *k == par).map(|(_, n)| node(n)).expect("parameter decorations");
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
                Some(o) => md::MdOperand::Int { bits: o.ty().int_width().unwrap_or(32), value: o.const_int_zext().unwrap_or(0) },
                None => md::MdOperand::Null,
            })
            .collect(),
    )
}

/// The disassembly of `words`' decorations and module-level instructions, one per line.
fn spirv_lines(words: &[u32]) -> Vec<String> {
    let text = llvm_spirv_text::disassemble(words).unwrap();
    text.lines().map(|l| l.trim().to_string()).collect()
}

#[test]
fn spirv_metadata_survives_forward_and_reverse() {
    let opts = llvm_to_spirv::Options::default();
    let words = llvm_to_spirv::translate_bytes(SOURCE.as_bytes(), "in.ll", &opts).expect("forward");
    let lines = spirv_lines(&words);
    let has = |needle: &str| lines.iter().any(|l| l.contains(needle));
    assert!(has("OpSourceExtension \"cl_khr_fp16\""), "{lines:#?}");
    assert!(has("OpCapability Float64"), "{lines:#?}");
    assert!(has("Aliased"), "{lines:#?}");
    assert!(has("UserSemantic \"global tag\""), "{lines:#?}");
    assert!(has("UserSemantic \"load tag\""), "{lines:#?}");
    assert!(has("Restrict"), "{lines:#?}");

    let back = translate(&words, &Options::default(), OutputFormat::Text).expect("reverse");
    let text = String::from_utf8(back.clone()).unwrap();
    assert!(text.contains("!spirv.SourceExtension"), "{text}");
    assert_eq!(decoded(SOURCE.as_bytes()), decoded(&back), "metadata differs after the round trip:\n{text}");

    // And once more forward: the same decorations.
    let again = llvm_to_spirv::translate_bytes(&back, "back.ll", &opts).expect("forward again");
    let count = |ls: &[String], s: &str| ls.iter().filter(|l| l.contains(s)).count();
    let lines2 = spirv_lines(&again);
    for s in ["Aliased", "Restrict", "UserSemantic", "OpSourceExtension"] {
        assert_eq!(count(&lines, s), count(&lines2, s), "{s}");
    }
}
