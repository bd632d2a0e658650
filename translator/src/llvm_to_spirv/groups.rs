//! Work-group and sub-group collective builtins.
//!
//! Sources: OpenCL C 3.0 spec 6.15.16 "Work-group Collective Functions", the
//! OpenCL Extension spec for `cl_khr_subgroups`, `cl_khr_subgroup_non_uniform_vote`,
//! `cl_khr_subgroup_ballot`, `cl_khr_subgroup_non_uniform_arithmetic`,
//! `cl_khr_subgroup_shuffle[_relative]`, `cl_khr_subgroup_clustered_reduce`,
//! `cl_khr_subgroup_rotate` and `cl_khr_work_group_uniform_arithmetic`; SPIR-V
//! 1.6 spec 3.52.21 "Group and Subgroup Instructions" and 3.28 "Group Operation".
//!
//! The names are regular: `{work,sub}_group_[non_uniform_|clustered_]{reduce,
//! scan_inclusive,scan_exclusive}_<op>` is `Op[GroupNonUniform|Group]<Op>` with
//! the scope of the prefix and the group operation of the middle part; the
//! element type (and, for min/max, the signedness of the mangled parameter)
//! picks the integer or float flavour. The capability and extension each
//! instruction needs come from the SPIR-V grammar (`spirv_builtins.rs`).

use super::{Result, Translator};
use crate::llvm;
use llvm_spirv_mangling as mangling;
use spirv::{Op, Word};

/// `GroupOperation` values (SPIR-V spec 3.28).
const REDUCE: u32 = 0;
const INCLUSIVE_SCAN: u32 = 1;
const EXCLUSIVE_SCAN: u32 = 2;
const CLUSTERED_REDUCE: u32 = 3;

/// Arithmetic of the collective functions: (OpenCL name, integer op, unsigned op, float op,
/// whether the operands are booleans) in the uniform (`OpGroup*`) spelling; the
/// non-uniform instruction is `OpGroupNonUniform` + the same suffix.
const COLLECTIVE_OPS: &[(&str, &str, &str, &str, bool)] = &[
    ("add", "IAdd", "IAdd", "FAdd", false),
    ("mul", "IMul", "IMul", "FMul", false),
    ("min", "SMin", "UMin", "FMin", false),
    ("max", "SMax", "UMax", "FMax", false),
    ("and", "BitwiseAnd", "BitwiseAnd", "", false),
    ("or", "BitwiseOr", "BitwiseOr", "", false),
    ("xor", "BitwiseXor", "BitwiseXor", "", false),
    ("logical_and", "LogicalAnd", "LogicalAnd", "", true),
    ("logical_or", "LogicalOr", "LogicalOr", "", true),
    ("logical_xor", "LogicalXor", "LogicalXor", "", true),
];

impl<'c> Translator<'c, '_> {
    /// A collective builtin; `Ok(false)` if `base` is none.
    pub(super) fn emit_group_builtin(
        &mut self,
        inst: llvm::Value<'c>,
        base: &str,
        sig: &mangling::Signature,
    ) -> Result<bool> {
        let (scope, rest) = if let Some(r) = base.strip_prefix("work_group_") {
            (spirv::Scope::Workgroup, r)
        } else if let Some(r) = base.strip_prefix("sub_group_") {
            (spirv::Scope::Subgroup, r)
        } else if let Some(r) = base.strip_prefix("intel_sub_group_") {
            return self.emit_intel_subgroup(inst, r);
        } else {
            return Ok(false);
        };
        let unsigned = sig.params.first().is_some_and(|t| t.is_unsigned_integer());
        let float = sig.params.first().is_some_and(|t| t.is_float());
        let args = inst.call_args();
        let s = self.const_u32(scope as u32)?;

        // Uniform: all/any/broadcast and the arithmetic of 6.15.16.
        match rest {
            "all" | "any" => {
                let op = if rest == "all" { "GroupAll" } else { "GroupAny" };
                let p = self.bool_of_arg(inst, 0)?;
                let b = self.bool_type()?;
                let r = self.emit_core(inst, op, Some(b), &[s, p])?;
                self.int_of_bool(inst, r)?;
                return Ok(true);
            }
            "broadcast" => {
                let x = self.arg_id(inst, 0)?;
                let ids = &args[1..];
                let local = match ids.len() {
                    0 => return Err(self.invalid(inst, "broadcast without a local id")),
                    1 => self.canonical_operand(ids[0])?,
                    n => {
                        let ity = self.value_type(ids[0])?;
                        let vty = self.vector_type(ity, n as u32)?;
                        let mut parts = Vec::with_capacity(n);
                        for a in ids {
                            parts.push(self.canonical_operand(*a)?);
                        }
                        self.emit_result(Op::CompositeConstruct, vty, &parts)?
                    }
                };
                let ty = self.value_type(inst)?;
                self.emit_core_into(inst, "GroupBroadcast", ty, &[s, x, local])?;
                return Ok(true);
            }
            _ => {}
        }
        if scope == spirv::Scope::Subgroup && self.emit_non_uniform(inst, rest, s, unsigned, float)? {
            return Ok(true);
        }
        let (operation, op) = match rest.split_once('_') {
            Some(("reduce", op)) => (REDUCE, op),
            Some(("scan", r)) => match r.split_once('_') {
                Some(("inclusive", op)) => (INCLUSIVE_SCAN, op),
                Some(("exclusive", op)) => (EXCLUSIVE_SCAN, op),
                _ => return Ok(false),
            },
            _ => return Ok(false),
        };
        let Some(&(_, i, u, f, logical)) = COLLECTIVE_OPS.iter().find(|(n, ..)| *n == op) else { return Ok(false) };
        let suffix = if float {
            f
        } else if unsigned {
            u
        } else {
            i
        };
        if suffix.is_empty() {
            return Ok(false);
        }
        // add/min/max are core (Groups); the others come with SPV_KHR_uniform_group_instructions.
        let name =
            if matches!(op, "add" | "min" | "max") { format!("Group{suffix}") } else { format!("Group{suffix}KHR") };
        self.emit_collective(inst, &name, &[s, operation], logical, None)?;
        Ok(true)
    }

    /// `sub_group_non_uniform_*`, `sub_group_clustered_*`, `sub_group_elect`, the ballot,
    /// shuffle and rotate functions.
    fn emit_non_uniform(
        &mut self,
        inst: llvm::Value<'c>,
        rest: &str,
        s: Word,
        unsigned: bool,
        float: bool,
    ) -> Result<bool> {
        let ty = self.value_type(inst)?;
        let simple = |name: &str| -> Option<(&'static str, usize)> {
            Some(match name {
                "non_uniform_broadcast" => ("GroupNonUniformBroadcast", 2),
                "broadcast_first" => ("GroupNonUniformBroadcastFirst", 1),
                "shuffle" => ("GroupNonUniformShuffle", 2),
                "shuffle_xor" => ("GroupNonUniformShuffleXor", 2),
                "shuffle_up" => ("GroupNonUniformShuffleUp", 2),
                "shuffle_down" => ("GroupNonUniformShuffleDown", 2),
                "rotate" => ("GroupNonUniformRotateKHR", 2),
                "clustered_rotate" => ("GroupNonUniformRotateKHR", 3),
                "ballot_bit_extract" => ("GroupNonUniformBallotBitExtract", 2),
                "ballot_find_lsb" => ("GroupNonUniformBallotFindLSB", 1),
                "ballot_find_msb" => ("GroupNonUniformBallotFindMSB", 1),
                _ => return None,
            })
        };
        if let Some((op, n)) = simple(rest) {
            let mut ops = vec![s];
            for i in 0..n {
                ops.push(self.arg_id(inst, i)?);
            }
            // Before SPIR-V 1.5 the lane of OpGroupNonUniformBroadcast must be a constant.
            let dynamic_id = inst.call_args().get(1).is_some_and(|a| !a.is_constant());
            if op == "GroupNonUniformBroadcast" && dynamic_id {
                let f = self.fname();
                self.require_spirv_version((1, 5), || {
                    format!("sub_group_non_uniform_broadcast with a non-constant lane (in function '{f}')")
                })?;
            }
            if op == "GroupNonUniformBallotBitExtract" {
                let b = self.bool_type()?;
                let r = self.emit_core(inst, op, Some(b), &ops)?;
                self.int_of_bool(inst, r)?;
            } else {
                self.emit_core_into(inst, op, ty, &ops)?;
            }
            return Ok(true);
        }
        let b = self.bool_type()?;
        match rest {
            "elect" => {
                let r = self.emit_core(inst, "GroupNonUniformElect", Some(b), &[s])?;
                self.int_of_bool(inst, r)?;
                return Ok(true);
            }
            "non_uniform_all" | "non_uniform_any" | "non_uniform_all_equal" | "inverse_ballot" => {
                let (op, arg) = match rest {
                    "non_uniform_all" => ("GroupNonUniformAll", self.bool_of_arg(inst, 0)?),
                    "non_uniform_any" => ("GroupNonUniformAny", self.bool_of_arg(inst, 0)?),
                    "non_uniform_all_equal" => ("GroupNonUniformAllEqual", self.arg_id(inst, 0)?),
                    _ => ("GroupNonUniformInverseBallot", self.arg_id(inst, 0)?),
                };
                let r = self.emit_core(inst, op, Some(b), &[s, arg])?;
                self.int_of_bool(inst, r)?;
                return Ok(true);
            }
            "ballot" => {
                let p = self.bool_of_arg(inst, 0)?;
                self.emit_core_into(inst, "GroupNonUniformBallot", ty, &[s, p])?;
                return Ok(true);
            }
            "ballot_bit_count" | "ballot_inclusive_scan" | "ballot_exclusive_scan" => {
                let operation = match rest {
                    "ballot_bit_count" => REDUCE,
                    "ballot_inclusive_scan" => INCLUSIVE_SCAN,
                    _ => EXCLUSIVE_SCAN,
                };
                let v = self.arg_id(inst, 0)?;
                self.emit_core_into(inst, "GroupNonUniformBallotBitCount", ty, &[s, operation, v])?;
                return Ok(true);
            }
            _ => {}
        }
        let (operation, op, clustered) = if let Some(op) = rest.strip_prefix("clustered_reduce_") {
            (CLUSTERED_REDUCE, op, true)
        } else if let Some(r) = rest.strip_prefix("non_uniform_") {
            match r.split_once('_') {
                Some(("reduce", op)) => (REDUCE, op, false),
                Some(("scan", r)) => match r.split_once('_') {
                    Some(("inclusive", op)) => (INCLUSIVE_SCAN, op, false),
                    Some(("exclusive", op)) => (EXCLUSIVE_SCAN, op, false),
                    _ => return Ok(false),
                },
                _ => return Ok(false),
            }
        } else {
            return Ok(false);
        };
        let Some(&(_, i, u, f, logical)) = COLLECTIVE_OPS.iter().find(|(n, ..)| *n == op) else { return Ok(false) };
        let suffix = if float {
            f
        } else if unsigned {
            u
        } else {
            i
        };
        if suffix.is_empty() {
            return Ok(false);
        }
        let cluster = if clustered { Some(self.arg_id(inst, 1)?) } else { None };
        if clustered {
            // The ClusteredReduce group operation has its own capability (SPIR-V spec 3.28).
            self.out.capability(spirv::Capability::GroupNonUniformClustered);
        }
        self.emit_collective(inst, &format!("GroupNonUniform{suffix}"), &[s, operation], logical, cluster)?;
        Ok(true)
    }

    /// A reduction or scan `op` with leading operands `head` (scope, group operation) on
    /// argument 0, booleans converted both ways when `logical`.
    fn emit_collective(
        &mut self,
        inst: llvm::Value<'c>,
        op: &str,
        head: &[Word],
        logical: bool,
        cluster: Option<Word>,
    ) -> Result<()> {
        let mut ops = head.to_vec();
        if logical {
            ops.push(self.bool_of_arg(inst, 0)?);
        } else {
            ops.push(self.arg_id(inst, 0)?);
        }
        ops.extend(cluster);
        if logical {
            let b = self.bool_type()?;
            let r = self.emit_core(inst, op, Some(b), &ops)?;
            return self.int_of_bool(inst, r);
        }
        let ty = self.value_type(inst)?;
        self.emit_core_into(inst, op, ty, &ops)
    }

    /// `cl_intel_subgroups` (SPV_INTEL_subgroups): `intel_sub_group_shuffle[_down|_up|_xor]`
    /// are OpSubgroupShuffle*INTEL with the call's operands; `intel_sub_group_block_read*` /
    /// `_write*` (`_uc`, `_us`, `_ul` and a lane count in the name) are
    /// OpSubgroup[Image]BlockRead/WriteINTEL, a buffer pointer cast to point to the block's
    /// scalar element as the extension requires. `Ok(false)` for other names.
    fn emit_intel_subgroup(&mut self, inst: llvm::Value<'c>, rest: &str) -> Result<bool> {
        let shuffle = match rest {
            "shuffle" => Some(("SubgroupShuffleINTEL", 2)),
            "shuffle_xor" => Some(("SubgroupShuffleXorINTEL", 2)),
            "shuffle_down" => Some(("SubgroupShuffleDownINTEL", 3)),
            "shuffle_up" => Some(("SubgroupShuffleUpINTEL", 3)),
            _ => None,
        };
        if let Some((op, n)) = shuffle {
            let mut ops = Vec::with_capacity(n);
            for i in 0..n {
                ops.push(self.arg_id(inst, i)?);
            }
            let ty = self.value_type(inst)?;
            self.emit_core_into(inst, op, ty, &ops)?;
            return Ok(true);
        }
        let write = if rest.starts_with("block_read") {
            false
        } else if rest.starts_with("block_write") {
            true
        } else {
            return Ok(false);
        };
        let args = inst.call_args();
        let Some(&target) = args.first() else { return Err(self.invalid(inst, "block read/write without operands")) };
        let data_ty = if write {
            args.last().map(|a| a.ty()).ok_or_else(|| self.invalid(inst, "block write without data"))?
        } else {
            inst.ty()
        };
        let image = target.ty().kind() != llvm::TypeKind::LLVMPointerTypeKind;
        let mut ops = Vec::with_capacity(args.len());
        if image {
            ops.push(self.arg_id(inst, 0)?);
        } else {
            let elem = self.type_id(data_ty.element_type().unwrap_or(data_ty))?;
            let sc = self
                .storage_class_of(target)
                .ok_or_else(|| self.invalid(inst, "block read/write through a pointer of unknown address space"))?;
            let want = self.pointer_type(sc, elem)?;
            ops.push(self.operand(target, want)?);
        }
        for i in 1..args.len() {
            ops.push(self.arg_id(inst, i)?);
        }
        let op = match (image, write) {
            (false, false) => "SubgroupBlockReadINTEL",
            (false, true) => "SubgroupBlockWriteINTEL",
            (true, false) => "SubgroupImageBlockReadINTEL",
            (true, true) => "SubgroupImageBlockWriteINTEL",
        };
        if write {
            self.emit_core(inst, op, None, &ops)?;
        } else {
            let ty = self.value_type(inst)?;
            self.emit_core_into(inst, op, ty, &ops)?;
        }
        Ok(true)
    }

    /// Argument `i` with its canonical type.
    fn arg_id(&mut self, inst: llvm::Value<'c>, i: usize) -> Result<Word> {
        let a = *inst.call_args().get(i).ok_or_else(|| self.invalid(inst, "missing builtin argument"))?;
        self.canonical_operand(a)
    }

    /// Argument `i` as a `bool`: `x != 0` for integers.
    fn bool_of_arg(&mut self, inst: llvm::Value<'c>, i: usize) -> Result<Word> {
        let a = *inst.call_args().get(i).ok_or_else(|| self.invalid(inst, "missing builtin argument"))?;
        self.bool_arg(a)
    }

    /// Defines `inst` (an integer) from the `bool` `r`: 1 or 0.
    fn int_of_bool(&mut self, inst: llvm::Value<'c>, r: Word) -> Result<()> {
        let ty = self.value_type(inst)?;
        if self.type_key(ty) == Some(&super::types::TypeKey::Bool) {
            return self.define_alias(inst, ty, r);
        }
        let one = self.const_splat(ty, 1)?;
        let zero = self.const_splat(ty, 0)?;
        let id = self.value_id(inst)?;
        self.emit(Op::Select, &[ty, id, r, one, zero])
    }
}
