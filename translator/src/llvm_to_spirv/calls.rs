//! Calls: dispatch to intrinsics, OpenCL builtins, or `OpFunctionCall`.
//!
//! A declared callee whose (demangled) name maps to an instruction is a
//! builtin. A declaration that does not map is an external function, imported
//! with `LinkageAttributes ... Import` (SPIR-V 1.6 spec 2.17 "Linkage"), as the
//! Khronos translator does (C++ functions, user functions named like
//! `__spirv_*`), except when its name belongs to an OpenCL C builtin family
//! ([`RESERVED_PREFIXES`]): an unmapped builtin is an error naming it, never a
//! call to a function no runtime provides.

use super::{Error, Result, Translator};
use crate::llvm;
use spirv::Word;

/// Name prefixes of OpenCL C builtin function families (OpenCL C 3.0 spec 6.15 and
/// the Khronos OpenCL extensions): a declaration with one of these names that maps to
/// nothing is an unsupported builtin rather than an external function.
const RESERVED_PREFIXES: &[&str] = &[
    "work_group_",
    "sub_group_",
    "intel_sub_group_",
    "intel_work_group_",
    "get_image_",
    "get_kernel_",
    "get_default_queue",
    "get_fence",
    "get_sub_group_",
    "get_max_sub_group_",
    "get_num_sub_groups",
    "get_enqueued_",
    "atomic_",
    "atom_",
    "read_image",
    "write_image",
    "async_work_group_",
    "wait_group_events",
    "prefetch",
    "vload",
    "vstore",
    "convert_",
    "enqueue_",
    "ndrange_",
    "read_pipe",
    "write_pipe",
    "reserve_",
    "commit_",
    "work_group_reserve_",
    "is_valid_",
    "retain_event",
    "release_event",
    "create_user_event",
    "set_user_event_status",
    "capture_event_profiling_info",
    "bitfield_",
    "bit_reverse",
    "clock_read_",
    "arithmetic_fence",
    "barrier",
    "mem_fence",
    "read_mem_fence",
    "write_mem_fence",
];

/// Whether a demangled builtin name belongs to an OpenCL C builtin family.
fn is_reserved_builtin(base: &str) -> bool {
    RESERVED_PREFIXES.iter().any(|p| base.starts_with(p))
}

/// The extension of `OpAsmTargetINTEL`, `OpAsmINTEL` and `OpAsmCallINTEL` (capability
/// `AsmINTEL`, decoration `SideEffectsINTEL`).
const INLINE_ASSEMBLY: &str = "SPV_INTEL_inline_assembly";

impl<'c> Translator<'c, '_> {
    /// `call` -> intrinsic mapping, builtin mapping or `OpFunctionCall`.
    pub(super) fn emit_call(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let callee = inst.called_value().ok_or_else(|| self.invalid(inst, "call without a callee"))?;
        // A call through a global alias calls its aliasee.
        let callee = callee.aliasee().unwrap_or(callee);
        if let Some(asm) = callee.inline_asm() {
            return self.emit_inline_asm_call(inst, callee, &asm);
        }
        // A call whose function type differs from the callee's (a call through a cast
        // function pointer in typed-pointer IR) is a call through a function pointer.
        if !callee.is_function() || inst.called_function_type() != callee.global_value_type() {
            return self.emit_indirect_call(inst, callee);
        }
        let name = callee.name();
        if name.starts_with("llvm.") {
            return self.emit_intrinsic(inst, &name);
        }
        if callee.is_declaration() {
            if let Some(call) = self.builtin_call(callee, &name) {
                return self.emit_builtin(inst, callee, &name, &call);
            }
            let base = llvm_spirv_mangling::demangle(&name).map(|s| s.name).unwrap_or_default();
            if is_reserved_builtin(&base) {
                return Err(self.unmapped_builtin(inst));
            }
        }
        self.emit_function_call(inst, callee)
    }

    /// A `call` of inline assembly -> `OpAsmCallINTEL` of an `OpAsmINTEL` (made once per
    /// assembly value: its return type, its `OpTypeFunction`, the module's
    /// `OpAsmTargetINTEL` (the target triple), the template and the constraint string;
    /// `sideeffect` is its `SideEffectsINTEL` decoration), SPV_INTEL_inline_assembly.
    /// Without the extension: [`Error::ExtensionNotAllowed`] naming the call.
    fn emit_inline_asm_call(
        &mut self,
        inst: llvm::Value<'c>,
        callee: llvm::Value<'c>,
        asm: &llvm::InlineAsm<'c>,
    ) -> Result<()> {
        let function = self.fname();
        self.require_extension(INLINE_ASSEMBLY, || {
            format!("inline assembly `{}` in function '{function}'", inst.to_ir_string().trim())
        })?;
        self.out.capability(spirv::Capability::AsmINTEL);
        let fn_ty = asm.function_type;
        let ret = fn_ty.return_type().ok_or_else(|| self.invalid(inst, "inline assembly without a return type"))?;
        let ret = self.type_id(ret)?;
        let asm_id = match self.inline_asms.get(&callee) {
            Some(&id) => id,
            None => {
                if asm.template.contains('\0') || asm.constraints.contains('\0') {
                    return Err(Error::UnsupportedString { construct: format!("OpAsmINTEL {:?}", asm.template) });
                }
                let target = match self.asm_target {
                    Some(t) => t,
                    None => {
                        let t = self.out.id();
                        let mut ops = vec![t];
                        super::builder::string_words(&self.module.triple(), &mut ops);
                        self.emit_global(spirv::Op::AsmTargetINTEL, &ops)?;
                        self.asm_target = Some(t);
                        t
                    }
                };
                let f = self.type_id(fn_ty)?;
                let id = self.out.id();
                let mut ops = vec![ret, id, f, target];
                super::builder::string_words(&asm.template, &mut ops);
                super::builder::string_words(&asm.constraints, &mut ops);
                self.emit_global(spirv::Op::AsmINTEL, &ops)?;
                if asm.side_effects {
                    self.decorate(id, spirv::Decoration::SideEffectsINTEL, &[]);
                }
                self.inline_asms.insert(callee, id);
                id
            }
        };
        let mut ops = Vec::new();
        for (a, pt) in inst.call_args().into_iter().zip(fn_ty.param_types()) {
            let want = self.type_id(pt)?;
            ops.push(self.operand(a, want)?);
        }
        let id = self.value_id(inst)?;
        let mut full = vec![ret, id, asm_id];
        full.extend(ops);
        self.emit(spirv::Op::AsmCallINTEL, &full)
    }

    /// A call through a function pointer: `OpFunctionPointerCallINTEL`
    /// (SPV_INTEL_function_pointers), the pointer typed by the call's function type.
    fn emit_indirect_call(&mut self, inst: llvm::Value<'c>, callee: llvm::Value<'c>) -> Result<()> {
        if !self.options.allows("SPV_INTEL_function_pointers") {
            return Err(Error::ExtensionNotAllowed {
                construct: format!("the indirect call `{}` in function '{}'", inst.to_ir_string().trim(), self.fname()),
                extension: "SPV_INTEL_function_pointers".into(),
            });
        }
        self.require_capability(spirv::Capability::FunctionPointersINTEL, || "indirect calls".into())?;
        let fn_ty = inst.called_function_type().ok_or_else(|| self.invalid(inst, "call without a function type"))?;
        let ty = self
            .type_id(fn_ty.return_type().ok_or_else(|| self.invalid(inst, "function type without a return type"))?)?;
        // The pointer's function type has the argument types below (`byval` pointees
        // included), in the callee's storage class.
        let mut params = Vec::new();
        let mut ops = Vec::new();
        for (i, (a, pt)) in inst.call_args().into_iter().zip(fn_ty.param_types()).enumerate() {
            let at = llvm::AttributeIndex::Param(i as u32);
            let byval = inst
                .call_site_type_attribute(at, self.attrs.byval)
                .or_else(|| inst.call_site_type_attribute(at, self.attrs.sret));
            let want = match (self.objects.get(&a), byval) {
                (Some(&t), _) => t,
                // A `byval`/`sret` argument points to its attribute's type.
                (None, Some(t)) => self.pointer_like(a, t)?,
                (None, None) => self.type_id(pt)?,
            };
            params.push(want);
            ops.push(self.operand(a, want)?);
        }
        let sc_of = self.pointer_like(callee, fn_ty)?;
        let sc = self.pointer_parts(sc_of).map_or(spirv::StorageClass::Function, |(sc, _)| sc);
        let callee_fn_ty = self.function_type(ty, params)?;
        let want = self.pointer_type(sc, callee_fn_ty)?;
        let f = self.operand(callee, want)?;
        let id = self.value_id(inst)?;
        let mut full = vec![ty, id, f];
        full.extend(ops);
        self.emit(spirv::Op::FunctionPointerCallINTEL, &full)?;
        self.argument_attributes(inst, id);
        Ok(())
    }

    /// `ArgumentAttributeINTEL <arg> <attribute>` on an indirect call for the call site's
    /// parameter attributes (SPV_INTEL_function_pointers), in LLVM's attribute order.
    fn argument_attributes(&mut self, inst: llvm::Value<'c>, id: Word) {
        use spirv::FunctionParameterAttribute as A;
        let k = &self.attrs;
        let enums = [
            (k.noalias, A::NoAlias),
            (k.nocapture, A::NoCapture),
            (k.readonly, A::NoWrite),
            (k.readnone, A::NoReadWrite),
            (k.signext, A::Sext),
            (k.zeroext, A::Zext),
        ];
        let types = [(k.byval, A::ByVal), (k.sret, A::Sret)];
        let mut decorations = Vec::new();
        for i in 0..inst.call_args().len() as u32 {
            let at = llvm::AttributeIndex::Param(i);
            for (kind, a) in enums {
                if inst.call_site_enum_attribute(at, kind).is_some() {
                    decorations.push([i, a as u32]);
                }
            }
            for (kind, a) in types {
                if inst.call_site_type_attribute(at, kind).is_some() {
                    decorations.push([i, a as u32]);
                }
            }
        }
        for [arg, attr] in decorations {
            let written = self.out.decoration(id, None, super::builder::ARGUMENT_ATTRIBUTE_INTEL, &[arg, attr]);
            debug_assert!(written.is_ok(), "two literals always fit");
        }
    }

    /// `OpFunctionCall` with arguments converted to the callee's parameter types.
    pub(super) fn emit_function_call(&mut self, inst: llvm::Value<'c>, callee: llvm::Value<'c>) -> Result<()> {
        let fid = self.function_id(callee)?;
        let params = callee.params();
        let args = inst.call_args();
        if args.len() != params.len() {
            return Err(self.unsupported(inst, "variadic calls to functions other than printf"));
        }
        let ty = match self.return_pointer_type(callee)? {
            Some(t) => t,
            None => self.type_id(inst.ty())?,
        };
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
