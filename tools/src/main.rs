//! `llvm-spirv-rs`: a drop-in for the Khronos `llvm-spirv` command line.
//!
//! Options follow LLVM's `cl::opt` spelling: single or double dash
//! (`-spirv-text` and `--spirv-text` are the same), `-o FILE`, `-o=FILE`.
//! Installed also as `llvm-spirv` so that `clang --target=spirv64 -c` can call it.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    match cli::run(std::env::args_os().collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("llvm-spirv-rs: error: {e}");
            ExitCode::from(1)
        }
    }
}
