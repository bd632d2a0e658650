//! Group and subgroup instructions -> OpenCL C work-group / sub-group builtins.
//!
//! Sources: SPIR-V 1.6 spec 3.52.21 "Group and Subgroup Instructions" and
//! 3.52.24 "Non-Uniform Instructions"; OpenCL C 3.0 spec 6.15.16
//! "Work-group Collective Functions" and the `cl_khr_subgroup_*` extension
//! builtins (`sub_group_non_uniform_*`, `sub_group_clustered_reduce_*`,
//! `sub_group_broadcast_first`, `sub_group_elect`). Predicates are passed and
//! returned as `int`, as these builtins take them. In SPV-IR, and for
//! instructions without a builtin here, the generic `__spirv_{OpName}` form
//! applies (the group operation as an `i32` literal).

use super::{Error, Operands, Reader, Result};
use crate::llvm;
use llvm_spirv_mangling::{Scalar, Type as M};
use rspirv::dr;
use spirv::{Op, Scope};

/// The operation part of a collective builtin name and whether its operand is unsigned
/// (the shared table [`crate::cl_tables::collective_name_of_op`]).
fn collective_op(op: Op) -> Option<(&'static str, bool)> {
    crate::cl_tables::collective_name_of_op(op)
}

/// The ballot instructions (`OpGroupNonUniformBallot*`, `OpGroupNonUniformInverseBallot`).
fn ballot_op(op: Op) -> bool {
    matches!(
        op,
        Op::GroupNonUniformBallot
            | Op::GroupNonUniformInverseBallot
            | Op::GroupNonUniformBallotBitExtract
            | Op::GroupNonUniformBallotBitCount
            | Op::GroupNonUniformBallotFindLSB
            | Op::GroupNonUniformBallotFindMSB
    )
}

/// The shuffle and rotate instructions (`cl_khr_subgroup_shuffle[_relative]`,
/// `cl_khr_subgroup_rotate`, `cl_intel_subgroups`): (OpenCL C name, index of the
/// first operand after the value operands, whether that operand is unsigned). The
/// `GroupNonUniform*` forms take the scope as operand 0; the INTEL forms have none.
fn shuffle_op(op: Op) -> Option<(&'static str, usize, bool)> {
    Some(match op {
        Op::GroupNonUniformShuffle => ("sub_group_shuffle", 2, true),
        Op::GroupNonUniformShuffleXor => ("sub_group_shuffle_xor", 2, true),
        Op::GroupNonUniformShuffleUp => ("sub_group_shuffle_up", 2, true),
        Op::GroupNonUniformShuffleDown => ("sub_group_shuffle_down", 2, true),
        Op::GroupNonUniformRotateKHR => ("sub_group_rotate", 2, false),
        Op::SubgroupShuffleINTEL => ("intel_sub_group_shuffle", 1, true),
        Op::SubgroupShuffleXorINTEL => ("intel_sub_group_shuffle_xor", 1, true),
        Op::SubgroupShuffleDownINTEL => ("intel_sub_group_shuffle_down", 2, true),
        Op::SubgroupShuffleUpINTEL => ("intel_sub_group_shuffle_up", 2, true),
        _ => return None,
    })
}

/// Whether `op` is a `GroupNonUniform*` instruction.
fn non_uniform(op: Op) -> bool {
    crate::spec_names::op_name(op).starts_with("GroupNonUniform")
}

/// Whether the generic `__spirv_*` form of `op` takes its (non-scope) id operands as
/// unsigned (`GroupUMin`, `GroupNonUniformUMax`, the ballot masks `<4 x uint>` ...).
/// `k` is the operand's index in the instruction (the scope is operand 0).
pub(super) fn unsigned_group_operand(op: Op, k: usize) -> bool {
    // The INTEL block reads and writes: the buffer's element and the data are unsigned.
    if matches!(op, Op::SubgroupBlockReadINTEL | Op::SubgroupBlockWriteINTEL) {
        return true;
    }
    if op == Op::SubgroupImageBlockWriteINTEL {
        return k == 2;
    }
    k > 0
        && (collective_op(op).is_some_and(|(_, unsigned)| unsigned)
            || (ballot_op(op) && op != Op::GroupNonUniformBallot)
            || (op == Op::GroupNonUniformBroadcast && k == 2)
            || shuffle_op(op).is_some_and(|(_, first, _)| k >= first))
}

impl<'c> Reader<'c, '_> {
    /// A group or subgroup instruction in the CL environments (SPIR-V 3.52.21, 3.52.24) ->
    /// the OpenCL C `work_group_*` / `sub_group_*` / `sub_group_non_uniform_*` builtin (all,
    /// any, elect, all_equal, ballot, broadcast, reduce, scan, clustered reduce). The
    /// decision made here: the scope must be a constant Workgroup (not for the
    /// `GroupNonUniform*` forms) or Subgroup, and the group operation one with a builtin
    /// (Reduce, InclusiveScan, ExclusiveScan; ClusteredReduce at Subgroup scope); any other
    /// instruction keeps the generic `__spirv_<OpName>` call.
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing scope, group operation or operand.
    pub(super) fn group(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let Some(scope_id) = inst.id(0) else { return Err(bad("missing scope")) };
        let Ok(scope) = self.constant_u64(scope_id, offset, opcode) else { return self.generic_call(inst, offset) };
        let scope = u32::try_from(scope).ok().and_then(Scope::from_u32);
        let prefix = match (scope, non_uniform(opcode)) {
            (Some(Scope::Workgroup), false) => "work_group",
            (Some(Scope::Subgroup), false) => "sub_group",
            (Some(Scope::Subgroup), true) => "sub_group_non_uniform",
            _ => return self.generic_call(inst, offset),
        };
        let ret = self.result_ty(inst, offset)?;
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let uint = M::Scalar(Scalar::UInt);
        let value = |this: &mut Self, k: usize| -> Result<llvm::Value<'c>> {
            let id = inst.id(k).ok_or_else(|| bad("missing operand"))?;
            this.value(id, offset, opcode)
        };
        // A bool as the `int` OpenCL C predicates take.
        let as_int = |this: &Self, v: llvm::Value<'c>| -> Result<llvm::Value<'c>> {
            if v.ty().int_width() == Some(1) {
                Ok(this.builder.cast(llvm::Opcode::LLVMZExt, v, i32t)?)
            } else {
                Ok(v)
            }
        };
        // An `int` result as the instruction's bool (or the value itself otherwise).
        let from_int = |this: &Self, r: llvm::Value<'c>| -> Result<llvm::Value<'c>> {
            if ret.int_width() == Some(1) && r.ty() != ret {
                Ok(this.builder.icmp(llvm::IntPredicate::LLVMIntNE, r, llvm::Value::const_null(r.ty())?)?)
            } else {
                Ok(r)
            }
        };
        let ret_int = if ret.int_width() == Some(1) { i32t } else { ret };
        let v = match opcode {
            Op::GroupAll | Op::GroupAny | Op::GroupNonUniformAll | Op::GroupNonUniformAny => {
                let p = value(self, 1)?;
                let p = as_int(self, p)?;
                let which = if matches!(opcode, Op::GroupAll | Op::GroupNonUniformAll) { "all" } else { "any" };
                let r = self.call_builtin(&format!("{prefix}_{which}"), i32t, &[p], &[M::Scalar(Scalar::Int)])?;
                from_int(self, r)?
            }
            Op::GroupNonUniformElect => {
                let r = self.call_builtin("sub_group_elect", i32t, &[], &[])?;
                from_int(self, r)?
            }
            Op::GroupNonUniformAllEqual => {
                let x = value(self, 1)?;
                let x = as_int(self, x)?;
                let p = self.mangled(x.ty(), None, false);
                let r = self.call_builtin(&format!("{prefix}_all_equal"), i32t, &[x], &[p])?;
                from_int(self, r)?
            }
            Op::GroupNonUniformBallot => {
                let p = value(self, 1)?;
                let p = as_int(self, p)?;
                self.call_builtin("sub_group_ballot", ret, &[p], &[M::Scalar(Scalar::Int)])?
            }
            Op::GroupNonUniformInverseBallot | Op::GroupNonUniformBallotFindLSB | Op::GroupNonUniformBallotFindMSB => {
                let m = value(self, 1)?;
                let p = self.mangled(m.ty(), None, true);
                let name = match opcode {
                    Op::GroupNonUniformInverseBallot => "sub_group_inverse_ballot",
                    Op::GroupNonUniformBallotFindLSB => "sub_group_ballot_find_lsb",
                    _ => "sub_group_ballot_find_msb",
                };
                let r = self.call_builtin(name, ret_int, &[m], &[p])?;
                from_int(self, r)?
            }
            Op::GroupNonUniformBallotBitExtract => {
                let (m, i) = (value(self, 1)?, value(self, 2)?);
                let i = self.int_resize(i, i32t, false)?;
                let p = self.mangled(m.ty(), None, true);
                let r = self.call_builtin("sub_group_ballot_bit_extract", i32t, &[m, i], &[p, uint])?;
                from_int(self, r)?
            }
            Op::GroupNonUniformBallotBitCount => {
                let name = match inst.operands.get(1) {
                    Some(dr::Operand::GroupOperation(g)) => match crate::cl_tables::ballot_bit_count_name(*g) {
                        Some(n) => format!("sub_group_{n}"),
                        None => return self.generic_call(inst, offset),
                    },
                    _ => return self.generic_call(inst, offset),
                };
                let m = value(self, 2)?;
                let p = self.mangled(m.ty(), None, true);
                self.call_builtin(&name, ret, &[m], &[p])?
            }
            Op::GroupBroadcast => {
                let x = value(self, 1)?;
                let x = as_int(self, x)?;
                let ids = value(self, 2)?;
                let mut args = vec![x];
                let mut params = vec![self.mangled(x.ty(), None, true)];
                match ids.ty().vector_size() {
                    Some(n) => {
                        for k in 0..n {
                            let c = self.extract(ids, k)?;
                            params.push(self.mangled(c.ty(), None, true));
                            args.push(c);
                        }
                    }
                    None => {
                        params.push(self.mangled(ids.ty(), None, true));
                        args.push(ids);
                    }
                }
                let r = self.call_builtin(&format!("{prefix}_broadcast"), ret_int, &args, &params)?;
                from_int(self, r)?
            }
            Op::GroupNonUniformBroadcast | Op::GroupNonUniformBroadcastFirst => {
                let x = value(self, 1)?;
                let x = as_int(self, x)?;
                let p = self.mangled(x.ty(), None, true);
                let r = if opcode == Op::GroupNonUniformBroadcast {
                    let id = value(self, 2)?;
                    let id = self.int_resize(id, i32t, false)?;
                    self.call_builtin(&format!("{prefix}_broadcast"), ret_int, &[x, id], &[p, uint])?
                } else {
                    self.call_builtin("sub_group_broadcast_first", ret_int, &[x], &[p])?
                };
                from_int(self, r)?
            }
            _ => {
                let Some((name, unsigned)) = collective_op(opcode) else {
                    return Err(Error::UnsupportedOpcode { offset, opcode, reason: "not a group instruction" });
                };
                use spirv::GroupOperation as G;
                let group_op = match inst.operands.get(1) {
                    Some(dr::Operand::GroupOperation(g)) => *g,
                    _ => return Err(bad("missing group operation")),
                };
                // `{prefix}_<operation>_<name>`; clustered reductions exist for sub-groups only,
                // without the non-uniform prefix (`sub_group_clustered_reduce_add`).
                let builtin = match (group_op, crate::cl_tables::group_operation_name(group_op)) {
                    (G::ClusteredReduce, Some(g)) if scope == Some(Scope::Subgroup) => {
                        format!("sub_group_{g}_{name}")
                    }
                    (G::Reduce | G::InclusiveScan | G::ExclusiveScan, Some(g)) => format!("{prefix}_{g}_{name}"),
                    _ => return self.generic_call(inst, offset),
                };
                let x = value(self, 2)?;
                let x = as_int(self, x)?;
                let p = self.mangled(x.ty(), None, unsigned);
                let r = if group_op == G::ClusteredReduce {
                    let size = value(self, 3)?;
                    let size = self.int_resize(size, i32t, false)?;
                    self.call_builtin(&builtin, ret_int, &[x, size], &[p, uint])
                } else {
                    self.call_builtin(&builtin, ret_int, &[x], &[p])
                };
                from_int(self, r?)?
            }
        };
        self.define(inst, v)?;
        Ok(())
    }

    /// Shuffles and rotates -> `sub_group_shuffle*`, `sub_group_[clustered_]rotate`,
    /// `intel_sub_group_shuffle*` (the value operands keep their type; the lane, delta or
    /// mask is `uint`, the rotate delta `int`). A `GroupNonUniform*` form at another scope
    /// than Subgroup has no OpenCL C builtin and keeps the generic `__spirv_<OpName>` call
    /// (CL environments only: SPV-IR keeps the generic form throughout).
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing scope, result type or operand.
    pub(super) fn group_shuffle(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let Some((name, first, unsigned)) = shuffle_op(opcode) else {
            return Err(Error::UnsupportedOpcode { offset, opcode, reason: "not a shuffle or rotate" });
        };
        if non_uniform(opcode) {
            let scope_id = inst.id(0).ok_or_else(|| bad("missing scope"))?;
            if self.constant_u64(scope_id, offset, opcode).ok() != Some(Scope::Subgroup as u64) {
                return self.generic_call(inst, offset);
            }
        }
        let ret = self.result_ty(inst, offset)?;
        let i32t = llvm::Type::int_n::<32>(self.ctx);
        let value_start = usize::from(non_uniform(opcode));
        let mut args = Vec::new();
        let mut params = Vec::new();
        for k in value_start..inst.operands.len() {
            let id = inst.id(k).ok_or_else(|| bad("missing operand"))?;
            let mut v = self.value(id, offset, opcode)?;
            let u = k >= first && unsigned;
            if k >= first {
                // The lane / delta / cluster size is a 32-bit integer in OpenCL C.
                v = self.int_resize(v, i32t, false)?;
                params.push(M::Scalar(if u || k > first { Scalar::UInt } else { Scalar::Int }));
            } else {
                params.push(self.mangled(v.ty(), self.type_of(id), false));
            }
            args.push(v);
        }
        let name =
            if opcode == Op::GroupNonUniformRotateKHR && args.len() == 3 { "sub_group_clustered_rotate" } else { name };
        let v = self.call_builtin(name, ret, &args, &params)?;
        self.define(inst, v)?;
        Ok(())
    }

    /// `cl_intel_subgroups` block reads and writes -> `intel_sub_group_block_read[_us|_uc|_ul][N]`
    /// and `intel_sub_group_block_write...`: buffers through a `const` pointer to the unsigned
    /// element, images by (image, int2 coordinate). The suffix names the element width
    /// (32 bits: none) and the lane count (CL environments only).
    ///
    /// Errors: [`Error::InvalidOperands`] for a missing operand or block data other than
    /// 8/16/32/64-bit integers.
    pub(super) fn group_block_io(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let write = matches!(opcode, Op::SubgroupBlockWriteINTEL | Op::SubgroupImageBlockWriteINTEL);
        let image = matches!(opcode, Op::SubgroupImageBlockReadINTEL | Op::SubgroupImageBlockWriteINTEL);
        let mut args = Vec::new();
        let mut ids = Vec::new();
        for k in 0..inst.operands.len() {
            let id = inst.id(k).ok_or_else(|| bad("missing operand"))?;
            args.push(self.value(id, offset, opcode)?);
            ids.push(id);
        }
        let data_ty = if write {
            args.last().map(|v| v.ty()).ok_or_else(|| bad("missing data operand"))?
        } else {
            self.result_ty(inst, offset)?
        };
        let elem = data_ty.element_type().unwrap_or(data_ty);
        let width = match elem.int_width() {
            Some(8) => "_uc",
            Some(16) => "_us",
            Some(32) => "",
            Some(64) => "_ul",
            _ => return Err(bad("block data must be 8/16/32/64-bit integers")),
        };
        let lanes = data_ty.vector_size().map(|n| n.to_string()).unwrap_or_default();
        let name = format!("intel_sub_group_block_{}{width}{lanes}", if write { "write" } else { "read" });
        let mut params = Vec::new();
        for (k, (a, id)) in args.iter().zip(&ids).enumerate() {
            let is_data = write && k + 1 == args.len();
            let p = if !image && k == 0 {
                // The buffer pointer points to the (unsigned) block element, whatever the
                // SPIR-V pointer's own pointee; reads take it `const`.
                let as_ = a.ty().pointer_address_space().unwrap_or(0);
                let elem = self.mangled(elem, None, true);
                let mut p = M::pointer(elem, llvm_spirv_mangling::AddrSpace::from_number(as_));
                if let (M::Pointer(ptr), false) = (&mut p, write) {
                    ptr.cv.is_const = true;
                }
                p
            } else {
                self.mangled(a.ty(), self.type_of(*id), is_data)
            };
            params.push(p);
        }
        let ret = if write { llvm::Type::void(self.ctx) } else { data_ty };
        let v = self.call_builtin(&name, ret, &args, &params)?;
        if !write {
            self.define(inst, v)?;
        }
        Ok(())
    }

    /// OpSubgroupImageMediaBlockReadINTEL / WriteINTEL (SPV_INTEL_media_block_io) ->
    /// `intel_sub_group_media_block_read_{uc,us,ui}[N](int2 coord, int width, int height,
    /// image2d_t image)` / `intel_sub_group_media_block_write_*(coord, width, height, data,
    /// image)` (`cl_intel_media_block_io`): the image moves from the first operand to the
    /// last argument, the data are unsigned.
    pub(super) fn group_media_block_io(&mut self, inst: &dr::Instruction, offset: usize) -> Result<()> {
        let opcode = inst.class.opcode;
        let bad = |reason| Error::InvalidOperands { offset, opcode, reason };
        let write = opcode == Op::SubgroupImageMediaBlockWriteINTEL;
        let mut args = Vec::new();
        let mut ids = Vec::new();
        for k in 0..inst.operands.len() {
            let id = inst.id(k).ok_or_else(|| bad("missing operand"))?;
            args.push(self.value(id, offset, opcode)?);
            ids.push(id);
        }
        if args.len() != if write { 5 } else { 4 } {
            return Err(bad("media block read/write needs image, coordinate, width, height[, data]"));
        }
        args.rotate_left(1);
        ids.rotate_left(1);
        let data_ty = if write { args[3].ty() } else { self.result_ty(inst, offset)? };
        let elem = data_ty.element_type().unwrap_or(data_ty);
        let width = match elem.int_width() {
            Some(8) => "uc",
            Some(16) => "us",
            Some(32) => "ui",
            _ => return Err(bad("media block data must be 8/16/32-bit integers")),
        };
        let lanes = data_ty.vector_size().map(|n| n.to_string()).unwrap_or_default();
        let name = format!("intel_sub_group_media_block_{}_{width}{lanes}", if write { "write" } else { "read" });
        let params: Vec<_> = args
            .iter()
            .zip(&ids)
            .enumerate()
            .map(|(k, (a, id))| self.mangled(a.ty(), self.type_of(*id), write && k == 3))
            .collect();
        let ret = if write { llvm::Type::void(self.ctx) } else { data_ty };
        let v = self.call_builtin(&name, ret, &args, &params)?;
        if !write {
            self.define(inst, v)?;
        }
        Ok(())
    }
}
