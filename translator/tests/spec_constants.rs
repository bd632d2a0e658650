//! `-spec-const` overrides: parsing errors worded as the Khronos translator's,
//! and checks against the module's specialization constants.

use llvm_spirv::spirv_to_llvm::{translate, Error, Options, OutputFormat};

/// SPIRV-Tools 2025.5 from the test venv (PATH's as the fallback), shared with the kernel tests.
#[allow(dead_code)]
#[path = "../../tests/src/spirv_tools.rs"]
mod spirv_tools;

fn module() -> Vec<u32> {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/reverse/globals_spec.spvasm");
    let out = tempfile::NamedTempFile::new().unwrap();
    let st = spirv_tools::spirv_tool("spirv-as")
        .args(["--target-env", "spv1.0", "-o"])
        .arg(out.path())
        .arg(&src)
        .output()
        .expect("spirv-as");
    assert!(st.status.success(), "{}", String::from_utf8_lossy(&st.stderr));
    let b = std::fs::read(out.path()).unwrap();
    b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn parse_err(spec: &str) -> String {
    Options::default().add_spec_constants(spec).unwrap_err().to_string()
}

#[test]
fn malformed_items_are_refused_with_the_reference_wording() {
    assert_eq!(
        parse_err("1234"),
        r#"Invalid format of -spec-const option: "1234". Expected format: -spec-const "<id1:type1:value1 id2:type2:value2 ...>""#
    );
    assert_eq!(
        parse_err("q:i32:4"),
        r#"Invalid id for '-spec-const' option! In "q:i32:4": "q" must be a 32-bit unsigned integer"#
    );
    assert!(parse_err("7:i9:1").contains(r#""i9" - is not allowed type"#));
    assert!(parse_err("7:i8:257").ends_with(r#"can't convert "257" to 8-bit integer number"#));
    assert!(parse_err("7:f32:4.40282347E+38")
        .ends_with(r#"can't convert "4.40282347E+38" to 32-bit floating point number"#));
    let mut o = Options::default();
    o.add_spec_constants("7:i8:-128 8:f32:0x3f800000 7:i8:255").unwrap();
    assert_eq!(o.spec_constants[&7].bits, 255);
    assert_eq!(o.spec_constants[&8].bits, 0x3f80_0000);
}

#[test]
fn overrides_must_match_the_module() {
    let words = module();
    let mut o = Options::default();
    o.add_spec_constants("10:i32:1").unwrap();
    match translate(&words, &o, OutputFormat::Text) {
        Err(e @ Error::SpecConstUnknownId { .. }) => {
            assert!(e.to_string().starts_with("CL_INVALID_SPEC_ID. \"10:i32:1\""))
        }
        other => panic!("{other:?}"),
    }
    let mut o = Options::default();
    o.add_spec_constants("7:i8:1").unwrap();
    match translate(&words, &o, OutputFormat::Text) {
        Err(e @ Error::SpecConstSize { .. }) => {
            assert!(e.to_string().contains("Size of type i8 (1 bytes) does not match"), "{e}")
        }
        other => panic!("{other:?}"),
    }
    let mut o = Options::default();
    o.add_spec_constants("7:i32:99").unwrap();
    let text = String::from_utf8(translate(&words, &o, OutputFormat::Text).unwrap()).unwrap();
    assert!(text.contains("store i32 99, ptr addrspace(1) @counter"), "{text}");
}
