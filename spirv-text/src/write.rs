//! Binary SPIR-V to the Khronos translator's text format.
//!
//! Each instruction is one line: the word count, the opcode name without
//! `Op`, then its operands, every item followed by one space. The reference
//! writes a module from its in-memory form (`operator<<(spv_ostream&,
//! SPIRVModule&)` in lib/SPIRV/libSPIRV/SPIRVModule.cpp); this writer keeps
//! the binary's instruction order instead (so that reading the text back gives
//! the same words) and reproduces the blank lines the reference puts between
//! module sections, after function parameters, after every basic block, after
//! `OpFunctionEnd` and after composite types/constants. For a binary in the
//! order the reference itself writes (any binary it produced), the output is
//! byte-identical to its `-to-text`.

use spirv::Op;

use crate::binary::{self, Inst, Piece};
use crate::names;
use crate::walk::{Context, Mode};
use crate::{Error, WriteOptions};

/// Writes a module as Khronos text (bytes: strings are copied verbatim).
pub(crate) fn write(words: &[u32], opts: &WriteOptions) -> Result<Vec<u8>, Error> {
    let words = binary::normalize(words)?;
    let mut module = binary::split(&words)?;
    if opts.reverse_imports {
        reverse_imports(&mut module.insts);
    }
    let mut out = Vec::with_capacity(words.len() * 6);
    for w in module.header {
        push_num(&mut out, w);
    }
    out.push(b'\n');
    let mut ctx = Context::default();
    let mut layout = Layout::new(*opts);
    for inst in &module.insts {
        ctx.note_import(inst.opcode, inst.words);
        let pieces = binary::pieces(*inst, Mode::Khronos, &ctx)?;
        let mut line = Vec::new();
        write_line(&mut line, *inst, &pieces);
        layout.instruction(&mut out, *inst, &ctx, line);
    }
    layout.finish(&mut out);
    Ok(out)
}

fn push_num(out: &mut Vec<u8>, v: u32) {
    out.extend_from_slice(v.to_string().as_bytes());
    out.push(b' ');
}

/// Writes a quoted string the way the reference's `writeQuotedString` does:
/// every `"` gets a backslash in front; nothing else (not even `\` or a
/// newline) is escaped.
pub(crate) fn push_quoted(out: &mut Vec<u8>, s: &[u8]) {
    out.push(b'"');
    for &c in s {
        if c == b'"' {
            out.push(b'\\');
        }
        out.push(c);
    }
    out.push(b'"');
}

/// Reverses the extended instruction set imports among their own positions.
///
/// The reference keeps imports in a hash map (`IdToInstSetMap` in
/// lib/SPIRV/libSPIRV/SPIRVModule.cpp) whose iteration order is the reverse
/// of insertion; every module it writes after reading one has them reversed
/// (observed for 2, 3 and 4 imports in every order with `-to-text` and
/// `-to-binary`).
pub(crate) fn reverse_imports(insts: &mut [Inst<'_>]) {
    let import = Op::ExtInstImport as u16;
    let slots: Vec<usize> = (0..insts.len()).filter(|&i| insts[i].opcode == import).collect();
    let reversed: Vec<Inst<'_>> = slots.iter().rev().map(|&i| insts[i]).collect();
    for (slot, inst) in slots.into_iter().zip(reversed) {
        insts[slot] = inst;
    }
}

/// One instruction line, newline included.
fn write_line(out: &mut Vec<u8>, inst: Inst<'_>, pieces: &[Piece]) {
    push_num(out, inst.words.len() as u32);
    match names::opcode_name(inst.opcode) {
        Some(n) => {
            out.extend_from_slice(n.as_bytes());
            out.push(b' ');
        }
        None => push_num(out, u32::from(inst.opcode)),
    }
    for p in pieces {
        match p {
            Piece::Id(v) | Piece::Word(v) | Piece::Enum(_, v) => push_num(out, *v),
            Piece::Named(kind, v) => match names::name_of(*kind, *v) {
                Some(n) => {
                    out.extend_from_slice(n.as_bytes());
                    out.push(b' ');
                }
                None => push_num(out, *v),
            },
            Piece::Str(s) => {
                push_quoted(out, s);
                out.push(b' ');
            }
            Piece::ExtraSpace => out.push(b' '),
        }
    }
    out.push(b'\n');
}

/// Module sections, in the order the reference writes them; a blank line
/// separates consecutive sections (the `SPIRVNL()`s of the module writer).
///
/// 0: capabilities .. names; 1: aliasing declarations, member names,
/// decorations, types, constants, global variables (the reference only
/// emits the separating blank line when `SPV_INTEL_memory_access_aliasing`
/// is allowed, which `-to-text` does); 2: inline assembly (blank line only
/// with `SPV_INTEL_inline_assembly` allowed); 3: module-scope extended
/// instructions (debug info, aux data); 4: functions.
fn module_section(op: u16) -> u8 {
    const S0: &[Op] = &[
        Op::Capability,
        Op::Extension,
        Op::ExtInstImport,
        Op::MemoryModel,
        Op::EntryPoint,
        Op::ExecutionMode,
        Op::ExecutionModeId,
        Op::String,
        Op::SourceExtension,
        Op::Source,
        Op::SourceContinued,
        Op::Name,
    ];
    if S0.iter().any(|o| *o as u16 == op) {
        0
    } else if op == Op::AsmTargetINTEL as u16 || op == Op::AsmINTEL as u16 {
        2
    } else if op == Op::ExtInst as u16 {
        3
    } else if op == Op::Function as u16 {
        4
    } else {
        1
    }
}

/// The continuation opcode of a composite that the reference follows with a
/// blank line (its `encodeChildren` writes a newline, then the continuation
/// instructions).
fn composite_continuation(op: u16) -> Option<u16> {
    if op == Op::TypeStruct as u16 {
        Some(Op::TypeStructContinuedINTEL as u16)
    } else if op == Op::ConstantComposite as u16 {
        Some(Op::ConstantCompositeContinuedINTEL as u16)
    } else if op == Op::SpecConstantComposite as u16 {
        Some(Op::SpecConstantCompositeContinuedINTEL as u16)
    } else {
        None
    }
}

/// Whether an instruction is a line marker that the reference attaches to the
/// next instruction (`OpLine`, `OpNoLine`, and `DebugLine`/`DebugNoLine` of
/// the NonSemantic debug sets): it is written after the blank lines that the
/// next instruction brings.
fn is_line_marker(inst: Inst<'_>, ctx: &Context) -> bool {
    if inst.opcode == Op::Line as u16 || inst.opcode == Op::NoLine as u16 {
        return true;
    }
    inst.opcode == Op::ExtInst as u16
        && inst.words.len() >= 5
        && ctx.is_nonsemantic_debug(inst.words[3])
        && (inst.words[4] == names::DEBUG_LINE || inst.words[4] == names::DEBUG_NO_LINE)
}

/// Blank-line state machine.
struct Layout {
    opts: WriteOptions,
    section: u8,
    in_function: bool,
    params_done: bool,
    block_open: bool,
    composite: Option<u16>,
    held: Vec<u8>,
}

impl Layout {
    fn new(opts: WriteOptions) -> Layout {
        Layout {
            opts,
            section: 0,
            in_function: false,
            params_done: false,
            block_open: false,
            composite: None,
            held: Vec::new(),
        }
    }

    fn section_break(&self, to: u8) -> bool {
        match to {
            1 => self.opts.memory_aliasing_break,
            2 => self.opts.inline_asm_break,
            _ => true,
        }
    }

    fn advance_to(&mut self, out: &mut Vec<u8>, s: u8) {
        while self.section < s {
            self.section += 1;
            if self.section_break(self.section) {
                out.push(b'\n');
            }
        }
    }

    fn instruction(&mut self, out: &mut Vec<u8>, inst: Inst<'_>, ctx: &Context, line: Vec<u8>) {
        if is_line_marker(inst, ctx) {
            self.held.extend_from_slice(&line);
            return;
        }
        let op = inst.opcode;
        if let Some(cont) = self.composite {
            if op != cont {
                out.push(b'\n');
                self.composite = None;
            }
        }
        if !self.in_function {
            if op != Op::Nop as u16 {
                self.advance_to(out, module_section(op));
            }
            if op == Op::Function as u16 {
                self.in_function = true;
                self.params_done = false;
                self.block_open = false;
            }
        } else {
            if op != Op::FunctionParameter as u16 && !self.params_done {
                out.push(b'\n');
                self.params_done = true;
            }
            if (op == Op::Label as u16 || op == Op::FunctionEnd as u16) && self.block_open {
                out.push(b'\n');
                self.block_open = false;
            }
            if op == Op::Label as u16 {
                self.block_open = true;
            }
        }
        out.append(&mut self.held);
        out.extend_from_slice(&line);
        if let Some(cont) = composite_continuation(op) {
            self.composite = Some(cont);
        }
        if self.in_function && op == Op::FunctionEnd as u16 {
            out.push(b'\n');
            self.in_function = false;
        }
    }

    fn finish(mut self, out: &mut Vec<u8>) {
        if self.composite.take().is_some() {
            out.push(b'\n');
        }
        out.append(&mut self.held);
        if !self.in_function {
            self.advance_to(out, 4);
        }
    }
}
