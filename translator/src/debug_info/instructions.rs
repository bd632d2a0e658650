//! The debug extended instruction sets (instruction numbers and operand layouts), generated
//! by `scripts/gen-debug-info-table.py` from SPIRV-Headers' `extinst.opencl.debuginfo.100`
//! (revision 2) and `extinst.nonsemantic.shader.debuginfo.100` (revision
//! 6) grammars, plus the Khronos SPIRV-LLVM-Translator's
//! NonSemantic.Shader.DebugInfo.200 additions. Do not edit by hand.

use super::DebugInfoSet;

/// How many times an operand occurs (the grammar's `quantifier`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantity {
    /// Exactly once.
    One,
    /// Zero or one time (only last operands).
    Optional,
    /// Zero or more times (only the last operand).
    Variadic,
}

/// One instruction of a debug extended instruction set (the grammar's `opname` without its
/// `Debug` prefix); [`DebugInstruction::number`] is its `Instruction` operand of
/// `OpExtInst`, the same in every set that has it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DebugInstruction {
    /// `DebugInfoNone` (0; in OpenCl100, Shader100, Shader200).
    InfoNone,
    /// `DebugCompilationUnit` (1; in OpenCl100, Shader100, Shader200).
    CompilationUnit,
    /// `DebugTypeBasic` (2; in OpenCl100, Shader100, Shader200).
    TypeBasic,
    /// `DebugTypePointer` (3; in OpenCl100, Shader100, Shader200).
    TypePointer,
    /// `DebugTypeQualifier` (4; in OpenCl100, Shader100, Shader200).
    TypeQualifier,
    /// `DebugTypeArray` (5; in OpenCl100, Shader100, Shader200).
    TypeArray,
    /// `DebugTypeVector` (6; in OpenCl100, Shader100, Shader200).
    TypeVector,
    /// `DebugTypedef` (7; in OpenCl100, Shader100, Shader200).
    Typedef,
    /// `DebugTypeFunction` (8; in OpenCl100, Shader100, Shader200).
    TypeFunction,
    /// `DebugTypeEnum` (9; in OpenCl100, Shader100, Shader200).
    TypeEnum,
    /// `DebugTypeComposite` (10; in OpenCl100, Shader100, Shader200).
    TypeComposite,
    /// `DebugTypeMember` (11; in OpenCl100, Shader100, Shader200).
    TypeMember,
    /// `DebugTypeInheritance` (12; in OpenCl100, Shader100, Shader200).
    TypeInheritance,
    /// `DebugTypePtrToMember` (13; in OpenCl100, Shader100, Shader200).
    TypePtrToMember,
    /// `DebugTypeTemplate` (14; in OpenCl100, Shader100, Shader200).
    TypeTemplate,
    /// `DebugTypeTemplateParameter` (15; in OpenCl100, Shader100, Shader200).
    TypeTemplateParameter,
    /// `DebugTypeTemplateTemplateParameter` (16; in OpenCl100, Shader100, Shader200).
    TypeTemplateTemplateParameter,
    /// `DebugTypeTemplateParameterPack` (17; in OpenCl100, Shader100, Shader200).
    TypeTemplateParameterPack,
    /// `DebugGlobalVariable` (18; in OpenCl100, Shader100, Shader200).
    GlobalVariable,
    /// `DebugFunctionDeclaration` (19; in OpenCl100, Shader100, Shader200).
    FunctionDeclaration,
    /// `DebugFunction` (20; in OpenCl100, Shader100, Shader200).
    Function,
    /// `DebugLexicalBlock` (21; in OpenCl100, Shader100, Shader200).
    LexicalBlock,
    /// `DebugLexicalBlockDiscriminator` (22; in OpenCl100, Shader100, Shader200).
    LexicalBlockDiscriminator,
    /// `DebugScope` (23; in OpenCl100, Shader100, Shader200).
    Scope,
    /// `DebugNoScope` (24; in OpenCl100, Shader100, Shader200).
    NoScope,
    /// `DebugInlinedAt` (25; in OpenCl100, Shader100, Shader200).
    InlinedAt,
    /// `DebugLocalVariable` (26; in OpenCl100, Shader100, Shader200).
    LocalVariable,
    /// `DebugInlinedVariable` (27; in OpenCl100, Shader100, Shader200).
    InlinedVariable,
    /// `DebugDeclare` (28; in OpenCl100, Shader100, Shader200).
    Declare,
    /// `DebugValue` (29; in OpenCl100, Shader100, Shader200).
    Value,
    /// `DebugOperation` (30; in OpenCl100, Shader100, Shader200).
    Operation,
    /// `DebugExpression` (31; in OpenCl100, Shader100, Shader200).
    Expression,
    /// `DebugMacroDef` (32; in OpenCl100, Shader100, Shader200).
    MacroDef,
    /// `DebugMacroUndef` (33; in OpenCl100, Shader100, Shader200).
    MacroUndef,
    /// `DebugImportedEntity` (34; in OpenCl100, Shader100, Shader200).
    ImportedEntity,
    /// `DebugSource` (35; in OpenCl100, Shader100, Shader200).
    Source,
    /// `DebugModuleINTEL` (36; in OpenCl100).
    ModuleINTEL,
    /// `DebugFunctionDefinition` (101; in Shader100, Shader200).
    FunctionDefinition,
    /// `DebugSourceContinued` (102; in Shader100, Shader200).
    SourceContinued,
    /// `DebugLine` (103; in Shader100, Shader200).
    Line,
    /// `DebugNoLine` (104; in Shader100, Shader200).
    NoLine,
    /// `DebugBuildIdentifier` (105; in Shader100, Shader200).
    BuildIdentifier,
    /// `DebugStoragePath` (106; in Shader100, Shader200).
    StoragePath,
    /// `DebugEntryPoint` (107; in Shader100, Shader200).
    EntryPoint,
    /// `DebugTypeMatrix` (108; in Shader100, Shader200).
    TypeMatrix,
    /// `DebugModule` (200; in Shader200).
    Module,
    /// `DebugTypeSubrange` (201; in Shader200).
    TypeSubrange,
    /// `DebugTypeArrayDynamic` (202; in Shader200).
    TypeArrayDynamic,
    /// `DebugTypeString` (203; in Shader200).
    TypeString,
}

impl DebugInstruction {
    /// Every instruction, by number.
    pub const ALL: &'static [DebugInstruction] = &[
        DebugInstruction::InfoNone,
        DebugInstruction::CompilationUnit,
        DebugInstruction::TypeBasic,
        DebugInstruction::TypePointer,
        DebugInstruction::TypeQualifier,
        DebugInstruction::TypeArray,
        DebugInstruction::TypeVector,
        DebugInstruction::Typedef,
        DebugInstruction::TypeFunction,
        DebugInstruction::TypeEnum,
        DebugInstruction::TypeComposite,
        DebugInstruction::TypeMember,
        DebugInstruction::TypeInheritance,
        DebugInstruction::TypePtrToMember,
        DebugInstruction::TypeTemplate,
        DebugInstruction::TypeTemplateParameter,
        DebugInstruction::TypeTemplateTemplateParameter,
        DebugInstruction::TypeTemplateParameterPack,
        DebugInstruction::GlobalVariable,
        DebugInstruction::FunctionDeclaration,
        DebugInstruction::Function,
        DebugInstruction::LexicalBlock,
        DebugInstruction::LexicalBlockDiscriminator,
        DebugInstruction::Scope,
        DebugInstruction::NoScope,
        DebugInstruction::InlinedAt,
        DebugInstruction::LocalVariable,
        DebugInstruction::InlinedVariable,
        DebugInstruction::Declare,
        DebugInstruction::Value,
        DebugInstruction::Operation,
        DebugInstruction::Expression,
        DebugInstruction::MacroDef,
        DebugInstruction::MacroUndef,
        DebugInstruction::ImportedEntity,
        DebugInstruction::Source,
        DebugInstruction::ModuleINTEL,
        DebugInstruction::FunctionDefinition,
        DebugInstruction::SourceContinued,
        DebugInstruction::Line,
        DebugInstruction::NoLine,
        DebugInstruction::BuildIdentifier,
        DebugInstruction::StoragePath,
        DebugInstruction::EntryPoint,
        DebugInstruction::TypeMatrix,
        DebugInstruction::Module,
        DebugInstruction::TypeSubrange,
        DebugInstruction::TypeArrayDynamic,
        DebugInstruction::TypeString,
    ];

    /// The instruction number (`OpExtInst`'s `Instruction` operand).
    pub const fn number(self) -> u32 {
        match self {
            DebugInstruction::InfoNone => 0,
            DebugInstruction::CompilationUnit => 1,
            DebugInstruction::TypeBasic => 2,
            DebugInstruction::TypePointer => 3,
            DebugInstruction::TypeQualifier => 4,
            DebugInstruction::TypeArray => 5,
            DebugInstruction::TypeVector => 6,
            DebugInstruction::Typedef => 7,
            DebugInstruction::TypeFunction => 8,
            DebugInstruction::TypeEnum => 9,
            DebugInstruction::TypeComposite => 10,
            DebugInstruction::TypeMember => 11,
            DebugInstruction::TypeInheritance => 12,
            DebugInstruction::TypePtrToMember => 13,
            DebugInstruction::TypeTemplate => 14,
            DebugInstruction::TypeTemplateParameter => 15,
            DebugInstruction::TypeTemplateTemplateParameter => 16,
            DebugInstruction::TypeTemplateParameterPack => 17,
            DebugInstruction::GlobalVariable => 18,
            DebugInstruction::FunctionDeclaration => 19,
            DebugInstruction::Function => 20,
            DebugInstruction::LexicalBlock => 21,
            DebugInstruction::LexicalBlockDiscriminator => 22,
            DebugInstruction::Scope => 23,
            DebugInstruction::NoScope => 24,
            DebugInstruction::InlinedAt => 25,
            DebugInstruction::LocalVariable => 26,
            DebugInstruction::InlinedVariable => 27,
            DebugInstruction::Declare => 28,
            DebugInstruction::Value => 29,
            DebugInstruction::Operation => 30,
            DebugInstruction::Expression => 31,
            DebugInstruction::MacroDef => 32,
            DebugInstruction::MacroUndef => 33,
            DebugInstruction::ImportedEntity => 34,
            DebugInstruction::Source => 35,
            DebugInstruction::ModuleINTEL => 36,
            DebugInstruction::FunctionDefinition => 101,
            DebugInstruction::SourceContinued => 102,
            DebugInstruction::Line => 103,
            DebugInstruction::NoLine => 104,
            DebugInstruction::BuildIdentifier => 105,
            DebugInstruction::StoragePath => 106,
            DebugInstruction::EntryPoint => 107,
            DebugInstruction::TypeMatrix => 108,
            DebugInstruction::Module => 200,
            DebugInstruction::TypeSubrange => 201,
            DebugInstruction::TypeArrayDynamic => 202,
            DebugInstruction::TypeString => 203,
        }
    }

    /// The grammar name (`DebugTypeBasic`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            DebugInstruction::InfoNone => "DebugInfoNone",
            DebugInstruction::CompilationUnit => "DebugCompilationUnit",
            DebugInstruction::TypeBasic => "DebugTypeBasic",
            DebugInstruction::TypePointer => "DebugTypePointer",
            DebugInstruction::TypeQualifier => "DebugTypeQualifier",
            DebugInstruction::TypeArray => "DebugTypeArray",
            DebugInstruction::TypeVector => "DebugTypeVector",
            DebugInstruction::Typedef => "DebugTypedef",
            DebugInstruction::TypeFunction => "DebugTypeFunction",
            DebugInstruction::TypeEnum => "DebugTypeEnum",
            DebugInstruction::TypeComposite => "DebugTypeComposite",
            DebugInstruction::TypeMember => "DebugTypeMember",
            DebugInstruction::TypeInheritance => "DebugTypeInheritance",
            DebugInstruction::TypePtrToMember => "DebugTypePtrToMember",
            DebugInstruction::TypeTemplate => "DebugTypeTemplate",
            DebugInstruction::TypeTemplateParameter => "DebugTypeTemplateParameter",
            DebugInstruction::TypeTemplateTemplateParameter => "DebugTypeTemplateTemplateParameter",
            DebugInstruction::TypeTemplateParameterPack => "DebugTypeTemplateParameterPack",
            DebugInstruction::GlobalVariable => "DebugGlobalVariable",
            DebugInstruction::FunctionDeclaration => "DebugFunctionDeclaration",
            DebugInstruction::Function => "DebugFunction",
            DebugInstruction::LexicalBlock => "DebugLexicalBlock",
            DebugInstruction::LexicalBlockDiscriminator => "DebugLexicalBlockDiscriminator",
            DebugInstruction::Scope => "DebugScope",
            DebugInstruction::NoScope => "DebugNoScope",
            DebugInstruction::InlinedAt => "DebugInlinedAt",
            DebugInstruction::LocalVariable => "DebugLocalVariable",
            DebugInstruction::InlinedVariable => "DebugInlinedVariable",
            DebugInstruction::Declare => "DebugDeclare",
            DebugInstruction::Value => "DebugValue",
            DebugInstruction::Operation => "DebugOperation",
            DebugInstruction::Expression => "DebugExpression",
            DebugInstruction::MacroDef => "DebugMacroDef",
            DebugInstruction::MacroUndef => "DebugMacroUndef",
            DebugInstruction::ImportedEntity => "DebugImportedEntity",
            DebugInstruction::Source => "DebugSource",
            DebugInstruction::ModuleINTEL => "DebugModuleINTEL",
            DebugInstruction::FunctionDefinition => "DebugFunctionDefinition",
            DebugInstruction::SourceContinued => "DebugSourceContinued",
            DebugInstruction::Line => "DebugLine",
            DebugInstruction::NoLine => "DebugNoLine",
            DebugInstruction::BuildIdentifier => "DebugBuildIdentifier",
            DebugInstruction::StoragePath => "DebugStoragePath",
            DebugInstruction::EntryPoint => "DebugEntryPoint",
            DebugInstruction::TypeMatrix => "DebugTypeMatrix",
            DebugInstruction::Module => "DebugModule",
            DebugInstruction::TypeSubrange => "DebugTypeSubrange",
            DebugInstruction::TypeArrayDynamic => "DebugTypeArrayDynamic",
            DebugInstruction::TypeString => "DebugTypeString",
        }
    }

    /// The instruction of `set` numbered `number`; `None` when `set` has no such instruction.
    pub fn from_number(set: DebugInfoSet, number: u32) -> Option<DebugInstruction> {
        let inst = match number {
            0 => DebugInstruction::InfoNone,
            1 => DebugInstruction::CompilationUnit,
            2 => DebugInstruction::TypeBasic,
            3 => DebugInstruction::TypePointer,
            4 => DebugInstruction::TypeQualifier,
            5 => DebugInstruction::TypeArray,
            6 => DebugInstruction::TypeVector,
            7 => DebugInstruction::Typedef,
            8 => DebugInstruction::TypeFunction,
            9 => DebugInstruction::TypeEnum,
            10 => DebugInstruction::TypeComposite,
            11 => DebugInstruction::TypeMember,
            12 => DebugInstruction::TypeInheritance,
            13 => DebugInstruction::TypePtrToMember,
            14 => DebugInstruction::TypeTemplate,
            15 => DebugInstruction::TypeTemplateParameter,
            16 => DebugInstruction::TypeTemplateTemplateParameter,
            17 => DebugInstruction::TypeTemplateParameterPack,
            18 => DebugInstruction::GlobalVariable,
            19 => DebugInstruction::FunctionDeclaration,
            20 => DebugInstruction::Function,
            21 => DebugInstruction::LexicalBlock,
            22 => DebugInstruction::LexicalBlockDiscriminator,
            23 => DebugInstruction::Scope,
            24 => DebugInstruction::NoScope,
            25 => DebugInstruction::InlinedAt,
            26 => DebugInstruction::LocalVariable,
            27 => DebugInstruction::InlinedVariable,
            28 => DebugInstruction::Declare,
            29 => DebugInstruction::Value,
            30 => DebugInstruction::Operation,
            31 => DebugInstruction::Expression,
            32 => DebugInstruction::MacroDef,
            33 => DebugInstruction::MacroUndef,
            34 => DebugInstruction::ImportedEntity,
            35 => DebugInstruction::Source,
            36 => DebugInstruction::ModuleINTEL,
            101 => DebugInstruction::FunctionDefinition,
            102 => DebugInstruction::SourceContinued,
            103 => DebugInstruction::Line,
            104 => DebugInstruction::NoLine,
            105 => DebugInstruction::BuildIdentifier,
            106 => DebugInstruction::StoragePath,
            107 => DebugInstruction::EntryPoint,
            108 => DebugInstruction::TypeMatrix,
            200 => DebugInstruction::Module,
            201 => DebugInstruction::TypeSubrange,
            202 => DebugInstruction::TypeArrayDynamic,
            203 => DebugInstruction::TypeString,
            _ => return None,
        };
        inst.operands(set).map(|_| inst)
    }

    /// The operands (after the `Instruction` operand of `OpExtInst`) of this instruction in
    /// `set`, by grammar name and quantity; `None` when `set` lacks the instruction. In the
    /// NonSemantic sets every operand is an `<id>` (numbers are ids of 32-bit `OpConstant`s);
    /// in OpenCL.DebugInfo.100 numbers, flags and enumerants are literals.
    pub fn operands(self, set: DebugInfoSet) -> Option<&'static [(&'static str, Quantity)]> {
        match (self, set) {
            (DebugInstruction::InfoNone, DebugInfoSet::OpenClDebugInfo100) => Some(&[]),
            (DebugInstruction::InfoNone, DebugInfoSet::ShaderDebugInfo100) => Some(&[]),
            (DebugInstruction::InfoNone, DebugInfoSet::ShaderDebugInfo200) => Some(&[]),
            (DebugInstruction::CompilationUnit, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Version", Quantity::One),
                ("DWARF Version", Quantity::One),
                ("Source", Quantity::One),
                ("Language", Quantity::One),
            ]),
            (DebugInstruction::CompilationUnit, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Version", Quantity::One),
                ("DWARF Version", Quantity::One),
                ("Source", Quantity::One),
                ("Language", Quantity::One),
            ]),
            (DebugInstruction::CompilationUnit, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Version", Quantity::One),
                ("DWARF Version", Quantity::One),
                ("Source", Quantity::One),
                ("Language", Quantity::One),
                ("Producer", Quantity::Optional),
            ]),
            (DebugInstruction::TypeBasic, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Name", Quantity::One), ("Size", Quantity::One), ("Encoding", Quantity::One)])
            }
            (DebugInstruction::TypeBasic, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Size", Quantity::One),
                ("Encoding", Quantity::One),
                ("Flags", Quantity::One),
            ]),
            (DebugInstruction::TypeBasic, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Size", Quantity::One),
                ("Encoding", Quantity::One),
                ("Flags", Quantity::One),
            ]),
            (DebugInstruction::TypePointer, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Base Type", Quantity::One), ("Storage Class", Quantity::One), ("Flags", Quantity::One)])
            }
            (DebugInstruction::TypePointer, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Base Type", Quantity::One), ("Storage Class", Quantity::One), ("Flags", Quantity::One)])
            }
            (DebugInstruction::TypePointer, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("Base Type", Quantity::One), ("Storage Class", Quantity::One), ("Flags", Quantity::One)])
            }
            (DebugInstruction::TypeQualifier, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Base Type", Quantity::One), ("Type Qualifier", Quantity::One)])
            }
            (DebugInstruction::TypeQualifier, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Base Type", Quantity::One), ("Type Qualifier", Quantity::One)])
            }
            (DebugInstruction::TypeQualifier, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("Base Type", Quantity::One), ("Type Qualifier", Quantity::One)])
            }
            (DebugInstruction::TypeArray, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Base Type", Quantity::One), ("Component Counts", Quantity::Variadic)])
            }
            (DebugInstruction::TypeArray, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Base Type", Quantity::One), ("Component Counts", Quantity::Variadic)])
            }
            (DebugInstruction::TypeArray, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("Base Type", Quantity::One), ("Component Counts", Quantity::Variadic)])
            }
            (DebugInstruction::TypeVector, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Base Type", Quantity::One), ("Component Count", Quantity::One)])
            }
            (DebugInstruction::TypeVector, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Base Type", Quantity::One), ("Component Count", Quantity::One)])
            }
            (DebugInstruction::TypeVector, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("Base Type", Quantity::One), ("Component Count", Quantity::One)])
            }
            (DebugInstruction::Typedef, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Base Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
            ]),
            (DebugInstruction::Typedef, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Base Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
            ]),
            (DebugInstruction::Typedef, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Base Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
            ]),
            (DebugInstruction::TypeFunction, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Flags", Quantity::One),
                ("Return Type", Quantity::One),
                ("Parameter Types", Quantity::Variadic),
            ]),
            (DebugInstruction::TypeFunction, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Flags", Quantity::One),
                ("Return Type", Quantity::One),
                ("Parameter Types", Quantity::Variadic),
            ]),
            (DebugInstruction::TypeFunction, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Flags", Quantity::One),
                ("Return Type", Quantity::One),
                ("Parameter Types", Quantity::Variadic),
            ]),
            (DebugInstruction::TypeEnum, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Underlying Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Size", Quantity::One),
                ("Flags", Quantity::One),
                ("Value, Name, Value, Name, ...", Quantity::Variadic),
            ]),
            (DebugInstruction::TypeEnum, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Underlying Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Size", Quantity::One),
                ("Flags", Quantity::One),
                ("Value, Name, Value, Name, ...", Quantity::Variadic),
            ]),
            (DebugInstruction::TypeEnum, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Underlying Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Size", Quantity::One),
                ("Flags", Quantity::One),
                ("Value, Name, Value, Name, ...", Quantity::Variadic),
            ]),
            (DebugInstruction::TypeComposite, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Tag", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Linkage Name", Quantity::One),
                ("Size", Quantity::One),
                ("Flags", Quantity::One),
                ("Members", Quantity::Variadic),
            ]),
            (DebugInstruction::TypeComposite, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Tag", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Linkage Name", Quantity::One),
                ("Size", Quantity::One),
                ("Flags", Quantity::One),
                ("Members", Quantity::Variadic),
            ]),
            (DebugInstruction::TypeComposite, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Tag", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Linkage Name", Quantity::One),
                ("Size", Quantity::One),
                ("Flags", Quantity::One),
                ("Members", Quantity::Variadic),
            ]),
            (DebugInstruction::TypeMember, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Offset", Quantity::One),
                ("Size", Quantity::One),
                ("Flags", Quantity::One),
                ("Value", Quantity::Optional),
            ]),
            (DebugInstruction::TypeMember, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Offset", Quantity::One),
                ("Size", Quantity::One),
                ("Flags", Quantity::One),
                ("Value", Quantity::Optional),
            ]),
            (DebugInstruction::TypeMember, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Offset", Quantity::One),
                ("Size", Quantity::One),
                ("Flags", Quantity::One),
                ("Value", Quantity::Optional),
            ]),
            (DebugInstruction::TypeInheritance, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Child", Quantity::One),
                ("Parent", Quantity::One),
                ("Offset", Quantity::One),
                ("Size", Quantity::One),
                ("Flags", Quantity::One),
            ]),
            (DebugInstruction::TypeInheritance, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Parent", Quantity::One),
                ("Offset", Quantity::One),
                ("Size", Quantity::One),
                ("Flags", Quantity::One),
            ]),
            (DebugInstruction::TypeInheritance, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Parent", Quantity::One),
                ("Offset", Quantity::One),
                ("Size", Quantity::One),
                ("Flags", Quantity::One),
            ]),
            (DebugInstruction::TypePtrToMember, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Member Type", Quantity::One), ("Parent", Quantity::One)])
            }
            (DebugInstruction::TypePtrToMember, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Member Type", Quantity::One), ("Parent", Quantity::One)])
            }
            (DebugInstruction::TypePtrToMember, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("Member Type", Quantity::One), ("Parent", Quantity::One)])
            }
            (DebugInstruction::TypeTemplate, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Target", Quantity::One), ("Parameters", Quantity::Variadic)])
            }
            (DebugInstruction::TypeTemplate, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Target", Quantity::One), ("Parameters", Quantity::Variadic)])
            }
            (DebugInstruction::TypeTemplate, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("Target", Quantity::One), ("Parameters", Quantity::Variadic)])
            }
            (DebugInstruction::TypeTemplateParameter, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Actual Type", Quantity::One),
                ("Value", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
            ]),
            (DebugInstruction::TypeTemplateParameter, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Actual Type", Quantity::One),
                ("Value", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
            ]),
            (DebugInstruction::TypeTemplateParameter, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Actual Type", Quantity::One),
                ("Value", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
            ]),
            (DebugInstruction::TypeTemplateTemplateParameter, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Template Name", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
            ]),
            (DebugInstruction::TypeTemplateTemplateParameter, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Template Name", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
            ]),
            (DebugInstruction::TypeTemplateTemplateParameter, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Template Name", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
            ]),
            (DebugInstruction::TypeTemplateParameterPack, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Template Parameters", Quantity::Variadic),
            ]),
            (DebugInstruction::TypeTemplateParameterPack, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Template Parameters", Quantity::Variadic),
            ]),
            (DebugInstruction::TypeTemplateParameterPack, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Template Parameters", Quantity::Variadic),
            ]),
            (DebugInstruction::GlobalVariable, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Linkage Name", Quantity::One),
                ("Variable", Quantity::One),
                ("Flags", Quantity::One),
                ("Static Member Declaration", Quantity::Optional),
            ]),
            (DebugInstruction::GlobalVariable, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Linkage Name", Quantity::One),
                ("Variable", Quantity::One),
                ("Flags", Quantity::One),
                ("Static Member Declaration", Quantity::Optional),
            ]),
            (DebugInstruction::GlobalVariable, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Linkage Name", Quantity::One),
                ("Variable", Quantity::One),
                ("Flags", Quantity::One),
                ("Static Member Declaration", Quantity::Optional),
            ]),
            (DebugInstruction::FunctionDeclaration, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Linkage Name", Quantity::One),
                ("Flags", Quantity::One),
            ]),
            (DebugInstruction::FunctionDeclaration, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Linkage Name", Quantity::One),
                ("Flags", Quantity::One),
            ]),
            (DebugInstruction::FunctionDeclaration, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Linkage Name", Quantity::One),
                ("Flags", Quantity::One),
            ]),
            (DebugInstruction::Function, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Linkage Name", Quantity::One),
                ("Flags", Quantity::One),
                ("Scope Line", Quantity::One),
                ("Function", Quantity::One),
                ("Declaration", Quantity::Optional),
            ]),
            (DebugInstruction::Function, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Linkage Name", Quantity::One),
                ("Flags", Quantity::One),
                ("Scope Line", Quantity::One),
                ("Declaration", Quantity::Optional),
            ]),
            (DebugInstruction::Function, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Linkage Name", Quantity::One),
                ("Flags", Quantity::One),
                ("Scope Line", Quantity::One),
                ("Declaration", Quantity::Optional),
                ("Target Function Name", Quantity::Optional),
            ]),
            (DebugInstruction::LexicalBlock, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Name", Quantity::Optional),
            ]),
            (DebugInstruction::LexicalBlock, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Name", Quantity::Optional),
            ]),
            (DebugInstruction::LexicalBlock, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Name", Quantity::Optional),
            ]),
            (DebugInstruction::LexicalBlockDiscriminator, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Source", Quantity::One), ("Discriminator", Quantity::One), ("Parent", Quantity::One)])
            }
            (DebugInstruction::LexicalBlockDiscriminator, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Source", Quantity::One), ("Discriminator", Quantity::One), ("Parent", Quantity::One)])
            }
            (DebugInstruction::LexicalBlockDiscriminator, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("Source", Quantity::One), ("Discriminator", Quantity::One), ("Parent", Quantity::One)])
            }
            (DebugInstruction::Scope, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Scope", Quantity::One), ("Inlined At", Quantity::Optional)])
            }
            (DebugInstruction::Scope, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Scope", Quantity::One), ("Inlined At", Quantity::Optional)])
            }
            (DebugInstruction::Scope, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("Scope", Quantity::One), ("Inlined At", Quantity::Optional)])
            }
            (DebugInstruction::NoScope, DebugInfoSet::OpenClDebugInfo100) => Some(&[]),
            (DebugInstruction::NoScope, DebugInfoSet::ShaderDebugInfo100) => Some(&[]),
            (DebugInstruction::NoScope, DebugInfoSet::ShaderDebugInfo200) => Some(&[]),
            (DebugInstruction::InlinedAt, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Line", Quantity::One), ("Scope", Quantity::One), ("Inlined", Quantity::Optional)])
            }
            (DebugInstruction::InlinedAt, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Line", Quantity::One), ("Scope", Quantity::One), ("Inlined", Quantity::Optional)])
            }
            (DebugInstruction::InlinedAt, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Scope", Quantity::One),
                ("Inlined", Quantity::Optional),
            ]),
            (DebugInstruction::LocalVariable, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Flags", Quantity::One),
                ("Arg Number", Quantity::Optional),
            ]),
            (DebugInstruction::LocalVariable, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Flags", Quantity::One),
                ("Arg Number", Quantity::Optional),
            ]),
            (DebugInstruction::LocalVariable, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Type", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
                ("Flags", Quantity::One),
                ("Arg Number", Quantity::Optional),
            ]),
            (DebugInstruction::InlinedVariable, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Variable", Quantity::One), ("Inlined", Quantity::One)])
            }
            (DebugInstruction::InlinedVariable, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Variable", Quantity::One), ("Inlined", Quantity::One)])
            }
            (DebugInstruction::InlinedVariable, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("Variable", Quantity::One), ("Inlined", Quantity::One)])
            }
            (DebugInstruction::Declare, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Local Variable", Quantity::One), ("Variable", Quantity::One), ("Expression", Quantity::One)])
            }
            (DebugInstruction::Declare, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Local Variable", Quantity::One),
                ("Variable", Quantity::One),
                ("Expression", Quantity::One),
                ("Indexes", Quantity::Variadic),
            ]),
            (DebugInstruction::Declare, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Local Variable", Quantity::One),
                ("Variable", Quantity::One),
                ("Expression", Quantity::One),
                ("Indexes", Quantity::Variadic),
            ]),
            (DebugInstruction::Value, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Local Variable", Quantity::One),
                ("Value", Quantity::One),
                ("Expression", Quantity::One),
                ("Indexes", Quantity::Variadic),
            ]),
            (DebugInstruction::Value, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Local Variable", Quantity::One),
                ("Value", Quantity::One),
                ("Expression", Quantity::One),
                ("Indexes", Quantity::Variadic),
            ]),
            (DebugInstruction::Value, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Local Variable", Quantity::One),
                ("Value", Quantity::One),
                ("Expression", Quantity::One),
                ("Indexes", Quantity::Variadic),
            ]),
            (DebugInstruction::Operation, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("OpCode", Quantity::One), ("Operands ...", Quantity::Variadic)])
            }
            (DebugInstruction::Operation, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("OpCode", Quantity::One), ("Operands ...", Quantity::Variadic)])
            }
            (DebugInstruction::Operation, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("OpCode", Quantity::One), ("Operands ...", Quantity::Variadic)])
            }
            (DebugInstruction::Expression, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Operands ...", Quantity::Variadic)])
            }
            (DebugInstruction::Expression, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Operands ...", Quantity::Variadic)])
            }
            (DebugInstruction::Expression, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("Operands ...", Quantity::Variadic)])
            }
            (DebugInstruction::MacroDef, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Name", Quantity::One),
                ("Value", Quantity::Optional),
            ]),
            (DebugInstruction::MacroDef, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Name", Quantity::One),
                ("Value", Quantity::Optional),
            ]),
            (DebugInstruction::MacroDef, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Name", Quantity::One),
                ("Value", Quantity::Optional),
            ]),
            (DebugInstruction::MacroUndef, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("Source", Quantity::One), ("Line", Quantity::One), ("Macro", Quantity::One)])
            }
            (DebugInstruction::MacroUndef, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Source", Quantity::One), ("Line", Quantity::One), ("Macro", Quantity::One)])
            }
            (DebugInstruction::MacroUndef, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("Source", Quantity::One), ("Line", Quantity::One), ("Macro", Quantity::One)])
            }
            (DebugInstruction::ImportedEntity, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Tag", Quantity::One),
                ("Source", Quantity::One),
                ("Entity", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
            ]),
            (DebugInstruction::ImportedEntity, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Tag", Quantity::One),
                ("Source", Quantity::One),
                ("Entity", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
            ]),
            (DebugInstruction::ImportedEntity, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Tag", Quantity::One),
                ("Source", Quantity::One),
                ("Entity", Quantity::One),
                ("Line", Quantity::One),
                ("Column", Quantity::One),
                ("Parent", Quantity::One),
            ]),
            (DebugInstruction::Source, DebugInfoSet::OpenClDebugInfo100) => {
                Some(&[("File", Quantity::One), ("Text", Quantity::Optional)])
            }
            (DebugInstruction::Source, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("File", Quantity::One), ("Text", Quantity::Optional)])
            }
            (DebugInstruction::Source, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("File", Quantity::One), ("Text", Quantity::Optional)])
            }
            (DebugInstruction::ModuleINTEL, DebugInfoSet::OpenClDebugInfo100) => Some(&[
                ("Name", Quantity::One),
                ("Source", Quantity::One),
                ("Parent", Quantity::One),
                ("Line", Quantity::One),
                ("ConfigurationMacros", Quantity::One),
                ("IncludePath", Quantity::One),
                ("APINotesFile", Quantity::One),
                ("IsDeclaration", Quantity::One),
            ]),
            (DebugInstruction::FunctionDefinition, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Function", Quantity::One), ("Definition", Quantity::One)])
            }
            (DebugInstruction::FunctionDefinition, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("Function", Quantity::One), ("Definition", Quantity::One)])
            }
            (DebugInstruction::SourceContinued, DebugInfoSet::ShaderDebugInfo100) => Some(&[("Text", Quantity::One)]),
            (DebugInstruction::SourceContinued, DebugInfoSet::ShaderDebugInfo200) => Some(&[("Text", Quantity::One)]),
            (DebugInstruction::Line, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Source", Quantity::One),
                ("Line Start", Quantity::One),
                ("Line End", Quantity::One),
                ("Column Start", Quantity::One),
                ("Column End", Quantity::One),
            ]),
            (DebugInstruction::Line, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Source", Quantity::One),
                ("Line Start", Quantity::One),
                ("Line End", Quantity::One),
                ("Column Start", Quantity::One),
                ("Column End", Quantity::One),
            ]),
            (DebugInstruction::NoLine, DebugInfoSet::ShaderDebugInfo100) => Some(&[]),
            (DebugInstruction::NoLine, DebugInfoSet::ShaderDebugInfo200) => Some(&[]),
            (DebugInstruction::BuildIdentifier, DebugInfoSet::ShaderDebugInfo100) => {
                Some(&[("Identifier", Quantity::One), ("Flags", Quantity::One)])
            }
            (DebugInstruction::BuildIdentifier, DebugInfoSet::ShaderDebugInfo200) => {
                Some(&[("Identifier", Quantity::One), ("Flags", Quantity::One)])
            }
            (DebugInstruction::StoragePath, DebugInfoSet::ShaderDebugInfo100) => Some(&[("Path", Quantity::One)]),
            (DebugInstruction::StoragePath, DebugInfoSet::ShaderDebugInfo200) => Some(&[("Path", Quantity::One)]),
            (DebugInstruction::EntryPoint, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Entry Point", Quantity::One),
                ("Compilation Unit", Quantity::One),
                ("Compiler Signature", Quantity::One),
                ("Command-line Arguments", Quantity::One),
            ]),
            (DebugInstruction::EntryPoint, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Entry Point", Quantity::One),
                ("Compilation Unit", Quantity::One),
                ("Compiler Signature", Quantity::One),
                ("Command-line Arguments", Quantity::One),
            ]),
            (DebugInstruction::TypeMatrix, DebugInfoSet::ShaderDebugInfo100) => Some(&[
                ("Vector Type", Quantity::One),
                ("Vector Count", Quantity::One),
                ("Column Major", Quantity::One),
            ]),
            (DebugInstruction::TypeMatrix, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Vector Type", Quantity::One),
                ("Vector Count", Quantity::One),
                ("Column Major", Quantity::One),
            ]),
            (DebugInstruction::Module, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Source", Quantity::One),
                ("Line", Quantity::One),
                ("Parent", Quantity::One),
                ("ConfigurationMacros", Quantity::One),
                ("IncludePath", Quantity::One),
                ("APINotesFile", Quantity::One),
                ("IsDeclaration", Quantity::One),
            ]),
            (DebugInstruction::TypeSubrange, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Lower Bound", Quantity::One),
                ("Upper Bound", Quantity::One),
                ("Count", Quantity::One),
                ("Stride", Quantity::Optional),
            ]),
            (DebugInstruction::TypeArrayDynamic, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Base Type", Quantity::One),
                ("Data Location", Quantity::One),
                ("Associated", Quantity::One),
                ("Allocated", Quantity::One),
                ("Rank", Quantity::One),
                ("Subranges", Quantity::Variadic),
            ]),
            (DebugInstruction::TypeString, DebugInfoSet::ShaderDebugInfo200) => Some(&[
                ("Name", Quantity::One),
                ("Base Type", Quantity::One),
                ("Data Location", Quantity::One),
                ("Size", Quantity::One),
                ("Length Address", Quantity::One),
                ("Length Size", Quantity::Variadic),
            ]),
            _ => None,
        }
    }
}
