//! `llvm::Type` handles. Source: LLVM 19 `llvm-c/Core.h`, "Types".

use super::checks::{self, Error};
use super::{borrowed_str, cstring, take_message, Context, TypeKind};
use llvm_sys::core;
use llvm_sys::prelude::LLVMTypeRef;
use std::marker::PhantomData;

/// An `llvm::Type`, uniqued by LLVM within its context: equal handles are equal types.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Type<'c> {
    raw: LLVMTypeRef,
    _ctx: PhantomData<&'c Context>,
}

impl std::fmt::Debug for Type<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_ir_string())
    }
}

impl<'c> Type<'c> {
    pub(crate) fn from_raw(raw: LLVMTypeRef) -> Option<Self> {
        (!raw.is_null()).then_some(Type { raw, _ctx: PhantomData })
    }

    /// # Safety
    /// `raw` must be a non-null type of a live context.
    pub(crate) unsafe fn from_raw_nonnull(raw: LLVMTypeRef) -> Self {
        Type { raw, _ctx: PhantomData }
    }

    pub(crate) fn raw(self) -> LLVMTypeRef {
        self.raw
    }

    /// The type's kind.
    pub fn kind(self) -> TypeKind {
        // SAFETY: a live type of the context this handle borrows; defined for every type.
        unsafe { core::LLVMGetTypeKind(self.raw) }
    }

    /// The type printed as LLVM IR (`ptr addrspace(1)`, `%struct.S`, ...). For messages only.
    pub fn to_ir_string(self) -> String {
        // SAFETY: valid type.
        take_message(unsafe { core::LLVMPrintTypeToString(self.raw) })
    }

    /// Bit width of an integer type; `None` for other kinds.
    pub fn int_width(self) -> Option<u32> {
        // SAFETY: checked kind: LLVMGetIntTypeWidth casts to `IntegerType`.
        (self.kind() == TypeKind::LLVMIntegerTypeKind).then(|| unsafe { core::LLVMGetIntTypeWidth(self.raw) })
    }

    /// Element type of an array or vector type (`None` otherwise; pointers are opaque).
    pub fn element_type(self) -> Option<Type<'c>> {
        match self.kind() {
            TypeKind::LLVMArrayTypeKind | TypeKind::LLVMVectorTypeKind => {
                // SAFETY: checked kind.
                Type::from_raw(unsafe { core::LLVMGetElementType(self.raw) })
            }
            _ => None,
        }
    }

    /// Element count of a fixed vector type.
    pub fn vector_size(self) -> Option<u32> {
        // SAFETY: checked kind: LLVMGetVectorSize casts to `VectorType`.
        (self.kind() == TypeKind::LLVMVectorTypeKind).then(|| unsafe { core::LLVMGetVectorSize(self.raw) })
    }

    /// Length of an array type.
    pub fn array_length(self) -> Option<u64> {
        // SAFETY: checked kind: LLVMGetArrayLength2 casts to `ArrayType`.
        (self.kind() == TypeKind::LLVMArrayTypeKind).then(|| unsafe { core::LLVMGetArrayLength2(self.raw) })
    }

    /// Address space of a pointer type.
    pub fn pointer_address_space(self) -> Option<u32> {
        // SAFETY: checked kind: LLVMGetPointerAddressSpace casts to `PointerType`.
        (self.kind() == TypeKind::LLVMPointerTypeKind).then(|| unsafe { core::LLVMGetPointerAddressSpace(self.raw) })
    }

    /// Field types of a struct type.
    pub fn struct_fields(self) -> Vec<Type<'c>> {
        if self.kind() != TypeKind::LLVMStructTypeKind {
            return Vec::new();
        }
        // SAFETY: checked kind; array sized by LLVM's count.
        unsafe {
            let n = core::LLVMCountStructElementTypes(self.raw) as usize;
            let mut v = vec![std::ptr::null_mut(); n];
            if n > 0 {
                core::LLVMGetStructElementTypes(self.raw, v.as_mut_ptr());
            }
            v.into_iter().filter_map(Type::from_raw).collect()
        }
    }

    /// Name of an identified struct (`struct.S` for `%struct.S`); `None` for literal structs.
    pub fn struct_name(self) -> Option<String> {
        if self.kind() != TypeKind::LLVMStructTypeKind {
            return None;
        }
        // SAFETY: checked kind; name owned by the type.
        let p = unsafe { core::LLVMGetStructName(self.raw) };
        if p.is_null() {
            return None;
        }
        // SAFETY: non-null, NUL-terminated and owned by the type, which outlives this call.
        Some(unsafe { std::ffi::CStr::from_ptr(p) }.to_string_lossy().into_owned())
    }

    /// Whether a struct type is packed (`<{ ... }>`).
    pub fn is_packed_struct(self) -> bool {
        // SAFETY: only reached for a struct type (LLVMIsPackedStruct casts to `StructType`).
        self.kind() == TypeKind::LLVMStructTypeKind && unsafe { core::LLVMIsPackedStruct(self.raw) } != 0
    }

    /// Whether a struct type is opaque (declared without a body).
    pub fn is_opaque_struct(self) -> bool {
        // SAFETY: only reached for a struct type (LLVMIsOpaqueStruct casts to `StructType`).
        self.kind() == TypeKind::LLVMStructTypeKind && unsafe { core::LLVMIsOpaqueStruct(self.raw) } != 0
    }

    /// Whether the type has a size (`LLVMTypeIsSized`: false for void, functions, opaque
    /// structs, target extension types without a layout, and aggregates containing them).
    pub fn is_sized(self) -> bool {
        // SAFETY: `Type::isSized` is defined for every type.
        unsafe { core::LLVMTypeIsSized(self.raw) != 0 }
    }

    /// Return type of a function type.
    pub fn return_type(self) -> Option<Type<'c>> {
        if self.kind() != TypeKind::LLVMFunctionTypeKind {
            return None;
        }
        // SAFETY: checked kind: LLVMGetReturnType casts to `FunctionType`.
        Type::from_raw(unsafe { core::LLVMGetReturnType(self.raw) })
    }

    /// Parameter types of a function type.
    pub fn param_types(self) -> Vec<Type<'c>> {
        if self.kind() != TypeKind::LLVMFunctionTypeKind {
            return Vec::new();
        }
        // SAFETY: checked kind.
        unsafe {
            let n = core::LLVMCountParamTypes(self.raw) as usize;
            let mut v = vec![std::ptr::null_mut(); n];
            if n > 0 {
                core::LLVMGetParamTypes(self.raw, v.as_mut_ptr());
            }
            v.into_iter().filter_map(Type::from_raw).collect()
        }
    }

    /// Number of parameters of a function type (0 for other types).
    pub fn param_count(self) -> usize {
        if self.kind() != TypeKind::LLVMFunctionTypeKind {
            return 0;
        }
        // SAFETY: checked kind: LLVMCountParamTypes casts to `FunctionType`.
        unsafe { core::LLVMCountParamTypes(self.raw) as usize }
    }

    /// Writes the parameter types of a function type with at most 16 parameters into `out`,
    /// which must be exactly [`Type::param_count`] long (nothing is written otherwise).
    pub(crate) fn param_types_into(self, out: &mut [Option<Type<'c>>]) {
        let mut raws = [std::ptr::null_mut(); 16];
        let Some(raws) = raws.get_mut(..out.len()) else { return };
        if out.is_empty() || out.len() != self.param_count() {
            return;
        }
        // SAFETY: a function type (param_count is 0 otherwise) with `raws.len()` parameters,
        // the length of the array LLVMGetParamTypes fills.
        unsafe { core::LLVMGetParamTypes(self.raw, raws.as_mut_ptr()) };
        for (o, &r) in out.iter_mut().zip(raws.iter()) {
            *o = Type::from_raw(r);
        }
    }

    /// Whether a function type is variadic.
    pub fn is_var_arg(self) -> bool {
        // SAFETY: only reached for a function type (LLVMIsFunctionVarArg casts to `FunctionType`).
        self.kind() == TypeKind::LLVMFunctionTypeKind && unsafe { core::LLVMIsFunctionVarArg(self.raw) } != 0
    }

    /// Name of a target extension type (`spirv.Image`).
    pub fn target_ext_name(self) -> Option<String> {
        if self.kind() != TypeKind::LLVMTargetExtTypeKind {
            return None;
        }
        // SAFETY: checked kind; the name is owned by the type.
        let p = unsafe { core::LLVMGetTargetExtTypeName(self.raw) };
        if p.is_null() {
            return None;
        }
        // SAFETY: `p` is non-null and NUL-terminated (LLVM's StringRef of the name is
        // NUL-terminated storage owned by the uniqued type).
        Some(String::from_utf8_lossy(borrowed_str(p, unsafe { libc_strlen(p) })).into_owned())
    }

    /// Type parameters of a target extension type.
    pub fn target_ext_type_params(self) -> Vec<Type<'c>> {
        if self.kind() != TypeKind::LLVMTargetExtTypeKind {
            return Vec::new();
        }
        // SAFETY: checked kind; indices below the count.
        unsafe {
            let n = core::LLVMGetTargetExtTypeNumTypeParams(self.raw);
            (0..n).filter_map(|i| Type::from_raw(core::LLVMGetTargetExtTypeTypeParam(self.raw, i))).collect()
        }
    }

    /// Integer parameters of a target extension type.
    pub fn target_ext_int_params(self) -> Vec<u32> {
        if self.kind() != TypeKind::LLVMTargetExtTypeKind {
            return Vec::new();
        }
        // SAFETY: checked kind; indices below the count.
        unsafe {
            let n = core::LLVMGetTargetExtTypeNumIntParams(self.raw);
            (0..n).map(|i| core::LLVMGetTargetExtTypeIntParam(self.raw, i)).collect()
        }
    }

    /// The element type of a (fixed or scalable) vector, the type itself otherwise
    /// (`Type::getScalarType`).
    pub fn scalar(self) -> Type<'c> {
        match self.kind() {
            TypeKind::LLVMVectorTypeKind | TypeKind::LLVMScalableVectorTypeKind => {
                // SAFETY: checked kind: both are `VectorType`s, whose element type is never null.
                unsafe { Type::from_raw_nonnull(core::LLVMGetElementType(self.raw)) }
            }
            _ => self,
        }
    }

    /// The known minimum element count of a scalable vector type (0 for other types).
    pub(crate) fn scalable_min_lanes(self) -> u32 {
        if self.kind() != TypeKind::LLVMScalableVectorTypeKind {
            return 0;
        }
        // SAFETY: checked kind; LLVMGetVectorSize reads `VectorType::getElementCount`.
        unsafe { core::LLVMGetVectorSize(self.raw) }
    }

    /// Field `i` of a struct type with a body; `None` out of range or for other types.
    pub fn struct_field(self, i: u32) -> Option<Type<'c>> {
        if self.kind() != TypeKind::LLVMStructTypeKind || self.is_opaque_struct() {
            return None;
        }
        // SAFETY: checked kind, and `i` below the field count LLVM reports.
        unsafe {
            if i >= core::LLVMCountStructElementTypes(self.raw) {
                return None;
            }
            Type::from_raw(core::LLVMStructGetTypeAtIndex(self.raw, i))
        }
    }

    // ---- construction (used by the reverse translation) ----

    /// `void`.
    pub fn void(ctx: &'c Context) -> Self {
        // SAFETY: valid context; LLVM returns its uniqued `void` type.
        Type { raw: unsafe { core::LLVMVoidTypeInContext(ctx.raw()) }, _ctx: PhantomData }
    }
    /// `iN`. Errors: [`Error::Precondition`] unless `1 <= bits <= 2^23` (`IntegerType::get`
    /// asserts the range; a release build would make a type of another width).
    pub fn int(ctx: &'c Context, bits: u32) -> Result<Self, Error> {
        checks::ensure((1..=checks::MAX_INT_BITS).contains(&bits), "int type", "the width must be 1 to 2^23 bits")?;
        // SAFETY: valid context and a width in IntegerType's range (checked above).
        Ok(Type { raw: unsafe { core::LLVMIntTypeInContext(ctx.raw(), bits) }, _ctx: PhantomData })
    }
    /// `iN` for a width known at compile time (checked at compile time: `1 <= N <= 2^23`).
    pub fn int_n<const N: u32>(ctx: &'c Context) -> Self {
        const { assert!(N >= 1 && N <= checks::MAX_INT_BITS, "LLVM integer widths are 1 to 2^23") };
        // SAFETY: valid context and a width in IntegerType's range (asserted at compile time).
        Type { raw: unsafe { core::LLVMIntTypeInContext(ctx.raw(), N) }, _ctx: PhantomData }
    }
    /// `half`, `float` or `double` for 16, 32, 64 bits; `None` otherwise.
    pub fn float(ctx: &'c Context, bits: u32) -> Option<Self> {
        // SAFETY: valid context; plain type getters.
        let raw = unsafe {
            match bits {
                16 => core::LLVMHalfTypeInContext(ctx.raw()),
                32 => core::LLVMFloatTypeInContext(ctx.raw()),
                64 => core::LLVMDoubleTypeInContext(ctx.raw()),
                _ => return None,
            }
        };
        Some(Type { raw, _ctx: PhantomData })
    }
    /// `float` (IEEE binary32).
    pub fn f32(ctx: &'c Context) -> Self {
        // SAFETY: valid context; a plain type getter.
        let raw = unsafe { core::LLVMFloatTypeInContext(ctx.raw()) };
        Type { raw, _ctx: PhantomData }
    }
    /// `bfloat` (LLVM LangRef "Floating-Point Types": the 16-bit brain floating point).
    pub fn bfloat(ctx: &'c Context) -> Self {
        // SAFETY: valid context; a plain type getter.
        let raw = unsafe { core::LLVMBFloatTypeInContext(ctx.raw()) };
        Type { raw, _ctx: PhantomData }
    }
    /// `<n x elem>`. Errors: [`Error::WrongKind`] unless `elem` is an integer,
    /// floating-point or pointer type, [`Error::Precondition`] for `n == 0`
    /// (`FixedVectorType::get` asserts both).
    pub fn vector(elem: Type<'c>, n: u32) -> Result<Self, Error> {
        let op = "vector type";
        checks::ensure_type(checks::is_vector_element(elem), op, "element type", "an integer, float or pointer", elem)?;
        checks::ensure(n > 0, op, "a vector has at least one element")?;
        // SAFETY: a valid element type and a nonzero count (checked above).
        Ok(Type { raw: unsafe { core::LLVMVectorType(elem.raw, n) }, _ctx: PhantomData })
    }
    /// `[n x elem]`. Errors: [`Error::WrongKind`] for an element type arrays cannot hold
    /// (`void`, `label`, `metadata`, `token`, functions, scalable vectors; `ArrayType::get`
    /// asserts this).
    pub fn array(elem: Type<'c>, n: u64) -> Result<Self, Error> {
        checks::ensure_type(checks::is_array_element(elem), "array type", "element type", "a sized value type", elem)?;
        // SAFETY: a valid element type (checked above); any length is allowed.
        Ok(Type { raw: unsafe { core::LLVMArrayType2(elem.raw, n) }, _ctx: PhantomData })
    }
    /// `ptr addrspace(as)`. Errors: [`Error::Precondition`] for an address space above
    /// 2^24 - 1 (LLVM keeps 24 bits of it and would silently drop the rest).
    pub fn pointer(ctx: &'c Context, address_space: u32) -> Result<Self, Error> {
        checks::ensure(
            address_space <= checks::MAX_ADDRESS_SPACE,
            "pointer type",
            "the address space must be below 2^24",
        )?;
        // SAFETY: valid context and an address space that fits (checked above).
        Ok(Type { raw: unsafe { core::LLVMPointerTypeInContext(ctx.raw(), address_space) }, _ctx: PhantomData })
    }
    /// A literal struct. Errors: [`Error::WrongKind`] for a field type a struct cannot hold
    /// (`void`, `label`, `metadata`, `token`, functions).
    pub fn literal_struct(ctx: &'c Context, fields: &[Type<'c>], packed: bool) -> Result<Self, Error> {
        check_fields("literal struct type", fields)?;
        let mut raws: Vec<_> = fields.iter().map(|t| t.raw).collect();
        // SAFETY: an array of `raws.len()` valid field types (checked above).
        let raw =
            unsafe { core::LLVMStructTypeInContext(ctx.raw(), raws.as_mut_ptr(), raws.len() as u32, packed as i32) };
        Ok(Type { raw, _ctx: PhantomData })
    }
    /// The identified struct named `name` in `ctx` (`%"class.sycl::_V1::half"`), if one exists.
    pub fn struct_by_name(ctx: &'c Context, name: &str) -> Option<Self> {
        let c = cstring(name);
        // SAFETY: valid context and NUL-terminated name; the result is null or a type of `ctx`.
        let raw = unsafe { core::LLVMGetTypeByName2(ctx.raw(), c.as_ptr()) };
        (!raw.is_null()).then_some(Type { raw, _ctx: PhantomData })
    }
    /// A named (identified) struct, opaque until [`Type::set_struct_body`].
    pub fn named_struct(ctx: &'c Context, name: &str) -> Self {
        let c = cstring(name);
        // SAFETY: valid context and NUL-terminated name (LLVM copies it; clashes get a suffix).
        Type { raw: unsafe { core::LLVMStructCreateNamed(ctx.raw(), c.as_ptr()) }, _ctx: PhantomData }
    }
    /// Sets the body of a named struct. Errors: [`Error::WrongKind`] unless `self` is an
    /// identified struct still without body (`StructType::setBody` asserts it is opaque;
    /// a literal struct is uniqued by its fields) or for a field type a struct cannot hold.
    pub fn set_struct_body(self, fields: &[Type<'c>], packed: bool) -> Result<(), Error> {
        let op = "set_struct_body";
        // SAFETY: LLVMIsLiteralStruct is only called on a struct type (checked first).
        let named_opaque = self.kind() == TypeKind::LLVMStructTypeKind
            && unsafe { core::LLVMIsLiteralStruct(self.raw) } == 0
            && self.is_opaque_struct();
        checks::ensure_type(named_opaque, op, "type", "an identified struct without body", self)?;
        check_fields(op, fields)?;
        let mut raws: Vec<_> = fields.iter().map(|t| t.raw).collect();
        // SAFETY: an opaque identified struct and `raws.len()` valid field types (checked above).
        unsafe { core::LLVMStructSetBody(self.raw, raws.as_mut_ptr(), raws.len() as u32, packed as i32) };
        Ok(())
    }
    /// A function type. Errors: [`Error::WrongKind`] for a function, `label` or `metadata`
    /// return type or a `void` or function parameter type
    /// (`FunctionType::isValidReturnType`/`isValidArgumentType`, asserted by LLVM).
    pub fn function(ret: Type<'c>, params: &[Type<'c>], var_arg: bool) -> Result<Self, Error> {
        let op = "function type";
        let ret_ok = !matches!(
            ret.kind(),
            TypeKind::LLVMFunctionTypeKind | TypeKind::LLVMLabelTypeKind | TypeKind::LLVMMetadataTypeKind
        );
        checks::ensure_type(ret_ok, op, "return type", "not a function, label or metadata", ret)?;
        for &p in params {
            checks::ensure_type(checks::is_first_class(p), op, "parameter type", "a first-class type", p)?;
        }
        let mut raws: Vec<_> = params.iter().map(|t| t.raw).collect();
        // SAFETY: valid return and `raws.len()` valid parameter types (checked above).
        let raw = unsafe { core::LLVMFunctionType(ret.raw, raws.as_mut_ptr(), raws.len() as u32, var_arg as i32) };
        Ok(Type { raw, _ctx: PhantomData })
    }
    /// `target("name", types..., ints...)`. Any name and parameters are a valid type; what
    /// a target does with one it does not know is its own business.
    pub fn target_ext(ctx: &'c Context, name: &str, types: &[Type<'c>], ints: &[u32]) -> Self {
        let c = cstring(name);
        let mut traws: Vec<_> = types.iter().map(|t| t.raw).collect();
        let mut ints = ints.to_vec();
        // SAFETY: valid context, NUL-terminated name, and arrays with their lengths
        // (`TargetExtType::get` copies all three).
        let raw = unsafe {
            core::LLVMTargetExtTypeInContext(
                ctx.raw(),
                c.as_ptr(),
                traws.as_mut_ptr(),
                traws.len() as u32,
                ints.as_mut_ptr(),
                ints.len() as u32,
            )
        };
        Type { raw, _ctx: PhantomData }
    }
}

/// Every field type is one a struct can hold (`StructType::isValidElementType`).
fn check_fields(op: &'static str, fields: &[Type<'_>]) -> Result<(), Error> {
    for &f in fields {
        checks::ensure_type(checks::is_struct_element(f), op, "field type", "a value type", f)?;
    }
    Ok(())
}

/// `strlen` for a NUL-terminated string LLVM owns.
///
/// # Safety
/// `p` must be a valid NUL-terminated string.
unsafe fn libc_strlen(p: *const std::ffi::c_char) -> usize {
    std::ffi::CStr::from_ptr(p).to_bytes().len()
}
