//! Floating-point contraction: which kernels get `OpExecutionMode ContractionOff`
//! (SPIR-V 1.6 spec 3.6 "Execution Mode": "floating-point-expressions contraction is
//! disallowed"), with the policy of `--spirv-fp-contract` ([`FpContract`]) as the Khronos
//! translator defines it.
//!
//! LLVM IR states where contraction is allowed: `llvm.fmuladd` and operations carrying the
//! `contract` fast-math flag. An `fadd`/`fsub` without that flag may have been written as
//! `a * b + c` under `#pragma OPENCL FP_CONTRACT OFF` or `-ffp-contract=off` (clang then
//! emits a plain `fmul` + `fadd`), and after optimisation any such operation may meet a
//! multiplication, so a function holding one must not be contracted. That property flows
//! from a function to every function using it (calls, function pointers taken), through
//! constants and globals in between, up to the kernels. Under [`FpContract::On`] a kernel
//! gets `ContractionOff` when its call tree holds such an operation; [`FpContract::Off`]
//! gives it to every kernel, [`FpContract::Fast`] to none.

use super::{FastSet, FpContract, Translator};
use crate::llvm;

impl<'c> Translator<'c, '_> {
    /// Notes an `fadd`/`fsub` instruction: without the `contract` flag, its function may
    /// not be contracted.
    pub(super) fn note_fp_contraction(&mut self, inst: llvm::Value<'c>) {
        if inst.fast_math_flags().0 & llvm::FastMathFlags::ALLOW_CONTRACT != 0 {
            return;
        }
        if let Some(f) = inst.parent_block().and_then(|b| b.parent()) {
            self.uncontractable.insert(f);
        }
    }

    /// Whether kernel `f` gets `ContractionOff` under [`super::Options::fp_contract`].
    pub(super) fn contraction_off(&self, f: llvm::Value<'c>, uncontractable: &FastSet<llvm::Value<'c>>) -> bool {
        match self.options.fp_contract {
            FpContract::On => uncontractable.contains(&f),
            FpContract::Off => true,
            FpContract::Fast => false,
        }
    }

    /// The functions that may not be contracted: those holding an uncontractable operation
    /// and, transitively, every function using one of them (a breadth-first walk over users;
    /// constants and globals pass the property on to their own users). Linear in the uses.
    pub(super) fn uncontractable_functions(&self) -> FastSet<llvm::Value<'c>> {
        let mut off: FastSet<llvm::Value<'c>> = self.uncontractable.clone();
        let mut visited: FastSet<llvm::Value<'c>> = FastSet::default();
        let mut queue: std::collections::VecDeque<llvm::Value<'c>> = self.uncontractable.iter().copied().collect();
        while let Some(v) = queue.pop_front() {
            for user in v.users() {
                let next = if user.is_instruction() {
                    match user.parent_block().and_then(|b| b.parent()) {
                        Some(f) if off.insert(f) => f,
                        _ => continue,
                    }
                } else if user.is_function() {
                    if !off.insert(user) {
                        continue;
                    }
                    user
                } else {
                    if !visited.insert(user) {
                        continue;
                    }
                    user
                };
                queue.push_back(next);
            }
        }
        off
    }
}
