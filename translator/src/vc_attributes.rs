//! SPV_INTEL_vector_compute: the LLVM attributes of vector-compute (CM/ESIMD) code and the
//! decorations they correspond to, one table read by both directions.
//!
//! The VC front ends mark functions, their return values and parameters with string
//! attributes (`"VCFunction"`, `"VCSIMTCall"="5"`, `"VCArgumentIOKind"="0"`, ...); the
//! extension states each as a decoration of the function or the OpFunctionParameter
//! (`VectorComputeFunctionINTEL`, `SIMTCallINTEL 5`, `FuncParamIOKindINTEL 0`, ...), all
//! under the capability `VectorComputeINTEL`. The forward direction writes the decoration
//! of every attribute present when the extension is allowed; the reverse writes the
//! attribute of every such decoration.

use spirv::{Decoration, ExecutionMode};

/// Where an attribute sits: on the function, on its return value, or on a parameter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum VcSite {
    /// A function attribute; the decoration is on the OpFunction.
    Function,
    /// A return attribute; the decoration is on the OpFunction too.
    Return,
    /// A parameter attribute; the decoration is on the OpFunctionParameter.
    Parameter,
}

/// The attribute's value and the decoration's literal.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum VcValue {
    /// No value, no literal (`"VCFunction"`).
    Flag,
    /// A 32-bit integer value and literal (`"VCSIMTCall"="5"`).
    Literal,
    /// An optional integer value, 0 when absent (`"VCSingleElementVector"`, the indirection
    /// level of the single-element vector); the decoration has no operand (the grammar's
    /// `SingleElementVectorINTEL`), so the forward direction refuses other levels and the
    /// reverse writes 0.
    OptionalLiteral,
}

/// One correspondence.
#[derive(Clone, Copy, Debug)]
pub(crate) struct VcAttribute {
    /// The attribute's key.
    pub name: &'static str,
    /// The decoration.
    pub decoration: Decoration,
    /// Where the attribute sits.
    pub sites: &'static [VcSite],
    /// The value's form.
    pub value: VcValue,
}

const fn row(name: &'static str, decoration: Decoration, sites: &'static [VcSite], value: VcValue) -> VcAttribute {
    VcAttribute { name, decoration, sites, value }
}

/// The attributes of SPV_INTEL_vector_compute functions and parameters.
pub(crate) const VC_ATTRIBUTES: &[VcAttribute] = &[
    row("VCFunction", Decoration::VectorComputeFunctionINTEL, &[VcSite::Function], VcValue::Flag),
    row("VCStackCall", Decoration::StackCallINTEL, &[VcSite::Function], VcValue::Flag),
    row("VCCallable", Decoration::VectorComputeCallableFunctionINTEL, &[VcSite::Function], VcValue::Flag),
    row("VCSIMTCall", Decoration::SIMTCallINTEL, &[VcSite::Function], VcValue::Literal),
    row(
        "VCSingleElementVector",
        Decoration::SingleElementVectorINTEL,
        &[VcSite::Return, VcSite::Parameter],
        VcValue::OptionalLiteral,
    ),
    row("VCArgumentIOKind", Decoration::FuncParamIOKindINTEL, &[VcSite::Parameter], VcValue::Literal),
    // An image parameter accessed by media block reads and writes.
    row("VCMediaBlockIO", Decoration::MediaBlockIOINTEL, &[VcSite::Parameter], VcValue::Flag),
];

/// The function attribute holding a VC kernel's floating-point controls: a bit set whose
/// fields ([`FLOAT_CONTROL_FIELDS`]) each select one execution mode of the entry point.
pub(crate) const FLOAT_CONTROL_ATTRIBUTE: &str = "VCFloatControl";

/// One field of `"VCFloatControl"`: the bits `mask` of the value, each setting of which is
/// one execution mode (SPV_KHR_float_controls' `DenormPreserve`, `DenormFlushToZero`,
/// `RoundingModeRTE`, `RoundingModeRTZ`; SPV_INTEL_float_controls2's `RoundingModeRTPINTEL`,
/// `RoundingModeRTNINTEL`, `FloatingPointModeALTINTEL`, `FloatingPointModeIEEEINTEL`) with
/// the floating-point width literal, once per width in `widths`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FloatControlField {
    /// The field's bits.
    pub mask: u32,
    /// (the field's value, its execution mode); every value of the field is listed.
    pub settings: &'static [(u32, ExecutionMode)],
    /// The widths (bits: 64, 32, 16) the execution mode is stated for.
    pub widths: &'static [u32],
}

const ALL_WIDTHS: &[u32] = &[64, 32, 16];

/// The fields of `"VCFloatControl"`: rounding (bits 4-5), denormals of double (bit 6), float
/// (bit 7) and half (bit 10), and the floating-point mode (bit 0).
pub(crate) const FLOAT_CONTROL_FIELDS: &[FloatControlField] = &[
    FloatControlField {
        mask: 0x30,
        settings: &[
            (0x00, ExecutionMode::RoundingModeRTE),
            (0x10, ExecutionMode::RoundingModeRTPINTEL),
            (0x20, ExecutionMode::RoundingModeRTNINTEL),
            (0x30, ExecutionMode::RoundingModeRTZ),
        ],
        widths: ALL_WIDTHS,
    },
    FloatControlField {
        mask: 0x40,
        settings: &[(0, ExecutionMode::DenormFlushToZero), (0x40, ExecutionMode::DenormPreserve)],
        widths: &[64],
    },
    FloatControlField {
        mask: 0x80,
        settings: &[(0, ExecutionMode::DenormFlushToZero), (0x80, ExecutionMode::DenormPreserve)],
        widths: &[32],
    },
    FloatControlField {
        mask: 0x400,
        settings: &[(0, ExecutionMode::DenormFlushToZero), (0x400, ExecutionMode::DenormPreserve)],
        widths: &[16],
    },
    FloatControlField {
        mask: 0x1,
        settings: &[(0, ExecutionMode::FloatingPointModeIEEEINTEL), (1, ExecutionMode::FloatingPointModeALTINTEL)],
        widths: ALL_WIDTHS,
    },
];

/// The execution modes (mode, width) of float-control value `control`; bits outside every
/// field are returned as the second element (they have no SPIR-V form).
pub(crate) fn float_control_modes(control: u32) -> (Vec<(ExecutionMode, u32)>, u32) {
    let mut modes = Vec::new();
    let mut known = 0;
    for field in FLOAT_CONTROL_FIELDS {
        known |= field.mask;
        let Some(&(_, mode)) = field.settings.iter().find(|(v, _)| *v == control & field.mask) else { continue };
        modes.extend(field.widths.iter().map(|&w| (mode, w)));
    }
    (modes, control & !known)
}

/// The bits of `"VCFloatControl"` that execution mode `mode` with width literal `width`
/// sets, if it is one of a field's settings for that width.
pub(crate) fn float_control_bits(mode: ExecutionMode, width: u32) -> Option<u32> {
    FLOAT_CONTROL_FIELDS
        .iter()
        .filter(|f| f.widths.contains(&width))
        .find_map(|f| f.settings.iter().find(|(_, m)| *m == mode).map(|(v, _)| *v))
}

/// The row of decoration `d` at `site` (a decoration of a function is its function or
/// return attribute, as the row says).
pub(crate) fn by_decoration(d: Decoration, parameter: bool) -> Option<&'static VcAttribute> {
    let fits = |s: &VcSite| (*s == VcSite::Parameter) == parameter;
    VC_ATTRIBUTES.iter().find(|a| a.decoration == d && a.sites.iter().any(fits))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decorations_find_their_attributes_by_site() {
        assert_eq!(by_decoration(Decoration::SIMTCallINTEL, false).map(|a| a.name), Some("VCSIMTCall"));
        assert!(by_decoration(Decoration::SIMTCallINTEL, true).is_none());
        assert_eq!(
            by_decoration(Decoration::SingleElementVectorINTEL, true).map(|a| a.name),
            Some("VCSingleElementVector")
        );
        assert_eq!(
            by_decoration(Decoration::SingleElementVectorINTEL, false).map(|a| a.sites),
            Some(&[VcSite::Return, VcSite::Parameter][..])
        );
        assert!(by_decoration(Decoration::FuncParamIOKindINTEL, false).is_none());
        // Float controls: every field value has one mode, and the modes read back.
        let (modes, rest) = float_control_modes(0x10 | 0x80 | 0x1);
        assert_eq!(rest, 0);
        assert!(modes.contains(&(ExecutionMode::RoundingModeRTPINTEL, 16)));
        assert!(modes.contains(&(ExecutionMode::DenormPreserve, 32)));
        assert!(modes.contains(&(ExecutionMode::DenormFlushToZero, 64)));
        assert!(modes.contains(&(ExecutionMode::FloatingPointModeALTINTEL, 64)));
        assert_eq!(modes.len(), 9);
        let back = modes.iter().map(|&(m, w)| float_control_bits(m, w).unwrap_or(u32::MAX)).fold(0, |a, b| a | b);
        assert_eq!(back, 0x10 | 0x80 | 0x1);
        assert_eq!(float_control_bits(ExecutionMode::DenormPreserve, 16), Some(0x400));
        assert_eq!(float_control_modes(0x2).1, 0x2);
        // One row per decoration.
        for a in VC_ATTRIBUTES {
            assert_eq!(VC_ATTRIBUTES.iter().filter(|b| b.decoration == a.decoration).count(), 1);
        }
    }
}
