//! OpenCL objects (images, samplers, events, queues, reserve ids) carried by
//! values whose LLVM type does not say so.
//!
//! clang-19 gives OpenCL objects `target("spirv.Image", ...)` & co. types, but
//! IR written for earlier LLVMs and upgraded to opaque pointers carries them as
//! plain `ptr addrspace(1)` (images), `ptr addrspace(2)` or even `i32`
//! (samplers, SPIR 1.2). As the Khronos translator does, the real type is
//! recovered from what the value is used as: the Itanium-mangled parameter
//! types of the OpenCL builtins it is passed to (`14ocl_image2d_ro`,
//! `11ocl_sampler`, ...), the `kernel_arg_type` strings of kernel parameters
//! (OpenCL C 3.0 spec 6.15.13, "kernel_arg_type": `image2d_t`, `sampler_t`),
//! the results of builtins that create objects (`__translate_sampler_initializer`,
//! `async_work_group_copy`), and, to a fixpoint, loads and stores through the same
//! pointer (an alloca holding an object becomes a pointer to it) and the
//! parameters and arguments of calls between defined functions. Such values get the object type as their
//! SPIR-V type ([`Translator::value_type`]).

use super::types::SpirvType;
use super::{Result, Translator};
use crate::llvm;
use llvm_spirv_mangling as mangling;
use llvm_spirv_metadata::AccessQualifier;
use mangling::{OclType, SpirvTypeName as N};
use rustc_hash::FxHashMap as HashMap;
use spirv::Word;

/// An OpenCL object recovered from its uses: an OpenCL C object type, or a pipe with its
/// access qualifier (pipes have no Itanium-mangled spelling of their own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Object {
    Ocl(OclType),
    Pipe(spirv::AccessQualifier),
}

/// The object type named by a `kernel_arg_type` string with its `kernel_arg_access_qual`
/// keyword (images only; anything else reads as `read_only`, the OpenCL C default).
fn object_of_arg_type(ty: &str, access: &str) -> Option<OclType> {
    let access =
        crate::cl_tables::image_access(AccessQualifier::from_keyword(access).and_then(AccessQualifier::to_spirv));
    OclType::from_opencl_name(ty.trim(), access)
}

/// Builtins whose (untyped) result is an object: (name prefix, object).
const OBJECT_RESULTS: &[(&str, OclType)] = &[
    ("async_work_group_copy", OclType::Event),
    ("async_work_group_strided_copy", OclType::Event),
    ("get_default_queue", OclType::Queue),
    ("create_user_event", OclType::ClkEvent),
    ("reserve_read_pipe", OclType::ReserveId),
    ("reserve_write_pipe", OclType::ReserveId),
    ("work_group_reserve_read_pipe", OclType::ReserveId),
    ("work_group_reserve_write_pipe", OclType::ReserveId),
    ("sub_group_reserve_read_pipe", OclType::ReserveId),
    ("sub_group_reserve_write_pipe", OclType::ReserveId),
];

impl<'c> Translator<'c, '_> {
    /// The SPIR-V type of an OpenCL object.
    pub(super) fn object_type(&mut self, o: OclType) -> Result<Word> {
        let key = match o {
            OclType::Image { kind, access } => {
                let (dim, depth, arrayed, ms) = crate::cl_tables::image_shape(kind);
                let void = self.void_type()?;
                SpirvType::Image {
                    sampled_type: void,
                    dim: dim as u32,
                    depth,
                    arrayed,
                    ms,
                    sampled: 0,
                    format: 0,
                    access: Some(crate::cl_tables::access_qualifier(access) as u32),
                }
            }
            other => match crate::cl_tables::object_spirv_type(other) {
                Some(N::Sampler) => SpirvType::Sampler,
                Some(N::Event) => SpirvType::Event,
                Some(N::DeviceEvent) => SpirvType::DeviceEvent,
                Some(N::Queue) => SpirvType::Queue,
                Some(N::ReserveId) => SpirvType::ReserveId,
                _ => {
                    return Err(super::Error::UnsupportedType {
                        ty: o.mangled_name().to_string(),
                        reason: "Intel AVC motion-estimation types need SPV_INTEL_device_side_avc_motion_estimation",
                    })
                }
            },
        };
        self.make_type(key)
    }

    /// The SPIR-V type of a recovered object.
    fn recovered_object_type(&mut self, o: Object) -> Result<Word> {
        match o {
            Object::Ocl(o) => self.object_type(o),
            Object::Pipe(access) => self.make_type(SpirvType::Pipe(access as u32)),
        }
    }

    /// Finds the values of the module that carry OpenCL objects without saying so in their
    /// LLVM type (see the module docs) and records their SPIR-V types.
    pub(super) fn infer_opaque_objects(&mut self) -> Result<()> {
        // Discovery order is kept so that the object types are declared deterministically.
        let mut found: HashMap<llvm::Value<'c>, Object> = HashMap::default();
        let mut order: Vec<llvm::Value<'c>> = Vec::new();
        let untyped = |v: llvm::Value<'c>| !v.is_constant() && v.ty().kind() != llvm::TypeKind::LLVMTargetExtTypeKind;
        let functions: Vec<_> = self.module.functions().filter(|f| !f.is_declaration()).collect();
        let mut calls = Vec::new();
        for f in &functions {
            if f.function_call_conv() == Some(super::cfg::SPIR_KERNEL_CC) {
                let types = self.kernel_arg_strings(*f, "kernel_arg_type");
                let access = self.kernel_arg_strings(*f, "kernel_arg_access_qual");
                let quals = self.kernel_arg_strings(*f, "kernel_arg_type_qual");
                for (i, p) in f.params().into_iter().enumerate() {
                    let acc = access.get(i).map(String::as_str).unwrap_or("");
                    // A pipe's type is its packet type; its qualifier list says `pipe`.
                    let pipe = quals.get(i).is_some_and(|q| q.split_whitespace().any(|w| w == "pipe"));
                    let o = if pipe {
                        // A pipe is read or written by its kernel (OpenCL C 3.0 6.13.16.1).
                        Some(Object::Pipe(match AccessQualifier::from_keyword(acc) {
                            Some(AccessQualifier::WriteOnly) => spirv::AccessQualifier::WriteOnly,
                            _ => spirv::AccessQualifier::ReadOnly,
                        }))
                    } else {
                        types.get(i).and_then(|t| object_of_arg_type(t, acc)).map(Object::Ocl)
                    };
                    if let (Some(o), true) = (o, untyped(p)) {
                        found.insert(p, o);
                        order.push(p);
                    }
                }
            }
            for bb in f.basic_blocks() {
                for inst in bb.instructions() {
                    if inst.opcode() != Some(llvm::Opcode::LLVMCall) {
                        continue;
                    }
                    let Some(callee) = inst.called_value().filter(|c| c.is_function()) else { continue };
                    if !callee.is_declaration() {
                        calls.push((inst, callee));
                        continue;
                    }
                    let name = callee.name();
                    if name == "__translate_sampler_initializer" && untyped(inst) {
                        found.insert(inst, Object::Ocl(OclType::Sampler));
                        order.push(inst);
                        continue;
                    }
                    // clang's pipe functions (`__read_pipe_2`, ...) take the pipe first.
                    if let Some(b) = crate::cl_tables::pipe_builtin(&name) {
                        if let Some(a) = inst.call_args().first().copied().filter(|a| untyped(*a)) {
                            if found.insert(a, Object::Pipe(b.pipe_access())).is_none() {
                                order.push(a);
                            }
                        }
                        continue;
                    }
                    let Some(sig) = self.signature(callee, &name) else { continue };
                    for (a, t) in inst.call_args().into_iter().zip(&sig.params) {
                        if let (mangling::Type::Ocl(o), true) = (t, untyped(a)) {
                            if found.insert(a, Object::Ocl(*o)).is_none() {
                                order.push(a);
                            }
                        }
                    }
                    if let Some(&(_, o)) = OBJECT_RESULTS.iter().find(|(n, _)| sig.name == *n) {
                        if untyped(inst) && inst.ty().kind() != llvm::TypeKind::LLVMVoidTypeKind {
                            found.insert(inst, Object::Ocl(o));
                            order.push(inst);
                        }
                    }
                }
            }
        }
        // Memory holding objects (clang -O0 keeps parameters in allocas): loads and stores
        // through the same pointer carry the same object.
        let mut accesses = Vec::new();
        for f in &functions {
            for bb in f.basic_blocks() {
                for inst in bb.instructions() {
                    match inst.opcode() {
                        Some(llvm::Opcode::LLVMLoad) => accesses.push((inst, inst.operand(0), true)),
                        Some(llvm::Opcode::LLVMStore) => accesses.push((inst, inst.operand(1), false)),
                        _ => {}
                    }
                }
            }
        }
        let mut slots: HashMap<llvm::Value<'c>, Object> = HashMap::default();
        // The slots in the order found (the map's order varies with addresses).
        let mut slot_order = Vec::new();
        // Through memory and calls between defined functions, both ways, to a fixpoint.
        let mut changed = true;
        while changed {
            changed = false;
            for (inst, ptr, is_load) in &accesses {
                let Some(ptr) = *ptr else { continue };
                let value = if *is_load { Some(*inst) } else { inst.operand(0) };
                let Some(value) = value.filter(|v| untyped(*v)) else { continue };
                match (found.get(&value).copied(), slots.get(&ptr).copied()) {
                    (Some(o), None) => {
                        slots.insert(ptr, o);
                        slot_order.push(ptr);
                        changed = true;
                    }
                    (None, Some(o)) => {
                        found.insert(value, o);
                        order.push(value);
                        changed = true;
                    }
                    _ => {}
                }
            }
            for (inst, callee) in &calls {
                for (a, p) in inst.call_args().into_iter().zip(callee.params()) {
                    let (fa, fp) = (found.get(&a).copied(), found.get(&p).copied());
                    match (fa, fp) {
                        (Some(o), None) if untyped(p) => {
                            found.insert(p, o);
                            order.push(p);
                            changed = true;
                        }
                        (None, Some(o)) if untyped(a) => {
                            found.insert(a, o);
                            order.push(a);
                            changed = true;
                        }
                        _ => {}
                    }
                }
            }
        }
        for v in order {
            let Some(&o) = found.get(&v) else { continue };
            let t = self.recovered_object_type(o)?;
            self.objects.insert(v, t);
        }
        // Allocas holding objects are typed pointers to them.
        for slot in slot_order {
            let Some(&o) = slots.get(&slot) else { continue };
            if slot.opcode() != Some(llvm::Opcode::LLVMAlloca) {
                continue;
            }
            let t = self.recovered_object_type(o)?;
            let p = self.pointer_type(spirv::StorageClass::Function, t)?;
            self.value_types.insert(slot, p);
        }
        Ok(())
    }
}

/// Function pointers (SPV_INTEL_function_pointers).
///
/// With opaque pointers a function pointer is a plain `ptr`; SPIR-V needs a pointer to
/// the function's OpTypeFunction. The pointed-to function type comes from functions used
/// as values (`store ptr @f, ...`) and from the function type of indirect calls through a
/// value, and is propagated like OpenCL objects (through memory and calls). Such values
/// get the pointer type as their canonical type; a function used as a value is an
/// `OpConstantFunctionPointerINTEL`, an indirect call `OpFunctionPointerCallINTEL`.
impl<'c> Translator<'c, '_> {
    /// Finds function pointer values and records their SPIR-V types (with the extension only).
    pub(super) fn infer_function_pointers(&mut self) -> Result<()> {
        if !self.options.allows("SPV_INTEL_function_pointers") {
            return Ok(());
        }
        let mut found: HashMap<llvm::Value<'c>, llvm::Type<'c>> = HashMap::default();
        let mut order = Vec::new();
        let mut accesses = Vec::new();
        let mut calls = Vec::new();
        let mut moves = Vec::new();
        let functions: Vec<_> = self.module.functions().filter(|f| !f.is_declaration()).collect();
        let note = |v: llvm::Value<'c>,
                    t: llvm::Type<'c>,
                    found: &mut HashMap<llvm::Value<'c>, llvm::Type<'c>>,
                    order: &mut Vec<llvm::Value<'c>>| {
            if v.ty().kind() == llvm::TypeKind::LLVMPointerTypeKind && !found.contains_key(&v) {
                found.insert(v, t);
                order.push(v);
            }
        };
        for f in &functions {
            for bb in f.basic_blocks() {
                for inst in bb.instructions() {
                    let callee = (inst.opcode() == Some(llvm::Opcode::LLVMCall)).then(|| inst.called_value()).flatten();
                    for (i, op) in inst.operands().enumerate() {
                        // Functions used as values (not as the callee of a direct call).
                        let is_callee = callee == Some(op) && i as u32 + 1 == inst.num_operands();
                        if op.is_function() && !is_callee {
                            if let Some(t) = op.global_value_type() {
                                note(op, t, &mut found, &mut order);
                            }
                        }
                    }
                    match inst.opcode() {
                        Some(llvm::Opcode::LLVMCall) => {
                            if let Some(c) = callee {
                                if !c.is_function() && !c.is_inline_asm() {
                                    if let Some(t) = inst.called_function_type() {
                                        note(c, t, &mut found, &mut order);
                                    }
                                } else if !c.is_declaration() {
                                    calls.push((inst, c));
                                }
                            }
                        }
                        Some(llvm::Opcode::LLVMLoad) => accesses.push((inst, inst.operand(0), true)),
                        Some(llvm::Opcode::LLVMStore) => accesses.push((inst, inst.operand(1), false)),
                        Some(llvm::Opcode::LLVMSelect) => {
                            moves.extend([(inst, inst.operand(1)), (inst, inst.operand(2))]);
                        }
                        Some(llvm::Opcode::LLVMPHI) => {
                            moves.extend(inst.phi_incoming().into_iter().map(|(v, _)| (inst, Some(v))))
                        }
                        Some(llvm::Opcode::LLVMFreeze | llvm::Opcode::LLVMAddrSpaceCast) => {
                            moves.push((inst, inst.operand(0)))
                        }
                        _ => {}
                    }
                }
            }
        }
        let mut slots: HashMap<llvm::Value<'c>, llvm::Type<'c>> = HashMap::default();
        let mut slot_order = Vec::new();
        let mut changed = true;
        while changed {
            changed = false;
            for (inst, ptr, is_load) in &accesses {
                let Some(ptr) = *ptr else { continue };
                let value = if *is_load { Some(*inst) } else { inst.operand(0) };
                let Some(value) = value.filter(|v| v.ty().kind() == llvm::TypeKind::LLVMPointerTypeKind) else {
                    continue;
                };
                match (found.get(&value).copied(), slots.get(&ptr).copied()) {
                    (Some(t), None) => {
                        slots.insert(ptr, t);
                        slot_order.push(ptr);
                        changed = true;
                    }
                    (None, Some(t)) => {
                        note(value, t, &mut found, &mut order);
                        changed = true;
                    }
                    _ => {}
                }
            }
            for (inst, callee) in &calls {
                for (a, p) in inst.call_args().into_iter().zip(callee.params()) {
                    match (found.get(&a).copied(), found.get(&p).copied()) {
                        (Some(t), None) => {
                            note(p, t, &mut found, &mut order);
                            changed = true;
                        }
                        (None, Some(t)) if !a.is_constant() => {
                            note(a, t, &mut found, &mut order);
                            changed = true;
                        }
                        _ => {}
                    }
                }
            }
            for (to, from) in &moves {
                let Some(from) = *from else { continue };
                match (found.get(&from).copied(), found.get(to).copied()) {
                    (Some(t), None) => {
                        note(*to, t, &mut found, &mut order);
                        changed = true;
                    }
                    (None, Some(t)) if !from.is_constant() => {
                        note(from, t, &mut found, &mut order);
                        changed = true;
                    }
                    _ => {}
                }
            }
        }
        if !found.is_empty() {
            self.require_capability(spirv::Capability::FunctionPointersINTEL, || "function pointers".into())?;
        }
        // Functions used as values and parameters get their pointer types now; values
        // computed in a body when the body is translated (the reference's type order).
        // Other pointers of a function's type take the type of the function used as value
        // (its `byval` parameters typed).
        let mut of_functions: HashMap<(llvm::Type<'c>, Option<u32>), Word> = HashMap::default();
        for &v in order.iter().filter(|v| v.is_function()) {
            let Some(&t) = found.get(&v) else { continue };
            let ptr = self.function_value_pointer_type(v, t)?;
            self.objects.insert(v, ptr);
            of_functions.entry((t, v.ty().pointer_address_space())).or_insert(ptr);
        }
        for v in order.into_iter().filter(|v| !v.is_function()) {
            let Some(&t) = found.get(&v) else { continue };
            if let Some(&ptr) = of_functions.get(&(t, v.ty().pointer_address_space())) {
                self.objects.insert(v, ptr);
            } else if v.is_argument() {
                let ptr = self.function_pointer_type(v.ty(), t)?;
                self.objects.insert(v, ptr);
            } else {
                self.fn_pointer_values.insert(v, t);
            }
        }
        // Slots holding function pointers are typed slots of the function type: their
        // pointer types are made when first used, in the order the reference makes them.
        for slot in slot_order {
            let Some(&t) = slots.get(&slot) else { continue };
            if slot.opcode() == Some(llvm::Opcode::LLVMAlloca) {
                self.slot_pointees.insert(slot, t);
            }
        }
        Ok(())
    }

    /// The SPIR-V type of function pointer value `v`, made on first use and then kept with
    /// the OpenCL objects' types (its canonical type); `None` for other values.
    pub(super) fn function_pointer_value_type(&mut self, v: llvm::Value<'c>) -> Result<Option<Word>> {
        if let Some(&t) = self.objects.get(&v) {
            return Ok(Some(t));
        }
        let Some(&fn_ty) = self.fn_pointer_values.get(&v) else { return Ok(None) };
        let ptr = self.function_pointer_type(v.ty(), fn_ty)?;
        self.objects.insert(v, ptr);
        Ok(Some(ptr))
    }

    /// Makes the types of the function pointer values among `f`'s instructions.
    pub(super) fn function_pointer_types_of(&mut self, f: llvm::Value<'c>) -> Result<()> {
        if self.fn_pointer_values.is_empty() {
            return Ok(());
        }
        for bb in f.basic_blocks() {
            for inst in bb.instructions() {
                self.function_pointer_value_type(inst)?;
            }
        }
        Ok(())
    }

    /// The type of defined or declared function `f` (of LLVM type `fn_ty`) used as a value:
    /// a pointer to its OpTypeFunction, whose `byval`/`sret` parameters point to their
    /// attribute's type as the function's own signature types them.
    fn function_value_pointer_type(&mut self, f: llvm::Value<'c>, fn_ty: llvm::Type<'c>) -> Result<Word> {
        let (byval, sret) = (self.attrs.byval, self.attrs.sret);
        let typed: Vec<Option<llvm::Type<'c>>> = (0..f.params().len() as u32)
            .map(|i| {
                let at = llvm::AttributeIndex::Param(i);
                f.type_attribute(at, byval).or_else(|| f.type_attribute(at, sret))
            })
            .collect();
        if typed.iter().all(Option::is_none) {
            return self.function_pointer_type(f.ty(), fn_ty);
        }
        let ret = fn_ty.return_type().ok_or_else(|| self.internal("function type without return"))?;
        let ret = self.type_id(ret)?;
        let mut params = Vec::with_capacity(typed.len());
        for (pt, by) in fn_ty.param_types().into_iter().zip(typed) {
            params.push(match by {
                Some(t) => self.pointer_to(t, pt.pointer_address_space().unwrap_or(0), false)?,
                None => self.type_id(pt)?,
            });
        }
        let fid = self.function_type(ret, params)?;
        let as_ = f.ty().pointer_address_space().unwrap_or(0);
        let sc = super::types::storage_class(as_, false)
            .ok_or_else(|| self.internal("function pointer in an address space without a storage class"))?;
        self.pointer_type(sc, fid)
    }

    /// A pointer to function type `fn_ty` in the storage class of LLVM pointer type `ptr_ty`.
    fn function_pointer_type(&mut self, ptr_ty: llvm::Type<'c>, fn_ty: llvm::Type<'c>) -> Result<Word> {
        let as_ = ptr_ty.pointer_address_space().unwrap_or(0);
        self.pointer_to(fn_ty, as_, false)
    }

    /// `OpConstantFunctionPointerINTEL` for a function used as a value, once per function.
    pub(super) fn function_pointer_constant(&mut self, f: llvm::Value<'c>) -> Result<Word> {
        if let Some(&id) = self.function_pointer_consts.get(&f) {
            return Ok(id);
        }
        if !self.options.allows("SPV_INTEL_function_pointers") {
            return Err(super::Error::ExtensionNotAllowed {
                construct: format!("the function @{} used as a value", f.name()),
                extension: "SPV_INTEL_function_pointers".into(),
            });
        }
        self.require_capability(spirv::Capability::FunctionPointersINTEL, || "function pointers".into())?;
        let ty = self.value_type(f)?;
        let fid = self.function_id(f)?;
        let id = self.out.id();
        self.emit_global(spirv::Op::ConstantFunctionPointerINTEL, &[ty, id, fid])?;
        self.function_pointer_consts.insert(f, id);
        Ok(id)
    }
}
