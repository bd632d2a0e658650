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
}

impl SpirvType {
    /// Parses a type name of "SPIR-V representation in LLVM IR" (`__spirv_Image__void_1_0_0_0_0_0_0`, ...).
    /// Numbers must be canonical decimal (no leading zeros).
    pub fn parse(name: &str) -> Result<SpirvType> {
        let err =
            |offset: usize, expected: &'static str| Error::InvalidSpirvType { name: name.to_owned(), offset, expected };
        let rest = name.strip_prefix("__spirv_").ok_or_else(|| err(0, "`__spirv_` prefix"))?;
        let base = "__spirv_".len();
        let simple = match rest {
            "Event" => Some(SpirvType::Event),
            "DeviceEvent" => Some(SpirvType::DeviceEvent),
            "ReserveId" => Some(SpirvType::ReserveId),
            "Queue" => Some(SpirvType::Queue),
            "Sampler" => Some(SpirvType::Sampler),
            "PipeStorage" => Some(SpirvType::PipeStorage),
            _ => None,
        };
        if let Some(t) = simple {
            return Ok(t);
        }
        let (type_name, postfix) = rest.split_once("__").ok_or_else(|| err(base, "a SPIR-V type name"))?;
        let post_off = base + type_name.len() + 2;
        match type_name {
            "Pipe" => {
                Ok(SpirvType::Pipe { access: parse_num(postfix).ok_or_else(|| err(post_off, "pipe access number"))? })
            }
            "Image" | "SampledImage" => {
                let img = parse_image(postfix, post_off, &err)?;
                Ok(if type_name == "Image" { SpirvType::Image(img) } else { SpirvType::SampledImage(img) })
            }
            _ => Err(err(
                base,
                "Image, SampledImage, Pipe, Event, DeviceEvent, ReserveId, Queue, Sampler or PipeStorage",
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

    /// The representation document's `spirv.{TypeName}` LLVM opaque type name prefix, e.g.
    /// `Image` (the `{TypeName}` of `OpType{TypeName}`).
    pub const fn type_name(&self) -> &'static str {
        match self {
            SpirvType::Image(_) => "Image",
            SpirvType::SampledImage(_) => "SampledImage",
            SpirvType::Pipe { .. } => "Pipe",
            SpirvType::Event => "Event",
            SpirvType::DeviceEvent => "DeviceEvent",
            SpirvType::ReserveId => "ReserveId",
            SpirvType::Queue => "Queue",
            SpirvType::Sampler => "Sampler",
            SpirvType::PipeStorage => "PipeStorage",
        }
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
