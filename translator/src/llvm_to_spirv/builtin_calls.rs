//! Calls to builtin declarations: classified once per callee, then one `match`.
//!
//! [`classify`] maps a declaration (its name, its demangled signature and its LLVM
//! function type; nothing of a call site) to a [`BuiltinCall`], or to `None` when it is
//! no builtin. Each family's file has its own pure `classify_*` function; [`classify`]
//! combines them in one place, in the precedence its doc lists where names could
//! overlap. [`Translator::emit_builtin`] is the one exhaustive `match` on the result,
//! whose arms call the families' handlers; a handler never declines a call it is given
//! (operand shapes it cannot map are errors). The classification is cached per callee
//! next to its signature, so each call site costs one lookup.
//!
//! | family | names | classifier | handler |
//! |---|---|---|---|
//! | `printf`, samplers, address spaces, work-items (`cl_tables.rs`), relational (`cl_tables.rs`), conversions, vector loads, `OpenCL.std` | OpenCL C 3.0 6.15 | `opencl_builtins.rs` | `opencl_builtins.rs`, `images.rs` |
//! | `__spirv_*` | "SPIR-V representation in LLVM IR" | `spirv_builtins.rs` | `spirv_builtins.rs` |
//! | barriers, fences, atomics | 6.15.9, 6.15.12 | `atomics.rs` | `atomics.rs` |
//! | collectives | 6.15.16, `cl_khr_subgroup_*`, `cl_intel_subgroups` | `groups.rs` | `groups.rs` |
//! | async copies | 6.15.11 | `events.rs` | `events.rs` |
//! | device-side enqueue | 6.15.16 "Enqueuing Kernels" | `enqueue.rs` | `enqueue.rs` |
//! | pipes | 6.15.17 | `pipes.rs` | `pipes.rs` |
//! | images | 6.15.15 | `images.rs` | `images.rs` |
//! | integer dot products | `cl_khr_integer_dot_product` | `integer_dot.rs` | `integer_dot.rs` |
//! | cooperative matrices | SPV_KHR_cooperative_matrix | `matrix.rs` | `matrix.rs` |
//! | number-format conversions (`crate::number_formats`) | `cl_intel_bfloat16_conversions`, `cl_intel_tensor_float32_conversions`, `__builtin_spirv_*` (FP8, FP4, Int4) | `number_formats.rs` | `number_formats.rs` |

use super::atomics::{self, AtomicCall, Synchronization};
use super::enqueue::{self, EnqueueCall};
use super::events::{self, EventCall};
use super::groups::{self, GroupCall};
use super::images::{self, ImageCall};
use super::integer_dot::Form;
use super::matrix::{self, MatrixCall};
use super::number_formats::{self as numfmt, NumberFormatCall};
use super::opencl_builtins::{self as ocl, BitOrClock, VloadVstore};
use super::pipes::{self, PipeCall};
use super::spirv_builtins::{self, SpirvCall};
use super::{Error, Result, Translator};
use crate::llvm;
use llvm_spirv_mangling as mangling;
use spirv::Op;
use std::rc::Rc;

/// A call to a builtin declaration, by what translates it.
#[derive(Clone, Debug)]
pub(super) enum BuiltinCall {
    /// `printf(format, args...)` (OpenCL C 3.0 "printf"; unmangled, as clang
    /// declares it) and `__spirv_ocl_printf`: `OpenCL.std printf`.
    Printf,
    /// clang's `__translate_sampler_initializer(i32 bits)`: OpConstantSampler.
    SamplerInitializer,
    /// `to_global` / `to_local` / `to_private` (OpenCL C 3.0 "Address Space
    /// Qualifier Functions"; clang-19 also spells them unmangled `__to_global` & co.):
    /// OpGenericCastToPtrExplicit to this storage class.
    ToAddressSpace(spirv::StorageClass),
    /// `get_fence(ptr)` (OpenCL C 3.0 6.15.9 "Address Space Qualifier Functions"):
    /// OpGenericPtrMemSemantics, its memory-semantics bits shifted right by 8 to the
    /// `cl_mem_fence_flags` (`CLK_LOCAL_MEM_FENCE` 1 is WorkgroupMemory 0x100, ...).
    GetFence,
    /// A work-item function (OpenCL C 3.0 6.15.1 "Work-Item Functions", the
    /// `cl_khr_subgroup_ballot` masks): a load of its BuiltIn variable, as
    /// [`crate::cl_tables::WORK_ITEM_FUNCTIONS`] shapes it.
    WorkItem(crate::cl_tables::WorkItemFunction),
    /// A `__spirv_BuiltIn{Var}([i32 dim])` call ("SPIR-V Builtin Variables Mapped to LLVM
    /// Function Calls"): a load of the variable, the component `dim` read as it is.
    BuiltInVariable {
        /// The variable.
        builtin: spirv::BuiltIn,
        /// A vector read at the dimension argument.
        vector: bool,
    },
    /// Barriers and fences (`atomics.rs`).
    Synchronization(Synchronization),
    /// Work-group and sub-group collectives (`groups.rs`).
    Group(GroupCall),
    /// Async copies and `wait_group_events` (`events.rs`).
    Event(EventCall),
    /// Device-side enqueue (`enqueue.rs`).
    Enqueue(EnqueueCall),
    /// Pipes (`pipes.rs`).
    Pipe(PipeCall),
    /// `popcount`, `cl_khr_extended_bit_ops`, `cl_khr_kernel_clock`.
    BitOrClock(BitOrClock),
    /// An OpenCL C spelling of an INTEL instruction on the call's operands
    /// ([`crate::cl_tables::intel_function_op`]: `intel_sigmoid`): this instruction, with the
    /// capability and extension its grammar entry needs.
    IntelFunction(Op),
    /// OpenCL atomics (`atomics.rs`).
    Atomic(AtomicCall),
    /// Image reads, writes and queries (`images.rs`).
    Image(ImageCall),
    /// `convert_<type>[N][_sat][_rt?]` (OpenCL C 3.0 6.4.3 "Explicit Conversions"): the
    /// name after `convert_`.
    Convert(String),
    /// Relational functions (OpenCL C 3.0 6.15.6): this `bool` instruction, selected to
    /// the integer result.
    Relational(Op),
    /// `cl_khr_integer_dot_product` (`integer_dot.rs`).
    IntegerDot(Form),
    /// `any` / `all` (OpenCL C 3.0 6.15.6): the sign bits, then OpAny / OpAll.
    AnyAll {
        /// `any` (else `all`).
        any: bool,
    },
    /// Floating-point `dot` (OpenCL C 3.0 "Geometric Functions"): OpDot, OpFMul
    /// for scalars.
    Dot,
    /// Vector data loads and stores (OpenCL C 3.0 6.15.7).
    VloadVstore(VloadVstore),
    /// Any other builtin of the OpenCL Extended Instruction Set: this instruction.
    OpenClStd(&'static str),
    /// SPIR-V friendly `__spirv_*` calls (`spirv_builtins.rs`).
    Spirv(SpirvCall),
    /// Cooperative matrix loads, stores, lengths and access chains (`matrix.rs`).
    Matrix(MatrixCall),
    /// Number-format conversions (`number_formats.rs`).
    NumberFormat(NumberFormatCall),
}

/// The builtin a declaration named `name` is, or `None` if it is none; `sig` is its
/// demangled signature ([`mangling::demangle_lenient`], for `_Z` names) and `fn_ty` its
/// LLVM function type.
///
/// Precedence, where names could be claimed by more than one family:
/// 1. the exact unmangled names `printf`, `__translate_sampler_initializer` and clang's
///    `__to_{global,local,private}`;
/// 2. `__spirv_*` names (SPIR-V friendly IR), whatever follows the prefix: the cooperative
///    matrix calls of `matrix.rs` first, then the generic ones; then every
///    `__builtin_spirv_*` name (the number-format conversions, or refused by name);
/// 3. clang's unmangled pipe functions (`__read_pipe_2`, ...);
/// 4. demangled OpenCL C builtins by name: work-item functions (`get_sub_group_eq_mask`
///    & co. included), synchronization (before
///    the collectives: `work_group_barrier` and `sub_group_barrier` are barriers),
///    collectives, async copies, device-side enqueue, `is_valid_reserve_id`, bit and
///    clock functions (before `OpenCL.std`: `popcount` is OpBitCount), atomics, images,
///    conversions, relational functions, integer dot products (before the float `dot`),
///    number-format conversions (`intel_convert_bfloat16_as_ushort` & co.),
///    `any`/`all`/`dot`/`to_*`, vector loads and stores (before `OpenCL.std`, whose
///    `vload_half` & co. take extra literal operands), then `OpenCL.std` by name.
///
/// A `__spirv_` or clang name that none of its families covers continues down the list;
/// no later family claims such names.
pub(super) fn classify(
    name: &str,
    sig: Option<&mangling::Signature>,
    fn_ty: Option<llvm::Type<'_>>,
) -> Option<BuiltinCall> {
    match name {
        "printf" => return Some(BuiltinCall::Printf),
        "__translate_sampler_initializer" => return Some(BuiltinCall::SamplerInitializer),
        _ => {}
    }
    if let Some(sc) = name.strip_prefix("__").and_then(ocl::classify_to_address_space) {
        return Some(BuiltinCall::ToAddressSpace(sc));
    }
    let unmangled = sig.map_or_else(|| mangling::unmangled_prefix(name), |s| s.name.as_str());
    // `__spirv_GenericCastToPtrExplicit_To{Global,Local,Private}(ptr, storage)`: the same
    // instruction as `to_global` & co., typed the same way (the result's pointee is the
    // operand's, as spirv-val requires).
    if let Some(sc) = unmangled
        .strip_prefix("__spirv_GenericCastToPtrExplicit_To")
        .and_then(|to| ocl::classify_to_address_space(&format!("to_{}", to.to_ascii_lowercase())))
    {
        return Some(BuiltinCall::ToAddressSpace(sc));
    }
    if let Some(m) = matrix::classify_matrix(unmangled, || spirv_builtins::classify_spirv(name, sig, fn_ty)) {
        return Some(BuiltinCall::Matrix(m));
    }
    if let Some(call) = spirv_builtins::classify_spirv(name, sig, fn_ty) {
        return Some(call);
    }
    if let Some(call) = numfmt::classify_builtin_spirv(unmangled) {
        return Some(BuiltinCall::NumberFormat(call));
    }
    if name.starts_with("__") {
        if let Some(pipe) = pipes::classify_clang_pipe(name) {
            return Some(BuiltinCall::Pipe(pipe));
        }
        if let Some((op, ndrange)) = crate::cl_tables::kernel_query_op(name) {
            return Some(BuiltinCall::Enqueue(EnqueueCall::KernelQuery { op, ndrange }));
        }
    }
    let sig = sig?;
    let base = sig.name.as_str();
    let params = sig.params.as_slice();
    use BuiltinCall as B;
    crate::cl_tables::work_item_by_name(base)
        .map(B::WorkItem)
        .or_else(|| atomics::classify_synchronization(base).map(B::Synchronization))
        .or_else(|| groups::classify_group(base, sig).map(B::Group))
        .or_else(|| events::classify_event(base).map(B::Event))
        .or_else(|| enqueue::classify_enqueue(base).map(B::Enqueue))
        .or_else(|| (base == "is_valid_reserve_id").then_some(B::Pipe(PipeCall::IsValidReserveId)))
        .or_else(|| ocl::classify_bit_or_clock(base).map(B::BitOrClock))
        .or_else(|| crate::cl_tables::intel_function_op(base).map(B::IntelFunction))
        .or_else(|| atomics::classify_atomic(base, sig, name, fn_ty).map(B::Atomic))
        .or_else(|| images::classify_image(base).map(B::Image))
        .or_else(|| base.strip_prefix("convert_").map(|rest| B::Convert(rest.to_string())))
        .or_else(|| crate::cl_tables::relational_op(base).map(B::Relational))
        .or_else(|| Form::of(base, params).map(B::IntegerDot))
        .or_else(|| numfmt::classify_number_format(base).map(B::NumberFormat))
        .or_else(|| match base {
            "any" | "all" => Some(B::AnyAll { any: base == "any" }),
            "dot" => Some(B::Dot),
            "get_fence" => Some(B::GetFence),
            _ => ocl::classify_to_address_space(base).map(B::ToAddressSpace),
        })
        .or_else(|| ocl::classify_vload_vstore(base).map(B::VloadVstore))
        .or_else(|| ocl::classify_opencl_std(base, params).map(B::OpenClStd))
}

impl<'c> Translator<'c, '_> {
    /// The builtin the declaration `callee` named `name` is ([`classify`]), cached per callee.
    pub(super) fn builtin_call(&mut self, callee: llvm::Value<'c>, name: &str) -> Option<Rc<BuiltinCall>> {
        if let Some(call) = self.builtin_calls.get(&callee) {
            return call.clone();
        }
        let sig = self.signature(callee, name);
        let call = classify(name, sig.as_deref(), callee.global_value_type()).map(Rc::new);
        self.builtin_calls.insert(callee, call.clone());
        call
    }

    /// Translates `inst`, a call to the declaration `callee` named `name` that
    /// [`classify`] found to be `call`.
    pub(super) fn emit_builtin(
        &mut self,
        inst: llvm::Value<'c>,
        callee: llvm::Value<'c>,
        name: &str,
        call: &BuiltinCall,
    ) -> Result<()> {
        let sig = self.signature(callee, name);
        let base = sig.as_deref().map_or(name, |s| s.name.as_str());
        let params = sig.as_deref().map_or(&[][..], |s| s.params.as_slice());
        match call {
            BuiltinCall::Printf => self.emit_printf(inst),
            BuiltinCall::SamplerInitializer => self.emit_sampler_initializer(inst),
            BuiltinCall::ToAddressSpace(sc) => self.emit_to_address_space(inst, *sc),
            BuiltinCall::GetFence => self.emit_get_fence(inst),
            BuiltinCall::WorkItem(w) => self.emit_work_item_function(inst, *w),
            BuiltinCall::BuiltInVariable { builtin, vector } => self.emit_work_item(inst, *builtin, None, *vector),
            BuiltinCall::Synchronization(sync) => self.emit_synchronization(inst, *sync, base),
            BuiltinCall::Group(group) => self.emit_group_builtin(inst, group),
            BuiltinCall::Event(event) => self.emit_event_builtin(inst, *event, params),
            BuiltinCall::Enqueue(enqueue) => self.emit_enqueue_builtin(inst, *enqueue, base),
            BuiltinCall::Pipe(pipe) => self.emit_pipe_builtin(inst, *pipe),
            BuiltinCall::BitOrClock(bits) => self.emit_bit_and_clock_builtin(inst, *bits, base),
            BuiltinCall::IntelFunction(op) => self.emit_intel_function(inst, *op),
            BuiltinCall::Atomic(atomic) => self.emit_atomic_builtin(inst, *atomic, base),
            BuiltinCall::Image(image) => self.emit_image_builtin(inst, *image),
            BuiltinCall::Convert(rest) => self.emit_convert(inst, rest, params),
            BuiltinCall::Relational(op) => self.emit_relational(inst, *op),
            BuiltinCall::IntegerDot(form) => self.emit_integer_dot(inst, *form),
            BuiltinCall::AnyAll { any } => self.emit_any_all(inst, *any),
            BuiltinCall::Dot => self.emit_dot(inst),
            BuiltinCall::VloadVstore(v) => self.emit_vload_vstore(inst, *v, params),
            BuiltinCall::OpenClStd(ext) => self.emit_opencl_std(inst, ext, params),
            BuiltinCall::Spirv(spirv) => self.emit_spirv_builtin(inst, spirv, params),
            BuiltinCall::Matrix(m) => self.emit_matrix_builtin(inst, m, params),
            BuiltinCall::NumberFormat(call) => self.emit_number_format(inst, call),
        }
    }

    /// The error for a call to a builtin this translator has no mapping for (also a
    /// builtin family's name whose operands no mapping covers).
    pub(super) fn unmapped_builtin(&self, inst: llvm::Value<'c>) -> Error {
        Error::UnsupportedBuiltin {
            function: self.fname(),
            callee: inst.called_value().map(|c| c.aliasee().unwrap_or(c).name()).unwrap_or_default(),
            reason: "no SPIR-V mapping for this builtin",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cl_atomics::AtomicShape;

    /// `Some` function type `ret(params)`.
    fn f<'c>(ret: llvm::Type<'c>, params: &[llvm::Type<'c>]) -> Option<llvm::Type<'c>> {
        Some(llvm::Type::function(ret, params, false).expect("function type"))
    }

    /// [`classify`] of `name` with its lenient signature.
    fn of(name: &str, fn_ty: Option<llvm::Type<'_>>) -> Option<BuiltinCall> {
        let sig = mangling::demangle_lenient(name);
        assert_eq!(name.starts_with("_Z"), sig.is_some(), "{name} should demangle");
        classify(name, sig.as_ref(), fn_ty)
    }

    #[test]
    fn overlapping_names_follow_the_documented_precedence() {
        // `popcount` is core OpBitCount, not OpenCL.std popcount.
        assert!(matches!(of("_Z8popcounti", None), Some(BuiltinCall::BitOrClock(BitOrClock::BitCount))));
        // Integer vectors make `dot` an integer dot product; floats keep OpDot.
        assert!(matches!(of("_Z3dotDv4_cS_", None), Some(BuiltinCall::IntegerDot(_))));
        assert!(matches!(of("_Z3dotDv4_fS_", None), Some(BuiltinCall::Dot)));
        // Vector loads take their literal operands, though OpenCL.std has `vload_half` too.
        assert!(matches!(
            of("_Z10vload_halfmPU3AS1KDh", None),
            Some(BuiltinCall::VloadVstore(VloadVstore { ext: "vload_half", n: None, mode: None }))
        ));
        // Sub-group barriers are barriers, not collectives.
        assert!(matches!(
            of("_Z17sub_group_barrierj", None),
            Some(BuiltinCall::Synchronization(Synchronization::Barrier(spirv::Scope::Subgroup)))
        ));
        // `printf` unmangled and as SPIR-V friendly call.
        assert!(matches!(of("printf", None), Some(BuiltinCall::Printf)));
        assert!(matches!(of("_Z18__spirv_ocl_printfPU3AS2c", None), Some(BuiltinCall::Printf)));
        // clang's unmangled address-space casts and the mangled ones.
        assert!(matches!(of("__to_local", None), Some(BuiltinCall::ToAddressSpace(spirv::StorageClass::Workgroup))));
        assert!(matches!(
            of("_Z9to_globalPv", None),
            Some(BuiltinCall::ToAddressSpace(spirv::StorageClass::CrossWorkgroup))
        ));
    }

    #[test]
    fn names_and_signatures_pick_the_instruction() {
        assert!(matches!(of("_Z3maxjj", None), Some(BuiltinCall::OpenClStd("u_max"))));
        assert!(matches!(of("_Z3maxii", None), Some(BuiltinCall::OpenClStd("s_max"))));
        assert!(matches!(of("_Z3maxff", None), Some(BuiltinCall::OpenClStd("fmax_common"))));
        assert!(matches!(of("_Z4sqrtf", None), Some(BuiltinCall::OpenClStd("sqrt"))));
        assert!(matches!(
            of("_Z13get_global_idj", None),
            Some(BuiltinCall::WorkItem(w)) if w.builtin == spirv::BuiltIn::GlobalInvocationId
        ));
        assert!(matches!(
            of("_Z21get_sub_group_eq_maskv", None),
            Some(BuiltinCall::WorkItem(w)) if w.builtin == spirv::BuiltIn::SubgroupEqMask
        ));
        assert!(matches!(
            of("_Z20sub_group_reduce_maxj", None),
            Some(BuiltinCall::Group(GroupCall::Collective {
                op: spirv::Op::GroupUMax,
                logical: false,
                clustered: false,
                ..
            }))
        ));
        assert!(matches!(
            of("_Z29work_group_reduce_logical_andi", None),
            Some(BuiltinCall::Group(GroupCall::Collective { op: spirv::Op::GroupLogicalAndKHR, logical: true, .. }))
        ));
        // No bitwise collective on floats, no such sub-group function: not builtins.
        assert!(of("_Z21work_group_reduce_andf", None).is_none());
        assert!(of("_Z13sub_group_fooi", None).is_none());
        assert!(matches!(
            of("_Z12read_imageui14ocl_image2d_roDv2_i", None),
            Some(BuiltinCall::Image(images::ImageCall::Read(images::Texel::Unsigned)))
        ));
        assert!(matches!(of("_Z16convert_char_satf", None), Some(BuiltinCall::Convert(ref r)) if r == "char_sat"));
        assert!(of("_Z7no_suchi", None).is_none());
        assert!(of("user_function", None).is_none());
    }

    #[test]
    fn spirv_friendly_names() {
        let ctx = llvm::Context::new();
        let i64t = llvm::Type::int_n::<64>(&ctx);
        let i32t = llvm::Type::int_n::<32>(&ctx);
        let f32t = llvm::Type::float(&ctx, 32).unwrap();
        let ptr = llvm::Type::pointer(&ctx, 1).expect("pointer type");
        let id = llvm::Type::function(i64t, &[i32t], false).expect("function type");
        assert!(matches!(
            of("_Z33__spirv_BuiltInGlobalInvocationIdi", Some(id)),
            Some(BuiltinCall::BuiltInVariable { builtin: spirv::BuiltIn::GlobalInvocationId, vector: true })
        ));
        let cas =
            |ret| Some(llvm::Type::function(ret, &[ptr, i32t, i32t, i32t, ret, ret], false).expect("function type"));
        let name = "_Z29__spirv_AtomicCompareExchangePU3AS1fiiiff";
        assert!(matches!(
            of(name, cas(f32t)),
            Some(BuiltinCall::Spirv(SpirvCall::FloatCompareExchange(Op::AtomicCompareExchange)))
        ));
        let name = "_Z29__spirv_AtomicCompareExchangePU3AS1iiiiii";
        assert!(matches!(of(name, cas(i32t)), Some(BuiltinCall::Spirv(SpirvCall::Instruction { .. }))));
        // Not in the grammar, or another instruction set: calls to imported functions.
        assert!(of("__spirv_GlobalInvocationId_x", None).is_none());
        assert!(of("_Z25__spirv_NoSuchInstructioni", None).is_none());
    }

    #[test]
    fn atomics_need_a_pointer_and_a_value_kind() {
        let ctx = llvm::Context::new();
        let i32t = llvm::Type::int_n::<32>(&ctx);
        let f32t = llvm::Type::float(&ctx, 32).unwrap();
        let void = llvm::Type::void(&ctx);
        let ptr = llvm::Type::pointer(&ctx, 1).expect("pointer type");
        let op = |c: Option<BuiltinCall>| match c {
            Some(BuiltinCall::Atomic(AtomicCall::Operation { op, negate, legacy, explicit, .. })) => {
                Some((op, negate, legacy, explicit))
            }
            _ => None,
        };
        assert_eq!(op(of("_Z8atom_addPU3AS1Vii", f(i32t, &[ptr, i32t]))), Some((Op::AtomicIAdd, false, true, false)));
        assert_eq!(
            op(of("_Z10atomic_minPU3AS1Vjj", f(i32t, &[ptr, i32t]))),
            Some((Op::AtomicUMin, false, true, false))
        );
        // SPIR 1.2 qualifier order and a qualified value: unsigned all the same.
        assert_eq!(
            op(of("_Z10atomic_maxPU3AS3jVj", f(i32t, &[ptr, i32t]))),
            Some((Op::AtomicUMax, false, true, false))
        );
        assert_eq!(
            op(of("_Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicff12memory_order", f(f32t, &[ptr, f32t, i32t]))),
            Some((Op::AtomicFAddEXT, true, false, true))
        );
        assert!(matches!(
            of("_Z12atomic_storePU3AS1VU7_Atomicii", f(void, &[ptr, i32t])),
            Some(BuiltinCall::Atomic(AtomicCall::Operation { op: Op::AtomicStore, shape: AtomicShape::Value, .. }))
        ));
        assert!(matches!(
            of("_Z14atomic_cmpxchgPU3AS1Viii", f(i32t, &[ptr, i32t, i32t])),
            Some(BuiltinCall::Atomic(AtomicCall::CompareExchange { legacy: true, explicit: false }))
        ));
        // Not on a pointer, or no float form: no atomic builtin.
        assert!(of("_Z10atomic_addii", f(i32t, &[i32t, i32t])).is_none());
        assert!(of("_Z10atomic_andPU3AS1Vff", f(f32t, &[ptr, f32t])).is_none());
    }
}
