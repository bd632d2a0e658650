//! LLVM attributes, flags and metadata that have SPIR-V decoration (or
//! operand-mask) equivalents, as one table.
//!
//! "SPIR-V representation in LLVM IR", section "SPIR-V decorations mapped to LLVM metadata or named
//! attributes" (overview) and SPIR-V spec sections 3.20 "Decoration", 3.15
//! "FP Fast Math Mode", 3.23 "Loop Control", 3.26 "Memory Access", 3.19
//! "Function Parameter Attribute", 3.14 "Linkage Type".
//!
//! [`ATTRIBUTE_TABLE`] is the single source: every typed helper of this
//! module ([`decoration_for`], [`llvm_attr_for`], [`FastMathFlags`],
//! [`MemoryAccessFlags`], [`linkage_type_for`], [`loop_control_from_hints`],
//! ...) looks its answer up there. A row whose `reverse` is `false` is
//! accepted from LLVM but not produced when translating back (for instance
//! `llvm.loop.unroll.full` becomes `Unroll`, which comes back as
//! `llvm.loop.unroll.enable`, as the Khronos translator does).

use std::collections::BTreeMap;

use crate::decoration::{int_operand, str_operand, Decoration, DecorationOperand};
use crate::error::{Error, GrammarItem, GrammarProblem, Result};
use crate::grammar;
use crate::model::{MdNode, MdOperand};

/// `llvm.loop` (the loop-ID metadata kind).
pub const LLVM_LOOP: &str = "llvm.loop";
/// `fpmath` (instruction metadata kind).
pub const FPMATH: &str = "fpmath";

/// The LLVM side of a mapping.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LlvmAttr {
    /// An instruction flag keyword: `nsw`, `nuw`.
    InstFlag(&'static str),
    /// A fast-math flag keyword: `nnan`, `ninf`, `nsz`, `arcp`, `contract`,
    /// `afn`, `reassoc`, `fast`.
    FastMath(&'static str),
    /// An instruction metadata kind: `fpmath`, `nontemporal`.
    InstMetadata(&'static str),
    /// A load/store property: `volatile`, `align`.
    MemoryAccess(&'static str),
    /// A parameter attribute: `zeroext`, `noalias`, `dereferenceable`, ...
    ParamAttr(&'static str),
    /// A global variable property: `constant`, `align`.
    Global(&'static str),
    /// A linkage: `external`, `declare` (an external declaration),
    /// `linkonce_odr`, `internal`, `private`.
    Linkage(&'static str),
    /// An `!llvm.loop` hint name: `llvm.loop.unroll.enable`, ...
    LoopHint(&'static str),
}

/// The SPIR-V side of a mapping.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SpirvForm {
    /// A decoration (its operand, if any, given by [`ValueKind`]).
    Decoration(spirv::Decoration),
    /// `FuncParamAttr <attribute>` on a function parameter.
    FuncParamAttr(spirv::FunctionParameterAttribute),
    /// A bit of the `FPFastMathMode` decoration's mask.
    FpFastMath(spirv::FPFastMathMode),
    /// A bit of the memory-access operand of `OpLoad` / `OpStore`.
    MemoryAccess(spirv::MemoryAccess),
    /// The linkage type of the `LinkageAttributes` decoration.
    Linkage(spirv::LinkageType),
    /// A bit of the loop-control operand of `OpLoopMerge`.
    LoopControl(spirv::LoopControl),
    /// No SPIR-V equivalent: dropped.
    Unrepresentable,
}

/// The value that travels with a mapping.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ValueKind {
    /// None.
    None,
    /// One 32-bit literal (`align 16` <-> `Alignment 16`).
    Literal,
    /// No value on the LLVM side, this literal on the SPIR-V side
    /// (`llvm.loop.coalesce.enable` <-> `LoopCoalesceINTEL 0`).
    Implicit(u32),
    /// A `float` on the LLVM side, its IEEE bits on the SPIR-V side.
    Float,
    /// `DependencyArrayINTEL` (SPV_INTEL_fpga_loop_controls): on the LLVM side
    /// `!{!"llvm.loop.parallel_access_indices", !group..., [i32 safelen]}` whose index
    /// groups name the arrays through the `!llvm.index.group` of the GEPs that access them;
    /// on the SPIR-V side a count N then N (array <id>, safelen) pairs. The adapter resolves
    /// the groups to ids ([`loop_control_from_hints`]'s `dependency_arrays`).
    ArrayPairs,
    /// One of the three 64-bit literals of `LoopCountINTEL` (0 min, 1 max, 2 avg; -1 when
    /// not given), `i64` (or `i32`) on the LLVM side.
    LoopCountPart(u8),
}

/// One row of [`ATTRIBUTE_TABLE`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AttributeMapping {
    /// LLVM side.
    pub llvm: LlvmAttr,
    /// SPIR-V side.
    pub spirv: SpirvForm,
    /// Value carried.
    pub value: ValueKind,
    /// Whether SPIR-V -> LLVM produces this row's LLVM form.
    pub reverse: bool,
    /// Extension or remark.
    pub note: &'static str,
}

const fn row(
    llvm: LlvmAttr,
    spirv: SpirvForm,
    value: ValueKind,
    reverse: bool,
    note: &'static str,
) -> AttributeMapping {
    AttributeMapping { llvm, spirv, value, reverse, note }
}

use spirv::Decoration as D;
use spirv::FunctionParameterAttribute as P;
use spirv::LoopControl as LC;
use LlvmAttr as A;
use SpirvForm as S;
use ValueKind as V;

/// The table of LLVM attributes / flags / metadata and their SPIR-V forms.
pub static ATTRIBUTE_TABLE: &[AttributeMapping] = &[
    // Integer wrap flags (SPV_KHR_no_integer_wrap_decoration / SPIR-V 1.4).
    row(A::InstFlag("nsw"), S::Decoration(D::NoSignedWrap), V::None, true, ""),
    row(A::InstFlag("nuw"), S::Decoration(D::NoUnsignedWrap), V::None, true, ""),
    // Fast-math flags -> FPFastMathMode bits.
    row(A::FastMath("nnan"), S::FpFastMath(spirv::FPFastMathMode::NOT_NAN), V::None, true, ""),
    row(A::FastMath("ninf"), S::FpFastMath(spirv::FPFastMathMode::NOT_INF), V::None, true, ""),
    row(A::FastMath("nsz"), S::FpFastMath(spirv::FPFastMathMode::NSZ), V::None, true, ""),
    row(A::FastMath("arcp"), S::FpFastMath(spirv::FPFastMathMode::ALLOW_RECIP), V::None, true, ""),
    row(
        A::FastMath("contract"),
        S::FpFastMath(spirv::FPFastMathMode::ALLOW_CONTRACT),
        V::None,
        true,
        "SPV_INTEL_fp_fast_math_mode",
    ),
    row(
        A::FastMath("reassoc"),
        S::FpFastMath(spirv::FPFastMathMode::ALLOW_REASSOC),
        V::None,
        true,
        "SPV_INTEL_fp_fast_math_mode",
    ),
    row(A::FastMath("afn"), S::Unrepresentable, V::None, false, "only as part of `fast`"),
    row(A::FastMath("fast"), S::FpFastMath(spirv::FPFastMathMode::FAST), V::None, true, "all seven flags"),
    // Instruction metadata.
    row(
        A::InstMetadata("fpmath"),
        S::Decoration(D::FPMaxErrorDecorationINTEL),
        V::Float,
        true,
        "SPV_INTEL_fp_max_error",
    ),
    row(A::InstMetadata("nontemporal"), S::MemoryAccess(spirv::MemoryAccess::NONTEMPORAL), V::None, true, ""),
    // Loads and stores.
    row(A::MemoryAccess("volatile"), S::MemoryAccess(spirv::MemoryAccess::VOLATILE), V::None, true, ""),
    row(A::MemoryAccess("align"), S::MemoryAccess(spirv::MemoryAccess::ALIGNED), V::Literal, true, ""),
    // Parameter attributes.
    row(A::ParamAttr("zeroext"), S::FuncParamAttr(P::Zext), V::None, true, ""),
    row(A::ParamAttr("signext"), S::FuncParamAttr(P::Sext), V::None, true, ""),
    row(A::ParamAttr("byval"), S::FuncParamAttr(P::ByVal), V::None, true, ""),
    row(A::ParamAttr("sret"), S::FuncParamAttr(P::Sret), V::None, true, ""),
    row(A::ParamAttr("noalias"), S::FuncParamAttr(P::NoAlias), V::None, true, ""),
    row(A::ParamAttr("nocapture"), S::FuncParamAttr(P::NoCapture), V::None, true, ""),
    row(A::ParamAttr("readonly"), S::FuncParamAttr(P::NoWrite), V::None, true, ""),
    row(A::ParamAttr("readnone"), S::FuncParamAttr(P::NoReadWrite), V::None, true, ""),
    row(A::ParamAttr("writeonly"), S::Unrepresentable, V::None, false, "no SPIR-V equivalent"),
    row(A::ParamAttr("dereferenceable"), S::Decoration(D::MaxByteOffset), V::Literal, true, ""),
    row(A::ParamAttr("align"), S::Decoration(D::Alignment), V::Literal, true, ""),
    // Global variables.
    row(A::Global("constant"), S::Decoration(D::Constant), V::None, true, ""),
    row(A::Global("align"), S::Decoration(D::Alignment), V::Literal, true, ""),
    // Linkage (LinkageAttributes "<name>" <type>).
    row(A::Linkage("external"), S::Linkage(spirv::LinkageType::Export), V::None, true, "definitions"),
    row(
        A::Linkage("declare"),
        S::Linkage(spirv::LinkageType::Import),
        V::None,
        true,
        "declarations (also available_externally)",
    ),
    row(A::Linkage("linkonce_odr"), S::Linkage(spirv::LinkageType::LinkOnceODR), V::None, true, "SPV_KHR_linkonce_odr"),
    row(A::Linkage("internal"), S::Unrepresentable, V::None, true, "no LinkageAttributes"),
    row(A::Linkage("private"), S::Unrepresentable, V::None, false, "no LinkageAttributes"),
    // Loop hints -> OpLoopMerge loop control.
    row(A::LoopHint("llvm.loop.unroll.enable"), S::LoopControl(LC::UNROLL), V::None, true, ""),
    row(A::LoopHint("llvm.loop.unroll.full"), S::LoopControl(LC::UNROLL), V::None, false, ""),
    row(A::LoopHint("llvm.loop.unroll.disable"), S::LoopControl(LC::DONT_UNROLL), V::None, true, ""),
    row(A::LoopHint("llvm.loop.unroll.count"), S::LoopControl(LC::PARTIAL_COUNT), V::Literal, true, ""),
    row(A::LoopHint("llvm.loop.ivdep.enable"), S::LoopControl(LC::DEPENDENCY_INFINITE), V::None, true, ""),
    row(A::LoopHint("llvm.loop.ivdep.safelen"), S::LoopControl(LC::DEPENDENCY_LENGTH), V::Literal, true, ""),
    row(
        A::LoopHint("llvm.loop.ii.count"),
        S::LoopControl(LC::INITIATION_INTERVAL_ALTERA),
        V::Literal,
        true,
        "SPV_INTEL_fpga_loop_controls",
    ),
    row(
        A::LoopHint("llvm.loop.max_concurrency.count"),
        S::LoopControl(LC::MAX_CONCURRENCY_ALTERA),
        V::Literal,
        true,
        "SPV_INTEL_fpga_loop_controls",
    ),
    row(
        A::LoopHint("llvm.loop.intel.pipelining.enable"),
        S::LoopControl(LC::PIPELINE_ENABLE_ALTERA),
        V::Literal,
        true,
        "SPV_INTEL_fpga_loop_controls",
    ),
    row(
        A::LoopHint("llvm.loop.coalesce.enable"),
        S::LoopControl(LC::LOOP_COALESCE_ALTERA),
        V::Implicit(0),
        true,
        "SPV_INTEL_fpga_loop_controls",
    ),
    row(
        A::LoopHint("llvm.loop.coalesce.count"),
        S::LoopControl(LC::LOOP_COALESCE_ALTERA),
        V::Literal,
        true,
        "SPV_INTEL_fpga_loop_controls",
    ),
    row(
        A::LoopHint("llvm.loop.max_interleaving.count"),
        S::LoopControl(LC::MAX_INTERLEAVING_ALTERA),
        V::Literal,
        true,
        "SPV_INTEL_fpga_loop_controls",
    ),
    row(
        A::LoopHint("llvm.loop.intel.speculated.iterations.count"),
        S::LoopControl(LC::SPECULATED_ITERATIONS_ALTERA),
        V::Literal,
        true,
        "SPV_INTEL_fpga_loop_controls",
    ),
    row(
        A::LoopHint("llvm.loop.fusion.disable"),
        S::LoopControl(LC::NO_FUSION_ALTERA),
        V::None,
        true,
        "SPV_INTEL_fpga_loop_controls",
    ),
    row(
        A::LoopHint("llvm.loop.intel.max_reinvocation_delay.count"),
        S::LoopControl(LC::MAX_REINVOCATION_DELAY_ALTERA),
        V::Literal,
        true,
        "SPV_INTEL_fpga_loop_controls",
    ),
    row(
        A::LoopHint("llvm.loop.parallel_access_indices"),
        S::LoopControl(LC::DEPENDENCY_ARRAY_ALTERA),
        V::ArrayPairs,
        true,
        "SPV_INTEL_fpga_loop_controls",
    ),
    row(
        A::LoopHint("llvm.loop.intel.loopcount_min"),
        S::LoopControl(LC::LOOP_COUNT_ALTERA),
        V::LoopCountPart(0),
        true,
        "SPV_INTEL_fpga_loop_controls",
    ),
    row(
        A::LoopHint("llvm.loop.intel.loopcount_max"),
        S::LoopControl(LC::LOOP_COUNT_ALTERA),
        V::LoopCountPart(1),
        true,
        "SPV_INTEL_fpga_loop_controls",
    ),
    row(
        A::LoopHint("llvm.loop.intel.loopcount_avg"),
        S::LoopControl(LC::LOOP_COUNT_ALTERA),
        V::LoopCountPart(2),
        true,
        "SPV_INTEL_fpga_loop_controls",
    ),
];

/// The name of the `DependencyArrayINTEL` hint (`llvm.loop.parallel_access_indices`).
pub const PARALLEL_ACCESS_INDICES: &str = "llvm.loop.parallel_access_indices";

/// The SPIR-V version from which loop-control bit `bit` exists (SPIR-V spec 3.23 "Loop
/// Control", its "Enabling Capabilities" column: `DependencyInfinite` and
/// `DependencyLength` are SPIR-V 1.1, `MinIterations` .. `PartialCount` 1.4); `None` for
/// bits of SPIR-V 1.0 and for the extension bits (enabled by their capability instead).
pub fn loop_control_min_version(bit: spirv::LoopControl) -> Option<(u8, u8)> {
    if bit.intersects(LC::DEPENDENCY_INFINITE | LC::DEPENDENCY_LENGTH) {
        Some((1, 1))
    } else if bit.intersects(
        LC::MIN_ITERATIONS | LC::MAX_ITERATIONS | LC::ITERATION_MULTIPLE | LC::PEEL_COUNT | LC::PARTIAL_COUNT,
    ) {
        Some((1, 4))
    } else {
        None
    }
}

/// The row for an LLVM attribute.
pub fn mapping_for_llvm(attr: LlvmAttr) -> Option<&'static AttributeMapping> {
    ATTRIBUTE_TABLE.iter().find(|r| r.llvm == attr)
}

/// Where a decoration sits, to pick among rows sharing a SPIR-V form
/// (`Alignment` is `align` on a parameter and on a global).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AttrSite {
    /// An instruction (`nsw`, `!fpmath`).
    Instruction,
    /// A function parameter.
    Parameter,
    /// A global variable.
    Global,
}

impl AttrSite {
    fn accepts(self, attr: LlvmAttr) -> bool {
        matches!(
            (self, attr),
            (AttrSite::Instruction, A::InstFlag(_) | A::InstMetadata(_))
                | (AttrSite::Parameter, A::ParamAttr(_))
                | (AttrSite::Global, A::Global(_))
        )
    }
}

/// The decoration standing for an LLVM attribute (LLVM -> SPIR-V), for
/// rows whose SPIR-V form is a decoration or a `FuncParamAttr`. `value` is
/// the attribute's literal (`align 16` -> `Some(16)`, `!fpmath` -> the
/// float's bits); `None` if the row needs one and none is given, or if the
/// attribute has no decoration form.
pub fn decoration_for(attr: LlvmAttr, value: Option<u32>) -> Option<Decoration> {
    let row = mapping_for_llvm(attr)?;
    let operands = match (row.value, value) {
        (V::None, _) => vec![],
        (V::Implicit(v), _) => vec![DecorationOperand::Int(v)],
        (V::Literal | V::Float, Some(v)) => vec![DecorationOperand::Int(v)],
        (V::Literal | V::Float, None) => return None,
        (V::ArrayPairs | V::LoopCountPart(_), _) => return None,
    };
    match row.spirv {
        S::Decoration(kind) => Some(Decoration::new(kind, operands)),
        S::FuncParamAttr(p) => Some(Decoration::with_ints(D::FuncParamAttr, &[p as u32])),
        _ => None,
    }
}

/// The LLVM attribute (and its literal) standing for a decoration on
/// `site` (SPIR-V -> LLVM), if the table has a reverse row for it.
pub fn llvm_attr_for(site: AttrSite, decoration: &Decoration) -> Option<(LlvmAttr, Option<u32>)> {
    let (form, operands) = match (decoration.kind, decoration.operands.as_slice()) {
        (D::FuncParamAttr, [DecorationOperand::Int(p)]) => (S::FuncParamAttr(P::from_u32(*p)?), &[][..]),
        (kind, ops) => (S::Decoration(kind), ops),
    };
    let row = ATTRIBUTE_TABLE.iter().find(|r| r.reverse && r.spirv == form && site.accepts(r.llvm))?;
    match row.value {
        V::None => operands.is_empty().then_some((row.llvm, None)),
        V::Implicit(_) => Some((row.llvm, None)),
        V::Literal | V::Float => match operands {
            [DecorationOperand::Int(v)] => Some((row.llvm, Some(*v))),
            _ => None,
        },
        V::ArrayPairs | V::LoopCountPart(_) => None,
    }
}

/// LLVM fast-math flags (LLVM LangRef "Fast-Math Flags").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct FastMathFlags {
    /// `nnan`.
    pub nnan: bool,
    /// `ninf`.
    pub ninf: bool,
    /// `nsz`.
    pub nsz: bool,
    /// `arcp`.
    pub arcp: bool,
    /// `contract`.
    pub contract: bool,
    /// `afn`.
    pub afn: bool,
    /// `reassoc`.
    pub reassoc: bool,
}

impl FastMathFlags {
    /// All flags (`fast`).
    pub const FAST: FastMathFlags =
        FastMathFlags { nnan: true, ninf: true, nsz: true, arcp: true, contract: true, afn: true, reassoc: true };

    fn fields(&mut self) -> [(&'static str, &mut bool); 7] {
        [
            ("nnan", &mut self.nnan),
            ("ninf", &mut self.ninf),
            ("nsz", &mut self.nsz),
            ("arcp", &mut self.arcp),
            ("contract", &mut self.contract),
            ("afn", &mut self.afn),
            ("reassoc", &mut self.reassoc),
        ]
    }

    /// The `FPFastMathMode` mask: `Fast` alone for all flags, else one bit
    /// per representable flag. `contract` / `reassoc` give the
    /// `SPV_INTEL_fp_fast_math_mode` bits; mask them off if that extension
    /// is not enabled.
    pub fn to_spirv(self) -> spirv::FPFastMathMode {
        let bit = |name: &'static str| match mapping_for_llvm(A::FastMath(name)) {
            Some(AttributeMapping { spirv: S::FpFastMath(b), .. }) => *b,
            _ => spirv::FPFastMathMode::NONE,
        };
        if self == FastMathFlags::FAST {
            return bit("fast");
        }
        let mut copy = self;
        copy.fields().into_iter().filter(|(_, on)| **on).fold(spirv::FPFastMathMode::NONE, |m, (name, _)| m | bit(name))
    }

    /// The flags of an `FPFastMathMode` mask (`Fast` gives all flags).
    pub fn from_spirv(mode: spirv::FPFastMathMode) -> Self {
        let mut flags = FastMathFlags::default();
        for r in ATTRIBUTE_TABLE.iter().filter(|r| r.reverse) {
            if let (A::FastMath(name), S::FpFastMath(bit)) = (r.llvm, r.spirv) {
                if !bit.is_empty() && mode.contains(bit) {
                    if name == "fast" {
                        return FastMathFlags::FAST;
                    }
                    for (n, f) in flags.fields() {
                        if n == name {
                            *f = true;
                        }
                    }
                }
            }
        }
        flags
    }

    /// The `FPFastMathMode` decoration, `None` for no representable flag.
    pub fn to_decoration(self) -> Option<Decoration> {
        let m = self.to_spirv();
        (!m.is_empty()).then(|| Decoration::with_ints(D::FPFastMathMode, &[m.bits()]))
    }
}

/// The memory-access properties of a load or store.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct MemoryAccessFlags {
    /// `volatile`.
    pub volatile: bool,
    /// `align N`.
    pub align: Option<u32>,
    /// `!nontemporal`.
    pub nontemporal: bool,
}

impl MemoryAccessFlags {
    /// The memory-access mask and its literal operands (`Aligned` is
    /// followed by the alignment; SPIR-V spec 3.26).
    pub fn to_spirv(self) -> (spirv::MemoryAccess, Vec<u32>) {
        let mut mask = spirv::MemoryAccess::NONE;
        let mut params = Vec::new();
        let bit = |name: &'static str| {
            ATTRIBUTE_TABLE
                .iter()
                .find_map(|r| match (r.llvm, r.spirv) {
                    (A::MemoryAccess(n) | A::InstMetadata(n), S::MemoryAccess(b)) if n == name => Some(b),
                    _ => None,
                })
                .unwrap_or(spirv::MemoryAccess::NONE)
        };
        if self.volatile {
            mask |= bit("volatile");
        }
        if let Some(a) = self.align {
            mask |= bit("align");
            params.push(a);
        }
        if self.nontemporal {
            mask |= bit("nontemporal");
        }
        (mask, params)
    }

    /// From a memory-access mask and its operands; the alignment is the
    /// first operand when `Aligned` is set.
    pub fn from_spirv(mask: spirv::MemoryAccess, params: &[u32]) -> Self {
        MemoryAccessFlags {
            volatile: mask.contains(spirv::MemoryAccess::VOLATILE),
            align: if mask.contains(spirv::MemoryAccess::ALIGNED) { params.first().copied() } else { None },
            nontemporal: mask.contains(spirv::MemoryAccess::NONTEMPORAL),
        }
    }
}

/// The linkage of an LLVM global value, as far as SPIR-V can tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LlvmLinkage {
    /// `external` (and every linkage without a row of its own).
    External,
    /// `linkonce_odr`.
    LinkOnceOdr,
    /// `internal`.
    Internal,
    /// `private`.
    Private,
}

impl LlvmLinkage {
    fn keyword(self) -> &'static str {
        match self {
            LlvmLinkage::External => "external",
            LlvmLinkage::LinkOnceOdr => "linkonce_odr",
            LlvmLinkage::Internal => "internal",
            LlvmLinkage::Private => "private",
        }
    }
}

/// The `LinkageType` of a global value (`None`: no `LinkageAttributes`).
/// Declarations are `Import`, as in the Khronos translator.
pub fn linkage_type_for(linkage: LlvmLinkage, is_declaration: bool) -> Option<spirv::LinkageType> {
    let key = if is_declaration { "declare" } else { linkage.keyword() };
    match mapping_for_llvm(A::Linkage(key))?.spirv {
        S::Linkage(t) => Some(t),
        _ => None,
    }
}

/// The LLVM linkage for a `LinkageType` (`None`: no `LinkageAttributes`,
/// internal). `Import` gives `External` on a declaration.
pub fn linkage_for(linkage: Option<spirv::LinkageType>) -> LlvmLinkage {
    let key = ATTRIBUTE_TABLE.iter().find_map(|r| match (r.llvm, r.spirv) {
        (A::Linkage(k), S::Linkage(t)) if r.reverse && Some(t) == linkage => Some(k),
        (A::Linkage(k), S::Unrepresentable) if r.reverse && linkage.is_none() => Some(k),
        _ => None,
    });
    match key {
        Some("linkonce_odr") => LlvmLinkage::LinkOnceOdr,
        Some("internal") => LlvmLinkage::Internal,
        _ => LlvmLinkage::External,
    }
}

/// `LinkageAttributes "<name>" <type>`.
pub fn linkage_decoration(name: &str, linkage: spirv::LinkageType) -> Decoration {
    Decoration::new(
        D::LinkageAttributes,
        vec![DecorationOperand::String(name.to_owned()), DecorationOperand::Int(linkage as u32)],
    )
}

/// The name and type of a `LinkageAttributes` decoration.
pub fn linkage_from_decoration(d: &Decoration) -> Option<(String, spirv::LinkageType)> {
    match (d.kind, d.operands.as_slice()) {
        (D::LinkageAttributes, [DecorationOperand::String(n), DecorationOperand::Int(t)]) => {
            Some((n.clone(), spirv::LinkageType::from_u32(*t)?))
        }
        _ => None,
    }
}

/// `!fpmath !{float X}` -> `FPMaxErrorDecorationINTEL <bits of X>`.
pub fn fpmath_to_decoration(node: &MdNode) -> Result<Decoration> {
    match node.operands() {
        [MdOperand::Float { bits: 32, value }] => {
            let bits = u32::try_from(*value).map_err(|_| Error::IntegerRange {
                context: FPMATH,
                node: node.clone(),
                index: 0,
                bits: 32,
            })?;
            decoration_for(A::InstMetadata(FPMATH), Some(bits)).ok_or_else(|| Error::OperandKind {
                context: FPMATH,
                node: node.clone(),
                index: 0,
                expected: "float",
                found: "float",
            })
        }
        [other] => Err(Error::OperandKind {
            context: FPMATH,
            node: node.clone(),
            index: 0,
            expected: "float",
            found: other.kind_name(),
        }),
        _ => Err(Error::OperandCount { context: FPMATH, node: node.clone(), expected: "1", found: node.len() }),
    }
}

/// `FPMaxErrorDecorationINTEL <bits>` -> `!{float X}`.
pub fn fpmath_from_decoration(d: &Decoration) -> Option<MdNode> {
    match llvm_attr_for(AttrSite::Instruction, d)? {
        (A::InstMetadata(FPMATH), Some(bits)) => {
            Some(MdNode::new(vec![MdOperand::Float { bits: 32, value: u64::from(bits) }]))
        }
        _ => None,
    }
}

/// The loop-control operand of `OpLoopMerge`: the mask and its literal
/// parameters, ordered by increasing mask bit (SPIR-V spec 3.23).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct LoopControl {
    /// The mask.
    pub mask: spirv::LoopControl,
    /// The parameters.
    pub parameters: Vec<u32>,
}

/// `!llvm.loop` hints converted to a loop control.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct LoopControlFromHints {
    /// The loop control.
    pub control: LoopControl,
    /// Hints without a SPIR-V equivalent (`llvm.loop.mustprogress`,
    /// `llvm.loop.vectorize.*`, ...), in order.
    pub unmapped: Vec<MdNode>,
}

/// Loop hints converted back from a loop control.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HintsFromLoopControl {
    /// One `!{!"llvm.loop...", [i32 N]}` node per mapped bit, in bit order. For
    /// `DependencyArrayINTEL` the node is `!{!"llvm.loop.parallel_access_indices"}` alone,
    /// a placeholder the adapter replaces with the index-group nodes it builds from
    /// [`HintsFromLoopControl::dependency_arrays`].
    pub hints: Vec<MdNode>,
    /// The (array <id>, safelen) pairs of `DependencyArrayINTEL`, in order (safelen 0:
    /// no bound).
    pub dependency_arrays: Vec<(u32, u32)>,
    /// Bits without an LLVM hint (`MinIterations`, ...), dropped.
    pub dropped: spirv::LoopControl,
}

impl Default for LoopControl {
    /// `None`, no parameters.
    fn default() -> Self {
        LoopControl { mask: LC::NONE, parameters: Vec::new() }
    }
}

impl Default for HintsFromLoopControl {
    /// No hints, nothing dropped.
    fn default() -> Self {
        HintsFromLoopControl { hints: Vec::new(), dependency_arrays: Vec::new(), dropped: LC::NONE }
    }
}

fn loop_node(control: &LoopControl) -> MdNode {
    std::iter::once(MdOperand::i32(control.mask.bits()))
        .chain(control.parameters.iter().map(|&p| MdOperand::i32(p)))
        .collect()
}

/// A hint node as written, or the node it wraps: the Khronos translator writes
/// `llvm.loop.coalesce.enable` wrapped in a one-operand node (`!{!{!"llvm.loop.coalesce.enable"}}`),
/// which reads back as the hint it wraps.
fn unwrapped(hint: &MdNode) -> &MdNode {
    match hint.operands() {
        [MdOperand::Node(inner)] if matches!(inner.get(0), Some(MdOperand::String(_))) => inner,
        _ => hint,
    }
}

/// Converts the hint nodes of a loop ID (`!llvm.loop !L`, `!L =
/// distinct !{!L, !hint...}`: the adapter passes the hints without the
/// self-reference) to a loop control (LLVM -> SPIR-V).
///
/// `dependency_arrays` are the (array <id>, safelen) pairs the adapter resolved from the
/// `llvm.loop.parallel_access_indices` hints (their index groups name GEPs, which only the
/// adapter sees); `DependencyArrayINTEL` is set when there is at least one, as the
/// Khronos translator sets it. `LoopCountINTEL` gathers `llvm.loop.intel.loopcount_min`,
/// `_max` and `_avg` into its three 64-bit literals (two words each, low first), -1 for
/// the ones not given.
///
/// As in the Khronos translator, `llvm.loop.unroll.disable` wins over
/// `enable` / `full` / `count`. A repeated hint keeps its first value.
///
/// # Errors
/// [`Error::OperandCount`] / [`Error::OperandKind`] / [`Error::IntegerRange`] naming a
/// malformed hint (a count without its literal, a flag with operands, ...).
pub fn loop_control_from_hints(hints: &[MdNode], dependency_arrays: &[(u32, u32)]) -> Result<LoopControlFromHints> {
    let mut bits: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    let mut loop_count: [Option<i64>; 3] = [None; 3];
    let mut unmapped = Vec::new();
    for written in hints {
        let hint = unwrapped(written);
        let name = match hint.get(0) {
            Some(MdOperand::String(s)) => s.as_str(),
            _ => {
                unmapped.push(written.clone());
                continue;
            }
        };
        let row = ATTRIBUTE_TABLE.iter().find(|r| matches!(r.llvm, A::LoopHint(n) if n == name));
        let Some((row, S::LoopControl(bit))) = row.map(|r| (r, r.spirv)) else {
            unmapped.push(written.clone());
            continue;
        };
        let one_literal = |bits: u32| -> Result<u64> {
            if hint.len() != 2 {
                return Err(Error::OperandCount {
                    context: LLVM_LOOP,
                    node: hint.clone(),
                    expected: "2",
                    found: hint.len(),
                });
            }
            int_operand(LLVM_LOOP, hint, 1, bits, "integer count")
        };
        let value = match row.value {
            V::Literal => vec![one_literal(32)? as u32],
            V::Implicit(v) => vec![v],
            V::None | V::Float => vec![],
            V::ArrayPairs => continue,
            V::LoopCountPart(i) => {
                let v = match hint.get(1) {
                    Some(MdOperand::Int { bits: 32, value }) => i64::from(*value as u32 as i32),
                    _ => one_literal(64)? as i64,
                };
                if let Some(slot) = loop_count.get_mut(usize::from(i)) {
                    slot.get_or_insert(v);
                }
                bits.entry(bit.bits()).or_default();
                continue;
            }
        };
        // `!{!"llvm.loop.unroll.enable"}`; a trailing `i1 true` is tolerated.
        if matches!(row.value, V::None | V::Implicit(_))
            && hint.len() > 1
            && (hint.len() > 2 || int_operand(LLVM_LOOP, hint, 1, 32, "i1 flag").is_err())
        {
            return Err(Error::OperandCount {
                context: LLVM_LOOP,
                node: hint.clone(),
                expected: "1",
                found: hint.len(),
            });
        }
        bits.entry(bit.bits()).or_insert(value);
    }
    if bits.contains_key(&LC::DONT_UNROLL.bits()) {
        bits.remove(&LC::UNROLL.bits());
        bits.remove(&LC::PARTIAL_COUNT.bits());
    }
    if let Some(words) = bits.get_mut(&LC::LOOP_COUNT_ALTERA.bits()) {
        for v in loop_count {
            let v = v.unwrap_or(-1) as u64;
            words.extend([v as u32, (v >> 32) as u32]);
        }
    }
    if !dependency_arrays.is_empty() {
        let words = bits.entry(LC::DEPENDENCY_ARRAY_ALTERA.bits()).or_default();
        words.push(dependency_arrays.len() as u32);
        for &(array, safelen) in dependency_arrays {
            words.extend([array, safelen]);
        }
    }
    let mut control = LoopControl::default();
    for (bit, value) in bits {
        control.mask |= LC::from_bits_retain(bit);
        control.parameters.extend(value);
    }
    Ok(LoopControlFromHints { control, unmapped })
}

/// Converts a loop control back to `!llvm.loop` hint nodes (SPIR-V ->
/// LLVM), in bit order. `LoopCoalesceINTEL 0` is `llvm.loop.coalesce.enable` wrapped in a
/// one-operand node as the Khronos translator writes it; `LoopCountINTEL` gives one
/// `i64` hint per literal that is not negative; `DependencyArrayINTEL` gives a placeholder
/// and its pairs ([`HintsFromLoopControl`]).
///
/// # Errors
/// [`Error::Grammar`] naming the control as `!{i32 mask, i32 param...}` if the parameter
/// count does not match the mask.
pub fn loop_hints_from_control(control: &LoopControl) -> Result<HintsFromLoopControl> {
    let mut out = HintsFromLoopControl::default();
    let fail = |problem: GrammarProblem, bits: LC| Error::Grammar {
        context: LLVM_LOOP,
        node: loop_node(control),
        item: GrammarItem::LoopControl(bits),
        expected: "the parameters of each bit, in bit order",
        problem,
    };
    let params = &control.parameters;
    let mut taken = 0;
    for shift in 0..32 {
        let bit = LC::from_bits_retain(1 << shift);
        if !control.mask.contains(bit) {
            continue;
        }
        let rest = &params[taken.min(params.len())..];
        let count = grammar::loop_control_param_words(bit, rest).ok_or_else(|| {
            fail(GrammarProblem::InvalidValue { index: 0, kind: "LoopControl", value: bit.bits() }, bit)
        })?;
        if rest.len() < count {
            return Err(fail(GrammarProblem::TooFewOperands { found: params.len() }, bit));
        }
        let values = &rest[..count];
        taken += count;
        let rows: Vec<&AttributeMapping> =
            ATTRIBUTE_TABLE.iter().filter(|r| r.reverse && r.spirv == S::LoopControl(bit)).collect();
        let named = |r: &AttributeMapping, v: Option<MdOperand>| {
            let A::LoopHint(name) = r.llvm else { return None };
            let mut node = vec![MdOperand::string(name)];
            node.extend(v);
            Some(MdNode::new(node))
        };
        let first = values.first().copied();
        let mut produced = Vec::new();
        for r in &rows {
            match r.value {
                V::Implicit(v) if Some(v) == first => {
                    // The Khronos translator's form: the hint wrapped in a node.
                    produced = named(r, None).map(|h| MdNode::new(vec![MdOperand::Node(h)])).into_iter().collect();
                    break;
                }
                V::Literal if produced.is_empty() => produced.extend(named(r, first.map(MdOperand::i32))),
                V::None if produced.is_empty() => produced.extend(named(r, None)),
                V::ArrayPairs => {
                    out.dependency_arrays = values[1..].chunks(2).map(|p| (p[0], p[1])).collect();
                    produced.extend(named(r, None));
                }
                V::LoopCountPart(i) => {
                    let at = usize::from(i) * 2;
                    let v = u64::from(values[at]) | (u64::from(values[at + 1]) << 32);
                    if (v as i64) >= 0 {
                        produced.extend(named(r, Some(MdOperand::i64(v))));
                    }
                }
                _ => {}
            }
        }
        if produced.is_empty() && !rows.iter().any(|r| matches!(r.value, V::LoopCountPart(_))) {
            out.dropped |= bit;
        }
        out.hints.extend(produced);
    }
    if taken != params.len() {
        return Err(fail(GrammarProblem::TooManyOperands { found: params.len() }, control.mask));
    }
    Ok(out)
}

/// Reads an `!{!"name", ...}` hint's name (helper for adapters that need to
/// recognise loop hints).
pub fn hint_name(hint: &MdNode) -> Result<&str> {
    str_operand(LLVM_LOOP, hint, 0, "hint name string")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hint(name: &str, value: Option<u32>) -> MdNode {
        let mut v = vec![MdOperand::string(name)];
        v.extend(value.map(MdOperand::i32));
        MdNode::new(v)
    }

    #[test]
    fn table_is_consistent() {
        // Every LLVM attribute appears once; every decoration row's
        // decoration validates with a sample literal.
        for (i, r) in ATTRIBUTE_TABLE.iter().enumerate() {
            assert!(ATTRIBUTE_TABLE[..i].iter().all(|o| o.llvm != r.llvm), "{:?} twice", r.llvm);
            if let Some(d) = decoration_for(r.llvm, Some(4)) {
                d.validate().unwrap();
            }
        }
    }

    #[test]
    fn decorations_round_trip() {
        let cases = [
            (AttrSite::Instruction, A::InstFlag("nsw"), None),
            (AttrSite::Instruction, A::InstFlag("nuw"), None),
            (AttrSite::Parameter, A::ParamAttr("zeroext"), None),
            (AttrSite::Parameter, A::ParamAttr("signext"), None),
            (AttrSite::Parameter, A::ParamAttr("byval"), None),
            (AttrSite::Parameter, A::ParamAttr("sret"), None),
            (AttrSite::Parameter, A::ParamAttr("noalias"), None),
            (AttrSite::Parameter, A::ParamAttr("nocapture"), None),
            (AttrSite::Parameter, A::ParamAttr("readonly"), None),
            (AttrSite::Parameter, A::ParamAttr("readnone"), None),
            (AttrSite::Parameter, A::ParamAttr("dereferenceable"), Some(64)),
            (AttrSite::Parameter, A::ParamAttr("align"), Some(8)),
            (AttrSite::Global, A::Global("constant"), None),
            (AttrSite::Global, A::Global("align"), Some(16)),
        ];
        for (site, attr, value) in cases {
            let d = decoration_for(attr, value).unwrap();
            d.validate().unwrap();
            assert_eq!(llvm_attr_for(site, &d), Some((attr, value)), "{attr:?}");
        }
        assert_eq!(
            decoration_for(A::ParamAttr("noalias"), None),
            Some(Decoration::with_ints(D::FuncParamAttr, &[P::NoAlias as u32]))
        );
        assert_eq!(decoration_for(A::ParamAttr("writeonly"), None), None);
        assert_eq!(decoration_for(A::ParamAttr("align"), None), None);
        assert_eq!(llvm_attr_for(AttrSite::Global, &Decoration::simple(D::NoSignedWrap)), None);
    }

    #[test]
    fn fast_math_round_trip() {
        use spirv::FPFastMathMode as F;
        assert_eq!(FastMathFlags::FAST.to_spirv(), F::FAST);
        assert_eq!(FastMathFlags::from_spirv(F::FAST), FastMathFlags::FAST);
        let f = FastMathFlags { nnan: true, nsz: true, contract: true, ..Default::default() };
        let m = f.to_spirv();
        assert_eq!(m, F::NOT_NAN | F::NSZ | F::ALLOW_CONTRACT);
        assert_eq!(FastMathFlags::from_spirv(m), f);
        let d = f.to_decoration().unwrap();
        d.validate().unwrap();
        // afn alone has no SPIR-V form.
        let afn = FastMathFlags { afn: true, ..Default::default() };
        assert_eq!(afn.to_decoration(), None);
    }

    #[test]
    fn memory_access_round_trip() {
        let f = MemoryAccessFlags { volatile: true, align: Some(4), nontemporal: true };
        let (mask, params) = f.to_spirv();
        assert_eq!(
            mask,
            spirv::MemoryAccess::VOLATILE | spirv::MemoryAccess::ALIGNED | spirv::MemoryAccess::NONTEMPORAL
        );
        assert_eq!(params, vec![4]);
        assert_eq!(MemoryAccessFlags::from_spirv(mask, &params), f);
    }

    #[test]
    fn linkage_round_trip() {
        use spirv::LinkageType as T;
        assert_eq!(linkage_type_for(LlvmLinkage::External, false), Some(T::Export));
        assert_eq!(linkage_type_for(LlvmLinkage::External, true), Some(T::Import));
        assert_eq!(linkage_type_for(LlvmLinkage::LinkOnceOdr, false), Some(T::LinkOnceODR));
        assert_eq!(linkage_type_for(LlvmLinkage::Internal, false), None);
        assert_eq!(linkage_type_for(LlvmLinkage::Private, false), None);
        assert_eq!(linkage_for(Some(T::Export)), LlvmLinkage::External);
        assert_eq!(linkage_for(Some(T::Import)), LlvmLinkage::External);
        assert_eq!(linkage_for(Some(T::LinkOnceODR)), LlvmLinkage::LinkOnceOdr);
        assert_eq!(linkage_for(None), LlvmLinkage::Internal);
        let d = linkage_decoration("helper", T::Import);
        d.validate().unwrap();
        assert_eq!(linkage_from_decoration(&d), Some(("helper".into(), T::Import)));
    }

    #[test]
    fn fpmath_round_trip() {
        let node = MdNode::new(vec![MdOperand::f32(2.5)]);
        let d = fpmath_to_decoration(&node).unwrap();
        assert_eq!(d.kind, D::FPMaxErrorDecorationINTEL);
        d.validate().unwrap();
        assert_eq!(fpmath_from_decoration(&d), Some(node));
        let bad = MdNode::new(vec![MdOperand::i32(2)]);
        let err = fpmath_to_decoration(&bad).unwrap_err();
        assert!(err.to_string().contains("fpmath") && err.to_string().contains("!{i32 2}"));
    }

    #[test]
    fn loop_hints_round_trip() {
        let hints = vec![
            hint("llvm.loop.mustprogress", None),
            hint("llvm.loop.unroll.count", Some(4)),
            hint("llvm.loop.ivdep.safelen", Some(8)),
            hint("llvm.loop.ii.count", Some(2)),
            hint("llvm.loop.coalesce.enable", None),
            hint("llvm.loop.fusion.disable", None),
        ];
        let r = loop_control_from_hints(&hints, &[]).unwrap();
        assert_eq!(
            r.control.mask,
            LC::DEPENDENCY_LENGTH
                | LC::PARTIAL_COUNT
                | LC::INITIATION_INTERVAL_ALTERA
                | LC::LOOP_COALESCE_ALTERA
                | LC::NO_FUSION_ALTERA
        );
        assert_eq!(r.control.parameters, vec![8, 4, 2, 0]);
        assert_eq!(r.unmapped, vec![hint("llvm.loop.mustprogress", None)]);
        let back = loop_hints_from_control(&r.control).unwrap();
        assert!(back.dropped.is_empty());
        assert_eq!(
            back.hints,
            vec![
                hint("llvm.loop.ivdep.safelen", Some(8)),
                hint("llvm.loop.unroll.count", Some(4)),
                hint("llvm.loop.ii.count", Some(2)),
                // The Khronos translator's wrapped form.
                MdNode::new(vec![MdOperand::Node(hint("llvm.loop.coalesce.enable", None))]),
                hint("llvm.loop.fusion.disable", None),
            ]
        );
        // And the same control again.
        assert_eq!(loop_control_from_hints(&back.hints, &[]).unwrap().control, r.control);

        // enable / full -> Unroll -> enable; disable wins.
        for h in ["llvm.loop.unroll.enable", "llvm.loop.unroll.full"] {
            let c = loop_control_from_hints(&[hint(h, None)], &[]).unwrap().control;
            assert_eq!(c.mask, LC::UNROLL);
            assert_eq!(loop_hints_from_control(&c).unwrap().hints, vec![hint("llvm.loop.unroll.enable", None)]);
        }
        let c = loop_control_from_hints(
            &[hint("llvm.loop.unroll.enable", None), hint("llvm.loop.unroll.disable", None)],
            &[],
        )
        .unwrap()
        .control;
        assert_eq!(c.mask, LC::DONT_UNROLL);
        // coalesce with a count; ivdep.enable.
        let c = loop_control_from_hints(
            &[hint("llvm.loop.coalesce.count", Some(3)), hint("llvm.loop.ivdep.enable", None)],
            &[],
        )
        .unwrap()
        .control;
        assert_eq!(
            loop_hints_from_control(&c).unwrap().hints,
            vec![hint("llvm.loop.ivdep.enable", None), hint("llvm.loop.coalesce.count", Some(3))]
        );
        // MinIterations has no hint: dropped, its parameter skipped.
        let c = LoopControl { mask: LC::MIN_ITERATIONS | LC::PARTIAL_COUNT, parameters: vec![10, 2] };
        let back = loop_hints_from_control(&c).unwrap();
        assert_eq!(back.dropped, LC::MIN_ITERATIONS);
        assert_eq!(back.hints, vec![hint("llvm.loop.unroll.count", Some(2))]);
    }

    #[test]
    fn dependency_arrays_and_loop_count() {
        let hints = vec![
            hint("llvm.loop.ivdep.enable", None),
            MdNode::new(vec![MdOperand::string(PARALLEL_ACCESS_INDICES), MdOperand::Node(MdNode::new(vec![]))]),
            MdNode::new(vec![MdOperand::string("llvm.loop.intel.loopcount_max"), MdOperand::i64(1 << 33)]),
            hint("llvm.loop.intel.loopcount_min", Some(4)),
        ];
        let r = loop_control_from_hints(&hints, &[(17, 0), (18, 5)]).unwrap();
        assert_eq!(r.control.mask, LC::DEPENDENCY_INFINITE | LC::DEPENDENCY_ARRAY_ALTERA | LC::LOOP_COUNT_ALTERA);
        // Bit order: the pairs (count first), then min / max / avg as (low, high) words, -1 for avg.
        assert_eq!(r.control.parameters, vec![2, 17, 0, 18, 5, 4, 0, 0, 2, u32::MAX, u32::MAX]);
        assert!(r.unmapped.is_empty());
        let back = loop_hints_from_control(&r.control).unwrap();
        assert_eq!(back.dependency_arrays, vec![(17, 0), (18, 5)]);
        assert_eq!(
            back.hints,
            vec![
                hint("llvm.loop.ivdep.enable", None),
                hint(PARALLEL_ACCESS_INDICES, None),
                MdNode::new(vec![MdOperand::string("llvm.loop.intel.loopcount_min"), MdOperand::i64(4)]),
                MdNode::new(vec![MdOperand::string("llvm.loop.intel.loopcount_max"), MdOperand::i64(1 << 33)]),
            ]
        );
        // Without resolved arrays the hint sets no bit; a short pair list is an error.
        let r = loop_control_from_hints(&hints[1..2], &[]).unwrap();
        assert_eq!(r.control.mask, LC::NONE);
        let c = LoopControl { mask: LC::DEPENDENCY_ARRAY_ALTERA, parameters: vec![2, 17, 0] };
        assert!(loop_hints_from_control(&c).is_err());
    }

    #[test]
    fn loop_control_versions() {
        assert_eq!(loop_control_min_version(LC::UNROLL), None);
        assert_eq!(loop_control_min_version(LC::DEPENDENCY_LENGTH), Some((1, 1)));
        assert_eq!(loop_control_min_version(LC::DEPENDENCY_INFINITE), Some((1, 1)));
        assert_eq!(loop_control_min_version(LC::PARTIAL_COUNT), Some((1, 4)));
        assert_eq!(loop_control_min_version(LC::INITIATION_INTERVAL_ALTERA), None);
        // Every FPGA hint row of one literal at most maps to a bit with a grammar parameter count.
        for r in ATTRIBUTE_TABLE {
            if let (S::LoopControl(bit), V::Literal | V::Implicit(_) | V::None) = (r.spirv, r.value) {
                let count = grammar::loop_control_param_count(bit).unwrap();
                assert_eq!(count, usize::from(matches!(r.value, V::Literal | V::Implicit(_))), "{:?}", r.llvm);
            }
        }
    }

    #[test]
    fn malformed_loop_hints() {
        let bad = MdNode::new(vec![MdOperand::string("llvm.loop.unroll.count")]);
        let err = loop_control_from_hints(&[bad], &[]).unwrap_err();
        assert!(matches!(err, Error::OperandCount { context: LLVM_LOOP, found: 1, .. }));
        assert!(err.to_string().contains("llvm.loop.unroll.count"));
        let bad = hint("llvm.loop.ii.count", None);
        assert!(loop_control_from_hints(
            &[MdNode::new(vec![MdOperand::string("llvm.loop.ii.count"), MdOperand::string("x")])],
            &[]
        )
        .is_err());
        assert!(loop_control_from_hints(&[bad], &[]).is_err());
        let c = LoopControl { mask: LC::PARTIAL_COUNT, parameters: vec![] };
        assert!(matches!(
            loop_hints_from_control(&c),
            Err(Error::Grammar { problem: GrammarProblem::TooFewOperands { .. }, .. })
        ));
        let c = LoopControl { mask: LC::UNROLL, parameters: vec![1] };
        assert!(matches!(
            loop_hints_from_control(&c),
            Err(Error::Grammar { problem: GrammarProblem::TooManyOperands { .. }, .. })
        ));
        let c = LoopControl { mask: LC::LOOP_COUNT_ALTERA, parameters: vec![1, 2, 3] };
        assert!(loop_hints_from_control(&c).is_err());
    }
}
