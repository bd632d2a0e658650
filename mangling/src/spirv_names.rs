//! Names of `__spirv_*` builtin functions and variables, following the
//! "SPIR-V representation in LLVM IR", sections "SPIR-V
//! Instructions Mapped to LLVM Function Calls", "Optional Postfixes for
//! SPIR-V Builtin Function Names", "SPIR-V Extended Instructions Mapped to
//! LLVM Function Calls" and "SPIR-V Builtin Variables Mapped to LLVM
//! Function Calls or LLVM Global Variables".
//!
//! These are *unmangled* names; the LLVM function name is their Itanium
//! mangling with the call's parameter types ([`SpirvBuiltinName::mangle`]),
//! e.g. `_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif`.

use std::fmt;
use std::str::FromStr;

use crate::demangle::parse_type_at;
use crate::error::{Error, Result};
use crate::mangle::{mangle, mangle_type_into};
use crate::types::{AddrSpace, Scalar, Type};

/// The common prefix `__spirv_` of every SPIR-V builtin function, variable
/// and type name ("SPIR-V representation in LLVM IR", "SPIR-V Instructions Mapped to LLVM Function Calls").
pub const SPIRV_PREFIX: &str = "__spirv_";

/// The `{ExtendedInstructionSetName}` the representation document uses for `OpenCL.std` ("SPIR-V representation in LLVM IR",
/// "SPIR-V Extended Instructions Mapped to LLVM Function Calls").
pub const OCL_EXT_SET: &str = "ocl";

/// Floating-point rounding-mode postfix `_rte|_rtz|_rtp|_rtn` ("SPIR-V representation in LLVM IR",
/// "Optional Postfixes for SPIR-V Builtin Function Names").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoundingMode {
    /// `_rte` — round to nearest even.
    Rte,
    /// `_rtz` — round toward zero.
    Rtz,
    /// `_rtp` — round toward positive infinity.
    Rtp,
    /// `_rtn` — round toward negative infinity.
    Rtn,
}

impl RoundingMode {
    /// `rte`, `rtz`, `rtp` or `rtn`.
    pub const fn postfix(self) -> &'static str {
        match self {
            RoundingMode::Rte => "rte",
            RoundingMode::Rtz => "rtz",
            RoundingMode::Rtp => "rtp",
            RoundingMode::Rtn => "rtn",
        }
    }

    /// The SPIR-V `FPRoundingMode` operand value (RTE 0, RTZ 1, RTP 2, RTN 3).
    pub const fn spirv_value(self) -> u32 {
        match self {
            RoundingMode::Rte => 0,
            RoundingMode::Rtz => 1,
            RoundingMode::Rtp => 2,
            RoundingMode::Rtn => 3,
        }
    }

    /// Inverse of [`RoundingMode::spirv_value`].
    pub const fn from_spirv_value(v: u32) -> Option<RoundingMode> {
        match v {
            0 => Some(RoundingMode::Rte),
            1 => Some(RoundingMode::Rtz),
            2 => Some(RoundingMode::Rtp),
            3 => Some(RoundingMode::Rtn),
            _ => None,
        }
    }
}

/// Pipe-storage access postfix of `__spirv_CreatePipeFromPipeStorage_{read|write}`
/// ("SPIR-V representation in LLVM IR", "SPIR-V 1.1 Builtin CreatePipeFromPipeStorage Function Name").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PipeAccess {
    /// `_read`.
    Read,
    /// `_write`.
    Write,
}

/// One `_`-separated postfix of a `__spirv_` builtin name ("SPIR-V representation in LLVM IR", "Optional
/// Postfixes for SPIR-V Builtin Function Names" and the following
/// sections).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Postfix {
    /// `_R{ReturnType}`: `{ScalarType}|{VectorType}` spelled
    /// `char|uchar|short|ushort|int|uint|long|ulong|half|float|double|bool`
    /// optionally followed by `2|3|4|8|16` (also `void`, `schar`, `bfloat`).
    /// Types without such a spelling (pointers, opaque types, other widths)
    /// are written as their Itanium `<type>` encoding, e.g.
    /// `_RPU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0`.
    Return(Type),
    /// `_sat`.
    Sat,
    /// `_rte|_rtz|_rtp|_rtn`.
    Rounding(RoundingMode),
    /// `_To{Global|Local|Private}` of `__spirv_GenericCastToPtrExplicit`
    /// (also `Generic`, `Constant`, and `AS<n>` for other address spaces).
    To(AddrSpace),
    /// `_{1|2|3}D` of `__spirv_BuildNDRange` (only 1..=3 round-trip).
    Dim(u8),
    /// `_{read|write}` of `__spirv_CreatePipeFromPipeStorage`.
    Pipe(PipeAccess),
    /// Any other postfix, kept verbatim (non-empty, without `_`).
    Other(String),
}

/// What a `__spirv_` name denotes: the three naming conventions of the representation document
/// ("SPIR-V Instructions Mapped to LLVM Function Calls", "SPIR-V Extended
/// Instructions Mapped to LLVM Function Calls", "SPIR-V Builtin Variables
/// Mapped to LLVM Function Calls or LLVM Global Variables").
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpirvBuiltinKind {
    /// `__spirv_{OpCodeName}`: the op name without `Op`, e.g.
    /// `EnqueueKernel`, `SConvert`, `GenericCastToPtrExplicit`.
    Op(String),
    /// `__spirv_{ExtendedInstructionSetName}_{ExtendedInstructionName}`,
    /// e.g. set `ocl` (OpenCL.std), name `vloadn` or `s_abs`.
    ExtInst {
        /// Set prefix (`ocl` for OpenCL.std): lower-case letters and digits.
        set: String,
        /// Instruction name (may contain `_`).
        name: String,
    },
    /// `__spirv_BuiltIn{VariableName}`, e.g. `GlobalInvocationId`.
    BuiltIn(String),
}

/// A parsed/buildable `__spirv_` builtin name (the conventions of "SPIR-V representation in LLVM IR"
/// `__spirv_{OpCodeName}{_OptionalPostfixes}`,
/// `__spirv_{ExtendedInstructionSetName}_{Name}{__OptionalPostfixes}`,
/// `__spirv_BuiltIn{VariableName}`).
///
/// [`fmt::Display`] builds the canonical form of "SPIR-V representation in LLVM IR": op and built-in
/// postfixes start with `_`; extended-instruction postfixes start with `__`
/// for the first and `_` for the rest. [`SpirvBuiltinName::parse`] also
/// accepts the single-`_` form some producers emit for extended
/// instructions (`__spirv_ocl_vloadn_Rfloat4`) when the trailing postfixes
/// start with a `_R{ReturnType}` and are all well-known.
///
/// ```
/// use llvm_spirv_mangling::{Postfix, RoundingMode, Scalar, SpirvBuiltinName, Type};
/// let n = SpirvBuiltinName::op("ConvertFToU")
///     .with(Postfix::Return(Type::vector(Scalar::UChar, 4)))
///     .with(Postfix::Sat)
///     .with(Postfix::Rounding(RoundingMode::Rtz));
/// assert_eq!(n.to_string(), "__spirv_ConvertFToU_Ruchar4_sat_rtz");
/// assert_eq!(SpirvBuiltinName::parse("__spirv_ConvertFToU_Ruchar4_sat_rtz").unwrap(), n);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SpirvBuiltinName {
    /// Op, extended instruction or built-in variable.
    pub kind: SpirvBuiltinKind,
    /// Postfixes in order.
    pub postfixes: Vec<Postfix>,
}

impl SpirvBuiltinName {
    /// `__spirv_{op}`.
    pub fn op(op: impl Into<String>) -> SpirvBuiltinName {
        SpirvBuiltinName { kind: SpirvBuiltinKind::Op(op.into()), postfixes: Vec::new() }
    }

    /// `__spirv_{set}_{name}`.
    pub fn ext_inst(set: impl Into<String>, name: impl Into<String>) -> SpirvBuiltinName {
        SpirvBuiltinName {
            kind: SpirvBuiltinKind::ExtInst { set: set.into(), name: name.into() },
            postfixes: Vec::new(),
        }
    }

    /// `__spirv_ocl_{name}` (OpenCL.std).
    pub fn ocl(name: impl Into<String>) -> SpirvBuiltinName {
        SpirvBuiltinName::ext_inst(OCL_EXT_SET, name)
    }

    /// `__spirv_BuiltIn{var}`.
    pub fn builtin_var(var: impl Into<String>) -> SpirvBuiltinName {
        SpirvBuiltinName { kind: SpirvBuiltinKind::BuiltIn(var.into()), postfixes: Vec::new() }
    }

    /// Appends a postfix.
    pub fn with(mut self, p: Postfix) -> SpirvBuiltinName {
        self.postfixes.push(p);
        self
    }

    /// The op name for [`SpirvBuiltinKind::Op`].
    pub fn op_name(&self) -> Option<&str> {
        match &self.kind {
            SpirvBuiltinKind::Op(o) => Some(o),
            _ => None,
        }
    }

    /// The `_R{ReturnType}` postfix's type.
    pub fn return_type(&self) -> Option<&Type> {
        self.postfixes.iter().find_map(|p| match p {
            Postfix::Return(t) => Some(t),
            _ => None,
        })
    }

    /// Whether `_sat` is present.
    pub fn is_sat(&self) -> bool {
        self.postfixes.iter().any(|p| matches!(p, Postfix::Sat))
    }

    /// The `_rt?` rounding postfix.
    pub fn rounding(&self) -> Option<RoundingMode> {
        self.postfixes.iter().find_map(|p| match p {
            Postfix::Rounding(r) => Some(*r),
            _ => None,
        })
    }

    /// Itanium-mangles this name with `params` ([`crate::mangle`]).
    pub fn mangle(&self, params: &[Type]) -> String {
        mangle(&self.to_string(), params)
    }

    /// Parses a `__spirv_` builtin function or variable name ("SPIR-V representation in LLVM IR"
    /// conventions, see the type docs). Errors are
    /// [`Error::InvalidSpirvName`] (or a demangling error inside a mangled
    /// `_R<type>`).
    pub fn parse(s: &str) -> Result<SpirvBuiltinName> {
        let err =
            |offset: usize, expected: &'static str| Error::InvalidSpirvName { name: s.to_owned(), offset, expected };
        let b = s.as_bytes();
        let base = SPIRV_PREFIX.len();
        if !s.starts_with(SPIRV_PREFIX) {
            return Err(err(0, "`__spirv_` prefix"));
        }
        let seg_end = |from: usize| -> usize {
            b.get(from..).and_then(|r| r.iter().position(|&c| c == b'_')).map_or(b.len(), |i| from + i)
        };
        let check_ident = |from: usize, to: usize, expected: &'static str, allow_us: bool| -> Result<String> {
            let id = s.get(from..to).ok_or_else(|| err(from, expected))?;
            if id.is_empty() {
                return Err(err(from, expected));
            }
            if let Some(i) = id.bytes().position(|c| !(c.is_ascii_alphanumeric() || (allow_us && c == b'_'))) {
                return Err(err(from + i, expected));
            }
            Ok(id.to_owned())
        };
        let postfixes_after = |end: usize| -> Result<Vec<Postfix>> {
            if end >= b.len() {
                Ok(Vec::new())
            } else {
                parse_postfixes(s, end + 1, false)
            }
        };
        let first = b.get(base).copied();
        if s.get(base..).is_some_and(|r| r.starts_with("BuiltIn")) {
            let from = base + "BuiltIn".len();
            let end = seg_end(from);
            let var = check_ident(from, end, "a built-in variable name", false)?;
            return Ok(SpirvBuiltinName { kind: SpirvBuiltinKind::BuiltIn(var), postfixes: postfixes_after(end)? });
        }
        match first {
            Some(c) if c.is_ascii_uppercase() => {
                let end = seg_end(base);
                let op = check_ident(base, end, "an op code name", false)?;
                Ok(SpirvBuiltinName { kind: SpirvBuiltinKind::Op(op), postfixes: postfixes_after(end)? })
            }
            Some(c) if c.is_ascii_lowercase() => {
                let set_end = seg_end(base);
                if set_end >= b.len() {
                    return Err(err(set_end, "`_` after the extended instruction set name"));
                }
                let set = check_ident(base, set_end, "an extended instruction set name", false)?;
                let name_from = set_end + 1;
                let region = s.get(name_from..).unwrap_or("");
                let (name_end, postfixes) = if let Some(k) = region.find("__") {
                    (name_from + k, parse_postfixes(s, name_from + k + 2, false)?)
                } else {
                    let mut found = None;
                    let mut search = 0usize;
                    while let Some(k) = region.get(search..).and_then(|r| r.find("_R")) {
                        let at = name_from + search + k;
                        if at > name_from {
                            if let Ok(p) = parse_postfixes(s, at + 1, true) {
                                found = Some((at, p));
                                break;
                            }
                        }
                        search += k + 2;
                    }
                    found.unwrap_or((b.len(), Vec::new()))
                };
                let name = check_ident(name_from, name_end, "an extended instruction name", true)?;
                Ok(SpirvBuiltinName { kind: SpirvBuiltinKind::ExtInst { set, name }, postfixes })
            }
            Some(_) => Err(err(base, "an op code name or extended instruction set name")),
            None => Err(err(base, "a name after `__spirv_`")),
        }
    }
}

/// Parses `postfix ( _ postfix )*` starting at `pos` up to the end of `s`.
/// In `strict` mode unknown postfixes are rejected.
fn parse_postfixes(s: &str, mut pos: usize, strict: bool) -> Result<Vec<Postfix>> {
    let mut v = Vec::new();
    loop {
        let (p, end) = parse_postfix(s, pos)?;
        if strict && matches!(p, Postfix::Other(_)) {
            return Err(Error::InvalidSpirvName { name: s.to_owned(), offset: pos, expected: "a known postfix" });
        }
        v.push(p);
        if end >= s.len() {
            return Ok(v);
        }
        pos = end + 1;
    }
}

fn is_vector_width(d: &str) -> Option<u32> {
    match d {
        "2" => Some(2),
        "3" => Some(3),
        "4" => Some(4),
        "8" => Some(8),
        "16" => Some(16),
        _ => None,
    }
}

/// Parses the spelled form of a `_R{ReturnType}` body.
fn spelled_return(body: &str) -> Option<Type> {
    let split = body.bytes().position(|c| c.is_ascii_digit()).unwrap_or(body.len());
    let (word, digits) = body.split_at(split);
    if word == "void" && digits.is_empty() {
        return Some(Type::Void);
    }
    let s = Scalar::from_opencl_name(word)?;
    if digits.is_empty() {
        Some(Type::Scalar(s))
    } else {
        Some(Type::vector(s, is_vector_width(digits)?))
    }
}

/// One postfix at `pos`; returns it and the offset just past it (at `_` or
/// the end of `s`).
fn parse_postfix(s: &str, pos: usize) -> Result<(Postfix, usize)> {
    let b = s.as_bytes();
    let end = b.get(pos..).and_then(|r| r.iter().position(|&c| c == b'_')).map_or(b.len(), |i| pos + i);
    let seg = s.get(pos..end).unwrap_or("");
    if seg.is_empty() {
        return Err(Error::InvalidSpirvName {
            name: s.to_owned(),
            offset: pos.min(s.len()),
            expected: "a non-empty postfix",
        });
    }
    let p = match seg {
        "sat" => Postfix::Sat,
        "rte" => Postfix::Rounding(RoundingMode::Rte),
        "rtz" => Postfix::Rounding(RoundingMode::Rtz),
        "rtp" => Postfix::Rounding(RoundingMode::Rtp),
        "rtn" => Postfix::Rounding(RoundingMode::Rtn),
        "read" => Postfix::Pipe(PipeAccess::Read),
        "write" => Postfix::Pipe(PipeAccess::Write),
        "1D" => Postfix::Dim(1),
        "2D" => Postfix::Dim(2),
        "3D" => Postfix::Dim(3),
        "ToGlobal" => Postfix::To(AddrSpace::Global),
        "ToLocal" => Postfix::To(AddrSpace::Local),
        "ToPrivate" => Postfix::To(AddrSpace::Private),
        "ToGeneric" => Postfix::To(AddrSpace::Generic),
        "ToConstant" => Postfix::To(AddrSpace::Constant),
        _ => {
            if let Some(n) = seg
                .strip_prefix("ToAS")
                .filter(|n| !n.starts_with('0') && n.bytes().all(|c| c.is_ascii_digit()))
                .and_then(|n| n.parse::<u32>().ok())
                .filter(|&n| n >= 5)
            {
                Postfix::To(AddrSpace::Other(n))
            } else if let Some(body) = seg.strip_prefix('R') {
                if let Some(t) = spelled_return(body) {
                    Postfix::Return(t)
                } else {
                    match parse_type_at(s, pos + 1) {
                        Ok((t, tend)) if tend == b.len() || b.get(tend) == Some(&b'_') => {
                            return Ok((Postfix::Return(t), tend));
                        }
                        _ => Postfix::Other(seg.to_owned()),
                    }
                }
            } else {
                Postfix::Other(seg.to_owned())
            }
        }
    };
    Ok((p, end))
}

impl FromStr for SpirvBuiltinName {
    type Err = Error;
    /// [`SpirvBuiltinName::parse`].
    fn from_str(s: &str) -> Result<SpirvBuiltinName> {
        SpirvBuiltinName::parse(s)
    }
}

impl fmt::Display for Postfix {
    /// The postfix without its leading `_`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Postfix::Return(t) => {
                f.write_str("R")?;
                match t {
                    Type::Void => f.write_str("void"),
                    Type::Scalar(s) => f.write_str(s.opencl_name()),
                    Type::Vector { elem, len } if matches!(len, 2 | 3 | 4 | 8 | 16) => {
                        write!(f, "{}{}", elem.opencl_name(), len)
                    }
                    other => {
                        let mut m = String::new();
                        mangle_type_into(&mut m, other);
                        f.write_str(&m)
                    }
                }
            }
            Postfix::Sat => f.write_str("sat"),
            Postfix::Rounding(r) => f.write_str(r.postfix()),
            Postfix::To(a) => match a {
                AddrSpace::Global => f.write_str("ToGlobal"),
                AddrSpace::Local => f.write_str("ToLocal"),
                AddrSpace::Private => f.write_str("ToPrivate"),
                AddrSpace::Generic => f.write_str("ToGeneric"),
                AddrSpace::Constant => f.write_str("ToConstant"),
                AddrSpace::Other(n) => write!(f, "ToAS{n}"),
            },
            Postfix::Dim(d) => write!(f, "{d}D"),
            Postfix::Pipe(PipeAccess::Read) => f.write_str("read"),
            Postfix::Pipe(PipeAccess::Write) => f.write_str("write"),
            Postfix::Other(o) => f.write_str(o),
        }
    }
}

impl fmt::Display for SpirvBuiltinName {
    /// The canonical spelling of "SPIR-V representation in LLVM IR".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(SPIRV_PREFIX)?;
        let mut first_sep = "_";
        match &self.kind {
            SpirvBuiltinKind::Op(o) => f.write_str(o)?,
            SpirvBuiltinKind::BuiltIn(v) => write!(f, "BuiltIn{v}")?,
            SpirvBuiltinKind::ExtInst { set, name } => {
                write!(f, "{set}_{name}")?;
                first_sep = "__";
            }
        }
        for (i, p) in self.postfixes.iter().enumerate() {
            f.write_str(if i == 0 { first_sep } else { "_" })?;
            write!(f, "{p}")?;
        }
        Ok(())
    }
}
