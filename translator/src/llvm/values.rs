//! `llvm::Value`, `llvm::BasicBlock` and their accessors.
//! Source: LLVM 19 `llvm-c/Core.h`, "Values", "Instructions", "Metadata".

use super::{
    borrowed_str, take_message, AtomicOrdering, AtomicRmwBinOp, Context, IntPredicate, Linkage, Opcode, RealPredicate,
    Type, ValueKind,
};
use llvm_sys::core;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use std::marker::PhantomData;

/// An `llvm::Value` (argument, constant, global, instruction, metadata-as-value, ...).
/// Equality and hashing are by identity.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Value<'c> {
    raw: LLVMValueRef,
    _ctx: PhantomData<&'c Context>,
}

impl std::fmt::Debug for Value<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_ir_string())
    }
}

/// The parts of an inline assembly value (LLVM LangRef "Inline Assembler Expressions").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineAsm<'c> {
    /// The function type of the `call` that runs it.
    pub function_type: Type<'c>,
    /// The assembly template.
    pub template: String,
    /// The constraint string (`"=r,r,~{memory}"`).
    pub constraints: String,
    /// `sideeffect`: the assembly has effects its constraints do not show.
    pub side_effects: bool,
}

/// An `llvm::BasicBlock`. Equality and hashing are by identity.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BasicBlock<'c> {
    raw: LLVMBasicBlockRef,
    _ctx: PhantomData<&'c Context>,
}

/// A switch's condition, default destination and (case value, destination) pairs.
pub type SwitchParts<'c> = (Value<'c>, BasicBlock<'c>, Vec<(Value<'c>, BasicBlock<'c>)>);

/// Where an attribute sits: the function, its return value, or parameter `n` (0-based).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AttributeIndex {
    /// Function attributes.
    Function,
    /// Return value attributes.
    Return,
    /// Attributes of parameter `n` (0-based).
    Param(u32),
}

impl AttributeIndex {
    fn raw(self) -> u32 {
        match self {
            AttributeIndex::Function => u32::MAX,
            AttributeIndex::Return => 0,
            AttributeIndex::Param(n) => n + 1,
        }
    }
}

/// LLVM fast-math flags (`LLVMFastMathFlags` bits).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct FastMathFlags(pub u32);

impl FastMathFlags {
    /// `reassoc`.
    pub const ALLOW_REASSOC: u32 = 1 << 0;
    /// `nnan`.
    pub const NO_NANS: u32 = 1 << 1;
    /// `ninf`.
    pub const NO_INFS: u32 = 1 << 2;
    /// `nsz`.
    pub const NO_SIGNED_ZEROS: u32 = 1 << 3;
    /// `arcp`.
    pub const ALLOW_RECIPROCAL: u32 = 1 << 4;
    /// `contract`.
    pub const ALLOW_CONTRACT: u32 = 1 << 5;
    /// `afn`.
    pub const APPROX_FUNC: u32 = 1 << 6;
    /// All of the above: `fast`.
    pub const ALL: u32 = 0x7f;
}

macro_rules! isa {
    ($self:ident, $f:ident) => {
        // SAFETY: LLVMIsA* accept any value and return null on mismatch.
        !unsafe { core::$f($self.raw) }.is_null()
    };
}

impl<'c> BasicBlock<'c> {
    pub(crate) fn from_raw(raw: LLVMBasicBlockRef) -> Option<Self> {
        (!raw.is_null()).then_some(BasicBlock { raw, _ctx: PhantomData })
    }

    /// Wraps a block returned by an LLVM constructor, which never returns null.
    pub(crate) fn from_constructor(raw: LLVMBasicBlockRef) -> Self {
        BasicBlock { raw, _ctx: PhantomData }
    }

    pub(crate) fn raw(self) -> LLVMBasicBlockRef {
        self.raw
    }

    /// The instructions in order.
    pub fn instructions(self) -> impl Iterator<Item = Value<'c>> {
        // SAFETY: valid block; intrusive list iteration.
        let first = unsafe { core::LLVMGetFirstInstruction(self.raw) };
        std::iter::successors(Value::from_raw(first), |i| {
            // SAFETY: `i` is an instruction of this live block; null ends the list.
            Value::from_raw(unsafe { core::LLVMGetNextInstruction(i.raw) })
        })
    }

    /// The terminator, if the block is well formed.
    pub fn terminator(self) -> Option<Value<'c>> {
        // SAFETY: valid block; null when it has no terminator.
        Value::from_raw(unsafe { core::LLVMGetBasicBlockTerminator(self.raw) })
    }

    /// The block's name (may be empty).
    pub fn name(self) -> String {
        // SAFETY: name owned by the block.
        let p = unsafe { core::LLVMGetBasicBlockName(self.raw) };
        if p.is_null() {
            return String::new();
        }
        // SAFETY: non-null (checked above), NUL-terminated, owned by the block.
        unsafe { std::ffi::CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }

    /// The function containing the block.
    pub fn parent(self) -> Option<Value<'c>> {
        // SAFETY: valid block; null for a block not inserted in a function.
        Value::from_raw(unsafe { core::LLVMGetBasicBlockParent(self.raw) })
    }

    /// The block as a value (for PHI incoming blocks and switch targets).
    pub fn as_value(self) -> Value<'c> {
        // SAFETY: valid block; a block is a value, never null.
        Value { raw: unsafe { core::LLVMBasicBlockAsValue(self.raw) }, _ctx: PhantomData }
    }
}

impl<'c> Value<'c> {
    pub(crate) fn from_raw(raw: LLVMValueRef) -> Option<Self> {
        (!raw.is_null()).then_some(Value { raw, _ctx: PhantomData })
    }

    /// Wraps a value returned by an LLVM constructor, which never returns null.
    pub(crate) fn from_constructor(raw: LLVMValueRef) -> Self {
        Value { raw, _ctx: PhantomData }
    }
    pub(crate) fn raw(self) -> LLVMValueRef {
        self.raw
    }

    /// The value's kind.
    pub fn kind(self) -> ValueKind {
        // SAFETY: a live value; defined for every value.
        unsafe { core::LLVMGetValueKind(self.raw) }
    }

    /// The value's type.
    pub fn ty(self) -> Type<'c> {
        // SAFETY: LLVM gives every value a non-null type.
        unsafe { Type::from_raw_nonnull(core::LLVMTypeOf(self.raw)) }
    }

    /// The value's name (without `@`/`%`), possibly empty. Names are bytes in LLVM; invalid UTF-8 is replaced.
    pub fn name(self) -> String {
        String::from_utf8_lossy(self.name_bytes()).into_owned()
    }

    /// The value's name as bytes, borrowed from LLVM.
    pub fn name_bytes(self) -> &'c [u8] {
        let mut len = 0usize;
        // SAFETY: name owned by the value, valid while the value lives.
        let p = unsafe { core::LLVMGetValueName2(self.raw, &mut len) };
        borrowed_str(p, len)
    }

    /// The value printed as LLVM IR. For messages only.
    pub fn to_ir_string(self) -> String {
        // SAFETY: a live value; the message is disposed by take_message.
        take_message(unsafe { core::LLVMPrintValueToString(self.raw) })
    }

    // ---- kinds ----

    /// Whether this is an instruction.
    pub fn is_instruction(self) -> bool {
        self.kind() == ValueKind::LLVMInstructionValueKind
    }
    /// Whether this is an `alloca` instruction.
    pub fn is_alloca(self) -> bool {
        self.opcode() == Some(Opcode::LLVMAlloca)
    }
    /// Whether this is a function.
    pub fn is_function(self) -> bool {
        self.kind() == ValueKind::LLVMFunctionValueKind
    }
    /// The value a global alias stands for, through chains of aliases; `None` for other values.
    pub fn aliasee(self) -> Option<Value<'c>> {
        if self.kind() != ValueKind::LLVMGlobalAliasValueKind {
            return None;
        }
        // SAFETY: checked kind.
        let mut v = Value::from_raw(unsafe { core::LLVMAliasGetAliasee(self.raw) })?;
        while let Some(next) = v.aliasee() {
            v = next;
        }
        Some(v)
    }
    /// Whether this is a global variable.
    pub fn is_global_variable(self) -> bool {
        self.kind() == ValueKind::LLVMGlobalVariableValueKind
    }
    /// Whether this is a function argument.
    pub fn is_argument(self) -> bool {
        self.kind() == ValueKind::LLVMArgumentValueKind
    }
    /// Whether this is a constant (including globals and constant expressions).
    pub fn is_constant(self) -> bool {
        // SAFETY: a live value; defined for every value.
        unsafe { core::LLVMIsConstant(self.raw) != 0 }
    }
    /// Whether this is `undef` (not poison).
    pub fn is_undef(self) -> bool {
        self.kind() == ValueKind::LLVMUndefValueValueKind
    }
    /// Whether this is `poison`.
    pub fn is_poison(self) -> bool {
        self.kind() == ValueKind::LLVMPoisonValueKind
    }
    /// Whether this is an `MDNode`/`MDString` wrapped as a value.
    pub fn is_metadata(self) -> bool {
        self.kind() == ValueKind::LLVMMetadataAsValueValueKind
    }
    /// Whether this is inline assembly.
    pub fn is_inline_asm(self) -> bool {
        self.kind() == ValueKind::LLVMInlineAsmValueKind
    }
    /// The parts of inline assembly (`asm [sideeffect] "template", "constraints"`); `None`
    /// for other values.
    pub fn inline_asm(self) -> Option<InlineAsm<'c>> {
        if !self.is_inline_asm() {
            return None;
        }
        let (mut code_len, mut constraints_len) = (0, 0);
        // SAFETY: checked kind (these accessors cast to `InlineAsm`); the strings are owned by
        // the value and copied before it can go away.
        unsafe {
            let code = core::LLVMGetInlineAsmAsmString(self.raw, &mut code_len);
            let constraints = core::LLVMGetInlineAsmConstraintString(self.raw, &mut constraints_len);
            Some(InlineAsm {
                function_type: Type::from_raw(core::LLVMGetInlineAsmFunctionType(self.raw))?,
                template: String::from_utf8_lossy(borrowed_str(code, code_len)).into_owned(),
                constraints: String::from_utf8_lossy(borrowed_str(constraints, constraints_len)).into_owned(),
                side_effects: core::LLVMGetInlineAsmHasSideEffects(self.raw) != 0,
            })
        }
    }

    /// Inline assembly of function type `asm.function_type` (AT&T dialect, no stack
    /// alignment, not unwinding), the callee of a `call`. Errors: [`super::Error::WrongKind`] unless
    /// the type is a function type.
    pub fn new_inline_asm(asm: &InlineAsm<'c>) -> Result<Self, super::Error> {
        let t = asm.function_type;
        super::checks::ensure_type(
            t.kind() == super::TypeKind::LLVMFunctionTypeKind,
            "inline asm",
            "type",
            "a function type",
            t,
        )?;
        // SAFETY: a function type (checked above); LLVM reads the given lengths of the strings.
        Ok(Value::from_constructor(unsafe {
            core::LLVMGetInlineAsm(
                t.raw(),
                asm.template.as_ptr().cast(),
                asm.template.len(),
                asm.constraints.as_ptr().cast(),
                asm.constraints.len(),
                i32::from(asm.side_effects),
                0,
                llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectATT,
                0,
            )
        }))
    }

    // ---- generic operand access ----

    /// Number of operands (instructions, constant expressions, metadata nodes via [`Value::md_operands`]).
    /// 0 for values without operands (arguments, metadata strings, ...).
    pub fn num_operands(self) -> u32 {
        // LLVMGetNumOperands casts to `User`, or to `MDNode` for metadata values.
        let ok = isa!(self, LLVMIsAUser) || (self.is_metadata() && isa!(self, LLVMIsAMDNode));
        if !ok {
            return 0;
        }
        // SAFETY: a `User` or a metadata value wrapping an `MDNode` (checked above).
        let n = unsafe { core::LLVMGetNumOperands(self.raw) };
        n.max(0) as u32
    }

    /// Operand `i`, if in range.
    pub fn operand(self, i: u32) -> Option<Value<'c>> {
        if i >= self.num_operands() {
            return None;
        }
        // SAFETY: a `User` or `MDNode` value (num_operands is 0 otherwise) and `i` in range.
        Value::from_raw(unsafe { core::LLVMGetOperand(self.raw, i) })
    }

    /// All operands.
    pub fn operands(self) -> impl Iterator<Item = Value<'c>> {
        // SAFETY: as in `operand`: the count is 0 unless this is a `User` or `MDNode` value.
        (0..self.num_operands()).filter_map(move |i| Value::from_raw(unsafe { core::LLVMGetOperand(self.raw, i) }))
    }

    // ---- constants ----

    /// A `ConstantInt`'s value zero-extended to 64 bits (wider values are truncated).
    pub fn const_int_zext(self) -> Option<u64> {
        if self.kind() != ValueKind::LLVMConstantIntValueKind {
            return None;
        }
        // SAFETY: checked kind: LLVMConstIntGetZExtValue casts to `ConstantInt` (wider values keep the low word).
        Some(unsafe { core::LLVMConstIntGetZExtValue(self.raw) })
    }

    /// A `ConstantInt`'s value as 64-bit words, low first, as many as its width needs (one
    /// for widths up to 64): the words of an integer wider than `u64`
    /// (SPV_INTEL_arbitrary_precision_integers), which [`Value::const_int_zext`] truncates.
    pub fn const_int_words(self) -> Option<Vec<u64>> {
        if self.kind() != ValueKind::LLVMConstantIntValueKind {
            return None;
        }
        let ty = self.ty();
        let width = ty.int_width()?;
        // SAFETY: a ConstantInt (checked kind), and a builder of its context that inserts
        // nothing: `lshr` of two ConstantInts folds to a ConstantInt (IRBuilder's constant
        // folder), checked before `trunc` (a ConstantInt to i64 folds as well) reads it;
        // the builder is disposed before returning.
        unsafe {
            let ctx = core::LLVMGetTypeContext(ty.raw());
            let i64t = core::LLVMInt64TypeInContext(ctx);
            let b = core::LLVMCreateBuilderInContext(ctx);
            let mut words = Vec::with_capacity(width.div_ceil(64) as usize);
            for k in 0..width.div_ceil(64) {
                let shifted = if k == 0 {
                    self.raw
                } else {
                    let by = core::LLVMConstInt(ty.raw(), u64::from(k) * 64, 0);
                    core::LLVMBuildLShr(b, self.raw, by, c"".as_ptr())
                };
                if core::LLVMIsAConstantInt(shifted).is_null() {
                    core::LLVMDisposeBuilder(b);
                    return None;
                }
                let low = if width > 64 { core::LLVMConstTrunc(shifted, i64t) } else { shifted };
                words.push(core::LLVMConstIntGetZExtValue(low));
            }
            core::LLVMDisposeBuilder(b);
            Some(words)
        }
    }

    /// A `ConstantInt`'s value sign-extended to 64 bits.
    pub fn const_int_sext(self) -> Option<i64> {
        if self.kind() != ValueKind::LLVMConstantIntValueKind {
            return None;
        }
        // SAFETY: checked kind: LLVMConstIntGetSExtValue casts to `ConstantInt`.
        Some(unsafe { core::LLVMConstIntGetSExtValue(self.raw) })
    }

    /// A `ConstantFP`'s value as a `f64` (exact for half, float and double).
    pub fn const_fp(self) -> Option<f64> {
        if self.kind() != ValueKind::LLVMConstantFPValueKind {
            return None;
        }
        let mut loses = 0;
        // SAFETY: checked kind: LLVMConstRealGetDouble casts to `ConstantFP`.
        Some(unsafe { core::LLVMConstRealGetDouble(self.raw, &mut loses) })
    }

    /// Element `i` of a constant aggregate (array, struct, vector, data sequential, zeroinitializer, undef).
    /// `None` for other values and out-of-range indices.
    pub fn aggregate_element(self, i: u32) -> Option<Value<'c>> {
        if !self.is_constant() {
            return None;
        }
        // SAFETY: a constant (LLVMGetAggregateElement casts to `Constant`); null when `i` is out
        // of range or the constant is not an aggregate.
        Value::from_raw(unsafe { core::LLVMGetAggregateElement(self.raw, i) })
    }

    /// The opcode of a constant expression.
    pub fn const_expr_opcode(self) -> Option<Opcode> {
        // SAFETY: only called for a constant expression (LLVMGetConstOpcode casts to `ConstantExpr`).
        (self.kind() == ValueKind::LLVMConstantExprValueKind).then(|| unsafe { core::LLVMGetConstOpcode(self.raw) })
    }

    // ---- globals and functions ----

    /// The initializer of a global variable with a definition.
    pub fn initializer(self) -> Option<Value<'c>> {
        if !self.is_global_variable() {
            return None;
        }
        // SAFETY: checked kind: a global variable; null for a declaration.
        Value::from_raw(unsafe { core::LLVMGetInitializer(self.raw) })
    }

    /// Whether a global variable is `constant`.
    pub fn is_global_constant(self) -> bool {
        // SAFETY: only called for a global variable (LLVMIsGlobalConstant casts to `GlobalVariable`).
        self.is_global_variable() && unsafe { core::LLVMIsGlobalConstant(self.raw) } != 0
    }

    /// The value type of a global variable or function (`LLVMGlobalGetValueType`).
    pub fn global_value_type(self) -> Option<Type<'c>> {
        if !(self.is_global_variable() || self.is_function()) {
            return None;
        }
        // SAFETY: checked kind: a global variable or function (`GlobalValue`).
        Type::from_raw(unsafe { core::LLVMGlobalGetValueType(self.raw) })
    }

    /// The section of a global value, if it has one.
    pub fn section(self) -> Option<String> {
        if !(self.is_global_variable() || self.is_function()) {
            return None;
        }
        // SAFETY: a global value; the result is null or a NUL-terminated string owned by LLVM.
        let p = unsafe { core::LLVMGetSection(self.raw) };
        if p.is_null() {
            return None;
        }
        // SAFETY: non-null (checked above), NUL-terminated, owned by the global.
        let s = unsafe { std::ffi::CStr::from_ptr(p) }.to_string_lossy().into_owned();
        (!s.is_empty()).then_some(s)
    }

    /// The linkage of a global value.
    pub fn linkage(self) -> Option<Linkage> {
        // SAFETY: only called for a global value (LLVMGetLinkage casts to `GlobalValue`).
        (self.is_global_variable() || self.is_function()).then(|| unsafe { core::LLVMGetLinkage(self.raw) })
    }

    /// Whether a global value is only a declaration.
    pub fn is_declaration(self) -> bool {
        // SAFETY: only called for a global value (LLVMIsDeclaration casts to `GlobalValue`).
        (self.is_global_variable() || self.is_function()) && unsafe { core::LLVMIsDeclaration(self.raw) } != 0
    }

    /// The alignment of a global, alloca, load or store (0 if unspecified).
    pub fn alignment(self) -> u32 {
        let ok = self.is_global_variable()
            || isa!(self, LLVMIsAAllocaInst)
            || isa!(self, LLVMIsALoadInst)
            || isa!(self, LLVMIsAStoreInst);
        if !ok {
            return 0;
        }
        // SAFETY: a global, alloca, load or store (checked above), which LLVMGetAlignment handles.
        unsafe { core::LLVMGetAlignment(self.raw) }
    }

    /// The calling convention of a function (`spir_kernel` is 76, `spir_func` 75).
    pub fn function_call_conv(self) -> Option<u32> {
        // SAFETY: only called for a function (LLVMGetFunctionCallConv casts to `Function`).
        self.is_function().then(|| unsafe { core::LLVMGetFunctionCallConv(self.raw) })
    }

    /// The parameters of a function.
    pub fn params(self) -> Vec<Value<'c>> {
        if !self.is_function() {
            return Vec::new();
        }
        // SAFETY: checked kind.
        unsafe {
            let n = core::LLVMCountParams(self.raw) as usize;
            let mut v = vec![std::ptr::null_mut(); n];
            if n > 0 {
                core::LLVMGetParams(self.raw, v.as_mut_ptr());
            }
            v.into_iter().filter_map(Value::from_raw).collect()
        }
    }

    /// The basic blocks of a function, entry first.
    pub fn basic_blocks(self) -> Vec<BasicBlock<'c>> {
        if !self.is_function() {
            return Vec::new();
        }
        // SAFETY: checked kind.
        unsafe {
            let n = core::LLVMCountBasicBlocks(self.raw) as usize;
            let mut v = vec![std::ptr::null_mut(); n];
            if n > 0 {
                core::LLVMGetBasicBlocks(self.raw, v.as_mut_ptr());
            }
            v.into_iter().filter_map(BasicBlock::from_raw).collect()
        }
    }

    /// The intrinsic id of a function (0 for non-intrinsics).
    pub fn intrinsic_id(self) -> u32 {
        if !self.is_function() {
            return 0;
        }
        // SAFETY: checked kind: a function.
        unsafe { core::LLVMGetIntrinsicID(self.raw) }
    }

    /// The enum attribute `kind` (see [`attribute_kind`]) at `index` of a function, if present,
    /// with its integer payload (alignment, dereferenceable bytes, memory effects, ...).
    /// `Some(0)` for an attribute without an integer payload (`nocapture`; also a type
    /// attribute such as `byval`, whose type [`Value::type_attribute`] gives); `None` when
    /// absent or for kinds this LLVM does not have.
    pub fn enum_attribute(self, index: AttributeIndex, kind: u32) -> Option<u64> {
        if !self.is_function() {
            return None;
        }
        // SAFETY: checked kind, and `kind` a valid attribute kind (attribute_payload checks
        // it before the call); null when absent.
        attribute_payload(kind, || unsafe { core::LLVMGetEnumAttributeAtIndex(self.raw, index.raw(), kind) })
    }

    /// Whether a type attribute (`byval`, `sret`, ...) of kind `kind` sits at `index`; returns its type.
    pub fn type_attribute(self, index: AttributeIndex, kind: u32) -> Option<Type<'c>> {
        if !self.is_function() || attribute_class(kind) != AttributeClass::Type {
            return None;
        }
        // SAFETY: checked kind and a type-attribute kind; null when absent.
        let a = unsafe { core::LLVMGetEnumAttributeAtIndex(self.raw, index.raw(), kind) };
        type_attribute_value(a)
    }

    /// The enum attribute `kind` at `index` of a call instruction's own attribute list
    /// (call-site attributes such as `align 64` on a `llvm.memcpy` argument), with its payload.
    /// `Some(0)` for an attribute without an integer payload; `None` when absent or unknown.
    pub fn call_site_enum_attribute(self, index: AttributeIndex, kind: u32) -> Option<u64> {
        if self.opcode() != Some(Opcode::LLVMCall) {
            return None;
        }
        // SAFETY: checked that this is a call, and `kind` a valid attribute kind
        // (attribute_payload checks it before the call); null when absent.
        attribute_payload(kind, || unsafe { core::LLVMGetCallSiteEnumAttribute(self.raw, index.raw(), kind) })
    }

    /// The type of the type attribute `kind` (`sret`, `byval`, ...) at `index` of a call instruction.
    pub fn call_site_type_attribute(self, index: AttributeIndex, kind: u32) -> Option<Type<'c>> {
        if self.opcode() != Some(Opcode::LLVMCall) || attribute_class(kind) != AttributeClass::Type {
            return None;
        }
        // SAFETY: checked that this is a call and a type-attribute kind; null when absent.
        let a = unsafe { core::LLVMGetCallSiteEnumAttribute(self.raw, index.raw(), kind) };
        type_attribute_value(a)
    }

    /// The string attribute `key` at `index` of a call site (e.g. `"fpbuiltin-max-error"`);
    /// `None` for other values.
    pub fn call_site_string_attribute(self, index: AttributeIndex, key: &str) -> Option<String> {
        if self.opcode() != Some(Opcode::LLVMCall) {
            return None;
        }
        // SAFETY: checked that this is a call; the attribute owns its strings, null when absent.
        unsafe {
            let a = core::LLVMGetCallSiteStringAttribute(self.raw, index.raw(), key.as_ptr().cast(), key.len() as u32);
            if a.is_null() {
                return None;
            }
            let mut len = 0u32;
            let p = core::LLVMGetStringAttributeValue(a, &mut len);
            Some(String::from_utf8_lossy(borrowed_str(p, len as usize)).into_owned())
        }
    }

    /// The string attribute `key` at `index` of a function (e.g. `"uniform-work-group-size"`).
    pub fn string_attribute(self, index: AttributeIndex, key: &str) -> Option<String> {
        if !self.is_function() {
            return None;
        }
        // SAFETY: checked kind; the attribute owns its strings.
        unsafe {
            let a = core::LLVMGetStringAttributeAtIndex(self.raw, index.raw(), key.as_ptr().cast(), key.len() as u32);
            if a.is_null() {
                return None;
            }
            let mut len = 0u32;
            let p = core::LLVMGetStringAttributeValue(a, &mut len);
            Some(String::from_utf8_lossy(borrowed_str(p, len as usize)).into_owned())
        }
    }

    /// The function attributes (index [`AttributeIndex::Function`]) of a function, in
    /// LLVM's order (enum and int attributes by kind, then string attributes by key).
    /// Empty for other values. LLVM Language Reference, "Function Attributes".
    pub fn function_attributes(self) -> Vec<FunctionAttribute> {
        if !self.is_function() {
            return Vec::new();
        }
        let index = AttributeIndex::Function.raw();
        // SAFETY: checked kind; the array is sized by the count; attributes are owned by
        // the context and read only here.
        unsafe {
            let n = core::LLVMGetAttributeCountAtIndex(self.raw, index) as usize;
            let mut attrs = vec![std::ptr::null_mut(); n];
            if n > 0 {
                core::LLVMGetAttributesAtIndex(self.raw, index, attrs.as_mut_ptr());
            }
            attrs
                .into_iter()
                .filter(|a| !a.is_null())
                .map(|a| {
                    if core::LLVMIsStringAttribute(a) != 0 {
                        let mut klen = 0u32;
                        let k = core::LLVMGetStringAttributeKind(a, &mut klen);
                        let mut vlen = 0u32;
                        let v = core::LLVMGetStringAttributeValue(a, &mut vlen);
                        FunctionAttribute::String {
                            key: String::from_utf8_lossy(borrowed_str(k, klen as usize)).into_owned(),
                            value: String::from_utf8_lossy(borrowed_str(v, vlen as usize)).into_owned(),
                        }
                    } else {
                        let mut buf = vec![0u8; 64];
                        let len = shim::llvm_spirv_attribute_text(a, buf.as_mut_ptr().cast(), buf.len());
                        if len > buf.len() {
                            buf.resize(len, 0);
                            shim::llvm_spirv_attribute_text(a, buf.as_mut_ptr().cast(), buf.len());
                        }
                        buf.truncate(len);
                        FunctionAttribute::Enum { text: String::from_utf8_lossy(&buf).into_owned() }
                    }
                })
                .collect()
        }
    }

    /// The metadata attachments of a function or global: (kind id, node as a value).
    pub fn global_metadata(self, ctx: &'c Context) -> Vec<(u32, Value<'c>)> {
        if !(self.is_function() || self.is_global_variable()) {
            return Vec::new();
        }
        // SAFETY: the entries array is disposed after reading.
        unsafe {
            let mut n = 0usize;
            let entries = core::LLVMGlobalCopyAllMetadata(self.raw, &mut n);
            let mut out = Vec::with_capacity(n);
            for i in 0..n as u32 {
                let kind = core::LLVMValueMetadataEntriesGetKind(entries, i);
                let md = core::LLVMValueMetadataEntriesGetMetadata(entries, i);
                if let Some(v) = Value::from_raw(core::LLVMMetadataAsValue(ctx.raw(), md)) {
                    out.push((kind, v));
                }
            }
            if !entries.is_null() {
                core::LLVMDisposeValueMetadataEntries(entries);
            }
            out
        }
    }

    // ---- metadata values ----

    /// The operands of an MDNode value; `None` entries are null operands. Constants come back as values.
    pub fn md_operands(self) -> Vec<Option<Value<'c>>> {
        if !self.is_metadata() || !isa!(self, LLVMIsAMDNode) {
            return Vec::new();
        }
        // SAFETY: checked kind; array sized by the count.
        unsafe {
            let n = core::LLVMGetMDNodeNumOperands(self.raw) as usize;
            let mut v = vec![std::ptr::null_mut(); n];
            if n > 0 {
                core::LLVMGetMDNodeOperands(self.raw, v.as_mut_ptr());
            }
            v.into_iter().map(Value::from_raw).collect()
        }
    }

    /// The text of an MDString value.
    pub fn md_string(self) -> Option<String> {
        if !self.is_metadata() {
            return None;
        }
        let mut len = 0u32;
        // SAFETY: returns null for non-strings.
        let p = unsafe { core::LLVMGetMDString(self.raw, &mut len) };
        if p.is_null() {
            return None;
        }
        Some(String::from_utf8_lossy(borrowed_str(p, len as usize)).into_owned())
    }

    /// The metadata node of kind `kind_id` attached to an instruction.
    pub fn instruction_metadata(self, kind_id: u32) -> Option<Value<'c>> {
        if !self.is_instruction() {
            return None;
        }
        // SAFETY: checked kind: an instruction (LLVMGetMetadata casts to `Instruction`); null when absent.
        Value::from_raw(unsafe { core::LLVMGetMetadata(self.raw, kind_id) })
    }

    // ---- instructions ----

    /// The opcode of an instruction.
    pub fn opcode(self) -> Option<Opcode> {
        // SAFETY: only called for an instruction.
        self.is_instruction().then(|| unsafe { core::LLVMGetInstructionOpcode(self.raw) })
    }

    /// The block containing an instruction.
    pub fn parent_block(self) -> Option<BasicBlock<'c>> {
        if !self.is_instruction() {
            return None;
        }
        // SAFETY: checked kind: an instruction; null when not in a block.
        BasicBlock::from_raw(unsafe { core::LLVMGetInstructionParent(self.raw) })
    }

    /// The function containing an argument.
    pub fn param_parent(self) -> Option<Value<'c>> {
        if !self.is_argument() {
            return None;
        }
        // SAFETY: checked kind: an argument (LLVMGetParamParent casts to `Argument`).
        Value::from_raw(unsafe { core::LLVMGetParamParent(self.raw) })
    }

    /// The predicate of an `icmp` (instruction or constant expression).
    pub fn int_predicate(self) -> Option<IntPredicate> {
        (isa!(self, LLVMIsAICmpInst) || self.const_expr_opcode() == Some(Opcode::LLVMICmp))
            // SAFETY: only called for an icmp instruction or constant expression.
            .then(|| unsafe { core::LLVMGetICmpPredicate(self.raw) })
    }

    /// The predicate of an `fcmp`.
    pub fn real_predicate(self) -> Option<RealPredicate> {
        (isa!(self, LLVMIsAFCmpInst) || self.const_expr_opcode() == Some(Opcode::LLVMFCmp))
            // SAFETY: only called for an fcmp instruction or constant expression.
            .then(|| unsafe { core::LLVMGetFCmpPredicate(self.raw) })
    }

    /// `nsw` on an `add`/`sub`/`mul`/`shl`.
    pub fn has_nsw(self) -> bool {
        // SAFETY: only called for an add/sub/mul/shl instruction (an `OverflowingBinaryOperator`).
        isa!(self, LLVMIsAInstruction) && self.is_overflowing_binop() && unsafe { core::LLVMGetNSW(self.raw) } != 0
    }

    /// `nuw` on an `add`/`sub`/`mul`/`shl`.
    pub fn has_nuw(self) -> bool {
        // SAFETY: only called for an add/sub/mul/shl instruction (an `OverflowingBinaryOperator`).
        isa!(self, LLVMIsAInstruction) && self.is_overflowing_binop() && unsafe { core::LLVMGetNUW(self.raw) } != 0
    }

    pub(crate) fn is_overflowing_binop(self) -> bool {
        matches!(self.opcode(), Some(Opcode::LLVMAdd | Opcode::LLVMSub | Opcode::LLVMMul | Opcode::LLVMShl))
    }

    /// Whether this is an instruction that takes fast-math flags (LLVM's `FPMathOperator`:
    /// floating-point arithmetic, `fcmp`, and calls, `phi`s and `select`s of float type).
    pub fn can_use_fast_math_flags(self) -> bool {
        // SAFETY: `isa<FPMathOperator>` is defined for every value.
        self.is_instruction() && unsafe { core::LLVMCanValueUseFastMathFlags(self.raw) } != 0
    }

    /// Fast-math flags of a floating-point operation (empty if none or not applicable).
    pub fn fast_math_flags(self) -> FastMathFlags {
        if !self.can_use_fast_math_flags() {
            return FastMathFlags(0);
        }
        // SAFETY: an instruction that is an FPMathOperator (checked above).
        FastMathFlags(unsafe { core::LLVMGetFastMathFlags(self.raw) })
    }

    /// Whether a load, store, atomicrmw or cmpxchg is volatile.
    pub fn is_volatile(self) -> bool {
        let ok = isa!(self, LLVMIsALoadInst)
            || isa!(self, LLVMIsAStoreInst)
            || isa!(self, LLVMIsAAtomicRMWInst)
            || isa!(self, LLVMIsAAtomicCmpXchgInst);
        // SAFETY: only called for a load, store, atomicrmw or cmpxchg, which LLVMGetVolatile handles.
        ok && unsafe { core::LLVMGetVolatile(self.raw) } != 0
    }

    /// The atomic ordering of a load, store, atomicrmw or fence (`NotAtomic` for plain accesses).
    pub fn ordering(self) -> Option<AtomicOrdering> {
        let ok = isa!(self, LLVMIsALoadInst)
            || isa!(self, LLVMIsAStoreInst)
            || isa!(self, LLVMIsAAtomicRMWInst)
            || isa!(self, LLVMIsAFenceInst);
        // SAFETY: only called for a load, store, atomicrmw or fence, which LLVMGetOrdering handles.
        ok.then(|| unsafe { core::LLVMGetOrdering(self.raw) })
    }

    /// The success and failure orderings of a cmpxchg.
    pub fn cmpxchg_orderings(self) -> Option<(AtomicOrdering, AtomicOrdering)> {
        // SAFETY: only called for a cmpxchg.
        isa!(self, LLVMIsAAtomicCmpXchgInst).then(|| unsafe {
            (core::LLVMGetCmpXchgSuccessOrdering(self.raw), core::LLVMGetCmpXchgFailureOrdering(self.raw))
        })
    }

    /// The operation of an atomicrmw.
    pub fn atomic_rmw_op(self) -> Option<AtomicRmwBinOp> {
        // SAFETY: only called for an atomicrmw.
        isa!(self, LLVMIsAAtomicRMWInst)
            .then(|| AtomicRmwBinOp::from_raw(unsafe { core::LLVMGetAtomicRMWBinOp(self.raw) }))
    }

    /// Whether an atomic instruction has `syncscope("singlethread")`.
    pub fn is_single_thread(self) -> bool {
        let ok = isa!(self, LLVMIsAAtomicRMWInst)
            || isa!(self, LLVMIsAAtomicCmpXchgInst)
            || isa!(self, LLVMIsAFenceInst)
            || (isa!(self, LLVMIsALoadInst) || isa!(self, LLVMIsAStoreInst))
                && self.ordering().is_some_and(|o| o != AtomicOrdering::LLVMAtomicOrderingNotAtomic);
        // SAFETY: only called for an atomic instruction (a load or store only when atomic), whose sync scope LLVM reads without checking.
        ok && unsafe { core::LLVMIsAtomicSingleThread(self.raw) } != 0
    }

    /// The `syncscope("name")` of an atomic instruction, `None` for the default (system) scope.
    ///
    /// The LLVM 19 C API has no accessor for sync-scope names, so this reads the
    /// instruction's printed form. Atomic instructions are rare in OpenCL C output
    /// (clang emits library calls), so this stays off hot paths.
    pub fn sync_scope_name(self) -> Option<String> {
        if self.is_single_thread() {
            return Some("singlethread".into());
        }
        let text = self.to_ir_string();
        let start = text.find("syncscope(\"")? + "syncscope(\"".len();
        let end = text[start..].find('"')? + start;
        Some(text[start..end].to_string())
    }

    /// The source element type of a GEP (instruction or constant expression).
    pub fn gep_source_element_type(self) -> Option<Type<'c>> {
        let ok = isa!(self, LLVMIsAGetElementPtrInst) || self.const_expr_opcode() == Some(Opcode::LLVMGetElementPtr);
        if !ok {
            return None;
        }
        // SAFETY: checked kind: a GEP instruction or constant expression (`GEPOperator`).
        Type::from_raw(unsafe { core::LLVMGetGEPSourceElementType(self.raw) })
    }

    /// Whether a GEP is `inbounds`.
    pub fn is_in_bounds(self) -> bool {
        let ok = isa!(self, LLVMIsAGetElementPtrInst) || self.const_expr_opcode() == Some(Opcode::LLVMGetElementPtr);
        // SAFETY: only called for a GEP (`GEPOperator`).
        ok && unsafe { core::LLVMIsInBounds(self.raw) } != 0
    }

    /// The allocated type of an alloca.
    pub fn allocated_type(self) -> Option<Type<'c>> {
        if !isa!(self, LLVMIsAAllocaInst) {
            return None;
        }
        // SAFETY: checked kind: an alloca.
        Type::from_raw(unsafe { core::LLVMGetAllocatedType(self.raw) })
    }

    /// The literal indices of an extractvalue/insertvalue.
    pub fn aggregate_indices(self) -> Vec<u32> {
        if !(isa!(self, LLVMIsAExtractValueInst) || isa!(self, LLVMIsAInsertValueInst)) {
            return Vec::new();
        }
        // SAFETY: checked kind; LLVM owns the array.
        unsafe {
            let n = core::LLVMGetNumIndices(self.raw) as usize;
            let p = core::LLVMGetIndices(self.raw);
            if p.is_null() {
                return Vec::new();
            }
            std::slice::from_raw_parts(p, n).to_vec()
        }
    }

    /// The mask of a shufflevector; `None` elements are `poison`/undef lanes.
    pub fn shuffle_mask(self) -> Vec<Option<u32>> {
        if !isa!(self, LLVMIsAShuffleVectorInst) {
            return Vec::new();
        }
        // SAFETY: checked kind; indices below the element count.
        unsafe {
            let n = core::LLVMGetNumMaskElements(self.raw);
            let undef = core::LLVMGetUndefMaskElem();
            (0..n)
                .map(|i| {
                    let m = core::LLVMGetMaskValue(self.raw, i);
                    (m != undef && m >= 0).then_some(m as u32)
                })
                .collect()
        }
    }

    /// Incoming (value, block) pairs of a phi.
    pub fn phi_incoming(self) -> Vec<(Value<'c>, BasicBlock<'c>)> {
        if !isa!(self, LLVMIsAPHINode) {
            return Vec::new();
        }
        // SAFETY: checked kind; indices below the count.
        unsafe {
            let n = core::LLVMCountIncoming(self.raw);
            (0..n)
                .filter_map(|i| {
                    let v = Value::from_raw(core::LLVMGetIncomingValue(self.raw, i))?;
                    let b = BasicBlock::from_raw(core::LLVMGetIncomingBlock(self.raw, i))?;
                    Some((v, b))
                })
                .collect()
        }
    }

    /// Successor blocks of a terminator.
    pub fn successors(self) -> Vec<BasicBlock<'c>> {
        if !isa!(self, LLVMIsATerminatorInst) {
            return Vec::new();
        }
        // SAFETY: checked kind.
        unsafe {
            let n = core::LLVMGetNumSuccessors(self.raw);
            (0..n).filter_map(|i| BasicBlock::from_raw(core::LLVMGetSuccessor(self.raw, i))).collect()
        }
    }

    /// The condition of a conditional branch.
    pub fn branch_condition(self) -> Option<Value<'c>> {
        // SAFETY: only called for a branch (LLVMIsConditional casts to `BranchInst`).
        if !isa!(self, LLVMIsABranchInst) || unsafe { core::LLVMIsConditional(self.raw) } == 0 {
            return None;
        }
        // SAFETY: a conditional branch (checked above).
        Value::from_raw(unsafe { core::LLVMGetCondition(self.raw) })
    }

    /// A switch's condition, default destination and (case value, destination) pairs.
    pub fn switch_parts(self) -> Option<SwitchParts<'c>> {
        if !isa!(self, LLVMIsASwitchInst) {
            return None;
        }
        let cond = self.operand(0)?;
        // SAFETY: checked kind: a switch.
        let default = BasicBlock::from_raw(unsafe { core::LLVMGetSwitchDefaultDest(self.raw) })?;
        // Successor i+1 is case i. LLVM 19 keeps the case values as operands (condition,
        // default, then (value, destination) pairs); LLVM 22 keeps them apart, read through
        // LLVMGetSwitchCaseValue.
        let succ = self.successors();
        let n_cases = succ.len().saturating_sub(1);
        let mut cases = Vec::with_capacity(n_cases);
        for i in 0..n_cases {
            #[cfg(feature = "llvm19")]
            let v = self.operand(2 + 2 * i as u32)?;
            // SAFETY: a switch (checked above) and a successor index in 1..=cases.
            #[cfg(feature = "llvm22")]
            let v = Value::from_raw(unsafe { core::LLVMGetSwitchCaseValue(self.raw, (i + 1) as u32) })?;
            cases.push((v, succ[i + 1]));
        }
        Some((cond, default, cases))
    }

    /// The callee operand of a call (a function for direct calls).
    pub fn called_value(self) -> Option<Value<'c>> {
        if !isa!(self, LLVMIsACallInst) {
            return None;
        }
        // SAFETY: checked kind: a call (`CallBase`).
        Value::from_raw(unsafe { core::LLVMGetCalledValue(self.raw) })
    }

    /// The function type of a call.
    pub fn called_function_type(self) -> Option<Type<'c>> {
        if !isa!(self, LLVMIsACallInst) {
            return None;
        }
        // SAFETY: checked kind: a call (`CallBase`).
        Type::from_raw(unsafe { core::LLVMGetCalledFunctionType(self.raw) })
    }

    /// The argument operands of a call.
    pub fn call_args(self) -> Vec<Value<'c>> {
        if !isa!(self, LLVMIsACallInst) {
            return Vec::new();
        }
        // SAFETY: checked kind: a call (`CallBase`).
        let n = unsafe { core::LLVMGetNumArgOperands(self.raw) };
        (0..n).filter_map(|i| self.operand(i)).collect()
    }

    /// The users of this value (instructions, constants), once per use, in use-list order.
    pub fn users(self) -> Vec<Value<'c>> {
        let mut out = Vec::new();
        // SAFETY: walks the value's use list; each use names a live user.
        let mut u = unsafe { core::LLVMGetFirstUse(self.raw) };
        while !u.is_null() {
            // SAFETY: `u` is a non-null use of this value's live use list.
            out.extend(Value::from_raw(unsafe { core::LLVMGetUser(u) }));
            // SAFETY: as above; null ends the list.
            u = unsafe { core::LLVMGetNextUse(u) };
        }
        out
    }

    /// Whether this is a `cmpxchg` instruction marked `weak`.
    pub fn is_weak_cmpxchg(self) -> bool {
        // SAFETY: only called for a cmpxchg.
        isa!(self, LLVMIsAAtomicCmpXchgInst) && unsafe { core::LLVMGetWeak(self.raw) } != 0
    }
}

/// The id of the enum attribute called `name` (`"nocapture"`, `"readonly"`, `"align"`, ...), 0 if unknown.
///
/// LLVM 21 replaced `nocapture` by `captures(...)`: on LLVM 22 the kind of `"nocapture"` is
/// that of `captures`, which [`Value::enum_attribute`] and [`Value::call_site_enum_attribute`]
/// report only when it captures nothing (`captures(none)`, payload 0), and which
/// [`Value::add_enum_attribute`] with payload 0 writes as `captures(none)`.
pub fn attribute_kind(name: &str) -> u32 {
    #[cfg(feature = "llvm22")]
    let name = if name == "nocapture" { "captures" } else { name };
    // SAFETY: LLVM reads `name.len()` bytes of `name`.
    unsafe { core::LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len()) }
}

/// Whether `kind` is LLVM 22's `captures`, read as `nocapture` ([`attribute_kind`]).
fn is_captures(kind: u32) -> bool {
    cfg!(feature = "llvm22") && kind != 0 && kind == attribute_kind("nocapture")
}

/// The id of the intrinsic called `name`, 0 if none.
pub fn intrinsic_id_for_name(name: &str) -> u32 {
    // SAFETY: LLVM reads `name.len()` bytes of `name`.
    unsafe { core::LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) }
}

/// How LLVM stores an attribute of a kind: `Attribute::get` makes a different object for
/// each class, and reading one as another (`getValueAsInt` of `nocapture`,
/// `getValueAsType` of `align`) reads past it in release builds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum AttributeClass {
    /// No payload (`nocapture`, `nounwind`, ...).
    Enum,
    /// An integer payload (`align`, `dereferenceable`, `memory`, ...).
    Int,
    /// A type payload (`byval`, `sret`, ...).
    Type,
    /// 0, a kind this LLVM does not have, or one with another payload (`range`).
    Other,
}

/// The class of attribute kind `kind`. LLVM's C API has no query for it, so the int and
/// type kinds of LLVM 19's `Attributes.td` are looked up by name once, into a table indexed
/// by kind; every other known kind is a plain enum attribute.
pub(crate) fn attribute_class(kind: u32) -> AttributeClass {
    attribute_classes().get(kind as usize).copied().unwrap_or(AttributeClass::Other)
}

/// Whether `kind` is `align` or `alignstack`, whose payload is an alignment.
pub(crate) fn is_alignment_kind(kind: u32) -> bool {
    kind != 0 && ALIGN_KINDS.get_or_init(|| [attribute_kind("align"), attribute_kind("alignstack")]).contains(&kind)
}

static ALIGN_KINDS: std::sync::OnceLock<[u32; 2]> = std::sync::OnceLock::new();

/// The class of every kind below LLVM's last enum attribute kind (index 0: none).
fn attribute_classes() -> &'static [AttributeClass] {
    static CLASSES: std::sync::OnceLock<Vec<AttributeClass>> = std::sync::OnceLock::new();
    CLASSES.get_or_init(|| {
        // SAFETY: a plain query of a constant.
        let last = unsafe { core::LLVMGetLastEnumAttributeKind() } as usize;
        let mut classes = vec![AttributeClass::Enum; last];
        let mut set = |names: &[&str], class| {
            for n in names {
                if let Some(c) = classes.get_mut(attribute_kind(n) as usize) {
                    *c = class;
                }
            }
        };
        set(
            &[
                "align",
                "alignstack",
                "allockind",
                "allocsize",
                "dereferenceable",
                "dereferenceable_or_null",
                "memory",
                "nofpclass",
                "uwtable",
                "vscale_range",
            ],
            AttributeClass::Int,
        );
        set(&["byval", "byref", "elementtype", "inalloca", "preallocated", "sret"], AttributeClass::Type);
        set(&["range", "initializes"], AttributeClass::Other);
        if let Some(none) = classes.first_mut() {
            *none = AttributeClass::Other;
        }
        classes
    })
}

/// The payload of the attribute `get` finds (it is called only for a kind this LLVM has):
/// the integer of an int attribute, 0 for the others (plain enum attributes, and type
/// attributes, whose type [`Value::type_attribute`] reads).
fn attribute_payload(kind: u32, get: impl FnOnce() -> llvm_sys::prelude::LLVMAttributeRef) -> Option<u64> {
    let class = attribute_class(kind);
    if class == AttributeClass::Other {
        return None;
    }
    let a = get();
    if a.is_null() {
        return None;
    }
    // SAFETY: an attribute of an int kind is an `IntAttributeImpl`, whose value this reads.
    let value = if class == AttributeClass::Int { unsafe { core::LLVMGetEnumAttributeValue(a) } } else { 0 };
    // `captures(...)` stands for `nocapture` only when it captures nothing.
    if is_captures(kind) && value != 0 {
        return None;
    }
    Some(value)
}

/// The type of a type attribute `a` found by a type-attribute kind; `None` when null.
fn type_attribute_value<'c>(a: llvm_sys::prelude::LLVMAttributeRef) -> Option<Type<'c>> {
    if a.is_null() {
        return None;
    }
    // SAFETY: `a` was found by a type-attribute kind, so it is a `TypeAttributeImpl`.
    Type::from_raw(unsafe { core::LLVMGetTypeAttributeValue(a) })
}

/// One function attribute, as [`Value::function_attributes`] reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FunctionAttribute {
    /// A string attribute `"key"="value"` (an empty `value` for `"key"`).
    String {
        /// The key.
        key: String,
        /// The value, empty when none.
        value: String,
    },
    /// An enum, int or type attribute in LLVM's textual form (`nounwind`,
    /// `alignstack(8)`, `memory(none)`).
    Enum {
        /// The attribute as LLVM prints it.
        text: String,
    },
}

/// The shim functions (`debug_info_shim.cpp`) for attributes and metadata kind names.
pub(super) mod shim {
    use llvm_sys::prelude::{LLVMAttributeRef, LLVMContextRef};
    use std::ffi::c_char;
    extern "C" {
        /// Copies the text of an attribute into `buf` (at most `cap` bytes); returns its length.
        pub fn llvm_spirv_attribute_text(a: LLVMAttributeRef, buf: *mut c_char, cap: usize) -> usize;
        /// The name of a metadata kind of a context, null if unknown.
        pub fn llvm_spirv_md_kind_name(c: LLVMContextRef, kind: u32, len: *mut usize) -> *const c_char;
    }
}
