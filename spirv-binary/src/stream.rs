//! Layer 2: the instruction stream, each instruction with its word offset.
//!
//! SPIR-V spec 2.3 "Physical Layout of a SPIR-V Module and Instruction": after the
//! five header words, each instruction's first word holds its word count (itself
//! included) in the high 16 bits and its opcode in the low 16 bits, followed by
//! its operands. Literal strings are UTF-8 octets packed four to a word, low-order
//! byte first, NUL-terminated and zero-padded (spec 2.2.1 "Instructions", "Literal").

use crate::header::Header;
use crate::Error;

/// One instruction as words, not yet typed by the grammar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RawInstruction<'a> {
    /// Word offset of the instruction in the module (header included).
    pub offset: usize,
    /// Its opcode (low 16 bits of the first word).
    pub opcode: u16,
    /// All its words, the first (word count and opcode) included.
    pub words: &'a [u32],
}

impl<'a> RawInstruction<'a> {
    /// The operand words (all words after the first).
    pub fn operands(&self) -> &'a [u32] {
        self.words.get(1..).unwrap_or(&[])
    }

    /// The literal string starting at operand `index`, decoded leniently (bytes up
    /// to the first NUL or the end of the instruction, invalid UTF-8 replaced); for
    /// reports and look-ups, not for round trips (see [`decode_string`]).
    pub fn string_lossy(&self, index: usize) -> String {
        let words = self.operands().get(index..).unwrap_or(&[]);
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).take_while(|b| *b != 0).collect();
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

/// The instructions after the header of a module (host order), in order.
///
/// Yields `Err` once, for the first instruction whose word count is zero
/// ([`Error::InvalidWordCount`]) or runs past the end ([`Error::InvalidTruncated`]),
/// then stops.
#[derive(Debug, Clone)]
pub struct RawInstructions<'a> {
    words: &'a [u32],
    at: usize,
}

/// Iterates over the instructions of `words` from word 5 on (the header is not
/// checked here: see [`Header::read`] or [`split`]).
pub fn instructions(words: &[u32]) -> RawInstructions<'_> {
    RawInstructions { words, at: 5 }
}

/// Iterates over the instructions of a section: words holding whole instructions
/// without a header (one section of a module being written, spec 2.4 "Logical
/// Layout of a Module"); offsets count from the section's first word.
pub fn section_instructions(words: &[u32]) -> RawInstructions<'_> {
    RawInstructions { words, at: 0 }
}

impl<'a> Iterator for RawInstructions<'a> {
    type Item = Result<RawInstruction<'a>, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        let offset = self.at;
        let first = *self.words.get(offset)?;
        let count = (first >> 16) as usize;
        let opcode = first as u16;
        let available = self.words.len() - offset;
        if count == 0 || count > available {
            self.at = self.words.len();
            return Some(Err(if count == 0 {
                Error::InvalidWordCount { offset, opcode }
            } else {
                Error::InvalidTruncated { offset, opcode, needed: count, available }
            }));
        }
        self.at += count;
        Some(Ok(RawInstruction { offset, opcode, words: &self.words[offset..offset + count] }))
    }
}

/// A module (host order) split into its header and instructions.
///
/// Errors: as [`Header::read`], then the first framing error of [`instructions`].
pub fn split(words: &[u32]) -> Result<(Header, Vec<RawInstruction<'_>>), Error> {
    let header = Header::read(words)?;
    let insts = instructions(words).collect::<Result<Vec<_>, _>>()?;
    Ok((header, insts))
}

/// Decodes a literal string starting at `words[0]` strictly: its bytes (without
/// the NUL) and the number of words it occupies. `offset` (the word offset of
/// `words[0]` in the module) and `opcode` only locate errors.
///
/// Errors: [`Error::InvalidString`] without a terminating NUL,
/// [`Error::InvalidStringPadding`] if a byte after the NUL is not zero (such a
/// string could not be written back losslessly).
pub fn decode_string(words: &[u32], offset: usize, opcode: u16) -> Result<(Vec<u8>, usize), Error> {
    let mut bytes = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let b = w.to_le_bytes();
        if let Some(nul) = b.iter().position(|&c| c == 0) {
            bytes.extend_from_slice(&b[..nul]);
            if b[nul..].iter().any(|&c| c != 0) {
                return Err(Error::InvalidStringPadding { offset: offset + i, opcode });
            }
            return Ok((bytes, i + 1));
        }
        bytes.extend_from_slice(&b);
    }
    Err(Error::InvalidString { offset, opcode })
}

/// Packs `bytes` into words as a literal string: NUL-terminated, zero-padded
/// (spec 2.2.1 "Literal").
pub fn encode_string(bytes: &[u8], out: &mut Vec<u32>) {
    for chunk in bytes.chunks(4) {
        let mut b = [0u8; 4];
        b[..chunk.len()].copy_from_slice(chunk);
        out.push(u32::from_le_bytes(b));
    }
    if bytes.len() % 4 == 0 {
        out.push(0);
    }
}
