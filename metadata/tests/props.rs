//! Property tests: the annotation string grammar (encode/decode identity on
//! generated decoration lists, no panic on random input) and no panic of
//! the node decoders on random metadata trees.

use llvm_spirv_metadata::{
    decode_annotation, encode_annotation, loop_control_from_hints, loop_hints_from_control, parse_annotation_blocks,
    write_annotation_blocks, Annotation, AnnotationArg, AnnotationBlock, Decoration, DecorationList, DecorationOperand,
    KernelArgInfo, LoopControl, MdNode, MdOperand, ModuleMetadata, NamedMd, ParameterDecorations, ValueRef,
    MODULE_METADATA_NAMES,
};
use proptest::prelude::*;
use spirv::Decoration as D;

/// Strings an annotation can carry: anything but `"` and NUL.
fn any_text() -> impl Strategy<Value = String> {
    prop_oneof!["[A-Za-z0-9_-]{1,10}", "[^\"\\x00]{0,12}", "[a-z :,{}]{0,8}",]
}

fn int() -> impl Strategy<Value = u32> {
    prop_oneof![0u32..64, any::<u32>()]
}

fn annotatable_decoration() -> impl Strategy<Value = Decoration> {
    prop_oneof![
        Just(Decoration::simple(D::RegisterINTEL)),
        Just(Decoration::simple(D::SimpleDualPortINTEL)),
        Just(Decoration::simple(D::SinglepumpINTEL)),
        Just(Decoration::simple(D::DoublepumpINTEL)),
        Just(Decoration::simple(D::Constant)),
        any_text().prop_map(|s| Decoration::new(D::MemoryINTEL, vec![DecorationOperand::String(s)])),
        (
            prop_oneof![
                Just(D::NumbanksINTEL),
                Just(D::BankwidthINTEL),
                Just(D::MaxPrivateCopiesINTEL),
                Just(D::MaxReplicatesINTEL),
                Just(D::ForcePow2DepthINTEL),
                Just(D::Alignment),
                Just(D::MaxByteOffset),
            ],
            int()
        )
            .prop_map(|(d, v)| Decoration::with_ints(d, &[v])),
        (any_text(), any_text()).prop_map(|(a, b)| Decoration::new(
            D::MergeINTEL,
            vec![DecorationOperand::String(a), DecorationOperand::String(b)]
        )),
        proptest::collection::vec(int(), 0..5).prop_map(|v| Decoration::with_ints(D::BankBitsINTEL, &v)),
        any_text().prop_map(|s| Decoration::new(D::UserSemantic, vec![DecorationOperand::String(s)])),
        (0u32..8).prop_map(|p| Decoration::with_ints(D::FuncParamAttr, &[p])),
        (any_text(), 0u32..3).prop_map(|(s, t)| Decoration::new(
            D::LinkageAttributes,
            vec![DecorationOperand::String(s), DecorationOperand::Int(t)]
        )),
    ]
}

fn block() -> impl Strategy<Value = AnnotationBlock> {
    let name = prop_oneof!["[A-Za-z0-9_]{1,12}", Just("merge".to_owned()), Just("pump".to_owned()),];
    let arg =
        prop_oneof!["[A-Za-z0-9_-]{1,8}".prop_map(AnnotationArg::Word), "[^\"]{0,8}".prop_map(AnnotationArg::Quoted),];
    (name, proptest::collection::vec(arg, 0..4)).prop_map(|(name, args)| AnnotationBlock { name, args })
}

fn operand(depth: u32) -> BoxedStrategy<MdOperand> {
    let leaf = prop_oneof![
        (prop_oneof![Just(1u32), Just(16), Just(32), Just(64)], any::<u64>(), 0u64..7000)
            .prop_map(|(bits, v, small)| MdOperand::Int { bits, value: if v % 2 == 0 { small } else { v } }),
        any::<f32>().prop_map(MdOperand::f32),
        prop_oneof![
            "[a-z_.]{0,12}",
            Just("llvm.loop.unroll.count".to_owned()),
            Just("read_only".to_owned()),
            Just("const volatile".to_owned()),
        ]
        .prop_map(MdOperand::String),
        Just(MdOperand::Null),
        (0u64..4).prop_map(|v| MdOperand::Value(ValueRef(v))),
    ];
    if depth == 0 {
        leaf.boxed()
    } else {
        prop_oneof![
            3 => leaf,
            1 => node(depth - 1).prop_map(MdOperand::Node),
        ]
        .boxed()
    }
}

fn node(depth: u32) -> BoxedStrategy<MdNode> {
    proptest::collection::vec(operand(depth), 0..5).prop_map(MdNode).boxed()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn annotation_encode_decode_identity(decs in proptest::collection::vec(annotatable_decoration(), 1..6)) {
        let text = encode_annotation(&decs).unwrap();
        prop_assert_eq!(decode_annotation(&text).unwrap(), decs.clone());
        prop_assert_eq!(Annotation::decode(&text), Annotation::Decorations(decs));
    }

    #[test]
    fn annotation_blocks_write_parse_identity(blocks in proptest::collection::vec(block(), 1..5)) {
        let text = write_annotation_blocks(&blocks);
        prop_assert_eq!(parse_annotation_blocks(&text).unwrap(), blocks);
    }

    #[test]
    fn annotation_parser_never_panics(text in prop_oneof![
        any::<String>(),
        "[{}:,\"a-z0-9_ -]{0,24}",
        "(\\{[a-z_0-9]{1,8}(:[a-z0-9\",:]{0,8})?\\}){1,3}",
    ]) {
        let _ = parse_annotation_blocks(&text);
        let decoded = decode_annotation(&text);
        let annotation = Annotation::decode(&text);
        match decoded {
            // Anything accepted re-encodes canonically to the same decorations.
            Ok(decs) => {
                let canonical = encode_annotation(&decs).unwrap();
                prop_assert_eq!(decode_annotation(&canonical).unwrap(), decs);
            }
            Err(_) => prop_assert_eq!(annotation.encode().unwrap(), text),
        }
    }

    #[test]
    fn node_decoders_never_panic(n in node(3), names in proptest::collection::vec(0usize..8, 1..3)) {
        let _ = Decoration::decode(&n);
        let _ = DecorationList::decode(&n);
        let _ = ParameterDecorations::decode(&n);
        let named: Vec<NamedMd> = names
            .iter()
            .map(|&i| NamedMd::new(MODULE_METADATA_NAMES[i], vec![n.clone()]))
            .collect();
        let _ = ModuleMetadata::decode(&named);
        let _ = KernelArgInfo::decode([("kernel_arg_type_qual", &n), ("kernel_arg_addr_space", &n)]);
        let _ = llvm_spirv_metadata::fpmath_to_decoration(&n);
        let hints: Vec<MdNode> = n.operands().iter().filter_map(|o| o.as_node().cloned()).collect();
        if let Ok(r) = loop_control_from_hints(&hints, &[]) {
            prop_assert!(loop_hints_from_control(&r.control).is_ok());
        }
        // Whatever decodes re-encodes to a node that decodes the same.
        if let Ok(list) = DecorationList::decode(&n) {
            prop_assert_eq!(DecorationList::decode(&list.encode()).unwrap(), list);
        }
    }

    #[test]
    fn loop_control_never_panics(mask in any::<u32>(), params in proptest::collection::vec(any::<u32>(), 0..6)) {
        let control = LoopControl { mask: spirv::LoopControl::from_bits_retain(mask), parameters: params };
        let _ = loop_hints_from_control(&control);
    }
}
