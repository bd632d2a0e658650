//! Both-ways tests of the debug tables: every row read forward then back gives the row.

use super::*;

#[test]
fn instruction_numbers_round_trip_per_set() {
    for set in DebugInfoSet::ALL {
        for &inst in DebugInstruction::ALL {
            match inst.operands(set) {
                Some(_) => assert_eq!(DebugInstruction::from_number(set, inst.number()), Some(inst)),
                None => assert_ne!(DebugInstruction::from_number(set, inst.number()), Some(inst)),
            }
        }
    }
    // Grammar facts: DebugLine only in the NonSemantic sets, DebugModuleINTEL only in OpenCL.
    use DebugInfoSet::*;
    assert_eq!(DebugInstruction::from_number(OpenClDebugInfo100, 103), None);
    assert_eq!(DebugInstruction::from_number(ShaderDebugInfo100, 103), Some(DebugInstruction::Line));
    assert_eq!(DebugInstruction::from_number(OpenClDebugInfo100, 36), Some(DebugInstruction::ModuleINTEL));
    assert_eq!(DebugInstruction::from_number(ShaderDebugInfo100, 201), None);
    assert_eq!(DebugInstruction::from_number(ShaderDebugInfo200, 201), Some(DebugInstruction::TypeSubrange));
    // Operand layouts differ: DebugFunction carries the OpFunction only in OpenCL.DebugInfo.100.
    let names = |set| -> Vec<&str> {
        DebugInstruction::Function.operands(set).unwrap_or_default().iter().map(|o| o.0).collect()
    };
    assert_eq!(names(OpenClDebugInfo100)[9], "Function");
    assert_eq!(names(ShaderDebugInfo100)[9], "Declaration");
    assert_eq!(names(ShaderDebugInfo200).last(), Some(&"Target Function Name"));
}

#[test]
fn set_names_round_trip() {
    for set in DebugInfoSet::ALL {
        assert_eq!(DebugInfoSet::from_import_name(set.import_name()), Some(set));
        assert_eq!(DebugInfoSet::from_option_name(set.option_name()), Some(set));
    }
    assert_eq!(DebugInfoSet::from_option_name("ocl-200"), None);
}

#[test]
fn encodings_both_ways() {
    for set in DebugInfoSet::ALL {
        for dw_ate in 0..0x20 {
            if let Some(e) = encoding_of_dw_ate(dw_ate, set) {
                assert_eq!(dw_ate_of_encoding(e as u32), Some(dw_ate));
            }
        }
    }
    assert_eq!(encoding_of_dw_ate(0x05, DebugInfoSet::OpenClDebugInfo100), Some(BaseTypeEncoding::Signed));
    assert_eq!(encoding_of_dw_ate(0x04, DebugInfoSet::ShaderDebugInfo100), Some(BaseTypeEncoding::Float));
    assert_eq!(encoding_of_dw_ate(0x03, DebugInfoSet::OpenClDebugInfo100), None);
    assert_eq!(encoding_of_dw_ate(0x03, DebugInfoSet::ShaderDebugInfo200), Some(BaseTypeEncoding::Complex));
    assert_eq!(dw_ate_of_encoding(9), None);
}

#[test]
fn qualifiers_and_composites_both_ways() {
    for q in 0..4 {
        let tag = dw_tag_of_qualifier(q).unwrap_or_default();
        assert_eq!(qualifier_of_dw_tag(tag).map(|q| q as u32), Some(q));
    }
    assert_eq!(qualifier_of_dw_tag(dw_tag::VOLATILE_TYPE), Some(TypeQualifier::Volatile));
    assert_eq!(qualifier_of_dw_tag(dw_tag::POINTER_TYPE), None);
    for c in 0..3 {
        let tag = dw_tag_of_composite(c).unwrap_or_default();
        assert_eq!(composite_of_dw_tag(tag).map(|c| c as u32), Some(c));
    }
    assert_eq!(composite_of_dw_tag(dw_tag::UNION_TYPE), Some(CompositeTag::Union));
    assert_eq!(composite_of_dw_tag(dw_tag::ARRAY_TYPE), None);
}

#[test]
fn operations_both_ways() {
    let mut seen = std::collections::HashSet::new();
    for row in DW_OP {
        for i in 0..row.span {
            let (dw, r) = dw_op_of_operation(row.operation + i).unwrap_or_default_row();
            assert_eq!(dw, row.dw_op + u64::from(i));
            assert_eq!(r, row);
            assert_eq!(operation_of_dw_op(dw).map(|(o, _)| o), Some(row.operation + i));
            assert!(seen.insert(row.operation + i), "operation {} twice", row.operation + i);
        }
    }
    // The grammars' ten, then the .200 numbering without holes up to DW_OP_LLVM_tag_offset.
    assert_eq!(seen.len(), 168);
    let get = |dw: u64| operation_of_dw_op(dw).map(|(o, r)| (o, r.arity, r.availability));
    assert_eq!(get(0x1000), Some((9, 2, Availability::AllSets))); // DW_OP_LLVM_fragment
    assert_eq!(get(0x23), Some((3, 1, Availability::AllSets))); // plus_uconst
    assert_eq!(get(0x9f), Some((7, 0, Availability::AllSets))); // stack_value
    assert_eq!(get(0x1001), Some((10, 2, Availability::Shader200))); // LLVM_convert
    assert_eq!(get(0x11), Some((20, 1, Availability::Shader200))); // consts
    assert_eq!(get(0x32), Some((48, 0, Availability::Shader200))); // lit2
    assert_eq!(get(0x1003), None); // DW_OP_LLVM_entry_value: no SPIR-V operation
    assert!(!Availability::Shader200.allows(DebugInfoSet::ShaderDebugInfo100));
}

trait OrDefaultRow {
    fn unwrap_or_default_row(self) -> (u64, &'static DebugOperationRow);
}
impl OrDefaultRow for Option<(u64, &'static DebugOperationRow)> {
    fn unwrap_or_default_row(self) -> (u64, &'static DebugOperationRow) {
        self.unwrap_or((u64::MAX, &DW_OP[0]))
    }
}

#[test]
fn flags_both_ways() {
    use spirv_flag as F;
    for access in 1..=3 {
        let (spirv, rest) = spirv_flags_of_llvm(access, 0);
        assert_eq!(rest, 0);
        assert_eq!(llvm_flags_of_spirv(spirv), (access, 0));
    }
    assert_eq!(spirv_flags_of_llvm(1, 0).0, F::IS_PRIVATE);
    assert_eq!(spirv_flags_of_llvm(2, 0).0, F::IS_PROTECTED);
    for bit in [2, 6, 7, 8, 10, 12, 13, 14, 19, 22, 23, 24] {
        let (spirv, rest) = spirv_flags_of_llvm(1 << bit, 0);
        assert_eq!((spirv.count_ones(), rest), (1, 0), "DIFlags bit {bit}");
        assert_eq!(llvm_flags_of_spirv(spirv), (1 << bit, 0));
    }
    for bit in [2, 3, 4] {
        let (spirv, _) = spirv_flags_of_llvm(0, 1 << bit);
        assert_eq!(llvm_flags_of_spirv(spirv), (0, 1 << bit));
    }
    // Prototyped | Artificial, definition | optimized.
    let (spirv, rest) = spirv_flags_of_llvm((1 << 8) | (1 << 6), (1 << 3) | (1 << 4));
    assert_eq!(spirv, F::PROTOTYPED | F::ARTIFICIAL | F::IS_DEFINITION | F::IS_OPTIMIZED);
    assert_eq!(rest, 0);
    // BitField is NonSemantic.Shader.DebugInfo.200's FlagBitField (the forward direction
    // drops it in the other sets); NoReturn has no DebugInfoFlags bit: reported back.
    assert_eq!(spirv_flags_of_llvm(1 << 19, 0), (F::BIT_FIELD, 0));
    assert_eq!(spirv_flags_of_llvm(1 << 20, 0), (0, 1 << 20));
}

#[test]
fn languages_both_ways() {
    use spirv::SourceLanguage as L;
    for set in DebugInfoSet::ALL {
        for dw in 0..0x30 {
            if let Some(code) = source_language_of_dw_lang(dw, set) {
                let back = dw_lang_of_source_language(code).unwrap_or_default();
                // Folded dialects come back as the set's canonical language of the number.
                assert_eq!(source_language_of_dw_lang(back, set), Some(code), "DW_LANG {dw:#x}");
            }
        }
    }
    let ocl = DebugInfoSet::OpenClDebugInfo100;
    let s200 = DebugInfoSet::ShaderDebugInfo200;
    assert_eq!(source_language_of_dw_lang(0x15, ocl), Some(L::OpenCL_C as u32));
    assert_eq!(source_language_of_dw_lang(0x0c, ocl), Some(L::OpenCL_C as u32));
    assert_eq!(source_language_of_dw_lang(0x0c, s200), Some(211));
    assert_eq!(dw_lang_of_source_language(211), Some(0x0c));
    assert_eq!(dw_lang_of_source_language(L::OpenCL_C as u32), Some(0x15));
    assert_eq!(dw_lang_of_source_language(L::CPP_for_OpenCL as u32), Some(0x21));
    // C++14: the .200 set's own language, C++ for OpenCL in the others.
    assert_eq!(source_language_of_dw_lang(0x21, s200), Some(217));
    assert_eq!(source_language_of_dw_lang(0x21, ocl), Some(L::CPP_for_OpenCL as u32));
    assert_eq!(dw_lang_of_source_language(217), Some(0x21));
    assert_eq!(dw_lang_of_source_language(L::OpenCL_CPP as u32), Some(0x21));
    assert_eq!(dw_lang_of_source_language(L::GLSL as u32), None);
}
