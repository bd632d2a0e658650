//! Construction: constants, globals, functions, metadata and an instruction
//! builder (`llvm::IRBuilder` through the C API). Used by the reverse translation.
//! Source: LLVM 19 `llvm-c/Core.h`, "Constants", "Global Values", "Instruction Builders".

use super::{
    cstring, AtomicOrdering, AtomicRmwBinOp, BasicBlock, Context, IntPredicate, Linkage, Module, Opcode, RealPredicate,
    Type, Value,
};
use llvm_sys::core;
use llvm_sys::prelude::{LLVMBuilderRef, LLVMValueRef};
use std::marker::PhantomData;

const NO_NAME: *const std::ffi::c_char = c"".as_ptr();

fn raws(vals: &[Value<'_>]) -> Vec<LLVMValueRef> {
    vals.iter().map(|v| v.raw()).collect()
}

/// Wraps a handle returned by an LLVM constructor (never null).
fn wrap<'c>(raw: LLVMValueRef) -> Value<'c> {
    Value::from_constructor(raw)
}

impl<'c> Value<'c> {
    // ---- constants ----

    /// `iN` constant from the low bits of `v`.
    pub fn const_int(ty: Type<'c>, v: u64) -> Self {
        wrap(unsafe { core::LLVMConstInt(ty.raw(), v, 0) })
    }
    /// A floating-point constant of `ty` (half/float/double) holding `v`.
    pub fn const_real(ty: Type<'c>, v: f64) -> Self {
        wrap(unsafe { core::LLVMConstReal(ty.raw(), v) })
    }
    /// `zeroinitializer` / `null` of `ty`.
    pub fn const_null(ty: Type<'c>) -> Self {
        wrap(unsafe { core::LLVMConstNull(ty.raw()) })
    }
    /// `undef` of `ty`.
    pub fn undef(ty: Type<'c>) -> Self {
        wrap(unsafe { core::LLVMGetUndef(ty.raw()) })
    }
    /// `poison` of `ty`.
    pub fn poison(ty: Type<'c>) -> Self {
        wrap(unsafe { core::LLVMGetPoison(ty.raw()) })
    }
    /// `[elems]` of element type `elem`.
    pub fn const_array(elem: Type<'c>, elems: &[Value<'c>]) -> Self {
        let mut r = raws(elems);
        wrap(unsafe { core::LLVMConstArray2(elem.raw(), r.as_mut_ptr(), r.len() as u64) })
    }
    /// A constant of struct type `ty` with `fields`.
    pub fn const_struct(ty: Type<'c>, fields: &[Value<'c>]) -> Self {
        let mut r = raws(fields);
        wrap(unsafe { core::LLVMConstNamedStruct(ty.raw(), r.as_mut_ptr(), r.len() as u32) })
    }
    /// `<elems>`.
    pub fn const_vector(elems: &[Value<'c>]) -> Self {
        let mut r = raws(elems);
        wrap(unsafe { core::LLVMConstVector(r.as_mut_ptr(), r.len() as u32) })
    }
    /// Constant `getelementptr [inbounds] source, base, indices`.
    pub fn const_gep(source: Type<'c>, base: Value<'c>, indices: &[Value<'c>], in_bounds: bool) -> Self {
        let mut r = raws(indices);
        wrap(unsafe {
            if in_bounds {
                core::LLVMConstInBoundsGEP2(source.raw(), base.raw(), r.as_mut_ptr(), r.len() as u32)
            } else {
                core::LLVMConstGEP2(source.raw(), base.raw(), r.as_mut_ptr(), r.len() as u32)
            }
        })
    }
    /// Constant cast: `bitcast`, `addrspacecast`, `ptrtoint`, `inttoptr`, `trunc`.
    pub fn const_cast(op: Opcode, v: Value<'c>, ty: Type<'c>) -> Option<Self> {
        let raw = unsafe {
            match op {
                Opcode::LLVMBitCast => core::LLVMConstBitCast(v.raw(), ty.raw()),
                Opcode::LLVMAddrSpaceCast => core::LLVMConstAddrSpaceCast(v.raw(), ty.raw()),
                Opcode::LLVMPtrToInt => core::LLVMConstPtrToInt(v.raw(), ty.raw()),
                Opcode::LLVMIntToPtr => core::LLVMConstIntToPtr(v.raw(), ty.raw()),
                Opcode::LLVMTrunc => core::LLVMConstTrunc(v.raw(), ty.raw()),
                _ => return None,
            }
        };
        Value::from_raw(raw)
    }

    // ---- setters ----

    /// Sets the value's name.
    pub fn set_name(self, name: &str) {
        unsafe { core::LLVMSetValueName2(self.raw(), name.as_ptr().cast(), name.len()) }
    }
    /// Sets a global's initializer.
    pub fn set_initializer(self, init: Value<'c>) {
        unsafe { core::LLVMSetInitializer(self.raw(), init.raw()) }
    }
    /// Marks a global `constant`.
    pub fn set_global_constant(self, c: bool) {
        unsafe { core::LLVMSetGlobalConstant(self.raw(), c as i32) }
    }
    /// Sets the linkage of a global value.
    pub fn set_linkage(self, l: Linkage) {
        unsafe { core::LLVMSetLinkage(self.raw(), l) }
    }
    /// Sets the section of a global value (`section "llvm.metadata"`).
    pub fn set_section(self, section: &str) {
        let c = cstring(section);
        unsafe { core::LLVMSetSection(self.raw(), c.as_ptr()) }
    }
    /// Marks a global value `unnamed_addr`.
    pub fn set_unnamed_addr(self) {
        unsafe { core::LLVMSetUnnamedAddress(self.raw(), llvm_sys::LLVMUnnamedAddr::LLVMGlobalUnnamedAddr) }
    }
    /// Sets the alignment of a global, alloca, load or store.
    pub fn set_alignment(self, a: u32) {
        unsafe { core::LLVMSetAlignment(self.raw(), a) }
    }
    /// Sets `volatile` on a load/store/atomic.
    pub fn set_volatile(self, v: bool) {
        unsafe { core::LLVMSetVolatile(self.raw(), v as i32) }
    }
    /// Sets a function's calling convention.
    pub fn set_function_call_conv(self, cc: u32) {
        unsafe { core::LLVMSetFunctionCallConv(self.raw(), cc) }
    }
    /// Sets a call's calling convention.
    pub fn set_call_conv(self, cc: u32) {
        unsafe { core::LLVMSetInstructionCallConv(self.raw(), cc) }
    }
    /// Adds enum attribute `kind` (with integer payload) at `index` of a function.
    pub fn add_enum_attribute(self, ctx: &'c Context, index: super::AttributeIndex, kind: u32, val: u64) {
        if kind == 0 {
            return;
        }
        unsafe {
            let a = core::LLVMCreateEnumAttribute(ctx.raw(), kind, val);
            core::LLVMAddAttributeAtIndex(self.raw(), index_raw(index), a)
        }
    }
    /// Adds string attribute `key` = `value` (`"referenced-indirectly"`, empty value) at `index` of a function.
    pub fn add_string_attribute(self, ctx: &'c Context, index: super::AttributeIndex, key: &str, value: &str) {
        // SAFETY: valid context and function; LLVM copies key and value.
        unsafe {
            let a = core::LLVMCreateStringAttribute(
                ctx.raw(),
                key.as_ptr().cast(),
                key.len() as u32,
                value.as_ptr().cast(),
                value.len() as u32,
            );
            core::LLVMAddAttributeAtIndex(self.raw(), index_raw(index), a)
        }
    }
    /// Adds type attribute `kind` (`byval`, `sret`) at `index` of a function.
    pub fn add_type_attribute(self, ctx: &'c Context, index: super::AttributeIndex, kind: u32, ty: Type<'c>) {
        if kind == 0 {
            return;
        }
        unsafe {
            let a = core::LLVMCreateTypeAttribute(ctx.raw(), kind, ty.raw());
            core::LLVMAddAttributeAtIndex(self.raw(), index_raw(index), a)
        }
    }
    /// Adds enum attribute `kind` at `index` of a call site.
    pub fn add_call_site_attribute(self, ctx: &'c Context, index: super::AttributeIndex, kind: u32) {
        if kind == 0 {
            return;
        }
        unsafe {
            let a = core::LLVMCreateEnumAttribute(ctx.raw(), kind, 0);
            core::LLVMAddCallSiteAttribute(self.raw(), index_raw(index), a)
        }
    }
    /// Adds enum attribute `kind` with integer payload `val` (`align`) at `index` of a call site.
    pub fn add_call_site_enum_attribute(self, ctx: &'c Context, index: super::AttributeIndex, kind: u32, val: u64) {
        if kind == 0 {
            return;
        }
        unsafe {
            let a = core::LLVMCreateEnumAttribute(ctx.raw(), kind, val);
            core::LLVMAddCallSiteAttribute(self.raw(), index_raw(index), a)
        }
    }
    /// Adds type attribute `kind` (`sret`, `byval`) at `index` of a call site.
    pub fn add_call_site_type_attribute(self, ctx: &'c Context, index: super::AttributeIndex, kind: u32, ty: Type<'c>) {
        if kind == 0 {
            return;
        }
        unsafe {
            let a = core::LLVMCreateTypeAttribute(ctx.raw(), kind, ty.raw());
            core::LLVMAddCallSiteAttribute(self.raw(), index_raw(index), a)
        }
    }
    /// Attaches metadata node `md` of kind `kind` to a function or global.
    pub fn set_global_metadata(self, kind: u32, md: Metadata<'c>) {
        unsafe { core::LLVMGlobalSetMetadata(self.raw(), kind, md.raw) }
    }
    /// Attaches metadata node `md` of kind `kind` to an instruction.
    pub fn set_instruction_metadata(self, ctx: &'c Context, kind: u32, md: Metadata<'c>) {
        unsafe { core::LLVMSetMetadata(self.raw(), kind, ctx.md_as_value(md)) }
    }
    /// Sets `nsw`.
    pub fn set_nsw(self) {
        unsafe { core::LLVMSetNSW(self.raw(), 1) }
    }
    /// Sets `exact` (on `sdiv`/`udiv`/`lshr`/`ashr`).
    pub fn set_exact(self) {
        unsafe { core::LLVMSetExact(self.raw(), 1) }
    }
    /// Sets `nuw`.
    pub fn set_nuw(self) {
        unsafe { core::LLVMSetNUW(self.raw(), 1) }
    }
    /// Sets fast-math flags on a floating-point instruction (no-op on others).
    pub fn set_fast_math_flags(self, flags: super::FastMathFlags) {
        unsafe {
            if core::LLVMCanValueUseFastMathFlags(self.raw()) != 0 {
                core::LLVMSetFastMathFlags(self.raw(), flags.0)
            }
        }
    }
    /// Adds an incoming (value, block) to a phi.
    pub fn add_incoming(self, v: Value<'c>, bb: BasicBlock<'c>) {
        let mut vals = [v.raw()];
        let mut bbs = [bb.raw()];
        unsafe { core::LLVMAddIncoming(self.raw(), vals.as_mut_ptr(), bbs.as_mut_ptr(), 1) }
    }
    /// Adds a case to a switch.
    pub fn add_case(self, on: Value<'c>, dest: BasicBlock<'c>) {
        unsafe { core::LLVMAddCase(self.raw(), on.raw(), dest.raw()) }
    }
    /// Appends a basic block to a function.
    pub fn append_block(self, ctx: &'c Context, name: &str) -> BasicBlock<'c> {
        let c = cstring(name);
        BasicBlock::from_constructor(unsafe { core::LLVMAppendBasicBlockInContext(ctx.raw(), self.raw(), c.as_ptr()) })
    }
}

fn index_raw(i: super::AttributeIndex) -> u32 {
    match i {
        super::AttributeIndex::Function => u32::MAX,
        super::AttributeIndex::Return => 0,
        super::AttributeIndex::Param(n) => n + 1,
    }
}

/// An `llvm::Metadata` (MDString or MDNode) under construction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Metadata<'c> {
    raw: llvm_sys::prelude::LLVMMetadataRef,
    _ctx: PhantomData<&'c Context>,
}

impl<'c> Metadata<'c> {
    /// `ConstantAsMetadata` of a constant (`i32 1`, `float undef`, ...).
    pub fn constant(c: Value<'c>) -> Self {
        Metadata { raw: unsafe { core::LLVMValueAsMetadata(c.raw()) }, _ctx: PhantomData }
    }
}

impl<'c> Context {
    /// `!"text"`.
    pub fn md_string(&'c self, s: &str) -> Metadata<'c> {
        Metadata {
            raw: unsafe { core::LLVMMDStringInContext2(self.raw(), s.as_ptr().cast(), s.len()) },
            _ctx: PhantomData,
        }
    }
    /// `!{ops...}`.
    pub fn md_node(&'c self, ops: &[Metadata<'c>]) -> Metadata<'c> {
        let mut mds: Vec<_> = ops.iter().map(|m| m.raw).collect();
        Metadata {
            raw: unsafe { core::LLVMMDNodeInContext2(self.raw(), mds.as_mut_ptr(), mds.len()) },
            _ctx: PhantomData,
        }
    }
    /// A node whose first operand is the node itself, followed by `rest`
    /// (the shape of `!llvm.loop` loop ids), built through a temporary node.
    pub fn md_self_referential_node(&'c self, rest: &[Metadata<'c>]) -> Metadata<'c> {
        // SAFETY: the temporary is replaced (and so deleted) before returning.
        unsafe {
            let temp = llvm_sys::debuginfo::LLVMTemporaryMDNode(self.raw(), std::ptr::null_mut(), 0);
            let mut ops: Vec<_> = std::iter::once(temp).chain(rest.iter().map(|m| m.raw)).collect();
            let node = core::LLVMMDNodeInContext2(self.raw(), ops.as_mut_ptr(), ops.len());
            llvm_sys::debuginfo::LLVMMetadataReplaceAllUsesWith(temp, node);
            Metadata { raw: node, _ctx: PhantomData }
        }
    }

    /// The metadata as a value (for named metadata and instruction attachments).
    fn md_as_value(&'c self, md: Metadata<'c>) -> LLVMValueRef {
        unsafe { core::LLVMMetadataAsValue(self.raw(), md.raw) }
    }
}

impl<'c> Module<'c> {
    /// Adds a global variable of `ty` in `address_space`.
    pub fn add_global(&self, ty: Type<'c>, name: &str, address_space: u32) -> Value<'c> {
        let c = cstring(name);
        wrap(unsafe { core::LLVMAddGlobalInAddressSpace(self.raw, ty.raw(), c.as_ptr(), address_space) })
    }
    /// Adds a function (declaration until blocks are appended).
    pub fn add_function(&self, name: &str, ty: Type<'c>) -> Value<'c> {
        let c = cstring(name);
        wrap(unsafe { core::LLVMAddFunction(self.raw, c.as_ptr(), ty.raw()) })
    }
    /// Appends node `md` to the named metadata `!name`.
    pub fn add_named_metadata(&self, ctx: &'c Context, name: &str, md: Metadata<'c>) {
        let c = cstring(name);
        unsafe { core::LLVMAddNamedMetadataOperand(self.raw, c.as_ptr(), ctx.md_as_value(md)) }
    }
}

/// An instruction builder positioned at the end of a block.
pub struct Builder<'c> {
    raw: LLVMBuilderRef,
    _ctx: PhantomData<&'c Context>,
}

impl Drop for Builder<'_> {
    fn drop(&mut self) {
        unsafe { core::LLVMDisposeBuilder(self.raw) }
    }
}

impl<'c> Builder<'c> {
    /// A builder for `ctx`.
    pub fn new(ctx: &'c Context) -> Self {
        Builder { raw: unsafe { core::LLVMCreateBuilderInContext(ctx.raw()) }, _ctx: PhantomData }
    }
    /// Positions at the end of `bb`.
    pub fn position_at_end(&self, bb: BasicBlock<'c>) {
        unsafe { core::LLVMPositionBuilderAtEnd(self.raw, bb.raw()) }
    }
    /// Positions before instruction `inst`.
    pub fn position_before(&self, inst: Value<'c>) {
        unsafe { core::LLVMPositionBuilderBefore(self.raw, inst.raw()) }
    }
    /// `ret void` / `ret v`.
    pub fn ret(&self, v: Option<Value<'c>>) -> Value<'c> {
        wrap(unsafe {
            match v {
                Some(v) => core::LLVMBuildRet(self.raw, v.raw()),
                None => core::LLVMBuildRetVoid(self.raw),
            }
        })
    }
    /// `br label`.
    pub fn br(&self, dest: BasicBlock<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildBr(self.raw, dest.raw()) })
    }
    /// `br i1 c, t, f`.
    pub fn cond_br(&self, c: Value<'c>, t: BasicBlock<'c>, f: BasicBlock<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildCondBr(self.raw, c.raw(), t.raw(), f.raw()) })
    }
    /// `switch v, default [...]` (add cases with [`Value::add_case`]).
    pub fn switch(&self, v: Value<'c>, default: BasicBlock<'c>, n: u32) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildSwitch(self.raw, v.raw(), default.raw(), n) })
    }
    /// `unreachable`.
    pub fn unreachable(&self) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildUnreachable(self.raw) })
    }
    /// A binary operator.
    pub fn binop(&self, op: Opcode, a: Value<'c>, b: Value<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildBinOp(self.raw, op, a.raw(), b.raw(), NO_NAME) })
    }
    /// `fneg`.
    pub fn fneg(&self, a: Value<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildFNeg(self.raw, a.raw(), NO_NAME) })
    }
    /// `icmp`.
    pub fn icmp(&self, p: IntPredicate, a: Value<'c>, b: Value<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildICmp(self.raw, p, a.raw(), b.raw(), NO_NAME) })
    }
    /// `fcmp`.
    pub fn fcmp(&self, p: RealPredicate, a: Value<'c>, b: Value<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildFCmp(self.raw, p, a.raw(), b.raw(), NO_NAME) })
    }
    /// A cast instruction.
    pub fn cast(&self, op: Opcode, v: Value<'c>, ty: Type<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildCast(self.raw, op, v.raw(), ty.raw(), NO_NAME) })
    }
    /// `select`.
    pub fn select(&self, c: Value<'c>, a: Value<'c>, b: Value<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildSelect(self.raw, c.raw(), a.raw(), b.raw(), NO_NAME) })
    }
    /// An empty `phi` of `ty`.
    pub fn phi(&self, ty: Type<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildPhi(self.raw, ty.raw(), NO_NAME) })
    }
    /// `load ty, ptr`.
    pub fn load(&self, ty: Type<'c>, ptr: Value<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildLoad2(self.raw, ty.raw(), ptr.raw(), NO_NAME) })
    }
    /// `store v, ptr`.
    pub fn store(&self, v: Value<'c>, ptr: Value<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildStore(self.raw, v.raw(), ptr.raw()) })
    }
    /// `alloca ty`.
    pub fn alloca(&self, ty: Type<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildAlloca(self.raw, ty.raw(), NO_NAME) })
    }
    /// `getelementptr [inbounds] source, base, indices`.
    pub fn gep(&self, source: Type<'c>, base: Value<'c>, indices: &[Value<'c>], in_bounds: bool) -> Value<'c> {
        let mut r = raws(indices);
        wrap(unsafe {
            if in_bounds {
                core::LLVMBuildInBoundsGEP2(self.raw, source.raw(), base.raw(), r.as_mut_ptr(), r.len() as u32, NO_NAME)
            } else {
                core::LLVMBuildGEP2(self.raw, source.raw(), base.raw(), r.as_mut_ptr(), r.len() as u32, NO_NAME)
            }
        })
    }
    /// `call fn_ty callee(args)`.
    pub fn call(&self, fn_ty: Type<'c>, callee: Value<'c>, args: &[Value<'c>]) -> Value<'c> {
        let mut r = raws(args);
        wrap(unsafe {
            core::LLVMBuildCall2(self.raw, fn_ty.raw(), callee.raw(), r.as_mut_ptr(), r.len() as u32, NO_NAME)
        })
    }
    /// `extractelement`.
    pub fn extract_element(&self, v: Value<'c>, i: Value<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildExtractElement(self.raw, v.raw(), i.raw(), NO_NAME) })
    }
    /// `insertelement`.
    pub fn insert_element(&self, v: Value<'c>, e: Value<'c>, i: Value<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildInsertElement(self.raw, v.raw(), e.raw(), i.raw(), NO_NAME) })
    }
    /// `shufflevector a, b, mask` (mask a constant vector of i32 / poison lanes).
    pub fn shuffle_vector(&self, a: Value<'c>, b: Value<'c>, mask: Value<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildShuffleVector(self.raw, a.raw(), b.raw(), mask.raw(), NO_NAME) })
    }
    /// `extractvalue agg, i`.
    pub fn extract_value(&self, agg: Value<'c>, i: u32) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildExtractValue(self.raw, agg.raw(), i, NO_NAME) })
    }
    /// `insertvalue agg, v, i`.
    pub fn insert_value(&self, agg: Value<'c>, v: Value<'c>, i: u32) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildInsertValue(self.raw, agg.raw(), v.raw(), i, NO_NAME) })
    }
    /// `atomicrmw`.
    pub fn atomic_rmw(&self, op: AtomicRmwBinOp, ptr: Value<'c>, v: Value<'c>, ord: AtomicOrdering) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildAtomicRMW(self.raw, op, ptr.raw(), v.raw(), ord, 0) })
    }
    /// `cmpxchg` (returns `{T, i1}`).
    pub fn cmpxchg(
        &self,
        ptr: Value<'c>,
        cmp: Value<'c>,
        new: Value<'c>,
        succ: AtomicOrdering,
        fail: AtomicOrdering,
    ) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildAtomicCmpXchg(self.raw, ptr.raw(), cmp.raw(), new.raw(), succ, fail, 0) })
    }
    /// `fence`.
    pub fn fence(&self, ord: AtomicOrdering) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildFence(self.raw, ord, 0, NO_NAME) })
    }
    /// `freeze`.
    pub fn freeze(&self, v: Value<'c>) -> Value<'c> {
        wrap(unsafe { core::LLVMBuildFreeze(self.raw, v.raw(), NO_NAME) })
    }
}

/// The builder's non-folding view, from [`Builder::no_fold`]: each method always inserts
/// a new instruction, as LLVM's `CastInst::Create`, `GetElementPtrInst::Create` & co. do,
/// where `llvm::IRBuilder` (the only instruction constructor the C API offers) would fold
/// constant operands into a constant (`ptrtoint (ptr null to i64)` for `ptrtoint ptr null`,
/// a constant-expression GEP for a GEP of a global with constant indices).
///
/// How: IRBuilder's `ConstantFolder` folds only when the operands it looks at are all
/// constants, and for every instruction here operand 0 is one of them. When operand 0 is a
/// constant, the instruction is built on a placeholder of the same type instead,
/// `freeze <ty> poison` (IRBuilder never folds a freeze), and the placeholder's one use is
/// then pointed at the real operand (`replaceAllUsesWith`) and the placeholder erased:
/// constant work per instruction, all in the builder's context, no printing or parsing.
/// Operands that are not constants take the plain IRBuilder path, which does not fold.
pub struct NoFold<'b, 'c> {
    b: &'b Builder<'c>,
}

impl<'c> Builder<'c> {
    /// The non-folding view of this builder (same insertion point); see [`NoFold`].
    pub fn no_fold(&self) -> NoFold<'_, 'c> {
        NoFold { b: self }
    }
}

impl<'c> NoFold<'_, 'c> {
    /// Runs `build` with `first` as operand 0, through a placeholder when `first` is a
    /// constant (see [`NoFold`]). When `build` creates no instruction and returns its
    /// operand (a same-type cast), that operand is given back as `first`.
    fn build(&self, first: Value<'c>, build: impl FnOnce(&Builder<'c>, Value<'c>) -> Value<'c>) -> Value<'c> {
        if !first.is_constant() {
            return build(self.b, first);
        }
        let placeholder = self.placeholder(first.ty());
        let v = build(self.b, placeholder);
        // SAFETY: the placeholder is a live instruction of this context, used at most by
        // `v`; `first` has its type, so the use stays well typed.
        unsafe { core::LLVMReplaceAllUsesWith(placeholder.raw(), first.raw()) };
        discard(placeholder);
        if v == placeholder {
            first
        } else {
            v
        }
    }

    /// `freeze <ty> poison` at the insertion point: an instruction of type `ty` that IRBuilder
    /// does not fold, to be discarded once its use is redirected.
    fn placeholder(&self, ty: Type<'c>) -> Value<'c> {
        self.b.freeze(Value::poison(ty))
    }

    /// A cast instruction (`CastInst::Create`), also of a constant. A cast to the operand's
    /// own type creates nothing and returns `v` (only `bitcast` allows equal types; see
    /// [`NoFold::keep_bitcast`] for the no-op cast itself).
    pub fn cast(&self, op: Opcode, v: Value<'c>, ty: Type<'c>) -> Value<'c> {
        self.build(v, |b, v| b.cast(op, v, ty))
    }

    /// `bitcast <T> v to <T>`: the no-op cast the Khronos translator keeps for a SPIR-V
    /// OpBitcast between pointers that differ only in pointee type, which IRBuilder never
    /// creates (it returns `v`). Built as `bitcast <1 x T> %placeholder to T` (a valid cast
    /// of another type), whose operand is then set to `v`; the result type of a cast is fixed
    /// at creation and the operand may change. `T` must be a pointer, integer or floating-point
    /// scalar (what a vector can hold); for other types, vectors among them, `v` itself is
    /// returned: LLVM has no other type a vector of pointers casts from, SPIR-V's OpBitcast
    /// takes no vectors of pointers, and the Khronos translator keeps no no-op numeric casts.
    pub fn keep_bitcast(&self, v: Value<'c>) -> Value<'c> {
        use super::TypeKind as K;
        let ty = v.ty();
        let scalar = matches!(
            ty.kind(),
            K::LLVMPointerTypeKind
                | K::LLVMIntegerTypeKind
                | K::LLVMHalfTypeKind
                | K::LLVMBFloatTypeKind
                | K::LLVMFloatTypeKind
                | K::LLVMDoubleTypeKind
        );
        if !scalar {
            return v;
        }
        let placeholder = self.placeholder(Type::vector(ty, 1));
        let cast = self.b.cast(Opcode::LLVMBitCast, placeholder, ty);
        if cast == placeholder || !cast.is_instruction() {
            discard(placeholder);
            return v;
        }
        // SAFETY: `cast` is the bitcast just created with the placeholder as its only
        // operand; a cast's result type does not depend on its operand's.
        unsafe { core::LLVMSetOperand(cast.raw(), 0, v.raw()) };
        discard(placeholder);
        cast
    }

    /// `getelementptr [inbounds] source, base, indices` as an instruction, also on a global
    /// or other constant base with constant indices.
    pub fn gep(&self, source: Type<'c>, base: Value<'c>, indices: &[Value<'c>], in_bounds: bool) -> Value<'c> {
        self.build(base, |b, base| b.gep(source, base, indices, in_bounds))
    }

    /// `fneg` as an instruction, also of a constant.
    pub fn fneg(&self, a: Value<'c>) -> Value<'c> {
        self.build(a, |b, a| b.fneg(a))
    }

    /// `extractelement v, i` as an instruction, also of a constant vector.
    pub fn extract_element(&self, v: Value<'c>, i: Value<'c>) -> Value<'c> {
        self.build(v, |b, v| b.extract_element(v, i))
    }

    /// `insertelement v, e, i` as an instruction, also into a constant vector.
    pub fn insert_element(&self, v: Value<'c>, e: Value<'c>, i: Value<'c>) -> Value<'c> {
        self.build(v, |b, v| b.insert_element(v, e, i))
    }
}

/// Removes a placeholder instruction that has no uses left.
fn discard(inst: Value<'_>) {
    // SAFETY: `inst` is an instruction without uses; one in a block is erased from it, a
    // floating one (a builder without insertion point) deleted.
    unsafe {
        if core::LLVMGetInstructionParent(inst.raw()).is_null() {
            core::LLVMDeleteInstruction(inst.raw())
        } else {
            core::LLVMInstructionEraseFromParent(inst.raw())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_fold_builds_instructions_on_constants_and_keeps_no_op_pointer_casts() {
        let ctx = Context::new();
        let m = ctx.create_module("t");
        let p1 = Type::pointer(&ctx, 1);
        let i8t = Type::int(&ctx, 8);
        let i64t = Type::int(&ctx, 64);
        let void = Type::void(&ctx);
        let g = m.add_global(Type::array(i8t, 8), "g", 1);
        g.set_initializer(Value::const_null(Type::array(i8t, 8)));
        let f = m.add_function("f", Type::function(void, &[p1], false));
        let p = f.params()[0];
        let b = Builder::new(&ctx);
        b.position_at_end(f.append_block(&ctx, "entry"));
        let null = Value::const_null(p1);
        // IRBuilder folds; the NoFold view does not.
        assert!(b.cast(Opcode::LLVMPtrToInt, null, i64t).is_constant());
        let nf = b.no_fold();
        let n = nf.cast(Opcode::LLVMPtrToInt, null, i64t);
        let kept = nf.keep_bitcast(p);
        let kept_null = nf.keep_bitcast(null);
        let gep = nf.gep(i8t, g, &[Value::const_int(i64t, 4)], true);
        assert_eq!(nf.cast(Opcode::LLVMBitCast, p, p1), p);
        for v in [n, kept, kept_null, gep] {
            assert!(v.is_instruction(), "{}", v.to_ir_string());
        }
        b.ret(None);
        m.verify().expect("verifier");
        let text = m.to_text();
        let body: Vec<&str> = text.lines().skip_while(|l| !l.starts_with("define")).skip(2).collect();
        assert_eq!(
            body[..5],
            [
                "  %1 = ptrtoint ptr addrspace(1) null to i64",
                "  %2 = bitcast ptr addrspace(1) %0 to ptr addrspace(1)",
                "  %3 = bitcast ptr addrspace(1) null to ptr addrspace(1)",
                "  %4 = getelementptr inbounds i8, ptr addrspace(1) @g, i64 4",
                "  ret void",
            ]
        );
    }
}
