//! Compiles `src/llvm/debug_info_shim.cpp`: read-only accessors of LLVM debug metadata
//! the LLVM C API lacks (see `src/llvm/debug_info.rs`), against the headers of the LLVM
//! that `llvm-sys` links: LLVM 19, or LLVM 22 with the `llvm22` feature (`llvm-config`
//! from `LLVM_SYS_191_PREFIX` / `LLVM_SYS_221_PREFIX`, else `llvm-config-19` /
//! `llvm-config-22`, else `llvm-config`).
use std::process::Command;

/// (`llvm-sys`'s prefix variable, the LLVM major) of the build.
fn llvm_major() -> (&'static str, &'static str) {
    if std::env::var_os("CARGO_FEATURE_LLVM22").is_some() {
        ("LLVM_SYS_221_PREFIX", "22")
    } else {
        ("LLVM_SYS_191_PREFIX", "19")
    }
}

fn llvm_config(arg: &str) -> Option<String> {
    let (prefix_var, major) = llvm_major();
    let mut candidates = Vec::new();
    if let Ok(prefix) = std::env::var(prefix_var) {
        candidates.push(format!("{prefix}/bin/llvm-config"));
    }
    candidates.push(format!("llvm-config-{major}"));
    candidates.push("llvm-config".into());
    candidates.into_iter().find_map(|c| {
        let out = Command::new(c).arg(arg).output().ok()?;
        out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
    })
}

fn main() {
    println!("cargo:rerun-if-changed=src/llvm/debug_info_shim.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_191_PREFIX");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
    let major = llvm_major().1;
    let include = llvm_config("--includedir").unwrap_or_else(|| format!("/usr/lib/llvm-{major}/include"));
    let mut build = cc::Build::new();
    build.cpp(true).file("src/llvm/debug_info_shim.cpp").include(&include).warnings(false);
    // LLVM's own flags (C++ standard, `-fno-exceptions`, `-D_GNU_SOURCE`, ...), so that the
    // headers see the configuration the library was built with.
    match llvm_config("--cxxflags") {
        Some(flags) => {
            for f in flags.split_whitespace().filter(|f| !f.starts_with("-I")) {
                build.flag(f);
            }
        }
        None => {
            build.flag("-std=c++17").flag("-fno-exceptions").flag("-fno-rtti");
        }
    }
    build.compile("llvm_spirv_debug_info_shim");
}
