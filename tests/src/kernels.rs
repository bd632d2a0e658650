//! The kernel catalog (`tests/kernels/*.cl`), the build variants every kernel
//! is tested in, and a process-wide cache of their SPIR-V so that each
//! (kernel, variant) pair is compiled and translated once per test binary.

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use crate::tools::{bytes_from_words, compile_cl_with, round_trip_with_debug, save_artifact, translate_with_debug};
use crate::{Error, Result};
use llvm_spirv::debug_info::DebugInfoSet;

/// One way of building a kernel: target triple, optimisation level, and
/// whether the SPIR-V makes a round trip through our reverse translation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Variant {
    /// Target triple for clang, one of [`crate::tools::TRIPLES`].
    pub triple: &'static str,
    /// Optimisation flag for clang (`-O0` or `-O2`).
    pub opt: &'static str,
    /// Forward, then reverse (LLVM-verified), then forward again: the
    /// resulting SPIR-V must validate and compute what the original does.
    pub round_trip: bool,
    /// `Some(set)`: clang compiles with `-g` and the translation writes the debug
    /// information in `set` (`--spirv-debug-info-version`); the round trip, if any, keeps
    /// that set. `None`: no `-g`.
    pub debug: Option<DebugInfoSet>,
}

impl Variant {
    /// A direct variant without debug information.
    pub const fn new(triple: &'static str, opt: &'static str) -> Self {
        Variant { triple, opt, round_trip: false, debug: None }
    }

    /// A round-trip variant without debug information.
    pub const fn round_trip(triple: &'static str, opt: &'static str) -> Self {
        Variant { triple, opt, round_trip: true, debug: None }
    }

    /// This variant compiled with `-g` and translated with debug set `set`.
    pub const fn with_debug(self, set: DebugInfoSet) -> Self {
        Variant { debug: Some(set), ..self }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.triple, self.opt)?;
        if let Some(set) = self.debug {
            write!(f, " -g {}", set.option_name())?;
        }
        if self.round_trip {
            f.write_str(" round-trip")?;
        }
        Ok(())
    }
}

/// The variants every kernel is validated in: `-O0` and `-O2` for the 64-bit
/// SPIR and SPIR-V triples, each directly and after a round trip
/// (forward, reverse, forward).
pub const VALIDATION_VARIANTS: [Variant; 8] = [
    Variant::new("spir64", "-O0"),
    Variant::new("spir64", "-O2"),
    Variant::new("spirv64", "-O0"),
    Variant::new("spirv64", "-O2"),
    Variant::round_trip("spir64", "-O0"),
    Variant::round_trip("spir64", "-O2"),
    Variant::round_trip("spirv64", "-O0"),
    Variant::round_trip("spirv64", "-O2"),
];

/// The debug-information variants (issue 12): `spir64` at `-O0` and `-O2` compiled with
/// `-g`, translated in each debug extended instruction set, directly and after a round trip.
pub const DEBUG_VARIANTS: [Variant; 12] = {
    const SETS: [DebugInfoSet; 3] = DebugInfoSet::ALL;
    let bases = [
        Variant::new("spir64", "-O0"),
        Variant::new("spir64", "-O2"),
        Variant::round_trip("spir64", "-O0"),
        Variant::round_trip("spir64", "-O2"),
    ];
    let mut out = [Variant::new("spir64", "-O0"); 12];
    let mut i = 0;
    while i < 12 {
        out[i] = bases[i / 3].with_debug(SETS[i % 3]);
        i += 1;
    }
    out
};

/// The variants the execution tests run: [`VALIDATION_VARIANTS`] and
/// [`DEBUG_VARIANTS`] (the device is 64-bit, so the 32-bit triples are validated only).
pub const EXECUTION_VARIANTS: [Variant; 20] = {
    let mut out = [Variant::new("spir64", "-O0"); 20];
    let mut i = 0;
    while i < 8 {
        out[i] = VALIDATION_VARIANTS[i];
        i += 1;
    }
    while i < 20 {
        out[i] = DEBUG_VARIANTS[i - 8];
        i += 1;
    }
    out
};

/// `LLVM_SPIRV_RS_TEST_FROM_SOURCE=1` makes the execution tests build each
/// kernel file from its OpenCL C source with the OpenCL runtime's own
/// compiler (`clCreateProgramWithSource`) instead of from SPIR-V: a check of
/// the tests' host references that involves no translator at all.
pub const SOURCE_ENV: &str = "LLVM_SPIRV_RS_TEST_FROM_SOURCE";

/// The pseudo-variant of [`SOURCE_ENV`] mode.
pub const SOURCE_VARIANT: Variant = Variant::new("source", "-O2");

/// Whether [`SOURCE_ENV`] is set (non-empty, not `0`).
pub fn from_source() -> bool {
    std::env::var_os(SOURCE_ENV).is_some_and(|v| !v.is_empty() && v != "0")
}

/// The 32-bit variants, validated for a subset of the kernels.
pub const VALIDATION_VARIANTS_32: [Variant; 2] = [Variant::new("spir", "-O2"), Variant::new("spirv32", "-O0")];

/// The OpenCL C version kernels are compiled with unless their source says
/// otherwise with a `// cl-std: CLx.y` line (and a `// clang-flags: ...`
/// line may add clang arguments, see [`clang_flags_of`]; a `// spirv-ext: ...` line
/// SPIR-V extensions, see [`spirv_ext_of`]).
pub const DEFAULT_CL_STD: &str = "CL2.0";

/// Directory of the kernel sources (`tests/kernels`).
pub fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels")
}

/// Path of the kernel source `name` (`tests/kernels/<name>.cl`).
pub fn kernel_path(name: &str) -> PathBuf {
    kernels_dir().join(format!("{name}.cl"))
}

/// Names (file stems) of all `tests/kernels/*.cl`, sorted.
pub fn kernel_names() -> Result<Vec<String>> {
    let dir = kernels_dir();
    let entries = std::fs::read_dir(&dir).map_err(|e| Error::new(format!("cannot list {}: {e}", dir.display())))?;
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "cl"))
        .filter_map(|p| p.file_stem().and_then(|s| s.to_str()).map(str::to_owned))
        .collect();
    names.sort();
    Ok(names)
}

/// The OpenCL C version requested by a `// cl-std: CLx.y` line of `source`,
/// or [`DEFAULT_CL_STD`].
pub fn cl_std_of(source: &str) -> String {
    source
        .lines()
        .filter_map(|l| l.trim().strip_prefix("// cl-std:"))
        .map(|v| v.trim().to_owned())
        .next()
        .unwrap_or_else(|| DEFAULT_CL_STD.to_owned())
}

type Slot = Arc<OnceLock<Result<Arc<Vec<u32>>>>>;

fn cache() -> &'static Mutex<HashMap<(PathBuf, Variant), Slot>> {
    static CACHE: OnceLock<Mutex<HashMap<(PathBuf, Variant), Slot>>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// Extra clang arguments requested by a `// clang-flags: ...` line of
/// `source` (split on whitespace), e.g. to disable an optional OpenCL C 3.0
/// feature.
pub fn clang_flags_of(source: &str) -> Vec<String> {
    source
        .lines()
        .filter_map(|l| l.trim().strip_prefix("// clang-flags:"))
        .flat_map(|v| v.split_whitespace().map(str::to_owned).collect::<Vec<_>>())
        .collect()
}

/// The SPIR-V extensions a `// spirv-ext: NAME NAME ...` line of `source` allows the
/// translation (`--spirv-ext=+NAME`), e.g. for the builtins of an OpenCL extension.
pub fn spirv_ext_of(source: &str) -> Vec<String> {
    source
        .lines()
        .filter_map(|l| l.trim().strip_prefix("// spirv-ext:"))
        .flat_map(|v| v.split_whitespace().map(str::to_owned).collect::<Vec<_>>())
        .collect()
}

/// Compiles the OpenCL C file `src` in `variant` and translates it to SPIR-V,
/// memoized per process (concurrent callers of the same pair wait for one
/// computation). Errors say which stage failed.
pub fn spirv_of_file(src: &Path, variant: Variant) -> Result<Arc<Vec<u32>>> {
    let slot = {
        let mut map = cache().lock().unwrap_or_else(|p| p.into_inner());
        map.entry((src.to_path_buf(), variant)).or_default().clone()
    };
    slot.get_or_init(|| build_spirv(src, variant)).clone()
}

/// The SPIR-V of kernel file `name` in `variant` (see [`spirv_of_file`]).
pub fn spirv(name: &str, variant: Variant) -> Result<Arc<Vec<u32>>> {
    spirv_of_file(&kernel_path(name), variant)
}

fn build_spirv(src: &Path, variant: Variant) -> Result<Arc<Vec<u32>>> {
    let source = std::fs::read_to_string(src).map_err(|e| Error::new(format!("cannot read {}: {e}", src.display())))?;
    let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("kernel");
    let artifact = format!(
        "{stem}.{}.{}{}{}",
        variant.triple,
        variant.opt.trim_start_matches('-'),
        variant.debug.map(|s| format!(".g-{}", s.option_name())).unwrap_or_default(),
        if variant.round_trip { ".rt" } else { "" }
    );
    let mut extra = clang_flags_of(&source);
    if variant.debug.is_some() {
        extra.push("-g".to_owned());
    }
    let bc = compile_cl_with(src, variant.triple, variant.opt, &cl_std_of(&source), &extra)
        .map_err(|e| Error::new(format!("compiling {stem}: {e}")))?;
    if let Ok(bytes) = std::fs::read(bc.path()) {
        save_artifact(&format!("{artifact}.bc"), &bytes);
    }
    let extensions = spirv_ext_of(&source);
    let mut words = translate_with_debug(bc.path(), &extensions, variant.debug)
        .map_err(|e| Error::new(format!("translating {stem}: {e}")))?;
    if variant.round_trip {
        words = round_trip_with_debug(&words, bc.dir(), &extensions, variant.debug)
            .map_err(|e| Error::new(format!("round trip of {stem}: {e}")))?;
    }
    save_artifact(&format!("{artifact}.spv"), &bytes_from_words(&words));
    Ok(Arc::new(words))
}
