//! Pointers into builtin variables (`BuiltIn WorkgroupSize`, `GlobalInvocationId`, ...)
//! that are reinterpreted before they are loaded.
//!
//! Loads from builtin variables become work-item function calls (`get_local_size(2)`),
//! so the pointers stay symbolic ([`Slot::BuiltinPtr`]). LLVM 19 writes component
//! accesses as byte offsets (`getelementptr i8, ptr @__spirv_BuiltInWorkgroupSize,
//! i64 16`), and the forward direction keeps that shape: OpBitcast to a `uchar`
//! pointer, OpPtrAccessChain by 16, then OpBitcast back to a `ulong` pointer. Here
//! such chains are followed as [`Slot::BuiltinView`], a byte offset into the variable.
//! A load at a whole component becomes that component's call. Any other access (a
//! partial component, a run-time offset) is an `UnsupportedOpcode` error that says so.

use super::types::SpirvType;
use super::{Error, Operands, Reader, Result, Slot};
use crate::llvm;
use rspirv::dr;
use spirv::{Op, Word};

impl<'c> Reader<'c, '_> {
    /// The byte size of the scalar a pointer type points to, and its component size when
    /// it points to a vector: `(scalar bytes, Some(lanes))`.
    fn builtin_pointee(&self, ptr_ty: Word) -> Option<(u32, Option<u32>)> {
        let (_, pointee) = self.pointee(ptr_ty)?;
        let scalar_bytes = |t: Word| match self.spv_types.get(&t)? {
            SpirvType::Int { width: w, .. } | SpirvType::Float { width: w, .. } => Some(w / 8),
            _ => None,
        };
        match self.spv_types.get(&pointee)? {
            SpirvType::Vector(e, n) => Some((scalar_bytes(*e)?, Some(*n))),
            _ => Some((scalar_bytes(pointee)?, None)),
        }
    }

    /// Whether `inst` steps through a builtin variable reinterpreted
    /// ([`Reader::builtin_view_step`] translates it): a cast (OpBitcast, OpPtrCastToGeneric,
    /// OpGenericCastToPtr, OpGenericCastToPtrExplicit) or a pointer access chain
    /// (OpPtrAccessChain, OpInBoundsPtrAccessChain) whose base is a builtin pointer or
    /// view, except a pointer access chain on the whole vector variable, which selects a
    /// component as a plain access chain does ([`Reader::access_chain`]). The handlers of
    /// those instructions ask this first.
    pub(super) fn steps_builtin_view(&self, inst: &dr::Instruction) -> bool {
        let opcode = inst.class.opcode;
        let is_cast =
            matches!(opcode, Op::Bitcast | Op::PtrCastToGeneric | Op::GenericCastToPtr | Op::GenericCastToPtrExplicit);
        let is_ptr_chain = matches!(opcode, Op::PtrAccessChain | Op::InBoundsPtrAccessChain);
        let Some(base_id) = inst.id(0) else { return false };
        match self.slots.get(&base_id) {
            Some(Slot::BuiltinView { .. }) => is_cast || is_ptr_chain,
            Some(Slot::BuiltinPtr(..)) if is_ptr_chain => {
                let whole_vector = self
                    .type_of(base_id)
                    .and_then(|t| self.builtin_pointee(t))
                    .is_some_and(|(_, lanes)| lanes.is_some());
                !whole_vector
            }
            Some(Slot::BuiltinPtr(..)) => is_cast,
            _ => false,
        }
    }

    /// A cast or pointer access chain through a builtin variable reinterpreted (see
    /// [`Reader::steps_builtin_view`]): its result is a [`Slot::BuiltinView`], a byte offset
    /// into the variable (or the variable itself, for an address-space cast of it).
    ///
    /// Errors: [`Error::UnsupportedOpcode`] for a reinterpretation without a call form: a
    /// non-scalar view, a run-time index or offset, several indices, an offset before the
    /// variable.
    pub(super) fn builtin_view_step(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let is_cast = !matches!(opcode, Op::PtrAccessChain | Op::InBoundsPtrAccessChain);
        let Some(base_id) = inst.id(0) else { return Ok(()) };
        let Some(base) = self.slots.get(&base_id).copied() else { return Ok(()) };
        let unsupported = |reason| Error::UnsupportedOpcode { offset, opcode, reason };
        let Some(id) = inst.result_id else { return Ok(()) };
        let base_ty = self.type_of(base_id).ok_or(unsupported("a builtin pointer without a type"))?;
        let (base_scalar, base_lanes) =
            self.builtin_pointee(base_ty).ok_or(unsupported("a builtin pointer to a non-scalar type"))?;
        // The view the base denotes: builtin, byte offset, component bytes.
        let (builtin, bytes, component) = match base {
            Slot::BuiltinPtr(b, None) => (b, 0, base_scalar),
            Slot::BuiltinPtr(b, Some(i)) => {
                let i =
                    i.const_int_zext().ok_or(unsupported("a run-time index into a builtin variable, reinterpreted"))?;
                (b, i * u64::from(base_scalar), base_scalar)
            }
            Slot::BuiltinView { builtin, bytes, component } => (builtin, bytes, component),
            _ => return Err(unsupported("a base that is not a builtin pointer")),
        };
        let view_bytes = base_scalar;
        let slot = if is_cast {
            let rty = inst.result_type.ok_or(unsupported("a cast without a result type"))?;
            match self.builtin_pointee(rty) {
                // Still the whole variable (an address-space cast of the original pointer).
                Some((_, Some(_))) if bytes == 0 && base_lanes.is_some() => base,
                Some((_, None)) => Slot::BuiltinView { builtin, bytes, component },
                _ => return Err(unsupported("a builtin variable reinterpreted as a non-scalar type")),
            }
        } else {
            if inst.operands.len() != 2 || base_lanes.is_some() {
                return Err(unsupported("an access chain with several indices into a reinterpreted builtin variable"));
            }
            let step = inst.id(1).ok_or(unsupported("an index that is not an id"))?;
            let k = self
                .value(step, offset, opcode)?
                .const_int_sext()
                .ok_or(unsupported("a run-time offset into a builtin variable"))?;
            let moved = i64::try_from(bytes)
                .ok()
                .and_then(|b| b.checked_add(k.checked_mul(i64::from(view_bytes))?))
                .and_then(|b| u64::try_from(b).ok());
            let bytes = moved.ok_or(unsupported("an offset before the start of a builtin variable"))?;
            Slot::BuiltinView { builtin, bytes, component }
        };
        self.slots.insert(id, slot);
        Ok(())
    }

    /// A load through a [`Slot::BuiltinView`]: the component at its byte offset, when the
    /// load reads exactly one component.
    pub(super) fn load_builtin_view(
        &mut self,
        inst: &dr::Instruction,
        offset: usize,
        builtin: spirv::BuiltIn,
        bytes: u64,
        component: u32,
    ) -> Result<llvm::Value<'c>> {
        let opcode = Op::Load;
        let unsupported = |reason| Error::UnsupportedOpcode { offset, opcode, reason };
        let rty = inst.result_type.ok_or(Error::InvalidOperands { offset, opcode, reason: "missing type" })?;
        let size = match self.spv_types.get(&rty) {
            Some(SpirvType::Int { width: w, .. }) => w / 8,
            _ => return Err(unsupported("a load of part of a builtin variable as a non-integer")),
        };
        if size != component || bytes % u64::from(component) != 0 {
            return Err(unsupported("a load of part of a builtin variable's component"));
        }
        let t = self.ty(rty, offset, opcode)?;
        let index = llvm::Value::const_int(llvm::Type::int_n::<32>(self.ctx), bytes / u64::from(component))?;
        self.load_builtin(builtin, Some(index), t, offset)
    }
}
