//! Exact-behaviour tests of the type model, mangler, demangler and the
//! `__spirv_` naming conventions.

use llvm_spirv_mangling::*;

fn f32() -> Type {
    Scalar::Float.into()
}

fn rt(name: &str) -> Signature {
    let sig = demangle(name).unwrap_or_else(|e| unreachable!("{e}"));
    assert_eq!(sig.mangle(), name, "re-mangling {sig}");
    sig
}

#[test]
fn scalars_and_vectors() {
    let sig = rt("_Z3fooabcdhijlmstfDhDF16b");
    assert_eq!(
        sig.params,
        [
            Scalar::SChar,
            Scalar::Bool,
            Scalar::Char,
            Scalar::Double,
            Scalar::UChar,
            Scalar::Int,
            Scalar::UInt,
            Scalar::Long,
            Scalar::ULong,
            Scalar::Short,
            Scalar::UShort,
            Scalar::Float,
            Scalar::Half,
            Scalar::BFloat16
        ]
        .map(Type::from)
    );
    let sig = rt("_Z16convert_int4_satDv4_j");
    assert_eq!(sig.name, "convert_int4_sat");
    assert_eq!(sig.params, vec![Type::vector(Scalar::UInt, 4)]);
    assert_eq!(sig.params[0].to_string(), "uint4");
    assert_eq!(rt("_Z17get_default_queuev").params, vec![]);
    assert_eq!(mangle("get_default_queue", &[]), "_Z17get_default_queuev");
}

#[test]
fn vector_substitution() {
    // Vectors are candidates; scalars are not.
    let v = Type::vector(Scalar::UChar, 8);
    assert_eq!(mangle("shuffle2", &[v.clone(), v, Type::vector(Scalar::UChar, 2)]), "_Z8shuffle2Dv8_hS_Dv2_h");
    assert_eq!(mangle("max", &[f32(), f32()]), "_Z3maxff");
    let v = Type::vector(Scalar::UInt, 2);
    assert_eq!(mangle("f", &[v.clone(), v.clone(), v]), "_Z1fDv2_jS_S_");
}

#[test]
fn pointers_address_spaces_and_cv() {
    let sig = rt("_Z6vload4mPU3AS1Kf");
    assert_eq!(sig.params[1], Type::pointer_cv(f32(), AddrSpace::Global, CvQuals::CONST));
    assert_eq!(sig.params[1].to_string(), "const __global float*");
    assert_eq!(sig.params[1].address_space(), Some(AddrSpace::Global));
    // Qualified pointee is one candidate (S_), the pointer the next (S0_).
    let p = Type::pointer_cv(f32(), AddrSpace::Global, CvQuals::CONST);
    assert_eq!(mangle("m", &[p.clone(), p, Type::vector(Scalar::Float, 4)]), "_Z1mPU3AS1KfS0_Dv4_f");
    // frexp(float2, __global float2*)
    let v = Type::vector(Scalar::Float, 2);
    assert_eq!(mangle("frexp", &[v.clone(), Type::pointer(v, AddrSpace::Global)]), "_Z5frexpDv2_fPU3AS1S_");
    for (as_, m) in [
        (AddrSpace::Global, "PU3AS1i"),
        (AddrSpace::Constant, "PU3AS2i"),
        (AddrSpace::Local, "PU3AS3i"),
        (AddrSpace::Generic, "PU3AS4i"),
        (AddrSpace::Private, "Pi"),
        (AddrSpace::Other(5), "PU3AS5i"),
        (AddrSpace::Other(42), "PU4AS42i"),
    ] {
        let t = Type::pointer(Scalar::Int.into(), as_);
        assert_eq!(mangle_type(&t), m);
        assert_eq!(demangle_type(m).unwrap(), t);
    }
    let all = CvQuals { is_const: true, is_volatile: true, is_restrict: true };
    let t = Type::pointer_cv(Scalar::Int.into(), AddrSpace::Local, all);
    assert_eq!(mangle_type(&t), "PU3AS3rVKi");
    assert_eq!(t.to_string(), "const volatile restrict __local int*");
}

#[test]
fn private_pointee_is_an_invisible_candidate() {
    // `__private float4 *` after a float4: the private-qualified pointee is
    // a candidate even though nothing is written for it.
    let v = Type::vector(Scalar::Float, 4);
    let pv = Type::pointer(v.clone(), AddrSpace::Private);
    assert_eq!(mangle("m", &[v.clone(), pv.clone(), pv.clone()]), "_Z1mDv4_fPS_S1_");
    assert_eq!(mangle("n", &[v.clone(), pv, v]), "_Z1nDv4_fPS_S_");
    // From clang: the __private uint* pushes memory_order to S4_.
    let sig = rt("_Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomicjPjj12memory_orderS4_12memory_scope");
    assert_eq!(
        sig.params,
        vec![
            Type::pointer_cv(Type::atomic(Scalar::UInt.into()), AddrSpace::Local, CvQuals::VOLATILE),
            Type::pointer(Scalar::UInt.into(), AddrSpace::Private),
            Scalar::UInt.into(),
            Type::named("memory_order"),
            Type::named("memory_order"),
            Type::named("memory_scope"),
        ]
    );
    assert_eq!(
        sig.to_string(),
        "atomic_compare_exchange_strong_explicit(volatile __local atomic_uint*, __private uint*, uint, memory_order, memory_order, memory_scope)"
    );
    // Pointer to pointer: `__global float * __private *` twice.
    let pp = Type::pointer(Type::pointer(f32(), AddrSpace::Global), AddrSpace::Private);
    assert_eq!(mangle("g", &[pp.clone(), pp.clone()]), "_Z1gPPU3AS1fS2_");
    assert_eq!(pp.to_string(), "__global float* __private*");
}

#[test]
fn atomics_and_opaque_types() {
    let sig = rt("_Z1nPU3AS1U7_AtomiciPU3AS1VS_S1_");
    let a = Type::atomic(Scalar::Int.into());
    assert_eq!(sig.params[0], Type::pointer(a.clone(), AddrSpace::Global));
    assert_eq!(sig.params[1], Type::pointer_cv(a.clone(), AddrSpace::Global, CvQuals::VOLATILE));
    assert_eq!(sig.params[2], sig.params[0]);
    assert_eq!(a.to_string(), "atomic_int");
    assert_eq!(Type::atomic(Scalar::Char.into()).to_string(), "_Atomic(char)");

    // OpenCL builtin opaque types are substitution candidates.
    let sig = rt("_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_fS1_S1_");
    assert_eq!(sig.params[0], Type::Ocl(OclType::Image { kind: ImageKind::Image2d, access: Access::ReadOnly }));
    assert_eq!(sig.params[0].to_string(), "__read_only image2d_t");
    assert_eq!(sig.params[1], Type::Ocl(OclType::Sampler));
    assert_eq!(sig.params[4], Type::vector(Scalar::Float, 2));

    let sig = rt("_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_");
    assert_eq!(sig.params[3], Type::pointer(OclType::ClkEvent.into(), AddrSpace::Generic));
    assert_eq!(sig.params[2].to_string(), "const __generic clk_event_t*");
    rt("_Z17wait_group_eventsiP9ocl_event");
    rt("_Z19is_valid_reserve_id13ocl_reserveid");
    let sig = rt("_Z11read_imagef25ocl_image2d_msaa_depth_roDv2_ii");
    assert_eq!(
        sig.params[0],
        Type::Ocl(OclType::Image { kind: ImageKind::Image2dMsaaDepth, access: Access::ReadOnly })
    );
    let name = "ocl_image2d_array_msaa_depth_rw";
    assert_eq!(
        OclType::from_mangled_name(name),
        Some(OclType::Image { kind: ImageKind::Image2dArrayMsaaDepth, access: Access::ReadWrite })
    );
    for k in ImageKind::ALL {
        for a in Access::ALL {
            let o = OclType::Image { kind: k, access: a };
            assert_eq!(OclType::from_mangled_name(o.mangled_name()), Some(o));
        }
    }
    let sig = rt("_Z40intel_sub_group_avc_ime_set_ac_only_haar37ocl_intel_sub_group_avc_ime_payload_t");
    assert_eq!(sig.params[0], Type::Ocl(OclType::IntelAvc(AvcType::ImePayload)));
    assert_eq!(sig.params[0].to_string(), "intel_sub_group_avc_ime_payload_t");
    // Pipes: element type and access are not mangled.
    assert_eq!(rt("_Z1h8ocl_pipeS_").params, vec![Type::Pipe, Type::Pipe]);
    assert_eq!(rt("_Z10ndrange_1Dm").params, vec![Type::from(Scalar::ULong)]);
}

#[test]
fn named_types() {
    assert_eq!(mangle_type(&Type::named("ndrange_t")), "9ndrange_t");
    assert_eq!(Type::named("ndrange_t"), Type::Named("ndrange_t".into()));
    assert_eq!(Type::named("ocl_sampler"), Type::Ocl(OclType::Sampler));
    assert_eq!(Type::named("ocl_pipe"), Type::Pipe);
    assert_eq!(Type::named("__spirv_Event"), Type::from(SpirvType::Event));
    assert_eq!(Type::named("__spirv_Unknown"), Type::Named("__spirv_Unknown".into()));
    let sig = rt("_Z25atomic_fetch_sub_explicitPU3AS4VU7_Atomicll12memory_order12memory_scope");
    assert_eq!(sig.params[3], Type::Named("memory_scope".into()));
}

#[test]
fn block_pointers() {
    let b = Type::block_pointer(Type::Void, vec![], false);
    assert_eq!(mangle("f", std::slice::from_ref(&b)), "_Z1fU13block_pointerFvvE");
    assert_eq!(rt("_Z1fU13block_pointerFvvE").params, vec![b]);
    assert_eq!(rt("_Z1fU13block_pointerFvvE").params[0].to_string(), "void (^)(void)");
    // Function type and block pointer are both candidates (clang: S1_ is
    // the block pointer after `P..` S_ and `F..E` S0_ in C mode; here the
    // pointee additionally carries the private address space).
    let lp = Type::pointer(Type::Void, AddrSpace::Local);
    let b = Type::block_pointer(Scalar::Int.into(), vec![lp, Scalar::Int.into()], false);
    let m = mangle("f", &[b.clone(), b.clone()]);
    assert_eq!(m, "_Z1fU13block_pointerFiPU3AS3viES2_");
    assert_eq!(rt(&m).params, vec![b.clone(), b]);
    let v = Type::block_pointer(Type::Void, vec![], true);
    assert_eq!(mangle_type(&v), "U13block_pointerFvzE");
    assert_eq!(v.to_string(), "void (^)(...)");
    assert_eq!(demangle_type("U13block_pointerFvzE").unwrap(), v);
}

#[test]
fn substitution_numbering_is_base36() {
    // 40 distinct named types, then a reference to each: S_, S0_..S9_, SA_..SZ_, S10_..
    let params: Vec<Type> = (0..40).map(|i| Type::named(&format!("t{i}"))).collect();
    let mut all = params.clone();
    all.extend(params.iter().cloned());
    let m = mangle("f", &all);
    assert!(m.ends_with("S_S0_S1_S2_S3_S4_S5_S6_S7_S8_S9_SA_SB_SC_SD_SE_SF_SG_SH_SI_SJ_SK_SL_SM_SN_SO_SP_SQ_SR_SS_ST_SU_SV_SW_SX_SY_SZ_S10_S11_S12_"), "{m}");
    assert_eq!(demangle(&m).unwrap().params, all);
}

#[test]
fn spirv_types_in_signatures() {
    let name = "_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif";
    let sig = rt(name);
    let img =
        SpirvImage { sampled_type: None, dim: 1, depth: 0, arrayed: 0, ms: 0, sampled: 0, format: 0, access: Some(0) };
    assert_eq!(sig.params[0], Type::pointer(SpirvType::SampledImage(img).into(), AddrSpace::Global));
    assert_eq!(SpirvType::SampledImage(img).to_string(), "__spirv_SampledImage__void_1_0_0_0_0_0_0");
    let n = SpirvBuiltinName::parse(&sig.name).unwrap();
    assert_eq!(n.op_name(), Some("ImageSampleExplicitLod"));
    assert_eq!(n.return_type(), Some(&Type::vector(Scalar::Float, 4)));

    // A `__spirv_*` struct pointer in address space 0 has no qualified-pointee candidate:
    // S_ `__spirv_Queue`, S0_ its pointer, S1_ `__spirv_DeviceEvent`, S2_ its pointer,
    // S3_ the generic-qualified pointee, S4_ the generic pointer.
    let event = Type::pointer(SpirvType::DeviceEvent.into(), AddrSpace::Private);
    let generic_event = Type::pointer(event.clone(), AddrSpace::Generic);
    let queue = Type::pointer(SpirvType::Queue.into(), AddrSpace::Private);
    let name = "_Z21__spirv_EnqueueMarkerP13__spirv_QueuejPU3AS4P19__spirv_DeviceEventS4_";
    assert_eq!(
        mangle("__spirv_EnqueueMarker", &[queue, Scalar::UInt.into(), generic_event.clone(), generic_event.clone()]),
        name
    );
    assert_eq!(rt(name).params[3], generic_event);
    // An OpenCL C `__private` pointee stays a candidate (S0_ below is `__private float`).
    let pf = Type::pointer(Scalar::Float.into(), AddrSpace::Private);
    assert_eq!(mangle("g", &[pf.clone(), pf]), "_Z1gPfS0_");

    let sig = rt("_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler");
    assert_eq!(sig.params[1], Type::pointer(SpirvType::Sampler.into(), AddrSpace::Constant));
    rt("_Z20__spirv_SampledImage14ocl_image2d_ro11ocl_sampler");

    for (text, t) in [
        ("__spirv_Pipe__1", SpirvType::Pipe { access: 1 }),
        ("__spirv_Event", SpirvType::Event),
        ("__spirv_DeviceEvent", SpirvType::DeviceEvent),
        ("__spirv_ReserveId", SpirvType::ReserveId),
        ("__spirv_Queue", SpirvType::Queue),
        ("__spirv_Sampler", SpirvType::Sampler),
        ("__spirv_PipeStorage", SpirvType::PipeStorage),
        (
            "__spirv_Image__float_2_1_1_1_1_3_2",
            SpirvType::Image(SpirvImage {
                sampled_type: Some(Scalar::Float),
                dim: 2,
                depth: 1,
                arrayed: 1,
                ms: 1,
                sampled: 1,
                format: 3,
                access: Some(2),
            }),
        ),
        (
            "__spirv_Image__void_1_0_1_1_0_0",
            SpirvType::Image(SpirvImage {
                sampled_type: None,
                dim: 1,
                depth: 0,
                arrayed: 1,
                ms: 1,
                sampled: 0,
                format: 0,
                access: None,
            }),
        ),
    ] {
        assert_eq!(SpirvType::parse(text), Ok(t), "{text}");
        assert_eq!(t.to_string(), text);
    }
    assert_eq!(
        SpirvType::parse("__spirv_Image__void_1_0_0"),
        Err(Error::InvalidSpirvType {
            name: "__spirv_Image__void_1_0_0".into(),
            offset: 25,
            expected: "6 or 7 numeric image postfixes"
        })
    );
    assert!(SpirvType::parse("__spirv_Image__void_01_0_0_0_0_0_0").is_err());
    assert!(SpirvType::parse("__spirv_Image__quux_1_0_0_0_0_0_0").is_err());
}

#[test]
fn seed_builtin_variable_examples() {
    // From the representation document: `_Z29__spirv_BuiltInGlobalLinearIdv` and
    // `_Z33__spirv_BuiltInGlobalInvocationIdi`.
    let n = SpirvBuiltinName::builtin_var("GlobalLinearId");
    assert_eq!(n.to_string(), "__spirv_BuiltInGlobalLinearId");
    assert_eq!(n.mangle(&[]), "_Z29__spirv_BuiltInGlobalLinearIdv");
    let n = SpirvBuiltinName::builtin_var("GlobalInvocationId");
    assert_eq!(n.mangle(&[Scalar::Int.into()]), "_Z33__spirv_BuiltInGlobalInvocationIdi");
    let sig = rt("_Z33__spirv_BuiltInGlobalInvocationIdi");
    assert_eq!(SpirvBuiltinName::parse(&sig.name), Ok(n));
}

#[test]
fn seed_postfix_examples() {
    use Postfix::*;
    let cases: Vec<(&str, SpirvBuiltinName)> = vec![
        (
            "__spirv_ConvertFToU_Ruint_sat_rtz",
            SpirvBuiltinName::op("ConvertFToU")
                .with(Return(Scalar::UInt.into()))
                .with(Sat)
                .with(Rounding(RoundingMode::Rtz)),
        ),
        ("__spirv_SConvert_Rint2", SpirvBuiltinName::op("SConvert").with(Return(Type::vector(Scalar::Int, 2)))),
        (
            "__spirv_FConvert_Rfloat_rte",
            SpirvBuiltinName::op("FConvert").with(Return(Scalar::Float.into())).with(Rounding(RoundingMode::Rte)),
        ),
        ("__spirv_SatConvertSToU_Rulong", SpirvBuiltinName::op("SatConvertSToU").with(Return(Scalar::ULong.into()))),
        (
            "__spirv_ConvertUToF_Rdouble16_rtp",
            SpirvBuiltinName::op("ConvertUToF")
                .with(Return(Type::vector(Scalar::Double, 16)))
                .with(Rounding(RoundingMode::Rtp)),
        ),
        ("__spirv_Bitcast_Rbool3", SpirvBuiltinName::op("Bitcast").with(Return(Type::vector(Scalar::Bool, 3)))),
        (
            "__spirv_ImageSampleExplicitLod_Rhalf8",
            SpirvBuiltinName::op("ImageSampleExplicitLod").with(Return(Type::vector(Scalar::Half, 8))),
        ),
        (
            "__spirv_GenericCastToPtrExplicit_ToGlobal",
            SpirvBuiltinName::op("GenericCastToPtrExplicit").with(To(AddrSpace::Global)),
        ),
        (
            "__spirv_GenericCastToPtrExplicit_ToLocal",
            SpirvBuiltinName::op("GenericCastToPtrExplicit").with(To(AddrSpace::Local)),
        ),
        (
            "__spirv_GenericCastToPtrExplicit_ToPrivate",
            SpirvBuiltinName::op("GenericCastToPtrExplicit").with(To(AddrSpace::Private)),
        ),
        ("__spirv_BuildNDRange_1D", SpirvBuiltinName::op("BuildNDRange").with(Dim(1))),
        ("__spirv_BuildNDRange_3D", SpirvBuiltinName::op("BuildNDRange").with(Dim(3))),
        (
            "__spirv_CreatePipeFromPipeStorage_read",
            SpirvBuiltinName::op("CreatePipeFromPipeStorage").with(Pipe(PipeAccess::Read)),
        ),
        (
            "__spirv_CreatePipeFromPipeStorage_write",
            SpirvBuiltinName::op("CreatePipeFromPipeStorage").with(Pipe(PipeAccess::Write)),
        ),
        ("__spirv_EnqueueKernel", SpirvBuiltinName::op("EnqueueKernel")),
        ("__spirv_ocl_vloadn__Rfloat4", SpirvBuiltinName::ocl("vloadn").with(Return(Type::vector(Scalar::Float, 4)))),
        ("__spirv_ocl_vload_half__Rfloat", SpirvBuiltinName::ocl("vload_half").with(Return(Scalar::Float.into()))),
        (
            "__spirv_ocl_vload_halfn__Rfloat2",
            SpirvBuiltinName::ocl("vload_halfn").with(Return(Type::vector(Scalar::Float, 2))),
        ),
        (
            "__spirv_ocl_vloada_halfn__Rfloat16",
            SpirvBuiltinName::ocl("vloada_halfn").with(Return(Type::vector(Scalar::Float, 16))),
        ),
        ("__spirv_ocl_u_sub_sat", SpirvBuiltinName::ocl("u_sub_sat")),
        ("__spirv_ocl_fmax", SpirvBuiltinName::ocl("fmax")),
        (
            "__spirv_ocl_fract__Rfloat2_rte",
            SpirvBuiltinName::ocl("fract")
                .with(Return(Type::vector(Scalar::Float, 2)))
                .with(Rounding(RoundingMode::Rte)),
        ),
        (
            "__spirv_ConvertHandleToSampledImageINTEL_RPU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0",
            SpirvBuiltinName::op("ConvertHandleToSampledImageINTEL").with(Return(Type::pointer(
                SpirvType::SampledImage(SpirvImage {
                    sampled_type: None,
                    dim: 1,
                    depth: 0,
                    arrayed: 0,
                    ms: 0,
                    sampled: 0,
                    format: 0,
                    access: Some(0),
                })
                .into(),
                AddrSpace::Global,
            ))),
        ),
        (
            "__spirv_SomeOp_Rschar_Rvoid_RDv5_f_custom",
            SpirvBuiltinName::op("SomeOp")
                .with(Return(Scalar::SChar.into()))
                .with(Return(Type::Void))
                .with(Return(Type::vector(Scalar::Float, 5)))
                .with(Other("custom".into())),
        ),
    ];
    for (text, name) in cases {
        assert_eq!(name.to_string(), text);
        assert_eq!(SpirvBuiltinName::parse(text).as_ref(), Ok(&name), "{text}");
        assert_eq!(text.parse::<SpirvBuiltinName>().as_ref(), Ok(&name));
    }
}

#[test]
fn spirv_names_mangled() {
    // `SConvert` from long4 to int4.
    let n = SpirvBuiltinName::op("SConvert").with(Postfix::Return(Type::vector(Scalar::Int, 4)));
    assert_eq!(n.mangle(&[Type::vector(Scalar::Long, 4)]), "_Z22__spirv_SConvert_Rint4Dv4_l");
    // vloadn as in the Khronos translator's SPIR-V friendly IR.
    let n = SpirvBuiltinName::ocl("vloadn").with(Postfix::Return(Type::vector(Scalar::Float, 2)));
    let ptr = Type::pointer_cv(Scalar::Float.into(), AddrSpace::Global, CvQuals::CONST);
    assert_eq!(
        n.mangle(&[Scalar::ULong.into(), ptr, Scalar::ULong.into()]),
        "_Z27__spirv_ocl_vloadn__Rfloat2mPU3AS1Kfm"
    );
    assert_eq!(SpirvBuiltinName::ocl("s_abs").mangle(&[Scalar::Int.into()]), "_Z17__spirv_ocl_s_absi");
}

#[test]
fn spirv_name_lenient_ext_inst_form() {
    // Single-underscore postfixes of an extended instruction parse when they
    // begin with `_R{ReturnType}`; the canonical rebuild uses `__`.
    let n = SpirvBuiltinName::parse("__spirv_ocl_vloadn_Rfloat4").unwrap();
    assert_eq!(n, SpirvBuiltinName::ocl("vloadn").with(Postfix::Return(Type::vector(Scalar::Float, 4))));
    assert_eq!(n.to_string(), "__spirv_ocl_vloadn__Rfloat4");
    let n = SpirvBuiltinName::parse("__spirv_ocl_vload_half_Rfloat_rte").unwrap();
    assert_eq!(n.kind, SpirvBuiltinKind::ExtInst { set: "ocl".into(), name: "vload_half".into() });
    assert_eq!(n.rounding(), Some(RoundingMode::Rte));
    // `_Rsomething` that is not a type stays part of the name.
    let n = SpirvBuiltinName::parse("__spirv_ocl_foo_Rx").unwrap();
    assert_eq!(n, SpirvBuiltinName::ocl("foo_Rx"));
}

#[test]
fn spirv_name_errors() {
    let e = |s: &str, offset: usize, expected: &'static str| {
        assert_eq!(SpirvBuiltinName::parse(s), Err(Error::InvalidSpirvName { name: s.into(), offset, expected }), "{s}")
    };
    e("spirv_Foo", 0, "`__spirv_` prefix");
    e("__spirv_", 8, "a name after `__spirv_`");
    e("__spirv_9Foo", 8, "an op code name or extended instruction set name");
    e("__spirv_ocl", 11, "`_` after the extended instruction set name");
    e("__spirv_ocl_", 12, "an extended instruction name");
    e("__spirv_Foo_", 12, "a non-empty postfix");
    e("__spirv_Foo__sat", 12, "a non-empty postfix");
    e("__spirv_ocl_foo__", 17, "a non-empty postfix");
    e("__spirv_BuiltIn", 15, "a built-in variable name");
    e("__spirv_Fo-o", 10, "an op code name");
}

#[test]
fn type_predicates() {
    let t = Type::vector(Scalar::Short, 8);
    assert!(t.is_signed_integer() && t.is_integer() && t.is_vector());
    assert!(!t.is_unsigned_integer() && !t.is_float());
    assert_eq!(t.scalar(), Some(Scalar::Short));
    assert_eq!(t.vector_len(), Some(8));
    assert_eq!(t.lanes(), Some(8));
    let u: Type = Scalar::UChar.into();
    assert!(u.is_unsigned_integer() && !u.is_signed_integer());
    assert_eq!(u.lanes(), Some(1));
    assert_eq!(u.vector_len(), None);
    assert!(!Type::from(Scalar::Bool).is_integer());
    assert!(Type::from(Scalar::Half).is_float());
    let p = Type::pointer(Scalar::Int.into(), AddrSpace::Local);
    assert!(p.is_pointer() && !p.is_integer());
    assert_eq!(p.pointee(), Some(&Type::Scalar(Scalar::Int)));
    assert_eq!(p.address_space(), Some(AddrSpace::Local));
    assert_eq!(t.address_space(), None);
    assert_eq!(Scalar::Int.to_unsigned(), Scalar::UInt);
    assert_eq!(Scalar::ULong.to_signed(), Scalar::Long);
    assert_eq!(Scalar::Half.bit_width(), 16);
    assert_eq!(AddrSpace::from_number(3), AddrSpace::Local);
    assert_eq!(AddrSpace::Other(6).number(), 6);
    assert_eq!(
        Type::pointer(Scalar::Int.into(), AddrSpace::Other(5)).to_string(),
        "__attribute__((address_space(5))) int*"
    );
}

#[test]
fn demangle_errors_carry_name_and_offset() {
    let cases: Vec<(&str, Error)> = vec![
        ("foo", Error::NotMangled { name: "foo".into(), offset: 0 }),
        (
            "_Z3fo",
            Error::UnexpectedEnd { name: "_Z3fo".into(), offset: 5, expected: "identifier of the announced length" },
        ),
        ("_Z3foo", Error::UnexpectedEnd { name: "_Z3foo".into(), offset: 6, expected: "a parameter type or `v`" }),
        ("_Z3fooiS_", Error::InvalidSubstitution { name: "_Z3fooiS_".into(), offset: 7, index: 0, available: 0 }),
        ("_Z3fooiq", Error::UnexpectedChar { name: "_Z3fooiq".into(), offset: 7, found: 'q', expected: "a type" }),
        (
            "_Z3foovi",
            Error::UnexpectedChar {
                name: "_Z3foovi".into(),
                offset: 6,
                found: 'v',
                expected: "a non-void parameter type",
            },
        ),
        ("_Z03fooi", Error::InvalidNumber { name: "_Z03fooi".into(), offset: 2 }),
        ("_ZN2cl3fooEi", Error::Unsupported { name: "_ZN2cl3fooEi".into(), offset: 2, what: "nested name" }),
        (
            "_Z1fU3AS1i",
            Error::Unsupported {
                name: "_Z1fU3AS1i".into(),
                offset: 4,
                what: "address-space qualifier outside a pointee",
            },
        ),
        (
            "_Z1fPU3AS0i",
            Error::Unsupported {
                name: "_Z1fPU3AS0i".into(),
                offset: 5,
                what: "explicit U3AS0 (private is unqualified)",
            },
        ),
        ("_Z1fKi", Error::Unsupported { name: "_Z1fKi".into(), offset: 4, what: "CV-qualifier outside a pointee" }),
        (
            "_Z1fPKiS_",
            // S_ is the qualified `const int`, not allowed as a parameter.
            Error::InvalidSubstitution { name: "_Z1fPKiS_".into(), offset: 7, index: 0, available: 2 },
        ),
        ("_Z1fDv4_S_", Error::InvalidSubstitution { name: "_Z1fDv4_S_".into(), offset: 8, index: 0, available: 0 }),
        ("_Z1fDv0_i", Error::InvalidNumber { name: "_Z1fDv0_i".into(), offset: 6 }),
        (
            "_Z1fDv2_9ndrange_t",
            Error::Unsupported { name: "_Z1fDv2_9ndrange_t".into(), offset: 8, what: "non-scalar vector element" },
        ),
        (
            "_Z1f2a-",
            Error::UnexpectedChar {
                name: "_Z1f2a-".into(),
                offset: 6,
                found: '-',
                expected: "an identifier character",
            },
        ),
        (
            "_Z1fSt",
            Error::Unsupported { name: "_Z1fSt".into(), offset: 4, what: "standard substitution (St, Sa, ...)" },
        ),
        (
            "_Z1fU5hello_i",
            Error::Unsupported { name: "_Z1fU5hello_i".into(), offset: 5, what: "vendor extended qualifier" },
        ),
        (
            "_Z1f99999999999999999999999i",
            Error::InvalidNumber { name: "_Z1f99999999999999999999999i".into(), offset: 4 },
        ),
    ];
    for (input, err) in cases {
        let got = demangle(input);
        assert_eq!(got.as_ref(), Err(&err), "{input}");
        assert_eq!(err.name(), input);
    }
    let e = demangle("_Z3fooiq").unwrap_err();
    assert_eq!(e.offset(), 7);
    assert_eq!(e.to_string(), "`_Z3fooiq`: unexpected 'q' at byte 7, expected a type");
    assert_eq!(demangle_type("ii"), Err(Error::TrailingInput { name: "ii".into(), offset: 1 }));
}

#[test]
fn demangle_limits() {
    let deep = format!("_Z1f{}i", "P".repeat(10_000));
    match demangle(&deep) {
        Err(Error::LimitExceeded { limit, .. }) => assert_eq!(limit, "type nesting depth"),
        other => unreachable!("{other:?}"),
    }
    // Exponential expansion through repeated references to ever larger
    // block-pointer types must be cut off, not hang.
    fn subst(k: usize) -> String {
        const D: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        if k == 0 {
            return "S_".into();
        }
        let mut n = k - 1;
        let mut digits = Vec::new();
        loop {
            digits.push(D[n % 36] as char);
            n /= 36;
            if n == 0 {
                break;
            }
        }
        format!("S{}_", digits.iter().rev().collect::<String>())
    }
    let mut s = String::from("_Z1fU13block_pointerFvvE");
    for i in 1..40 {
        let r = subst(2 * i - 1);
        s.push_str(&format!("U13block_pointerFv{r}{r}E"));
    }
    match demangle(&s) {
        Err(Error::LimitExceeded { limit, .. }) => assert_eq!(limit, "substitution expansion work"),
        other => unreachable!("{other:?}"),
    }
    // The first levels of the same construction are fine and round-trip.
    let small: String = s.split("U13block_pointer").take(5).collect::<Vec<_>>().join("U13block_pointer");
    assert_eq!(rt(&small).params.len(), 4);
    let huge = format!("_Z1fDv2_i{}", (0..2000).map(|_| "S_").collect::<String>());
    assert_eq!(demangle(&huge).map(|s| s.params.len()), Ok(2001));
}

/// The opaque type name table is in declaration order and reads both ways, for the
/// mangled (`__spirv_Sampler`) and the target extension (`spirv.Sampler`) spellings.
#[test]
fn spirv_type_names_read_both_ways() {
    use llvm_spirv_mangling::{SpirvType, SpirvTypeName};
    for (i, &(name, spelling)) in SpirvTypeName::ALL.iter().enumerate() {
        assert_eq!(name as usize, i);
        assert_eq!(name.as_str(), spelling);
        assert_eq!(SpirvTypeName::from_name(spelling), Some(name));
        assert_eq!(name.target_ext_name(), format!("spirv.{spelling}"));
        assert_eq!(SpirvTypeName::from_target_ext_name(&name.target_ext_name()), Some(name));
    }
    assert_eq!(
        SpirvTypeName::from_target_ext_name("spirv.CooperativeMatrixKHR"),
        Some(SpirvTypeName::CooperativeMatrixKHR)
    );
    assert_eq!(SpirvTypeName::from_target_ext_name("spirv.JointMatrixINTEL"), Some(SpirvTypeName::JointMatrixINTEL));
    assert_eq!(SpirvTypeName::from_target_ext_name("spirv.NoSuchType"), None);
    assert_eq!(
        SpirvTypeName::CooperativeMatrixKHR.with_postfixes(&["float", "3", "8", "16", "2"]),
        "__spirv_CooperativeMatrixKHR__float_3_8_16_2"
    );
    assert_eq!(SpirvTypeName::from_target_ext_name("Image"), None);
    assert_eq!(SpirvType::parse("__spirv_Pipe__1").map(|t| t.name()), Ok(SpirvTypeName::Pipe));
    assert_eq!(SpirvType::parse("__spirv_Queue").map(|t| t.name()), Ok(SpirvTypeName::Queue));
}

/// A nested name of source names is the named type of its `::`-joined components; its
/// proper prefixes are substitution candidates before the whole name (Itanium 5.1.8), so
/// `S0_` after `N2ns4halfE` names the whole type and `S_` the prefix `ns`, which is no type.
#[test]
fn nested_names_are_named_types() {
    let sig = demangle("_Z1fPU3AS1N2ns4halfES0_").unwrap();
    assert_eq!(sig.params[0].pointee(), Some(&Type::named("ns::half")));
    assert_eq!(sig.params[1], Type::named("ns::half"));
    assert!(demangle("_Z1fN2ns4halfES_").is_err());
    // Other components stay unsupported, with their reason.
    assert!(matches!(
        demangle("_Z1fN2ns1AIiEE"),
        Err(Error::Unsupported { what: "nested name component other than a source name", .. })
    ));
}
