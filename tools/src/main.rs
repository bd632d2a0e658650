//! `llvm-spirv-rs`: a drop-in for the Khronos `llvm-spirv` command line.
//!
//! Options follow LLVM's `cl::opt` spelling: single or double dash
//! (`-spirv-text` and `--spirv-text` are the same), `-o FILE`, `-o=FILE`.

fn main() -> std::process::ExitCode {
    llvm_spirv_rs_tools::main_exit_code()
}
