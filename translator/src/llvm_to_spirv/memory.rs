//! Memory: value typing for opaque pointers, pointer casts, alloca, load,
//! store, GEP and the memory intrinsics.
//!
//! See the module documentation for the pointee inference. Memory operands
//! follow the SPIR-V 1.6 spec, 3.26 "Memory Operands": `Volatile` (0x1) and
//! `Aligned` (0x2, followed by the alignment literal); loads and stores carrying
//! `!nontemporal` add `Nontemporal` (0x4).

use super::types::{storage_class, SpirvType};
use super::{Error, Result, Translator};
use crate::llvm;
use rustc_hash::{FxHashMap, FxHashSet as HashSet};
use spirv::Word;

/// Memory operand words for an access with the given volatility and alignment.
/// The extension of `OpVariableLengthArrayINTEL`, `OpSaveMemoryINTEL` and
/// `OpRestoreMemoryINTEL` (capability `VariableLengthArrayINTEL`).
pub(super) const VARIABLE_LENGTH_ARRAY: &str = "SPV_INTEL_variable_length_array";

/// Whether `count` is a call of a scalar specialization constant (`__spirv_SpecConstant`).
fn is_spec_constant_call(count: llvm::Value<'_>) -> bool {
    count.opcode() == Some(llvm::Opcode::LLVMCall)
        && count.called_value().is_some_and(|f| {
            let name = f.name_bytes();
            name.windows(20).any(|w| w == b"__spirv_SpecConstant") && !name.windows(9).any(|w| w == b"Composite")
        })
}

/// Whether `alloca` has a count known only at run time (neither a constant nor a
/// specialization constant): a variable-length array.
pub(super) fn is_variable_length_alloca(alloca: llvm::Value<'_>) -> bool {
    alloca.operand(0).is_some_and(|c| c.const_int_zext().is_none() && !is_spec_constant_call(c))
}

pub(super) fn memory_operands(volatile: bool, align: u32) -> Vec<u32> {
    let mut mask = 0;
    if volatile {
        mask |= spirv::MemoryAccess::VOLATILE.bits();
    }
    if align > 0 {
        mask |= spirv::MemoryAccess::ALIGNED.bits();
    }
    if mask == 0 {
        return Vec::new();
    }
    let mut v = vec![mask];
    if align > 0 {
        v.push(align);
    }
    v
}

impl<'c> Translator<'c, '_> {
    /// The memory operands of a `load`/`store`: volatility, alignment, `!nontemporal`, and
    /// under SPV_INTEL_memory_access_aliasing `!alias.scope` / `!noalias` (their bits'
    /// list ids follow the alignment, in bit order).
    ///
    /// Errors: as [`Translator::alias_lists`].
    fn load_store_operands(&mut self, inst: llvm::Value<'c>) -> Result<Vec<u32>> {
        let mut ops = memory_operands(inst.is_volatile(), inst.alignment());
        let add = |ops: &mut Vec<u32>, bit: spirv::MemoryAccess| match ops.first_mut() {
            Some(mask) => *mask |= bit.bits(),
            None => ops.push(bit.bits()),
        };
        if inst.instruction_metadata(self.ctx.md_kind_id("nontemporal")).is_some() {
            add(&mut ops, spirv::MemoryAccess::NONTEMPORAL);
        }
        let lists = self.alias_lists(inst)?;
        for (kind, list) in crate::memory_aliasing::ALIAS_KINDS.iter().zip(lists) {
            if let Some(list) = list {
                add(&mut ops, kind.memory_access);
                ops.push(list);
            }
        }
        Ok(ops)
    }

    /// The SPIR-V type of an LLVM value: canonical, except typed pointers (see [`Translator::pointee_of`]).
    pub(super) fn value_type(&mut self, v: llvm::Value<'c>) -> Result<Word> {
        // A global alias is its aliasee.
        let v = v.aliasee().unwrap_or(v);
        if let Some(&t) = self.value_types.get(&v).or_else(|| self.objects.get(&v)) {
            return Ok(t);
        }
        if let Some(t) = self.function_pointer_value_type(v)? {
            return Ok(t);
        }
        let ty = v.ty();
        if ty.kind() != llvm::TypeKind::LLVMPointerTypeKind {
            // A half *value* needs Float16: Float16Buffer only allows pointers to half
            // (SPIR-V 3.31 "Capability", Float16Buffer).
            if ty.element_type().unwrap_or(ty).kind() == llvm::TypeKind::LLVMHalfTypeKind {
                self.out.capability(spirv::Capability::Float16);
            }
            return self.type_id(ty);
        }
        // Input variables (BuiltIns) cannot be cast to Generic: casts of them stay Input.
        let is_cast = v.opcode() == Some(llvm::Opcode::LLVMAddrSpaceCast)
            || v.const_expr_opcode() == Some(llvm::Opcode::LLVMAddrSpaceCast);
        if let (true, Some(src)) = (is_cast, v.operand(0)) {
            let st = self.value_type(src)?;
            if self.pointer_parts(st).map(|(sc, _)| sc) == Some(spirv::StorageClass::Input) {
                self.value_types.insert(v, st);
                return Ok(st);
            }
        }
        // A typed slot: pointer to the pointer type it holds.
        if let Some(held) = self.slot_element_type(v)? {
            let t = self.pointer_type(spirv::StorageClass::Function, held)?;
            self.value_types.insert(v, t);
            return Ok(t);
        }
        let pointee = self.pointee_of(v, &mut HashSet::default());
        // A GEP stays in its base's storage class (which may differ from the address
        // space, as for BuiltIn Input variables).
        let is_gep = v.opcode() == Some(llvm::Opcode::LLVMGetElementPtr)
            || v.const_expr_opcode() == Some(llvm::Opcode::LLVMGetElementPtr);
        if let (true, Some(base)) = (is_gep, v.operand(0)) {
            let bt = self.value_type(base)?;
            if let Some((sc, bp)) = self.pointer_parts(bt) {
                let p = match self.typed_gep_pointee(v, base, bp)? {
                    Some(p) => p,
                    None => self.type_id(pointee)?,
                };
                let t = self.pointer_type(sc, p)?;
                self.value_types.insert(v, t);
                return Ok(t);
            }
        }
        let as_ = ty.pointer_address_space().unwrap_or(0);
        let t = self.pointer_to(pointee, as_, v.is_global_variable())?;
        self.value_types.insert(v, t);
        Ok(t)
    }

    /// The SPIR-V pointee GEP `gep` reaches from `base`, whose SPIR-V pointee `bp` is typed
    /// otherwise than the GEP's LLVM source element type says (a global table of function
    /// pointers, see [`Translator::holds_function_pointers`]): `bp` walked by the indices
    /// after the first (array and vector elements, struct members by constant index). `None`
    /// when `base` is no such table or the GEP does not index its own type.
    fn typed_gep_pointee(&mut self, gep: llvm::Value<'c>, base: llvm::Value<'c>, bp: Word) -> Result<Option<Word>> {
        let Some(source) = gep.gep_source_element_type() else { return Ok(None) };
        let typed_table = base.is_global_variable()
            && base.global_value_type() == Some(source)
            && base.initializer().is_some_and(|i| self.holds_function_pointers(i));
        if !typed_table {
            return Ok(None);
        }
        let mut t = bp;
        for i in 2..gep.num_operands() {
            t = match self.type_key(t) {
                Some(SpirvType::Array(e, _) | SpirvType::Vector(e, _)) => *e,
                Some(SpirvType::Struct { members, .. }) => {
                    let Some(m) = gep.operand(i).and_then(|x| x.const_int_zext()) else { return Ok(None) };
                    match members.get(m as usize) {
                        Some(&m) => m,
                        None => return Ok(None),
                    }
                }
                _ => return Ok(None),
            };
        }
        Ok(Some(t))
    }

    /// The pointee an SSA pointer value is given (`i8` when nothing better is known).
    pub(super) fn pointee_of(&mut self, v: llvm::Value<'c>, visiting: &mut HashSet<llvm::Value<'c>>) -> llvm::Type<'c> {
        if let Some(&t) = self.pointees.get(&v) {
            return t;
        }
        if !visiting.insert(v) {
            return self.i8_ty;
        }
        let t = self.infer_pointee(v, visiting);
        self.pointees.insert(v, t);
        t
    }

    fn infer_pointee(&mut self, v: llvm::Value<'c>, visiting: &mut HashSet<llvm::Value<'c>>) -> llvm::Type<'c> {
        use llvm::Opcode as O;
        if v.is_global_variable() || v.is_function() {
            return v.global_value_type().unwrap_or(self.i8_ty);
        }
        if v.is_argument() {
            return self.param_pointees.get(&v).copied().unwrap_or(self.i8_ty);
        }
        let op = v.opcode().or_else(|| v.const_expr_opcode());
        match op {
            Some(O::LLVMAlloca) => v.allocated_type().unwrap_or(self.i8_ty),
            Some(O::LLVMLoad) => v.operand(0).and_then(|s| self.slot_pointees.get(&s)).copied().unwrap_or(self.i8_ty),
            Some(O::LLVMGetElementPtr) => {
                let indices: Vec<_> = (1..v.num_operands()).filter_map(|i| v.operand(i)).collect();
                v.gep_source_element_type().and_then(|s| self.gep_result_type(s, &indices)).unwrap_or(self.i8_ty)
            }
            Some(O::LLVMPHI) => {
                let incoming = v.phi_incoming();
                for (val, _) in incoming.iter() {
                    if val.opcode() != Some(O::LLVMPHI) && !val.is_undef() && !val.is_poison() {
                        return self.pointee_of(*val, visiting);
                    }
                }
                match incoming.first() {
                    Some((val, _)) => self.pointee_of(*val, visiting),
                    None => self.i8_ty,
                }
            }
            Some(O::LLVMSelect) => match v.operand(1) {
                Some(a) => self.pointee_of(a, visiting),
                None => self.i8_ty,
            },
            // A defined function's result has its inferred pointee.
            Some(O::LLVMCall) if v.called_value().is_some_and(|f| self.ret_pointees.contains_key(&f)) => {
                v.called_value().and_then(|f| self.ret_pointees.get(&f).copied()).unwrap_or(self.i8_ty)
            }
            // `llvm.ptr.annotation` returns its operand as an `i8` pointer (its signature in
            // typed-pointer IR, which the Khronos translator keeps: the annotated pointer
            // comes back through an `OpBitcast`).
            // A pointer `bitcast` takes the pointee its first typing use gives it (the Khronos
            // translator's type scavenger gives it a type variable its uses resolve), else
            // its operand's.
            Some(O::LLVMBitCast) if v.ty().kind() == llvm::TypeKind::LLVMPointerTypeKind => match self.use_pointee(v) {
                Some(t) => t,
                None => match v.operand(0) {
                    Some(a) if a.ty().kind() == llvm::TypeKind::LLVMPointerTypeKind => self.pointee_of(a, visiting),
                    _ => self.i8_ty,
                },
            },
            Some(O::LLVMAddrSpaceCast | O::LLVMBitCast | O::LLVMFreeze) => match v.operand(0) {
                Some(a) if a.ty().kind() == llvm::TypeKind::LLVMPointerTypeKind => self.pointee_of(a, visiting),
                _ => self.i8_ty,
            },
            _ => self.i8_ty,
        }
    }

    /// The pointee the first user of pointer `v` that types it gives: the accessed type of a
    /// load, store, GEP or atomic through it, `i8` for the annotation intrinsics (their
    /// pointer operand is an `i8*` in typed-pointer IR), a builtin's parameter pointee.
    fn use_pointee(&self, v: llvm::Value<'c>) -> Option<llvm::Type<'c>> {
        use llvm::Opcode as O;
        v.users().into_iter().find_map(|u| match u.opcode()? {
            O::LLVMLoad if u.operand(0) == Some(v) => Some(u.ty()),
            O::LLVMStore if u.operand(1) == Some(v) => u.operand(0).map(|x| x.ty()),
            O::LLVMGetElementPtr if u.operand(0) == Some(v) => u.gep_source_element_type(),
            O::LLVMAtomicRMW | O::LLVMAtomicCmpXchg if u.operand(0) == Some(v) => u.operand(1).map(|x| x.ty()),
            O::LLVMCall => {
                let callee = u.called_value()?.name();
                if (callee.starts_with("llvm.ptr.annotation") || callee.starts_with("llvm.var.annotation"))
                    && u.call_args().first() == Some(&v)
                {
                    return Some(self.i8_ty);
                }
                self.builtin_call_pointees(u).into_iter().find(|(a, _)| *a == v).map(|(_, t)| t)
            }
            _ => None,
        })
    }

    /// Infers the pointee of each pointer parameter of `f` from its first use as an
    /// address (load, store, GEP, atomic, builtin call), directly or through an
    /// `addrspacecast` of it (which keeps the pointee), or from `byval`/`sret` types, in
    /// one pass.
    pub(super) fn infer_param_pointees(&mut self, f: llvm::Value<'c>, first_call: Option<llvm::Value<'c>>) {
        let params = f.params();
        let mut open: HashSet<llvm::Value<'c>> = HashSet::default();
        for (i, p) in params.iter().enumerate() {
            if p.ty().kind() != llvm::TypeKind::LLVMPointerTypeKind {
                continue;
            }
            let idx = llvm::AttributeIndex::Param(i as u32);
            if let Some(t) = f.type_attribute(idx, self.attrs.byval).or_else(|| f.type_attribute(idx, self.attrs.sret))
            {
                self.param_pointees.insert(*p, t);
            } else {
                open.insert(*p);
            }
        }
        if open.is_empty() {
            return;
        }
        // Address-space casts of open parameters (or of such casts): cast -> parameter.
        let mut casts: FxHashMap<llvm::Value<'c>, llvm::Value<'c>> = FxHashMap::default();
        'outer: for bb in f.basic_blocks() {
            for inst in bb.instructions() {
                use llvm::Opcode as O;
                let (addr, ty) = match inst.opcode() {
                    Some(O::LLVMAddrSpaceCast) => {
                        if let Some(src) = inst.operand(0) {
                            let root = if open.contains(&src) { Some(src) } else { casts.get(&src).copied() };
                            if let Some(p) = root {
                                casts.insert(inst, p);
                            }
                        }
                        (None, None)
                    }
                    Some(O::LLVMLoad) => (inst.operand(0), Some(inst.ty())),
                    Some(O::LLVMStore) => (inst.operand(1), inst.operand(0).map(|v| v.ty())),
                    Some(O::LLVMGetElementPtr) => (inst.operand(0), inst.gep_source_element_type()),
                    Some(O::LLVMAtomicRMW) => (inst.operand(0), inst.operand(1).map(|v| v.ty())),
                    Some(O::LLVMAtomicCmpXchg) => (inst.operand(0), inst.operand(1).map(|v| v.ty())),
                    Some(O::LLVMCall) => {
                        for (a, t) in self.builtin_call_pointees(inst) {
                            let a = casts.get(&a).copied().unwrap_or(a);
                            if open.remove(&a) {
                                self.param_pointees.insert(a, t);
                            }
                        }
                        if open.is_empty() {
                            break 'outer;
                        }
                        (None, None)
                    }
                    _ => (None, None),
                };
                if let (Some(a), Some(t)) = (addr, ty) {
                    let a = casts.get(&a).copied().unwrap_or(a);
                    if open.remove(&a) {
                        self.param_pointees.insert(a, t);
                        if open.is_empty() {
                            break 'outer;
                        }
                    }
                }
            }
        }
        // A parameter the body does not access (passed on, returned) takes the pointee of
        // what `first_call`, the first direct call of `f`, passes it, as the Khronos
        // translator's type scavenger deduces it from call sites.
        if open.is_empty() {
            return;
        }
        let Some(call) = first_call else { return };
        for (p, a) in params.iter().zip(call.call_args()) {
            if open.contains(p) {
                if let Some(t) = self.own_pointee(a) {
                    self.param_pointees.insert(*p, t);
                }
            }
        }
    }

    /// The first direct call (in module order) of each defined function, for
    /// [`Translator::infer_param_pointees`]; one pass over the module.
    pub(super) fn first_direct_calls(&self) -> FxHashMap<llvm::Value<'c>, llvm::Value<'c>> {
        let mut first = FxHashMap::default();
        for f in self.module.functions().filter(|f| !f.is_declaration()) {
            for bb in f.basic_blocks() {
                for inst in bb.instructions() {
                    if inst.opcode() != Some(llvm::Opcode::LLVMCall) {
                        continue;
                    }
                    if let Some(callee) = inst.called_value().filter(|c| c.is_function() && !c.is_declaration()) {
                        first.entry(callee).or_insert(inst);
                    }
                }
            }
        }
        first
    }

    /// The pointee pointer `v` has by its own definition (an alloca's, a global's or a GEP's
    /// element type, an already typed parameter's pointee); `None` when it depends on other
    /// values still being typed.
    fn own_pointee(&mut self, v: llvm::Value<'c>) -> Option<llvm::Type<'c>> {
        use llvm::Opcode as O;
        if v.is_argument() {
            return self.param_pointees.get(&v).copied();
        }
        let own = v.is_global_variable()
            || matches!(v.opcode().or_else(|| v.const_expr_opcode()), Some(O::LLVMAlloca | O::LLVMGetElementPtr));
        own.then(|| self.pointee_of(v, &mut HashSet::default()))
    }

    /// Infers the pointee of the pointer `f` returns from its first `ret` of a pointer
    /// (after every parameter is typed), so that callers and the function type agree.
    pub(super) fn infer_return_pointee(&mut self, f: llvm::Value<'c>) {
        let returns_pointer = f
            .global_value_type()
            .and_then(|t| t.return_type())
            .is_some_and(|t| t.kind() == llvm::TypeKind::LLVMPointerTypeKind);
        if !returns_pointer {
            return;
        }
        for bb in f.basic_blocks() {
            let Some(term) = bb.instructions().last() else { continue };
            if term.opcode() != Some(llvm::Opcode::LLVMRet) {
                continue;
            }
            // Plain constants (null, undef, poison) tell nothing.
            let plain_constant =
                |v: &llvm::Value<'c>| v.is_constant() && !v.is_global_variable() && v.const_expr_opcode().is_none();
            if let Some(v) = term.operand(0).filter(|v| !plain_constant(v)) {
                let t = self.pointee_of(v, &mut HashSet::default());
                self.ret_pointees.insert(f, t);
                return;
            }
        }
    }

    /// The type a defined function's pointer result has: a pointer to its inferred
    /// pointee; `None` for other results (typed as their LLVM type).
    pub(super) fn return_pointer_type(&mut self, f: llvm::Value<'c>) -> Result<Option<Word>> {
        let Some(&pointee) = self.ret_pointees.get(&f) else { return Ok(None) };
        let as_ = f.global_value_type().and_then(|t| t.return_type()).and_then(|t| t.pointer_address_space());
        self.pointer_to(pointee, as_.unwrap_or(0), false).map(Some)
    }

    /// The pointer arguments of a call to a declared, Itanium-mangled function (an
    /// OpenCL builtin) with the arithmetic pointee their mangled parameter names, as
    /// `atomic_load(volatile __generic atomic_int *)` gives `i32`.
    pub(super) fn builtin_call_pointees(&self, inst: llvm::Value<'c>) -> Vec<(llvm::Value<'c>, llvm::Type<'c>)> {
        let Some(callee) = inst.called_value().filter(|f| f.is_function() && f.is_declaration()) else {
            return Vec::new();
        };
        let name = callee.name();
        if !name.starts_with("_Z") {
            return Vec::new();
        }
        let Some(sig) = llvm_spirv_mangling::demangle_lenient(&name) else { return Vec::new() };
        let mut out = Vec::new();
        for (a, p) in inst.call_args().into_iter().zip(sig.params.iter()) {
            if a.ty().kind() != llvm::TypeKind::LLVMPointerTypeKind {
                continue;
            }
            let pointee = p.pointee().map(|t| t.atomic_inner().unwrap_or(t));
            if let Some(t) = pointee.and_then(|t| self.mangled_llvm_type(t)) {
                out.push((a, self.builtin_access_type(&sig.name, t)));
            }
        }
        out
    }

    /// The LLVM type of an arithmetic scalar or vector from a mangled name (not `bool`).
    fn mangled_llvm_type(&self, t: &llvm_spirv_mangling::Type) -> Option<llvm::Type<'c>> {
        use llvm_spirv_mangling::{Scalar as S, Type as T};
        let scalar = |s: &S| match s {
            S::Char | S::SChar | S::UChar => Some(llvm::Type::int_n::<8>(self.ctx)),
            S::Short | S::UShort => Some(llvm::Type::int_n::<16>(self.ctx)),
            S::Int | S::UInt => Some(llvm::Type::int_n::<32>(self.ctx)),
            S::Long | S::ULong => Some(llvm::Type::int_n::<64>(self.ctx)),
            S::Half => llvm::Type::float(self.ctx, 16),
            S::Float => llvm::Type::float(self.ctx, 32),
            S::Double => llvm::Type::float(self.ctx, 64),
            S::Bool | S::BFloat16 => None,
        };
        match t {
            T::Scalar(s) => scalar(s),
            T::Vector { elem, len } => scalar(elem).and_then(|e| llvm::Type::vector(e, *len).ok()),
            _ => None,
        }
    }

    /// The id of `v` as an operand inside the current function.
    pub(super) fn value_id(&mut self, v: llvm::Value<'c>) -> Result<Word> {
        if let Some(&id) = self.locals.get(&v) {
            return Ok(id);
        }
        if v.is_instruction() || v.is_argument() {
            // A forward reference (PHI operand): allocate now, define later.
            let id = self.out.id();
            self.locals.insert(v, id);
            return Ok(id);
        }
        if v.is_constant() {
            if let Some(id) = self.expand_constant_expression(v)? {
                return Ok(id);
            }
            return self.constant_id(v);
        }
        Err(Error::UnsupportedConstant {
            constant: v.to_ir_string(),
            reason: "value kind without a SPIR-V counterpart",
        })
    }

    /// A cast or GEP constant expression used by an instruction (not a PHI) of the current
    /// function, as instructions in the current block (once per block); `None` elsewhere.
    fn expand_constant_expression(&mut self, v: llvm::Value<'c>) -> Result<Option<Word>> {
        use llvm::Opcode as O;
        let Some(op) = v.const_expr_opcode() else { return Ok(None) };
        if !matches!(
            op,
            O::LLVMPtrToInt | O::LLVMIntToPtr | O::LLVMBitCast | O::LLVMAddrSpaceCast | O::LLVMGetElementPtr
        ) {
            return Ok(None);
        }
        let Some(f) = self.func.as_mut() else { return Ok(None) };
        let Some(block) = f.expansion_block else { return Ok(None) };
        if let Some(&id) = f.expanded.get(&(block, v)) {
            return Ok(Some(id));
        }
        if f.expanding.contains(&v) {
            // The expansion asks for its own result id.
            let id = self.out.id();
            self.locals.insert(v, id);
            return Ok(Some(id));
        }
        f.expanding.insert(v);
        let emitted = if op == O::LLVMGetElementPtr { self.emit_gep(v) } else { self.emit_cast(v, op) };
        if let Some(f) = self.func.as_mut() {
            f.expanding.remove(&v);
        }
        emitted?;
        let id =
            self.locals.remove(&v).ok_or_else(|| self.internal("constant expression expanded without a result"))?;
        if let Some(f) = self.func.as_mut() {
            f.expanded.insert((block, v), id);
        }
        Ok(Some(id))
    }

    /// The id of `v` converted to type `want` (pointer casts only).
    pub(super) fn operand(&mut self, v: llvm::Value<'c>, want: Word) -> Result<Word> {
        // A SPIR 1.2 sampler passed as its `i32` bits where a sampler is expected.
        if let (Some(bits), Some(super::types::SpirvType::Sampler)) = (v.const_int_zext(), self.type_key(want)) {
            return self.sampler_constant(v, bits);
        }
        // A null pointer wanted as another pointer type is that type's OpConstantNull, not
        // a cast of the null of its own type (null is null in every storage class).
        if v.kind() == llvm::ValueKind::LLVMConstantPointerNullValueKind && self.pointer_parts(want).is_some() {
            return self.const_null(want);
        }
        let id = self.value_id(v)?;
        let have = self.value_type(v)?;
        self.coerce(id, have, want)
    }

    /// The id of `v` with its canonical type (pointers become `i8*`; OpenCL objects keep
    /// their object type).
    pub(super) fn canonical_operand(&mut self, v: llvm::Value<'c>) -> Result<Word> {
        let want = match self.objects.get(&v) {
            Some(&t) => t,
            None => self.type_id(v.ty())?,
        };
        self.operand(v, want)
    }

    /// Converts a pointer `id` of type `from` to type `to` with `OpBitcast`,
    /// `OpPtrCastToGeneric` or `OpGenericCastToPtr`; identical types return `id`.
    pub(super) fn coerce(&mut self, id: Word, from: Word, to: Word) -> Result<Word> {
        if from == to {
            return Ok(id);
        }
        if self.pointer_vector_parts(from).is_some() {
            return self.coerce_pointer_lanes(id, from, to);
        }
        let (Some((fsc, fp)), Some((tsc, _))) = (self.pointer_parts(from), self.pointer_parts(to)) else {
            return Err(self.internal("value of an unexpected non-pointer type"));
        };
        if fsc == tsc {
            return self.emit_result(spirv::Op::Bitcast, to, &[id]);
        }
        use spirv::StorageClass as S;
        let usm = |sc: S| matches!(sc, S::DeviceOnlyINTEL | S::HostOnlyINTEL);
        // SPV_INTEL_usm_storage_classes: global_device/global_host convert to and from
        // CrossWorkgroup with the extension's instructions (and to and from generic with
        // the core ones, which the extension extends to them).
        if usm(fsc) && tsc == S::CrossWorkgroup {
            let g = self.pointer_type(S::CrossWorkgroup, fp)?;
            let c = self.emit_result(spirv::Op::PtrCastToCrossWorkgroupINTEL, g, &[id])?;
            return self.coerce(c, g, to);
        }
        if usm(tsc) && fsc == S::CrossWorkgroup {
            let p = self.pointer_type(tsc, fp)?;
            let c = self.emit_result(spirv::Op::CrossWorkgroupCastToPtrINTEL, p, &[id])?;
            return self.coerce(c, p, to);
        }
        if tsc == S::Generic {
            let g = self.pointer_type(S::Generic, fp)?;
            let c = self.emit_result(spirv::Op::PtrCastToGeneric, g, &[id])?;
            return self.coerce(c, g, to);
        }
        if fsc == S::Generic {
            let p = self.pointer_type(tsc, fp)?;
            let c = self.emit_result(spirv::Op::GenericCastToPtr, p, &[id])?;
            return self.coerce(c, p, to);
        }
        Err(self.internal("pointer cast between two non-generic storage classes"))
    }

    /// The pointer type through which `value` is loaded from or stored to `ptr`: to the
    /// value's LLVM type, or to its object type for OpenCL objects kept in memory.
    fn access_pointer_type(&mut self, ptr: llvm::Value<'c>, value: llvm::Value<'c>) -> Result<Word> {
        if self.slot_pointees.contains_key(&ptr) {
            return self.value_type(ptr);
        }
        match self.objects.get(&value).copied() {
            Some(t) => {
                let sc = storage_class(ptr.ty().pointer_address_space().unwrap_or(0), ptr.is_global_variable())
                    .ok_or_else(|| self.internal("object in memory of an unknown address space"))?;
                self.pointer_type(sc, t)
            }
            None => self.pointer_like(ptr, value.ty()),
        }
    }

    /// The pointer type to `pointee` in the storage class of pointer value `p`.
    /// (The storage class is the one of `p`'s SPIR-V type: module-scope variables may live in
    /// another class than their address space says, e.g. BuiltIn variables in Input.)
    pub(super) fn pointer_like(&mut self, p: llvm::Value<'c>, pointee: llvm::Type<'c>) -> Result<Word> {
        let pt = self.value_type(p)?;
        if let Some((sc, _)) = self.pointer_parts(pt) {
            let t = self.type_id(pointee)?;
            return self.pointer_type(sc, t);
        }
        let as_ = p.ty().pointer_address_space().unwrap_or(0);
        self.pointer_to(pointee, as_, false)
    }

    /// `OpVariable ... Function` for every alloca of the function, at the top of the entry block.
    /// Array allocas with a constant count > 1 get an array variable and an `OpBitcast`
    /// to the element pointer after all variables; allocas in another address space (clang's
    /// `alloca ..., addrspace(4)`) get a Function variable and an `OpPtrCastToGeneric`.
    /// `llvm.memmove`s that need a staging buffer get theirs here too.
    pub(super) fn emit_allocas(&mut self, f: llvm::Value<'c>) -> Result<()> {
        let mut casts = Vec::new();
        for bb in f.basic_blocks() {
            for inst in bb.instructions() {
                if inst.opcode() == Some(llvm::Opcode::LLVMCall) {
                    self.plan_memmove_buffer(inst)?;
                    self.plan_carry_variable(inst)?;
                    continue;
                }
                if inst.opcode() != Some(llvm::Opcode::LLVMAlloca) {
                    continue;
                }
                let ty = inst.allocated_type().ok_or_else(|| self.invalid(inst, "alloca without a type"))?;
                let count = inst.operand(0).ok_or_else(|| self.invalid(inst, "alloca without a count"))?;
                // The count: a constant, or a specialization constant (`__spirv_SpecConstant`), whose
                // array type has that constant as its Length (spec 3.32.6 OpTypeArray).
                // A run-time count is OpVariableLengthArrayINTEL, made where the alloca is
                // (its count may be computed in the body; see `emit_variable_length_array`).
                let spec_len = match count.const_int_zext() {
                    Some(_) => None,
                    None => match self.spec_constant_length(count)? {
                        Some(len) => Some(len),
                        None => continue,
                    },
                };
                let n = count.const_int_zext().unwrap_or(0);
                let result_ty = self.value_type(inst)?;
                let sc = self.pointer_parts(result_ty).map(|(sc, _)| sc);
                if !matches!(sc, Some(spirv::StorageClass::Function | spirv::StorageClass::Generic)) {
                    // A Function variable converts only to Generic (SPIR-V spec 3.52.11
                    // OpPtrCastToGeneric); `alloca ..., addrspace(1)` has no SPIR-V form.
                    return Err(self.unsupported(inst, "alloca in an address space other than private or generic"));
                }
                let id = self.value_id(inst)?;
                let in_function = sc == Some(spirv::StorageClass::Function);
                if let Some(len) = spec_len {
                    let elem = self.type_id(ty)?;
                    let arr = self.make_type(super::types::SpirvType::Array(elem, len))?;
                    let var_ptr = self.pointer_type(spirv::StorageClass::Function, arr)?;
                    let var = self.out.id();
                    self.emit(spirv::Op::Variable, &[var_ptr, var, spirv::StorageClass::Function as u32])?;
                    casts.push((result_ty, id, var, var_ptr));
                } else if n == 1 && in_function {
                    self.emit(spirv::Op::Variable, &[result_ty, id, spirv::StorageClass::Function as u32])?;
                } else {
                    let var_ty = if n == 1 { ty } else { llvm::Type::array(ty, n)? };
                    let var_ptr = self.pointer_to(var_ty, 0, false)?;
                    let var = self.out.id();
                    self.emit(spirv::Op::Variable, &[var_ptr, var, spirv::StorageClass::Function as u32])?;
                    casts.push((result_ty, id, var, var_ptr));
                }
                let align = inst.alignment();
                if align > 0 {
                    let target = casts.last().filter(|c| c.1 == id).map(|c| c.2).unwrap_or(id);
                    self.decorate(target, spirv::Decoration::Alignment, &[align]);
                }
                if let Some(name) = Some(inst.name()).filter(|n| !n.is_empty()) {
                    self.emit_name(id, &name)?;
                }
            }
        }
        for (ty, id, var, var_ptr) in casts {
            let (Some((vsc, vp)), Some((tsc, _))) = (self.pointer_parts(var_ptr), self.pointer_parts(ty)) else {
                return Err(self.internal("alloca of a non-pointer type"));
            };
            if vsc == tsc {
                self.emit(spirv::Op::Bitcast, &[ty, id, var])?;
            } else {
                // Generic: other address spaces were refused when the alloca was read.
                let g = self.pointer_type(spirv::StorageClass::Generic, vp)?;
                if g == ty {
                    self.emit(spirv::Op::PtrCastToGeneric, &[ty, id, var])?;
                } else {
                    let c = self.emit_result(spirv::Op::PtrCastToGeneric, g, &[var])?;
                    self.emit(spirv::Op::Bitcast, &[ty, id, c])?;
                }
            }
        }
        Ok(())
    }

    /// An `alloca` with a run-time count (C99 variable-length arrays) ->
    /// `OpVariableLengthArrayINTEL` (SPV_INTEL_variable_length_array: a Function-storage
    /// pointer to the first of `Length` elements), where the alloca is; an alloca in the
    /// generic address space gets an `OpPtrCastToGeneric` of it.
    pub(super) fn emit_variable_length_array(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let ty = inst.allocated_type().ok_or_else(|| self.invalid(inst, "alloca without a type"))?;
        let count = inst.operand(0).ok_or_else(|| self.invalid(inst, "alloca without a count"))?;
        if !self.options.allows(VARIABLE_LENGTH_ARRAY) {
            // The Khronos translator's words.
            return Err(self.unsupported(
                inst,
                "Translation of dynamic alloca requires SPV_INTEL_variable_length_array extension.",
            ));
        }
        self.out.extension(VARIABLE_LENGTH_ARRAY);
        self.out.capability(spirv::Capability::VariableLengthArrayINTEL);
        let len = self.canonical_operand(count)?;
        let result_ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        let elem = self.type_id(ty)?;
        let var_ptr = self.pointer_type(spirv::StorageClass::Function, elem)?;
        let target = if var_ptr == result_ty {
            self.emit(spirv::Op::VariableLengthArrayINTEL, &[result_ty, id, len])?;
            id
        } else if self.pointer_parts(result_ty).map(|(sc, _)| sc) == Some(spirv::StorageClass::Generic) {
            let var = self.emit_result(spirv::Op::VariableLengthArrayINTEL, var_ptr, &[len])?;
            let g = self.pointer_type(spirv::StorageClass::Generic, elem)?;
            let c = if g == result_ty { id } else { self.out.id() };
            self.emit(spirv::Op::PtrCastToGeneric, &[g, c, var])?;
            if c != id {
                self.emit(spirv::Op::Bitcast, &[result_ty, id, c])?;
            }
            var
        } else {
            return Err(self.unsupported(inst, "alloca in an address space other than private or generic"));
        };
        let align = inst.alignment();
        if align > 0 {
            self.decorate(target, spirv::Decoration::Alignment, &[align]);
        }
        if let Some(name) = Some(inst.name()).filter(|n| !n.is_empty()) {
            self.emit_name(id, &name)?;
        }
        Ok(())
    }

    /// The id of the specialization constant an alloca count is (a `__spirv_SpecConstant`
    /// call, emitted here if the body has not reached it yet), or `None` for other values.
    fn spec_constant_length(&mut self, count: llvm::Value<'c>) -> Result<Option<Word>> {
        if !is_spec_constant_call(count) {
            return Ok(None);
        }
        if !self.locals.contains_key(&count) {
            self.emit_spec_constant(count)?;
        }
        Ok(self.locals.get(&count).copied())
    }

    /// For an `llvm.memmove` between possibly overlapping memory with a constant length:
    /// a Function-storage byte array to stage the copy through (see [`Translator::emit_memcpy`]).
    fn plan_memmove_buffer(&mut self, call: llvm::Value<'c>) -> Result<()> {
        let Some(callee) = call.called_value() else { return Ok(()) };
        if !callee.name_bytes().starts_with(b"llvm.memmove.") {
            return Ok(());
        }
        let args = call.call_args();
        let (Some(&dst), Some(&src), Some(len)) =
            (args.first(), args.get(1), args.get(2).and_then(|l| l.const_int_zext()))
        else {
            return Ok(());
        };
        if Self::distinct_objects(dst, src) || len == 0 || len > u32::MAX as u64 {
            return Ok(());
        }
        let arr = llvm::Type::array(self.i8_ty, len)?;
        let ptr = self.pointer_to(arr, 0, false)?;
        let var = self.out.id();
        self.emit(spirv::Op::Variable, &[ptr, var, spirv::StorageClass::Function as u32])?;
        if let Some(f) = self.func.as_mut() {
            f.call_variables.insert(call, (var, ptr));
        }
        Ok(())
    }

    /// `load` -> `OpLoad` (or `OpAtomicLoad` for atomic loads).
    pub(super) fn emit_load(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let ptr = inst.operand(0).ok_or_else(|| self.invalid(inst, "load without an address"))?;
        let want = self.access_pointer_type(ptr, inst)?;
        let p = self.operand(ptr, want)?;
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        let ordering = inst.ordering().unwrap_or(llvm::AtomicOrdering::LLVMAtomicOrderingNotAtomic);
        if ordering != llvm::AtomicOrdering::LLVMAtomicOrderingNotAtomic {
            let (scope, sem) = self.atomic_scope_semantics(inst, ordering)?;
            self.note_atomic_width(spirv::Op::AtomicLoad, ty, || inst.to_ir_string().trim().to_string())?;
            return self.emit(spirv::Op::AtomicLoad, &[ty, id, p, scope, sem]);
        }
        let mut ops = vec![ty, id, p];
        ops.extend(self.load_store_operands(inst)?);
        self.emit(spirv::Op::Load, &ops)
    }

    /// `store` -> `OpStore` (or `OpAtomicStore`).
    pub(super) fn emit_store(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let (Some(val), Some(ptr)) = (inst.operand(0), inst.operand(1)) else {
            return Err(self.invalid(inst, "store without value or address"));
        };
        let want = self.access_pointer_type(ptr, val)?;
        let p = self.operand(ptr, want)?;
        let v = match self.slot_element_type(ptr)? {
            Some(held) if super::slots::is_pointer_literal(val) && !val.is_undef() && !val.is_poison() => {
                self.const_null(held)?
            }
            Some(held) => self.operand(val, held)?,
            None => self.canonical_operand(val)?,
        };
        let ordering = inst.ordering().unwrap_or(llvm::AtomicOrdering::LLVMAtomicOrderingNotAtomic);
        if ordering != llvm::AtomicOrdering::LLVMAtomicOrderingNotAtomic {
            let (scope, sem) = self.atomic_scope_semantics(inst, ordering)?;
            let vty = self.value_type(val)?;
            self.note_atomic_width(spirv::Op::AtomicStore, vty, || inst.to_ir_string().trim().to_string())?;
            return self.emit(spirv::Op::AtomicStore, &[p, scope, sem, v]);
        }
        let mut ops = vec![p, v];
        ops.extend(self.load_store_operands(inst)?);
        self.emit(spirv::Op::Store, &ops)
    }

    /// `getelementptr` -> `OpInBoundsPtrAccessChain` / `OpPtrAccessChain`.
    pub(super) fn emit_gep(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let base = inst.operand(0).ok_or_else(|| self.invalid(inst, "GEP without a base"))?;
        if inst.ty().kind() == llvm::TypeKind::LLVMVectorTypeKind {
            // A vector of pointers (SPV_INTEL_masked_gather_scatter; see pointer_vectors.rs).
            return self.emit_vector_gep(inst);
        }
        if base.ty().kind() != llvm::TypeKind::LLVMPointerTypeKind {
            return Err(self.unsupported(inst, "vector GEPs have no SPIR-V counterpart"));
        }
        let src = inst.gep_source_element_type().ok_or_else(|| self.invalid(inst, "GEP without a source type"))?;
        // A GEP into a table of function pointers indexes the table's own type.
        let bt = self.value_type(base)?;
        let typed = match self.pointer_parts(bt) {
            Some((_, bp)) => self.typed_gep_pointee(inst, base, bp)?.is_some(),
            None => false,
        };
        let want = if typed { bt } else { self.pointer_like(base, src)? };
        let b = self.operand(base, want)?;
        let mut ops = vec![b];
        for i in 1..inst.num_operands() {
            let idx = inst.operand(i).ok_or_else(|| self.invalid(inst, "missing GEP index"))?;
            // GEP indices are signed; a legalized index is sign-extended within its container.
            let id = if self.odd_int(idx.ty()).is_some() { self.signed_operand(inst, i)? } else { self.value_id(idx)? };
            ops.push(id);
        }
        let ty = self.value_type(inst)?;
        let id = self.value_id(inst)?;
        let op = if inst.is_in_bounds() { spirv::Op::InBoundsPtrAccessChain } else { spirv::Op::PtrAccessChain };
        let mut full = vec![ty, id];
        full.extend(ops);
        self.emit(op, &full)
    }

    /// `llvm.memcpy`/`llvm.memmove` -> `OpCopyMemorySized`, `Aligned` with the smaller of the
    /// two pointer alignments (as the Khronos translator does before SPIR-V 1.4); where
    /// version 1.4 may be used and the alignments differ, one memory-operand set for the
    /// target and one for the source, each with its own alignment.
    ///
    /// A `memmove` between provably distinct objects (allocas, globals) is a plain copy;
    /// otherwise, with a constant length, it copies through a staging buffer (source to
    /// buffer, buffer to destination), since OpCopyMemorySized does not define overlapping
    /// copies; a `memmove` of run-time length between possibly overlapping memory (same
    /// storage class, or Generic) calls a byte loop choosing the copy direction at run time.
    pub(super) fn emit_memcpy(&mut self, inst: llvm::Value<'c>, is_move: bool) -> Result<()> {
        let args = inst.call_args();
        let (Some(&dst), Some(&src), Some(&len)) = (args.first(), args.get(1), args.get(2)) else {
            return Err(self.invalid(inst, "memcpy needs (dst, src, len, volatile)"));
        };
        let buffer = self.func.as_ref().and_then(|f| f.call_variables.get(&inst).copied());
        let volatile = args.get(3).and_then(|v| v.const_int_zext()).unwrap_or(0) != 0;
        if is_move && buffer.is_none() && !Self::distinct_objects(dst, src) {
            let dst_ty = self.value_type(dst)?;
            let src_ty = self.value_type(src)?;
            let (Some((dsc, _)), Some((ssc, _))) = (self.pointer_parts(dst_ty), self.pointer_parts(src_ty)) else {
                return Err(self.invalid(inst, "memmove operands are not pointers"));
            };
            use spirv::StorageClass as S;
            // Two different concrete storage classes never overlap: a plain copy below.
            if dsc == ssc || dsc == S::Generic || ssc == S::Generic {
                return self.emit_memmove_loop(
                    inst,
                    dst,
                    src,
                    len,
                    if dsc == ssc { dsc } else { S::Generic },
                    volatile,
                );
            }
        }
        let align_of = |i: u32| inst.call_site_enum_attribute(llvm::AttributeIndex::Param(i), self.attrs.align);
        let (dst_align, src_align) = (align_of(0), align_of(1));
        let align = match (dst_align, src_align) {
            (Some(a), Some(b)) => a.min(b),
            (Some(a), None) | (None, Some(a)) => a,
            (None, None) => 0,
        } as u32;
        let d = self.value_id(dst)?;
        let s = self.value_id(src)?;
        let n = self.value_id(len)?;
        // The memory operands, `None` written out when there are none (as the Khronos
        // translator writes copies). From SPIR-V 1.4 a copy takes a second set for its
        // source (spec 3.49.8 OpCopyMemorySized): two alignments that differ keep both.
        let mut access = memory_operands(volatile, align);
        if let (Some(da), Some(sa), None) = (dst_align, src_align, buffer) {
            if da != sa && self.options.raise_version_for_features && self.options.max_version >= (1, 4) {
                self.out.require_version((1, 4));
                access = memory_operands(volatile, da as u32);
                access.extend(memory_operands(volatile, sa as u32));
            }
        }
        if access.is_empty() {
            access.push(spirv::MemoryAccess::NONE.bits());
        }
        let Some((buf, buf_ty)) = buffer else {
            let mut ops = vec![d, s, n];
            ops.extend(access);
            return self.emit(spirv::Op::CopyMemorySized, &ops);
        };
        let i8 = self.type_id(self.i8_ty)?;
        let byte_ptr = self.pointer_type(spirv::StorageClass::Function, i8)?;
        let tmp = self.coerce(buf, buf_ty, byte_ptr)?;
        let size = len.const_int_zext().unwrap_or(0) as u32;
        self.emit(spirv::Op::LifetimeStart, &[tmp, size])?;
        for (to, from) in [(buf, s), (d, buf)] {
            let mut ops = vec![to, from, n];
            ops.extend(access.iter().copied());
            self.emit(spirv::Op::CopyMemorySized, &ops)?;
        }
        // The end marker takes its own cast (the reverse direction pairs each marker with one).
        let tmp = self.coerce(buf, buf_ty, byte_ptr)?;
        self.emit(spirv::Op::LifetimeStop, &[tmp, size])
    }

    /// A `memmove` that may overlap and has no staging buffer (a run-time length): a call
    /// to `spirv.llvm_memmove_p{A}_p{A}_i{N}(i8* dst, i8* src, iN len, bool volatile)`
    /// (the intrinsic's name in the Khronos translator's helper convention, which SPIR-V
    /// consumers built on it turn back into `llvm.memmove`), both pointers seen in storage
    /// class `sc` (Generic, address space 4, when they differ).
    fn emit_memmove_loop(
        &mut self,
        inst: llvm::Value<'c>,
        dst: llvm::Value<'c>,
        src: llvm::Value<'c>,
        len: llvm::Value<'c>,
        sc: spirv::StorageClass,
        volatile: bool,
    ) -> Result<()> {
        let i8 = self.type_id(self.i8_ty)?;
        let byte_ptr = self.pointer_type(sc, i8)?;
        let d = self.operand(dst, byte_ptr)?;
        let s = self.operand(src, byte_ptr)?;
        let n = self.value_id(len)?;
        let Some(width) = len.ty().int_width() else {
            return Err(self.invalid(inst, "memmove length is not an integer"));
        };
        let address_space = match sc {
            spirv::StorageClass::Generic => 4,
            _ => dst.ty().pointer_address_space().unwrap_or(0),
        };
        let helper = self.memmove_helper(sc, address_space, len.ty(), width)?;
        let bool_ty = self.bool_type()?;
        let flag = self.const_scalar(bool_ty, volatile as u64)?;
        let void = self.void_type()?;
        self.emit_result(spirv::Op::FunctionCall, void, &[helper, d, s, n, flag]).map(|_| ())
    }

    /// The byte loop of [`Self::emit_memmove_loop`]: copies forward when the destination's
    /// address is at or below the source's, else backward, so overlapping bytes are read
    /// before they are overwritten (LLVM LangRef "'llvm.memmove' Intrinsic"). Addresses are
    /// compared as 64-bit integers (`OpConvertPtrToU`); a zero length copies nothing; with
    /// `volatile` set the byte accesses are `Volatile`.
    fn memmove_helper(
        &mut self,
        sc: spirv::StorageClass,
        address_space: u32,
        len_ty: llvm::Type<'c>,
        width: u32,
    ) -> Result<Word> {
        let name = format!("spirv.llvm_memmove_p{address_space}_p{address_space}_i{width}");
        if let Some(&id) = self.helpers.get(&name) {
            return Ok(id);
        }
        let i8 = self.type_id(self.i8_ty)?;
        let ptr = self.pointer_type(sc, i8)?;
        let n_ty = self.type_id(len_ty)?;
        let u64_ty = self.make_type(super::types::SpirvType::int(64))?;
        let void = self.void_type()?;
        let bool_ty = self.bool_type()?;
        let fn_ty = self.function_type(void, vec![ptr, ptr, n_ty, bool_ty])?;
        let zero = self.const_scalar(n_ty, 0)?;
        let one = self.const_scalar(n_ty, 1)?;
        let vol = spirv::MemoryAccess::VOLATILE.bits();
        let [f, d, s, n, v, entry, check, exit] = std::array::from_fn(|_| self.out.id());
        let [di, si, is_zero, forward] = std::array::from_fn(|_| self.out.id());
        let mut body: Vec<(spirv::Op, Vec<u32>)> = vec![
            (spirv::Op::Function, vec![void, f, spirv::FunctionControl::INLINE.bits(), fn_ty]),
            (spirv::Op::FunctionParameter, vec![ptr, d]),
            (spirv::Op::FunctionParameter, vec![ptr, s]),
            (spirv::Op::FunctionParameter, vec![n_ty, n]),
            (spirv::Op::FunctionParameter, vec![bool_ty, v]),
            (spirv::Op::Label, vec![entry]),
            (spirv::Op::IEqual, vec![bool_ty, is_zero, zero, n]),
            (spirv::Op::BranchConditional, vec![is_zero, exit, check]),
            (spirv::Op::Label, vec![check]),
            (spirv::Op::ConvertPtrToU, vec![u64_ty, di, d]),
            (spirv::Op::ConvertPtrToU, vec![u64_ty, si, s]),
            (spirv::Op::ULessThanEqual, vec![bool_ty, forward, di, si]),
        ];
        // One loop per direction: header (phi, byte index), a volatile and a plain copy
        // of the byte, latch (next index, loop test).
        let [fwd, bwd] = std::array::from_fn(|_| self.out.id());
        body.push((spirv::Op::BranchConditional, vec![forward, fwd, bwd]));
        for backward in [false, true] {
            let header = if backward { bwd } else { fwd };
            let [i, k, next, more, sp, dp, copy_v, copy_p, latch, b1, b2] = std::array::from_fn(|_| self.out.id());
            let start = if backward { n } else { zero };
            body.push((spirv::Op::Label, vec![header]));
            body.push((spirv::Op::Phi, vec![n_ty, i, start, check, next, latch]));
            if backward {
                // Byte i-1, then i-1 is the next index; done at 0.
                body.push((spirv::Op::ISub, vec![n_ty, k, i, one]));
            } else {
                body.push((spirv::Op::CopyObject, vec![n_ty, k, i]));
            }
            body.push((spirv::Op::InBoundsPtrAccessChain, vec![ptr, sp, s, k]));
            body.push((spirv::Op::InBoundsPtrAccessChain, vec![ptr, dp, d, k]));
            body.push((spirv::Op::BranchConditional, vec![v, copy_v, copy_p]));
            body.push((spirv::Op::Label, vec![copy_v]));
            body.push((spirv::Op::Load, vec![i8, b1, sp, vol]));
            body.push((spirv::Op::Store, vec![dp, b1, vol]));
            body.push((spirv::Op::Branch, vec![latch]));
            body.push((spirv::Op::Label, vec![copy_p]));
            body.push((spirv::Op::Load, vec![i8, b2, sp]));
            body.push((spirv::Op::Store, vec![dp, b2]));
            body.push((spirv::Op::Branch, vec![latch]));
            body.push((spirv::Op::Label, vec![latch]));
            if backward {
                body.push((spirv::Op::CopyObject, vec![n_ty, next, k]));
                body.push((spirv::Op::INotEqual, vec![bool_ty, more, next, zero]));
            } else {
                body.push((spirv::Op::IAdd, vec![n_ty, next, k, one]));
                body.push((spirv::Op::ULessThan, vec![bool_ty, more, next, n]));
            }
            body.push((spirv::Op::BranchConditional, vec![more, header, exit]));
        }
        body.push((spirv::Op::Label, vec![exit]));
        body.push((spirv::Op::Return, vec![]));
        body.push((spirv::Op::FunctionEnd, vec![]));
        let out =
            if self.func.is_some() { &mut self.pending_helper_bodies } else { &mut self.out.sections.function_defs };
        for (op, ops) in body {
            push_helper(out, op, &ops);
        }
        self.emit_name(f, &name)?;
        self.helper_export(f, &name)?;
        self.helpers.insert(name, f);
        Ok(f)
    }

    /// Whether two pointers are distinct allocas/globals (so cannot overlap).
    fn distinct_objects(a: llvm::Value<'c>, b: llvm::Value<'c>) -> bool {
        let is_object = |v: llvm::Value<'c>| v.is_global_variable() || v.opcode() == Some(llvm::Opcode::LLVMAlloca);
        a != b && is_object(a) && is_object(b)
    }

    /// `llvm.memset` (LLVM LangRef "'llvm.memset.*' Intrinsic"). With a constant value and
    /// length: a UniformConstant byte array holding the pattern, and `OpCopyMemorySized`
    /// from it to the destination, both seen as `i8` pointers. Otherwise: a call to a
    /// generated loop function `spirv.llvm_memset_p{addrspace}_i{len width}` (see
    /// [`Self::memset_helper`]). The destination's `align` becomes the `Aligned` memory
    /// operand and `isvolatile` the `Volatile` one; a zero length stores nothing.
    pub(super) fn emit_memset(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let args = inst.call_args();
        let (Some(&dst), Some(&val), Some(&len)) = (args.first(), args.get(1), args.get(2)) else {
            return Err(self.invalid(inst, "memset needs (dst, val, len, volatile)"));
        };
        let volatile_arg = args.get(3).copied();
        let volatile = volatile_arg.and_then(|v| v.const_int_zext()).unwrap_or(0) != 0;
        let align = inst.call_site_enum_attribute(llvm::AttributeIndex::Param(0), self.attrs.align).unwrap_or(0) as u32;
        let dst_ty = self.value_type(dst)?;
        let (sc, _) =
            self.pointer_parts(dst_ty).ok_or_else(|| self.invalid(inst, "memset destination is not a pointer"))?;
        let i8 = self.type_id(self.i8_ty)?;
        let byte_ptr = self.pointer_type(sc, i8)?;
        let n = self.value_id(len)?;
        match (val.const_int_zext(), len.const_int_zext()) {
            (_, Some(0)) => Ok(()),
            (Some(byte), Some(count)) if count <= (1 << 20) => {
                let arr_len = self.array_length(count)?;
                let arr = self.make_type(super::types::SpirvType::Array(i8, arr_len))?;
                let init = if byte == 0 {
                    self.const_null(arr)?
                } else {
                    let b = self.const_scalar(i8, byte)?;
                    self.const_composite(arr, &vec![b; count as usize])?
                };
                let ptr = self.pointer_type(spirv::StorageClass::UniformConstant, arr)?;
                let var = self.out.id();
                self.emit_global(spirv::Op::Variable, &[ptr, var, spirv::StorageClass::UniformConstant as u32, init])?;
                let target = self.operand(dst, byte_ptr)?;
                let const_byte_ptr = self.pointer_type(spirv::StorageClass::UniformConstant, i8)?;
                let source = self.coerce(var, ptr, const_byte_ptr)?;
                let mut ops = vec![target, source, n];
                ops.extend(memory_operands(volatile, align));
                self.emit(spirv::Op::CopyMemorySized, &ops)
            }
            _ => {
                let address_space = dst.ty().pointer_address_space().unwrap_or(0);
                let helper = self.memset_helper(dst_ty, address_space, len.ty(), volatile)?;
                let dest_ty = self.memset_destinations.get(&helper).copied().unwrap_or(byte_ptr);
                let d = self.operand(dst, dest_ty)?;
                let v = self.value_id(val)?;
                let is_volatile = match volatile_arg {
                    Some(a) => self.value_id(a)?,
                    None => {
                        let b = self.bool_type()?;
                        self.const_scalar(b, 0)?
                    }
                };
                let void = self.void_type()?;
                self.emit_result(spirv::Op::FunctionCall, void, &[helper, d, v, n, is_volatile]).map(|_| ())
            }
        }
    }

    /// A function `void spirv.llvm_memset_p{address_space}_i{N}[.volatile](T* dst, i8 val,
    /// iN len, bool volatile)` (the Khronos translator's names and signature: LLVM's
    /// memset-as-loop expansion, one per volatility, `isvolatile` being an `immarg`)
    /// storing `val` to the `len` bytes at `dst`: a zero-length test, then one loop block
    /// (`OpPhi` index, `dst` cast to a byte pointer when `T` is not `i8`,
    /// `OpInBoundsPtrAccessChain`, `OpStore` `Aligned 1`, plus `Volatile` in the `.volatile`
    /// one, increment, `OpULessThan` back edge). `dst` has the type `dest` of the first
    /// call's destination, as the Khronos translator types it (later calls cast theirs to
    /// it; [`Translator::memset_destinations`] keeps it). SPIR-V consumers built on the
    /// Khronos translator, and our reader, turn a function of this name back into
    /// `llvm.memset`.
    fn memset_helper(
        &mut self,
        dest: Word,
        address_space: u32,
        len_ty: llvm::Type<'c>,
        volatile: bool,
    ) -> Result<Word> {
        let intrinsic = format!("llvm.memset.p{}.i{}", address_space, len_ty.int_width().unwrap_or(0));
        let name = crate::emulated_intrinsics::helper_name(&intrinsic, volatile);
        if let Some(&id) = self.helpers.get(&name) {
            return Ok(id);
        }
        let i8 = self.type_id(self.i8_ty)?;
        let (sc, pointee) = self.pointer_parts(dest).ok_or_else(|| self.internal("memset of a non-pointer"))?;
        let ptr = self.pointer_type(sc, i8)?;
        let n_ty = self.type_id(len_ty)?;
        let void = self.void_type()?;
        let bool_ty = self.bool_type()?;
        let fn_ty = self.function_type(void, vec![dest, i8, n_ty, bool_ty])?;
        let zero = self.const_scalar(n_ty, 0)?;
        let one = self.const_scalar(n_ty, 1)?;
        let [f, p, v, n, vol, entry, body, exit] = std::array::from_fn(|_| self.out.id());
        let [is_zero, i, next, not_end, addr] = std::array::from_fn(|_| self.out.id());
        let bytes = if pointee == i8 { p } else { self.out.id() };
        let access = spirv::MemoryAccess::ALIGNED
            | if volatile { spirv::MemoryAccess::VOLATILE } else { spirv::MemoryAccess::NONE };
        let helper_body: Vec<(spirv::Op, Vec<u32>)> = vec![
            (spirv::Op::Function, vec![void, f, spirv::FunctionControl::INLINE.bits(), fn_ty]),
            (spirv::Op::FunctionParameter, vec![dest, p]),
            (spirv::Op::FunctionParameter, vec![i8, v]),
            (spirv::Op::FunctionParameter, vec![n_ty, n]),
            (spirv::Op::FunctionParameter, vec![bool_ty, vol]),
            (spirv::Op::Label, vec![entry]),
            (spirv::Op::IEqual, vec![bool_ty, is_zero, zero, n]),
            (spirv::Op::BranchConditional, vec![is_zero, exit, body]),
            (spirv::Op::Label, vec![body]),
            (spirv::Op::Phi, vec![n_ty, i, zero, entry, next, body]),
            (spirv::Op::Bitcast, vec![ptr, bytes, p]),
            (spirv::Op::InBoundsPtrAccessChain, vec![ptr, addr, bytes, i]),
            (spirv::Op::Store, vec![addr, v, access.bits(), 1]),
            (spirv::Op::IAdd, vec![n_ty, next, i, one]),
            (spirv::Op::ULessThan, vec![bool_ty, not_end, next, n]),
            (spirv::Op::BranchConditional, vec![not_end, body, exit]),
            (spirv::Op::Label, vec![exit]),
            (spirv::Op::Return, vec![]),
            (spirv::Op::FunctionEnd, vec![]),
        ];
        // Placed after the function being translated (its first user), as `helper_function` does.
        let out =
            if self.func.is_some() { &mut self.pending_helper_bodies } else { &mut self.out.sections.function_defs };
        for (op, ops) in helper_body {
            // No cast of a byte pointer.
            if op != spirv::Op::Bitcast || bytes != p {
                push_helper(out, op, &ops);
            }
        }
        self.memset_destinations.insert(f, dest);
        self.emit_name(f, &name)?;
        self.helper_export(f, &name)?;
        self.helpers.insert(name, f);
        Ok(f)
    }

    /// The storage class of a pointer value's address space.
    pub(super) fn storage_class_of(&self, p: llvm::Value<'c>) -> Option<spirv::StorageClass> {
        if let Some((sc, _)) = self.value_types.get(&p).and_then(|t| self.pointer_parts(*t)) {
            return Some(sc);
        }
        storage_class(p.ty().pointer_address_space()?, p.is_global_variable())
    }
}

/// Appends a generated helper instruction (always small).
fn push_helper(buf: &mut Vec<u32>, op: spirv::Op, ops: &[u32]) {
    super::builder::push_fixed(buf, op, ops);
}
