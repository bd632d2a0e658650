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
use spirv::{Op, Scope, Word};

/// A work-group or sub-group collective builtin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum GroupCall {
    /// `intel_sub_group_shuffle[_down|_up|_xor]` (SPV_INTEL_subgroups):
    /// OpSubgroupShuffle*INTEL on the first `operands` arguments.
    IntelShuffle {
        /// The instruction.
        op: Op,
        /// How many arguments it takes.
        operands: usize,
    },
    /// `intel_sub_group_block_read*` / `_write*`: OpSubgroup[Image]BlockRead/WriteINTEL.
    IntelBlock {
        /// A write (else a read).
        write: bool,
    },
    /// `intel_sub_group_media_block_read*` / `_write*` (`cl_intel_media_block_io`):
    /// OpSubgroupImageMediaBlockRead/WriteINTEL (SPV_INTEL_media_block_io).
    IntelMediaBlock {
        /// A write (else a read).
        write: bool,
    },
    /// `{work,sub}_group_{all,any}`: OpGroupAll / OpGroupAny at that scope.
    Vote {
        /// The group.
        scope: Scope,
        /// `all` (else `any`).
        all: bool,
    },
    /// `{work,sub}_group_broadcast`: OpGroupBroadcast (several local ids as a vector).
    Broadcast(Scope),
    /// The sub-group functions that are one non-uniform instruction on the call's first
    /// `operands` arguments (`sub_group_non_uniform_broadcast`, `_broadcast_first`, the
    /// shuffles, rotates and `sub_group_ballot_bit_extract` / `_find_lsb` / `_find_msb`).
    NonUniform {
        /// The instruction.
        op: Op,
        /// How many arguments it takes.
        operands: usize,
    },
    /// `sub_group_elect()`: OpGroupNonUniformElect.
    Elect,
    /// `sub_group_non_uniform_all` / `_any` / `_all_equal`, `sub_group_inverse_ballot`: a
    /// `bool` non-uniform instruction on one argument.
    Predicate {
        /// The instruction.
        op: Op,
        /// Whether the argument is a predicate (converted to `bool`).
        boolean: bool,
    },
    /// `sub_group_ballot(predicate)`: OpGroupNonUniformBallot.
    Ballot,
    /// `sub_group_ballot_bit_count` / `_inclusive_scan` / `_exclusive_scan`:
    /// OpGroupNonUniformBallotBitCount with this group operation.
    BallotBitCount(spirv::GroupOperation),
    /// A reduction or scan: `{work,sub}_group_{reduce,scan_inclusive,scan_exclusive}_<op>`
    /// (OpGroup<Op>, the KHR forms of SPV_KHR_uniform_group_instructions beyond add/min/max),
    /// `sub_group_non_uniform_*` and `sub_group_clustered_reduce_*` (OpGroupNonUniform<Op>).
    Collective {
        /// The group.
        scope: Scope,
        /// The instruction.
        op: Op,
        /// The group operation.
        operation: spirv::GroupOperation,
        /// Whether operand and result are booleans (the `logical_*` operations).
        logical: bool,
        /// A clustered reduction (the cluster size is the second argument).
        clustered: bool,
    },
}

/// The collective builtin `base` with mangled signature `sig`, if it is one: the scope
/// from the prefix, the instruction from the rest; the first parameter's mangled type
/// picks the integer, unsigned or float flavour (no float bitwise or logical forms).
pub(super) fn classify_group(base: &str, sig: &mangling::Signature) -> Option<GroupCall> {
    let (scope, rest) = if let Some(r) = base.strip_prefix("work_group_") {
        (Scope::Workgroup, r)
    } else if let Some(r) = base.strip_prefix("sub_group_") {
        (Scope::Subgroup, r)
    } else {
        let rest = base.strip_prefix("intel_sub_group_")?;
        if let Some(call) = classify_intel_subgroup(rest) {
            return Some(call);
        }
        // cl_intel_subgroups_short / _char: `intel_sub_group_broadcast` and the
        // `intel_sub_group_{reduce,scan_inclusive,scan_exclusive}_{add,min,max}` on 8- and
        // 16-bit types are the uniform sub-group collectives (OpGroupBroadcast, OpGroup<Op>
        // at Subgroup scope), the instructions of `sub_group_<rest>`.
        if rest != "broadcast" && crate::cl_tables::split_group_operation(rest).is_none() {
            return None;
        }
        (Scope::Subgroup, rest)
    };
    let intel = base.starts_with("intel_");
    let unsigned = sig.params.first().is_some_and(|t| t.is_unsigned_integer());
    let float = sig.params.first().is_some_and(|t| t.is_float());
    // Uniform: all/any/broadcast and the arithmetic of 6.15.16.
    match rest {
        "all" | "any" => return Some(GroupCall::Vote { scope, all: rest == "all" }),
        "broadcast" => return Some(GroupCall::Broadcast(scope)),
        _ => {}
    }
    if scope == Scope::Subgroup && !intel {
        if let Some(call) = classify_non_uniform(rest, unsigned, float) {
            return Some(call);
        }
    }
    let (operation, op) = crate::cl_tables::split_group_operation(rest)?;
    if operation == spirv::GroupOperation::ClusteredReduce {
        // Clustered reductions are sub-group non-uniform functions only.
        return None;
    }
    let (op, logical) = collective_instruction(op, unsigned, float, false)?;
    Some(GroupCall::Collective { scope, op, operation, logical, clustered: false })
}

/// The instruction of collective operation `op` (`add`, `logical_and`, ...) for the
/// operand's kind, uniform or non-uniform, and whether its operands are booleans, from the
/// shared table [`crate::cl_tables::collective_by_name`]; `None` for an unknown operation or
/// one without a form for that kind (bitwise operations on floats).
fn collective_instruction(op: &str, unsigned: bool, float: bool, non_uniform: bool) -> Option<(Op, bool)> {
    use crate::cl_tables::ArgKind;
    let c = crate::cl_tables::collective_by_name(op)?;
    let kind = if float {
        ArgKind::Float
    } else if unsigned {
        ArgKind::Unsigned
    } else {
        ArgKind::Signed
    };
    Some((c.op(kind, non_uniform)?, c.logical))
}

/// `sub_group_<rest>` of the non-uniform extensions: `sub_group_non_uniform_*`,
/// `sub_group_clustered_*`, `sub_group_elect`, the ballot, shuffle and rotate functions.
fn classify_non_uniform(rest: &str, unsigned: bool, float: bool) -> Option<GroupCall> {
    let simple = |op: Op, operands: usize| Some(GroupCall::NonUniform { op, operands });
    let predicate = |op: Op, boolean: bool| Some(GroupCall::Predicate { op, boolean });
    match rest {
        "non_uniform_broadcast" => return simple(Op::GroupNonUniformBroadcast, 2),
        "broadcast_first" => return simple(Op::GroupNonUniformBroadcastFirst, 1),
        "shuffle" => return simple(Op::GroupNonUniformShuffle, 2),
        "shuffle_xor" => return simple(Op::GroupNonUniformShuffleXor, 2),
        "shuffle_up" => return simple(Op::GroupNonUniformShuffleUp, 2),
        "shuffle_down" => return simple(Op::GroupNonUniformShuffleDown, 2),
        "rotate" => return simple(Op::GroupNonUniformRotateKHR, 2),
        "clustered_rotate" => return simple(Op::GroupNonUniformRotateKHR, 3),
        "ballot_bit_extract" => return simple(Op::GroupNonUniformBallotBitExtract, 2),
        "ballot_find_lsb" => return simple(Op::GroupNonUniformBallotFindLSB, 1),
        "ballot_find_msb" => return simple(Op::GroupNonUniformBallotFindMSB, 1),
        "elect" => return Some(GroupCall::Elect),
        "non_uniform_all" => return predicate(Op::GroupNonUniformAll, true),
        "non_uniform_any" => return predicate(Op::GroupNonUniformAny, true),
        "non_uniform_all_equal" => return predicate(Op::GroupNonUniformAllEqual, false),
        "inverse_ballot" => return predicate(Op::GroupNonUniformInverseBallot, false),
        "ballot" => return Some(GroupCall::Ballot),
        _ => {}
    }
    if let Some(g) = crate::cl_tables::ballot_bit_count_by_name(rest) {
        return Some(GroupCall::BallotBitCount(g));
    }
    // `clustered_reduce_<op>`, or `non_uniform_{reduce,scan_inclusive,scan_exclusive}_<op>`.
    let (operation, op) = match crate::cl_tables::split_group_operation(rest) {
        Some((g @ spirv::GroupOperation::ClusteredReduce, op)) => (g, op),
        _ => match crate::cl_tables::split_group_operation(rest.strip_prefix("non_uniform_")?)? {
            (spirv::GroupOperation::ClusteredReduce, _) => return None,
            found => found,
        },
    };
    let clustered = operation == spirv::GroupOperation::ClusteredReduce;
    let (op, logical) = collective_instruction(op, unsigned, float, true)?;
    Some(GroupCall::Collective { scope: Scope::Subgroup, op, operation, logical, clustered })
}

/// `intel_sub_group_<rest>` (`cl_intel_subgroups`).
fn classify_intel_subgroup(rest: &str) -> Option<GroupCall> {
    let shuffle = |op: Op, operands: usize| Some(GroupCall::IntelShuffle { op, operands });
    match rest {
        "shuffle" => shuffle(Op::SubgroupShuffleINTEL, 2),
        "shuffle_xor" => shuffle(Op::SubgroupShuffleXorINTEL, 2),
        "shuffle_down" => shuffle(Op::SubgroupShuffleDownINTEL, 3),
        "shuffle_up" => shuffle(Op::SubgroupShuffleUpINTEL, 3),
        _ if rest.starts_with("block_read") => Some(GroupCall::IntelBlock { write: false }),
        _ if rest.starts_with("block_write") => Some(GroupCall::IntelBlock { write: true }),
        _ if rest.starts_with("media_block_read") => Some(GroupCall::IntelMediaBlock { write: false }),
        _ if rest.starts_with("media_block_write") => Some(GroupCall::IntelMediaBlock { write: true }),
        _ => None,
    }
}

impl<'c> Translator<'c, '_> {
    /// A collective builtin as [`classify_group`] gives it.
    pub(super) fn emit_group_builtin(&mut self, inst: llvm::Value<'c>, call: &GroupCall) -> Result<()> {
        match call {
            GroupCall::IntelShuffle { op, operands } => {
                let mut ops = Vec::with_capacity(*operands);
                for i in 0..*operands {
                    ops.push(self.arg_id(inst, i)?);
                }
                let ty = self.value_type(inst)?;
                self.emit_core_into(inst, *op, ty, &ops)
            }
            GroupCall::IntelBlock { write } => self.emit_intel_block(inst, *write),
            GroupCall::IntelMediaBlock { write } => self.emit_intel_media_block(inst, *write),
            GroupCall::Vote { scope, all } => {
                let s = self.const_u32(*scope as u32)?;
                let op = if *all { Op::GroupAll } else { Op::GroupAny };
                let p = self.bool_of_arg(inst, 0)?;
                let b = self.bool_type()?;
                let r = self.emit_core(inst, op, Some(b), &[s, p])?;
                self.int_of_bool(inst, r)
            }
            GroupCall::Broadcast(scope) => {
                let s = self.const_u32(*scope as u32)?;
                self.emit_broadcast(inst, s)
            }
            GroupCall::NonUniform { op, operands } => {
                let s = self.const_u32(Scope::Subgroup as u32)?;
                self.emit_non_uniform(inst, s, *op, *operands)
            }
            GroupCall::Elect | GroupCall::Predicate { .. } | GroupCall::Ballot | GroupCall::BallotBitCount(_) => {
                let s = self.const_u32(Scope::Subgroup as u32)?;
                self.emit_ballot_or_vote(inst, s, call)
            }
            GroupCall::Collective { scope, op, operation, logical, clustered } => {
                let s = self.const_u32(*scope as u32)?;
                let cluster = if *clustered { Some(self.cluster_size_arg(inst, 1)?) } else { None };
                if *clustered {
                    // The ClusteredReduce group operation has its own capability (SPIR-V spec 3.28).
                    self.out.capability(spirv::Capability::GroupNonUniformClustered);
                }
                self.emit_collective(inst, *op, &[s, *operation as u32], *logical, cluster)
            }
        }
    }

    /// `{work,sub}_group_broadcast(x, local_id...)` at scope `s`.
    fn emit_broadcast(&mut self, inst: llvm::Value<'c>, s: Word) -> Result<()> {
        let args = inst.call_args();
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
        self.emit_core_into(inst, Op::GroupBroadcast, ty, &[s, x, local])
    }

    /// A [`GroupCall::NonUniform`] instruction `op` on the first `n` arguments at scope `s`.
    fn emit_non_uniform(&mut self, inst: llvm::Value<'c>, s: Word, op: Op, n: usize) -> Result<()> {
        let ty = self.value_type(inst)?;
        let mut ops = vec![s];
        for i in 0..n {
            // sub_group_clustered_rotate(value, delta, clustersize): the third operand is a
            // cluster size.
            ops.push(if op == Op::GroupNonUniformRotateKHR && i == 2 {
                self.cluster_size_arg(inst, i)?
            } else {
                self.arg_id(inst, i)?
            });
        }
        // Before SPIR-V 1.5 the lane of OpGroupNonUniformBroadcast must be a constant.
        let dynamic_id = inst.call_args().get(1).is_some_and(|a| !a.is_constant());
        if op == Op::GroupNonUniformBroadcast && dynamic_id {
            let f = self.fname();
            self.require_spirv_version((1, 5), || {
                format!("sub_group_non_uniform_broadcast with a non-constant lane (in function '{f}')")
            })?;
        }
        if op == Op::GroupNonUniformBallotBitExtract {
            let b = self.bool_type()?;
            let r = self.emit_core(inst, op, Some(b), &ops)?;
            self.int_of_bool(inst, r)
        } else {
            self.emit_core_into(inst, op, ty, &ops)
        }
    }

    /// [`GroupCall::Elect`], [`GroupCall::Predicate`], [`GroupCall::Ballot`] and
    /// [`GroupCall::BallotBitCount`] at scope `s`.
    fn emit_ballot_or_vote(&mut self, inst: llvm::Value<'c>, s: Word, call: &GroupCall) -> Result<()> {
        let ty = self.value_type(inst)?;
        let b = self.bool_type()?;
        match call {
            GroupCall::Elect => {
                let r = self.emit_core(inst, Op::GroupNonUniformElect, Some(b), &[s])?;
                self.int_of_bool(inst, r)
            }
            GroupCall::Predicate { op, boolean } => {
                let arg = if *boolean { self.bool_of_arg(inst, 0)? } else { self.arg_id(inst, 0)? };
                let r = self.emit_core(inst, *op, Some(b), &[s, arg])?;
                self.int_of_bool(inst, r)
            }
            GroupCall::Ballot => {
                let p = self.bool_of_arg(inst, 0)?;
                self.emit_core_into(inst, Op::GroupNonUniformBallot, ty, &[s, p])
            }
            GroupCall::BallotBitCount(operation) => {
                let v = self.arg_id(inst, 0)?;
                self.emit_core_into(inst, Op::GroupNonUniformBallotBitCount, ty, &[s, *operation as u32, v])
            }
            _ => Err(self.internal("not a ballot or vote builtin")),
        }
    }

    /// A reduction or scan `op` with leading operands `head` (scope, group operation) on
    /// argument 0, booleans converted both ways when `logical`.
    fn emit_collective(
        &mut self,
        inst: llvm::Value<'c>,
        op: Op,
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

    /// `intel_sub_group_block_read*` / `_write*` (`cl_intel_subgroups`, `_uc`, `_us`, `_ul`
    /// and a lane count in the name): OpSubgroup[Image]BlockRead/WriteINTEL
    /// (SPV_INTEL_subgroups), a buffer pointer cast to point to the block's scalar element
    /// as the extension requires.
    fn emit_intel_block(&mut self, inst: llvm::Value<'c>, write: bool) -> Result<()> {
        let args = inst.call_args();
        let Some(&target) = args.first() else { return Err(self.invalid(inst, "block read/write without operands")) };
        let data_ty = if write {
            args.last().map(|a| a.ty()).ok_or_else(|| self.invalid(inst, "block write without data"))?
        } else {
            inst.ty()
        };
        // An image is an opaque target type, or a pointer carrying an image object (the
        // pointer representation of OpenCL objects, `objects.rs`): a buffer is any other pointer.
        let image = target.ty().kind() != llvm::TypeKind::LLVMPointerTypeKind || self.objects.contains_key(&target);
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
            (false, false) => Op::SubgroupBlockReadINTEL,
            (false, true) => Op::SubgroupBlockWriteINTEL,
            (true, false) => Op::SubgroupImageBlockReadINTEL,
            (true, true) => Op::SubgroupImageBlockWriteINTEL,
        };
        if write {
            self.emit_core(inst, op, None, &ops).map(|_| ())
        } else {
            let ty = self.value_type(inst)?;
            self.emit_core_into(inst, op, ty, &ops)
        }
    }

    /// `intel_sub_group_media_block_read_{uc,us,ui}[N](int2 coord, int width, int height,
    /// image2d_t image)` / `intel_sub_group_media_block_write_*(coord, width, height, data,
    /// image)` (`cl_intel_media_block_io`): OpSubgroupImageMediaBlockReadINTEL / WriteINTEL
    /// (SPV_INTEL_media_block_io), whose image comes first: `Image, Coordinate, Width,
    /// Height[, Data]`.
    fn emit_intel_media_block(&mut self, inst: llvm::Value<'c>, write: bool) -> Result<()> {
        let args = inst.call_args();
        let n = if write { 5 } else { 4 };
        if args.len() != n {
            return Err(self.invalid(inst, "media block read/write needs (coordinate, width, height, [data,] image)"));
        }
        let mut ops = vec![self.arg_id(inst, n - 1)?];
        for i in 0..n - 1 {
            ops.push(self.arg_id(inst, i)?);
        }
        if write {
            self.emit_core(inst, Op::SubgroupImageMediaBlockWriteINTEL, None, &ops).map(|_| ())
        } else {
            let ty = self.value_type(inst)?;
            self.emit_core_into(inst, Op::SubgroupImageMediaBlockReadINTEL, ty, &ops)
        }
    }

    /// Argument `i`, a cluster size: the ClusterSize of the ClusteredReduce group operation
    /// and of OpGroupNonUniformRotateKHR must come from a constant instruction (SPIR-V spec
    /// "Group Operation", OpGroupNonUniformRotateKHR), as `cl_khr_subgroup_clustered_reduce`
    /// and `cl_khr_subgroup_rotate` require `clustersize` to be a compile-time constant.
    ///
    /// Errors: [`super::Error::InvalidInstruction`] naming the call when it is computed.
    fn cluster_size_arg(&mut self, inst: llvm::Value<'c>, i: usize) -> Result<Word> {
        let a = *inst.call_args().get(i).ok_or_else(|| self.invalid(inst, "missing builtin argument"))?;
        if !a.is_constant() {
            return Err(self.invalid(inst, "the cluster size of a clustered sub-group function must be a constant"));
        }
        self.canonical_operand(a)
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
        if self.type_key(ty) == Some(&super::types::SpirvType::Bool) {
            return self.define_alias(inst, ty, r);
        }
        let one = self.const_splat(ty, 1)?;
        let zero = self.const_splat(ty, 0)?;
        let id = self.value_id(inst)?;
        self.emit(Op::Select, &[ty, id, r, one, zero])
    }
}
