//! Functions and control flow: OpFunction/OpFunctionParameter, parameter
//! attributes, kernel metadata, blocks, branches, switch, PHIs, return.
//!
//! Sources: SPIR-V 1.6 spec 3.52.9 "Function Instructions", 3.52.17
//! "Control-Flow Instructions", 3.19 "Function Parameter Attribute"; clang's
//! `kernel_arg_*` metadata (OpenCL C 3.0 spec 6.7 "Function Qualifiers").

use super::{Error, Operands, Reader, Result, Slot, SPIR_FUNC_CC, SPIR_KERNEL_CC};
use crate::llvm;
use llvm_spirv_metadata as md;
use rspirv::dr;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use spirv::{Op, Word};

impl<'c> Reader<'c, '_> {
    /// Declares the LLVM function for the OpFunction at instruction `start`.
    pub(super) fn declare_function(&mut self, start: usize) -> Result<()> {
        let offset = self.insts[start].offset;
        let inst = self.insts[start].inst.clone();
        let bad = |reason| Error::InvalidOperands { offset, opcode: Op::Function, reason };
        let id = inst.result_id.ok_or_else(|| bad("missing result id"))?;
        let fn_ty_id = inst.id(1).ok_or_else(|| bad("missing function type"))?;
        let fn_ty = self.ty(fn_ty_id, offset, Op::Function)?;
        if fn_ty.kind() != llvm::TypeKind::LLVMFunctionTypeKind {
            return Err(bad("the function type operand is not an OpTypeFunction"));
        }
        let ret = self.ty(inst.result_type.ok_or_else(|| bad("missing result type"))?, offset, Op::Function)?;
        if fn_ty.return_type() != Some(ret) {
            return Err(bad("result type differs from the function type's return type"));
        }
        let kernel_name = self.entry_points.get(&id).cloned();
        let name = kernel_name
            .clone()
            .or_else(|| self.linkage_name(id))
            .or_else(|| self.names.get(&id).cloned())
            .unwrap_or_default();
        if kernel_name.is_none() {
            if let Some((intrinsic, intrinsic_ty)) = emulated_intrinsic(self.ctx, &name, fn_ty) {
                let f = self.intrinsic(&intrinsic, intrinsic_ty)?;
                self.slots.insert(id, Slot::Value(f));
                self.emulated_intrinsics.insert(id);
                return Ok(());
            }
        }
        let f = self.module.add_function(&name, fn_ty)?;
        let is_kernel = kernel_name.is_some();
        f.set_function_call_conv(if is_kernel { SPIR_KERNEL_CC } else { SPIR_FUNC_CC })?;
        let declaration = self.linkage_type(id) == Some(spirv::LinkageType::Import);
        if !is_kernel && !declaration && self.linkage_type(id).is_none() {
            f.set_linkage(llvm::Linkage::LLVMInternalLinkage)?;
        }
        if self.linkage_type(id) == Some(spirv::LinkageType::LinkOnceODR) {
            // SPV_KHR_linkonce_odr.
            f.set_linkage(llvm::Linkage::LLVMLinkOnceODRLinkage)?;
        }
        if declaration && self.function_has_body(start) {
            // An imported definition (spirv-val refuses it; the Khronos translator reads it as
            // `available_externally`, the LLVM linkage it writes as Import with a body).
            f.set_linkage(llvm::Linkage::LLVMAvailableExternallyLinkage)?;
        }
        let control = match inst.operands.first() {
            Some(dr::Operand::FunctionControl(c)) => *c,
            _ => spirv::FunctionControl::NONE,
        };
        let fa = llvm::AttributeIndex::Function;
        if control.contains(spirv::FunctionControl::INLINE) {
            f.add_enum_attribute(self.ctx, fa, self.attr.alwaysinline, 0)?;
        }
        if control.contains(spirv::FunctionControl::DONT_INLINE) {
            f.add_enum_attribute(self.ctx, fa, self.attr.noinline, 0)?;
        }
        if control.contains(spirv::FunctionControl::OPT_NONE_EXT) {
            // SPV_EXT_optnone / SPV_INTEL_optnone; LLVM requires `noinline` with `optnone`.
            f.add_enum_attribute(self.ctx, fa, self.attr.optnone, 0)?;
            f.add_enum_attribute(self.ctx, fa, self.attr.noinline, 0)?;
        }
        if control.contains(spirv::FunctionControl::CONST) {
            f.add_enum_attribute(self.ctx, fa, self.attr.memory, llvm::MemoryEffects::NONE.0)?;
        } else if control.contains(spirv::FunctionControl::PURE) {
            f.add_enum_attribute(self.ctx, fa, self.attr.memory, llvm::MemoryEffects::read_only().0)?;
        }
        f.add_enum_attribute(self.ctx, fa, self.attr.nounwind, 0)?;
        if self.decoration(id, spirv::Decoration::ReferencedIndirectlyINTEL).is_some() {
            // SPV_INTEL_function_pointers: clang's `__attribute__((referenced_indirectly))`.
            f.add_string_attribute(self.ctx, fa, "referenced-indirectly", "")?;
        }
        self.slots.insert(id, Slot::Value(f));
        // Parameters follow the OpFunction.
        let params = f.params();
        let mut i = start + 1;
        let mut n = 0usize;
        while i < self.insts.len() && self.insts[i].inst.class.opcode == Op::FunctionParameter {
            let pid = self.insts[i].inst.result_id.ok_or_else(|| bad("parameter without id"))?;
            let p = *params.get(n).ok_or_else(|| bad("more OpFunctionParameter than the function type has"))?;
            self.slots.insert(pid, Slot::Value(p));
            self.apply_name(pid, p);
            self.param_attributes(f, n as u32, pid, p.ty(), self.insts[i].inst.result_type)?;
            n += 1;
            i += 1;
        }
        if n != params.len() {
            return Err(bad("fewer OpFunctionParameter than the function type has"));
        }
        let param_ids: Vec<Word> =
            self.insts[start + 1..start + 1 + n].iter().filter_map(|it| it.inst.result_id).collect();
        self.attach_parameter_decorations(f, &param_ids)?;
        self.attach_decorations(id, f)?;
        self.vc_attributes(id, f, &param_ids)?;
        self.runtime_aligned_metadata(f, &param_ids)?;
        if is_kernel {
            self.kernel_metadata(id, f, start)?;
        }
        Ok(())
    }

    /// Whether the OpFunction at `start` has blocks.
    fn function_has_body(&self, start: usize) -> bool {
        self.insts[start + 1..]
            .iter()
            .map(|it| it.inst.class.opcode)
            .find(|op| *op != Op::FunctionParameter)
            .is_some_and(|op| op == Op::Label)
    }

    /// Parameter attributes from decorations (FuncParamAttr, Alignment, MaxByteOffset), through
    /// the metadata crate's `ATTRIBUTE_TABLE` (see `decorations.rs`). An attribute LLVM does
    /// not allow on the parameter's type is left out (the LLVM Language Reference, "Parameter
    /// Attributes": `nocapture` on an image handle, `zeroext` on a pointer); it carries no
    /// meaning there.
    fn param_attributes(
        &mut self,
        f: llvm::Value<'c>,
        index: u32,
        pid: Word,
        llvm_ty: llvm::Type<'c>,
        ty: Option<Word>,
    ) -> Result<()> {
        let at = llvm::AttributeIndex::Param(index);
        let is_pointer = llvm_ty.kind() == llvm::TypeKind::LLVMPointerTypeKind;
        let is_integer = llvm_ty.int_width().is_some();
        // byval/sret carry the pointee type.
        let pointee = match ty.and_then(|t| self.pointee(t)) {
            Some((_, p)) => self.ty(p, 0, Op::FunctionParameter).ok(),
            None => None,
        };
        for d in self.decorations_of(pid).to_vec() {
            if let (spirv::Decoration::MaxByteOffsetId, Some(dr::Operand::IdRef(c))) = (d.kind, d.operands.first()) {
                if !is_pointer {
                    continue;
                }
                // The constant may come after the function in translation order: made on demand.
                if let Some(n) = self.value(*c, 0, Op::FunctionParameter).ok().and_then(|v| v.const_int_zext()) {
                    f.add_enum_attribute(self.ctx, at, self.attr.dereferenceable, n)?;
                }
                continue;
            }
            let Some((name, value)) = self.parameter_attribute(&d) else { continue };
            let fits = match name {
                "zeroext" | "signext" => is_integer,
                "nocapture"
                | "noalias"
                | "readonly"
                | "writeonly"
                | "readnone"
                | "byval"
                | "sret"
                | "align"
                | "dereferenceable"
                | "dereferenceable_or_null"
                | "nonnull"
                | "nofree" => is_pointer,
                _ => true,
            };
            if !fits {
                continue;
            }
            let kind = llvm::attribute_kind(name);
            match (name, value) {
                ("byval" | "sret", _) => {
                    if let Some(t) = pointee {
                        f.add_type_attribute(self.ctx, at, kind, t)?
                    }
                }
                ("align", Some(a)) if !a.is_power_of_two() => {}
                (_, v) => f.add_enum_attribute(self.ctx, at, kind, u64::from(v.unwrap_or(0)))?,
            }
        }
        Ok(())
    }

    /// Translates the body of the OpFunction at `start` (declarations have none).
    pub(super) fn translate_function(&mut self, start: usize) -> Result<()> {
        let fid = self.insts[start].inst.result_id.unwrap_or(0);
        if self.emulated_intrinsics.contains(&fid) {
            return Ok(());
        }
        let Some(Slot::Value(f)) = self.slots.get(&fid).copied() else { return Ok(()) };
        let mut end = start + 1;
        while end < self.insts.len() && self.insts[end].inst.class.opcode != Op::FunctionEnd {
            end += 1;
        }
        if end == self.insts.len() {
            return Err(Error::InvalidInstruction {
                offset: self.insts[start].offset,
                opcode: Op::Function as u32,
                reason: "OpFunction without OpFunctionEnd",
            });
        }
        // Create every block first: branches and PHIs refer forward.
        self.blocks.clear();
        for i in start..end {
            if self.insts[i].inst.class.opcode == Op::Label {
                let label = self.insts[i].inst.result_id.unwrap_or(0);
                let name = self.names.get(&label).cloned().unwrap_or_default();
                let bb = f.append_block(self.ctx, &name)?;
                self.blocks.insert(label, bb);
            }
        }
        if self.blocks.is_empty() {
            return Ok(());
        }
        self.pending_phis.clear();
        self.loop_controls.clear();
        self.expanded.loads.clear();
        self.entry_block = None;
        self.debug_function_start(f)?;
        for i in start + 1..end {
            let op = self.insts[i].inst.class.opcode;
            if op == Op::FunctionParameter {
                continue;
            }
            if op == Op::Label {
                let label = self.insts[i].inst.result_id.unwrap_or(0);
                self.current_label = Some(label);
                let bb = self.blocks[&label];
                if self.entry_block.is_none() {
                    self.entry_block = Some(bb);
                }
                self.builder.position_at_end(bb);
                self.debug_block_start()?;
                continue;
            }
            self.translate_instruction(i).map_err(|e| e.at(self.insts[i].offset, op))?;
        }
        self.debug_function_end(f)?;
        self.attach_loop_metadata(f)?;
        let pending = std::mem::take(&mut self.pending_phis);
        for (phi, incoming, offset) in pending {
            // OpPhi has one pair per parent block, an LLVM phi one entry per edge: a switch
            // with several cases to the phi's block gets the entry once per case. Pairs
            // repeated in the input (invalid SPIR-V older writers made) are kept as given; a
            // block's last pair is repeated up to its number of edges.
            let here = phi.parent_block();
            let mut pairs: rustc_hash::FxHashMap<Word, (usize, usize)> = Default::default();
            for &(_, label) in &incoming {
                pairs.entry(label).or_default().0 += 1;
            }
            for (vid, label) in incoming {
                let v = self.value(vid, offset, Op::Phi)?;
                let bb = *self.blocks.get(&label).ok_or(Error::InvalidId { offset, opcode: Op::Phi, id: label })?;
                phi.add_incoming(v, bb).map_err(|e| Error::from(e).at(offset, Op::Phi))?;
                let Some((total, seen)) = pairs.get_mut(&label) else { continue };
                *seen += 1;
                if seen == total {
                    let edges =
                        bb.terminator().map_or(0, |t| t.successors().into_iter().filter(|s| Some(*s) == here).count());
                    for _ in *total..edges {
                        phi.add_incoming(v, bb).map_err(|e| Error::from(e).at(offset, Op::Phi))?;
                    }
                }
            }
        }
        self.entry_block = None;
        Ok(())
    }

    /// `!llvm.loop` on the back edges of loops whose `OpLoopMerge` or `OpLoopControlINTEL`
    /// has loop controls with an LLVM hint (SPIR-V spec 3.23 "Loop Control"; the hints are
    /// the metadata crate's `ATTRIBUTE_TABLE` loop rows, [`md::loop_hints_from_control`]).
    /// As the Khronos translator reads them: `Unroll` alone is `llvm.loop.unroll.enable`;
    /// `Unroll` with `PartialCount 1` is `llvm.loop.unroll.full` (the form it writes `full`
    /// in), with another count just that count; `DontUnroll` drops a count. Bits without a
    /// hint (`MinIterations`, ...) carry no meaning for LLVM and are left out.
    /// `DependencyArrayINTEL` marks the GEPs of the loop that access each listed array with
    /// an index group ([`Self::index_group_hints`]).
    ///
    /// # Errors
    /// [`Error::InvalidOperands`] naming the instruction when the parameters do not match
    /// the mask; [`Error::InvalidId`] for a `DependencyArrayINTEL` array that is no value.
    fn attach_loop_metadata(&mut self, f: llvm::Value<'c>) -> Result<()> {
        use spirv::LoopControl as L;
        let loops = std::mem::take(&mut self.loop_controls);
        if loops.is_empty() {
            return Ok(());
        }
        let order: Vec<llvm::BasicBlock<'c>> = f.basic_blocks();
        let index = |bb: llvm::BasicBlock<'c>| order.iter().position(|b| *b == bb);
        let kind = self.ctx.md_kind_id("llvm.loop");
        let mut groups = IndexGroupMarks::default();
        for (header, bits, params, offset, opcode) in loops {
            let Some(&hb) = self.blocks.get(&header) else { continue };
            let control = md::LoopControl { mask: L::from_bits_retain(bits), parameters: params };
            let back = md::loop_hints_from_control(&control).map_err(|_| Error::InvalidOperands {
                offset,
                opcode,
                reason: "the loop control parameters do not match its mask (SPIR-V spec 3.23, SPV_INTEL_fpga_loop_controls)",
            })?;
            let mut hints = back.hints;
            let named =
                |hints: &[md::MdNode], name: &str| hints.iter().position(|h| md::attributes::hint_name(h) == Ok(name));
            if let Some(c) = named(&hints, "llvm.loop.unroll.count") {
                if named(&hints, "llvm.loop.unroll.disable").is_some() {
                    hints.remove(c);
                } else if let Some(e) = named(&hints, "llvm.loop.unroll.enable") {
                    if hints[c].get(1) == Some(&md::MdOperand::i32(1)) {
                        hints[e] = md::MdNode::new(vec![md::MdOperand::string("llvm.loop.unroll.full")]);
                        hints.remove(c);
                    } else {
                        hints.remove(e);
                    }
                }
            }
            if hints.is_empty() {
                continue;
            }
            let Some(h) = index(hb) else { continue };
            let mut nodes = Vec::with_capacity(hints.len());
            for hint in &hints {
                if md::attributes::hint_name(hint) == Ok(md::PARALLEL_ACCESS_INDICES) {
                    let arrays = back
                        .dependency_arrays
                        .iter()
                        .map(|&(id, safelen)| Ok((self.value(id, offset, opcode)?, safelen)))
                        .collect::<Result<Vec<_>>>()?;
                    nodes.extend(self.index_group_hints(&order, h, &arrays, &mut groups)?);
                } else {
                    nodes.push(self.md_to_llvm(hint)?);
                }
            }
            let id = self.ctx.md_self_referential_node(&nodes);
            for (i, bb) in order.iter().enumerate().skip(h) {
                if let Some(term) = bb.terminator() {
                    if term.successors().contains(&hb) && i >= h {
                        term.set_instruction_metadata(self.ctx, kind, id)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// `DependencyArrayINTEL` of the loop whose header is `order[header]`
    /// (SPV_INTEL_fpga_loop_controls), as the Khronos translator writes it back: one
    /// `distinct !{}` index group per listed array, marking each GEP of the loop that
    /// accesses the array (its pointer operand, or the memory a loaded pointer came from)
    /// through `!llvm.index.group` (in nested loops a node listing the enclosing loops'
    /// groups and this one); then one `!{!"llvm.loop.parallel_access_indices", !group...,
    /// [i32 safelen]}` per safelen, increasing (none for safelen 0). The loop is the natural
    /// loop of the back edges to the header from the blocks laid out after it.
    ///
    /// # Errors
    /// Setting the metadata fails only on a non-instruction ([`llvm::Error`]).
    fn index_group_hints(
        &self,
        order: &[llvm::BasicBlock<'c>],
        header: usize,
        arrays: &[(llvm::Value<'c>, u32)],
        marks: &mut IndexGroupMarks<'c>,
    ) -> Result<Vec<llvm::Metadata<'c>>> {
        let hb = order[header];
        let mut preds: HashMap<llvm::BasicBlock<'c>, Vec<llvm::BasicBlock<'c>>> = HashMap::default();
        for bb in order {
            for s in bb.terminator().map(|t| t.successors()).unwrap_or_default() {
                preds.entry(s).or_default().push(*bb);
            }
        }
        let mut body: HashSet<llvm::BasicBlock<'c>> = HashSet::from_iter([hb]);
        let mut stack: Vec<_> = order[header..]
            .iter()
            .copied()
            .filter(|b| b.terminator().is_some_and(|t| t.successors().contains(&hb)))
            .collect();
        while let Some(b) = stack.pop() {
            if !body.insert(b) {
                continue;
            }
            stack.extend(preds.get(&b).into_iter().flatten().copied());
        }
        let kind = self.ctx.md_kind_id("llvm.index.group");
        let mut by_safelen: std::collections::BTreeMap<u32, Vec<llvm::Metadata<'c>>> = Default::default();
        for &(array, safelen) in arrays {
            let group = self.ctx.md_distinct_node(&[]);
            let mut used = false;
            for bb in order.iter().filter(|b| body.contains(b)) {
                for inst in bb.instructions() {
                    if inst.opcode() != Some(llvm::Opcode::LLVMGetElementPtr) {
                        continue;
                    }
                    let Some(mut ptr) = inst.operand(0) else { continue };
                    if ptr.opcode() == Some(llvm::Opcode::LLVMLoad) {
                        ptr = ptr.operand(0).unwrap_or(ptr);
                    }
                    if ptr != array {
                        continue;
                    }
                    used = true;
                    let joint = marks.entry(inst).or_default();
                    joint.push(group);
                    let node = match joint.as_slice() {
                        [only] => *only,
                        all => self.ctx.md_node(all),
                    };
                    inst.set_instruction_metadata(self.ctx, kind, node)?;
                }
            }
            if used {
                by_safelen.entry(safelen).or_default().push(group);
            }
        }
        let mut hints = Vec::with_capacity(by_safelen.len());
        for (safelen, groups) in by_safelen {
            let mut ops = vec![self.ctx.md_string(md::PARALLEL_ACCESS_INDICES)];
            ops.extend(groups);
            if safelen != 0 {
                let c = llvm::Value::const_int(llvm::Type::int(self.ctx, 32)?, u64::from(safelen))?;
                ops.push(llvm::Metadata::constant(c)?);
            }
            hints.push(self.ctx.md_node(&ops));
        }
        Ok(hints)
    }

    /// The block of label `id`.
    pub(super) fn block(&self, id: Word, offset: usize, opcode: Op) -> Result<llvm::BasicBlock<'c>> {
        self.blocks.get(&id).copied().ok_or(Error::InvalidId { offset, opcode, id })
    }

    /// OpBranch -> `br label`.
    ///
    /// Errors: [`Error::InvalidOperands`] without a target; [`Error::InvalidId`] for a target
    /// that is no label of the function.
    pub(super) fn branch(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let t = self.block(inst.id(0).ok_or_else(|| bad("missing target"))?, offset, opcode)?;
        self.builder.br(t);
        Ok(())
    }

    /// OpBranchConditional -> `br i1 %c, label, label` (branch weights are dropped).
    ///
    /// Errors: [`Error::InvalidOperands`] for a condition that is not a boolean scalar or a
    /// missing label; [`Error::InvalidId`] for a label that is no block of the function.
    pub(super) fn branch_conditional(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let c = self.value(inst.id(0).ok_or_else(|| bad("missing condition"))?, offset, opcode)?;
        if c.ty().int_width() != Some(1) {
            return Err(bad("the condition is not a boolean scalar"));
        }
        let t = self.block(inst.id(1).ok_or_else(|| bad("missing true label"))?, offset, opcode)?;
        let f = self.block(inst.id(2).ok_or_else(|| bad("missing false label"))?, offset, opcode)?;
        self.builder.cond_br(c, t, f)?;
        Ok(())
    }

    /// OpSwitch -> `switch`, one case per (literal, label) pair (32- or 64-bit literals).
    ///
    /// Errors: [`Error::InvalidOperands`] for a selector that is not an integer;
    /// [`Error::InvalidId`] for a label that is no block of the function.
    pub(super) fn switch(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let sel = self.value(inst.id(0).ok_or_else(|| bad("missing selector"))?, offset, opcode)?;
        if sel.ty().int_width().is_none() {
            return Err(bad("selector is not an integer"));
        }
        let default = self.block(inst.id(1).ok_or_else(|| bad("missing default"))?, offset, opcode)?;
        let ty = sel.ty();
        let pairs: Vec<(u64, Word)> = inst.operands[2..]
            .chunks(2)
            .filter_map(|c| {
                let lit = match c.first()? {
                    dr::Operand::LiteralBit32(v) => *v as u64,
                    dr::Operand::LiteralBit64(v) => *v,
                    _ => return None,
                };
                match c.get(1)? {
                    dr::Operand::IdRef(l) => Some((lit, *l)),
                    _ => None,
                }
            })
            .collect();
        let sw = self.builder.switch(sel, default, pairs.len() as u32)?;
        for (lit, label) in pairs {
            let bb = self.block(label, offset, opcode)?;
            sw.add_case(llvm::Value::const_int(ty, lit)?, bb)?;
        }
        Ok(())
    }

    /// OpReturn / OpReturnValue -> `ret`.
    ///
    /// Errors: [`Error::InvalidOperands`] for an OpReturnValue without its value.
    pub(super) fn return_(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        if opcode == Op::Return {
            self.builder.ret(None)?;
            return Ok(());
        }
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let v = self.value(inst.id(0).ok_or_else(|| bad("missing value"))?, offset, opcode)?;
        self.builder.ret(Some(v))?;
        Ok(())
    }

    /// OpUnreachable / OpKill -> `unreachable`.
    pub(super) fn unreachable(&mut self) -> Result<()> {
        self.builder.unreachable();
        Ok(())
    }

    /// OpPhi -> an empty `phi` of the result type; its incoming values are added once the
    /// whole function is translated (they may be defined later in it).
    ///
    /// Errors: [`Error::InvalidOperands`] without a result type.
    pub(super) fn phi(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let ty = self.ty(inst.result_type.ok_or_else(|| bad("missing type"))?, offset, opcode)?;
        let phi = self.builder.phi(ty)?;
        let pairs = inst.operands.chunks(2).filter_map(|c| match (c.first()?, c.get(1)?) {
            (dr::Operand::IdRef(v), dr::Operand::IdRef(l)) => Some((*v, *l)),
            _ => None,
        });
        self.pending_phis.push((phi, pairs.collect(), offset));
        self.define(inst, phi)?;
        Ok(())
    }

    /// OpLoopMerge / OpLoopControlINTEL: its Loop Control bits and parameters are recorded for the loop's header
    /// and become `llvm.loop` metadata once the function is translated.
    pub(super) fn loop_merge(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        // OpLoopMerge %merge %continue <control> <param>...; OpLoopControlINTEL <control> <param>...
        let at = if inst.class.opcode == Op::LoopMerge { 2 } else { 0 };
        let bits = inst.lit(at).unwrap_or(0);
        let params: Vec<u32> =
            inst.operands.get(at + 1..).unwrap_or_default().iter().filter_map(loop_control_word).collect();
        if let Some(header) = self.current_label {
            self.loop_controls.push((header, bits, params, offset, inst.class.opcode));
        }
        Ok(())
    }

    /// Records the result of `inst` and applies its OpName.
    pub(super) fn define(&mut self, inst: &dr::Instruction, v: llvm::Value<'c>) -> Result<()> {
        if let Some(id) = inst.result_id {
            self.apply_name(id, v);
            self.attach_decorations(id, v)?;
            let v = self.pointer_annotation(id, v)?;
            self.slots.insert(id, Slot::Value(v));
        }
        Ok(())
    }

    /// The per-argument strings of `!<md_name>` (`kernel_arg_type` or `kernel_arg_type_qual`)
    /// of kernel `kernel` kept in an `OpString "<md_name>.<kernel>.<a0>,<a1>,...,"` (written
    /// by `-preserve-ocl-kernel-arg-type-metadata-through-string`, decoded by
    /// [`md::decode_arg_type_string`]), if the module has one. The list is taken as the
    /// string gives it, as the Khronos translator does, even when its length is not the
    /// kernel's parameter count. Error (`InvalidOperands` on the `OpString`): the string
    /// does not end with `,` or has unbalanced `<` `>`.
    fn kernel_arg_string(&self, md_name: &'static str, kernel: &str) -> Result<Option<Vec<String>>> {
        let prefix = format!("{md_name}.{kernel}.");
        let Some((text, &offset)) = self.kernel_arg_strings.range(prefix.clone()..).next() else {
            return Ok(None);
        };
        md::decode_arg_type_string(md_name, kernel, text).map_err(|_| Error::InvalidOperands {
            offset,
            opcode: Op::String,
            reason: "kernel argument string without a final ',' or with unbalanced '<' '>'",
        })
    }

    /// `kernel_arg_*` metadata and execution-mode metadata of a kernel.
    fn kernel_metadata(&mut self, id: Word, f: llvm::Value<'c>, start: usize) -> Result<()> {
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let mut addr_spaces = Vec::new();
        let mut access = Vec::new();
        let mut types = Vec::new();
        let mut quals = Vec::new();
        let mut i = start + 1;
        while i < self.insts.len() && self.insts[i].inst.class.opcode == Op::FunctionParameter {
            let pid = self.insts[i].inst.result_id.unwrap_or(0);
            let ty = self.insts[i].inst.result_type.unwrap_or(0);
            let (as_, acc, name) = self.kernel_arg_info(ty);
            addr_spaces.push(llvm::Metadata::constant(llvm::Value::const_int(i32t, as_ as u64)?)?);
            access.push(self.ctx.md_string(acc));
            types.push(self.ctx.md_string(&name));
            let mut q = Vec::new();
            for d in self.decorations_of(pid) {
                match (d.kind, d.operands.first()) {
                    (spirv::Decoration::Volatile, _) => q.push("volatile"),
                    (
                        spirv::Decoration::FuncParamAttr,
                        Some(dr::Operand::FunctionParameterAttribute(spirv::FunctionParameterAttribute::NoAlias)),
                    ) => q.push("restrict"),
                    (
                        spirv::Decoration::FuncParamAttr,
                        Some(dr::Operand::FunctionParameterAttribute(spirv::FunctionParameterAttribute::NoWrite)),
                    ) if as_ != 0 => q.push("const"),
                    _ => {}
                }
            }
            q.sort_unstable_by_key(|s| match *s {
                "const" => 0,
                "restrict" => 1,
                _ => 2,
            });
            q.dedup();
            // A pipe parameter's qualifier list names it (OpenCL C 3.0 6.13.16; clang's `pipe`).
            if matches!(self.spv_types.get(&ty), Some(super::types::SpirvType::Pipe(_))) {
                q.push("pipe");
            }
            quals.push(self.ctx.md_string(&q.join(" ")));
            i += 1;
        }
        // `!kernel_arg_type` / `!kernel_arg_type_qual` kept as OpStrings replace the derived
        // ones (the typedef names are not in the SPIR-V types); the base type stays derived.
        let kernel = f.name();
        let strings_of = |this: &Self, md_name| -> Result<Option<Vec<llvm::Metadata<'c>>>> {
            let kept = this.kernel_arg_string(md_name, &kernel)?;
            Ok(kept.map(|v| v.iter().map(|s| this.ctx.md_string(s)).collect()))
        };
        let arg_types = strings_of(self, md::KERNEL_ARG_TYPE)?;
        let arg_quals = strings_of(self, md::KERNEL_ARG_TYPE_QUAL)?;
        let ctx = self.ctx;
        let node = |vals: &[llvm::Metadata<'c>]| ctx.md_node(vals);
        for (kind, vals) in [
            ("kernel_arg_addr_space", &addr_spaces),
            ("kernel_arg_access_qual", &access),
            ("kernel_arg_type", arg_types.as_ref().unwrap_or(&types)),
            ("kernel_arg_type_qual", arg_quals.as_ref().unwrap_or(&quals)),
            ("kernel_arg_base_type", &types),
        ] {
            let k = self.ctx.md_kind_id(kind);
            f.set_global_metadata(k, node(vals))?;
        }
        if self.options.kernel_arg_names {
            let mut names = Vec::new();
            let mut k = start + 1;
            while k < self.insts.len() && self.insts[k].inst.class.opcode == Op::FunctionParameter {
                let pid = self.insts[k].inst.result_id.unwrap_or(0);
                names.push(self.ctx.md_string(self.names.get(&pid).map(String::as_str).unwrap_or("")));
                k += 1;
            }
            let kind = self.ctx.md_kind_id("kernel_arg_name");
            f.set_global_metadata(kind, node(&names))?;
        }
        let mut modes = self.execution_modes.get(&id).cloned().unwrap_or_default();
        for (mode, ids) in self.execution_mode_ids.get(&id).cloned().unwrap_or_default() {
            let offset = self.insts[start].offset;
            let lits = ids
                .iter()
                .map(|&c| self.constant_value_u64(c, offset, Op::ExecutionModeId).map(|v| v as u32))
                .collect::<Result<Vec<_>>>()?;
            let mode = match mode {
                spirv::ExecutionMode::LocalSizeId => spirv::ExecutionMode::LocalSize,
                spirv::ExecutionMode::LocalSizeHintId => spirv::ExecutionMode::LocalSizeHint,
                other => other,
            };
            modes.push((mode, lits));
        }
        for (mode, lits) in modes {
            let name = match mode {
                spirv::ExecutionMode::LocalSize => "reqd_work_group_size",
                spirv::ExecutionMode::LocalSizeHint => "work_group_size_hint",
                spirv::ExecutionMode::SubgroupSize => "intel_reqd_sub_group_size",
                spirv::ExecutionMode::VecTypeHint => {
                    if let Some(&hint) = lits.first() {
                        if let Some(t) = self.vec_type_hint_type(hint) {
                            let k = self.ctx.md_kind_id("vec_type_hint");
                            let n = node(&[
                                llvm::Metadata::constant(llvm::Value::undef(t))?,
                                llvm::Metadata::constant(llvm::Value::const_int(i32t, 1)?)?,
                            ]);
                            f.set_global_metadata(k, n)?;
                        }
                    }
                    continue;
                }
                _ => continue,
            };
            let vals: Vec<_> = lits
                .iter()
                .map(|&v| llvm::Metadata::constant(llvm::Value::const_int(i32t, v as u64)?))
                .collect::<std::result::Result<_, _>>()?;
            let k = self.ctx.md_kind_id(name);
            f.set_global_metadata(k, node(&vals))?;
        }
        Ok(())
    }

    /// The LLVM type of a VecTypeHint literal (SPIR-V spec 3.6).
    fn vec_type_hint_type(&self, hint: u32) -> Option<llvm::Type<'c>> {
        let scalar = match hint & 0xffff {
            0 => llvm::Type::int_n::<8>(self.ctx),
            1 => llvm::Type::int_n::<16>(self.ctx),
            2 => llvm::Type::int_n::<32>(self.ctx),
            3 => llvm::Type::int_n::<64>(self.ctx),
            4 => llvm::Type::float(self.ctx, 16)?,
            5 => llvm::Type::float(self.ctx, 32)?,
            6 => llvm::Type::float(self.ctx, 64)?,
            _ => return None,
        };
        match hint >> 16 {
            0 | 1 => Some(scalar),
            n => llvm::Type::vector(scalar, n).ok(),
        }
    }
}

/// The LLVM intrinsic a function named `name` of type `fty` emulates, as the Khronos
/// translator's writer names them and its reader (and ours) turns them back (see
/// [`crate::emulated_intrinsics`]), with the intrinsic's own type:
/// - `spirv.llvm_memset_p<AS>_i<N>[.volatile]` of type `void(ptr addrspace(AS), i8, iN, i1)`
///   is `llvm.memset.p<AS>.i<N>` (the volatility is the call's last argument);
/// - `spirv.llvm_umul_with_overflow_<T>` of type `{ T, i1 }(T, T)` (`<N x i1>` for vectors,
///   the struct named or literal) is `llvm.umul.with.overflow.<T>` returning the literal
///   struct (calls rebuild the named one where needed, see `function_call`).
///
/// A function of such a name but another type is an ordinary function.
fn emulated_intrinsic<'c>(ctx: &'c llvm::Context, name: &str, fty: llvm::Type<'c>) -> Option<(String, llvm::Type<'c>)> {
    use crate::emulated_intrinsics::{intrinsic_of, Emulated};
    let (family, intrinsic, _) = intrinsic_of(name)?;
    let params = fty.param_types();
    let ret = fty.return_type()?;
    match family {
        Emulated::Memset => {
            let rest = intrinsic.strip_prefix("llvm.memset.p")?;
            let (space, width) = rest.split_once(".i")?;
            let (space, width): (u32, u32) = (space.parse().ok()?, width.parse().ok()?);
            let shape = ret.kind() == llvm::TypeKind::LLVMVoidTypeKind
                && params.len() == 4
                && params[0].pointer_address_space() == Some(space)
                && params[1].int_width() == Some(8)
                && params[2].int_width() == Some(width)
                && params[3].int_width() == Some(1);
            shape.then_some((intrinsic, fty))
        }
        Emulated::UMulWithOverflow => {
            let [t, u] = params.as_slice() else { return None };
            let scalar = t.element_type().filter(|_| t.vector_size().is_some()).unwrap_or(*t);
            let i1 = llvm::Type::int_n::<1>(ctx);
            let flag = match t.vector_size() {
                Some(n) => llvm::Type::vector(i1, n).ok()?,
                None => i1,
            };
            let shape = t == u
                && scalar.int_width().is_some()
                && ret.kind() == llvm::TypeKind::LLVMStructTypeKind
                && ret.struct_fields() == [*t, flag];
            let literal = llvm::Type::literal_struct(ctx, &[*t, flag], false).ok()?;
            let intrinsic_ty = llvm::Type::function(literal, &[*t, *t], false).ok()?;
            shape.then_some((intrinsic, intrinsic_ty))
        }
    }
}

/// The index groups each GEP of a function carries so far (`!llvm.index.group` of nested
/// loops lists the enclosing loops' groups before its own).
type IndexGroupMarks<'c> = HashMap<llvm::Value<'c>, Vec<llvm::Metadata<'c>>>;

/// A loop control parameter word: a literal, or the array <id> of `DependencyArrayINTEL`.
fn loop_control_word(o: &dr::Operand) -> Option<u32> {
    match o {
        dr::Operand::IdRef(id) => Some(*id),
        o => super::literal_u32(o),
    }
}
