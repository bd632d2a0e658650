//! Matrix and vector-scalar instructions (`Matrix` capability) as plain LLVM
//! vector arithmetic; cooperative matrices (SPV_KHR_cooperative_matrix) as target
//! extension types and `__spirv_*` calls (the second half of this file).
//!
//! Sources: SPIR-V 1.6 spec 3.52.6 `OpTypeMatrix` (a matrix is a sequence of
//! column vectors, so it becomes `[columns x <rows x T>]`), 3.52.13
//! "Arithmetic Instructions" (`OpVectorTimesScalar`, `OpMatrixTimesScalar`,
//! `OpMatrixTimesVector`) and 3.52.12 "Composite Instructions"
//! (`OpTranspose`). The instruction sequences (splats through
//! `insertelement` + `shufflevector`, accumulation from `undef` /
//! `zeroinitializer`, 2x2 and 4x4 transposes by shuffles) are those the
//! Khronos translator emits for LLVM 19.

use super::instructions::invalid;
use super::types::SpirvType;
use super::{Error, Operands, Reader, Result};
use crate::llvm;
use llvm::Opcode as O;
use llvm_spirv_mangling as mangling;
use rspirv::dr;
use spirv::{Op, Word};

/// Whether `t` is a float type (matrix arithmetic is on floats only).
fn is_float(t: llvm::Type<'_>) -> bool {
    t.kind() != llvm::TypeKind::LLVMIntegerTypeKind && t.kind() != llvm::TypeKind::LLVMPointerTypeKind
}

impl<'c> Reader<'c, '_> {
    /// OpVectorTimesScalar -> `fmul` by the splatted scalar (`%scale`).
    ///
    /// Errors: [`Error::InvalidOperands`] unless a float vector and a scalar of its
    /// component type.
    pub(super) fn vector_times_scalar(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let (a, s) = (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?);
        let n = a.ty().vector_size().ok_or_else(|| bad("the first operand must be a vector"))?;
        if a.ty().element_type() != Some(s.ty()) || !is_float(s.ty()) {
            return Err(bad("the scalar must be a float of the vector's component type"));
        }
        let splat = self.splat(s, n, false)?;
        let v = self.builder.binop(O::LLVMFMul, a, splat)?;
        v.set_name("scale");
        Ok(v)
    }

    /// OpMatrixTimesScalar -> each column `fmul` by the splatted scalar, accumulated from
    /// `undef`.
    ///
    /// Errors: [`Error::InvalidOperands`] unless a float matrix and a scalar of its
    /// component type.
    pub(super) fn matrix_times_scalar(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let (a, s) = (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?);
        let (cols, col_ty) = self.matrix_shape(a).ok_or_else(|| bad("the first operand must be a matrix"))?;
        let n = col_ty.vector_size().unwrap_or(0);
        if col_ty.element_type() != Some(s.ty()) || !is_float(s.ty()) {
            return Err(bad("the scalar must be a float of the matrix's component type"));
        }
        let splat = self.splat(s, n, false)?;
        let mut acc = llvm::Value::undef(a.ty());
        for c in 0..cols {
            let col = self.builder.extract_value(a, c)?;
            let m = self.builder.binop(O::LLVMFMul, col, splat)?;
            acc = self.builder.insert_value(acc, m, c)?;
        }
        Ok(acc)
    }

    /// OpMatrixTimesVector -> the sum of each column times its vector component (splatted),
    /// accumulated from `zeroinitializer`.
    ///
    /// Errors: [`Error::InvalidOperands`] unless a matrix and a vector of one component per
    /// column.
    pub(super) fn matrix_times_vector(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let (a, v) = (self.operand(inst, 0, offset)?, self.operand(inst, 1, offset)?);
        let (cols, col_ty) = self.matrix_shape(a).ok_or_else(|| bad("the first operand must be a matrix"))?;
        let n = col_ty.vector_size().unwrap_or(0);
        if v.ty().vector_size() != Some(cols) || v.ty().element_type() != col_ty.element_type() {
            return Err(bad("the vector must have one component per matrix column"));
        }
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let mut acc = llvm::Value::const_null(col_ty)?;
        for c in 0..cols {
            let e = self.builder.extract_element(v, llvm::Value::const_int(i32t, c as u64)?)?;
            let splat = self.splat(e, n, true)?;
            let col = self.builder.extract_value(a, c)?;
            let m = self.builder.binop(O::LLVMFMul, splat, col)?;
            acc = self.builder.binop(O::LLVMFAdd, acc, m)?;
        }
        Ok(acc)
    }

    /// OpTranspose -> the rows of `[cols x <rows x T>]` as `[rows x <cols x T>]`.
    ///
    /// Errors: [`Error::InvalidOperands`] unless a matrix and the transposed matrix type as
    /// result type.
    pub(super) fn transpose_matrix(&mut self, inst: &dr::Instruction, offset: usize) -> Result<llvm::Value<'c>> {
        let bad = invalid(inst.class.opcode, offset);
        let a = self.operand(inst, 0, offset)?;
        let (cols, col_ty) = self.matrix_shape(a).ok_or_else(|| bad("the operand must be a matrix"))?;
        let rows = col_ty.vector_size().unwrap_or(0);
        let t = self.result_ty(inst, offset)?;
        let elem = col_ty.element_type().ok_or_else(|| bad("the operand must be a matrix"))?;
        let new_col = llvm::Type::vector(elem, cols)?;
        if t != llvm::Type::array(new_col, rows as u64)? {
            return Err(bad("the result type must be the transposed matrix type"));
        }
        self.transpose(a, cols, rows, new_col, t)
    }

    /// (columns, column type) of a matrix value (`[columns x <rows x T>]`).
    fn matrix_shape(&self, m: llvm::Value<'c>) -> Option<(u32, llvm::Type<'c>)> {
        let t = m.ty();
        if t.kind() != llvm::TypeKind::LLVMArrayTypeKind {
            return None;
        }
        let cols = u32::try_from(t.array_length()?).ok()?;
        let col = t.element_type()?;
        col.vector_size()?;
        (cols > 0).then_some((cols, col))
    }

    /// `<n x T>` with every lane `s` (IRBuilder's `CreateVectorSplat`: `.splatinsert`, `.splat`).
    fn splat(&self, s: llvm::Value<'c>, n: u32, name_shuffle: bool) -> Result<llvm::Value<'c>> {
        let vt = llvm::Type::vector(s.ty(), n)?;
        let i64t = llvm::Type::int_n::<64>(self.ctx);
        let ins = self.builder.insert_element(llvm::Value::poison(vt), s, llvm::Value::const_int(i64t, 0)?)?;
        ins.set_name(".splatinsert");
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let zero = llvm::Value::const_null(llvm::Type::vector(i32t, n)?)?;
        let sh = self.builder.shuffle_vector(ins, llvm::Value::poison(vt), zero)?;
        if name_shuffle {
            sh.set_name(".splat");
        }
        Ok(sh)
    }

    /// The transpose of `[cols x <rows x T>]` as `[rows x <cols x T>]`.
    fn transpose(
        &self,
        m: llvm::Value<'c>,
        cols: u32,
        rows: u32,
        new_col: llvm::Type<'c>,
        t: llvm::Type<'c>,
    ) -> Result<llvm::Value<'c>> {
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let i64t = llvm::Type::int_n::<64>(self.ctx);
        let mask = |idx: &[u32]| -> Result<llvm::Value<'c>> {
            let lanes = idx
                .iter()
                .map(|&k| llvm::Value::const_int(i32t, k as u64))
                .collect::<std::result::Result<Vec<_>, _>>()?;
            Ok(llvm::Value::const_vector(&lanes)?)
        };
        let columns =
            (0..cols).map(|c| self.builder.extract_value(m, c)).collect::<std::result::Result<Vec<_>, _>>()?;
        let mut acc = llvm::Value::undef(t);
        for r in 0..rows {
            let row = match (cols, rows) {
                (2, 2) => self.builder.shuffle_vector(columns[0], columns[1], mask(&[r, r + 2])?)?,
                (4, 4) => {
                    let lo = self.builder.shuffle_vector(columns[0], columns[1], mask(&[r, r + 4])?)?;
                    let hi = self.builder.shuffle_vector(columns[2], columns[3], mask(&[r, r + 4])?)?;
                    self.builder.shuffle_vector(lo, hi, mask(&[0, 1, 2, 3])?)?
                }
                _ => {
                    let mut v = llvm::Value::undef(new_col);
                    for (c, &col) in columns.iter().enumerate() {
                        let e = self.builder.extract_element(col, llvm::Value::const_int(i32t, r as u64)?)?;
                        v = self.builder.insert_element(v, e, llvm::Value::const_int(i64t, c as u64)?)?;
                    }
                    v
                }
            };
            acc = self.builder.insert_value(acc, row, r)?;
        }
        Ok(acc)
    }
}

/// Cooperative matrices (SPV_KHR_cooperative_matrix) and joint matrices
/// (SPV_INTEL_joint_matrix, legacy revision) in every target environment:
/// OpTypeCooperativeMatrixKHR is `target("spirv.CooperativeMatrixKHR", T, Scope, Rows,
/// Columns, Use)`, OpTypeJointMatrixINTEL `target("spirv.JointMatrixINTEL", T, Rows,
/// Columns, Layout, Scope[, Use[, Interpretation]])` (the parameters are the constant
/// operands in order, [`SpirvType::matrix_parts`]), mangled in builtin names as a pointer
/// in address space 1 to the struct `__spirv_{Name}__{T}_{parameters joined by _}`
/// ("SPIR-V representation in LLVM IR", "SPIR-V Types Mapped to LLVM Types"; `{T}` is
/// `char`, `short`, `uint`, `long`, `iN`, `half`, `bfloat16`, `float` or `double`, as the
/// Khronos translator spells it). LLVM has no instruction on such values but `load`,
/// `store`, `phi`, `select` and calls: every other instruction on a matrix is its
/// `__spirv_{OpName}` call ([`Reader::on_cooperative_matrix`]).
impl<'c> Reader<'c, '_> {
    /// The target extension type of OpTypeCooperativeMatrixKHR or OpTypeJointMatrixINTEL
    /// (operands as [`SpirvType::matrix_parts`] gives them).
    ///
    /// Errors: [`Error::InvalidOperands`] when a parameter is not an integer constant of 32
    /// bits.
    pub(super) fn cooperative_matrix_ty(
        &mut self,
        desc: &SpirvType,
        offset: usize,
        opcode: Op,
    ) -> Result<llvm::Type<'c>> {
        let parts =
            desc.matrix_parts().ok_or(Error::InvalidOperands { offset, opcode, reason: "not a matrix type" })?;
        let t = self.ty(parts.component, offset, opcode)?;
        let params = self.matrix_params(&parts.params, offset, opcode)?;
        Ok(llvm::Type::target_ext(self.ctx, &parts.name.target_ext_name(), &[t], &params))
    }

    /// The values of the constants `ids`.
    fn matrix_params(&self, ids: &[Word], offset: usize, opcode: Op) -> Result<Vec<u32>> {
        ids.iter()
            .map(|&id| {
                u32::try_from(self.constant_u64(id, offset, opcode)?).map_err(|_| Error::InvalidOperands {
                    offset,
                    opcode,
                    reason: "a matrix type parameter must be a 32-bit constant",
                })
            })
            .collect()
    }

    /// The mangling of cooperative or joint matrix type `id` (see the `impl`
    /// documentation); `None` for other types.
    pub(super) fn matrix_mangled(&self, id: Word) -> Option<mangling::Type> {
        let desc = self.spv_types.get(&id)?;
        let parts = desc.matrix_parts()?;
        let t = match self.spv_types.get(&parts.component)? {
            SpirvType::Int { width: 8, .. } => "char".to_string(),
            SpirvType::Int { width: 16, .. } => "short".to_string(),
            SpirvType::Int { width: 32, .. } => "uint".to_string(),
            SpirvType::Int { width: 64, .. } => "long".to_string(),
            SpirvType::Int { width, .. } => format!("i{width}"),
            SpirvType::Float { encoding: Some(spirv::FPEncoding::BFloat16KHR), .. } => "bfloat16".to_string(),
            SpirvType::Float { width: 16, .. } => "half".to_string(),
            SpirvType::Float { width: 64, .. } => "double".to_string(),
            SpirvType::Float { .. } => "float".to_string(),
            _ => return None,
        };
        let params = self.matrix_params(&parts.params, 0, desc.opcode()).ok()?;
        let params: Vec<String> = params.iter().map(u32::to_string).collect();
        let mut postfixes = vec![t.as_str()];
        postfixes.extend(params.iter().map(String::as_str));
        let name = parts.name.with_postfixes(&postfixes);
        Some(mangling::Type::pointer(mangling::Type::named(&name), mangling::AddrSpace::from_number(1)))
    }

    /// The `_R{type}` postfix of a builtin name for a result of LLVM type `t` (SPIR-V type
    /// `spv`): the mangled cooperative matrix (`PU3AS144__spirv_CooperativeMatrixKHR__...`),
    /// else the OpenCL C spelling of the type (`uint4`); bfloat, which OpenCL C has no name
    /// for, by its mangled form (`DF16b`).
    pub(super) fn return_postfix(&self, t: llvm::Type<'c>, spv: Option<Word>, unsigned: bool) -> String {
        match spv.and_then(|s| self.matrix_mangled(s)) {
            Some(m) => mangling::mangle_type(&m),
            // An opaque result (a task sequence) by its mangled SPIR-V type
            // (`PU3AS125__spirv_TaskSequenceINTEL`); a bfloat16 one by its mangling (`DF16b`).
            None => match spv.and_then(|s| self.spv_types.get(&s)).filter(|d| d.opaque_address_space().is_some()) {
                Some(_) => mangling::mangle_type(&self.mangled(t, spv, unsigned)),
                None => {
                    let m = self.mangled(t, None, unsigned);
                    if m.scalar() == Some(mangling::Scalar::BFloat16) {
                        mangling::mangle_type(&m)
                    } else {
                        m.to_string()
                    }
                }
            },
        }
    }

    /// Whether type `id` is a cooperative or joint matrix type.
    fn is_cooperative_matrix(&self, id: Option<Word>) -> bool {
        matches!(
            id.and_then(|t| self.spv_types.get(&t)),
            Some(SpirvType::CooperativeMatrixKHR { .. } | SpirvType::JointMatrixINTEL { .. })
        )
    }

    /// Whether `inst` works on a cooperative matrix where LLVM has no instruction for it:
    /// a matrix result of anything but OpLoad, OpPhi, OpSelect, OpUndef, OpCopyObject,
    /// OpVariable and calls; an access chain into a matrix; OpCompositeExtract of a
    /// matrix component.
    pub(super) fn on_cooperative_matrix(&self, inst: &dr::Instruction) -> bool {
        match inst.class.opcode {
            Op::Load
            | Op::Phi
            | Op::Select
            | Op::Undef
            | Op::CopyObject
            | Op::Variable
            | Op::FunctionCall
            | Op::FunctionPointerCallINTEL
            | Op::CooperativeMatrixLengthKHR => false,
            Op::AccessChain | Op::InBoundsAccessChain | Op::PtrAccessChain | Op::InBoundsPtrAccessChain => {
                let base = inst.id(0).and_then(|b| self.type_of(b));
                let pointee = base.and_then(|p| self.pointee(p)).map(|(_, p)| p);
                self.is_cooperative_matrix(pointee)
            }
            // A component of a matrix (its result is the component type).
            Op::CompositeExtract => self.is_cooperative_matrix(inst.id(0).and_then(|m| self.type_of(m))),
            _ => self.is_cooperative_matrix(inst.result_type),
        }
    }

    /// An instruction [`Reader::on_cooperative_matrix`] selects: conversions as
    /// `__spirv_{OpName}_R{result}{_sat}{_rt?}` (their result type is not in their
    /// operands), the number-format conversions as their OpenCL C builtins
    /// ([`Reader::number_format_conversion`]), everything else as the generic `__spirv_{OpName}` call. OpCooperativeMatrixLoadKHR
    /// names its result too (`_R{result}`, [`Reader::generic_call`]).
    ///
    /// Errors: those of the call's operands.
    pub(super) fn cooperative_matrix_instruction(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        match inst.class.opcode {
            Op::ConvertFToU
            | Op::ConvertFToS
            | Op::ConvertSToF
            | Op::ConvertUToF
            | Op::UConvert
            | Op::SConvert
            | Op::FConvert
            | Op::SatConvertSToU
            | Op::SatConvertUToS => self.decorated_conversion(inst, offset),
            // SPV_INTEL_joint_matrix 3.42.11: the number-format conversions on matrices.
            op if crate::number_formats::sized_conversion_of_op(op).is_some() => {
                self.number_format_conversion(inst, offset)
            }
            _ => self.generic_call(inst, offset),
        }
    }

    /// OpCooperativeMatrixLengthKHR -> `__spirv_CooperativeMatrixLengthKHR(T poison)`: the
    /// operand is the matrix *type* (a call argument of that type stands for it). A module
    /// that gives a matrix value instead (older producers) passes the value.
    ///
    /// Errors: [`Error::InvalidOperands`] unless the operand is a cooperative matrix type or
    /// value.
    pub(super) fn cooperative_matrix_length(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let operand = inst.id(0).ok_or_else(|| bad("missing operand"))?;
        let (arg, ty) = if self.is_cooperative_matrix(Some(operand)) {
            (llvm::Value::poison(self.ty(operand, offset, opcode)?), operand)
        } else {
            let ty = self.type_of(operand).filter(|t| self.is_cooperative_matrix(Some(*t)));
            let ty = ty.ok_or_else(|| bad("the operand must be a cooperative matrix type"))?;
            (self.value(operand, offset, opcode)?, ty)
        };
        let ret = self.result_ty(inst, offset)?;
        let param = self.matrix_mangled(ty).ok_or_else(|| bad("the operand must be a cooperative matrix type"))?;
        let v = self.call_builtin("__spirv_CooperativeMatrixLengthKHR", ret, &[arg], &[param])?;
        self.define(inst, v)
    }
}
