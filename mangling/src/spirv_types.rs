//! SPIR-V opaque types as named by the representation document, section "SPIR-V Types
//! Mapped to LLVM Types": `__spirv_Image__{SampledType}_{Dim}_{Depth}_
//! {Arrayed}_{MS}_{Sampled}_{Format}_{Access}`, `__spirv_SampledImage__...`,
//! `__spirv_Pipe__{Access}` and `__spirv_{TypeName}` for the others.

use std::fmt;

use crate::error::{Error, Result};
use crate::types::Scalar;

/// The operands of `OpTypeImage` as they appear in the representation document's mangled
/// names: `{SampledType}_{Dim}_{Depth}_{Arrayed}_{MS}_{Sampled}_{Format}`
/// followed by `_{Access}` (the access qualifier is optional because older
/// producers, e.g. libclc, omit it).
///
/// Numbers are the SPIR-V spec's literal values (e.g. `Dim` 1 = 2D).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpirvImage {
    /// `{SampledType}`: `None` is `void` (unknown sampled type), otherwise
    /// one of `float|half|int|uint` (any [`Scalar`] spelling is accepted).
    pub sampled_type: Option<Scalar>,
    /// `{Dim}`.
    pub dim: u32,
    /// `{Depth}`.
    pub depth: u32,
    /// `{Arrayed}`.
    pub arrayed: u32,
    /// `{MS}`.
    pub ms: u32,
    /// `{Sampled}`.
    pub sampled: u32,
    /// `{Format}`.
    pub format: u32,
    /// `{Access}` (SPIR-V `AccessQualifier`: 0 read, 1 write, 2 read-write).
    pub access: Option<u32>,
}

/// The SPIR-V opaque types by name, without operands: the `{TypeName}` of `OpType{TypeName}`
/// as "SPIR-V representation in LLVM IR" ("SPIR-V Types Mapped to LLVM Types") spells it in
/// the mangled `__spirv_{TypeName}` names and in the LLVM target extension types
/// `target("spirv.{TypeName}", ...)`. The one table of these names ([`SpirvTypeName::ALL`])
/// is read both ways: [`SpirvTypeName::as_str`] and [`SpirvTypeName::from_name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpirvTypeName {
    /// `OpTypeImage`.
    Image,
    /// `OpTypeSampledImage`.
    SampledImage,
    /// `OpTypePipe`.
    Pipe,
    /// `OpTypeEvent`.
    Event,
    /// `OpTypeDeviceEvent`.
    DeviceEvent,
    /// `OpTypeReserveId`.
    ReserveId,
    /// `OpTypeQueue`.
    Queue,
    /// `OpTypeSampler`.
    Sampler,
    /// `OpTypePipeStorage` (SPIR-V 1.1).
    PipeStorage,
    /// `OpTypeCooperativeMatrixKHR` (SPV_KHR_cooperative_matrix): `target("spirv.CooperativeMatrixKHR",
    /// T, Scope, Rows, Columns, Use)`, mangled `__spirv_CooperativeMatrixKHR__{T}_{Scope}_{Rows}_{Columns}_{Use}`
    /// ([`SpirvTypeName::with_postfixes`]).
    CooperativeMatrixKHR,
    /// `OpTypeJointMatrixINTEL` (SPV_INTEL_joint_matrix, legacy revision):
    /// `target("spirv.JointMatrixINTEL", T, Rows, Columns, Layout, Scope[, Use[, Interpretation]])`,
    /// mangled `__spirv_JointMatrixINTEL__{T}_{Rows}_{Columns}_...` ([`SpirvTypeName::with_postfixes`]).
    JointMatrixINTEL,
    /// `OpTypeTaskSequenceINTEL` (SPV_INTEL_task_sequence): `target("spirv.TaskSequenceINTEL")`,
    /// mangled `__spirv_TaskSequenceINTEL`.
    TaskSequenceINTEL,
    /// `OpTypeBufferSurfaceINTEL` (SPV_INTEL_vector_compute): `target("spirv.BufferSurfaceINTEL",
    /// Access)`.
    BufferSurfaceINTEL,
}

impl SpirvTypeName {
    /// Every opaque type name with its spelling.
    pub const ALL: [(SpirvTypeName, &'static str); 13] = [
        (SpirvTypeName::Image, "Image"),
        (SpirvTypeName::SampledImage, "SampledImage"),
        (SpirvTypeName::Pipe, "Pipe"),
        (SpirvTypeName::Event, "Event"),
        (SpirvTypeName::DeviceEvent, "DeviceEvent"),
        (SpirvTypeName::ReserveId, "ReserveId"),
        (SpirvTypeName::Queue, "Queue"),
        (SpirvTypeName::Sampler, "Sampler"),
        (SpirvTypeName::PipeStorage, "PipeStorage"),
        (SpirvTypeName::CooperativeMatrixKHR, "CooperativeMatrixKHR"),
        (SpirvTypeName::JointMatrixINTEL, "JointMatrixINTEL"),
        (SpirvTypeName::TaskSequenceINTEL, "TaskSequenceINTEL"),
        (SpirvTypeName::BufferSurfaceINTEL, "BufferSurfaceINTEL"),
    ];

    /// The prefix of the LLVM target extension type names, `spirv.`.
    pub const TARGET_EXT_PREFIX: &'static str = "spirv.";

    /// The spelling, e.g. `Image`.
    pub const fn as_str(self) -> &'static str {
        // `ALL` is in declaration order.
        Self::ALL[self as usize].1
    }

    /// The name spelled `name` (`Image`, ...); `None` for any other string.
    pub fn from_name(name: &str) -> Option<SpirvTypeName> {
        Self::ALL.iter().find(|(_, s)| *s == name).map(|&(t, _)| t)
    }

    /// The LLVM target extension type name, e.g. `spirv.Image`.
    pub fn target_ext_name(self) -> String {
        format!("{}{}", Self::TARGET_EXT_PREFIX, self.as_str())
    }

    /// The representation document's struct name of a type with operands:
    /// `__spirv_{TypeName}__{postfixes}` (the postfixes joined by `_`), e.g.
    /// `__spirv_CooperativeMatrixKHR__float_3_8_16_2`.
    pub fn with_postfixes(self, postfixes: &[&str]) -> String {
        format!("__spirv_{}__{}", self.as_str(), postfixes.join("_"))
    }

    /// The name of an LLVM target extension type `spirv.{TypeName}`; `None` for other
    /// target extension types (`spirv.Foo`, ...).
    pub fn from_target_ext_name(name: &str) -> Option<SpirvTypeName> {
        Self::from_name(name.strip_prefix(Self::TARGET_EXT_PREFIX)?)
    }
}

/// A SPIR-V opaque type ("SPIR-V representation in LLVM IR", "SPIR-V Types Mapped to LLVM Types"). The
/// LLVM type `spirv.{TypeName}._{Postfixes}` is mangled as the
/// `<source-name>` `__spirv_{TypeName}__{Postfixes}` (Itanium 5.1.5
/// `<class-enum-type>`), e.g. `__spirv_Image__void_1_0_0_0_0_0_0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpirvType {
    /// `OpTypeImage` — `__spirv_Image__{...}`.
    Image(SpirvImage),
    /// `OpTypeSampledImage` — `__spirv_SampledImage__{...}` (same postfixes
    /// as the image).
    SampledImage(SpirvImage),
    /// `OpTypePipe` — `__spirv_Pipe__{Access}`.
    Pipe {
        /// SPIR-V access qualifier literal.
        access: u32,
    },
    /// `OpTypeEvent` — `__spirv_Event`.
    Event,
    /// `OpTypeDeviceEvent` — `__spirv_DeviceEvent`.
    DeviceEvent,
    /// `OpTypeReserveId` — `__spirv_ReserveId`.
    ReserveId,
    /// `OpTypeQueue` — `__spirv_Queue`.
    Queue,
    /// `OpTypeSampler` — `__spirv_Sampler`.
    Sampler,
    /// `OpTypePipeStorage` (SPIR-V 1.1) — `__spirv_PipeStorage`.
    PipeStorage,
    /// `OpTypeTaskSequenceINTEL` (SPV_INTEL_task_sequence) — `__spirv_TaskSequenceINTEL`.
    TaskSequenceINTEL,
}

impl SpirvType {
    /// Parses a type name of "SPIR-V representation in LLVM IR" (`__spirv_Image__void_1_0_0_0_0_0_0`, ...).
    /// Numbers must be canonical decimal (no leading zeros).
    pub fn parse(name: &str) -> Result<SpirvType> {
        let err =
            |offset: usize, expected: &'static str| Error::InvalidSpirvType { name: name.to_owned(), offset, expected };
        let rest = name.strip_prefix("__spirv_").ok_or_else(|| err(0, "`__spirv_` prefix"))?;
        let base = "__spirv_".len();
        let simple = match SpirvTypeName::from_name(rest) {
            Some(SpirvTypeName::Event) => Some(SpirvType::Event),
            Some(SpirvTypeName::DeviceEvent) => Some(SpirvType::DeviceEvent),
            Some(SpirvTypeName::ReserveId) => Some(SpirvType::ReserveId),
            Some(SpirvTypeName::Queue) => Some(SpirvType::Queue),
            Some(SpirvTypeName::Sampler) => Some(SpirvType::Sampler),
            Some(SpirvTypeName::PipeStorage) => Some(SpirvType::PipeStorage),
            Some(SpirvTypeName::TaskSequenceINTEL) => Some(SpirvType::TaskSequenceINTEL),
            _ => None,
        };
        if let Some(t) = simple {
            return Ok(t);
        }
        let (type_name, postfix) = rest.split_once("__").ok_or_else(|| err(base, "a SPIR-V type name"))?;
        let post_off = base + type_name.len() + 2;
        match SpirvTypeName::from_name(type_name) {
            Some(SpirvTypeName::Pipe) => {
                Ok(SpirvType::Pipe { access: parse_num(postfix).ok_or_else(|| err(post_off, "pipe access number"))? })
            }
            Some(SpirvTypeName::Image) => Ok(SpirvType::Image(parse_image(postfix, post_off, &err)?)),
            Some(SpirvTypeName::SampledImage) => Ok(SpirvType::SampledImage(parse_image(postfix, post_off, &err)?)),
            _ => Err(err(
                base,
                "Image, SampledImage, Pipe, Event, DeviceEvent, ReserveId, Queue, Sampler, PipeStorage or TaskSequenceINTEL",
            )),
        }
    }

    /// [`SpirvType::parse`] as an `Option`.
    pub fn from_name(name: &str) -> Option<SpirvType> {
        if !name.starts_with("__spirv_") {
            return None;
        }
        SpirvType::parse(name).ok()
    }

    /// The type's name without operands.
    pub const fn name(&self) -> SpirvTypeName {
        match self {
            SpirvType::Image(_) => SpirvTypeName::Image,
            SpirvType::SampledImage(_) => SpirvTypeName::SampledImage,
            SpirvType::Pipe { .. } => SpirvTypeName::Pipe,
            SpirvType::Event => SpirvTypeName::Event,
            SpirvType::DeviceEvent => SpirvTypeName::DeviceEvent,
            SpirvType::ReserveId => SpirvTypeName::ReserveId,
            SpirvType::Queue => SpirvTypeName::Queue,
            SpirvType::Sampler => SpirvTypeName::Sampler,
            SpirvType::PipeStorage => SpirvTypeName::PipeStorage,
            SpirvType::TaskSequenceINTEL => SpirvTypeName::TaskSequenceINTEL,
        }
    }

    /// The representation document's `spirv.{TypeName}` LLVM opaque type name prefix, e.g.
    /// `Image` (the `{TypeName}` of `OpType{TypeName}`).
    pub const fn type_name(&self) -> &'static str {
        self.name().as_str()
    }
}

fn parse_num(s: &str) -> Option<u32> {
    if s.is_empty() || (s.len() > 1 && s.starts_with('0')) || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

fn parse_image(postfix: &str, mut off: usize, err: &dyn Fn(usize, &'static str) -> Error) -> Result<SpirvImage> {
    let mut parts = postfix.split('_');
    let sampled = parts.next().unwrap_or("");
    let sampled_type = if sampled == "void" {
        None
    } else {
        Some(Scalar::from_opencl_name(sampled).ok_or_else(|| err(off, "sampled type (void|float|half|int|uint)"))?)
    };
    off += sampled.len() + 1;
    let mut nums = [0u32; 8];
    let mut count = 0usize;
    for p in parts {
        let slot = nums.get_mut(count).ok_or_else(|| err(off, "at most 8 image postfixes"))?;
        *slot = parse_num(p).ok_or_else(|| err(off, "image postfix number"))?;
        count += 1;
        off += p.len() + 1;
    }
    if count != 6 && count != 7 {
        return Err(err(off.saturating_sub(1), "6 or 7 numeric image postfixes"));
    }
    Ok(SpirvImage {
        sampled_type,
        dim: nums[0],
        depth: nums[1],
        arrayed: nums[2],
        ms: nums[3],
        sampled: nums[4],
        format: nums[5],
        access: if count == 7 { Some(nums[6]) } else { None },
    })
}

impl fmt::Display for SpirvImage {
    /// `{SampledType}_{Dim}_{Depth}_{Arrayed}_{MS}_{Sampled}_{Format}[_{Access}]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.sampled_type.map_or("void", Scalar::opencl_name))?;
        write!(f, "_{}_{}_{}_{}_{}_{}", self.dim, self.depth, self.arrayed, self.ms, self.sampled, self.format)?;
        if let Some(a) = self.access {
            write!(f, "_{a}")?;
        }
        Ok(())
    }
}

impl fmt::Display for SpirvType {
    /// The representation document's mangled type name, e.g. `__spirv_Pipe__0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "__spirv_{}", self.type_name())?;
        match self {
            SpirvType::Image(i) | SpirvType::SampledImage(i) => write!(f, "__{i}"),
            SpirvType::Pipe { access } => write!(f, "__{access}"),
            _ => Ok(()),
        }
    }
}
