//! Errors of the forward translation (LLVM IR -> SPIR-V).
//!
//! `Unsupported*` variants are valid LLVM IR that this translator does not map
//! (yet, or without an extension); `Invalid*` variants are inputs that break a
//! rule of LLVM IR for SPIR targets. Every variant names the construct: the
//! function, the instruction as printed by LLVM, the builtin or the type.
//!
//! Messages that correspond to an error code of the Khronos translator start
//! with that code and its first line (`RequiresExtension: Feature requires the
//! following SPIR-V extension:`, `InvalidInstruction: Can't translate llvm
//! instruction:`, `InvalidBitWidth: ...`), so tools and tests that look for
//! those keep working; the lines after it carry our own detail.

use crate::llvm::LlvmError;

/// Errors of [`super::translate_file`] and friends.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Reading or parsing the input module failed.
    #[error(transparent)]
    Llvm(#[from] LlvmError),
    /// The LLVM wrapper refused a type or operand combination derived from the input
    /// (see [`crate::llvm::checks`]; e.g. an array of an unsized element type).
    #[error("invalid LLVM type or operands: {0}")]
    InvalidLlvmOperands(#[from] crate::llvm::Error),
    /// The target triple is not one of spir, spir64, spirv32, spirv64[vX.Y] (with any vendor/OS suffix).
    #[error("unsupported target triple '{triple}': expected spir, spir64, spirv32, spirv64 or spirv64v1.N")]
    UnsupportedTriple {
        /// The module's triple.
        triple: String,
    },
    /// The triple names a SPIR-V version above `--spirv-max-version`.
    #[error("TripleMaxVersionIncompatible: Triple version and maximum version are incompatible.\nthe triple '{triple}' names a SPIR-V version above --spirv-max-version {max_major}.{max_minor}")]
    TripleMaxVersionIncompatible {
        /// The module's triple.
        triple: String,
        /// Allowed major version.
        max_major: u8,
        /// Allowed minor version.
        max_minor: u8,
    },
    /// An LLVM type without a SPIR-V counterpart here.
    #[error("unsupported type {ty}: {reason}")]
    UnsupportedType {
        /// The type as printed by LLVM.
        ty: String,
        /// Why.
        reason: &'static str,
    },
    /// A vector of a length SPIR-V has no `OpTypeVector` for without an extension (other
    /// than 2, 3, 4, 8, 16; spec 3.32.6 `OpTypeVector`), with neither SPV_EXT_long_vector nor
    /// SPV_INTEL_vector_compute allowed.
    #[error("Unsupported vector type with {length} elements: {ty} (lengths other than 2, 3, 4, 8, 16 need --spirv-ext=+SPV_EXT_long_vector or +SPV_INTEL_vector_compute)")]
    UnsupportedVectorLength {
        /// The type as printed by LLVM.
        ty: String,
        /// Its component count (0 for a scalable vector).
        length: u32,
    },
    /// An instruction without a mapping.
    #[error("InvalidInstruction: Can't translate llvm instruction:\n{instruction}\nin function '{function}': unsupported: {reason}")]
    UnsupportedInstruction {
        /// The enclosing function.
        function: String,
        /// The instruction as printed by LLVM.
        instruction: String,
        /// Why.
        reason: &'static str,
    },
    /// An `atomicrmw` whose operation no SPIR-V atomic instruction performs (`nand`,
    /// `uinc_wrap`, `udec_wrap`; SPIR-V 1.6 spec 3.52.18 "Atomic Instructions"), with the
    /// Khronos translator's words first.
    #[error("InvalidInstruction: Can't translate llvm instruction:\nAtomic {operation} is not supported in SPIR-V!\n{instruction}\nin function '{function}'")]
    UnsupportedAtomicOperation {
        /// The enclosing function.
        function: String,
        /// The operation as LLVM spells it (`nand`).
        operation: &'static str,
        /// The instruction as printed by LLVM.
        instruction: String,
    },
    /// A call to an OpenCL or LLVM builtin the translator cannot map.
    #[error("InvalidInstruction: Can't translate llvm instruction:\ncall to '{callee}' in function '{function}': unsupported builtin: {reason}")]
    UnsupportedBuiltin {
        /// The enclosing function.
        function: String,
        /// The callee's (mangled) name.
        callee: String,
        /// Why.
        reason: &'static str,
    },
    /// An integer type wider than 64 bits without SPV_INTEL_arbitrary_precision_integers.
    #[error("InvalidBitWidth: Invalid bit width in input: {width}\n(integers wider than 64 bits need --spirv-ext=+SPV_INTEL_arbitrary_precision_integers)")]
    UnsupportedIntegerWidth {
        /// The width.
        width: u32,
    },
    /// An LLVM intrinsic without a mapping.
    #[error(
        "InvalidFunctionCall: Unexpected llvm intrinsic:\n{intrinsic}\nin function '{function}': no SPIR-V mapping"
    )]
    UnsupportedIntrinsic {
        /// The enclosing function.
        function: String,
        /// The intrinsic's name.
        intrinsic: String,
    },
    /// An LLVM intrinsic whose SPIR-V instruction needs an extension `--spirv-ext` does not
    /// allow (and `--spirv-allow-unknown-intrinsics` does not pass it on), in the Khronos
    /// translator's words.
    #[error("InvalidFunctionCall: Unexpected llvm intrinsic:\nTranslation of {intrinsic} intrinsic requires {extension} extension or -spirv-allow-unknown-intrinsics option.\n{call}\nin function '{function}'")]
    IntrinsicNeedsExtension {
        /// The enclosing function.
        function: String,
        /// The intrinsic's name without its type suffix (`llvm.stacksave`).
        intrinsic: &'static str,
        /// The extension it needs.
        extension: &'static str,
        /// The call as printed by LLVM.
        call: String,
    },
    /// A module-scope variable in the private address space (0).
    #[error("InvalidInstruction: Can't translate llvm instruction:\nGlobal variable cannot have Function storage class. Consider setting a proper address space.\nOriginal LLVM value:\n{global}")]
    InvalidGlobalAddressSpace {
        /// The global as printed by LLVM.
        global: String,
    },
    /// An `addrspacecast` between address spaces SPIR-V cannot convert between (only
    /// to and from generic, and between global and global_device/global_host).
    #[error("InvalidModule: Invalid SPIR-V module: {rule}\n{instruction}\nin function '{function}'")]
    InvalidAddressSpaceCast {
        /// The enclosing function.
        function: String,
        /// The instruction as printed by LLVM.
        instruction: String,
        /// The rule it breaks, in the Khronos translator's words.
        rule: &'static str,
    },
    /// A SPIR-V friendly call whose operand or result types the instruction does not allow.
    #[error("InvalidInstruction: Can't translate llvm instruction:\n{op} in function '{function}'\n{rule}")]
    InvalidOperandTypes {
        /// The enclosing function.
        function: String,
        /// The instruction's name (without `Op`).
        op: String,
        /// The rule it breaks, in the Khronos translator's words.
        rule: &'static str,
    },
    /// A call to an OpenCL C conversion builtin whose result or argument type its
    /// extension's signature does not allow (`cl_intel_bfloat16_conversions` &co.,
    /// `crate::number_formats`); the rule in the Khronos translator's words.
    #[error("InvalidFunctionCall: {rule}\ncall to '{callee}' in function '{function}'")]
    InvalidBuiltinSignature {
        /// The enclosing function.
        function: String,
        /// The callee's (mangled) name.
        callee: String,
        /// The rule the call breaks.
        rule: String,
    },
    /// An arbitrary-precision fixed-point or floating-point instruction (`__spirv_Fixed*`,
    /// `__spirv_ArbitraryFloat*`) whose extension `--spirv-ext` does not allow, in the
    /// Khronos translator's words.
    #[error("InvalidInstruction: Can't translate llvm instruction:\n{family} instructions can't be translated correctly without enabled {extension} extension!\nOp{op} in function '{function}'")]
    ArbitraryPrecisionNotAllowed {
        /// The enclosing function.
        function: String,
        /// The instruction's name (without `Op`).
        op: String,
        /// `Fixed point` or `Floating point`.
        family: &'static str,
        /// The extension it needs.
        extension: &'static str,
    },
    /// A constant without a mapping.
    #[error("unsupported constant `{constant}`: {reason}")]
    UnsupportedConstant {
        /// The constant as printed by LLVM.
        constant: String,
        /// Why.
        reason: &'static str,
    },
    /// A feature needs a SPIR-V version above `--spirv-max-version`.
    #[error("RequiresVersion: Cannot fulfill SPIR-V version restriction:\nSPIR-V version was restricted to at most {max_major}.{max_minor} ({}) but a construct from the input requires SPIR-V version {needed_major}.{needed_minor} ({}) or above\n{construct} needs SPIR-V {needed_major}.{needed_minor}, but --spirv-max-version is {max_major}.{max_minor}", version_word(*max_major, *max_minor), version_word(*needed_major, *needed_minor))]
    UnsupportedVersion {
        /// What needs it.
        construct: String,
        /// Needed major version.
        needed_major: u8,
        /// Needed minor version.
        needed_minor: u8,
        /// Allowed major version.
        max_major: u8,
        /// Allowed minor version.
        max_minor: u8,
    },
    /// A construct that only capabilities an OpenCL kernel module cannot declare enable
    /// (`Shader` and the capabilities that imply it).
    #[error("UnsupportedCapability: {construct} needs capability {capabilities}, which an OpenCL kernel module cannot declare")]
    UnsupportedCapability {
        /// What needs it (e.g. `OpDecorate NoContraction`).
        construct: String,
        /// The grammar's alternatives, joined with "or".
        capabilities: String,
    },
    /// A number-format conversion (OpConvertFToBF16INTEL, ...) on cooperative matrices
    /// without SPV_INTEL_joint_matrix, which allows it (its 3.42.11 "Conversion
    /// Instructions"); the Khronos translator's words first.
    #[error("InvalidInstruction: Can't translate llvm instruction:\n{op}\nCan be used with cooperative matrices only when SPV_INTEL_joint_matrix is enabled\nin function '{function}'")]
    MatrixConversionNotAllowed {
        /// The enclosing function.
        function: String,
        /// The instruction's name without `Op`.
        op: String,
    },
    /// A feature needs a SPIR-V extension that `--spirv-ext` does not allow.
    #[error("RequiresExtension: Feature requires the following SPIR-V extension:\n{extension}\n{construct} needs it; enable it with --spirv-ext=+{extension}")]
    ExtensionNotAllowed {
        /// What needs it.
        construct: String,
        /// The extension.
        extension: String,
    },
    /// A `__builtin_spirv_*` conversion ("SPIR-V representation in LLVM IR for FP8, FP4 and
    /// Int4 datatypes") with neither SPV_EXT_float8 nor SPV_INTEL_int4 allowed, in the Khronos
    /// translator's words, followed by the builtin's declaration.
    #[error("RequiresExtension: Feature requires the following SPIR-V extension:\nOne of the following extensions: SPV_EXT_float8, SPV_INTEL_int4 should be enabled to process conversion builtins\n{declaration}")]
    ConversionBuiltinsNotAllowed {
        /// The builtin's declaration as LLVM prints it.
        declaration: String,
    },
    /// A construct of an extension the Khronos translator deprecated and refuses to emit
    /// (its `DeprecatedExtension` error, same text); no `--spirv-ext` enables it.
    #[error("DeprecatedExtension: Feature requires the following deprecated SPIR-V extension:\n{extension}\nPlease report to https://github.com/intel/llvm in case if you see this error.\nRef LLVM Value:\n{value}")]
    DeprecatedExtension {
        /// The deprecated extension.
        extension: &'static str,
        /// The LLVM value that needs it, as LLVM prints it.
        value: String,
    },
    /// Malformed input: a rule of LLVM IR for SPIR targets is broken.
    #[error("InvalidInstruction: Can't translate llvm instruction:\n{instruction}\nin function '{function}': invalid: {reason}")]
    InvalidInstruction {
        /// The enclosing function.
        function: String,
        /// The instruction as printed by LLVM.
        instruction: String,
        /// Why.
        reason: &'static str,
    },
    /// Malformed `spirv.*` metadata ("SPIR-V representation in LLVM IR" formats), as the metadata crate decoded it.
    #[error("invalid !{name} on '{owner}': {source}")]
    InvalidSpirvMetadata {
        /// The metadata name.
        name: String,
        /// The function, global or `module`.
        owner: String,
        /// The codec's error, naming the node (boxed: it carries the node).
        source: Box<llvm_spirv_metadata::Error>,
    },
    /// Malformed metadata on a function or the module.
    #[error("invalid metadata !{name} on '{owner}': {reason}")]
    InvalidMetadata {
        /// The metadata kind or named metadata.
        name: String,
        /// The function or `module`.
        owner: String,
        /// Why.
        reason: &'static str,
    },
    /// An instruction would exceed SPIR-V's 65535-word instruction limit.
    #[error("InvalidWordCount: Can't encode instruction with word count greater than 65535:\n{construct} needs {words} words")]
    UnsupportedInstructionSize {
        /// What.
        construct: String,
        /// How many words.
        words: usize,
    },
    /// A function or global variable name SPIR-V cannot carry: its literal strings
    /// (OpName, LinkageAttributes) end at the first NUL (SPIR-V 1.6 spec 2.2.1, "Literal").
    #[error("unsupported name of {kind} \"{name}\": {reason}")]
    UnsupportedName {
        /// "function" or "global variable".
        kind: &'static str,
        /// The name, with NUL and other control characters escaped.
        name: String,
        /// Why.
        reason: &'static str,
    },
    /// A string from the input that a SPIR-V literal string cannot hold: it ends at the
    /// first NUL (SPIR-V 1.6 spec 2.2.1, "Literal").
    #[error("unsupported string in {construct}: a NUL character cannot appear in a SPIR-V literal string")]
    UnsupportedString {
        /// The instruction and the string, control characters escaped and cut short.
        construct: String,
    },
    /// Auxiliary data (`--spirv-preserve-auxdata`) that `NonSemantic.AuxData` cannot hold.
    #[error("unsupported auxiliary data !{name} on '{owner}': {reason}")]
    UnsupportedAuxData {
        /// The function or global variable.
        owner: String,
        /// The metadata kind.
        name: String,
        /// Why.
        reason: &'static str,
    },
    /// A bug in the translator: an invariant it relies on did not hold.
    #[error("internal error in function '{function}': {reason}")]
    Internal {
        /// The enclosing function (or `module`).
        function: String,
        /// What went wrong.
        reason: &'static str,
    },
}

/// The header word of SPIR-V version `major.minor` (spec 2.3: 0 | major | minor | 0).
fn version_word(major: u8, minor: u8) -> u32 {
    ((major as u32) << 16) | ((minor as u32) << 8)
}

/// Result alias of the forward translation.
pub type Result<T> = std::result::Result<T, Error>;
