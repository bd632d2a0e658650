//! Decoding the operands of a binary module's instructions into the pieces the
//! text writer and the disassembler print. Header, byte order, instruction framing
//! and literal strings come from the workspace's one decoder (`llvm_spirv_binary`,
//! SPIR-V spec 2.3 "Physical Layout of a SPIR-V Module and Instruction"); the
//! operands are walked by [`crate::walk`], the grammar walk shared with the text
//! reader.

use std::borrow::Cow;

use rspirv::grammar::OperandKind;

pub(crate) use llvm_spirv_binary::stream::{decode_string, encode_string};

use crate::names::NameKind;
use crate::walk::{self, Context, Mode, Source};
use crate::Error;

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

/// One instruction of a module: word offset (header included), opcode, all words.
pub(crate) type Inst<'a> = llvm_spirv_binary::RawInstruction<'a>;

/// A module split into its header and instructions.
pub(crate) struct Module<'a> {
    pub(crate) header: [u32; 5],
    pub(crate) insts: Vec<Inst<'a>>,
}

/// Normalises byte order: a module whose magic reads byte-swapped is swapped.
pub(crate) fn normalize(words: &[u32]) -> Result<Cow<'_, [u32]>, Error> {
    Ok(llvm_spirv_binary::normalize(words)?)
}

/// Splits a (byte-order normalised) module into instructions.
pub(crate) fn split(words: &[u32]) -> Result<Module<'_>, Error> {
    let (h, insts) = llvm_spirv_binary::split(words)?;
    Ok(Module { header: [h.magic, h.version, h.generator, h.bound, h.schema], insts })
}

/// A [`Source`] reading operand words of one instruction, recording pieces.
struct WordSource<'a> {
    inst: Inst<'a>,
    pos: usize,
    pieces: Vec<Piece>,
}

impl WordSource<'_> {
    fn next(&mut self) -> Result<u32, Error> {
        let w = self.inst.words.get(self.pos).copied().ok_or(Error::InvalidBinary(
            llvm_spirv_binary::Error::InvalidTruncated {
                offset: self.inst.offset,
                opcode: self.inst.opcode,
                needed: self.pos + 1,
                available: self.inst.words.len(),
            },
        ))?;
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
