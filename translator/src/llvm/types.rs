//! `llvm::Type` handles. Source: LLVM 19 `llvm-c/Core.h`, "Types".

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
        // SAFETY: valid type.
        unsafe { core::LLVMGetTypeKind(self.raw) }
    }

    /// The type printed as LLVM IR (`ptr addrspace(1)`, `%struct.S`, ...). For messages only.
    pub fn to_ir_string(self) -> String {
        // SAFETY: valid type.
        take_message(unsafe { core::LLVMPrintTypeToString(self.raw) })
    }

    /// Bit width of an integer type; `None` for other kinds.
    pub fn int_width(self) -> Option<u32> {
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
        (self.kind() == TypeKind::LLVMVectorTypeKind).then(|| unsafe { core::LLVMGetVectorSize(self.raw) })
    }

    /// Length of an array type.
    pub fn array_length(self) -> Option<u64> {
        (self.kind() == TypeKind::LLVMArrayTypeKind).then(|| unsafe { core::LLVMGetArrayLength2(self.raw) })
    }

    /// Address space of a pointer type.
    pub fn pointer_address_space(self) -> Option<u32> {
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
        Some(unsafe { std::ffi::CStr::from_ptr(p) }.to_string_lossy().into_owned())
    }

    /// Whether a struct type is packed (`<{ ... }>`).
    pub fn is_packed_struct(self) -> bool {
        self.kind() == TypeKind::LLVMStructTypeKind && unsafe { core::LLVMIsPackedStruct(self.raw) } != 0
    }

    /// Whether a struct type is opaque (declared without a body).
    pub fn is_opaque_struct(self) -> bool {
        self.kind() == TypeKind::LLVMStructTypeKind && unsafe { core::LLVMIsOpaqueStruct(self.raw) } != 0
    }

    /// Whether the type has a size (`LLVMTypeIsSized`: false for void, functions, opaque
    /// structs, target extension types without a layout, and aggregates containing them).
    pub fn is_sized(self) -> bool {
        unsafe { core::LLVMTypeIsSized(self.raw) != 0 }
    }

    /// Return type of a function type.
    pub fn return_type(self) -> Option<Type<'c>> {
        if self.kind() != TypeKind::LLVMFunctionTypeKind {
            return None;
        }
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

    /// Whether a function type is variadic.
    pub fn is_var_arg(self) -> bool {
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

    // ---- construction (used by the reverse translation) ----

    /// `void`.
    pub fn void(ctx: &'c Context) -> Self {
        Type { raw: unsafe { core::LLVMVoidTypeInContext(ctx.raw()) }, _ctx: PhantomData }
    }
    /// `iN`.
    pub fn int(ctx: &'c Context, bits: u32) -> Self {
        Type { raw: unsafe { core::LLVMIntTypeInContext(ctx.raw(), bits) }, _ctx: PhantomData }
    }
    /// `half`, `float` or `double` for 16, 32, 64 bits; `None` otherwise.
    pub fn float(ctx: &'c Context, bits: u32) -> Option<Self> {
        // SAFETY: valid context.
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
    /// `<n x elem>`.
    pub fn vector(elem: Type<'c>, n: u32) -> Self {
        Type { raw: unsafe { core::LLVMVectorType(elem.raw, n) }, _ctx: PhantomData }
    }
    /// `[n x elem]`.
    pub fn array(elem: Type<'c>, n: u64) -> Self {
        Type { raw: unsafe { core::LLVMArrayType2(elem.raw, n) }, _ctx: PhantomData }
    }
    /// `ptr addrspace(as)`.
    pub fn pointer(ctx: &'c Context, address_space: u32) -> Self {
        Type { raw: unsafe { core::LLVMPointerTypeInContext(ctx.raw(), address_space) }, _ctx: PhantomData }
    }
    /// A literal struct.
    pub fn literal_struct(ctx: &'c Context, fields: &[Type<'c>], packed: bool) -> Self {
        let mut raws: Vec<_> = fields.iter().map(|t| t.raw).collect();
        // SAFETY: valid array of types.
        let raw =
            unsafe { core::LLVMStructTypeInContext(ctx.raw(), raws.as_mut_ptr(), raws.len() as u32, packed as i32) };
        Type { raw, _ctx: PhantomData }
    }
    /// A named (identified) struct, opaque until [`Type::set_struct_body`].
    pub fn named_struct(ctx: &'c Context, name: &str) -> Self {
        let c = cstring(name);
        Type { raw: unsafe { core::LLVMStructCreateNamed(ctx.raw(), c.as_ptr()) }, _ctx: PhantomData }
    }
    /// Sets the body of a named struct.
    pub fn set_struct_body(self, fields: &[Type<'c>], packed: bool) {
        let mut raws: Vec<_> = fields.iter().map(|t| t.raw).collect();
        // SAFETY: valid struct and types.
        unsafe { core::LLVMStructSetBody(self.raw, raws.as_mut_ptr(), raws.len() as u32, packed as i32) }
    }
    /// A function type.
    pub fn function(ret: Type<'c>, params: &[Type<'c>], var_arg: bool) -> Self {
        let mut raws: Vec<_> = params.iter().map(|t| t.raw).collect();
        // SAFETY: valid types.
        let raw = unsafe { core::LLVMFunctionType(ret.raw, raws.as_mut_ptr(), raws.len() as u32, var_arg as i32) };
        Type { raw, _ctx: PhantomData }
    }
    /// `target("name", types..., ints...)`.
    pub fn target_ext(ctx: &'c Context, name: &str, types: &[Type<'c>], ints: &[u32]) -> Self {
        let c = cstring(name);
        let mut traws: Vec<_> = types.iter().map(|t| t.raw).collect();
        let mut ints = ints.to_vec();
        // SAFETY: valid arrays with their lengths.
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

/// `strlen` for a NUL-terminated string LLVM owns.
///
/// # Safety
/// `p` must be a valid NUL-terminated string.
unsafe fn libc_strlen(p: *const std::ffi::c_char) -> usize {
    std::ffi::CStr::from_ptr(p).to_bytes().len()
}
