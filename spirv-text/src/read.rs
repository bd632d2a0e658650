//! The Khronos translator's text format to binary SPIR-V.
//!
//! The text is a stream of whitespace-separated tokens (line breaks carry no
//! meaning, blank lines are ignored): five header numbers, then per
//! instruction its word count, its opcode name (`Op` prefix optional; a
//! decimal opcode is accepted too), and its operands: decimal words, quoted
//! strings and, where the translator prints them by name, symbolic names.
//! The grammar walk that the writer uses decides, from the word count, which
//! operand comes next, so the reader is the exact inverse of the writer.

use rspirv::grammar::OperandKind;

use crate::binary::encode_string;
use crate::names::{self, NameKind};
use crate::walk::{self, Context, Mode, Source};
use crate::{Error, ReadOptions};

/// How a `\"` followed by whitespace is read inside a string.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Policy {
    /// As the reference reads it: always an escaped quote.
    Escaped,
    /// As a backslash ending the string (the writer's output for a string
    /// ending in `\`, which the reference's escaping leaves ambiguous); tried
    /// when the first reading does not match the word count.
    TrailingBackslash,
}

#[derive(Clone, Copy)]
struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Lexer<'a> {
    fn new(src: &'a [u8]) -> Self {
        Lexer { src, pos: 0, line: 1 }
    }

    /// Skips whitespace and `;` comments (to the end of the line), which
    /// the reference tool accepts in text input (its test inputs start with
    /// `; RUN:` lines).
    fn skip_ws(&mut self) {
        while let Some(&c) = self.src.get(self.pos) {
            if c == b';' {
                while let Some(&d) = self.src.get(self.pos) {
                    if d == b'\n' {
                        break;
                    }
                    self.pos += 1;
                }
                continue;
            }
            if !c.is_ascii_whitespace() {
                break;
            }
            if c == b'\n' {
                self.line += 1;
            }
            self.pos += 1;
        }
    }

    fn at_eof(&mut self) -> bool {
        self.skip_ws();
        self.pos >= self.src.len()
    }

    /// Whether another token follows on the line where the last one ended.
    fn continues_line(&self) -> bool {
        let mut probe = *self;
        let line = probe.line;
        probe.skip_ws();
        probe.pos < probe.src.len() && probe.line == line
    }

    /// The next whitespace-delimited token (empty at end of input).
    fn bare(&mut self) -> &'a [u8] {
        self.skip_ws();
        let start = self.pos;
        while let Some(&c) = self.src.get(self.pos) {
            if c.is_ascii_whitespace() {
                break;
            }
            self.pos += 1;
        }
        &self.src[start..self.pos]
    }

    fn number(&mut self, expected: &'static str, opcode: Option<u16>) -> Result<u32, Error> {
        let line = {
            self.skip_ws();
            self.line
        };
        let tok = self.bare();
        parse_u32(tok).ok_or_else(|| Error::InvalidToken {
            line,
            opcode,
            expected,
            found: String::from_utf8_lossy(tok).into_owned(),
        })
    }

    fn string(&mut self, policy: Policy, opcode: u16) -> Result<Vec<u8>, Error> {
        self.skip_ws();
        let line = self.line;
        if self.src.get(self.pos) != Some(&b'"') {
            let found = String::from_utf8_lossy(self.bare()).into_owned();
            return Err(Error::InvalidToken { line, opcode: Some(opcode), expected: "a quoted string", found });
        }
        self.pos += 1;
        let mut bytes = Vec::new();
        loop {
            let Some(&c) = self.src.get(self.pos) else {
                return Err(Error::InvalidUnterminatedString { line, opcode });
            };
            self.pos += 1;
            if c == b'\n' {
                self.line += 1;
            }
            if c == b'\\' && self.src.get(self.pos) == Some(&b'"') {
                let after = self.src.get(self.pos + 1);
                if policy == Policy::TrailingBackslash && after.is_none_or(|a| a.is_ascii_whitespace()) {
                    bytes.push(b'\\');
                    self.pos += 1;
                    return Ok(bytes);
                }
                bytes.push(b'"');
                self.pos += 1;
            } else if c == b'"' {
                return Ok(bytes);
            } else {
                bytes.push(c);
            }
        }
    }
}

fn parse_u32(tok: &[u8]) -> Option<u32> {
    if tok.is_empty() || !tok.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(tok).ok()?.parse().ok()
}

/// A [`Source`] reading operand tokens of one instruction, producing words.
struct TokenSource<'l, 'a> {
    lx: &'l mut Lexer<'a>,
    remaining: usize,
    out: Vec<u32>,
    policy: Policy,
    opcode: u16,
    line: usize,
    stated: usize,
}

impl TokenSource<'_, '_> {
    fn push(&mut self, w: u32) -> Result<u32, Error> {
        if self.remaining == 0 {
            return Err(self.count_error());
        }
        self.remaining -= 1;
        self.out.push(w);
        Ok(w)
    }

    fn count_error(&self) -> Error {
        Error::InvalidTextWordCount { line: self.line, opcode: self.opcode, stated: self.stated }
    }

    fn num(&mut self, expected: &'static str) -> Result<u32, Error> {
        let v = self.lx.number(expected, Some(self.opcode))?;
        self.push(v)
    }
}

impl Source for TokenSource<'_, '_> {
    fn remaining(&self) -> usize {
        self.remaining
    }
    fn id(&mut self) -> Result<u32, Error> {
        self.num("an <id> number")
    }
    fn word(&mut self) -> Result<u32, Error> {
        self.num("a literal number")
    }
    fn enumerant(&mut self, _kind: OperandKind) -> Result<u32, Error> {
        self.num("an enumerant number")
    }
    fn named(&mut self, kind: NameKind) -> Result<u32, Error> {
        self.lx.skip_ws();
        let line = self.lx.line;
        let tok = self.lx.bare();
        let v = match parse_u32(tok) {
            Some(v) => v,
            None => std::str::from_utf8(tok).ok().and_then(|n| names::value_of(kind, n)).ok_or_else(|| {
                Error::InvalidName {
                    line,
                    opcode: self.opcode,
                    kind: kind.describe(),
                    name: String::from_utf8_lossy(tok).into_owned(),
                }
            })?,
        };
        self.push(v)
    }
    fn string(&mut self) -> Result<Vec<u8>, Error> {
        let bytes = self.lx.string(self.policy, self.opcode)?;
        let mut words = Vec::new();
        encode_string(&bytes, &mut words);
        if words.len() > self.remaining {
            return Err(self.count_error());
        }
        self.remaining -= words.len();
        self.out.extend_from_slice(&words);
        Ok(bytes)
    }
    fn rest(&mut self) -> Result<(), Error> {
        while self.remaining > 0 {
            self.num("a number")?;
        }
        Ok(())
    }
}

/// Reads a whole text module.
pub(crate) fn read<'a>(src: &'a [u8], opts: &ReadOptions) -> Result<Vec<u32>, Error> {
    let mut lx = Lexer::new(src);
    let mut words = Vec::with_capacity(src.len() / 4);
    const FIELDS: [&str; 5] = ["magic number", "version", "generator", "bound", "schema"];
    for field in FIELDS {
        lx.skip_ws();
        let line = lx.line;
        let tok = lx.bare();
        let v = parse_u32(tok).ok_or(Error::InvalidTextHeader { line, field })?;
        if words.is_empty() && v != spirv::MAGIC_NUMBER {
            return Err(Error::InvalidTextHeader { line, field });
        }
        words.push(v);
    }
    let mut ctx = Context::default();
    while !lx.at_eof() {
        let line = lx.line;
        let count = lx.number("a word count", None)?;
        lx.skip_ws();
        let name_line = lx.line;
        let name = lx.bare();
        let opcode = match parse_u32(name) {
            Some(v) => u16::try_from(v).ok(),
            None => std::str::from_utf8(name).ok().and_then(names::opcode_value),
        }
        .ok_or_else(|| Error::InvalidOpcodeName {
            line: name_line,
            name: String::from_utf8_lossy(name).into_owned(),
        })?;
        if count == 0 {
            // The reference creates no instruction for a zero word count
            // and reads no operands (`SPIRVDecoder::getEntry`).
            continue;
        }
        if count > 0xffff {
            return Err(Error::UnsupportedWordCount { line, opcode, count: count as usize });
        }
        let start = lx;
        let attempt = |policy: Policy, operands: usize, lx: &mut Lexer<'a>| {
            let mut src = TokenSource {
                lx,
                remaining: operands,
                out: Vec::with_capacity(operands),
                policy,
                opcode,
                line,
                stated: count as usize,
            };
            walk::walk(opcode, Mode::Khronos, &ctx, &mut src).map(|()| src.out)
        };
        let stated = count as usize - 1;
        let line_based = |lx: &mut Lexer<'a>| {
            // Hand-written text (such as the translator's own test inputs)
            // may state a wrong word count for an instruction with a string;
            // the reference then reads the operands on the line regardless.
            // Do the same and use the count of what is there.
            *lx = start;
            let actual =
                line_words(start, name_line).ok_or(Error::InvalidUnterminatedString { line: name_line, opcode })?;
            let w = attempt(Policy::Escaped, actual, lx)?;
            if lx.continues_line() {
                return Err(Error::InvalidTextWordCount { line, opcode, stated: count as usize });
            }
            Ok(w)
        };
        let operands = match attempt(Policy::Escaped, stated, &mut lx) {
            Ok(w) if !lx.continues_line() => w,
            Ok(w) => {
                let strict_end = lx;
                match line_based(&mut lx) {
                    Ok(v) => v,
                    Err(_) => {
                        lx = strict_end;
                        w
                    }
                }
            }
            Err(first) => {
                lx = start;
                match attempt(Policy::TrailingBackslash, stated, &mut lx) {
                    Ok(w) => w,
                    Err(_) => match line_based(&mut lx) {
                        Ok(w) => w,
                        Err(_) => return Err(first),
                    },
                }
            }
        };
        let count = operands.len() as u32 + 1;
        if count > 0xffff {
            return Err(Error::UnsupportedWordCount { line, opcode, count: count as usize });
        }
        let first = (count << 16) | u32::from(opcode);
        let at = words.len();
        words.push(first);
        words.extend_from_slice(&operands);
        ctx.note_import(opcode, &words[at..]);
    }
    if opts.reverse_imports {
        words = reversed_imports(&words);
    }
    Ok(words)
}

/// The module with its `OpExtInstImport`s reversed among their positions
/// (see `write::reverse_imports`).
fn reversed_imports(words: &[u32]) -> Vec<u32> {
    let Ok(mut module) = crate::binary::split(words) else {
        return words.to_vec();
    };
    crate::write::reverse_imports(&mut module.insts);
    let mut out = module.header.to_vec();
    for inst in &module.insts {
        out.extend_from_slice(inst.words);
    }
    out
}

/// The number of operand words on the rest of line `line` (a string that
/// starts on the line counts whole, even if it spans line breaks).
fn line_words(mut lx: Lexer<'_>, line: usize) -> Option<usize> {
    let mut words = 0;
    loop {
        lx.skip_ws();
        if lx.line != line || lx.pos >= lx.src.len() {
            return Some(words);
        }
        if lx.src.get(lx.pos) == Some(&b'"') {
            words += lx.string(Policy::Escaped, 0).ok()?.len() / 4 + 1;
        } else {
            lx.bare();
            words += 1;
        }
    }
}

/// Whether `bytes` look like the Khronos text format: after optional leading
/// whitespace and `;` comment lines, the decimal magic number `119734787` followed by whitespace or
/// the end (the reference's `isSpirvText` reads one number and compares it).
pub(crate) fn is_text(bytes: &[u8]) -> bool {
    let mut lx = Lexer::new(bytes);
    lx.skip_ws();
    let rest = &bytes[lx.pos..];
    let end = rest.iter().position(|c| !c.is_ascii_digit()).unwrap_or(rest.len());
    let digits = &rest[..end];
    let terminated = rest.get(end).is_none_or(|c| c.is_ascii_whitespace());
    terminated && parse_u32(digits) == Some(spirv::MAGIC_NUMBER)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{to_text, WriteOptions};

    const HEADER: &str = "119734787 65536 393230 10 0 \n";

    fn read_default(s: &str) -> Result<Vec<u32>, Error> {
        read(s.as_bytes(), &ReadOptions::default())
    }

    #[test]
    fn comments_blank_lines_and_op_prefix() {
        let text = format!("; RUN: x\n{HEADER}\n2 Capability Addresses ; note\n\n2 OpCapability 6\n");
        let w = read_default(&text).unwrap();
        assert_eq!(&w[5..], &[0x0002_0011, 4, 0x0002_0011, 6]);
        assert!(is_text(text.as_bytes()));
    }

    #[test]
    fn internal_grammar_round_trips() {
        // Opcodes and capabilities of grammar/spirv.internal.grammar.json: read by name,
        // encoded with their numbers, decoded and printed by name again.
        let text = format!(
            "{HEADER}2 Capability PredicatedIOINTEL \n2 Capability DeviceBarrierINTEL \n\
             6 PredicatedLoadINTEL 2 3 4 5 6 \n7 PredicatedLoadINTEL 2 7 4 5 6 8 \n\
             4 PredicatedStoreINTEL 4 6 5 \n4 FSigmoidINTEL 2 9 6 \n5 ComplexFMulINTEL 2 9 6 6 \n"
        );
        let w = read_default(&text).unwrap();
        assert_eq!(&w[5..7], &[0x0002_0011, 6257], "PredicatedIOINTEL is 6257");
        assert_eq!(w[8], 6185, "DeviceBarrierINTEL is 6185");
        assert_eq!(w[9], (6 << 16) | 6258, "OpPredicatedLoadINTEL is 6258");
        assert_eq!(w[15], (7 << 16) | 6258);
        assert_eq!(w[22], (4 << 16) | 6259, "OpPredicatedStoreINTEL is 6259");
        assert_eq!(w[26], (4 << 16) | 6168, "OpFSigmoidINTEL is 6168");
        assert_eq!(w[30], (5 << 16) | 6415, "OpComplexFMulINTEL is 6415");
        let back = to_text(&w).unwrap();
        assert_eq!(back.replace('\n', ""), text.replace('\n', ""));
        let dis = crate::disassemble(&w).unwrap();
        assert!(dis.contains("OpCapability DeviceBarrierINTEL"), "{dis}");
        assert!(dis.contains("%3 = OpPredicatedLoadINTEL %2 %4 %5 %6"), "{dis}");
        assert!(dis.contains("OpPredicatedStoreINTEL %4 %6 %5"), "{dis}");
    }

    #[test]
    fn function_variants_spellings_round_trip() {
        // SPV_INTEL_function_variants as the reference's text format spells it: the
        // decoration ConditionalINTEL as `DecorationConditionalINTEL`, the comparison of
        // OpSpecConstantArchitectureINTEL by opcode name, the capabilities of
        // OpSpecConstantCapabilitiesINTEL as numbers.
        let text = format!(
            "{HEADER}3 ConditionalCapabilityINTEL 3 Float16 \n4 Decorate 5 DecorationConditionalINTEL 3 \n\
             7 SpecConstantArchitectureINTEL 2 3 2 3 UGreaterThanEqual 4 \n\
             5 SpecConstantCapabilitiesINTEL 2 6 4 9 \n"
        );
        let w = read_default(&text).unwrap();
        assert_eq!(&w[5..8], &[(3 << 16) | 6250, 3, 9], "OpConditionalCapabilityINTEL 3 Float16");
        assert_eq!(&w[8..12], &[(4 << 16) | 71, 5, 6247, 3], "ConditionalINTEL is 6247");
        assert_eq!(&w[12..19], &[(7 << 16) | 6252, 2, 3, 2, 3, 174, 4], "OpUGreaterThanEqual is 174");
        assert_eq!(&w[19..], &[(5 << 16) | 6253, 2, 6, 4, 9], "capabilities Addresses, Float16");
        let back = to_text(&w).unwrap();
        assert_eq!(back.replace('\n', ""), text.replace('\n', ""));
        let dis = crate::disassemble(&w).unwrap();
        assert!(dis.contains("OpSpecConstantArchitectureINTEL %2 2 3 174 4"), "{dis}");
    }

    #[test]
    fn zero_word_count_is_skipped() {
        let w = read_default(&format!("{HEADER}2 Capability Addresses\n0 Capability\n")).unwrap();
        assert_eq!(w.len(), 7);
    }

    #[test]
    fn wrong_word_count_of_a_string_instruction_is_corrected() {
        let text = format!("{HEADER}8 String 25 \"foo.cpp\"\n4 String 30 \"int\"\n");
        let w = read_default(&text).unwrap();
        assert_eq!(w[5] >> 16, 4);
        assert_eq!(w[9] >> 16, 3);
    }

    #[test]
    fn strings_with_quotes_backslashes_and_whitespace() {
        for s in ["a\"b", "a\\", "a\\\" b", "x y\nz", "\\", "\"", "end\\\\"] {
            let mut words = vec![0x0723_0203, 0x0001_0000, 0, 10, 0];
            let mut ops = vec![1];
            crate::binary::encode_string(s.as_bytes(), &mut ops);
            ops.push(0); // LinkageType Export after the string
            words.push(((ops.len() as u32 + 2) << 16) | 71);
            words.push(5);
            words.push(41);
            words.extend_from_slice(&ops[1..]);
            let text = to_text(&words).unwrap();
            assert_eq!(read_default(&text).unwrap(), words, "{s:?} -> {text}");
        }
    }

    #[test]
    fn errors_carry_lines() {
        let e = read_default(&format!("{HEADER}2 Capability Nonsense\n")).unwrap_err();
        assert!(matches!(e, Error::InvalidName { line: 2, opcode: 17, .. }), "{e:?}");
        let e = read_default(&format!("{HEADER}2 NoSuchOp 1\n")).unwrap_err();
        assert!(matches!(e, Error::InvalidOpcodeName { line: 2, .. }), "{e:?}");
        let e = read_default("119734788 0 0 0 0").unwrap_err();
        assert!(matches!(e, Error::InvalidTextHeader { line: 1, .. }), "{e:?}");
        let e = read_default(&format!("{HEADER}4 Name 1 \"abc\n")).unwrap_err();
        assert!(matches!(e, Error::InvalidUnterminatedString { line: 2, .. }), "{e:?}");
        let e = read_default(&format!("{HEADER}70000 Nop\n")).unwrap_err();
        assert!(matches!(e, Error::UnsupportedWordCount { .. }), "{e:?}");
    }

    #[test]
    fn imports_are_reversed_both_ways() {
        let text = format!("{HEADER}8 ExtInstImport 2 \"OpenCL.DebugInfo.100\" \n5 ExtInstImport 1 \"OpenCL.std\" \n");
        let w = read_default(&text).unwrap();
        assert_eq!(w[6], 1, "OpenCL.std first in the binary");
        assert_eq!(to_text(&w).unwrap().replace('\n', ""), text.replace('\n', ""));
        let kept = read(text.as_bytes(), &ReadOptions { reverse_imports: false }).unwrap();
        assert_eq!(kept[6], 2);
        let opts = WriteOptions { reverse_imports: false, ..WriteOptions::default() };
        let again = crate::to_text_with(&kept, &opts).unwrap();
        assert!(again.find("DebugInfo") < again.find("OpenCL.std"));
    }
}
