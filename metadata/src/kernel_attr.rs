//! Kernel and function metadata with execution-mode or decoration equivalents, as one
//! table read both ways.
//!
//! DPC++ writes the SYCL / FPGA kernel attributes as function metadata (`define spir_kernel
//! void @k() !max_work_group_size !{i32 1, i32 1, i32 1}`); SPIR-V gives them as execution
//! modes of the entry point (SPV_INTEL_kernel_attributes, SPV_INTEL_maximum_registers) or
//! decorations of the function (SPV_INTEL_fpga_cluster_attributes, SPV_INTEL_loop_fuse,
//! SPV_INTEL_fpga_invocation_pipelining_attributes). [`KERNEL_ATTRIBUTE_TABLE`] holds each
//! correspondence once; [`kernel_attr_to_spirv`] (LLVM -> SPIR-V) and
//! [`kernel_attr_from_spirv`] (SPIR-V -> LLVM) read it.
//!
//! | metadata | SPIR-V | operands |
//! |---|---|---|
//! | `!max_work_group_size !{i32 x, i32 y, i32 z}` | `MaxWorkgroupSizeINTEL x y z` | three literals |
//! | `!max_global_work_dim !{i32 n}` | `MaxWorkDimINTEL n` | |
//! | `!no_global_work_offset !{}` | `NoGlobalOffsetINTEL` | presence |
//! | `!num_simd_work_items !{i32 n}` | `NumSIMDWorkitemsINTEL n` | |
//! | `!scheduler_target_fmax_mhz !{i32 n}` | `SchedulerTargetFmaxMhzINTEL n` | |
//! | `!ip_interface !{!"csr"}` / `!{!"csr", !"wait_for_done_write"}` | `RegisterMapInterfaceINTEL 0` / `1` | keywords |
//! | `!ip_interface !{!"streaming"}` / `!{!"streaming", !"stall_free_return"}` | `StreamingInterfaceINTEL 0` / `1` | keywords |
//! | `!RegisterAllocMode !{i32 n}` | `MaximumRegistersINTEL n` | forward only |
//! | `!RegisterAllocMode !{!"AutoINTEL"}` | `NamedMaximumRegistersINTEL AutoINTEL` | forward only |
//! | `!RegisterAllocMode !{!{i32 n}}` | `MaximumRegistersIdINTEL %n` (the `<id>` of constant n) | forward only |
//! | `!stall_enable !{i32 1}` | decoration `StallEnableINTEL` | flag |
//! | `!stall_free !{i32 1}` | decoration `StallFreeINTEL` | flag |
//! | `!loop_fuse !{i32 depth, i32 independent}` | decoration `FuseLoopsInFunctionINTEL depth independent` | |
//! | `!initiation_interval !{i32 n}` | decoration `InitiationIntervalINTEL n` | |
//! | `!max_concurrency !{i32 n}` | decoration `MaxConcurrencyINTEL n` | |
//! | `!pipeline_kernel !{i32 b}` | decoration `PipelineEnableINTEL b` | |
//! | `!prefer_dsp !{i32 m}` (+ `!propagate_dsp_preference !{i32 1}`) | decoration `MathOpDSPModeINTEL m p` | `p` 1 with the companion, else 0 |
//!
//! The SPIR-V side's capability and extension come from the grammar (the caller declares
//! them, or leaves the attribute out when the allowed extensions cannot enable it).
//! `RegisterAllocMode` comes back as `!spirv.ExecutionMode`, as the Khronos translator
//! writes it.

use crate::error::{Error, Result};
use crate::model::{MdNode, MdOperand};

/// The SPIR-V form of a kernel attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KernelAttrForm {
    /// `OpExecutionMode %entry <mode> <literal>...` of the kernel's entry point.
    ExecutionMode(spirv::ExecutionMode),
    /// `OpDecorate %function <decoration> <literal>...`.
    Decoration(spirv::Decoration),
}

/// How the metadata node's operands give the SPIR-V literals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KernelAttrShape {
    /// `!{i32 a, ...}` with this many integers <-> the same literals.
    Ints(usize),
    /// `!{}`: the metadata's presence <-> no literal.
    Empty,
    /// `!{i32 1}` <-> no literal (a flag).
    One,
    /// A list of keyword strings <-> one literal, the index of the list among these.
    Keywords(&'static [&'static [&'static str]]),
    /// `!{!{i32 a, ...}}` (a node holding this many integers) -> the same literals.
    NestedInts(usize),
    /// `!{i32 a}` <-> the first of two literals; the second is 1 when the function also has
    /// the companion metadata (named here) `!{i32 1}`, 0 without it.
    IntAndFlag(&'static str),
}

/// One row of [`KERNEL_ATTRIBUTE_TABLE`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KernelAttribute {
    /// The function metadata kind (`max_work_group_size`).
    pub name: &'static str,
    /// The SPIR-V form.
    pub spirv: KernelAttrForm,
    /// The operands.
    pub shape: KernelAttrShape,
    /// Whether SPIR-V -> LLVM produces this metadata.
    pub reverse: bool,
}

const fn row(name: &'static str, spirv: KernelAttrForm, shape: KernelAttrShape, reverse: bool) -> KernelAttribute {
    KernelAttribute { name, spirv, shape, reverse }
}

use spirv::Decoration as D;
use spirv::ExecutionMode as M;
use KernelAttrForm::{Decoration as Dec, ExecutionMode as Em};
use KernelAttrShape as Sh;

/// The kernel and function metadata with SPIR-V forms (module documentation's table).
pub static KERNEL_ATTRIBUTE_TABLE: &[KernelAttribute] = &[
    // SPV_INTEL_kernel_attributes.
    row("max_work_group_size", Em(M::MaxWorkgroupSizeINTEL), Sh::Ints(3), true),
    row("max_global_work_dim", Em(M::MaxWorkDimINTEL), Sh::Ints(1), true),
    row("no_global_work_offset", Em(M::NoGlobalOffsetINTEL), Sh::Empty, true),
    row("num_simd_work_items", Em(M::NumSIMDWorkitemsINTEL), Sh::Ints(1), true),
    row("scheduler_target_fmax_mhz", Em(M::SchedulerTargetFmaxMhzINTEL), Sh::Ints(1), true),
    row(
        "ip_interface",
        Em(M::RegisterMapInterfaceINTEL),
        Sh::Keywords(&[&["csr"], &["csr", "wait_for_done_write"]]),
        true,
    ),
    row(
        "ip_interface",
        Em(M::StreamingInterfaceINTEL),
        Sh::Keywords(&[&["streaming"], &["streaming", "stall_free_return"]]),
        true,
    ),
    // SPV_INTEL_maximum_registers.
    row("RegisterAllocMode", Em(M::MaximumRegistersINTEL), Sh::Ints(1), false),
    row("RegisterAllocMode", Em(M::NamedMaximumRegistersINTEL), Sh::Keywords(&[&["AutoINTEL"]]), false),
    // The count as a nested node: `MaximumRegistersIdINTEL`, whose operand is the `<id>` of
    // a constant (the adapter writes the constant).
    row("RegisterAllocMode", Em(M::MaximumRegistersIdINTEL), Sh::NestedInts(1), false),
    // SPV_INTEL_fpga_cluster_attributes.
    row("stall_enable", Dec(D::StallEnableINTEL), Sh::One, true),
    row("stall_free", Dec(D::StallFreeINTEL), Sh::One, true),
    // SPV_INTEL_loop_fuse.
    row("loop_fuse", Dec(D::FuseLoopsInFunctionINTEL), Sh::Ints(2), true),
    // SPV_INTEL_fpga_invocation_pipelining_attributes.
    row("initiation_interval", Dec(D::InitiationIntervalINTEL), Sh::Ints(1), true),
    row("max_concurrency", Dec(D::MaxConcurrencyINTEL), Sh::Ints(1), true),
    row("pipeline_kernel", Dec(D::PipelineEnableINTEL), Sh::Ints(1), true),
    // SPV_INTEL_fpga_dsp_control.
    row("prefer_dsp", Dec(D::MathOpDSPModeINTEL), Sh::IntAndFlag("propagate_dsp_preference"), true),
];

/// The order in which the Khronos translator attaches the execution-mode kernel attributes
/// when reading SPIR-V (`no_global_work_offset` before `max_global_work_dim`, unlike the
/// table's, which is the order it writes their execution modes in).
const REVERSE_ATTACH_ORDER: &[&str] = &[
    "max_work_group_size",
    "no_global_work_offset",
    "max_global_work_dim",
    "num_simd_work_items",
    "scheduler_target_fmax_mhz",
];

/// The position of the attribute of execution mode `mode` in the order the reverse
/// direction attaches the kernel attributes ([`REVERSE_ATTACH_ORDER`], then table order);
/// `usize::MAX` for a mode without a reverse row.
pub fn kernel_attr_reverse_rank(mode: spirv::ExecutionMode) -> usize {
    let Some((i, r)) = KERNEL_ATTRIBUTE_TABLE
        .iter()
        .enumerate()
        .find(|(_, r)| r.reverse && r.spirv == KernelAttrForm::ExecutionMode(mode))
    else {
        return usize::MAX;
    };
    REVERSE_ATTACH_ORDER.iter().position(|n| *n == r.name).unwrap_or(REVERSE_ATTACH_ORDER.len() + i)
}

/// The metadata kinds of [`KERNEL_ATTRIBUTE_TABLE`], each once, in table order.
pub fn kernel_attr_names() -> impl Iterator<Item = &'static str> {
    KERNEL_ATTRIBUTE_TABLE
        .iter()
        .enumerate()
        .filter(|(i, r)| KERNEL_ATTRIBUTE_TABLE[..*i].iter().all(|o| o.name != r.name))
        .map(|(_, r)| r.name)
}

fn ints(node: &MdNode) -> Option<Vec<u32>> {
    node.operands()
        .iter()
        .map(|o| match o {
            MdOperand::Int { value, .. } => u32::try_from(*value).ok(),
            _ => None,
        })
        .collect()
}

fn keywords(node: &MdNode) -> Option<Vec<&str>> {
    node.operands()
        .iter()
        .map(|o| match o {
            MdOperand::String(s) => Some(s.as_str()),
            _ => None,
        })
        .collect()
}

/// The SPIR-V form and literals of function metadata `name` with node `node` (LLVM ->
/// SPIR-V): `None` when `name` has no row. `attached` gives the function's other metadata
/// by name (the companion of [`KernelAttrShape::IntAndFlag`]).
///
/// # Errors
/// [`Error::OperandKind`] / [`Error::OperandCount`] (context: the metadata name) when the
/// node has none of the shapes of `name`'s rows.
pub fn kernel_attr_to_spirv(
    name: &str,
    node: &MdNode,
    attached: &dyn Fn(&str) -> Option<MdNode>,
) -> Option<Result<(KernelAttrForm, Vec<u32>)>> {
    let rows = KERNEL_ATTRIBUTE_TABLE.iter().filter(|r| r.name == name);
    let mut context = None;
    for r in rows {
        context = Some(r.name);
        let literals = match r.shape {
            Sh::Empty if node.is_empty() => Some(vec![]),
            // Any integer type: SYCL spells the flag `i1 true`.
            Sh::One if matches!(node.operands(), [MdOperand::Int { value: 1, .. }]) => Some(vec![]),
            Sh::Ints(n) if node.len() == n => ints(node),
            Sh::Keywords(choices) => {
                keywords(node).and_then(|k| choices.iter().position(|c| *c == k.as_slice())).map(|i| vec![i as u32])
            }
            Sh::NestedInts(n) => match node.operands() {
                [MdOperand::Node(inner)] if inner.len() == n => ints(inner),
                _ => None,
            },
            Sh::IntAndFlag(companion) if node.len() == 1 => ints(node).map(|mut v| {
                v.push(u32::from(attached(companion).is_some_and(|c| c.operands() == [MdOperand::i32(1)])));
                v
            }),
            _ => None,
        };
        if let Some(literals) = literals {
            return Some(Ok((r.spirv, literals)));
        }
    }
    let context = context?;
    Some(Err(Error::OperandKind {
        context,
        node: node.clone(),
        index: 0,
        expected: "the operands of the kernel attribute (integers, keywords, or none)",
        found: node.get(0).map_or("nothing", MdOperand::kind_name),
    }))
}

/// The function metadata (names and nodes) standing for SPIR-V form `form` with `literals`
/// (SPIR-V -> LLVM), if a reverse row has it and the literals fit its shape: one, and the
/// companion of [`KernelAttrShape::IntAndFlag`] when its flag is set.
pub fn kernel_attr_from_spirv(form: KernelAttrForm, literals: &[u32]) -> Option<Vec<(&'static str, MdNode)>> {
    let r = KERNEL_ATTRIBUTE_TABLE.iter().find(|r| r.reverse && r.spirv == form)?;
    if let Sh::IntAndFlag(companion) = r.shape {
        let [value, flag] = literals else { return None };
        let mut out = vec![(r.name, MdNode::new(vec![MdOperand::i32(*value)]))];
        if *flag != 0 {
            out.push((companion, MdNode::new(vec![MdOperand::i32(1)])));
        }
        return Some(out);
    }
    let node = match r.shape {
        Sh::Empty | Sh::One if !literals.is_empty() => return None,
        Sh::Empty => MdNode::new(vec![]),
        Sh::One => MdNode::new(vec![MdOperand::i32(1)]),
        Sh::Ints(n) if literals.len() == n => literals.iter().map(|&v| MdOperand::i32(v)).collect(),
        Sh::Ints(_) | Sh::NestedInts(_) | Sh::IntAndFlag(_) => return None,
        Sh::Keywords(choices) => match literals {
            [i] => choices.get(*i as usize)?.iter().map(|k| MdOperand::string(*k)).collect(),
            _ => return None,
        },
    };
    Some(vec![(r.name, node)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reverse_row_round_trips() {
        for r in KERNEL_ATTRIBUTE_TABLE.iter().filter(|r| r.reverse) {
            let literals: Vec<u32> = match r.shape {
                Sh::Ints(n) | Sh::NestedInts(n) => (1..=n as u32).collect(),
                Sh::Empty | Sh::One => vec![],
                Sh::Keywords(c) => vec![c.len() as u32 - 1],
                Sh::IntAndFlag(_) => vec![3, 1],
            };
            let found = kernel_attr_from_spirv(r.spirv, &literals).unwrap();
            let (name, node) = &found[0];
            assert_eq!(*name, r.name);
            let attached = |n: &str| found.iter().find(|(k, _)| *k == n).map(|(_, v)| v.clone());
            let back = kernel_attr_to_spirv(name, node, &attached).unwrap().unwrap();
            assert_eq!(back, (r.spirv, literals), "{}", r.name);
        }
    }

    #[test]
    fn dsp_mode_reads_its_companion() {
        let one = MdNode::new(vec![MdOperand::i32(1)]);
        let with = |n: &str| (n == "propagate_dsp_preference").then(|| one.clone());
        assert_eq!(
            kernel_attr_to_spirv("prefer_dsp", &one, &with).unwrap().unwrap(),
            (Dec(D::MathOpDSPModeINTEL), vec![1, 1])
        );
        assert_eq!(
            kernel_attr_to_spirv("prefer_dsp", &MdNode::new(vec![MdOperand::i32(0)]), &|_| None).unwrap().unwrap(),
            (Dec(D::MathOpDSPModeINTEL), vec![0, 0])
        );
        assert_eq!(
            kernel_attr_from_spirv(Dec(D::MathOpDSPModeINTEL), &[1, 0]),
            Some(vec![("prefer_dsp", one.clone())])
        );
        assert!(kernel_attr_names().all(|n| n != "propagate_dsp_preference"));
    }

    #[test]
    fn shapes_pick_rows() {
        let n = |ops: Vec<MdOperand>| MdNode::new(ops);
        assert_eq!(
            kernel_attr_to_spirv("ip_interface", &n(vec![MdOperand::string("streaming")]), &|_| None).unwrap().unwrap(),
            (Em(M::StreamingInterfaceINTEL), vec![0])
        );
        assert_eq!(
            kernel_attr_to_spirv("RegisterAllocMode", &n(vec![MdOperand::string("AutoINTEL")]), &|_| None)
                .unwrap()
                .unwrap(),
            (Em(M::NamedMaximumRegistersINTEL), vec![0])
        );
        assert_eq!(
            kernel_attr_to_spirv("RegisterAllocMode", &n(vec![MdOperand::i32(2)]), &|_| None).unwrap().unwrap(),
            (Em(M::MaximumRegistersINTEL), vec![2])
        );
        assert_eq!(
            kernel_attr_to_spirv("RegisterAllocMode", &n(vec![MdOperand::Node(n(vec![MdOperand::i32(3)]))]), &|_| None)
                .unwrap()
                .unwrap(),
            (Em(M::MaximumRegistersIdINTEL), vec![3])
        );
        // A flag is any integer 1: SYCL writes `!stall_enable !{i1 true}`.
        let flag = n(vec![MdOperand::Int { bits: 1, value: 1 }]);
        assert_eq!(
            kernel_attr_to_spirv("stall_enable", &flag, &|_| None).unwrap().unwrap(),
            (Dec(D::StallEnableINTEL), vec![])
        );
        let off = n(vec![MdOperand::Int { bits: 1, value: 0 }]);
        assert!(kernel_attr_to_spirv("stall_enable", &off, &|_| None).unwrap().is_err());
        assert!(kernel_attr_to_spirv("reqd_work_group_size", &n(vec![]), &|_| None).is_none());
        let err =
            kernel_attr_to_spirv("max_work_group_size", &n(vec![MdOperand::i32(1)]), &|_| None).unwrap().unwrap_err();
        assert!(err.to_string().contains("max_work_group_size"), "{err}");
        // Not produced back: RegisterAllocMode; a literal a flag does not take.
        assert_eq!(kernel_attr_from_spirv(Em(M::MaximumRegistersINTEL), &[2]), None);
        assert_eq!(kernel_attr_from_spirv(Dec(D::StallEnableINTEL), &[1]), None);
        assert_eq!(kernel_attr_names().filter(|n| *n == "ip_interface").count(), 1);
    }
}
