//! The preconditions the LLVM C API relies on and does not check in release builds
//! (they are `assert`s in LLVM's debug builds), checked before the call, and the
//! [`Error`] that names the one that failed.
//!
//! Every check is a comparison of type handles, type kinds, counts or constant
//! integers: no IR is printed or parsed on the success path. Only a failing check
//! prints the types involved, for its message.
//!
//! Sources: LLVM 19 `llvm/IR/Instructions.cpp` (`CastInst::castIsValid`,
//! `GetElementPtrInst::getTypeAtIndex`, `ExtractValueInst::getIndexedType`,
//! `SelectInst::areInvalidOperands`, `ShuffleVectorInst::isValidOperands`, the
//! instructions' `AssertOK`/`init`), `llvm/IR/Type.cpp` (`isValidElementType`,
//! `FunctionType::isValidReturnType`/`isValidArgumentType`, `IntegerType::get`),
//! `llvm/IR/Constants.cpp` (`Constant::getNullValue`, `ConstantStruct::get`).

use super::{Opcode, Type, TypeKind as K, Value};

/// A combination of operands the LLVM C API would accept without checking and turn into
/// corrupt IR or a crash; refused by the wrapper before the call. Each variant names the
/// operation (the wrapper function, `"binop add"`, `"store"`, ...) and what failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// An operand or type is not of a kind the operation takes.
    #[error("{op}: {operand} must be {expected}, not {found}")]
    WrongKind {
        /// The operation.
        op: &'static str,
        /// Which operand (`"type"`, `"pointer"`, `"value"`, ...).
        operand: &'static str,
        /// What it must be.
        expected: &'static str,
        /// What it is (its type as printed by LLVM, or its value kind).
        found: String,
    },
    /// Two types the operation needs to be equal differ.
    #[error("{op}: {what} differ: {left} and {right}")]
    TypeMismatch {
        /// The operation.
        op: &'static str,
        /// Which types (`"operand types"`, `"argument 2 and parameter type"`, ...).
        what: String,
        /// The first type as printed by LLVM.
        left: String,
        /// The second type as printed by LLVM.
        right: String,
    },
    /// An aggregate or struct index outside the type, or an index that is not a constant
    /// where the type needs one.
    #[error("{op}: index {index} is not a valid index into {ty}")]
    IndexOutOfRange {
        /// The operation.
        op: &'static str,
        /// The index (`u64::MAX` for a non-constant index).
        index: u64,
        /// The indexed type as printed by LLVM.
        ty: String,
    },
    /// A call or function type with the wrong number of arguments.
    #[error("{op}: {expected} arguments expected, {found} given")]
    ArgumentCount {
        /// The operation.
        op: &'static str,
        /// The parameter count (the minimum for a variadic function).
        expected: usize,
        /// The argument count.
        found: usize,
    },
    /// Any other precondition (an ordering an instruction does not take, a builder without
    /// insertion point, an alignment that is not a power of two, ...).
    #[error("{op}: {reason}")]
    Precondition {
        /// The operation.
        op: &'static str,
        /// The precondition that failed.
        reason: &'static str,
    },
}

/// Result of a checked wrapper call.
pub type Result<T> = std::result::Result<T, Error>;

/// A type printed for a message, cut to [`crate::excerpt`] length.
fn show(t: Type<'_>) -> String {
    crate::excerpt(&t.to_ir_string()).into_owned()
}

/// `Ok` when `ok`, else [`Error::Precondition`].
#[inline]
pub(crate) fn ensure(ok: bool, op: &'static str, reason: &'static str) -> Result<()> {
    if ok {
        Ok(())
    } else {
        Err(Error::Precondition { op, reason })
    }
}

/// `Ok` when `ok`, else [`Error::WrongKind`] naming type `t`.
#[inline]
pub(crate) fn ensure_type(
    ok: bool,
    op: &'static str,
    operand: &'static str,
    expected: &'static str,
    t: Type<'_>,
) -> Result<()> {
    if ok {
        Ok(())
    } else {
        Err(wrong_type(op, operand, expected, t))
    }
}

#[cold]
#[inline(never)]
fn wrong_type(op: &'static str, operand: &'static str, expected: &'static str, t: Type<'_>) -> Error {
    Error::WrongKind { op, operand, expected, found: show(t) }
}

/// `Ok` when `ok`, else [`Error::WrongKind`] naming value `v` by its kind and type.
#[inline]
pub(crate) fn ensure_value(
    ok: bool,
    op: &'static str,
    operand: &'static str,
    expected: &'static str,
    v: Value<'_>,
) -> Result<()> {
    if ok {
        Ok(())
    } else {
        Err(wrong_value(op, operand, expected, v))
    }
}

#[cold]
#[inline(never)]
fn wrong_value(op: &'static str, operand: &'static str, expected: &'static str, v: Value<'_>) -> Error {
    let found = format!("{:?} of type {}", v.kind(), show(v.ty())).replace("LLVM", "").replace("ValueKind", "");
    Error::WrongKind { op, operand, expected, found }
}

/// `Ok` when `a == b`, else [`Error::TypeMismatch`].
#[inline]
pub(crate) fn same(op: &'static str, what: &'static str, a: Type<'_>, b: Type<'_>) -> Result<()> {
    if a == b {
        Ok(())
    } else {
        Err(mismatch(op, what, a, b))
    }
}

#[cold]
#[inline(never)]
fn mismatch(op: &'static str, what: &'static str, a: Type<'_>, b: Type<'_>) -> Error {
    Error::TypeMismatch { op, what: what.to_string(), left: show(a), right: show(b) }
}

/// The mismatch error for argument `i` of a call.
#[cold]
pub(crate) fn argument_mismatch(op: &'static str, i: usize, arg: Type<'_>, param: Type<'_>) -> Error {
    Error::TypeMismatch { op, what: format!("argument {i} and parameter types"), left: show(arg), right: show(param) }
}

/// The index error for `index` into `ty`.
#[cold]
pub(crate) fn bad_index(op: &'static str, index: u64, ty: Type<'_>) -> Error {
    Error::IndexOutOfRange { op, index, ty: show(ty) }
}

/// Whether `k` is a floating-point kind (`Type::isFloatingPointTy`).
pub(crate) fn is_fp_kind(k: K) -> bool {
    matches!(
        k,
        K::LLVMHalfTypeKind
            | K::LLVMBFloatTypeKind
            | K::LLVMFloatTypeKind
            | K::LLVMDoubleTypeKind
            | K::LLVMX86_FP80TypeKind
            | K::LLVMFP128TypeKind
            | K::LLVMPPC_FP128TypeKind
    )
}

/// Bit width of a floating-point kind.
fn fp_bits(k: K) -> u64 {
    match k {
        K::LLVMHalfTypeKind | K::LLVMBFloatTypeKind => 16,
        K::LLVMFloatTypeKind => 32,
        K::LLVMDoubleTypeKind => 64,
        K::LLVMX86_FP80TypeKind => 80,
        K::LLVMFP128TypeKind | K::LLVMPPC_FP128TypeKind => 128,
        _ => 0,
    }
}

/// Element count of a vector type as LLVM's `ElementCount` (known minimum, scalable);
/// `(0, false)` for a scalar, as `CastInst::castIsValid` compares them.
pub(crate) fn element_count(t: Type<'_>) -> (u32, bool) {
    match t.kind() {
        K::LLVMVectorTypeKind => (t.vector_size().unwrap_or(0), false),
        K::LLVMScalableVectorTypeKind => (t.scalable_min_lanes(), true),
        _ => (0, false),
    }
}

/// `Type::getScalarSizeInBits`: width of an integer or floating-point scalar or of a
/// vector's element; 0 for other types.
fn scalar_bits(t: Type<'_>) -> u64 {
    let s = t.scalar();
    match s.kind() {
        K::LLVMIntegerTypeKind => s.int_width().map_or(0, u64::from),
        k => fp_bits(k),
    }
}

/// `Type::getPrimitiveSizeInBits` of a first-class non-pointer type (vectors: lanes times
/// element bits); 0 for other types.
fn primitive_bits(t: Type<'_>) -> u64 {
    let (n, _) = element_count(t);
    let lanes = if n == 0 { 1 } else { u64::from(n) };
    match t.kind() {
        #[cfg(feature = "llvm19")]
        K::LLVMX86_MMXTypeKind => 64,
        K::LLVMX86_AMXTypeKind => 8192,
        _ => lanes * scalar_bits(t),
    }
}

/// `Type::isIntOrIntVectorTy`.
pub(crate) fn is_int_like(t: Type<'_>) -> bool {
    t.scalar().kind() == K::LLVMIntegerTypeKind
}

/// `Type::isFPOrFPVectorTy`.
pub(crate) fn is_fp_like(t: Type<'_>) -> bool {
    is_fp_kind(t.scalar().kind())
}

/// `Type::isPtrOrPtrVectorTy`.
pub(crate) fn is_ptr_like(t: Type<'_>) -> bool {
    t.scalar().kind() == K::LLVMPointerTypeKind
}

/// `Type::isFirstClassType`: anything but `void` and function types.
pub(crate) fn is_first_class(t: Type<'_>) -> bool {
    !matches!(t.kind(), K::LLVMVoidTypeKind | K::LLVMFunctionTypeKind)
}

/// Whether a value of type `t` can be an SSA value an instruction produces or takes
/// (first class, and not `label`, `metadata` or `token`).
pub(crate) fn is_value_type(t: Type<'_>) -> bool {
    is_first_class(t) && !matches!(t.kind(), K::LLVMLabelTypeKind | K::LLVMMetadataTypeKind | K::LLVMTokenTypeKind)
}

/// `StructType::isValidElementType`.
pub(crate) fn is_struct_element(t: Type<'_>) -> bool {
    !matches!(
        t.kind(),
        K::LLVMVoidTypeKind
            | K::LLVMLabelTypeKind
            | K::LLVMMetadataTypeKind
            | K::LLVMFunctionTypeKind
            | K::LLVMTokenTypeKind
    )
}

/// `ArrayType::isValidElementType` (also refusing scalable vectors, which have no fixed size).
pub(crate) fn is_array_element(t: Type<'_>) -> bool {
    is_struct_element(t) && !matches!(t.kind(), K::LLVMX86_AMXTypeKind | K::LLVMScalableVectorTypeKind)
}

/// `VectorType::isValidElementType`: integers, floating point, pointers.
pub(crate) fn is_vector_element(t: Type<'_>) -> bool {
    let k = t.kind();
    k == K::LLVMIntegerTypeKind || k == K::LLVMPointerTypeKind || is_fp_kind(k)
}

/// What a global variable may hold (`PointerType::isValidElementType`, not a function).
pub(crate) fn is_global_value_type(t: Type<'_>) -> bool {
    !matches!(
        t.kind(),
        K::LLVMVoidTypeKind
            | K::LLVMLabelTypeKind
            | K::LLVMMetadataTypeKind
            | K::LLVMTokenTypeKind
            | K::LLVMX86_AMXTypeKind
            | K::LLVMFunctionTypeKind
    )
}

/// Whether a type has a size the data layout can compute (`Type::isSized`, and not a
/// scalable vector, whose size is not a constant).
pub(crate) fn is_sized_fixed(t: Type<'_>) -> bool {
    t.kind() != K::LLVMScalableVectorTypeKind && t.is_sized()
}

/// The largest address space an LLVM pointer type holds (24 bits of subclass data).
pub(crate) const MAX_ADDRESS_SPACE: u32 = (1 << 24) - 1;

/// The widest integer type LLVM has (`IntegerType::MAX_INT_BITS`).
pub(crate) const MAX_INT_BITS: u32 = 1 << 23;

/// `CastInst::castIsValid(op, src, dst)` for the cast opcodes; false for other opcodes.
pub(crate) fn cast_is_valid(op: Opcode, src: Type<'_>, dst: Type<'_>) -> bool {
    use Opcode as O;
    let aggregate = |t: Type<'_>| matches!(t.kind(), K::LLVMStructTypeKind | K::LLVMArrayTypeKind);
    if !is_first_class(src) || !is_first_class(dst) || aggregate(src) || aggregate(dst) {
        return false;
    }
    let (s_bits, d_bits) = (scalar_bits(src), scalar_bits(dst));
    let (s_ec, d_ec) = (element_count(src), element_count(dst));
    match op {
        O::LLVMTrunc => is_int_like(src) && is_int_like(dst) && s_ec == d_ec && s_bits > d_bits,
        O::LLVMZExt | O::LLVMSExt => is_int_like(src) && is_int_like(dst) && s_ec == d_ec && s_bits < d_bits,
        O::LLVMFPTrunc => is_fp_like(src) && is_fp_like(dst) && s_ec == d_ec && s_bits > d_bits,
        O::LLVMFPExt => is_fp_like(src) && is_fp_like(dst) && s_ec == d_ec && s_bits < d_bits,
        O::LLVMUIToFP | O::LLVMSIToFP => is_int_like(src) && is_fp_like(dst) && s_ec == d_ec,
        O::LLVMFPToUI | O::LLVMFPToSI => is_fp_like(src) && is_int_like(dst) && s_ec == d_ec,
        O::LLVMPtrToInt => s_ec == d_ec && is_ptr_like(src) && is_int_like(dst),
        O::LLVMIntToPtr => s_ec == d_ec && is_int_like(src) && is_ptr_like(dst),
        O::LLVMBitCast => {
            let (sp, dp) = (src.scalar().pointer_address_space(), dst.scalar().pointer_address_space());
            match (sp, dp) {
                (None, None) => primitive_bits(src) == primitive_bits(dst) && primitive_bits(src) != 0,
                (Some(a), Some(b)) if a == b => match (s_ec.0 != 0, d_ec.0 != 0) {
                    (true, true) => s_ec == d_ec,
                    (true, false) => s_ec == (1, false),
                    (false, true) => d_ec == (1, false),
                    (false, false) => true,
                },
                _ => false,
            }
        }
        O::LLVMAddrSpaceCast => {
            let (sp, dp) = (src.scalar().pointer_address_space(), dst.scalar().pointer_address_space());
            matches!((sp, dp), (Some(a), Some(b)) if a != b) && s_ec == d_ec
        }
        _ => false,
    }
}

/// The binary operators `LLVMBuildBinOp` takes, with whether each is a floating-point one.
pub(crate) fn binop_is_float(op: Opcode) -> Option<bool> {
    use Opcode as O;
    match op {
        O::LLVMAdd
        | O::LLVMSub
        | O::LLVMMul
        | O::LLVMUDiv
        | O::LLVMSDiv
        | O::LLVMURem
        | O::LLVMSRem
        | O::LLVMShl
        | O::LLVMLShr
        | O::LLVMAShr
        | O::LLVMAnd
        | O::LLVMOr
        | O::LLVMXor => Some(false),
        O::LLVMFAdd | O::LLVMFSub | O::LLVMFMul | O::LLVMFDiv | O::LLVMFRem => Some(true),
        _ => None,
    }
}

/// `ExtractValueInst::getIndexedType(agg, [i])`: the type of field `i` of a struct or
/// element `i` of an array.
pub(crate) fn aggregate_field<'c>(op: &'static str, agg: Type<'c>, i: u32) -> Result<Type<'c>> {
    let field = match agg.kind() {
        K::LLVMStructTypeKind if !agg.is_opaque_struct() => agg.struct_field(i),
        K::LLVMArrayTypeKind if u64::from(i) < agg.array_length().unwrap_or(0) => agg.element_type(),
        K::LLVMStructTypeKind | K::LLVMArrayTypeKind => None,
        _ => {
            return Err(Error::WrongKind { op, operand: "aggregate", expected: "a struct or array", found: show(agg) })
        }
    };
    field.ok_or_else(|| bad_index(op, u64::from(i), agg))
}

/// The checks of `getelementptr` (`GetElementPtrInst::getIndexedType` and
/// `getGEPReturnType`, and the verifier's sized-source rule, which IRBuilder's constant
/// folder relies on): a sized `source`, a pointer or vector of pointers `base`, integer
/// indices, constant in-range `i32` indices into structs, and one element count among the
/// vector operands.
pub(crate) fn gep(op: &'static str, source: Type<'_>, base: Value<'_>, indices: &[Value<'_>]) -> Result<()> {
    ensure_type(is_sized_fixed(source), op, "source element type", "a sized type", source)?;
    let bt = base.ty();
    ensure_type(is_ptr_like(bt), op, "base", "a pointer or vector of pointers", bt)?;
    let mut lanes = element_count(bt);
    let mut ty = source;
    for (k, &idx) in indices.iter().enumerate() {
        let it = idx.ty();
        ensure_type(is_int_like(it), op, "index", "an integer or vector of integers", it)?;
        let ec = element_count(it);
        if ec.0 != 0 {
            if lanes.0 != 0 && lanes != ec {
                return Err(Error::TypeMismatch {
                    op,
                    what: "vector operand lengths".into(),
                    left: show(bt),
                    right: show(it),
                });
            }
            lanes = ec;
        }
        if k == 0 {
            continue;
        }
        ty = match ty.kind() {
            K::LLVMStructTypeKind => {
                let field = (it.int_width() == Some(32)).then(|| idx.const_int_zext()).flatten();
                field
                    .and_then(|f| u32::try_from(f).ok())
                    .and_then(|f| ty.struct_field(f))
                    .ok_or_else(|| bad_index(op, idx.const_int_zext().unwrap_or(u64::MAX), ty))?
            }
            K::LLVMArrayTypeKind | K::LLVMVectorTypeKind => {
                ty.element_type().ok_or_else(|| bad_index(op, u64::MAX, ty))?
            }
            _ => return Err(bad_index(op, idx.const_int_zext().unwrap_or(u64::MAX), ty)),
        };
    }
    Ok(())
}

/// The checks of a call through function type `fn_ty`: a function type, a pointer callee,
/// as many arguments as parameters (at least as many for a variadic one), each of its
/// parameter's type (`CallInst::init`).
pub(crate) fn call(op: &'static str, fn_ty: Type<'_>, callee: Value<'_>, args: &[Value<'_>]) -> Result<()> {
    ensure_type(fn_ty.kind() == K::LLVMFunctionTypeKind, op, "function type", "a function type", fn_ty)?;
    let ct = callee.ty();
    ensure_type(ct.kind() == K::LLVMPointerTypeKind, op, "callee", "a pointer", ct)?;
    let n = fn_ty.param_count();
    let count_ok = args.len() == n || (fn_ty.is_var_arg() && args.len() > n);
    if !count_ok {
        return Err(Error::ArgumentCount { op, expected: n, found: args.len() });
    }
    // The parameter types on the stack for the usual short lists (no allocation per call).
    let mut stack = [None; 16];
    let heap;
    let params: &[Option<Type<'_>>] = match stack.get_mut(..n) {
        Some(buf) => {
            fn_ty.param_types_into(buf);
            buf
        }
        None => {
            heap = fn_ty.param_types().into_iter().map(Some).collect::<Vec<_>>();
            &heap
        }
    };
    for (i, (a, &p)) in args.iter().zip(params).enumerate() {
        let Some(p) = p else { continue };
        if a.ty() != p {
            return Err(argument_mismatch(op, i, a.ty(), p));
        }
    }
    Ok(())
}

/// `ShuffleVectorInst::isValidOperands(a, b, mask)`: two vectors of one type and a constant
/// mask, a vector of `i32` (of the same fixed/scalable kind) whose lanes are constants below
/// twice the input length, `undef` or `poison`.
pub(crate) fn shuffle(op: &'static str, a: Value<'_>, b: Value<'_>, mask: Value<'_>) -> Result<()> {
    let at = a.ty();
    let (n, scalable) = element_count(at);
    ensure_type(n != 0, op, "first operand", "a vector", at)?;
    same(op, "operand types", at, b.ty())?;
    let mt = mask.ty();
    let (m, mask_scalable) = element_count(mt);
    let mask_ok = m != 0 && mask_scalable == scalable && mt.scalar().int_width() == Some(32);
    ensure_type(mask_ok, op, "mask", "a vector of i32 of the operands' kind", mt)?;
    ensure_value(mask.is_constant(), op, "mask", "a constant", mask)?;
    if mask.is_undef() || mask.is_poison() || mask.kind() == super::ValueKind::LLVMConstantAggregateZeroValueKind {
        return Ok(());
    }
    ensure(!scalable, op, "a scalable mask must be zeroinitializer, undef or poison")?;
    for i in 0..m {
        let lane = mask.aggregate_element(i);
        let ok = lane
            .is_some_and(|l| l.is_undef() || l.is_poison() || l.const_int_zext().is_some_and(|v| v < 2 * u64::from(n)));
        if !ok {
            return Err(bad_index(op, lane.and_then(|l| l.const_int_zext()).unwrap_or(u64::MAX), at));
        }
    }
    Ok(())
}
