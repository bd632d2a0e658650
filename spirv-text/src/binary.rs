//! Splitting a binary module into instructions and decoding their operands.

use std::borrow::Cow;

use rspirv::grammar::OperandKind;

use crate::names::NameKind;
use crate::walk::{self, Context, Mode, Source};
use crate::Error;

/// The SPIR-V magic number.
pub(crate) const MAGIC: u32 = 0x0723_0203;

/// A decoded operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Piece {
    /// An `<id>`.
    Id(u32),
    /// A literal or undecoded word.
    Word(u32),
    /// An enumerant of a grammar operand kind.
    Enum(OperandKind, u32),
    /// A value the Khronos format prints by name.
    Named(NameKind, u32),
    /// A literal string's bytes.
    Str(Vec<u8>),
    /// The translator's extra space between the strings of `MergeINTEL`.
    ExtraSpace,
}

/// One instruction of a module.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Inst<'a> {
    /// Word offset of the instruction in the module (header included).
    pub(crate) offset: usize,
    /// Opcode.
    pub(crate) opcode: u16,
    /// All words of the instruction, the first one included.
    pub(crate) words: &'a [u32],
}

/// A module split into its header and instructions.
pub(crate) struct Module<'a> {
    pub(crate) header: [u32; 5],
    pub(crate) insts: Vec<Inst<'a>>,
}

/// Normalises byte order: a module whose magic reads byte-swapped is swapped.
pub(crate) fn normalize(words: &[u32]) -> Result<Cow<'_, [u32]>, Error> {
    match words.first() {
        None => Err(Error::InvalidHeader { words: 0 }),
        Some(&MAGIC) => Ok(Cow::Borrowed(words)),
        Some(&m) if m.swap_bytes() == MAGIC => Ok(Cow::Owned(words.iter().map(|w| w.swap_bytes()).collect())),
        Some(&m) => Err(Error::InvalidMagic { found: m }),
    }
}

/// Splits a (byte-order normalised) module into instructions.
pub(crate) fn split(words: &[u32]) -> Result<Module<'_>, Error> {
    if words.len() < 5 {
        return Err(Error::InvalidHeader { words: words.len() });
    }
    if words[0] != MAGIC {
        return Err(Error::InvalidMagic { found: words[0] });
    }
    let header = [words[0], words[1], words[2], words[3], words[4]];
    let mut insts = Vec::new();
    let mut offset = 5;
    while offset < words.len() {
        let first = words[offset];
        let count = (first >> 16) as usize;
        let opcode = (first & 0xffff) as u16;
        if count == 0 {
            return Err(Error::InvalidWordCount { offset, opcode });
        }
        let available = words.len() - offset;
        if count > available {
            return Err(Error::InvalidTruncated { offset, opcode, needed: count, available });
        }
        insts.push(Inst { offset, opcode, words: &words[offset..offset + count] });
        offset += count;
    }
    Ok(Module { header, insts })
}

/// Decodes a literal string starting at `words[0]`: its bytes and the number
/// of words it occupies. Errors if there is no terminating NUL or the padding
/// after it is not zero (such a string could not be written back losslessly).
pub(crate) fn decode_string(words: &[u32], offset: usize, opcode: u16) -> Result<(Vec<u8>, usize), Error> {
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

/// Packs a string into words, NUL-terminated and zero-padded.
pub(crate) fn encode_string(bytes: &[u8], out: &mut Vec<u32>) {
    for chunk in bytes.chunks(4) {
        let mut b = [0u8; 4];
        b[..chunk.len()].copy_from_slice(chunk);
        out.push(u32::from_le_bytes(b));
    }
    if bytes.len() % 4 == 0 {
        out.push(0);
    }
}

/// A [`Source`] reading operand words of one instruction, recording pieces.
struct WordSource<'a> {
    inst: Inst<'a>,
    pos: usize,
    pieces: Vec<Piece>,
}

impl WordSource<'_> {
    fn next(&mut self) -> Result<u32, Error> {
        let w = self.inst.words.get(self.pos).copied().ok_or(Error::InvalidTruncated {
            offset: self.inst.offset,
            opcode: self.inst.opcode,
            needed: self.pos + 1,
            available: self.inst.words.len(),
        })?;
        self.pos += 1;
        Ok(w)
    }
}

impl Source for WordSource<'_> {
    fn remaining(&self) -> usize {
        self.inst.words.len().saturating_sub(self.pos)
    }
    fn id(&mut self) -> Result<u32, Error> {
        let w = self.next()?;
        self.pieces.push(Piece::Id(w));
        Ok(w)
    }
    fn word(&mut self) -> Result<u32, Error> {
        let w = self.next()?;
        self.pieces.push(Piece::Word(w));
        Ok(w)
    }
    fn enumerant(&mut self, kind: OperandKind) -> Result<u32, Error> {
        let w = self.next()?;
        self.pieces.push(Piece::Enum(kind, w));
        Ok(w)
    }
    fn named(&mut self, kind: NameKind) -> Result<u32, Error> {
        let w = self.next()?;
        self.pieces.push(Piece::Named(kind, w));
        Ok(w)
    }
    fn string(&mut self) -> Result<Vec<u8>, Error> {
        let (bytes, n) = decode_string(&self.inst.words[self.pos..], self.inst.offset + self.pos, self.inst.opcode)?;
        self.pos += n;
        self.pieces.push(Piece::Str(bytes.clone()));
        Ok(bytes)
    }
    fn extra_space(&mut self) {
        self.pieces.push(Piece::ExtraSpace);
    }
    fn rest(&mut self) -> Result<(), Error> {
        while self.pos < self.inst.words.len() {
            let w = self.inst.words[self.pos];
            self.pieces.push(Piece::Word(w));
            self.pos += 1;
        }
        Ok(())
    }
}

/// Decodes the operands of `inst` into pieces.
pub(crate) fn pieces(inst: Inst<'_>, mode: Mode, ctx: &Context) -> Result<Vec<Piece>, Error> {
    let mut src = WordSource { inst, pos: 1, pieces: Vec::new() };
    walk::walk(inst.opcode, mode, ctx, &mut src)?;
    Ok(src.pieces)
}
