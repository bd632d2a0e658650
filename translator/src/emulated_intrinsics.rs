//! Functions the forward translation defines to emulate an LLVM intrinsic SPIR-V has no
//! instruction for, named as the Khronos translator names them: `spirv.` followed by the
//! intrinsic's name with `_` for `.` (`llvm.memset.p1.i64` -> `spirv.llvm_memset_p1_i64`),
//! and `.volatile` for the volatile memset. Read by both directions: the forward one names
//! its helpers with [`helper_name`], the reverse one turns a function of such a name (and of
//! the intrinsic's shape, which it checks) back into the intrinsic ([`intrinsic_of`]), as the
//! Khronos translator's reader does.

/// The intrinsic families emulated by a `spirv.llvm_*` function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Emulated {
    /// `llvm.memset.p<AS>.i<N>(ptr, i8, iN, i1)`: a byte loop (LLVM's memset-as-loop).
    Memset,
    /// `llvm.umul.with.overflow.<T>(T, T) -> { T, i1 }`.
    UMulWithOverflow,
}

/// Each family's intrinsic-name prefix and whether its helper may be `.volatile`.
const FAMILIES: [(Emulated, &str, bool); 2] =
    [(Emulated::Memset, "llvm.memset.", true), (Emulated::UMulWithOverflow, "llvm.umul.with.overflow.", false)];

/// The name of the function emulating intrinsic `intrinsic` (its full LLVM name, type
/// suffixes included), `.volatile` appended for a volatile memset.
pub(crate) fn helper_name(intrinsic: &str, volatile: bool) -> String {
    format!("spirv.{}{}", intrinsic.replace('.', "_"), if volatile { ".volatile" } else { "" })
}

/// The intrinsic a function named `name` emulates: its family, its LLVM name and whether
/// the helper is the volatile one; `None` for any other name.
pub(crate) fn intrinsic_of(name: &str) -> Option<(Emulated, String, bool)> {
    let rest = name.strip_prefix("spirv.")?;
    let (rest, volatile) = match rest.strip_suffix(".volatile") {
        Some(r) => (r, true),
        None => (rest, false),
    };
    FAMILIES.iter().find_map(|&(family, prefix, may_be_volatile)| {
        let suffix = rest.strip_prefix(prefix.replace('.', "_").as_str())?;
        if suffix.is_empty() || (volatile && !may_be_volatile) {
            return None;
        }
        Some((family, format!("{prefix}{}", suffix.replace('_', ".")), volatile))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        assert_eq!(helper_name("llvm.memset.p1.i64", true), "spirv.llvm_memset_p1_i64.volatile");
        assert_eq!(helper_name("llvm.umul.with.overflow.v2i64", false), "spirv.llvm_umul_with_overflow_v2i64");
        assert_eq!(
            intrinsic_of("spirv.llvm_memset_p3_i32.volatile"),
            Some((Emulated::Memset, "llvm.memset.p3.i32".to_string(), true))
        );
        assert_eq!(
            intrinsic_of("spirv.llvm_umul_with_overflow_i8"),
            Some((Emulated::UMulWithOverflow, "llvm.umul.with.overflow.i8".to_string(), false))
        );
        assert_eq!(intrinsic_of("spirv.llvm_umul_with_overflow_i8.volatile"), None);
        assert_eq!(intrinsic_of("spirv.llvm_umul_with_overflow_"), None);
        assert_eq!(intrinsic_of("llvm_sadd_with_overflow_i32"), None);
        assert_eq!(intrinsic_of("spirv.llvm_bitreverse_i32"), None);
    }
}
