//! A `spirv-dis`-style disassembler for people.

use std::collections::HashMap;
use std::fmt::Write as _;

use rspirv::binary::Disassemble;
use rspirv::grammar::OperandKind;
use spirv::Op;

use crate::binary::{self, Piece};
use crate::names::{self, NameKind, SetKind};
use crate::walk::{enum_operand, Context, Mode};
use crate::Error;

/// Numeric type facts for printing constants.
#[derive(Clone, Copy)]
enum Num {
    Int { width: u32, signed: bool },
    Float { width: u32 },
}

fn generator_name(id: u32) -> String {
    let tool = id >> 16;
    let version = id & 0xffff;
    let vendor = match tool {
        0 => "Khronos",
        1 => "LunarG",
        2 => "Valve",
        3 => "Codeplay",
        4 => "NVIDIA",
        5 => "ARM",
        6 => "Khronos LLVM/SPIR-V Translator",
        7 => "Khronos SPIR-V Tools Assembler",
        8 => "Khronos Glslang Reference Front End",
        17 => "Khronos SPIR-V Tools Linker",
        _ => "Unknown",
    };
    if vendor == "Unknown" {
        format!("Unknown({tool}); {version}")
    } else {
        format!("{vendor}; {version}")
    }
}

fn push_dis_string(out: &mut String, s: &[u8]) {
    out.push('"');
    for ch in String::from_utf8_lossy(s).chars() {
        if ch == '"' || ch == '\\' {
            out.push('\\');
        }
        out.push(ch);
    }
    out.push('"');
}

fn dbg_name<T: std::fmt::Debug>(v: Option<T>) -> Option<String> {
    v.map(|v| format!("{v:?}"))
}

fn named(kind: NameKind, v: u32) -> String {
    let grammar = match kind {
        // spirv-dis spells the FPGA enumerants `...INTEL` (the 0.3 grammar's names);
        // the 0.4 grammar renamed them `...ALTERA`. Newer enumerants come from 0.4.
        NameKind::Capability => {
            dbg_name(spirv03::Capability::from_u32(v)).or_else(|| dbg_name(spirv::Capability::from_u32(v)))
        }
        NameKind::Decoration => {
            dbg_name(spirv03::Decoration::from_u32(v)).or_else(|| dbg_name(spirv::Decoration::from_u32(v)))
        }
        NameKind::LinkageType => {
            dbg_name(spirv03::LinkageType::from_u32(v)).or_else(|| dbg_name(spirv::LinkageType::from_u32(v)))
        }
        NameKind::HostAccess => dbg_name(spirv03::HostAccessQualifier::from_u32(v))
            .or_else(|| dbg_name(spirv::HostAccessQualifier::from_u32(v))),
        NameKind::InitMode => dbg_name(spirv03::InitializationModeQualifier::from_u32(v))
            .or_else(|| dbg_name(spirv::InitializationModeQualifier::from_u32(v))),
        NameKind::ExtOp(SetKind::Debug) => names::name_of(kind, v)
            .map(|n| n.trim_start_matches("Debug").trim_end_matches(',').to_string())
            .map(|n| format!("Debug{n}")),
        NameKind::ExtOp(_) => None,
    };
    grammar.or_else(|| names::name_of(kind, v).map(str::to_string)).unwrap_or_else(|| v.to_string())
}

fn render_constant(out: &mut String, ty: Option<Num>, words: &[u32]) {
    match (ty, words) {
        (Some(Num::Int { width, signed }), [lo]) if width <= 32 => {
            if signed {
                let shift = 32 - width.clamp(1, 32);
                let _ = write!(out, " {}", ((*lo as i32) << shift) >> shift);
            } else {
                let _ = write!(out, " {lo}");
            }
        }
        (Some(Num::Int { signed, .. }), [lo, hi]) => {
            let v = (u64::from(*hi) << 32) | u64::from(*lo);
            if signed {
                let _ = write!(out, " {}", v as i64);
            } else {
                let _ = write!(out, " {v}");
            }
        }
        (Some(Num::Float { width: 32 }), [w]) => {
            let _ = write!(out, " {:?}", f32::from_bits(*w));
        }
        (Some(Num::Float { width: 64 }), [lo, hi]) => {
            let v = (u64::from(*hi) << 32) | u64::from(*lo);
            let _ = write!(out, " {:?}", f64::from_bits(v));
        }
        (Some(Num::Float { width: 16 }), [w]) => {
            let _ = write!(out, " 0x{:x}", w & 0xffff);
        }
        _ => {
            for w in words {
                let _ = write!(out, " {w}");
            }
        }
    }
}

/// Disassembles a module in the style of `spirv-dis --raw-id`.
pub(crate) fn disassemble(words: &[u32]) -> Result<String, Error> {
    let words = binary::normalize(words)?;
    let module = binary::split(&words)?;
    let [_, version, generator, bound, schema] = module.header;
    let mut out = String::new();
    let _ = writeln!(out, "; SPIR-V");
    let _ = writeln!(out, "; Version: {}.{}", (version >> 16) & 0xff, (version >> 8) & 0xff);
    let _ = writeln!(out, "; Generator: {}", generator_name(generator));
    let _ = writeln!(out, "; Bound: {bound}");
    let _ = writeln!(out, "; Schema: {schema}");
    let mut ctx = Context::default();
    let mut types: HashMap<u32, Num> = HashMap::new();
    for inst in &module.insts {
        ctx.note_import(inst.opcode, inst.words);
        let pieces = binary::pieces(*inst, Mode::Full, &ctx)?;
        let grammar = names::core_instruction(inst.opcode);
        let opname = names::opcode_name(inst.opcode).map_or_else(|| format!("Op{}", inst.opcode), |n| format!("Op{n}"));
        let result_at = grammar.and_then(|g| g.operands.iter().take(2).position(|o| o.kind == OperandKind::IdResult));
        let result = result_at.and_then(|i| match pieces.get(i) {
            Some(Piece::Id(v)) => Some(*v),
            _ => None,
        });
        // Remember numeric types for constants.
        match (inst.opcode, inst.words) {
            (o, [_, id, width, signed]) if o == Op::TypeInt as u16 => {
                types.insert(*id, Num::Int { width: *width, signed: *signed != 0 });
            }
            (o, [_, id, width, ..]) if o == Op::TypeFloat as u16 => {
                types.insert(*id, Num::Float { width: *width });
            }
            _ => {}
        }
        let mut line = String::new();
        match result {
            Some(r) => {
                let _ = write!(line, "{:>12} = ", format!("%{r}"));
            }
            None => line.push_str(&" ".repeat(15)),
        }
        line.push_str(&opname);
        let is_constant = inst.opcode == Op::Constant as u16 || inst.opcode == Op::SpecConstant as u16;
        if is_constant && inst.words.len() >= 3 {
            let ty = types.get(&inst.words[1]).copied();
            let _ = write!(line, " %{}", inst.words[1]);
            render_constant(&mut line, ty, &inst.words[3..]);
        } else {
            for (i, p) in pieces.iter().enumerate() {
                if Some(i) == result_at && result.is_some() {
                    continue;
                }
                match p {
                    Piece::Id(v) => {
                        let _ = write!(line, " %{v}");
                    }
                    Piece::Word(v) => {
                        let _ = write!(line, " {v}");
                    }
                    Piece::Enum(kind, v) => {
                        let text = enum_operand(*kind, *v).map_or_else(|| v.to_string(), |o| o.disassemble());
                        let _ = write!(line, " {text}");
                    }
                    Piece::Named(kind, v) => {
                        let _ = write!(line, " {}", named(*kind, *v));
                    }
                    Piece::Str(s) => {
                        line.push(' ');
                        push_dis_string(&mut line, s);
                    }
                    Piece::ExtraSpace => {}
                }
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    Ok(out)
}
