//! Enumerant spellings as the LLVM 19 toolchain writes them.
//!
//! The `spirv` 0.4 grammar (SPIR-V headers 1.4.341) renamed many enumerants
//! that the Khronos translator for LLVM 19, clang-19's `__spirv_*` builtins and
//! SPIRV-Tools still spell the older way: the FPGA ones from `...INTEL` to
//! `...ALTERA` (`OpFixedSqrtINTEL`, `Capability::LoopFuseINTEL`,
//! `Decoration::RegisterINTEL`), ray-tracing builtins from `...NV` to `...KHR`.
//! A Rust `Debug` name gives the new spelling, so every name this library
//! writes into LLVM IR or a report goes through here: the `spirv` 0.3 grammar's
//! name where it has one, the 0.4 name for newer enumerants. Reading accepts
//! both spellings (`spirv`'s `FromStr` and [`op_by_name`]).
//!
//! [`text`] builds the Khronos translator's text-format spellings on these tables,
//! with its own differences listed there.

use rustc_hash::FxHashMap;
use std::fmt::Debug;
use std::sync::OnceLock;

pub mod text;

/// Largest enumerant value searched when the tables are built (SPIR-V's
/// enumerants stay below it; vendor ranges end at 6xxx).
const MAX_VALUE: u32 = 16_384;

/// Values of one enumeration with their names.
pub(crate) type Names = FxHashMap<u32, &'static str>;

fn build<A: Debug, B: Debug>(old: impl Fn(u32) -> Option<A>, new: impl Fn(u32) -> Option<B>) -> Names {
    (0..MAX_VALUE)
        .filter_map(|v| {
            let name = old(v).map(|a| format!("{a:?}")).or_else(|| new(v).map(|b| format!("{b:?}")))?;
            Some((v, &*Box::leak(name.into_boxed_str())))
        })
        .collect()
}

macro_rules! names_of {
    ($($fn:ident: $ty:ident),* $(,)?) => {$(
        /// Every value of the enumeration with its toolchain spelling: the `spirv` 0.3
        /// grammar's name where it has one, else the 0.4 name; the internal grammar's
        /// name for its enumerants. Built once.
        pub(crate) fn $fn() -> &'static Names {
            static T: OnceLock<Names> = OnceLock::new();
            T.get_or_init(|| {
                let mut names = build(spirv03::$ty::from_u32, spirv::$ty::from_u32);
                // An internal-grammar enumerant is newer than any 0.3 name its value had
                // (capability 6167 was GlobalVariableHostAccessINTEL there, now SigmoidINTEL).
                // Of two internal names of one value the first is current, the second the
                // one it replaced (capability 6215: FloatConversionsFtoFINTEL, formerly
                // FloatConversionsINTEL).
                let mut internal = rustc_hash::FxHashSet::default();
                for &(kind, name, value) in crate::grammar::internal::INTERNAL_ENUMERANTS {
                    if kind == stringify!($ty) && internal.insert(value) {
                        names.insert(value, name);
                    }
                }
                names
            })
        }
    )*};
}

names_of!(
    builtin_names: BuiltIn,
    capability_names: Capability,
    decoration_names: Decoration,
    linkage_names: LinkageType,
    host_access_names: HostAccessQualifier,
    init_mode_names: InitializationModeQualifier,
);

macro_rules! name_fn {
    ($(#[$doc:meta])* $fn:ident, $ty:ident, $table:ident) => {
        $(#[$doc])*
        pub fn $fn(value: spirv::$ty) -> &'static str {
            $table().get(&(value as u32)).copied().unwrap_or("")
        }
    };
}

/// Opcodes the Khronos translator names by their extension's spelling,
/// although both grammars give the core name (`OpSDot` is `OpSDotKHR` in
/// SPV_KHR_integer_dot_product).
const OP_OVERRIDES: &[(spirv::Op, &str)] = &[
    (spirv::Op::SDot, "SDotKHR"),
    (spirv::Op::UDot, "UDotKHR"),
    (spirv::Op::SUDot, "SUDotKHR"),
    (spirv::Op::SDotAccSat, "SDotAccSatKHR"),
    (spirv::Op::UDotAccSat, "UDotAccSatKHR"),
    (spirv::Op::SUDotAccSat, "SUDotAccSatKHR"),
    // SPV_INTEL_task_sequence, which the 0.4 grammar renames to `*ALTERA` (the 0.3
    // grammar has none of them).
    (spirv::Op::TaskSequenceCreateINTEL, "TaskSequenceCreateINTEL"),
    (spirv::Op::TaskSequenceAsyncINTEL, "TaskSequenceAsyncINTEL"),
    (spirv::Op::TaskSequenceGetINTEL, "TaskSequenceGetINTEL"),
    (spirv::Op::TaskSequenceReleaseINTEL, "TaskSequenceReleaseINTEL"),
    (spirv::Op::TypeTaskSequenceINTEL, "TypeTaskSequenceINTEL"),
];

/// Every opcode with its toolchain spelling (see [`op_name`]). Built once.
pub(crate) fn op_names() -> &'static Names {
    static T: OnceLock<Names> = OnceLock::new();
    T.get_or_init(|| {
        let mut names = build(spirv03::Op::from_u32, spirv::Op::from_u32);
        names.extend(OP_OVERRIDES.iter().map(|&(op, name)| (op as u32, name)));
        names
    })
}

/// The name of an opcode without `Op` (`FixedSqrtINTEL`, `SDotKHR`, `IAdd`), as
/// in `__spirv_<name>` builtins (SPIR-V spec 3.52 "Instructions").
pub fn op_name(value: spirv::Op) -> &'static str {
    op_names().get(&(value as u32)).copied().unwrap_or("")
}
name_fn!(
    /// The name of a `BuiltIn` (SPIR-V spec 3.21), as in `__spirv_BuiltIn<name>`.
    builtin_name,
    BuiltIn,
    builtin_names
);
name_fn!(
    /// The name of a `Capability` (SPIR-V spec 3.31), as SPIRV-Tools prints it.
    capability_name,
    Capability,
    capability_names
);
name_fn!(
    /// The name of a `Decoration` (SPIR-V spec 3.20), as SPIRV-Tools prints it.
    decoration_name,
    Decoration,
    decoration_names
);

/// The opcode named `name` (without `Op`), in any spelling a grammar gives
/// (`FixedSqrtINTEL` or `FixedSqrtALTERA`, `SDot` or `SDotKHR`); `None` for an
/// unknown name.
pub fn op_by_name(name: &str) -> Option<spirv::Op> {
    op_values().get(name).copied()
}

/// Every opcode name in either grammar's spelling, and the overrides, with its opcode.
pub(crate) fn op_values() -> &'static FxHashMap<&'static str, spirv::Op> {
    static T: OnceLock<FxHashMap<&'static str, spirv::Op>> = OnceLock::new();
    T.get_or_init(|| {
        let mut map = FxHashMap::default();
        for v in 0..MAX_VALUE {
            let Some(op) = spirv::Op::from_u32(v) else { continue };
            map.insert(&*Box::leak(format!("{op:?}").into_boxed_str()), op);
            if let Some(old) = spirv03::Op::from_u32(v) {
                map.insert(&*Box::leak(format!("{old:?}").into_boxed_str()), op);
            }
        }
        map.extend(OP_OVERRIDES.iter().map(|&(op, name)| (name, op)));
        map
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renamed_enumerants_keep_the_toolchain_spelling() {
        assert_eq!(op_name(spirv::Op::FixedSqrtALTERA), "FixedSqrtINTEL");
        assert_eq!(op_name(spirv::Op::IAdd), "IAdd");
        assert_eq!(op_name(spirv::Op::TaskSequenceCreateALTERA), "TaskSequenceCreateINTEL");
        assert_eq!(op_by_name("TaskSequenceGetINTEL"), Some(spirv::Op::TaskSequenceGetALTERA));
        assert_eq!(builtin_name(spirv::BuiltIn::GlobalInvocationId), "GlobalInvocationId");
        assert_eq!(capability_name(spirv::Capability::LoopFuseALTERA), "LoopFuseINTEL");
        assert_eq!(decoration_name(spirv::Decoration::RegisterALTERA), "RegisterINTEL");
        // Newer than the 0.3 grammar: the 0.4 name.
        assert_eq!(capability_name(spirv::Capability::BFloat16TypeKHR), "BFloat16TypeKHR");
    }

    #[test]
    fn op_names_read_in_either_spelling() {
        assert_eq!(op_by_name("FixedSqrtINTEL"), Some(spirv::Op::FixedSqrtALTERA));
        assert_eq!(op_by_name("FixedSqrtALTERA"), Some(spirv::Op::FixedSqrtALTERA));
        assert_eq!(op_by_name("IAdd"), Some(spirv::Op::IAdd));
        assert_eq!(op_by_name("SDotKHR"), Some(spirv::Op::SDot));
        assert_eq!(op_name(spirv::Op::SDot), "SDotKHR");
        assert_eq!(op_by_name("NoSuchOp"), None);
    }
}
