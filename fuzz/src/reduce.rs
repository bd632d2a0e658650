//! Shrinking a finding's input while it keeps the same signature: chunks of
//! units are deleted, halving the chunk size down to one unit (a simplified
//! delta debugging). Units are whole instructions for SPIR-V binaries (the
//! header kept), lines for text, bytes otherwise.

use std::time::Instant;

use crate::seeds::SeedKind;

/// Splits `data` of `kind` into a kept prefix and deletable units.
fn units(data: &[u8], kind: SeedKind) -> (Vec<u8>, Vec<Vec<u8>>) {
    match kind {
        SeedKind::SpirvBinary if data.len() % 4 == 0 && data.len() >= 20 => {
            let words: Vec<u32> = data.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
            let mut units = Vec::new();
            let mut at = 5;
            while at < words.len() {
                let count = ((words[at] >> 16) as usize).clamp(1, words.len() - at);
                units.push(data[at * 4..(at + count) * 4].to_vec());
                at += count;
            }
            (data[..20].to_vec(), units)
        }
        SeedKind::LlvmText | SeedKind::SpirvText => {
            (Vec::new(), data.split_inclusive(|&b| b == b'\n').map(<[u8]>::to_vec).collect())
        }
        _ => (Vec::new(), data.iter().map(|&b| vec![b]).collect()),
    }
}

/// The smallest input found before `deadline` for which `same` holds, starting
/// from `data` (for which it holds). SPIR-V binaries get a word-level pass after
/// the instruction-level one.
pub fn reduce(data: &[u8], kind: SeedKind, deadline: Instant, mut same: impl FnMut(&[u8]) -> bool) -> Vec<u8> {
    let (prefix, units) = units(data, kind);
    let best = reduce_units(&prefix, units, deadline, &mut same);
    if kind != SeedKind::SpirvBinary || best.len() % 4 != 0 || best.len() < 20 {
        return best;
    }
    let words: Vec<Vec<u8>> = best[20..].chunks_exact(4).map(<[u8]>::to_vec).collect();
    reduce_units(&best[..20], words, deadline, &mut same)
}

/// Delta debugging over `units` after a fixed `prefix`.
fn reduce_units(
    prefix: &[u8],
    mut units: Vec<Vec<u8>>,
    deadline: Instant,
    same: &mut impl FnMut(&[u8]) -> bool,
) -> Vec<u8> {
    let join = |u: &[Vec<u8>]| -> Vec<u8> { prefix.iter().copied().chain(u.iter().flatten().copied()).collect() };
    let mut chunk = units.len().div_ceil(2).max(1);
    loop {
        let mut i = 0;
        while i < units.len() && Instant::now() < deadline {
            let end = (i + chunk).min(units.len());
            let candidate: Vec<Vec<u8>> = units[..i].iter().chain(&units[end..]).cloned().collect();
            if same(&join(&candidate)) {
                units = candidate;
            } else {
                i += chunk;
            }
        }
        if chunk == 1 || Instant::now() >= deadline {
            break;
        }
        chunk = chunk.div_ceil(2);
    }
    join(&units)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn keeps_only_what_the_predicate_needs() {
        let deadline = Instant::now() + Duration::from_secs(10);
        let text = b"a\nneedle one\nb\nc\nneedle two\nd\n";
        let out = reduce(text, SeedKind::LlvmText, deadline, |d| {
            let s = String::from_utf8_lossy(d);
            s.contains("needle one") && s.contains("two")
        });
        assert_eq!(String::from_utf8_lossy(&out), "needle one\nneedle two\n");
    }

    #[test]
    fn spirv_keeps_the_header() {
        let words = [spirv::MAGIC_NUMBER, 0x0001_0000, 0, 10, 0, (2 << 16) | 17, 4, (2 << 16) | 17, 5];
        let data: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let deadline = Instant::now() + Duration::from_secs(10);
        let out = reduce(&data, SeedKind::SpirvBinary, deadline, |d| {
            d.len() >= 20 && d.windows(4).any(|w| w == [5, 0, 0, 0])
        });
        assert!(out.starts_with(&spirv::MAGIC_NUMBER.to_le_bytes()));
        assert!(out.len() < data.len());
    }
}
