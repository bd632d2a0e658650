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

use spirv::Decoration;

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
];

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
        // One row per decoration.
        for a in VC_ATTRIBUTES {
            assert_eq!(VC_ATTRIBUTES.iter().filter(|b| b.decoration == a.decoration).count(), 1);
        }
    }
}
