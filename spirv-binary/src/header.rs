//! Layer 1: the words of a module and its header.
//!
//! SPIR-V spec 2.3 "Physical Layout of a SPIR-V Module and Instruction": a module is
//! a stream of 32-bit words; the first five are the magic number `0x07230203`, the
//! version (`0x00MMmm00`), the generator's magic number (tool id in the high 16 bits,
//! its version in the low 16), the id bound and a reserved schema word. The magic
//! number also tells the byte order (spec 3.1 "Magic Number").

use std::borrow::Cow;

use crate::Error;

/// The five header words (spec 2.3, table "First Words of Physical Layout").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    /// Word 0: the magic number, `spirv::MAGIC_NUMBER` after byte-order normalisation.
    pub magic: u32,
    /// Word 1: the version, `0x00MMmm00` (major in bits 16..24, minor in bits 8..16).
    pub version: u32,
    /// Word 2: the generator (tool id in the high 16 bits, its version in the low 16).
    pub generator: u32,
    /// Word 3: the bound; every id is in `1 .. bound`.
    pub bound: u32,
    /// Word 4: the instruction schema (reserved, 0).
    pub schema: u32,
}

impl Header {
    /// The header of `words` (host order, magic first).
    ///
    /// Errors: [`Error::InvalidHeader`] for fewer than five words,
    /// [`Error::InvalidMagic`] if word 0 is not `0x07230203`.
    pub fn read(words: &[u32]) -> Result<Header, Error> {
        let [magic, version, generator, bound, schema, ..] = *words else {
            return Err(Error::InvalidHeader { words: words.len() });
        };
        if magic != spirv::MAGIC_NUMBER {
            return Err(Error::InvalidMagic { found: magic });
        }
        Ok(Header { magic, version, generator, bound, schema })
    }

    /// The (major, minor) version numbers of word 1, padding bytes ignored.
    pub fn version_numbers(&self) -> (u8, u8) {
        ((self.version >> 16) as u8, (self.version >> 8) as u8)
    }

    /// The generator's tool id (high 16 bits of word 2) and its version (low 16 bits).
    pub fn generator_parts(&self) -> (u16, u16) {
        ((self.generator >> 16) as u16, self.generator as u16)
    }
}

/// The words of a binary module given as bytes, in either byte order: a module
/// whose magic number reads byte-swapped is swapped to host order (spec 3.1).
///
/// Errors: [`Error::InvalidByteLength`] if the length is not a multiple of four,
/// [`Error::InvalidHeader`] for fewer than five words, [`Error::InvalidMagic`] if
/// the first word is the magic number in neither byte order.
pub fn words_from_bytes(bytes: &[u8]) -> Result<Vec<u32>, Error> {
    if bytes.len() % 4 != 0 {
        return Err(Error::InvalidByteLength { bytes: bytes.len() });
    }
    if bytes.len() < 20 {
        return Err(Error::InvalidHeader { words: bytes.len() / 4 });
    }
    let le: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    match normalize(&le)? {
        Cow::Borrowed(_) => Ok(le),
        Cow::Owned(swapped) => Ok(swapped),
    }
}

/// `words` in host order: borrowed when the magic number reads as is, swapped when
/// it reads byte-swapped (spec 3.1).
///
/// Errors: [`Error::InvalidHeader`] for an empty input, [`Error::InvalidMagic`] if
/// the first word is the magic number in neither byte order.
pub fn normalize(words: &[u32]) -> Result<Cow<'_, [u32]>, Error> {
    match words.first() {
        None => Err(Error::InvalidHeader { words: 0 }),
        Some(&spirv::MAGIC_NUMBER) => Ok(Cow::Borrowed(words)),
        Some(&m) if m.swap_bytes() == spirv::MAGIC_NUMBER => {
            Ok(Cow::Owned(words.iter().map(|w| w.swap_bytes()).collect()))
        }
        Some(&m) => Err(Error::InvalidMagic { found: m }),
    }
}
