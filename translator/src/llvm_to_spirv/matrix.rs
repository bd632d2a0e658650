//! Cooperative matrices (SPV_KHR_cooperative_matrix): the type and the builtin calls
//! whose operands do not follow the generic `__spirv_*` mapping.
//!
//! Sources: the SPV_KHR_cooperative_matrix specification (OpTypeCooperativeMatrixKHR,
//! OpCooperativeMatrixLoadKHR, OpCooperativeMatrixStoreKHR, OpCooperativeMatrixLengthKHR;
//! the `CooperativeMatrixUse` and `CooperativeMatrixLayout` operands) and "SPIR-V
//! representation in LLVM IR": the type is `target("spirv.CooperativeMatrixKHR", T, Scope,
//! Rows, Columns, Use)` (as DPC++ emits it for `__spv::__spirv_CooperativeMatrixKHR`), the
//! instructions are `__spirv_{OpName}` calls.
//!
//! | call | instruction | what differs from the generic mapping |
//! |---|---|---|
//! | `__spirv_CooperativeMatrixLoadKHR(ptr, layout, [stride, [memory operands...]])` | OpCooperativeMatrixLoadKHR | an untyped pointer points to the matrix's component type (the unit of Stride) |
//! | `__spirv_CooperativeMatrixStoreKHR(ptr, matrix, layout, [stride, [memory operands...]])` | OpCooperativeMatrixStoreKHR | as the load |
//! | `__spirv_CooperativeMatrixLengthKHR(matrix)` | OpCooperativeMatrixLengthKHR | the operand is the matrix's *type*; the `i32` result is converted to a wider call type |
//! | `__spirv_AccessChain(ptr, indices...)` | OpAccessChain | the result points to the indexed type (a matrix's component type) |
//!
//! OpCooperativeMatrixMulAddKHR, OpCompositeConstruct (a matrix with every component one
//! value), arithmetic and conversions on matrices follow the generic mapping
//! (`spirv_builtins.rs`).

use super::builtin_calls::BuiltinCall;
use super::spirv_builtins::SpirvCall;
use super::types::SpirvType;
use super::{Error, Result, Translator};
use crate::llvm;
use llvm_spirv_mangling::{self as mangling, SpirvTypeName};
use spirv::{Op, Word};

/// The extension of the cooperative matrix type and instructions.
pub(super) const COOPERATIVE_MATRIX_KHR: &str = "SPV_KHR_cooperative_matrix";

/// A `__spirv_*` call of the cooperative matrix family whose operands need more than the
/// generic mapping.
#[derive(Clone, Debug)]
pub(super) enum MatrixCall {
    /// `__spirv_CooperativeMatrixLoadKHR`.
    Load,
    /// `__spirv_CooperativeMatrixStoreKHR`.
    Store,
    /// `__spirv_CooperativeMatrixLengthKHR`.
    Length,
    /// `__spirv_CooperativeMatrixLoadCheckedINTEL` (SPV_INTEL_joint_matrix).
    LoadChecked,
    /// `__spirv_CooperativeMatrixStoreCheckedINTEL` (SPV_INTEL_joint_matrix).
    StoreChecked,
    /// `__spirv_CooperativeMatrixPrefetchINTEL` (SPV_INTEL_joint_matrix).
    Prefetch,
    /// `__spirv_JointMatrixLoadINTEL` (SPV_INTEL_joint_matrix, legacy revision).
    JointLoad,
    /// `__spirv_JointMatrixStoreINTEL` (SPV_INTEL_joint_matrix, legacy revision).
    JointStore,
    /// `__spirv_AccessChain`: the result type from the indexed base (a matrix's component
    /// type), else the generic call it holds.
    AccessChain(SpirvCall),
}

/// The matrix call a declaration names (`unmangled` is its name without the Itanium
/// mangling; a `_` postfix such as DPC++'s `_1` is ignored), or `None`.
/// `generic` is the generic classification of the same declaration
/// ([`super::spirv_builtins::classify_spirv`]), kept for access chains that are not into a
/// matrix.
pub(super) fn classify_matrix(unmangled: &str, generic: impl FnOnce() -> Option<BuiltinCall>) -> Option<MatrixCall> {
    let op = unmangled.strip_prefix(mangling::SPIRV_PREFIX)?;
    let base = op.split('_').next().unwrap_or(op);
    Some(match base {
        "CooperativeMatrixLoadKHR" => MatrixCall::Load,
        "CooperativeMatrixStoreKHR" => MatrixCall::Store,
        "CooperativeMatrixLengthKHR" => MatrixCall::Length,
        "CooperativeMatrixLoadCheckedINTEL" => MatrixCall::LoadChecked,
        "CooperativeMatrixStoreCheckedINTEL" => MatrixCall::StoreChecked,
        "CooperativeMatrixPrefetchINTEL" => MatrixCall::Prefetch,
        "JointMatrixLoadINTEL" => MatrixCall::JointLoad,
        "JointMatrixStoreINTEL" => MatrixCall::JointStore,
        "AccessChain" => match generic()? {
            BuiltinCall::Spirv(call) => MatrixCall::AccessChain(call),
            _ => return None,
        },
        _ => return None,
    })
}

/// SPV_INTEL_joint_matrix's Cooperative Matrix Operands bits (component interpretations of
/// OpCooperativeMatrixMulAddKHR) and the capability each one needs.
const INTEL_MATRIX_OPERANDS: [(spirv::CooperativeMatrixOperands, spirv::Capability); 4] = [
    (
        spirv::CooperativeMatrixOperands::MATRIX_A_AND_BTF32_COMPONENTS_INTEL,
        spirv::Capability::CooperativeMatrixTF32ComponentTypeINTEL,
    ),
    (
        spirv::CooperativeMatrixOperands::MATRIX_A_AND_BB_FLOAT16_COMPONENTS_INTEL,
        spirv::Capability::CooperativeMatrixBFloat16ComponentTypeINTEL,
    ),
    (
        spirv::CooperativeMatrixOperands::MATRIX_CB_FLOAT16_COMPONENTS_INTEL,
        spirv::Capability::CooperativeMatrixBFloat16ComponentTypeINTEL,
    ),
    (
        spirv::CooperativeMatrixOperands::MATRIX_RESULT_B_FLOAT16_COMPONENTS_INTEL,
        spirv::Capability::CooperativeMatrixBFloat16ComponentTypeINTEL,
    ),
];

/// The `CooperativeMatrixUse` values: MatrixAKHR, MatrixBKHR, MatrixAccumulatorKHR (the
/// legacy SPV_INTEL_joint_matrix "Joint Matrix Use" has the same three: MatrixA 0,
/// MatrixB 1, Accumulator 2).
const MAX_USE: u32 = spirv::CooperativeMatrixUse::MatrixAccumulatorKHR as u32;

/// The extension of the legacy joint matrix type and instructions (and of the INTEL
/// additions to cooperative matrices).
pub(super) const JOINT_MATRIX_INTEL: &str = "SPV_INTEL_joint_matrix";

/// The position of Use among OpTypeCooperativeMatrixKHR's parameters (Scope, Rows,
/// Columns, Use) and OpTypeJointMatrixINTEL's (Rows, Columns, Layout, Scope, Use,
/// Interpretation).
fn use_position(name: SpirvTypeName) -> usize {
    match name {
        SpirvTypeName::JointMatrixINTEL => 4,
        _ => 3,
    }
}

/// SPV_INTEL_joint_matrix (legacy revision) "Joint Matrix Component Type Interpretation"
/// values other than None (0) and the capability each one needs: TF32 1, Bfloat16 2,
/// PackedInt2 3, PackedInt4 4 (JointMatrixTF32ComponentTypeINTEL and
/// JointMatrixBF16ComponentTypeINTEL are 6436 and 6437, named here by the later revision).
const JOINT_MATRIX_INTERPRETATIONS: [(u32, spirv::Capability); 4] = [
    (1, spirv::Capability::CooperativeMatrixTF32ComponentTypeINTEL),
    (2, spirv::Capability::CooperativeMatrixBFloat16ComponentTypeINTEL),
    (3, spirv::Capability::JointMatrixPackedInt2ComponentTypeINTEL),
    (4, spirv::Capability::JointMatrixPackedInt4ComponentTypeINTEL),
];

impl<'c> Translator<'c, '_> {
    /// `target("spirv.CooperativeMatrixKHR", T, Scope, Rows, Columns, Use)` and
    /// `target("spirv.JointMatrixINTEL", T, Rows, Columns, Layout, Scope[, Use[,
    /// Interpretation]])` (`name`): OpTypeCooperativeMatrixKHR / OpTypeJointMatrixINTEL with
    /// `T` and the parameters as `i32` constants, in order ([`SpirvType::matrix`]). A joint
    /// matrix's Component Type Interpretation declares its capability
    /// ([`JOINT_MATRIX_INTERPRETATIONS`]).
    ///
    /// Errors: [`Error::UnsupportedType`] without a component type and the type's number of
    /// parameters, [`Error::InvalidOperandTypes`] for a Use other than MatrixA, MatrixB or
    /// Accumulator or an unknown Interpretation, [`Error::ExtensionNotAllowed`] without
    /// SPV_KHR_cooperative_matrix / SPV_INTEL_joint_matrix.
    pub(super) fn cooperative_matrix_type(&mut self, ty: llvm::Type<'c>, name: SpirvTypeName) -> Result<Word> {
        let ints = ty.target_ext_int_params();
        let types = ty.target_ext_type_params();
        let op = || format!("Type{}", name.as_str());
        let &[component] = types.as_slice() else {
            return Err(Error::UnsupportedType {
                ty: ty.to_ir_string(),
                reason: "a matrix type needs one component type",
            });
        };
        if SpirvType::matrix(name, 0, &vec![0; ints.len()]).is_none() {
            return Err(Error::UnsupportedType {
                ty: ty.to_ir_string(),
                reason: "spirv.CooperativeMatrixKHR needs Scope, Rows, Columns, Use; spirv.JointMatrixINTEL \
                         Rows, Columns, Layout, Scope and optionally Use and Component Type Interpretation",
            });
        }
        if ints.get(use_position(name)).is_some_and(|&u| u > MAX_USE) {
            return Err(Error::InvalidOperandTypes {
                function: self.fname(),
                op: op(),
                rule: "Incorrect Use parameter, should be MatrixA, MatrixB or Accumulator",
            });
        }
        let interpretation = match ints.get(5).filter(|_| name == SpirvTypeName::JointMatrixINTEL) {
            None | Some(0) => None,
            Some(&v) => match JOINT_MATRIX_INTERPRETATIONS.iter().find(|(i, _)| *i == v) {
                Some(&(_, cap)) => Some((v, cap)),
                None => {
                    return Err(Error::InvalidOperandTypes {
                        function: self.fname(),
                        op: op(),
                        rule: "Component Type Interpretation must be None, TF32, Bfloat16, PackedInt2 or PackedInt4",
                    })
                }
            },
        };
        let component = self.type_id(component)?;
        let params = ints.iter().map(|&v| self.const_u32(v)).collect::<Result<Vec<_>>>()?;
        let key = SpirvType::matrix(name, component, &params)
            .ok_or_else(|| Error::UnsupportedType { ty: ty.to_ir_string(), reason: "not a matrix type" })?;
        let id = self.make_type(key)?;
        if let Some((v, cap)) = interpretation {
            self.require_capability(cap, || format!("joint matrix Component Type Interpretation {v}"))?;
        }
        Ok(id)
    }

    /// The capabilities of the SPV_INTEL_joint_matrix bits of a Cooperative Matrix Operands
    /// `mask`.
    ///
    /// Errors: [`Error::ExtensionNotAllowed`] without SPV_INTEL_joint_matrix.
    pub(super) fn require_matrix_operands(&mut self, mask: Word) -> Result<()> {
        for (bit, cap) in INTEL_MATRIX_OPERANDS {
            if mask & bit.bits() != 0 {
                self.require_capability(cap, || format!("Cooperative Matrix Operands {bit:?}"))?;
            }
        }
        Ok(())
    }

    /// The component type of cooperative or joint matrix type `id`, if it is one.
    fn matrix_component(&self, id: Word) -> Option<Word> {
        self.type_key(id)?.matrix_parts().map(|p| p.component)
    }

    /// A call [`classify_matrix`] found to be `call`; `params` are its mangled parameter types
    /// (when its name does not demangle whole, as DPC++'s builtin templates with nested
    /// names in their arguments, the leading ones that do:
    /// [`mangling::leading_template_params`]).
    pub(super) fn emit_matrix_builtin(
        &mut self,
        inst: llvm::Value<'c>,
        call: &MatrixCall,
        params: &[mangling::Type],
    ) -> Result<()> {
        let leading;
        let params = match params {
            [] => {
                let name = inst.called_value().map(|f| f.name()).unwrap_or_default();
                leading = mangling::leading_template_params(&name);
                leading.as_slice()
            }
            _ => params,
        };
        match call {
            MatrixCall::Load => self.emit_matrix_load(inst, params),
            MatrixCall::Store => self.emit_matrix_store(inst, params),
            MatrixCall::Length => self.emit_matrix_length(inst),
            MatrixCall::LoadChecked => self.emit_matrix_load_checked(inst, params),
            MatrixCall::StoreChecked => self.emit_matrix_store_checked(inst, params),
            MatrixCall::Prefetch => self.emit_matrix_prefetch(inst, params),
            MatrixCall::JointLoad => self.emit_joint_matrix_load(inst, params),
            MatrixCall::JointStore => self.emit_joint_matrix_store(inst, params),
            MatrixCall::AccessChain(generic) => self.emit_matrix_access_chain(inst, generic, params),
        }
    }

    /// The pointer operand of a load or store of a matrix of type `matrix`: to its mangled
    /// pointee when the name gives one, else to the matrix's component type.
    fn matrix_pointer(
        &mut self,
        inst: llvm::Value<'c>,
        p: llvm::Value<'c>,
        matrix: Word,
        param: Option<&mangling::Type>,
    ) -> Result<Word> {
        if p.ty().kind() != llvm::TypeKind::LLVMPointerTypeKind {
            return Err(
                self.invalid(inst, "the first argument of a cooperative matrix load or store must be a pointer")
            );
        }
        let component = self
            .matrix_component(matrix)
            .ok_or_else(|| self.invalid(inst, "the matrix of a cooperative matrix load or store must be one"))?;
        let mangled = param.and_then(|t| t.pointee()).map(|t| self.matrix_pointee(t)).transpose()?.flatten();
        let sc =
            self.storage_class_of(p).ok_or_else(|| self.invalid(inst, "pointer argument without a storage class"))?;
        let want = self.pointer_type(sc, mangled.unwrap_or(component))?;
        self.operand(p, want)
    }

    /// The SPIR-V type of the pointee `t` a matrix load or store's name mangles: a scalar or
    /// vector, or a class or struct of the module (DPC++ loads a `half` matrix through a
    /// `sycl::_V1::detail::half_impl::half*`, the LLVM struct
    /// `%"class.sycl::_V1::detail::half_impl::half"`); `None` for another name.
    fn matrix_pointee(&mut self, t: &mangling::Type) -> Result<Option<Word>> {
        let mangling::Type::Named(name) = t else { return self.mangled_type_id(t) };
        let found = ["class", "struct", "union"]
            .into_iter()
            .find_map(|kind| llvm::Type::struct_by_name(self.ctx, &format!("{kind}.{name}")));
        found.map(|s| self.type_id(s)).transpose()
    }

    /// MemoryLayout, [Stride], [Memory Operands] from `args`: the layout and stride as
    /// `<id>`s, the memory operand mask and its `Aligned` literal as literals.
    ///
    /// Errors: those of [`Translator::matrix_layout`] and [`Translator::stride_memory`].
    fn layout_stride_memory(&mut self, inst: llvm::Value<'c>, args: &[llvm::Value<'c>]) -> Result<Vec<Word>> {
        let Some((&layout, rest)) = args.split_first() else {
            return Err(self.invalid(inst, "a cooperative matrix load or store needs a MemoryLayout"));
        };
        let mut ops = vec![self.matrix_layout(inst, layout)?];
        ops.extend(self.stride_memory(inst, rest)?);
        Ok(ops)
    }

    /// The MemoryLayout `<id>` of a cooperative matrix load, store or prefetch.
    /// SPV_KHR_cooperative_matrix: "MemoryLayout must be the <id> of a constant instruction"
    /// with a CooperativeMatrixLayout value; SPV_INTEL_joint_matrix adds PackedINTEL (2,
    /// capability PackedCooperativeMatrixINTEL).
    ///
    /// Errors: [`Error::InvalidInstruction`] for a layout that is not a constant,
    /// [`Error::UnsupportedInstruction`] for a layout other than RowMajorKHR, ColumnMajorKHR
    /// and PackedINTEL, [`Error::ExtensionNotAllowed`] for PackedINTEL without
    /// SPV_INTEL_joint_matrix.
    fn matrix_layout(&mut self, inst: llvm::Value<'c>, layout: llvm::Value<'c>) -> Result<Word> {
        match layout.const_int_zext() {
            None => {
                return Err(
                    self.invalid(inst, "the MemoryLayout of a cooperative matrix load or store must be a constant")
                )
            }
            Some(l) if l == spirv::CooperativeMatrixLayout::PackedINTEL as u64 => {
                self.require_capability(spirv::Capability::PackedCooperativeMatrixINTEL, || {
                    "cooperative matrix layout PackedINTEL".into()
                })?;
            }
            Some(l) if l > spirv::CooperativeMatrixLayout::ColumnMajorKHR as u64 => {
                return Err(self.unsupported(
                    inst,
                    "cooperative matrix layouts other than RowMajorKHR (0), ColumnMajorKHR (1) and PackedINTEL (2)",
                ))
            }
            Some(_) => {}
        }
        self.canonical_operand(layout)
    }

    /// [Stride], [Memory Operands] from `args`: the stride as an `<id>`, the memory operand
    /// mask and its `Aligned` literal as literals.
    ///
    /// Errors: [`Error::UnsupportedInstruction`] for memory operands that are not constants
    /// or have `<id>` parameters.
    fn stride_memory(&mut self, inst: llvm::Value<'c>, args: &[llvm::Value<'c>]) -> Result<Vec<Word>> {
        let mut ops = Vec::new();
        if let Some((&stride, rest)) = args.split_first() {
            ops.push(self.canonical_operand(stride)?);
            ops.extend(self.memory_operands(inst, rest)?);
        }
        Ok(ops)
    }

    /// [Memory Operands] from `args`: the mask and its `Aligned` literal as literals.
    ///
    /// Errors: [`Error::UnsupportedInstruction`] for memory operands that are not constants
    /// or have `<id>` parameters.
    fn memory_operands(&mut self, inst: llvm::Value<'c>, args: &[llvm::Value<'c>]) -> Result<Vec<Word>> {
        let literal = |this: &Self, a: llvm::Value<'c>| {
            a.const_int_zext()
                .map(|v| v as Word)
                .ok_or_else(|| this.unsupported(inst, "memory operands of a __spirv_ call must be constants"))
        };
        let Some((&mask, rest)) = args.split_first() else { return Ok(Vec::new()) };
        let mask = literal(self, mask)?;
        let aligned = mask & spirv::MemoryAccess::ALIGNED.bits() != 0;
        match (aligned, rest) {
            (false, []) => Ok(vec![mask]),
            (true, [alignment]) => Ok(vec![mask, literal(self, *alignment)?]),
            _ => Err(self.unsupported(inst, "memory operands other than a mask with an optional Aligned literal")),
        }
    }

    /// `__spirv_JointMatrixLoadINTEL(ptr, stride, layout, scope, [mask, [alignment]])` ->
    /// OpJointMatrixLoadINTEL (Pointer, Stride, Layout, Scope, [Memory Operands]; the
    /// legacy SPV_INTEL_joint_matrix in the form the Khronos translator writes). The
    /// pointer points to its mangled pointee, else to the matrix's component type.
    ///
    /// Errors: [`Error::InvalidInstruction`] for missing operands, those of
    /// [`Translator::memory_operands`].
    fn emit_joint_matrix_load(&mut self, inst: llvm::Value<'c>, params: &[mangling::Type]) -> Result<()> {
        let args = inst.call_args();
        let ty = self.value_type(inst)?;
        let [p, stride, layout, scope, rest @ ..] = args.as_slice() else {
            return Err(
                self.invalid(inst, "__spirv_JointMatrixLoadINTEL needs a pointer, a stride, a layout and a scope")
            );
        };
        let mut ops = vec![self.matrix_pointer(inst, *p, ty, params.first())?];
        ops.extend(self.id_operands(&[*stride, *layout, *scope])?);
        ops.extend(self.memory_operands(inst, rest)?);
        let id = self.emit_core(inst, Op::JointMatrixLoadINTEL, Some(ty), &ops)?;
        self.define_alias(inst, ty, id)
    }

    /// `__spirv_JointMatrixStoreINTEL(ptr, matrix, stride, layout, scope, [mask,
    /// [alignment]])` -> OpJointMatrixStoreINTEL (Pointer, Object, Stride, Layout, Scope,
    /// [Memory Operands]).
    ///
    /// Errors: as [`Translator::emit_joint_matrix_load`].
    fn emit_joint_matrix_store(&mut self, inst: llvm::Value<'c>, params: &[mangling::Type]) -> Result<()> {
        let args = inst.call_args();
        let [p, object, stride, layout, scope, rest @ ..] = args.as_slice() else {
            return Err(self.invalid(
                inst,
                "__spirv_JointMatrixStoreINTEL needs a pointer, a matrix, a stride, a layout and a scope",
            ));
        };
        let matrix = self.value_type(*object)?;
        let mut ops = vec![self.matrix_pointer(inst, *p, matrix, params.first())?];
        ops.extend(self.id_operands(&[*object, *stride, *layout, *scope])?);
        ops.extend(self.memory_operands(inst, rest)?);
        self.emit_core(inst, Op::JointMatrixStoreINTEL, None, &ops)?;
        Ok(())
    }

    /// `<id>` operands of `args` in order (offsets, sizes).
    fn id_operands(&mut self, args: &[llvm::Value<'c>]) -> Result<Vec<Word>> {
        args.iter().map(|&a| self.canonical_operand(a)).collect()
    }

    /// `__spirv_CooperativeMatrixLoadCheckedINTEL(ptr, x, y, layout, height, width,
    /// [stride, [mask, [alignment]]])` -> OpCooperativeMatrixLoadCheckedINTEL
    /// (SPV_INTEL_joint_matrix: Pointer, X Offset, Y Offset, MemoryLayout, Height, Width,
    /// [Stride], [Memory Operand]).
    fn emit_matrix_load_checked(&mut self, inst: llvm::Value<'c>, params: &[mangling::Type]) -> Result<()> {
        let args = inst.call_args();
        let ty = self.value_type(inst)?;
        let [p, x, y, layout, height, width, rest @ ..] = args.as_slice() else {
            return Err(self.invalid(
                inst,
                "__spirv_CooperativeMatrixLoadCheckedINTEL needs a pointer, X and Y offsets, a layout, a height and a width",
            ));
        };
        let mut ops = vec![self.matrix_pointer(inst, *p, ty, params.first())?];
        ops.extend(self.id_operands(&[*x, *y])?);
        ops.push(self.matrix_layout(inst, *layout)?);
        ops.extend(self.id_operands(&[*height, *width])?);
        ops.extend(self.stride_memory(inst, rest)?);
        let id = self.emit_core(inst, Op::CooperativeMatrixLoadCheckedINTEL, Some(ty), &ops)?;
        self.define_alias(inst, ty, id)
    }

    /// `__spirv_CooperativeMatrixStoreCheckedINTEL(ptr, x, y, matrix, layout, height, width,
    /// [stride, [mask, [alignment]]])` -> OpCooperativeMatrixStoreCheckedINTEL.
    fn emit_matrix_store_checked(&mut self, inst: llvm::Value<'c>, params: &[mangling::Type]) -> Result<()> {
        let args = inst.call_args();
        let [p, x, y, object, layout, height, width, rest @ ..] = args.as_slice() else {
            return Err(self.invalid(
                inst,
                "__spirv_CooperativeMatrixStoreCheckedINTEL needs a pointer, X and Y offsets, a matrix, a layout, a height and a width",
            ));
        };
        let matrix = self.value_type(*object)?;
        let mut ops = vec![self.matrix_pointer(inst, *p, matrix, params.first())?];
        ops.extend(self.id_operands(&[*x, *y, *object])?);
        ops.push(self.matrix_layout(inst, *layout)?);
        ops.extend(self.id_operands(&[*height, *width])?);
        ops.extend(self.stride_memory(inst, rest)?);
        self.emit_core(inst, Op::CooperativeMatrixStoreCheckedINTEL, None, &ops)?;
        Ok(())
    }

    /// `__spirv_CooperativeMatrixPrefetchINTEL(ptr, rows, columns, cache_level, layout,
    /// [stride, [mask, [alignment]]])` -> OpCooperativeMatrixPrefetchINTEL (Pointer, Rows,
    /// Columns, Cache Level literal, MemoryLayout, [Stride], [Memory Operand]). The pointer
    /// keeps its pointee as the name mangles it (no matrix gives a component type).
    ///
    /// Errors: [`Error::InvalidInstruction`] for a missing operand or a Cache Level that is
    /// not a constant.
    fn emit_matrix_prefetch(&mut self, inst: llvm::Value<'c>, params: &[mangling::Type]) -> Result<()> {
        let args = inst.call_args();
        let [p, rows, columns, level, layout, rest @ ..] = args.as_slice() else {
            return Err(self.invalid(
                inst,
                "__spirv_CooperativeMatrixPrefetchINTEL needs a pointer, rows, columns, a cache level and a layout",
            ));
        };
        if p.ty().kind() != llvm::TypeKind::LLVMPointerTypeKind {
            return Err(
                self.invalid(inst, "the first argument of __spirv_CooperativeMatrixPrefetchINTEL must be a pointer")
            );
        }
        let level = level.const_int_zext().map(|v| v as Word).ok_or_else(|| {
            self.invalid(inst, "the Cache Level of __spirv_CooperativeMatrixPrefetchINTEL must be a constant")
        })?;
        let mangled = params.first().and_then(|t| t.pointee()).map(|t| self.mangled_type_id(t)).transpose()?.flatten();
        let ptr = match mangled {
            Some(pointee) => {
                let sc = self
                    .storage_class_of(*p)
                    .ok_or_else(|| self.invalid(inst, "pointer argument without a storage class"))?;
                let want = self.pointer_type(sc, pointee)?;
                self.operand(*p, want)?
            }
            None => self.canonical_operand(*p)?,
        };
        let mut ops = vec![ptr];
        ops.extend(self.id_operands(&[*rows, *columns])?);
        ops.push(level);
        ops.push(self.matrix_layout(inst, *layout)?);
        ops.extend(self.stride_memory(inst, rest)?);
        self.emit_core(inst, Op::CooperativeMatrixPrefetchINTEL, None, &ops)?;
        Ok(())
    }

    /// `__spirv_CooperativeMatrixLoadKHR(ptr, layout, [stride, [mask, [alignment]]])`.
    fn emit_matrix_load(&mut self, inst: llvm::Value<'c>, params: &[mangling::Type]) -> Result<()> {
        let args = inst.call_args();
        let ty = self.value_type(inst)?;
        let Some((&p, rest)) = args.split_first() else {
            return Err(self.invalid(inst, "__spirv_CooperativeMatrixLoadKHR needs a pointer"));
        };
        let mut ops = vec![self.matrix_pointer(inst, p, ty, params.first())?];
        ops.extend(self.layout_stride_memory(inst, rest)?);
        let id = self.emit_core(inst, Op::CooperativeMatrixLoadKHR, Some(ty), &ops)?;
        self.define_alias(inst, ty, id)
    }

    /// `__spirv_CooperativeMatrixStoreKHR(ptr, matrix, layout, [stride, [mask, [alignment]]])`.
    fn emit_matrix_store(&mut self, inst: llvm::Value<'c>, params: &[mangling::Type]) -> Result<()> {
        let args = inst.call_args();
        let (Some(&p), Some(&object)) = (args.first(), args.get(1)) else {
            return Err(self.invalid(inst, "__spirv_CooperativeMatrixStoreKHR needs a pointer and a matrix"));
        };
        let matrix = self.value_type(object)?;
        let ptr = self.matrix_pointer(inst, p, matrix, params.first())?;
        let object = self.canonical_operand(object)?;
        let mut ops = vec![ptr, object];
        ops.extend(self.layout_stride_memory(inst, &args[2..])?);
        self.emit_core(inst, Op::CooperativeMatrixStoreKHR, None, &ops)?;
        Ok(())
    }

    /// `__spirv_CooperativeMatrixLengthKHR(matrix)`: OpCooperativeMatrixLengthKHR of the
    /// matrix's type, an `i32` (the specification's Result Type), converted to the call's
    /// integer type when that is wider (DPC++ declares it returning `size_t`).
    fn emit_matrix_length(&mut self, inst: llvm::Value<'c>) -> Result<()> {
        let args = inst.call_args();
        let matrix = match args.as_slice() {
            [m] => self.value_type(*m)?,
            _ => return Err(self.invalid(inst, "__spirv_CooperativeMatrixLengthKHR takes one matrix")),
        };
        if self.matrix_component(matrix).is_none() {
            return Err(self.invalid(inst, "the operand of __spirv_CooperativeMatrixLengthKHR must be a matrix"));
        }
        let width = inst.ty().int_width();
        let i32t = self.int_type(32)?;
        match width {
            Some(32) => {
                let id = self.emit_core(inst, Op::CooperativeMatrixLengthKHR, Some(i32t), &[matrix])?;
                self.define_alias(inst, i32t, id)
            }
            Some(w) if w > 32 => {
                let len = self.emit_core(inst, Op::CooperativeMatrixLengthKHR, Some(i32t), &[matrix])?;
                let ty = self.value_type(inst)?;
                let id = self.emit_result(Op::UConvert, ty, &[len])?;
                self.define_alias(inst, ty, id)
            }
            _ => Err(self.invalid(inst, "__spirv_CooperativeMatrixLengthKHR returns an integer of 32 bits or more")),
        }
    }

    /// `__spirv_AccessChain(ptr, indices...)`: OpAccessChain whose result points, in the
    /// base's storage class, to the type the indices select (SPIR-V spec 3.52.8
    /// OpAccessChain: "the type of the object ... after indexing"): a component of a
    /// cooperative matrix, an element of an array, vector or matrix, a member of a struct
    /// (at a constant index). A base whose pointee the translation does not know (an
    /// untyped `i8*`) takes the generic mapping.
    ///
    /// Errors: [`Error::InvalidInstruction`] for a struct index that is not a constant or
    /// out of range, an index into a scalar.
    fn emit_matrix_access_chain(
        &mut self,
        inst: llvm::Value<'c>,
        generic: &SpirvCall,
        params: &[mangling::Type],
    ) -> Result<()> {
        let args = inst.call_args();
        let Some((&base, indices)) =
            args.split_first().filter(|(b, _)| b.ty().kind() == llvm::TypeKind::LLVMPointerTypeKind)
        else {
            return self.emit_spirv_builtin(inst, generic, params);
        };
        let base_ty = self.value_type(base)?;
        let Some((sc, pointee)) = self.pointer_parts(base_ty) else {
            return self.emit_spirv_builtin(inst, generic, params);
        };
        let composite = matches!(
            self.type_key(pointee),
            Some(
                SpirvType::CooperativeMatrixKHR { .. }
                    | SpirvType::JointMatrixINTEL { .. }
                    | SpirvType::Array(..)
                    | SpirvType::RuntimeArray(_)
                    | SpirvType::Vector(..)
                    | SpirvType::Matrix(..)
                    | SpirvType::Struct { .. }
            )
        );
        if !composite || indices.is_empty() {
            return self.emit_spirv_builtin(inst, generic, params);
        }
        let mut t = pointee;
        let mut ops = vec![self.value_id(base)?];
        for &index in indices {
            t = match self.type_key(t) {
                Some(
                    SpirvType::CooperativeMatrixKHR { component: e, .. }
                    | SpirvType::JointMatrixINTEL { component: e, .. },
                )
                | Some(SpirvType::Array(e, _) | SpirvType::RuntimeArray(e))
                | Some(SpirvType::Vector(e, _) | SpirvType::Matrix(e, _)) => *e,
                Some(SpirvType::Struct { members, .. }) => {
                    let k = index.const_int_zext().ok_or_else(|| {
                        self.invalid(inst, "a struct member index of __spirv_AccessChain must be a constant")
                    })?;
                    *members.get(k as usize).ok_or_else(|| {
                        self.invalid(inst, "a struct member index of __spirv_AccessChain is out of range")
                    })?
                }
                _ => return Err(self.invalid(inst, "__spirv_AccessChain indexes into a scalar")),
            };
            ops.push(self.canonical_operand(index)?);
        }
        let ty = self.pointer_type(sc, t)?;
        let id = self.emit_result(Op::AccessChain, ty, &ops)?;
        self.value_types.insert(inst, ty);
        self.define_alias(inst, ty, id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`classify_matrix`] of the unmangled name, with a generic classification that is not
    /// expected to be asked for.
    fn of(unmangled: &str) -> Option<MatrixCall> {
        classify_matrix(unmangled, || None)
    }

    #[test]
    fn names_with_and_without_postfixes() {
        assert!(matches!(of("__spirv_CooperativeMatrixLoadKHR"), Some(MatrixCall::Load)));
        // DPC++'s numbered and the reverse direction's `_R` postfixes.
        assert!(matches!(of("__spirv_CooperativeMatrixLoadKHR_1"), Some(MatrixCall::Load)));
        assert!(matches!(
            of("__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_32_0"),
            Some(MatrixCall::Load)
        ));
        assert!(matches!(of("__spirv_CooperativeMatrixStoreKHR"), Some(MatrixCall::Store)));
        assert!(matches!(of("__spirv_CooperativeMatrixLengthKHR"), Some(MatrixCall::Length)));
        // The multiply-add and other instructions take the generic mapping.
        assert!(of("__spirv_CooperativeMatrixMulAddKHR").is_none());
        assert!(of("__spirv_CompositeConstruct").is_none());
        assert!(of("CooperativeMatrixLoadKHR").is_none());
        // An access chain keeps the generic classification, or is none without one.
        assert!(of("__spirv_AccessChain").is_none());
    }
}
