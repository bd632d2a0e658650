//! OpenCL kernel argument information.
//!
//! "SPIR-V representation in LLVM IR", section "Function metadata": a kernel carries the optional
//! attachments `!kernel_arg_addr_space`, `!kernel_arg_access_qual`,
//! `!kernel_arg_type`, `!kernel_arg_base_type`, `!kernel_arg_type_qual` (and,
//! as clang writes it, `!kernel_arg_name`), each a tuple with one operand per
//! argument. Their SPIR-V forms, as the Khronos translator writes and reads
//! them:
//!
//! | metadata                | per-argument operand          | SPIR-V form                                           |
//! |-------------------------|-------------------------------|-------------------------------------------------------|
//! | `kernel_arg_addr_space` | `i32` address space           | storage class of the pointer parameter ("SPIR-V representation in LLVM IR", section "Address spaces"; [`addr_space_to_storage_class`]) |
//! | `kernel_arg_access_qual`| `!"read_only"` ...            | access qualifier of the image / pipe type ([`AccessQualifier`]) |
//! | `kernel_arg_type`       | `!"int*"`                     | `OpString "kernel_arg_type.<kernel>.<t0>,<t1>,...,"` with `-preserve-ocl-kernel-arg-type-metadata-through-string` ([`encode_arg_type_string`]) |
//! | `kernel_arg_base_type`  | `!"uint*"`                    | derived from the parameter types, or the same `OpString` form under its own name |
//! | `kernel_arg_type_qual`  | `!"const restrict volatile"`  | `FuncParamAttr NoWrite` / `FuncParamAttr NoAlias` / `Volatile` decorations; `pipe` from the type ([`TypeQualifiers`]) |
//! | `kernel_arg_name`       | `!"src"`                      | `OpName` of the `OpFunctionParameter`                 |

use crate::decoration::{int_operand, str_operand, Decoration, DecorationOperand};
use crate::error::{Error, Result};
use crate::model::{MdNode, MdOperand};

/// `kernel_arg_addr_space`.
pub const KERNEL_ARG_ADDR_SPACE: &str = "kernel_arg_addr_space";
/// `kernel_arg_access_qual`.
pub const KERNEL_ARG_ACCESS_QUAL: &str = "kernel_arg_access_qual";
/// `kernel_arg_type`.
pub const KERNEL_ARG_TYPE: &str = "kernel_arg_type";
/// `kernel_arg_base_type`.
pub const KERNEL_ARG_BASE_TYPE: &str = "kernel_arg_base_type";
/// `kernel_arg_type_qual`.
pub const KERNEL_ARG_TYPE_QUAL: &str = "kernel_arg_type_qual";
/// `kernel_arg_name`.
pub const KERNEL_ARG_NAME: &str = "kernel_arg_name";
/// `kernel_arg_runtime_aligned` (SPV_INTEL_runtime_aligned): one `i1` per parameter, true
/// for a pointer the runtime aligns; SPIR-V `FuncParamAttr RuntimeAlignedINTEL`.
pub const KERNEL_ARG_RUNTIME_ALIGNED: &str = "kernel_arg_runtime_aligned";

/// All kernel argument attachment names, in the order
/// [`KernelArgInfo::encode`] emits them (clang's order).
pub const KERNEL_ARG_METADATA_NAMES: [&str; 6] = [
    KERNEL_ARG_ADDR_SPACE,
    KERNEL_ARG_ACCESS_QUAL,
    KERNEL_ARG_TYPE,
    KERNEL_ARG_BASE_TYPE,
    KERNEL_ARG_TYPE_QUAL,
    KERNEL_ARG_NAME,
];

/// SPIR-V storage class of LLVM address space `addr_space` ("SPIR-V representation in LLVM IR", section
/// "Address spaces", including the `SPV_INTEL_usm_storage_classes` rows).
pub fn addr_space_to_storage_class(addr_space: u32) -> Option<spirv::StorageClass> {
    use spirv::StorageClass as S;
    Some(match addr_space {
        0 => S::Function,
        1 => S::CrossWorkgroup,
        2 => S::UniformConstant,
        3 => S::Workgroup,
        4 => S::Generic,
        5 => S::DeviceOnlyINTEL,
        6 => S::HostOnlyINTEL,
        _ => return None,
    })
}

/// LLVM address space of SPIR-V storage class `storage` (inverse of
/// [`addr_space_to_storage_class`]).
pub fn storage_class_to_addr_space(storage: spirv::StorageClass) -> Option<u32> {
    (0..=6).find(|&a| addr_space_to_storage_class(a) == Some(storage))
}

/// The access qualifier of a kernel argument (`kernel_arg_access_qual`),
/// SPIR-V spec 3.36 "Access Qualifier" for image and pipe types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AccessQualifier {
    /// `none`: not an image or pipe.
    None,
    /// `read_only` (SPIR-V `ReadOnly`).
    ReadOnly,
    /// `write_only` (SPIR-V `WriteOnly`).
    WriteOnly,
    /// `read_write` (SPIR-V `ReadWrite`).
    ReadWrite,
}

impl AccessQualifier {
    /// The metadata keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            AccessQualifier::None => "none",
            AccessQualifier::ReadOnly => "read_only",
            AccessQualifier::WriteOnly => "write_only",
            AccessQualifier::ReadWrite => "read_write",
        }
    }

    /// Parses the metadata keyword.
    pub fn from_keyword(word: &str) -> Option<Self> {
        [AccessQualifier::None, AccessQualifier::ReadOnly, AccessQualifier::WriteOnly, AccessQualifier::ReadWrite]
            .into_iter()
            .find(|q| q.keyword() == word)
    }

    /// The SPIR-V access qualifier (`None` for `none`).
    pub fn to_spirv(self) -> Option<spirv::AccessQualifier> {
        match self {
            AccessQualifier::None => None,
            AccessQualifier::ReadOnly => Some(spirv::AccessQualifier::ReadOnly),
            AccessQualifier::WriteOnly => Some(spirv::AccessQualifier::WriteOnly),
            AccessQualifier::ReadWrite => Some(spirv::AccessQualifier::ReadWrite),
        }
    }

    /// From the access qualifier of the argument's SPIR-V image / pipe type.
    pub fn from_spirv(q: Option<spirv::AccessQualifier>) -> Self {
        match q {
            None => AccessQualifier::None,
            Some(spirv::AccessQualifier::ReadOnly) => AccessQualifier::ReadOnly,
            Some(spirv::AccessQualifier::WriteOnly) => AccessQualifier::WriteOnly,
            Some(spirv::AccessQualifier::ReadWrite) => AccessQualifier::ReadWrite,
        }
    }
}

/// The type qualifiers of a kernel argument (`kernel_arg_type_qual`): a
/// space-separated subset of `const restrict volatile` or `pipe`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct TypeQualifiers {
    /// `const` <-> `FuncParamAttr NoWrite`.
    pub is_const: bool,
    /// `restrict` <-> `FuncParamAttr NoAlias`.
    pub restrict: bool,
    /// `volatile` <-> `Volatile`.
    pub volatile: bool,
    /// `pipe`: the argument is a pipe (from the SPIR-V type, no decoration).
    pub pipe: bool,
}

impl TypeQualifiers {
    /// Parses the metadata string (words in any order, separated by
    /// spaces); the error is the first unknown word.
    pub fn parse(text: &str) -> std::result::Result<Self, String> {
        let mut q = TypeQualifiers::default();
        for word in text.split_whitespace() {
            match word {
                "const" => q.is_const = true,
                "restrict" => q.restrict = true,
                "volatile" => q.volatile = true,
                "pipe" => q.pipe = true,
                other => return Err(other.to_owned()),
            }
        }
        Ok(q)
    }

    /// The metadata string, in clang's order (`const restrict volatile
    /// pipe`), empty for no qualifier.
    pub fn to_keywords(&self) -> String {
        [(self.is_const, "const"), (self.restrict, "restrict"), (self.volatile, "volatile"), (self.pipe, "pipe")]
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, w)| *w)
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The parameter decorations standing for the qualifiers.
    pub fn to_decorations(&self) -> Vec<Decoration> {
        let attr =
            |a: spirv::FunctionParameterAttribute| Decoration::with_ints(spirv::Decoration::FuncParamAttr, &[a as u32]);
        let mut out = Vec::new();
        if self.is_const {
            out.push(attr(spirv::FunctionParameterAttribute::NoWrite));
        }
        if self.restrict {
            out.push(attr(spirv::FunctionParameterAttribute::NoAlias));
        }
        if self.volatile {
            out.push(Decoration::simple(spirv::Decoration::Volatile));
        }
        out
    }

    /// The qualifiers implied by a parameter's decorations (`is_pipe`: the
    /// parameter has a pipe type).
    pub fn from_decorations(decorations: &[Decoration], is_pipe: bool) -> Self {
        let has_attr = |a: spirv::FunctionParameterAttribute| {
            decorations
                .iter()
                .any(|d| d.kind == spirv::Decoration::FuncParamAttr && d.operands == [DecorationOperand::Int(a as u32)])
        };
        TypeQualifiers {
            is_const: has_attr(spirv::FunctionParameterAttribute::NoWrite),
            restrict: has_attr(spirv::FunctionParameterAttribute::NoAlias),
            volatile: decorations.iter().any(|d| d.kind == spirv::Decoration::Volatile),
            pipe: is_pipe,
        }
    }
}

/// All kernel argument metadata of one kernel; `None` for an absent
/// attachment.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct KernelArgInfo {
    /// `kernel_arg_addr_space`.
    pub addr_space: Option<Vec<u32>>,
    /// `kernel_arg_access_qual`.
    pub access_qual: Option<Vec<AccessQualifier>>,
    /// `kernel_arg_type`.
    pub ty: Option<Vec<String>>,
    /// `kernel_arg_base_type`.
    pub base_type: Option<Vec<String>>,
    /// `kernel_arg_type_qual`.
    pub type_qual: Option<Vec<TypeQualifiers>>,
    /// `kernel_arg_name`.
    pub name: Option<Vec<String>>,
}

fn strings(context: &'static str, node: &MdNode) -> Result<Vec<String>> {
    (0..node.len()).map(|i| str_operand(context, node, i, "string").map(str::to_owned)).collect()
}

fn keyword_list<T>(context: &'static str, node: &MdNode, parse: impl Fn(&str) -> Option<T>) -> Result<Vec<T>> {
    (0..node.len())
        .map(|i| {
            let s = str_operand(context, node, i, "string")?;
            parse(s).ok_or_else(|| Error::UnknownKeyword { context, node: node.clone(), index: i, word: s.to_owned() })
        })
        .collect()
}

impl KernelArgInfo {
    /// Whether `name` is one of the kernel argument attachments.
    pub fn owns(name: &str) -> bool {
        KERNEL_ARG_METADATA_NAMES.contains(&name)
    }

    /// Decodes the `kernel_arg_*` attachments among a function's metadata
    /// attachments (others are ignored). All present lists must have the
    /// same length.
    pub fn decode<'a>(attachments: impl IntoIterator<Item = (&'a str, &'a MdNode)>) -> Result<Self> {
        let mut info = KernelArgInfo::default();
        let mut count: Option<usize> = None;
        for (name, node) in attachments {
            match name {
                KERNEL_ARG_ADDR_SPACE => {
                    info.addr_space = Some(
                        (0..node.len())
                            .map(|i| int_operand(name_static(name), node, i, 32, "i32").map(|v| v as u32))
                            .collect::<Result<_>>()?,
                    )
                }
                KERNEL_ARG_ACCESS_QUAL => {
                    info.access_qual = Some(keyword_list(KERNEL_ARG_ACCESS_QUAL, node, AccessQualifier::from_keyword)?)
                }
                KERNEL_ARG_TYPE => info.ty = Some(strings(KERNEL_ARG_TYPE, node)?),
                KERNEL_ARG_BASE_TYPE => info.base_type = Some(strings(KERNEL_ARG_BASE_TYPE, node)?),
                KERNEL_ARG_TYPE_QUAL => {
                    info.type_qual = Some(keyword_list(KERNEL_ARG_TYPE_QUAL, node, |s| TypeQualifiers::parse(s).ok())?)
                }
                KERNEL_ARG_NAME => info.name = Some(strings(KERNEL_ARG_NAME, node)?),
                _ => continue,
            }
            match count {
                Some(expected) if expected != node.len() => {
                    return Err(Error::ArgumentCount {
                        context: name_static(name),
                        node: node.clone(),
                        expected,
                        found: node.len(),
                    })
                }
                _ => count = Some(node.len()),
            }
        }
        Ok(info)
    }

    /// Encodes the present lists as `(attachment name, node)` pairs.
    pub fn encode(&self) -> Vec<(&'static str, MdNode)> {
        fn strs<'a>(v: impl Iterator<Item = &'a str>) -> MdNode {
            v.map(MdOperand::string).collect()
        }
        let mut out = Vec::new();
        if let Some(v) = &self.addr_space {
            out.push((KERNEL_ARG_ADDR_SPACE, v.iter().map(|&a| MdOperand::i32(a)).collect()));
        }
        if let Some(v) = &self.access_qual {
            out.push((KERNEL_ARG_ACCESS_QUAL, strs(v.iter().map(|q| q.keyword()))));
        }
        if let Some(v) = &self.ty {
            out.push((KERNEL_ARG_TYPE, strs(v.iter().map(String::as_str))));
        }
        if let Some(v) = &self.base_type {
            out.push((KERNEL_ARG_BASE_TYPE, strs(v.iter().map(String::as_str))));
        }
        if let Some(v) = &self.type_qual {
            out.push((KERNEL_ARG_TYPE_QUAL, v.iter().map(|q| MdOperand::string(q.to_keywords())).collect()));
        }
        if let Some(v) = &self.name {
            out.push((KERNEL_ARG_NAME, strs(v.iter().map(String::as_str))));
        }
        out
    }

    /// The number of arguments described, if any list is present.
    pub fn arg_count(&self) -> Option<usize> {
        [
            self.addr_space.as_ref().map(Vec::len),
            self.access_qual.as_ref().map(Vec::len),
            self.ty.as_ref().map(Vec::len),
            self.base_type.as_ref().map(Vec::len),
            self.type_qual.as_ref().map(Vec::len),
            self.name.as_ref().map(Vec::len),
        ]
        .into_iter()
        .flatten()
        .next()
    }
}

/// The `'static` name constant equal to `name` (for error contexts).
fn name_static(name: &str) -> &'static str {
    KERNEL_ARG_METADATA_NAMES.iter().find(|n| **n == name).copied().unwrap_or("kernel_arg_*")
}

/// The `OpString` the Khronos translator writes with
/// `-preserve-ocl-kernel-arg-type-metadata-through-string`:
/// `<md_name>.<kernel>.<t0>,<t1>,...,` (every type followed by `,`).
///
/// A type containing `,` outside `<...>` cannot be recovered by
/// [`decode_arg_type_string`] (OpenCL C type names have none).
pub fn encode_arg_type_string(md_name: &str, kernel: &str, types: &[String]) -> String {
    let mut s = format!("{md_name}.{kernel}.");
    for t in types {
        s.push_str(t);
        s.push(',');
    }
    s
}

/// Decodes an `OpString` written by [`encode_arg_type_string`]: `Ok(None)`
/// if it is not the string for `md_name` and `kernel`; the types otherwise.
/// Commas inside `<...>` (template arguments) do not split.
pub fn decode_arg_type_string(md_name: &'static str, kernel: &str, string: &str) -> Result<Option<Vec<String>>> {
    let prefix = format!("{md_name}.{kernel}.");
    let Some(rest) = string.strip_prefix(&prefix) else {
        return Ok(None);
    };
    let malformed = || Error::ArgTypeString { context: md_name, string: string.to_owned() };
    let mut types = Vec::new();
    let mut depth: usize = 0;
    let mut start = 0;
    for (i, c) in rest.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => depth = depth.checked_sub(1).ok_or_else(malformed)?,
            ',' if depth == 0 => {
                types.push(rest[start..i].to_owned());
                start = i + 1;
            }
            _ => {}
        }
    }
    if depth != 0 || start != rest.len() {
        return Err(malformed());
    }
    Ok(Some(types))
}

/// Finds and decodes the `OpString` for `md_name` and `kernel` among a
/// module's `OpString`s.
pub fn find_arg_type_string<'a>(
    md_name: &'static str,
    kernel: &str,
    strings: impl IntoIterator<Item = &'a str>,
) -> Result<Option<Vec<String>>> {
    for s in strings {
        if let Some(types) = decode_arg_type_string(md_name, kernel, s)? {
            return Ok(Some(types));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strs(v: &[&str]) -> MdNode {
        v.iter().map(|s| MdOperand::string(*s)).collect()
    }

    /// A kernel `copy(global const float4 *restrict src, local int *tmp,
    /// read_only image2d_t img, volatile global my_uint *out)`.
    fn attachments() -> Vec<(&'static str, MdNode)> {
        vec![
            (KERNEL_ARG_ADDR_SPACE, [1, 3, 1, 1].iter().map(|&a| MdOperand::i32(a)).collect()),
            (KERNEL_ARG_ACCESS_QUAL, strs(&["none", "none", "read_only", "none"])),
            (KERNEL_ARG_TYPE, strs(&["float4*", "int*", "image2d_t", "my_uint*"])),
            (KERNEL_ARG_BASE_TYPE, strs(&["float __attribute__((ext_vector_type(4)))*", "int*", "image2d_t", "uint*"])),
            (KERNEL_ARG_TYPE_QUAL, strs(&["const restrict", "", "", "volatile"])),
            (KERNEL_ARG_NAME, strs(&["src", "tmp", "img", "out"])),
        ]
    }

    #[test]
    fn kernel_arg_round_trip() {
        let att = attachments();
        let info = KernelArgInfo::decode(att.iter().map(|(n, m)| (*n, m))).unwrap();
        assert_eq!(info.arg_count(), Some(4));
        assert_eq!(info.access_qual.as_ref().unwrap()[2], AccessQualifier::ReadOnly);
        let q = info.type_qual.as_ref().unwrap();
        assert!(q[0].is_const && q[0].restrict && !q[0].volatile);
        assert!(q[3].volatile);
        assert_eq!(info.encode(), att);
    }

    #[test]
    fn spirv_forms_round_trip() {
        let info = KernelArgInfo::decode(attachments().iter().map(|(n, m)| (*n, m))).unwrap();
        // Address spaces <-> storage classes.
        for &a in info.addr_space.as_ref().unwrap() {
            let sc = addr_space_to_storage_class(a).unwrap();
            assert_eq!(storage_class_to_addr_space(sc), Some(a));
        }
        assert_eq!(addr_space_to_storage_class(5), Some(spirv::StorageClass::DeviceOnlyINTEL));
        // Access qualifiers <-> image access qualifier.
        for &q in info.access_qual.as_ref().unwrap() {
            assert_eq!(AccessQualifier::from_spirv(q.to_spirv()), q);
        }
        // Type qualifiers <-> parameter decorations.
        for q in info.type_qual.as_ref().unwrap() {
            let decs = q.to_decorations();
            decs.iter().for_each(|d| d.validate().unwrap());
            assert_eq!(TypeQualifiers::from_decorations(&decs, q.pipe), *q);
        }
        let pipe = TypeQualifiers::parse("pipe").unwrap();
        assert!(pipe.to_decorations().is_empty());
        assert_eq!(TypeQualifiers::from_decorations(&[], true), pipe);
        // Types <-> OpString.
        let types = info.ty.clone().unwrap();
        let s = encode_arg_type_string(KERNEL_ARG_TYPE, "copy", &types);
        assert_eq!(s, "kernel_arg_type.copy.float4*,int*,image2d_t,my_uint*,");
        let found =
            find_arg_type_string(KERNEL_ARG_TYPE, "copy", ["kernel_arg_type.copy2.int,", "unrelated", s.as_str()])
                .unwrap();
        assert_eq!(found, Some(types));
        // Template arguments keep their commas; zero arguments.
        let t = vec!["pair<int,float>".to_owned(), "int".to_owned()];
        let s = encode_arg_type_string(KERNEL_ARG_TYPE, "k", &t);
        assert_eq!(decode_arg_type_string(KERNEL_ARG_TYPE, "k", &s).unwrap(), Some(t));
        assert_eq!(decode_arg_type_string(KERNEL_ARG_TYPE, "k", "kernel_arg_type.k.").unwrap(), Some(vec![]));
    }

    #[test]
    fn malformed_kernel_arg_metadata() {
        let bad = strs(&["none", "sometimes"]);
        let err = KernelArgInfo::decode([(KERNEL_ARG_ACCESS_QUAL, &bad)]).unwrap_err();
        assert!(matches!(&err, Error::UnknownKeyword { index: 1, .. }), "{err}");
        assert!(err.to_string().contains("kernel_arg_access_qual"));

        let bad = strs(&["const shared"]);
        assert!(matches!(KernelArgInfo::decode([(KERNEL_ARG_TYPE_QUAL, &bad)]), Err(Error::UnknownKeyword { .. })));
        let two = strs(&["a", "b"]);
        let three = strs(&["int", "int", "int"]);
        let err = KernelArgInfo::decode([(KERNEL_ARG_NAME, &two), (KERNEL_ARG_TYPE, &three)]).unwrap_err();
        assert!(matches!(err, Error::ArgumentCount { context: KERNEL_ARG_TYPE, expected: 2, found: 3, .. }));
        let bad = MdNode::new(vec![MdOperand::string("1")]);
        assert!(matches!(
            KernelArgInfo::decode([(KERNEL_ARG_ADDR_SPACE, &bad)]),
            Err(Error::OperandKind { context: KERNEL_ARG_ADDR_SPACE, .. })
        ));
        for s in ["kernel_arg_type.k.int", "kernel_arg_type.k.a<b,", "kernel_arg_type.k.a>,"] {
            assert!(matches!(decode_arg_type_string(KERNEL_ARG_TYPE, "k", s), Err(Error::ArgTypeString { .. })));
        }
    }
}
