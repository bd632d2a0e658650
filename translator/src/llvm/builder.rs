//! Construction: constants, globals, functions, metadata and an instruction
//! builder (`llvm::IRBuilder` through the C API). Used by the reverse translation.
//! Source: LLVM 19 `llvm-c/Core.h`, "Constants", "Global Values", "Instruction Builders".

use super::checks::{self, Error, Result};
use super::values::{attribute_class, is_alignment_kind, AttributeClass};
use super::{
    cstring, AtomicOrdering, AtomicRmwBinOp, AttributeIndex, BasicBlock, Context, IntPredicate, Linkage, Module,
    Opcode, RealPredicate, Type, Value,
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

    /// `iN` constant from the low bits of `v`. Errors: [`Error::WrongKind`] unless `ty` is
    /// an integer scalar (`LLVMConstInt` casts it to `IntegerType`).
    pub fn const_int(ty: Type<'c>, v: u64) -> Result<Self> {
        checks::ensure_type(ty.int_width().is_some(), "const_int", "type", "an integer type", ty)?;
        // SAFETY: an integer type (checked above).
        Ok(wrap(unsafe { core::LLVMConstInt(ty.raw(), v, 0) }))
    }
    /// `iN` constant from the 64-bit `words` of its value, low first (the bits above N
    /// ignored): integers wider than 64 bits. Errors: [`Error::WrongKind`] unless `ty` is an
    /// integer scalar.
    pub fn const_int_of_words(ty: Type<'c>, words: &[u64]) -> Result<Self> {
        checks::ensure_type(ty.int_width().is_some(), "const_int_of_words", "type", "an integer type", ty)?;
        let n = u32::try_from(words.len()).unwrap_or(u32::MAX);
        // SAFETY: an integer type (checked above) and `n` words readable at `words`.
        Ok(wrap(unsafe { core::LLVMConstIntOfArbitraryPrecision(ty.raw(), n, words.as_ptr()) }))
    }
    /// A floating-point constant of `ty` (a floating-point scalar, or a vector of them,
    /// splatted) holding `v` rounded to the type. Errors: [`Error::WrongKind`] for other
    /// types (`ConstantFP::get` has no float semantics for them).
    pub fn const_real(ty: Type<'c>, v: f64) -> Result<Self> {
        checks::ensure_type(checks::is_fp_like(ty), "const_real", "type", "a floating-point type", ty)?;
        // SAFETY: a floating-point scalar or vector type (checked above).
        Ok(wrap(unsafe { core::LLVMConstReal(ty.raw(), v) }))
    }
    /// `zeroinitializer` / `null` of `ty`. Errors: [`Error::WrongKind`] for types without
    /// a null value (`void`, `label`, `metadata`, functions, and target extension types
    /// other than the `spirv.*` ones, which LLVM 19 gives a zero initializer);
    /// `Constant::getNullValue` reaches `llvm_unreachable` for them.
    pub fn const_null(ty: Type<'c>) -> Result<Self> {
        use super::TypeKind as K;
        let ok = match ty.kind() {
            K::LLVMVoidTypeKind | K::LLVMLabelTypeKind | K::LLVMMetadataTypeKind | K::LLVMFunctionTypeKind => false,
            K::LLVMTargetExtTypeKind => ty.target_ext_name().is_some_and(|n| n.starts_with("spirv.")),
            _ => true,
        };
        checks::ensure_type(ok, "const_null", "type", "a type with a null value", ty)?;
        // SAFETY: a type Constant::getNullValue handles (checked above).
        Ok(wrap(unsafe { core::LLVMConstNull(ty.raw()) }))
    }
    /// `undef` of `ty` (`UndefValue::get` takes any type).
    pub fn undef(ty: Type<'c>) -> Self {
        // SAFETY: valid type; UndefValue::get has no precondition.
        wrap(unsafe { core::LLVMGetUndef(ty.raw()) })
    }
    /// `poison` of `ty` (`PoisonValue::get` takes any type).
    pub fn poison(ty: Type<'c>) -> Self {
        // SAFETY: valid type; PoisonValue::get has no precondition.
        wrap(unsafe { core::LLVMGetPoison(ty.raw()) })
    }
    /// `[elems]` of element type `elem`. Errors: [`Error::WrongKind`] for an element type
    /// arrays cannot hold or a non-constant element, [`Error::TypeMismatch`] for an element
    /// of another type (`ConstantArray::get` asserts it).
    pub fn const_array(elem: Type<'c>, elems: &[Value<'c>]) -> Result<Self> {
        let op = "const_array";
        checks::ensure_type(checks::is_array_element(elem), op, "element type", "a sized value type", elem)?;
        for &e in elems {
            checks::ensure_value(e.is_constant(), op, "element", "a constant", e)?;
            checks::same(op, "element and array element types", e.ty(), elem)?;
        }
        let mut r = raws(elems);
        // SAFETY: `r.len()` constants of type `elem`, a valid array element type (checked above).
        Ok(wrap(unsafe { core::LLVMConstArray2(elem.raw(), r.as_mut_ptr(), r.len() as u64) }))
    }
    /// A constant of struct type `ty` with `fields`. Errors: [`Error::WrongKind`] unless
    /// `ty` is a struct with a body and the fields constants, [`Error::ArgumentCount`] for
    /// another number of fields, [`Error::TypeMismatch`] for a field of another type.
    pub fn const_struct(ty: Type<'c>, fields: &[Value<'c>]) -> Result<Self> {
        let op = "const_struct";
        let is_struct = ty.kind() == super::TypeKind::LLVMStructTypeKind && !ty.is_opaque_struct();
        checks::ensure_type(is_struct, op, "type", "a struct type with a body", ty)?;
        let want = ty.struct_fields();
        if want.len() != fields.len() {
            return Err(Error::ArgumentCount { op, expected: want.len(), found: fields.len() });
        }
        for (i, (&f, &t)) in fields.iter().zip(&want).enumerate() {
            checks::ensure_value(f.is_constant(), op, "field", "a constant", f)?;
            if f.ty() != t {
                return Err(checks::argument_mismatch(op, i, f.ty(), t));
            }
        }
        let mut r = raws(fields);
        // SAFETY: a struct type with a body and one constant of each field's type (checked above).
        Ok(wrap(unsafe { core::LLVMConstNamedStruct(ty.raw(), r.as_mut_ptr(), r.len() as u32) }))
    }
    /// `<elems>`. Errors: [`Error::Precondition`] for no elements, [`Error::WrongKind`] for
    /// a non-constant element or an element type vectors cannot hold,
    /// [`Error::TypeMismatch`] for elements of different types (`ConstantVector::get`).
    pub fn const_vector(elems: &[Value<'c>]) -> Result<Self> {
        let op = "const_vector";
        let first = elems.first().ok_or(Error::Precondition { op, reason: "a vector has at least one element" })?;
        let et = first.ty();
        checks::ensure_type(checks::is_vector_element(et), op, "element type", "an integer, float or pointer", et)?;
        for &e in elems {
            checks::ensure_value(e.is_constant(), op, "element", "a constant", e)?;
            checks::same(op, "element types", e.ty(), et)?;
        }
        let mut r = raws(elems);
        // SAFETY: a nonempty array of constants of one valid element type (checked above).
        Ok(wrap(unsafe { core::LLVMConstVector(r.as_mut_ptr(), r.len() as u32) }))
    }
    /// Constant `getelementptr [inbounds] source, base, indices`. Errors: as
    /// [`Builder::gep`], and [`Error::WrongKind`] for a base or index that is not a constant.
    pub fn const_gep(source: Type<'c>, base: Value<'c>, indices: &[Value<'c>], in_bounds: bool) -> Result<Self> {
        let op = "const_gep";
        checks::ensure_value(base.is_constant(), op, "base", "a constant", base)?;
        for &i in indices {
            checks::ensure_value(i.is_constant(), op, "index", "a constant", i)?;
        }
        checks::gep(op, source, base, indices)?;
        let mut r = raws(indices);
        // SAFETY: constant operands forming a valid GEP of `source` (checked above).
        Ok(wrap(unsafe {
            if in_bounds {
                core::LLVMConstInBoundsGEP2(source.raw(), base.raw(), r.as_mut_ptr(), r.len() as u32)
            } else {
                core::LLVMConstGEP2(source.raw(), base.raw(), r.as_mut_ptr(), r.len() as u32)
            }
        }))
    }
    /// Constant cast: `bitcast`, `addrspacecast`, `ptrtoint`, `inttoptr`, `trunc` (the casts
    /// LLVM 19 keeps as constant expressions). Errors: [`Error::Precondition`] for another
    /// opcode, [`Error::WrongKind`] for a non-constant `v`, [`Error::TypeMismatch`] for a
    /// cast `CastInst::castIsValid` refuses.
    pub fn const_cast(op: Opcode, v: Value<'c>, ty: Type<'c>) -> Result<Self> {
        let name = "const_cast";
        checks::ensure_value(v.is_constant(), name, "operand", "a constant", v)?;
        let f = match op {
            Opcode::LLVMBitCast => core::LLVMConstBitCast,
            Opcode::LLVMAddrSpaceCast => core::LLVMConstAddrSpaceCast,
            Opcode::LLVMPtrToInt => core::LLVMConstPtrToInt,
            Opcode::LLVMIntToPtr => core::LLVMConstIntToPtr,
            Opcode::LLVMTrunc => core::LLVMConstTrunc,
            _ => return Err(Error::Precondition { op: name, reason: "not a constant-expression cast opcode" }),
        };
        check_cast(name, op, v.ty(), ty)?;
        // SAFETY: a constant operand and a valid cast of its type to `ty` (checked above).
        Ok(wrap(unsafe { f(v.raw(), ty.raw()) }))
    }

    /// Constant `extractelement vec, idx` (`idx` an integer constant) (a constant expression when `vec` does not
    /// fold, e.g. a `bitcast` expression). Errors: [`Error::WrongKind`] unless `vec` is a
    /// constant vector value, [`Error::Precondition`] for an index out of range.
    pub fn const_extract_element(vec: Value<'c>, idx: Value<'c>) -> Result<Self> {
        let name = "const_extract_element";
        checks::ensure_value(vec.is_constant(), name, "vector", "a constant", vec)?;
        let n = vec.ty().vector_size().ok_or(Error::Precondition { op: name, reason: "operand is not a vector" })?;
        if idx.const_int_zext().is_none_or(|i| i >= u64::from(n)) {
            return Err(Error::Precondition { op: name, reason: "index is not an in-range integer constant" });
        }
        // SAFETY: a constant vector and an in-range i32 constant index (checked above).
        Ok(wrap(unsafe { core::LLVMConstExtractElement(vec.raw(), idx.raw()) }))
    }
    /// Constant `insertelement vec, elem, idx`. Errors: as
    /// [`Value::const_extract_element`], and [`Error::TypeMismatch`] for an element of
    /// another type than the vector's.
    pub fn const_insert_element(vec: Value<'c>, elem: Value<'c>, idx: Value<'c>) -> Result<Self> {
        let name = "const_insert_element";
        checks::ensure_value(vec.is_constant(), name, "vector", "a constant", vec)?;
        checks::ensure_value(elem.is_constant(), name, "element", "a constant", elem)?;
        let n = vec.ty().vector_size().ok_or(Error::Precondition { op: name, reason: "operand is not a vector" })?;
        if idx.const_int_zext().is_none_or(|i| i >= u64::from(n)) {
            return Err(Error::Precondition { op: name, reason: "index is not an in-range integer constant" });
        }
        if let Some(et) = vec.ty().element_type() {
            checks::same(name, "element type", elem.ty(), et)?;
        }
        // SAFETY: constant vector and element of its element type, in-range index (checked).
        Ok(wrap(unsafe { core::LLVMConstInsertElement(vec.raw(), elem.raw(), idx.raw()) }))
    }
    /// Constant integer `add`/`sub`/`xor` of two constants of one integer (or integer
    /// vector) type: the binary operations every supported LLVM keeps as constant
    /// expressions. Errors: [`Error::Precondition`] for another opcode,
    /// [`Error::WrongKind`]/[`Error::TypeMismatch`] for non-constant or mismatched operands.
    pub fn const_binary(op: Opcode, a: Value<'c>, b: Value<'c>) -> Result<Self> {
        let name = "const_binary";
        checks::ensure_value(a.is_constant(), name, "lhs", "a constant", a)?;
        checks::ensure_value(b.is_constant(), name, "rhs", "a constant", b)?;
        checks::same(name, "operand types", a.ty(), b.ty())?;
        let scalar = a.ty().element_type().filter(|_| a.ty().vector_size().is_some()).unwrap_or(a.ty());
        checks::ensure_type(scalar.int_width().is_some(), name, "operand type", "an integer", a.ty())?;
        let f = match op {
            Opcode::LLVMAdd => core::LLVMConstAdd,
            Opcode::LLVMSub => core::LLVMConstSub,
            Opcode::LLVMXor => core::LLVMConstXor,
            _ => return Err(Error::Precondition { op: name, reason: "not a constant-expression binary opcode" }),
        };
        // SAFETY: two constants of one integer type (checked above).
        Ok(wrap(unsafe { f(a.raw(), b.raw()) }))
    }

    // ---- setters ----

    /// Sets the value's name. Values of type `void` have no name in LLVM IR (LLVM asserts
    /// against naming them), and constants other than globals none either: for those this
    /// does nothing.
    pub fn set_name(self, name: &str) {
        if self.ty().kind() == super::TypeKind::LLVMVoidTypeKind {
            return;
        }
        // SAFETY: a non-void value; LLVM copies `name.len()` bytes and ignores the call
        // for values without a symbol table (constants).
        unsafe { core::LLVMSetValueName2(self.raw(), name.as_ptr().cast(), name.len()) }
    }
    /// Sets a global's initializer. Errors: [`Error::WrongKind`] unless `self` is a global
    /// variable and `init` a constant, [`Error::TypeMismatch`] unless `init` has the
    /// global's value type (`GlobalVariable::setInitializer` asserts it).
    pub fn set_initializer(self, init: Value<'c>) -> Result<()> {
        let op = "set_initializer";
        checks::ensure_value(self.is_global_variable(), op, "receiver", "a global variable", self)?;
        checks::ensure_value(init.is_constant(), op, "initializer", "a constant", init)?;
        if let Some(t) = self.global_value_type() {
            checks::same(op, "initializer and value types", init.ty(), t)?;
        }
        // SAFETY: a global variable and a constant of its value type (checked above).
        unsafe { core::LLVMSetInitializer(self.raw(), init.raw()) };
        Ok(())
    }
    /// Marks a global `constant`. Errors: [`Error::WrongKind`] unless a global variable.
    pub fn set_global_constant(self, c: bool) -> Result<()> {
        checks::ensure_value(self.is_global_variable(), "set_global_constant", "receiver", "a global variable", self)?;
        // SAFETY: a global variable (checked above).
        unsafe { core::LLVMSetGlobalConstant(self.raw(), c as i32) };
        Ok(())
    }
    /// Sets the linkage of a global value. Errors: [`Error::WrongKind`] for other values.
    pub fn set_linkage(self, l: Linkage) -> Result<()> {
        checks::ensure_value(isa(self, core::LLVMIsAGlobalValue), "set_linkage", "receiver", "a global value", self)?;
        // SAFETY: a global value (checked above).
        unsafe { core::LLVMSetLinkage(self.raw(), l) };
        Ok(())
    }
    /// Sets the section of a global variable or function (`section "llvm.metadata"`).
    /// Errors: [`Error::WrongKind`] for other values.
    pub fn set_section(self, section: &str) -> Result<()> {
        checks::ensure_value(isa(self, core::LLVMIsAGlobalObject), "set_section", "receiver", "a global object", self)?;
        let c = cstring(section);
        // SAFETY: a global object (checked above) and a NUL-terminated string LLVM copies.
        unsafe { core::LLVMSetSection(self.raw(), c.as_ptr()) };
        Ok(())
    }
    /// Marks a global value `unnamed_addr`. Errors: [`Error::WrongKind`] for other values.
    pub fn set_unnamed_addr(self) -> Result<()> {
        let ok = isa(self, core::LLVMIsAGlobalValue);
        checks::ensure_value(ok, "set_unnamed_addr", "receiver", "a global value", self)?;
        // SAFETY: a global value (checked above).
        unsafe { core::LLVMSetUnnamedAddress(self.raw(), llvm_sys::LLVMUnnamedAddr::LLVMGlobalUnnamedAddr) };
        Ok(())
    }
    /// Sets the alignment in bytes of a global variable, function, alloca, load, store,
    /// atomicrmw or cmpxchg. Errors: [`Error::WrongKind`] for other values (LLVM's
    /// `LLVMSetAlignment` reaches `llvm_unreachable`), [`Error::Precondition`] unless `a` is
    /// a power of two up to 2^32 (0, no alignment, only for globals).
    pub fn set_alignment(self, a: u32) -> Result<()> {
        let op = "set_alignment";
        let global = isa(self, core::LLVMIsAGlobalObject);
        let inst = isa(self, core::LLVMIsAAllocaInst)
            || isa(self, core::LLVMIsALoadInst)
            || isa(self, core::LLVMIsAStoreInst)
            || isa(self, core::LLVMIsAAtomicRMWInst)
            || isa(self, core::LLVMIsAAtomicCmpXchgInst);
        checks::ensure_value(global || inst, op, "receiver", "a global, alloca, load, store or atomic", self)?;
        checks::ensure(a.is_power_of_two() || (a == 0 && global), op, "the alignment must be a power of two")?;
        // SAFETY: a receiver LLVMSetAlignment handles and a valid alignment (checked above).
        unsafe { core::LLVMSetAlignment(self.raw(), a) };
        Ok(())
    }
    /// Sets `volatile` on a load, store, atomicrmw or cmpxchg. Errors: [`Error::WrongKind`]
    /// for other values.
    pub fn set_volatile(self, v: bool) -> Result<()> {
        let ok = isa(self, core::LLVMIsALoadInst)
            || isa(self, core::LLVMIsAStoreInst)
            || isa(self, core::LLVMIsAAtomicRMWInst)
            || isa(self, core::LLVMIsAAtomicCmpXchgInst);
        checks::ensure_value(ok, "set_volatile", "receiver", "a load, store or atomic", self)?;
        // SAFETY: a memory instruction LLVMSetVolatile handles (checked above).
        unsafe { core::LLVMSetVolatile(self.raw(), v as i32) };
        Ok(())
    }
    /// Sets a function's calling convention. Errors: [`Error::WrongKind`] unless a
    /// function, [`Error::Precondition`] for `cc` above 1023 (`CallingConv::MaxID`).
    pub fn set_function_call_conv(self, cc: u32) -> Result<()> {
        let op = "set_function_call_conv";
        checks::ensure_value(self.is_function(), op, "receiver", "a function", self)?;
        checks::ensure(cc <= MAX_CALL_CONV, op, "calling conventions are below 1024")?;
        // SAFETY: a function and a calling convention that fits its field (checked above).
        unsafe { core::LLVMSetFunctionCallConv(self.raw(), cc) };
        Ok(())
    }
    /// Sets a call's calling convention. Errors: [`Error::WrongKind`] unless a call,
    /// [`Error::Precondition`] for `cc` above 1023.
    pub fn set_call_conv(self, cc: u32) -> Result<()> {
        let op = "set_call_conv";
        checks::ensure_value(isa(self, core::LLVMIsACallInst), op, "receiver", "a call", self)?;
        checks::ensure(cc <= MAX_CALL_CONV, op, "calling conventions are below 1024")?;
        // SAFETY: a call and a calling convention that fits its field (checked above).
        unsafe { core::LLVMSetInstructionCallConv(self.raw(), cc) };
        Ok(())
    }
    /// Adds enum attribute `kind` (with integer payload `val` for int attributes such as
    /// `align`, `dereferenceable`, `memory`; 0 for plain ones) at `index` of a function.
    /// Kind 0 (a name this LLVM does not know, see [`super::attribute_kind`]) adds nothing.
    ///
    /// Errors: [`Error::WrongKind`] unless `self` is a function, [`Error::Precondition`]
    /// for a type or unknown attribute kind, a nonzero payload of a plain attribute, an
    /// `align` that is not a power of two, or a parameter index past the parameters.
    pub fn add_enum_attribute(self, ctx: &'c Context, index: AttributeIndex, kind: u32, val: u64) -> Result<()> {
        if kind == 0 {
            return Ok(());
        }
        let op = "add_enum_attribute";
        checks::ensure_value(self.is_function(), op, "receiver", "a function", self)?;
        check_index(op, index, self)?;
        check_int_attribute(op, kind, val)?;
        // SAFETY: a function and an enum or int attribute built from a kind of its class
        // with a valid payload (checked above).
        unsafe {
            let a = core::LLVMCreateEnumAttribute(ctx.raw(), kind, val);
            core::LLVMAddAttributeAtIndex(self.raw(), index_raw(index), a)
        }
        Ok(())
    }
    /// Adds string attribute `key` = `value` (`"referenced-indirectly"`, empty value) at
    /// `index` of a function. Errors: [`Error::WrongKind`] unless `self` is a function.
    pub fn add_string_attribute(self, ctx: &'c Context, index: AttributeIndex, key: &str, value: &str) -> Result<()> {
        checks::ensure_value(self.is_function(), "add_string_attribute", "receiver", "a function", self)?;
        // SAFETY: valid context and function (checked above); LLVM copies key and value.
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
        Ok(())
    }
    /// Adds string attribute `key` = `value` at `index` of a call site (`"fpbuiltin-max-error"`).
    /// Errors: [`Error::WrongKind`] unless `self` is a call.
    pub fn add_call_site_string_attribute(
        self,
        ctx: &'c Context,
        index: AttributeIndex,
        key: &str,
        value: &str,
    ) -> Result<()> {
        let op = "add_call_site_string_attribute";
        checks::ensure_value(isa(self, core::LLVMIsACallInst), op, "receiver", "a call", self)?;
        // SAFETY: a call (checked above) and a valid context; LLVM copies key and value.
        unsafe {
            let a = core::LLVMCreateStringAttribute(
                ctx.raw(),
                key.as_ptr().cast(),
                key.len() as u32,
                value.as_ptr().cast(),
                value.len() as u32,
            );
            core::LLVMAddCallSiteAttribute(self.raw(), index_raw(index), a)
        }
        Ok(())
    }
    /// Adds type attribute `kind` (`byval`, `sret`) at `index` of a function; kind 0 adds
    /// nothing. Errors: [`Error::WrongKind`] unless `self` is a function,
    /// [`Error::Precondition`] for a kind that is not a type attribute or an index past the
    /// parameters.
    pub fn add_type_attribute(self, ctx: &'c Context, index: AttributeIndex, kind: u32, ty: Type<'c>) -> Result<()> {
        if kind == 0 {
            return Ok(());
        }
        let op = "add_type_attribute";
        checks::ensure_value(self.is_function(), op, "receiver", "a function", self)?;
        check_index(op, index, self)?;
        checks::ensure(attribute_class(kind) == AttributeClass::Type, op, "the kind is not a type attribute")?;
        // SAFETY: a function and a type attribute of a type-attribute kind (checked above).
        unsafe {
            let a = core::LLVMCreateTypeAttribute(ctx.raw(), kind, ty.raw());
            core::LLVMAddAttributeAtIndex(self.raw(), index_raw(index), a)
        }
        Ok(())
    }
    /// Adds plain enum attribute `kind` at `index` of a call site; kind 0 adds nothing.
    /// Errors: as [`Value::add_call_site_enum_attribute`] with payload 0.
    pub fn add_call_site_attribute(self, ctx: &'c Context, index: AttributeIndex, kind: u32) -> Result<()> {
        self.add_call_site_enum_attribute(ctx, index, kind, 0)
    }
    /// Adds enum attribute `kind` with integer payload `val` (`align`) at `index` of a call
    /// site; kind 0 adds nothing. Errors: [`Error::WrongKind`] unless `self` is a call,
    /// [`Error::Precondition`] as for [`Value::add_enum_attribute`].
    pub fn add_call_site_enum_attribute(
        self,
        ctx: &'c Context,
        index: AttributeIndex,
        kind: u32,
        val: u64,
    ) -> Result<()> {
        if kind == 0 {
            return Ok(());
        }
        let op = "add_call_site_enum_attribute";
        checks::ensure_value(isa(self, core::LLVMIsACallInst), op, "receiver", "a call", self)?;
        check_index(op, index, self)?;
        check_int_attribute(op, kind, val)?;
        // SAFETY: a call and an enum or int attribute with a valid payload (checked above).
        unsafe {
            let a = core::LLVMCreateEnumAttribute(ctx.raw(), kind, val);
            core::LLVMAddCallSiteAttribute(self.raw(), index_raw(index), a)
        }
        Ok(())
    }
    /// Adds type attribute `kind` (`sret`, `byval`) at `index` of a call site; kind 0 adds
    /// nothing. Errors: [`Error::WrongKind`] unless `self` is a call,
    /// [`Error::Precondition`] for a kind that is not a type attribute or an index past the
    /// arguments.
    pub fn add_call_site_type_attribute(
        self,
        ctx: &'c Context,
        index: AttributeIndex,
        kind: u32,
        ty: Type<'c>,
    ) -> Result<()> {
        if kind == 0 {
            return Ok(());
        }
        let op = "add_call_site_type_attribute";
        checks::ensure_value(isa(self, core::LLVMIsACallInst), op, "receiver", "a call", self)?;
        check_index(op, index, self)?;
        checks::ensure(attribute_class(kind) == AttributeClass::Type, op, "the kind is not a type attribute")?;
        // SAFETY: a call and a type attribute of a type-attribute kind (checked above).
        unsafe {
            let a = core::LLVMCreateTypeAttribute(ctx.raw(), kind, ty.raw());
            core::LLVMAddCallSiteAttribute(self.raw(), index_raw(index), a)
        }
        Ok(())
    }
    /// Attaches metadata node `md` of kind `kind` to a function or global variable.
    /// Errors: [`Error::WrongKind`] unless `self` is one, [`Error::Precondition`] unless
    /// `md` is a node (not a string or constant) and `kind` is not `dbg` (0), which needs a
    /// debug-info node.
    pub fn set_global_metadata(self, kind: u32, md: Metadata<'c>) -> Result<()> {
        let op = "set_global_metadata";
        checks::ensure_value(isa(self, core::LLVMIsAGlobalObject), op, "receiver", "a global object", self)?;
        checks::ensure(md.kind == MdKind::Node, op, "the metadata must be a node")?;
        checks::ensure(kind != 0, op, "!dbg attachments need debug-info nodes")?;
        // SAFETY: a global object and an MDNode (checked above).
        unsafe { core::LLVMGlobalSetMetadata(self.raw(), kind, md.raw) };
        Ok(())
    }
    /// Attaches metadata node `md` of kind `kind` to an instruction (a constant is wrapped
    /// in a node, as LLVM does). Errors: [`Error::WrongKind`] unless `self` is an
    /// instruction, [`Error::Precondition`] for an MDString or kind `dbg` (0).
    pub fn set_instruction_metadata(self, ctx: &'c Context, kind: u32, md: Metadata<'c>) -> Result<()> {
        let op = "set_instruction_metadata";
        checks::ensure_value(self.is_instruction(), op, "receiver", "an instruction", self)?;
        checks::ensure(md.kind != MdKind::String, op, "the metadata must be a node or constant")?;
        checks::ensure(kind != 0, op, "!dbg attachments need debug-info nodes")?;
        // SAFETY: an instruction and a node or constant LLVMSetMetadata accepts (checked above).
        unsafe { core::LLVMSetMetadata(self.raw(), kind, ctx.md_as_value(md)) };
        Ok(())
    }
    /// Sets `nsw` on an `add`, `sub`, `mul` or `shl` instruction. Other values (a constant
    /// the builder folded the operation into, among them) are left as they are: dropping
    /// `nsw` only removes a poison condition, which keeps the meaning.
    pub fn set_nsw(self) {
        if self.is_overflowing_binop() {
            // SAFETY: an OverflowingBinaryOperator instruction (checked above).
            unsafe { core::LLVMSetNSW(self.raw(), 1) }
        }
    }
    /// Sets `exact` on a `udiv`, `sdiv`, `lshr` or `ashr` instruction; other values (a
    /// folded constant) are left as they are, as for [`Value::set_nsw`].
    pub fn set_exact(self) {
        let exact =
            matches!(self.opcode(), Some(Opcode::LLVMUDiv | Opcode::LLVMSDiv | Opcode::LLVMLShr | Opcode::LLVMAShr));
        if exact {
            // SAFETY: a PossiblyExactOperator instruction (checked above).
            unsafe { core::LLVMSetExact(self.raw(), 1) }
        }
    }
    /// Sets `nuw` on an `add`, `sub`, `mul` or `shl` instruction; other values are left as
    /// they are, as for [`Value::set_nsw`].
    pub fn set_nuw(self) {
        if self.is_overflowing_binop() {
            // SAFETY: an OverflowingBinaryOperator instruction (checked above).
            unsafe { core::LLVMSetNUW(self.raw(), 1) }
        }
    }
    /// Sets fast-math flags on a floating-point instruction (no-op on other values, folded
    /// constants among them: the flags only allow optimisations).
    pub fn set_fast_math_flags(self, flags: super::FastMathFlags) {
        if self.can_use_fast_math_flags() {
            // SAFETY: an instruction that is an FPMathOperator (checked above).
            unsafe { core::LLVMSetFastMathFlags(self.raw(), flags.0) }
        }
    }
    /// Adds an incoming (value, block) to a phi. Errors: [`Error::WrongKind`] unless
    /// `self` is a phi, [`Error::TypeMismatch`] unless `v` has its type.
    pub fn add_incoming(self, v: Value<'c>, bb: BasicBlock<'c>) -> Result<()> {
        let op = "add_incoming";
        checks::ensure_value(isa(self, core::LLVMIsAPHINode), op, "receiver", "a phi", self)?;
        checks::same(op, "incoming and phi types", v.ty(), self.ty())?;
        let mut vals = [v.raw()];
        let mut bbs = [bb.raw()];
        // SAFETY: a phi and one value of its type with one block (checked above).
        unsafe { core::LLVMAddIncoming(self.raw(), vals.as_mut_ptr(), bbs.as_mut_ptr(), 1) };
        Ok(())
    }
    /// Adds a case to a switch. Errors: [`Error::WrongKind`] unless `self` is a switch and
    /// `on` an integer constant, [`Error::TypeMismatch`] unless `on` has the condition's type.
    pub fn add_case(self, on: Value<'c>, dest: BasicBlock<'c>) -> Result<()> {
        let op = "add_case";
        checks::ensure_value(isa(self, core::LLVMIsASwitchInst), op, "receiver", "a switch", self)?;
        checks::ensure_value(on.const_int_zext().is_some(), op, "case value", "an integer constant", on)?;
        if let Some(cond) = self.operand(0) {
            checks::same(op, "case and condition types", on.ty(), cond.ty())?;
        }
        // SAFETY: a switch and a ConstantInt of its condition's type (checked above).
        unsafe { core::LLVMAddCase(self.raw(), on.raw(), dest.raw()) };
        Ok(())
    }
    /// Appends a basic block to a function. Errors: [`Error::WrongKind`] unless `self` is a
    /// function.
    pub fn append_block(self, ctx: &'c Context, name: &str) -> Result<BasicBlock<'c>> {
        checks::ensure_value(self.is_function(), "append_block", "receiver", "a function", self)?;
        let c = cstring(name);
        // SAFETY: a function (checked above) and a NUL-terminated name LLVM copies.
        Ok(BasicBlock::from_constructor(unsafe {
            core::LLVMAppendBasicBlockInContext(ctx.raw(), self.raw(), c.as_ptr())
        }))
    }
}

/// The largest calling convention id (`CallingConv::MaxID`).
const MAX_CALL_CONV: u32 = 1023;

/// Whether `LLVMIsA*` function `f` accepts `v`.
fn isa(v: Value<'_>, f: unsafe extern "C" fn(LLVMValueRef) -> LLVMValueRef) -> bool {
    // SAFETY: the LLVMIsA* functions take any value and return null on mismatch.
    !unsafe { f(v.raw()) }.is_null()
}

/// An attribute index within the parameters of function `f` (or the arguments of call `f`).
fn check_index(op: &'static str, index: AttributeIndex, f: Value<'_>) -> Result<()> {
    let AttributeIndex::Param(n) = index else { return Ok(()) };
    // SAFETY: `f` is a function or a call (the callers check which first).
    let count = unsafe {
        if f.is_function() {
            core::LLVMCountParams(f.raw())
        } else {
            core::LLVMGetNumArgOperands(f.raw())
        }
    };
    checks::ensure(n < count, op, "the parameter index is past the parameters")
}

/// `kind` and `val` make an enum attribute (payload 0) or an int attribute (`align` a power
/// of two), as `Attribute::get(Context, Kind, Val)` asserts.
fn check_int_attribute(op: &'static str, kind: u32, val: u64) -> Result<()> {
    match attribute_class(kind) {
        AttributeClass::Enum => checks::ensure(val == 0, op, "a plain enum attribute takes no payload"),
        AttributeClass::Int => {
            let ok = !is_alignment_kind(kind) || (val.is_power_of_two() && val <= 1 << 32);
            checks::ensure(ok, op, "an alignment is a power of two")
        }
        _ => Err(Error::Precondition { op, reason: "the kind is not an enum or int attribute" }),
    }
}

/// The checks of a cast from `src` to `dst` (`CastInst::castIsValid`).
fn check_cast(name: &'static str, op: Opcode, src: Type<'_>, dst: Type<'_>) -> Result<()> {
    if checks::cast_is_valid(op, src, dst) {
        return Ok(());
    }
    Err(Error::TypeMismatch {
        op: name,
        what: format!("source and destination types of {op:?}").replace("LLVM", ""),
        left: src.to_ir_string(),
        right: dst.to_ir_string(),
    })
}

fn index_raw(i: AttributeIndex) -> u32 {
    match i {
        AttributeIndex::Function => u32::MAX,
        AttributeIndex::Return => 0,
        AttributeIndex::Param(n) => n + 1,
    }
}

/// What a [`Metadata`] is, which decides where LLVM accepts it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum MdKind {
    /// An `MDString`.
    String,
    /// An `MDNode`.
    Node,
    /// A `ConstantAsMetadata`.
    Constant,
}

/// An `llvm::Metadata` (MDString, MDNode or constant) under construction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Metadata<'c> {
    raw: llvm_sys::prelude::LLVMMetadataRef,
    kind: MdKind,
    _ctx: PhantomData<&'c Context>,
}

impl<'c> Metadata<'c> {
    /// The C handle, for the debug-info builder.
    pub(super) fn raw(self) -> llvm_sys::prelude::LLVMMetadataRef {
        self.raw
    }
    /// Wraps a node returned by an LLVM debug-info constructor (never null).
    pub(super) fn from_node(raw: llvm_sys::prelude::LLVMMetadataRef) -> Self {
        Metadata { raw, kind: MdKind::Node, _ctx: PhantomData }
    }
    /// Whether this is a node (not a string or constant).
    pub(super) fn is_node(self) -> bool {
        self.kind == MdKind::Node
    }

    /// `ConstantAsMetadata` of a constant (`i32 1`, `float undef`, ...). Errors:
    /// [`Error::WrongKind`] for a value that is not a constant (an instruction or argument
    /// would become function-local metadata, which nodes outside the function cannot hold).
    pub fn constant(c: Value<'c>) -> Result<Self> {
        checks::ensure_value(c.is_constant(), "Metadata::constant", "value", "a constant", c)?;
        // SAFETY: a constant, which LLVMValueAsMetadata wraps as ConstantAsMetadata.
        Ok(Metadata { raw: unsafe { core::LLVMValueAsMetadata(c.raw()) }, kind: MdKind::Constant, _ctx: PhantomData })
    }
}

impl<'c> Context {
    /// `!"text"`.
    pub fn md_string(&'c self, s: &str) -> Metadata<'c> {
        Metadata {
            // SAFETY: valid context; LLVM copies `s.len()` bytes.
            raw: unsafe { core::LLVMMDStringInContext2(self.raw(), s.as_ptr().cast(), s.len()) },
            kind: MdKind::String,
            _ctx: PhantomData,
        }
    }
    /// `!{ops...}`.
    pub fn md_node(&'c self, ops: &[Metadata<'c>]) -> Metadata<'c> {
        let mut mds: Vec<_> = ops.iter().map(|m| m.raw).collect();
        Metadata {
            // SAFETY: valid context and `mds.len()` metadata of it (strings, nodes and
            // constants are all valid node operands).
            raw: unsafe { core::LLVMMDNodeInContext2(self.raw(), mds.as_mut_ptr(), mds.len()) },
            kind: MdKind::Node,
            _ctx: PhantomData,
        }
    }
    /// `distinct !{ops...}`: a node of its own, never merged with an equal one (the index
    /// groups of `!llvm.index.group` are `distinct !{}`).
    pub fn md_distinct_node(&'c self, ops: &[Metadata<'c>]) -> Metadata<'c> {
        extern "C" {
            fn llvm_spirv_md_distinct_node(
                ctx: llvm_sys::prelude::LLVMContextRef,
                ops: *mut llvm_sys::prelude::LLVMMetadataRef,
                n: usize,
            ) -> llvm_sys::prelude::LLVMMetadataRef;
        }
        let mut mds: Vec<_> = ops.iter().map(|m| m.raw).collect();
        Metadata {
            // SAFETY: valid context and `mds.len()` metadata of it (debug_info_shim.cpp).
            raw: unsafe { llvm_spirv_md_distinct_node(self.raw(), mds.as_mut_ptr(), mds.len()) },
            kind: MdKind::Node,
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
            Metadata { raw: node, kind: MdKind::Node, _ctx: PhantomData }
        }
    }

    /// The metadata as a value (for named metadata and instruction attachments).
    fn md_as_value(&'c self, md: Metadata<'c>) -> LLVMValueRef {
        // SAFETY: valid context and metadata; MetadataAsValue::get takes any metadata.
        unsafe { core::LLVMMetadataAsValue(self.raw(), md.raw) }
    }
}

impl<'c> Module<'c> {
    /// Adds a global variable of `ty` in `address_space`. Errors: [`Error::WrongKind`] for a
    /// type a global cannot hold (`void`, `label`, `metadata`, `token`, functions),
    /// [`Error::Precondition`] for an address space above 2^24 - 1.
    pub fn add_global(&self, ty: Type<'c>, name: &str, address_space: u32) -> Result<Value<'c>> {
        let op = "add_global";
        checks::ensure_type(checks::is_global_value_type(ty), op, "type", "a type a global can hold", ty)?;
        checks::ensure(address_space <= checks::MAX_ADDRESS_SPACE, op, "the address space must be below 2^24")?;
        let c = cstring(name);
        // SAFETY: valid module, a valid global value type and address space (checked above).
        Ok(wrap(unsafe { core::LLVMAddGlobalInAddressSpace(self.raw, ty.raw(), c.as_ptr(), address_space) }))
    }
    /// Adds a function (declaration until blocks are appended). For the name of an
    /// intrinsic that is not overloaded, `ty` must be the intrinsic's type; overloaded
    /// intrinsics' signatures are left to the verifier (`Intrinsic::matchIntrinsicSignature`,
    /// which reports a mismatch without crashing).
    ///
    /// Errors: [`Error::WrongKind`] unless `ty` is a function type, [`Error::TypeMismatch`]
    /// for a non-overloaded intrinsic of another type.
    pub fn add_function(&self, name: &str, ty: Type<'c>) -> Result<Value<'c>> {
        let op = "add_function";
        checks::ensure_type(ty.kind() == super::TypeKind::LLVMFunctionTypeKind, op, "type", "a function type", ty)?;
        let id = if name.starts_with("llvm.") { super::intrinsic_id_for_name(name) } else { 0 };
        // SAFETY: a plain query of LLVM's intrinsic table, for an id it returned.
        if id != 0 && unsafe { core::LLVMIntrinsicIsOverloaded(id) } == 0 {
            // SAFETY: a valid non-overloaded intrinsic id, which takes no overload types.
            let want =
                unsafe { core::LLVMIntrinsicGetType(core::LLVMGetTypeContext(ty.raw()), id, std::ptr::null_mut(), 0) };
            if let Some(want) = Type::from_raw(want) {
                checks::same(op, "intrinsic and given types", ty, want)?;
            }
        }
        let c = cstring(name);
        // SAFETY: valid module, a function type (checked above) and a NUL-terminated name.
        Ok(wrap(unsafe { core::LLVMAddFunction(self.raw, c.as_ptr(), ty.raw()) }))
    }
    /// Appends node `md` to the named metadata `!name`. Errors: [`Error::Precondition`]
    /// unless `md` is a node.
    pub fn add_named_metadata(&self, ctx: &'c Context, name: &str, md: Metadata<'c>) -> Result<()> {
        checks::ensure(md.kind == MdKind::Node, "add_named_metadata", "the metadata must be a node")?;
        let c = cstring(name);
        // SAFETY: valid module, NUL-terminated name and an MDNode (checked above) as a value.
        unsafe { core::LLVMAddNamedMetadataOperand(self.raw, c.as_ptr(), ctx.md_as_value(md)) };
        Ok(())
    }
}

/// An instruction builder positioned at the end of a block.
///
/// Every method checks the operand combination the instruction's constructor asserts in
/// LLVM's debug builds (see [`checks`](super::checks)) and returns [`Error`] instead of
/// building corrupt IR; instructions that need the data layout (load, store, alloca,
/// atomics) also need the builder positioned in a block of a function.
pub struct Builder<'c> {
    raw: LLVMBuilderRef,
    _ctx: PhantomData<&'c Context>,
}

impl Drop for Builder<'_> {
    fn drop(&mut self) {
        // SAFETY: the builder is owned by this handle and disposed once.
        unsafe { core::LLVMDisposeBuilder(self.raw) }
    }
}

impl<'c> Builder<'c> {
    /// The C handle, for the debug-info builder.
    pub(super) fn raw(&self) -> LLVMBuilderRef {
        self.raw
    }
    /// A builder for `ctx`.
    pub fn new(ctx: &'c Context) -> Self {
        // SAFETY: valid context.
        Builder { raw: unsafe { core::LLVMCreateBuilderInContext(ctx.raw()) }, _ctx: PhantomData }
    }
    /// Positions at the end of `bb`.
    pub fn position_at_end(&self, bb: BasicBlock<'c>) {
        // SAFETY: valid builder and block.
        unsafe { core::LLVMPositionBuilderAtEnd(self.raw, bb.raw()) }
    }
    /// Positions before instruction `inst`. Errors: [`Error::WrongKind`] unless `inst` is
    /// an instruction in a block.
    pub fn position_before(&self, inst: Value<'c>) -> Result<()> {
        let ok = inst.parent_block().is_some();
        checks::ensure_value(ok, "position_before", "instruction", "an instruction in a block", inst)?;
        // SAFETY: an instruction inside a block (checked above).
        unsafe { core::LLVMPositionBuilderBefore(self.raw, inst.raw()) };
        Ok(())
    }
    /// The function the insertion block belongs to, if positioned.
    fn function(&self) -> Option<Value<'c>> {
        // SAFETY: valid builder; null when not positioned.
        BasicBlock::from_raw(unsafe { core::LLVMGetInsertBlock(self.raw) })?.parent()
    }
    /// The builder is positioned in a block of a function (IRBuilder reads the module's
    /// data layout through it for alignments).
    fn positioned(&self, op: &'static str) -> Result<()> {
        checks::ensure(self.function().is_some(), op, "the builder is not positioned in a function")
    }
    /// `ret void` / `ret v`. Errors: [`Error::TypeMismatch`] when positioned in a function
    /// whose return type is not `v`'s (or not `void` for `None`).
    pub fn ret(&self, v: Option<Value<'c>>) -> Result<Value<'c>> {
        if let Some(rt) = self.function().and_then(|f| f.global_value_type()).and_then(|t| t.return_type()) {
            let given = v.map_or(rt, |v| v.ty());
            let void = rt.kind() == super::TypeKind::LLVMVoidTypeKind;
            if v.is_none() != void || given != rt {
                let given = v.map_or_else(|| "void".to_string(), |v| v.ty().to_ir_string());
                return Err(Error::TypeMismatch {
                    op: "ret",
                    what: "value and return types".into(),
                    left: given,
                    right: rt.to_ir_string(),
                });
            }
        }
        // SAFETY: valid builder; a value of the function's return type (checked above).
        Ok(wrap(unsafe {
            match v {
                Some(v) => core::LLVMBuildRet(self.raw, v.raw()),
                None => core::LLVMBuildRetVoid(self.raw),
            }
        }))
    }
    /// `br label`.
    pub fn br(&self, dest: BasicBlock<'c>) -> Value<'c> {
        // SAFETY: valid builder and block; an unconditional branch takes any block.
        wrap(unsafe { core::LLVMBuildBr(self.raw, dest.raw()) })
    }
    /// `br i1 c, t, f`. Errors: [`Error::WrongKind`] unless `c` is an `i1`.
    pub fn cond_br(&self, c: Value<'c>, t: BasicBlock<'c>, f: BasicBlock<'c>) -> Result<Value<'c>> {
        checks::ensure_type(c.ty().int_width() == Some(1), "cond_br", "condition", "an i1", c.ty())?;
        // SAFETY: an i1 condition (checked above; BranchInst::AssertOK).
        Ok(wrap(unsafe { core::LLVMBuildCondBr(self.raw, c.raw(), t.raw(), f.raw()) }))
    }
    /// `switch v, default [...]` (add cases with [`Value::add_case`]). Errors:
    /// [`Error::WrongKind`] unless `v` is an integer scalar.
    pub fn switch(&self, v: Value<'c>, default: BasicBlock<'c>, n: u32) -> Result<Value<'c>> {
        checks::ensure_type(v.ty().int_width().is_some(), "switch", "condition", "an integer", v.ty())?;
        // SAFETY: an integer condition (checked above).
        Ok(wrap(unsafe { core::LLVMBuildSwitch(self.raw, v.raw(), default.raw(), n) }))
    }
    /// `unreachable`.
    pub fn unreachable(&self) -> Value<'c> {
        // SAFETY: valid builder; no operands.
        wrap(unsafe { core::LLVMBuildUnreachable(self.raw) })
    }
    /// A binary operator. Errors: [`Error::Precondition`] for an opcode that is not one,
    /// [`Error::TypeMismatch`] for operands of different types, [`Error::WrongKind`] for
    /// operands that are not integers (floating point for `fadd` & co.) or vectors of them
    /// (`BinaryOperator::AssertOK`).
    pub fn binop(&self, op: Opcode, a: Value<'c>, b: Value<'c>) -> Result<Value<'c>> {
        let name = "binop";
        let float =
            checks::binop_is_float(op).ok_or(Error::Precondition { op: name, reason: "not a binary opcode" })?;
        checks::same(name, "operand types", a.ty(), b.ty())?;
        if float {
            checks::ensure_type(checks::is_fp_like(a.ty()), name, "operands", "floating point", a.ty())?;
        } else {
            checks::ensure_type(checks::is_int_like(a.ty()), name, "operands", "integers", a.ty())?;
        }
        // SAFETY: a binary opcode and two operands of one type it takes (checked above).
        Ok(wrap(unsafe { core::LLVMBuildBinOp(self.raw, op, a.raw(), b.raw(), NO_NAME) }))
    }
    /// `fneg`. Errors: [`Error::WrongKind`] unless `a` is floating point or a vector of it.
    pub fn fneg(&self, a: Value<'c>) -> Result<Value<'c>> {
        checks::ensure_type(checks::is_fp_like(a.ty()), "fneg", "operand", "floating point", a.ty())?;
        // SAFETY: a floating-point operand (checked above; UnaryOperator::AssertOK).
        Ok(wrap(unsafe { core::LLVMBuildFNeg(self.raw, a.raw(), NO_NAME) }))
    }
    /// `icmp`. Errors: [`Error::TypeMismatch`] for operands of different types,
    /// [`Error::WrongKind`] unless they are integers or pointers (or vectors of them).
    pub fn icmp(&self, p: IntPredicate, a: Value<'c>, b: Value<'c>) -> Result<Value<'c>> {
        checks::same("icmp", "operand types", a.ty(), b.ty())?;
        let ok = checks::is_int_like(a.ty()) || checks::is_ptr_like(a.ty());
        checks::ensure_type(ok, "icmp", "operands", "integers or pointers", a.ty())?;
        // SAFETY: two operands of one integer or pointer type (checked above; ICmpInst::AssertOK).
        Ok(wrap(unsafe { core::LLVMBuildICmp(self.raw, p, a.raw(), b.raw(), NO_NAME) }))
    }
    /// `fcmp`. Errors: [`Error::TypeMismatch`] for operands of different types,
    /// [`Error::WrongKind`] unless they are floating point (or vectors of it).
    pub fn fcmp(&self, p: RealPredicate, a: Value<'c>, b: Value<'c>) -> Result<Value<'c>> {
        checks::same("fcmp", "operand types", a.ty(), b.ty())?;
        checks::ensure_type(checks::is_fp_like(a.ty()), "fcmp", "operands", "floating point", a.ty())?;
        // SAFETY: two operands of one floating-point type (checked above; FCmpInst::AssertOK).
        Ok(wrap(unsafe { core::LLVMBuildFCmp(self.raw, p, a.raw(), b.raw(), NO_NAME) }))
    }
    /// A cast instruction; a cast to `v`'s own type returns `v` (as IRBuilder does).
    /// Errors: [`Error::TypeMismatch`] for a cast `CastInst::castIsValid` refuses (a
    /// non-cast opcode among them).
    pub fn cast(&self, op: Opcode, v: Value<'c>, ty: Type<'c>) -> Result<Value<'c>> {
        if v.ty() == ty {
            return Ok(v);
        }
        check_cast("cast", op, v.ty(), ty)?;
        // SAFETY: a valid cast of `v` to `ty` (checked above).
        Ok(wrap(unsafe { core::LLVMBuildCast(self.raw, op, v.raw(), ty.raw(), NO_NAME) }))
    }
    /// `select`. Errors: [`Error::WrongKind`] unless `c` is an `i1` or a vector of `i1` as
    /// long as the operands, [`Error::TypeMismatch`] for operands of different types
    /// (`SelectInst::areInvalidOperands`).
    pub fn select(&self, c: Value<'c>, a: Value<'c>, b: Value<'c>) -> Result<Value<'c>> {
        let op = "select";
        checks::same(op, "operand types", a.ty(), b.ty())?;
        checks::ensure_type(checks::is_value_type(a.ty()), op, "operands", "first-class values", a.ty())?;
        let ct = c.ty();
        let (lanes, _) = checks::element_count(ct);
        let cond_ok = ct.scalar().int_width() == Some(1)
            && (lanes == 0 || checks::element_count(ct) == checks::element_count(a.ty()));
        checks::ensure_type(cond_ok, op, "condition", "an i1 or a vector of i1 as long as the operands", ct)?;
        // SAFETY: valid select operands (checked above).
        Ok(wrap(unsafe { core::LLVMBuildSelect(self.raw, c.raw(), a.raw(), b.raw(), NO_NAME) }))
    }
    /// An empty `phi` of `ty`. Errors: [`Error::WrongKind`] for a type a phi cannot have
    /// (`void`, `label`, `metadata`, `token`, functions).
    pub fn phi(&self, ty: Type<'c>) -> Result<Value<'c>> {
        checks::ensure_type(checks::is_value_type(ty), "phi", "type", "a first-class value type", ty)?;
        // SAFETY: a first-class value type (checked above).
        Ok(wrap(unsafe { core::LLVMBuildPhi(self.raw, ty.raw(), NO_NAME) }))
    }
    /// `load ty, ptr`. Errors: [`Error::WrongKind`] unless `ty` is sized and `ptr` a
    /// pointer, [`Error::Precondition`] unless the builder is positioned.
    pub fn load(&self, ty: Type<'c>, ptr: Value<'c>) -> Result<Value<'c>> {
        let op = "load";
        self.positioned(op)?;
        checks::ensure_type(checks::is_sized_fixed(ty), op, "type", "a sized type", ty)?;
        checks::ensure_type(ptr.ty().pointer_address_space().is_some(), op, "pointer", "a pointer", ptr.ty())?;
        // SAFETY: positioned (the data layout is reachable), a sized type and a pointer (checked above).
        Ok(wrap(unsafe { core::LLVMBuildLoad2(self.raw, ty.raw(), ptr.raw(), NO_NAME) }))
    }
    /// `store v, ptr`. Errors: [`Error::WrongKind`] unless `v` is sized and `ptr` a pointer,
    /// [`Error::Precondition`] unless the builder is positioned.
    pub fn store(&self, v: Value<'c>, ptr: Value<'c>) -> Result<Value<'c>> {
        let op = "store";
        self.positioned(op)?;
        checks::ensure_type(checks::is_sized_fixed(v.ty()), op, "value", "of a sized type", v.ty())?;
        checks::ensure_type(ptr.ty().pointer_address_space().is_some(), op, "pointer", "a pointer", ptr.ty())?;
        // SAFETY: positioned, a sized value and a pointer (checked above).
        Ok(wrap(unsafe { core::LLVMBuildStore(self.raw, v.raw(), ptr.raw()) }))
    }
    /// `alloca ty`. Errors: [`Error::WrongKind`] unless `ty` is sized,
    /// [`Error::Precondition`] unless the builder is positioned.
    pub fn alloca(&self, ty: Type<'c>) -> Result<Value<'c>> {
        self.positioned("alloca")?;
        checks::ensure_type(checks::is_sized_fixed(ty), "alloca", "type", "a sized type", ty)?;
        // SAFETY: positioned (for the data layout) and a sized type (checked above).
        Ok(wrap(unsafe { core::LLVMBuildAlloca(self.raw, ty.raw(), NO_NAME) }))
    }
    /// `alloca ty, count`: `count` (an integer value, known at run time) elements of `ty`.
    /// Errors: [`Error::WrongKind`] unless `ty` is sized and `count` an integer scalar,
    /// [`Error::Precondition`] unless the builder is positioned.
    pub fn array_alloca(&self, ty: Type<'c>, count: Value<'c>) -> Result<Value<'c>> {
        self.positioned("alloca")?;
        checks::ensure_type(checks::is_sized_fixed(ty), "alloca", "type", "a sized type", ty)?;
        let ct = count.ty();
        checks::ensure_type(ct.int_width().is_some(), "alloca", "count", "an integer scalar", ct)?;
        // SAFETY: positioned (for the data layout), a sized type and an integer count (checked above).
        Ok(wrap(unsafe { core::LLVMBuildArrayAlloca(self.raw, ty.raw(), count.raw(), NO_NAME) }))
    }
    /// `getelementptr [inbounds] source, base, indices`. Errors: [`Error::WrongKind`] for
    /// an unsized `source`, a base that is not a pointer (or vector of pointers) or an
    /// index that is not an integer, [`Error::IndexOutOfRange`] for a struct index that is
    /// not an in-range constant `i32` or indexing into a scalar, [`Error::TypeMismatch`]
    /// for vector operands of different lengths.
    pub fn gep(&self, source: Type<'c>, base: Value<'c>, indices: &[Value<'c>], in_bounds: bool) -> Result<Value<'c>> {
        checks::gep("gep", source, base, indices)?;
        let mut r = raws(indices);
        // SAFETY: operands forming a valid GEP of `source` (checked above).
        Ok(wrap(unsafe {
            if in_bounds {
                core::LLVMBuildInBoundsGEP2(self.raw, source.raw(), base.raw(), r.as_mut_ptr(), r.len() as u32, NO_NAME)
            } else {
                core::LLVMBuildGEP2(self.raw, source.raw(), base.raw(), r.as_mut_ptr(), r.len() as u32, NO_NAME)
            }
        }))
    }
    /// `call fn_ty callee(args)`. Errors: [`Error::WrongKind`] unless `fn_ty` is a function
    /// type and `callee` a pointer, [`Error::ArgumentCount`] for another number of
    /// arguments than parameters (fewer for a variadic one), [`Error::TypeMismatch`] for an
    /// argument of another type than its parameter (`CallInst::init`).
    pub fn call(&self, fn_ty: Type<'c>, callee: Value<'c>, args: &[Value<'c>]) -> Result<Value<'c>> {
        checks::call("call", fn_ty, callee, args)?;
        let mut r = raws(args);
        // SAFETY: a function type, a pointer callee and arguments of its parameter types (checked above).
        Ok(wrap(unsafe {
            core::LLVMBuildCall2(self.raw, fn_ty.raw(), callee.raw(), r.as_mut_ptr(), r.len() as u32, NO_NAME)
        }))
    }
    /// `extractelement`. Errors: [`Error::WrongKind`] unless `v` is a vector and `i` an
    /// integer (`ExtractElementInst::isValidOperands`).
    pub fn extract_element(&self, v: Value<'c>, i: Value<'c>) -> Result<Value<'c>> {
        let op = "extract_element";
        checks::ensure_type(checks::element_count(v.ty()).0 != 0, op, "operand", "a vector", v.ty())?;
        checks::ensure_type(i.ty().int_width().is_some(), op, "index", "an integer", i.ty())?;
        // SAFETY: a vector and an integer index (checked above).
        Ok(wrap(unsafe { core::LLVMBuildExtractElement(self.raw, v.raw(), i.raw(), NO_NAME) }))
    }
    /// `insertelement`. Errors: [`Error::WrongKind`] unless `v` is a vector and `i` an
    /// integer, [`Error::TypeMismatch`] unless `e` has `v`'s element type
    /// (`InsertElementInst::isValidOperands`).
    pub fn insert_element(&self, v: Value<'c>, e: Value<'c>, i: Value<'c>) -> Result<Value<'c>> {
        let op = "insert_element";
        checks::ensure_type(checks::element_count(v.ty()).0 != 0, op, "operand", "a vector", v.ty())?;
        checks::same(op, "element and vector element types", e.ty(), v.ty().scalar())?;
        checks::ensure_type(i.ty().int_width().is_some(), op, "index", "an integer", i.ty())?;
        // SAFETY: a vector, an element of its element type and an integer index (checked above).
        Ok(wrap(unsafe { core::LLVMBuildInsertElement(self.raw, v.raw(), e.raw(), i.raw(), NO_NAME) }))
    }
    /// `shufflevector a, b, mask`. Errors: [`Error::WrongKind`] unless `a` and `b` are
    /// vectors of one type and `mask` a constant vector of `i32`, [`Error::IndexOutOfRange`]
    /// for a mask lane that is neither below twice the operand length nor undef/poison
    /// (`ShuffleVectorInst::isValidOperands`).
    pub fn shuffle_vector(&self, a: Value<'c>, b: Value<'c>, mask: Value<'c>) -> Result<Value<'c>> {
        checks::shuffle("shuffle_vector", a, b, mask)?;
        // SAFETY: valid shufflevector operands with a constant mask (checked above).
        Ok(wrap(unsafe { core::LLVMBuildShuffleVector(self.raw, a.raw(), b.raw(), mask.raw(), NO_NAME) }))
    }
    /// `extractvalue agg, i`. Errors: [`Error::WrongKind`] unless `agg` is a struct or array,
    /// [`Error::IndexOutOfRange`] for `i` past its fields.
    pub fn extract_value(&self, agg: Value<'c>, i: u32) -> Result<Value<'c>> {
        checks::aggregate_field("extract_value", agg.ty(), i)?;
        // SAFETY: `i` indexes a field of the aggregate (checked above).
        Ok(wrap(unsafe { core::LLVMBuildExtractValue(self.raw, agg.raw(), i, NO_NAME) }))
    }
    /// `insertvalue agg, v, i`. Errors: as [`Builder::extract_value`], and
    /// [`Error::TypeMismatch`] unless `v` has field `i`'s type.
    pub fn insert_value(&self, agg: Value<'c>, v: Value<'c>, i: u32) -> Result<Value<'c>> {
        let field = checks::aggregate_field("insert_value", agg.ty(), i)?;
        checks::same("insert_value", "value and field types", v.ty(), field)?;
        // SAFETY: `i` indexes a field of the aggregate of `v`'s type (checked above).
        Ok(wrap(unsafe { core::LLVMBuildInsertValue(self.raw, agg.raw(), v.raw(), i, NO_NAME) }))
    }
    /// `atomicrmw`. Errors: [`Error::WrongKind`] unless `ptr` is a pointer and `v` of a type
    /// the operation takes (integer; floating point for `fadd`/`fsub`/`fmax`/`fmin`; also
    /// pointer and floating point for `xchg`), [`Error::Precondition`] for a non-atomic or
    /// unordered ordering or an unpositioned builder.
    pub fn atomic_rmw(
        &self,
        op: AtomicRmwBinOp,
        ptr: Value<'c>,
        v: Value<'c>,
        ord: AtomicOrdering,
    ) -> Result<Value<'c>> {
        use AtomicRmwBinOp as B;
        let name = "atomic_rmw";
        self.positioned(name)?;
        checks::ensure_type(ptr.ty().pointer_address_space().is_some(), name, "pointer", "a pointer", ptr.ty())?;
        let t = v.ty();
        let (int, fp, pointer) = (t.int_width().is_some(), checks::is_fp_like(t), t.pointer_address_space().is_some());
        let ok = match op {
            B::Xchg => int || fp || pointer,
            B::FAdd | B::FSub | B::FMax | B::FMin | B::FMaximum | B::FMinimum => fp,
            _ => int,
        };
        checks::ensure_type(ok, name, "value", "of a type the operation takes", t)?;
        checks::ensure(is_atomic(ord), name, "the ordering must be monotonic or stronger")?;
        let Some(raw_op) = op.to_raw() else {
            return Err(Error::Precondition {
                op: name,
                reason: "the operation exists from LLVM 20 on, not in this LLVM",
            });
        };
        // SAFETY: positioned, a pointer, a sized value the operation takes and an atomic
        // ordering (checked above; AtomicRMWInst::Init).
        Ok(wrap(unsafe { core::LLVMBuildAtomicRMW(self.raw, raw_op, ptr.raw(), v.raw(), ord, 0) }))
    }
    /// `cmpxchg` (returns `{T, i1}`). Errors: [`Error::WrongKind`] unless `ptr` is a pointer
    /// and `cmp` an integer or pointer, [`Error::TypeMismatch`] unless `new` has `cmp`'s
    /// type, [`Error::Precondition`] for a non-atomic or unordered ordering, a `release` or
    /// `acq_rel` failure ordering, or an unpositioned builder (`AtomicCmpXchgInst::Init`).
    pub fn cmpxchg(
        &self,
        ptr: Value<'c>,
        cmp: Value<'c>,
        new: Value<'c>,
        succ: AtomicOrdering,
        fail: AtomicOrdering,
    ) -> Result<Value<'c>> {
        use AtomicOrdering as O;
        let op = "cmpxchg";
        self.positioned(op)?;
        checks::ensure_type(ptr.ty().pointer_address_space().is_some(), op, "pointer", "a pointer", ptr.ty())?;
        checks::same(op, "compared and new value types", cmp.ty(), new.ty())?;
        let t = cmp.ty();
        let ok = t.int_width().is_some() || t.pointer_address_space().is_some();
        checks::ensure_type(ok, op, "value", "an integer or pointer", t)?;
        let fail_ok =
            is_atomic(fail) && !matches!(fail, O::LLVMAtomicOrderingRelease | O::LLVMAtomicOrderingAcquireRelease);
        checks::ensure(is_atomic(succ) && fail_ok, op, "orderings must be atomic, the failure one without release")?;
        // SAFETY: positioned, a pointer, two values of one integer or pointer type and valid
        // orderings (checked above).
        Ok(wrap(unsafe { core::LLVMBuildAtomicCmpXchg(self.raw, ptr.raw(), cmp.raw(), new.raw(), succ, fail, 0) }))
    }
    /// `fence`. Errors: [`Error::Precondition`] unless `ord` is acquire, release, acq_rel
    /// or seq_cst.
    pub fn fence(&self, ord: AtomicOrdering) -> Result<Value<'c>> {
        use AtomicOrdering as O;
        let ok = matches!(
            ord,
            O::LLVMAtomicOrderingAcquire
                | O::LLVMAtomicOrderingRelease
                | O::LLVMAtomicOrderingAcquireRelease
                | O::LLVMAtomicOrderingSequentiallyConsistent
        );
        checks::ensure(ok, "fence", "the ordering must be acquire, release, acq_rel or seq_cst")?;
        // SAFETY: a fence ordering (checked above).
        Ok(wrap(unsafe { core::LLVMBuildFence(self.raw, ord, 0, NO_NAME) }))
    }
    /// `freeze`. Errors: [`Error::WrongKind`] for a value of a type that is not a
    /// first-class value type (`void`, `label`, `metadata`, `token`).
    pub fn freeze(&self, v: Value<'c>) -> Result<Value<'c>> {
        checks::ensure_type(checks::is_value_type(v.ty()), "freeze", "operand", "a first-class value", v.ty())?;
        // SAFETY: a first-class value (checked above).
        Ok(wrap(unsafe { core::LLVMBuildFreeze(self.raw, v.raw(), NO_NAME) }))
    }
}

/// An atomic ordering an atomic read-modify-write takes (`monotonic` or stronger).
fn is_atomic(o: AtomicOrdering) -> bool {
    !matches!(o, AtomicOrdering::LLVMAtomicOrderingNotAtomic | AtomicOrdering::LLVMAtomicOrderingUnordered)
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
    fn build(
        &self,
        first: Value<'c>,
        build: impl FnOnce(&Builder<'c>, Value<'c>) -> Result<Value<'c>>,
    ) -> Result<Value<'c>> {
        if !first.is_constant() {
            return build(self.b, first);
        }
        let placeholder = self.placeholder(first.ty())?;
        let v = build(self.b, placeholder);
        // SAFETY: the placeholder is a live instruction of this context, used at most by
        // `v` (by nothing when `build` refused its operands); `first` has its type, so the
        // use stays well typed.
        unsafe { core::LLVMReplaceAllUsesWith(placeholder.raw(), first.raw()) };
        discard(placeholder);
        let v = v?;
        Ok(if v == placeholder { first } else { v })
    }

    /// `freeze <ty> poison` at the insertion point: an instruction of type `ty` that IRBuilder
    /// does not fold, to be discarded once its use is redirected.
    fn placeholder(&self, ty: Type<'c>) -> Result<Value<'c>> {
        self.b.freeze(Value::poison(ty))
    }

    /// A cast instruction (`CastInst::Create`), also of a constant. A cast to the operand's
    /// own type creates nothing and returns `v` (only `bitcast` allows equal types; see
    /// [`NoFold::keep_bitcast`] for the no-op cast itself).
    ///
    /// Errors: as [`Builder::cast`].
    pub fn cast(&self, op: Opcode, v: Value<'c>, ty: Type<'c>) -> Result<Value<'c>> {
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
    ///
    /// Errors: none in practice (the cast it builds is valid by construction); the
    /// wrapper's checks still run.
    pub fn keep_bitcast(&self, v: Value<'c>) -> Result<Value<'c>> {
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
            return Ok(v);
        }
        let placeholder = self.placeholder(Type::vector(ty, 1)?)?;
        let cast = match self.b.cast(Opcode::LLVMBitCast, placeholder, ty) {
            Ok(cast) if cast != placeholder && cast.is_instruction() => cast,
            other => {
                discard(placeholder);
                return other.map(|_| v);
            }
        };
        // SAFETY: `cast` is the bitcast just created with the placeholder as its only
        // operand; a cast's result type does not depend on its operand's.
        unsafe { core::LLVMSetOperand(cast.raw(), 0, v.raw()) };
        discard(placeholder);
        Ok(cast)
    }

    /// `getelementptr [inbounds] source, base, indices` as an instruction, also on a global
    /// or other constant base with constant indices. Errors: as [`Builder::gep`].
    pub fn gep(&self, source: Type<'c>, base: Value<'c>, indices: &[Value<'c>], in_bounds: bool) -> Result<Value<'c>> {
        self.build(base, |b, base| b.gep(source, base, indices, in_bounds))
    }

    /// `fneg` as an instruction, also of a constant. Errors: as [`Builder::fneg`].
    pub fn fneg(&self, a: Value<'c>) -> Result<Value<'c>> {
        self.build(a, |b, a| b.fneg(a))
    }

    /// `extractelement v, i` as an instruction, also of a constant vector. Errors: as
    /// [`Builder::extract_element`].
    pub fn extract_element(&self, v: Value<'c>, i: Value<'c>) -> Result<Value<'c>> {
        self.build(v, |b, v| b.extract_element(v, i))
    }

    /// `insertelement v, e, i` as an instruction, also into a constant vector. Errors: as
    /// [`Builder::insert_element`].
    pub fn insert_element(&self, v: Value<'c>, e: Value<'c>, i: Value<'c>) -> Result<Value<'c>> {
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
        let p1 = Type::pointer(&ctx, 1).expect("pointer");
        let i8t = Type::int_n::<8>(&ctx);
        let i64t = Type::int_n::<64>(&ctx);
        let void = Type::void(&ctx);
        let arr = Type::array(i8t, 8).expect("array");
        let g = m.add_global(arr, "g", 1).expect("global");
        g.set_initializer(Value::const_null(arr).expect("null")).expect("initializer");
        let f = m.add_function("f", Type::function(void, &[p1], false).expect("fn type")).expect("function");
        let p = f.params()[0];
        let b = Builder::new(&ctx);
        b.position_at_end(f.append_block(&ctx, "entry").expect("block"));
        let null = Value::const_null(p1).expect("null");
        // IRBuilder folds; the NoFold view does not.
        assert!(b.cast(Opcode::LLVMPtrToInt, null, i64t).expect("cast").is_constant());
        let nf = b.no_fold();
        let n = nf.cast(Opcode::LLVMPtrToInt, null, i64t).expect("cast");
        let kept = nf.keep_bitcast(p).expect("bitcast");
        let kept_null = nf.keep_bitcast(null).expect("bitcast");
        let gep = nf.gep(i8t, g, &[Value::const_int(i64t, 4).expect("4")], true).expect("gep");
        assert_eq!(nf.cast(Opcode::LLVMBitCast, p, p1).expect("cast"), p);
        for v in [n, kept, kept_null, gep] {
            assert!(v.is_instruction(), "{}", v.to_ir_string());
        }
        b.ret(None).expect("ret");
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
