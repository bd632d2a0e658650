//! Running one translation job in a supervised child process.
//!
//! Broken or hostile input must not kill the command line by a signal or take the
//! machine's memory. The job (reading the input, parsing it with LLVM, translating,
//! serializing the result) runs in a `fork(2)`ed child whose address space is bounded
//! with `RLIMIT_AS` ([`memory_limit`]); the child sends its result or its error line
//! back through a pipe, and the parent writes the output. When the child dies instead
//! (a crash inside LLVM's bitcode reader, an abort, running out of memory, an LLVM
//! fatal error), the parent reports one line naming the stage the child had reached
//! ([`Stage`]) and what happened, and leaves no output behind.
//!
//! The child's standard error goes to an unnamed temporary file that the parent reads
//! after the child has ended: what LLVM or the allocator printed while dying (verifier
//! messages, "LLVM ERROR: out of memory") becomes part of the one line, never extra lines.

use std::fs::File;
use std::io::{Read, Seek, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};

/// The environment variable that overrides the child's address-space limit: a size in
/// bytes with an optional `K`, `M`, `G` or `T` suffix (powers of 1024), or `0`/`none`/
/// `unlimited` for no limit.
pub const MEMORY_LIMIT_ENV: &str = "LLVM_SPIRV_RS_MEMORY_LIMIT";

/// The environment variable that, set to `1`, runs the job in the calling process
/// (no child, no memory bound): for debuggers and profilers.
pub const NO_CHILD_ENV: &str = "LLVM_SPIRV_RS_NO_CHILD";

/// The smallest default limit: 512 MiB of address space. The 3000-kernel benchmark module
/// (2.3 MB) peaks under 100 MiB resident, the 9000-kernel one (6.9 MB) translates within
/// 64 times its size (419 MiB); corrupt bitcode that makes LLVM's reader allocate without
/// end fills the bound at the speed it touches memory, so a smaller bound ends it sooner
/// (about 1 s for `fuzz/regressions/corrupt-bitcode-slow.forward.bc`; 2 GiB took 3.6 s idle
/// and over 10 s on a loaded machine).
const MIN_DEFAULT_LIMIT: u64 = 512 << 20;
/// The default limit grows with the input: 64 times its size.
const LIMIT_PER_INPUT_BYTE: u64 = 64;

/// What the job was doing, for the message when it dies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Stage {
    /// Before reading anything.
    Starting = 0,
    /// Reading the input file or standard input.
    ReadingInput = 1,
    /// Parsing the input with LLVM (bitcode or textual IR).
    ReadingModule = 2,
    /// Translating.
    Translating = 3,
    /// Serializing the result (bitcode, text).
    WritingOutput = 4,
}

impl Stage {
    fn from_u8(b: u8) -> Stage {
        match b {
            1 => Stage::ReadingInput,
            2 => Stage::ReadingModule,
            3 => Stage::Translating,
            4 => Stage::WritingOutput,
            _ => Stage::Starting,
        }
    }

    /// The stage as the message words it.
    pub fn doing(self) -> &'static str {
        match self {
            Stage::Starting => "starting",
            Stage::ReadingInput => "reading the input",
            Stage::ReadingModule => "reading the input module",
            Stage::Translating => "translating",
            Stage::WritingOutput => "writing the output",
        }
    }
}

/// What the job reports while it runs: stages, and the memory bound once the input size is known.
pub trait Progress {
    /// The job has reached `stage`.
    fn stage(&mut self, stage: Stage);
    /// The input has `input_len` bytes: from now on, memory is bounded ([`memory_limit`]).
    fn input_read(&mut self, input_len: usize);
}

/// Progress of a job run in-process (no child): nothing is bounded or reported.
pub struct Unsupervised;

impl Progress for Unsupervised {
    fn stage(&mut self, _: Stage) {}
    fn input_read(&mut self, _: usize) {}
}

/// The child's address-space bound for an input of `input_len` bytes: the
/// [`MEMORY_LIMIT_ENV`] value if set, else 64 times the input size but at least 512 MiB and
/// at most the machine's physical memory (when that is larger than 512 MiB). `None`: unbounded.
///
/// Errors: a malformed [`MEMORY_LIMIT_ENV`] value, as the message to print.
pub fn memory_limit(input_len: usize) -> Result<Option<u64>, String> {
    if let Some(v) = std::env::var_os(MEMORY_LIMIT_ENV) {
        let v = v.to_string_lossy();
        return parse_size(v.trim()).ok_or_else(|| {
            format!(
                "invalid value '{}' for {MEMORY_LIMIT_ENV}: expected a size such as 8G, 512M or 0 (no limit)",
                llvm_spirv::excerpt(&v)
            )
        });
    }
    let wanted = (input_len as u64).saturating_mul(LIMIT_PER_INPUT_BYTE).max(MIN_DEFAULT_LIMIT);
    Ok(Some(wanted.min(physical_memory().unwrap_or(u64::MAX).max(MIN_DEFAULT_LIMIT))))
}

/// `8G`, `512M`, `1048576` -> bytes; `0`, `none`, `unlimited` -> `None` (no limit).
fn parse_size(v: &str) -> Option<Option<u64>> {
    if v.eq_ignore_ascii_case("none") || v.eq_ignore_ascii_case("unlimited") {
        return Some(None);
    }
    let (digits, shift) = match v.as_bytes().last()?.to_ascii_uppercase() {
        b'K' => (&v[..v.len() - 1], 10),
        b'M' => (&v[..v.len() - 1], 20),
        b'G' => (&v[..v.len() - 1], 30),
        b'T' => (&v[..v.len() - 1], 40),
        _ => (v, 0),
    };
    let n: u64 = digits.parse().ok()?;
    let bytes = n.checked_mul(1u64 << shift)?;
    Some((bytes != 0).then_some(bytes))
}

/// Physical memory in bytes (`sysconf`), if known.
fn physical_memory() -> Option<u64> {
    // SAFETY: sysconf reads system constants; no memory is passed.
    let (pages, page) = unsafe { (libc::sysconf(libc::_SC_PHYS_PAGES), libc::sysconf(libc::_SC_PAGESIZE)) };
    (pages > 0 && page > 0).then(|| (pages as u64).saturating_mul(page as u64))
}

/// Frame tags of the child -> parent pipe.
const TAG_STAGE: u8 = 1;
const TAG_LIMIT: u8 = 2;
const TAG_OK: u8 = 3;
const TAG_ERR: u8 = 4;

/// Progress of the child: frames into the pipe, the memory bound into `setrlimit`.
struct ChildProgress {
    pipe: File,
}

impl Progress for ChildProgress {
    fn stage(&mut self, stage: Stage) {
        // A parent that stopped reading has gone; the job's result will not be read either.
        self.pipe.write_all(&[TAG_STAGE, stage as u8]).ok();
    }

    fn input_read(&mut self, input_len: usize) {
        let limit = match memory_limit(input_len) {
            Ok(l) => l,
            Err(msg) => {
                send(&mut self.pipe, TAG_ERR, msg.as_bytes());
                // SAFETY: ends the child without running the parent's atexit handlers.
                unsafe { libc::_exit(0) }
            }
        };
        let Some(limit) = limit else { return };
        let mut frame = vec![TAG_LIMIT];
        frame.extend(limit.to_le_bytes());
        self.pipe.write_all(&frame).ok();
        let rl = libc::rlimit { rlim_cur: limit as libc::rlim_t, rlim_max: limit as libc::rlim_t };
        // SAFETY: setrlimit reads the struct passed by reference.
        unsafe { libc::setrlimit(libc::RLIMIT_AS, &rl) };
    }
}

/// Sends one length-prefixed frame.
fn send(pipe: &mut File, tag: u8, body: &[u8]) {
    let mut head = vec![tag];
    head.extend((body.len() as u64).to_le_bytes());
    if pipe.write_all(&head).is_ok() {
        pipe.write_all(body).ok();
    }
}

/// How a supervised job ended without a result.
#[derive(Debug)]
pub struct Died {
    /// The one-line message (without the `llvm-spirv-rs: error: ` prefix).
    pub message: String,
}

/// Runs `job` in a child process and returns its result: `Ok(Ok(bytes))` on success,
/// `Ok(Err(line))` for the job's own error, `Err(Died)` when the child died. Falls back to
/// running `job` in this process (unbounded) when no child can be made, or when
/// [`NO_CHILD_ENV`] is `1`.
///
/// Must be called while the process has a single thread (`fork` copies only the caller).
pub fn run<F>(job: F) -> Result<JobResult, Died>
where
    F: FnOnce(&mut dyn Progress) -> JobResult,
{
    if std::env::var_os(NO_CHILD_ENV).is_some_and(|v| v == "1") {
        return Ok(job(&mut Unsupervised));
    }
    let Ok(mut stderr_capture) = tempfile::tempfile() else {
        return Ok(job(&mut Unsupervised));
    };
    let mut fds = [0; 2];
    // SAFETY: pipe2 writes two descriptors into the array.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Ok(job(&mut Unsupervised));
    }
    // SAFETY: both descriptors were just created and are owned here only.
    let (read_end, write_end) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    std::io::stderr().flush().ok();
    std::io::stdout().flush().ok();
    // SAFETY: the caller guarantees a single thread, so the child gets a consistent copy
    // of every lock and allocator state; it leaves only through `_exit`.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Ok(job(&mut Unsupervised));
    }
    if pid == 0 {
        drop(read_end);
        // SAFETY: dup2 on two open descriptors; fd 2 now writes into the capture file.
        unsafe { libc::dup2(stderr_capture.as_raw_fd(), 2) };
        let mut progress = ChildProgress { pipe: File::from(write_end) };
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job(&mut progress)));
        let code = match result {
            Ok(Ok(bytes)) => {
                send(&mut progress.pipe, TAG_OK, &bytes);
                0
            }
            Ok(Err(line)) => {
                send(&mut progress.pipe, TAG_ERR, line.as_bytes());
                0
            }
            // The panic message is in the captured standard error.
            Err(_) => 101,
        };
        // SAFETY: ends the child without unwinding into the parent's code or running
        // atexit handlers and C++ static destructors of the copied process.
        unsafe { libc::_exit(code) }
    }
    drop(write_end);
    let mut frames = Vec::new();
    let read_ok = File::from(read_end).read_to_end(&mut frames).is_ok();
    let mut status = 0;
    // SAFETY: waits for the child this function made; status is written by reference.
    while unsafe { libc::waitpid(pid, &mut status, 0) } < 0 {
        if std::io::Error::last_os_error().raw_os_error() != Some(libc::EINTR) {
            break;
        }
    }
    let (stage, limit, result) = parse_frames(&frames);
    let mut captured = String::new();
    if stderr_capture.rewind().is_ok() {
        let mut bytes = Vec::new();
        Read::by_ref(&mut stderr_capture).take(1 << 20).read_to_end(&mut bytes).ok();
        captured = String::from_utf8_lossy(&bytes).into_owned();
    }
    if let (true, Some(result)) = (read_ok, result) {
        if libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0 {
            // The library's warnings (what a translation kept out, e.g. debug information a
            // set cannot express) reach the user when it succeeded; a failed run prints its
            // one error line only. Anything else the child printed does not.
            if result.is_ok() {
                let mut err = std::io::stderr().lock();
                for line in captured.lines().filter(|l| l.starts_with("warning: ")) {
                    writeln!(err, "{line}").ok();
                }
            }
            return Ok(result);
        }
    }
    Err(Died { message: death_message(stage, limit, status, &captured) })
}

/// The job's result: the output bytes, or its one-line error.
pub type JobResult = Result<Vec<u8>, String>;

/// Reads the child's frames: the last stage, the memory limit, and the result if complete.
fn parse_frames(mut b: &[u8]) -> (Stage, Option<u64>, Option<JobResult>) {
    let (mut stage, mut limit, mut result) = (Stage::Starting, None, None);
    while let Some((&tag, rest)) = b.split_first() {
        match tag {
            TAG_STAGE => {
                let Some((&s, rest)) = rest.split_first() else { break };
                stage = Stage::from_u8(s);
                b = rest;
            }
            TAG_LIMIT if rest.len() >= 8 => {
                limit = Some(u64::from_le_bytes(rest[..8].try_into().unwrap_or_default()));
                b = &rest[8..];
            }
            TAG_OK | TAG_ERR if rest.len() >= 8 => {
                let len = u64::from_le_bytes(rest[..8].try_into().unwrap_or_default()) as usize;
                let Some(body) = rest[8..].get(..len) else { break };
                result = Some(if tag == TAG_OK {
                    Ok(body.to_vec())
                } else {
                    Err(String::from_utf8_lossy(body).into_owned())
                });
                b = &rest[8 + len..];
            }
            _ => break,
        }
    }
    (stage, limit, result)
}

/// The one line for a child that ended without a result.
fn death_message(stage: Stage, limit: Option<u64>, status: i32, captured: &str) -> String {
    let lines: Vec<&str> = captured.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let doing = stage.doing();
    let out_of_memory = lines
        .iter()
        .any(|l| l.contains("memory allocation of") || l.contains("out of memory") || l.contains("bad_alloc"));
    if out_of_memory {
        let limit = limit.map(|l| format!("{} MiB", l >> 20)).unwrap_or_else(|| "no limit".into());
        return format!(
            "out of memory while {doing} (limit {limit}; set {MEMORY_LIMIT_ENV}=SIZE to change it, 0 for none)"
        );
    }
    // An LLVM fatal error (see llvm_spirv::llvm::exit_on_fatal_error): its line, and the
    // first thing LLVM printed before it (the verifier's first message) as the detail.
    if let Some(at) = lines.iter().position(|l| l.contains("LLVM fatal error: ")) {
        let reason = lines[at].split_once("LLVM fatal error: ").map(|(_, r)| r).unwrap_or(lines[at]);
        let detail = if at > 0 { format!(" ({})", lines[0]) } else { String::new() };
        return format!("LLVM fatal error while {doing}: {reason}{detail}");
    }
    if libc::WIFSIGNALED(status) {
        let sig = libc::WTERMSIG(status);
        let detail = lines.first().map(|l| format!(" ({l})")).unwrap_or_default();
        return format!("crashed with {} while {doing}{detail}", signal_name(sig));
    }
    let code = if libc::WIFEXITED(status) { libc::WEXITSTATUS(status) } else { -1 };
    match lines.first() {
        Some(l) => format!("failed while {doing} (exit status {code}): {l}"),
        None => format!("failed while {doing} (exit status {code})"),
    }
}

/// `SIGSEGV`, `SIGABRT`, ... (the number for others).
fn signal_name(sig: i32) -> String {
    let name = match sig {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGILL => "SIGILL",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTERM => "SIGTERM",
        libc::SIGINT => "SIGINT",
        libc::SIGTRAP => "SIGTRAP",
        _ => return format!("signal {sig}"),
    };
    name.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_with_binary_suffixes() {
        assert_eq!(parse_size("512M"), Some(Some(512 << 20)));
        assert_eq!(parse_size("8g"), Some(Some(8 << 30)));
        assert_eq!(parse_size("1048576"), Some(Some(1 << 20)));
        assert_eq!(parse_size("0"), Some(None));
        assert_eq!(parse_size("none"), Some(None));
        assert_eq!(parse_size("x"), None);
        assert_eq!(parse_size("99999999999T"), None);
    }

    #[test]
    fn frames_round_trip() {
        let mut b = vec![TAG_STAGE, Stage::Translating as u8, TAG_LIMIT];
        b.extend(4096u64.to_le_bytes());
        b.push(TAG_OK);
        b.extend(3u64.to_le_bytes());
        b.extend(b"abc");
        let (stage, limit, result) = parse_frames(&b);
        assert_eq!(stage, Stage::Translating);
        assert_eq!(limit, Some(4096));
        assert_eq!(result.unwrap().unwrap(), b"abc");
        // A truncated result frame is no result.
        let (_, _, result) = parse_frames(&b[..b.len() - 1]);
        assert!(result.is_none());
    }
}
