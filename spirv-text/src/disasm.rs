//! A `spirv-dis`-style disassembler for people.

use std::collections::HashMap;

use rspirv::binary::Disassemble;
use rspirv::grammar::OperandKind;
use spirv::Op;

use crate::binary::{self, Piece};
use crate::friendly::Names;
use crate::names::{self, NameKind, SetKind};
use crate::walk::{Context, Mode};
use crate::Error;
use llvm_spirv_binary::decode::enumerant;

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

fn named(kind: NameKind, v: u32) -> String {
    let grammar = match kind {
        NameKind::ExtOp(SetKind::Debug) => names::name_of(kind, v)
            .map(|n| n.trim_start_matches("Debug").trim_end_matches(',').to_string())
            .map(|n| format!("Debug{n}")),
        NameKind::ExtOp(_) => None,
        // spirv-dis prints an opcode literal as its number.
        NameKind::Opcode => return v.to_string(),
        // spirv-dis spells the FPGA enumerants `...INTEL` (the 0.3 grammar's names);
        // the 0.4 grammar renamed them `...ALTERA`. Newer enumerants come from 0.4.
        _ => names::grammar_name(kind, v).map(str::to_string),
    };
    grammar.or_else(|| names::name_of(kind, v).map(str::to_string)).unwrap_or_else(|| v.to_string())
}

/// Formats `v` as C's `%.{precision}g` (what `spirv-dis` prints for 32- and
/// 64-bit float constants: 9 and 17 significant digits, trailing zeros dropped).
fn format_g(v: f64, precision: usize) -> String {
    if v == 0.0 {
        return if v.is_sign_negative() { "-0".to_string() } else { "0".to_string() };
    }
    let sci = format!("{:.*e}", precision - 1, v);
    let (mantissa, exp) = sci.split_once('e').unwrap_or((sci.as_str(), "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let trim = |s: &str| -> String {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s.to_string()
        }
    };
    if exp < -4 || exp >= precision as i32 {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", trim(mantissa), exp.unsigned_abs())
    } else {
        let decimals = (precision as i32 - 1 - exp).max(0) as usize;
        trim(&format!("{v:.decimals$}"))
    }
}

/// Formats a binary float of `mant_bits` fraction bits and `exp_bits` exponent
/// bits as a normalised hex float (`0x1.8p+0`, `-0x1p-14`, `0x0p+0`), the
/// spelling `spirv-dis` uses for half constants and non-finite values.
fn format_hex_float(bits: u64, mant_bits: u32, exp_bits: u32) -> String {
    let sign = if (bits >> (mant_bits + exp_bits)) & 1 == 1 { "-" } else { "" };
    let bias = (1i64 << (exp_bits - 1)) - 1;
    let mut frac = bits & ((1u64 << mant_bits) - 1);
    let exp_field = ((bits >> mant_bits) & ((1u64 << exp_bits) - 1)) as i64;
    if exp_field == 0 && frac == 0 {
        return format!("{sign}0x0p+0");
    }
    let mut exp = exp_field - bias;
    if exp_field == 0 {
        // Subnormal: normalise so the leading one becomes implicit.
        exp = 1 - bias;
        while frac & (1u64 << mant_bits) == 0 {
            frac <<= 1;
            exp -= 1;
        }
        frac &= (1u64 << mant_bits) - 1;
    }
    // Pad the fraction to whole hex digits, then drop trailing zero digits.
    let digits = mant_bits.div_ceil(4);
    let mut hex = format!("{:0width$x}", frac << (digits * 4 - mant_bits), width = digits as usize);
    while hex.ends_with('0') {
        hex.pop();
    }
    let dot = if hex.is_empty() { String::new() } else { format!(".{hex}") };
    let esign = if exp < 0 { '-' } else { '+' };
    format!("{sign}0x1{dot}p{esign}{}", exp.unsigned_abs())
}

/// The literal of a constant of numeric type `ty` as `spirv-dis` prints it.
fn render_literal(ty: Option<Num>, words: &[u32]) -> String {
    match (ty, words) {
        (Some(Num::Int { width, signed }), [lo]) if width <= 32 => {
            if signed {
                let shift = 32 - width.clamp(1, 32);
                (((*lo as i32) << shift) >> shift).to_string()
            } else {
                lo.to_string()
            }
        }
        (Some(Num::Int { signed, .. }), [lo, hi]) => {
            let v = (u64::from(*hi) << 32) | u64::from(*lo);
            if signed {
                (v as i64).to_string()
            } else {
                v.to_string()
            }
        }
        (Some(Num::Float { width: 32 }), [w]) => {
            let v = f32::from_bits(*w);
            if v.is_finite() {
                format_g(f64::from(v), 9)
            } else {
                format_hex_float(u64::from(*w), 23, 8)
            }
        }
        (Some(Num::Float { width: 64 }), [lo, hi]) => {
            let bits = (u64::from(*hi) << 32) | u64::from(*lo);
            let v = f64::from_bits(bits);
            if v.is_finite() {
                format_g(v, 17)
            } else {
                format_hex_float(bits, 52, 11)
            }
        }
        (Some(Num::Float { width: 16 }), [w]) => format_hex_float(u64::from(w & 0xffff), 10, 5),
        _ => words.iter().map(u32::to_string).collect::<Vec<_>>().join(" "),
    }
}

/// Whether the last operand of `OpenCL.std` extended opcode `op` is a literal integer,
/// not an id, by the extended set's grammar (`vloadn`, `vload_halfn`, `vloada_halfn`:
/// the vector size; OpenCL extended instruction set specification, "Vector Data Load
/// and Store Instructions").
fn opencl_literal_last(op: u32) -> bool {
    rspirv::grammar::OPENCL_STD_100_INSTRUCTION_TABLE
        .lookup_opcode(op)
        .and_then(|g| g.operands.last())
        .is_some_and(|o| o.kind == OperandKind::LiteralInteger)
}

/// How the disassembly spells ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IdStyle {
    /// `%12`, as `spirv-dis --raw-id`.
    Raw,
    /// SPIRV-Tools' friendly names (`%uint`, `%_ptr_Function_float`, `%foo`), as `spirv-dis`.
    Friendly,
}

/// Appends formatted text to a `String` (formatting into a `String` cannot fail), without
/// a `fmt::Result` to discard.
macro_rules! put {
    ($s:expr, $($arg:tt)*) => {
        $s.push_str(&format!($($arg)*))
    };
}

/// [`put!`] and a newline.
macro_rules! putln {
    ($s:expr, $($arg:tt)*) => {{
        put!($s, $($arg)*);
        $s.push('\n');
    }};
}

/// Disassembles a module in the style of `spirv-dis` (`--raw-id` for [`IdStyle::Raw`]).
pub(crate) fn disassemble(words: &[u32], style: IdStyle) -> Result<String, Error> {
    let words = binary::normalize(words)?;
    let module = binary::split(&words)?;
    let [_, version, generator, bound, schema] = module.header;
    let mut out = String::new();
    putln!(out, "; SPIR-V");
    putln!(out, "; Version: {}.{}", (version >> 16) & 0xff, (version >> 8) & 0xff);
    putln!(out, "; Generator: {}", generator_name(generator));
    putln!(out, "; Bound: {bound}");
    putln!(out, "; Schema: {schema}");
    // First pass: operands, result ids, constant literals and (for friendly names) the
    // id names, which may be used before the instruction that defines them.
    let mut ctx = Context::default();
    let mut types: HashMap<u32, Num> = HashMap::new();
    let mut names = Names::default();
    let mut value_types: HashMap<u32, u32> = HashMap::new();
    let mut decoded = Vec::with_capacity(module.insts.len());
    for inst in &module.insts {
        ctx.note_import(inst.opcode, inst.words);
        let pieces = binary::pieces(*inst, Mode::Full, &ctx)?;
        let grammar = llvm_spirv_binary::grammar::core_instruction(u32::from(inst.opcode));
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
        let is_constant = inst.opcode == Op::Constant as u16 || inst.opcode == Op::SpecConstant as u16;
        let literal = (is_constant && inst.words.len() >= 3)
            .then(|| render_literal(types.get(&inst.words[1]).copied(), &inst.words[3..]));
        if style == IdStyle::Friendly {
            names.note(*inst, result, || literal.clone().unwrap_or_default());
        }
        if grammar.and_then(|g| g.operands.first()).is_some_and(|o| o.kind == OperandKind::IdResultType) {
            if let [_, ty, r, ..] = inst.words {
                value_types.insert(*r, *ty);
            }
        }
        // The OpenCL.std instructions whose last operand is a literal (the vector size n).
        let last_literal = inst.opcode == Op::ExtInst as u16
            && inst.words.len() >= 5
            && ctx.set_kind(inst.words[3]) == Some(SetKind::OpenCl)
            && opencl_literal_last(inst.words[4]);
        decoded.push((inst, pieces, result_at, result, literal, last_literal));
    }
    let id = |v: u32| match style {
        IdStyle::Raw => v.to_string(),
        IdStyle::Friendly => names.get(v),
    };
    for (inst, pieces, result_at, result, literal, last_literal) in decoded {
        let opname = names::opcode_name(inst.opcode).map_or_else(|| format!("Op{}", inst.opcode), |n| format!("Op{n}"));
        let mut line = String::new();
        match result {
            Some(r) => {
                put!(line, "{:>12} = ", format!("%{}", id(r)));
            }
            None => line.push_str(&" ".repeat(15)),
        }
        line.push_str(&opname);
        if let Some(literal) = literal {
            put!(line, " %{} {literal}", id(inst.words[1]));
        } else if let (true, [_, ty, _, op, operands @ ..]) = (inst.opcode == Op::SpecConstantOp as u16, inst.words) {
            // OpSpecConstantOp: the opcode by name (no `Op`), then its operands as the
            // opcode's grammar has them (ids, and literal indexes or components).
            put!(line, " %{}", id(*ty));
            let kinds: Vec<OperandKind> = llvm_spirv_binary::grammar::core_instruction(*op)
                .map(|g| {
                    g.operands
                        .iter()
                        .map(|o| o.kind)
                        .filter(|k| !matches!(k, OperandKind::IdResultType | OperandKind::IdResult))
                        .collect()
                })
                .unwrap_or_default();
            match u16::try_from(*op).ok().and_then(names::opcode_name) {
                Some(n) => {
                    put!(line, " {n}");
                }
                None => {
                    put!(line, " {op}");
                }
            }
            for (i, w) in operands.iter().enumerate() {
                match kinds.get(i).or(kinds.last()) {
                    Some(OperandKind::IdRef) => {
                        put!(line, " %{}", id(*w));
                    }
                    _ => {
                        put!(line, " {w}");
                    }
                }
            }
        } else if let (true, [_, selector, default, pairs @ ..]) = (inst.opcode == Op::Switch as u16, inst.words) {
            // OpSwitch: (literal, label) pairs, the literal as wide as the selector's type.
            let ty = value_types.get(selector).and_then(|t| types.get(t)).copied();
            let width = match ty {
                Some(Num::Int { width, .. }) if width > 32 => 2,
                _ => 1,
            };
            put!(line, " %{} %{}", id(*selector), id(*default));
            for pair in pairs.chunks(width + 1) {
                let (value, label) = pair.split_at(pair.len().min(width));
                put!(line, " {}", render_literal(ty, value));
                for l in label {
                    put!(line, " %{}", id(*l));
                }
            }
        } else {
            for (i, p) in pieces.iter().enumerate() {
                if Some(i) == result_at && result.is_some() {
                    continue;
                }
                match p {
                    Piece::Id(v) if last_literal && i + 1 == pieces.len() => {
                        put!(line, " {v}");
                    }
                    Piece::Id(v) => {
                        put!(line, " %{}", id(*v));
                    }
                    Piece::Word(v) => {
                        put!(line, " {v}");
                    }
                    Piece::Enum(kind, v) => {
                        let text = enumerant(*kind, *v).map_or_else(|| v.to_string(), |o| o.disassemble());
                        put!(line, " {text}");
                    }
                    Piece::Named(kind, v) => {
                        put!(line, " {}", named(*kind, *v));
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
