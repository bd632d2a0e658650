//! Running the translator's command line on one input, bounded in time and
//! memory, and judging what happened.

use std::ffi::OsString;
use std::fs::File;
use std::io::Read as _;
use std::os::unix::process::ExitStatusExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What the command line is asked to do with an input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mode {
    /// LLVM bitcode or text -> SPIR-V (`llvm-spirv-rs in -o out.spv`); a success is checked with `spirv-val`.
    Forward,
    /// Forward with every extension the translator implements allowed (`--spirv-ext=+all`).
    ForwardExt,
    /// SPIR-V binary -> LLVM bitcode (`-r`); the translator runs the LLVM verifier itself.
    Reverse,
    /// SPIR-V binary -> the translator's text format (`-to-text`).
    ToText,
    /// The translator's text format -> SPIR-V binary (`-to-binary`).
    ToBinary,
    /// The translator's text format -> LLVM bitcode (`-r -spirv-text`).
    ReverseText,
}

impl Mode {
    /// Every mode, in the order of [`Mode::name`]s listed by `--help`.
    pub const ALL: [Mode; 6] =
        [Mode::Forward, Mode::ForwardExt, Mode::Reverse, Mode::ToText, Mode::ToBinary, Mode::ReverseText];

    /// The mode's name in findings and regression file names.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Forward => "forward",
            Mode::ForwardExt => "forward-ext",
            Mode::Reverse => "reverse",
            Mode::ToText => "to-text",
            Mode::ToBinary => "to-binary",
            Mode::ReverseText => "reverse-text",
        }
    }

    /// The mode called `name` (see [`Mode::name`]).
    pub fn from_name(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == name)
    }

    /// The options selecting this mode (before the input and `-o`).
    pub fn options(self) -> &'static [&'static str] {
        match self {
            Mode::Forward => &[],
            Mode::ForwardExt => &["--spirv-ext=+all"],
            Mode::Reverse => &["-r"],
            Mode::ToText => &["-to-text"],
            Mode::ToBinary => &["-to-binary"],
            Mode::ReverseText => &["-r", "-spirv-text"],
        }
    }

    /// Extension of the output file.
    pub fn output_extension(self) -> &'static str {
        match self {
            Mode::Forward | Mode::ForwardExt | Mode::ToBinary => "spv",
            Mode::Reverse | Mode::ReverseText => "bc",
            Mode::ToText => "spt",
        }
    }

    /// The command line for `input` -> `output`, as a shell would read it.
    pub fn command_line(self, bin: &Path, input: &str, output: &str) -> String {
        let mut parts = vec![bin.display().to_string()];
        parts.extend(self.options().iter().map(|s| (*s).to_owned()));
        parts.extend([input.to_owned(), "-o".to_owned(), output.to_owned()]);
        parts.join(" ")
    }
}

/// Bounds on one run.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Wall-clock time before the process is killed.
    pub timeout: Duration,
    /// Resident memory (bytes) before the process is killed.
    pub memory: u64,
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// Exited with this code.
    Exit(i32),
    /// Killed by this signal (not ours).
    Signal(i32),
    /// Killed by us after [`Limits::timeout`].
    Timeout,
    /// Killed by us when its resident memory passed [`Limits::memory`].
    Memory,
}

/// The record of one run.
#[derive(Debug, Clone)]
pub struct Run {
    /// How it ended.
    pub ended: Ended,
    /// Its standard error (at most [`STDERR_KEPT`] bytes).
    pub stderr: Vec<u8>,
    /// Wall-clock time.
    pub elapsed: Duration,
    /// Highest resident memory seen (bytes; sampled).
    pub peak_rss: u64,
}

/// Bytes of standard error kept per run.
pub const STDERR_KEPT: usize = 64 * 1024;

/// Runs `cmd` (stdin empty, stdout discarded, stderr to `stderr_file`), polling it
/// for exit, for the time limit and for its resident memory (`/proc/<pid>/status`).
pub fn run(cmd: &mut Command, limits: Limits, stderr_file: &Path) -> std::io::Result<Run> {
    let err = File::create(stderr_file)?;
    let start = Instant::now();
    let mut child = cmd.stdin(Stdio::null()).stdout(Stdio::null()).stderr(err).spawn()?;
    let status_path = PathBuf::from(format!("/proc/{}/status", child.id()));
    let mut peak_rss = 0;
    let ended = loop {
        if let Some(status) = child.try_wait()? {
            break match (status.code(), status.signal()) {
                (Some(code), _) => Ended::Exit(code),
                (None, Some(sig)) => Ended::Signal(sig),
                (None, None) => Ended::Exit(-1),
            };
        }
        peak_rss = peak_rss.max(resident_bytes(&status_path));
        let over = if start.elapsed() > limits.timeout {
            Some(Ended::Timeout)
        } else if peak_rss > limits.memory {
            Some(Ended::Memory)
        } else {
            None
        };
        if let Some(why) = over {
            // The child may have exited meanwhile: kill's error is then expected.
            child.kill().ok();
            child.wait()?;
            break why;
        }
        let poll = if start.elapsed() < Duration::from_millis(100) { 1 } else { 10 };
        std::thread::sleep(Duration::from_millis(poll));
    };
    let elapsed = start.elapsed();
    let mut stderr = Vec::new();
    File::open(stderr_file)?.take(STDERR_KEPT as u64).read_to_end(&mut stderr)?;
    Ok(Run { ended, stderr, elapsed, peak_rss })
}

/// `VmRSS` of `/proc/<pid>/status` in bytes (0 when it cannot be read).
fn resident_bytes(status: &Path) -> u64 {
    std::fs::read_to_string(status)
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.split_whitespace().next().and_then(|kb| kb.parse::<u64>().ok()))
        })
        .map_or(0, |kb| kb * 1024)
}

/// The kinds of finding, from worst to mildest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Killed by a signal (segfault, abort from LLVM's fatal error handler, ...).
    Signal,
    /// Passed the memory limit.
    Memory,
    /// Passed the time limit.
    Timeout,
    /// Exit code 101: a Rust panic.
    Panic,
    /// An exit code other than 0, 1 and 101.
    ExitCode,
    /// Exit 1 with more than one line on stderr (the error is one line).
    StderrLines,
    /// Exit 1 with nothing on stderr.
    SilentError,
    /// A failed run left its output file behind.
    LeftOutput,
    /// Exit 0 without writing the output file.
    NoOutput,
    /// Forward exit 0 whose output `spirv-val` rejects.
    InvalidSpirv,
    /// Forward exit 0 whose output `spirv-val` rejects for a rule it gets wrong or an
    /// extension it does not implement ([`VALIDATOR_GAPS`]): reported, never failing.
    ValidatorGap,
}

/// `spirv-val` (SPIRV-Tools 2025.5) rejections of SPIR-V that its specifications allow:
/// `(what the error and its instruction line contain, why it is valid)`.
pub const VALIDATOR_GAPS: &[(&[&str], &str)] = &[
    (
        &["has not been defined", "OpConstantFunctionPointerINTEL"],
        "SPIR-V 2.4 \"Logical Layout of a Module\" allows forward references to an OpFunction; \
         SPIRV-Tools rejects them in OpConstantFunctionPointerINTEL (KhronosGroup/SPIRV-LLVM-Translator#3185)",
    ),
    (
        &["Invalid use of function type result id", "OpTypePointer"],
        "SPV_INTEL_function_pointers allows pointers to OpTypeFunction (the translator declares \
         FunctionPointersINTEL with every one); SPIRV-Tools 2025.5 rejects them in any storage class",
    ),
    (
        &["Invalid number of bits", "OpTypeInt"],
        "SPV_INTEL_arbitrary_precision_integers allows any OpTypeInt width; SPIRV-Tools 2025.5 does not \
         implement the extension",
    ),
    (
        &["decorated with CacheControl", "multiple times is not allowed"],
        "SPV_INTEL_cache_controls allows one CacheControlLoadINTEL/CacheControlStoreINTEL per cache \
         level on an id; SPIRV-Tools 2025.5 allows only one in all",
    ),
    (
        &["Invalid decoration operand: 6409"],
        "decoration 6409 is ArgumentAttributeINTEL (SPV_INTEL_function_pointers), newer than SPIRV-Tools 2025.5",
    ),
    (
        &["TypeBufferSurfaceINTEL must appear in a block"],
        "SPV_INTEL_vector_compute declares OpTypeBufferSurfaceINTEL among the types; SPIRV-Tools 2025.5 \
         classifies the opcode as a function-body instruction",
    ),
    (
        &["DeclINTEL must appear in a block", "OpAlias"],
        "SPV_INTEL_memory_access_aliasing declares OpAliasDomainDeclINTEL/OpAliasScopeDeclINTEL/\
         OpAliasScopeListDeclINTEL at module scope (as the Khronos translator writes them); \
         SPIRV-Tools 2025.5 expects them in a block",
    ),
    (
        &["OpLoopMerge", "expected no more operands"],
        "SPV_INTEL_fpga_loop_controls gives DependencyArrayINTEL a count and (array, safelen) pairs \
         and LoopCountINTEL three 64-bit literals; the grammar SPIRV-Tools 2025.5 reads lists one \
         literal for each",
    ),
    (
        &["Internal error: Unhandled operand type: 81"],
        "SPV_INTEL_global_variable_fpga_decorations: InitModeINTEL's InitializationModeQualifier \
         operand, which SPIRV-Tools 2025.5's validator does not handle (its own internal error)",
    ),
    (
        &["Illegal number of components", "TypeVector"],
        "SPV_INTEL_vector_compute (VectorAnyINTEL) and SPV_EXT_long_vector (LongVectorEXT) allow \
         any component count; SPIRV-Tools 2025.5 allows only 2, 3, 4, 8 and 16",
    ),
    (
        &["Invalid instruction OpDecorate", "expected no more operands after 3 words, but stated word count is 5"],
        "SPV_INTEL_loop_fuse gives FuseLoopsInFunctionINTEL two literals (Depth, Independent); the \
         grammar SPIRV-Tools 2025.5 reads lists none",
    ),
    (
        &["Invalid use of function result id", "OpTaskSequenceCreateINTEL"],
        "SPV_INTEL_task_sequence: the Function operand of OpTaskSequenceCreateINTEL is an OpFunction \
         id; SPIRV-Tools 2025.5 rejects every function id there",
    ),
];

/// Why `spirv-val` rejecting an opcode or capability of the workspace's internal grammar
/// (`grammar/spirv.internal.grammar.json`) is a validator gap.
const INTERNAL_GRAMMAR_GAP: &str = "the opcode or capability is in the internal grammar \
     (grammar/spirv.internal.grammar.json: an extension the Khronos translator supports ahead of \
     SPIRV-Headers), which SPIRV-Tools 2025.5 does not know";

/// The [`VALIDATOR_GAPS`] entry `spirv-val`'s whole error output `message` matches, or
/// [`INTERNAL_GRAMMAR_GAP`] when it rejects an opcode (`Invalid opcode: N`) or capability
/// (`Invalid capability operand: N`) that the internal grammar defines.
pub fn validator_gap(message: &str) -> Option<&'static str> {
    VALIDATOR_GAPS
        .iter()
        .find(|(needles, _)| needles.iter().all(|n| message.contains(n)))
        .map(|(_, why)| *why)
        .or_else(|| internal_grammar_gap(message).then_some(INTERNAL_GRAMMAR_GAP))
}

/// Whether `message` rejects an opcode or capability value of the internal grammar.
fn internal_grammar_gap(message: &str) -> bool {
    use llvm_spirv_binary::grammar::internal::{INTERNAL_ENUMERANTS, INTERNAL_INSTRUCTIONS};
    let value_after = |prefix: &str| -> Option<u32> {
        let rest = &message[message.find(prefix)? + prefix.len()..];
        rest.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
    };
    value_after("Invalid opcode: ").is_some_and(|v| INTERNAL_INSTRUCTIONS.iter().any(|i| i.opcode as u32 == v))
        || value_after("Invalid capability operand: ")
            .is_some_and(|v| INTERNAL_ENUMERANTS.iter().any(|&(kind, _, value)| kind == "Capability" && value == v))
}

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 11] = [
        Kind::Signal,
        Kind::Memory,
        Kind::Timeout,
        Kind::Panic,
        Kind::ExitCode,
        Kind::StderrLines,
        Kind::SilentError,
        Kind::LeftOutput,
        Kind::NoOutput,
        Kind::InvalidSpirv,
        Kind::ValidatorGap,
    ];

    /// The kind's name (findings directories, `--fail-on`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Signal => "signal",
            Kind::Memory => "memory",
            Kind::Timeout => "timeout",
            Kind::Panic => "panic",
            Kind::ExitCode => "exit-code",
            Kind::StderrLines => "stderr-lines",
            Kind::SilentError => "silent-error",
            Kind::LeftOutput => "left-output",
            Kind::NoOutput => "no-output",
            Kind::InvalidSpirv => "invalid-spirv",
            Kind::ValidatorGap => "validator-gap",
        }
    }

    /// The kind called `name`.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// A run judged wrong: its kind and a detail that, normalized, tells findings apart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// What went wrong.
    pub kind: Kind,
    /// The signal, the first stderr line, or spirv-val's first error (raw).
    pub detail: String,
}

/// Judges a finished run of `mode`: `output_exists` says whether the output file is
/// there, `validate` runs `spirv-val` on it (forward successes only) and returns its
/// first error line and its whole output when it rejects the module.
pub fn judge(
    mode: Mode,
    run: &Run,
    output_exists: bool,
    validate: impl FnOnce() -> Option<(String, String)>,
) -> Option<Verdict> {
    let stderr = String::from_utf8_lossy(&run.stderr);
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    let first = lines.first().copied().unwrap_or("").to_owned();
    let verdict = |kind, detail| Some(Verdict { kind, detail });
    match run.ended {
        Ended::Signal(sig) => verdict(Kind::Signal, format!("{} {}", signal_name(sig), last_llvm_error(&lines))),
        Ended::Timeout => verdict(Kind::Timeout, String::new()),
        Ended::Memory => verdict(Kind::Memory, String::new()),
        Ended::Exit(101) => {
            verdict(Kind::Panic, lines.iter().find(|l| l.contains("panicked")).unwrap_or(&"").to_string())
        }
        Ended::Exit(1) if lines.is_empty() => verdict(Kind::SilentError, String::new()),
        Ended::Exit(1) if lines.len() > 1 => verdict(Kind::StderrLines, first),
        Ended::Exit(1) if output_exists => verdict(Kind::LeftOutput, first),
        Ended::Exit(1) => None,
        Ended::Exit(0) if !output_exists => verdict(Kind::NoOutput, first),
        Ended::Exit(0) if matches!(mode, Mode::Forward | Mode::ForwardExt) => validate().map(|(first, all)| Verdict {
            kind: if validator_gap(&all).is_some() { Kind::ValidatorGap } else { Kind::InvalidSpirv },
            detail: first,
        }),
        Ended::Exit(0) => None,
        Ended::Exit(code) => verdict(Kind::ExitCode, format!("exit {code}: {first}")),
    }
}

/// The last `LLVM ERROR:` line (LLVM's fatal errors), or an empty string.
fn last_llvm_error(lines: &[&str]) -> String {
    lines.iter().rev().find(|l| l.contains("LLVM ERROR")).map_or(String::new(), |l| (*l).to_owned())
}

/// `SIGSEGV` etc. for the common signals, `signal N` otherwise.
pub fn signal_name(sig: i32) -> String {
    match sig {
        4 => "SIGILL".to_owned(),
        5 => "SIGTRAP".to_owned(),
        6 => "SIGABRT".to_owned(),
        7 => "SIGBUS".to_owned(),
        8 => "SIGFPE".to_owned(),
        9 => "SIGKILL".to_owned(),
        11 => "SIGSEGV".to_owned(),
        13 => "SIGPIPE".to_owned(),
        n => format!("signal {n}"),
    }
}

/// A message with what varies between inputs of one bug removed: quoted text,
/// `%`/`@` names, numbers. At most 120 characters.
pub fn normalize(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    let mut chars = message.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' | '"' | '`' => {
                for d in chars.by_ref() {
                    if d == c {
                        break;
                    }
                }
                out.push('Q');
            }
            '%' | '@' => {
                while chars.peek().is_some_and(|d| d.is_alphanumeric() || matches!(d, '_' | '.' | '$')) {
                    chars.next();
                }
                out.push(c);
                out.push('V');
            }
            c if c.is_ascii_digit() => {
                while chars.peek().is_some_and(|d| d.is_ascii_hexdigit() || *d == 'x') {
                    chars.next();
                }
                out.push('N');
            }
            c => out.push(c),
        }
        if out.len() >= 120 {
            break;
        }
    }
    out
}

/// The output path of a run whose input is `input` in mode `mode`, inside `dir`.
pub fn output_path(dir: &Path, mode: Mode) -> PathBuf {
    dir.join(format!("out.{}", mode.output_extension()))
}

/// The arguments of `mode` on `input` writing `output`.
pub fn arguments(mode: Mode, input: &Path, output: &Path) -> Vec<OsString> {
    let mut args: Vec<OsString> = mode.options().iter().map(OsString::from).collect();
    args.push(input.into());
    args.push("-o".into());
    args.push(output.into());
    args
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exited(code: i32, stderr: &str) -> Run {
        Run { ended: Ended::Exit(code), stderr: stderr.as_bytes().to_vec(), elapsed: Duration::ZERO, peak_rss: 0 }
    }

    #[test]
    fn one_line_error_is_not_a_finding() {
        assert_eq!(judge(Mode::Reverse, &exited(1, "error: bad module\n"), false, || None), None);
    }

    #[test]
    fn internal_grammar_rejections_are_validator_gaps() {
        assert!(validator_gap("error: line 4: Invalid capability operand: 6185\n").is_some());
        assert!(validator_gap("error: line 9: Invalid opcode: 6258\n").is_some());
        assert!(
            validator_gap("error: line 9: Invalid opcode: 6257\n").is_none(),
            "6257 is a capability, not an opcode"
        );
        assert!(validator_gap("error: line 4: Invalid capability operand: 9999\n").is_none());
    }

    #[test]
    fn findings_by_kind() {
        let kind = |mode, run: Run, out: bool| {
            judge(mode, &run, out, || Some(("error: x".into(), "error: x".into()))).map(|v| v.kind)
        };
        assert_eq!(kind(Mode::Reverse, exited(1, "a\nb\n"), false), Some(Kind::StderrLines));
        assert_eq!(kind(Mode::Reverse, exited(1, ""), false), Some(Kind::SilentError));
        assert_eq!(kind(Mode::Reverse, exited(1, "e\n"), true), Some(Kind::LeftOutput));
        assert_eq!(kind(Mode::Reverse, exited(0, ""), false), Some(Kind::NoOutput));
        assert_eq!(kind(Mode::Reverse, exited(0, ""), true), None);
        assert_eq!(kind(Mode::Forward, exited(0, ""), true), Some(Kind::InvalidSpirv));
        let gap = "error: line 41: ID '10[%twice]' has not been defined\n  %11 = OpConstantFunctionPointerINTEL %_ptr_Function_3 %twice\n";
        let judged = judge(Mode::ForwardExt, &exited(0, ""), true, || Some(("error".into(), gap.into())));
        assert_eq!(judged.map(|v| v.kind), Some(Kind::ValidatorGap));
        assert_eq!(kind(Mode::Forward, exited(101, "thread 'main' panicked at x"), false), Some(Kind::Panic));
        assert_eq!(kind(Mode::Forward, exited(134, ""), false), Some(Kind::ExitCode));
        let sig = Run { ended: Ended::Signal(11), ..exited(0, "") };
        assert_eq!(judge(Mode::Reverse, &sig, false, || None).map(|v| v.kind), Some(Kind::Signal));
    }

    #[test]
    fn normalize_drops_names_numbers_and_quotes() {
        assert_eq!(
            normalize("error: instruction 'OpFoo' at word 1234 uses %x.1 and @g (0x1f)"),
            "error: instruction Q at word N uses %V and @V (N)"
        );
    }

    #[test]
    fn run_reports_exit_signal_and_timeout() {
        let dir = tempfile::tempdir().unwrap();
        let err = dir.path().join("err");
        let limits = Limits { timeout: Duration::from_millis(300), memory: 1 << 30 };
        let sh = |script: &str| {
            let mut c = Command::new("sh");
            c.args(["-c", script]);
            c
        };
        let r = run(&mut sh("echo oops >&2; exit 3"), limits, &err).unwrap();
        assert_eq!(r.ended, Ended::Exit(3));
        assert_eq!(r.stderr, b"oops\n");
        assert_eq!(run(&mut sh("kill -SEGV $$"), limits, &err).unwrap().ended, Ended::Signal(11));
        assert_eq!(run(&mut sh("sleep 5"), limits, &err).unwrap().ended, Ended::Timeout);
    }
}
