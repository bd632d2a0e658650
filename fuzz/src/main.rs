//! `llvm-spirv-rs-fuzz`: a mutation fuzzer of the llvm-spirv-rs command line.
//!
//! Each case takes a seed (see [`seeds`]), applies 1-4 mutations (see [`mutate`]),
//! and runs the real binary on it as a subprocess, bounded in time and resident
//! memory: forward for LLVM inputs, `-r` and `-to-text` for SPIR-V binaries,
//! `-to-binary` and `-r -spirv-text` for the text format. A finding (see
//! [`runner::Kind`]) is a death by signal, an exit code other than 0/1, a timeout,
//! too much memory, more than one stderr line (or none) on exit 1, an output left
//! behind by a failed run, or a forward success whose output `spirv-val` rejects
//! (reverse outputs are checked by the translator's own LLVM verifier run).
//! Findings go to a directory, one per signature, with the smallest input seen.
//!
//! Case `i` of `--seed s` is the same input on every run over the same seeds, so
//! `--seed s --case i` replays it.

mod findings;
mod mutate;
mod reduce;
mod runner;
mod seeds;
#[allow(dead_code)]
#[path = "../../tests/src/spirv_tools.rs"]
mod spirv_tools;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use clap::Parser;
use fastrand::Rng;

use findings::Store;
use runner::{Ended, Kind, Limits, Mode, Verdict};
use seeds::{Seed, SeedKind, SeedSources};

/// Mutation fuzzer of the llvm-spirv-rs command line (see README, "Fuzzing").
#[derive(Debug, Parser)]
#[command(name = "llvm-spirv-rs-fuzz")]
struct Args {
    /// Stop after this many seconds of fuzzing (seed preparation not counted).
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// Stop after this many cases.
    #[arg(long)]
    cases: Option<u64>,
    /// The random seed: the same seed and seeds give the same cases.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Run only case N of --seed (replay), printing what happened.
    #[arg(long, value_name = "N")]
    case: Option<u64>,
    /// Run every file of DIR once instead of fuzzing: files are named
    /// `<name>.<mode>.<ext>` with mode forward, forward-ext, reverse, to-text, to-binary or reverse-text.
    #[arg(long, value_name = "DIR")]
    check: Option<PathBuf>,
    /// Shrink the input of finding directory DIR (for --seconds) while it keeps its
    /// signature; writes DIR/reduced.<ext>.
    #[arg(long, value_name = "DIR")]
    reduce: Option<PathBuf>,
    /// The translator binary [default: $CARGO_TARGET_DIR or target, /release/llvm-spirv-rs].
    #[arg(long)]
    bin: Option<PathBuf>,
    /// Where findings are saved [default: target/fuzz/findings].
    #[arg(long)]
    findings: Option<PathBuf>,
    /// Where compiled and assembled seeds are cached [default: target/fuzz/seeds].
    #[arg(long)]
    cache: Option<PathBuf>,
    /// Per-run time limit in milliseconds.
    #[arg(long, default_value_t = 10_000)]
    timeout_ms: u64,
    /// Per-run resident memory limit in MiB.
    #[arg(long, default_value_t = 2048)]
    memory_mb: u64,
    /// Exit 1 when a finding of one of these kinds (comma separated: signal, memory,
    /// timeout, panic, exit-code, stderr-lines, silent-error, left-output, no-output,
    /// invalid-spirv, or all) is hit; otherwise findings are only reported.
    #[arg(long, value_delimiter = ',')]
    fail_on: Vec<String>,
    /// Only these modes (comma separated: forward, forward-ext, reverse, to-text,
    /// to-binary, reverse-text) [default: all].
    #[arg(long, value_delimiter = ',')]
    modes: Vec<String>,
    /// Print every finding as it is hit.
    #[arg(short, long)]
    verbose: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("llvm-spirv-rs-fuzz: {e}");
            ExitCode::from(2)
        }
    }
}

/// The workspace root (this crate's parent directory).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// Everything a case needs.
struct Fuzzer {
    bin: PathBuf,
    spirv_val: PathBuf,
    limits: Limits,
    work: PathBuf,
    store: Store,
    fail_on: Vec<Kind>,
    /// `--modes` (empty: all).
    modes: Vec<Mode>,
    verbose: bool,
    /// How runs ended: "exit 0", "exit 1", or a finding kind.
    outcomes: BTreeMap<String, u64>,
    failed: bool,
}

/// Runs the fuzzer; `Ok(false)` when a `--fail-on` kind was hit.
fn run(args: &Args) -> Result<bool, String> {
    let root = root();
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let bin = args.bin.clone().unwrap_or_else(|| target.join("release/llvm-spirv-rs"));
    if !bin.is_file() {
        return Err(format!(
            "{} not found: build it with cargo build --release -p llvm-spirv-rs-tools --bins",
            bin.display()
        ));
    }
    let bin = bin.canonicalize().map_err(|e| format!("{}: {e}", bin.display()))?;
    let fail_on = fail_kinds(&args.fail_on)?;
    let findings_dir = args.findings.clone().unwrap_or_else(|| target.join("fuzz/findings"));
    let cache = args.cache.clone().unwrap_or_else(|| target.join("fuzz/seeds"));
    let work = cache.join(format!("case-{}", std::process::id()));
    std::fs::create_dir_all(&work).map_err(|e| format!("{}: {e}", work.display()))?;
    let store = Store::open(&findings_dir).map_err(|e| format!("{}: {e}", findings_dir.display()))?;
    let mut fuzzer = Fuzzer {
        bin,
        spirv_val: spirv_tools::spirv_tool_path("spirv-val"),
        limits: Limits { timeout: Duration::from_millis(args.timeout_ms), memory: args.memory_mb << 20 },
        work: work.clone(),
        store,
        fail_on,
        modes: Vec::new(),
        verbose: args.verbose,
        outcomes: BTreeMap::new(),
        failed: false,
    };
    let result = if let Some(dir) = &args.check {
        fuzzer.check(dir)
    } else if let Some(dir) = &args.reduce {
        fuzzer.reduce(dir, args.seconds)
    } else {
        fuzz(&mut fuzzer, args, &root, &cache)
    };
    std::fs::remove_dir_all(&work).ok();
    result.map(|()| !fuzzer.failed)
}

/// Parses `--fail-on`.
fn fail_kinds(names: &[String]) -> Result<Vec<Kind>, String> {
    let mut kinds = Vec::new();
    for n in names.iter().map(|n| n.trim()).filter(|n| !n.is_empty()) {
        if n == "all" {
            // Every kind that is a translator bug: validator gaps are spirv-val's.
            kinds.extend(Kind::ALL.into_iter().filter(|k| *k != Kind::ValidatorGap));
        } else {
            kinds.push(Kind::from_name(n).ok_or_else(|| format!("--fail-on: unknown finding kind {n:?}"))?);
        }
    }
    Ok(kinds)
}

/// The fuzzing loop (or one replayed case).
fn fuzz(fuzzer: &mut Fuzzer, args: &Args, root: &Path, cache: &Path) -> Result<(), String> {
    let prep = Instant::now();
    let sources = SeedSources {
        root: root.to_path_buf(),
        cache: cache.to_path_buf(),
        bin: fuzzer.bin.clone(),
        spirv_as: spirv_tools::spirv_tool_path("spirv-as"),
    };
    let (mut seeds, notes) = seeds::gather(&sources).map_err(|e| format!("gathering seeds: {e}"))?;
    let modes: Vec<Mode> = args
        .modes
        .iter()
        .map(|m| Mode::from_name(m.trim()).ok_or_else(|| format!("--modes: unknown mode {m:?}")))
        .collect::<Result<_, _>>()?;
    fuzzer.modes = modes;
    seeds.retain(|s| fuzzer.modes_of(s.kind).next().is_some());
    for n in &notes {
        eprintln!("fuzz: seed skipped: {n}");
    }
    if seeds.is_empty() {
        return Err("no seeds".to_owned());
    }
    let mut by_kind: BTreeMap<&str, usize> = BTreeMap::new();
    for s in &seeds {
        *by_kind.entry(s.kind.extension()).or_default() += 1;
    }
    eprintln!("fuzz: {} seeds {by_kind:?} in {:.1} s", seeds.len(), prep.elapsed().as_secs_f64());
    if let Some(case) = args.case {
        fuzzer.verbose = true;
        fuzzer.case(&seeds, args.seed, case)?;
        return Ok(());
    }
    let start = Instant::now();
    let deadline = Duration::from_secs(args.seconds);
    let max = args.cases.unwrap_or(u64::MAX);
    let mut cases = 0;
    while cases < max && start.elapsed() < deadline {
        fuzzer.case(&seeds, args.seed, cases)?;
        cases += 1;
    }
    fuzzer.summary(&format!(
        "{cases} cases in {:.0} s (--seed {}, {} seeds)",
        start.elapsed().as_secs_f64(),
        args.seed,
        seeds.len()
    ));
    Ok(())
}

/// The random generator of case `case` of `seed` (SplitMix64 of both).
fn case_rng(seed: u64, case: u64) -> Rng {
    let mut z = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ case.wrapping_add(0x632b_e59b_d9b4_e019);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    Rng::with_seed(z ^ (z >> 31))
}

impl Fuzzer {
    /// The modes inputs of `kind` are run in, within `--modes`.
    fn modes_of(&self, kind: SeedKind) -> impl Iterator<Item = Mode> + '_ {
        kind.modes().iter().copied().filter(|m| self.modes.is_empty() || self.modes.contains(m))
    }

    /// Case `case` of `seed`: mutate a seed, run it, record what is wrong.
    fn case(&mut self, seeds: &[Seed], seed: u64, case: u64) -> Result<(), String> {
        let mut rng = case_rng(seed, case);
        let base = &seeds[rng.usize(..seeds.len())];
        let other = &seeds[rng.usize(..seeds.len())];
        let modes: Vec<Mode> = self.modes_of(base.kind).collect();
        let mode = modes[rng.usize(..modes.len())];
        let mut data = base.bytes.clone();
        let mutations = mutate::mutate(&mut rng, &mut data, base.kind, &other.bytes);
        let origin = format!("case {case} of --seed {seed}: seed {} mutated by: {}", base.name, mutations.join("; "));
        self.one(&data, base.kind, mode, &origin)
    }

    /// Runs `data` (of `kind`) in `mode`: the run, the verdict and spirv-val's output.
    fn execute(
        &self,
        data: &[u8],
        kind: SeedKind,
        mode: Mode,
    ) -> Result<(runner::Run, Option<Verdict>, String), String> {
        let input = self.work.join(format!("in.{}", kind.extension()));
        let output = runner::output_path(&self.work, mode);
        std::fs::write(&input, data).map_err(|e| format!("{}: {e}", input.display()))?;
        std::fs::remove_file(&output).ok();
        let mut cmd = Command::new(&self.bin);
        cmd.args(runner::arguments(mode, &input, &output));
        let run = runner::run(&mut cmd, self.limits, &self.work.join("stderr")).map_err(|e| e.to_string())?;
        let exists = output.exists();
        let mut val_out = String::new();
        let verdict = runner::judge(mode, &run, exists, || {
            let (first, all) = self.validate(&output)?;
            val_out = all.clone();
            Some((first, all))
        });
        Ok((run, verdict, val_out))
    }

    /// Runs `data` (of `kind`) in `mode` and records a finding; `origin` says
    /// where the input came from (for the report).
    fn one(&mut self, data: &[u8], kind: SeedKind, mode: Mode, origin: &str) -> Result<(), String> {
        let ext = kind.extension();
        let (run, verdict, val_out) = self.execute(data, kind, mode)?;
        let outcome = match (&verdict, run.ended) {
            (Some(v), _) => v.kind.name().to_owned(),
            (None, Ended::Exit(c)) => format!("exit {c}"),
            (None, e) => format!("{e:?}"),
        };
        *self.outcomes.entry(outcome).or_default() += 1;
        let Some(verdict) = verdict else { return Ok(()) };
        self.failed |= self.fail_on.contains(&verdict.kind);
        let report = report(self, mode, &verdict, &run, &val_out, origin, ext, data.len());
        let new = self.store.record(mode, &verdict, data, ext, &report).map_err(|e| e.to_string())?;
        if self.verbose || new {
            eprintln!(
                "fuzz: {} finding {} ({}): {}",
                if new { "new" } else { "known" },
                verdict.kind.name(),
                mode.name(),
                runner::normalize(&verdict.detail)
            );
        }
        Ok(())
    }

    /// Runs spirv-val on `spv`: `None` when it accepts the module (or cannot judge
    /// it), else its first error line and its whole output.
    fn validate(&self, spv: &Path) -> Option<(String, String)> {
        let limits = Limits { timeout: Duration::from_secs(60), memory: 4 << 30 };
        let mut cmd = Command::new(&self.spirv_val);
        cmd.arg(spv);
        let run = runner::run(&mut cmd, limits, &self.work.join("spirv-val.stderr")).ok()?;
        if run.ended != Ended::Exit(1) {
            return None;
        }
        let all = String::from_utf8_lossy(&run.stderr).into_owned();
        let first = all.lines().find(|l| l.contains("error")).or_else(|| all.lines().next()).unwrap_or("").to_owned();
        Some((first, all))
    }

    /// Runs every `<name>.<mode>.<ext>` file of `dir` once.
    fn check(&mut self, dir: &Path) -> Result<(), String> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
            .map_err(|e| format!("{}: {e}", dir.display()))?
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.is_file())
            .collect();
        files.sort();
        let mut ran = 0;
        for f in &files {
            let name = f.file_name().map_or(String::new(), |n| n.to_string_lossy().into_owned());
            let Some((kind, mode)) = regression_kind(&name) else { continue };
            let data = std::fs::read(f).map_err(|e| format!("{}: {e}", f.display()))?;
            let before = self.outcomes.clone();
            self.one(&data, kind, mode, &format!("regression input {}", f.display()))?;
            let outcome = self.outcomes.iter().find(|(k, v)| before.get(*k) != Some(v)).map_or("?", |(k, _)| k);
            println!("{name}: {outcome}");
            ran += 1;
        }
        self.summary(&format!("{ran} regression inputs of {}", dir.display()));
        Ok(())
    }

    /// Shrinks the input of the finding directory `dir` for `seconds` while it keeps
    /// its signature, writing `reduced.<ext>` beside it.
    fn reduce(&self, dir: &Path, seconds: u64) -> Result<(), String> {
        let sig = std::fs::read_to_string(dir.join("signature")).map_err(|e| format!("{}: {e}", dir.display()))?;
        let sig = sig.trim_end_matches('\n');
        let mode = sig.split('|').nth(1).and_then(Mode::from_name).ok_or_else(|| format!("bad signature {sig:?}"))?;
        let input = std::fs::read_dir(dir)
            .map_err(|e| format!("{}: {e}", dir.display()))?
            .filter_map(Result::ok)
            .map(|e| e.path())
            .find(|p| p.file_stem().is_some_and(|s| s == "input"))
            .ok_or_else(|| format!("no input.* in {}", dir.display()))?;
        let ext = input.extension().map_or(String::new(), |e| e.to_string_lossy().into_owned());
        let kind = SeedKind::from_extension(&ext).ok_or_else(|| format!("unknown input kind {ext:?}"))?;
        let mut data = std::fs::read(&input).map_err(|e| format!("{}: {e}", input.display()))?;
        let (mut kind, mut ext) = (kind, ext);
        let holds = |d: &[u8], kind| matches!(self.execute(d, kind, mode), Ok((_, Some(v), _)) if findings::signature(mode, &v) == sig);
        // Bitcode shrinks badly byte by byte: when its disassembly (llvm-dis-19) shows the
        // same finding, reduce that text by lines instead.
        if kind == SeedKind::LlvmBitcode {
            if let Some(text) = disassemble_bitcode(&input, &self.work).filter(|t| holds(t, SeedKind::LlvmText)) {
                (data, kind, ext) = (text, SeedKind::LlvmText, "ll".to_owned());
            }
        }
        let deadline = Instant::now() + Duration::from_secs(seconds);
        let mut tries = 0u64;
        let reduced = reduce::reduce(&data, kind, deadline, |d| {
            tries += 1;
            holds(d, kind)
        });
        let out = dir.join(format!("reduced.{ext}"));
        std::fs::write(&out, &reduced).map_err(|e| format!("{}: {e}", out.display()))?;
        println!("fuzz: {} B -> {} B in {tries} runs: {}", data.len(), reduced.len(), out.display());
        Ok(())
    }

    /// Prints how the runs ended and the findings hit.
    fn summary(&self, what: &str) {
        let outcomes: Vec<String> = self.outcomes.iter().map(|(k, v)| format!("{k}: {v}")).collect();
        let hit = self.store.hit();
        let new = hit.iter().filter(|e| e.new).count();
        println!(
            "fuzz: {what}; {}; {} distinct findings ({new} new) in {}",
            outcomes.join(", "),
            hit.len(),
            self.store.root().display()
        );
        for e in hit {
            let size = e.input_len;
            println!(
                "  {:<13} {:<12} {:>6} hits  {}/  ({size} B) {}",
                e.kind.name(),
                e.mode.name(),
                e.hits,
                e.dir,
                runner::normalize(&e.detail)
            );
        }
        if self.failed {
            let names: Vec<&str> = self.fail_on.iter().map(|k| k.name()).collect();
            println!("fuzz: FAILED: a finding of a kind in --fail-on {} was hit", names.join(","));
        }
    }
}

/// The text of bitcode file `bc` from `llvm-dis-19` (written through `work`), if it reads it.
fn disassemble_bitcode(bc: &Path, work: &Path) -> Option<Vec<u8>> {
    let out = work.join("dis.ll");
    let limits = Limits { timeout: Duration::from_secs(30), memory: 2 << 30 };
    let mut cmd = Command::new("llvm-dis-19");
    cmd.arg(bc).arg("-o").arg(&out);
    let run = runner::run(&mut cmd, limits, &work.join("dis.stderr")).ok()?;
    (run.ended == Ended::Exit(0)).then(|| std::fs::read(&out).ok()).flatten()
}

/// The input kind and mode of a regression file named `<name>.<mode>.<ext>`.
fn regression_kind(file_name: &str) -> Option<(SeedKind, Mode)> {
    let mut parts = file_name.rsplitn(3, '.');
    let kind = SeedKind::from_extension(parts.next()?)?;
    let mode = Mode::from_name(parts.next()?)?;
    parts.next().filter(|stem| !stem.is_empty())?;
    Some((kind, mode))
}

/// The report of a finding.
#[allow(clippy::too_many_arguments)]
fn report(
    fuzzer: &Fuzzer,
    mode: Mode,
    verdict: &Verdict,
    run: &runner::Run,
    spirv_val: &str,
    origin: &str,
    ext: &str,
    len: usize,
) -> String {
    let command = mode.command_line(&fuzzer.bin, &format!("input.{ext}"), &format!("out.{}", mode.output_extension()));
    let stderr = String::from_utf8_lossy(&run.stderr);
    let excerpt: String = stderr.chars().take(4000).collect();
    let mut r = format!(
        "kind: {}\nmode: {}\ndetail: {}\ninput: input.{ext} ({len} bytes)\ncommand: {command}\n\
         ended: {:?} after {} ms, peak RSS {} MiB (limits: {} ms, {} MiB)\norigin: {origin}\n",
        verdict.kind.name(),
        mode.name(),
        verdict.detail,
        run.ended,
        run.elapsed.as_millis(),
        run.peak_rss >> 20,
        fuzzer.limits.timeout.as_millis(),
        fuzzer.limits.memory >> 20,
    );
    r.push_str(&format!("--- stderr ---\n{excerpt}\n"));
    if !spirv_val.is_empty() {
        r.push_str(&format!("--- {} ---\n{spirv_val}\n", fuzzer.spirv_val.display()));
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regression_names_give_kind_and_mode() {
        assert_eq!(regression_kind("dup-id.reverse.spv"), Some((SeedKind::SpirvBinary, Mode::Reverse)));
        assert_eq!(regression_kind("x.forward.bc"), Some((SeedKind::LlvmBitcode, Mode::Forward)));
        assert_eq!(regression_kind("x.sideways.bc"), None);
        assert_eq!(regression_kind("forward.bc"), None);
        assert_eq!(regression_kind("README.md"), None);
    }

    /// Every file of fuzz/regressions is runnable by `--check` and described in its README.
    #[test]
    fn regression_inputs_are_named_and_described() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("regressions");
        let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
        let mut count = 0;
        for e in std::fs::read_dir(&dir).unwrap() {
            let name = e.unwrap().file_name().to_string_lossy().into_owned();
            if name == "README.md" {
                continue;
            }
            assert!(regression_kind(&name).is_some(), "{name}: not <name>.<mode>.<ext>");
            assert!(readme.contains(&format!("`{name}`")), "{name}: not described in regressions/README.md");
            count += 1;
        }
        assert!(count > 0);
    }
}
