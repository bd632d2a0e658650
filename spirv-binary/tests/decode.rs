//! The decoder's layers: header and byte order, framing errors with word offsets,
//! grammar-typed operands equal to rspirv's parser (the reference the decoder
//! replaces) on every operand shape and on every module of the test data.

use llvm_spirv_binary::{decode, decode_one, instructions, split, words_from_bytes, Error, Header, OperandProblem};
use rspirv::binary::{Consumer, ParseAction};
use rspirv::dr;
use spirv::Op as O;

fn op(opcode: O, operands: &[u32]) -> Vec<u32> {
    let mut w = vec![((operands.len() as u32 + 1) << 16) | opcode as u32];
    w.extend_from_slice(operands);
    w
}

fn string(s: &str) -> Vec<u32> {
    let mut bytes = s.as_bytes().to_vec();
    bytes.resize(s.len() / 4 * 4 + 4, 0);
    bytes.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn module(insts: &[Vec<u32>]) -> Vec<u32> {
    let mut w = vec![spirv::MAGIC_NUMBER, 0x0001_0000, 0, 100, 0];
    for i in insts {
        w.extend_from_slice(i);
    }
    w
}

/// rspirv's parser over a whole module: its instructions, or `None` if it refuses.
fn rspirv_parse(words: &[u32]) -> Option<Vec<dr::Instruction>> {
    struct All(Vec<dr::Instruction>);
    impl Consumer for All {
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
            self.0.push(inst);
            ParseAction::Continue
        }
    }
    let mut all = All(Vec::new());
    rspirv::binary::parse_words(words, &mut all).ok()?;
    Some(all.0)
}

/// Our decoder gives rspirv's instructions wherever rspirv accepts the module
/// (without `OpSpecConstantOp`, which rspirv decodes without quantifiers).
fn assert_same_as_rspirv(words: &[u32]) {
    let ours = decode(words).unwrap_or_else(|e| panic!("{e}"));
    let theirs = rspirv_parse(words).unwrap_or_else(|| panic!("rspirv refuses the module"));
    assert_eq!(ours.instructions.len(), theirs.len());
    for (a, b) in ours.instructions.iter().zip(&theirs) {
        assert_eq!(&a.inst, b, "at word {}", a.offset);
    }
}

fn every_operand_shape() -> Vec<Vec<u32>> {
    let named = |opcode, id: u32, s: &str| op(opcode, &[&[id][..], &string(s)].concat());
    vec![
        op(O::Capability, &[6]),
        op(O::Extension, &string("SPV_KHR_no_integer_wrap_decoration")),
        op(O::ExtInstImport, &[&[40][..], &string("OpenCL.std")].concat()),
        op(O::MemoryModel, &[2, 2]),
        op(O::EntryPoint, &[&[6, 12][..], &string("k"), &[30]].concat()),
        op(O::ExecutionMode, &[12, 17, 1, 1, 1]),
        op(O::ExecutionMode, &[12, 31]),
        op(O::Source, &[3, 200000]),
        named(O::Name, 2, "a name"),
        named(O::String, 41, ""),
        op(O::Decorate, &[6, 1, 3]),
        op(O::Decorate, &[&[2, 41][..], &string("abc"), &[0]].concat()),
        op(O::Decorate, &[2, 21]),
        op(O::Decorate, &[30, 11, 28]),
        op(O::Decorate, &[2, 5599, 3]),
        op(O::Decorate, &[2, 5921, 1]),
        op(O::Decorate, &[2, 6442, 0, 1]),
        op(O::MemberDecorate, &[20, 0, 35, 4]),
        op(O::TypeInt, &[1, 64, 0]),
        op(O::Constant, &[1, 2, 0xdead_beef, 0x1234]),
        op(O::TypeFloat, &[3, 16]),
        op(O::Constant, &[3, 4, 0x3c00]),
        op(O::TypeInt, &[5, 32, 0]),
        op(O::SpecConstant, &[5, 6, 7]),
        op(O::TypeVoid, &[10]),
        op(O::TypeFunction, &[11, 10]),
        op(O::TypePointer, &[15, 5, 5]),
        op(O::Variable, &[15, 30, 5]),
        op(O::Function, &[10, 12, 0, 11]),
        op(O::Label, &[13]),
        op(O::Load, &[5, 14, 30, 2, 4]),
        op(O::Load, &[5, 16, 30]),
        op(O::Store, &[30, 16, 3, 4]),
        op(O::ExtInst, &[5, 17, 40, 165, 16, 99]),
        op(O::AtomicIAdd, &[5, 18, 30, 6, 6, 16]),
        op(O::ControlBarrier, &[6, 6, 6]),
        op(O::LoopMerge, &[13, 13, 8, 4]),
        op(O::LoopMerge, &[13, 13, 0x100, 7]),
        op(O::SelectionMerge, &[13, 0]),
        op(O::Switch, &[2, 13, 5, 0, 13, 6, 7, 13]),
        op(O::Switch, &[16, 13, 5, 13, 6, 13]),
        op(O::Phi, &[5, 19, 16, 13, 6, 13]),
        op(O::ImageSampleExplicitLod, &[5, 21, 16, 16, 2, 6]),
        op(O::ImageSampleExplicitLod, &[5, 22, 16, 16, 6, 6, 6, 6]),
        op(O::Return, &[]),
        op(O::FunctionEnd, &[]),
    ]
}

#[test]
fn operands_match_rspirv_on_every_operand_shape() {
    assert_same_as_rspirv(&module(&every_operand_shape()));
}

#[test]
fn operands_match_rspirv_on_the_test_modules() {
    let mut dirs = vec![std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../spirv-text/tests/data"))];
    // More modules to compare, e.g. a directory of `.spv` files the forward
    // translation wrote from the conformance inputs.
    dirs.extend(std::env::var_os("LLVM_SPIRV_DECODE_CROSSCHECK_DIR").map(std::path::PathBuf::from));
    let mut compared = 0;
    for e in dirs.iter().flat_map(|d| std::fs::read_dir(d).into_iter().flatten().flatten()) {
        if e.path().extension().is_none_or(|x| x != "spv") {
            continue;
        }
        let words = words_from_bytes(&std::fs::read(e.path()).expect("readable")).expect("a module");
        // Modules rspirv refuses (arbitrary-precision constants, OpSpecConstantOp,
        // newer source languages) are decoded by us alone.
        if rspirv_parse(&words).is_some() && !words_have(&words, O::SpecConstantOp) {
            assert_same_as_rspirv(&words);
            compared += 1;
        }
    }
    eprintln!("{compared} modules compared");
    assert!(compared >= 5, "only {compared} modules compared");
}

fn words_have(words: &[u32], opcode: O) -> bool {
    instructions(words).flatten().any(|i| i.opcode == opcode as u16)
}

#[test]
fn header_and_byte_order() {
    let words = module(&[op(O::Capability, &[6])]);
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    assert_eq!(words_from_bytes(&bytes), Ok(words.clone()));
    let swapped: Vec<u8> = words.iter().flat_map(|w| w.to_be_bytes()).collect();
    assert_eq!(words_from_bytes(&swapped), Ok(words.clone()));
    assert_eq!(words_from_bytes(&bytes[..21]), Err(Error::InvalidByteLength { bytes: 21 }));
    assert_eq!(words_from_bytes(&bytes[..16]), Err(Error::InvalidHeader { words: 4 }));
    let mut bad = bytes.clone();
    bad[0] = 0;
    assert_eq!(words_from_bytes(&bad), Err(Error::InvalidMagic { found: 0x0723_0200 }));
    let h = Header::read(&words).expect("header");
    assert_eq!((h.version_numbers(), h.bound, h.generator_parts()), ((1, 0), 100, (0, 0)));
    assert_eq!(decode(&[0x0723_0204, 0, 0, 1, 0]), Err(Error::InvalidMagic { found: 0x0723_0204 }));
}

#[test]
fn framing_errors_carry_the_word_offset() {
    // Word count 0 at word 7 (after two one-word... instructions of 2 words).
    let mut words = module(&[op(O::Capability, &[6]), vec![O::Nop as u32], op(O::Capability, &[4])]);
    assert_eq!(decode(&words), Err(Error::InvalidWordCount { offset: 7, opcode: O::Nop as u16 }));
    assert_eq!(split(&words).map(|_| ()), Err(Error::InvalidWordCount { offset: 7, opcode: O::Nop as u16 }));
    // Truncated: the last instruction claims 4 words, 2 remain.
    words = module(&[op(O::Capability, &[6]), vec![(4 << 16) | O::Capability as u32, 6]]);
    assert_eq!(
        decode(&words),
        Err(Error::InvalidTruncated { offset: 7, opcode: O::Capability as u16, needed: 4, available: 2 })
    );
    // Framing errors win over an operand error earlier in the module.
    words = module(&[op(O::Capability, &[0x7fff]), vec![O::Nop as u32]]);
    assert_eq!(decode(&words), Err(Error::InvalidWordCount { offset: 7, opcode: 0 }));
    // The raw stream yields the good instructions, then the error, then stops.
    let got: Vec<_> = instructions(&words).map(|r| r.map(|i| i.offset)).collect();
    assert_eq!(got, [Ok(5), Err(Error::InvalidWordCount { offset: 7, opcode: 0 })]);
}

#[test]
fn operand_errors_carry_the_word_offset_and_the_problem() {
    let at11 = |problem, opcode: O| Err(Error::InvalidOperands { offset: 11, opcode: opcode as u16, problem });
    let case = |last: Vec<u32>| decode(&module(&[op(O::Capability, &[6]), op(O::TypeInt, &[1, 64, 0]), last]));
    assert_eq!(case(op(O::Capability, &[0x7fff_0000])), at11(OperandProblem::Undecodable, O::Capability));
    assert_eq!(case(op(O::Name, &[2, 0x6161_6161])), at11(OperandProblem::Undecodable, O::Name));
    assert_eq!(case(op(O::MemoryModel, &[2, 2, 2])), at11(OperandProblem::Excess, O::MemoryModel));
    assert_eq!(case(op(O::TypeInt, &[5])), at11(OperandProblem::Missing, O::TypeInt));
    assert_eq!(case(op(O::Load, &[5, 14, 30, 2])), at11(OperandProblem::Undecodable, O::Load));
    assert_eq!(case(op(O::Constant, &[1, 2, 5])), at11(OperandProblem::Undecodable, O::Constant));
    assert_eq!(
        case(vec![(1 << 16) | 0x7ff0]),
        Err(Error::InvalidOperands { offset: 11, opcode: 0x7ff0, problem: OperandProblem::UnknownOpcode })
    );
    assert_eq!(
        case(op(O::SpecConstantOp, &[1, 9, 0xfff0, 9])),
        at11(OperandProblem::SpecConstantOpcode, O::SpecConstantOp)
    );
    assert_eq!(case(op(O::SpecConstantOp, &[1, 9])), at11(OperandProblem::Missing, O::SpecConstantOp));
    // A delegated kind (an execution mode with parameters) reports the same way.
    assert_eq!(case(op(O::ExecutionMode, &[3, 17, 1])), at11(OperandProblem::Undecodable, O::ExecutionMode));
    // A 128-bit float constant has no literal layout.
    let wide = module(&[op(O::TypeFloat, &[1, 128]), op(O::Constant, &[1, 2, 0, 0, 0, 0])]);
    assert_eq!(
        decode(&wide),
        Err(Error::InvalidOperands { offset: 8, opcode: O::Constant as u16, problem: OperandProblem::ConstantType })
    );
    // A 128-bit integer constant (SPV_INTEL_arbitrary_precision_integers) is one literal
    // operand per word, low first.
    let wide = module(&[op(O::TypeInt, &[1, 128, 0]), op(O::Constant, &[1, 2, 5, 6, 7, 8])]);
    let insts = decode(&wide).expect("a 128-bit integer constant decodes");
    let words: Vec<_> = insts.instructions[1].inst.operands.iter().map(|o| format!("{o:?}")).collect();
    assert_eq!(words, ["LiteralBit32(5)", "LiteralBit32(6)", "LiteralBit32(7)", "LiteralBit32(8)"]);
}

#[test]
fn ids_are_checked_against_the_bound_after_the_operands() {
    let bad_id = module(&[op(O::TypeInt, &[1, 32, 0]), op(O::Constant, &[1, 100, 5])]);
    assert_eq!(decode(&bad_id), Err(Error::InvalidId { offset: 9, opcode: O::Constant as u16, id: 100 }));
    let zero = module(&[op(O::TypeInt, &[0, 32, 0])]);
    assert_eq!(decode(&zero), Err(Error::InvalidId { offset: 5, opcode: O::TypeInt as u16, id: 0 }));
    // An operand error later in the module is reported first.
    let both = module(&[op(O::TypeInt, &[1, 32, 0]), op(O::Constant, &[1, 100, 5]), op(O::Capability, &[0x7fff_0000])]);
    assert!(matches!(decode(&both), Err(Error::InvalidOperands { offset: 13, .. })));
    // OpExtInst operands after the set may be literals: not checked.
    let ext = module(&[op(O::ExtInst, &[1, 2, 3, 184, 500])]);
    assert!(decode(&ext).is_ok());
}

#[test]
fn additions_to_rspirv() {
    use dr::Operand as D;
    let words = module(&[
        op(O::TypeInt, &[1, 48, 0]),
        op(O::Constant, &[1, 2, 0x89ab_cdef, 0x4567]),
        op(O::TypeInt, &[3, 32, 0]),
        op(O::SpecConstantOp, &[3, 4, O::IAdd as u32, 5, 5]),
        op(O::SpecConstantOp, &[3, 6, O::CompositeExtract as u32, 9, 0, 1]),
        op(O::Source, &[99, 100]),
    ]);
    let m = decode(&words).expect("decodes");
    let ops: Vec<&[D]> = m.instructions.iter().map(|d| &d.inst.operands[..]).collect();
    assert_eq!(ops[1], [D::LiteralBit64(0x4567_89ab_cdef)]);
    assert_eq!(ops[3], [D::LiteralSpecConstantOpInteger(O::IAdd), D::IdRef(5), D::IdRef(5)]);
    assert_eq!(
        ops[4],
        [D::LiteralSpecConstantOpInteger(O::CompositeExtract), D::IdRef(9), D::LiteralBit32(0), D::LiteralBit32(1)]
    );
    assert_eq!(ops[5], [D::LiteralBit32(99), D::LiteralBit32(100)]);
    assert_eq!(m.instructions.iter().map(|d| d.offset).collect::<Vec<_>>(), [5, 9, 14, 18, 24, 31]);
}

#[test]
fn one_instruction_alone() {
    let inst = decode_one(&op(O::Decorate, &[&[2, 41][..], &string("f"), &[0]].concat())).expect("decodes");
    assert_eq!(inst.operands.len(), 4);
    assert_eq!(decode_one(&[0]), Err(Error::InvalidWordCount { offset: 0, opcode: 0 }));
    assert_eq!(
        decode_one(&[(3 << 16) | O::Capability as u32, 6]),
        Err(Error::InvalidTruncated { offset: 0, opcode: O::Capability as u16, needed: 3, available: 2 })
    );
}

#[test]
fn strings_and_sections() {
    use llvm_spirv_binary::stream::{decode_string, encode_string, section_instructions};
    let mut words = Vec::new();
    encode_string(b"abcd", &mut words);
    assert_eq!(words, [u32::from_le_bytes(*b"abcd"), 0]);
    assert_eq!(decode_string(&words, 7, 5), Ok((b"abcd".to_vec(), 2)));
    // No NUL inside the instruction: located at the string's first word.
    assert_eq!(decode_string(&words[..1], 7, 5), Err(Error::InvalidString { offset: 7, opcode: 5 }));
    // A non-zero byte after the NUL: located at the word holding it.
    let padded = [u32::from_le_bytes(*b"abcd"), u32::from_le_bytes([b'e', 0, b'x', 0])];
    assert_eq!(decode_string(&padded, 7, 5), Err(Error::InvalidStringPadding { offset: 8, opcode: 5 }));
    // A section (no header): offsets from its first word; lenient names for reports.
    let section = [op(O::Extension, &string("SPV_KHR_x")), op(O::Capability, &[6])].concat();
    let insts: Vec<_> = section_instructions(&section).map(|i| i.expect("framed")).collect();
    assert_eq!(insts.iter().map(|i| (i.offset, i.opcode)).collect::<Vec<_>>(), [(0, 10), (4, 17)]);
    assert_eq!(insts[0].string_lossy(0), "SPV_KHR_x");
    assert_eq!(insts[1].operands(), [6]);
}
