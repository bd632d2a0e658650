//! `llvm-spirv`: the same program as `llvm-spirv-rs`, under the name clang's
//! driver calls (`clang --target=spirv64 -c k.cl` runs `llvm-spirv` from PATH).

fn main() -> std::process::ExitCode {
    llvm_spirv_rs_tools::main_exit_code()
}
