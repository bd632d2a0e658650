//! OpenCL C atomic builtins <-> SPIR-V atomic instructions, read by both directions
//! (forward: the builtin's name -> instruction; reverse: instruction -> the OpenCL C 1.2 or
//! 2.0 builtin).
//!
//! Two families of builtins name the same instructions:
//!
//! - **Legacy** (OpenCL C 1.2 6.12.11 "Atomic Functions"; `atom_*` of the
//!   `cl_khr_{global,local}_int32_{base,extended}_atomics` and
//!   `cl_khr_int64_{base,extended}_atomics` extensions, 9.5 / 9.6 / 9.7 of the OpenCL 1.2
//!   extension spec): `atomic_add(volatile __global int *p, int val)` and friends, on
//!   `__global` or `__local` 32-bit (`atom_*`: also 64-bit) integers, `atomic_xchg` also
//!   on `float`. OpenCL 1.2 defines each as one indivisible read-modify-write of the
//!   location and nothing more: it names no memory order and orders no other memory
//!   access (ordering against other accesses takes `barrier` / `mem_fence`, 6.12.8 / 6.12.9),
//!   which is C11's `memory_order_relaxed`. They take neither an order nor a scope, so
//!   the instruction gets the fixed [`LEGACY_SCOPE`] and [`LEGACY_SEMANTICS`].
//! - **C11** (OpenCL C 2.0 6.13.11, 3.0 6.15.12 "Atomic Functions"):
//!   `atomic_fetch_add[_explicit](volatile A *object, M operand[, memory_order[,
//!   memory_scope]])` and friends, whose defaults are `memory_order_seq_cst` and
//!   `memory_scope_device`.
//!
//! SPIR-V 1.6 spec 3.52.18 "Atomic Instructions" defines the instructions; the OpenCL
//! SPIR-V Environment spec 2.2 maps `memory_order` / `memory_scope` onto Memory Semantics
//! and Scope.

use spirv::{MemorySemantics, Op, Scope};

/// The Scope of a legacy atomic: `Workgroup`, as the Khronos translator writes the
/// OpenCL 1.2 builtins (its OCL-to-SPIR-V pass rewrites them to the `_explicit` form with
/// `memory_scope_work_group`). Implementations make the read-modify-write itself
/// indivisible for every work-item of the device whatever the scope (OpenCL 1.2 6.12.11
/// promises no less), so work-groups sharing a `__global` counter stay correct.
pub(crate) const LEGACY_SCOPE: Scope = Scope::Workgroup;

/// The Memory Semantics of a legacy atomic: Relaxed (0), no ordering and no storage-class
/// bits, as OpenCL 1.2 specifies no ordering for them (see the module docs).
pub(crate) const LEGACY_SEMANTICS: MemorySemantics = MemorySemantics::RELAXED;

/// How an instruction's operands follow the pointer, Scope and Memory Semantics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AtomicShape {
    /// One value operand (`OpAtomicIAdd ... value`).
    Value,
    /// No value operand (`OpAtomicIIncrement`, `OpAtomicLoad`).
    NoValue,
    /// `OpAtomicCompareExchange`: the unequal semantics, the value and the comparator.
    CompareExchange,
}

/// One atomic operation: the instruction on signed, unsigned and floating-point values
/// and its names in the two families (without the `atomic_` / `atom_` prefix and the
/// `_explicit` suffix). `None` for a family that has no such builtin.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AtomicBuiltin {
    /// The legacy name stem (`add` for `atomic_add` / `atom_add`).
    pub legacy: Option<&'static str>,
    /// The C11 name stem (`fetch_add` for `atomic_fetch_add[_explicit]`).
    pub c11: Option<&'static str>,
    /// The instruction on signed integers.
    pub signed: Op,
    /// The instruction on unsigned integers.
    pub unsigned: Op,
    /// The instruction on floating-point values, where there is one
    /// (SPV_EXT_shader_atomic_float_add / _min_max; `sub` is an add of the negated value).
    pub float: Option<Op>,
    /// The operands after the pointer, Scope and Memory Semantics.
    pub shape: AtomicShape,
}

impl AtomicBuiltin {
    /// The instruction for a value of this kind.
    pub(crate) fn op(&self, float: bool, unsigned: bool) -> Option<Op> {
        match (float, unsigned) {
            (true, _) => self.float,
            (false, true) => Some(self.unsigned),
            (false, false) => Some(self.signed),
        }
    }

    /// Whether `op` is one of this operation's instructions.
    fn has(&self, op: Op) -> bool {
        self.signed == op || self.unsigned == op || self.float == Some(op)
    }
}

const fn atomic(
    legacy: Option<&'static str>,
    c11: Option<&'static str>,
    signed: Op,
    unsigned: Op,
    float: Option<Op>,
    shape: AtomicShape,
) -> AtomicBuiltin {
    AtomicBuiltin { legacy, c11, signed, unsigned, float, shape }
}

/// The atomic operations. The first row naming an instruction is the one the reverse
/// translation picks for it (`OpAtomicFAddEXT` -> `add`, not `sub`).
pub(crate) const ATOMIC_BUILTINS: &[AtomicBuiltin] = {
    use AtomicShape::{CompareExchange as Cx, NoValue as N, Value as V};
    &[
        atomic(Some("add"), Some("fetch_add"), Op::AtomicIAdd, Op::AtomicIAdd, Some(Op::AtomicFAddEXT), V),
        atomic(Some("sub"), Some("fetch_sub"), Op::AtomicISub, Op::AtomicISub, Some(Op::AtomicFAddEXT), V),
        atomic(Some("and"), Some("fetch_and"), Op::AtomicAnd, Op::AtomicAnd, None, V),
        atomic(Some("or"), Some("fetch_or"), Op::AtomicOr, Op::AtomicOr, None, V),
        atomic(Some("xor"), Some("fetch_xor"), Op::AtomicXor, Op::AtomicXor, None, V),
        atomic(Some("min"), Some("fetch_min"), Op::AtomicSMin, Op::AtomicUMin, Some(Op::AtomicFMinEXT), V),
        atomic(Some("max"), Some("fetch_max"), Op::AtomicSMax, Op::AtomicUMax, Some(Op::AtomicFMaxEXT), V),
        atomic(Some("xchg"), Some("exchange"), Op::AtomicExchange, Op::AtomicExchange, Some(Op::AtomicExchange), V),
        atomic(Some("inc"), None, Op::AtomicIIncrement, Op::AtomicIIncrement, None, N),
        atomic(Some("dec"), None, Op::AtomicIDecrement, Op::AtomicIDecrement, None, N),
        atomic(
            Some("cmpxchg"),
            Some("compare_exchange_strong"),
            Op::AtomicCompareExchange,
            Op::AtomicCompareExchange,
            None,
            Cx,
        ),
        // OpAtomicCompareExchangeWeak is deprecated (SPIR-V 1.6 3.52.18) and means the
        // strong form: the weak builtin takes the strong instruction, as the Khronos
        // translator writes it.
        atomic(None, Some("compare_exchange_weak"), Op::AtomicCompareExchange, Op::AtomicCompareExchange, None, Cx),
        atomic(None, Some("load"), Op::AtomicLoad, Op::AtomicLoad, Some(Op::AtomicLoad), N),
        atomic(None, Some("store"), Op::AtomicStore, Op::AtomicStore, Some(Op::AtomicStore), V),
    ]
};

/// The legacy builtin of `name` (`atomic_add`, `atom_add`, ...).
pub(crate) fn legacy_atomic(name: &str) -> Option<&'static AtomicBuiltin> {
    let stem = name.strip_prefix("atomic_").or_else(|| name.strip_prefix("atom_"))?;
    ATOMIC_BUILTINS.iter().find(|b| b.legacy == Some(stem))
}

/// The C11 builtin of `name` without its `_explicit` suffix (`atomic_fetch_add`, ...).
pub(crate) fn c11_atomic(name: &str) -> Option<&'static AtomicBuiltin> {
    let stem = name.strip_prefix("atomic_")?;
    ATOMIC_BUILTINS.iter().find(|b| b.c11 == Some(stem))
}

/// The operation of instruction `op`.
pub(crate) fn atomic_of(op: Op) -> Option<&'static AtomicBuiltin> {
    ATOMIC_BUILTINS.iter().find(|b| b.has(op))
}

/// The OpenCL C 1.2 name of `op` on a value of `width` bits: `atomic_*`, or for 64-bit
/// values the `atom_*` of `cl_khr_int64_base_atomics` / `_extended_atomics` (OpenCL 1.2
/// has no 64-bit `atomic_*`).
pub(crate) fn legacy_name(op: Op, width: Option<u32>) -> Option<String> {
    let stem = atomic_of(op)?.legacy?;
    let prefix = if width == Some(64) { "atom_" } else { "atomic_" };
    Some(format!("{prefix}{stem}"))
}

/// The OpenCL C 2.0 name of `op` without the `_explicit` suffix (`atomic_fetch_add`).
pub(crate) fn c11_name(op: Op) -> Option<String> {
    atomic_of(op)?.c11.map(|stem| format!("atomic_{stem}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_map_to_instructions_and_back() {
        // Every legacy and C11 name comes back from the instruction it names, but for
        // the two instructions named twice: OpAtomicFAddEXT (add; sub adds the negation)
        // and OpAtomicCompareExchange (strong; weak is the same instruction).
        for b in ATOMIC_BUILTINS {
            for (float, unsigned) in [(false, false), (false, true), (true, false)] {
                let Some(op) = b.op(float, unsigned) else { continue };
                let back = atomic_of(op).map(|r| (r.legacy, r.c11));
                match (b.c11, op) {
                    (Some("fetch_sub"), Op::AtomicFAddEXT) => assert_eq!(back, Some((Some("add"), Some("fetch_add")))),
                    (Some("compare_exchange_weak"), _) => {
                        assert_eq!(back, Some((Some("cmpxchg"), Some("compare_exchange_strong"))))
                    }
                    _ => assert_eq!(back, Some((b.legacy, b.c11)), "{op:?}"),
                }
            }
        }
        assert_eq!(legacy_atomic("atom_min").map(|b| b.op(false, true)), Some(Some(Op::AtomicUMin)));
        assert_eq!(legacy_atomic("atomic_xchg").map(|b| b.op(true, false)), Some(Some(Op::AtomicExchange)));
        assert_eq!(c11_atomic("atomic_fetch_max").map(|b| b.op(true, false)), Some(Some(Op::AtomicFMaxEXT)));
        assert!(legacy_atomic("atomic_fetch_add").is_none());
        assert!(c11_atomic("atomic_add").is_none());
        assert_eq!(legacy_name(Op::AtomicIIncrement, Some(64)).as_deref(), Some("atom_inc"));
        assert_eq!(legacy_name(Op::AtomicUMax, Some(32)).as_deref(), Some("atomic_max"));
        assert_eq!(legacy_name(Op::AtomicLoad, Some(32)), None);
        assert_eq!(legacy_name(Op::AtomicFMinEXT, None).as_deref(), Some("atomic_min"));
        assert_eq!(c11_name(Op::AtomicIIncrement), None);
        assert_eq!(c11_name(Op::AtomicCompareExchange).as_deref(), Some("atomic_compare_exchange_strong"));
    }
}
