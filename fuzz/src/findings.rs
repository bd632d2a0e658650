//! The findings directory: one subdirectory per distinct finding
//! (`<kind>-<mode>-<hash>/`), holding the smallest input seen for it
//! (`input.<ext>`), `report.txt` (what happened, how to reproduce) and
//! `signature` (the de-duplication key: kind, mode, normalized message).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::runner::{normalize, Kind, Mode, Verdict};
use crate::seeds::fnv1a;

/// The de-duplication key of a verdict in `mode`.
pub fn signature(mode: Mode, verdict: &Verdict) -> String {
    format!("{}|{}|{}", verdict.kind.name(), mode.name(), normalize(&verdict.detail).trim())
}

/// One distinct finding.
#[derive(Debug, Clone)]
pub struct Entry {
    /// Directory name under the findings directory.
    pub dir: String,
    /// Its kind.
    pub kind: Kind,
    /// Its mode.
    pub mode: Mode,
    /// The raw detail of the first hit (signal, message).
    pub detail: String,
    /// Size of the kept input (bytes).
    pub input_len: usize,
    /// Hits in this run.
    pub hits: u64,
    /// First seen in this run.
    pub new: bool,
}

/// The findings directory and what it holds.
#[derive(Debug)]
pub struct Store {
    root: PathBuf,
    entries: BTreeMap<String, Entry>,
}

impl Store {
    /// Opens (creating) the findings directory `root` and reads the signatures it holds.
    pub fn open(root: &Path) -> std::io::Result<Store> {
        std::fs::create_dir_all(root)?;
        let mut entries = BTreeMap::new();
        for e in std::fs::read_dir(root)? {
            let dir = e?.path();
            let Ok(sig) = std::fs::read_to_string(dir.join("signature")) else { continue };
            let mut parts = sig.trim_end_matches('\n').splitn(3, '|');
            let (Some(kind), Some(mode), Some(detail)) = (parts.next(), parts.next(), parts.next()) else { continue };
            let (Some(kind), Some(mode)) = (Kind::from_name(kind), Mode::from_name(mode)) else { continue };
            let input_len =
                input_file(&dir).and_then(|p| std::fs::metadata(p).ok()).map_or(usize::MAX, |m| m.len() as usize);
            let name = dir.file_name().map_or(String::new(), |n| n.to_string_lossy().into_owned());
            let entry = Entry { dir: name, kind, mode, detail: detail.to_owned(), input_len, hits: 0, new: false };
            entries.insert(sig.trim_end_matches('\n').to_owned(), entry);
        }
        Ok(Store { root: root.to_path_buf(), entries })
    }

    /// The findings directory.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Records a hit of `verdict` in `mode` on `input` (extension `ext`); `report`
    /// describes the case. The input and report are (re)written when the finding is
    /// new or this input is smaller than the kept one. Returns whether it is new.
    pub fn record(
        &mut self,
        mode: Mode,
        verdict: &Verdict,
        input: &[u8],
        ext: &str,
        report: &str,
    ) -> std::io::Result<bool> {
        let sig = signature(mode, verdict);
        let dir_name = format!("{}-{}-{:08x}", verdict.kind.name(), mode.name(), fnv1a(sig.as_bytes()) as u32);
        let entry = self.entries.entry(sig.clone()).or_insert_with(|| Entry {
            dir: dir_name,
            kind: verdict.kind,
            mode,
            detail: verdict.detail.clone(),
            input_len: usize::MAX,
            hits: 0,
            new: true,
        });
        entry.hits += 1;
        if input.len() < entry.input_len {
            let dir = self.root.join(&entry.dir);
            std::fs::create_dir_all(&dir)?;
            if let Some(old) = input_file(&dir) {
                std::fs::remove_file(old)?;
            }
            std::fs::write(dir.join(format!("input.{ext}")), input)?;
            std::fs::write(dir.join("report.txt"), report)?;
            std::fs::write(dir.join("signature"), format!("{sig}\n"))?;
            entry.input_len = input.len();
        }
        Ok(entry.new && entry.hits == 1)
    }

    /// The findings hit in this run, worst kind first.
    pub fn hit(&self) -> Vec<&Entry> {
        let mut v: Vec<&Entry> = self.entries.values().filter(|e| e.hits > 0).collect();
        v.sort_by(|a, b| (a.kind, a.mode, &a.dir).cmp(&(b.kind, b.mode, &b.dir)));
        v
    }
}

/// The `input.*` file of a finding directory.
fn input_file(dir: &Path) -> Option<PathBuf> {
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.file_stem().is_some_and(|s| s == "input"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_signature_keeps_the_smallest_input() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path()).unwrap();
        let v = |detail: &str| Verdict { kind: Kind::StderrLines, detail: detail.to_owned() };
        assert!(store.record(Mode::Reverse, &v("error: id 12 is bad"), b"long input", "spv", "r1").unwrap());
        assert!(!store.record(Mode::Reverse, &v("error: id 345 is bad"), b"short", "spv", "r2").unwrap());
        assert!(store.record(Mode::Reverse, &v("error: other"), b"x", "spv", "r3").unwrap());
        let hit = store.hit();
        assert_eq!(hit.len(), 2);
        let first = hit.iter().find(|e| e.detail.contains("12")).unwrap();
        assert_eq!(first.hits, 2);
        assert_eq!(std::fs::read(dir.path().join(&first.dir).join("input.spv")).unwrap(), b"short");
        // Reopening knows both signatures: nothing is new.
        let mut again = Store::open(dir.path()).unwrap();
        assert!(!again.record(Mode::Reverse, &v("error: other"), b"x", "spv", "r4").unwrap());
    }
}
