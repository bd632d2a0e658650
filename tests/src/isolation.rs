//! Running parts of a test in a child process.
//!
//! The translator under test is a library loaded into the test process, and
//! the OpenCL runtime compiles whatever SPIR-V it is given in-process too: a
//! crash (not a panic) in either would abort the whole test binary and hide
//! every other result. So each test re-runs itself (the same test binary,
//! filtered to that one test) in a child process with [`CHILD_ENV`] set;
//! execution tests start one child per build variant. The parent reports a
//! child's panic message, or its crash, as the test's failure.
//!
//! Set [`NO_ISOLATION_ENV`]`=1` to run everything in-process (for debuggers).

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Set in child processes: the variant to run (`"spir64 -O0"`) or
/// [`WHOLE_TEST`].
pub const CHILD_ENV: &str = "LLVM_SPIRV_RS_TEST_CHILD";

/// `LLVM_SPIRV_RS_TEST_NO_ISOLATION=1` disables child processes.
pub const NO_ISOLATION_ENV: &str = "LLVM_SPIRV_RS_TEST_NO_ISOLATION";

/// The [`CHILD_ENV`] value for a child that runs a whole test.
pub const WHOLE_TEST: &str = "whole test";

/// How long one child may run before it is killed.
pub const CHILD_TIMEOUT: Duration = Duration::from_secs(300);

/// Where the current code runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// In a child started for this label (a variant or [`WHOLE_TEST`]).
    Child(String),
    /// In the test process of the named test, which starts children.
    Parent(String),
    /// Without isolation (disabled, or the test name is unknown).
    InProcess,
}

/// The current [`Mode`]. The test name comes from the test thread's name,
/// which libtest sets to the test's path.
pub fn mode() -> Mode {
    if let Ok(label) = std::env::var(CHILD_ENV) {
        return Mode::Child(label);
    }
    if std::env::var_os(NO_ISOLATION_ENV).is_some_and(|v| !v.is_empty() && v != "0") {
        return Mode::InProcess;
    }
    match std::thread::current().name() {
        Some(name) if name != "main" && !name.is_empty() => Mode::Parent(name.to_owned()),
        _ => Mode::InProcess,
    }
}

/// Runs test `test` of the current test binary in a child process with
/// [`CHILD_ENV`]`=label` and waits at most [`CHILD_TIMEOUT`].
///
/// `Ok` only if the child ran exactly that one test and it passed; else the
/// child's panic message, or its exit status and last output lines.
pub fn run_child(test: &str, label: &str) -> Result<(), String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot locate the test binary: {e}"))?;
    let dir = tempfile::tempdir().map_err(|e| format!("cannot create a temporary directory: {e}"))?;
    let (out_path, err_path) = (dir.path().join("stdout"), dir.path().join("stderr"));
    let file = |p: &PathBuf| std::fs::File::create(p).map_err(|e| format!("cannot create {}: {e}", p.display()));
    let mut child = Command::new(&exe)
        .args([test, "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD_ENV, label)
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::null())
        .stdout(file(&out_path)?)
        .stderr(file(&err_path)?)
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", exe.display()))?;
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > CHILD_TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("child process for {test} [{label}] timed out after {CHILD_TIMEOUT:?}"));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(10)),
            Err(e) => return Err(format!("waiting for the child process failed: {e}")),
        }
    };
    let stdout = std::fs::read_to_string(&out_path).unwrap_or_default();
    let stderr = std::fs::read_to_string(&err_path).unwrap_or_default();
    if status.success() {
        if stdout.contains("1 passed") {
            return Ok(());
        }
        return Err(format!("child process ran no test (is the test name {test:?} right?)\n{}", tail(&stdout, 10)));
    }
    let fatal: Vec<&str> = stderr.lines().filter_map(|l| l.strip_prefix(FATAL_MARKER)).collect();
    if !fatal.is_empty() {
        return Err(fatal.join("\n"));
    }
    if let Some(message) = panic_message(&stderr) {
        return Err(message);
    }
    Err(format!(
        "child process {status}: it crashed (the translator or the OpenCL runtime's compiler?) \
         while running {test} [{label}]; its last output:\n{}{}",
        tail(&stdout, 15),
        tail(&stderr, 15)
    ))
}

/// Marker of a fatal message written by [`fatal_in_child`].
const FATAL_MARKER: &str = "LLVM-SPIRV-RS-TEST FATAL: ";

/// In a child process, prints `message` for the parent and aborts at once
/// (for states the process cannot leave cleanly, such as a kernel that never
/// finishes); elsewhere does nothing.
pub fn fatal_in_child(message: &str) {
    if matches!(mode(), Mode::Child(_)) {
        for line in message.lines() {
            eprintln!("{FATAL_MARKER}{line}");
        }
        std::process::abort();
    }
}

/// The message of the first panic in a child's stderr (the text after
/// "thread '...' panicked at file:line:col:" up to the backtrace note).
fn panic_message(stderr: &str) -> Option<String> {
    let start = stderr.find("panicked at ")?;
    let rest = &stderr[start..];
    let body = &rest[rest.find('\n')? + 1..];
    let end = body.find("\nnote: run with `RUST_BACKTRACE").unwrap_or(body.len());
    Some(body[..end].trim_end().to_owned())
}

/// The last `n` lines of `text`.
fn tail(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = lines[lines.len().saturating_sub(n)..].join("\n");
    if !out.is_empty() {
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extracts_panic_messages() {
        let stderr = "noise\n\nthread 'a::b' (123) panicked at src/lib.rs:1:2:\nline one\nline two\nnote: run with `RUST_BACKTRACE=1` environment variable\n";
        assert_eq!(panic_message(stderr).as_deref(), Some("line one\nline two"));
        assert_eq!(panic_message("no panic here"), None);
        assert_eq!(tail("a\nb\nc", 2), "b\nc\n");
    }
}
