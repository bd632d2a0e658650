//! Layer 3: operands typed by the SPIR-V grammar.
//!
//! Each instruction's operands are decoded by walking its logical operands in the
//! core grammar ([`crate::grammar`]) with their quantifiers, as rspirv's parser
//! does, into rspirv's [`dr::Instruction`] (the same values rspirv's parser gives).
//! Operands are allocated once with their exact length and opcodes are looked up in
//! a table. The parameters of enumerants (spec 2.2.1: a `Decoration`,
//! `ExecutionMode`, `ImageOperands`, ... value followed by the operands its grammar
//! entry lists) are decoded here for memory access and the decorations OpenCL
//! modules use; for the other parameterised kinds the one instruction goes through
//! rspirv's generated operand parser (generated from the same JSON grammar, and the
//! only place rspirv lists those parameters in bit order). Additions to rspirv:
//! constants of integer widths other than 8/16/32/64
//! (SPV_INTEL_arbitrary_precision_integers), the variable operands of
//! `OpSpecConstantOp` by its inner opcode, and `OpSource` languages newer than the
//! grammar (kept as a raw `LiteralBit32`).
//!
//! Literal widths (spec 2.2.1 "Literal"): an `OpConstant`/`OpSpecConstant` value, or
//! an `OpSwitch` case literal, takes one word for a type up to 32 bits and two (low
//! word first) up to 64; a type not yet known gives one word, as in rspirv.

use rspirv::binary::{Consumer, ParseAction};
use rspirv::dr;
use rspirv::dr::Operand as O;
use rspirv::grammar::{OperandKind as K, OperandQuantifier as Q};
use rustc_hash::FxHashMap;
use spirv::{Op, Word};

use crate::grammar::Class;
use crate::header::Header;
use crate::stream::{instructions, RawInstruction};
use crate::{Error, OperandProblem as P};

/// One decoded instruction with the word offset it starts at.
#[derive(Debug, Clone, PartialEq)]
pub struct Decoded {
    /// rspirv's instruction (opcode, result type/id, operands).
    pub inst: dr::Instruction,
    /// Offset in words from the start of the module (header included).
    pub offset: usize,
}

/// A decoded module: its header and instructions in module order.
#[derive(Debug, Clone, PartialEq)]
pub struct Module {
    /// The five header words.
    pub header: Header,
    /// The instructions.
    pub instructions: Vec<Decoded>,
}

/// Decodes a whole module (host order, magic first: see
/// [`crate::words_from_bytes`]).
///
/// Errors, each with the word offset of the instruction: the header's
/// ([`Header::read`]); framing ([`Error::InvalidWordCount`],
/// [`Error::InvalidTruncated`]) anywhere in the module before any operand error;
/// then the first [`Error::InvalidOperands`]; then the first [`Error::InvalidId`]
/// (a result id, result type or id operand of 0 or at least the bound; the operands
/// of `OpExtInst` after the set are not checked, since which are ids is only known
/// from the extended set's grammar).
pub fn decode(words: &[u32]) -> Result<Module, Error> {
    let header = Header::read(words)?;
    let mut count = 0;
    for raw in instructions(words) {
        raw?;
        count += 1;
    }
    let mut d = Decoder::new();
    let mut out = Vec::with_capacity(count);
    let mut bad_id = None;
    for raw in instructions(words) {
        let raw = raw?;
        let inst = d.instruction(raw).map_err(|problem| Error::InvalidOperands {
            offset: raw.offset,
            opcode: raw.opcode,
            problem,
        })?;
        d.track(&inst);
        if bad_id.is_none() {
            bad_id = out_of_bound(&inst, header.bound).map(|id| Error::InvalidId {
                offset: raw.offset,
                opcode: raw.opcode,
                id,
            });
        }
        out.push(Decoded { inst, offset: raw.offset });
    }
    match bad_id {
        Some(e) => Err(e),
        None => Ok(Module { header, instructions: out }),
    }
}

/// Decodes one instruction (`words`: its word count and opcode first) without a
/// module around it: context-dependent literals take one word, ids are not checked.
///
/// Errors: [`Error::InvalidWordCount`] / [`Error::InvalidTruncated`] if the word
/// count is zero or not `words.len()`, else as [`decode`] (offset 0).
pub fn decode_one(words: &[u32]) -> Result<dr::Instruction, Error> {
    let first = words.first().copied().unwrap_or(0);
    let (count, opcode) = ((first >> 16) as usize, first as u16);
    if count == 0 {
        return Err(Error::InvalidWordCount { offset: 0, opcode });
    }
    if count != words.len() {
        return Err(Error::InvalidTruncated { offset: 0, opcode, needed: count, available: words.len() });
    }
    Decoder::new().instruction(RawInstruction { offset: 0, opcode, words }).map_err(|problem| Error::InvalidOperands {
        offset: 0,
        opcode,
        problem,
    })
}

/// The first id of `inst` that is 0 or not below `bound`.
fn out_of_bound(inst: &dr::Instruction, bound: u32) -> Option<u32> {
    let bad = |id: u32| id == 0 || id >= bound;
    if let Some(id) = inst.result_type.filter(|&id| bad(id)).or(inst.result_id.filter(|&id| bad(id))) {
        return Some(id);
    }
    let checked = if inst.class.opcode == Op::ExtInst {
        &inst.operands[..inst.operands.len().min(1)]
    } else {
        &inst.operands[..]
    };
    checked.iter().find_map(|o| match o {
        O::IdRef(id) | O::IdScope(id) | O::IdMemorySemantics(id) if bad(*id) => Some(*id),
        _ => None,
    })
}

/// rspirv's `TypeTracker`: the scalar type of type ids and of values of scalar type,
/// which decides the width of `OpConstant`/`OpSpecConstant`/`OpSwitch` literals.
#[derive(Clone, Copy)]
enum Tracked {
    Int(u32),
    Float(u32),
}

/// The words of one instruction being decoded.
struct Cursor<'w> {
    words: &'w [u32],
    pos: usize,
}

impl Cursor<'_> {
    fn at_end(&self) -> bool {
        self.pos >= self.words.len()
    }

    /// The next word; an operand running past the word count does not decode.
    fn word(&mut self) -> Result<u32, P> {
        let w = self.words.get(self.pos).copied().ok_or(P::Undecodable)?;
        self.pos += 1;
        Ok(w)
    }

    /// A NUL-terminated UTF-8 literal string within the instruction.
    fn string(&mut self) -> Result<String, P> {
        let words = self.words.get(self.pos..).ok_or(P::Undecodable)?;
        let mut len = None;
        for (k, w) in words.iter().enumerate() {
            if let Some(z) = w.to_le_bytes().iter().position(|&b| b == 0) {
                len = Some((k, k * 4 + z));
                break;
            }
        }
        let (last, len) = len.ok_or(P::Undecodable)?;
        let mut bytes = Vec::with_capacity(len);
        for w in &words[..=last] {
            bytes.extend_from_slice(&w.to_le_bytes());
        }
        bytes.truncate(len);
        let s = String::from_utf8(bytes).map_err(|_| P::Undecodable)?;
        self.pos += last + 1;
        Ok(s)
    }
}

macro_rules! enumerant_kinds {
    (enums: [$($e:ident),* $(,)?], flags: [$($f:ident),* $(,)?]) => {
        /// The rspirv operand for value `v` of the value enumeration or bit mask `kind`
        /// (spec 3 "Binary Form": `StorageClass`, `Decoration`, `MemoryAccess`, ...),
        /// without the parameters some enumerants take; `None` if `kind` is not such a
        /// kind or `v` is not one of its values.
        pub fn enumerant(kind: K, v: u32) -> Option<O> {
            match kind {
                $(K::$e => spirv::$e::from_u32(v).map(O::$e),)*
                $(K::$f => spirv::$f::from_bits(v).map(O::$f),)*
                _ => None,
            }
        }

        /// Whether [`enumerant`] decodes `kind`.
        fn is_enumerant(kind: K) -> bool {
            matches!(kind, $(K::$e)|* | $(K::$f)|*)
        }
    };
}

enumerant_kinds! {
    enums: [
        SourceLanguage, ExecutionModel, AddressingModel, MemoryModel, StorageClass, Dim,
        SamplerAddressingMode, SamplerFilterMode, ImageFormat, ImageChannelOrder,
        ImageChannelDataType, FPRoundingMode, FPDenormMode, QuantizationModes,
        FPOperationMode, OverflowModes, LinkageType, AccessQualifier, HostAccessQualifier,
        FunctionParameterAttribute, BuiltIn, Scope, GroupOperation, KernelEnqueueFlags,
        Capability, RayQueryIntersection, RayQueryCommittedIntersectionType,
        RayQueryCandidateIntersectionType, PackedVectorFormat, CooperativeMatrixLayout,
        CooperativeMatrixUse, InitializationModeQualifier, LoadCacheControl, StoreCacheControl,
        ExecutionMode, Decoration,
    ],
    flags: [
        FPFastMathMode, SelectionControl, FunctionControl, MemorySemantics,
        KernelProfilingInfo, RayFlags, FragmentShadingRate, CooperativeMatrixOperands,
        MatrixMultiplyAccumulateOperands, ImageOperands, LoopControl, MemoryAccess,
    ]
}

/// Enumerant kinds whose values take parameters (spec 2.2.1: the operands the
/// grammar lists for the enumerant follow it); [`operand`] decodes `MemoryAccess`
/// and the common decorations itself and delegates the rest.
fn has_parameters(kind: K) -> bool {
    matches!(kind, K::ImageOperands | K::LoopControl | K::MemoryAccess | K::ExecutionMode | K::Decoration)
}

/// Why an operand was not decoded here.
enum Miss {
    /// A parameterised enumerant kind left to rspirv's generated parser: decode this
    /// one instruction there.
    Delegate,
    /// The operand is malformed.
    Bad(P),
}

impl From<P> for Miss {
    fn from(p: P) -> Miss {
        Miss::Bad(p)
    }
}

/// The parameters of a `MemoryAccess` mask (spec 3.26 "Memory Operands"), in bit order.
fn memory_access(cur: &mut Cursor, ops: &mut Vec<O>) -> Result<(), Miss> {
    use spirv::MemoryAccess as M;
    let m = M::from_bits(cur.word()?).ok_or(P::Undecodable)?;
    ops.push(O::MemoryAccess(m));
    if m.contains(M::ALIGNED) {
        ops.push(O::LiteralBit32(cur.word()?));
    }
    if m.contains(M::MAKE_POINTER_AVAILABLE) {
        ops.push(O::IdScope(cur.word()?));
    }
    if m.contains(M::MAKE_POINTER_VISIBLE) {
        ops.push(O::IdScope(cur.word()?));
    }
    if m.contains(M::ALIAS_SCOPE_INTEL_MASK) {
        ops.push(O::IdRef(cur.word()?));
    }
    if m.contains(M::NO_ALIAS_INTEL_MASK) {
        ops.push(O::IdRef(cur.word()?));
    }
    Ok(())
}

/// The parameters of a `LoopControl` mask (spec 3.23 "Loop Control"), in bit order. Every
/// parameterised bit takes one literal except two of SPV_INTEL_fpga_loop_controls, which
/// the SPIR-V grammar lists with one literal but the extension's specification lays out
/// longer: `DependencyArrayINTEL` is a count N then N pairs (array <id>, safelen literal)
/// and `LoopCountINTEL` is three 64-bit literals (min, max, avg; two words each, low
/// first; -1 for unknown). Decoded as `LiteralBit32` words, the arrays as `IdRef`.
fn loop_control(cur: &mut Cursor, ops: &mut Vec<O>) -> Result<(), Miss> {
    use spirv::LoopControl as L;
    let mask = L::from_bits(cur.word()?).ok_or(P::Undecodable)?;
    ops.push(O::LoopControl(mask));
    for shift in 0..32 {
        let bit = L::from_bits_retain(1 << shift);
        if !mask.contains(bit) {
            continue;
        }
        if bit == L::DEPENDENCY_ARRAY_ALTERA {
            let n = cur.word()?;
            ops.push(O::LiteralBit32(n));
            for _ in 0..n {
                ops.push(O::IdRef(cur.word()?));
                ops.push(O::LiteralBit32(cur.word()?));
            }
        } else if bit == L::LOOP_COUNT_ALTERA {
            for _ in 0..6 {
                ops.push(O::LiteralBit32(cur.word()?));
            }
        } else if !(L::UNROLL | L::DONT_UNROLL | L::DEPENDENCY_INFINITE | L::NO_FUSION_ALTERA).contains(bit) {
            ops.push(O::LiteralBit32(cur.word()?));
        }
    }
    Ok(())
}

/// Decoration `ArgumentAttributeINTEL <argument index> <FunctionParameterAttribute>`
/// (SPV_INTEL_function_pointers: a parameter attribute of one argument of an indirect
/// call), which the `spirv` crate does not know: decoded as `LiteralBit32(6409)`, the index
/// as `LiteralBit32`, then the attribute.
pub const ARGUMENT_ATTRIBUTE_INTEL: u32 = 6409;

/// A decoration and its parameters (spec 3.20 "Decoration") for the decorations
/// OpenCL modules use; the rest are delegated.
fn decoration(cur: &mut Cursor, ops: &mut Vec<O>) -> Result<(), Miss> {
    use spirv::Decoration as D;
    let value = cur.word()?;
    if value == ARGUMENT_ATTRIBUTE_INTEL {
        // Newer than the `spirv` crate: the value as a literal, then its two parameters.
        let arg = cur.word()?;
        let attr = spirv::FunctionParameterAttribute::from_u32(cur.word()?).ok_or(P::Undecodable)?;
        ops.extend([O::LiteralBit32(value), O::LiteralBit32(arg), O::FunctionParameterAttribute(attr)]);
        return Ok(());
    }
    let d = D::from_u32(value).ok_or(P::Undecodable)?;
    let param = match d {
        D::RelaxedPrecision
        | D::Restrict
        | D::Aliased
        | D::Volatile
        | D::Constant
        | D::Coherent
        | D::NonWritable
        | D::NonReadable
        | D::SaturatedConversion
        | D::NoContraction
        | D::NoSignedWrap
        | D::NoUnsignedWrap
        | D::Invariant
        | D::Flat
        | D::Uniform => None,
        D::SpecId | D::ArrayStride | D::MatrixStride | D::Offset | D::Alignment | D::MaxByteOffset => {
            Some(O::LiteralBit32(cur.word()?))
        }
        D::BuiltIn => Some(O::BuiltIn(spirv::BuiltIn::from_u32(cur.word()?).ok_or(P::Undecodable)?)),
        D::FuncParamAttr => Some(O::FunctionParameterAttribute(
            spirv::FunctionParameterAttribute::from_u32(cur.word()?).ok_or(P::Undecodable)?,
        )),
        D::FPRoundingMode => {
            Some(O::FPRoundingMode(spirv::FPRoundingMode::from_u32(cur.word()?).ok_or(P::Undecodable)?))
        }
        D::FPFastMathMode => {
            Some(O::FPFastMathMode(spirv::FPFastMathMode::from_bits(cur.word()?).ok_or(P::Undecodable)?))
        }
        D::LinkageAttributes => {
            let name = cur.string()?;
            let linkage = spirv::LinkageType::from_u32(cur.word()?).ok_or(P::Undecodable)?;
            ops.extend([O::Decoration(d), O::LiteralString(name), O::LinkageType(linkage)]);
            return Ok(());
        }
        D::AlignmentId | D::MaxByteOffsetId => Some(O::IdRef(cur.word()?)),
        D::UserSemantic => Some(O::LiteralString(cur.string()?)),
        D::FuseLoopsInFunctionINTEL => {
            // SPV_INTEL_loop_fuse: Depth and Independent, two 32-bit literals (the SPIR-V
            // grammar lists the decoration without its parameters).
            let depth = cur.word()?;
            let independent = cur.word()?;
            ops.extend([O::Decoration(d), O::LiteralBit32(depth), O::LiteralBit32(independent)]);
            return Ok(());
        }
        _ => return Err(Miss::Delegate),
    };
    ops.push(O::Decoration(d));
    ops.extend(param);
    Ok(())
}

/// One logical operand of `kind` (rspirv's `parse_operand`).
fn operand(kind: K, cur: &mut Cursor, ops: &mut Vec<O>) -> Result<(), Miss> {
    match kind {
        K::IdRef => ops.push(O::IdRef(cur.word()?)),
        K::IdScope => ops.push(O::IdScope(cur.word()?)),
        K::IdMemorySemantics => ops.push(O::IdMemorySemantics(cur.word()?)),
        K::LiteralInteger | K::LiteralFloat => ops.push(O::LiteralBit32(cur.word()?)),
        K::LiteralExtInstInteger => ops.push(O::LiteralExtInstInteger(cur.word()?)),
        K::LiteralString => ops.push(O::LiteralString(cur.string()?)),
        K::PairIdRefLiteralInteger => {
            ops.push(O::IdRef(cur.word()?));
            ops.push(O::LiteralBit32(cur.word()?));
        }
        K::PairIdRefIdRef => {
            ops.push(O::IdRef(cur.word()?));
            ops.push(O::IdRef(cur.word()?));
        }
        K::MemoryAccess => memory_access(cur, ops)?,
        K::LoopControl => loop_control(cur, ops)?,
        K::Decoration => decoration(cur, ops)?,
        kind if is_enumerant(kind) && !has_parameters(kind) => {
            ops.push(enumerant(kind, cur.word()?).ok_or(P::Undecodable)?);
        }
        _ => return Err(Miss::Delegate),
    }
    Ok(())
}

/// rspirv's parser on one instruction alone (for the delegated operand kinds, none
/// of which depends on earlier instructions): a module of a header and `words`.
fn delegated(words: &[u32]) -> Result<dr::Instruction, P> {
    struct One(Option<dr::Instruction>);
    impl Consumer for One {
        fn initialize(&mut self) -> ParseAction {
            ParseAction::Continue
        }
        fn finalize(&mut self) -> ParseAction {
            ParseAction::Continue
        }
        fn consume_header(&mut self, _: dr::ModuleHeader) -> ParseAction {
            ParseAction::Continue
        }
        fn consume_instruction(&mut self, inst: dr::Instruction) -> ParseAction {
            self.0 = Some(inst);
            ParseAction::Continue
        }
    }
    let mut stream = Vec::with_capacity(5 + words.len());
    stream.extend_from_slice(&[spirv::MAGIC_NUMBER, 0x0001_0000, 0, 0x003f_ffff, 0]);
    stream.extend_from_slice(words);
    let mut one = One(None);
    if let Err(state) = rspirv::binary::parse_words(&stream, &mut one) {
        use rspirv::binary::ParseState as S;
        return Err(match state {
            S::OpcodeUnknown(..) => P::UnknownOpcode,
            S::OperandExpected(..) => P::Missing,
            S::OperandExceeded(..) => P::Excess,
            S::OperandError(_) => P::Undecodable,
            S::TypeUnsupported(..) => P::ConstantType,
            S::SpecConstantOpIntegerIncorrect(..) => P::SpecConstantOpcode,
            _ => P::Malformed,
        });
    }
    one.0.ok_or(P::Malformed)
}

/// The decoder's state across instructions: tracked scalar types and a reused
/// operand buffer.
struct Decoder {
    /// The grammar by opcode ([`crate::grammar::core_instructions`]).
    classes: &'static [Option<Class>],
    tracked: FxHashMap<Word, Tracked>,
    ops: Vec<O>,
}

impl Decoder {
    fn new() -> Decoder {
        Decoder { classes: crate::grammar::core_instructions(), tracked: FxHashMap::default(), ops: Vec::new() }
    }

    /// A literal of the scalar type tracked for `ty` (rspirv's `parse_literal`, and for
    /// integers of other widths, SPV_INTEL_arbitrary_precision_integers, which rspirv
    /// refuses: one word up to 32 bits, two up to 64, as spec 2.2.1 "Literal" lays out; an
    /// integer wider than 64 bits is one `LiteralBit32` operand per word, low first).
    fn literal(&mut self, ty: Word, cur: &mut Cursor) -> Result<(), P> {
        let wide = match self.tracked.get(&ty) {
            None | Some(Tracked::Int(1..=32) | Tracked::Float(16 | 32)) => false,
            Some(Tracked::Int(33..=64) | Tracked::Float(64)) => true,
            Some(&Tracked::Int(w)) if w > 64 => {
                for _ in 0..w.div_ceil(32) {
                    self.ops.push(O::LiteralBit32(cur.word()?));
                }
                return Ok(());
            }
            Some(_) => return Err(P::ConstantType),
        };
        if wide {
            let low = u64::from(cur.word()?);
            let high = u64::from(cur.word()?);
            self.ops.push(O::LiteralBit64((high << 32) | low));
        } else {
            self.ops.push(O::LiteralBit32(cur.word()?));
        }
        Ok(())
    }

    /// The instruction `raw` (its framing already checked).
    #[inline]
    fn instruction(&mut self, raw: RawInstruction) -> Result<dr::Instruction, P> {
        let class = self.classes.get(usize::from(raw.opcode)).copied().flatten().ok_or(P::UnknownOpcode)?;
        self.ops.clear();
        let mut cur = Cursor { words: raw.words, pos: 1 };
        let decoded = if class.opcode == Op::SpecConstantOp {
            self.spec_constant_op(class, &mut cur).map_err(Miss::Bad)
        } else {
            self.operands(class, &mut cur)
        };
        match decoded {
            Ok(inst) => Ok(inst),
            Err(Miss::Bad(p)) => Err(p),
            Err(Miss::Delegate) => delegated(raw.words),
        }
    }

    /// The operands of an instruction by its grammar entry (rspirv's `parse_operands`).
    fn operands(&mut self, class: Class, cur: &mut Cursor) -> Result<dr::Instruction, Miss> {
        let (mut rtype, mut rid) = (None, None);
        let mut index = 0;
        while let Some(lo) = class.operands.get(index) {
            if cur.at_end() {
                match lo.quantifier {
                    Q::One => return Err(P::Missing.into()),
                    Q::ZeroOrOne | Q::ZeroOrMore => break,
                }
            }
            match lo.kind {
                K::IdResultType => rtype = Some(cur.word()?),
                K::IdResult => rid = Some(cur.word()?),
                K::LiteralContextDependentNumber => {
                    if !matches!(class.opcode, Op::Constant | Op::SpecConstant) {
                        return Err(P::Malformed.into());
                    }
                    self.literal(rtype.ok_or(P::Malformed)?, cur)?;
                }
                K::PairLiteralIntegerIdRef => {
                    let Some(&O::IdRef(selector)) = self.ops.first() else { return Err(P::Malformed.into()) };
                    self.literal(selector, cur)?;
                    self.ops.push(O::IdRef(cur.word()?));
                }
                // Source languages newer than the grammar stay raw numbers.
                K::SourceLanguage if class.opcode == Op::Source => {
                    let w = cur.word()?;
                    self.ops.push(spirv::SourceLanguage::from_u32(w).map_or(O::LiteralBit32(w), O::SourceLanguage));
                }
                kind => operand(kind, cur, &mut self.ops)?,
            }
            if !matches!(lo.quantifier, Q::ZeroOrMore) {
                index += 1;
            }
        }
        if !cur.at_end() {
            return Err(P::Excess.into());
        }
        Ok(dr::Instruction { class, result_type: rtype, result_id: rid, operands: self.ops.drain(..).collect() })
    }

    /// `OpSpecConstantOp` (spec 3.52.8 "Constant-Creation Instructions"): result
    /// type, result, the inner opcode, then its operands: ids, except the literal
    /// indices of the `OpCompositeExtract`, `OpCompositeInsert` and `OpVectorShuffle`
    /// forms.
    fn spec_constant_op(&mut self, class: Class, cur: &mut Cursor) -> Result<dr::Instruction, P> {
        if cur.words.len() < cur.pos + 3 {
            return Err(P::Missing);
        }
        let rtype = cur.word()?;
        let rid = cur.word()?;
        let op = crate::grammar::core_instruction(cur.word()?).ok_or(P::SpecConstantOpcode)?.opcode;
        self.ops.push(O::LiteralSpecConstantOpInteger(op));
        let id_count = match op {
            Op::CompositeExtract => 1,
            Op::CompositeInsert | Op::VectorShuffle => 2,
            _ => usize::MAX,
        };
        let mut k = 0;
        while !cur.at_end() {
            let w = cur.word()?;
            self.ops.push(if k >= id_count { O::LiteralBit32(w) } else { O::IdRef(w) });
            k += 1;
        }
        Ok(dr::Instruction {
            class,
            result_type: Some(rtype),
            result_id: Some(rid),
            operands: self.ops.drain(..).collect(),
        })
    }

    /// rspirv's `TypeTracker::track`.
    fn track(&mut self, inst: &dr::Instruction) {
        let Some(rid) = inst.result_id else { return };
        let op = inst.class.opcode;
        if op.is_type() {
            let t = match (op, inst.operands.first(), inst.operands.get(1)) {
                (Op::TypeInt, Some(&O::LiteralBit32(bits)), Some(O::LiteralBit32(_))) => Tracked::Int(bits),
                (Op::TypeFloat, Some(&O::LiteralBit32(bits)), _) => Tracked::Float(bits),
                _ => return,
            };
            self.tracked.insert(rid, t);
        } else if let Some(t) = inst.result_type.and_then(|t| self.tracked.get(&t).copied()) {
            self.tracked.insert(rid, t);
        }
    }
}
