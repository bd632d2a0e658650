//! Compiles `src/llvm/debug_info_shim.cpp`: read-only accessors of LLVM 19 debug metadata
//! the LLVM C API lacks (see `src/llvm/debug_info.rs`), against the headers of the LLVM
//! that `llvm-sys` links (`llvm-config` from `LLVM_SYS_191_PREFIX`, else `llvm-config-19`,
//! else `llvm-config`).
use std::process::Command;

fn llvm_config(arg: &str) -> Option<String> {
    let mut candidates = Vec::new();
    if let Ok(prefix) = std::env::var("LLVM_SYS_191_PREFIX") {
        candidates.push(format!("{prefix}/bin/llvm-config"));
    }
    candidates.push("llvm-config-19".into());
    candidates.push("llvm-config".into());
    candidates.into_iter().find_map(|c| {
        let out = Command::new(c).arg(arg).output().ok()?;
        out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
    })
}

fn main() {
    println!("cargo:rerun-if-changed=src/llvm/debug_info_shim.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_191_PREFIX");
    let include = llvm_config("--includedir").unwrap_or_else(|| "/usr/lib/llvm-19/include".into());
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
