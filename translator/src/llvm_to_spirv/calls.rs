//! Calls: dispatch to intrinsics, OpenCL builtins, or `OpFunctionCall`.
//!
//! A declared callee whose name is Itanium-mangled (`_Z...`) or starts with
//! `__spirv_` is a builtin: it must map to an instruction, otherwise the call
//! is an error naming it. Other declarations are external functions, imported
//! with `LinkageAttributes ... Import` (SPIR-V 1.6 spec 2.17 "Linkage").

use super::{Error, Result, Translator};
use crate::llvm;
use spirv::Word;

impl<'c> Translator<'c, '_> {
    /// `call` -> intrinsic mapping, builtin mapping or `OpFunctionCall`.
    pub(super) fn emit_call(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let callee = inst.called_value().ok_or_else(|| self.invalid(inst, "call without a callee"))?;
        if callee.is_inline_asm() {
            return Err(self.unsupported(inst, "inline assembly needs SPV_INTEL_inline_assembly"));
        }
        if !callee.is_function() {
            return Err(self.unsupported(inst, "indirect calls need SPV_INTEL_function_pointers"));
        }
        let name = callee.name();
        if name.starts_with("llvm.") {
            return self.emit_intrinsic(inst, &name);
        }
        if callee.is_declaration() {
            if self.emit_builtin_call(inst, &name)? {
                return Ok(());
            }
            if name.starts_with("_Z") || name.starts_with("__spirv_") {
                return Err(Error::UnsupportedBuiltin {
                    function: self.fname(),
                    callee: name,
                    reason: "no SPIR-V mapping for this builtin",
                });
            }
        }
        self.emit_function_call(inst, callee)
    }

    /// `OpFunctionCall` with arguments converted to the callee's parameter types.
    fn emit_function_call(&mut self, inst: llvm::Value<'c>, callee: llvm::Value<'c>) -> Result<()> {
        let fid = self.function_id(callee)?;
        let params = callee.params();
        let args = inst.call_args();
        if args.len() != params.len() {
            return Err(self.unsupported(inst, "variadic calls to functions other than printf"));
        }
        let ty = self.type_id(inst.ty())?;
        let mut ops: Vec<Word> = vec![fid];
        for (a, p) in args.into_iter().zip(params) {
            let want = self.value_type(p)?;
            ops.push(self.operand(a, want)?);
        }
        let id = self.value_id(inst)?;
        let mut full = vec![ty, id];
        full.extend(ops);
        self.emit(spirv::Op::FunctionCall, &full)
    }
}
