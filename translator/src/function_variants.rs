//! SPV_INTEL_function_variants "Specialization": a multi-target module targeted to one
//! device, SPIR-V to SPIR-V, before reverse translation (the variants have no LLVM IR
//! form of their own).
//!
//! The extension (intel/llvm sycl/doc/design/spirv-extensions/SPV_INTEL_function_variants.asciidoc,
//! section "Specialization") extends spec 2.12 "Specialization":
//!
//! * `OpSpecConstantTargetINTEL` is true when its Target equals the device's and its
//!   Features are a subset of the device's; `OpSpecConstantArchitectureINTEL` when Category
//!   and Family equal the device's and `Opcode <device architecture> <Architecture>` holds;
//!   `OpSpecConstantCapabilitiesINTEL` when the device supports all its Capabilities.
//!   A property of the device the caller leaves unspecified ([`Device`]'s `None`) matches
//!   any value, as the Khronos translator's `--fnvar-*` options do.
//! * Boolean `OpSpecConstantOp`s (LogicalAnd, LogicalOr, LogicalNot, LogicalEqual,
//!   LogicalNotEqual, Select) over known values are evaluated, and all these become
//!   `OpConstantTrue`/`OpConstantFalse` with the same result id.
//! * `OpConditionalCapabilityINTEL`, `OpConditionalExtensionINTEL` and
//!   `OpConditionalEntryPointINTEL` become `OpCapability`, `OpExtension`, `OpEntryPoint`
//!   when their Condition is true and are removed otherwise (with the execution modes of
//!   a removed entry point).
//! * An id decorated `ConditionalINTEL` with a false Condition is removed: an `OpFunction`
//!   with its whole body, another instruction alone, and the names and decorations of
//!   everything removed. The decoration itself is removed in every case.
//! * `OpConditionalCopyObjectINTEL` becomes `OpCopyObject` of the operand whose Condition
//!   is true (the first, should several be).
//! * The extension's capabilities and `OpExtension` are removed.

use llvm_spirv_binary::{instructions, RawInstruction};
use rustc_hash::{FxHashMap, FxHashSet};
use spirv::{Capability, Decoration, Op};

/// The device a multi-target module is targeted to, as the device registry numbers it
/// (the Khronos translator's `--fnvar-category`, `--fnvar-family`, `--fnvar-arch`,
/// `--fnvar-target`, `--fnvar-features`, `--fnvar-capabilities`). `None`: any value.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Device {
    /// Architecture category.
    pub category: Option<u32>,
    /// Architecture family.
    pub family: Option<u32>,
    /// Architecture.
    pub architecture: Option<u32>,
    /// Target (ISA).
    pub target: Option<u32>,
    /// Supported features.
    pub features: Option<Vec<u32>>,
    /// Supported capabilities (SPIR-V `Capability` values).
    pub capabilities: Option<Vec<u32>>,
}

/// Why a module cannot be specialized.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The instruction stream does not frame.
    #[error("{0}")]
    Decode(#[from] llvm_spirv_binary::Error),
    /// A Condition operand that is no boolean specialization constant this pass evaluates.
    #[error(
        "InvalidModule: Op{op:?} at word {offset}: condition %{id} is not a known boolean specialization constant"
    )]
    UnknownCondition {
        /// The instruction using it.
        op: Op,
        /// Its word offset.
        offset: usize,
        /// The condition's id.
        id: u32,
    },
    /// `OpConditionalCopyObjectINTEL` none of whose Conditions is true.
    #[error("InvalidModule: OpConditionalCopyObjectINTEL at word {offset}: no Condition is true")]
    NoTrueCondition {
        /// Its word offset.
        offset: usize,
    },
    /// An `OpSpecConstantArchitectureINTEL` Opcode other than the six comparisons the spec allows.
    #[error(
        "InvalidModule: OpSpecConstantArchitectureINTEL at word {offset}: opcode {opcode} is not an integer comparison"
    )]
    ArchitectureOpcode {
        /// Its word offset.
        offset: usize,
        /// The opcode literal.
        opcode: u32,
    },
}

/// Whether `words` (a module) uses SPV_INTEL_function_variants' specialization
/// (declares the SpecConditionalINTEL or FunctionVariantsINTEL capability).
pub fn is_multi_target(words: &[u32]) -> bool {
    instructions(words).flatten().any(|i| {
        i.opcode == Op::Capability as u16
            && matches!(
                i.operands().first().copied(),
                Some(c) if c == Capability::SpecConditionalINTEL as u32 || c == Capability::FunctionVariantsINTEL as u32
            )
    })
}

fn op_of(inst: &RawInstruction<'_>) -> Option<Op> {
    Op::from_u32(inst.opcode as u32)
}

/// `Opcode <device> <operand>` of OpSpecConstantArchitectureINTEL.
fn compare(opcode: u32, device: u32, operand: u32) -> Option<bool> {
    Some(match Op::from_u32(opcode)? {
        Op::IEqual => device == operand,
        Op::INotEqual => device != operand,
        Op::ULessThan => device < operand,
        Op::ULessThanEqual => device <= operand,
        Op::UGreaterThan => device > operand,
        Op::UGreaterThanEqual => device >= operand,
        _ => return None,
    })
}

/// The values of the module's boolean constants and specialization constants (defaults).
fn evaluate(words: &[u32], device: &Device) -> Result<FxHashMap<u32, bool>, Error> {
    let matches = |want: Option<u32>, v: u32| want.is_none_or(|w| w == v);
    let subset = |have: &Option<Vec<u32>>, vs: &[u32]| have.as_ref().is_none_or(|h| vs.iter().all(|v| h.contains(v)));
    let mut values = FxHashMap::default();
    for inst in instructions(words) {
        let inst = inst?;
        let ops = inst.operands();
        let value = match (op_of(&inst), ops) {
            (Some(Op::ConstantTrue | Op::SpecConstantTrue), [_, _]) => true,
            (Some(Op::ConstantFalse | Op::SpecConstantFalse), [_, _]) => false,
            (Some(Op::SpecConstantTargetINTEL), [_, _, target, features @ ..]) => {
                matches(device.target, *target) && subset(&device.features, features)
            }
            (Some(Op::SpecConstantArchitectureINTEL), [_, _, category, family, opcode, arch]) => {
                let arch_ok = match device.architecture {
                    None => true,
                    Some(d) => compare(*opcode, d, *arch)
                        .ok_or(Error::ArchitectureOpcode { offset: inst.offset, opcode: *opcode })?,
                };
                matches(device.category, *category) && matches(device.family, *family) && arch_ok
            }
            (Some(Op::SpecConstantCapabilitiesINTEL), [_, _, caps @ ..]) => subset(&device.capabilities, caps),
            (Some(Op::SpecConstantOp), [_, _, opcode, args @ ..]) => {
                let arg = |i: usize| args.get(i).and_then(|a| values.get(a).copied());
                let v = match Op::from_u32(*opcode) {
                    Some(Op::LogicalAnd) => arg(0).zip(arg(1)).map(|(a, b)| a && b),
                    Some(Op::LogicalOr) => arg(0).zip(arg(1)).map(|(a, b)| a || b),
                    Some(Op::LogicalEqual) => arg(0).zip(arg(1)).map(|(a, b)| a == b),
                    Some(Op::LogicalNotEqual) => arg(0).zip(arg(1)).map(|(a, b)| a != b),
                    Some(Op::LogicalNot) => arg(0).map(|a| !a),
                    Some(Op::Select) => arg(0).and_then(|c| if c { arg(1) } else { arg(2) }),
                    _ => None,
                };
                match v {
                    Some(v) => v,
                    None => continue,
                }
            }
            _ => continue,
        };
        values.insert(ops[1], value);
    }
    Ok(values)
}

/// The module `words` specialized for `device` (see the module documentation); the header
/// is kept. Errors: [`Error`].
pub fn specialize(words: &[u32], device: &Device) -> Result<Vec<u32>, Error> {
    let values = evaluate(words, device)?;
    let condition = |inst: &RawInstruction<'_>, op: Op, id: u32| {
        values.get(&id).copied().ok_or(Error::UnknownCondition { op, offset: inst.offset, id })
    };
    // Ids whose ConditionalINTEL is false, then everything inside a removed function.
    let mut removed: FxHashSet<u32> = FxHashSet::default();
    let mut dropped_entries: FxHashSet<u32> = FxHashSet::default();
    for inst in instructions(words) {
        let inst = inst?;
        let (set, op, cond, id) = match (op_of(&inst), inst.operands()) {
            (Some(Op::Decorate), [target, d, cond]) if *d == Decoration::ConditionalINTEL as u32 => {
                (&mut removed, Op::Decorate, *cond, *target)
            }
            (Some(Op::ConditionalEntryPointINTEL), [cond, _, entry, ..]) => {
                (&mut dropped_entries, Op::ConditionalEntryPointINTEL, *cond, *entry)
            }
            _ => continue,
        };
        if !condition(&inst, op, cond)? {
            set.insert(id);
        }
    }
    let mut in_removed_function = false;
    for inst in instructions(words).flatten() {
        match op_of(&inst) {
            Some(Op::Function) => in_removed_function = inst.operands().get(1).is_some_and(|f| removed.contains(f)),
            Some(Op::FunctionEnd) => in_removed_function = false,
            Some(op) if in_removed_function => {
                if let Some(result) = result_id(op, &inst) {
                    removed.insert(result);
                }
            }
            _ => {}
        }
    }

    let mut out = words.get(..5).unwrap_or(words).to_vec();
    let mut capabilities: FxHashSet<u32> = FxHashSet::default();
    let mut skipping = false;
    for inst in instructions(words) {
        let inst = inst?;
        let ops = inst.operands();
        let Some(op) = op_of(&inst) else {
            if !skipping {
                out.extend_from_slice(inst.words);
            }
            continue;
        };
        if skipping {
            skipping = op != Op::FunctionEnd;
            continue;
        }
        let push = |out: &mut Vec<u32>, op: Op, operands: &[u32]| {
            out.push(((operands.len() as u32 + 1) << 16) | op as u32);
            out.extend_from_slice(operands);
        };
        match (op, ops) {
            (Op::Function, [_, f, ..]) if removed.contains(f) => skipping = true,
            (Op::Capability, [c]) => {
                let ours =
                    *c == Capability::SpecConditionalINTEL as u32 || *c == Capability::FunctionVariantsINTEL as u32;
                if !ours && capabilities.insert(*c) {
                    out.extend_from_slice(inst.words);
                }
            }
            (Op::ConditionalCapabilityINTEL, [cond, c]) => {
                if condition(&inst, op, *cond)? && capabilities.insert(*c) {
                    push(&mut out, Op::Capability, &[*c]);
                }
            }
            (Op::Extension, _) if inst.string_lossy(0) == "SPV_INTEL_function_variants" => {}
            (Op::ConditionalExtensionINTEL, [cond, name @ ..]) => {
                if condition(&inst, op, *cond)? {
                    push(&mut out, Op::Extension, name);
                }
            }
            (Op::ConditionalEntryPointINTEL, [cond, rest @ ..]) => {
                if condition(&inst, op, *cond)? {
                    push(&mut out, Op::EntryPoint, rest);
                }
            }
            (Op::ExecutionMode | Op::ExecutionModeId, [entry, ..])
                if dropped_entries.contains(entry) || removed.contains(entry) => {}
            (Op::Decorate, [_, d, ..]) if *d == Decoration::ConditionalINTEL as u32 => {}
            (
                Op::Name
                | Op::MemberName
                | Op::Decorate
                | Op::MemberDecorate
                | Op::DecorateId
                | Op::DecorateString
                | Op::MemberDecorateString,
                [target, ..],
            ) if removed.contains(target) => {}
            (
                Op::SpecConstantTargetINTEL
                | Op::SpecConstantArchitectureINTEL
                | Op::SpecConstantCapabilitiesINTEL
                | Op::SpecConstantOp,
                [ty, id, ..],
            ) if values.contains_key(id) => {
                let value = values.get(id).copied().unwrap_or(false);
                push(&mut out, if value { Op::ConstantTrue } else { Op::ConstantFalse }, &[*ty, *id]);
            }
            (Op::ConditionalCopyObjectINTEL, [ty, id, pairs @ ..]) => {
                let mut chosen = None;
                for pair in pairs.chunks(2) {
                    if let [cond, operand] = pair {
                        if chosen.is_none() && condition(&inst, op, *cond)? {
                            chosen = Some(*operand);
                        }
                    }
                }
                let operand = chosen.ok_or(Error::NoTrueCondition { offset: inst.offset })?;
                push(&mut out, Op::CopyObject, &[*ty, *id, operand]);
            }
            _ => match result_id(op, &inst) {
                Some(id) if removed.contains(&id) => {}
                _ => out.extend_from_slice(inst.words),
            },
        }
    }
    Ok(out)
}

/// The result id of `inst`, from its grammar entry.
fn result_id(op: Op, inst: &RawInstruction<'_>) -> Option<u32> {
    use rspirv::grammar::OperandKind as K;
    let class = llvm_spirv_binary::grammar::core_instruction(op as u32)?;
    let ops = inst.operands();
    match class.operands {
        [first, ..] if first.kind == K::IdResult => ops.first().copied(),
        [first, second, ..] if first.kind == K::IdResultType && second.kind == K::IdResult => ops.get(1).copied(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inst(op: Op, operands: &[u32]) -> Vec<u32> {
        let mut w = vec![((operands.len() as u32 + 1) << 16) | op as u32];
        w.extend_from_slice(operands);
        w
    }

    /// A module whose Int64 capability is conditional on
    /// `Architecture(category 1, family 2, opcode, 5) && Capabilities(Int8)`.
    fn module(opcode: Op) -> Vec<u32> {
        let mut w = vec![0x0723_0203, 0x0001_0000, 0, 10, 0];
        w.extend(inst(Op::Capability, &[Capability::Kernel as u32]));
        w.extend(inst(Op::Capability, &[Capability::FunctionVariantsINTEL as u32]));
        w.extend(inst(Op::ConditionalCapabilityINTEL, &[4, Capability::Int64 as u32]));
        w.extend(inst(Op::MemoryModel, &[2, 2]));
        w.extend(inst(Op::TypeBool, &[1]));
        w.extend(inst(Op::SpecConstantArchitectureINTEL, &[1, 2, 1, 2, opcode as u32, 5]));
        w.extend(inst(Op::SpecConstantCapabilitiesINTEL, &[1, 3, Capability::Int8 as u32]));
        w.extend(inst(Op::SpecConstantOp, &[1, 4, Op::LogicalAnd as u32, 2, 3]));
        w
    }

    fn int64(opcode: Op, device: &Device) -> Result<bool, Error> {
        let out = specialize(&module(opcode), device)?;
        let has = |op: Op, operand: u32| {
            instructions(&out).flatten().any(|i| i.opcode == op as u16 && i.operands().first() == Some(&operand))
        };
        // The extension's capability and instructions are gone either way.
        assert!(!has(Op::Capability, Capability::FunctionVariantsINTEL as u32));
        assert!(!instructions(&out).flatten().any(|i| i.opcode == Op::ConditionalCapabilityINTEL as u16));
        Ok(has(Op::Capability, Capability::Int64 as u32))
    }

    #[test]
    fn architecture_comparisons_and_capabilities() {
        let dev = |architecture, caps: Option<Vec<u32>>| Device {
            category: Some(1),
            family: Some(2),
            architecture,
            capabilities: caps,
            ..Device::default()
        };
        // `Opcode <device architecture> <operand 5>`.
        assert_eq!(int64(Op::ULessThan, &dev(Some(4), None)), Ok(true));
        assert_eq!(int64(Op::ULessThan, &dev(Some(5), None)), Ok(false));
        assert_eq!(int64(Op::UGreaterThanEqual, &dev(Some(5), None)), Ok(true));
        assert_eq!(int64(Op::INotEqual, &dev(Some(5), None)), Ok(false));
        // Unspecified properties match; another category does not.
        assert_eq!(int64(Op::IEqual, &Device::default()), Ok(true));
        assert_eq!(int64(Op::IEqual, &Device { category: Some(3), ..Device::default() }), Ok(false));
        // Capabilities: a subset of the device's.
        let int8 = Capability::Int8 as u32;
        assert_eq!(int64(Op::IEqual, &dev(Some(5), Some(vec![int8, 4]))), Ok(true));
        assert_eq!(int64(Op::IEqual, &dev(Some(5), Some(vec![4]))), Ok(false));
        // Only the six integer comparisons are Opcodes.
        assert!(matches!(int64(Op::IAdd, &dev(Some(5), None)), Err(Error::ArchitectureOpcode { .. })));
    }
}
