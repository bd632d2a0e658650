//! The type model of OpenCL / SPIR-V builtin signatures.
//!
//! It covers exactly what clang emits for OpenCL C builtins on `spir`/`spir64`
//! (Itanium C++ ABI 5.1.5 "Type encodings") plus the SPIR-V opaque types of
//! the "SPIR-V representation in LLVM IR".

use std::fmt;

use crate::spirv_types::SpirvType;

/// A builtin arithmetic type (Itanium 5.1.5 `<builtin-type>`): `b` bool,
/// `c` char, `a` signed char, `h` unsigned char, `s` short, `t` unsigned
/// short, `i` int, `j` unsigned int, `l` long, `m` unsigned long, `Dh` half,
/// `DF16b` `__bf16`, `f` float, `d` double.
///
/// OpenCL `size_t`/`uintptr_t` are `ulong` on spir64 (`m`) and `uint` on
/// spir (`j`); OpenCL `char` is signed but mangles as plain `c`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scalar {
    /// `bool` — `b`.
    Bool,
    /// `char` — `c`.
    Char,
    /// `signed char` — `a`.
    SChar,
    /// `uchar` — `h`.
    UChar,
    /// `short` — `s`.
    Short,
    /// `ushort` — `t`.
    UShort,
    /// `int` — `i`.
    Int,
    /// `uint` — `j`.
    UInt,
    /// `long` — `l`.
    Long,
    /// `ulong` — `m`.
    ULong,
    /// `half` — `Dh`.
    Half,
    /// `__bf16` — `DF16b`.
    BFloat16,
    /// `float` — `f`.
    Float,
    /// `double` — `d`.
    Double,
}

impl Scalar {
    /// Every scalar, in declaration order.
    pub const ALL: [Scalar; 14] = [
        Scalar::Bool,
        Scalar::Char,
        Scalar::SChar,
        Scalar::UChar,
        Scalar::Short,
        Scalar::UShort,
        Scalar::Int,
        Scalar::UInt,
        Scalar::Long,
        Scalar::ULong,
        Scalar::Half,
        Scalar::BFloat16,
        Scalar::Float,
        Scalar::Double,
    ];

    /// The Itanium `<builtin-type>` code (5.1.5), e.g. `j` for `uint`,
    /// `Dh` for `half`.
    pub const fn mangled(self) -> &'static str {
        match self {
            Scalar::Bool => "b",
            Scalar::Char => "c",
            Scalar::SChar => "a",
            Scalar::UChar => "h",
            Scalar::Short => "s",
            Scalar::UShort => "t",
            Scalar::Int => "i",
            Scalar::UInt => "j",
            Scalar::Long => "l",
            Scalar::ULong => "m",
            Scalar::Half => "Dh",
            Scalar::BFloat16 => "DF16b",
            Scalar::Float => "f",
            Scalar::Double => "d",
        }
    }

    /// The OpenCL C spelling (`uint`, `half`, ...). `signed char` and
    /// `__bf16` have no OpenCL vector spelling; they are spelled `schar` and
    /// `bfloat` here, which is also the `_R{ReturnType}` spelling used by the
    /// `__spirv_` naming convention for `bfloat` ("SPIR-V representation in LLVM IR", "Optional Postfixes
    /// for SPIR-V Builtin Function Names").
    pub const fn opencl_name(self) -> &'static str {
        match self {
            Scalar::Bool => "bool",
            Scalar::Char => "char",
            Scalar::SChar => "schar",
            Scalar::UChar => "uchar",
            Scalar::Short => "short",
            Scalar::UShort => "ushort",
            Scalar::Int => "int",
            Scalar::UInt => "uint",
            Scalar::Long => "long",
            Scalar::ULong => "ulong",
            Scalar::Half => "half",
            Scalar::BFloat16 => "bfloat",
            Scalar::Float => "float",
            Scalar::Double => "double",
        }
    }

    /// Inverse of [`Scalar::opencl_name`] (the `{ScalarType}` of the representation document's
    /// `_R{ReturnType}` postfix).
    pub fn from_opencl_name(name: &str) -> Option<Scalar> {
        Some(match name {
            "bool" => Scalar::Bool,
            "char" => Scalar::Char,
            "schar" => Scalar::SChar,
            "uchar" => Scalar::UChar,
            "short" => Scalar::Short,
            "ushort" => Scalar::UShort,
            "int" => Scalar::Int,
            "uint" => Scalar::UInt,
            "long" => Scalar::Long,
            "ulong" => Scalar::ULong,
            "half" => Scalar::Half,
            "bfloat" => Scalar::BFloat16,
            "float" => Scalar::Float,
            "double" => Scalar::Double,
            _ => return None,
        })
    }

    /// `char`, `signed char`, `short`, `int`, `long` (Itanium 5.1.5 codes
    /// `c`, `a`, `s`, `i`, `l`).
    pub const fn is_signed_integer(self) -> bool {
        matches!(self, Scalar::Char | Scalar::SChar | Scalar::Short | Scalar::Int | Scalar::Long)
    }

    /// `uchar`, `ushort`, `uint`, `ulong` (Itanium 5.1.5 codes `h`, `t`,
    /// `j`, `m`).
    pub const fn is_unsigned_integer(self) -> bool {
        matches!(self, Scalar::UChar | Scalar::UShort | Scalar::UInt | Scalar::ULong)
    }

    /// Signed or unsigned integer (not `bool`).
    pub const fn is_integer(self) -> bool {
        self.is_signed_integer() || self.is_unsigned_integer()
    }

    /// `half`, `__bf16`, `float`, `double`.
    pub const fn is_float(self) -> bool {
        matches!(self, Scalar::Half | Scalar::BFloat16 | Scalar::Float | Scalar::Double)
    }

    /// Width in bits as laid out by SPIR-V/LLVM (`bool` is 1).
    pub const fn bit_width(self) -> u32 {
        match self {
            Scalar::Bool => 1,
            Scalar::Char | Scalar::SChar | Scalar::UChar => 8,
            Scalar::Short | Scalar::UShort | Scalar::Half | Scalar::BFloat16 => 16,
            Scalar::Int | Scalar::UInt | Scalar::Float => 32,
            Scalar::Long | Scalar::ULong | Scalar::Double => 64,
        }
    }

    /// The unsigned integer of the same width (identity for non-integers
    /// and unsigned integers).
    pub const fn to_unsigned(self) -> Scalar {
        match self {
            Scalar::Char | Scalar::SChar => Scalar::UChar,
            Scalar::Short => Scalar::UShort,
            Scalar::Int => Scalar::UInt,
            Scalar::Long => Scalar::ULong,
            other => other,
        }
    }

    /// The signed integer of the same width (identity for non-integers and
    /// signed integers; `uchar` maps to `char`).
    pub const fn to_signed(self) -> Scalar {
        match self {
            Scalar::UChar => Scalar::Char,
            Scalar::UShort => Scalar::Short,
            Scalar::UInt => Scalar::Int,
            Scalar::ULong => Scalar::Long,
            other => other,
        }
    }
}

impl fmt::Display for Scalar {
    /// The OpenCL C spelling ([`Scalar::opencl_name`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.opencl_name())
    }
}

/// An OpenCL address space as clang mangles it for `spir`/`spir64`: the
/// vendor extended qualifier `U3AS<n>` (Itanium 5.1.5.1 `<extended-qualifier>`)
/// with the target address-space number, i.e. `U3AS1` global, `U3AS2`
/// constant, `U3AS3` local, `U3AS4` generic and nothing for private (0).
///
/// Numbers follow the representation document's "Address spaces" table (Function = 0,
/// CrossWorkgroup = 1, UniformConstant = 2, Workgroup = 3, Generic = 4, and
/// extension storage classes such as 5/6 for `DeviceOnlyINTEL`/`HostOnlyINTEL`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AddrSpace {
    /// `__private` (0): no qualifier in the mangling, but still a qualifier
    /// for substitution purposes (clang gives every OpenCL pointee an
    /// address space).
    Private,
    /// `__global` (1) — `U3AS1`.
    Global,
    /// `__constant` (2) — `U3AS2`.
    Constant,
    /// `__local` (3) — `U3AS3`.
    Local,
    /// `__generic` (4) — `U3AS4`.
    Generic,
    /// Any other target address space, always `>= 5` — `U3AS<n>`.
    Other(u32),
}

impl AddrSpace {
    /// The target address-space number `<n>` of `U3AS<n>` ("SPIR-V representation in LLVM IR", "Address
    /// spaces").
    pub const fn number(self) -> u32 {
        match self {
            AddrSpace::Private => 0,
            AddrSpace::Global => 1,
            AddrSpace::Constant => 2,
            AddrSpace::Local => 3,
            AddrSpace::Generic => 4,
            AddrSpace::Other(n) => n,
        }
    }

    /// The canonical variant for a target address-space number ("SPIR-V representation in LLVM IR",
    /// "Address spaces").
    pub const fn from_number(n: u32) -> AddrSpace {
        match n {
            0 => AddrSpace::Private,
            1 => AddrSpace::Global,
            2 => AddrSpace::Constant,
            3 => AddrSpace::Local,
            4 => AddrSpace::Generic,
            n => AddrSpace::Other(n),
        }
    }

    /// The OpenCL C qualifier keyword (`__global`, ...); `None` for
    /// address spaces OpenCL C cannot spell.
    pub const fn opencl_qualifier(self) -> Option<&'static str> {
        match self {
            AddrSpace::Private => Some("__private"),
            AddrSpace::Global => Some("__global"),
            AddrSpace::Constant => Some("__constant"),
            AddrSpace::Local => Some("__local"),
            AddrSpace::Generic => Some("__generic"),
            AddrSpace::Other(_) => None,
        }
    }
}

impl fmt::Display for AddrSpace {
    /// The OpenCL C qualifier, or `__attribute__((address_space(N)))`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.opencl_qualifier() {
            Some(q) => f.write_str(q),
            None => write!(f, "__attribute__((address_space({})))", self.number()),
        }
    }
}

/// CV-qualifiers of a pointee (Itanium 5.1.5.1
/// `<CV-qualifiers> ::= [r] [V] [K]`; restrict, volatile, const).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CvQuals {
    /// `K` — `const`.
    pub is_const: bool,
    /// `V` — `volatile`.
    pub is_volatile: bool,
    /// `r` — `restrict`.
    pub is_restrict: bool,
}

impl CvQuals {
    /// No qualifiers.
    pub const NONE: CvQuals = CvQuals { is_const: false, is_volatile: false, is_restrict: false };
    /// `const` only (`K`).
    pub const CONST: CvQuals = CvQuals { is_const: true, is_volatile: false, is_restrict: false };
    /// `volatile` only (`V`).
    pub const VOLATILE: CvQuals = CvQuals { is_const: false, is_volatile: true, is_restrict: false };

    /// True if no qualifier is set.
    pub const fn is_empty(self) -> bool {
        !(self.is_const || self.is_volatile || self.is_restrict)
    }
}

/// OpenCL image/pipe access qualifier, the `_ro`/`_wo`/`_rw` suffix of the
/// clang image type names (SPIR 2.0 mangling, as implemented by clang's
/// `OpenCLImageTypes.def`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Access {
    /// `read_only` — `_ro`.
    ReadOnly,
    /// `write_only` — `_wo`.
    WriteOnly,
    /// `read_write` — `_rw`.
    ReadWrite,
}

impl Access {
    /// All three, in `ro`, `wo`, `rw` order.
    pub const ALL: [Access; 3] = [Access::ReadOnly, Access::WriteOnly, Access::ReadWrite];

    /// `ro`, `wo` or `rw`.
    pub const fn suffix(self) -> &'static str {
        match self {
            Access::ReadOnly => "ro",
            Access::WriteOnly => "wo",
            Access::ReadWrite => "rw",
        }
    }

    /// `__read_only`, `__write_only` or `__read_write`.
    pub const fn opencl_qualifier(self) -> &'static str {
        match self {
            Access::ReadOnly => "__read_only",
            Access::WriteOnly => "__write_only",
            Access::ReadWrite => "__read_write",
        }
    }
}

/// The twelve OpenCL image kinds (clang `OpenCLImageTypes.def`); mangled
/// as `ocl_image<kind>_<access>`, e.g. `ocl_image2d_array_msaa_depth_ro`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ImageKind {
    /// `image1d_t`.
    Image1d,
    /// `image1d_array_t`.
    Image1dArray,
    /// `image1d_buffer_t`.
    Image1dBuffer,
    /// `image2d_t`.
    Image2d,
    /// `image2d_array_t`.
    Image2dArray,
    /// `image2d_depth_t`.
    Image2dDepth,
    /// `image2d_array_depth_t`.
    Image2dArrayDepth,
    /// `image2d_msaa_t`.
    Image2dMsaa,
    /// `image2d_array_msaa_t`.
    Image2dArrayMsaa,
    /// `image2d_msaa_depth_t`.
    Image2dMsaaDepth,
    /// `image2d_array_msaa_depth_t`.
    Image2dArrayMsaaDepth,
    /// `image3d_t`.
    Image3d,
}

/// Mangled names indexed by `[ImageKind as usize][Access as usize]`.
const IMAGE_NAMES: [[&str; 3]; 12] = [
    ["ocl_image1d_ro", "ocl_image1d_wo", "ocl_image1d_rw"],
    ["ocl_image1d_array_ro", "ocl_image1d_array_wo", "ocl_image1d_array_rw"],
    ["ocl_image1d_buffer_ro", "ocl_image1d_buffer_wo", "ocl_image1d_buffer_rw"],
    ["ocl_image2d_ro", "ocl_image2d_wo", "ocl_image2d_rw"],
    ["ocl_image2d_array_ro", "ocl_image2d_array_wo", "ocl_image2d_array_rw"],
    ["ocl_image2d_depth_ro", "ocl_image2d_depth_wo", "ocl_image2d_depth_rw"],
    ["ocl_image2d_array_depth_ro", "ocl_image2d_array_depth_wo", "ocl_image2d_array_depth_rw"],
    ["ocl_image2d_msaa_ro", "ocl_image2d_msaa_wo", "ocl_image2d_msaa_rw"],
    ["ocl_image2d_array_msaa_ro", "ocl_image2d_array_msaa_wo", "ocl_image2d_array_msaa_rw"],
    ["ocl_image2d_msaa_depth_ro", "ocl_image2d_msaa_depth_wo", "ocl_image2d_msaa_depth_rw"],
    ["ocl_image2d_array_msaa_depth_ro", "ocl_image2d_array_msaa_depth_wo", "ocl_image2d_array_msaa_depth_rw"],
    ["ocl_image3d_ro", "ocl_image3d_wo", "ocl_image3d_rw"],
];

impl ImageKind {
    /// All twelve kinds.
    pub const ALL: [ImageKind; 12] = [
        ImageKind::Image1d,
        ImageKind::Image1dArray,
        ImageKind::Image1dBuffer,
        ImageKind::Image2d,
        ImageKind::Image2dArray,
        ImageKind::Image2dDepth,
        ImageKind::Image2dArrayDepth,
        ImageKind::Image2dMsaa,
        ImageKind::Image2dArrayMsaa,
        ImageKind::Image2dMsaaDepth,
        ImageKind::Image2dArrayMsaaDepth,
        ImageKind::Image3d,
    ];

    /// The OpenCL C type name, e.g. `image2d_array_t`.
    pub const fn opencl_name(self) -> &'static str {
        match self {
            ImageKind::Image1d => "image1d_t",
            ImageKind::Image1dArray => "image1d_array_t",
            ImageKind::Image1dBuffer => "image1d_buffer_t",
            ImageKind::Image2d => "image2d_t",
            ImageKind::Image2dArray => "image2d_array_t",
            ImageKind::Image2dDepth => "image2d_depth_t",
            ImageKind::Image2dArrayDepth => "image2d_array_depth_t",
            ImageKind::Image2dMsaa => "image2d_msaa_t",
            ImageKind::Image2dArrayMsaa => "image2d_array_msaa_t",
            ImageKind::Image2dMsaaDepth => "image2d_msaa_depth_t",
            ImageKind::Image2dArrayMsaaDepth => "image2d_array_msaa_depth_t",
            ImageKind::Image3d => "image3d_t",
        }
    }

    /// Dimensionality: 1, 2 or 3 (`image1d_buffer_t` is 1).
    pub const fn dimensions(self) -> u32 {
        match self {
            ImageKind::Image1d | ImageKind::Image1dArray | ImageKind::Image1dBuffer => 1,
            ImageKind::Image3d => 3,
            _ => 2,
        }
    }

    /// `image1d_buffer_t`.
    pub const fn is_buffer(self) -> bool {
        matches!(self, ImageKind::Image1dBuffer)
    }

    /// Arrayed image.
    pub const fn is_arrayed(self) -> bool {
        matches!(
            self,
            ImageKind::Image1dArray
                | ImageKind::Image2dArray
                | ImageKind::Image2dArrayDepth
                | ImageKind::Image2dArrayMsaa
                | ImageKind::Image2dArrayMsaaDepth
        )
    }

    /// Depth image.
    pub const fn is_depth(self) -> bool {
        matches!(
            self,
            ImageKind::Image2dDepth
                | ImageKind::Image2dArrayDepth
                | ImageKind::Image2dMsaaDepth
                | ImageKind::Image2dArrayMsaaDepth
        )
    }

    /// Multi-sampled image.
    pub const fn is_msaa(self) -> bool {
        matches!(
            self,
            ImageKind::Image2dMsaa
                | ImageKind::Image2dArrayMsaa
                | ImageKind::Image2dMsaaDepth
                | ImageKind::Image2dArrayMsaaDepth
        )
    }
}

/// The Intel subgroup AVC motion-estimation opaque types
/// (`cl_intel_device_side_avc_motion_estimation`, clang
/// `OpenCLExtensionTypes.def`), mangled as `ocl_intel_sub_group_avc_<x>_t`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AvcType {
    /// `intel_sub_group_avc_mce_payload_t`.
    McePayload,
    /// `intel_sub_group_avc_ime_payload_t`.
    ImePayload,
    /// `intel_sub_group_avc_ref_payload_t`.
    RefPayload,
    /// `intel_sub_group_avc_sic_payload_t`.
    SicPayload,
    /// `intel_sub_group_avc_mce_result_t`.
    MceResult,
    /// `intel_sub_group_avc_ime_result_t`.
    ImeResult,
    /// `intel_sub_group_avc_ref_result_t`.
    RefResult,
    /// `intel_sub_group_avc_sic_result_t`.
    SicResult,
    /// `intel_sub_group_avc_ime_result_single_reference_streamout_t`.
    ImeResultSingleReferenceStreamout,
    /// `intel_sub_group_avc_ime_result_dual_reference_streamout_t`.
    ImeResultDualReferenceStreamout,
    /// `intel_sub_group_avc_ime_single_reference_streamin_t`.
    ImeSingleReferenceStreamin,
    /// `intel_sub_group_avc_ime_dual_reference_streamin_t`.
    ImeDualReferenceStreamin,
}

impl AvcType {
    /// All twelve.
    pub const ALL: [AvcType; 12] = [
        AvcType::McePayload,
        AvcType::ImePayload,
        AvcType::RefPayload,
        AvcType::SicPayload,
        AvcType::MceResult,
        AvcType::ImeResult,
        AvcType::RefResult,
        AvcType::SicResult,
        AvcType::ImeResultSingleReferenceStreamout,
        AvcType::ImeResultDualReferenceStreamout,
        AvcType::ImeSingleReferenceStreamin,
        AvcType::ImeDualReferenceStreamin,
    ];

    /// The clang mangled name, e.g. `ocl_intel_sub_group_avc_mce_payload_t`.
    pub const fn mangled_name(self) -> &'static str {
        match self {
            AvcType::McePayload => "ocl_intel_sub_group_avc_mce_payload_t",
            AvcType::ImePayload => "ocl_intel_sub_group_avc_ime_payload_t",
            AvcType::RefPayload => "ocl_intel_sub_group_avc_ref_payload_t",
            AvcType::SicPayload => "ocl_intel_sub_group_avc_sic_payload_t",
            AvcType::MceResult => "ocl_intel_sub_group_avc_mce_result_t",
            AvcType::ImeResult => "ocl_intel_sub_group_avc_ime_result_t",
            AvcType::RefResult => "ocl_intel_sub_group_avc_ref_result_t",
            AvcType::SicResult => "ocl_intel_sub_group_avc_sic_result_t",
            AvcType::ImeResultSingleReferenceStreamout => {
                "ocl_intel_sub_group_avc_ime_result_single_reference_streamout_t"
            }
            AvcType::ImeResultDualReferenceStreamout => "ocl_intel_sub_group_avc_ime_result_dual_reference_streamout_t",
            AvcType::ImeSingleReferenceStreamin => "ocl_intel_sub_group_avc_ime_single_reference_streamin_t",
            AvcType::ImeDualReferenceStreamin => "ocl_intel_sub_group_avc_ime_dual_reference_streamin_t",
        }
    }

    /// The OpenCL C type name (the mangled name without `ocl_`).
    pub fn opencl_name(self) -> &'static str {
        let m = self.mangled_name();
        m.strip_prefix("ocl_").unwrap_or(m)
    }
}

/// The OpenCL builtin opaque types of clang (`BuiltinType`s for which
/// `isOpenCLSpecificType()` holds). Each mangles as a `<source-name>`
/// (Itanium 5.1.5 `<class-enum-type>` form, SPIR 2.0 names) and — unlike
/// arithmetic builtins — is a substitution candidate (Itanium 5.1.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OclType {
    /// `ocl_image<kind>_<ro|wo|rw>`.
    Image {
        /// Which of the twelve image types.
        kind: ImageKind,
        /// Access qualifier.
        access: Access,
    },
    /// `sampler_t` — `ocl_sampler`.
    Sampler,
    /// `event_t` — `ocl_event`.
    Event,
    /// `clk_event_t` — `ocl_clkevent`.
    ClkEvent,
    /// `queue_t` — `ocl_queue`.
    Queue,
    /// `reserve_id_t` — `ocl_reserveid`.
    ReserveId,
    /// Intel AVC motion-estimation types.
    IntelAvc(AvcType),
}

impl OclType {
    /// The mangled `<identifier>` (without its length prefix), e.g.
    /// `ocl_image2d_ro`, `ocl_sampler`.
    pub const fn mangled_name(self) -> &'static str {
        match self {
            OclType::Image { kind, access } => IMAGE_NAMES[kind as usize][access as usize],
            OclType::Sampler => "ocl_sampler",
            OclType::Event => "ocl_event",
            OclType::ClkEvent => "ocl_clkevent",
            OclType::Queue => "ocl_queue",
            OclType::ReserveId => "ocl_reserveid",
            OclType::IntelAvc(a) => a.mangled_name(),
        }
    }

    /// Inverse of [`OclType::mangled_name`].
    pub fn from_mangled_name(name: &str) -> Option<OclType> {
        let rest = name.strip_prefix("ocl_")?;
        Some(match rest {
            "sampler" => OclType::Sampler,
            "event" => OclType::Event,
            "clkevent" => OclType::ClkEvent,
            "queue" => OclType::Queue,
            "reserveid" => OclType::ReserveId,
            _ if rest.starts_with("image") => {
                for (k, row) in IMAGE_NAMES.iter().enumerate() {
                    for (a, n) in row.iter().enumerate() {
                        if *n == name {
                            return Some(OclType::Image {
                                kind: *ImageKind::ALL.get(k)?,
                                access: *Access::ALL.get(a)?,
                            });
                        }
                    }
                }
                return None;
            }
            _ => return AvcType::ALL.iter().find(|a| a.mangled_name() == name).map(|a| OclType::IntelAvc(*a)),
        })
    }

    /// The OpenCL C object type spelled `name` (`image2d_t`, `sampler_t`, `clk_event_t`, ...,
    /// as [`OclType::opencl_name`] spells it), an image with access `access`; `None` for other
    /// names and for the Intel AVC types.
    pub fn from_opencl_name(name: &str, access: Access) -> Option<OclType> {
        const OBJECTS: [OclType; 5] =
            [OclType::Sampler, OclType::Event, OclType::ClkEvent, OclType::Queue, OclType::ReserveId];
        if let Some(&o) = OBJECTS.iter().find(|o| o.opencl_name() == name) {
            return Some(o);
        }
        ImageKind::ALL.iter().find(|k| k.opencl_name() == name).map(|&kind| OclType::Image { kind, access })
    }

    /// The OpenCL C type name without access qualifier (`image2d_t`,
    /// `sampler_t`, `clk_event_t`, ...).
    pub fn opencl_name(self) -> &'static str {
        match self {
            OclType::Image { kind, .. } => kind.opencl_name(),
            OclType::Sampler => "sampler_t",
            OclType::Event => "event_t",
            OclType::ClkEvent => "clk_event_t",
            OclType::Queue => "queue_t",
            OclType::ReserveId => "reserve_id_t",
            OclType::IntelAvc(a) => a.opencl_name(),
        }
    }
}

/// A pointer (Itanium 5.1.5 `<type> ::= P <type>`) to a qualified pointee
/// (`<qualified-type> ::= <qualifiers> <type>`, `<qualifiers> ::=
/// <extended-qualifier>* <CV-qualifiers>`): clang writes the address space
/// `U3AS<n>` first, then `r`, `V`, `K`, e.g. `PU3AS1Kf` is
/// `const __global float*`.
///
/// As in clang's OpenCL mode the pointee *always* carries an address space;
/// [`AddrSpace::Private`] is not written but the qualified pointee is still
/// a substitution candidate (5.1.8), so `PS_` after `Dv4_f` means
/// `__private float4*` and creates two new candidates.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PointerType {
    /// The pointee (may be [`Type::Void`]).
    pub pointee: Type,
    /// Address space of the pointee.
    pub addr_space: AddrSpace,
    /// CV-qualifiers of the pointee.
    pub cv: CvQuals,
}

impl PointerType {
    /// Whether the qualified pointee (address space and CV-qualifiers with the type) is a
    /// substitution candidate of its own (Itanium 5.1.8), apart from the pointee type and
    /// the pointer. Clang gives every OpenCL C pointee an address space, so even a
    /// `__private` pointee with nothing written is one. A pointer to one of the
    /// representation document's opaque `__spirv_*` structs in address space 0
    /// (`P13__spirv_Queue`, `P19__spirv_DeviceEvent`) is no OpenCL C pointer: the Khronos
    /// translator's mangler writes it, with no qualifier and so no such candidate.
    pub fn has_qualified_candidate(&self) -> bool {
        !(self.addr_space == AddrSpace::Private && self.cv == CvQuals::NONE && matches!(self.pointee, Type::Spirv(_)))
    }
}

/// A function type (Itanium 5.1.5 `<function-type> ::= F [Y]
/// <bare-function-type> E`), only used as the pointee of block pointers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionType {
    /// Return type.
    pub ret: Type,
    /// Parameter types (`v` when empty and not variadic).
    pub params: Vec<Type>,
    /// Trailing `...` (`z`).
    pub variadic: bool,
}

/// A parameter type of an OpenCL/SPIR-V builtin (Itanium 5.1.5 `<type>`).
///
/// Substitution candidates (5.1.8) are every type except [`Type::Void`] and
/// [`Type::Scalar`], plus every qualified pointee and function type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `void` — `v` (only as pointee or block return type).
    Void,
    /// Arithmetic builtin (5.1.5 `<builtin-type>`).
    Scalar(Scalar),
    /// Vector `Dv <len> _ <elem>` (clang's `ext_vector_type`, GNU vector
    /// extension mangling), e.g. `Dv4_j` is `uint4`.
    Vector {
        /// Element type.
        elem: Scalar,
        /// Number of lanes (>= 1).
        len: u32,
    },
    /// `P <qualified-type>`.
    Pointer(Box<PointerType>),
    /// `_Atomic(T)`, mangled by clang as the vendor qualifier
    /// `U7_Atomic <type>` (5.1.5.1) — e.g. `atomic_int` is `U7_Atomici`.
    Atomic(Box<Type>),
    /// Clang block pointer `U13block_pointer <function-type>`.
    BlockPointer(Box<FunctionType>),
    /// OpenCL builtin opaque type (`14ocl_image2d_ro`, `11ocl_sampler`, ...).
    Ocl(OclType),
    /// OpenCL 2.0 pipe (`8ocl_pipe`; element type and access are not
    /// mangled).
    Pipe,
    /// SPIR-V opaque type named per the representation document (`__spirv_Image__...`,
    /// `__spirv_Sampler`, ...), mangled as a `<source-name>`.
    Spirv(Box<SpirvType>),
    /// Any other `<class-enum-type>` `<source-name>`, e.g. `9ndrange_t`,
    /// `12memory_order`, `12memory_scope`. Build it with [`Type::named`]
    /// so reserved names (`ocl_*`, `__spirv_*`) map to their own variants.
    Named(Box<str>),
}

impl From<Scalar> for Type {
    fn from(s: Scalar) -> Type {
        Type::Scalar(s)
    }
}

impl From<OclType> for Type {
    fn from(o: OclType) -> Type {
        Type::Ocl(o)
    }
}

impl From<SpirvType> for Type {
    fn from(s: SpirvType) -> Type {
        Type::Spirv(Box::new(s))
    }
}

impl Type {
    /// A vector, mangled `Dv <len> _ <elem>` (Itanium 5.1.5, vendor
    /// vector-type extension as clang writes it).
    pub const fn vector(elem: Scalar, len: u32) -> Type {
        Type::Vector { elem, len }
    }

    /// Pointer to an unqualified (`cv`-less) pointee in `addr_space`:
    /// `P [U3AS<n>] <type>` (Itanium 5.1.5 `P <type>`, 5.1.5.1 qualifiers).
    pub fn pointer(pointee: Type, addr_space: AddrSpace) -> Type {
        Type::Pointer(Box::new(PointerType { pointee, addr_space, cv: CvQuals::NONE }))
    }

    /// Pointer to a `cv`-qualified pointee in `addr_space`:
    /// `P [U3AS<n>] [r] [V] [K] <type>` (Itanium 5.1.5, 5.1.5.1).
    pub fn pointer_cv(pointee: Type, addr_space: AddrSpace, cv: CvQuals) -> Type {
        Type::Pointer(Box::new(PointerType { pointee, addr_space, cv }))
    }

    /// `_Atomic(inner)`, mangled `U7_Atomic <type>` (Itanium 5.1.5.1 vendor
    /// qualifier syntax, as clang writes `AtomicType`).
    pub fn atomic(inner: Type) -> Type {
        Type::Atomic(Box::new(inner))
    }

    /// Block pointer to `ret (params...)`: `U13block_pointer F <ret>
    /// <params|v> [z] E` (Itanium 5.1.5 `<function-type>`).
    pub fn block_pointer(ret: Type, params: Vec<Type>, variadic: bool) -> Type {
        Type::BlockPointer(Box::new(FunctionType { ret, params, variadic }))
    }

    /// The type a `<source-name>` denotes: [`Type::Ocl`] for clang's
    /// OpenCL builtin names, [`Type::Pipe`] for `ocl_pipe`,
    /// [`Type::Spirv`] for a valid representation-document `__spirv_*` type name, otherwise
    /// [`Type::Named`].
    pub fn named(name: &str) -> Type {
        if let Some(o) = OclType::from_mangled_name(name) {
            return Type::Ocl(o);
        }
        if name == "ocl_pipe" {
            return Type::Pipe;
        }
        if let Some(s) = SpirvType::from_name(name) {
            return Type::Spirv(Box::new(s));
        }
        Type::Named(name.into())
    }

    /// True for `void`.
    pub const fn is_void(&self) -> bool {
        matches!(self, Type::Void)
    }

    /// The scalar, or the element scalar of a vector.
    pub const fn scalar(&self) -> Option<Scalar> {
        match self {
            Type::Scalar(s) => Some(*s),
            Type::Vector { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    /// Number of vector lanes; `None` for non-vectors.
    pub const fn vector_len(&self) -> Option<u32> {
        match self {
            Type::Vector { len, .. } => Some(*len),
            _ => None,
        }
    }

    /// Lanes of a scalar (1) or vector (`len`); `None` otherwise.
    pub const fn lanes(&self) -> Option<u32> {
        match self {
            Type::Scalar(_) => Some(1),
            Type::Vector { len, .. } => Some(*len),
            _ => None,
        }
    }

    /// True for a vector.
    pub const fn is_vector(&self) -> bool {
        matches!(self, Type::Vector { .. })
    }

    /// Scalar or vector of `char`/`short`/`int`/`long`/`signed char`.
    pub const fn is_signed_integer(&self) -> bool {
        match self.scalar() {
            Some(s) => s.is_signed_integer(),
            None => false,
        }
    }

    /// Scalar or vector of `uchar`/`ushort`/`uint`/`ulong`.
    pub const fn is_unsigned_integer(&self) -> bool {
        match self.scalar() {
            Some(s) => s.is_unsigned_integer(),
            None => false,
        }
    }

    /// Scalar or vector of any integer (not `bool`).
    pub const fn is_integer(&self) -> bool {
        match self.scalar() {
            Some(s) => s.is_integer(),
            None => false,
        }
    }

    /// Scalar or vector of `half`/`__bf16`/`float`/`double`.
    pub const fn is_float(&self) -> bool {
        match self.scalar() {
            Some(s) => s.is_float(),
            None => false,
        }
    }

    /// True for a pointer.
    pub const fn is_pointer(&self) -> bool {
        matches!(self, Type::Pointer(_))
    }

    /// The pointer's pointee description.
    pub fn as_pointer(&self) -> Option<&PointerType> {
        match self {
            Type::Pointer(p) => Some(p),
            _ => None,
        }
    }

    /// The pointee type of a pointer.
    pub fn pointee(&self) -> Option<&Type> {
        self.as_pointer().map(|p| &p.pointee)
    }

    /// Address space of a pointer's pointee.
    pub fn address_space(&self) -> Option<AddrSpace> {
        self.as_pointer().map(|p| p.addr_space)
    }

    /// Inner type of `_Atomic(T)`.
    pub fn atomic_inner(&self) -> Option<&Type> {
        match self {
            Type::Atomic(t) => Some(t),
            _ => None,
        }
    }

    /// Whether this type is a substitution candidate on its own (Itanium
    /// 5.1.8 as clang applies it: everything but arithmetic builtins and
    /// `void`).
    pub const fn is_substitutable(&self) -> bool {
        !matches!(self, Type::Void | Type::Scalar(_))
    }
}

fn write_fn_params(f: &mut fmt::Formatter<'_>, ft: &FunctionType) -> fmt::Result {
    f.write_str("(")?;
    for (i, p) in ft.params.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{p}")?;
    }
    if ft.variadic {
        f.write_str(if ft.params.is_empty() { "..." } else { ", ..." })?;
    } else if ft.params.is_empty() {
        f.write_str("void")?;
    }
    f.write_str(")")
}

impl fmt::Display for Type {
    /// The OpenCL C spelling: `uint4`, `__global float*`,
    /// `const __local int*`, `volatile __global atomic_int*`,
    /// `__read_only image2d_t`, `sampler_t`, `ndrange_t`,
    /// `__generic float* __private*` (pointee pointers get postfix
    /// qualifiers), `void (^)(void)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Void => f.write_str("void"),
            Type::Scalar(s) => f.write_str(s.opencl_name()),
            Type::Vector { elem, len } => write!(f, "{}{}", elem.opencl_name(), len),
            Type::Pointer(p) => {
                let cv = |f: &mut fmt::Formatter<'_>, sep_after: bool| -> fmt::Result {
                    for (on, w) in
                        [(p.cv.is_const, "const"), (p.cv.is_volatile, "volatile"), (p.cv.is_restrict, "restrict")]
                    {
                        if on {
                            if sep_after {
                                write!(f, "{w} ")?;
                            } else {
                                write!(f, " {w}")?;
                            }
                        }
                    }
                    Ok(())
                };
                if p.pointee.is_pointer() {
                    write!(f, "{}", p.pointee)?;
                    cv(f, false)?;
                    write!(f, " {}*", p.addr_space)
                } else {
                    cv(f, true)?;
                    write!(f, "{} {}*", p.addr_space, p.pointee)
                }
            }
            Type::Atomic(inner) => match inner.as_ref() {
                Type::Scalar(
                    s @ (Scalar::Int
                    | Scalar::UInt
                    | Scalar::Long
                    | Scalar::ULong
                    | Scalar::Half
                    | Scalar::Float
                    | Scalar::Double),
                ) => write!(f, "atomic_{}", s.opencl_name()),
                other => write!(f, "_Atomic({other})"),
            },
            Type::BlockPointer(ft) => {
                write!(f, "{} (^)", ft.ret)?;
                write_fn_params(f, ft)
            }
            Type::Ocl(o @ OclType::Image { access, .. }) => {
                write!(f, "{} {}", access.opencl_qualifier(), o.opencl_name())
            }
            Type::Ocl(o) => f.write_str(o.opencl_name()),
            Type::Pipe => f.write_str("pipe"),
            Type::Spirv(s) => write!(f, "{s}"),
            Type::Named(n) => f.write_str(n),
        }
    }
}

/// A demangled builtin: the unqualified function name and its parameter
/// types (Itanium 5.1.2 `<encoding> ::= <name> <bare-function-type>` with
/// `<name>` an unscoped `<source-name>`; the return type is not mangled for
/// non-template functions).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Signature {
    /// The function name, e.g. `convert_int4_sat` or `__spirv_SConvert_Rint4`.
    pub name: String,
    /// Parameter types (empty for `v`).
    pub params: Vec<Type>,
}

impl Signature {
    /// A signature from parts.
    pub fn new(name: impl Into<String>, params: Vec<Type>) -> Signature {
        Signature { name: name.into(), params }
    }
}

impl fmt::Display for Signature {
    /// `name(type, type, ...)` with OpenCL C spellings.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}(", self.name)?;
        for (i, p) in self.params.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{p}")?;
        }
        f.write_str(")")
    }
}
