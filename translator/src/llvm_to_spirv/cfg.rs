//! Functions and control flow: OpFunction/OpFunctionParameter, blocks, PHIs,
//! branches, switch, return.
//!
//! Blocks are emitted in LLVM's layout order; OpenCL (Kernel) modules need no
//! structured control flow (SPIR-V 1.6 spec, 2.11 "Structured Control Flow"
//! applies to Shader). PHI operands that need a pointer cast get it at the end
//! of the predecessor block, planned before the body is emitted.

use super::{FunctionState, Result, Translator};
use crate::llvm;
use spirv::Word;
use std::collections::HashMap;

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
        let _ = super::builder::push_inst(&mut words, spirv::Op::Function, &[ret, id, control, fn_ty]);
        for (i, (p, ty)) in f.params().into_iter().zip(params).enumerate() {
            let pid = self.out.id();
            self.locals.insert(p, pid);
            let _ = super::builder::push_inst(&mut words, spirv::Op::FunctionParameter, &[ty, pid]);
            self.param_decorations(f, i as u32, pid, "");
        }
        let _ = super::builder::push_inst(&mut words, spirv::Op::FunctionEnd, &[]);
        self.out.sections.function_decls.extend(words);
        let name = f.name();
        self.emit_name(id, &name);
        self.linkage_decoration(id, f, &name);
        Ok(())
    }

    /// Translates one function definition.
    pub(super) fn emit_function(&mut self, f: llvm::Value<'c>) -> Result<()> {
        let name = f.name();
        self.func = Some(FunctionState { name: name.clone(), body: Vec::new(), phi_casts: HashMap::new() });
        let id = self.function_id(f)?;
        let fty = f.global_value_type().ok_or_else(|| self.internal("function without a type"))?;
        let ret_llvm = fty.return_type().ok_or_else(|| self.internal("function type without return"))?;
        let ret = self.type_id(ret_llvm)?;
        let params = f.params();
        let mut param_types = Vec::with_capacity(params.len());
        for p in &params {
            param_types.push(self.value_type(*p)?);
        }
        let fn_ty = self.function_type(ret, param_types.clone())?;
        let control = self.function_control(f);
        self.emit(spirv::Op::Function, &[ret, id, control, fn_ty])?;
        let is_kernel = f.function_call_conv() == Some(SPIR_KERNEL_CC);
        let quals = if is_kernel { self.kernel_arg_strings(f, "kernel_arg_type_qual") } else { Vec::new() };
        let arg_names = if is_kernel { self.kernel_arg_strings(f, "kernel_arg_name") } else { Vec::new() };
        for (i, (p, ty)) in params.iter().zip(param_types).enumerate() {
            let pid = self.value_id(*p)?;
            self.emit(spirv::Op::FunctionParameter, &[ty, pid])?;
            let q = quals.get(i).map(String::as_str).unwrap_or("");
            self.param_decorations(f, i as u32, pid, q);
            let pname = p.name();
            let pname = if pname.is_empty() { arg_names.get(i).cloned().unwrap_or_default() } else { pname };
            self.emit_name(pid, &pname);
        }
        self.emit_name(id, &name);
        if is_kernel {
            // spirv-val: an entry point cannot carry LinkageAttributes.
            self.entry_points.push((id, name.clone(), f));
        } else {
            self.linkage_decoration(id, f, &name);
        }

        let blocks = f.basic_blocks();
        for bb in &blocks {
            let label = self.out.id();
            self.blocks.insert(*bb, label);
        }
        let pending = self.plan_phi_casts(&blocks)?;
        for (i, bb) in blocks.iter().enumerate() {
            let label = self.blocks[bb];
            self.emit(spirv::Op::Label, &[label])?;
            if i == 0 {
                self.emit_allocas(f)?;
            }
            let term = bb.terminator().ok_or_else(|| self.internal("basic block without a terminator"))?;
            for inst in bb.instructions() {
                if inst == term {
                    if let Some(casts) = pending.get(bb) {
                        self.emit_phi_casts(*bb, casts)?;
                    }
                }
                self.emit_instruction(inst)?;
            }
        }
        self.emit(spirv::Op::FunctionEnd, &[])?;
        if let Some(state) = self.func.take() {
            self.out.sections.function_defs.extend(state.body);
        }
        Ok(())
    }

    /// For each predecessor block, the (phi, incoming value) pairs whose value needs a
    /// pointer cast to the PHI's type; cast result ids are allocated here.
    fn plan_phi_casts(
        &mut self,
        blocks: &[llvm::BasicBlock<'c>],
    ) -> Result<HashMap<llvm::BasicBlock<'c>, Vec<(llvm::Value<'c>, llvm::Value<'c>)>>> {
        let mut pending: HashMap<llvm::BasicBlock<'c>, Vec<(llvm::Value<'c>, llvm::Value<'c>)>> = HashMap::new();
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
                    if self.value_type(v)? != phi_ty {
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

    fn emit_phi_casts(&mut self, pred: llvm::BasicBlock<'c>, casts: &[(llvm::Value<'c>, llvm::Value<'c>)]) -> Result<()> {
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

    /// `phi` -> `OpPhi`.
    pub(super) fn emit_phi(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        let mut ops = vec![ty, id];
        for (v, pred) in inst.phi_incoming() {
            let planned = self.func.as_ref().and_then(|f| f.phi_casts.get(&(inst, pred)).copied());
            let vid = match planned {
                Some(c) => c,
                None => self.value_id(v)?,
            };
            let label = *self.blocks.get(&pred).ok_or_else(|| self.invalid(inst, "incoming block outside the function"))?;
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
                    let id = self.canonical_operand(v)?;
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
                            (Some(t), Some(f)) => (self.label(*t, inst)?, self.label(*f, inst)?),
                            _ => return Err(self.invalid(inst, "conditional branch without two destinations")),
                        };
                        self.emit(spirv::Op::BranchConditional, &[cid, t, f])
                    }
                    None => {
                        let t = succ.first().ok_or_else(|| self.invalid(inst, "branch without a destination"))?;
                        let l = self.label(*t, inst)?;
                        self.emit(spirv::Op::Branch, &[l])
                    }
                }
            }
            O::LLVMSwitch => {
                let (cond, default, cases) = inst.switch_parts().ok_or_else(|| self.invalid(inst, "malformed switch"))?;
                let width = cond.ty().int_width().unwrap_or(32);
                if width == 1 || width > 64 {
                    return Err(self.unsupported(inst, "switch on a type other than i8..i64"));
                }
                let sel = self.value_id(cond)?;
                let d = self.label(default, inst)?;
                let mut ops = vec![sel, d];
                for (v, bb) in cases {
                    let bits = v.const_int_zext().ok_or_else(|| self.invalid(inst, "non-constant case value"))?;
                    ops.push(bits as u32);
                    if width > 32 {
                        ops.push((bits >> 32) as u32);
                    }
                    ops.push(self.label(bb, inst)?);
                }
                self.emit(spirv::Op::Switch, &ops)
            }
            O::LLVMUnreachable => self.emit(spirv::Op::Unreachable, &[]),
            _ => Err(self.unsupported(inst, "terminator without a SPIR-V counterpart (exceptions, indirectbr, callbr)")),
        }
    }

    fn label(&self, bb: llvm::BasicBlock<'c>, inst: llvm::Value<'c>) -> Result<Word> {
        self.blocks.get(&bb).copied().ok_or_else(|| self.invalid(inst, "branch to a block outside the function"))
    }
}
