//! Execution: switch, loops, helper functions, several kernels in a module,
//! patterns that -O2 turns into intrinsics, odd integer widths.

use llvm_spirv_rs_tests::ocl::{Arg, NdRange};
use llvm_spirv_rs_tests::reference::Rng;
use llvm_spirv_rs_tests::run_variants;

fn dense(x: i32) -> i64 {
    match x {
        0 => 10,
        1 => 11,
        2 => 13,
        3 => 17,
        4 => 19,
        5 => 23,
        6 => 29,
        _ => -1,
    }
}

fn sparse(x: i32) -> i64 {
    match x {
        -1000 => 1,
        7 => 2,
        4096 => 3,
        123_456 => 4,
        _ => 0,
    }
}

fn wide(x: i64) -> i64 {
    match x {
        0x1_0000_0000 => 1,
        -5 => 2,
        i64::MAX => 3,
        42 => 4,
        0x1_0000_0001 => 5,
        _ => x / 2,
    }
}

fn fallthrough(x: u32) -> i64 {
    match x & 7 {
        0 => 3,
        1 => 2,
        2 | 3 => 10,
        4 => 120,
        _ => 100,
    }
}

fn by_char(c: i8) -> i64 {
    match c {
        97 => 1,
        -3 => 2,
        127 => 3,
        _ => 4,
    }
}

#[test]
fn switch() {
    let mut input = vec![-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, -1000, 4096, 123_456, 97, 253, -3, 127, 383, 1 << 20];
    let mut lin = vec![0x1_0000_0000i64, -5, i64::MAX, 42, 0x1_0000_0001, -7, 0, 43, i64::MIN, 0xffff_ffff];
    let mut rng = Rng::new(50);
    while input.len() < 64 {
        input.push(rng.range_i64(-10, 10) as i32);
    }
    while lin.len() < input.len() {
        lin.push(rng.next_u64() as i64);
    }
    let n = input.len();
    let mut want = Vec::new();
    for i in 0..n {
        let x = input[i];
        want.extend([dense(x), sparse(x), wide(lin[i]), fallthrough(x as u32), by_char(x as i8)]);
    }
    run_variants("switch", |p, check| {
        let out =
            p.run("switches", &[Arg::input(&input), Arg::input(&lin), Arg::output::<i64>(5 * n)], &NdRange::d1(n))?;
        for (i, (g, w)) in out.get::<i64>(2).chunks(5).zip(want.chunks(5)).enumerate() {
            check.slice_eq(format_args!("switches(int {}, long {})", input[i], lin[i]), g, w);
        }
        Ok(())
    });
}

#[test]
fn loops() {
    let input: Vec<i32> = (0..96).map(|i| (i * 37 % 140) - 20).collect();
    let n = input.len();
    let mut want = Vec::new();
    for (i, &x) in input.iter().enumerate() {
        let s: i32 = (0..x.max(0)).filter(|k| k % 3 != 0).sum();
        let mut steps = 0;
        let mut c = x.unsigned_abs() + 1;
        while c != 1 {
            c = if c & 1 != 0 { c.wrapping_mul(3).wrapping_add(1) } else { c / 2 };
            steps += 1;
            if steps > 1000 {
                break;
            }
        }
        let (mut digits, mut y) = (0, x);
        loop {
            digits += 1;
            y /= 10;
            if y == 0 {
                break;
            }
        }
        let mut pairs = 0;
        for a in 0..(x & 15) {
            for b in 0..a {
                if (a + b) % 4 == 3 {
                    break;
                }
                pairs += a * b;
            }
        }
        let k = (i % 7) as i32 + 2;
        let first = input.iter().position(|&v| v != 0 && v % k == 0).map_or(-1, |j| j as i32);
        want.extend([s, steps, digits, pairs, first]);
    }
    run_variants("loops", |p, check| {
        let out =
            p.run("loops", &[Arg::input(&input), Arg::output::<i32>(5 * n), Arg::scalar(n as i32)], &NdRange::d1(n))?;
        check.slice_eq("loops", &out.get::<i32>(1), &want);
        Ok(())
    });
}

#[test]
fn helpers() {
    let input: Vec<i32> = (0..64).map(|i| (i * 331 % 2000) - 1000).collect();
    let n = input.len();
    let (mut want, mut wantf) = (Vec::new(), Vec::new());
    for (i, &x) in input.iter().enumerate() {
        let prefix = &input[..i % 8 + 1];
        want.extend([
            3 * x * x + (x + 1) * (x + 1),
            x * x,
            3,
            *prefix.iter().min().unwrap(),
            *prefix.iter().max().unwrap(),
        ]);
        wantf.extend([x as f32 * 0.5, -x as f32 * 0.5, 0.5, 0.0]);
    }
    run_variants("helpers", |p, check| {
        let out = p.run(
            "helpers",
            &[Arg::input(&input), Arg::output::<i32>(5 * n), Arg::output::<f32>(4 * n)],
            &NdRange::d1(n),
        )?;
        check.slice_eq("helper results", &out.get::<i32>(1), &want);
        check.slice_eq("vector helper", &out.get::<f32>(2), &wantf);
        Ok(())
    });
}

#[test]
fn multi_kernel() {
    let n = 48usize;
    let filled: Vec<i32> = (0..n as i32).map(|i| -20 + i).collect();
    let transformed: Vec<i32> = filled.iter().map(|v| (v << 3) + 3).collect();
    let reversed: Vec<i32> = (0..n).map(|i| transformed[n - 1 - i] - 3).collect();
    run_variants("multi_kernel", |p, check| {
        let names = p.kernel_names();
        for k in ["fill", "transform", "reverse_into"] {
            if !names.iter().any(|n| n == k) {
                check.fail(format_args!("kernel {k} missing from {names:?}"));
            }
        }
        let out = p.run("fill", &[Arg::output::<i32>(n), Arg::scalar(-20i32)], &NdRange::d1(n))?;
        let got_fill = out.get::<i32>(0);
        check.slice_eq("fill", &got_fill, &filled);
        let out = p.run("transform", &[Arg::inout(&got_fill), Arg::scalar(3i32)], &NdRange::d1(n))?;
        let got_t = out.get::<i32>(0);
        check.slice_eq("transform", &got_t, &transformed);
        let out = p.run(
            "reverse_into",
            &[Arg::input(&got_t), Arg::output::<i32>(n), Arg::scalar(n as u32)],
            &NdRange::d1(n),
        )?;
        check.slice_eq("reverse_into", &out.get::<i32>(1), &reversed);
        Ok(())
    });
}

#[test]
fn o2_intrinsics() {
    let n = 128;
    let mut rng = Rng::new(51);
    let mut a = vec![0, -1, 1, 255, 256, -300, i32::MAX, i32::MIN + 1];
    let mut b = vec![0, 1, -1, 255, -256, 300, i32::MIN + 1, i32::MAX];
    let mut ua = vec![0u32, u32::MAX, 0x8000_0000, 0x1234_5678, 5];
    let mut ub = vec![0u32, 1, 0x8000_0000, 0xffff_0000, 7];
    while a.len() < n {
        a.push(rng.next_u32() as i32 >> (rng.next_u32() % 32));
        b.push(rng.next_u32() as i32 >> (rng.next_u32() % 32));
    }
    while ua.len() < n {
        ua.push(rng.next_u32());
        ub.push(rng.next_u32() >> (rng.next_u32() % 32));
    }
    let (mut wi, mut wu) = (Vec::new(), Vec::new());
    for i in 0..n {
        let (x, y, u, v) = (a[i], b[i], ua[i], ub[i]);
        wi.extend([x.min(y), x.max(y), x.abs(), x.clamp(0, 255)]);
        let mut buf = [0u32; 8];
        buf[(u & 7) as usize] = v;
        let acc = buf.iter().fold(0u32, |acc, &e| acc.wrapping_mul(31).wrapping_add(e));
        wu.extend([
            u.min(v),
            u.max(v),
            u.rotate_left(7),
            u.swap_bytes(),
            u.saturating_sub(v),
            u.saturating_add(v),
            u.count_ones(),
            acc,
        ]);
    }
    run_variants("o2_intrinsics", |p, check| {
        let out = p.run(
            "intrinsics",
            &[
                Arg::input(&a),
                Arg::input(&b),
                Arg::input(&ua),
                Arg::input(&ub),
                Arg::output::<i32>(4 * n),
                Arg::output::<u32>(8 * n),
            ],
            &NdRange::d1(n),
        )?;
        check.slice_eq("smin/smax/abs/clamp", &out.get::<i32>(4), &wi);
        check.slice_eq("umin/umax/rotate/bswap/sat/ctpop/memset", &out.get::<u32>(5), &wu);
        Ok(())
    });
}

#[test]
fn odd_int_widths() {
    let n = 60;
    let a: Vec<i32> = (0..n as i32).map(|i| i * 3).collect();
    let b: Vec<i32> = (0..n as i32).map(|i| -i).collect();
    let c: Vec<i32> = (0..n as i32).map(|i| 1000 + i).collect();
    let want: Vec<i32> = (0..n).map(|i| [a[i], b[i], c[i]][i % 3] * 2 + (i % 3) as i32).collect();
    run_variants("odd_int_widths", |p, check| {
        let out =
            p.run("pick3", &[Arg::input(&a), Arg::input(&b), Arg::input(&c), Arg::output::<i32>(n)], &NdRange::d1(n))?;
        check.slice_eq("pick3", &out.get::<i32>(3), &want);
        Ok(())
    });
}

/// `llvm.{s,u}{add,sub,mul}.with.overflow` at 8/16/32/64 bits against Rust's
/// `overflowing_*` (flag and wrapped value), and `llvm.memset` of a run-time length
/// (the translator's loop helper) against the same fill on the host; `llvm.memmove` of a
/// run-time length, overlapping in either direction, in private and global memory.
#[test]
fn overflow_memset() {
    let n = 96;
    let mut rng = Rng::new(77);
    let mut a: Vec<i64> =
        vec![0, -1, 127, -128, 255, 32767, -32768, i32::MAX as i64, i32::MIN as i64, i64::MAX, i64::MIN];
    let mut b: Vec<i64> = vec![0, -1, 1, -1, 1, 2, -1, 1, 1, -1, 2];
    while a.len() < n {
        let shift = rng.next_u32() % 64;
        a.push(((rng.next_u32() as u64) << 32 | rng.next_u32() as u64) as i64 >> shift);
        b.push(((rng.next_u32() as u64) << 32 | rng.next_u32() as u64) as i64 >> (rng.next_u32() % 64));
    }
    macro_rules! reference {
        ($out:ident, $t:ty, $x:expr, $y:expr) => {{
            let (x, y) = ($x as $t, $y as $t);
            for (r, f) in [x.overflowing_add(y), x.overflowing_sub(y), x.overflowing_mul(y)] {
                $out.push(f as i64);
                $out.push(r as i64);
            }
        }};
    }
    let mut want = Vec::with_capacity(48 * n);
    for i in 0..n {
        let (x, y) = (a[i], b[i]);
        reference!(want, i8, x, y);
        reference!(want, u8, x, y);
        reference!(want, i16, x, y);
        reference!(want, u16, x, y);
        reference!(want, i32, x, y);
        reference!(want, u32, x, y);
        reference!(want, i64, x, y);
        reference!(want, u64, x, y);
    }
    let len: Vec<u32> = (0..n as u32).map(|i| if i < 3 { i } else { rng.next_u32() }).collect();
    let val: Vec<u8> = (0..n).map(|_| rng.next_u32() as u8).collect();
    let filled: Vec<u32> = (0..n)
        .map(|i| {
            let mut buf: Vec<u8> = (0..20u8).collect();
            let k = (len[i] % 21) as usize;
            buf[..k].iter_mut().for_each(|c| *c = val[i]);
            buf.iter().fold(0u32, |acc, &c| acc.wrapping_mul(31).wrapping_add(c as u32))
        })
        .collect();
    // memmove: source offset, destination offset and length packed in one word.
    let off: Vec<u32> = (0..n as u32).map(|i| if i < 4 { i * 73 } else { rng.next_u32() }).collect();
    let memmove = |buf: &mut [u8], o: u32| {
        let (s, d, len) = ((o % 8) as usize, ((o / 8) % 8) as usize, ((o / 64) % 17) as usize);
        buf.copy_within(s..s + len, d);
    };
    let mut moved_private = Vec::with_capacity(24 * n);
    for (i, &o) in off.iter().enumerate() {
        let mut buf: Vec<u8> = (0..24).map(|k| (k * 7 + i) as u8).collect();
        memmove(&mut buf, o);
        moved_private.extend(buf);
    }
    let global: Vec<u8> = (0..24 * n).map(|k| (k * 13 + 5) as u8).collect();
    let mut moved_global = global.clone();
    for (i, &o) in off.iter().enumerate() {
        memmove(&mut moved_global[i * 24..(i + 1) * 24], o);
    }
    run_variants("overflow_memset", |p, check| {
        let out = p.run("checked", &[Arg::input(&a), Arg::input(&b), Arg::output::<i64>(48 * n)], &NdRange::d1(n))?;
        check.slice_eq("with.overflow (flag, value) per width and op", &out.get::<i64>(2), &want);
        let out = p.run("fill", &[Arg::input(&len), Arg::input(&val), Arg::output::<u32>(n)], &NdRange::d1(n))?;
        check.slice_eq("memset of a run-time length", &out.get::<u32>(2), &filled);
        let out = p.run("move_private", &[Arg::input(&off), Arg::output::<u8>(24 * n)], &NdRange::d1(n))?;
        check.slice_eq("memmove of a run-time length (private)", &out.get::<u8>(1), &moved_private);
        let out = p.run("move_global", &[Arg::input(&off), Arg::inout(&global)], &NdRange::d1(n))?;
        check.slice_eq("memmove of a run-time length (global)", &out.get::<u8>(1), &moved_global);
        Ok(())
    });
}
/// LLVM LangRef `llvm.fshl`: the high `bits` bits of `a:b << (c mod bits)`.
fn fshl(a: u64, b: u64, c: u64, bits: u32) -> u64 {
    let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
    let s = (c % u64::from(bits)) as u32;
    if s == 0 {
        return a & mask;
    }
    ((a << s) | ((b & mask) >> (bits - s))) & mask
}

/// LLVM LangRef `llvm.fshr`: the low `bits` bits of `a:b >> (c mod bits)`.
fn fshr(a: u64, b: u64, c: u64, bits: u32) -> u64 {
    let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
    let s = (c % u64::from(bits)) as u32;
    if s == 0 {
        return b & mask;
    }
    (((a << (bits - s)) & mask) | ((b & mask) >> s)) & mask
}

/// Two-value funnel shifts clang -O2 makes from `(x << k) | (y >> (W - k))`: 8, 16, 24
/// (`_BitInt`, legalized), 32 and 64 bits and `uint4`, against the LangRef definition.
#[test]
fn funnel_shifts() {
    let n = 64;
    let mut rng = Rng::new(52);
    let mut x = vec![0u32, u32::MAX, 0x8000_0001, 0x1234_5678];
    let mut y = vec![u32::MAX, 0, 0x0000_0001, 0x9abc_def0];
    while x.len() < n {
        x.push(rng.next_u32());
        y.push(rng.next_u32());
    }
    let lx: Vec<u64> = (0..n).map(|i| (u64::from(x[i]) << 32) | u64::from(y[i] ^ 0x5a5a_5a5a)).collect();
    let ly: Vec<u64> = (0..n).map(|_| rng.next_u64()).collect();
    let (mut w32, mut w64, mut w16, mut w8, mut wv, mut w24) = (vec![], vec![], vec![], vec![], vec![], vec![]);
    for i in 0..n {
        let (a, b) = (u64::from(x[i]), u64::from(y[i]));
        w32.extend([fshl(a, b, 7, 32), fshr(b, a, 13, 32), fshl(a, a, 1, 32)].map(|v| v as u32));
        w64.extend([fshl(lx[i], ly[i], 40, 64), fshr(ly[i], lx[i], 3, 64)]);
        w16.extend([fshl(a, b, 3, 16), fshr(b, a, 9, 16)].map(|v| v as u16));
        w8.extend([fshl(a, b, 5, 8), fshr(b, a, 1, 8)].map(|v| v as u8));
        let va = [x[i], y[i], x[i] ^ y[i], !x[i]];
        let vb = [y[i], x[i], x[i].wrapping_add(y[i]), !y[i]];
        wv.extend((0..4).map(|l| fshl(u64::from(va[l]), u64::from(vb[l]), 11, 32) as u32));
        w24.extend([fshl(a, b, 5, 24), fshr(b, a, 10, 24)].map(|v| v as u32));
    }
    run_variants("funnel_shifts", |p, check| {
        let out = p.run(
            "funnel_shifts",
            &[
                Arg::input(&x),
                Arg::input(&y),
                Arg::input(&lx),
                Arg::input(&ly),
                Arg::output::<u32>(3 * n),
                Arg::output::<u64>(2 * n),
                Arg::output::<u16>(2 * n),
                Arg::output::<u8>(2 * n),
                Arg::output::<u32>(4 * n),
                Arg::output::<u32>(2 * n),
            ],
            &NdRange::d1(n),
        )?;
        check.slice_eq("32-bit", &out.get::<u32>(4), &w32);
        check.slice_eq("64-bit", &out.get::<u64>(5), &w64);
        check.slice_eq("16-bit", &out.get::<u16>(6), &w16);
        check.slice_eq("8-bit", &out.get::<u8>(7), &w8);
        check.slice_eq("uint4", &out.get::<u32>(8), &wv);
        check.slice_eq("24-bit", &out.get::<u32>(9), &w24);
        Ok(())
    });
}

/// `llvm.fshl`/`llvm.fshr` with run-time shift amounts (OpenCL C cannot express them:
/// its shifts take the amount modulo the width, so clang only forms rotates), in LLVM IR
/// of our own: i8, i16, i24 (legalized), i32, i64 and `<2 x i32>`, amounts 0..=2W+1.
const FUNNEL_RUNTIME_LL: &str = r#"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @funnel(ptr addrspace(1) %xs, ptr addrspace(1) %ys, ptr addrspace(1) %cs, ptr addrspace(1) %out) {
entry:
  %i = call i64 @_Z13get_global_idj(i32 0)
  %px = getelementptr inbounds i64, ptr addrspace(1) %xs, i64 %i
  %py = getelementptr inbounds i64, ptr addrspace(1) %ys, i64 %i
  %pc = getelementptr inbounds i64, ptr addrspace(1) %cs, i64 %i
  %x = load i64, ptr addrspace(1) %px
  %y = load i64, ptr addrspace(1) %py
  %c = load i64, ptr addrspace(1) %pc
  %base = mul i64 %i, 12
  %x32 = trunc i64 %x to i32
  %y32 = trunc i64 %y to i32
  %c32 = trunc i64 %c to i32
  %l32 = call i32 @llvm.fshl.i32(i32 %x32, i32 %y32, i32 %c32)
  %r32 = call i32 @llvm.fshr.i32(i32 %x32, i32 %y32, i32 %c32)
  %x8 = trunc i64 %x to i8
  %y8 = trunc i64 %y to i8
  %c8 = trunc i64 %c to i8
  %l8 = call i8 @llvm.fshl.i8(i8 %x8, i8 %y8, i8 %c8)
  %r8 = call i8 @llvm.fshr.i8(i8 %x8, i8 %y8, i8 %c8)
  %x16 = trunc i64 %x to i16
  %y16 = trunc i64 %y to i16
  %c16 = trunc i64 %c to i16
  %l16 = call i16 @llvm.fshl.i16(i16 %x16, i16 %y16, i16 %c16)
  %r16 = call i16 @llvm.fshr.i16(i16 %x16, i16 %y16, i16 %c16)
  %x24 = trunc i64 %x to i24
  %y24 = trunc i64 %y to i24
  %c24 = trunc i64 %c to i24
  %l24 = call i24 @llvm.fshl.i24(i24 %x24, i24 %y24, i24 %c24)
  %r24 = call i24 @llvm.fshr.i24(i24 %x24, i24 %y24, i24 %c24)
  %l64 = call i64 @llvm.fshl.i64(i64 %x, i64 %y, i64 %c)
  %r64 = call i64 @llvm.fshr.i64(i64 %x, i64 %y, i64 %c)
  %yh = lshr i64 %y, 32
  %yh32 = trunc i64 %yh to i32
  %va0 = insertelement <2 x i32> poison, i32 %x32, i32 0
  %va = insertelement <2 x i32> %va0, i32 %y32, i32 1
  %vb0 = insertelement <2 x i32> poison, i32 %yh32, i32 0
  %vb = insertelement <2 x i32> %vb0, i32 %x32, i32 1
  %vc0 = insertelement <2 x i32> poison, i32 %c32, i32 0
  %c1 = add i32 %c32, 1
  %vc = insertelement <2 x i32> %vc0, i32 %c1, i32 1
  %vl = call <2 x i32> @llvm.fshl.v2i32(<2 x i32> %va, <2 x i32> %vb, <2 x i32> %vc)
  %vl0 = extractelement <2 x i32> %vl, i32 0
  %vl1 = extractelement <2 x i32> %vl, i32 1
  %results = insertvalue [12 x i64] poison, i64 %l64, 0
  %e32l = zext i32 %l32 to i64
  %e32r = zext i32 %r32 to i64
  %e8l = zext i8 %l8 to i64
  %e8r = zext i8 %r8 to i64
  %e16l = zext i16 %l16 to i64
  %e16r = zext i16 %r16 to i64
  %e24l = zext i24 %l24 to i64
  %e24r = zext i24 %r24 to i64
  %ev0 = zext i32 %vl0 to i64
  %ev1 = zext i32 %vl1 to i64
  %o0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %base
  store i64 %e8l, ptr addrspace(1) %o0
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 1
  store i64 %e8r, ptr addrspace(1) %o1
  %o2 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 2
  store i64 %e16l, ptr addrspace(1) %o2
  %o3 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 3
  store i64 %e16r, ptr addrspace(1) %o3
  %o4 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 4
  store i64 %e24l, ptr addrspace(1) %o4
  %o5 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 5
  store i64 %e24r, ptr addrspace(1) %o5
  %o6 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 6
  store i64 %e32l, ptr addrspace(1) %o6
  %o7 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 7
  store i64 %e32r, ptr addrspace(1) %o7
  %o8 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 8
  store i64 %l64, ptr addrspace(1) %o8
  %o9 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 9
  store i64 %r64, ptr addrspace(1) %o9
  %o10 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 10
  store i64 %ev0, ptr addrspace(1) %o10
  %o11 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 11
  store i64 %ev1, ptr addrspace(1) %o11
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i8 @llvm.fshr.i8(i8, i8, i8)
declare i16 @llvm.fshl.i16(i16, i16, i16)
declare i16 @llvm.fshr.i16(i16, i16, i16)
declare i24 @llvm.fshl.i24(i24, i24, i24)
declare i24 @llvm.fshr.i24(i24, i24, i24)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare <2 x i32> @llvm.fshl.v2i32(<2 x i32>, <2 x i32>, <2 x i32>)
"#;

#[test]
fn funnel_shifts_runtime_amounts() {
    use llvm_spirv_rs_tests::tools;
    let dir = tempfile::tempdir().expect("temporary directory");
    let ll = dir.path().join("funnel.ll");
    std::fs::write(&ll, FUNNEL_RUNTIME_LL).expect("write funnel.ll");
    let words = tools::translate(&ll).unwrap_or_else(|e| panic!("{e}"));
    tools::spirv_val(&words, None).unwrap_or_else(|e| panic!("spirv-val: {e}"));
    // Every amount 0..=129 (0 and the widths included), with random operands.
    let mut rng = Rng::new(53);
    let cs: Vec<u64> = (0..130).collect();
    let n = cs.len();
    let xs: Vec<u64> = (0..n).map(|_| rng.next_u64()).collect();
    let ys: Vec<u64> = (0..n).map(|_| rng.next_u64()).collect();
    let mut want = Vec::with_capacity(12 * n);
    for i in 0..n {
        let (x, y, c) = (xs[i], ys[i], cs[i]);
        for bits in [8, 16, 24, 32] {
            let m = (1u64 << bits) - 1;
            want.extend([fshl(x & m, y & m, c & m, bits), fshr(x & m, y & m, c & m, bits)]);
        }
        want.extend([fshl(x, y, c, 64), fshr(x, y, c, 64)]);
        let m = u64::from(u32::MAX);
        want.extend([fshl(x & m, y >> 32, c & m, 32), fshl(y & m, x & m, (c + 1) & m, 32)]);
    }
    let program = llvm_spirv_rs_tests::runtime().build(&words).unwrap_or_else(|e| panic!("{e}"));
    let out = program
        .run(
            "funnel",
            &[Arg::input(&xs), Arg::input(&ys), Arg::input(&cs), Arg::output::<u64>(12 * n)],
            &NdRange::d1(n),
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let got = out.get::<u64>(3);
    for i in 0..n {
        assert_eq!(
            got[12 * i..12 * i + 12],
            want[12 * i..12 * i + 12],
            "amount {}: x {:#x} y {:#x}",
            cs[i],
            xs[i],
            ys[i]
        );
    }
}
