//! Execution of LLVM intrinsics OpenCL C does not spell at every type, written as LLVM IR
//! generated here (one kernel per family, every case a few instructions): the
//! `*.with.overflow` family on vectors and legalized widths, `llvm.is.fpclass` on every
//! class mask, half/float/double, scalars and vectors. Each module is translated,
//! validated by spirv-val, run on the OpenCL runtime, and compared with a host reference
//! computed from the LangRef definitions (exact integers; bit-pattern classes).

use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::reference::Rng;
use llvm_spirv_rs_tests::tools;
use std::fmt::Write as _;

/// Translates LLVM IR `ir` (named `name` in messages) and validates it; returns it labelled
/// `direct`, with the module after a round trip (reverse, CL2.0, then forward again),
/// validated too, labelled `round trip`.
fn build(name: &str, ir: &str) -> [(&'static str, Vec<u32>); 2] {
    let dir = tempfile::tempdir().expect("temporary directory");
    let ll = dir.path().join(format!("{name}.ll"));
    std::fs::write(&ll, ir).expect("write the module");
    let words = tools::translate(&ll).unwrap_or_else(|e| panic!("{name}: {e}\n{ir}"));
    tools::spirv_val(&words, None).unwrap_or_else(|e| panic!("{name}: spirv-val: {e}"));
    let again = tools::round_trip(&words, dir.path(), &[]).unwrap_or_else(|e| panic!("{name} round trip: {e}"));
    tools::spirv_val(&again, None).unwrap_or_else(|e| panic!("{name} round trip: spirv-val: {e}"));
    [("direct", words), ("round trip", again)]
}

/// An overflow operation: intrinsic name, signedness, exact result on integers.
type OverflowOp = (&'static str, bool, fn(i128, i128) -> i128);

/// The overflow operations.
const OVERFLOW_OPS: [OverflowOp; 6] = [
    ("uadd", false, |x, y| x + y),
    ("usub", false, |x, y| x - y),
    ("umul", false, |x, y| x * y),
    ("sadd", true, |x, y| x + y),
    ("ssub", true, |x, y| x - y),
    ("smul", true, |x, y| x * y),
];

/// The operand types: lane width and lanes (1: scalar). Odd widths are legalized into a
/// container; vectors of 3 lanes included.
const OVERFLOW_TYPES: [(u32, u32); 10] =
    [(7, 1), (24, 1), (48, 1), (8, 3), (16, 4), (32, 2), (64, 2), (24, 2), (8, 1), (64, 1)];

/// Lane `k` of a kernel input `v`: `v + k * K` (wrapping), truncated to the lane width by the kernel.
const LANE_STEP: u64 = 0x9E37_79B9_7F4A_7C15;

fn llvm_ty(bits: u32, lanes: u32) -> String {
    if lanes == 1 {
        format!("i{bits}")
    } else {
        format!("<{lanes} x i{bits}>")
    }
}

/// A kernel `overflow(global const i64 *a, global const i64 *b, global i64 *out)`: for
/// every operation and type, lane `k` of both operands from `a[i]`, `b[i]` (see
/// [`LANE_STEP`]); `out` gets, per lane, the wrapped value zero-extended and the flag.
fn overflow_kernel() -> (String, usize) {
    let mut body = String::new();
    let mut decls = String::new();
    let mut slot = 0usize;
    let mut n = 0usize;
    let mut fresh = || {
        n += 1;
        format!("%t{n}")
    };
    for (op, _, _) in OVERFLOW_OPS {
        for (bits, lanes) in OVERFLOW_TYPES {
            let ty = llvm_ty(bits, lanes);
            let flag_ty = llvm_ty(1, lanes);
            let suffix = if lanes == 1 { format!("i{bits}") } else { format!("v{lanes}i{bits}") };
            let intrinsic = format!("@llvm.{op}.with.overflow.{suffix}");
            let _ = writeln!(decls, "declare {{ {ty}, {flag_ty} }} {intrinsic}({ty}, {ty})");
            let mut operands = Vec::new();
            for input in ["%x", "%y"] {
                let mut v = if lanes == 1 { String::new() } else { format!("{ty} poison") };
                for k in 0..lanes {
                    let wide = fresh();
                    let _ = writeln!(body, "  {wide} = add i64 {input}, {}", (k as u64).wrapping_mul(LANE_STEP) as i64);
                    let lane = fresh();
                    let _ = match bits {
                        64 => writeln!(body, "  {lane} = or i64 {wide}, 0"),
                        _ => writeln!(body, "  {lane} = trunc i64 {wide} to i{bits}"),
                    };
                    if lanes == 1 {
                        v = lane;
                    } else {
                        let next = fresh();
                        let _ = writeln!(body, "  {next} = insertelement {v}, i{bits} {lane}, i32 {k}");
                        v = format!("{ty} {next}");
                    }
                }
                operands.push(if lanes == 1 { format!("{ty} {v}") } else { v });
            }
            let r = fresh();
            let _ = writeln!(body, "  {r} = call {{ {ty}, {flag_ty} }} {intrinsic}({}, {})", operands[0], operands[1]);
            let (value, flag) = (fresh(), fresh());
            let _ = writeln!(body, "  {value} = extractvalue {{ {ty}, {flag_ty} }} {r}, 0");
            let _ = writeln!(body, "  {flag} = extractvalue {{ {ty}, {flag_ty} }} {r}, 1");
            for k in 0..lanes {
                for (v, w) in [(&value, bits), (&flag, 1)] {
                    let lane = if lanes == 1 {
                        v.clone()
                    } else {
                        let e = fresh();
                        let _ = writeln!(body, "  {e} = extractelement {} {v}, i32 {k}", llvm_ty(w, lanes));
                        e
                    };
                    let (wide, at) = (fresh(), fresh());
                    let _ = match w {
                        64 => writeln!(body, "  {wide} = or i64 {lane}, 0"),
                        _ => writeln!(body, "  {wide} = zext i{w} {lane} to i64"),
                    };
                    let _ = writeln!(body, "  {at} = getelementptr inbounds i64, ptr addrspace(1) %o, i64 {slot}");
                    let _ = writeln!(body, "  store i64 {wide}, ptr addrspace(1) {at}, align 8");
                    slot += 1;
                }
            }
        }
    }
    let ir = format!(
        r#"target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @overflow(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {{
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr inbounds i64, ptr addrspace(1) %a, i64 %i
  %x = load i64, ptr addrspace(1) %pa, align 8
  %pb = getelementptr inbounds i64, ptr addrspace(1) %b, i64 %i
  %y = load i64, ptr addrspace(1) %pb, align 8
  %base = mul i64 %i, {slot}
  %o = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %base
{body}  ret void
}}

declare spir_func i64 @_Z13get_global_idj(i32)
{decls}"#
    );
    (ir, slot)
}

/// The host reference of [`overflow_kernel`] for one work-item: LangRef's definition on
/// exact integers (operands read unsigned or signed at the lane width, the flag set when
/// the exact result is outside that width's range, the value the result modulo 2^width).
fn overflow_reference(a: i64, b: i64, out: &mut Vec<i64>) {
    for (_, signed, exact) in OVERFLOW_OPS {
        for (bits, lanes) in OVERFLOW_TYPES {
            let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
            let read = |v: u64| -> i128 {
                let u = v & mask;
                if signed && u >> (bits - 1) & 1 == 1 {
                    i128::from(u) - (1i128 << bits)
                } else {
                    i128::from(u)
                }
            };
            for k in 0..lanes {
                let step = u64::from(k).wrapping_mul(LANE_STEP);
                let (x, y) = (read((a as u64).wrapping_add(step)), read((b as u64).wrapping_add(step)));
                let r = exact(x, y);
                let (lo, hi) =
                    if signed { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
                out.push((r as u64 & mask) as i64);
                out.push(i64::from(r < lo || r > hi));
            }
        }
    }
}

/// `llvm.{u,s}{add,sub,mul}.with.overflow` on legalized widths (i7, i24, i48, <2 x i24>),
/// standard scalars and vectors of 2, 3 and 4 lanes (the umul and sadd helper functions,
/// the carry variable, the inline forms), against exact host arithmetic: operands at the
/// range limits, zero, -1 and random ones.
#[test]
fn overflow_intrinsics_every_width_and_vector() {
    let (ir, per_item) = overflow_kernel();
    let mut a: Vec<i64> = vec![0, -1, 1, i64::MAX, i64::MIN, 0x7f, 0x80, 0x7fffff, 0x800000, 0xffff_ffff, -0x8000_0000];
    let mut b: Vec<i64> = vec![0, -1, -1, 1, -1, 1, -1, 2, -1, 0xffff_ffff, -1];
    let mut rng = Rng::new(404);
    while a.len() < 64 {
        a.push((rng.next_u64() as i64) >> (rng.next_u32() % 64));
        b.push((rng.next_u64() as i64) >> (rng.next_u32() % 64));
    }
    let n = a.len();
    let mut want = Vec::with_capacity(per_item * n);
    for i in 0..n {
        overflow_reference(a[i], b[i], &mut want);
    }
    for (label, words) in build("overflow", &ir) {
        let program = llvm_spirv_rs_tests::runtime().build(&words).unwrap_or_else(|e| panic!("{label}: {e}"));
        let out = program
            .run("overflow", &[Arg::input(&a), Arg::input(&b), Arg::output::<i64>(per_item * n)], &NdRange::d1(n))
            .unwrap_or_else(|e| panic!("{label}: {e}"));
        check_overflow(label, &out.get::<i64>(2), &want, &a, &b, per_item);
    }
}

/// Compares [`overflow_intrinsics_every_width_and_vector`]'s results, naming the first
/// differing case.
fn check_overflow(label: &str, got: &[i64], want: &[i64], a: &[i64], b: &[i64], per_item: usize) {
    for i in 0..a.len() {
        let case = |slot: usize| {
            let mut s = slot;
            for (op, _, _) in OVERFLOW_OPS {
                for (bits, lanes) in OVERFLOW_TYPES {
                    if s < 2 * lanes as usize {
                        return format!("{op} {}, lane {}, {}", llvm_ty(bits, lanes), s / 2, ["value", "flag"][s % 2]);
                    }
                    s -= 2 * lanes as usize;
                }
            }
            String::new()
        };
        for s in 0..per_item {
            assert_eq!(
                got[i * per_item + s],
                want[i * per_item + s],
                "{label}: a {:#x} b {:#x}: {}",
                a[i],
                b[i],
                case(s)
            );
        }
    }
}

/// The `llvm.is.fpclass` class bit (LangRef "llvm.is.fpclass") of a float given as its
/// bit pattern `v`, `bits` wide with `mantissa` fraction bits: 0 signalling NaN, 1 quiet
/// NaN, 2..=5 negative infinity, normal, subnormal, zero, 6..=9 the positive ones upwards.
fn fp_class(v: u64, bits: u32, mantissa: u32) -> u32 {
    let negative = v >> (bits - 1) & 1 == 1;
    let abs = v & ((1u64 << (bits - 1)) - 1);
    let frac = abs & ((1u64 << mantissa) - 1);
    let exponent = abs >> mantissa;
    let all_ones = (1u64 << (bits - 1 - mantissa)) - 1;
    let signed = |neg: u32, pos: u32| 1 << if negative { neg } else { pos };
    match (exponent, frac) {
        (e, 0) if e == all_ones => signed(2, 9),
        (e, f) if e == all_ones => 1 << u32::from(f >> (mantissa - 1) & 1 == 1),
        (0, 0) => signed(5, 6),
        (0, _) => signed(4, 7),
        _ => signed(3, 8),
    }
}

/// The test masks of [`fpclass_intrinsic_every_mask`]: none, all, each class, both signs of
/// each class, NaNs, their complements, and unions across classes.
fn fpclass_masks() -> Vec<u32> {
    let mut masks = vec![0, 0x3ff, 0x003, 0x3fc, 0x204, 0x108, 0x090, 0x060, 0x1f8, 0x155, 0x2aa, 0x0f0, 0x30f, 0x207];
    for bit in 0..10 {
        masks.push(1 << bit);
        masks.push(0x3ff & !(1 << bit));
    }
    masks
}

/// The float formats of [`fpclass_intrinsic_every_mask`]: LLVM type, width, mantissa.
const FP_FORMATS: [(&str, u32, u32); 3] = [("half", 16, 10), ("float", 32, 23), ("double", 64, 52)];

/// `llvm.is.fpclass` on half, float and double, scalar and `<3 x ...>`, with each mask of
/// [`fpclass_masks`], against the class of the bit pattern on the host: signalling and
/// quiet NaNs (both signs, payloads), infinities, the normal and subnormal limits, zeros.
#[test]
fn fpclass_intrinsic_every_mask() {
    let masks = fpclass_masks();
    let mut body = String::new();
    let mut decls = String::new();
    let mut slot = 0usize;
    let mut n = 0usize;
    let mut fresh = || {
        n += 1;
        format!("%t{n}")
    };
    for (fty, bits, _) in FP_FORMATS {
        for lanes in [1u32, 3] {
            let ty = if lanes == 1 { fty.to_string() } else { format!("<{lanes} x {fty}>") };
            let rty = if lanes == 1 { "i1".to_string() } else { format!("<{lanes} x i1>") };
            let suffix = if lanes == 1 { format!("f{bits}") } else { format!("v{lanes}f{bits}") };
            let _ = writeln!(decls, "declare {rty} @llvm.is.fpclass.{suffix}({ty}, i32 immarg)");
            // Lane k: the pattern of input k + item, truncated to the width.
            let mut value = format!("{ty} poison");
            for k in 0..lanes {
                let p = fresh();
                let _ = writeln!(body, "  {p} = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %lane{k}");
                let w = fresh();
                let _ = writeln!(body, "  {w} = load i64, ptr addrspace(1) {p}, align 8");
                let t = fresh();
                let _ = match bits {
                    64 => writeln!(body, "  {t} = or i64 {w}, 0"),
                    _ => writeln!(body, "  {t} = trunc i64 {w} to i{bits}"),
                };
                let f = fresh();
                let _ = writeln!(body, "  {f} = bitcast i{bits} {t} to {fty}");
                if lanes == 1 {
                    value = format!("{fty} {f}");
                } else {
                    let v = fresh();
                    let _ = writeln!(body, "  {v} = insertelement {value}, {fty} {f}, i32 {k}");
                    value = format!("{ty} {v}");
                }
            }
            for &mask in &masks {
                let r = fresh();
                let _ = writeln!(body, "  {r} = call {rty} @llvm.is.fpclass.{suffix}({value}, i32 {mask})");
                for k in 0..lanes {
                    let bit = if lanes == 1 {
                        r.clone()
                    } else {
                        let e = fresh();
                        let _ = writeln!(body, "  {e} = extractelement {rty} {r}, i32 {k}");
                        e
                    };
                    let (byte, at) = (fresh(), fresh());
                    let _ = writeln!(body, "  {byte} = zext i1 {bit} to i8");
                    let _ = writeln!(body, "  {at} = getelementptr inbounds i8, ptr addrspace(1) %o, i64 {slot}");
                    let _ = writeln!(body, "  store i8 {byte}, ptr addrspace(1) {at}, align 1");
                    slot += 1;
                }
            }
        }
    }
    let ir = format!(
        r#"target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @fpclass(ptr addrspace(1) %in, i64 %count, ptr addrspace(1) %out) {{
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %lane0 = urem i64 %i, %count
  %i1 = add i64 %i, 1
  %lane1 = urem i64 %i1, %count
  %i2 = add i64 %i, 2
  %lane2 = urem i64 %i2, %count
  %base = mul i64 %i, {slot}
  %o = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %base
{body}  ret void
}}

declare spir_func i64 @_Z13get_global_idj(i32)
{decls}"#
    );
    let modules = build("fpclass", &ir);
    // Each width reads the low bits of the same inputs: patterns of every class at each.
    let mut input: Vec<u64> = Vec::new();
    for (_, bits, mantissa) in FP_FORMATS {
        let sign = 1u64 << (bits - 1);
        let exp = (sign - 1) & !((1u64 << mantissa) - 1);
        let quiet = 1u64 << (mantissa - 1);
        for v in [
            exp | quiet,
            exp | quiet | 5,
            exp | 1,
            exp | (quiet - 1),
            exp,
            1u64 << mantissa,
            exp - 1,
            1,
            quiet,
            quiet * 2 - 1,
            0,
        ] {
            input.extend([v, v | sign]);
        }
    }
    let mut rng = Rng::new(1234);
    while input.len() < 96 {
        input.push(rng.next_u64());
    }
    let count = input.len();
    for (label, words) in modules {
        let got = llvm_spirv_rs_tests::runtime()
            .build(&words)
            .and_then(|p| {
                p.run(
                    "fpclass",
                    &[Arg::input(&input), Arg::scalar(count as u64), Arg::output::<u8>(slot * count)],
                    &NdRange::d1(count),
                )
            })
            .unwrap_or_else(|e| panic!("{label}: {e}"))
            .get::<u8>(2);
        for i in 0..count {
            let mut s = i * slot;
            for (fty, bits, mantissa) in FP_FORMATS {
                for lanes in [1usize, 3] {
                    for &mask in &masks {
                        for k in 0..lanes {
                            let pattern =
                                input[(i + k) % count] & if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
                            let want = u8::from(fp_class(pattern, bits, mantissa) & mask != 0);
                            assert_eq!(
                                got[s], want,
                                "{label}: {fty} x{lanes} lane {k}: bits {pattern:#x}, mask {mask:#05x}"
                            );
                            s += 1;
                        }
                    }
                }
            }
        }
    }
}
