//! Property tests: `demangle(mangle(sig)) == sig`, `demangle` never
//! panics, and `__spirv_` names round-trip through build/parse.

use llvm_spirv_mangling::*;
use proptest::prelude::*;
use proptest::sample::select;

fn scalar() -> impl Strategy<Value = Scalar> {
    select(Scalar::ALL.to_vec())
}

fn addr_space() -> impl Strategy<Value = AddrSpace> {
    prop_oneof![
        Just(AddrSpace::Private),
        Just(AddrSpace::Global),
        Just(AddrSpace::Constant),
        Just(AddrSpace::Local),
        Just(AddrSpace::Generic),
        (5u32..200).prop_map(AddrSpace::Other),
    ]
}

fn cv() -> impl Strategy<Value = CvQuals> {
    (any::<bool>(), any::<bool>(), any::<bool>()).prop_map(|(c, v, r)| CvQuals {
        is_const: c,
        is_volatile: v,
        is_restrict: r,
    })
}

fn ocl() -> impl Strategy<Value = OclType> {
    prop_oneof![
        (select(ImageKind::ALL.to_vec()), select(Access::ALL.to_vec()))
            .prop_map(|(kind, access)| OclType::Image { kind, access }),
        select(vec![OclType::Sampler, OclType::Event, OclType::ClkEvent, OclType::Queue, OclType::ReserveId,]),
        select(AvcType::ALL.to_vec()).prop_map(OclType::IntelAvc),
    ]
}

fn spirv_image() -> impl Strategy<Value = SpirvImage> {
    (proptest::option::of(scalar()), prop::array::uniform6(0u32..5000), proptest::option::of(0u32..3)).prop_map(
        |(sampled_type, n, access)| SpirvImage {
            sampled_type,
            dim: n[0],
            depth: n[1],
            arrayed: n[2],
            ms: n[3],
            sampled: n[4],
            format: n[5],
            access,
        },
    )
}

fn spirv_type() -> impl Strategy<Value = SpirvType> {
    prop_oneof![
        spirv_image().prop_map(SpirvType::Image),
        spirv_image().prop_map(SpirvType::SampledImage),
        (0u32..3).prop_map(|access| SpirvType::Pipe { access }),
        select(vec![
            SpirvType::Event,
            SpirvType::DeviceEvent,
            SpirvType::ReserveId,
            SpirvType::Queue,
            SpirvType::Sampler,
            SpirvType::PipeStorage,
        ]),
    ]
}

fn leaf() -> impl Strategy<Value = Type> {
    prop_oneof![
        4 => scalar().prop_map(Type::Scalar),
        3 => (scalar(), 1u32..=16).prop_map(|(e, n)| Type::vector(e, n)),
        1 => ocl().prop_map(Type::Ocl),
        1 => Just(Type::Pipe),
        1 => spirv_type().prop_map(Type::from),
        1 => "t_[a-z0-9_]{0,6}".prop_map(|n| Type::named(&n)),
    ]
}

/// Non-void types of bounded depth.
fn ty() -> impl Strategy<Value = Type> {
    leaf().prop_recursive(4, 24, 4, |inner| {
        let pointee = prop_oneof![1 => Just(Type::Void), 5 => inner.clone()];
        let ret = prop_oneof![1 => Just(Type::Void), 3 => inner.clone()];
        prop_oneof![
            4 => (pointee, addr_space(), cv())
                .prop_map(|(p, a, q)| Type::pointer_cv(p, a, q)),
            1 => inner.clone().prop_map(Type::atomic),
            1 => (ret, prop::collection::vec(inner, 0..3), any::<bool>())
                .prop_map(|(r, ps, v)| Type::block_pointer(r, ps, v)),
        ]
    })
}

/// Signatures whose parameters repeat (whole and nested) so that
/// substitutions are exercised.
fn signature() -> impl Strategy<Value = Signature> {
    (
        "[a-z_][a-z0-9_]{0,20}",
        prop::collection::vec(ty(), 1..5),
        prop::collection::vec(any::<prop::sample::Index>(), 0..10),
    )
        .prop_map(|(name, pool, picks)| {
            let params = picks.iter().map(|i| i.get(&pool).clone()).collect();
            Signature::new(name, params)
        })
}

fn postfix() -> impl Strategy<Value = Postfix> {
    prop_oneof![
        3 => prop_oneof![Just(Type::Void), ty()].prop_map(Postfix::Return),
        1 => Just(Postfix::Sat),
        1 => select(vec![RoundingMode::Rte, RoundingMode::Rtz, RoundingMode::Rtp, RoundingMode::Rtn])
            .prop_map(Postfix::Rounding),
        1 => addr_space().prop_map(Postfix::To),
        1 => (1u8..=3).prop_map(Postfix::Dim),
        1 => select(vec![PipeAccess::Read, PipeAccess::Write]).prop_map(Postfix::Pipe),
        1 => "[a-z][a-z0-9]{0,5}"
            .prop_filter("not a known postfix", |s| {
                !matches!(s.as_str(), "sat" | "rte" | "rtz" | "rtp" | "rtn" | "read" | "write")
            })
            .prop_map(Postfix::Other),
    ]
}

fn spirv_name() -> impl Strategy<Value = SpirvBuiltinName> {
    let kind = prop_oneof![
        "[A-Z][A-Za-z0-9]{0,14}"
            .prop_filter("BuiltIn prefix", |s| !s.starts_with("BuiltIn"))
            .prop_map(SpirvBuiltinKind::Op),
        ("[a-z][a-z0-9]{0,4}", "[a-z][a-z0-9]{0,6}(_[a-z0-9]{1,5}){0,2}")
            .prop_map(|(set, name)| SpirvBuiltinKind::ExtInst { set, name }),
        "[A-Z][A-Za-z0-9]{0,14}".prop_map(SpirvBuiltinKind::BuiltIn),
    ];
    (kind, prop::collection::vec(postfix(), 0..4)).prop_map(|(kind, postfixes)| SpirvBuiltinName { kind, postfixes })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn mangle_demangle_roundtrip(sig in signature()) {
        let m = mangle(&sig.name, &sig.params);
        let back = demangle(&m);
        prop_assert_eq!(back.as_ref(), Ok(&sig), "mangled: {}", m);
    }

    #[test]
    fn type_roundtrip(t in ty()) {
        let m = mangle_type(&t);
        prop_assert_eq!(demangle_type(&m), Ok(t));
    }

    #[test]
    fn demangle_never_panics_on_arbitrary_strings(s in ".{0,64}") {
        let _ = demangle(&s);
        let _ = demangle_type(&s);
        let _ = SpirvBuiltinName::parse(&s);
        let _ = SpirvType::parse(&s);
    }

    #[test]
    fn demangle_never_panics_on_mangling_alphabet(
        s in "_Z[0-9]{0,2}[a-zA-Z_0-9]{0,60}",
    ) {
        if let Ok(sig) = demangle(&s) {
            // Whatever it accepts re-mangles to something it reads back identically.
            let again = mangle(&sig.name, &sig.params);
            prop_assert_eq!(demangle(&again), Ok(sig));
        }
    }

    #[test]
    fn demangle_never_panics_on_mutated_names(
        sig in signature(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..4),
    ) {
        let mut bytes = mangle(&sig.name, &sig.params).into_bytes();
        for (at, byte, op) in edits {
            let byte = b"_0123456789SPKVrUDvEFzADhijlmfdv"[usize::from(byte) % 32];
            if bytes.is_empty() { break; }
            let i = at.index(bytes.len());
            match op {
                0 => { bytes.remove(i); }
                1 => bytes.insert(i, byte),
                _ => bytes[i] = byte,
            }
        }
        let s = String::from_utf8(bytes).unwrap_or_default();
        if let Ok(sig) = demangle(&s) {
            let again = mangle(&sig.name, &sig.params);
            prop_assert_eq!(demangle(&again), Ok(sig));
        }
    }

    #[test]
    fn spirv_name_roundtrip(n in spirv_name()) {
        let text = n.to_string();
        prop_assert_eq!(SpirvBuiltinName::parse(&text), Ok(n.clone()), "text: {}", text);
        // And through Itanium mangling of the builtin.
        let m = n.mangle(&[Type::Scalar(Scalar::Int)]);
        let sig = demangle(&m);
        prop_assert_eq!(sig.map(|s| s.name), Ok(text));
    }

    #[test]
    fn spirv_type_roundtrip(t in spirv_type()) {
        prop_assert_eq!(SpirvType::parse(&t.to_string()), Ok(t));
    }
}
