//! Operand rules that an instruction's specification states beyond its grammar entry
//! (the operand's type, storage class, or the kind of instruction defining it), checked
//! in one pass over a module.
//!
//! The grammar (spec 3.52 "Instructions") only says that an operand is an `<id>`; the
//! instruction's own text says what that id must be. [`RULES`] holds, per opcode, the
//! check of such text, each citing its specification; [`check`] runs them on every
//! instruction of a module whose opcode has one. An operand defined after its use (a
//! forward reference) or by an instruction the pass does not track is not judged.

use rustc_hash::FxHashMap;
use spirv::{Op, StorageClass};

use crate::stream::{instructions, RawInstruction};

/// The first rule a module breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// Word offset of the instruction (header included).
    pub offset: usize,
    /// Its opcode.
    pub op: Op,
    /// The rule, in the words of the specification (one line).
    pub rule: &'static str,
}

/// What the pass knows about the ids defined so far.
#[derive(Debug, Default)]
pub struct Definitions<'a> {
    /// Type declarations (`OpType*`) by result id: all their words.
    types: FxHashMap<u32, &'a [u32]>,
    /// Other results by id: the defining opcode and the result type id.
    values: FxHashMap<u32, (Op, u32)>,
}

/// A scalar integer type: (width, signedness).
fn int_type(words: &[u32]) -> Option<(u32, u32)> {
    match words {
        [first, _, width, signedness] if (first & 0xffff) as u16 == Op::TypeInt as u16 => Some((*width, *signedness)),
        _ => None,
    }
}

/// What a pointer type says: its storage class and, for a typed pointer, the pointee id.
fn pointer_type(words: &[u32]) -> Option<(u32, Option<u32>)> {
    let op = (words.first()? & 0xffff) as u16;
    match words {
        [_, _, sc, pointee] if op == Op::TypePointer as u16 => Some((*sc, Some(*pointee))),
        [_, _, sc] if op == Op::TypeUntypedPointerKHR as u16 => Some((*sc, None)),
        _ => None,
    }
}

impl<'a> Definitions<'a> {
    /// The type declaration of `type_id`, if seen.
    fn ty(&self, type_id: u32) -> Option<&'a [u32]> {
        self.types.get(&type_id).copied()
    }

    /// The type declaration of the value `id`, if both were seen.
    fn type_of(&self, id: u32) -> Option<&'a [u32]> {
        self.values.get(&id).and_then(|&(_, t)| self.ty(t))
    }

    /// Whether the value `id` is a known non-constant (`Some(false)`), a constant
    /// (`Some(true)`, spec 3.52.7 "Constant-Creation Instructions"), or unknown.
    fn is_constant(&self, id: u32) -> Option<bool> {
        self.values.get(&id).map(|&(op, _)| op.is_constant())
    }

    /// Remembers the result of `inst` (a type declaration, or a value with a type).
    fn record(&mut self, inst: &RawInstruction<'a>, op: Op) {
        let ops = inst.operands();
        if op.is_type() {
            if let Some(&result) = ops.first() {
                self.types.insert(result, inst.words);
            }
            return;
        }
        let Some(class) = crate::grammar::core_instruction(op as u32) else { return };
        use rspirv::grammar::OperandKind as K;
        if let ([first, second, ..], [ty, result, ..]) = (class.operands, ops) {
            if first.kind == K::IdResultType && second.kind == K::IdResult {
                self.values.insert(*result, (op, *ty));
            }
        }
    }
}

/// One opcode's rules: the first one `inst` breaks, given what precedes it.
pub type Rule = fn(&Definitions<'_>, &RawInstruction<'_>) -> Option<&'static str>;

/// The instructions whose specifications state operand rules, and their checks.
pub const RULES: &[(Op, Rule)] = &[
    (Op::SubgroupBlockPrefetchINTEL, subgroup_block_prefetch),
    (Op::StochasticRoundFToFINTEL, stochastic_rounding),
    (Op::ClampStochasticRoundFToFINTEL, stochastic_rounding),
    (Op::ClampStochasticRoundFToSINTEL, stochastic_rounding),
];

/// SPV_INTEL_subgroup_buffer_prefetch, OpSubgroupBlockPrefetchINTEL (`Ptr`, `NumBytes`,
/// optional memory operands): "Ptr must be a pointer to an integer type scalar in the
/// CrossWorkgroup Storage Class"; "NumBytes must be a 32-bit integer type scalar whose
/// Signedness operand is 0, and must come from a constant instruction". An untyped
/// pointer (SPV_KHR_untyped_pointers, which the extension interacts with) has no pointee
/// to judge.
fn subgroup_block_prefetch(defs: &Definitions<'_>, inst: &RawInstruction<'_>) -> Option<&'static str> {
    let &[ptr, num_bytes, ..] = inst.operands() else { return None };
    if let Some((sc, pointee)) = defs.type_of(ptr).and_then(pointer_type) {
        if sc != StorageClass::CrossWorkgroup as u32 {
            return Some("Ptr must be in CrossWorkgroup storage class");
        }
        if let Some(pointee) = pointee.and_then(|p| defs.ty(p)) {
            if int_type(pointee).is_none() {
                return Some("Ptr must point to a scalar integer type");
            }
        }
    }
    if let Some(ty) = defs.type_of(num_bytes) {
        if int_type(ty) != Some((32, 0)) {
            return Some("NumBytes must be a 32-bit unsigned integer scalar");
        }
    }
    if defs.is_constant(num_bytes) == Some(false) {
        return Some("NumBytes must come from a constant instruction");
    }
    None
}

/// SPV_INTEL_fp_conversions, OpStochasticRoundFToFINTEL, OpClampStochasticRoundFToFINTEL,
/// OpClampStochasticRoundFToSINTEL (`Result Type`, `Result`, `Value`, `Seed`, optional
/// `Next Seed`): "Seed must be a 32-bit scalar integer type"; "Next Seed must be of a
/// pointer type with Function storage class and 32-bit scalar integer element type".
fn stochastic_rounding(defs: &Definitions<'_>, inst: &RawInstruction<'_>) -> Option<&'static str> {
    let ops = inst.operands();
    if let Some(ty) = ops.get(3).and_then(|&seed| defs.type_of(seed)) {
        if !matches!(int_type(ty), Some((32, _))) {
            return Some("Seed must be a 32-bit scalar integer");
        }
    }
    if let Some((sc, pointee)) = ops.get(4).and_then(|&next| defs.type_of(next)).and_then(pointer_type) {
        let pointee_ok = pointee.and_then(|p| defs.ty(p)).is_none_or(|p| matches!(int_type(p), Some((32, _))));
        if sc != StorageClass::Function as u32 || !pointee_ok {
            return Some("Next Seed must be a Function storage class pointer to a 32-bit scalar integer");
        }
    }
    None
}

/// Runs [`RULES`] over the instructions of `words` (a whole module, header included)
/// in one pass. Framing errors end the pass silently: the caller's decoder reports them.
pub fn check(words: &[u32]) -> Result<(), Violation> {
    let rules: FxHashMap<u16, Rule> = RULES.iter().map(|&(op, rule)| (op as u16, rule)).collect();
    let mut defs = Definitions::default();
    for inst in instructions(words) {
        let Ok(inst) = inst else { break };
        let Some(op) = Op::from_u32(inst.opcode as u32) else { continue };
        if let Some(rule) = rules.get(&inst.opcode) {
            if let Some(rule) = rule(&defs, &inst) {
                return Err(Violation { offset: inst.offset, op, rule });
            }
        }
        defs.record(&inst, op);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inst(op: Op, operands: &[u32]) -> Vec<u32> {
        let mut w = vec![((operands.len() as u32 + 1) << 16) | op as u32];
        w.extend_from_slice(operands);
        w
    }

    /// A module body with an i8 and an f32 type, pointers to them in `sc`, a u32
    /// constant 16 (id 9) and a function parameter (id 10) of each pointer type.
    fn module(sc: StorageClass, prefetch: &[u32]) -> Vec<u32> {
        let mut w = vec![0x0723_0203, 0x0001_0000, 0, 100, 0];
        w.extend(inst(Op::TypeInt, &[1, 8, 0]));
        w.extend(inst(Op::TypeFloat, &[2, 32]));
        w.extend(inst(Op::TypeInt, &[3, 32, 0]));
        w.extend(inst(Op::TypePointer, &[4, sc as u32, 1]));
        w.extend(inst(Op::TypePointer, &[5, sc as u32, 2]));
        w.extend(inst(Op::Constant, &[3, 9, 16]));
        w.extend(inst(Op::TypeVoid, &[6]));
        w.extend(inst(Op::TypeFunction, &[7, 6, 4, 5, 3]));
        w.extend(inst(Op::Function, &[6, 8, 0, 7]));
        w.extend(inst(Op::FunctionParameter, &[4, 10]));
        w.extend(inst(Op::FunctionParameter, &[5, 11]));
        w.extend(inst(Op::FunctionParameter, &[3, 12]));
        w.extend(inst(Op::Label, &[13]));
        w.extend(inst(Op::SubgroupBlockPrefetchINTEL, prefetch));
        w.extend(inst(Op::Return, &[]));
        w.extend(inst(Op::FunctionEnd, &[]));
        w
    }

    #[test]
    fn subgroup_block_prefetch_rules() {
        let rule = |sc, ops: &[u32]| check(&module(sc, ops)).err().map(|v| (v.op, v.rule));
        assert_eq!(rule(StorageClass::CrossWorkgroup, &[10, 9]), None);
        // Memory operands after NumBytes are allowed.
        assert_eq!(rule(StorageClass::CrossWorkgroup, &[10, 9, 2, 4]), None);
        let p = Op::SubgroupBlockPrefetchINTEL;
        assert_eq!(rule(StorageClass::CrossWorkgroup, &[11, 9]), Some((p, "Ptr must point to a scalar integer type")));
        assert_eq!(rule(StorageClass::Function, &[10, 9]), Some((p, "Ptr must be in CrossWorkgroup storage class")));
        assert_eq!(
            rule(StorageClass::CrossWorkgroup, &[10, 12]),
            Some((p, "NumBytes must come from a constant instruction"))
        );
        assert_eq!(
            rule(StorageClass::CrossWorkgroup, &[10, 10]),
            Some((p, "NumBytes must be a 32-bit unsigned integer scalar"))
        );
        // The violation names the instruction's word offset.
        let words = module(StorageClass::Function, &[10, 9]);
        let offset = check(&words).err().map(|v| v.offset);
        assert_eq!(offset.and_then(|o| words.get(o)).map(|w| w & 0xffff), Some(p as u32));
    }
}
