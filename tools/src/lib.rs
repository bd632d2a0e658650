//! The `llvm-spirv-rs` command line as a library, shared by the `llvm-spirv-rs`
//! and `llvm-spirv` executables.
#![deny(clippy::panic, clippy::todo, clippy::dbg_macro)]

pub mod cli;
pub mod output;
pub mod supervise;

/// The prefix of the one error line.
const ERROR_PREFIX: &str = "llvm-spirv-rs: error: ";

/// The exit status of a run whose standard output was closed by its reader
/// (`llvm-spirv-rs x.bc -o - | head -c1`): 128 + SIGPIPE, as the shell reports a
/// program killed by SIGPIPE; nothing is printed.
pub const BROKEN_PIPE_STATUS: u8 = 128 + libc::SIGPIPE as u8;

/// How many characters the error line keeps in all (after cutting each token).
const MAX_LINE_CHARS: usize = 16 * llvm_spirv::EXCERPT_CHARS;

/// The error `text` as one line: its lines joined, runs of white space made one space,
/// each whitespace-separated token longer than [`llvm_spirv::EXCERPT_CHARS`] cut to an
/// excerpt ([`llvm_spirv::excerpt`]), and the whole cut at [`MAX_LINE_CHARS`].
pub fn one_line(text: &str) -> String {
    let mut line = String::new();
    let mut chars = 0;
    for token in text.split_whitespace() {
        let token = llvm_spirv::excerpt(token);
        let n = token.chars().count() + usize::from(!line.is_empty());
        if chars + n > MAX_LINE_CHARS {
            line.push_str(" …");
            break;
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
        chars += n;
    }
    line
}

/// Prints the one error line and returns exit status 1.
fn fail(text: &str) -> std::process::ExitCode {
    eprintln!("{ERROR_PREFIX}{}", one_line(text));
    std::process::ExitCode::from(1)
}

/// Runs the command line of this process and returns its exit code: 0 on success, 1 on
/// any error (printed to stderr as one line, `llvm-spirv-rs: error: ...`), and
/// [`BROKEN_PIPE_STATUS`] when standard output was closed before the output was written.
///
/// The job runs in a supervised child process ([`supervise::run`]) with bounded memory;
/// a crash, abort or LLVM fatal error there is one error line here, and no output is written.
pub fn main_exit_code() -> std::process::ExitCode {
    // The process ends right after its one translation: leave the LLVM module and
    // context to the exit instead of tearing them down (a few percent of the run).
    llvm_spirv::llvm::skip_disposal(true);
    llvm_spirv::llvm::exit_on_fatal_error(ERROR_PREFIX);
    let plan = match cli::plan(std::env::args_os().collect()) {
        Ok(Some(plan)) => plan,
        Ok(None) => return std::process::ExitCode::SUCCESS,
        Err(e) => return fail(&e.to_string()),
    };
    // Single-threaded here: nothing above starts a thread.
    let bytes = match supervise::run(|progress| plan.compute(progress).map_err(|e| e.to_string())) {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(line)) => return fail(&line),
        Err(died) => return fail(&died.message),
    };
    match output::write(plan.output(), &bytes) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(output::WriteError::BrokenPipe) => std::process::ExitCode::from(BROKEN_PIPE_STATUS),
        Err(e) => fail(&e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_joins_lines_and_cuts_long_tokens() {
        assert_eq!(one_line("a\n  b\tc\n"), "a b c");
        let long = "x".repeat(1 << 20);
        let line = one_line(&format!("no function '{long}' here"));
        assert!(line.starts_with("no function 'xxx") && line.ends_with("… here"), "{line}");
        assert!(line.chars().count() < 100, "{}", line.len());
        let many = "word ".repeat(10_000);
        assert!(one_line(&many).chars().count() <= MAX_LINE_CHARS + 2);
    }
}
