//! Symbolic names used by the Khronos translator's text format.
//!
//! The translator prints only a handful of operand kinds by name: opcodes,
//! capabilities, decorations, linkage types, the two INTEL decoration
//! qualifiers, and extended-instruction opcodes of the sets it knows.
//! Everything else is a decimal word.
//!
//! Names start from the toolchain spellings of [`super`] (the `spirv` 0.3
//! grammar's name, else the 0.4 name) and `rspirv`'s instruction table. Where the reference translator spells a
//! value differently (it keeps its own name maps, and where several grammar
//! names share one value its map keeps the *last* alias it registers), the
//! difference is listed in an override table below. Those tables were
//! established by black-box comparison with the reference `llvm-spirv`
//! (binary modules holding every capability and decoration value, written
//! with `-to-text`), not copied from its sources.

use std::collections::HashMap;
use std::sync::OnceLock;

use rspirv::grammar::OPENCL_STD_100_INSTRUCTION_TABLE;

/// Operand kinds that the Khronos text format prints by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NameKind {
    /// The operand of `OpCapability`.
    Capability,
    /// The decoration of `OpDecorate`, `OpMemberDecorate`, `OpDecorateId`, ...
    Decoration,
    /// The linkage type of a `LinkageAttributes` decoration.
    LinkageType,
    /// The qualifier of a `HostAccessINTEL` decoration.
    HostAccess,
    /// The qualifier of an `InitModeINTEL` decoration.
    InitMode,
    /// The extended opcode of an `OpExtInst` of a known set.
    ExtOp(SetKind),
    /// An opcode operand the reference prints by name (without `Op`): the comparison of
    /// SPV_INTEL_function_variants' `OpSpecConstantArchitectureINTEL`.
    Opcode,
}

impl NameKind {
    /// Human-readable name of the kind, for error messages.
    pub fn describe(self) -> &'static str {
        match self {
            NameKind::Capability => "capability",
            NameKind::Decoration => "decoration",
            NameKind::LinkageType => "linkage type",
            NameKind::HostAccess => "host access qualifier",
            NameKind::InitMode => "initialization mode qualifier",
            NameKind::ExtOp(SetKind::OpenCl) => "OpenCL.std instruction",
            NameKind::ExtOp(SetKind::Debug) => "debug info instruction",
            NameKind::ExtOp(SetKind::AuxData) => "NonSemantic.AuxData instruction",
            NameKind::Opcode => "opcode",
        }
    }
}

/// Extended instruction sets whose opcodes the translator prints by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetKind {
    /// `OpenCL.std`.
    OpenCl,
    /// `SPIRV.debug`, `OpenCL.DebugInfo.100`, `NonSemantic.Shader.DebugInfo.100`
    /// and `.200`: the translator uses one opcode-name map for all of them.
    Debug,
    /// `NonSemantic.AuxData`.
    AuxData,
}

/// Classifies an `OpExtInstImport` name.
pub fn set_kind(name: &[u8]) -> Option<SetKind> {
    match name {
        b"OpenCL.std" => Some(SetKind::OpenCl),
        b"SPIRV.debug"
        | b"OpenCL.DebugInfo.100"
        | b"NonSemantic.Shader.DebugInfo.100"
        | b"NonSemantic.Shader.DebugInfo.200" => Some(SetKind::Debug),
        b"NonSemantic.AuxData" => Some(SetKind::AuxData),
        _ => None,
    }
}

/// Whether an import name is one of the `NonSemantic.Shader.DebugInfo` sets,
/// whose `DebugLine`/`DebugNoLine` the translator attaches to the following
/// instruction like `OpLine`.
pub fn is_nonsemantic_debug_set(name: &[u8]) -> bool {
    matches!(name, b"NonSemantic.Shader.DebugInfo.100" | b"NonSemantic.Shader.DebugInfo.200")
}

/// A bidirectional name table.
struct Table {
    by_value: HashMap<u32, String>,
    by_name: HashMap<String, u32>,
}

impl Table {
    /// Builds a table: `primary` names are printed (and read); `aliases` are
    /// only accepted when reading. A value listed in `numeric` has no printed
    /// name (it is written as a number).
    fn build(
        primary: impl IntoIterator<Item = (u32, String)>,
        overrides: &[(u32, &str)],
        numeric: &[u32],
        aliases: impl IntoIterator<Item = (String, u32)>,
    ) -> Table {
        let mut by_value: HashMap<u32, String> = primary.into_iter().collect();
        let mut by_name: HashMap<String, u32> = HashMap::new();
        for (name, value) in aliases {
            by_name.insert(name, value);
        }
        for v in numeric {
            if let Some(name) = by_value.remove(v) {
                // The stale name must not read back as this value either.
                if by_name.get(&name) == Some(v) {
                    by_name.remove(&name);
                }
            }
        }
        for (v, name) in overrides {
            by_value.insert(*v, (*name).to_string());
        }
        // Printed names win over aliases when reading.
        for (v, name) in &by_value {
            by_name.insert(name.clone(), *v);
        }
        Table { by_value, by_name }
    }
}

/// A toolchain name table as owned pairs.
fn owned(names: &super::Names) -> Vec<(u32, String)> {
    names.iter().map(|(v, n)| (*v, (*n).to_string())).collect()
}

/// Capabilities the reference names differently from the grammar's primary
/// name, or knows but the `spirv` 0.3 grammar does not.
const CAPABILITY_OVERRIDES: &[(u32, &str)] = &[
    (4433, "StorageUniformBufferBlock16"),
    (5254, "ShaderViewportIndexLayerNV"),
    (5284, "FragmentBarycentricNV"),
    (5291, "ShadingRateNV"),
    (5301, "ShaderNonUniformEXT"),
    (5302, "RuntimeDescriptorArrayEXT"),
    (5303, "InputAttachmentArrayDynamicIndexingEXT"),
    (5304, "UniformTexelBufferArrayDynamicIndexingEXT"),
    (5305, "StorageTexelBufferArrayDynamicIndexingEXT"),
    (5306, "UniformBufferArrayNonUniformIndexingEXT"),
    (5307, "SampledImageArrayNonUniformIndexingEXT"),
    (5308, "StorageBufferArrayNonUniformIndexingEXT"),
    (5309, "StorageImageArrayNonUniformIndexingEXT"),
    (5310, "InputAttachmentArrayNonUniformIndexingEXT"),
    (5311, "UniformTexelBufferArrayNonUniformIndexingEXT"),
    (5312, "StorageTexelBufferArrayNonUniformIndexingEXT"),
    (5345, "VulkanMemoryModelKHR"),
    (5346, "VulkanMemoryModelDeviceScopeKHR"),
    (5347, "PhysicalStorageBufferAddressesEXT"),
    (5379, "DemoteToHelperInvocationEXT"),
    (5943, "IOPipeINTEL"),
    (6016, "DotProductInputAllKHR"),
    (6017, "DotProductInput4x8BitKHR"),
    (6018, "DotProductInput4x8BitPackedKHR"),
    (6019, "DotProductKHR"),
    (6084, "VectorVariantsINTEL"),
    (6089, "LongCompositesINTEL"),
    (6093, "FastCompositeINTEL"),
    (6112, "TokenTypeINTEL"),
    (6115, "Bfloat16ConversionINTEL"),
    (6118, "JointMatrixINTEL"),
    (6134, "HWThreadQueryINTEL"),
    (6144, "FPArithmeticFenceINTEL"),
    (6146, "GlobalVariableDecorationsINTEL"),
    (6150, "FPGAClusterAttributesV2INTEL"),
    (6162, "TaskSequenceINTEL"),
    (6187, "GlobalVariableHostAccessINTEL"),
    (6189, "GlobalVariableFPGADecorationsINTEL"),
    (6192, "CooperativeMatrixCheckedInstructionsINTEL"),
    (6411, "CooperativeMatrixPrefetchINTEL"),
    (6414, "ComplexFloatMulDivINTEL"),
    (6425, "TensorFloat32RoundingINTEL"),
    (6427, "MaskedGatherScatterINTEL"),
    (6435, "CooperativeMatrixInvocationInstructionsINTEL"),
    (6436, "JointMatrixTF32ComponentTypeINTEL"),
    (6437, "JointMatrixBF16ComponentTypeINTEL"),
    (6438, "JointMatrixPackedInt2ComponentTypeINTEL"),
    (6439, "JointMatrixPackedInt4ComponentTypeINTEL"),
    (6445, "SubgroupRequirementsINTEL"),
    (6460, "RegisterLimitsINTEL"),
    (6528, "BindlessImagesINTEL"),
];

/// Capability values whose `spirv` 0.3 name belongs to another value in the
/// current grammar and that have no current name; printed as numbers. (6167, 0.3's
/// GlobalVariableHostAccessINTEL, is SigmoidINTEL in the internal grammar.)
const CAPABILITY_NUMERIC: &[u32] = &[];

/// Decorations the reference names differently from the grammar's primary
/// name, or knows but the `spirv` 0.3 grammar does not (including the
/// translator-internal values 5940, 6087, 6149, 6409, 9624 and 9625).
const DECORATION_OVERRIDES: &[(u32, &str)] = &[
    (5285, "PerVertexNV"),
    (5300, "NonUniformEXT"),
    (5355, "RestrictPointerEXT"),
    (5356, "AliasedPointerEXT"),
    (5625, "FuncParamIOKind"),
    (5634, "HlslCounterBufferGOOGLE"),
    (5883, "StridesizeINTEL"),
    (5884, "WordsizeINTEL"),
    (5885, "TrueDualPortINTEL"),
    (5940, "RuntimeAlignedINTEL"),
    (6083, "VectorVariantsTableINTEL"),
    (6087, "CallableFunctionINTEL"),
    (6149, "ImplementInCSRINTEL"),
    (6151, "StallFreeINTEL"),
    (6188, "HostAccessINTEL"),
    (6190, "InitModeINTEL"),
    (6191, "ImplementInRegisterMapINTEL"),
    // SPV_INTEL_function_variants' ConditionalINTEL, spelled with the enum's prefix.
    (6247, "DecorationConditionalINTEL"),
    (6409, "ArgumentAttributeINTEL"),
    (9624, "FuncParamKindINTEL"),
    (9625, "FuncParamDescINTEL"),
];

/// Decoration values printed as numbers: 6147 and 6148 are the translator's
/// legacy internal `HostAccessINTEL`/`InitModeINTEL`, which the reference
/// prints with the same names as 6188/6190 (so a name could not be read back
/// unambiguously); 6168 is a stale `spirv` 0.3 number the reference does not
/// know.
const DECORATION_NUMERIC: &[u32] = &[6147, 6148, 6168];

/// Opcodes the reference names differently from the toolchain spelling
/// ([`super::op_name`]) or `rspirv`'s first grammar entry for the value, or that
/// `rspirv`'s grammar lacks (newer INTEL
/// extensions and translator-internal opcodes). Their operands are printed as
/// plain words, as the reference does.
const OPCODE_OVERRIDES: &[(u16, &str)] = &[
    (5334, "ReportIntersectionKHR"),
    (5341, "TypeAccelerationStructureKHR"),
    (5380, "DemoteToHelperInvocationEXT"),
    (5632, "DecorateString"),
    (5633, "MemberDecorateString"),
    (6096, "CompositeConstructContinuedINTEL"),
    (6113, "TypeTokenINTEL"),
    (6119, "TypeJointMatrixINTEL"),
    (6120, "JointMatrixLoadINTEL"),
    (6121, "JointMatrixStoreINTEL"),
    (6122, "JointMatrixMadINTEL"),
    (6128, "JointMatrixSUMadINTEL"),
    (6129, "JointMatrixUSMadINTEL"),
    (6130, "JointMatrixUUMadINTEL"),
    (6145, "ArithmeticFenceINTEL"),
    (6163, "TaskSequenceCreateINTEL"),
    (6164, "TaskSequenceAsyncINTEL"),
    (6165, "TaskSequenceGetINTEL"),
    (6166, "TaskSequenceReleaseINTEL"),
    (6184, "TypeJointMatrixINTELv2"),
    (6193, "CooperativeMatrixLoadCheckedINTEL"),
    (6194, "CooperativeMatrixStoreCheckedINTEL"),
    (6195, "CooperativeMatrixConstructCheckedINTEL"),
    (6221, "SubgroupBlockPrefetchINTEL"),
    (6231, "Subgroup2DBlockLoadINTEL"),
    (6232, "Subgroup2DBlockLoadTransformINTEL"),
    (6233, "Subgroup2DBlockLoadTransposeINTEL"),
    (6234, "Subgroup2DBlockPrefetchINTEL"),
    (6235, "Subgroup2DBlockStoreINTEL"),
    (6237, "SubgroupMatrixMultiplyAccumulateINTEL"),
    (6242, "BitwiseFunctionINTEL"),
    (6410, "JointMatrixWorkItemLengthINTEL"),
    (6411, "TypeTaskSequenceINTEL"),
    (6415, "ComplexFMulINTEL"),
    (6416, "ComplexFDivINTEL"),
    (6426, "RoundFToTF32INTEL"),
    (6428, "MaskedGatherINTEL"),
    (6429, "MaskedScatterINTEL"),
    (6440, "JointMatrixGetElementCoordINTEL"),
    (6448, "CooperativeMatrixApplyFunctionINTEL"),
    (6449, "CooperativeMatrixPrefetchINTEL"),
    (6529, "ConvertHandleToImageINTEL"),
    (6530, "ConvertHandleToSamplerINTEL"),
    (6531, "ConvertHandleToSampledImageINTEL"),
];

/// The translator's names for its debug-info extended opcodes (one map for
/// all debug sets; note the reference's stray comma in `DebugTypePtrToMember,`,
/// which it really prints).
const DEBUG_EXT_OPS: &[(u32, &str)] = &[
    (0, "DebugInfoNone"),
    (1, "DebugCompilationUnit"),
    (2, "DebugTypeBasic"),
    (3, "DebugTypePointer"),
    (4, "DebugTypeQualifier"),
    (5, "DebugTypeArray"),
    (6, "DebugTypeVector"),
    (7, "DebugTypedef"),
    (8, "DebugTypeFunction"),
    (9, "DebugTypeEnum"),
    (10, "DebugTypeComposite"),
    (11, "DebugTypeMember"),
    (12, "DebugTypeInheritance"),
    (13, "DebugTypePtrToMember,"),
    (14, "DebugTypeTemplate"),
    (15, "DebugTypeTemplateParameter"),
    (16, "DebugTypeTemplateParameterPack"),
    (17, "DebugTypeTemplateTemplateParameter"),
    (18, "DebugGlobalVariable"),
    (19, "DebugFunctionDeclaration"),
    (20, "DebugFunction"),
    (21, "DebugLexicalBlock"),
    (22, "DebugLexicalBlockDiscriminator"),
    (23, "DebugScope"),
    (24, "DebugNoScope"),
    (25, "DebugInlinedAt"),
    (26, "DebugLocalVariable"),
    (27, "DebugInlinedVariable"),
    (28, "DebugDeclare"),
    (29, "DebugValue"),
    (30, "DebugOperation"),
    (31, "DebugExpression"),
    (34, "DebugImportedEntity"),
    (35, "DebugSource"),
    (36, "DebugModuleINTEL"),
    (101, "DebugFunctionDefinition"),
    (102, "DebugSourceContinued"),
    (103, "DebugLine"),
    (104, "DebugNoLine"),
    (105, "DebugBuildIdentifier"),
    (106, "DebugStoragePath"),
    (107, "DebugEntryPoint"),
    (200, "DebugModule"),
    (201, "DebugTypeSubrange"),
    (202, "DebugTypeArrayDynamic"),
    (203, "DebugTypeString"),
];

/// `DebugLine` and `DebugNoLine` in the translator's debug opcode numbering.
pub const DEBUG_LINE: u32 = 103;
/// See [`DEBUG_LINE`].
pub const DEBUG_NO_LINE: u32 = 104;

/// `NonSemanticAuxDataFunctionMetadata` (function, name string, operands...).
pub const AUX_DATA_FUNCTION_METADATA: u32 = 0;
/// `NonSemanticAuxDataFunctionAttribute` (function, name string, optional value string).
pub const AUX_DATA_FUNCTION_ATTRIBUTE: u32 = 1;
/// `NonSemanticAuxDataGlobalVariableMetadata` (variable, name string, operands...).
pub const AUX_DATA_GLOBAL_VARIABLE_METADATA: u32 = 2;

/// `NonSemantic.AuxData` opcodes, as the translator names them.
const AUX_DATA_EXT_OPS: &[(u32, &str)] = &[
    (AUX_DATA_FUNCTION_METADATA, "NonSemanticAuxDataFunctionMetadata"),
    (AUX_DATA_FUNCTION_ATTRIBUTE, "NonSemanticAuxDataFunctionAttribute"),
    (AUX_DATA_GLOBAL_VARIABLE_METADATA, "NonSemanticAuxDataGlobalVariableMetadata"),
    (3, "NonSemanticAuxDataGlobalVariableAttribute"),
    (4, "NonSemanticAuxDataLinkage"),
    (5, "NonSemanticAuxDataInstructionMetadata"),
];

fn capability_table() -> &'static Table {
    static T: OnceLock<Table> = OnceLock::new();
    T.get_or_init(|| {
        let primary = owned(super::capability_names());
        let aliases = primary.clone().into_iter().map(|(v, n)| (n, v));
        Table::build(primary, CAPABILITY_OVERRIDES, CAPABILITY_NUMERIC, aliases)
    })
}

fn decoration_table() -> &'static Table {
    static T: OnceLock<Table> = OnceLock::new();
    T.get_or_init(|| {
        let primary = owned(super::decoration_names());
        let aliases = primary.clone().into_iter().map(|(v, n)| (n, v));
        Table::build(primary, DECORATION_OVERRIDES, DECORATION_NUMERIC, aliases)
    })
}

fn linkage_table() -> &'static Table {
    static T: OnceLock<Table> = OnceLock::new();
    T.get_or_init(|| {
        let primary = owned(super::linkage_names());
        Table::build(primary, &[], &[], Vec::new())
    })
}

fn host_access_table() -> &'static Table {
    static T: OnceLock<Table> = OnceLock::new();
    T.get_or_init(|| {
        let primary = owned(super::host_access_names());
        Table::build(primary, &[], &[], Vec::new())
    })
}

fn init_mode_table() -> &'static Table {
    static T: OnceLock<Table> = OnceLock::new();
    T.get_or_init(|| {
        let primary = owned(super::init_mode_names());
        Table::build(primary, &[], &[], Vec::new())
    })
}

fn opencl_table() -> &'static Table {
    static T: OnceLock<Table> = OnceLock::new();
    T.get_or_init(|| {
        let primary = OPENCL_STD_100_INSTRUCTION_TABLE
            .iter()
            .map(|i| (u32::from(i.opcode), i.opname.to_string()))
            .collect::<Vec<_>>();
        Table::build(primary, &[], &[], Vec::new())
    })
}

fn fixed_table(entries: &'static [(u32, &'static str)]) -> Table {
    Table::build(entries.iter().map(|(v, n)| (*v, (*n).to_string())), &[], &[], Vec::new())
}

fn debug_table() -> &'static Table {
    static T: OnceLock<Table> = OnceLock::new();
    T.get_or_init(|| fixed_table(DEBUG_EXT_OPS))
}

fn aux_table() -> &'static Table {
    static T: OnceLock<Table> = OnceLock::new();
    T.get_or_init(|| fixed_table(AUX_DATA_EXT_OPS))
}

/// The name table of `kind`; `None` for opcodes, which have their own ([`opcode_name`]).
fn table(kind: NameKind) -> Option<&'static Table> {
    Some(match kind {
        NameKind::Capability => capability_table(),
        NameKind::Decoration => decoration_table(),
        NameKind::LinkageType => linkage_table(),
        NameKind::HostAccess => host_access_table(),
        NameKind::InitMode => init_mode_table(),
        NameKind::ExtOp(SetKind::OpenCl) => opencl_table(),
        NameKind::ExtOp(SetKind::Debug) => debug_table(),
        NameKind::ExtOp(SetKind::AuxData) => aux_table(),
        NameKind::Opcode => return None,
    })
}

/// The toolchain spelling of `value` (see [`super`]: the 0.3 grammar's name, else
/// the 0.4 name; what `spirv-dis` prints), without the text format's overrides;
/// `None` for an extended opcode or a value the grammars do not know.
pub fn grammar_name(kind: NameKind, value: u32) -> Option<&'static str> {
    let table = match kind {
        NameKind::Capability => super::capability_names(),
        NameKind::Decoration => super::decoration_names(),
        NameKind::LinkageType => super::linkage_names(),
        NameKind::HostAccess => super::host_access_names(),
        NameKind::InitMode => super::init_mode_names(),
        NameKind::ExtOp(_) | NameKind::Opcode => return None,
    };
    table.get(&value).copied()
}

/// The printed name of `value`, or `None` to print it as a number.
pub fn name_of(kind: NameKind, value: u32) -> Option<&'static str> {
    match table(kind) {
        Some(t) => t.by_value.get(&value).map(String::as_str),
        None => u16::try_from(value).ok().and_then(opcode_name),
    }
}

/// The value of a printed (or alias) name.
pub fn value_of(kind: NameKind, name: &str) -> Option<u32> {
    match table(kind) {
        Some(t) => t.by_name.get(name).copied(),
        None => opcode_value(name).map(u32::from),
    }
}

struct OpTable {
    by_value: HashMap<u16, &'static str>,
    by_name: HashMap<&'static str, u16>,
}

fn op_table() -> &'static OpTable {
    static T: OnceLock<OpTable> = OnceLock::new();
    T.get_or_init(|| {
        // The toolchain spellings: the 0.3 grammar's names first (the reference spells
        // `OpFixedSqrtINTEL`, which the 0.4 grammar renamed `OpFixedSqrtALTERA`), then
        // the 0.4 names of newer opcodes; read in either spelling.
        let mut by_value: HashMap<u16, &'static str> = HashMap::new();
        for (&v, &name) in super::op_names() {
            if let Ok(v) = u16::try_from(v) {
                by_value.insert(v, name);
            }
        }
        let mut by_name: HashMap<&'static str, u16> =
            super::op_values().iter().map(|(&name, &op)| (name, op as u16)).collect();
        for inst in crate::grammar::all_instructions() {
            by_name.insert(inst.opname, inst.opcode as u16);
        }
        for (v, name) in OPCODE_OVERRIDES {
            by_value.insert(*v, *name);
        }
        // Printed names win when reading; of two values printed alike the lower, the
        // grammar's (`TypeTaskSequenceINTEL` is 6199, and 6411 in the reference's older
        // numbering).
        let mut printed: Vec<(u16, &'static str)> = by_value.iter().map(|(&v, &n)| (v, n)).collect();
        printed.sort_unstable_by(|a, b| b.cmp(a));
        for (v, name) in printed {
            by_name.insert(name, v);
        }
        OpTable { by_value, by_name }
    })
}

/// The printed name of an opcode (without the `Op` prefix).
pub fn opcode_name(op: u16) -> Option<&'static str> {
    op_table().by_value.get(&op).copied()
}

/// The opcode of a printed name; accepts the name with or without `Op`.
pub fn opcode_value(name: &str) -> Option<u16> {
    let t = op_table();
    t.by_name.get(name).or_else(|| name.strip_prefix("Op").and_then(|n| t.by_name.get(n))).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for kind in [NameKind::Capability, NameKind::Decoration] {
            for (v, n) in table(kind).map(|t| &t.by_value).into_iter().flatten() {
                assert_eq!(value_of(kind, n), Some(*v), "{n}");
            }
        }
        for (v, n) in &op_table().by_value {
            // 6411 is printed as 6199 is and read as the grammar's 6199.
            let v = if *v == 6411 { 6199 } else { *v };
            assert_eq!(opcode_value(n), Some(v), "{n}");
        }
    }

    #[test]
    fn reference_spellings() {
        assert_eq!(name_of(NameKind::Capability, 4), Some("Addresses"));
        assert_eq!(name_of(NameKind::Decoration, 5625), Some("FuncParamIOKind"));
        assert_eq!(name_of(NameKind::Decoration, 6188), Some("HostAccessINTEL"));
        assert_eq!(value_of(NameKind::Decoration, "InitModeINTEL"), Some(6190));
        assert_eq!(value_of(NameKind::Decoration, "DecorationConditionalINTEL"), Some(6247));
        assert_eq!(name_of(NameKind::Decoration, 6247), Some("DecorationConditionalINTEL"));
        assert_eq!(name_of(NameKind::Opcode, 176), Some("ULessThan"));
        assert_eq!(value_of(NameKind::Opcode, "UGreaterThanEqual"), Some(174));
        assert_eq!(name_of(NameKind::Decoration, 6147), None);
        assert_eq!(name_of(NameKind::LinkageType, 0), Some("Export"));
        assert_eq!(name_of(NameKind::LinkageType, 2), Some("LinkOnceODR"));
        assert_eq!(name_of(NameKind::ExtOp(SetKind::OpenCl), 184), Some("printf"));
        assert_eq!(opcode_name(4450), Some("SDotKHR"));
        assert_eq!(opcode_name(70), Some("InBoundsPtrAccessChain"));
        assert_eq!(opcode_value("OpLoad"), Some(61));
    }
}
