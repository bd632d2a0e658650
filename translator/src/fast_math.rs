//! The LLVM fast-math flags ⇄ SPIR-V `FPFastMathMode` correspondence, read by both
//! directions (SPIR-V spec 3.15 "FP Fast Math Mode"; the `AllowContract`/`AllowReassoc`
//! bits are those of SPV_INTEL_fp_fast_math_mode, capability `FPFastMathModeINTEL`).

use crate::llvm::FastMathFlags as F;
use spirv::FPFastMathMode as M;

/// Core flags: (LLVM fast-math bit, `FPFastMathMode` bit).
const CORE: [(u32, M); 4] = [
    (F::NO_NANS, M::NOT_NAN),
    (F::NO_INFS, M::NOT_INF),
    (F::NO_SIGNED_ZEROS, M::NSZ),
    (F::ALLOW_RECIPROCAL, M::ALLOW_RECIP),
];

/// Flags of SPV_INTEL_fp_fast_math_mode: `contract` and `reassoc`.
const INTEL: [(u32, M); 2] = [(F::ALLOW_CONTRACT, M::ALLOW_CONTRACT), (F::ALLOW_REASSOC, M::ALLOW_REASSOC)];

/// The `FPFastMathMode` of LLVM fast-math `flags`: `Fast` for `fast` (all flags), else the
/// core bits, plus `AllowContract`/`AllowReassoc` when `intel` (SPV_INTEL_fp_fast_math_mode
/// is allowed). Empty when nothing maps.
pub(crate) fn to_spirv(flags: u32, intel: bool) -> M {
    if flags & F::ALL == F::ALL {
        return M::FAST;
    }
    let extra: &[(u32, M)] = if intel { &INTEL } else { &[] };
    CORE.iter().chain(extra).filter(|(f, _)| flags & f != 0).fold(M::NONE, |m, (_, b)| m | *b)
}

/// The LLVM fast-math flags of an `FPFastMathMode` word: `Fast` is `fast`; `AllowTransform`
/// (SPV_KHR_float_controls2, which implies reassociation and contraction) gives both.
/// Unknown bits are ignored (they only permit optimisations).
pub(crate) fn to_llvm(mode: u32) -> u32 {
    if mode & M::FAST.bits() != 0 {
        return F::ALL;
    }
    let mut flags = CORE.iter().chain(&INTEL).filter(|(_, b)| mode & b.bits() != 0).fold(0, |f, (x, _)| f | x);
    if mode & M::ALLOW_TRANSFORM.bits() != 0 {
        flags |= F::ALLOW_CONTRACT | F::ALLOW_REASSOC;
    }
    flags
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_each_flag() {
        for (f, m) in CORE.iter().chain(&INTEL) {
            assert_eq!(to_spirv(*f, true), *m);
            assert_eq!(to_llvm(m.bits()), *f);
        }
        assert_eq!(to_spirv(F::ALLOW_CONTRACT, false), M::NONE);
        assert_eq!(to_spirv(F::ALL, true), M::FAST);
        assert_eq!(to_llvm(M::FAST.bits()), F::ALL);
    }
}
