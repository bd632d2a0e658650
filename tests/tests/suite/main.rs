//! The integration suite of llvm-spirv-rs: every kernel of `tests/kernels`
//! is compiled with clang-19, translated, validated with spirv-val (module
//! `validate`) and most are executed on the OpenCL runtime with results
//! compared to host references (modules `exec_*`). One test binary, so each
//! (kernel, variant) is compiled and translated once.

mod backend_cross_check;
mod builtin_sweep;
mod clang_driver;
mod debug_fidelity;
mod example;
mod exec_args;
mod exec_arith;
mod exec_basic;
mod exec_builtins;
mod exec_compare;
mod exec_control;
mod exec_control_extensions;
mod exec_convert;
mod exec_images;
mod exec_intrinsics_ir;
mod exec_memory;
mod exec_spirv_asm;
mod exec_sync;
mod exec_vectors;
mod validate;
