//! Matrix and vector-scalar instructions (`Matrix` capability) as plain LLVM
//! vector arithmetic.
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
use super::{Reader, Result};
use crate::llvm;
use llvm::Opcode as O;
use rspirv::dr;

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
