//! Functions and control flow: OpFunction/OpFunctionParameter, blocks, PHIs,
//! branches, switch, return.
//!
//! Blocks keep LLVM's layout order as far as the SPIR-V rule "blocks appear
//! before all blocks they dominate" (SPIR-V 1.6 spec 2.16.1) allows: a block
//! whose immediate dominator has not been emitted yet waits for it (see
//! [`dominance_order`]). Blocks unreachable from the entry are not emitted: they
//! have no effect, LLVM lets their instructions use values in any order (even in
//! cycles among themselves), which SPIR-V forbids, and PHI pairs from them are
//! dropped with them. OpenCL (Kernel) modules need no structured control
//! flow (spec 2.11 applies to Shader). PHI operands that need a pointer cast get it at the end
//! of the predecessor block, planned before the body is emitted.

use super::builder::push_inst;
use super::decorations::BUFFER_LOCATION_MD;
use super::types::SpirvType;
use super::{Error, FunctionState, KernelInfo, Result, Translator};
use crate::llvm;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use spirv::Word;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// `spir_kernel` calling convention number in LLVM.
pub(super) const SPIR_KERNEL_CC: u32 = 76;

impl<'c> Translator<'c, '_> {
    /// The id of a function, allocated on first reference; declarations are queued for emission.
    pub(super) fn function_id(&mut self, f: llvm::Value<'c>) -> Result<Word> {
        if let Some(&id) = self.globals.get(&f) {
            return Ok(id);
        }
        let id = self.out.id();
        self.globals.insert(f, id);
        if f.is_declaration() {
            self.pending_decls.push(f);
        }
        Ok(id)
    }

    /// `OpFunction` .. `OpFunctionEnd` for an imported declaration.
    pub(super) fn emit_function_declaration(&mut self, f: llvm::Value<'c>) -> Result<()> {
        let id = self.function_id(f)?;
        let fty = f.global_value_type().ok_or_else(|| self.internal("function without a type"))?;
        let ret = self.type_id(fty.return_type().ok_or_else(|| self.internal("function type without return"))?)?;
        let mut params = Vec::new();
        for p in f.params() {
            params.push(self.value_type(p)?);
        }
        let fn_ty = self.function_type(ret, params.clone())?;
        let mut words = Vec::new();
        let control = self.function_control(f);
        super::builder::push_fixed(&mut words, spirv::Op::Function, &[ret, id, control, fn_ty]);
        for (i, (p, ty)) in f.params().into_iter().zip(params).enumerate() {
            let pid = self.out.id();
            self.locals.insert(p, pid);
            super::builder::push_fixed(&mut words, spirv::Op::FunctionParameter, &[ty, pid]);
            self.param_decorations(f, i as u32, pid, "");
            self.parameter_spirv_decorations(f, i as u32, pid)?;
            self.vc_parameter_decorations(f, i as u32, pid)?;
        }
        super::builder::push_fixed(&mut words, spirv::Op::FunctionEnd, &[]);
        self.out.sections.function_decls.extend(words);
        let name = f.name();
        self.emit_name(id, &name)?;
        self.linkage_decoration(id, f, &name)?;
        self.vc_function_decorations(f, id)?;
        Ok(())
    }

    /// Translates one function definition.
    ///
    /// The SPIR-V return, parameter and OpTypeFunction types of defined function `f`
    /// (pointer parameters and results typed by their inferred pointees).
    pub(super) fn signature_type(&mut self, f: llvm::Value<'c>) -> Result<(Word, Vec<Word>, Word)> {
        let fty = f.global_value_type().ok_or_else(|| self.internal("function without a type"))?;
        let ret_llvm = fty.return_type().ok_or_else(|| self.internal("function type without return"))?;
        let ret = match self.return_pointer_type(f)? {
            Some(t) => t,
            None => self.type_id(ret_llvm)?,
        };
        let params = f.params();
        let mut param_types = Vec::with_capacity(params.len());
        for p in &params {
            param_types.push(self.value_type(*p)?);
        }
        let fn_ty = self.function_type(ret, param_types.clone())?;
        Ok((ret, param_types, fn_ty))
    }

    /// Kernels are translated like other functions (with `LinkageAttributes ... Export`
    /// when external); their entry points are separate wrappers that call them (see
    /// [`Translator::emit_entry_point_wrapper`]), so kernels may call kernels.
    pub(super) fn emit_function(&mut self, f: llvm::Value<'c>) -> Result<()> {
        let name = f.name();
        let first_local_id = self.out.peek_id();
        self.func = Some(FunctionState::new(name.clone(), first_local_id));
        let id = self.function_id(f)?;
        self.debug_function_start(f)?;
        let params = f.params();
        let (ret, param_types, fn_ty) = self.signature_type(f)?;
        self.function_pointer_types_of(f)?;
        let control = self.function_control(f);
        self.emit(spirv::Op::Function, &[ret, id, control, fn_ty])?;
        self.emit_name(id, &name)?;
        let is_kernel = f.function_call_conv() == Some(SPIR_KERNEL_CC);
        if !is_kernel {
            // A kernel's are on its entry point (`execution_modes`).
            self.kernel_attributes(id, f, &name, false)?;
        }
        if is_kernel && self.options.kernel_arg_type_strings {
            self.kernel_arg_type_strings(f, &name)?;
        }
        let quals = if is_kernel { self.kernel_arg_strings(f, "kernel_arg_type_qual") } else { Vec::new() };
        let arg_names = if is_kernel { self.kernel_arg_strings(f, "kernel_arg_name") } else { Vec::new() };
        let buffer_locations =
            if is_kernel { self.function_md_ints(f, BUFFER_LOCATION_MD).unwrap_or_default() } else { Vec::new() };
        let mut param_ids = Vec::with_capacity(params.len());
        for (p, ty) in params.iter().zip(param_types) {
            let pid = self.value_id(*p)?;
            self.emit(spirv::Op::FunctionParameter, &[ty, pid])?;
            param_ids.push(pid);
        }
        let mut param_names = Vec::with_capacity(params.len());
        for (i, (p, pid)) in params.iter().zip(&param_ids).enumerate() {
            let q = quals.get(i).map(String::as_str).unwrap_or("");
            self.param_decorations(f, i as u32, *pid, q);
            if let Some(location) = buffer_locations.get(i).copied().flatten() {
                self.buffer_location(*p, *pid, location, &name);
            }
            self.parameter_spirv_decorations(f, i as u32, *pid)?;
            self.vc_parameter_decorations(f, i as u32, *pid)?;
            let pname = p.name();
            let pname = if pname.is_empty() { arg_names.get(i).cloned().unwrap_or_default() } else { pname };
            self.emit_name(*pid, &pname)?;
            // Casts that alias a parameter keep its name.
            self.named_ids.insert(*pid);
            param_names.push(pname);
        }
        self.linkage_decoration(id, f, &name)?;
        self.vc_function_decorations(f, id)?;
        // `"referenced-indirectly"` (SYCL): the function may be called through pointers.
        if f.string_attribute(llvm::AttributeIndex::Function, "referenced-indirectly").is_some()
            && self.options.allows("SPV_INTEL_function_pointers")
        {
            self.require_capability(spirv::Capability::IndirectReferencesINTEL, || "referenced-indirectly".into())?;
            self.decorate(id, spirv::Decoration::ReferencedIndirectlyINTEL, &[]);
        }
        if is_kernel {
            self.entry_points.push(KernelInfo {
                function: id,
                name: name.clone(),
                value: f,
                fn_type: fn_ty,
                control,
                param_names,
                quals,
            });
        }

        let blocks = dominance_order(f.basic_blocks());
        for bb in &blocks {
            let label = self.out.id();
            self.blocks.insert(*bb, label);
        }
        let pending = self.plan_phi_casts(&blocks)?;
        let loop_merges = self.plan_loop_merges(&blocks, &name)?;
        for (i, bb) in blocks.iter().enumerate() {
            let label = self.blocks[bb];
            self.emit(spirv::Op::Label, &[label])?;
            self.emit_name(label, &bb.name())?;
            self.debug_block_start();
            if i == 0 {
                self.emit_allocas(f)?;
                self.debug_function_definition(f, id)?;
            }
            let term = bb.terminator().ok_or_else(|| self.internal("basic block without a terminator"))?;
            for inst in bb.instructions() {
                self.debug_before_instruction(inst)?;
                if inst == term {
                    if let Some(casts) = pending.get(bb) {
                        self.emit_phi_casts(*bb, casts)?;
                    }
                    match loop_merges.get(bb) {
                        Some(super::loops::LoopMerge { structured: Some((merge, target)), control }) => {
                            let continue_label = match *target {
                                super::loops::ContinueTarget::Latch(l) => self.label(l, inst)?,
                                super::loops::ContinueTarget::Made { label, .. } => label,
                            };
                            let mut ops = vec![self.label(*merge, inst)?, continue_label];
                            ops.extend_from_slice(control);
                            self.emit(spirv::Op::LoopMerge, &ops)?;
                        }
                        Some(super::loops::LoopMerge { structured: None, control }) => {
                            self.emit(spirv::Op::LoopControlINTEL, control)?;
                        }
                        None => {}
                    }
                }
                let expand = (inst.opcode() != Some(llvm::Opcode::LLVMPHI)).then_some(*bb);
                if let Some(f) = self.func.as_mut() {
                    f.expansion_block = expand;
                }
                let cache_controlled = self.cache_control_operands(inst)?;
                self.emit_instruction(inst)?;
                self.restore_cache_control_operands(cache_controlled);
                self.debug_after_instruction(inst);
                if let Some(f) = self.func.as_mut() {
                    f.expansion_block = None;
                }
                self.instruction_spirv_decorations(inst)?;
                self.fp_max_error_decoration(inst)?;
                self.alias_decorations(inst)?;
                self.name_result(inst)?;
            }
            for m in loop_merges.values() {
                if let Some((_, super::loops::ContinueTarget::Made { label, after, header })) = m.structured {
                    if after == *bb {
                        let h = self.label(header, term)?;
                        self.emit(spirv::Op::Label, &[label])?;
                        self.emit(spirv::Op::Branch, &[h])?;
                    }
                }
            }
        }
        self.emit(spirv::Op::FunctionEnd, &[])?;
        if let Some(state) = self.func.take() {
            self.out.sections.function_defs.extend(state.body);
        }
        let helpers = std::mem::take(&mut self.pending_helper_bodies);
        self.out.sections.function_defs.extend(helpers);
        Ok(())
    }

    /// A translator-made function `name(params) -> ret` whose body `body` emits (given the
    /// parameter ids, returning the result id, or `None` for void) into a single block, as
    /// the Khronos translator does for intrinsics it emulates (`llvm_bitreverse_i32`, ...).
    /// Made once per name; returns its id. The function being translated is set aside meanwhile.
    pub(super) fn helper_function(
        &mut self,
        name: &str,
        ret: Word,
        params: &[Word],
        body: impl FnOnce(&mut Self, &[Word]) -> Result<Option<Word>>,
    ) -> Result<Word> {
        if let Some(&id) = self.helpers.get(name) {
            return Ok(id);
        }
        let outer = self.func.take();
        let first_local_id = self.out.peek_id();
        self.func = Some(FunctionState::new(name.to_string(), first_local_id));
        let result = (|| -> Result<Word> {
            let id = self.out.id();
            let fn_ty = self.function_type(ret, params.to_vec())?;
            self.emit(spirv::Op::Function, &[ret, id, spirv::FunctionControl::NONE.bits(), fn_ty])?;
            let mut ids = Vec::with_capacity(params.len());
            for ty in params {
                let p = self.out.id();
                self.emit(spirv::Op::FunctionParameter, &[*ty, p])?;
                ids.push(p);
            }
            let label = self.out.id();
            self.emit(spirv::Op::Label, &[label])?;
            match body(self, &ids)? {
                Some(v) => self.emit(spirv::Op::ReturnValue, &[v])?,
                None => self.emit(spirv::Op::Return, &[])?,
            }
            self.emit(spirv::Op::FunctionEnd, &[])?;
            Ok(id)
        })();
        let helper = std::mem::replace(&mut self.func, outer);
        let id = result?;
        if let Some(state) = helper {
            // Placed after the function being translated (its first user).
            if self.func.is_some() {
                self.pending_helper_bodies.extend(state.body);
            } else {
                self.out.sections.function_defs.extend(state.body);
            }
        }
        self.emit_name(id, name)?;
        self.helper_export(id, name)?;
        self.helpers.insert(name.to_string(), id);
        Ok(id)
    }

    /// `OpName` for a named instruction whose result is a fresh id of the current
    /// function (not an alias of a parameter, constant or earlier value).
    fn name_result(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let Some(first) = self.func.as_ref().map(|f| f.first_local_id) else { return Ok(()) };
        let Some(&id) = self.locals.get(&inst) else { return Ok(()) };
        if id < first || inst.opcode() == Some(llvm::Opcode::LLVMAlloca) || !self.named_ids.insert(id) {
            return Ok(());
        }
        let name = inst.name();
        self.emit_name(id, &name)
    }

    /// The entry point of a kernel: a function of the kernel's type that calls it
    /// with its parameters, as the Khronos translator emits since LLVM 17 (an
    /// OpEntryPoint function may not be called, SPIR-V 1.6 spec 2.16.1).
    pub(super) fn emit_entry_point_wrapper(&mut self, k: &KernelInfo<'c>) -> Result<Word> {
        let Some(SpirvType::Function(ret, params)) = self.type_key(k.fn_type).cloned() else {
            return Err(self.internal("kernel without a function type"));
        };
        let id = self.out.id();
        let mut words = Vec::new();
        super::builder::push_fixed(&mut words, spirv::Op::Function, &[ret, id, k.control, k.fn_type]);
        let mut args = Vec::with_capacity(params.len());
        for (i, ty) in params.iter().enumerate() {
            let pid = self.out.id();
            super::builder::push_fixed(&mut words, spirv::Op::FunctionParameter, &[*ty, pid]);
            let q = k.quals.get(i).map(String::as_str).unwrap_or("");
            self.param_decorations(k.value, i as u32, pid, q);
            self.vc_parameter_decorations(k.value, i as u32, pid)?;
            if let Some(n) = k.param_names.get(i) {
                self.emit_name(pid, n)?;
            }
            args.push(pid);
        }
        let label = self.out.id();
        super::builder::push_fixed(&mut words, spirv::Op::Label, &[label]);
        let result = self.out.id();
        let mut call = vec![ret, result, k.function];
        call.extend(args);
        push_inst(&mut words, spirv::Op::FunctionCall, &call).map_err(|words| Error::UnsupportedInstructionSize {
            construct: format!("the entry point of kernel '{}'", k.name),
            words,
        })?;
        super::builder::push_fixed(&mut words, spirv::Op::Return, &[]);
        super::builder::push_fixed(&mut words, spirv::Op::FunctionEnd, &[]);
        self.out.sections.function_defs.extend(words);
        // The entry point is the kernel to its consumer: the same SPV_INTEL_vector_compute
        // function decorations (`SIMTCallINTEL`, ...), as its parameters have the kernel's.
        self.vc_function_decorations(k.value, id)?;
        Ok(id)
    }

    /// For each predecessor block, the (phi, incoming value) pairs whose value needs a
    /// pointer cast to the PHI's type; cast result ids are allocated here.
    fn plan_phi_casts(
        &mut self,
        blocks: &[llvm::BasicBlock<'c>],
    ) -> Result<HashMap<llvm::BasicBlock<'c>, Vec<(llvm::Value<'c>, llvm::Value<'c>)>>> {
        let mut pending: HashMap<llvm::BasicBlock<'c>, Vec<(llvm::Value<'c>, llvm::Value<'c>)>> = HashMap::default();
        for bb in blocks {
            for inst in bb.instructions() {
                if inst.opcode() != Some(llvm::Opcode::LLVMPHI) {
                    break;
                }
                if inst.ty().kind() != llvm::TypeKind::LLVMPointerTypeKind {
                    continue;
                }
                let phi_ty = self.value_type(inst)?;
                for (v, pred) in inst.phi_incoming() {
                    if !self.blocks.contains_key(&pred) {
                        continue; // unreachable, not emitted
                    }
                    let planned = self.func.as_ref().is_some_and(|f| f.phi_casts.contains_key(&(inst, pred)));
                    // One cast per (phi, predecessor), however many edges the predecessor has.
                    if !planned && self.value_type(v)? != phi_ty {
                        let id = self.out.id();
                        if let Some(f) = self.func.as_mut() {
                            f.phi_casts.insert((inst, pred), id);
                        }
                        pending.entry(pred).or_default().push((inst, v));
                    }
                }
            }
        }
        Ok(pending)
    }

    fn emit_phi_casts(
        &mut self,
        pred: llvm::BasicBlock<'c>,
        casts: &[(llvm::Value<'c>, llvm::Value<'c>)],
    ) -> Result<()> {
        for &(phi, v) in casts {
            let phi_ty = self.value_type(phi)?;
            let src = self.value_id(v)?;
            let from = self.value_type(v)?;
            let cast = self.coerce(src, from, phi_ty)?;
            let target = self.func.as_ref().and_then(|f| f.phi_casts.get(&(phi, pred)).copied());
            let target = target.ok_or_else(|| self.internal("PHI cast was not planned"))?;
            self.emit(spirv::Op::CopyObject, &[phi_ty, target, cast])?;
        }
        Ok(())
    }

    /// `phi` -> `OpPhi`, one (value, parent) pair per distinct predecessor: LLVM lists a
    /// predecessor once per edge (a `switch` with several cases to one block), always with
    /// the same value, while SPIR-V wants exactly one pair per parent block (SPIR-V 1.6
    /// spec 3.49.17, OpPhi).
    pub(super) fn emit_phi(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        let mut ops = vec![ty, id];
        let incoming = inst.phi_incoming();
        let mut seen = HashSet::with_capacity_and_hasher(incoming.len(), Default::default());
        for (v, pred) in incoming {
            // Unreachable predecessors are not emitted (see the module docs).
            if !seen.insert(pred) || !self.blocks.contains_key(&pred) {
                continue;
            }
            let planned = self.func.as_ref().and_then(|f| f.phi_casts.get(&(inst, pred)).copied());
            let vid = match planned {
                Some(c) => c,
                None => self.value_id(v)?,
            };
            let label =
                *self.blocks.get(&pred).ok_or_else(|| self.invalid(inst, "incoming block outside the function"))?;
            ops.push(vid);
            ops.push(label);
        }
        self.emit(spirv::Op::Phi, &ops)
    }

    /// `ret`, `br`, `switch`, `unreachable`.
    pub(super) fn emit_terminator(&mut self, inst: llvm::Value<'c>, op: llvm::Opcode) -> Result<()> {
        use llvm::Opcode as O;
        match op {
            O::LLVMRet => match inst.operand(0) {
                Some(v) => {
                    // A pointer result converted to the function's return type.
                    let f = inst.parent_block().and_then(|b| b.parent());
                    let id = match f.map(|f| self.return_pointer_type(f)).transpose()?.flatten() {
                        Some(want) => self.operand(v, want)?,
                        None => self.canonical_operand(v)?,
                    };
                    self.emit(spirv::Op::ReturnValue, &[id])
                }
                None => self.emit(spirv::Op::Return, &[]),
            },
            O::LLVMBr => {
                let succ = inst.successors();
                match inst.branch_condition() {
                    Some(c) => {
                        let cid = self.value_id(c)?;
                        // Successor 0 is the true destination, successor 1 the false one.
                        let (t, f) = match (succ.first(), succ.get(1)) {
                            (Some(t), Some(f)) => (self.branch_label(*t, inst)?, self.branch_label(*f, inst)?),
                            _ => return Err(self.invalid(inst, "conditional branch without two destinations")),
                        };
                        self.emit(spirv::Op::BranchConditional, &[cid, t, f])
                    }
                    None => {
                        let t = succ.first().ok_or_else(|| self.invalid(inst, "branch without a destination"))?;
                        let l = self.branch_label(*t, inst)?;
                        self.emit(spirv::Op::Branch, &[l])
                    }
                }
            }
            O::LLVMSwitch => {
                let (cond, default, cases) =
                    inst.switch_parts().ok_or_else(|| self.invalid(inst, "malformed switch"))?;
                let width = cond.ty().int_width().unwrap_or(32);
                if width == 1 || width > 64 {
                    return Err(self.unsupported(inst, "switch on a type other than i8..i64"));
                }
                let sel = self.value_id(cond)?;
                let d = self.branch_label(default, inst)?;
                let mut ops = vec![sel, d];
                for (v, bb) in cases {
                    let bits = v.const_int_zext().ok_or_else(|| self.invalid(inst, "non-constant case value"))?;
                    ops.push(bits as u32);
                    if width > 32 {
                        ops.push((bits >> 32) as u32);
                    }
                    ops.push(self.branch_label(bb, inst)?);
                }
                self.emit(spirv::Op::Switch, &ops)
            }
            O::LLVMUnreachable => self.emit(spirv::Op::Unreachable, &[]),
            _ => {
                Err(self.unsupported(inst, "terminator without a SPIR-V counterpart (exceptions, indirectbr, callbr)"))
            }
        }
    }

    /// The label a branch instruction `inst` goes to for destination `bb` (see `branch_redirects`).
    fn branch_label(&self, bb: llvm::BasicBlock<'c>, inst: llvm::Value<'c>) -> Result<Word> {
        let redirect = self
            .func
            .as_ref()
            .zip(inst.parent_block())
            .and_then(|(f, from)| f.branch_redirects.get(&(from, bb)).copied());
        match redirect {
            Some(l) => Ok(l),
            None => self.label(bb, inst),
        }
    }

    fn label(&self, bb: llvm::BasicBlock<'c>, inst: llvm::Value<'c>) -> Result<Word> {
        self.blocks.get(&bb).copied().ok_or_else(|| self.invalid(inst, "branch to a block outside the function"))
    }
}

/// The blocks reachable from the entry in layout order, except that each comes after
/// its immediate dominator: repeatedly the first block (by layout position) whose
/// immediate dominator is already placed. Unreachable blocks are left out.
/// Dominators by Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm" (2001).
pub(super) fn dominance_order<'c>(blocks: Vec<llvm::BasicBlock<'c>>) -> Vec<llvm::BasicBlock<'c>> {
    let n = blocks.len();
    if n <= 1 {
        return blocks;
    }
    let index: HashMap<llvm::BasicBlock<'c>, usize> = blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    let succs: Vec<Vec<usize>> = blocks
        .iter()
        .map(|b| {
            b.terminator()
                .map(|t| t.successors().iter().filter_map(|s| index.get(s).copied()).collect())
                .unwrap_or_default()
        })
        .collect();
    // Reverse post-order from the entry (iterative DFS).
    let mut post = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    while let Some((b, next)) = stack.pop() {
        if let Some(&s) = succs[b].get(next) {
            stack.push((b, next + 1));
            if !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
        }
    }
    let mut po_num = vec![usize::MAX; n];
    for (i, &b) in post.iter().enumerate() {
        po_num[b] = i;
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        if seen[b] {
            for &s in ss {
                preds[s].push(b);
            }
        }
    }
    let mut idom = vec![usize::MAX; n];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in post.iter().rev().skip(1) {
            let mut new = usize::MAX;
            for &p in &preds[b] {
                if idom[p] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX {
                    p
                } else {
                    let (mut x, mut y) = (p, new);
                    while x != y {
                        while po_num[x] < po_num[y] {
                            x = idom[x];
                        }
                        while po_num[y] < po_num[x] {
                            y = idom[y];
                        }
                    }
                    x
                };
            }
            if new != usize::MAX && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut ready = BinaryHeap::new();
    ready.push(Reverse(0));
    for b in 1..n {
        if seen[b] {
            children[idom[b]].push(b);
        }
    }
    let mut order = Vec::with_capacity(n);
    while let Some(Reverse(b)) = ready.pop() {
        order.push(blocks[b]);
        for &c in &children[b] {
            ready.push(Reverse(c));
        }
    }
    order
}
