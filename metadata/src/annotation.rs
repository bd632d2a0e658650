//! Annotation strings: member decorations and user semantics.
//!
//! "SPIR-V representation in LLVM IR", section "Member decoration through pointer annotations": the second
//! argument of `llvm.ptr.annotation` (and, in the same format, of
//! `llvm.var.annotation` and the entries of `llvm.global.annotations`) is a
//! sequence of blocks `{X}` or `{X:Y}`, where `X` is a reserved name or a
//! SPIR-V decoration number and `Y` is one or more arguments separated by
//! `,` (by `:` for `merge`), each a word (letters, digits, `_`, `-`) or a
//! string in double quotes.
//!
//! Reserved names (the representation document's table):
//!
//! | decoration              | reserved name      | rule                                  |
//! |-------------------------|--------------------|---------------------------------------|
//! | `RegisterINTEL`         | `register`         | arguments ignored; written `{register:1}` |
//! | `MemoryINTEL`           | `memory`           |                                       |
//! | `NumbanksINTEL`         | `numbanks`         |                                       |
//! | `BankwidthINTEL`        | `bankwidth`        |                                       |
//! | `MaxPrivateCopiesINTEL` | `private_copies`   |                                       |
//! | `SinglepumpINTEL`       | `pump`             | selected by argument `1`: `{pump:1}`  |
//! | `DoublepumpINTEL`       | `pump`             | selected by argument `2`: `{pump:2}`  |
//! | `MaxReplicatesINTEL`    | `max_replicates`   |                                       |
//! | `SimpleDualPortINTEL`   | `simple_dual_port` | arguments ignored; written `{simple_dual_port:1}` |
//! | `MergeINTEL`            | `merge`            | arguments separated by `:`: `{merge:X:Y}` |
//! | `BankBitsINTEL`         | `bank_bits`        |                                       |
//! | `ForcePow2DepthINTEL`   | `force_pow2_depth` |                                       |
//!
//! Decoding (LLVM -> SPIR-V) accepts both reserved names and decoration
//! numbers; the special rules apply to reserved names only. Encoding
//! (SPIR-V -> LLVM) prefers reserved names, so `{5825}` comes back as
//! `{register:1}`. Numbers are checked against the SPIR-V grammar of the
//! decoration, and a word argument is an integer or a string according to
//! the grammar's operand kind.
//!
//! Note: the representation document's prose says `{5835:1,2,3}` gives `BankwidthINTEL` and that
//! `SinglepumpINTEL` is selected "if the argument is 2"; 5835 is
//! `BankBitsINTEL` (the representation document's own `bank_bits` equivalent) and Singlepump is
//! `{pump:1}` (the representation document's own example), which is what this module follows.
//!
//! User semantics ([`Annotation`]): an annotation string that is not
//! entirely made of valid blocks is a `UserSemantic` decoration (SPIR-V spec
//! 3.20, `UserSemantic` 5635) carrying the whole string.

use crate::decoration::{Decoration, DecorationOperand};
use crate::error::{BlockProblem, Error, Result, SyntaxProblem};
use crate::grammar::{self, OperandClass};

/// `llvm.ptr.annotation`: annotates a pointer (a struct member through a
/// GEP, or any pointer value); its decorations become `OpMemberDecorate` /
/// `OpDecorate` of the pointer.
pub const LLVM_PTR_ANNOTATION: &str = "llvm.ptr.annotation";
/// `llvm.var.annotation`: annotates a local variable (`alloca`); its
/// decorations become `OpDecorate` of the `OpVariable`.
pub const LLVM_VAR_ANNOTATION: &str = "llvm.var.annotation";
/// `llvm.global.annotations`: the global array annotating global variables
/// and functions; its decorations become `OpDecorate` of the global.
pub const LLVM_GLOBAL_ANNOTATIONS: &str = "llvm.global.annotations";

/// How the arguments of a reserved name give the operands of its decoration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReservedArgs {
    /// As the decoration's grammar gives them (`{numbanks:4}`, `{merge:key:type}`).
    Grammar,
    /// A decoration without operands whose arguments are ignored when read and written as
    /// `1` (`{register:1}`).
    Flag,
    /// A decoration without operands written without arguments (`{true_dual_port}`);
    /// arguments read are ignored.
    Bare,
    /// A decoration without operands selected, among the rows sharing the name, by this one
    /// argument (`{pump:1}` Singlepump, `{pump:2}` Doublepump).
    Selector(&'static str),
}

/// One row of [`RESERVED_NAMES`]: an annotation key and the decoration it stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ReservedName {
    /// The key written before `:` (`numbanks`, `sycl-buffer-location`).
    pub name: &'static str,
    /// The decoration (its capability and extension come from the grammar).
    pub decoration: spirv::Decoration,
    /// How the arguments give the operands.
    pub args: ReservedArgs,
    /// Whether the decoration may decorate a struct member ([`decorates_members`]).
    pub member: bool,
}

const fn reserved(name: &'static str, decoration: spirv::Decoration, args: ReservedArgs) -> ReservedName {
    ReservedName { name, decoration, args, member: true }
}

const fn pointer_only(name: &'static str, decoration: spirv::Decoration) -> ReservedName {
    ReservedName { name, decoration, args: ReservedArgs::Grammar, member: false }
}

/// The annotation keys with their decorations, read both ways: the representation
/// document's table (SPV_INTEL_fpga_memory_attributes) and the keys the Khronos translator
/// writes for the decorations of SPV_INTEL_fpga_memory_attributes (`stride_size`,
/// `word_size`, `true_dual_port`), SPV_INTEL_fpga_buffer_location and
/// SPV_INTEL_fpga_latency_control (the `sycl-*` keys DPC++ gives them).
pub const RESERVED_NAMES: [ReservedName; 18] = {
    use spirv::Decoration as D;
    use ReservedArgs as A;
    [
        reserved("register", D::RegisterINTEL, A::Flag),
        reserved("memory", D::MemoryINTEL, A::Grammar),
        reserved("numbanks", D::NumbanksINTEL, A::Grammar),
        reserved("bankwidth", D::BankwidthINTEL, A::Grammar),
        reserved("private_copies", D::MaxPrivateCopiesINTEL, A::Grammar),
        reserved("pump", D::SinglepumpINTEL, A::Selector("1")),
        reserved("pump", D::DoublepumpINTEL, A::Selector("2")),
        reserved("max_replicates", D::MaxReplicatesINTEL, A::Grammar),
        reserved("simple_dual_port", D::SimpleDualPortINTEL, A::Flag),
        reserved("merge", D::MergeINTEL, A::Grammar),
        reserved("bank_bits", D::BankBitsINTEL, A::Grammar),
        reserved("force_pow2_depth", D::ForcePow2DepthINTEL, A::Grammar),
        reserved("stride_size", D::StridesizeINTEL, A::Grammar),
        reserved("word_size", D::WordsizeINTEL, A::Grammar),
        reserved("true_dual_port", D::TrueDualPortINTEL, A::Bare),
        pointer_only("sycl-buffer-location", D::BufferLocationINTEL),
        pointer_only("sycl-latency-anchor-id", D::LatencyControlLabelINTEL),
        pointer_only("sycl-latency-constraint", D::LatencyControlConstraintINTEL),
    ]
};

/// The reserved name of `decoration`, if [`RESERVED_NAMES`] has one.
pub fn reserved_name(decoration: spirv::Decoration) -> Option<&'static str> {
    reserved_row(decoration).map(|r| r.name)
}

fn reserved_row(decoration: spirv::Decoration) -> Option<&'static ReservedName> {
    RESERVED_NAMES.iter().find(|r| r.decoration == decoration)
}

/// Whether `decoration` may decorate a struct member through an `llvm.ptr.annotation` of a
/// GEP `0, i` (`OpMemberDecorate`): the memory attributes of SPV_INTEL_fpga_memory_attributes
/// (their specification lets them decorate "a structure member", the rows of
/// [`RESERVED_NAMES`] marked `member`) and `UserSemantic`. Other decorations of such an
/// annotation (latency controls, buffer locations, memory accesses, any given by number)
/// decorate the annotated pointer, as the Khronos translator writes them.
pub fn decorates_members(decoration: spirv::Decoration) -> bool {
    decoration == spirv::Decoration::UserSemantic || reserved_row(decoration).is_some_and(|r| r.member)
}

/// One argument of a block, as written.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum AnnotationArg {
    /// A bare word: letters, digits, `_` and `-`.
    Word(String),
    /// A string in double quotes (without the quotes; cannot contain `"`).
    Quoted(String),
}

impl AnnotationArg {
    /// The text of the argument, without quotes.
    pub fn text(&self) -> &str {
        match self {
            AnnotationArg::Word(s) | AnnotationArg::Quoted(s) => s,
        }
    }
}

/// One `{name}` / `{name:arg,...}` block, as written (syntax level).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AnnotationBlock {
    /// Reserved name or decoration number.
    pub name: String,
    /// Arguments.
    pub args: Vec<AnnotationArg>,
}

impl AnnotationBlock {
    fn separator(&self) -> char {
        if self.name == "merge" {
            ':'
        } else {
            ','
        }
    }
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

fn is_word_char(c: char) -> bool {
    is_name_char(c) || c == '-'
}

/// Parses an annotation string into its blocks (syntax only). The whole
/// string must be one or more blocks with nothing in between.
pub fn parse_annotation_blocks(annotation: &str) -> Result<Vec<AnnotationBlock>> {
    let err = |offset: usize, problem: SyntaxProblem| Error::AnnotationSyntax {
        annotation: annotation.to_owned(),
        offset,
        problem,
    };
    if annotation.is_empty() {
        return Err(err(0, SyntaxProblem::Empty));
    }
    let bytes = annotation.as_bytes();
    let mut pos = 0;
    let mut blocks = Vec::new();
    // Length of the run of characters satisfying `pred` starting at `at`.
    let run = |at: usize, pred: fn(char) -> bool| {
        annotation[at..].char_indices().find(|&(_, c)| !pred(c)).map_or(annotation.len() - at, |(i, _)| i)
    };
    while pos < bytes.len() {
        if bytes[pos] != b'{' {
            return Err(err(pos, SyntaxProblem::ExpectedOpenBrace));
        }
        pos += 1;
        let name_len = run(pos, is_word_char);
        if name_len == 0 {
            return Err(err(pos, SyntaxProblem::ExpectedName));
        }
        let name = annotation[pos..pos + name_len].to_owned();
        pos += name_len;
        let sep = if name == "merge" { b':' } else { b',' };
        let mut args = Vec::new();
        if bytes.get(pos) == Some(&b':') {
            loop {
                pos += 1; // skip ':' or the separator
                match bytes.get(pos) {
                    Some(b'"') => {
                        let start = pos + 1;
                        let Some(len) = annotation[start..].find('"') else {
                            return Err(err(pos, SyntaxProblem::UnterminatedString));
                        };
                        args.push(AnnotationArg::Quoted(annotation[start..start + len].to_owned()));
                        pos = start + len + 1;
                    }
                    _ => {
                        let len = run(pos, is_word_char);
                        if len == 0 {
                            return Err(err(pos, SyntaxProblem::ExpectedArgument));
                        }
                        args.push(AnnotationArg::Word(annotation[pos..pos + len].to_owned()));
                        pos += len;
                    }
                }
                if bytes.get(pos) != Some(&sep) {
                    break;
                }
            }
        }
        if bytes.get(pos) != Some(&b'}') {
            return Err(err(pos, SyntaxProblem::ExpectedCloseBrace));
        }
        pos += 1;
        blocks.push(AnnotationBlock { name, args });
    }
    Ok(blocks)
}

/// Writes blocks back as an annotation string. Arguments are written as
/// given (a `Quoted` argument must not contain `"`; use
/// [`encode_annotation`] for checked output).
pub fn write_annotation_blocks(blocks: &[AnnotationBlock]) -> String {
    let mut out = String::new();
    for b in blocks {
        out.push('{');
        out.push_str(&b.name);
        for (i, a) in b.args.iter().enumerate() {
            out.push(if i == 0 { ':' } else { b.separator() });
            match a {
                AnnotationArg::Word(w) => out.push_str(w),
                AnnotationArg::Quoted(q) => {
                    out.push('"');
                    out.push_str(q);
                    out.push('"');
                }
            }
        }
        out.push('}');
    }
    out
}

/// Parses an integer argument: decimal `u32`, or a negative `i32` (stored as
/// its two's-complement bits).
fn parse_int(word: &str) -> Option<u32> {
    if let Some(rest) = word.strip_prefix('-') {
        rest.parse::<u32>()
            .ok()
            .and_then(|v| 0i64.checked_sub(i64::from(v)))
            .and_then(|v| i32::try_from(v).ok())
            .map(|v| v as u32)
    } else {
        word.parse::<u32>().ok()
    }
}

fn block_to_decoration(annotation: &str, block: &AnnotationBlock) -> Result<Decoration> {
    let fail = |problem: BlockProblem| Error::AnnotationBlock {
        annotation: annotation.to_owned(),
        block: write_annotation_blocks(std::slice::from_ref(block))
            .trim_start_matches('{')
            .trim_end_matches('}')
            .to_owned(),
        problem,
    };
    let name = block.name.as_str();
    let kind = if name.bytes().all(|b| b.is_ascii_digit()) {
        let id = name.parse::<u32>().map_err(|_| fail(BlockProblem::UnknownReservedName))?;
        spirv::Decoration::from_u32(id).ok_or_else(|| fail(BlockProblem::UnknownDecorationId(id)))?
    } else {
        let mut rows = RESERVED_NAMES.iter().filter(|r| r.name == name).peekable();
        if rows.peek().is_none() {
            return Err(fail(BlockProblem::UnknownReservedName));
        }
        let mut kind = None;
        for r in rows {
            match r.args {
                ReservedArgs::Grammar => kind = Some(r.decoration),
                // Arguments of these are ignored (the table of "SPIR-V representation in LLVM IR").
                ReservedArgs::Flag | ReservedArgs::Bare => return Ok(Decoration::simple(r.decoration)),
                ReservedArgs::Selector(arg) => match block.args.as_slice() {
                    [AnnotationArg::Word(w)] if w == arg => return Ok(Decoration::simple(r.decoration)),
                    _ => {}
                },
            }
        }
        kind.ok_or_else(|| fail(BlockProblem::BadSelector))?
    };
    let Some(g) = grammar::decoration_grammar(kind) else {
        return Err(fail(BlockProblem::UnknownDecorationId(kind as u32)));
    };
    // A quoted argument in an integer position holds one or more comma-separated integers
    // (`{5921:"10"}`, `{6173:"0,1,5"}`, as DPC++ writes them).
    let mut args: Vec<AnnotationArg> = Vec::with_capacity(block.args.len());
    for arg in &block.args {
        match arg {
            AnnotationArg::Quoted(q) if g.operand(args.len()).is_some_and(|o| o.class == OperandClass::Integer) => {
                args.extend(q.split(',').map(|t| AnnotationArg::Word(t.trim().to_owned())))
            }
            a => args.push(a.clone()),
        }
    }
    let mut operands = Vec::with_capacity(args.len());
    for (index, arg) in args.iter().enumerate() {
        let Some(expected) = g.operand(index) else {
            return Err(fail(BlockProblem::Grammar(crate::error::GrammarProblem::TooManyOperands {
                found: args.len(),
            })));
        };
        operands.push(match (expected.class, arg) {
            (OperandClass::Integer, AnnotationArg::Word(w)) => {
                DecorationOperand::Int(parse_int(w).ok_or_else(|| fail(BlockProblem::NotAnInteger { index }))?)
            }
            (OperandClass::Integer, AnnotationArg::Quoted(_)) => {
                return Err(fail(BlockProblem::NotAnInteger { index }))
            }
            (OperandClass::String, a) => DecorationOperand::String(a.text().to_owned()),
            (OperandClass::Id, _) => return Err(fail(BlockProblem::IdOperand { index })),
        });
    }
    let dec = Decoration::new(kind, operands);
    dec.validate_in(LLVM_PTR_ANNOTATION).map_err(|e| match e {
        Error::Grammar { problem, .. } => fail(BlockProblem::Grammar(problem)),
        other => other,
    })?;
    Ok(dec)
}

/// Decodes an annotation string into decorations (LLVM -> SPIR-V). Fails,
/// naming the string and the block, unless the whole string is valid blocks.
pub fn decode_annotation(annotation: &str) -> Result<Vec<Decoration>> {
    parse_annotation_blocks(annotation)?.iter().map(|b| block_to_decoration(annotation, b)).collect()
}

/// The load-store-unit controls of SPV_INTEL_fpga_memory_accesses as DPC++ writes them,
/// `{params:N}` with an optional `{cache-size:S}`: bit `i` of `N` selects row `i` (its
/// decoration; `CacheSizeINTEL` takes `S`, `PrefetchINTEL` the size 0). Read both ways by
/// [`lsu_annotation`] and [`encode_lsu_annotation`].
pub const LSU_PARAMS: [spirv::Decoration; 4] = [
    spirv::Decoration::BurstCoalesceINTEL,
    spirv::Decoration::CacheSizeINTEL,
    spirv::Decoration::DontStaticallyCoalesceINTEL,
    spirv::Decoration::PrefetchINTEL,
];

/// The decorations of a `{params:N}` / `{params:N}{cache-size:S}` annotation string
/// ([`LSU_PARAMS`]); `None` for any other string, for `N` 0 or with bits beyond the table, and
/// for `CacheSizeINTEL` selected without `{cache-size:S}` (the Khronos translator keeps such
/// strings as `UserSemantic`).
pub fn lsu_annotation(annotation: &str) -> Option<Vec<Decoration>> {
    let blocks = parse_annotation_blocks(annotation).ok()?;
    let int = |b: &AnnotationBlock, name: &str| match b.args.as_slice() {
        [AnnotationArg::Word(w)] if b.name == name => w.parse::<u32>().ok(),
        _ => None,
    };
    let (params, cache_size) = match blocks.as_slice() {
        [p] => (int(p, "params")?, None),
        [p, c] => (int(p, "params")?, Some(int(c, "cache-size")?)),
        _ => return None,
    };
    if params == 0 || params >> LSU_PARAMS.len() != 0 {
        return None;
    }
    LSU_PARAMS
        .iter()
        .enumerate()
        .filter(|(bit, _)| params & (1 << bit) != 0)
        .map(|(_, &d)| match d {
            spirv::Decoration::CacheSizeINTEL => Some(Decoration::with_ints(d, &[cache_size?])),
            spirv::Decoration::PrefetchINTEL => Some(Decoration::with_ints(d, &[0])),
            _ => Some(Decoration::simple(d)),
        })
        .collect()
}

/// Whether `annotation` is in the `{params:N}` / `{params:N}{cache-size:S}` form of
/// [`lsu_annotation`], whatever `N`: load-store-unit controls of the accesses through the
/// annotated pointer, so never a struct member's property (with `N` 0 the Khronos translator
/// keeps the string as the pointer's `UserSemantic`).
pub fn is_lsu_form(annotation: &str) -> bool {
    let Ok(blocks) = parse_annotation_blocks(annotation) else { return false };
    let int = |b: &AnnotationBlock, name: &str| {
        b.name == name && matches!(b.args.as_slice(), [AnnotationArg::Word(w)] if w.parse::<u32>().is_ok())
    };
    match blocks.as_slice() {
        [p] => int(p, "params"),
        [p, c] => int(p, "params") && int(c, "cache-size"),
        _ => false,
    }
}

/// Whether `decoration` has a `{params:N}` form ([`LSU_PARAMS`]).
pub fn is_lsu_decoration(decoration: spirv::Decoration) -> bool {
    LSU_PARAMS.contains(&decoration)
}

/// The `{params:N}` / `{params:N}{cache-size:S}` string of the [`LSU_PARAMS`] decorations
/// among `decorations` (SPIR-V -> LLVM); `None` when there are none, or when one has operands
/// the string cannot carry (`PrefetchINTEL` with a size other than 0).
pub fn encode_lsu_annotation(decorations: &[Decoration]) -> Option<String> {
    let mut params = 0u32;
    let mut cache_size = None;
    for d in decorations.iter().filter(|d| is_lsu_decoration(d.kind)) {
        let bit = LSU_PARAMS.iter().position(|k| *k == d.kind)?;
        params |= 1 << bit;
        match (d.kind, d.operands.as_slice()) {
            (spirv::Decoration::CacheSizeINTEL, [DecorationOperand::Int(s)]) => cache_size = Some(*s),
            (spirv::Decoration::PrefetchINTEL, [DecorationOperand::Int(0)]) => {}
            (_, []) if d.kind != spirv::Decoration::CacheSizeINTEL && d.kind != spirv::Decoration::PrefetchINTEL => {}
            _ => return None,
        }
    }
    if params == 0 {
        return None;
    }
    Some(match cache_size {
        Some(s) => format!("{{params:{params}}}{{cache-size:{s}}}"),
        None => format!("{{params:{params}}}"),
    })
}

/// The decorations of an annotation string made only of SPV_INTEL_cache_controls blocks,
/// `{6442:"0,1"}{6443:"1,3"}`: the decoration number (CacheControlLoadINTEL 6442,
/// CacheControlStoreINTEL 6443), then the cache level and the cache control, written as
/// one quoted comma-separated string (as DPC++ writes them) or as two words. `None` for
/// any other string, or when an operand is not a valid level and control (checked against
/// the grammar).
pub fn cache_control_annotation(annotation: &str) -> Option<Vec<Decoration>> {
    parse_annotation_blocks(annotation)
        .ok()?
        .iter()
        .map(|b| {
            let kind = match b.name.as_str() {
                "6442" => spirv::Decoration::CacheControlLoadINTEL,
                "6443" => spirv::Decoration::CacheControlStoreINTEL,
                _ => return None,
            };
            let texts: Vec<&str> = match b.args.as_slice() {
                [AnnotationArg::Quoted(q)] => q.split(',').map(str::trim).collect(),
                args => args.iter().map(AnnotationArg::text).collect(),
            };
            let ints = texts.iter().map(|t| t.parse().ok()).collect::<Option<Vec<u32>>>()?;
            let d = Decoration::with_ints(kind, &ints);
            d.validate().ok()?;
            Some(d)
        })
        .collect()
}

fn encode_string_arg(decoration: spirv::Decoration, s: &str) -> Result<AnnotationArg> {
    if !s.is_empty() && s.chars().all(is_word_char) {
        Ok(AnnotationArg::Word(s.to_owned()))
    } else if s.contains('"') {
        Err(Error::UnquotableString { decoration, value: s.to_owned() })
    } else {
        Ok(AnnotationArg::Quoted(s.to_owned()))
    }
}

fn decoration_to_block(d: &Decoration) -> Result<AnnotationBlock> {
    d.validate_in(LLVM_PTR_ANNOTATION)?;
    let (name, args) = match reserved_row(d.kind).map(|r| (r.name, r.args)) {
        Some((name, ReservedArgs::Flag)) => (name.to_owned(), vec![AnnotationArg::Word("1".to_owned())]),
        Some((name, ReservedArgs::Bare)) => (name.to_owned(), Vec::new()),
        Some((name, ReservedArgs::Selector(arg))) => (name.to_owned(), vec![AnnotationArg::Word(arg.to_owned())]),
        _ => {
            let kind = d.kind;
            let name = reserved_name(kind).map_or_else(|| (kind as u32).to_string(), str::to_owned);
            let args = d
                .operands
                .iter()
                .enumerate()
                .map(|(index, op)| match op {
                    DecorationOperand::Int(v) => Ok(AnnotationArg::Word(v.to_string())),
                    DecorationOperand::String(s) => encode_string_arg(kind, s),
                    DecorationOperand::Id(_) => {
                        Err(Error::NotAnnotatable { decoration: kind, problem: BlockProblem::IdOperand { index } })
                    }
                })
                .collect::<Result<Vec<_>>>()?;
            (name, args)
        }
    };
    Ok(AnnotationBlock { name, args })
}

/// Encodes decorations as an annotation string (SPIR-V -> LLVM), preferring
/// reserved names. Fails for decorations with `<id>` operands or strings
/// containing `"`, and for decorations that do not match the grammar.
pub fn encode_annotation(decorations: &[Decoration]) -> Result<String> {
    let blocks = decorations.iter().map(decoration_to_block).collect::<Result<Vec<_>>>()?;
    Ok(write_annotation_blocks(&blocks))
}

/// What an annotation string stands for in SPIR-V.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Annotation {
    /// The string is entirely `{...}` blocks naming decorations.
    Decorations(Vec<Decoration>),
    /// Any other string: a `UserSemantic` decoration with the whole string.
    UserSemantic(String),
}

impl Annotation {
    /// Classifies an annotation string (never fails): decorations if
    /// [`decode_annotation`] accepts it, a user semantic string otherwise.
    ///
    /// When the FPGA memory extensions are not enabled the translator uses
    /// `Annotation::UserSemantic(s.to_owned())` directly.
    pub fn decode(annotation: &str) -> Annotation {
        match decode_annotation(annotation) {
            Ok(decs) => Annotation::Decorations(decs),
            Err(_) => Annotation::UserSemantic(annotation.to_owned()),
        }
    }

    /// The annotation string.
    pub fn encode(&self) -> Result<String> {
        match self {
            Annotation::Decorations(d) => encode_annotation(d),
            Annotation::UserSemantic(s) => Ok(s.clone()),
        }
    }

    /// The SPIR-V decorations (a user semantic string becomes
    /// `UserSemantic "<string>"`).
    pub fn into_decorations(self) -> Vec<Decoration> {
        match self {
            Annotation::Decorations(d) => d,
            Annotation::UserSemantic(s) => {
                vec![Decoration::new(spirv::Decoration::UserSemantic, vec![DecorationOperand::String(s)])]
            }
        }
    }
}

/// The decorations of one target split into annotation strings and the
/// rest (SPIR-V -> LLVM).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct AnnotationSplit {
    /// Annotation strings, one per `UserSemantic` decoration and one for all
    /// the reserved-name decorations together, in order of first appearance.
    pub annotations: Vec<String>,
    /// Decorations that have no annotation form (to be written as
    /// `spirv.Decorations` or handled otherwise).
    pub remaining: Vec<Decoration>,
}

/// Splits the decorations of one variable, global or struct member into
/// annotation strings (`UserSemantic` strings and the reserved-name
/// decorations of the representation document's table) and the remaining decorations.
pub fn annotations_from_decorations(decorations: &[Decoration]) -> Result<AnnotationSplit> {
    let mut split = AnnotationSplit::default();
    let mut member: Vec<Decoration> = Vec::new();
    let mut member_slot = None;
    for d in decorations {
        if d.kind == spirv::Decoration::UserSemantic {
            if let [DecorationOperand::String(s)] = d.operands.as_slice() {
                split.annotations.push(s.clone());
                continue;
            }
        }
        if reserved_name(d.kind).is_some() {
            if member_slot.is_none() {
                member_slot = Some(split.annotations.len());
                split.annotations.push(String::new());
            }
            member.push(d.clone());
        } else {
            split.remaining.push(d.clone());
        }
    }
    if let Some(slot) = member_slot {
        if let Some(a) = split.annotations.get_mut(slot) {
            *a = encode_annotation(&member)?;
        }
    }
    Ok(split)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::GrammarProblem;
    use spirv::Decoration as D;

    fn s(text: &str) -> DecorationOperand {
        DecorationOperand::String(text.into())
    }

    #[test]
    fn reserved_names_round_trip() {
        let text = "{memory:MLAB}{numbanks:8}{bankwidth:16}{private_copies:2}{pump:2}\
                    {max_replicates:3}{simple_dual_port:1}{merge:tag:width}{bank_bits:3,4}\
                    {force_pow2_depth:0}{register:1}{pump:1}";
        let decs = decode_annotation(text).unwrap();
        assert_eq!(
            decs,
            vec![
                Decoration::new(D::MemoryINTEL, vec![s("MLAB")]),
                Decoration::with_ints(D::NumbanksINTEL, &[8]),
                Decoration::with_ints(D::BankwidthINTEL, &[16]),
                Decoration::with_ints(D::MaxPrivateCopiesINTEL, &[2]),
                Decoration::simple(D::DoublepumpINTEL),
                Decoration::with_ints(D::MaxReplicatesINTEL, &[3]),
                Decoration::simple(D::SimpleDualPortINTEL),
                Decoration::new(D::MergeINTEL, vec![s("tag"), s("width")]),
                Decoration::with_ints(D::BankBitsINTEL, &[3, 4]),
                Decoration::with_ints(D::ForcePow2DepthINTEL, &[0]),
                Decoration::simple(D::RegisterINTEL),
                Decoration::simple(D::SinglepumpINTEL),
            ]
        );
        assert_eq!(encode_annotation(&decs).unwrap(), text);
    }

    #[test]
    fn numbers_decode_and_encode_as_reserved_names() {
        assert_eq!(decode_annotation("{5825}").unwrap(), vec![Decoration::simple(D::RegisterINTEL)]);
        assert_eq!(encode_annotation(&decode_annotation("{5825}").unwrap()).unwrap(), "{register:1}");
        // BankBitsINTEL by number, three literals.
        let d = decode_annotation("{5835:2,3,4}").unwrap();
        assert_eq!(d, decode_annotation("{bank_bits:2,3,4}").unwrap());
        assert_eq!(encode_annotation(&d).unwrap(), "{bank_bits:2,3,4}");
        // Reserved-name rules do not apply to numbers: merge by number uses ','.
        let d = decode_annotation("{5834:\"a b\",c}").unwrap();
        assert_eq!(d, vec![Decoration::new(D::MergeINTEL, vec![s("a b"), s("c")])]);
        assert_eq!(encode_annotation(&d).unwrap(), "{merge:\"a b\":c}");
        // Register: extra arguments ignored.
        assert_eq!(decode_annotation("{register:0}").unwrap(), vec![Decoration::simple(D::RegisterINTEL)]);
    }

    #[test]
    fn fpga_keys_quoted_integers_and_member_rule() {
        // Bare and grammar keys of the memory attributes added after the representation document.
        let text = "{stride_size:4}{word_size:8}{true_dual_port}";
        let d = decode_annotation(text).unwrap();
        assert_eq!(
            d,
            vec![
                Decoration::with_ints(D::StridesizeINTEL, &[4]),
                Decoration::with_ints(D::WordsizeINTEL, &[8]),
                Decoration::simple(D::TrueDualPortINTEL),
            ]
        );
        assert_eq!(encode_annotation(&d).unwrap(), text);
        assert_eq!(decode_annotation("{5885}").unwrap(), vec![Decoration::simple(D::TrueDualPortINTEL)]);
        // Quoted integers by number, as DPC++ writes them; keys with '-' on the way back.
        let d = decode_annotation("{6172:\"1\"}{6173:\"0,1,5\"}{5921:\"123456789\"}").unwrap();
        assert_eq!(
            d,
            vec![
                Decoration::with_ints(D::LatencyControlLabelINTEL, &[1]),
                Decoration::with_ints(D::LatencyControlConstraintINTEL, &[0, 1, 5]),
                Decoration::with_ints(D::BufferLocationINTEL, &[123_456_789]),
            ]
        );
        assert_eq!(
            encode_annotation(&d).unwrap(),
            "{sycl-latency-anchor-id:1}{sycl-latency-constraint:0,1,5}{sycl-buffer-location:123456789}"
        );
        // A quoted non-integer in an integer position is no decoration.
        assert!(decode_annotation("{5921:\"x\"}").is_err());
        assert!(decorates_members(D::NumbanksINTEL) && decorates_members(D::UserSemantic));
        assert!(!decorates_members(D::BufferLocationINTEL) && !decorates_members(D::LatencyControlLabelINTEL));
    }

    #[test]
    fn lsu_params_both_ways() {
        let d = lsu_annotation("{params:15}{cache-size:127}").unwrap();
        assert_eq!(
            d,
            vec![
                Decoration::simple(D::BurstCoalesceINTEL),
                Decoration::with_ints(D::CacheSizeINTEL, &[127]),
                Decoration::simple(D::DontStaticallyCoalesceINTEL),
                Decoration::with_ints(D::PrefetchINTEL, &[0]),
            ]
        );
        assert_eq!(encode_lsu_annotation(&d).as_deref(), Some("{params:15}{cache-size:127}"));
        // CacheSize only when its bit is set; params 0, unknown bits, a missing size: no decorations.
        let d = lsu_annotation("{params:12}{cache-size:0}").unwrap();
        assert_eq!(encode_lsu_annotation(&d).as_deref(), Some("{params:12}"));
        for other in ["{params:0}{cache-size:127}", "{params:16}", "{params:2}", "{numbanks:2}", "params"] {
            assert_eq!(lsu_annotation(other), None, "{other}");
        }
        assert_eq!(encode_lsu_annotation(&[Decoration::with_ints(D::PrefetchINTEL, &[8])]), None);
        assert_eq!(encode_lsu_annotation(&[Decoration::simple(D::RegisterINTEL)]), None);
    }

    #[test]
    fn non_reserved_decorations_by_number() {
        // UserSemantic (5635) with a quoted string, Alignment (44) with an int.
        let text = "{5635:\"hot path\"}{44:16}";
        let d = decode_annotation(text).unwrap();
        assert_eq!(
            d,
            vec![Decoration::new(D::UserSemantic, vec![s("hot path")]), Decoration::with_ints(D::Alignment, &[16]),]
        );
        assert_eq!(encode_annotation(&d).unwrap(), text);
        // A negative literal round-trips as its bit pattern.
        let d = decode_annotation("{44:-1}").unwrap();
        assert_eq!(d[0].operands, vec![DecorationOperand::Int(u32::MAX)]);
    }

    #[test]
    #[allow(clippy::panic)]
    fn malformed_annotations() {
        let syntax = |t: &str| match parse_annotation_blocks(t) {
            Err(Error::AnnotationSyntax { problem, offset, .. }) => (problem, offset),
            other => panic!("{t}: {other:?}"),
        };
        assert_eq!(syntax(""), (SyntaxProblem::Empty, 0));
        assert_eq!(syntax("x{register}"), (SyntaxProblem::ExpectedOpenBrace, 0));
        assert_eq!(syntax("{register}x"), (SyntaxProblem::ExpectedOpenBrace, 10));
        assert_eq!(syntax("{}"), (SyntaxProblem::ExpectedName, 1));
        assert_eq!(syntax("{numbanks:}"), (SyntaxProblem::ExpectedArgument, 10));
        assert_eq!(syntax("{memory:\"abc}"), (SyntaxProblem::UnterminatedString, 8));
        assert_eq!(syntax("{numbanks:4"), (SyntaxProblem::ExpectedCloseBrace, 11));
        assert_eq!(syntax("{merge:a,b}"), (SyntaxProblem::ExpectedCloseBrace, 8));

        let block = |t: &str| match decode_annotation(t) {
            Err(Error::AnnotationBlock { problem, block, .. }) => (problem, block),
            other => panic!("{t}: {other:?}"),
        };
        assert_eq!(block("{sizeinfo:4}").0, BlockProblem::UnknownReservedName);
        assert_eq!(block("{99999}").0, BlockProblem::UnknownDecorationId(99_999));
        assert_eq!(block("{pump:3}").0, BlockProblem::BadSelector);
        assert_eq!(block("{numbanks:four}"), (BlockProblem::NotAnInteger { index: 0 }, "numbanks:four".into()));
        assert_eq!(block("{numbanks:1,2}").0, BlockProblem::Grammar(GrammarProblem::TooManyOperands { found: 2 }));
        assert_eq!(block("{merge:a}").0, BlockProblem::Grammar(GrammarProblem::TooFewOperands { found: 1 }));
        // AlignmentId (46) takes an <id>.
        assert_eq!(block("{46:3}").0, BlockProblem::IdOperand { index: 0 });
        let msg = decode_annotation("{numbanks:four}").unwrap_err().to_string();
        assert!(msg.contains("{numbanks:four}") && msg.contains("not an integer"), "{msg}");

        assert!(matches!(
            encode_annotation(&[Decoration::new(D::MemoryINTEL, vec![s("a\"b")])]),
            Err(Error::UnquotableString { .. })
        ));
        assert!(matches!(
            encode_annotation(&[Decoration::with_ints(D::RegisterINTEL, &[1])]),
            Err(Error::Grammar { .. })
        ));
    }

    #[test]
    fn user_semantics() {
        assert_eq!(
            Annotation::decode("{memory:DEFAULT}{numbanks:2}"),
            Annotation::Decorations(vec![
                Decoration::new(D::MemoryINTEL, vec![s("DEFAULT")]),
                Decoration::with_ints(D::NumbanksINTEL, &[2]),
            ])
        );
        for text in ["my_semantic", "", "{sizeinfo:4}{numbanks:2}", "note {register:1}"] {
            let a = Annotation::decode(text);
            assert_eq!(a, Annotation::UserSemantic(text.into()));
            assert_eq!(a.encode().unwrap(), text);
            assert_eq!(a.into_decorations(), vec![Decoration::new(D::UserSemantic, vec![s(text)])]);
        }
    }

    #[test]
    fn split_decorations_into_annotations() {
        let decs = vec![
            Decoration::new(D::UserSemantic, vec![s("first")]),
            Decoration::simple(D::Volatile),
            Decoration::with_ints(D::NumbanksINTEL, &[4]),
            Decoration::new(D::UserSemantic, vec![s("second")]),
            Decoration::simple(D::RegisterINTEL),
        ];
        let split = annotations_from_decorations(&decs).unwrap();
        assert_eq!(split.annotations, vec!["first", "{numbanks:4}{register:1}", "second"]);
        assert_eq!(split.remaining, vec![Decoration::simple(D::Volatile)]);
        // And back: each string decodes to its decorations.
        let back: Vec<Decoration> =
            split.annotations.iter().flat_map(|a| Annotation::decode(a).into_decorations()).collect();
        assert_eq!(back.len(), 4);
    }

    #[test]
    fn cache_control_annotations() {
        use spirv::Decoration as D;
        assert_eq!(
            cache_control_annotation("{6442:\"0,1\"}{6443:1,3}"),
            Some(vec![
                Decoration::with_ints(D::CacheControlLoadINTEL, &[0, 1]),
                Decoration::with_ints(D::CacheControlStoreINTEL, &[1, 3])
            ])
        );
        // Another decoration, a control out of range, a missing operand: not cache controls.
        assert_eq!(cache_control_annotation("{6442:\"0,1\"}{5635:\"x\"}"), None);
        assert_eq!(cache_control_annotation("{6442:\"0,9\"}"), None);
        assert_eq!(cache_control_annotation("{6443:\"0\"}"), None);
        assert_eq!(cache_control_annotation("plain text"), None);
    }
}
