//! Demangling of the Itanium names clang produces for OpenCL builtins.
//!
//! A hand-written recursive-descent parser over bytes. Substitution
//! candidates are recorded as byte ranges of the input and re-parsed when
//! referenced, so no type is cloned unless a substitution actually uses it.
//! Depth and total work are bounded, and every failure is an [`Error`]
//! carrying the input and a byte offset: the parser never panics.

use crate::error::{char_at, Error, Result};
use crate::types::{AddrSpace, CvQuals, FunctionType, PointerType, Scalar, Signature, Type};

/// Maximum nesting of types (pointers, atomics, vectors, blocks).
const MAX_DEPTH: u32 = 64;
/// Maximum number of type nodes produced, including substitution expansion.
const MAX_WORK: u32 = 100_000;

#[derive(Clone, Copy, PartialEq, Eq)]
enum CandKind {
    Type,
    Qual,
    Func,
    /// A proper prefix of a nested name (`N4sycl3_V1` of `N4sycl3_V14halfE`): a
    /// substitution candidate (Itanium 5.1.8) that is no type.
    Prefix,
}

#[derive(Clone, Copy)]
struct Cand {
    start: usize,
    end: usize,
    kind: CandKind,
}

pub(crate) struct Parser<'a> {
    s: &'a str,
    b: &'a [u8],
    pub(crate) pos: usize,
    subs: Vec<Cand>,
    record: bool,
    depth: u32,
    work: u32,
}

/// Demangles an Itanium-mangled OpenCL builtin name into its
/// [`Signature`] (Itanium 5.1.2 `<mangled-name> ::= _Z <encoding>`,
/// `<encoding> ::= <source-name> <bare-function-type>`; 5.1.5 type
/// encodings; 5.1.8 substitutions as clang applies them — see
/// [`crate::mangle`]).
///
/// Accepts every name clang-19 emits for `opencl-c.h` builtins on
/// `spir`/`spir64`, plus `__spirv_*` opaque types, block pointers and
/// `U3AS<n>` address spaces `>= 5`. Nested names, templates and other
/// C++-only constructs are rejected with [`Error::Unsupported`] or
/// [`Error::UnexpectedChar`].
///
/// ```
/// use llvm_spirv_mangling::{demangle, AddrSpace, Scalar, Type};
/// let sig = demangle("_Z5frexpDv2_fPU3AS1S_").unwrap();
/// assert_eq!(sig.name, "frexp");
/// assert_eq!(sig.params[0], Type::vector(Scalar::Float, 2));
/// assert_eq!(sig.params[1], Type::pointer(Type::vector(Scalar::Float, 2), AddrSpace::Global));
/// ```
pub fn demangle(s: &str) -> Result<Signature> {
    if !s.starts_with("_Z") {
        return Err(Error::NotMangled { name: s.to_owned(), offset: 0 });
    }
    let mut p = Parser::new(s, 2);
    match p.peek() {
        Some(b'N') => return Err(p.unsupported("nested name")),
        Some(b'L') => return Err(p.unsupported("internal-linkage name")),
        Some(b'S') => return Err(p.unsupported("substituted function name")),
        _ => {}
    }
    let name = p.source_name()?;
    let mut params = Vec::new();
    if p.peek() == Some(b'v') && p.pos + 1 == p.b.len() {
        p.pos += 1;
    } else {
        loop {
            if p.pos >= p.b.len() {
                if params.is_empty() {
                    return Err(p.end("a parameter type or `v`"));
                }
                break;
            }
            let at = p.pos;
            let t = p.ty()?;
            if t.is_void() {
                return Err(p.unexpected_at(at, "a non-void parameter type"));
            }
            params.push(t);
        }
    }
    Ok(Signature { name: name.to_owned(), params })
}

/// Demangles a single `<type>` (Itanium 5.1.5) with a fresh substitution
/// table; the whole input must be consumed. Inverse of
/// [`crate::mangle_type`].
pub fn demangle_type(s: &str) -> Result<Type> {
    let (t, end) = parse_type_at(s, 0)?;
    if end != s.len() {
        return Err(Error::TrailingInput { name: s.to_owned(), offset: end });
    }
    Ok(t)
}

/// Parses one `<type>` of `s` starting at byte `pos` with a fresh
/// substitution table; returns the type and the end offset.
pub(crate) fn parse_type_at(s: &str, pos: usize) -> Result<(Type, usize)> {
    let mut p = Parser::new(s, pos);
    let t = p.ty()?;
    Ok((t, p.pos))
}

fn scalar_code(c: u8) -> Option<Scalar> {
    Some(match c {
        b'b' => Scalar::Bool,
        b'c' => Scalar::Char,
        b'a' => Scalar::SChar,
        b'h' => Scalar::UChar,
        b's' => Scalar::Short,
        b't' => Scalar::UShort,
        b'i' => Scalar::Int,
        b'j' => Scalar::UInt,
        b'l' => Scalar::Long,
        b'm' => Scalar::ULong,
        b'f' => Scalar::Float,
        b'd' => Scalar::Double,
        _ => return None,
    })
}

impl<'a> Parser<'a> {
    fn new(s: &'a str, pos: usize) -> Parser<'a> {
        Parser { s, b: s.as_bytes(), pos, subs: Vec::new(), record: true, depth: 0, work: 0 }
    }

    fn peek(&self) -> Option<u8> {
        self.b.get(self.pos).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn end(&self, expected: &'static str) -> Error {
        Error::UnexpectedEnd { name: self.s.to_owned(), offset: self.b.len(), expected }
    }

    fn unexpected_at(&self, offset: usize, expected: &'static str) -> Error {
        if offset >= self.b.len() {
            return self.end(expected);
        }
        Error::UnexpectedChar { name: self.s.to_owned(), offset, found: char_at(self.s, offset), expected }
    }

    fn unexpected(&self, expected: &'static str) -> Error {
        self.unexpected_at(self.pos, expected)
    }

    fn unsupported_at(&self, offset: usize, what: &'static str) -> Error {
        Error::Unsupported { name: self.s.to_owned(), offset, what }
    }

    fn unsupported(&self, what: &'static str) -> Error {
        self.unsupported_at(self.pos, what)
    }

    fn invalid_number(&self, offset: usize) -> Error {
        Error::InvalidNumber { name: self.s.to_owned(), offset }
    }

    fn expect(&mut self, c: u8, expected: &'static str) -> Result<()> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.unexpected(expected))
        }
    }

    fn enter(&mut self) -> Result<()> {
        self.depth += 1;
        self.work += 1;
        if self.depth > MAX_DEPTH {
            return Err(Error::LimitExceeded {
                name: self.s.to_owned(),
                offset: self.pos,
                limit: "type nesting depth",
            });
        }
        if self.work > MAX_WORK {
            return Err(Error::LimitExceeded {
                name: self.s.to_owned(),
                offset: self.pos,
                limit: "substitution expansion work",
            });
        }
        Ok(())
    }

    /// `<number>` (Itanium 5.1.4): non-negative decimal without leading
    /// zeros.
    fn number(&mut self) -> Result<usize> {
        let start = self.pos;
        let mut n: usize = 0;
        while let Some(c @ b'0'..=b'9') = self.peek() {
            if self.pos > start && n == 0 {
                return Err(self.invalid_number(start));
            }
            n = n
                .checked_mul(10)
                .and_then(|n| n.checked_add(usize::from(c - b'0')))
                .ok_or_else(|| self.invalid_number(start))?;
            self.pos += 1;
        }
        if self.pos == start {
            return Err(self.unexpected("a decimal number"));
        }
        Ok(n)
    }

    /// `<source-name> ::= <positive length number> <identifier>`; the
    /// identifier must be `[A-Za-z0-9_]+`.
    fn source_name(&mut self) -> Result<&'a str> {
        let start = self.pos;
        let len = self.number()?;
        if len == 0 {
            return Err(self.invalid_number(start));
        }
        let id_start = self.pos;
        let id_end = id_start.checked_add(len).ok_or_else(|| self.invalid_number(start))?;
        if id_end > self.b.len() {
            return Err(self.end("identifier of the announced length"));
        }
        for i in id_start..id_end {
            let c = self.b.get(i).copied().unwrap_or(0);
            if !(c.is_ascii_alphanumeric() || c == b'_') {
                return Err(self.unexpected_at(i, "an identifier character"));
            }
        }
        let id = self.s.get(id_start..id_end).ok_or_else(|| self.unexpected_at(id_start, "an identifier"))?;
        self.pos = id_end;
        Ok(id)
    }

    fn record(&mut self, start: usize, kind: CandKind) {
        if self.record {
            self.subs.push(Cand { start, end: self.pos, kind });
        }
    }

    /// `<substitution> ::= S_ | S <seq-id> _` (5.1.8); returns the candidate.
    fn substitution(&mut self) -> Result<(usize, Cand)> {
        let at = self.pos;
        self.expect(b'S', "`S`")?;
        let index = if self.eat(b'_') {
            0usize
        } else {
            let seq_start = self.pos;
            let mut n: usize = 0;
            loop {
                let d = match self.peek() {
                    Some(c @ b'0'..=b'9') => usize::from(c - b'0'),
                    Some(c @ b'A'..=b'Z') => usize::from(c - b'A') + 10,
                    Some(b'_') => break,
                    Some(b'a'..=b'z') if self.pos == seq_start => {
                        return Err(self.unsupported_at(at, "standard substitution (St, Sa, ...)"))
                    }
                    Some(_) => return Err(self.unexpected("a base-36 seq-id digit or `_`")),
                    None => return Err(self.end("a base-36 seq-id digit or `_`")),
                };
                if self.pos > seq_start && n == 0 {
                    return Err(self.invalid_number(seq_start));
                }
                n = n.checked_mul(36).and_then(|n| n.checked_add(d)).ok_or_else(|| self.invalid_number(seq_start))?;
                self.pos += 1;
            }
            if self.pos == seq_start {
                return Err(self.unexpected("a base-36 seq-id"));
            }
            self.pos += 1; // '_'
            n.checked_add(1).ok_or_else(|| self.invalid_number(seq_start))?
        };
        self.subs.get(index).map(|c| (index, *c)).ok_or_else(|| Error::InvalidSubstitution {
            name: self.s.to_owned(),
            offset: at,
            index,
            available: self.subs.len(),
        })
    }

    fn wrong_kind(&self, at: usize, index: usize) -> Error {
        Error::InvalidSubstitution { name: self.s.to_owned(), offset: at, index, available: self.subs.len() }
    }

    /// Re-parses a candidate's text without recording new candidates.
    fn reparse<T>(&mut self, c: Cand, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        let (save_pos, save_rec) = (self.pos, self.record);
        self.pos = c.start;
        self.record = false;
        let r = f(self);
        let ended = self.pos;
        self.pos = save_pos;
        self.record = save_rec;
        let v = r?;
        if ended != c.end {
            return Err(self.unsupported_at(c.start, "inconsistent substitution candidate"));
        }
        Ok(v)
    }

    /// `<type>` in a position that cannot carry qualifiers (parameters,
    /// vector elements, `_Atomic` operands, function types).
    pub(crate) fn ty(&mut self) -> Result<Type> {
        self.enter()?;
        let r = self.ty_inner();
        self.depth -= 1;
        r
    }

    fn ty_inner(&mut self) -> Result<Type> {
        let start = self.pos;
        let c = match self.peek() {
            Some(c) => c,
            None => return Err(self.end("a type")),
        };
        if c == b'v' {
            self.pos += 1;
            return Ok(Type::Void);
        }
        if let Some(s) = scalar_code(c) {
            self.pos += 1;
            return Ok(Type::Scalar(s));
        }
        let t = match c {
            b'D' => match self.b.get(self.pos + 1) {
                Some(b'h') => {
                    self.pos += 2;
                    return Ok(Type::Scalar(Scalar::Half));
                }
                Some(b'F') => {
                    if self.b.get(self.pos..self.pos + 5) == Some(b"DF16b") {
                        self.pos += 5;
                        return Ok(Type::Scalar(Scalar::BFloat16));
                    }
                    return Err(self.unsupported("`DF` type other than DF16b"));
                }
                Some(b'v') => {
                    self.pos += 2;
                    let num_at = self.pos;
                    if self.peek() == Some(b'_') {
                        return Err(self.unsupported("dependent vector size"));
                    }
                    let n = self.number()?;
                    let len = u32::try_from(n).ok().filter(|&n| n > 0).ok_or_else(|| self.invalid_number(num_at))?;
                    self.expect(b'_', "`_` after vector size")?;
                    let elem_at = self.pos;
                    match self.ty()? {
                        Type::Scalar(elem) => Type::Vector { elem, len },
                        _ => return Err(self.unsupported_at(elem_at, "non-scalar vector element")),
                    }
                }
                Some(_) => return Err(self.unexpected_at(self.pos + 1, "`h`, `F16b` or `v` after `D`")),
                None => return Err(self.end("`h`, `F16b` or `v` after `D`")),
            },
            b'P' => {
                self.pos += 1;
                Type::Pointer(Box::new(self.pointee()?))
            }
            b'U' => {
                self.pos += 1;
                let name_at = self.pos;
                match self.source_name()? {
                    "_Atomic" => {
                        let inner_at = self.pos;
                        let inner = self.ty()?;
                        if inner.is_void() {
                            return Err(self.unexpected_at(inner_at, "a non-void _Atomic operand"));
                        }
                        Type::Atomic(Box::new(inner))
                    }
                    "block_pointer" => Type::BlockPointer(Box::new(self.func_or_subst()?)),
                    n if n.starts_with("AS") => {
                        return Err(self.unsupported_at(start, "address-space qualifier outside a pointee"))
                    }
                    _ => return Err(self.unsupported_at(name_at, "vendor extended qualifier")),
                }
            }
            b'0'..=b'9' => Type::named(self.source_name()?),
            b'S' => {
                let (index, cand) = self.substitution()?;
                if cand.kind != CandKind::Type {
                    return Err(self.wrong_kind(start, index));
                }
                return self.reparse(cand, |p| p.ty());
            }
            b'K' | b'V' | b'r' => return Err(self.unsupported("CV-qualifier outside a pointee")),
            b'F' => return Err(self.unsupported("function type outside a block pointer")),
            b'N' => return self.nested_name(start),
            b'I' => return Err(self.unsupported("template arguments")),
            _ => return Err(self.unexpected("a type")),
        };
        self.record(start, CandKind::Type);
        Ok(t)
    }

    /// A `<nested-name>` of source names, `N <source-name>+ E` (Itanium 5.1.5: a class
    /// in a namespace, as SYCL's `sycl::_V1::detail::half_impl::half`), as the named type
    /// of its `::`-joined components; each proper prefix is a substitution candidate, the
    /// whole name a type one. `start` is at `N`.
    ///
    /// Errors: `Unsupported` for other components (template arguments, substitutions,
    /// qualifiers), `UnexpectedEnd` without `E`.
    fn nested_name(&mut self, start: usize) -> Result<Type> {
        self.pos += 1;
        let mut name = String::new();
        loop {
            match self.peek() {
                Some(b'0'..=b'9') => {
                    if !name.is_empty() {
                        self.record(start, CandKind::Prefix);
                        name.push_str("::");
                    }
                    name.push_str(self.source_name()?);
                }
                Some(b'E') if !name.is_empty() => break,
                Some(_) => return Err(self.unsupported("nested name component other than a source name")),
                None => return Err(self.end("`E` closing a nested name")),
            }
        }
        self.pos += 1;
        self.record(start, CandKind::Type);
        Ok(Type::named(&name))
    }

    /// The pointee of `P`: `<qualified-type>` = optional `U3AS<n>`, then
    /// `[r][V][K]`, then the type; or a substitution naming a previously
    /// recorded qualified pointee.
    fn pointee(&mut self) -> Result<PointerType> {
        self.enter()?;
        let r = self.pointee_inner();
        self.depth -= 1;
        r
    }

    fn pointee_inner(&mut self) -> Result<PointerType> {
        let start = self.pos;
        if self.peek() == Some(b'S') {
            let (_, cand) = self.substitution()?;
            if cand.kind == CandKind::Qual {
                return self.reparse(cand, |p| p.pointee());
            }
            self.pos = start;
        }
        let mut addr_space = AddrSpace::Private;
        if self.peek() == Some(b'U') {
            self.pos += 1;
            let name = self.source_name()?;
            match name.strip_prefix("AS") {
                Some(num) => {
                    let num_at = self.pos - num.len();
                    let canonical = !num.is_empty()
                        && num.bytes().all(|b| b.is_ascii_digit())
                        && !(num.len() > 1 && num.starts_with('0'));
                    let n: u32 =
                        if canonical { num.parse().ok() } else { None }.ok_or_else(|| self.invalid_number(num_at))?;
                    if n == 0 {
                        return Err(self.unsupported_at(start, "explicit U3AS0 (private is unqualified)"));
                    }
                    addr_space = AddrSpace::from_number(n);
                }
                None => self.pos = start,
            }
        }
        let cv = CvQuals { is_restrict: self.eat(b'r'), is_volatile: self.eat(b'V'), is_const: self.eat(b'K') };
        let pointee = self.ty()?;
        let p = PointerType { pointee, addr_space, cv };
        if p.has_qualified_candidate() {
            self.record(start, CandKind::Qual);
        }
        Ok(p)
    }

    fn func_or_subst(&mut self) -> Result<FunctionType> {
        self.enter()?;
        let r = self.func_or_subst_inner();
        self.depth -= 1;
        r
    }

    fn func_or_subst_inner(&mut self) -> Result<FunctionType> {
        let start = self.pos;
        if self.peek() == Some(b'S') {
            let (index, cand) = self.substitution()?;
            if cand.kind != CandKind::Func {
                return Err(self.wrong_kind(start, index));
            }
            return self.reparse(cand, |p| p.func_or_subst());
        }
        self.expect(b'F', "a function type `F`")?;
        if self.peek() == Some(b'Y') {
            return Err(self.unsupported("extern \"C\" function type"));
        }
        let ret = self.ty()?;
        let mut params = Vec::new();
        let mut variadic = false;
        if self.peek() == Some(b'v') && self.b.get(self.pos + 1) == Some(&b'E') {
            self.pos += 2;
        } else {
            loop {
                if self.eat(b'E') {
                    if params.is_empty() {
                        return Err(self.unexpected_at(self.pos - 1, "a parameter type, `v` or `z`"));
                    }
                    break;
                }
                if self.eat(b'z') {
                    variadic = true;
                    self.expect(b'E', "`E` after `z`")?;
                    break;
                }
                let at = self.pos;
                let t = self.ty()?;
                if t.is_void() {
                    return Err(self.unexpected_at(at, "a non-void parameter type"));
                }
                params.push(t);
            }
        }
        self.record(start, CandKind::Func);
        Ok(FunctionType { ret, params, variadic })
    }
}
