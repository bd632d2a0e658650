//! Loop hints: `!llvm.loop` metadata as `OpLoopMerge` / `OpLoopControlINTEL` loop
//! controls (SPIR-V 1.6 spec 3.23 "Loop Control", 3.52.17 `OpLoopMerge`;
//! SPV_INTEL_fpga_loop_controls; SPV_INTEL_unstructured_loop_controls).
//!
//! The back edge carrying `!llvm.loop` goes from the latch to the loop
//! header (the successor dominating the latch). A header ending in a conditional branch
//! gets an `OpLoopMerge` right before it, naming the natural loop's only exit block as
//! merge block and the latch as continue target. Other loops get `OpLoopControlINTEL`
//! in their header when SPV_INTEL_unstructured_loop_controls is allowed; without it, an
//! `OpLoopMerge` where the loop has one exit, else nothing (Kernel modules need no
//! structured control flow).
//!
//! Which hint is which bit is the metadata crate's `ATTRIBUTE_TABLE` (its loop-hint rows:
//! `llvm.loop.unroll.*`, `llvm.loop.ivdep.*`, and the FPGA hints `llvm.loop.ii.count`,
//! `llvm.loop.max_concurrency.count`, `llvm.loop.coalesce.*`, ...). A bit whose capability
//! cannot be declared (an FPGA bit without SPV_INTEL_fpga_loop_controls) is dropped.
//! `llvm.loop.parallel_access_indices` is `DependencyArrayINTEL` with the arrays its index
//! groups mark (the pointers of the GEPs carrying `!llvm.index.group`);
//! `llvm.loop.intel.loopcount_min/max/avg` are `LoopCountINTEL`.
//! `llvm.loop.unroll.full` is `Unroll` + `PartialCount 1`. Bits newer than SPIR-V 1.0
//! (`DependencyLength` 1.1, `PartialCount` 1.4) are written when
//! [`super::Options::raise_version_for_features`] allows raising the version and the
//! maximum version permits, dropped otherwise (as the Khronos translator drops
//! `PartialCount` under `--spirv-max-version` below 1.4).

use super::{Error, Result, Translator};
use crate::llvm;
use llvm_spirv_metadata as md;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use spirv::LoopControl;

/// The loop control planned for a loop header: `OpLoopMerge` (merge block, continue target)
/// when the header ends in a conditional branch with one exit from the loop, else
/// `OpLoopControlINTEL` (SPV_INTEL_unstructured_loop_controls) when allowed; the control
/// words (mask, parameters) either way.
pub(super) struct LoopMerge<'c> {
    /// `Some((merge, continue))` for `OpLoopMerge`, `None` for `OpLoopControlINTEL`.
    pub structured: Option<(llvm::BasicBlock<'c>, ContinueTarget<'c>)>,
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
    /// The loop control words (mask, then the parameters in bit order) of an `!llvm.loop`
    /// node, `None` without a recognised hint. The hints are read through the metadata
    /// crate's `ATTRIBUTE_TABLE` ([`md::loop_control_from_hints`]); a bit whose capability
    /// the allowed extensions cannot enable (the SPV_INTEL_fpga_loop_controls bits without
    /// that extension) is dropped with its parameters, as the Khronos translator drops it.
    /// `llvm.loop.unroll.full` is `Unroll` + `PartialCount 1`. A bit newer than SPIR-V 1.0
    /// ([`md::loop_control_min_version`]: `DependencyLength` 1.1, `PartialCount` 1.4) raises
    /// the version when [`super::Options::raise_version_for_features`] and the maximum
    /// version allow, and is dropped otherwise.
    ///
    /// # Errors
    /// [`Error::InvalidSpirvMetadata`] for a malformed hint (`llvm.loop.unroll.count`
    /// without its count, ...).
    fn loop_control(
        &mut self,
        node: llvm::Value<'c>,
        function: &str,
        index_groups: &IndexGroups<'c>,
    ) -> Result<Option<Vec<u32>>> {
        let raise = self.options.raise_version_for_features;
        // Operand 0 is the loop ID itself.
        let mut hints: Vec<md::MdNode> = node
            .md_operands()
            .into_iter()
            .skip(1)
            .flatten()
            // Hints are `!{!"llvm.loop.NAME", ...}` tuples; the loop's DILocations (with -g)
            // are not hints.
            .filter(|h| {
                h.is_metadata() && h.md_operands().first().is_some_and(|o| o.is_some_and(|o| o.md_string().is_some()))
            })
            .map(super::metadata::md_node)
            .collect();
        if hints.iter().any(|h| md::attributes::hint_name(h) == Ok("llvm.loop.unroll.full")) {
            // A count given as well wins (a repeated hint keeps its first value).
            hints.push(md::MdNode::new(vec![md::MdOperand::string("llvm.loop.unroll.count"), md::MdOperand::i32(1)]));
        }
        let arrays = self.dependency_arrays(node, index_groups)?;
        let control = md::loop_control_from_hints(&hints, &arrays)
            .map_err(|e| Error::InvalidSpirvMetadata {
                name: md::LLVM_LOOP.into(),
                owner: function.to_owned(),
                source: Box::new(e),
            })?
            .control;
        let mut mask = LoopControl::NONE;
        let mut params = Vec::new();
        let mut taken = 0;
        for shift in 0..32 {
            let bit = LoopControl::from_bits_retain(1 << shift);
            if !control.mask.contains(bit) {
                continue;
            }
            let rest = control.parameters.get(taken..).unwrap_or_default();
            let count = md::grammar::loop_control_param_words(bit, rest).unwrap_or(0).min(rest.len());
            let values: Vec<u32> = rest[..count].to_vec();
            taken += count;
            let keep = if let Some(v) = md::loop_control_min_version(bit) {
                let ok = v <= self.out.min_version || (raise && v <= self.options.max_version);
                if ok {
                    self.out.require_version(v);
                }
                ok
            } else {
                self.require_operand_capabilities(rspirv::dr::Operand::LoopControl(bit), || {
                    format!("loop control {bit:?}")
                })
                .is_ok()
            };
            if keep {
                mask |= bit;
                params.extend(values);
            }
        }
        if mask.is_empty() {
            return Ok(None);
        }
        let mut words = vec![mask.bits()];
        words.extend(params);
        Ok(Some(words))
    }

    /// Plans the `OpLoopMerge` or `OpLoopControlINTEL` of each loop header among `blocks`
    /// (entry first) of function `function`.
    ///
    /// The Khronos translator's placement: a header ending in a conditional branch with a
    /// unique exit gets `OpLoopMerge`; a header ending otherwise gets `OpLoopControlINTEL`
    /// under SPV_INTEL_unstructured_loop_controls (SPIR-V spec of the extension: "in place
    /// of an OpLoopMerge on such loops", the second-to-last instruction of the header), and
    /// without that extension `OpLoopMerge` where the loop has a unique exit.
    ///
    /// # Errors
    /// A malformed `!llvm.loop` hint ([`Self::loop_control`]).
    pub(super) fn plan_loop_merges(
        &mut self,
        blocks: &[llvm::BasicBlock<'c>],
        function: &str,
    ) -> Result<HashMap<llvm::BasicBlock<'c>, LoopMerge<'c>>> {
        let mut plans = HashMap::default();
        let Some(&entry) = blocks.first() else { return Ok(plans) };
        let kind = self.ctx.md_kind_id("llvm.loop");
        let succs: HashMap<llvm::BasicBlock<'c>, Vec<llvm::BasicBlock<'c>>> =
            blocks.iter().map(|b| (*b, b.terminator().map(|t| t.successors()).unwrap_or_default())).collect();
        let mut preds: HashMap<llvm::BasicBlock<'c>, Vec<llvm::BasicBlock<'c>>> = HashMap::default();
        for (b, ss) in &succs {
            for s in ss {
                preds.entry(*s).or_default().push(*b);
            }
        }
        let unstructured_ok = self.options.allows(UNSTRUCTURED);
        let index_groups = self.index_groups(blocks);
        for latch in blocks {
            let Some(node) = latch.terminator().and_then(|t| t.instruction_metadata(kind)) else { continue };
            let Some(header) = succs[latch].iter().copied().find(|h| dominates(entry, *h, *latch, &succs)) else {
                continue;
            };
            if plans.contains_key(&header) {
                continue;
            }
            let header_term = header.terminator();
            let is_branch = header_term.and_then(|t| t.opcode()) == Some(llvm::Opcode::LLVMBr);
            let conditional = is_branch && header_term.is_some_and(|t| t.successors().len() == 2);
            // Every back edge to the header, in layout order.
            let latches: Vec<_> = blocks
                .iter()
                .copied()
                .filter(|b| succs[b].contains(&header) && dominates(entry, header, *b, &succs))
                .collect();
            let merge = unique_exit(header, &latches, &succs, &preds).filter(|_| is_branch);
            let structured = match merge {
                Some(_) if unstructured_ok && !conditional => None,
                Some(merge) => {
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
                    Some((merge, continue_target))
                }
                None if unstructured_ok => None,
                None => continue,
            };
            let Some(control) = self.loop_control(node, function, &index_groups)? else { continue };
            match &structured {
                Some((_, ContinueTarget::Made { label, .. })) => {
                    if let Some(f) = self.func.as_mut() {
                        for l in &latches {
                            f.branch_redirects.insert((*l, header), *label);
                        }
                    }
                }
                Some(_) => {}
                None => {
                    self.require_capability(spirv::Capability::UnstructuredLoopControlsINTEL, || {
                        "OpLoopControlINTEL".to_owned()
                    })?;
                }
            }
            plans.insert(header, LoopMerge { structured, control });
        }
        Ok(plans)
    }
}

/// The arrays each index group marks (SPV_INTEL_fpga_loop_controls `DependencyArrayINTEL`):
/// index group node -> the pointers of the GEPs it marks (each once, in order).
type IndexGroups<'c> = HashMap<llvm::Value<'c>, Vec<llvm::Value<'c>>>;

/// `!llvm.index.group`: the metadata kind that marks a GEP into index groups.
const INDEX_GROUP: &str = "llvm.index.group";

impl<'c> Translator<'c, '_> {
    /// The index groups of the GEPs among `blocks`: a GEP's `!llvm.index.group` is an
    /// empty distinct node (the group of one loop) or, in nested loops, a node listing the
    /// groups of the enclosing loops and its own; each of them marks the array the GEP
    /// accesses, its pointer operand (or, for a pointer loaded from memory, the memory it
    /// was loaded from, as clang writes closure fields).
    fn index_groups(&self, blocks: &[llvm::BasicBlock<'c>]) -> IndexGroups<'c> {
        let kind = self.ctx.md_kind_id(INDEX_GROUP);
        let mut groups: IndexGroups<'c> = HashMap::default();
        for bb in blocks {
            for inst in bb.instructions() {
                if inst.opcode() != Some(llvm::Opcode::LLVMGetElementPtr) {
                    continue;
                }
                let Some(group) = inst.instruction_metadata(kind) else { continue };
                let Some(mut array) = inst.operand(0) else { continue };
                if array.opcode() == Some(llvm::Opcode::LLVMLoad) {
                    array = array.operand(0).unwrap_or(array);
                }
                let nested: Vec<_> = group.md_operands().into_iter().flatten().collect();
                let marked = if nested.is_empty() { vec![group] } else { nested };
                for g in marked {
                    let arrays = groups.entry(g).or_default();
                    if !arrays.contains(&array) {
                        arrays.push(array);
                    }
                }
            }
        }
        groups
    }

    /// The (array <id>, safelen) pairs of the `llvm.loop.parallel_access_indices` hints of
    /// loop ID `node` (`!{!"llvm.loop.parallel_access_indices", !group..., [i32 safelen]}`,
    /// safelen 0 without the literal), in hint order; index groups marking no GEP of the
    /// function give none (as the Khronos translator, which leaves such hints out).
    ///
    /// # Errors
    /// An array whose id cannot be taken ([`Self::value_id`]).
    fn dependency_arrays(&mut self, node: llvm::Value<'c>, groups: &IndexGroups<'c>) -> Result<Vec<(u32, u32)>> {
        let mut pairs = Vec::new();
        for hint in node.md_operands().into_iter().skip(1).flatten() {
            let ops = hint.md_operands();
            let Some(Some(name)) = ops.first() else { continue };
            if name.md_string().as_deref() != Some(md::PARALLEL_ACCESS_INDICES) {
                continue;
            }
            let safelen = ops.last().and_then(|o| o.and_then(|v| v.const_int_zext())).unwrap_or(0) as u32;
            for g in ops.iter().skip(1).flatten() {
                for array in groups.get(g).into_iter().flatten() {
                    let id = self.value_id(*array)?;
                    pairs.push((id, safelen));
                }
            }
        }
        Ok(pairs)
    }
}

/// SPV_INTEL_unstructured_loop_controls: `OpLoopControlINTEL` for loops without `OpLoopMerge`.
const UNSTRUCTURED: &str = "SPV_INTEL_unstructured_loop_controls";

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
