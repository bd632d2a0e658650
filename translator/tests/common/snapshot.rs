//! Snapshot files per LLVM major: `NAME.EXT` is what the LLVM 19 build (the default)
//! writes; an LLVM 22 build (feature `llvm22`) compares with `NAME.llvm22.EXT` where its
//! output differs (LLVM 22 prints attributes and intrinsics differently), else with
//! `NAME.EXT`. `BLESS=1` on the LLVM 22 build writes `NAME.llvm22.EXT` only where the
//! output differs from `NAME.EXT` (and removes one that became equal), so the LLVM 19
//! snapshots stay the reference.

use std::path::{Path, PathBuf};

/// `NAME.llvm22.EXT` beside `NAME.EXT`.
fn llvm22_variant(snap: &Path) -> PathBuf {
    let stem = snap.file_stem().unwrap_or_default().to_string_lossy();
    let ext = snap.extension().unwrap_or_default().to_string_lossy();
    snap.with_file_name(format!("{stem}.llvm22.{ext}"))
}

/// Compares `out` with the snapshot `snap` of this build's LLVM major, or rewrites it
/// when `bless`. `Err` describes a difference or a missing snapshot.
pub fn check(snap: &Path, out: &str, bless: bool) -> Result<(), String> {
    let variant = llvm22_variant(snap);
    let base = std::fs::read_to_string(snap).ok();
    if bless {
        if let Some(dir) = snap.parent() {
            std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
        }
        if cfg!(feature = "llvm22") {
            if base.as_deref() == Some(out) {
                let _ = std::fs::remove_file(&variant);
                return Ok(());
            }
            return std::fs::write(&variant, out).map_err(|e| e.to_string());
        }
        return std::fs::write(snap, out).map_err(|e| e.to_string());
    }
    let (file, expected) = match std::fs::read_to_string(&variant) {
        Ok(text) if cfg!(feature = "llvm22") => (variant, Some(text)),
        _ => (snap.to_path_buf(), base),
    };
    match expected {
        Some(text) if text == out => Ok(()),
        Some(_) => Err(format!("output differs from {} (BLESS=1 to update)\n{out}", file.display())),
        None => Err(format!("missing snapshot {} (BLESS=1 to create)", file.display())),
    }
}

/// A `; CHECK:` pattern as this build's LLVM prints it: LLVM 21 replaced `nocapture` by
/// `captures(none)`, printed after the parameter's other attributes, before its name.
#[allow(dead_code)]
pub fn this_llvm(pattern: &str) -> String {
    if !cfg!(feature = "llvm22") {
        return pattern.to_string();
    }
    let mut out = pattern.to_string();
    while let Some(at) = out.find(" nocapture") {
        out.replace_range(at..at + " nocapture".len(), "");
        let name = out[at..].find(" %").map_or(out.len(), |i| at + i);
        out.insert_str(name, " captures(none)");
    }
    out
}
