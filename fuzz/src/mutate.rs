//! Mutations of one input: byte-level (bit flips, interesting bytes and words,
//! chunk delete/duplicate, splice with another seed, truncation), line-level for
//! the text formats (`.ll`, `.spt`) and instruction-level for SPIR-V binaries
//! (opcode, word count and id operands changed, instructions deleted, duplicated or
//! moved; SPIR-V spec 2.3 "Physical Layout of a SPIR-V Module and Instruction").

use fastrand::Rng;
use spirv::Op;

use crate::seeds::SeedKind;

/// Bytes worth trying at a random offset (boundaries of signed/unsigned bytes).
const INTERESTING_BYTES: [u8; 8] = [0x00, 0x01, 0x02, 0x10, 0x7f, 0x80, 0xfe, 0xff];

/// 32-bit words worth trying: zero, one, sign and width boundaries, large counts.
const INTERESTING_WORDS: [u32; 14] =
    [0, 1, 2, 3, 4, 0xff, 0x100, 0xffff, 0x1_0000, 0x7fff_ffff, 0x8000_0000, 0xffff_fffe, 0xffff_ffff, 0x0010_0000];

/// Largest input a mutation may grow to (bytes).
const MAX_LEN: usize = 1 << 20;

/// A SPIR-V binary's header length in words.
const HEADER_WORDS: usize = 5;

/// Applies 1 to 4 mutations to `data` (an input of `kind`), drawing from `rng`;
/// `other` is another seed of any kind for splicing. Returns a description of each
/// mutation applied, in order.
pub fn mutate(rng: &mut Rng, data: &mut Vec<u8>, kind: SeedKind, other: &[u8]) -> Vec<String> {
    let count = 1 + rng.usize(..4);
    let mut applied = Vec::with_capacity(count);
    for _ in 0..count {
        let what = match kind {
            SeedKind::SpirvBinary if rng.bool() => spirv_mutation(rng, data),
            SeedKind::LlvmText | SeedKind::SpirvText if rng.u8(..3) == 0 => line_mutation(rng, data),
            _ => None,
        };
        let what = what.unwrap_or_else(|| byte_mutation(rng, data, other));
        applied.push(what);
        data.truncate(MAX_LEN);
    }
    applied
}

/// One byte-level mutation (always applicable; an empty input gets a byte).
fn byte_mutation(rng: &mut Rng, data: &mut Vec<u8>, other: &[u8]) -> String {
    if data.is_empty() {
        data.push(rng.u8(..));
        return "insert one byte into the empty input".to_owned();
    }
    let len = data.len();
    match rng.u8(..8) {
        0 => {
            let flips = 1 + rng.usize(..4);
            let mut at = Vec::with_capacity(flips);
            for _ in 0..flips {
                let i = rng.usize(..len);
                data[i] ^= 1 << rng.u8(..8);
                at.push(i);
            }
            format!("flip {flips} bit(s) at bytes {at:?}")
        }
        1 => {
            let i = rng.usize(..len);
            let v = if rng.bool() { INTERESTING_BYTES[rng.usize(..INTERESTING_BYTES.len())] } else { rng.u8(..) };
            data[i] = v;
            format!("byte {i} = {v:#04x}")
        }
        2 if len >= 4 => {
            // Word-aligned half the time: SPIR-V and bitcode are word streams.
            let i = if rng.bool() { rng.usize(..len / 4) * 4 } else { rng.usize(..=len - 4) };
            let v = interesting_word(rng);
            let bytes = if rng.bool() { v.to_le_bytes() } else { v.to_be_bytes() };
            data[i..i + 4].copy_from_slice(&bytes);
            format!("word at byte {i} = {v:#x}")
        }
        3 => {
            let (start, n) = chunk(rng, len);
            data.drain(start..start + n);
            format!("delete {n} bytes at {start}")
        }
        4 => {
            let (start, n) = chunk(rng, len);
            let copy = data[start..start + n].to_vec();
            let to = rng.usize(..=len);
            data.splice(to..to, copy);
            format!("duplicate {n} bytes from {start} to {to}")
        }
        5 if !other.is_empty() => {
            // Splice: this input's prefix, then the other seed's tail (or a chunk of it inserted).
            let cut = rng.usize(..=len);
            let from = rng.usize(..other.len());
            if rng.bool() {
                data.truncate(cut);
                data.extend_from_slice(&other[from..]);
                format!("splice: keep {cut} bytes, then another seed from byte {from}")
            } else {
                let n = (1 + rng.usize(..256)).min(other.len() - from);
                data.splice(cut..cut, other[from..from + n].iter().copied());
                format!("insert {n} bytes of another seed (from {from}) at {cut}")
            }
        }
        6 => {
            let keep = rng.usize(..len);
            data.truncate(keep);
            format!("truncate to {keep} bytes")
        }
        _ => {
            let i = rng.usize(..len);
            let delta = if rng.bool() { 1 } else { 0xff };
            data[i] = data[i].wrapping_add(delta);
            format!("byte {i} {} 1", if delta == 1 { "+" } else { "-" })
        }
    }
}

/// A random word from [`INTERESTING_WORDS`], a small number, or anything.
fn interesting_word(rng: &mut Rng) -> u32 {
    match rng.u8(..3) {
        0 => INTERESTING_WORDS[rng.usize(..INTERESTING_WORDS.len())],
        1 => rng.u32(..64),
        _ => rng.u32(..),
    }
}

/// A random chunk `(start, length)` of an input of `len > 0` bytes: short
/// (up to 16 bytes) most of the time, up to an eighth of the input otherwise.
fn chunk(rng: &mut Rng, len: usize) -> (usize, usize) {
    let max = if rng.u8(..4) == 0 { (len / 8).max(1) } else { 16.min(len) };
    let n = 1 + rng.usize(..max);
    let start = rng.usize(..=len - n);
    (start, n)
}

/// One line-level mutation of a text input: delete, duplicate, swap or move a
/// line, or replace a number in it. `None` when the input has no lines.
fn line_mutation(rng: &mut Rng, data: &mut Vec<u8>) -> Option<String> {
    let mut lines: Vec<Vec<u8>> = data.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
    if lines.len() < 2 {
        return None;
    }
    let n = lines.len();
    let i = rng.usize(..n);
    let what = match rng.u8(..5) {
        0 => {
            lines.remove(i);
            format!("delete line {}", i + 1)
        }
        1 => {
            let copy = lines[i].clone();
            let to = rng.usize(..=n);
            lines.insert(to, copy);
            format!("copy line {} before line {}", i + 1, to + 1)
        }
        2 => {
            let j = rng.usize(..n);
            lines.swap(i, j);
            format!("swap lines {} and {}", i + 1, j + 1)
        }
        3 => {
            let line = lines.remove(i);
            let to = rng.usize(..n);
            lines.insert(to, line);
            format!("move line {} to {}", i + 1, to + 1)
        }
        _ => {
            let line = &lines[i];
            let digits: Vec<usize> = (0..line.len()).filter(|&k| line[k].is_ascii_digit()).collect();
            if digits.is_empty() {
                return None;
            }
            let at = digits[rng.usize(..digits.len())];
            let end = (at..line.len()).find(|&k| !line[k].is_ascii_digit()).unwrap_or(line.len());
            let v = interesting_word(rng).to_string();
            lines[i].splice(at..end, v.bytes());
            format!("number in line {} = {v}", i + 1)
        }
    };
    *data = lines.join(&b'\n');
    Some(what)
}

/// The instruction boundaries `(word offset, word count)` of a SPIR-V binary's
/// body, stopping at the first word count that is zero or runs past the end.
fn instructions(words: &[u32]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut at = HEADER_WORDS;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 || at + count > words.len() {
            break;
        }
        out.push((at, count));
        at += count;
    }
    out
}

/// Opcodes the instruction mutations substitute (SPIR-V spec 3.52): types,
/// constants, memory, function structure and control flow, where the translator's
/// structural assumptions live.
const OPCODES: [Op; 24] = [
    Op::Nop,
    Op::TypeVoid,
    Op::TypeBool,
    Op::TypeInt,
    Op::TypeFloat,
    Op::TypeVector,
    Op::TypePointer,
    Op::TypeFunction,
    Op::Constant,
    Op::ConstantComposite,
    Op::ConstantNull,
    Op::Function,
    Op::FunctionParameter,
    Op::FunctionEnd,
    Op::FunctionCall,
    Op::Variable,
    Op::Load,
    Op::Store,
    Op::AccessChain,
    Op::IAdd,
    Op::Phi,
    Op::LoopMerge,
    Op::Label,
    Op::BranchConditional,
];

/// One instruction-level mutation of a SPIR-V binary (little-endian words).
/// `None` when `data` is not a whole number of words or has no instructions.
fn spirv_mutation(rng: &mut Rng, data: &mut Vec<u8>) -> Option<String> {
    if data.len() % 4 != 0 || data.len() < 4 * (HEADER_WORDS + 1) {
        return None;
    }
    let mut words: Vec<u32> = data.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    let insts = instructions(&words);
    if insts.is_empty() {
        return None;
    }
    let bound = words[3].max(2);
    let (at, count) = insts[rng.usize(..insts.len())];
    let what = match rng.u8(..8) {
        0 => {
            let op = if rng.bool() { OPCODES[rng.usize(..OPCODES.len())] as u16 } else { rng.u16(..) };
            words[at] = (words[at] & 0xffff_0000) | u32::from(op);
            format!("instruction at word {at}: opcode = {op}")
        }
        1 => {
            let c: u32 = match rng.u8(..4) {
                0 => 0,
                1 => count as u32 + 1,
                2 => (count as u32).saturating_sub(1),
                _ => rng.u32(..=0xffff),
            };
            words[at] = (c << 16) | (words[at] & 0xffff);
            format!("instruction at word {at}: word count {count} -> {c}")
        }
        2 if count > 1 => {
            let k = 1 + rng.usize(..count - 1);
            let v = match rng.u8(..4) {
                0 => 0,
                1 => bound + rng.u32(..4),
                _ => 1 + rng.u32(..bound - 1),
            };
            words[at + k] = v;
            format!("instruction at word {at}: operand {k} = {v}")
        }
        3 => {
            words.drain(at..at + count);
            format!("delete the instruction at word {at}")
        }
        4 => {
            let copy = words[at..at + count].to_vec();
            let (to, _) = insts[rng.usize(..insts.len())];
            words.splice(to..to, copy);
            format!("copy the instruction at word {at} to word {to}")
        }
        5 => {
            let inst: Vec<u32> = words.drain(at..at + count).collect();
            let after: Vec<(usize, usize)> = instructions(&words);
            let to = after.get(rng.usize(..after.len().max(1))).map_or(words.len(), |&(o, _)| o);
            words.splice(to..to, inst);
            format!("move the instruction at word {at} to word {to}")
        }
        6 => {
            let v = if rng.bool() { rng.u32(..bound.saturating_mul(2)) } else { interesting_word(rng) };
            words[3] = v;
            format!("header id bound {bound} -> {v}")
        }
        _ => {
            let (at2, count2) = insts[rng.usize(..insts.len())];
            if at2 == at {
                return None;
            }
            let (first, n1, second, n2) = if at < at2 { (at, count, at2, count2) } else { (at2, count2, at, count) };
            let a: Vec<u32> = words[first..first + n1].to_vec();
            let b: Vec<u32> = words[second..second + n2].to_vec();
            words.splice(second..second + n2, a);
            words.splice(first..first + n1, b);
            format!("swap the instructions at words {first} and {second}")
        }
    };
    *data = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    Some(what)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module() -> Vec<u8> {
        // Header, OpCapability Addresses, OpMemoryModel Physical64 OpenCL.
        let (cap, model) = (Op::Capability as u32, Op::MemoryModel as u32);
        let words = [spirv::MAGIC_NUMBER, 0x0001_0000, 0, 10, 0, (2 << 16) | cap, 4, (3 << 16) | model, 2, 2];
        words.iter().flat_map(|w| w.to_le_bytes()).collect()
    }

    #[test]
    fn same_seed_same_mutations() {
        let run = |seed| {
            let mut rng = Rng::with_seed(seed);
            let mut data = module();
            let what = mutate(&mut rng, &mut data, SeedKind::SpirvBinary, b"other seed");
            (data, what)
        };
        assert_eq!(run(7), run(7));
        assert!((1..10).any(|s| run(s) != run(0)));
    }

    #[test]
    fn instruction_boundaries_follow_word_counts() {
        let words: Vec<u32> = module().chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        assert_eq!(instructions(&words), vec![(5, 2), (7, 3)]);
        let mut cut = words.clone();
        cut[7] = (9 << 16) | Op::MemoryModel as u32; // runs past the end
        assert_eq!(instructions(&cut), vec![(5, 2)]);
    }

    #[test]
    fn spirv_mutations_keep_whole_words() {
        let mut rng = Rng::with_seed(3);
        for _ in 0..200 {
            let mut data = module();
            if spirv_mutation(&mut rng, &mut data).is_some() {
                assert_eq!(data.len() % 4, 0);
            }
        }
    }

    #[test]
    fn line_mutation_changes_text_by_lines() {
        let mut rng = Rng::with_seed(5);
        let mut seen_change = false;
        for _ in 0..50 {
            let mut data = b"a 1\nb 2\nc 3".to_vec();
            if let Some(what) = line_mutation(&mut rng, &mut data) {
                assert!(!what.is_empty());
                seen_change |= data != b"a 1\nb 2\nc 3";
            }
        }
        assert!(seen_change);
    }
}
