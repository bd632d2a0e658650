//! The DWARF / LLVM debug metadata ⇄ SPIR-V debug enumerations, one table each, read both
//! ways. DWARF numbers are those of DWARF 5 section 7 ("Data Representation") and LLVM 19's
//! `llvm/BinaryFormat/Dwarf.def` (`DW_OP_LLVM_*` are LLVM's metadata-only operations);
//! SPIR-V numbers are the OpenCL.DebugInfo.100 / NonSemantic.Shader.DebugInfo.100 grammars'
//! enumerants, extended (where [`Availability::Shader200`]) by the Khronos translator's
//! NonSemantic.Shader.DebugInfo.200 numbering.

use super::DebugInfoSet;

/// Which debug instruction sets can express a table row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Availability {
    /// Every set (the enumerant is in both SPIRV-Headers grammars).
    AllSets,
    /// Only NonSemantic.Shader.DebugInfo.200 (the Khronos translator's extension).
    Shader200,
}

impl Availability {
    /// Whether `set` can express the row.
    pub fn allows(self, set: DebugInfoSet) -> bool {
        match self {
            Availability::AllSets => true,
            Availability::Shader200 => set == DebugInfoSet::ShaderDebugInfo200,
        }
    }
}

/// DWARF tags (DWARF 5 7.5.3 "Abbreviations Tables", table 7.3) the debug instructions
/// correspond to.
pub mod dw_tag {
    /// `DW_TAG_array_type`.
    pub const ARRAY_TYPE: u32 = 0x01;
    /// `DW_TAG_class_type`.
    pub const CLASS_TYPE: u32 = 0x02;
    /// `DW_TAG_enumeration_type`.
    pub const ENUMERATION_TYPE: u32 = 0x04;
    /// `DW_TAG_imported_declaration`.
    pub const IMPORTED_DECLARATION: u32 = 0x08;
    /// `DW_TAG_member`.
    pub const MEMBER: u32 = 0x0d;
    /// `DW_TAG_pointer_type`.
    pub const POINTER_TYPE: u32 = 0x0f;
    /// `DW_TAG_reference_type`.
    pub const REFERENCE_TYPE: u32 = 0x10;
    /// `DW_TAG_string_type`.
    pub const STRING_TYPE: u32 = 0x12;
    /// `DW_TAG_structure_type`.
    pub const STRUCTURE_TYPE: u32 = 0x13;
    /// `DW_TAG_subroutine_type`.
    pub const SUBROUTINE_TYPE: u32 = 0x15;
    /// `DW_TAG_typedef`.
    pub const TYPEDEF: u32 = 0x16;
    /// `DW_TAG_union_type`.
    pub const UNION_TYPE: u32 = 0x17;
    /// `DW_TAG_inheritance`.
    pub const INHERITANCE: u32 = 0x1c;
    /// `DW_TAG_ptr_to_member_type`.
    pub const PTR_TO_MEMBER_TYPE: u32 = 0x1f;
    /// `DW_TAG_subrange_type`.
    pub const SUBRANGE_TYPE: u32 = 0x21;
    /// `DW_TAG_base_type`.
    pub const BASE_TYPE: u32 = 0x24;
    /// `DW_TAG_const_type`.
    pub const CONST_TYPE: u32 = 0x26;
    /// `DW_TAG_enumerator`.
    pub const ENUMERATOR: u32 = 0x28;
    /// `DW_TAG_template_type_parameter`.
    pub const TEMPLATE_TYPE_PARAMETER: u32 = 0x2f;
    /// `DW_TAG_template_value_parameter`.
    pub const TEMPLATE_VALUE_PARAMETER: u32 = 0x30;
    /// `DW_TAG_volatile_type`.
    pub const VOLATILE_TYPE: u32 = 0x35;
    /// `DW_TAG_restrict_type`.
    pub const RESTRICT_TYPE: u32 = 0x37;
    /// `DW_TAG_imported_module`.
    pub const IMPORTED_MODULE: u32 = 0x3a;
    /// `DW_TAG_unspecified_type`.
    pub const UNSPECIFIED_TYPE: u32 = 0x3b;
    /// `DW_TAG_rvalue_reference_type`.
    pub const RVALUE_REFERENCE_TYPE: u32 = 0x42;
    /// `DW_TAG_atomic_type`.
    pub const ATOMIC_TYPE: u32 = 0x47;
    /// `DW_TAG_GNU_template_template_param`.
    pub const GNU_TEMPLATE_TEMPLATE_PARAM: u32 = 0x4106;
    /// `DW_TAG_GNU_template_parameter_pack`.
    pub const GNU_TEMPLATE_PARAMETER_PACK: u32 = 0x4107;
}

// ---------------------------------------------------------------------------------------
// DebugBaseTypeAttributeEncoding ⇄ DW_ATE_*

/// DebugBaseTypeAttributeEncoding (OpenCL.DebugInfo.100 4.4; `Complex` is the Khronos
/// translator's NonSemantic.Shader.DebugInfo.200 addition).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BaseTypeEncoding {
    /// `Unspecified` (0).
    Unspecified = 0,
    /// `Address` (1).
    Address = 1,
    /// `Boolean` (2).
    Boolean = 2,
    /// `Float` (3).
    Float = 3,
    /// `Signed` (4).
    Signed = 4,
    /// `SignedChar` (5).
    SignedChar = 5,
    /// `Unsigned` (6).
    Unsigned = 6,
    /// `UnsignedChar` (7).
    UnsignedChar = 7,
    /// `Complex` (8, NonSemantic.Shader.DebugInfo.200 only).
    Complex = 8,
}

/// (encoding, `DW_ATE_*`, sets). `DW_ATE` 0 is LLVM's "no encoding".
const ENCODINGS: [(BaseTypeEncoding, u32, Availability); 9] = {
    use Availability::*;
    use BaseTypeEncoding as E;
    [
        (E::Unspecified, 0, AllSets),
        (E::Address, 0x01, AllSets),
        (E::Boolean, 0x02, AllSets),
        (E::Float, 0x04, AllSets),
        (E::Signed, 0x05, AllSets),
        (E::SignedChar, 0x06, AllSets),
        (E::Unsigned, 0x07, AllSets),
        (E::UnsignedChar, 0x08, AllSets),
        (E::Complex, 0x03, Shader200),
    ]
};

/// The encoding of a `DIBasicType` with `DW_ATE_*` `dw_ate` in `set`; `None` when `set`
/// cannot express it (e.g. `DW_ATE_UTF`).
pub fn encoding_of_dw_ate(dw_ate: u32, set: DebugInfoSet) -> Option<BaseTypeEncoding> {
    ENCODINGS.iter().find(|r| r.1 == dw_ate && r.2.allows(set)).map(|r| r.0)
}

/// The `DW_ATE_*` of encoding number `encoding` (an operand of DebugTypeBasic); `None` for a
/// number no set defines.
pub fn dw_ate_of_encoding(encoding: u32) -> Option<u32> {
    ENCODINGS.iter().find(|r| r.0 as u32 == encoding).map(|r| r.1)
}

// ---------------------------------------------------------------------------------------
// DebugTypeQualifier ⇄ DW_TAG_*_type

/// DebugTypeQualifier (OpenCL.DebugInfo.100 4.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeQualifier {
    /// `ConstType` (0).
    Const = 0,
    /// `VolatileType` (1).
    Volatile = 1,
    /// `RestrictType` (2).
    Restrict = 2,
    /// `AtomicType` (3).
    Atomic = 3,
}

const QUALIFIERS: [(TypeQualifier, u32); 4] = [
    (TypeQualifier::Const, dw_tag::CONST_TYPE),
    (TypeQualifier::Volatile, dw_tag::VOLATILE_TYPE),
    (TypeQualifier::Restrict, dw_tag::RESTRICT_TYPE),
    (TypeQualifier::Atomic, dw_tag::ATOMIC_TYPE),
];

/// The qualifier a `DIDerivedType` with tag `tag` stands for; `None` for other tags.
pub fn qualifier_of_dw_tag(tag: u32) -> Option<TypeQualifier> {
    QUALIFIERS.iter().find(|r| r.1 == tag).map(|r| r.0)
}

/// The `DW_TAG_*_type` of qualifier number `qualifier`; `None` for an unknown number.
pub fn dw_tag_of_qualifier(qualifier: u32) -> Option<u32> {
    QUALIFIERS.iter().find(|r| r.0 as u32 == qualifier).map(|r| r.1)
}

// ---------------------------------------------------------------------------------------
// DebugCompositeType ⇄ DW_TAG_{class,structure,union}_type

/// DebugCompositeType (OpenCL.DebugInfo.100 4.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompositeTag {
    /// `Class` (0).
    Class = 0,
    /// `Structure` (1).
    Structure = 1,
    /// `Union` (2).
    Union = 2,
}

const COMPOSITES: [(CompositeTag, u32); 3] = [
    (CompositeTag::Class, dw_tag::CLASS_TYPE),
    (CompositeTag::Structure, dw_tag::STRUCTURE_TYPE),
    (CompositeTag::Union, dw_tag::UNION_TYPE),
];

/// The composite tag of a `DICompositeType` with tag `tag`; `None` for arrays, enums, ...
pub fn composite_of_dw_tag(tag: u32) -> Option<CompositeTag> {
    COMPOSITES.iter().find(|r| r.1 == tag).map(|r| r.0)
}

/// The `DW_TAG_*` of composite tag number `composite`; `None` for an unknown number.
pub fn dw_tag_of_composite(composite: u32) -> Option<u32> {
    COMPOSITES.iter().find(|r| r.0 as u32 == composite).map(|r| r.1)
}

// ---------------------------------------------------------------------------------------
// DebugImportedEntity ⇄ DW_TAG_imported_{module,declaration}

/// DebugImportedEntity (OpenCL.DebugInfo.100 4.7, the `Tag` operand of
/// DebugImportedEntity) ⇄ the `DIImportedEntity` tag.
const IMPORTS: [(u32, u32); 2] = [(0, dw_tag::IMPORTED_MODULE), (1, dw_tag::IMPORTED_DECLARATION)];

/// The DebugImportedEntity number (`ImportedModule` 0, `ImportedDeclaration` 1) of a
/// `DIImportedEntity` with tag `tag`; `None` for other tags.
pub fn imported_entity_of_dw_tag(tag: u32) -> Option<u32> {
    IMPORTS.iter().find(|r| r.1 == tag).map(|r| r.0)
}

/// The `DW_TAG_imported_*` of DebugImportedEntity number `kind`; `None` for an unknown one.
pub fn dw_tag_of_imported_entity(kind: u32) -> Option<u32> {
    IMPORTS.iter().find(|r| r.0 == kind).map(|r| r.1)
}

// ---------------------------------------------------------------------------------------
// DebugOperation ⇄ DW_OP_*

/// One row of the DebugOperation ⇄ `DW_OP_*` table: `span` consecutive operations
/// (`lit0..lit31`, ...) starting at `operation` / `dw_op`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DebugOperationRow {
    /// The DebugOperation number (the `OpCode` operand of DebugOperation).
    pub operation: u32,
    /// The `DW_OP_*` (or LLVM `DW_OP_LLVM_*`) number, as a `DIExpression` element.
    pub dw_op: u64,
    /// How many consecutive numbers the row covers (1 but for lit/reg/breg).
    pub span: u32,
    /// The literal operands following the operation, in `DIExpression` elements and in
    /// DebugOperation operands (LLVM's arity for `DW_OP_LLVM_*`, DWARF's otherwise).
    pub arity: u8,
    /// The sets that define the operation.
    pub availability: Availability,
    /// The DWARF name without `DW_OP_`, for messages.
    pub name: &'static str,
}

const fn op(
    operation: u32,
    dw_op: u64,
    span: u32,
    arity: u8,
    availability: Availability,
    name: &'static str,
) -> DebugOperationRow {
    DebugOperationRow { operation, dw_op, span, arity, availability, name }
}

/// DebugOperation ⇄ `DW_OP_*`. 0..=9 are the grammars' DebugOperation enumerants; 10 and up
/// are the Khronos translator's NonSemantic.Shader.DebugInfo.200 numbering.
pub const DW_OP: &[DebugOperationRow] = {
    use Availability::{AllSets as A, Shader200 as S};
    &[
        op(0, 0x06, 1, 0, A, "deref"),
        op(1, 0x22, 1, 0, A, "plus"),
        op(2, 0x1c, 1, 0, A, "minus"),
        op(3, 0x23, 1, 1, A, "plus_uconst"),
        op(4, 0x9d, 1, 2, A, "bit_piece"),
        op(5, 0x16, 1, 0, A, "swap"),
        op(6, 0x18, 1, 0, A, "xderef"),
        op(7, 0x9f, 1, 0, A, "stack_value"),
        op(8, 0x10, 1, 1, A, "constu"),
        op(9, 0x1000, 1, 2, A, "LLVM_fragment"),
        op(10, 0x1001, 1, 2, S, "LLVM_convert"),
        op(11, 0x03, 1, 1, S, "addr"),
        op(12, 0x08, 1, 1, S, "const1u"),
        op(13, 0x09, 1, 1, S, "const1s"),
        op(14, 0x0a, 1, 1, S, "const2u"),
        op(15, 0x0b, 1, 1, S, "const2s"),
        op(16, 0x0c, 1, 1, S, "const4u"),
        op(17, 0x0d, 1, 1, S, "const4s"),
        op(18, 0x0e, 1, 1, S, "const8u"),
        op(19, 0x0f, 1, 1, S, "const8s"),
        op(20, 0x11, 1, 1, S, "consts"),
        op(21, 0x12, 1, 0, S, "dup"),
        op(22, 0x13, 1, 0, S, "drop"),
        op(23, 0x14, 1, 0, S, "over"),
        op(24, 0x15, 1, 1, S, "pick"),
        op(25, 0x17, 1, 0, S, "rot"),
        op(26, 0x19, 1, 0, S, "abs"),
        op(27, 0x1a, 1, 0, S, "and"),
        op(28, 0x1b, 1, 0, S, "div"),
        op(29, 0x1d, 1, 0, S, "mod"),
        op(30, 0x1e, 1, 0, S, "mul"),
        op(31, 0x1f, 1, 0, S, "neg"),
        op(32, 0x20, 1, 0, S, "not"),
        op(33, 0x21, 1, 0, S, "or"),
        op(34, 0x24, 1, 0, S, "shl"),
        op(35, 0x25, 1, 0, S, "shr"),
        op(36, 0x26, 1, 0, S, "shra"),
        op(37, 0x27, 1, 0, S, "xor"),
        op(38, 0x28, 1, 1, S, "bra"),
        op(39, 0x29, 1, 0, S, "eq"),
        op(40, 0x2a, 1, 0, S, "ge"),
        op(41, 0x2b, 1, 0, S, "gt"),
        op(42, 0x2c, 1, 0, S, "le"),
        op(43, 0x2d, 1, 0, S, "lt"),
        op(44, 0x2e, 1, 0, S, "ne"),
        op(45, 0x2f, 1, 1, S, "skip"),
        op(46, 0x30, 32, 0, S, "lit"),
        op(78, 0x50, 32, 0, S, "reg"),
        op(110, 0x70, 32, 1, S, "breg"),
        op(142, 0x90, 1, 1, S, "regx"),
        op(143, 0x91, 1, 1, S, "fbreg"),
        op(144, 0x92, 1, 2, S, "bregx"),
        op(145, 0x93, 1, 1, S, "piece"),
        op(146, 0x94, 1, 1, S, "deref_size"),
        op(147, 0x95, 1, 1, S, "xderef_size"),
        op(148, 0x96, 1, 0, S, "nop"),
        op(149, 0x97, 1, 0, S, "push_object_address"),
        op(150, 0x98, 1, 1, S, "call2"),
        op(151, 0x99, 1, 1, S, "call4"),
        op(152, 0x9a, 1, 1, S, "call_ref"),
        op(153, 0x9b, 1, 0, S, "form_tls_address"),
        op(154, 0x9c, 1, 0, S, "call_frame_cfa"),
        op(155, 0x9e, 1, 2, S, "implicit_value"),
        op(156, 0xa0, 1, 2, S, "implicit_pointer"),
        op(157, 0xa1, 1, 1, S, "addrx"),
        op(158, 0xa2, 1, 1, S, "constx"),
        op(159, 0xa3, 1, 2, S, "entry_value"),
        op(160, 0xa4, 1, 3, S, "const_type"),
        op(161, 0xa5, 1, 2, S, "regval_type"),
        op(162, 0xa6, 1, 2, S, "deref_type"),
        op(163, 0xa7, 1, 2, S, "xderef_type"),
        op(164, 0xa9, 1, 1, S, "reinterpret"),
        op(165, 0x1005, 1, 1, S, "LLVM_arg"),
        op(166, 0x1004, 1, 0, S, "LLVM_implicit_pointer"),
        op(167, 0x1002, 1, 1, S, "LLVM_tag_offset"),
    ]
};

/// The row and offset in its span of `DIExpression` element `dw_op`; `None` for an
/// operation no set defines (`DW_OP_LLVM_entry_value`, `DW_OP_LLVM_extract_bits_*`, ...).
fn row_of_dw_op(dw_op: u64) -> Option<(&'static DebugOperationRow, u32)> {
    DW_OP.iter().find_map(|r| {
        let off = dw_op.checked_sub(r.dw_op)?;
        (off < u64::from(r.span)).then_some((r, off as u32))
    })
}

/// The DebugOperation number and literal-operand count of `DIExpression` element `dw_op`,
/// whatever the set; `None` when no set defines the operation. Check the row's
/// availability with [`Availability::allows`].
pub fn operation_of_dw_op(dw_op: u64) -> Option<(u32, &'static DebugOperationRow)> {
    row_of_dw_op(dw_op).map(|(r, off)| (r.operation + off, r))
}

/// The `DW_OP_*` element and literal-operand count of DebugOperation number `operation`;
/// `None` for a number no set defines.
pub fn dw_op_of_operation(operation: u32) -> Option<(u64, &'static DebugOperationRow)> {
    DW_OP.iter().find_map(|r| {
        let off = operation.checked_sub(r.operation)?;
        (off < r.span).then_some((r.dw_op + u64::from(off), r))
    })
}

// ---------------------------------------------------------------------------------------
// DebugInfoFlags ⇄ LLVM DIFlags / DISPFlags

/// SPIR-V DebugInfoFlags bits (OpenCL.DebugInfo.100 4.1).
pub mod spirv_flag {
    /// `FlagIsProtected`.
    pub const IS_PROTECTED: u32 = 0x01;
    /// `FlagIsPrivate`.
    pub const IS_PRIVATE: u32 = 0x02;
    /// `FlagIsPublic` (both access bits).
    pub const IS_PUBLIC: u32 = 0x03;
    /// `FlagIsLocal`.
    pub const IS_LOCAL: u32 = 0x04;
    /// `FlagIsDefinition`.
    pub const IS_DEFINITION: u32 = 0x08;
    /// `FlagFwdDecl`.
    pub const FWD_DECL: u32 = 0x10;
    /// `FlagArtificial`.
    pub const ARTIFICIAL: u32 = 0x20;
    /// `FlagExplicit`.
    pub const EXPLICIT: u32 = 0x40;
    /// `FlagPrototyped`.
    pub const PROTOTYPED: u32 = 0x80;
    /// `FlagObjectPointer`.
    pub const OBJECT_POINTER: u32 = 0x100;
    /// `FlagStaticMember`.
    pub const STATIC_MEMBER: u32 = 0x200;
    /// `FlagIndirectVariable`.
    pub const INDIRECT_VARIABLE: u32 = 0x400;
    /// `FlagLValueReference`.
    pub const LVALUE_REFERENCE: u32 = 0x800;
    /// `FlagRValueReference`.
    pub const RVALUE_REFERENCE: u32 = 0x1000;
    /// `FlagIsOptimized`.
    pub const IS_OPTIMIZED: u32 = 0x2000;
    /// `FlagIsEnumClass`.
    pub const IS_ENUM_CLASS: u32 = 0x4000;
    /// `FlagTypePassByValue`.
    pub const TYPE_PASS_BY_VALUE: u32 = 0x8000;
    /// `FlagTypePassByReference`.
    pub const TYPE_PASS_BY_REFERENCE: u32 = 0x10000;
    /// `FlagBitField` (a bit-field member): NonSemantic.Shader.DebugInfo.200 only (the
    /// Khronos translator's numbering); the other sets have no such bit.
    pub const BIT_FIELD: u32 = 0x40000;
}

/// Which LLVM flag word a [`FLAGS`] row reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LlvmFlagWord {
    /// `DIFlags` (`llvm/IR/DebugInfoFlags.def`, `HANDLE_DI_FLAG`).
    Di,
    /// `DISPFlags` (`HANDLE_DISP_FLAG`); a `DIGlobalVariable`'s `isLocal` / `isDefinition`
    /// use the same `LocalToUnit` / `Definition` bits.
    Sp,
}

/// (LLVM word, LLVM bits, SPIR-V bits). The access rows are two-bit values (masked with
/// `3` on both sides), the others single bits.
const FLAGS: [(LlvmFlagWord, u32, u32); 15] = {
    use spirv_flag as F;
    use LlvmFlagWord::Di;
    [
        (Di, 3, F::IS_PUBLIC),
        (Di, 1, F::IS_PRIVATE),
        (Di, 2, F::IS_PROTECTED),
        (Di, 1 << 2, F::FWD_DECL),
        (Di, 1 << 6, F::ARTIFICIAL),
        (Di, 1 << 7, F::EXPLICIT),
        (Di, 1 << 8, F::PROTOTYPED),
        (Di, 1 << 10, F::OBJECT_POINTER),
        (Di, 1 << 12, F::STATIC_MEMBER),
        (Di, 1 << 13, F::LVALUE_REFERENCE),
        (Di, 1 << 14, F::RVALUE_REFERENCE),
        (Di, 1 << 22, F::TYPE_PASS_BY_VALUE),
        (Di, 1 << 23, F::TYPE_PASS_BY_REFERENCE),
        (Di, 1 << 24, F::IS_ENUM_CLASS),
        (Di, 1 << 19, F::BIT_FIELD),
    ]
};

/// `DISPFlags` rows (kept apart: `FLAGS` is `DIFlags`).
const SP_FLAGS: [(LlvmFlagWord, u32, u32); 3] = {
    use spirv_flag as F;
    [
        (LlvmFlagWord::Sp, 1 << 2, F::IS_LOCAL),
        (LlvmFlagWord::Sp, 1 << 3, F::IS_DEFINITION),
        (LlvmFlagWord::Sp, 1 << 4, F::IS_OPTIMIZED),
    ]
};

fn flag_rows() -> impl Iterator<Item = &'static (LlvmFlagWord, u32, u32)> {
    FLAGS.iter().chain(SP_FLAGS.iter())
}

/// The DebugInfoFlags of LLVM `DIFlags` `di` and `DISPFlags` `sp` (pass `LocalToUnit` /
/// `Definition` bits for a global variable's `isLocal` / `isDefinition`), and the `DIFlags`
/// bits no DebugInfoFlags bit expresses (`BitField`, `Vector`, `NoReturn`, ...).
pub fn spirv_flags_of_llvm(di: u32, sp: u32) -> (u32, u32) {
    let mut out = 0;
    let mut rest = di;
    for &(word, bits, spirv) in flag_rows() {
        let (w, is_access) = match word {
            LlvmFlagWord::Di => (di, bits & !3 == 0),
            LlvmFlagWord::Sp => (sp, false),
        };
        let hit = if is_access { w & 3 == bits } else { w & bits == bits };
        if hit && (!is_access || out & 3 == 0) {
            out |= spirv;
            if word == LlvmFlagWord::Di {
                rest &= !bits;
            }
        }
    }
    (out, rest)
}

/// The LLVM (`DIFlags`, `DISPFlags`) of DebugInfoFlags `flags` (the inverse of
/// [`spirv_flags_of_llvm`]); bits without an LLVM flag (`FlagIndirectVariable`, ...) are
/// dropped.
pub fn llvm_flags_of_spirv(flags: u32) -> (u32, u32) {
    let (mut di, mut sp) = (0, 0);
    for &(word, bits, spirv) in flag_rows() {
        let is_access = word == LlvmFlagWord::Di && bits & !3 == 0;
        let hit = if is_access { flags & 3 == spirv } else { flags & spirv == spirv };
        if hit {
            match word {
                LlvmFlagWord::Di => di |= bits,
                LlvmFlagWord::Sp => sp |= bits,
            }
        }
    }
    (di, sp)
}

// ---------------------------------------------------------------------------------------
// SourceLanguage ⇄ DW_LANG_*

/// (`DW_LANG_*`, SourceLanguage number, sets). Forward takes the first row of the language
/// that the set allows; reverse the first row of the number. Numbers 200 and up are the
/// Khronos translator's NonSemantic.Shader.DebugInfo.200 languages; in the other sets the
/// C and C++ dialects fold to `OpenCL_C` / `CPP_for_OpenCL`.
const LANGUAGES: [(u32, u32, Availability); 33] = {
    use spirv::SourceLanguage as L;
    use Availability::{AllSets as A, Shader200 as S};
    [
        (0x15, L::OpenCL_C as u32, A),       // OpenCL
        (0x21, 217, S),                      // C_plus_plus_14
        (0x21, L::CPP_for_OpenCL as u32, A), // (C++ for OpenCL is C++14 to clang)
        (0x0c, 211, S),                      // C99
        (0x0c, L::OpenCL_C as u32, A),
        (0x02, 210, S), // C
        (0x02, L::OpenCL_C as u32, A),
        (0x01, L::OpenCL_C as u32, A), // C89
        (0x1d, 212, S),                // C11
        (0x1d, L::OpenCL_C as u32, A),
        (0x2c, 213, S), // C17
        (0x2c, L::OpenCL_C as u32, A),
        (0x04, 214, S), // C_plus_plus
        (0x04, L::CPP_for_OpenCL as u32, A),
        (0x19, 215, S), // C_plus_plus_03
        (0x19, L::CPP_for_OpenCL as u32, A),
        (0x1a, 216, S), // C_plus_plus_11
        (0x1a, L::CPP_for_OpenCL as u32, A),
        (0x2a, 218, S), // C_plus_plus_17
        (0x2a, L::CPP_for_OpenCL as u32, A),
        (0x2b, 219, S), // C_plus_plus_20
        (0x2b, L::CPP_for_OpenCL as u32, A),
        (0x21, L::OpenCL_CPP as u32, A), // reverse only: OpenCL C++ → C++14
        (0x1c, L::Rust as u32, A),
        (0x27, L::Zig as u32, A),
        (0x14, 200, S), // Python
        (0x1f, 201, S), // Julia
        (0x13, 203, S), // D
        (0x07, 204, S), // Fortran77
        (0x08, 205, S), // Fortran90
        (0x0e, 206, S), // Fortran95
        (0x22, 207, S), // Fortran03
        (0x23, 208, S), // Fortran08
    ]
};

/// The SourceLanguage number of `DW_LANG_*` `dw_lang` in `set`; `None` when the set has no
/// language for it (the caller writes `Unknown`).
pub fn source_language_of_dw_lang(dw_lang: u32, set: DebugInfoSet) -> Option<u32> {
    LANGUAGES.iter().find(|r| r.0 == dw_lang && r.2.allows(set)).map(|r| r.1)
}

/// The `DW_LANG_*` of SourceLanguage number `language`; `None` for `Unknown`, the shading
/// languages and unknown numbers (the caller picks `DW_LANG_OpenCL`).
pub fn dw_lang_of_source_language(language: u32) -> Option<u32> {
    LANGUAGES.iter().find(|r| r.1 == language).map(|r| r.0)
}
