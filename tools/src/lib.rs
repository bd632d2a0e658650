//! The `llvm-spirv-rs` command line as a library, shared by the `llvm-spirv-rs`
//! and `llvm-spirv` executables.
#![deny(clippy::panic, clippy::todo, clippy::dbg_macro)]

pub mod cli;

/// Runs the command line of this process and returns its exit code:
/// 0 on success, 1 on any error (printed to stderr as one line, `llvm-spirv-rs: error: ...`).
pub fn main_exit_code() -> std::process::ExitCode {
    // The process ends right after its one translation: leave the LLVM module and
    // context to the exit instead of tearing them down (a few percent of the run).
    llvm_spirv::llvm::skip_disposal(true);
    match cli::run(std::env::args_os().collect()) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            // One line, whatever the error's own layout (some keep the reference's
            // multi-line wording): tools that read stderr take the first line.
            let text = e.to_string();
            let line: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
            eprintln!("llvm-spirv-rs: error: {}", line.join(" "));
            std::process::ExitCode::from(1)
        }
    }
}
