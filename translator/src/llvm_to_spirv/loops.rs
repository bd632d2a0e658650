//! Loop hints: `!llvm.loop` unroll metadata as `OpLoopMerge` loop controls
//! (SPIR-V 1.6 spec 3.23 "Loop Control", 3.52.17 `OpLoopMerge`).
//!
//! The back edge carrying `!llvm.loop` goes from the latch to the loop
//! header (the successor dominating the latch). The header gets an
//! `OpLoopMerge` right before its branch, naming the natural loop's only exit
//! block as merge block and the latch as continue target. Loops with several
//! exits, headers ending in a switch and loops without a recognised hint keep
//! no merge instruction (Kernel modules need no structured control flow).
//!
//! | `!llvm.loop` hint                 | loop control                          |
//! |-----------------------------------|---------------------------------------|
//! | `llvm.loop.unroll.disable`        | `DontUnroll`                          |
//! | `llvm.loop.unroll.enable`         | `Unroll`                              |
//! | `llvm.loop.unroll.full`           | `Unroll` + `PartialCount 1` (1.4)     |
//! | `llvm.loop.unroll.count N`        | `PartialCount N` (1.4)                |
//!
//! `PartialCount` needs SPIR-V 1.4: it is written when
//! [`super::Options::raise_version_for_features`] allows raising the version
//! and the maximum version permits, and dropped otherwise (as the Khronos
//! translator does under `--spirv-max-version` below 1.4). The `full`
//! encoding is the Khronos translator's, which its reverse reads back as
//! `llvm.loop.unroll.full`.

use super::Translator;
use crate::llvm;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use spirv::LoopControl;

/// The `OpLoopMerge` planned for a loop header: merge block, continue target, control words.
pub(super) struct LoopMerge<'c> {
    pub merge: llvm::BasicBlock<'c>,
    pub continue_target: ContinueTarget<'c>,
    pub control: Vec<u32>,
}

/// The continue target of a loop: its only latch, or for several latches a block made for
/// the purpose (as LLVM's loop-simplify makes one), placed after the first latch, that
/// branches to the header and that the latches branch to instead.
pub(super) enum ContinueTarget<'c> {
    Latch(llvm::BasicBlock<'c>),
    Made { label: spirv::Word, after: llvm::BasicBlock<'c>, header: llvm::BasicBlock<'c> },
}

impl<'c> Translator<'c, '_> {
    /// The loop control words of an `!llvm.loop` node, `None` without a recognised hint.
    fn loop_control(&mut self, node: llvm::Value<'c>) -> Option<Vec<u32>> {
        let partial_ok = self.options.raise_version_for_features && self.options.max_version >= (1, 4);
        let mut mask = LoopControl::NONE;
        let mut count = None;
        for hint in node.md_operands().into_iter().skip(1).flatten() {
            let ops = hint.md_operands();
            let Some(name) = ops.first().copied().flatten().and_then(|n| n.md_string()) else { continue };
            match name.as_str() {
                "llvm.loop.unroll.disable" => mask |= LoopControl::DONT_UNROLL,
                "llvm.loop.unroll.enable" => mask |= LoopControl::UNROLL,
                "llvm.loop.unroll.full" => {
                    mask |= LoopControl::UNROLL;
                    if partial_ok {
                        count = Some(1);
                    }
                }
                "llvm.loop.unroll.count" if partial_ok => {
                    count = ops.get(1).copied().flatten().and_then(|c| c.const_int_zext()).map(|c| c as u32);
                }
                _ => {}
            }
        }
        if count.is_some() {
            mask |= LoopControl::PARTIAL_COUNT;
            self.out.require_version((1, 4));
        }
        if mask.is_empty() {
            return None;
        }
        let mut words = vec![mask.bits()];
        words.extend(count);
        Some(words)
    }

    /// Plans the `OpLoopMerge` of each loop header among `blocks` (entry first).
    pub(super) fn plan_loop_merges(
        &mut self,
        blocks: &[llvm::BasicBlock<'c>],
    ) -> HashMap<llvm::BasicBlock<'c>, LoopMerge<'c>> {
        let mut plans = HashMap::default();
        let Some(&entry) = blocks.first() else { return plans };
        let kind = self.ctx.md_kind_id("llvm.loop");
        let succs: HashMap<llvm::BasicBlock<'c>, Vec<llvm::BasicBlock<'c>>> =
            blocks.iter().map(|b| (*b, b.terminator().map(|t| t.successors()).unwrap_or_default())).collect();
        let mut preds: HashMap<llvm::BasicBlock<'c>, Vec<llvm::BasicBlock<'c>>> = HashMap::default();
        for (b, ss) in &succs {
            for s in ss {
                preds.entry(*s).or_default().push(*b);
            }
        }
        for latch in blocks {
            let Some(node) = latch.terminator().and_then(|t| t.instruction_metadata(kind)) else { continue };
            let Some(header) = succs[latch].iter().copied().find(|h| dominates(entry, *h, *latch, &succs)) else {
                continue;
            };
            if plans.contains_key(&header) {
                continue;
            }
            let is_branch = header.terminator().and_then(|t| t.opcode()) == Some(llvm::Opcode::LLVMBr);
            // Every back edge to the header, in layout order.
            let latches: Vec<_> = blocks
                .iter()
                .copied()
                .filter(|b| succs[b].contains(&header) && dominates(entry, header, *b, &succs))
                .collect();
            let Some(merge) = unique_exit(header, &latches, &succs, &preds).filter(|_| is_branch) else { continue };
            let continue_target = match latches.as_slice() {
                [only] => ContinueTarget::Latch(*only),
                [first, ..] => {
                    // Redirected latches would change the header's PHI predecessors.
                    if header.instructions().next().is_some_and(|i| i.opcode() == Some(llvm::Opcode::LLVMPHI)) {
                        continue;
                    }
                    ContinueTarget::Made { label: self.out.id(), after: *first, header }
                }
                [] => continue,
            };
            let Some(control) = self.loop_control(node) else { continue };
            if let ContinueTarget::Made { label, .. } = continue_target {
                if let Some(f) = self.func.as_mut() {
                    for l in &latches {
                        f.branch_redirects.insert((*l, header), label);
                    }
                }
            }
            plans.insert(header, LoopMerge { merge, continue_target, control });
        }
        plans
    }
}

/// Whether `d` dominates `b`: `b` is `d`, or unreachable from `entry` once `d` is removed.
fn dominates<'c>(
    entry: llvm::BasicBlock<'c>,
    d: llvm::BasicBlock<'c>,
    b: llvm::BasicBlock<'c>,
    succs: &HashMap<llvm::BasicBlock<'c>, Vec<llvm::BasicBlock<'c>>>,
) -> bool {
    if d == b || d == entry {
        return true;
    }
    let mut seen = HashSet::from_iter([entry]);
    let mut stack = vec![entry];
    while let Some(x) = stack.pop() {
        if x == b {
            return false;
        }
        for s in succs.get(&x).into_iter().flatten() {
            if *s != d && seen.insert(*s) {
                stack.push(*s);
            }
        }
    }
    true
}

/// The only block outside the natural loop of back edges `latches -> header` that the loop
/// branches to, if there is exactly one.
fn unique_exit<'c>(
    header: llvm::BasicBlock<'c>,
    latches: &[llvm::BasicBlock<'c>],
    succs: &HashMap<llvm::BasicBlock<'c>, Vec<llvm::BasicBlock<'c>>>,
    preds: &HashMap<llvm::BasicBlock<'c>, Vec<llvm::BasicBlock<'c>>>,
) -> Option<llvm::BasicBlock<'c>> {
    let mut body: HashSet<_> = latches.iter().copied().collect();
    body.insert(header);
    let mut stack = latches.to_vec();
    while let Some(x) = stack.pop() {
        if x == header {
            continue;
        }
        for p in preds.get(&x).into_iter().flatten() {
            if body.insert(*p) {
                stack.push(*p);
            }
        }
    }
    let mut exit = None;
    for b in &body {
        for s in succs.get(b).into_iter().flatten() {
            if !body.contains(s) {
                match exit {
                    None => exit = Some(*s),
                    Some(e) if e == *s => {}
                    Some(_) => return None,
                }
            }
        }
    }
    exit
}
